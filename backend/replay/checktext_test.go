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
	// The report's side-by-side view reads the same from Check, not the
	// sentence.
	c := run.Steps[0].Check
	if c == nil || c.What != "text" || c.Expected != "Order confirmed" || c.Match != "contains" ||
		!strings.HasPrefix(c.Actual, "Welcome back") || !strings.HasSuffix(c.Actual, "…") || c.ActualLength < 11000 {
		t.Errorf("the step's check = %+v; want what was expected and the start of what the page showed, with its length", c)
	}
}

// TestFailedValueCheckSaysWhatItSawAndHidesSecrets: a value check that was
// false names what the field held, as Check, with a secret it held masked;
// a check that could not find its element has no Check (it saw nothing).
func TestFailedValueCheckSaysWhatItSawAndHidesSecrets(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>Form</title><label>Token <input id="t" value="tok-secret-42 and more"></label>`)
	}))
	t.Cleanup(srv.Close)
	sess := browsertest.NewPage(t)
	field := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#t"}},
		Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Token"}}
	missing := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#gone"}},
		Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Gone"}}
	tr := &trajectory.Trajectory{ID: "value", StartURL: srv.URL + "/", Variables: []trajectory.Variable{{Name: "token", Secret: true}},
		Steps: []trajectory.Step{
			{ID: "s1", Action: trajectory.ActionAssertValue, Value: "{{token}}", Target: field},
		}}
	run := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 300 * time.Millisecond}).
		Play(context.Background(), tr, map[string]string{"token": "tok-secret-42"}, replay.Plan{})
	c := run.Steps[0].Check
	if c == nil || c.What != "value" || c.Match != "exact" || c.Expected != trajectory.Masked || c.Actual != trajectory.Masked+" and more" {
		t.Errorf("check = %+v; want the secret masked in what was expected and what the field held", c)
	}
	tr.Steps[0].Target = missing
	run = replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 300 * time.Millisecond}).
		Play(context.Background(), tr, map[string]string{"token": "x"}, replay.Plan{})
	if run.Status != trajectory.StatusFailed || run.Steps[0].Check != nil {
		t.Errorf("a check whose element is missing: %s, check %+v; want failed with no Check", run.Status, run.Steps[0].Check)
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

// TestTextCheckOnAFieldReadsWhatItShows: "verify Country contains France"
// on a drop-down reads the chosen option, not the text of every option
// (which contains France whatever is chosen: a check that always passed).
func TestTextCheckOnAFieldReadsWhatItShows(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>Form</title><label>Country <select id="c"><option value="FR">France</option><option value="DE" selected>Germany</option></select></label>`)
	}))
	t.Cleanup(srv.Close)
	sess := browsertest.NewPage(t)
	country := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#c"}},
		Fingerprint: trajectory.Fingerprint{Tag: "select", Role: "combobox", Name: "Country"}}
	for want, pass := range map[string]bool{"France": false, "Germany": true} {
		tr := &trajectory.Trajectory{ID: "select", StartURL: srv.URL + "/", Steps: []trajectory.Step{
			{ID: "s1", Action: trajectory.ActionAssertText, Value: want, Target: country},
		}}
		run := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 300 * time.Millisecond}).Play(context.Background(), tr, nil, replay.Plan{})
		if got := run.Status == trajectory.StatusPassed; got != pass {
			t.Errorf("verify Country contains %s with Germany chosen: %s %s", want, run.Status, run.Error)
		}
		if !pass && (run.Steps[0].Check == nil || run.Steps[0].Check.Actual != "Germany") {
			t.Errorf("the failed check saw %+v, want Germany", run.Steps[0].Check)
		}
	}
}
