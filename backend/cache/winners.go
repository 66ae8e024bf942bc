package cache

import (
	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/replay"
)

// The store remembers, per flow and step, which locator candidate found
// the step's element in the last replay (replay.Winners), so a replay in a
// new process tries it first. The entries only order candidates: every
// candidate is still checked against the recorded fingerprint.
var _ replay.Winners = (*Store)(nil)

func winnerKey(flow, step string) string { return "winner/" + flow + "/" + step }

// Winner implements replay.Winners. A missing or unreadable entry is no
// winner: replay then orders candidates by cost alone.
func (s *Store) Winner(flow, step string) (replay.Winner, bool) {
	var w replay.Winner
	err := s.db.View(func(txn *badger.Txn) error { return getJSON(txn, winnerKey(flow, step), &w) })
	return w, err == nil && w.Locator != ""
}

// Learn implements replay.Winners. It writes only when the winner
// changed, so replays that find their elements as before write nothing.
func (s *Store) Learn(flow, step string, w replay.Winner) {
	if old, ok := s.Winner(flow, step); ok && old.Locator == w.Locator {
		return
	}
	_ = s.update(func(txn *badger.Txn) error { return setJSON(txn, winnerKey(flow, step), w) })
}
