package replay

import "github.com/reprise-qa/reprise/backend/trajectory"

// pageSaysJS reads the messages a page shows about what went wrong, the
// way a person looking at it after a failed step reads them first: alerts
// (role alert or alertdialog, assertive live regions), the error message
// of a field marked invalid, and elements whose class calls them an error
// ("error", "alert-danger", "invalid-feedback"). Only visible ones, each
// once, in document order, at most max, each cut to 200 characters.
const pageSaysJS = `(max) => {
  const out = [];
  const add = (t) => {
    t = (t || "").replace(/\s+/g, " ").trim();
    if (!t || t.length > 400) return; // empty, or a container (an error boundary around the app), not a message
    if (t.length > 200) t = t.slice(0, 199) + "\u2026";
    if (!out.includes(t)) out.push(t);
  };
  const shown = (el) => (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) : !!el.offsetParent);
  const errorClass = /(^|[\s_-])(error|errors|danger|invalid|invalid-feedback|field-error)($|[\s_-])/i;
  const sel = "[role=alert],[role=alertdialog],[aria-live=assertive],[aria-invalid=true],[class*=error],[class*=danger],[class*=invalid]";
  for (const el of document.querySelectorAll(sel)) {
    if (out.length >= max) break;
    if (el.getAttribute("aria-invalid") === "true") {
      for (const id of (el.getAttribute("aria-errormessage") || el.getAttribute("aria-describedby") || "").split(/\s+/)) {
        const m = id && document.getElementById(id);
        if (m && shown(m)) add(m.innerText);
      }
      continue;
    }
    const role = el.getAttribute("role");
    if (role !== "alert" && role !== "alertdialog" && el.getAttribute("aria-live") !== "assertive" && !errorClass.test(el.className && el.className.baseVal !== undefined ? el.className.baseVal : el.className)) continue;
    if (/^(INPUT|TEXTAREA|SELECT|FORM|BODY|HTML)$/.test(el.tagName) || !shown(el)) continue;
    add(el.innerText);
  }
  return out;
}`

// pageSaysMax is how many of the page's messages a failed step keeps.
const pageSaysMax = 3

// pageSays is what the page shows about what went wrong after a step
// failed (pageSaysJS), secrets masked: "Invalid email or password" says
// why a sign-in check failed better than the URL it did not reach.
// Nothing when the page cannot be read.
func (p *Player) pageSays(secrets []string) []string {
	v, err := p.page.Evaluate(pageSaysJS, pageSaysMax)
	if err != nil {
		return nil
	}
	list, _ := v.([]any)
	var out []string
	for _, x := range list {
		if s, ok := x.(string); ok {
			out = append(out, trajectory.Redact(s, secrets))
		}
	}
	return out
}
