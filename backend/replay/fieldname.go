package replay

import (
	"fmt"
	"strings"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// A form field is also what it sends: its name attribute. A locator that
// finds a field by what the page shows (its label, role and name, its
// placeholder) can be led to another field when the page's words move
// while its fields stay: two labels swapped, "Address" now over the field
// named city. The fingerprint check alone accepts that field (it has the
// recorded label), and the replay would type the address into the city,
// or a password into a plain text field, and go on green.
//
// So when a locator finds a recorded field that had a name, and the field
// found has another name while exactly one other field of the page still
// has the recorded one, the two disagree about which field is the
// recorded one and replay refuses to guess. A field whose name changed
// and that no other field took (coupon → promoCode, a new release's form)
// is not affected.

// fieldNameJS reports, for the element el and the recorded field name
// name, the label (or name) of the one other field in el's document or
// shadow root that carries name when el does not; "" when there is no
// such disagreement.
const fieldNameJS = `(el, name) => {
  if (el.getAttribute("name") === name) return "";
  const cut = (v) => (v || "").length > 200 ? v.slice(0, 200) : (v || "");
  const others = [...el.getRootNode().querySelectorAll("input, textarea, select")]
    .filter((e) => e !== el && cut(e.getAttribute("name")) === name);
  if (others.length !== 1) return "";
  const o = others[0];
  const label = o.labels && o.labels.length ? o.labels[0].innerText : (o.getAttribute("aria-label") || o.getAttribute("placeholder") || "");
  return (label || "").trim().replace(/\s+/g, " ").slice(0, 80) || "(no label)";
}`

// fieldNameConflict is the reason to refuse the element loc finds for a
// step recorded as fp, through c (see above), or "" when there is none.
// An element that cannot be read is no conflict here: the action that
// follows fails on it by itself.
func fieldNameConflict(loc playwright.Locator, fp trajectory.Fingerprint, c trajectory.Locator) string {
	// The in-page engine (snapshot.Recorded) makes the same check within
	// the query that finds the element; only replay's full path, which
	// compares fingerprints in Go, asks the page separately, for the words.
	name := snapshot.FieldOf(fp)
	if name == "" {
		return ""
	}
	v, err := loc.Evaluate(fieldNameJS, name, playwright.LocatorEvaluateOptions{Timeout: playwright.Float(2000)})
	other, _ := v.(string)
	if err != nil || other == "" {
		return ""
	}
	return fmt.Sprintf("%s finds another field than the one recorded: the field named %q that was recorded is still on the page, now labelled %q — the page's labels may have been swapped",
		c.String(), name, strings.TrimSpace(other))
}
