// Package replay plays a trajectory back in a browser with no model: each
// step's locator candidates are tried in rank order, the element found is
// checked against the recorded fingerprint, and only then is it acted on.
// A locator that now points at a different element is never acted on.
package replay

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// DefaultQuietWindow is how long the DOM must stay unchanged before a step
// acts on one element out of several matches.
const DefaultQuietWindow = 20 * time.Millisecond

// DefaultStepTimeout bounds how long a step waits for its target when
// neither the step nor the options say otherwise.
const DefaultStepTimeout = 10 * time.Second

// BlobSink stores screenshots; the store implements it.
type BlobSink interface {
	PutBlob(data []byte) (string, error)
}

// Options configure a Player.
type Options struct {
	// StepTimeout is the default per-step timeout.
	StepTimeout time.Duration
	// Blobs receives screenshots; nil disables them.
	Blobs BlobSink
	// ScreenshotEachStep takes a screenshot after every step, not only on
	// failure.
	ScreenshotEachStep bool
	// QuietWindow, when positive, makes every structure-changing action
	// (click, press, select, check, navigation) wait until the DOM has
	// been unchanged that long, capped at MaxSettle. By default (0) only
	// steps that must pick one of several matching elements wait for a
	// quiet DOM (DefaultQuietWindow): elsewhere the next step's locator
	// polling and Playwright's actionability checks already wait for what
	// matters, and a fixed window per step would only add latency.
	QuietWindow time.Duration
	MaxSettle   time.Duration
	// OnStep is called after each step with its result.
	OnStep func(trajectory.StepResult)
	// Heal is what a step does when its recorded candidates no longer
	// find its element: off ("" too) fails the step; suggest and auto act
	// on an element a Healer found confidently and report the patch in
	// StepResult.Heal (auto callers then save ApplyPatches' revision).
	Heal trajectory.HealPolicy
	// Healers are tried in order when healing; the first patch wins (see
	// Healer). The model-free similarity healer (backend/heal) goes first.
	Healers []Healer
	// HealAfter is how long a step polls its recorded candidates before
	// it first tries to heal; DefaultHealAfter when 0. Polling goes on
	// after a failed heal until the step's timeout.
	HealAfter time.Duration
	// Tools run the replayable tool steps, by tool name. A tool step whose
	// tool is missing here or not replayable fails with *UnreplayableError.
	Tools map[string]ToolFunc
	// Extractor re-runs extract steps whose values are not bound to
	// elements (a model is needed); nil makes such steps fail with
	// *UnreplayableError. Bound extract steps need no Extractor.
	Extractor Extractor
	// Trace keeps, in each step's result, the console messages the page
	// logged and the requests that failed while the step ran; with
	// ScreenshotEachStep and Blobs a screenshot of the page as the step
	// began is kept too (StepResult.ScreenshotBefore).
	Trace bool
	// Nav is the navigation policy: which URLs a start URL and goto steps
	// may open, and which origins the page may reach (the flow's start
	// site and allowedOrigins plus Nav.Origins). The zero value is the
	// strict default (see backend/navpolicy).
	Nav navpolicy.Policy
	// Secrets are values kept out of screenshots, page addresses and the
	// page's requests to other sites as the flow's own secret variables'
	// are, though the flow does not declare them secret (reprise run
	// --secret, a rows file's secret columns).
	Secrets []string
	// Winners, when set, remembers per flow and step which candidate
	// found the element, so the next replay tries it first (see
	// tryOrder); nil tries candidates by cost alone.
	Winners Winners
}

// secretsOf are the values the player keeps secret while replaying t with
// vals: t's secret variables' and Options.Secrets.
func (p *Player) secretsOf(t *trajectory.Trajectory, vals map[string]string) []string {
	return append(t.SecretValues(vals), p.opts.Secrets...)
}

// Player replays steps on one page.
type Player struct {
	page  playwright.Page
	opts  Options
	guard guard
	// carryShot is the blob key of the previous step's after screenshot,
	// which Play hands to the next step as its before screenshot (nothing
	// happened in between); "" makes Step take one.
	carryShot string
	// loading is set when a step navigated and the new document's
	// DOMContentLoaded was left for a later step to await (see settle);
	// inRun is set while Play runs steps, the only time it may be.
	loading, inRun bool
}

