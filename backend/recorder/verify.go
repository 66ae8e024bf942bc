package recorder

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// A recorded step is kept only when it did what its instruction said:
// Playwright's check and uncheck already fail when the box does not end
// up in the wanted state; the recorder adds the checks Playwright does
// not make (verify):
//
//   - fill and type: the field holds the typed value afterwards (compared
//     by its letters and digits, so an input mask that formats a phone
//     number still passes). A field that lost or rewrote the value, as an
//     app that re-renders its input while typing does, is typed into
//     once more; if it still does not hold the value, the step fails;
//   - pressing Enter in a field: the page reacted (its DOM changed, it
//     navigated, or the field's value changed). An app whose scripts load
//     late (RequireJS) has no handler yet and nothing happens; the
//     recorder waits for the page to load and presses again, once, and
//     fails the step if the page still ignores it.
//
// Steps in frames are not verified (the effect counter lives in the main
// document).

// effectScript counts DOM mutations of each document in a property that
// the page does not enumerate, so the recorder can tell whether an action
// changed anything.
const effectScript = `(() => {
  if (window.__repriseEffects) return;
  let n = 0;
  const o = new MutationObserver((r) => { n += r.length; });
  o.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  Object.defineProperty(window, "__repriseEffects", { value: () => n, enumerable: false });
})()`

// verifyTimeout bounds each read of the page while verifying.
const verifyTimeout = 1500 * time.Millisecond

// errNoEffect is the cause of a step the page ignored.
var errNoEffect = errors.New("the page did not react")

// probe is the page's state before a step whose effect is checked.
type probe struct {
	mutations float64
	url       string
	value     string
}

// effectOf reads the page's mutation count, address and the target
// field's value; ok is false when they cannot be read (no counter in this
// document, a frame, no field).
func (r *Recorder) effectOf(step *trajectory.Step) (probe, bool) {
	page := r.player.Page()
	// The count, and the focused field's value for a key pressed with no
	// target.
	v, err := page.Evaluate(`() => typeof window.__repriseEffects === "function" ?
		window.__repriseEffects() + "\u0000" + (document.activeElement && "value" in document.activeElement ? String(document.activeElement.value) : "") : ""`)
	s, _ := v.(string)
	count, focused, found := strings.Cut(s, "\x00")
	if err != nil || !found {
		return probe{}, false
	}
	p := probe{url: page.URL(), value: focused}
	if _, err := fmt.Sscan(count, &p.mutations); err != nil {
		return probe{}, false
	}
	if step.Target != nil && len(step.Target.Frames) == 0 && len(step.Target.Candidates) > 0 {
		p.value = fieldValue(page, step.Target)
	}
	return p, true
}

// fieldValue is the value of the field target finds first, "" when it
// cannot be read.
func fieldValue(page playwright.Page, t *trajectory.Target) string {
	for _, c := range t.Candidates {
		loc := snapshot.Resolve(page, t.Frames, c)
		if n, err := loc.Count(); err != nil || n != 1 {
			continue
		}
		v, err := loc.InputValue(playwright.LocatorInputValueOptions{Timeout: playwright.Float(float64(verifyTimeout.Milliseconds()))})
		if err == nil {
			return v
		}
		return ""
	}
	return ""
}

// checksEffect reports whether step is one whose effect the recorder
// checks by the page reacting: Enter pressed in a field or on the page.
func checksEffect(step *trajectory.Step) bool {
	return step.Action == trajectory.ActionPress && (step.Target == nil || len(step.Target.Frames) == 0) &&
		strings.EqualFold(step.Key, "Enter")
}

// reacted reports whether the page changed since before.
func (r *Recorder) reacted(step *trajectory.Step, before probe) bool {
	after, ok := r.effectOf(step)
	if !ok {
		return true // the document was replaced: a navigation is an effect
	}
	return after.mutations != before.mutations || after.url != before.url || after.value != before.value
}

// waitReady waits for the page to finish loading its scripts, for a step
// that the page ignored because it was not ready.
func (r *Recorder) waitReady() {
	page := r.player.Page()
	_ = page.WaitForLoadState(playwright.PageWaitForLoadStateOptions{State: playwright.LoadStateLoad, Timeout: playwright.Float(5000)})
	_ = page.WaitForLoadState(playwright.PageWaitForLoadStateOptions{State: playwright.LoadStateNetworkidle, Timeout: playwright.Float(3000)})
}

