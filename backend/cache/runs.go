package cache

import (
	"fmt"
	"slices"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

func runPrefix(trajID string) string     { return "run/" + trajID + "/" }
func runKey(trajID, runID string) string { return runPrefix(trajID) + runID }

// SaveRun stores r under its trajectory, replacing any record with the same
// run id, so a run can be saved when it starts and again when it ends.
//
// r.TrajectoryID must be the full id of a stored trajectory (deleted ones
// included). When r.ID is empty a new id is assigned to r.ID; generated ids
// sort chronologically, which is the order Runs returns. A given r.ID must
// be 1–64 characters of [A-Za-z0-9_-]. The caller must have masked secret
// variable values in r before saving it.
func (s *Store) SaveRun(r *trajectory.Run) error {
	if r == nil {
		return fmt.Errorf("saving run: %w: nil run", ErrInvalid)
	}
	if err := checkID("trajectory", r.TrajectoryID); err != nil {
		return fmt.Errorf("saving run: %w", err)
	}
	c := *r
	redactRun(&c)
	if c.ID == "" {
		c.ID = s.newRunID()
	} else if err := checkID("run", c.ID); err != nil {
		return fmt.Errorf("saving run: %w", err)
	}
	err := s.update(func(txn *badger.Txn) error {
		ok, err := runOwnerExists(txn, c.TrajectoryID)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("trajectory %s: %w", c.TrajectoryID, ErrNotFound)
		}
		return setJSON(txn, runKey(c.TrajectoryID, c.ID), &c)
	})
	if err != nil {
		return fmt.Errorf("saving run %s of %s: %w", c.ID, c.TrajectoryID, err)
	}
	r.ID = c.ID
	return nil
}

// Run returns one run of the trajectory whose id is trajIDOrPrefix or
// uniquely starts with it. runID must be the full run id.
func (s *Store) Run(trajIDOrPrefix, runID string) (*trajectory.Run, error) {
	if err := checkID("run", runID); err != nil {
		return nil, fmt.Errorf("reading run: %w", err)
	}
	var r trajectory.Run
	err := s.db.View(func(txn *badger.Txn) error {
		id, err := resolveRunOwner(txn, trajIDOrPrefix)
		if err != nil {
			return err
		}
		return getJSON(txn, runKey(id, runID), &r)
	})
	if err != nil {
		return nil, fmt.Errorf("reading run %s of %s: %w", runID, trajIDOrPrefix, err)
	}
	return &r, nil
}

// Runs returns the runs of the trajectory whose id is trajIDOrPrefix or
// uniquely starts with it, newest first (by run id). limit > 0 returns at
// most that many; limit <= 0 returns all.
func (s *Store) Runs(trajIDOrPrefix string, limit int) ([]trajectory.Run, error) {
	out := []trajectory.Run{}
	err := s.db.View(func(txn *badger.Txn) error {
		id, err := resolveRunOwner(txn, trajIDOrPrefix)
		if err != nil {
			return err
		}
		opts := badger.DefaultIteratorOptions
		opts.Reverse = true
		opts.Prefix = []byte(runPrefix(id))
		if limit > 0 && limit < opts.PrefetchSize {
			opts.PrefetchSize = limit
		}
		it := txn.NewIterator(opts)
		defer it.Close()
		for it.Seek(append(opts.Prefix, 0xff)); it.ValidForPrefix(opts.Prefix); it.Next() {
			var r trajectory.Run
			if err := decodeItem(it.Item(), &r); err != nil {
				return err
			}
			out = append(out, r)
			if limit > 0 && len(out) == limit {
				break
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing runs of %s: %w", trajIDOrPrefix, err)
	}
	return out, nil
}

// runHeader is the part of a run record that summaries need.
type runHeader struct {
	ID        string            `json:"id"`
	Status    trajectory.Status `json:"status"`
	StartedAt time.Time         `json:"startedAt"`
	StartURL  string            `json:"startUrl"`
}

// lastRun returns the newest run of id, or nil if it has none.
func lastRun(txn *badger.Txn, id string) (*runHeader, error) {
	opts := badger.DefaultIteratorOptions
	opts.Reverse = true
	opts.PrefetchValues = false
	opts.Prefix = []byte(runPrefix(id))
	it := txn.NewIterator(opts)
	defer it.Close()
	it.Seek(append(opts.Prefix, 0xff))
	if !it.ValidForPrefix(opts.Prefix) {
		return nil, nil
	}
	var h runHeader
	if err := decodeItem(it.Item(), &h); err != nil {
		return nil, err
	}
	return &h, nil
}

// redactRun redacts credentials from the texts of a run record before it
// is stored: URL userinfo and credential-looking query values (a token in
// a page address). Secret values are the caller's to mask (replay does);
// the store does not know them. Steps are copied, r's are left alone.
func redactRun(r *trajectory.Run) {
	r.Error = trajectory.Redact(r.Error, nil)
	r.Steps = slices.Clone(r.Steps)
	for i := range r.Steps {
		st := &r.Steps[i]
		st.URL = trajectory.RedactURL(st.URL, nil)
		st.Error = trajectory.Redact(st.Error, nil)
	}
}