// NewPlayer returns a player acting on page.
func NewPlayer(page playwright.Page, opts Options) *Player {
	if opts.StepTimeout <= 0 {
		opts.StepTimeout = DefaultStepTimeout
	}
	if opts.MaxSettle <= 0 {
		opts.MaxSettle = 500 * time.Millisecond
	}
	p := &Player{page: page, opts: opts}
	p.guard.idle = sync.NewCond(&p.guard.mu)
	return p
}

// Page returns the page the player acts on.
func (p *Player) Page() playwright.Page { return p.page }

// Run replays the whole of t from its start URL with the given variable
// values (merged with t's defaults): Play with the zero Plan. It stops at
// the first failing step; later steps are reported as skipped.
func (p *Player) Run(ctx context.Context, t *trajectory.Trajectory, overrides map[string]string) *trajectory.Run {
	return p.Play(ctx, t, overrides, Plan{})
}

// Step performs step i of t with the given values and reports what
// happened. It never panics on bad input; failures are in the result.
func (p *Player) Step(ctx context.Context, t *trajectory.Trajectory, i int, vals map[string]string) trajectory.StepResult {
	start := time.Now()
	orig := &t.Steps[i]
	res := trajectory.StepResult{StepID: orig.ID, Index: i, Action: orig.Action, WinnerIndex: -1}
	use := &trajectory.ModelUse{}
	ctx = context.WithValue(ctx, useKey{}, use)
	typedSecret := false // a step that typed a secret flushes the guard
	carried := p.carryShot
	p.carryShot = ""
	var trace *pageTrace // Options.Trace: what the page logs during the step
	mark := 0
	finish := func(err error) trajectory.StepResult {
		if berr := p.takeBlocked(typedSecret); berr != nil {
			if err == nil {
				err = berr
			} else {
				err = fmt.Errorf("%w; also %w", err, berr)
			}
		}
		res.DurationMS = time.Since(start).Milliseconds()
		if use.Calls > 0 {
			res.Model = use
		}
		secrets := p.secretsOf(t, vals)
		// The page address may hold a secret (a GET form, a {{secret}} in a
		// URL) or a token: results are printed and stored, so redact it.
		res.URL = trajectory.RedactURL(p.page.URL(), secrets)
		if err != nil && errors.Is(ctx.Err(), context.Canceled) {
			// Whatever the step's error says (a locator or an assertion
			// cut short), the step did not fail: the run was stopped.
			res.Status, res.Err = trajectory.StatusCancel, err
			res.Error = "stopped here: the run was cancelled while this step ran"
		} else if err != nil {
			res.Status = trajectory.StatusFailed
			res.Err = err
			res.OffSite = OffSite(err)
			res.PageSays = p.pageSays(secrets)
			res.Error = trajectory.Redact(firstLine(err.Error()), secrets)
			var le *LocateError
			if errors.As(err, &le) {
				res.Attempts = le.Attempts
				res.Error = trajectory.Redact(le.Error(), secrets)
				for k := range res.Attempts {
					res.Attempts[k].Outcome = trajectory.Redact(res.Attempts[k].Outcome, secrets)
				}
			}
			var ce *checkError
			if errors.As(err, &ce) {
				c := ce.Failure
				c.Expected, c.Actual = trajectory.Redact(c.Expected, secrets), trajectory.Redact(c.Actual, secrets)
				res.Check = &c
			}
			var nh *NotHealedError
			if errors.As(err, &nh) {
				res.Error = trajectory.Redact(nh.Error(), secrets)
				res.Suggestions = nh.Suggestions
				res.Cause = trajectory.Redact(nh.Cause, secrets)
			}
			if moved := pageMoved(orig.Page, p.page.URL()); moved != "" && (le != nil || nh != nil) {
				// Most likely why it was not found: said first.
				res.Error = trajectory.Redact(moved, secrets) + " — " + res.Error
				res.Cause = ""
			}
			if (le != nil || nh != nil) && looks(orig.Action) && orig.Target != nil {
				// A check whose element is not there failed as a check.
				what, missing := "assertion failed", "is not on the page"
				if orig.Action == trajectory.ActionWaitFor {
					what, missing = "waiting", "did not appear"
				}
				res.Error = fmt.Sprintf("%s: %s %s — %s", what, trajectory.Redact(elementWords(orig.Target.Fingerprint), secrets), missing, res.Error)
			}
			if navpolicy.Scheme(p.page.URL()) == "chrome-error" {
				// What failed is the page, not the step: a link or a form
				// led to an address that did not load.
				res.Error = "the page did not load (the browser shows its error page: is the site up?) — " + res.Error
			}
		} else {
			res.Status = trajectory.StatusPassed
		}
		if p.opts.Blobs != nil && (err != nil || p.opts.ScreenshotEachStep) {
			if png, serr := p.screenshot(playwright.PageScreenshotOptions{Type: playwright.ScreenshotTypePng}, secrets); serr == nil {
				res.Screenshot, _ = p.opts.Blobs.PutBlob(png)
			}
		}
		if trace != nil {
			// After the screenshot's round trip, the driver has delivered
			// every event the page sent during the step.
			res.Console, res.FailedRequests = trace.since(mark, secrets)
		}
		if p.opts.OnStep != nil {
			p.opts.OnStep(res)
		}
		return res
	}
	if orig.Disabled {
		res.Status = trajectory.StatusSkipped
		return res
	}
	if p.opts.Trace {
		trace = traceOf(p.page)
		mark = trace.mark()
		if p.opts.Blobs != nil && p.opts.ScreenshotEachStep {
			res.ScreenshotBefore = carried
			if res.ScreenshotBefore == "" {
				if png, serr := p.screenshot(playwright.PageScreenshotOptions{Type: playwright.ScreenshotTypePng}, p.secretsOf(t, vals)); serr == nil {
					res.ScreenshotBefore, _ = p.opts.Blobs.PutBlob(png)
				}
			}
		}
	}
	s, err := t.Resolved(i, vals)
	if err != nil {
		return finish(err)
	}
	secrets := p.secretsOf(t, vals)
	// The network guard is armed once the page is given a secret: before,
	// no request of the page can carry one (prearm has usually had the
	// browser watch for them already; where only Playwright's route can
	// guard, arming turns the browser's HTTP cache off).
	if p.armed() || givesSecret(&s, secrets) {
		p.arm(t, secrets)
	}
	if s.Action == trajectory.ActionGoto {
		if err := p.checkGoto(t, absURL(s.URL, p.page.URL(), t.StartURL), secrets); err != nil {
			return finish(err)
		}
	}
	if err := p.checkSecretField(t, orig, &s, secrets); err != nil {
		return finish(err)
	}
	typedSecret = (s.Action == trajectory.ActionFill || s.Action == trajectory.ActionType) && navpolicy.CarriesSecret(s.Value, secrets)
	if !looks(s.Action) {
		p.awaitLoading() // see settle
	}
	timeout := p.opts.StepTimeout
	if s.TimeoutMS > 0 {
		timeout = time.Duration(s.TimeoutMS) * time.Millisecond
	}
	deadline := time.Now().Add(timeout)
	if s.Action == trajectory.ActionExtract || s.Action == trajectory.ActionTool {
		out, err := p.runData(ctx, &s, vals, deadline)
		res.Output = out
		return finish(err)
	}
	if s.Action == trajectory.ActionAssertCount {
		// A count has no one recorded element to find: the first
		// locator's matches are counted as they are.
		return finish(p.assertCount(ctx, t, &s, deadline))
	}
	if s.Target == nil && s.Action.NeedsTarget() {
		// A file is checked when it is read, but a step can reach here
		// from an edit or a model's answer: never act on nothing.
		return finish(fmt.Errorf("%s needs an element to act on, and this step has none: pick one in the editor, or record the step again", s.Action))
	}
	var target, drop *found
	if s.Target != nil {
		relax := s.Action == trajectory.ActionAssertText || s.Action == trajectory.ActionAssertValue
		var patch *trajectory.Patch
		lctx, learned := ctx, ""
		if p.opts.Winners != nil && t.ID != "" {
			if w, ok := p.opts.Winners.Winner(t.ID, orig.ID); ok {
				lctx, learned = withPreferred(ctx, w.Locator), w.Locator
			}
		}
		before := p.page.URL()
		if f, done, err := p.direct(ctx, &s, t.StartURL, learned, deadline); done {
			res.Attempts, res.WinnerIndex = f.attempts, f.winner
			w := s.Target.Candidates[f.winner]
			res.Winner = &w
			if f.note != "" {
				noteWinner(res.Attempts, trajectory.Mask(f.note, secrets))
			}
			if err == nil {
				err = p.checkLanded(t, before)
			}
			return finish(err)
		}
		located := time.Now()
		if target, patch, err = p.locateOrHeal(lctx, &s, relax, deadline); err != nil {
			return finish(err)
		}
		if patch == nil && p.opts.Winners != nil && t.ID != "" && s.Target.Candidates[target.winner].String() != learned {
			p.opts.Winners.Learn(t.ID, orig.ID, Winner{Locator: s.Target.Candidates[target.winner].String(),
				LocateMicros: time.Since(located).Microseconds()})
		}
		if patch != nil {
			// Acting on a healed element: keep the failed attempts, name the
			// new target's winning candidate (WinnerIndex stays -1: it is not
			// one of the recorded candidates) and picture the element.
			patch.StepID, patch.Index = orig.ID, i
			patch.Reason = trajectory.Mask(patch.Reason, p.secretsOf(t, vals))
			w := patch.New.Candidates[target.winner]
			res.Heal, res.Winner, res.Attempts = patch, &w, target.attempts
			patch.Before = p.highlightShot(target.loc, secrets)
			if least := time.Now().Add(HealedActTimeout); deadline.Before(least) {
				deadline = least
			}
		} else {
			res.Attempts, res.WinnerIndex = target.attempts, target.winner
			w := s.Target.Candidates[target.winner]
			res.Winner = &w
			if target.learned != nil {
				res.Heal = learnedPatch(orig, i, target)
			}
		}
	}
	if s.DropTarget != nil {
		if drop, err = locateDrop(ctx, p.page, s.DropTarget, deadline, p.opts.MaxSettle); err != nil {
			return finish(fmt.Errorf("drop target: %w", err))
		}
	}
	before := p.page.URL()
	used := s.Target
	if res.Heal != nil {
		used = &res.Heal.New
	}
	err = p.performChecked(ctx, &s, t.StartURL, used, target, drop, deadline)
	if target != nil && target.note != "" {
		noteWinner(res.Attempts, trajectory.Mask(target.note, secrets))
	}
	if err == nil {
		err = p.checkLanded(t, before)
	}
	if res.Heal != nil {
		res.Heal.After = p.highlightShot(target.loc, secrets)
	}
	return finish(err)
}

