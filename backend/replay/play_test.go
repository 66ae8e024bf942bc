package replay_test

import (
	"context"
	"encoding/json"
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

// TestPlayRules is the table of the one replay loop's rules: which steps
// run, which are skipped, when the start URL opens, what a cancel does.
// The CLI's replay, the suite runner, the studio's runs and the agent
// cache's replays all go through Player.Play with one of these plans.
func TestPlayRules(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "<title>%s</title><p>page %s", r.URL.Path, r.URL.Path)
	}))
	t.Cleanup(srv.Close)

	// flow: start on /a, go to /b, /c, /d, checking each address; step 2
	// (the cancel tool) cancels the run's context when it is asked to.
	at := func(id, path string) trajectory.Step {
		return trajectory.Step{ID: id, Action: trajectory.ActionAssertURL, URL: path, TimeoutMS: 400}
	}
	goTo := func(id, path string) trajectory.Step {
		return trajectory.Step{ID: id, Action: trajectory.ActionGoto, URL: srv.URL + path}
	}
	flow := func(edit func(*trajectory.Trajectory)) *trajectory.Trajectory {
		tr := &trajectory.Trajectory{ID: "rules", StartURL: srv.URL + "/a?u={{user}}",
			Variables: []trajectory.Variable{{Name: "user", Default: "ann"}},
			Steps: []trajectory.Step{
				at("s1", "/a"),
				goTo("s2", "/b"),
				{ID: "s3", Action: trajectory.ActionTool, Tool: &trajectory.ToolCall{Name: "maybe-cancel", Replayable: true}},
				at("s4", "/b"),
				goTo("s5", "/c"),
				at("s6", "/c"),
			}}
		if edit != nil {
			edit(tr)
		}
		return tr
	}
	const P, F, S, U, C = trajectory.StatusPassed, trajectory.StatusFailed, trajectory.StatusSkipped, trajectory.StatusSetup, trajectory.StatusCancel

	for _, tc := range []struct {
		name     string
		flow     func(*trajectory.Trajectory)
		vals     map[string]string
		plan     replay.Plan
		before   string // the page's address before the run ("" = about:blank)
		cancelAt bool   // the tool step cancels the context
		expireAt bool   // the tool step waits out the context's deadline
		want     trajectory.Status
		steps    []trajectory.Status
		errHas   string
		endsOn   string // the page's path at the end
	}{
		{name: "whole flow passes from the start URL", want: P, steps: []trajectory.Status{P, P, P, P, P, P}, endsOn: "/c"},
		{name: "a failing step skips every later step", flow: func(tr *trajectory.Trajectory) { tr.Steps[3] = at("s4", "/nowhere") },
			want: F, steps: []trajectory.Status{P, P, P, F, S, S}, errHas: "step 4 failed", endsOn: "/b"},
		{name: "a failed check says what it wanted in plain grammar", flow: func(tr *trajectory.Trajectory) { tr.Steps[3] = at("s4", "/nowhere") },
			want: F, steps: []trajectory.Status{P, P, P, F, S, S}, errHas: `step 4 failed: assertion failed: URL "`, endsOn: "/b"},
		{name: "a failed check says what it saw and wanted", flow: func(tr *trajectory.Trajectory) { tr.Steps[3] = at("s4", "/nowhere") },
			want: F, steps: []trajectory.Status{P, P, P, F, S, S}, errHas: `does not contain "/nowhere"`, endsOn: "/b"},
		{name: "a disabled step is skipped and the run goes on", flow: func(tr *trajectory.Trajectory) { tr.Steps[3].Disabled = true },
			want: P, steps: []trajectory.Status{P, P, P, S, P, P}, endsOn: "/c"},
		{name: "a start URL that does not open skips every step", flow: func(tr *trajectory.Trajectory) { tr.StartURL = "http://127.0.0.1:1/" },
			want: F, steps: []trajectory.Status{S, S, S, S, S, S}, errHas: "the start URL: opening http://127.0.0.1:1/"},
		{name: "a flow with no start URL on a blank page says so", flow: func(tr *trajectory.Trajectory) { tr.StartURL = "" },
			want: F, steps: []trajectory.Status{S, S, S, S, S, S}, errHas: "no start URL", endsOn: "about:blank"},
		{name: "a flow whose steps are all disabled fails, having checked nothing", flow: func(tr *trajectory.Trajectory) {
			for i := range tr.Steps {
				tr.Steps[i].Disabled = true
			}
		}, want: F, steps: []trajectory.Status{S, S, S, S, S, S}, errHas: "every step this run would perform is disabled", endsOn: "about:blank"},
		{name: "a flow with no steps fails, having checked nothing", flow: func(tr *trajectory.Trajectory) { tr.Steps = nil },
			want: F, steps: []trajectory.Status{}, errHas: "the flow has no steps", endsOn: "about:blank"},
		{name: "a variable without a value fails before the start URL opens", flow: func(tr *trajectory.Trajectory) { tr.Variables[0].Default = "" },
			want: F, steps: []trajectory.Status{S, S, S, S, S, S}, errHas: "{{user}} has no value", endsOn: "about:blank"},
		{name: "cancel stops the step it cut short, skips the rest and the run is cancelled", cancelAt: true,
			want: trajectory.StatusCancel, steps: []trajectory.Status{P, P, C, S, S, S}, errHas: "cancelled", endsOn: "/b"},
		{name: "a deadline that passes fails the run and skips the rest", expireAt: true,
			want: F, steps: []trajectory.Status{P, P, P, S, S, S}, errHas: "the run ran out of time before step 4", endsOn: "/b"},
		{name: "a range runs only its steps, from the start URL", plan: replay.Plan{From: 3, Until: 4},
			flow: func(tr *trajectory.Trajectory) { tr.Steps[3] = at("s4", "/a") },
			want: P, steps: []trajectory.Status{S, S, S, P, S, S}, endsOn: "/a"},
		{name: "prepare performs the steps before the range as setup", plan: replay.Plan{From: 3, Prepare: true},
			want: P, steps: []trajectory.Status{U, U, U, P, P, P}, endsOn: "/c"},
		{name: "keep page goes on where the page is", plan: replay.Plan{From: 3, KeepPage: true}, before: "/b",
			want: P, steps: []trajectory.Status{S, S, S, P, P, P}, endsOn: "/c"},
		{name: "one step alone", plan: replay.Plan{From: 5, Until: 6, KeepPage: true}, before: "/c",
			want: P, steps: []trajectory.Status{S, S, S, S, S, P}, endsOn: "/c"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sess := browsertest.NewPage(t)
			if tc.before != "" {
				if _, err := sess.Page.Goto(srv.URL + tc.before); err != nil {
					t.Fatal(err)
				}
			}
			ctx, cancel := context.WithCancel(context.Background())
			if tc.expireAt {
				cancel()
				ctx, cancel = context.WithTimeout(context.Background(), time.Second)
			}
			defer cancel()
			p := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 2 * time.Second, Tools: map[string]replay.ToolFunc{
				"maybe-cancel": func(ctx context.Context, _ json.RawMessage) (string, error) {
					if tc.cancelAt {
						cancel()
						return "", ctx.Err()
					}
					if tc.expireAt {
						<-ctx.Done()
					}
					return "ok", nil
				}}})
			var seen []trajectory.Status
			var highlighted []int
			plan := tc.plan
			plan.OnResult = func(r trajectory.StepResult) { seen = append(seen, r.Status) }
			plan.BeforeStep = func(i int, _ *trajectory.Step) { highlighted = append(highlighted, i) }
			run := p.Play(ctx, flow(tc.flow), tc.vals, plan)

			if run.Status != tc.want {
				t.Errorf("run status %s, want %s (error %q)", run.Status, tc.want, run.Error)
			}
			var got []trajectory.Status
			for i, r := range run.Steps {
				got = append(got, r.Status)
				if r.Index != i {
					t.Errorf("result %d has index %d", i, r.Index)
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.steps) {
				t.Errorf("step statuses %v, want %v", got, tc.steps)
			}
			if tc.cancelAt && (len(run.Steps) < 3 || !strings.HasPrefix(run.Steps[2].Error, "stopped here: the run was cancelled")) {
				t.Errorf("the step the cancel cut short does not say it was stopped: %+v", run.Steps)
			}
			if fmt.Sprint(seen) != fmt.Sprint(got) {
				t.Errorf("OnResult saw %v, the run holds %v", seen, got)
			}
			performed := 0
			for _, s := range got {
				if s != trajectory.StatusSkipped {
					performed++
				}
			}
			if len(highlighted) != performed {
				t.Errorf("BeforeStep was called for steps %v, but %d steps were performed", highlighted, performed)
			}
			if tc.errHas != "" && !strings.Contains(run.Error, tc.errHas) {
				t.Errorf("run error %q does not say %q", run.Error, tc.errHas)
			}
			// A step is named by its number, as the user sees it, never
			// by its internal id.
			for _, r := range run.Steps {
				if strings.Contains(run.Error, "("+r.StepID+")") {
					t.Errorf("run error %q names step id %s", run.Error, r.StepID)
				}
			}
			if tc.want == trajectory.StatusPassed && run.Error != "" {
				t.Errorf("a passed run has an error: %q", run.Error)
			}
			if tc.endsOn != "" {
				u := sess.Page.URL()
				if tc.endsOn == "about:blank" && u != "about:blank" || tc.endsOn != "about:blank" && !strings.Contains(u, srv.URL+tc.endsOn) {
					t.Errorf("the page ends on %s, want %s", u, tc.endsOn)
				}
			}
		})
	}
}
