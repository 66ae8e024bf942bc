package cache

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// headRecord is the value under traj/<id>/head.
type headRecord struct {
	// Revision is the latest revision number.
	Revision int `json:"revision"`
	// CreatedAt is when revision 1 was saved.
	CreatedAt time.Time `json:"createdAt"`
	// Deleted hides the trajectory from the list; its data is kept.
	Deleted bool `json:"deleted,omitempty"`
	// DeletedAt is when it was marked deleted.
	DeletedAt time.Time `json:"deletedAt,omitzero"`
}

// RevisionInfo describes one stored revision of a trajectory.
type RevisionInfo struct {
	// Revision is the revision number, starting at 1.
	Revision int `json:"revision"`
	// UpdatedAt is when the revision was saved.
	UpdatedAt time.Time `json:"updatedAt"`
	// Steps is the number of steps in the revision.
	Steps int `json:"steps"`
	// Name is the trajectory's name in that revision.
	Name string `json:"name"`
	// StartURL is the trajectory's start URL in that revision: revisions
	// that replay on another site (a test server, a new release) differ
	// by it.
	StartURL string `json:"startUrl"`
}

// Summary describes a trajectory for the library list.
type Summary struct {
	// ID is the trajectory's full id.
	ID string `json:"id"`
	// Name is the latest revision's name.
	Name string `json:"name"`
	// Revision is the latest revision number.
	Revision int `json:"revision"`
	// CreatedAt is when revision 1 was saved.
	CreatedAt time.Time `json:"createdAt"`
	// UpdatedAt is when the latest revision was saved.
	UpdatedAt time.Time `json:"updatedAt"`
	// Steps is the number of steps in the latest revision.
	Steps int `json:"steps"`
	// Tags are the latest revision's tags.
	Tags []string `json:"tags,omitempty"`
	// StartURL is where a replay of the latest revision begins.
	StartURL string `json:"startUrl"`
	// Source says how the latest revision was made (recorded, agent,
	// imported, manual).
	Source trajectory.Source `json:"source"`
	// Deleted is true for trajectories marked deleted (only listed by
	// ListDeletedTrajectories).
	Deleted bool `json:"deleted,omitempty"`
	// LastRunID is the id of the most recent run, or "" if never run.
	LastRunID string `json:"lastRunId,omitempty"`
	// LastRunStatus is the most recent run's status, or "" if never run.
	LastRunStatus trajectory.Status `json:"lastRunStatus,omitempty"`
	// LastRunAt is when the most recent run started; zero if never run.
	LastRunAt time.Time `json:"lastRunAt,omitzero"`
	// LastRunStartURL is where the most recent run began (its StartURL,
	// credentials masked): a run on another site says so.
	LastRunStartURL string `json:"lastRunStartUrl,omitempty"`
}

// trajPrefix starts every trajectory key.
const trajPrefix = "traj/"

func trajHeadKey(id string) string         { return trajPrefix + id + "/head" }
func trajRevPrefix(id string) string       { return trajPrefix + id + "/rev/" }
func trajRevKey(id string, rev int) string { return trajRevPrefix(id) + revSuffix(rev) }