// pageMoved says where the page is when a step that did not find its
// element was recorded on another page (Step.Page), "" when it was not
// or nothing says. Pages are compared by path: a run on another site
// (a base URL) keeps its paths.
func pageMoved(recorded, now string) string {
	at := trajectory.PageOf(now)
	r, errR := url.Parse(recorded)
	n, errN := url.Parse(at)
	if recorded == "" || at == "" || errR != nil || errN != nil || strings.TrimSuffix(r.Path, "/") == strings.TrimSuffix(n.Path, "/") {
		return ""
	}
	return fmt.Sprintf("the page is at %s, and the step was recorded at %s: check the flow's start URL and the steps before this one", at, recorded)
}

func ms(d time.Duration) *float64 {
	f := float64(d.Milliseconds())
	if f < 1 {
		f = 1
	}
	return &f
}

// perform acts on the located element through Playwright's real input
// events, then waits for what the action caused.
func (p *Player) perform(ctx context.Context, s *trajectory.Step, startURL string, target, drop *found, deadline time.Time) error {
	left := time.Until(deadline)
	if left < 500*time.Millisecond {
		left = 500 * time.Millisecond
	}
	to := ms(left)
	var loc playwright.Locator
	if target != nil {
		loc = target.loc
	}
	before := p.page.URL()
	var err error
	switch s.Action {
	case trajectory.ActionGoto:
		u := absURL(s.URL, p.page.URL(), startURL)
		_, err = p.page.Goto(u, playwright.PageGotoOptions{Timeout: to, WaitUntil: playwright.WaitUntilStateDomcontentloaded})
	case trajectory.ActionClick:
		err = loc.Click(clickOptions(s, to))
	case trajectory.ActionFill:
		err = loc.Fill(s.Value, playwright.LocatorFillOptions{Timeout: to})
		if err != nil && notFillable(err) {
			if by := selectHas(loc, s.Value); by != "" {
				// Recorders that see a <select> change as a fill (Chrome
				// DevTools Recorder's change step) leave a step
				// Playwright's fill refuses; choose the option as the
				// select action does.
				var how string
				if how, err = fillSelect(loc, s.Value, by, to); err == nil && target != nil {
					target.note = fmt.Sprintf("the element is a <select>: chose the option %s %q (change the step's action to select)", how, s.Value)
				}
			}
		}
	case trajectory.ActionType:
		err = loc.PressSequentially(s.Value, playwright.LocatorPressSequentiallyOptions{Timeout: to})
	case trajectory.ActionPress:
		if loc != nil {
			err = loc.Press(s.Key, playwright.LocatorPressOptions{Timeout: to})
		} else {
			err = p.page.Keyboard().Press(s.Key)
		}
	case trajectory.ActionSelect:
		err = selectOption(loc, s.Value, to)
	case trajectory.ActionCheck:
		err = loc.Check(playwright.LocatorCheckOptions{Timeout: to})
	case trajectory.ActionUncheck:
		err = loc.Uncheck(playwright.LocatorUncheckOptions{Timeout: to})
	case trajectory.ActionHover:
		err = loc.Hover(playwright.LocatorHoverOptions{Timeout: to})
	case trajectory.ActionScroll:
		err = p.scroll(loc, s, to)
	case trajectory.ActionWaitFor, trajectory.ActionAssertVisible:
		err = waitVisible(loc, to)
		if err != nil && s.Action == trajectory.ActionAssertVisible {
			err = fmt.Errorf("assertion failed: element is not visible: %w", err)
		}
	case trajectory.ActionBack:
		_, err = p.page.GoBack(playwright.PageGoBackOptions{Timeout: to, WaitUntil: playwright.WaitUntilStateDomcontentloaded})
	case trajectory.ActionForward:
		_, err = p.page.GoForward(playwright.PageGoForwardOptions{Timeout: to, WaitUntil: playwright.WaitUntilStateDomcontentloaded})
	case trajectory.ActionDragAndDrop:
		err = loc.DragTo(drop.loc, playwright.LocatorDragToOptions{Timeout: to})
	case trajectory.ActionAssertText:
		var seen *string // what the last read found, if it read
		read := func() (string, error) {
			return loc.InnerText(playwright.LocatorInnerTextOptions{Timeout: ms(time.Second)})
		}
		if s.Target != nil && strings.EqualFold(s.Target.Fingerprint.Tag, "select") {
			// A drop-down's text is every option's: it shows the chosen ones.
			read = func() (string, error) { return selectedLabels(loc) }
		}
		err = poll(ctx, deadline, func() (bool, string, error) {
			got, err := read()
			seen = readOK(got, err)
			return matches(got, s.Value, s.Match, "contains"), fmt.Sprintf("text %s does not %s %q", quoteSeen(got), matchVerb(s.Match, "contains"), s.Value), err
		})
		err = falseCheck(err, "text", s, "contains", seen)
	case trajectory.ActionAssertValue:
		var seen *string
		err = poll(ctx, deadline, func() (bool, string, error) {
			got, err := loc.InputValue(playwright.LocatorInputValueOptions{Timeout: ms(time.Second)})
			seen = readOK(got, err)
			return matches(got, s.Value, s.Match, "exact"), fmt.Sprintf("value %s does not %s %q", quoteSeen(got), matchVerb(s.Match, "exact"), s.Value), err
		})
		err = falseCheck(err, "value", s, "exact", seen)
	case trajectory.ActionAssertChecked:
		err = poll(ctx, deadline, func() (bool, string, error) {
			got, err := loc.IsChecked(playwright.LocatorIsCheckedOptions{Timeout: ms(time.Second)})
			return got, "the element is not checked", err
		})
	case trajectory.ActionAssertURL:
		want := s.URL
		err = poll(ctx, deadline, func() (bool, string, error) {
			got := p.page.URL()
			return urlMatches(got, want, s.Match), fmt.Sprintf("URL %q does not %s %q", got, matchVerb(s.Match, "contains"), want), nil
		})
	default:
		err = fmt.Errorf("unknown action %q", s.Action)
	}
	if err != nil {
		if looks(s.Action) && s.Action != trajectory.ActionWaitFor && strings.HasPrefix(err.Error(), "assertion failed") {
			// A check's error says what it checked, in words: not
			// "assert-url: assertion failed: …".
			return err
		}
		return fmt.Errorf("%s: %w", s.Action, err)
	}
	// Typing, hovering and looking change no structure the next step
	// depends on; its locator polling covers late rendering.
	if typesInto(s) || s.Action == trajectory.ActionHover || looks(s.Action) {
		return nil
	}
	p.settle(before)
	return nil
}

