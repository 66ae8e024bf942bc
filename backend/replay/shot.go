package replay

import (
	"errors"
	"fmt"
	"slices"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Every screenshot the player takes (a step's after and before pictures,
// a heal's highlighted before and after) hides the run's secret values.
// Password fields show dots by themselves, but a secret typed into a
// plain text field (an API token field, a "Name" field given a secret) or
// echoed by the page ("Thanks, tok_…") would otherwise be readable in
// the PNG, which reports embed and CI archives.
//
// Before such a screenshot, one evaluation per frame marks with
// secretAttr the form fields whose current value contains a secret and
// the elements whose own text (their text-node children, joined) does,
// in open shadow roots too; the screenshot masks the marked elements
// with opaque boxes (Playwright's Mask) and, with secretStyle, paints
// their text transparent, so text overflowing its box is not shown
// either; the marks are then removed. A run without secrets pays nothing.
// Every non-empty secret is looked for, as trajectory.Redact masks every
// non-empty secret in text.

// secretAttr marks, for the length of one screenshot, an element that
// shows a secret.
const secretAttr = "data-reprise-secret"

// secretStyle is applied while a screenshot is taken (Playwright applies
// it in every frame): the marked elements' text is not painted.
const secretStyle = `[` + secretAttr + `] { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }`

// markSecretsJS marks the elements of a document that show one of the
// secrets and returns how many it marked. It keeps them in
// window.__repriseSecretMarks for unmarkSecretsJS (querySelectorAll does
// not reach into shadow roots).
const markSecretsJS = `(secrets) => {
  const attr = '` + secretAttr + `';
  const has = s => typeof s === 'string' && s !== '' && secrets.some(v => s.includes(v));
  const marks = window.__repriseSecretMarks || (window.__repriseSecretMarks = []);
  const visit = root => {
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    for (let e = walk.nextNode(); e; e = walk.nextNode()) {
      let hit = false;
      const tag = e.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') {
        hit = has(e.value);
      }
      if (!hit) {
        let own = '';
        for (const c of e.childNodes) if (c.nodeType === 3) own += c.data;
        hit = has(own);
      }
      if (hit) { e.setAttribute(attr, ''); marks.push(e); }
      if (e.shadowRoot) visit(e.shadowRoot);
    }
  };
  visit(document);
  return marks.length;
}`

// unmarkSecretsJS removes markSecretsJS's marks.
const unmarkSecretsJS = `() => {
  for (const e of window.__repriseSecretMarks || []) e.removeAttribute('` + secretAttr + `');
  window.__repriseSecretMarks = [];
}`

// errSecretsUnmarked is why a screenshot was not taken: the page's
// elements that show a secret could not be marked to be hidden.
var errSecretsUnmarked = errors.New("the elements showing a secret could not be marked to hide them")

// screenshot takes opts's screenshot of the page with every element that
// shows one of secrets masked (see above); with no secrets it is
// Page.Screenshot. opts's own Mask (a heal's highlighted element) is kept
// and its MaskColor used for the secrets too, so callers that tint with a
// translucent colour rely on secretStyle to hide the text beneath. When
// the main frame cannot be marked no screenshot is taken: a picture
// showing a secret is worse than none.
func (p *Player) screenshot(opts playwright.PageScreenshotOptions, secrets []string) ([]byte, error) {
	secrets = shownForms(secrets)
	if len(secrets) == 0 {
		return p.page.Screenshot(opts)
	}
	var marked []playwright.Frame
	defer func() {
		for _, f := range marked {
			_, _ = f.Evaluate(unmarkSecretsJS)
		}
	}()
	main := p.page.MainFrame()
	for _, f := range p.page.Frames() {
		v, err := f.Evaluate(markSecretsJS, secrets)
		if err != nil {
			if f == main {
				return nil, fmt.Errorf("taking a screenshot: %w: %w", errSecretsUnmarked, err)
			}
			continue // a frame detached or still loading shows nothing yet
		}
		if n, ok := v.(int); ok && n == 0 {
			continue
		}
		if n, ok := v.(float64); ok && n == 0 {
			continue
		}
		marked = append(marked, f)
		opts.Mask = append(opts.Mask, f.Locator("["+secretAttr+"]"))
	}
	if len(marked) == 0 {
		return p.page.Screenshot(opts)
	}
	style := secretStyle
	if opts.Style != nil {
		style = *opts.Style + "\n" + style
	}
	opts.Style = &style
	return p.page.Screenshot(opts)
}

// shownForms returns every form a secret may be shown in on a page
// (trajectory.ValueForms: as given, trimmed, whitespace collapsed), once
// each; empty secrets give none.
func shownForms(secrets []string) []string {
	var out []string
	for _, v := range secrets {
		for _, f := range trajectory.ValueForms(v) {
			if !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}
