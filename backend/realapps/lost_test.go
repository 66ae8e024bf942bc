package realapps_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestLostTodoFailsTheReplayNotAnotherRow replays the flow on vanilla
// TodoMVC as if the first todo's Enter had been lost (an app whose
// handlers attach at load, a replay that typed before): every later step
// that means "Buy milk" must refuse the other rows, so the run fails and
// no other todo is deleted or renamed.
func TestLostTodoFailsTheReplayNotAnotherRow(t *testing.T) {
	srv := httptest.NewServer(http.FileServer(http.Dir(appsDir)))
	defer srv.Close()
	ctx := context.Background()
	sess := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "lost", Name: "lost", StartURL: srv.URL + "/vanillajs/index.html"}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 5 * time.Second}), nil, nil)
	if err := rec.Start(ctx); err != nil {
		t.Fatal(err)
	}
	for _, in := range flow {
		if _, _, err := rec.Do(ctx, in); err != nil {
			t.Fatalf("recording %q: %v", in, err)
		}
	}
	lost := rec.Trajectory()
	lost.Steps[0].Disabled, lost.Steps[1].Disabled = true, true // Buy milk never added
	fresh := browsertest.NewPage(t)
	run := replay.NewPlayer(fresh.Page, replay.Options{StepTimeout: 3 * time.Second}).Run(ctx, lost, nil)
	state, err := endState(fresh.Page)
	if err != nil {
		t.Fatal(err)
	}
	if run.Status != trajectory.StatusFailed {
		t.Errorf("the replay without Buy milk %s, want failed", run.Status)
	}
	if state != "Pay rent|[x] Walk the dog" {
		for _, s := range run.Steps {
			t.Logf("step %d %s %s %v", s.Index+1, s.Action, s.Status, s.Attempts)
		}
		t.Errorf("the list is %q: a step acted on another todo", state)
	}
}