// checkError is a text or value check that read its element and was
// false: Failure says what it expected and saw (StepResult.Check), the
// error's text says it in a sentence.
type checkError struct {
	Failure trajectory.CheckFailure
	err     error
}

func (e *checkError) Error() string { return e.err.Error() }
func (e *checkError) Unwrap() error { return e.err }

// selectedLabels reads the labels of the options a <select> shows as
// chosen, one a line.
func selectedLabels(loc playwright.Locator) (string, error) {
	v, err := loc.Evaluate(`el => el.selectedOptions ? [...el.selectedOptions].map((o) => o.label).join("\n") : el.innerText`, nil,
		playwright.LocatorEvaluateOptions{Timeout: ms(time.Second)})
	if err != nil {
		return "", err
	}
	s, _ := v.(string)
	return s, nil
}

// readOK is what a check's read found, nil when it could not read.
func readOK(got string, err error) *string {
	if err != nil {
		return nil
	}
	return &got
}

// falseCheck makes err, a text or value check's failure, a *checkError
// when its last read found something (seen): the check was false, not
// unable to look. what is "text" or "value", def the match s defaults to.
func falseCheck(err error, what string, s *trajectory.Step, def string, seen *string) error {
	if err == nil || seen == nil {
		return err
	}
	f := trajectory.CheckFailure{What: what, Expected: s.Value, Match: orDefault(s.Match, def), Actual: *seen}
	if n := utf8.RuneCountInString(*seen); n > seenMost {
		f.Actual, f.ActualLength = cut(*seen, seenMost), n
	}
	return &checkError{Failure: f, err: err}
}

