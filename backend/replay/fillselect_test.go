package replay_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

const shopPage = `<!doctype html><title>Shop</title>
<label for="country">Country</label>
<select id="country"><option value="">Choose…</option><option value="US">United States</option><option value="FR">France</option></select>
<div id="note" role="note">Free shipping</div>`

// TestFillOnSelectChoosesTheOption: a fill step whose element is a
// <select> (as Chrome DevTools Recorder's change steps are imported)
// chooses the option by value, else by label, and the winning attempt's
// outcome says to make the step a select; a fill on another element that
// cannot be filled still fails with Playwright's words.
func TestFillOnSelectChoosesTheOption(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, shopPage)
	}))
	t.Cleanup(srv.Close)
	country := func() *trajectory.Target {
		return &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#country"}},
			Fingerprint: trajectory.Fingerprint{Unverified: true}}
	}
	for _, tc := range []struct{ name, value, want, how string }{
		{"a value chooses the option valued so", "US", "US", "valued"},
		{"a label chooses the option labelled so", "France", "FR", "labelled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sess := browsertest.NewPage(t)
			tr := &trajectory.Trajectory{ID: "shop", StartURL: srv.URL + "/", Steps: []trajectory.Step{
				{ID: "s1", Action: trajectory.ActionFill, Value: tc.value, Target: country()},
			}}
			run := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 5 * time.Second}).Run(context.Background(), tr, nil)
			requirePassed(t, run)
			got, err := sess.Page.Locator("#country").InputValue()
			if err != nil || got != tc.want {
				t.Fatalf("the select's value is %q (%v), want %q", got, err, tc.want)
			}
			var outcomes []string
			for _, a := range run.Steps[0].Attempts {
				outcomes = append(outcomes, a.Outcome)
			}
			joined := strings.Join(outcomes, " | ")
			if !strings.Contains(joined, "<select>") || !strings.Contains(joined, tc.how) || !strings.Contains(joined, "select") {
				t.Errorf("attempts %q: want the winner's outcome to say the element is a <select>, the option was %s, and to change the step to select", joined, tc.how)
			}
		})
	}
	t.Run("no such option fails naming the value", func(t *testing.T) {
		sess := browsertest.NewPage(t)
		tr := &trajectory.Trajectory{ID: "shop", StartURL: srv.URL + "/", Steps: []trajectory.Step{
			{ID: "s1", Action: trajectory.ActionFill, Value: "Atlantis", Target: country(), TimeoutMS: 1500},
		}}
		run := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 2 * time.Second}).Run(context.Background(), tr, nil)
		if run.Status != trajectory.StatusFailed || !strings.Contains(run.Steps[0].Error, `"Atlantis"`) {
			t.Errorf("run %s, step error %q: want a failure naming the missing option", run.Status, run.Steps[0].Error)
		}
	})
	t.Run("a fill on another element still fails with its words", func(t *testing.T) {
		sess := browsertest.NewPage(t)
		tr := &trajectory.Trajectory{ID: "shop", StartURL: srv.URL + "/", Steps: []trajectory.Step{
			{ID: "s1", Action: trajectory.ActionFill, Value: "x", Target: &trajectory.Target{
				Candidates:  []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#note"}},
				Fingerprint: trajectory.Fingerprint{Unverified: true}}},
		}}
		run := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 2 * time.Second}).Run(context.Background(), tr, nil)
		if run.Status != trajectory.StatusFailed || !strings.Contains(run.Steps[0].Error, "Element is not an <input>") {
			t.Errorf("run %s, step error %q: want Playwright's refusal", run.Status, run.Steps[0].Error)
		}
	})
}
