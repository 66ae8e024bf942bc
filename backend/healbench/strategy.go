package healbench

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Stepper performs step i of t on the page it was prepared for and reports
// what happened, as replay.Player.Step does.
type Stepper func(ctx context.Context, t *trajectory.Trajectory, i int, vals map[string]string) trajectory.StepResult

// Strategy is one way of replaying a recorded flow on the mutated page.
type Strategy struct {
	// Name labels the strategy in reports: "reprise", "xpath-only".
	Name string
	// Description says in one line what the strategy does.
	Description string
	// Prepare readies a fresh page (before the mutated page is opened)
	// and returns the step function. stepTimeout bounds each step.
	Prepare func(page playwright.Page, stepTimeout time.Duration) Stepper
}

// ReplayStrategy replays with Reprise's player: recorded candidates checked
// against the fingerprint and, when opts asks for it, healing. opts is
// called once per case so every case gets fresh healers.
func ReplayStrategy(name, description string, opts func() replay.Options) Strategy {
	return Strategy{Name: name, Description: description, Prepare: func(page playwright.Page, stepTimeout time.Duration) Stepper {
		o := replay.Options{}
		if opts != nil {
			o = opts()
		}
		if o.StepTimeout <= 0 {
			o.StepTimeout = stepTimeout
		}
		p := replay.NewPlayer(page, o)
		return p.Step
	}}
}

// PlainReplay is Reprise's replay with no healing: a step whose recorded
// candidates no longer find the recorded element fails.
func PlainReplay() Strategy {
	return ReplayStrategy("no-heal", "replay with fingerprint checks, healing off", nil)
}

// XPathBaseline acts the way Stagehand's and HyperAgent's action caches
// replay: each step's target is reduced to its recorded absolute XPath and
// the action is performed on whatever that XPath finds now, with no
// fingerprint check and no healing. A step whose target has no XPath
// candidate (elements in shadow roots) fails.
func XPathBaseline() Strategy {
	return Strategy{Name: "xpath-only", Description: "act on the recorded absolute XPath, no fingerprint check (Stagehand/HyperAgent style)",
		Prepare: func(page playwright.Page, stepTimeout time.Duration) Stepper {
			return func(ctx context.Context, t *trajectory.Trajectory, i int, vals map[string]string) trajectory.StepResult {
				start := time.Now()
				res := trajectory.StepResult{StepID: t.Steps[i].ID, Index: i, Action: t.Steps[i].Action, WinnerIndex: -1}
				err := xpathStep(ctx, page, t, i, vals, stepTimeout)
				res.DurationMS = time.Since(start).Milliseconds()
				res.URL = page.URL()
				if err != nil {
					res.Status, res.Error = trajectory.StatusFailed, firstLine(err.Error())
				} else {
					res.Status = trajectory.StatusPassed
				}
				return res
			}
		}}
}

// errNoXPath is the baseline's failure for a target with no XPath candidate.
var errNoXPath = errors.New("target has no xpath candidate")

func xpathStep(ctx context.Context, page playwright.Page, t *trajectory.Trajectory, i int, vals map[string]string, timeout time.Duration) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s, err := t.Resolved(i, vals)
	if err != nil {
		return err
	}
	to := playwright.Float(float64(timeout.Milliseconds()))
	var loc playwright.Locator
	if s.Target != nil {
		for j, c := range s.Target.Candidates {
			if c.Kind == trajectory.LocXPath {
				loc = snapshot.Resolve(page, s.Target.Frames, s.Target.Candidates[j])
				break
			}
		}
		if loc == nil {
			return errNoXPath
		}
	}
	switch s.Action {
	case trajectory.ActionClick:
		return loc.Click(playwright.LocatorClickOptions{Timeout: to})
	case trajectory.ActionFill, trajectory.ActionType:
		return loc.Fill(s.Value, playwright.LocatorFillOptions{Timeout: to})
	case trajectory.ActionCheck:
		return loc.Check(playwright.LocatorCheckOptions{Timeout: to})
	case trajectory.ActionUncheck:
		return loc.Uncheck(playwright.LocatorUncheckOptions{Timeout: to})
	case trajectory.ActionSelect:
		_, err := loc.SelectOption(playwright.SelectOptionValues{Labels: &[]string{s.Value}}, playwright.LocatorSelectOptionOptions{Timeout: to})
		return err
	case trajectory.ActionHover:
		return loc.Hover(playwright.LocatorHoverOptions{Timeout: to})
	case trajectory.ActionPress:
		if loc != nil {
			return loc.Press(s.Key, playwright.LocatorPressOptions{Timeout: to})
		}
		return page.Keyboard().Press(s.Key)
	case trajectory.ActionWaitFor, trajectory.ActionAssertVisible:
		return loc.WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateVisible, Timeout: to})
	}
	return fmt.Errorf("xpath baseline: action %q is not supported", s.Action)
}

func firstLine(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return s[:i]
		}
	}
	return s
}