// seenMost is how many characters of what a failed check saw are quoted
// (quoteSeen) and kept (StepResult.Check).
const seenMost = 200

// quoteSeen quotes the text a failed check saw, cut to its start when it
// is long (a check on the whole page would print all of the page's text
// in every report line) with the full length said.
func quoteSeen(got string) string {
	if n := utf8.RuneCountInString(got); n > seenMost {
		return fmt.Sprintf("%q (%d characters in all)", cut(got, seenMost), n)
	}
	return fmt.Sprintf("%q", got)
}

// matchVerb is how a failed check reads for a Step.Match (def when it is
// empty): "does not contain", "does not equal", "does not match".
func matchVerb(match, def string) string {
	switch orDefault(match, def) {
	case "exact":
		return "equal"
	case "regex":
		return "match"
	}
	return "contain"
}

// waitVisible waits until loc's element is visible, asking once first.
// Playwright's WaitFor checks on animation frames, and a page that has
// just loaded paints its first frames late: on the demo dashboard, right
// after the sign-in navigation, WaitFor took about 100 ms for a button
// that one IsVisible found visible in 75 (and 55 against 25 ms once the
// page had painted). Playwright's own expect(…).toBeVisible() also
// checks at once before it polls. A strict-mode error or no element
// goes to WaitFor, which waits or says what is wrong.
func waitVisible(loc playwright.Locator, to *float64) error {
	if v, err := loc.IsVisible(); err == nil && v {
		return nil
	}
	return loc.WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateVisible, Timeout: to})
}

