package replay

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// A replayed step passes only when it did what it says, where that can be
// checked cheaply. An app whose scripts load late (RequireJS) ignores a
// key pressed before its handlers are attached, and may render its field
// anew when it starts, dropping what was typed: Playwright reports both
// actions done, and without these checks the replay would go on, and
// pass, on a page in the wrong state.
//
//   - fill and type wait, on a page that has not finished loading, for
//     its load event (up to 5 s) before typing, as page.goto does before
//     a hand-written Playwright program types: scripts that a loader adds
//     while the page loads (RequireJS) hold the load back, so the app has
//     then attached its handlers and rendered its field. Knowing whether
//     the page has loaded costs no round trip (Playwright's driver
//     reports the load event). Once its scripts are running a fill holds:
//     the recorder checked that it did on this page. (Typing at once and
//     reading the field back after the load, as replay once did, waited
//     for the same load and cost a locator query more.)
//   - Enter pressed in the main document: the page reacted (its DOM
//     changed, it navigated, the field's value changed or the field went
//     away). One round trip before the key (it notes the page's state and
//     tells whether the document is still loading: the key then waits for
//     the load, since a key pressed before the handlers are attached is
//     lost and what a loading page does cannot be told from what the key
//     did) and one after (it waits in the page, up to effectWait, for the
//     reaction; a page that reacts at once answers at once). A page that
//     ignored the key is waited for until its scripts finished loading and
//     the key is pressed once more;
//   - check and uncheck: Playwright already fails when the box does not
//     end up in the wanted state.
//
// Whenever a step acts again, its element is found again by its
// fingerprint first, as any step's is. A step that still did not take
// effect fails with a message that says so: never passed. On the happy
// path an Enter costs two round trips; other actions none.

// effectWait is how long the page may take to react to Enter before the
// step waits for the page to finish loading and presses again.
const effectWait = time.Second

// effectReadTimeout bounds reading the page's state before a key.
const effectReadTimeout = 500 * time.Millisecond

// errNoEffect is the cause of a step the page ignored.
var errNoEffect = errors.New("the page did not react")

// CounterScript starts a document's count of DOM mutations, kept in a
// property the page does not enumerate, once per document: the effect
// checks below compare it before and after a key, and the recorder adds
// it to every document it records on, to tell a page that is still
// rendering. It is an expression statement, usable as an init script.
const CounterScript = `(() => {
  if (window.__repriseEffects) return;
  let n = 0;
  new MutationObserver((r) => { n += r.length; }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  Object.defineProperty(window, "__repriseEffects", { value: () => n, enumerable: false });
})()`

// probeJS notes the page's state before a key is pressed on el (the
// focused element when el is null): the count of DOM mutations since the
// counter started (the recorder's init script starts it with every
// document; otherwise it starts here), the address, the element and its
// value. It returns whether the document is still loading.
const probeJS = `(el) => {
  ` + CounterScript + `;
  el = el || document.activeElement;
  const value = el && "value" in el ? String(el.value) : "";
  Object.defineProperty(window, "__repriseProbe", { value: { n: window.__repriseEffects(), url: location.href, el, value },
    enumerable: false, configurable: true, writable: true });
  return document.readyState !== "complete";
}`

// reactionJS waits in the page, up to ms, for a reaction since the probe
// and says what it was: "" for none, "url" when the address changed,
// "value" when the element's value changed, "gone" when the element left
// the document, "dom" when only the DOM changed. A page without a probe
// (a new document: the key navigated) answers "url".
const reactionJS = `(ms) => new Promise((resolve) => {
  const p = window.__repriseProbe;
  if (!p) return resolve("url");
  const what = () => {
    if (location.href !== p.url) return "url";
    if (p.el && !p.el.isConnected) return "gone";
    if (p.el && "value" in p.el && String(p.el.value) !== p.value) return "value";
    return window.__repriseEffects() !== p.n ? "dom" : "";
  };
  const start = performance.now();
  let obs;
  const tick = () => {
    const w = what();
    if (w || performance.now() - start >= ms) { if (obs) obs.disconnect(); return resolve(w); }
    setTimeout(tick, 25);
  };
  if (ms > 0 && !what()) {
    obs = new MutationObserver(() => setTimeout(tick, 0));
    obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }
  tick();
})`

// performChecked is perform followed by the checks above; used is the
// target the step acted on (its healed one when it was healed).
func (p *Player) performChecked(ctx context.Context, s *trajectory.Step, startURL string, used *trajectory.Target, target, drop *found, deadline time.Time) error {
	if !checksEnter(s, used) {
		p.readyToType(s, nil)() // target was located in this document
		return p.perform(ctx, s, startURL, target, drop, deadline)
	}
	probed, loading := p.probe(target)
	if loading {
		// Act only when the page can handle the key: what a page does
		// while it loads cannot be told from what the key did, and a key
		// pressed before the handlers are attached is lost (keys are not
		// queued). The load may have rendered the element anew.
		p.waitLoaded()
		again, err := p.relocate(ctx, used, target, deadline)
		if err != nil {
			return fmt.Errorf("%w: the element to press %s in was not found again once the page had loaded: %s", errNoEffect, s.Key, firstLine(err.Error()))
		}
		target = again
		probed, _ = p.probe(target)
		deadline = atLeast(deadline, 2*time.Second)
	}
	if err := p.perform(ctx, s, startURL, target, drop, deadline); err != nil || !probed {
		return err
	}
	if p.reaction(effectWait) != "" {
		return nil
	}
	// Nothing happened: the page may not be ready for the key yet (its
	// scripts load after the document did, as RequireJS loads them).
	p.WaitReady()
	if p.reaction(0) != "" {
		return nil // a late reaction (a reply the page waited for)
	}
	again, err := p.relocate(ctx, used, target, deadline)
	if err != nil {
		return p.noEffect(s, used, "and its element could not be found again to press once more")
	}
	if probed, _ := p.probe(again); !probed {
		return p.noEffect(s, used, "and the page could not be read to press once more")
	}
	if err := p.perform(ctx, s, startURL, again, drop, atLeast(deadline, 2*time.Second)); err != nil {
		return err
	}
	if p.reaction(effectWait) == "" {
		return p.noEffect(s, used, "also after the page finished loading: the key does nothing there, or the page is not ready for it")
	}
	return nil
}

