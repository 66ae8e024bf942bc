// Package snapshot captures what a page offers to act on: the
// accessibility tree of every frame (same- and cross-origin iframes, open
// shadow roots), each interactive element with a stable id, ranked locator
// candidates and a fingerprint, plus a compact text rendering for models.
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
	Role string
	Name string
	Tag  string
	// Value is the current value of form fields; Checked for checkboxes and
	// radios ("true", "false", "mixed" or "").
	Value   string
	Checked string
	// Options lists a <select>'s option labels.
	Options []string
	// Interactive is true for elements a user can act on.
	Interactive bool
	Disabled    bool
	// Depth is the nesting level in the rendered tree.
	Depth int
	// Target is how to find the element again: candidates, frames and
	// fingerprint. Only interactive elements carry candidates.
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
