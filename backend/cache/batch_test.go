package cache

import (
	"errors"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestSaveTrajectoriesSavesAllOrNone(t *testing.T) {
	s := openMem(t)
	gone := sample("Deleted", 2)
	gone.ID = "gone"
	if _, err := s.SaveTrajectory(gone); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteTrajectory("gone"); err != nil {
		t.Fatal(err)
	}
	// The first two would save; the third names a deleted flow, which is
	// only found inside the transaction.
	a, b := sample("A", 2), sample("B", 3)
	b.ID = "b-flow"
	_, err := s.SaveTrajectories([]*trajectory.Trajectory{a, b, gone})
	if !errors.Is(err, ErrDeleted) {
		t.Fatalf("want ErrDeleted, got %v", err)
	}
	if list, _ := s.ListTrajectories(); len(list) != 0 {
		t.Fatalf("a failed batch saved %d trajectories", len(list))
	}
	saved, err := s.SaveTrajectories([]*trajectory.Trajectory{a, b})
	if err != nil || len(saved) != 2 || saved[0].ID == "" || saved[1].ID != "b-flow" || saved[1].Revision != 1 {
		t.Fatalf("saved %+v, %v", saved, err)
	}
	if got, _, err := s.TrajectoryByID("b-flow"); err != nil || got.Name != "B" {
		t.Fatalf("TrajectoryByID: %v, %v", got, err)
	}
	if _, _, err := s.TrajectoryByID("b-fl"); !errors.Is(err, ErrNotFound) {
		t.Errorf("TrajectoryByID matched a prefix: %v", err)
	}
	if _, deleted, err := s.TrajectoryByID("gone"); err != nil || !deleted {
		t.Errorf("TrajectoryByID of a deleted flow: deleted %v, %v", deleted, err)
	}
}
