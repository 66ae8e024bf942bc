package studio

import (
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestDiffSkippedStepIsNoLocatorOrDurationChange: a step that one run did
// not perform (a partial run, a run that stopped earlier) has no locator
// and no duration to compare; the diff says only that its status changed,
// and two skipped sides are no change at all.
func TestDiffSkippedStepIsNoLocatorOrDurationChange(t *testing.T) {
	role := &trajectory.Locator{Kind: trajectory.LocRole, Role: "button", Name: "Sign in"}
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	full := &trajectory.Run{ID: "a", Status: trajectory.StatusPassed, StartedAt: t0, Steps: []trajectory.StepResult{
		{StepID: "s1", Index: 0, Status: trajectory.StatusPassed, Winner: role, WinnerIndex: 0, DurationMS: 900},
		{StepID: "s2", Index: 1, Status: trajectory.StatusPassed, Winner: role, WinnerIndex: 0, DurationMS: 800},
		{StepID: "s3", Index: 2, Status: trajectory.StatusSkipped, WinnerIndex: -1},
	}}
	partial := &trajectory.Run{ID: "b", Status: trajectory.StatusPassed, StartedAt: t0, Steps: []trajectory.StepResult{
		{StepID: "s1", Index: 0, Status: trajectory.StatusSkipped, WinnerIndex: -1},
		{StepID: "s2", Index: 1, Status: trajectory.StatusPassed, Winner: role, WinnerIndex: 0, DurationMS: 790},
		{StepID: "s3", Index: 2, Status: trajectory.StatusSkipped, WinnerIndex: -1},
	}}
	d := DiffRuns(full, partial, nil, nil)
	var got []string
	for _, s := range d.Steps {
		got = append(got, s.StepID+":"+strings.Join(s.Changed, "+"))
	}
	if want := "s1:status,s2:,s3:"; strings.Join(got, ",") != want {
		t.Errorf("diff %s, want %s", strings.Join(got, ","), want)
	}
}
