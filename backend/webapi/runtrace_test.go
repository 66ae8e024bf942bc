package webapi_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestRunTraceAndHistory: a run from the app keeps, per step, the console
// messages, the failed requests, the URL and the before and after
// screenshots; a run of some steps is marked partial with its range; a
// run that goes on from a failed step names the run it continues, and so
// does the next continuation (one repair, one group).
func TestRunTraceAndHistory(t *testing.T) {
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		fmt.Fprint(w, `<!doctype html><title>Shop</title>
<button onclick="console.error('cart service unavailable'); fetch('/api/cart').catch(() => {}); document.getElementById('s').textContent = 'added'">Add to cart</button>
<p id="s">empty</p>`)
	}))
	t.Cleanup(site.Close)
	s := startServer(t, nil)
	ev := s.events()
	button := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: "Add to cart"}},
		Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Add to cart"}}
	status := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#s"}},
		Fingerprint: trajectory.Fingerprint{Tag: "p", Role: "paragraph"}}
	flow := trajectory.Trajectory{Name: "Cart", StartURL: site.URL + "/", Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionClick, Instruction: "click Add to cart", Target: button},
		{ID: "s2", Action: trajectory.ActionAssertText, Instruction: "the status says added", Value: "added", Target: status},
		{ID: "s3", Action: trajectory.ActionAssertText, Instruction: "the status says shipped", Value: "shipped", Target: status, TimeoutMS: 300},
	}}
	var saved trajectory.Trajectory
	s.must("SaveTrajectory", &saved, flow)

	red := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID})
	if red.Status != trajectory.StatusFailed || red.Partial || red.Continues != "" {
		t.Fatalf("whole run: %s partial=%v continues=%q (%s)", red.Status, red.Partial, red.Continues, red.Error)
	}
	// The run's error names the step by its number, as the editor shows
	// it, not by its internal id.
	if !strings.HasPrefix(red.Error, "step 3 failed: ") || strings.Contains(red.Error, "(s3)") {
		t.Errorf("run error %q; want it to start \"step 3 failed: \"", red.Error)
	}
	click := red.Steps[0]
	var msgs []string
	for _, c := range click.Console {
		msgs = append(msgs, c.Type+": "+c.Text)
	}
	if !strings.Contains(strings.Join(msgs, "\n"), "error: cart service unavailable") {
		t.Errorf("the click's console %q: want the page's error", msgs)
	}
	var reqs []string
	for _, st := range red.Steps[:2] {
		for _, r := range st.FailedRequests {
			reqs = append(reqs, fmt.Sprintf("%s %s %d", r.Method, r.URL, r.Status))
		}
	}
	if want := "GET " + site.URL + "/api/cart 404"; !contains(reqs, want) {
		t.Errorf("failed requests %q: want %q", reqs, want)
	}
	if click.ScreenshotBefore == "" || click.Screenshot == "" || click.URL != site.URL+"/" {
		t.Errorf("the click: before %q, after %q, URL %q", click.ScreenshotBefore, click.Screenshot, click.URL)
	}

	var stored trajectory.Run
	s.must("GetRun", &stored, saved.ID, red.ID)
	if len(stored.Steps[0].Console) == 0 || stored.Steps[1].ScreenshotBefore != stored.Steps[0].Screenshot {
		t.Errorf("the stored run lost the trace: %+v", stored.Steps[:2])
	}

	// Retry the failed step twice: both continuations belong to the run
	// that failed first.
	var cont studio.RunStarted
	s.must("ContinueRun", &cont, red.ID, map[string]string{})
	again := waitRun(t, ev, cont.RunID)
	if again.Continues != red.ID || !again.Partial || again.From != 2 || again.To != 2 {
		t.Errorf("continued run: continues %q partial %v %d–%d; want %s, partial 2–2", again.Continues, again.Partial, again.From, again.To, red.ID)
	}
	s.must("ContinueRun", &cont, again.ID, map[string]string{})
	third := waitRun(t, ev, cont.RunID)
	if third.Continues != red.ID {
		t.Errorf("second continuation continues %q; want the first run %s", third.Continues, red.ID)
	}

	one := 1
	part := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID, From: &one, To: &one, Prepare: true})
	if !part.Partial || part.From != 1 || part.To != 1 || part.Continues != "" {
		t.Errorf("run of steps 2–2: partial %v %d–%d continues %q", part.Partial, part.From, part.To, part.Continues)
	}
}
