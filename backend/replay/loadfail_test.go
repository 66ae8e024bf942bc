package replay_test

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestStepOnAPageThatDidNotLoadSaysSo: a site that goes down mid-run
// leaves the browser on its error page; the step that fails there says
// the page did not load, not only that its check failed.
func TestStepOnAPageThatDidNotLoadSaysSo(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html><body><h1>Cart</h1><a href="/confirmation.html">Place order</a></body></html>`)
	}))
	srv.Listener = l
	srv.Start()
	tr := &trajectory.Trajectory{ID: "down", StartURL: srv.URL + "/cart.html", Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionClick, Target: &trajectory.Target{
			Candidates:  []trajectory.Locator{{Kind: trajectory.LocRole, Role: "link", Name: "Place order"}},
			Fingerprint: trajectory.Fingerprint{Tag: "a", Role: "link", Name: "Place order", Attrs: map[string]string{"href": "/confirmation.html"}}}},
		{ID: "s2", Action: trajectory.ActionAssertURL, URL: "/confirmation"},
	}}
	sess := browsertest.NewPage(t)
	p := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 2 * time.Second})
	run := p.Play(context.Background(), tr, nil, replay.Plan{BeforeStep: func(i int, _ *trajectory.Step) {
		if i == 0 {
			srv.CloseClientConnections()
			srv.Close() // the site goes down before the order is placed
		}
	}})
	if run.Status != trajectory.StatusFailed {
		t.Fatalf("run %s", run.Status)
	}
	if run.StartURL != srv.URL+"/cart.html" {
		t.Errorf("the run says it started at %q", run.StartURL)
	}
	failed := run.Steps[1]
	if failed.Status != trajectory.StatusFailed || !strings.HasPrefix(failed.Error, "the page did not load (the browser shows its error page: is the site up?) — ") {
		t.Errorf("step 2: %s: %q", failed.Status, failed.Error)
	}
}

// TestInvalidSelectorFailsAtOnceInWords: a candidate whose CSS cannot be
// parsed never finds anything, so the step does not wait out its timeout
// (a minute here) for it, and says the selector is not valid.
func TestInvalidSelectorFailsAtOnceInWords(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html><body><button>Save</button></body></html>`)
	}))
	t.Cleanup(srv.Close)
	tr := &trajectory.Trajectory{ID: "badcss", StartURL: srv.URL + "/", Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionClick, Target: &trajectory.Target{
			Candidates:  []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "button[[["}},
			Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Save"}}},
	}}
	sess := browsertest.NewPage(t)
	start := time.Now()
	run := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: time.Minute}).Run(context.Background(), tr, nil)
	if took := time.Since(start); took > 30*time.Second {
		t.Errorf("the step waited %v for a selector that cannot be parsed", took)
	}
	s := run.Steps[0]
	if s.Status != trajectory.StatusFailed || len(s.Attempts) != 1 || !strings.HasPrefix(s.Attempts[0].Outcome, "not a valid selector (") ||
		strings.Contains(s.Attempts[0].Outcome, "playwright") || strings.Contains(s.Attempts[0].Outcome, "Did you mean") {
		t.Errorf("step: %s, attempts %+v", s.Status, s.Attempts)
	}
}

// TestRunKeepsItsStartURLWithSecretsMasked: the site a run ran against is
// part of its record, with a secret in the address masked.
func TestRunKeepsItsStartURLWithSecretsMasked(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html><body><h1>Welcome</h1></body></html>`)
	}))
	t.Cleanup(srv.Close)
	tr := &trajectory.Trajectory{ID: "token", StartURL: srv.URL + "/?token={{token}}",
		Variables: []trajectory.Variable{{Name: "token", Secret: true}},
		Steps:     []trajectory.Step{{ID: "s1", Action: trajectory.ActionAssertURL, URL: "token="}}}
	run := replay.NewPlayer(browsertest.NewPage(t).Page, replay.Options{}).Run(context.Background(), tr, map[string]string{"token": "s3cr3t-t0ken"})
	if run.Status != trajectory.StatusPassed || strings.Contains(run.StartURL, "s3cr3t") || !strings.HasPrefix(run.StartURL, srv.URL+"/?token=") {
		t.Errorf("run %s started at %q", run.Status, run.StartURL)
	}
}
