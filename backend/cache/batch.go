package cache

import (
	"errors"
	"fmt"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// CheckTrajectoryID returns an error wrapping ErrInvalid when id cannot
// name a stored trajectory: ids are 1–64 characters of [A-Za-z0-9_-].
func CheckTrajectoryID(id string) error { return checkID("trajectory", id) }

// TrajectoryByID returns the latest revision of the trajectory whose id
// is exactly id (no prefix matching) and whether it is marked deleted. An
// id not in the store yields ErrNotFound.
func (s *Store) TrajectoryByID(id string) (t *trajectory.Trajectory, deleted bool, err error) {
	if err := checkID("trajectory", id); err != nil {
		return nil, false, fmt.Errorf("reading trajectory: %w", err)
	}
	err = s.db.View(func(txn *badger.Txn) error {
		var head headRecord
		if err := getJSON(txn, trajHeadKey(id), &head); err != nil {
			return err
		}
		deleted = head.Deleted
		t, err = readRevision(txn, id, head.Revision)
		return err
	})
	if err != nil {
		return nil, false, fmt.Errorf("reading trajectory %s: %w", id, err)
	}
	return t, deleted, nil
}

// SaveTrajectories saves every trajectory of ts as SaveTrajectory does, in
// one transaction: either all are saved or, on any error, none is. It
// returns the stored copies in the order of ts. Trajectories too large to
// save together fail with an error saying so.
func (s *Store) SaveTrajectories(ts []*trajectory.Trajectory) ([]*trajectory.Trajectory, error) {
	cs := make([]trajectory.Trajectory, len(ts))
	for i, t := range ts {
		if t == nil {
			return nil, fmt.Errorf("saving trajectories: %w: nil trajectory", ErrInvalid)
		}
		cs[i] = *t
		c := &cs[i]
		if c.Version == 0 {
			c.Version = trajectory.FormatVersion
		}
		if err := c.Validate(); err != nil {
			return nil, fmt.Errorf("validating trajectory %s: %w", trajLabel(c), err)
		}
		if c.ID != "" {
			if err := checkID("trajectory", c.ID); err != nil {
				return nil, fmt.Errorf("saving trajectory: %w", err)
			}
		}
	}
	var out []*trajectory.Trajectory
	err := s.update(func(txn *badger.Txn) error {
		out = out[:0]
		for i := range cs {
			c := &cs[i]
			saved, err := s.saveInTxn(txn, c)
			if err != nil {
				return fmt.Errorf("trajectory %s: %w", trajLabel(c), err)
			}
			out = append(out, saved)
		}
		return nil
	})
	if errors.Is(err, badger.ErrTxnTooBig) {
		return nil, fmt.Errorf("saving %d trajectories: together they are too large for one transaction; save them one at a time", len(ts))
	}
	if err != nil {
		return nil, fmt.Errorf("saving %d trajectories: %w", len(ts), err)
	}
	return out, nil
}
