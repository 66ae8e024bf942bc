package studio

import (
	"fmt"
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

// TestDiffSaysWhereTheRunsParted: a sign-in that passed in both runs but
// left one on the dashboard and the other on the login page is a change
// of page; other query strings, or a run on another site, are not.
func TestDiffSaysWhereTheRunsParted(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	run := func(id string, urls ...string) *trajectory.Run {
		r := &trajectory.Run{ID: id, Status: trajectory.StatusPassed, StartedAt: t0}
		for i, u := range urls {
			r.Steps = append(r.Steps, trajectory.StepResult{StepID: fmt.Sprintf("s%d", i+1), Index: i, Status: trajectory.StatusPassed, DurationMS: 100, URL: u})
		}
		return r
	}
	good := run("a", "http://127.0.0.1:8080/login.html", "http://127.0.0.1:8080/dashboard.html?user=ann")
	bad := run("b", "http://127.0.0.1:8080/login.html", "http://127.0.0.1:8080/login.html")
	other := run("c", "http://127.0.0.1:9090/login.html", "http://127.0.0.1:9090/dashboard.html/?user=bob")
	for _, tc := range []struct {
		b    *trajectory.Run
		want string
	}{{bad, "s1:,s2:page"}, {other, "s1:,s2:"}} {
		var got []string
		for _, s := range DiffRuns(good, tc.b, nil, nil).Steps {
			got = append(got, s.StepID+":"+strings.Join(s.Changed, "+"))
		}
		if strings.Join(got, ",") != tc.want {
			t.Errorf("diff with run %s: %s, want %s", tc.b.ID, strings.Join(got, ","), tc.want)
		}
	}
}
