package runner_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestOneWorkerReportsEachFlowAsItStartsAndEachStepAsItEnds: with one
// worker (the studio's suite run) the flows run one after another in the
// order given, and OnStart, OnStep and OnFlow tell a watcher which flow
// runs and how far it got: every step of a flow between its start and its
// end, none of another flow's.
func TestOneWorkerReportsEachFlowAsItStartsAndEachStepAsItEnds(t *testing.T) {
	b := browsertest.Shared(t)
	dir := t.TempDir()
	paths := writeDemoFlows(t, dir)
	register := writeFile(t, dir, "register.json", removedButton(demo(t).URL()))
	flows, _, err := runner.Resolve([]string{paths[3], register, paths[1]}, nil)
	if err != nil {
		t.Fatal(err)
	}
	blobs, err := runner.NewDirBlobs(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	steps := map[int]int{}
	opts := runner.Options{Workers: 1, Trace: true, Blobs: blobs, ScreenshotEachStep: true,
		OnStart: func(i int, f runner.Flow) { got = append(got, fmt.Sprintf("start %d %s", i, filepath.Base(f.Ref))) },
		OnStep: func(i int, r trajectory.StepResult) {
			if r.Index != steps[i] {
				t.Errorf("flow %d: step %d reported after %d steps", i, r.Index, steps[i])
			}
			steps[i]++
			// Consecutive steps of one flow are one entry: a step out of
			// place shows in the sequence.
			if step := fmt.Sprintf("step %d", i); len(got) == 0 || got[len(got)-1] != step {
				got = append(got, step)
			}
		},
		OnFlow: func(f runner.FlowResult) { got = append(got, "end "+filepath.Base(f.Flow.Ref)+" "+string(f.Status)) },
	}
	rep := runner.Run(context.Background(), b, flows, opts)
	want := []string{"start 0 reset.json", "step 0", "end reset.json passed",
		"start 1 register.json", "step 1", "end register.json failed",
		"start 2 cart.json", "step 2", "end cart.json passed"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("events:\n got %v\nwant %v", got, want)
	}
	for i, f := range rep.Flows {
		if n := len(flows[i].Trajectory.Steps); steps[i] != n {
			t.Errorf("%s: %d step results reported, want one for each of its %d steps", f.Flow.Ref, steps[i], n)
		}
	}
	// Traced, with a screenshot of each step: the page as each step began too.
	if r := rep.Flows[0].Final(); r == nil || r.Steps[1].ScreenshotBefore == "" {
		t.Errorf("a traced step has no screenshot of the page as it began: %+v", r)
	}
}

// stopsAsItOpens is a browser whose context opens only once the run is
// stopped, as when Stop is pressed while a flow's browser context opens.
type stopsAsItOpens struct{ stop context.CancelFunc }

func (s stopsAsItOpens) NewSession(ctx context.Context) (*browser.Session, error) {
	s.stop()
	<-ctx.Done()
	return nil, fmt.Errorf("creating browser session: %w", ctx.Err())
}

// TestAFlowStoppedAsItsBrowserOpensIsCancelledNotFailed: a flow whose
// browser context did not open because the run was stopped did not fail;
// the flows after it are not started.
func TestAFlowStoppedAsItsBrowserOpensIsCancelledNotFailed(t *testing.T) {
	dir := t.TempDir()
	flows, _, err := runner.Resolve([]string{writeFile(t, dir, "register.json", removedButton("http://127.0.0.1:1")),
		writeFile(t, dir, "stale.json", staleLogin("http://127.0.0.1:1"))}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rep := runner.Run(ctx, stopsAsItOpens{cancel}, flows, runner.Options{Workers: 1})
	if f := rep.Flows[0]; f.Status != trajectory.StatusCancel || f.Final().Error != "cancelled" {
		t.Errorf("the flow stopped as it began: %s (%s)", f.Status, f.Final().Error)
	}
	if f := rep.Flows[1]; f.Status != trajectory.StatusSkipped {
		t.Errorf("the flow after it: %s", f.Status)
	}
}
