package perfbench

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Plain runs t the way a hand-written playwright-go program does: open the
// start URL, then one Playwright call per step on the step's top-ranked
// recorded locator (getByRole(…, {name, exact}) for most steps, the test
// id where there is one), relying on Playwright's auto-waiting, with no
// fingerprint checks and no waiting beyond Playwright's own.
func Plain(page playwright.Page, t *trajectory.Trajectory, values map[string]string) error {
	vals := t.Values(values)
	start, _ := trajectory.Expand(t.StartURL, vals)
	if _, err := page.Goto(start); err != nil {
		return fmt.Errorf("opening %s: %w", start, err)
	}
	for i := range t.Steps {
		if t.Steps[i].Disabled {
			continue
		}
		s, err := t.Resolved(i, vals)
		if err != nil {
			return err
		}
		if err := plainStep(page, &s, start); err != nil {
			return fmt.Errorf("step %d (%s): %w", i+1, s.Action, err)
		}
	}
	return nil
}

func plainStep(page playwright.Page, s *trajectory.Step, start string) error {
	var loc playwright.Locator
	if s.Target != nil && len(s.Target.Candidates) > 0 {
		loc = snapshot.Resolve(page, s.Target.Frames, s.Target.Candidates[0])
	}
	switch s.Action {
	case trajectory.ActionGoto:
		_, err := page.Goto(s.URL)
		return err
	case trajectory.ActionClick:
		return loc.Click()
	case trajectory.ActionFill:
		return loc.Fill(s.Value)
	case trajectory.ActionType:
		return loc.PressSequentially(s.Value)
	case trajectory.ActionPress:
		if loc != nil {
			return loc.Press(s.Key)
		}
		return page.Keyboard().Press(s.Key)
	case trajectory.ActionSelect:
		_, err := loc.SelectOption(playwright.SelectOptionValues{Labels: &[]string{s.Value}})
		return err
	case trajectory.ActionCheck:
		return loc.Check()
	case trajectory.ActionUncheck:
		return loc.Uncheck()
	case trajectory.ActionHover:
		return loc.Hover()
	case trajectory.ActionScroll:
		return page.Mouse().Wheel(float64(s.DeltaX), float64(s.DeltaY))
	case trajectory.ActionWaitFor:
		return loc.WaitFor()
	case trajectory.ActionAssertVisible:
		// As the exported program checks it (expect(…).toBeVisible()),
		// which checks at once and then polls: faster than WaitFor.
		return playwright.NewPlaywrightAssertions().Locator(loc).ToBeVisible()
	case trajectory.ActionAssertURL:
		// As the exported program checks it: expect(page).toHaveURL, which
		// polls in the driver (page.WaitForURL can miss a navigation that
		// commits as it starts, and then waits its whole timeout).
		var want any = regexp.MustCompile(regexp.QuoteMeta(s.URL)) // contains
		switch s.Match {
		case "exact":
			want = s.URL
		case "regex":
			re, err := regexp.Compile(s.URL)
			if err != nil {
				return err
			}
			want = re
		}
		return playwright.NewPlaywrightAssertions().Page(page).ToHaveURL(want)
	case trajectory.ActionAssertText:
		return playwright.NewPlaywrightAssertions().Locator(loc).ToContainText(s.Value)
	case trajectory.ActionAssertValue:
		return playwright.NewPlaywrightAssertions().Locator(loc).ToHaveValue(s.Value)
	case trajectory.ActionBack:
		_, err := page.GoBack()
		return err
	case trajectory.ActionForward:
		_, err := page.GoForward()
		return err
	default:
		return fmt.Errorf("the plain program has no equivalent of %s", s.Action)
	}
}

// replayFigure runs Plain (on plainB) and Reprise's replay of f (on b) in
// pairs on fresh contexts, one unmeasured pair first (each browser's
// caches warm), and returns the medians. Which of the two goes first
// alternates from pair to pair, and the ratio is estimated from the
// pairs' ratios (pairedRatio): the two runs of a pair meet the same
// moment of the machine's load, so a burst of load moves both and not
// the figure. The player keeps what it learns (Options.Winners) across
// runs, as the store does across processes.
func replayFigure(ctx context.Context, b, plainB *browser.Browser, f Flow, runs int) (*ReplayFigure, error) {
	winners := &replay.MemoryWinners{}
	var plain, rep []time.Duration
	var ratios []float64
	var last *trajectory.Run
	for i := 0; i <= runs; i++ {
		order := []string{"plain", "replay"}
		if i%2 == 1 {
			order = []string{"replay", "plain"}
		}
		var took [2]time.Duration // plain, replay
		for _, mode := range order {
			on := b
			if mode == "plain" {
				on = plainB
			}
			s, err := on.NewSession(ctx)
			if err != nil {
				return nil, err
			}
			t0 := time.Now()
			if mode == "plain" {
				err = Plain(s.Page, f.Trajectory, f.Values)
				took[0] = time.Since(t0)
				if err != nil {
					err = fmt.Errorf("the plain playwright-go program failed: %w", err)
				}
			} else {
				r := replay.NewPlayer(s.Page, replay.Options{Winners: winners}).Run(ctx, f.Trajectory, f.Values)
				took[1] = time.Since(t0)
				if r.Status != trajectory.StatusPassed {
					err = fmt.Errorf("the replay failed: %s", r.Error)
				}
				last = r
			}
			_ = s.Close()
			if err != nil {
				return nil, err
			}
		}
		if i > 0 {
			plain, rep = append(plain, took[0]), append(rep, took[1])
			ratios = append(ratios, float64(took[1])/float64(took[0]))
		}
	}
	target := f.Target
	if target == 0 {
		target = TargetReplay
	}
	fig := &ReplayFigure{Flow: f.Name, Steps: len(f.Trajectory.Steps), PlainMS: median(plain), ReplayMS: median(rep), Target: target,
		Winners: winnerKinds(last)}
	_, fig.RatioLow, fig.RatioHigh = quartiles(ratios)
	fig.Ratio = pairedRatio(ratios)
	return fig, nil
}

// winnerKinds summarizes which kinds of locator found the elements.
func winnerKinds(r *trajectory.Run) string {
	if r == nil {
		return ""
	}
	n := map[trajectory.LocatorKind]int{}
	var order []trajectory.LocatorKind
	for _, s := range r.Steps {
		if s.Winner == nil {
			continue
		}
		if n[s.Winner.Kind] == 0 {
			order = append(order, s.Winner.Kind)
		}
		n[s.Winner.Kind]++
	}
	var parts []string
	for _, k := range order {
		parts = append(parts, fmt.Sprintf("%s×%d", k, n[k]))
	}
	return strings.Join(parts, " ")
}
