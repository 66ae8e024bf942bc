// Package snapshot captures what a page offers to act on: the
// accessibility tree of every frame (same- and cross-origin iframes, open
// shadow roots), each interactive element with a stable id, ranked locator
// candidates and a fingerprint, plus a compact text rendering for models.
//
// Take evaluates one embedded script (snapshot.js) per frame. The script
// walks the document once, computes roles and accessible names the way
// Playwright's getByRole does, and counts, in the same pass, how many
// elements each candidate locator would match for Playwright's engines, so
// only candidates that match exactly one element are kept. In rank order
// (see the Score constants):
//
//   - testid: data-testid (1), then data-test, data-qa, data-cy,
//     data-test-id, data-qa-id, data-testing (2);
//   - role: role and exact accessible name, for visible elements (100);
//   - placeholder (120), label (140), alt text (160): exact values;
//   - text: the element's own text when 80 characters or fewer and
//     getByText would return the element itself, not a child (180);
//   - title (200);
//   - css: #id when the id does not look generated (500);
//     tag[name=…], tag[type=…], tag[type=…][name=…] or a data key attribute
//     such as tr[data-user-id="u5"] (520);
//   - css row: for an interactive element nothing above names, its row,
//     card or group's text, `li:has-text("Walk the dog") > div >
//     input[type="checkbox"]` (540); the fingerprint's context is that
//     text too, so replay tells the rows apart;
//   - css path: tag and :nth-child steps from the nearest ancestor with a
//     stable id or data key, or from html, crossing open shadow roots as
//     Playwright's css engine does (10,000,000), always present;
//   - xpath: absolute, for elements outside shadow roots (10,000,001),
//     always last.
//
// Resolve turns a candidate back into a Playwright locator, FingerprintOf
// fingerprints the element a locator finds with the same script, and
// Compare decides whether that element is still the recorded one.
package snapshot

import (
	"time"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Snapshot is the state of a page at one moment.
type Snapshot struct {
	// URL and Title are the main frame's.
	URL   string
	Title string
	// Elements are in document order, frames after their parent's elements
	// at the position of their <iframe>.
	Elements []Element
	// Took is how long capturing took.
	Took time.Duration
}

// Element is one node of the snapshot: an interactive element, or a
// landmark/heading/text node kept for context.
type Element struct {
	// ID is stable for the same page state: "e12" in the main frame,
	// "f1e3" in the first child frame, and so on.
	ID string
	// Role is the ARIA role (explicit or implicit); Name the accessible name.
	// Elements Playwright gives no role have "generic" (a clickable div, a
	// <summary>), "text" (static text) or "iframe".
	Role string
	Name string
	Tag  string
	// Value is the current value of form fields (the selected option's
	// label for a <select>; "••••••" for a filled password field); Checked
	// for checkboxes and radios ("true", "false", "mixed" or "").
	Value   string
	Checked string
	// Options lists a <select>'s option labels.
	Options []string
	// Interactive is true for elements a user can act on.
	Interactive bool
	Disabled    bool
	// Hidden is true for elements hidden from the accessibility tree; they
	// appear only when Options.IncludeHidden is set.
	Hidden bool
	// Level is a heading's level (1–6), 0 otherwise.
	Level int
	// Frame is set on <iframe> elements: the id prefix ("f1") of the
	// elements of the frame it shows, which follow it in Elements.
	Frame string
	// Depth is the nesting level in the rendered tree.
	Depth int
	// Target is how to find the element again: candidates, frames and
	// fingerprint. Interactive elements carry candidates, and so do the
	// headings, static text and iframes kept for context, so assertions
	// can target them; landmarks and table rows carry none (zero Target).
	Target trajectory.Target
}

// ByID returns the element with the given id.
func (s *Snapshot) ByID(id string) (*Element, bool) {
	for i := range s.Elements {
		if s.Elements[i].ID == id {
			return &s.Elements[i], true
		}
	}
	return nil, false
}
