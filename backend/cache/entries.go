package cache

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Cache entry kinds, the first part of an entry id.
const (
	// KindAct is an act cache entry: one instruction on one page.
	KindAct = "act"
	// KindAgent is an agent cache entry: one goal's run.
	KindAgent = "agent"
)

// entryIDHexLen is how many hex digits of the key an entry id shows.
const entryIDHexLen = 16

// Cost is what the model run that produced a cache entry cost, and so
// what each replay of the entry saves.
type Cost struct {
	// Model is the model that did the work ("local" for the offline
	// resolver).
	Model string `json:"model,omitempty"`
	// ModelCalls counts the model requests.
	ModelCalls int `json:"modelCalls"`
	// PromptTokens and CompletionTokens count the tokens sent and received.
	PromptTokens     int `json:"promptTokens"`
	CompletionTokens int `json:"completionTokens"`
	// CostUSD is the estimated price in US dollars (zero for local models
	// and models without a known price).
	CostUSD float64 `json:"costUsd"`
}

// EntryInfo describes one act or agent cache entry for the library.
type EntryInfo struct {
	// ID names the entry everywhere a flow id is taken: "act-" or
	// "agent-" and the first 16 hex digits of its key.
	ID string `json:"id"`
	// Kind is KindAct or KindAgent.
	Kind string `json:"kind"`
	// Source is what made the entry: "act", "agent-dom", "agent-hybrid",
	// "agent-cua", or "agent" for entries that predate the mode being kept.
	Source string `json:"source"`
	// Key is the full cache key.
	Key string `json:"key"`
	// Instruction is the act entry's instruction; Goal the agent run's.
	Instruction string `json:"instruction,omitempty"`
	Goal        string `json:"goal,omitempty"`
	// URL is the page (act) or start address (agent), secrets redacted.
	URL string `json:"url"`
	// VarNames are the variables the steps refer to.
	VarNames []string `json:"varNames"`
	// Model, Mode and Tools are the key's model, agent mode and tool names.
	Model string   `json:"model,omitempty"`
	Mode  string   `json:"mode,omitempty"`
	Tools []string `json:"tools,omitempty"`
	// Steps counts the latest revision's steps.
	Steps int `json:"steps"`
	// Revision is the latest revision; Revisions how many are kept.
	Revision  int `json:"revision"`
	Revisions int `json:"revisions"`
	// Origin says how the latest revision was made: "miss", "healed",
	// "run", "edited" or "restored".
	Origin string `json:"origin"`
	// CreatedAt is when revision 1 was stored; UpdatedAt the latest.
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
	// Hits counts replays; LastHit is the latest (zero: never replayed).
	Hits    int       `json:"hits"`
	LastHit time.Time `json:"lastHit,omitzero"`
	// Saves is what one replay saves: the model run that made the entry.
	Saves Cost `json:"saves"`
}

// LastUsed is when the entry was last stored or replayed.
func (e EntryInfo) LastUsed() time.Time {
	if e.LastHit.After(e.UpdatedAt) {
		return e.LastHit
	}
	return e.UpdatedAt
}

// Skipped names a flow or cache entry a list left out because it does not
// read.
type Skipped struct {
	// Item names it for a person: "flow <id>" or "act cache entry <id>".
	Item string `json:"item"`
	// Problem says what is wrong and what to do.
	Problem string `json:"problem"`
}

// EntryList is every readable cache entry and what could not be read.
type EntryList struct {
	// Entries are the readable entries, most recently used first.
	Entries []EntryInfo `json:"entries"`
	// Problems name the entries that were skipped because they do not read.
	Problems []Skipped `json:"problems,omitempty"`
}

// LibraryList is the whole library: flows and cache entries.
type LibraryList struct {
	// Flows are the library flows (not deleted), newest first.
	Flows []Summary `json:"flows"`
	// Entries are the act and agent cache entries.
	Entries []EntryInfo `json:"entries"`
	// Problems name flows and entries skipped because they do not read.
	Problems []Skipped `json:"problems,omitempty"`
}

