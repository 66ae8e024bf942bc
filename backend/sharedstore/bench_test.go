package sharedstore

import (
	"path/filepath"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
)

// BenchmarkOperations compares a store operation made directly with the
// same operation forwarded to a holder over its socket: the cost a
// command pays for working while the app is open. Run with
//
//	go test -run '^$' -bench Operations -benchtime 300x ./backend/sharedstore/
func BenchmarkOperations(b *testing.B) {
	dir := filepath.Join(b.TempDir(), "store")
	st, err := cache.Open(dir, cache.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	h, err := Serve(st, st.Dir(), HolderOptions{Holder: "the benchmark"})
	if err != nil {
		b.Fatal(err)
	}
	defer h.Close()
	c, err := Dial(st.Dir())
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	saved, err := st.SaveTrajectory(sample("ten steps", 10))
	if err != nil {
		b.Fatal(err)
	}
	for _, s := range []struct {
		name  string
		store cache.Interface
	}{{"direct", st}, {"forwarded", c}} {
		b.Run("Trajectory/"+s.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := s.store.Trajectory(saved.ID); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("ListTrajectories/"+s.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := s.store.ListTrajectories(); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("SaveTrajectory/"+s.name, func(b *testing.B) {
			for b.Loop() {
				t := sample("ten steps", 10)
				t.ID = saved.ID
				if _, err := s.store.SaveTrajectory(t); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
