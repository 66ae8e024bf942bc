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