// EntryDetail is one cache entry with its steps and revisions.
type EntryDetail struct {
	// Entry describes the entry.
	Entry EntryInfo `json:"entry"`
	// Trajectory is the latest revision as a flow (see Store.Trajectory).
	Trajectory *trajectory.Trajectory `json:"trajectory"`
	// Revisions describes the kept revisions, newest first.
	Revisions []RevisionInfo `json:"revisions"`
}

// PruneOptions says what PruneEntries removes. Library flows are never
// touched.
type PruneOptions struct {
	// OlderThanSeconds removes entries neither stored nor replayed within
	// that many seconds; 0 removes none.
	OlderThanSeconds int64 `json:"olderThanSeconds"`
	// KeepRevisions keeps only the newest N revisions of every other
	// entry; 0 keeps them all.
	KeepRevisions int `json:"keepRevisions"`
}

// PruneResult is what PruneEntries removed.
type PruneResult struct {
	// Removed are the entries removed whole.
	Removed []EntryInfo `json:"removed"`
	// RevisionsRemoved counts the old revisions removed from kept entries.
	RevisionsRemoved int `json:"revisionsRemoved"`
}

// EntryID returns the id of the cache entry of kind under key.
func EntryID(kind, key string) string {
	return kind + "-" + key[:min(entryIDHexLen, len(key))]
}

