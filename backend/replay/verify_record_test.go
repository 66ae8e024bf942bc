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
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// lateApp serves a todo page whose app script loads late, as RequireJS
// apps do: until /app.js arrives (1.5 s), the field drops what is typed
// into it and Enter does nothing. /plain is a field where Enter never
// does anything.
func lateApp(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("/app.js", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(1500 * time.Millisecond):
		case <-r.Context().Done():
			return
		}
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `const f = document.querySelector('.new-todo');
f.removeEventListener('input', window.notReady);
f.addEventListener('keydown', (e) => {
  if (e.key !== 'Enter' || !f.value.trim()) return;
  const li = document.createElement('li'); li.textContent = f.value.trim();
  document.querySelector('.todo-list').append(li); f.value = '';
});`)
	})
	mux.HandleFunc("/plain", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html><body><h1>Notes</h1><label>Note <input id="note"></label></body></html>`)
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html><head><title>todos</title></head><body>
<h1>todos</h1><input class="new-todo" placeholder="What needs to be done?"><ul class="todo-list"></ul>
<script>
window.notReady = (e) => { e.target.value = ''; };
document.querySelector('.new-todo').addEventListener('input', window.notReady);
const s = document.createElement('script'); s.src = '/app.js'; document.head.append(s);
</script></body></html>`)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// TestRecordingChecksEachStepDidWhatItSaid records on an app whose
// handlers attach late: the typed todo and the Enter that adds it must
// both take effect (the list, read from outside the app, holds the todo
// once), and an Enter that changes nothing is not recorded as passed.
func TestRecordingChecksEachStepDidWhatItSaid(t *testing.T) {
	srv := lateApp(t)
	sess := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "late", Name: "late", StartURL: srv.URL + "/"}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 6 * time.Second}), nil, nil)
	ctx := context.Background()
	if err := rec.Start(ctx); err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"type Buy milk into What needs to be done?", "press Enter"} {
		if _, res, err := rec.Do(ctx, in); err != nil || res.Status != trajectory.StatusPassed {
			t.Fatalf("recording %q: %v (%s)", in, err, res.Status)
		}
	}
	items, err := sess.Page.Locator(".todo-list li").AllTextContents()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(items, "|") != "Buy milk" {
		t.Errorf("the list holds %q after recording, want exactly Buy milk", items)
	}

	// A field where Enter does nothing: the step is not recorded.
	if _, err := sess.Page.Goto(srv.URL + "/plain"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := rec.Do(ctx, "type hello into Note"); err != nil {
		t.Fatal(err)
	}
	n := len(rec.Trajectory().Steps)
	_, res, err := rec.Do(ctx, "press Enter")
	if err == nil || res.Status == trajectory.StatusPassed {
		t.Fatalf("an Enter that changed nothing was recorded as %s (%v)", res.Status, err)
	}
	if !strings.Contains(err.Error(), "changed nothing") {
		t.Errorf("the error does not say the page did not react: %v", err)
	}
	if len(rec.Trajectory().Steps) != n {
		t.Errorf("the ignored Enter was appended to the recording")
	}
}
