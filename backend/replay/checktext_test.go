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

// TestFailedPageTextCheckSaysLittle: a check that the whole page contains
// a text fails on a long page with the start of what the page said and its
// length, not all of its text (which a report would print on every line
// that names the failure).
func TestFailedPageTextCheckSaysLittle(t *testing.T) {
	long := strings.Repeat("Lorem ipsum dolor sit amet. ", 400) // ~11,000 characters
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprintf(w, "<!doctype html><title>Long</title><h1>Welcome back</h1><p>%s</p>", long)
	}))
	t.Cleanup(srv.Close)
	sess := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "long", StartURL: srv.URL + "/", Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionAssertText, Value: "Order confirmed", Target: &trajectory.Target{
			Candidates:  []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "body"}},
			Fingerprint: trajectory.Fingerprint{Tag: "body"}}},
	}}
	p := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 300 * time.Millisecond})
	run := p.Play(context.Background(), tr, nil, replay.Plan{})
	if run.Status != trajectory.StatusFailed || len(run.Steps) != 1 {
		t.Fatalf("run %s with %d steps; want the check to fail", run.Status, len(run.Steps))
	}
	msg := run.Steps[0].Error
	if !strings.Contains(msg, `does not contain "Order confirmed"`) || !strings.Contains(msg, "Welcome back") || !strings.Contains(msg, "characters in all") {
		t.Errorf("the failure does not say what was wanted and what the page began with: %q", msg)
	}
	if len(msg) > 600 {
		t.Errorf("the failure is %d bytes long; a failed check on a long page should not repeat its text", len(msg))
	}
}

// TestURLCheckReadsEscapesAsTheirCharacters: a URL check recorded with
// "%40" (as Chrome DevTools Recorder writes an address) passes on the page
// whose address shows "@", in every match mode, and still fails on
// another address.
func TestURLCheckReadsEscapesAsTheirCharacters(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, "<!doctype html><title>Dashboard</title><h1>Hi</h1>")
	}))
	t.Cleanup(srv.Close)
	sess := browsertest.NewPage(t)
	for _, c := range []struct {
		match, want string
		pass        bool
	}{
		{"", "/dashboard.html?user=ann%40example.com", true},
		{"exact", srv.URL + "/dashboard.html?user=ann%40example.com", true},
		{"regex", `user=ann@example\.com$`, true},
		{"", "/dashboard.html?user=bob%40example.com", false},
	} {
		tr := &trajectory.Trajectory{ID: "url", StartURL: srv.URL + "/dashboard.html?user=ann@example.com", Steps: []trajectory.Step{
			{ID: "s1", Action: trajectory.ActionAssertURL, URL: c.want, Match: c.match, TimeoutMS: 300},
		}}
		run := replay.NewPlayer(sess.Page, replay.Options{}).Play(context.Background(), tr, nil, replay.Plan{})
		if got := run.Status == trajectory.StatusPassed; got != c.pass {
			t.Errorf("%s %q on %s: %s %s", c.match, c.want, sess.Page.URL(), run.Status, run.Error)
		}
	}
}
