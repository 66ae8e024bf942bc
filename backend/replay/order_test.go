package replay_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// clickPage serves the page held by html; every button click is written
// into #log.
func clickPage(t *testing.T, html *atomic.Value) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html><body><main><h1>Editor</h1>%s<p id="log"></p></main>
<script>document.addEventListener('click', e => { const b = e.target.closest('button'); if (b) document.getElementById('log').textContent += b.textContent + ';'; });</script>
</body></html>`, html.Load())
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// recordSave records "click Save" on the page as it is and gives the step
// exactly the candidates cands (by kind: "gone" is an #id no element has).
func recordSave(t *testing.T, url string, cands ...trajectory.Locator) *trajectory.Trajectory {
	t.Helper()
	tr := record(t, url, nil, nil, "click Save")
	tr.ID = "flow-" + t.Name()
	tr.Steps[0].Target.Candidates = cands
	return tr
}

var (
	roleSave = trajectory.Locator{Kind: trajectory.LocRole, Role: "button", Name: "Save", Score: 100}
	idGone   = trajectory.Locator{Kind: trajectory.LocCSS, Value: "#gone", Score: 500}
	idSave   = trajectory.Locator{Kind: trajectory.LocCSS, Value: "#primary", Score: 500}
)

// replayLog replays tr on a fresh page and returns the run and the
// clicks the page saw.
func replayLog(t *testing.T, tr *trajectory.Trajectory, w replay.Winners) (*trajectory.Run, string) {
	t.Helper()
	s := browsertest.NewPage(t)
	r := replay.NewPlayer(s.Page, replay.Options{Winners: w, StepTimeout: 3 * time.Second}).Run(context.Background(), tr, nil)
	log, err := s.Page.Locator("#log").TextContent()
	if err != nil {
		t.Fatal(err)
	}
	return r, log
}

func attemptsOf(r *trajectory.Run) []string {
	var out []string
	for _, a := range r.Steps[0].Attempts {
		out = append(out, a.Locator.String()+" → "+a.Outcome)
	}
	return out
}

// TestCheapCandidateFirstThenTheLearnedWinner: an #id is tried before the
// recorded role+name (it costs one selector match instead of computing
// names over the page); when it finds nothing the role wins, and the next
// replay of the flow tries the role first and finds the element in one
// attempt.
func TestCheapCandidateFirstThenTheLearnedWinner(t *testing.T) {
	var html atomic.Value
	html.Store(`<button id="primary">Save</button><button>Delete</button>`)
	tr := recordSave(t, clickPage(t, &html), roleSave, idGone)
	w := &replay.MemoryWinners{}

	r, log := replayLog(t, tr, w)
	if r.Status != trajectory.StatusPassed || log != "Save;" {
		t.Fatalf("first replay: %s %q, clicks %q", r.Status, r.Error, log)
	}
	if a := attemptsOf(r); len(a) != 2 || a[0] != `css "#gone" → no element` || a[1] != `role button "Save" → ok` {
		t.Errorf("first replay tried %q; want the #id first, then the role", a)
	}
	got, ok := w.Winner(tr.ID, tr.Steps[0].ID)
	if !ok || got.Locator != roleSave.String() || got.LocateMicros <= 0 {
		t.Fatalf("learned %+v, %v; want the role with its time", got, ok)
	}

	r, log = replayLog(t, tr, w)
	if r.Status != trajectory.StatusPassed || log != "Save;" {
		t.Fatalf("second replay: %s %q, clicks %q", r.Status, r.Error, log)
	}
	if a := attemptsOf(r); len(a) != 1 || a[0] != `role button "Save" → ok` {
		t.Errorf("second replay tried %q; want the learned winner alone", a)
	}

	// Without what was learned, the #id goes first again.
	r, _ = replayLog(t, tr, nil)
	if a := attemptsOf(r); len(a) != 2 || a[0] != `css "#gone" → no element` {
		t.Errorf("a replay that learned nothing tried %q", a)
	}
}

// TestLearnedWinnerNeverActsOnAnotherElement: the learned winner is tried
// first, but when it now finds another element (the #id moved to Delete)
// its fingerprint does not match, Delete is not clicked, and the next
// candidate finds Save; with no other candidate the step fails.
func TestLearnedWinnerNeverActsOnAnotherElement(t *testing.T) {
	var html atomic.Value
	html.Store(`<button id="primary">Save</button><button>Delete</button>`)
	url := clickPage(t, &html)
	for _, c := range []struct {
		name  string
		cands []trajectory.Locator
		pass  bool
	}{
		{"another candidate finds Save", []trajectory.Locator{roleSave, idSave}, true},
		{"the winner was the only candidate", []trajectory.Locator{idSave}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			html.Store(`<button id="primary">Save</button><button>Delete</button>`)
			tr := recordSave(t, url, c.cands...)
			w := &replay.MemoryWinners{}
			if r, log := replayLog(t, tr, w); r.Status != trajectory.StatusPassed || log != "Save;" {
				t.Fatalf("replay on the recorded page: %s %q, clicks %q", r.Status, r.Error, log)
			}
			if got, _ := w.Winner(tr.ID, tr.Steps[0].ID); got.Locator != idSave.String() {
				t.Fatalf("learned %+v; want the #id", got)
			}
			html.Store(`<button id="primary">Delete</button><button>Save</button>`)
			r, log := replayLog(t, tr, w)
			if log == "Delete;" || log == "Save;Delete;" || log == "Delete;Save;" {
				t.Fatalf("clicked Delete: %q (attempts %q)", log, attemptsOf(r))
			}
			a := attemptsOf(r)
			if len(a) == 0 || !strings.HasPrefix(a[0], `css "#primary" → fingerprint mismatch: `) || !strings.Contains(a[0], `"Delete"`) {
				t.Errorf("attempts %q; want the learned #id first, refused", a)
			}
			if c.pass && (r.Status != trajectory.StatusPassed || log != "Save;") {
				t.Errorf("want Save clicked through the role: %s %q, clicks %q", r.Status, r.Error, log)
			}
			if !c.pass && (r.Status != trajectory.StatusFailed || log != "") {
				t.Errorf("want the step refused with nothing clicked: %s, clicks %q", r.Status, log)
			}
		})
	}
}

// TestLearnedWinnerIsActedOnDirectly: a replay that knows the step's
// winner acts through it at once, and Playwright's waiting covers a button
// that renders late; when the winner now finds two elements that both look
// like the recorded one, nothing is clicked and the step fails as
// ambiguous.
func TestLearnedWinnerIsActedOnDirectly(t *testing.T) {
	var html atomic.Value
	html.Store(`<button id="primary">Save</button><button>Delete</button>`)
	url := clickPage(t, &html)
	tr := recordSave(t, url, roleSave, idGone)
	w := &replay.MemoryWinners{}
	if r, log := replayLog(t, tr, w); r.Status != trajectory.StatusPassed || log != "Save;" {
		t.Fatalf("first replay: %s %q, clicks %q", r.Status, r.Error, log)
	}

	html.Store(`<div id="slot"></div><button>Delete</button>
