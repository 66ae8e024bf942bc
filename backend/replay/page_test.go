package replay_test

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestAStepNotFoundOnAnotherPageSaysWhereThePageIs: a recorded step
// keeps the page it was recorded on, and when a replay starts elsewhere
// (the flow's start URL was changed to another page of the site) the
// failure says where the page is and where the step was recorded, before
// what each locator found; on its own page the flow passes.
func TestAStepNotFoundOnAnotherPageSaysWhereThePageIs(t *testing.T) {
	site := demo(t).URL()
	tr := record(t, site+"/login.html", nil, nil, "type ann@example.com into Email", "press Enter")
	if got, want := tr.Steps[0].Page, site+"/login.html"; got != want {
		t.Fatalf("the recorded step's page is %q, want %q", got, want)
	}
	r, _ := replayFresh(t, tr, nil, nil)
	requirePassed(t, r)

	moved := tr.Clone()
	moved.StartURL = site + "/shop.html?ref=1"
	r, _ = replayFresh(t, moved, nil, nil)
	want := "the page is at " + site + "/shop.html, and the step was recorded at " + site + "/login.html: check the flow's start URL"
	if r.Status != trajectory.StatusFailed || !strings.HasPrefix(r.Steps[0].Error, want) {
		t.Fatalf("run on the shop page: %s, step 1 says %q; want it to start with %q", r.Status, r.Steps[0].Error, want)
	}
}

// TestAFailedStepSaysWhatThePageSays: a sign-in with a wrong password
// fails its URL check, and the result quotes the page's alert ("Invalid
// email or password"), not the password.
func TestAFailedStepSaysWhatThePageSays(t *testing.T) {
	site := demo(t).URL()
	vars := []trajectory.Variable{{Name: "password", Secret: true}}
	tr := record(t, site+"/login.html", vars, map[string]string{"password": "secret123"},
		"type ann@example.com into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard")
	r, _ := replayFresh(t, tr, map[string]string{"password": "wrong-pw"}, nil)
	failed := r.Steps[3]
	if r.Status != trajectory.StatusFailed || failed.Status != trajectory.StatusFailed {
		t.Fatalf("run with a wrong password: %s, step 4 %s", r.Status, failed.Status)
	}
	if len(failed.PageSays) != 1 || failed.PageSays[0] != "Invalid email or password" {
		t.Errorf("step 4's page says %q, want the sign-in alert", failed.PageSays)
	}
	for _, s := range r.Steps[:3] {
		if len(s.PageSays) > 0 {
			t.Errorf("passed step %d quotes the page: %q", s.Index+1, s.PageSays)
		}
	}
}
