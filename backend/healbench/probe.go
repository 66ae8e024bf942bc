package healbench

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
)

// probeScript is installed with Page.AddInitScript, so it runs in every
// document and frame before the page's own scripts and leaves the HTML
// untouched. It listens, in the capture phase on window, for the events a
// user's action causes and records for each the element it hit
// (composedPath()[0], so elements inside shadow roots are seen as
// themselves) and whether that element is, or is inside, the element the
// runner marked as the oracle before the step. The marks live in a WeakSet
// closed over by the script: nothing in the DOM shows which element is the
// right one, so healing cannot read it.
//
// Change events are kept for checkboxes, radios, selects and files only:
// on text fields change fires when focus leaves them, which a later click
// elsewhere causes, while their input events already show who was typed in.
const probeScript = `(() => {
  if (window.__healbench) return;
  let marked = new WeakSet();
  const events = [];
  const describe = (el) => {
    if (!el || el.nodeType !== 1) return String(el && el.nodeName);
    let s = el.localName;
    if (el.id) s += "#" + el.id;
    const label = el.labels && el.labels[0] ? el.labels[0].innerText : "";
    const text = (el.getAttribute("aria-label") || label || el.innerText || el.getAttribute("placeholder") || "").trim().replace(/\s+/g, " ");
    if (text) s += ' "' + text.slice(0, 40) + '"';
    if (el.getRootNode() instanceof ShadowRoot) s += " (in shadow root)";
    if (window !== window.top) s += " (in iframe)";
    return s;
  };
  const direct = new Set(["checkbox", "radio", "file", "range", "color"]);
  const record = (e) => {
    if (!e.isTrusted) return;
    const path = e.composedPath();
    const t = path[0];
    if (e.type === "change" && t && t.localName === "input" && !direct.has((t.type || "").toLowerCase())) return;
    if (e.type === "change" && t && t.localName === "textarea") return;
    events.push({ type: e.type, target: describe(t), inside: path.some((n) => marked.has(n)) });
  };
  for (const type of ["click", "dblclick", "input", "change", "keydown"]) window.addEventListener(type, record, true);
  Object.defineProperty(window, "__healbench", { enumerable: false, value: {
    mark(el) { marked.add(el); },
    reset() { marked = new WeakSet(); events.length = 0; },
    take() { return JSON.stringify(events.splice(0)); },
  }});
})();`

// Event is one user event the probe saw during a step.
type Event struct {
	// Type is click, dblclick, input, change or keydown.
	Type string `json:"type"`
	// Target describes the element hit, e.g. `button#save "Save"`.
	Target string `json:"target"`
	// Inside is true when the element is the step's oracle or inside it.
	Inside bool `json:"inside"`
}

// oracleWait bounds how long the runner waits for a step's oracle element
// to appear in mutated.html (pages may build it with script); generous,
// because on a loaded machine a page can take seconds to answer.
const oracleWait = 30 * time.Second

// resetProbes clears the oracle marks and recorded events in every frame.
func resetProbes(page playwright.Page) {
	for _, f := range browser.Frames(page) {
		_, _ = f.Evaluate(`() => window.__healbench && window.__healbench.reset()`)
	}
}

// markOracle finds the step's oracle in mutated.html and marks it in its
// frame's probe. The oracle must match exactly one element: anything else
// is a broken case.
func markOracle(page playwright.Page, s CaseStep) error {
	var loc playwright.Locator
	if len(s.Frames) == 0 {
		loc = page.Locator(s.Oracle)
	} else {
		fl := page.FrameLocator(s.Frames[0])
		for _, f := range s.Frames[1:] {
			fl = fl.FrameLocator(f)
		}
		loc = fl.Locator(s.Oracle)
	}
	if err := loc.First().WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateAttached, Timeout: playwright.Float(float64(oracleWait.Milliseconds()))}); err != nil {
		return fmt.Errorf("oracle %q matches no element in mutated.html: %s", s.Oracle, firstLine(err.Error()))
	}
	n, err := loc.EvaluateAll(`(els) => { if (els.length === 1) window.__healbench.mark(els[0]); return els.length; }`)
	if err != nil {
		return fmt.Errorf("marking oracle %q: %w", s.Oracle, err)
	}
	if c, ok := n.(int); !ok || c != 1 {
		if f, isFloat := n.(float64); isFloat && f == 1 {
			return nil
		}
		return fmt.Errorf("oracle %q matches %v elements in mutated.html, want 1", s.Oracle, n)
	}
	return nil
}

// takeEvents returns and clears the events every frame recorded.
func takeEvents(page playwright.Page) []Event {
	var out []Event
	for _, f := range browser.Frames(page) {
		raw, err := f.Evaluate(`() => window.__healbench ? window.__healbench.take() : "[]"`)
		if err != nil {
			continue
		}
		s, _ := raw.(string)
		var evs []Event
		if json.Unmarshal([]byte(s), &evs) == nil {
			out = append(out, evs...)
		}
	}
	return out
}
