package sharedstore

import (
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestForwardedSaveRunGivesTheRunItsID: SaveRun through the holder leaves
// the run with the id the store keeps it under, as SaveRun on the store
// itself does, so a command prints, reports and names screenshots by the
// id the open app lists; a save that fails leaves no id behind.
func TestForwardedSaveRunGivesTheRunItsID(t *testing.T) {
	st, _ := hold(t, nil)
	c := openClient(t, st.Dir())
	saved, err := c.SaveTrajectory(sample("Log in", 2))
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for range 2 {
		run := &trajectory.Run{TrajectoryID: saved.ID, Revision: 1, Status: trajectory.StatusPassed, StartedAt: time.Now(), FinishedAt: time.Now()}
		if err := c.SaveRun(run); err != nil {
			t.Fatal(err)
		}
		if run.ID == "" {
			t.Fatal("a run saved through the holder has no id: the caller cannot name it")
		}
		if _, err := st.Run(saved.ID, run.ID); err != nil {
			t.Fatalf("the store keeps no run %s (the id the caller got): %v", run.ID, err)
		}
		ids = append(ids, run.ID)
	}
	if ids[0] == ids[1] {
		t.Errorf("two runs got the same id %s", ids[0])
	}
	runs, err := st.Runs(saved.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 2 || runs[0].ID != ids[1] || runs[1].ID != ids[0] {
		t.Errorf("the store lists runs %+v, want %v newest first", runs, ids)
	}

	orphan := &trajectory.Run{TrajectoryID: "nosuchflow", Status: trajectory.StatusPassed, StartedAt: time.Now()}
	if err := c.SaveRun(orphan); err == nil {
		t.Fatal("a run of no stored flow was saved")
	}
	if orphan.ID != "" {
		t.Errorf("a run that was not saved has the id %q", orphan.ID)
	}
}