func (p *Player) scroll(loc playwright.Locator, s *trajectory.Step, to *float64) error {
	if loc != nil {
		if err := loc.ScrollIntoViewIfNeeded(playwright.LocatorScrollIntoViewIfNeededOptions{Timeout: to}); err != nil {
			return err
		}
		if s.DeltaX == 0 && s.DeltaY == 0 {
			return nil
		}
		if err := loc.Hover(playwright.LocatorHoverOptions{Timeout: to}); err != nil {
			return err
		}
	}
	return p.page.Mouse().Wheel(float64(s.DeltaX), float64(s.DeltaY))
}

// clickOptions are Playwright's options for s, a click.
func clickOptions(s *trajectory.Step, to *float64) playwright.LocatorClickOptions {
	opts := playwright.LocatorClickOptions{Timeout: to}
	if s.DelayMS > 0 {
		opts.Delay = playwright.Float(float64(s.DelayMS))
	}
	switch s.Button {
	case "right":
		opts.Button = playwright.MouseButtonRight
	case "middle":
		opts.Button = playwright.MouseButtonMiddle
	}
	if s.ClickCount > 1 {
		opts.ClickCount = playwright.Int(s.ClickCount)
	}
	return opts
}

// notFillable reports whether err is Playwright's refusal to fill an
// element that is not a text field ("Element is not an <input>,
// <textarea> or [contenteditable] element", worded a little differently
// for other elements).
func notFillable(err error) bool {
	return strings.Contains(err.Error(), "Element is not an <input>")
}