// checksEnter reports whether s is Enter pressed in the main document,
// whose effect performChecked checks.
func checksEnter(s *trajectory.Step, used *trajectory.Target) bool {
	return s.Action == trajectory.ActionPress && strings.EqualFold(s.Key, "Enter") && (used == nil || len(used.Frames) == 0)
}

// probe notes the page's state before a key is pressed on target (the
// focused element without one); ok is false when it cannot be read, and
// loading is true while the document is still loading.
func (p *Player) probe(target *found) (ok, loading bool) {
	var v any
	var err error
	if target != nil {
		v, err = target.loc.Evaluate(probeJS, nil, playwright.LocatorEvaluateOptions{Timeout: ms(effectReadTimeout)})
	} else {
		v, err = p.page.Evaluate(probeJS, nil)
	}
	loading, _ = v.(bool)
	return err == nil, loading
}

// reaction waits in the page up to wait for a reaction since the probe
// (see reactionJS). A document that went away under the question was
// replaced: a navigation is a reaction ("url").
func (p *Player) reaction(wait time.Duration) string {
	v, err := p.page.Evaluate(reactionJS, int(wait.Milliseconds()))
	if err != nil {
		return "url"
	}
	s, _ := v.(string)
	return s
}

// Loaded reports whether the main document has fired its load event,
// with no round trip to the page (browser.Loaded).
func (p *Player) Loaded() bool { return browser.Loaded(p.page) }

// waitLoaded waits, up to 5 s, for the page's load event: scripts a
// loader adds while the page loads (RequireJS) hold it back.
func (p *Player) waitLoaded() {
	_ = browser.WaitLoad(p.page, playwright.LoadStateLoad, 5*time.Second)
}

// WaitReady waits for the page to finish loading its scripts: its load
// event, then up to 3 s for the network to go quiet (scripts fetched
// after the load).
func (p *Player) WaitReady() {
	p.waitLoaded()
	_ = browser.WaitLoad(p.page, playwright.LoadStateNetworkidle, 3*time.Second)
}

// relocate finds the step's element again, checked against its
// fingerprint like any step's, for acting once more after the page
// finished loading (which may have rendered it anew). A step with no
// target keeps none.
func (p *Player) relocate(ctx context.Context, used *trajectory.Target, target *found, deadline time.Time) (*found, error) {
	if target == nil || used == nil {
		return nil, nil
	}
	return locate(ctx, p.page, used, false, atLeast(deadline, 2*time.Second), p.opts.MaxSettle)
}

// atLeast is deadline, or d from now when that is later: a step that
// waited for its page still has time to act once more.
func atLeast(deadline time.Time, d time.Duration) time.Time {
	if least := time.Now().Add(d); deadline.Before(least) {
		return least
	}
	return deadline
}

// typesInto reports whether s types into a field.
func typesInto(s *trajectory.Step) bool {
	return s.Action == trajectory.ActionFill || s.Action == trajectory.ActionType
}

// readyToType waits, before s types into a field of a page that has not
// loaded yet, for the page's load (see the top of this file). A page
// that has loaded costs nothing: Playwright's driver has reported it.
// loc, when given, is the step's locator, not yet resolved in this
// document: it is resolved meanwhile, so that Playwright's helper script
// and the fingerprint engine are built in the document while it loads
// rather than after (a document's first locator costs several
// milliseconds more than later ones, tens on a page with frames). The
// query runs beside the wait, not before it: the typing starts at the
// load and shares the helper script the query is building, instead of
// waiting for the query to end first (about 4 ms on the demo login page,
// whose load comes before the query's end). The caller calls done once
// it has typed; done waits for the query.
func (p *Player) readyToType(s *trajectory.Step, loc playwright.Locator) (done func()) {
	if !typesInto(s) || p.Loaded() {
		return func() {}
	}
	if loc == nil {
		p.waitLoaded()
		return func() {}
	}
	built := make(chan struct{})
	go func() {
		defer close(built)
		_, _ = loc.Count()
	}()
	p.waitLoaded()
	return func() { <-built }
}

// noEffect is the error of a key the page did not act on; why says more.
func (p *Player) noEffect(s *trajectory.Step, used *trajectory.Target, why string) error {
	on := "the page"
	if used != nil {
		on = elementWords(used.Fingerprint)
	}
	return fmt.Errorf("%w: pressing %s in %s changed nothing on the page, %s", errNoEffect, s.Key, on, why)
}

// elementWords names a recorded element for a person: its role (else its
// tag) and its name or placeholder, such as button "Sign out".
func elementWords(fp trajectory.Fingerprint) string {
	name := fp.Name
	if name == "" {
		name = fp.Attrs["placeholder"]
	}
	return fmt.Sprintf("%s %q", cmpOr(fp.Role, fp.Tag, "element"), name)
}

// cmpOr returns the first non-empty string.
func cmpOr(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