// SaveTrajectory stores t as a new revision and returns the stored copy.
// When t.ID is a cache entry's id (IsEntryID) the steps are stored as a
// new revision of that act or agent cache entry instead (see saveEntry).
//
// t is validated first (t.Validate) and nothing is written when it is
// invalid; the error then wraps the *trajectory.ValidationError. A zero
// Version is taken as trajectory.FormatVersion. An empty ID gets a new
// random 10-character id; a given ID must be 1–64 characters of
// [A-Za-z0-9_-] and is used as is (no prefix matching), creating the
// trajectory if it does not exist. The store owns Revision (head + 1),
// CreatedAt (when revision 1 was saved) and UpdatedAt (now): the values in t
// are ignored. The revision and the new head are written in one
// transaction. Saving a deleted trajectory fails with ErrDeleted.
func (s *Store) SaveTrajectory(t *trajectory.Trajectory) (*trajectory.Trajectory, error) {
	if t == nil {
		return nil, fmt.Errorf("saving trajectory: %w: nil trajectory", ErrInvalid)
	}
	if IsEntryID(t.ID) {
		return s.saveEntry(t)
	}
	c := *t
	if c.Version == 0 {
		c.Version = trajectory.FormatVersion
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("validating trajectory %s: %w", trajLabel(&c), err)
	}
	if c.ID != "" {
		if err := checkID("trajectory", c.ID); err != nil {
			return nil, fmt.Errorf("saving trajectory: %w", err)
		}
	}
	var out *trajectory.Trajectory
	err := s.update(func(txn *badger.Txn) error {
		var err error
		out, err = s.saveInTxn(txn, &c)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("saving trajectory %s: %w", trajLabel(&c), err)
	}
	return out, nil
}

// MaxTrajectorySize bounds one stored revision's JSON: a value of the
// store holds at most 64 MiB (Badger's limit, valueLogFileSize), and a
// revision larger than this is refused with words rather than the
// store's own error and a dump of its bytes. Some 20,000 recorded steps
// fit; a 100,000-step import does not.
const MaxTrajectorySize = 60 << 20

// freshTrajectoryID returns a generated id not yet used in the store.
func freshTrajectoryID(txn *badger.Txn) (string, error) {
	for range 8 {
		id := newTrajectoryID()
		used, err := exists(txn, trajHeadKey(id))
		if err != nil {
			return "", err
		}
		if !used {
			return id, nil
		}
	}
	return "", errors.New("generating a trajectory id: every candidate was taken")
}

// writeRevision writes content as revision head.Revision+1 of id and
// advances the head, returning an independent copy of what was stored.
func (s *Store) writeRevision(txn *badger.Txn, id string, content *trajectory.Trajectory, head headRecord) (*trajectory.Trajectory, error) {
	now := s.now().UTC()
	if head.Revision == 0 || head.CreatedAt.IsZero() {
		head.CreatedAt = now
	}
	head.Revision++
	c := *content
	c.Version = trajectory.FormatVersion
	c.ID = id
	c.Revision = head.Revision
	c.CreatedAt = head.CreatedAt
	c.UpdatedAt = now
	data, err := trajectory.Marshal(&c)
	if err != nil {
		return nil, fmt.Errorf("encoding revision %d of %s: %w", c.Revision, id, err)
	}
	if len(data) > MaxTrajectorySize {
		return nil, fmt.Errorf("%w: it takes %d MB with its %d steps, and the store keeps flows up to %d MB: split it into several flows",
			ErrTooLarge, (len(data)+(1<<20)-1)>>20, len(c.Steps), MaxTrajectorySize>>20)
	}
	key := trajRevKey(id, c.Revision)
	if err := txn.Set([]byte(key), data); err != nil {
		return nil, fmt.Errorf("writing key %s: %w", key, err)
	}
	if err := setJSON(txn, trajHeadKey(id), head); err != nil {
		return nil, err
	}
	// Decode what was written so the caller's copy shares no slices or
	// maps with t and equals what a later read returns.
	var out trajectory.Trajectory
	if err := json.Unmarshal(data, &out); err != nil {
		return nil, fmt.Errorf("decoding revision %d of %s: %w", c.Revision, id, err)
	}
	return &out, nil
}

// resolve finds the trajectory whose id is idOrPrefix, or else the only
// one whose id starts with it, and returns its full id and head. Deleted
// trajectories are included.
func resolve(txn *badger.Txn, idOrPrefix string) (string, headRecord, error) {
	var head headRecord
	if err := checkID("trajectory", idOrPrefix); err != nil {
		return "", head, err
	}
	err := getJSON(txn, trajHeadKey(idOrPrefix), &head)
	if err == nil {
		return idOrPrefix, head, nil
	}
	if !errors.Is(err, ErrNotFound) {
		return "", head, err
	}
	matches, err := matchPrefix(txn, idOrPrefix)
	if err != nil {
		return "", head, err
	}
	switch len(matches) {
	case 0:
		return "", head, notFoundf("no trajectory id is or starts with %q", idOrPrefix)
	case 1:
		if err := getJSON(txn, trajHeadKey(matches[0]), &head); err != nil {
			return "", head, err
		}
		return matches[0], head, nil
	default:
		return "", head, &AmbiguousError{Prefix: idOrPrefix, Matches: matches}
	}
}

// matchPrefix returns the sorted ids of trajectories starting with prefix.
func matchPrefix(txn *badger.Txn, prefix string) ([]string, error) {
	opts := badger.DefaultIteratorOptions
	opts.PrefetchValues = false
	opts.Prefix = []byte(trajPrefix + prefix)
	it := txn.NewIterator(opts)
	defer it.Close()
	var ids []string
	for it.Seek(opts.Prefix); it.ValidForPrefix(opts.Prefix); {
		id, rest, ok := splitTrajKey(it.Item().Key())
		if !ok {
			it.Next()
			continue
		}
		if rest == "head" {
			ids = append(ids, id)
		}
		// Skip the rest of this trajectory's keys: '0' follows '/'.
		it.Seek([]byte(trajPrefix + id + "0"))
	}
	return ids, nil
}

// splitTrajKey splits "traj/<id>/<rest>" into id and rest.
func splitTrajKey(key []byte) (id, rest string, ok bool) {
	k, found := bytes.CutPrefix(key, []byte(trajPrefix))
	if !found {
		return "", "", false
	}
	i := bytes.IndexByte(k, '/')
	if i <= 0 {
		return "", "", false
	}
	return string(k[:i]), string(k[i+1:]), true
}

// readRevision reads and validates revision rev of id. A revision stored
// before the limits on names and step timeouts, and out of them, is read
// (trajectory.ParseStored): it opens to be fixed, and is refused only when
// saved again.
func readRevision(txn *badger.Txn, id string, rev int) (*trajectory.Trajectory, error) {
	key := trajRevKey(id, rev)
	item, err := txn.Get([]byte(key))
	if errors.Is(err, badger.ErrKeyNotFound) {
		return nil, fmt.Errorf("reading revision %d of %s: %w", rev, id, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("reading revision %d of %s: %w", rev, id, err)
	}
	var t *trajectory.Trajectory
	var parseErr error
	err = item.Value(func(val []byte) error {
		t, parseErr = trajectory.ParseStored(val, fmt.Sprintf("revision %d of %s", rev, id))
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("reading revision %d of %s: %w", rev, id, err)
	}
	if parseErr != nil {
		return nil, &CorruptError{Key: key, Err: parseErr}
	}
	if t.ID != id || t.Revision != rev {
		return nil, &CorruptError{Key: key, Err: fmt.Errorf("value holds revision %d of %q", t.Revision, t.ID)}
	}
	return t, nil
}

// Trajectory returns the latest revision of the trajectory whose id is
// idOrPrefix or uniquely starts with it. A cache entry's id (IsEntryID)
// reads that entry as a trajectory, so it opens, runs and exports like a
// library flow; TrajectoryRevision, Revisions and RestoreRevision accept
// such ids too. A deleted trajectory yields
// ErrDeleted; an ambiguous prefix an *AmbiguousError.
func (s *Store) Trajectory(idOrPrefix string) (*trajectory.Trajectory, error) {
	if IsEntryID(idOrPrefix) {
		return s.entryTrajectory(idOrPrefix, 0)
	}
	var t *trajectory.Trajectory
	err := s.db.View(func(txn *badger.Txn) error {
		id, head, err := resolve(txn, idOrPrefix)
		if err != nil {
			return err
		}
		if head.Deleted {
			return fmt.Errorf("%w; undelete %s to use it again", ErrDeleted, id)
		}
		t, err = readRevision(txn, id, head.Revision)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("reading trajectory %s: %w", idOrPrefix, err)
	}
	return t, nil
}

// TrajectoryRevision returns revision rev of the trajectory whose id is
// idOrPrefix or uniquely starts with it. Revisions of deleted trajectories
// can be read.
func (s *Store) TrajectoryRevision(idOrPrefix string, rev int) (*trajectory.Trajectory, error) {
	if IsEntryID(idOrPrefix) {
		if rev < 1 {
			return nil, fmt.Errorf("reading revision %d of %s: %w", rev, idOrPrefix, ErrNotFound)
		}
		return s.entryTrajectory(idOrPrefix, rev)
	}
	var t *trajectory.Trajectory
	err := s.db.View(func(txn *badger.Txn) error {
		id, head, err := resolve(txn, idOrPrefix)
		if err != nil {
			return err
		}
		if rev < 1 || rev > head.Revision {
			return fmt.Errorf("trajectory %s has revisions 1 to %d, not %d: %w", id, head.Revision, rev, ErrNotFound)
		}
		t, err = readRevision(txn, id, rev)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("reading revision %d of %s: %w", rev, idOrPrefix, err)
	}
	return t, nil
}

// revisionFields are the parts of a stored revision that summaries need.
type revisionFields struct {
	Name      string            `json:"name"`
	StartURL  string            `json:"startUrl"`
	Tags      []string          `json:"tags"`
	Source    trajectory.Source `json:"source"`
	Steps     []json.RawMessage `json:"steps"`
	Revision  int               `json:"revision"`
	CreatedAt time.Time         `json:"createdAt"`
	UpdatedAt time.Time         `json:"updatedAt"`
}

// Revisions describes every revision of the trajectory whose id is
// idOrPrefix or uniquely starts with it, newest first.
func (s *Store) Revisions(idOrPrefix string) ([]RevisionInfo, error) {
	if IsEntryID(idOrPrefix) {
		return s.entryRevisions(idOrPrefix)
	}
	var out []RevisionInfo
	err := s.db.View(func(txn *badger.Txn) error {
		id, _, err := resolve(txn, idOrPrefix)
		if err != nil {
			return err
		}
		opts := badger.DefaultIteratorOptions
		opts.Reverse = true
		opts.Prefix = []byte(trajRevPrefix(id))
		it := txn.NewIterator(opts)
		defer it.Close()
		for it.Seek(append(opts.Prefix, 0xff)); it.ValidForPrefix(opts.Prefix); it.Next() {
			var f revisionFields
			if err := decodeItem(it.Item(), &f); err != nil {
				return err
			}
			out = append(out, RevisionInfo{Revision: f.Revision, UpdatedAt: f.UpdatedAt, Steps: len(f.Steps), Name: f.Name, StartURL: f.StartURL})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing revisions of %s: %w", idOrPrefix, err)
	}
	return out, nil
}

// RestoreRevision saves the content of revision rev as a new latest
// revision, so a rollback keeps the history it rolls back over. It returns
// the stored copy. A deleted trajectory yields ErrDeleted.
func (s *Store) RestoreRevision(idOrPrefix string, rev int) (*trajectory.Trajectory, error) {
	if IsEntryID(idOrPrefix) {
		return s.restoreEntry(idOrPrefix, rev)
	}
	var out *trajectory.Trajectory
	err := s.update(func(txn *badger.Txn) error {
		id, head, err := resolve(txn, idOrPrefix)
		if err != nil {
			return err
		}
		if head.Deleted {
			return fmt.Errorf("%w; undelete %s before restoring", ErrDeleted, id)
		}
		if rev < 1 || rev > head.Revision {
			return fmt.Errorf("trajectory %s has revisions 1 to %d, not %d: %w", id, head.Revision, rev, ErrNotFound)
		}
		old, err := readRevision(txn, id, rev)
		if err != nil {
			return err
		}
		out, err = s.writeRevision(txn, id, old, head)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("restoring revision %d of %s: %w", rev, idOrPrefix, err)
	}
	return out, nil
}

// ListTrajectories summarises every trajectory not marked deleted, most
// recently updated first.
func (s *Store) ListTrajectories() ([]Summary, error) {
	out, err := s.summaries(false)
	if err != nil {
		return nil, fmt.Errorf("listing trajectories: %w", err)
	}
	return out, nil
}

// ListDeletedTrajectories summarises the trajectories marked deleted (the
// trash), most recently updated first.
func (s *Store) ListDeletedTrajectories() ([]Summary, error) {
	out, err := s.summaries(true)
	if err != nil {
		return nil, fmt.Errorf("listing deleted trajectories: %w", err)
	}
	return out, nil
}

// summaries lists the trajectories whose deleted mark equals deleted. A
// trajectory whose head or latest revision does not read is left out and
// described in the problems instead of failing the list.
func (s *Store) summaries(deleted bool) ([]Summary, error) {
	out, _, err := s.summariesChecked(deleted)
	return out, err
}

// summariesChecked is summaries that also returns the problems.
func (s *Store) summariesChecked(deleted bool) ([]Summary, []Skipped, error) {
	out := []Summary{}
	var problems []Skipped
	err := s.db.View(func(txn *badger.Txn) error {
		opts := badger.DefaultIteratorOptions
		opts.PrefetchValues = false
		opts.Prefix = []byte(trajPrefix)
		it := txn.NewIterator(opts)
		defer it.Close()
		for it.Seek(opts.Prefix); it.ValidForPrefix(opts.Prefix); {
			id, rest, ok := splitTrajKey(it.Item().Key())
			if !ok {
				it.Next()
				continue
			}
			if rest == "head" {
				var head headRecord
				if err := decodeItem(it.Item(), &head); err != nil {
					if !skippable(err) {
						return err
					}
					problems = append(problems, Skipped{Item: "flow " + id, Problem: problemText(err)})
				} else if head.Deleted == deleted {
					sum, err := summarize(txn, id, head)
					switch {
					case err == nil:
						out = append(out, sum)
					case skippable(err):
						problems = append(problems, Skipped{Item: "flow " + id, Problem: problemText(err)})
					default:
						return err
					}
				}
			}
			it.Seek([]byte(trajPrefix + id + "0"))
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].UpdatedAt.Equal(out[j].UpdatedAt) {
			return out[i].UpdatedAt.After(out[j].UpdatedAt)
		}
		return out[i].ID < out[j].ID
	})
	return out, problems, nil
}

// summarize builds the Summary of id from its head revision and last run.
func summarize(txn *badger.Txn, id string, head headRecord) (Summary, error) {
	var f revisionFields
	if err := getJSON(txn, trajRevKey(id, head.Revision), &f); err != nil {
		return Summary{}, err
	}
	sum := Summary{
		ID: id, Name: f.Name, Revision: head.Revision, CreatedAt: head.CreatedAt,
		UpdatedAt: f.UpdatedAt, Steps: len(f.Steps), Tags: f.Tags, StartURL: f.StartURL,
		Source: f.Source, Deleted: head.Deleted,
	}
	last, err := lastRun(txn, id)
	if err != nil {
		return Summary{}, err
	}
	if last != nil {
		sum.LastRunID, sum.LastRunStatus, sum.LastRunAt, sum.LastRunStartURL = last.ID, last.Status, last.StartedAt, last.StartURL
	}
	return sum, nil
}

// DeleteTrajectory marks the trajectory deleted: it disappears from
// ListTrajectories and cannot be read as latest or saved, but every
// revision and run is kept until PurgeTrajectory. Deleting a deleted
// trajectory does nothing.
func (s *Store) DeleteTrajectory(idOrPrefix string) error {
	if err := s.setDeleted(idOrPrefix, true); err != nil {
		return fmt.Errorf("deleting trajectory %s: %w", idOrPrefix, err)
	}
	return nil
}

// UndeleteTrajectory clears the deleted mark set by DeleteTrajectory.
// Undeleting a trajectory that is not deleted does nothing.
func (s *Store) UndeleteTrajectory(idOrPrefix string) error {
	if err := s.setDeleted(idOrPrefix, false); err != nil {
		return fmt.Errorf("undeleting trajectory %s: %w", idOrPrefix, err)
	}
	return nil
}

// setDeleted sets or clears the deleted mark in a trajectory's head.
func (s *Store) setDeleted(idOrPrefix string, deleted bool) error {
	return s.update(func(txn *badger.Txn) error {
		id, head, err := resolve(txn, idOrPrefix)
		if err != nil {
			return err
		}
		if head.Deleted == deleted {
			return nil
		}
		head.Deleted = deleted
		head.DeletedAt = time.Time{}
		if deleted {
			head.DeletedAt = s.now().UTC()
		}
		return setJSON(txn, trajHeadKey(id), head)
	})
}

// PurgeTrajectory removes a trajectory for good: its head, every revision
// and every run record. Blobs its runs refer to are content-addressed and
// may be shared, so they are kept.
func (s *Store) PurgeTrajectory(idOrPrefix string) error {
	var id string
	err := s.db.View(func(txn *badger.Txn) error {
		var err error
		id, _, err = resolve(txn, idOrPrefix)
		return err
	})
	if err != nil {
		return fmt.Errorf("purging trajectory %s: %w", idOrPrefix, err)
	}
	// The head goes first so the trajectory vanishes in one step even if
	// the rest has to be spread over several transactions.
	keys := [][]byte{[]byte(trajHeadKey(id))}
	for _, prefix := range []string{trajRevPrefix(id), runPrefix(id)} {
		keys, err = s.appendKeys(keys, prefix)
		if err != nil {
			return fmt.Errorf("purging trajectory %s: %w", id, err)
		}
	}
	if err := s.deleteKeys(keys); err != nil {
		return fmt.Errorf("purging trajectory %s: %w", id, err)
	}
	return nil
}

// appendKeys appends every key under prefix to keys.
func (s *Store) appendKeys(keys [][]byte, prefix string) ([][]byte, error) {
	err := s.db.View(func(txn *badger.Txn) error {
		opts := badger.DefaultIteratorOptions
		opts.PrefetchValues = false
		opts.Prefix = []byte(prefix)
		it := txn.NewIterator(opts)
		defer it.Close()
		for it.Seek(opts.Prefix); it.ValidForPrefix(opts.Prefix); it.Next() {
			keys = append(keys, it.Item().KeyCopy(nil))
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing keys under %s: %w", prefix, err)
	}
	return keys, nil
}

// deleteKeys deletes keys in order, in as few transactions as Badger's
// transaction size limit allows.
func (s *Store) deleteKeys(keys [][]byte) error {
	for len(keys) > 0 {
		txn := s.db.NewTransaction(true)
		n := 0
		for n < len(keys) {
			err := txn.Delete(keys[n])
			if errors.Is(err, badger.ErrTxnTooBig) && n > 0 {
				break
			}
			if err != nil {
				txn.Discard()
				return fmt.Errorf("deleting key %s: %w", keys[n], err)
			}
			n++
		}
		if err := txn.Commit(); err != nil {
			return fmt.Errorf("committing deletion of %d keys: %w", n, err)
		}
		keys = keys[n:]
	}
	return nil
}

// trajLabel names t in messages: its id, else its quoted name.
func trajLabel(t *trajectory.Trajectory) string {
	if t.ID != "" {
		return t.ID
	}
	if t.Name != "" {
		return fmt.Sprintf("%q", t.Name)
	}
	return "(unnamed)"
}

// saveInTxn writes c as the next revision of its trajectory (a new one
// when c has no id) inside txn; a deleted trajectory is refused.
func (s *Store) saveInTxn(txn *badger.Txn, c *trajectory.Trajectory) (*trajectory.Trajectory, error) {
	id := c.ID
	if id == "" {
		var err error
		if id, err = freshTrajectoryID(txn); err != nil {
			return nil, err
		}
	}
	var head headRecord
	err := getJSON(txn, trajHeadKey(id), &head)
	switch {
	case errors.Is(err, ErrNotFound):
		head = headRecord{}
	case err != nil:
		return nil, err
	case head.Deleted:
		return nil, fmt.Errorf("trajectory %s: %w; undelete it before saving", id, ErrDeleted)
	}
	if err := forgetNewSecrets(txn, id, head.Revision, c); err != nil {
		return nil, err
	}
	return s.writeRevision(txn, id, c, head)
}

// forgetNewSecrets clears, in revisions 1…last of id, the default value of
// every variable c makes secret that revision last did not have secret:
// marking a variable secret after the fact means its value must not stay
// in the store, and earlier revisions held it as their default (a
// secret's default is never stored). Nothing else of those revisions
// changes. Revisions that already had it secret were cleared when it
// became so.
func forgetNewSecrets(txn *badger.Txn, id string, last int, c *trajectory.Trajectory) error {
	if last == 0 {
		return nil
	}
	var prev trajectory.Trajectory
	if err := getJSON(txn, trajRevKey(id, last), &prev); err != nil {
		if errors.Is(err, ErrNotFound) {
			return nil
		}
		return err
	}
	var names []string
	for _, v := range c.Variables {
		if !v.Secret {
			continue
		}
		if k := slices.IndexFunc(prev.Variables, func(p trajectory.Variable) bool { return p.Name == v.Name }); k >= 0 && !prev.Variables[k].Secret {
			names = append(names, v.Name)
		}
	}
	if len(names) == 0 {
		return nil
	}
	for rev := 1; rev <= last; rev++ {
		key := trajRevKey(id, rev)
		var old trajectory.Trajectory
		if err := getJSON(txn, key, &old); err != nil {
			if errors.Is(err, ErrNotFound) {
				continue // a revision lost to a repair
			}
			return err
		}
		changed := false
		for k := range old.Variables {
			if old.Variables[k].Default != "" && slices.Contains(names, old.Variables[k].Name) {
				old.Variables[k].Default = ""
				changed = true
			}
		}
		if !changed {
			continue
		}
		data, err := trajectory.Marshal(&old)
		if err != nil {
			return fmt.Errorf("encoding revision %d of %s: %w", rev, id, err)
		}
		if err := txn.Set([]byte(key), data); err != nil {
			return fmt.Errorf("writing key %s: %w", key, err)
		}
	}
	return nil
}
