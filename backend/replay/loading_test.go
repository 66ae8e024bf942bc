package replay_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestStepsAfterANavigationWaitOnlyToAct checks what a step does after a
// click that opened a new document still loading: a step that looks at
// the page goes ahead at once, and a step that clicks waits for the
// document's DOMContentLoaded, where the page attaches its handlers, so
// that its click is not lost. The new document holds its
// DOMContentLoaded back on a script the test serves only once the run
// has come to the second click.
func TestStepsAfterANavigationWaitOnlyToAct(t *testing.T) {
	var mu sync.Mutex
	var release chan struct{} // nil: the script is served at once
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/slow.js":
			mu.Lock()
			held := release
			mu.Unlock()
			if held != nil {
				select {
				case <-held:
				case <-time.After(15 * time.Second):
				case <-r.Context().Done():
				}
			}
			w.Header().Set("Content-Type", "text/javascript")
			_, _ = w.Write([]byte("window.slowLoaded = true;"))
		case "/next.html":
			_, _ = w.Write([]byte(`<!doctype html><h1>Welcome</h1><button>Go</button><p id="out">waiting</p>
<script src="/slow.js"></script>
<script>document.addEventListener("DOMContentLoaded", () => {
  document.querySelector("button").onclick = () => { document.getElementById("out").textContent = "Clicked"; };
});</script>`))
		default:
			_, _ = w.Write([]byte(`<!doctype html><a href="/next.html">Next</a>`))
		}
	}))
	t.Cleanup(srv.Close)
	tr := record(t, srv.URL+"/", nil, nil, "click Next", `verify "Welcome" is visible`, "click Go", `verify "Clicked" is visible`)

	held := make(chan struct{})
	mu.Lock()
	release = held
	mu.Unlock()
	var wg sync.WaitGroup
	defer wg.Wait()
	var once sync.Once
	free := func() { once.Do(func() { close(held) }) }
	defer free()

	// Alone: the click that opens the document returns once it is loaded.
	alone := browsertest.NewPage(t)
	if _, err := alone.Page.Goto(srv.URL + "/"); err != nil {
		t.Fatal(err)
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		time.Sleep(300 * time.Millisecond)
		free()
	}()
	res := replay.NewPlayer(alone.Page, replay.Options{MaxSettle: 5 * time.Second}).Step(context.Background(), tr, 0, nil)
	v, _ := alone.Page.Evaluate("() => document.readyState")
	if res.Status != trajectory.StatusPassed || v == "loading" {
		t.Fatalf("the click performed alone: %s %s, and the document it opened is %v", res.Status, res.Error, v)
	}
	wg.Wait()
	held, once = make(chan struct{}), sync.Once{}
	mu.Lock()
	release = held
	mu.Unlock()

	sess := browsertest.NewPage(t)
	// A step would wait up to 20 s for the DOMContentLoaded (4×MaxSettle);
	// the script is held 15 s at most, and the run is given 10.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var states []string
	p := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 6 * time.Second, MaxSettle: 5 * time.Second})
	run := p.Play(ctx, tr, nil, replay.Plan{
		BeforeStep: func(i int, s *trajectory.Step) {
			v, _ := sess.Page.Evaluate("() => document.readyState")
			state, _ := v.(string)
			states = append(states, state)
			if s.Action == trajectory.ActionClick && i > 0 {
				// Served a moment after the click would have come had it
				// not waited.
				wg.Add(1)
				go func() {
					defer wg.Done()
					time.Sleep(300 * time.Millisecond)
					free()
				}()
			}
		},
	})
	requirePassed(t, run)
	// Before the look and before the second click, the new document was
	// still loading: neither the click that opened it nor the look waited.
	if len(states) != 4 || states[1] != "loading" || states[2] != "loading" {
		t.Errorf("the document's state before each step: %q, want it loading before steps 2 and 3", states)
	}
}
