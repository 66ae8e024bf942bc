package recorder

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestPageContainsChecksThePagesText: "verify the page contains T" records
// offline (no model) even where several elements show T, and its replay
// passes while the page shows T and fails once it does not.
func TestPageContainsChecksThePagesText(t *testing.T) {
	rec, page := startOnLogin(t, nil)
	ctx := context.Background()
	// The login page says "Sign in" in its button and in its intro text.
	s, _, err := rec.Do(ctx, "verify the page contains Sign in")
	if err != nil {
		t.Fatalf("recording: %v", err)
	}
	if s.Action != trajectory.ActionAssertText || s.Target == nil || s.Value != "Sign in" {
		t.Fatalf("recorded %+v", s)
	}
	tr := rec.Trajectory()
	if r := replay.NewPlayer(page, replay.Options{}).Run(ctx, tr, nil); r.Status != trajectory.StatusPassed {
		t.Fatalf("replay on the same page: %s", r.Error)
	}
	tr.Steps[len(tr.Steps)-1].Value = "Order placed"
	tr.Steps[len(tr.Steps)-1].TimeoutMS = 1500
	r := replay.NewPlayer(page, replay.Options{}).Run(ctx, tr, nil)
	if r.Status != trajectory.StatusFailed || !strings.Contains(r.Error, "Order placed") {
		t.Fatalf("replay checking text the page does not show: %s (%s)", r.Status, r.Error)
	}
}

// TestPageContainsSaysWhenItDoesNot: recording a check of text the page
// does not show fails saying so, not that a model is needed, and records
// nothing.
func TestPageContainsSaysWhenItDoesNot(t *testing.T) {
	rec, _ := startOnLogin(t, nil)
	before := len(rec.Trajectory().Steps)
	_, _, err := rec.Do(context.Background(), "verify the page contains Order placed")
	if err == nil {
		t.Fatal("recording a check of absent text passed")
	}
	if msg := err.Error(); !strings.Contains(msg, `does not contain "Order placed"`) || IsNeedsModel(err) || strings.Contains(msg, "model") {
		t.Errorf("the failure should say the page does not contain the text: %v", err)
	}
	if n := len(rec.Trajectory().Steps); n != before {
		t.Errorf("%d steps recorded by a failed check", n-before)
	}
}

// TestCheckOfTextNobodyShows: "verify Sign out is visible" on the login
// page, which shows no such text, fails saying the check fails there, not
// that a model is needed (a model could not find it either).
func TestCheckOfTextNobodyShows(t *testing.T) {
	rec, _ := startOnLogin(t, nil)
	_, _, err := rec.Do(context.Background(), "verify Sign out is visible")
	if err == nil || IsNeedsModel(err) || !errors.Is(err, ErrNothingShown) || !strings.Contains(err.Error(), `no element on the page shows "Sign out"`) {
		t.Errorf("checking text the page does not show: %v", err)
	}
}