// IsEntryID reports whether id has the shape of a cache entry id: "act-"
// or "agent-" and 8 to 64 lowercase hex digits (a prefix of the key).
func IsEntryID(id string) bool {
	_, rest, ok := splitEntryID(id)
	if !ok || len(rest) < 8 || len(rest) > 64 {
		return false
	}
	for _, c := range rest {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

func splitEntryID(id string) (kind, hex string, ok bool) {
	kind, hex, ok = strings.Cut(id, "-")
	return kind, hex, ok && (kind == KindAct || kind == KindAgent)
}

// entryRef is a resolved cache entry.
type entryRef struct{ kind, key string }

func (r entryRef) id() string { return EntryID(r.kind, r.key) }

func (r entryRef) headKey() string { return r.kind + "/" + r.key + "/head" }

func (r entryRef) revPrefix() string { return r.kind + "/" + r.key + "/rev/" }

func (r entryRef) revKey(rev int) string { return r.revPrefix() + revSuffix(rev) }

// resolveEntry finds the entry whose id is id (its key starting with the
// id's hex digits) and reads its head.
func resolveEntry(txn *badger.Txn, id string) (entryRef, actHead, error) {
	var head actHead
	if !IsEntryID(id) {
		if _, hex, ok := splitEntryID(id); ok && len(hex) < 8 {
			return entryRef{}, head, invalidf("%q is too short to name a cache entry: give at least 8 of the hex digits after %s- (`reprise cache ls` shows them)", id, strings.SplitN(id, "-", 2)[0])
		}
		return entryRef{}, head, invalidf("%q is not a cache entry id (act-… or agent-… as `reprise cache ls` shows)", id)
	}
	kind, hex, _ := splitEntryID(id)
	opts := badger.DefaultIteratorOptions
	opts.PrefetchValues = false
	opts.Prefix = []byte(kind + "/" + hex)
	it := txn.NewIterator(opts)
	var keys []string
	for it.Seek(opts.Prefix); it.ValidForPrefix(opts.Prefix); it.Next() {
		k := string(it.Item().Key())
		if key, ok := strings.CutSuffix(strings.TrimPrefix(k, kind+"/"), "/head"); ok && validHexKey(key) {
			keys = append(keys, key)
		}
	}
	it.Close()
	switch len(keys) {
	case 0:
		return entryRef{}, head, fmt.Errorf("no cache entry %s: %w", id, ErrNotFound)
	case 1:
	default:
		ids := make([]string, len(keys))
		for i, k := range keys {
			ids[i] = kind + "-" + k
		}
		return entryRef{}, head, &AmbiguousError{Prefix: id, Matches: ids}
	}
	// The ref is returned with a head that does not read, so that a
	// damaged entry can still be removed.
	ref := entryRef{kind, keys[0]}
	if err := getJSON(txn, ref.headKey(), &head); err != nil {
		return ref, head, err
	}
	return ref, head, nil
}

// entryRevs lists the kept revision numbers of ref, oldest first.
func entryRevs(txn *badger.Txn, ref entryRef) []int {
	opts := badger.DefaultIteratorOptions
	opts.PrefetchValues = false
	opts.Prefix = []byte(ref.revPrefix())
	it := txn.NewIterator(opts)
	defer it.Close()
	var out []int
	for it.Seek(opts.Prefix); it.ValidForPrefix(opts.Prefix); it.Next() {
		n, err := strconv.Atoi(string(bytes.TrimPrefix(it.Item().Key(), opts.Prefix)))
		if err == nil {
			out = append(out, n)
		}
	}
	return out
}

// readEntry reads revision rev of ref as a trajectory and an EntryInfo.
func readEntry(txn *badger.Txn, ref entryRef, head actHead, rev int) (*trajectory.Trajectory, EntryInfo, error) {
	if rev < 1 || rev > head.Revision {
		return nil, EntryInfo{}, fmt.Errorf("cache entry %s has revisions 1 to %d, not %d: %w", ref.id(), head.Revision, rev, ErrNotFound)
	}
	revs := entryRevs(txn, ref)
	info := EntryInfo{ID: ref.id(), Kind: ref.kind, Key: ref.key, Revision: head.Revision, Revisions: len(revs),
		CreatedAt: head.Created, Hits: head.Hits, LastHit: head.LastHit}
	var t *trajectory.Trajectory
	if ref.kind == KindAct {
		var e ActEntry
		if err := getJSON(txn, ref.revKey(rev), &e); err != nil {
			return nil, EntryInfo{}, err
		}
		vars := make([]trajectory.Variable, len(e.VarNames))
		for i, n := range e.VarNames {
			// An entry stored before SecretsKnown was kept does not say
			// which were secret: IsSecret treats all of them as secret, so
			// a value given for one is masked and never stored.
			vars[i] = trajectory.Variable{Name: n, Secret: e.IsSecret(n), Description: "part of the act cache key"}
		}
		t = &trajectory.Trajectory{Version: trajectory.FormatVersion, Name: trajectory.ShortName(e.Instruction), StartURL: e.URL,
			Variables: vars, Steps: e.Steps, Source: trajectory.Source{Kind: "record", Model: e.Cost.Model}}
		info.Source, info.Instruction, info.URL, info.VarNames = "act", e.Instruction, e.URL, e.VarNames
		info.Model, info.Origin, info.Saves, info.UpdatedAt = e.Cost.Model, e.Source, e.Cost, e.CreatedAt
	} else {
		var e AgentEntry
		if err := getJSON(txn, ref.revKey(rev), &e); err != nil {
			return nil, EntryInfo{}, err
		}
		if e.Trajectory == nil {
			return nil, EntryInfo{}, &CorruptError{Key: ref.revKey(rev), Err: errors.New("the agent run holds no steps")}
		}
		c := *e.Trajectory
		t = &c
		t.Name = trajectory.ShortName(e.Goal) // the goal names the entry; it is part of the key
		info.Source, info.Goal, info.URL, info.Saves, info.UpdatedAt = "agent", e.Goal, e.StartURL, e.Cost, e.CreatedAt
		info.Origin = e.Origin
		if info.Origin == "" {
			info.Origin = "run"
		}
		if e.Config != nil {
			info.Model, info.Mode, info.Tools = e.Config.Model, e.Config.Mode, e.Config.Tools
			if e.Config.Mode != "" {
				info.Source = "agent-" + e.Config.Mode
			}
		}
		for _, v := range t.Variables {
			info.VarNames = append(info.VarNames, v.Name)
		}
	}
	if info.VarNames == nil {
		info.VarNames = []string{}
	}
	if info.CreatedAt.IsZero() {
		info.CreatedAt = info.UpdatedAt
	}
	t.ID, t.Revision, t.CreatedAt, t.UpdatedAt = ref.id(), rev, info.CreatedAt, info.UpdatedAt
	info.Steps = len(t.Steps)
	return t, info, nil
}

// latestInfo reads the latest revision's EntryInfo.
func latestInfo(txn *badger.Txn, ref entryRef, head actHead) (EntryInfo, error) {
	_, info, err := readEntry(txn, ref, head, head.Revision)
	return info, err
}

// skippable reports whether err is about one bad entry (skip it and go
// on) rather than the store as a whole.
func skippable(err error) bool {
	return errors.Is(err, ErrCorrupt) || errors.Is(err, ErrNotFound)
}

// problemText describes a bad entry for a person.
func problemText(err error) string {
	if errors.Is(err, ErrNotFound) {
		return "its latest revision is missing; run `reprise store check` for details"
	}
	return "it does not read (" + err.Error() + "); run `reprise store check` for details, `reprise store repair` to keep what reads"
}

// scanEntries visits every act and agent entry head.
func scanEntries(txn *badger.Txn, visit func(ref entryRef, head actHead, headErr error) error) error {
	for _, kind := range []string{KindAct, KindAgent} {
		opts := badger.DefaultIteratorOptions
		opts.PrefetchValues = false
		opts.Prefix = []byte(kind + "/")
		it := txn.NewIterator(opts)
		for it.Seek(opts.Prefix); it.ValidForPrefix(opts.Prefix); it.Next() {
			k := string(it.Item().Key())
			key, ok := strings.CutSuffix(strings.TrimPrefix(k, kind+"/"), "/head")
			if !ok || !validHexKey(key) {
				continue
			}
			var head actHead
			err := decodeItem(it.Item(), &head)
			if err := visit(entryRef{kind, key}, head, err); err != nil {
				it.Close()
				return err
			}
		}
		it.Close()
	}
	return nil
}

// ListEntries describes every act and agent cache entry, most recently
// used first. An entry that does not read is skipped and named in
// Problems; it never fails the list.
func (s *Store) ListEntries() (EntryList, error) {
	out := EntryList{Entries: []EntryInfo{}}
	err := s.db.View(func(txn *badger.Txn) error {
		return scanEntries(txn, func(ref entryRef, head actHead, headErr error) error {
			err := headErr
			var info EntryInfo
			if err == nil {
				info, err = latestInfo(txn, ref, head)
			}
			switch {
			case err == nil:
				out.Entries = append(out.Entries, info)
			case skippable(err):
				out.Problems = append(out.Problems, Skipped{Item: ref.kind + " cache entry " + ref.id(), Problem: problemText(err)})
			default:
				return err
			}
			return nil
		})
	})
	if err != nil {
		return EntryList{}, fmt.Errorf("listing cache entries: %w", err)
	}
	sort.SliceStable(out.Entries, func(i, j int) bool {
		a, b := out.Entries[i].LastUsed(), out.Entries[j].LastUsed()
		if !a.Equal(b) {
			return a.After(b)
		}
		return out.Entries[i].ID < out.Entries[j].ID
	})
	return out, nil
}

// ListLibrary lists the library flows and the cache entries together,
// skipping (and naming in Problems) whatever does not read.
func (s *Store) ListLibrary() (LibraryList, error) {
	flows, problems, err := s.summariesChecked(false)
	if err != nil {
		return LibraryList{}, fmt.Errorf("listing trajectories: %w", err)
	}
	entries, err := s.ListEntries()
	if err != nil {
		return LibraryList{}, err
	}
	return LibraryList{Flows: flows, Entries: entries.Entries, Problems: append(problems, entries.Problems...)}, nil
}

// Entry returns one cache entry with its latest steps and its revisions.
func (s *Store) Entry(id string) (EntryDetail, error) {
	var out EntryDetail
	err := s.db.View(func(txn *badger.Txn) error {
		ref, head, err := resolveEntry(txn, id)
		if err != nil {
			return err
		}
		out.Trajectory, out.Entry, err = readEntry(txn, ref, head, head.Revision)
		if err != nil {
			return err
		}
		out.Revisions, err = revisionInfos(txn, ref, head)
		return err
	})
	if err != nil {
		return EntryDetail{}, fmt.Errorf("reading cache entry %s: %w", id, err)
	}
	return out, nil
}

// revisionInfos describes the kept revisions of ref, newest first.
func revisionInfos(txn *badger.Txn, ref entryRef, head actHead) ([]RevisionInfo, error) {
	revs := entryRevs(txn, ref)
	out := make([]RevisionInfo, 0, len(revs))
	for i := len(revs) - 1; i >= 0; i-- {
		t, _, err := readEntry(txn, ref, head, revs[i])
		if err != nil {
			return nil, err
		}
		out = append(out, RevisionInfo{Revision: revs[i], UpdatedAt: t.UpdatedAt, Steps: len(t.Steps), Name: t.Name, StartURL: t.StartURL})
	}
	return out, nil
}

// entryTrajectory reads revision rev (0: the latest) of a cache entry as
// a trajectory whose id is the entry id.
func (s *Store) entryTrajectory(id string, rev int) (*trajectory.Trajectory, error) {
	var t *trajectory.Trajectory
	err := s.db.View(func(txn *badger.Txn) error {
		ref, head, err := resolveEntry(txn, id)
		if err != nil {
			return err
		}
		if rev == 0 {
			rev = head.Revision
		}
		t, _, err = readEntry(txn, ref, head, rev)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("reading cache entry %s: %w", id, err)
	}
	return t, nil
}

// entryRevisions is Revisions for a cache entry.
func (s *Store) entryRevisions(id string) ([]RevisionInfo, error) {
	var out []RevisionInfo
	err := s.db.View(func(txn *badger.Txn) error {
		ref, head, err := resolveEntry(txn, id)
		if err != nil {
			return err
		}
		out, err = revisionInfos(txn, ref, head)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("listing revisions of cache entry %s: %w", id, err)
	}
	return out, nil
}

// saveEntry stores t's steps as a new revision of the cache entry t.ID
// names, so the next act or agent run with the same key replays them. The
// key stays: for an act entry the variables are part of it and cannot
// change; an agent entry keeps its goal and configuration.
func (s *Store) saveEntry(t *trajectory.Trajectory) (*trajectory.Trajectory, error) {
	out, err := s.putEntry(t.ID, 0, t, SourceEdited)
	if err != nil {
		return nil, fmt.Errorf("saving cache entry %s: %w", t.ID, err)
	}
	return out, nil
}

// restoreEntry is RestoreRevision for a cache entry.
func (s *Store) restoreEntry(id string, rev int) (*trajectory.Trajectory, error) {
	out, err := s.putEntry(id, rev, nil, SourceRestored)
	if err != nil {
		return nil, fmt.Errorf("restoring revision %d of cache entry %s: %w", rev, id, err)
	}
	return out, nil
}

// putEntry writes a new revision of the entry id: t's steps when t is
// given, else the content of revision from.
func (s *Store) putEntry(id string, from int, t *trajectory.Trajectory, origin string) (*trajectory.Trajectory, error) {
	var ref entryRef
	var act ActEntry
	var ag AgentEntry
	err := s.db.View(func(txn *badger.Txn) error {
		var head actHead
		var err error
		ref, head, err = resolveEntry(txn, id)
		if err != nil {
			return err
		}
		rev := head.Revision
		if from != 0 {
			if from < 1 || from > head.Revision {
				return fmt.Errorf("cache entry %s has revisions 1 to %d, not %d: %w", ref.id(), head.Revision, from, ErrNotFound)
			}
			rev = from
		}
		if ref.kind == KindAct {
			return getJSON(txn, ref.revKey(rev), &act)
		}
		return getJSON(txn, ref.revKey(rev), &ag)
	})
	if err != nil {
		return nil, err
	}
	if ref.kind == KindAct {
		steps, secrets, known := act.Steps, act.SecretNames, act.SecretsKnown
		if t != nil {
			if err := sameVariables(act.VarNames, t.Variables); err != nil {
				return nil, err
			}
			steps = t.Steps
			// The editor shows which variables are secret and lets a
			// person change it; an entry that did not know read all of
			// them as secret, and is saved so unless unticked.
			secrets, known = t.SecretNames(), true
		}
		if _, err := s.PutAct(ActEntry{Key: ref.key, Instruction: act.Instruction, URL: act.URL, VarNames: act.VarNames,
			SecretNames: secrets, SecretsKnown: known, Steps: steps, Source: origin, Cost: act.Cost, Choice: act.Choice}); err != nil {
			return nil, err
		}
	} else {
		if t != nil {
			c := *t
			c.ID, c.Revision, c.CreatedAt, c.UpdatedAt = "", 0, time.Time{}, time.Time{}
			if c.Version == 0 {
				c.Version = trajectory.FormatVersion
			}
			ag.Trajectory = &c
		}
		ag.Origin = origin
		if _, err := s.PutAgent(ag); err != nil {
			return nil, err
		}
	}
	return s.entryTrajectory(ref.id(), 0)
}

// sameVariables refuses variables other than an act entry's: they are
// part of its key.
func sameVariables(names []string, vars []trajectory.Variable) error {
	got := make([]string, len(vars))
	for i, v := range vars {
		got[i] = v.Name
	}
	got = canonicalNames(got)
	if strings.Join(got, ",") != strings.Join(canonicalNames(names), ",") {
		return fmt.Errorf("%w: an act cache entry's variables ({{%s}}) are part of its key and cannot change; "+
			"save it as a library flow to change them", ErrInvalid, strings.Join(names, "}}, {{"))
	}
	return nil
}

// RecordHit counts one replay of the cache entry of kind (KindAct or
// KindAgent) under key.
func (s *Store) RecordHit(kind, key string) error {
	ref := entryRef{kind, key}
	if (kind != KindAct && kind != KindAgent) || !validHexKey(key) {
		return fmt.Errorf("counting a cache hit: %w: %s entry key %q", ErrInvalid, kind, key)
	}
	err := s.update(func(txn *badger.Txn) error {
		var head actHead
		if err := getJSON(txn, ref.headKey(), &head); err != nil {
			return err
		}
		head.Hits++
		head.LastHit = s.now().UTC()
		return setJSON(txn, ref.headKey(), head)
	})
	if err != nil {
		return fmt.Errorf("counting a hit of cache entry %s: %w", ref.id(), err)
	}
	return nil
}

// RemoveEntry removes a cache entry for good: every revision, its hit
// count and the runs recorded against its id. Library flows are never
// touched, even one saved from this entry.
func (s *Store) RemoveEntry(id string) (EntryInfo, error) {
	var ref entryRef
	var info EntryInfo
	err := s.db.View(func(txn *badger.Txn) error {
		var head actHead
		var err error
		ref, head, err = resolveEntry(txn, id)
		if err == nil {
			info, err = latestInfo(txn, ref, head)
		}
		if ref.key != "" && skippable(err) { // a damaged entry can still be removed
			info, err = EntryInfo{ID: ref.id(), Kind: ref.kind, Key: ref.key}, nil
		}
		return err
	})
	if err != nil {
		return EntryInfo{}, fmt.Errorf("removing cache entry %s: %w", id, err)
	}
	if err := s.removeEntryKeys(ref, nil); err != nil {
		return EntryInfo{}, fmt.Errorf("removing cache entry %s: %w", id, err)
	}
	return info, nil
}

// removeEntryKeys deletes ref whole (revs nil) or only the given revisions.
func (s *Store) removeEntryKeys(ref entryRef, revs []int) error {
	if revs != nil {
		keys := make([][]byte, len(revs))
		for i, r := range revs {
			keys[i] = []byte(ref.revKey(r))
		}
		return s.deleteKeys(keys)
	}
	keys := [][]byte{[]byte(ref.headKey())}
	var err error
	for _, prefix := range []string{ref.revPrefix(), runPrefix(ref.id())} {
		if keys, err = s.appendKeys(keys, prefix); err != nil {
			return err
		}
	}
	return s.deleteKeys(keys)
}

// PruneEntries removes cache entries not used within o.OlderThanSeconds
// and old revisions beyond o.KeepRevisions of the rest. Library flows are
// never touched. Entries that do not read are left for `reprise store
// repair`.
func (s *Store) PruneEntries(o PruneOptions) (PruneResult, error) {
	if o.OlderThanSeconds < 0 || o.KeepRevisions < 0 {
		return PruneResult{}, fmt.Errorf("pruning the cache: %w: the age and the revisions to keep cannot be negative", ErrInvalid)
	}
	out := PruneResult{Removed: []EntryInfo{}}
	type trim struct {
		ref  entryRef
		revs []int
	}
	var whole []entryRef
	var trims []trim
	cutoff := s.now().Add(-time.Duration(o.OlderThanSeconds) * time.Second)
	err := s.db.View(func(txn *badger.Txn) error {
		return scanEntries(txn, func(ref entryRef, head actHead, headErr error) error {
			if headErr != nil {
				return nil
			}
			info, err := latestInfo(txn, ref, head)
			if err != nil {
				return nil
			}
			if o.OlderThanSeconds > 0 && info.LastUsed().Before(cutoff) {
				whole = append(whole, ref)
				out.Removed = append(out.Removed, info)
				return nil
			}
			if revs := entryRevs(txn, ref); o.KeepRevisions > 0 && len(revs) > o.KeepRevisions {
				trims = append(trims, trim{ref, revs[:len(revs)-o.KeepRevisions]})
			}
			return nil
		})
	})
	if err != nil {
		return PruneResult{}, fmt.Errorf("pruning the cache: %w", err)
	}
	for _, ref := range whole {
		if err := s.removeEntryKeys(ref, nil); err != nil {
			return PruneResult{}, fmt.Errorf("pruning cache entry %s: %w", ref.id(), err)
		}
	}
	for _, t := range trims {
		if err := s.removeEntryKeys(t.ref, t.revs); err != nil {
			return PruneResult{}, fmt.Errorf("pruning old revisions of cache entry %s: %w", t.ref.id(), err)
		}
		out.RevisionsRemoved += len(t.revs)
	}
	return out, nil
}

// SaveEntryAsFlow copies the latest revision of a cache entry into the
// library as a new flow named name (the entry's instruction or goal when
// empty). The entry itself is unchanged and keeps serving the cache.
func (s *Store) SaveEntryAsFlow(id, name string) (*trajectory.Trajectory, error) {
	t, err := s.entryTrajectory(id, 0)
	if err != nil {
		return nil, err
	}
	kind, _, _ := splitEntryID(id)
	c := *t
	c.ID, c.Revision = "", 0
	if name = strings.TrimSpace(name); name != "" {
		c.Name = name
	}
	if kind == KindAgent {
		c.Source = trajectory.Source{Kind: "agent", Model: c.Source.Model}
	}
	saved, err := s.SaveTrajectory(&c)
	if err != nil {
		return nil, fmt.Errorf("saving cache entry %s as a library flow: %w", id, err)
	}
	return saved, nil
}

// runOwnerExists reports whether id is the full id of a stored trajectory
// or cache entry, which runs are recorded against.
func runOwnerExists(txn *badger.Txn, id string) (bool, error) {
	if !IsEntryID(id) {
		return exists(txn, trajHeadKey(id))
	}
	ref, _, err := resolveEntry(txn, id)
	if ref.key == "" && errors.Is(err, ErrNotFound) {
		return false, nil
	}
	if ref.key == "" {
		return false, err
	}
	return ref.id() == id, nil
}

// resolveRunOwner is resolve for the owner of runs: a trajectory or a
// cache entry.
func resolveRunOwner(txn *badger.Txn, idOrPrefix string) (string, error) {
	if !IsEntryID(idOrPrefix) {
		id, _, err := resolve(txn, idOrPrefix)
		return id, err
	}
	ref, _, err := resolveEntry(txn, idOrPrefix)
	if ref.key == "" {
		return "", err
	}
	return ref.id(), nil
}