<script>setTimeout(() => { document.getElementById('slot').innerHTML = '<button id="primary">Save</button>'; }, 400);</script>`)
	r, log := replayLog(t, tr, w)
	if r.Status != trajectory.StatusPassed || log != "Save;" {
		t.Fatalf("late button: %s %q, clicks %q", r.Status, r.Error, log)
	}
	if a := attemptsOf(r); len(a) != 1 || a[0] != `role button "Save" → ok` {
		t.Errorf("late button: tried %q; want the learned winner alone", a)
	}

	html.Store(`<button>Save</button><button>Save</button><button>Delete</button>`)
	r, log = replayLog(t, tr, w)
	if log != "" || r.Status != trajectory.StatusFailed {
		t.Fatalf("two Save buttons: %s, clicks %q; want the step refused with nothing clicked", r.Status, log)
	}
	if a := attemptsOf(r); len(a) != 2 || a[0] != `role button "Save" → 2 elements match the fingerprint` {
		t.Errorf("two Save buttons: attempts %q", a)
	}
}

// TestVisibilityStepsWaitForLateElementsAndRefuseHiddenOnes: a visibility
// check passes at once on an element that is there, waits for one a
// script shows later, whether the step's locator was learned (acted on
// directly) or not, and fails, naming visibility, on one that stays
// hidden.
func TestVisibilityStepsWaitForLateElementsAndRefuseHiddenOnes(t *testing.T) {
	var html atomic.Value
	html.Store(`<p id="status">Changes saved</p>`)
	url := clickPage(t, &html)
	tr := record(t, url, nil, nil, `verify "Changes saved" is visible`)
	tr.ID = "flow-" + t.Name()
	if s := tr.Steps[0]; s.Action != trajectory.ActionAssertVisible {
		t.Fatalf("recorded %s; want a visibility check", s.Action)
	}
	w := &replay.MemoryWinners{}
	if r, _ := replayLog(t, tr, w); r.Status != trajectory.StatusPassed {
		t.Fatalf("the element is there: %s %q", r.Status, r.Error)
	}

	html.Store(`<p id="status" hidden>Changes saved</p>
<script>setTimeout(() => document.getElementById('status').hidden = false, 400)</script>`)
	for _, learned := range []replay.Winners{w, nil} {
		if r, _ := replayLog(t, tr, learned); r.Status != trajectory.StatusPassed {
			t.Errorf("shown after 400 ms (learned winner %v): %s %q", learned != nil, r.Status, r.Error)
		}
	}

	html.Store(`<p id="status" hidden>Changes saved</p>`)
	r, _ := replayLog(t, tr, w)
	if r.Status != trajectory.StatusFailed || !strings.Contains(r.Steps[0].Error, "not visible") {
		t.Errorf("hidden: %s %q; want a failure saying it is not visible", r.Status, r.Steps[0].Error)
	}
}

// TestClickIsNeverRepeated: a click whose navigation commits late (a
// slow server, a loaded machine) is waited for, with or without a learned
// winner, and never performed a second time.
func TestClickIsNeverRepeated(t *testing.T) {
	var orders atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html><body><main><h1>Basket</h1>
<button onclick="location.href='/order'">Save</button></main></body></html>`)
	})
	mux.HandleFunc("/order", func(w http.ResponseWriter, _ *http.Request) {
		orders.Add(1)
		time.Sleep(1500 * time.Millisecond) // past the direct path's wait
		fmt.Fprint(w, `<!doctype html><html><body><h1>Ordered</h1></body></html>`)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	tr := recordSave(t, srv.URL, roleSave)
	orders.Store(0) // recording clicked once
	w := &replay.MemoryWinners{}
	for i, want := range []string{"full path", "learned winner"} {
		s := browsertest.NewPage(t)
		r := replay.NewPlayer(s.Page, replay.Options{Winners: w, StepTimeout: 5 * time.Second}).Run(context.Background(), tr, nil)
		if r.Status != trajectory.StatusPassed {
			t.Fatalf("%s: %s %q", want, r.Status, r.Error)
		}
		if n := orders.Load(); n != int32(i+1) {
			t.Fatalf("%s: the server saw %d orders after %d replays; each replay must click once", want, n, i+1)
		}
	}
}
