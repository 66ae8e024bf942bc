package replay

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Plan says which part of a trajectory Play runs and how. The zero Plan
// runs every step from the start URL.
type Plan struct {
	// From is the first step of the run (0-based) and Until the step
	// after its last one; Until 0 means to the end. Steps outside are
	// reported skipped.
	From, Until int
	// Prepare also performs the steps before From, first, to bring the
	// page to where the run starts; they are reported StatusSetup.
	Prepare bool
	// KeepPage starts on the page as it is instead of opening the start
	// URL first (a run that goes on where another one stopped).
	KeepPage bool
	// BeforeStep is called before a step is performed (the studio
	// highlights its element on the mirror).
	BeforeStep func(i int, s *trajectory.Step)
	// OnResult is called with every step's result, skipped ones included,
	// in step order, as soon as it is known.
	OnResult func(trajectory.StepResult)
}

// Play replays the steps of t that plan selects with the values (merged
// with t's defaults) and returns the run. It is the one replay loop: the
// CLI's replay, the suite runner, the studio's runs and the agent cache's
// replays all use it, so they share these rules:
//
//   - the run has one result per step of t, in order;
//   - a run with no step to perform (the flow has none, or every step
//     the plan selects is disabled) fails before anything is done: it
//     would pass having checked nothing;
//   - a variable without a value in a step that will run, or in the
//     start URL, fails the run before anything is done;
//   - the start URL is opened first unless plan.KeepPage is set; a start
//     URL that does not open fails the run, with every step skipped;
//   - disabled steps and steps outside the plan are skipped;
//   - the first failing step ends the run: the steps after it are skipped;
//   - a cancelled context skips the remaining steps and the run's status
//     is cancelled; a context whose deadline passed fails the run before
//     the first step it skips;
//   - Run.LLMCalls counts the model calls the steps made (only the model
//     heal tier makes any).
func (p *Player) Play(ctx context.Context, t *trajectory.Trajectory, values map[string]string, plan Plan) *trajectory.Run {
	vals := t.Values(values)
	secrets := p.secretsOf(t, vals)
	run := &trajectory.Run{TrajectoryID: t.ID, Revision: t.Revision, Status: trajectory.StatusRunning,
		StartedAt: time.Now().UTC(), Steps: make([]trajectory.StepResult, 0, len(t.Steps))}
	first, to := plan.bounds(len(t.Steps))
	report := func(r trajectory.StepResult) {
		run.Steps = append(run.Steps, r)
		if plan.OnResult != nil {
			plan.OnResult(r)
		}
	}
	failed := false
	fail := func(msg string) {
		failed = true
		run.Error = trajectory.Redact(msg, secrets)
	}
	if len(t.Steps) == 0 {
		fail("the flow has no steps, so a replay would check nothing: record some steps (or check the file)")
	} else if 0 <= first && first <= to && to < len(t.Steps) && !slices.ContainsFunc(t.Steps[first:to+1], func(s trajectory.Step) bool { return !s.Disabled }) {
		fail("every step this run would perform is disabled, so it would check nothing: enable a step")
	} else if err := CheckValues(t, vals, plan); err != nil {
		fail(err.Error())
	} else if !plan.KeepPage && t.StartURL != "" {
		start, _ := trajectory.Expand(t.StartURL, vals)
		// The guard's session is opened once the start page is open (see
		// prearm), unless the start address itself hands the page a secret.
		early := navpolicy.CarriesSecret(start, secrets)
		if early {
			p.prearm(t, secrets)
		}
		run.StartURL = trajectory.RedactURL(navpolicy.Normalize(start), secrets)
		if err := p.Open(start); err != nil {
			fail(fmt.Sprintf("the start URL: %s%s", err, browser.CheckSiteHint(err.Error())))
		} else if !early {
			p.prearm(t, secrets)
		}
	} else if !plan.KeepPage && t.StartURL == "" && p.page.URL() == "about:blank" && !opensFirst(t, first, to) {
		fail("the flow has no start URL and the page is blank: set the flow's start URL, or begin it with a step that opens a page")
	}
	after := "" // the screenshot after the step just performed
	p.inRun = true
	defer func() { p.inRun = false }()
	for i := range t.Steps {
		if !failed && i >= first && i <= to && !t.Steps[i].Disabled && errors.Is(ctx.Err(), context.DeadlineExceeded) {
			fail(fmt.Sprintf("the run ran out of time before step %d", i+1))
		}
		if failed || i < first || i > to || t.Steps[i].Disabled || ctx.Err() != nil {
			report(skipped(t, i))
			after = ""
			continue
		}
		if plan.BeforeStep != nil {
			plan.BeforeStep(i, &t.Steps[i])
		}
		p.carryShot = after
		r := p.Step(ctx, t, i, vals)
		after = r.Screenshot
		if i < plan.From && r.Status == trajectory.StatusPassed {
			r.Status = trajectory.StatusSetup
		}
		if r.Model != nil {
			run.LLMCalls += r.Model.Calls
		}
		report(r)
		if r.Status == trajectory.StatusFailed {
			// By number only: the step's id is internal (the report's
			// steps carry it for tools that need it).
			fail(fmt.Sprintf("step %d failed: %s", i+1, r.Error))
		}
	}
	p.awaitLoading() // see settle
	if err := p.takeBlocked(true); err != nil && !failed {
		// The page tried to send a secret off-site after the last step.
		fail(err.Error())
	}
	run.FinishedAt = time.Now().UTC()
	switch {
	case errors.Is(ctx.Err(), context.Canceled):
		run.Status = trajectory.StatusCancel
		if run.Error == "" {
			run.Error = "cancelled"
		}
	case failed:
		run.Status = trajectory.StatusFailed
	default:
		run.Status = trajectory.StatusPassed
	}
	return run
}

// skipped is the result of step i when it does not run.
func skipped(t *trajectory.Trajectory, i int) trajectory.StepResult {
	return trajectory.StepResult{StepID: t.Steps[i].ID, Index: i, Action: t.Steps[i].Action, Status: trajectory.StatusSkipped, WinnerIndex: -1}
}

// bounds returns the first and the last step plan performs (setup steps
// included) of n.
func (plan Plan) bounds(n int) (first, last int) {
	first, last = plan.From, n-1
	if plan.Prepare {
		first = 0
	}
	if plan.Until > 0 && plan.Until <= n {
		last = plan.Until - 1
	}
	return first, last
}

// CheckValues reports the first variable without a value in vals (t's
// defaults merged) among the steps plan performs and the start URL, so a
// caller can refuse a run before it opens a page.
func CheckValues(t *trajectory.Trajectory, vals map[string]string, plan Plan) error {
	if err := t.CheckStartURL(vals); err != nil {
		return err
	}
	from, to := plan.bounds(len(t.Steps))
	for i := from; i <= to; i++ {
		if t.Steps[i].Disabled {
			continue
		}
		if _, err := t.Resolved(i, vals); err != nil {
			return err
		}
	}
	return nil
}

// opensFirst reports whether a run of t from first to to opens a page
// (a goto step) before any step acts on one; tool calls need no page.
func opensFirst(t *trajectory.Trajectory, first, to int) bool {
	for i := first; i <= to && i < len(t.Steps); i++ {
		if s := &t.Steps[i]; !s.Disabled && s.Action != trajectory.ActionTool {
			return s.Action == trajectory.ActionGoto
		}
	}
	return false
}