// typedValue checks that the field a fill or type step acted on holds its
// value; it returns a user's-words problem, or "" when it does.
func (r *Recorder) typedValue(step *trajectory.Step, res trajectory.StepResult) string {
	if (step.Action != trajectory.ActionFill && step.Action != trajectory.ActionType) || res.Winner == nil || step.Target == nil {
		return ""
	}
	vals := r.traj.Values(r.vals)
	want, _ := trajectory.Expand(step.Value, vals)
	frames := step.Target.Frames
	if res.Heal != nil {
		frames = res.Heal.New.Frames
	}
	loc := snapshot.Resolve(r.player.Page(), frames, *res.Winner)
	got, err := loc.InputValue(playwright.LocatorInputValueOptions{Timeout: playwright.Float(float64(verifyTimeout.Milliseconds()))})
	if err != nil {
		return "" // not a form field (contenteditable) or gone after a navigation
	}
	if holds(got, want, step.Action == trajectory.ActionType) {
		return ""
	}
	secrets := r.traj.SecretValues(vals)
	return fmt.Sprintf("after typing %q the field holds %q: the page changed what was typed (it may re-render the field while typing or not be ready yet)",
		trajectory.Mask(want, secrets), trajectory.Mask(got, secrets))
}

// holds reports whether a field's value got carries the typed want: equal
// by letters and digits (a mask may add spaces or dashes), or containing
// it for type, which adds to what was there.
func holds(got, want string, appended bool) bool {
	g, w := alnum(got), alnum(want)
	if g == w {
		return true
	}
	return appended && strings.Contains(g, w)
}

func alnum(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// verifiedStep performs step i of the recording and checks that it did
// what its instruction said, trying once more when the page was not
// ready (see the top of this file). A step that still did not is
// reported failed, so it is not recorded as passed.
func (r *Recorder) verifiedStep(ctx context.Context, i int) trajectory.StepResult {
	step := &r.traj.Steps[i]
	vals := r.traj.Values(r.vals)
	var before probe
	check := false
	if checksEffect(step) {
		before, check = r.effectOf(step)
	}
	res := r.player.Step(ctx, r.traj, i, vals)
	if res.Status != trajectory.StatusPassed {
		return res
	}
	if check && !r.reactedWithin(step, before, time.Second) {
		r.waitReady()
		before, check = r.effectOf(step)
		res = r.player.Step(ctx, r.traj, i, vals)
		if res.Status == trajectory.StatusPassed && check && !r.reactedWithin(step, before, time.Second) {
			return failed(res, fmt.Sprintf("pressing %s in %s changed nothing on the page, also after it finished loading: the key does nothing there, or the page is not ready for it", step.Key, describe(step)))
		}
		return res
	}
	if msg := r.typedValue(step, res); msg != "" {
		if step.Action != trajectory.ActionFill {
			return failed(res, msg) // typing again would add to the text
		}
		r.waitReady()
		if res = r.player.Step(ctx, r.traj, i, vals); res.Status == trajectory.StatusPassed {
			if msg = r.typedValue(step, res); msg != "" {
				return failed(res, msg)
			}
		}
	}
	return res
}

// reactedWithin polls reacted for up to d: a page may handle a key after
// a short delay (a debounce, a microtask after a fetch).
func (r *Recorder) reactedWithin(step *trajectory.Step, before probe, d time.Duration) bool {
	deadline := time.Now().Add(d)
	for {
		if r.reacted(step, before) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// failed turns a passed result into a failed one that says why.
func failed(res trajectory.StepResult, msg string) trajectory.StepResult {
	res.Status = trajectory.StatusFailed
	res.Err = fmt.Errorf("%w: %s", errNoEffect, msg)
	res.Error = msg
	return res
}

// settling waits, up to a few seconds, for the page to load and its DOM
// to stop changing, and reports whether it changed meanwhile (or was
// still loading): only then is asking the resolver again worth it.
func (r *Recorder) settling(ctx context.Context) bool {
	page := r.player.Page()
	first, ok := r.effectOf(&trajectory.Step{})
	if !ok {
		return false
	}
	loading := false
	if v, err := page.Evaluate(`() => document.readyState`); err == nil && v != "complete" {
		loading = true
	}
	r.waitReady()
	last := first
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		time.Sleep(250 * time.Millisecond)
		now, ok := r.effectOf(&trajectory.Step{})
		if !ok {
			return true // a new document
		}
		if now.mutations == last.mutations {
			break
		}
		last = now
	}
	return loading || last.mutations != first.mutations
}