// selectHas says how a fill step's value v names an option of loc's
// element when it is a <select>: "value" (an option has that value),
// "label" (one has that label), "none" (neither, yet: options may come
// late); "" when the element is not a <select>.
func selectHas(loc playwright.Locator, v string) string {
	by, err := loc.Evaluate(`(e, v) => e.tagName !== 'SELECT' ? '' :
  [...e.options].some(o => o.value === v) ? 'value' :
  [...e.options].some(o => o.label === v || o.textContent.trim() === v) ? 'label' : 'none'`, v, playwright.LocatorEvaluateOptions{Timeout: ms(time.Second)})
	if err != nil {
		return ""
	}
	s, _ := by.(string)
	return s
}

// fillSelect picks the option of a <select> a fill step names: by its
// value, else by its label (a change step records the value), as by (see
// selectHas) says; an option named neither way is waited for until to.
// It returns which one matched, "valued" or "labelled".
func fillSelect(loc playwright.Locator, v, by string, to *float64) (string, error) {
	if by != "label" {
		byValue := ms(time.Second)
		if by == "value" {
			byValue = to
		}
		_, err := loc.SelectOption(playwright.SelectOptionValues{Values: &[]string{v}}, playwright.LocatorSelectOptionOptions{Timeout: byValue})
		if err == nil {
			return "valued", nil
		}
		if by == "value" {
			return "", fmt.Errorf("choosing the option valued %q of the <select>: %w", v, err)
		}
	}
	if _, err := loc.SelectOption(playwright.SelectOptionValues{Labels: &[]string{v}}, playwright.LocatorSelectOptionOptions{Timeout: to}); err != nil {
		return "", fmt.Errorf("the element is a <select> with no option valued or labelled %q: %w", v, err)
	}
	return "labelled", nil
}

// noteWinner adds note to the outcome of the attempt that found the
// element (the last one that is "ok"), so a step that passed in a way its
// author should know about says so.
func noteWinner(attempts []trajectory.Attempt, note string) {
	for k := len(attempts) - 1; k >= 0; k-- {
		if strings.HasPrefix(attempts[k].Outcome, "ok") {
			attempts[k].Outcome += "; " + note
			return
		}
	}
}

// selectOption picks an option by its label, falling back to its value.
func selectOption(loc playwright.Locator, v string, to *float64) error {
	_, err := loc.SelectOption(playwright.SelectOptionValues{Labels: &[]string{v}}, playwright.LocatorSelectOptionOptions{Timeout: ms(time.Second)})
	if err == nil {
		return nil
	}
	_, err2 := loc.SelectOption(playwright.SelectOptionValues{Values: &[]string{v}}, playwright.LocatorSelectOptionOptions{Timeout: to})
	if err2 != nil {
		return fmt.Errorf("no option labelled or valued %q: %w", v, err2)
	}
	return nil
}

// settleJS resolves once the document has had no mutations for quiet ms,
// or after max ms. The first call in a document starts observing, so it
// waits at least one quiet window.
const settleJS = `([quiet, max]) => new Promise(resolve => {
  if (window.__repriseLastMutation === undefined) {
    window.__repriseLastMutation = performance.now();
    new MutationObserver(records => {
      // The marks a screenshot puts on elements showing a secret (shot.go)
      // are not the page changing.
      if (records.some(r => r.attributeName !== '` + secretAttr + `')) window.__repriseLastMutation = performance.now();
    })
      .observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  }
  const start = performance.now();
  const check = () => {
    const now = performance.now();
    const last = window.__repriseLastMutation;
    if (now - last >= quiet || now - start >= max) return resolve(true);
    setTimeout(check, quiet - (now - last));
  };
  check();
})`

// settle sees that a navigation the action caused reaches
// DOMContentLoaded, then waits until the DOM has been quiet for
// QuietWindow (capped at MaxSettle). No fixed sleeps: a step that changed
// nothing settles at once.
//
// Within a run (Play), the DOMContentLoaded is awaited by the next step
// that acts on the page or reads it otherwise than by looking
// (awaitLoading), since a click on a document whose handlers are not
// attached yet is lost, and by the run before it ends. Steps that only
// look (looks) poll for what they look for and go on at once; their heal
// waits for it (a document still loading is not yet the page to
// compare). A step whose result shows the page afterwards (a screenshot,
// the console) waits itself, as does a player told to settle the DOM,
// and a step performed alone (the recorder's): whoever comes next finds
// the new document loaded as far as that.
func (p *Player) settle(before string) {
	if p.page.URL() != before {
		p.loading = true
		if !p.inRun || p.opts.QuietWindow > 0 || p.opts.Trace || p.opts.Blobs != nil && p.opts.ScreenshotEachStep {
			p.awaitLoading()
		}
	}
	if p.opts.QuietWindow > 0 {
		quiet(p.page, p.opts.QuietWindow, p.opts.MaxSettle)
	}
}

