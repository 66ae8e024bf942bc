package healbench

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"
)

// Categories are the kinds of mutation the corpus covers (issue 4). Every
// case names one of them.
var Categories = []string{
	"renamed-id",        // an id (or test id) renamed by a refactor
	"removed-id",        // an id dropped altogether
	"regenerated-class", // CSS-in-JS class names rebuilt with new hashes
	"text-reword",       // a minor copy change that keeps the meaning
	"text-meaning",      // a copy change that changes the meaning (unsolvable)
	"moved-element",     // the element moved elsewhere on the page
	"added-wrapper",     // wrappers added around the element
	"reordered-list",    // the list, table or menu the element lives in reordered
	"decoy",             // a look-alike with a similar name added nearby
	"into-iframe",       // the element moved into a same-origin iframe
	"into-shadow",       // the element moved into an open shadow root
	"attribute-only",    // only attributes changed (aria, type, name, data-*)
	"element-removed",   // the element is gone (unsolvable)
	"ambiguous",         // two equally good candidates now (unsolvable)
	"label-meaning",     // a field's label now names another thing, id kept (unsolvable)
	"moved-into-menu",   // a link or button moved into an open dropdown menu
	"icon-reworded",     // an icon-only button's label reworded among other icon buttons
	"role-migration",    // a control rebuilt as another kind with the same label (checkbox → switch)
	"placeholder-moved", // a field named only by its placeholder moved elsewhere
	"value-with-in",     // the typed value contains " in " and the field was renamed
}

// Case is one mutation case: a flow recorded on original.html and replayed
// on mutated.html, with an oracle saying which element each step must act
// on in mutated.html. Its JSON form is case.json (see
// testdata/mutations/README.md).
type Case struct {
	// Dir is the case's directory in the corpus, e.g. "01-renamed-id-save".
	Dir string `json:"-"`
	// Name is a sentence a user recognises: "Save button id renamed".
	Name string `json:"name"`
	// Category is one of Categories.
	Category string `json:"category"`
	// Solvable says whether a careful human, shown the recorded element
	// and mutated.html, would point at exactly one element. Unsolvable
	// cases must fail without acting.
	Solvable bool `json:"solvable"`
	// Mutation says what changed between original.html and mutated.html.
	Mutation string `json:"mutation"`
	// Steps are recorded in order on original.html with the offline
	// resolver.
	Steps []CaseStep `json:"steps"`
}

// CaseStep is one instruction of a case's flow and its oracle.
type CaseStep struct {
	// Do is the offline-resolver instruction, e.g. "click Save".
	Do string `json:"do"`
	// Oracle is a CSS selector (Playwright's css engine, which pierces
	// open shadow roots) matching exactly one element in mutated.html:
	// the element the step must act on. Events on any other element are
	// wrong-element actions. The mutated step of an unsolvable case has
	// no oracle: any event during it is a wrong-element action.
	Oracle string `json:"oracle,omitempty"`
	// Frames are CSS selectors of the iframes, outermost first, that lead
	// from mutated.html to the oracle's document.
	Frames []string `json:"frames,omitempty"`
	// Mutated marks the step the mutation is aimed at; exactly one per case.
	Mutated bool `json:"mutated,omitempty"`
}

// MutatedIndex returns the index of the case's mutated step.
func (c *Case) MutatedIndex() int {
	for i, s := range c.Steps {
		if s.Mutated {
			return i
		}
	}
	return -1
}

// Instructions returns the flow's instructions in order.
func (c *Case) Instructions() []string {
	out := make([]string, len(c.Steps))
	for i, s := range c.Steps {
		out[i] = s.Do
	}
	return out
}

// validate reports every problem of a case, naming its step.
func (c *Case) validate(fsys fs.FS) error {
	var probs []string
	add := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	if strings.TrimSpace(c.Name) == "" {
		add("name is required")
	}
	if !slices.Contains(Categories, c.Category) {
		add("category %q is not one of %s", c.Category, strings.Join(Categories, ", "))
	}
	if strings.TrimSpace(c.Mutation) == "" {
		add("mutation (what changed) is required")
	}
	if len(c.Steps) == 0 || len(c.Steps) > 3 {
		add("a flow has 1 to 3 steps, this one %d", len(c.Steps))
	}
	mutated := 0
	for i, s := range c.Steps {
		if strings.TrimSpace(s.Do) == "" {
			add("step %d: do (the instruction) is required", i+1)
		}
		if s.Mutated {
			mutated++
		}
		switch {
		case s.Mutated && !c.Solvable && s.Oracle != "":
			add("step %d: the mutated step of an unsolvable case has no right element, so no oracle", i+1)
		case (!s.Mutated || c.Solvable) && s.Oracle == "":
			add("step %d: oracle (a CSS selector for the right element in mutated.html) is required", i+1)
		}
		if len(s.Frames) > 0 && s.Oracle == "" {
			add("step %d: frames without an oracle", i+1)
		}
	}
	if mutated != 1 {
		add("exactly one step must be marked mutated, found %d", mutated)
	}
	for _, f := range []string{"original.html", "mutated.html"} {
		if _, err := fs.Stat(fsys, path.Join(c.Dir, f)); err != nil {
			add("%s is missing", f)
		}
	}
	if len(probs) > 0 {
		return &CaseError{Case: c.Dir, Problems: probs}
	}
	return nil
}

// LoadCases reads every case of a corpus: each directory of fsys holding a
// case.json. Cases are returned sorted by directory; a corpus with no case
// or with an invalid case is an error naming every problem.
func LoadCases(fsys fs.FS) ([]*Case, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, fmt.Errorf("reading corpus: %w", err)
	}
	var cases []*Case
	var errs []error
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		data, err := fs.ReadFile(fsys, path.Join(e.Name(), "case.json"))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("reading %s/case.json: %w", e.Name(), err))
			continue
		}
		c := &Case{Dir: e.Name()}
		dec := json.NewDecoder(strings.NewReader(string(data)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(c); err != nil {
			errs = append(errs, &CaseError{Case: e.Name(), Problems: []string{"case.json: " + err.Error()}})
			continue
		}
		if err := c.validate(fsys); err != nil {
			errs = append(errs, err)
			continue
		}
		cases = append(cases, c)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if len(cases) == 0 {
		return nil, ErrNoCases
	}
	sort.Slice(cases, func(i, j int) bool { return cases[i].Dir < cases[j].Dir })
	return cases, nil
}
