package main

import (
	"sync"

	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// runStore is the store reprise run writes run records, healed revisions
// and screenshots to. It keeps the first write that failed, so a store
// that went away mid-run (the app holding it was closed or killed) fails
// the command instead of letting it pass without its records.
type runStore struct {
	sharedstore.Store

	mu  sync.Mutex
	err error
}

func (s *runStore) note(err error) {
	if err == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err == nil {
		s.err = err
	}
}

// failed returns the first write error, or nil.
func (s *runStore) failed() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// SaveRun records the run, remembering a failure.
func (s *runStore) SaveRun(r *trajectory.Run) error {
	err := s.Store.SaveRun(r)
	s.note(err)
	return err
}

// SaveTrajectory saves a healed revision, remembering a failure.
func (s *runStore) SaveTrajectory(t *trajectory.Trajectory) (*trajectory.Trajectory, error) {
	out, err := s.Store.SaveTrajectory(t)
	s.note(err)
	return out, err
}

// PutBlob stores a screenshot, remembering a failure.
func (s *runStore) PutBlob(data []byte) (string, error) {
	key, err := s.Store.PutBlob(data)
	s.note(err)
	return key, err
}
