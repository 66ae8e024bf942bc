package cache

import (
	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/replay"
)

// The store remembers, per flow and step, which locator candidate found
// the step's element in the last replay, so a replay in a new process tries
// it first (replay.Winners, through Winners). The entries only order
// candidates: every candidate is still checked against the recorded
// fingerprint.

func winnerKey(flow, step string) string { return "winner/" + flow + "/" + step }

// StepWinner returns the locator that last found step of flow; the zero
// Winner when none was learned. An unreadable entry is no winner.
func (s *Store) StepWinner(flow, step string) (replay.Winner, error) {
	var w replay.Winner
	err := s.db.View(func(txn *badger.Txn) error { return getJSON(txn, winnerKey(flow, step), &w) })
	if err != nil || w.Locator == "" {
		return replay.Winner{}, nil
	}
	return w, nil
}

// LearnWinner records what a replay of step of flow found. It writes only
// when the winner changed, so replays that find their elements as before
// write nothing.
func (s *Store) LearnWinner(flow, step string, w replay.Winner) error {
	if old, _ := s.StepWinner(flow, step); old.Locator == w.Locator {
		return nil
	}
	return s.update(func(txn *badger.Txn) error { return setJSON(txn, winnerKey(flow, step), w) })
}

// WinnerStore is the part of the store that keeps learned winners: *Store
// and a store forwarded to the process holding it.
type WinnerStore interface {
	StepWinner(flow, step string) (replay.Winner, error)
	LearnWinner(flow, step string, w replay.Winner) error
}

// Winners lets replay learn winners in st; nil when st is nil.
func Winners(st WinnerStore) replay.Winners {
	if st == nil {
		return nil
	}
	return winners{st}
}

type winners struct{ st WinnerStore }

func (w winners) Winner(flow, step string) (replay.Winner, bool) {
	got, err := w.st.StepWinner(flow, step)
	return got, err == nil && got.Locator != ""
}

// Learn ignores a failed write: a winner only orders the next replay's
// candidates.
func (w winners) Learn(flow, step string, win replay.Winner) { _ = w.st.LearnWinner(flow, step, win) }