// awaitLoading waits for the DOMContentLoaded of a document a step
// navigated to (see settle), once.
func (p *Player) awaitLoading() {
	if p.loading {
		p.loading = false
		_ = browser.WaitLoad(p.page, playwright.LoadStateDomcontentloaded, p.opts.MaxSettle*4)
	}
}

// looks reports whether a step does nothing but look at the page,
// polling until it sees what it looks for.
func looks(a trajectory.Action) bool {
	switch a {
	case trajectory.ActionAssertVisible, trajectory.ActionAssertText, trajectory.ActionAssertURL, trajectory.ActionAssertValue,
		trajectory.ActionAssertChecked, trajectory.ActionAssertCount, trajectory.ActionWaitFor:
		return true
	}
	return false
}

// quiet waits until the page's DOM has not changed for window, at most max.
func quiet(page playwright.Page, window, max time.Duration) {
	_, _ = page.Evaluate(settleJS, []int{int(window.Milliseconds()), int(max.Milliseconds())})
}

func poll(ctx context.Context, deadline time.Time, check func() (bool, string, error)) error {
	wait := 25 * time.Millisecond
	for {
		ok, why, err := check()
		if ok {
			return nil
		}
		if time.Now().Add(wait).After(deadline) || ctx.Err() != nil {
			if err != nil {
				return fmt.Errorf("assertion failed: %s: %w", why, err)
			}
			return fmt.Errorf("assertion failed: %s", why)
		}
		time.Sleep(wait)
		if wait < 200*time.Millisecond {
			wait *= 2
		}
	}
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// urlMatches compares a page address with an expected one by mode, as
// written and with percent-escapes decoded on both sides: a recording
// that saw "user=ann%40example.com" still matches the page's
// "user=ann@example.com" (browsers and servers differ in what they
// escape).
func urlMatches(got, want, mode string) bool {
	if matches(got, want, mode, "contains") {
		return true
	}
	g, gerr := url.PathUnescape(got)
	w, werr := url.PathUnescape(want)
	if gerr != nil || werr != nil {
		return false
	}
	if mode == "regex" {
		return matches(g, want, mode, "contains")
	}
	return matches(g, w, mode, "contains")
}

// matches compares got with want by mode ("exact", "contains", "regex").
func matches(got, want, mode, def string) bool {
	switch orDefault(mode, def) {
	case "exact":
		return strings.TrimSpace(got) == strings.TrimSpace(want)
	case "regex":
		re, err := regexp.Compile(want)
		return err == nil && re.MatchString(got)
	default:
		return strings.Contains(strings.Join(strings.Fields(got), " "), strings.Join(strings.Fields(want), " "))
	}
}

// absURL resolves a relative step URL against the current page, or the
// start URL when the page is blank.
func absURL(u, current, start string) string {
	base := current
	if base == "" || strings.HasPrefix(base, "about:") {
		base = navpolicy.Normalize(start)
	}
	b, err := url.Parse(base)
	if err != nil {
		return u
	}
	r, err := url.Parse(u)
	if err != nil {
		return u
	}
	return b.ResolveReference(r).String()
}

// assertCount waits until the first locator of the step's target finds
// exactly Value elements.
func (p *Player) assertCount(ctx context.Context, t *trajectory.Trajectory, s *trajectory.Step, deadline time.Time) error {
	if s.Target == nil || len(s.Target.Candidates) == 0 {
		return fmt.Errorf("%s: no locator to count with", s.Action)
	}
	want, err := strconv.Atoi(strings.TrimSpace(s.Value))
	if err != nil {
		return fmt.Errorf("%s: %q is not a count", s.Action, s.Value)
	}
	loc := snapshot.Resolve(p.page, s.Target.Frames, s.Target.Candidates[0])
	err = poll(ctx, deadline, func() (bool, string, error) {
		n, err := loc.Count()
		return n == want, fmt.Sprintf("found %d elements, expected %d", n, want), err
	})
	if err != nil {
		return fmt.Errorf("%s: %w", s.Action, err)
	}
	return nil
}
