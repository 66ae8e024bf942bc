package resolver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// corpusFile is one page of the phrasing corpus (testdata/corpus/*.json):
// instructions written the way different people write them, each with the
// element it means, or none when the resolver must not resolve it.
type corpusFile struct {
	// Page is a fixture under testdata/pages ("todo.html") or a demo site
	// path ("demo:/login.html").
	Page  string       `json:"page"`
	Cases []corpusCase `json:"cases"`
}

type corpusCase struct {
	// Want names the intended element: a data-testid ("toggle-dog"), an id
	// ("#email"), a role and name ("link=Shop") or a role, name and
	// context ("button=Add to cart|Silk Scarf"); "" means the
	// instruction is unclear on this page and must not resolve.
	Want string `json:"want"`
	// Action, when set, is the action the resolver must choose ("check",
	// "fill", "dblclick"…); Value the value it must type or select.
	Action string   `json:"action,omitempty"`
	Value  *string  `json:"value,omitempty"`
	Say    []string `json:"say"`
}

// TestPhrasingCorpus resolves every instruction of the corpus on a real
// page and reports precision (of the instructions resolved, the share
// resolved to the intended element: must be 100%) and recall (of the
// instructions with an intended element, the share resolved to it).
func TestPhrasingCorpus(t *testing.T) {
	files, err := filepath.Glob("testdata/corpus/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	s := browsertest.NewPage(t)
	page := s.Page
	var total, withTarget, resolved, correct, hovers int
	var wrong, bare []string
	unsure := 0
	pages := map[string]bool{}
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var cf corpusFile
		if err := json.Unmarshal(raw, &cf); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		pages[cf.Page] = true
		url := fixtures.URL + "/" + cf.Page
		if p, ok := strings.CutPrefix(cf.Page, "demo:"); ok {
			url = demo.URL() + p
		}
		if _, err := page.Goto(url, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
			t.Fatalf("opening %s: %v", url, err)
		}
		snap, err := snapshot.Take(context.Background(), page, snapshot.Options{})
		if err != nil {
			t.Fatalf("snapshot of %s: %v", cf.Page, err)
		}
		for _, c := range cf.Cases {
			for _, say := range c.Say {
				total++
				if c.Want != "" {
					withTarget++
				}
				in, err := Resolve(say, snap)
				if err == nil && in.More && in.Action == trajectory.ActionHover {
					// A control shown on hover: hover, look again, resolve the rest.
					hovers++
					in, err = afterHover(t, page, say, in)
				}
				if err != nil {
					unsure++
					if why := listsClosest(err); why != "" {
						bare = append(bare, fmt.Sprintf("%s: %q: %s", cf.Page, say, why))
					}
					if c.Want != "" {
						if testing.Verbose() {
							t.Logf("%s: not resolved: %q: %v", cf.Page, say, err)
						}
					}
					continue
				}
				resolved++
				if why := mismatch(c, in); why != "" {
					wrong = append(wrong, fmt.Sprintf("%s: %q: %s", cf.Page, say, why))
					continue
				}
				correct++
			}
		}
	}
	precision := 100 * float64(correct) / float64(max(resolved, 1))
	recall := 100 * float64(correct) / float64(max(withTarget, 1))
	line := fmt.Sprintf("resolver corpus: %d instructions on %d pages (%d with an intended element, %d through a hover): precision %.1f%% (%d/%d), recall %.1f%% (%d/%d)",
		total, len(pages), withTarget, hovers, precision, correct, resolved, recall, correct, withTarget)
	t.Log(line)
	if testing.Verbose() {
		fmt.Println(line)
	}
	for _, w := range wrong {
		t.Errorf("wrong element: %s", w)
	}
	// Every instruction the resolver is not sure of says which elements
	// came closest and why each was not taken.
	for _, b := range bare {
		t.Errorf("needs a model without the closest elements: %s", b)
	}
	t.Logf("%d instructions not resolved, %d of them list the closest elements with reasons", unsure, unsure-len(bare))
	if total < 400 {
		t.Errorf("the corpus has %d instructions; it should have at least 400", total)
	}
}

// afterHover performs the hover the resolver asked for, takes a new
// snapshot and resolves the rest of the instruction, then moves the mouse
// away so the page is as it was.
func afterHover(t *testing.T, page playwright.Page, say string, hover *Intent) (*Intent, error) {
	t.Helper()
	var loc playwright.Locator
	for _, c := range hover.Element.Target.Candidates {
		loc = snapshot.Resolve(page, hover.Element.Target.Frames, c)
		if n, err := loc.Count(); err == nil && n == 1 {
			break
		}
	}
	if err := loc.Hover(); err != nil {
		t.Fatalf("%q: hovering %s: %v", say, describeEl(hover.Element), err)
	}
	defer func() { _ = page.Mouse().Move(0, 0) }()
	snap, err := snapshot.Take(context.Background(), page, snapshot.Options{})
	if err != nil {
		t.Fatalf("snapshot after hover: %v", err)
	}
	step := trajectory.Step{Instruction: say, Action: trajectory.ActionHover}
	return ResolveAfter(say, snap, []trajectory.Step{step})
}

// mismatch says how a resolved intent differs from what the case means,
// or "" when it is right.
func mismatch(c corpusCase, in *Intent) string {
	if c.Want == "" {
		return "must not resolve, got " + describeIntent(in)
	}
	if in.Element == nil {
		return "resolved to no element: " + describeIntent(in)
	}
	fp := in.Element.Target.Fingerprint
	ok := false
	switch {
	case strings.HasPrefix(c.Want, "#"):
		ok = fp.Attrs["id"] == c.Want[1:]
	case strings.Contains(c.Want, "="):
		// role=name, or role=name|context for repeated elements.
		role, name, _ := strings.Cut(c.Want, "=")
		name, ctx, hasCtx := strings.Cut(name, "|")
		ok = in.Element.Role == role && in.Element.Name == name && (!hasCtx || fp.Context == ctx)
	default:
		ok = fp.Attrs["data-testid"] == c.Want
	}
	if !ok {
		return fmt.Sprintf("want %s, got %s", c.Want, describeIntent(in))
	}
	if c.Action != "" {
		got := string(in.Action)
		if in.ClickCount == 2 {
			got = "dblclick"
		}
		if got != c.Action {
			return fmt.Sprintf("want action %s, got %s", c.Action, describeIntent(in))
		}
	}
	if c.Value != nil && in.Value != *c.Value {
		return fmt.Sprintf("want value %q, got %s", *c.Value, describeIntent(in))
	}
	return ""
}

// listsClosest says what a "needs a model" error lacks: the closest
// elements, each with why it was not taken ("[e3] checkbox … — not next
// to …") unless the error says nothing is named like the instruction;
// "" when it has them.
func listsClosest(err error) string {
	var nm *NeedsModelError
	if !errors.As(err, &nm) {
		return "not a needs-a-model error: " + err.Error()
	}
	if len(nm.Closest) == 0 {
		return "lists no closest elements: " + err.Error()
	}
	for _, c := range nm.Closest {
		if !strings.Contains(c, "[e") || !nm.Unrelated && !strings.Contains(c, " — ") {
			return fmt.Sprintf("closest element %q does not say why it was not taken", c)
		}
	}
	return ""
}
