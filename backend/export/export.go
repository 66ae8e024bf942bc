// Package export turns a trajectory into files other tools run or read:
// a Playwright Test spec (TypeScript), a pytest-playwright test (Python), a
// playwright-go test (Go), a Chrome DevTools Recorder recording (JSON) and
// Reprise's own trajectory JSON.
//
// The code exporters write what a developer would write by hand: the best
// locator of each step (test id, role and name, label, placeholder, alt,
// text, title, then CSS, then XPath, as ranked when recording; or the one
// replays of the flow learned where that one broke, Options.Learned), with the
// same matching semantics as replay (snapshot.Resolve: exact names and
// texts, test ids as attribute selectors, frames entered through their
// iframe selector); variables read from environment variables (secrets are
// never written, non-secret defaults are fallbacks); assertion steps as
// expects; the instruction of each step as a comment. Waits are the ones
// Playwright's locators imply: no sleeps.
//
// What each action exports to is declared once, in table.go, and rendered
// by each language; a step a format cannot express is a
// *CannotExpressError naming the step, and nothing is written. Variable
// names become identifiers valid in every language (keywords and leading
// digits renamed, collisions numbered in order of use). Invisible
// characters (control, bidi, byte-order marks and the like) are escaped in
// every literal and comment, so an export reads as what it does.
package export

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

//go:generate go test -run TestRecordFixtures -record-fixtures .

// Format names an export format.
type Format string

// The export formats.
const (
	PlaywrightTS   Format = "playwright-ts"
	Python         Format = "python"
	Go             Format = "go"
	ChromeRecorder Format = "chrome-recorder"
	JSON           Format = "json"
)

// Formats lists every export format in the order the CLI shows them.
func Formats() []Format {
	return []Format{PlaywrightTS, Python, Go, ChromeRecorder, JSON}
}

// Extension returns the file name suffix customary for files of format f,
// e.g. ".spec.ts" or "_test.go".
func (f Format) Extension() string {
	switch f {
	case PlaywrightTS:
		return ".spec.ts"
	case Python:
		return ".py"
	case Go:
		return "_test.go"
	case ChromeRecorder:
		return ".recording.json"
	default:
		return ".json"
	}
}

// Options tunes an export. The zero value is ready to use.
type Options struct {
	// GoPackage is the package clause of a Go export; empty means "e2e".
	GoPackage string
	// Learned maps a step's id to the index of its target's candidate
	// that replays of the flow learned to use where they found the
	// best-ranked one broken (replay.Learned). A code export writes
	// that candidate instead of the best-ranked one, with a comment
	// saying so, and a Chrome Recorder export lists it first, so the
	// script finds the element as Reprise's replay does. Nil for a flow
	// no replay has learned from (a file read from disk).
	Learned map[string]int

	// replaced is set by Bytes: the locator each step's learned
	// candidate stands in for, by step id.
	replaced map[string]trajectory.Locator
}

// writer is one format's exporter.
type writer func(t *trajectory.Trajectory, opts Options) ([]byte, error)

var writers = map[Format]writer{
	PlaywrightTS:   writePlaywrightTS,
	Python:         writePython,
	Go:             writeGo,
	ChromeRecorder: writeChromeRecorder,
	JSON:           writeJSON,
}

// Write exports t in format f to w. The trajectory is validated first; an
// invalid trajectory or an unknown format is an error and nothing is
// written to w.
func Write(w io.Writer, f Format, t *trajectory.Trajectory, opts Options) error {
	data, err := Bytes(f, t, opts)
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		return fmt.Errorf("writing %s export: %w", f, err)
	}
	return nil
}

// Bytes returns t exported in format f (see Write).
func Bytes(f Format, t *trajectory.Trajectory, opts Options) ([]byte, error) {
	wr, ok := writers[f]
	if !ok {
		return nil, &UnknownFormatError{Format: string(f)}
	}
	if t == nil {
		return nil, fmt.Errorf("exporting %s: %w", f, ErrNoTrajectory)
	}
	c := *t
	c.Version = trajectory.FormatVersion
	// A start URL kept without a scheme (typed so in an older version of
	// the studio) opens with the scheme a replay gives it.
	c.StartURL = navpolicy.Normalize(c.StartURL)
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("exporting %s: %w", f, err)
	}
	if f != JSON {
		c.Steps, opts.replaced = useLearned(c.Steps, opts.Learned, f == ChromeRecorder)
	}
	data, err := wr(&c, opts)
	if err != nil {
		return nil, fmt.Errorf("exporting %s: %w", f, err)
	}
	return data, nil
}

// ParseFormat returns the format named s (case-insensitive; "ts",
// "playwright", "py", "golang", "devtools" and "chrome" are accepted as
// aliases).
func ParseFormat(s string) (Format, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "playwright-ts", "playwright", "ts", "typescript":
		return PlaywrightTS, nil
	case "python", "py", "pytest":
		return Python, nil
	case "go", "golang", "playwright-go":
		return Go, nil
	case "chrome-recorder", "chrome", "devtools":
		return ChromeRecorder, nil
	case "json", "reprise":
		return JSON, nil
	}
	return "", &UnknownFormatError{Format: s}
}

// Best returns the locator a developer would write for target: the
// best-ranked valid candidate (lowest score; ties keep recorded order).
func Best(t *trajectory.Target) (trajectory.Locator, bool) {
	if t == nil {
		return trajectory.Locator{}, false
	}
	cands := slices.Clone(t.Candidates)
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].Score < cands[j].Score })
	for _, c := range cands {
		if usable(c) {
			return c, true
		}
	}
	return trajectory.Locator{}, false
}

// useLearned returns steps with each learned candidate (learned: step id
// → candidate index) in place of the best-ranked one, and the locators
// so replaced by step id. Steps whose learned candidate is the best one
// already, out of range or unusable are kept as they are, and so is a
// count, which replay makes with the first locator whatever it learned.
// With all, the target keeps every candidate, the learned one first (a
// Chrome Recorder export lists them all); otherwise the learned one is
// the target's only candidate (a code export writes one). steps is not
// changed.
func useLearned(steps []trajectory.Step, learned map[string]int, all bool) ([]trajectory.Step, map[string]trajectory.Locator) {
	if len(learned) == 0 {
		return steps, nil
	}
	var out []trajectory.Step
	var replaced map[string]trajectory.Locator
	for i := range steps {
		s := &steps[i]
		k, ok := learned[s.ID]
		if !ok || s.Target == nil || k < 0 || k >= len(s.Target.Candidates) || s.Action == trajectory.ActionAssertCount {
			continue
		}
		use := s.Target.Candidates[k]
		best, ok := Best(s.Target)
		if !ok || !usable(use) || use.String() == best.String() {
			continue
		}
		if out == nil {
			out = slices.Clone(steps)
		}
		t := *s.Target
		t.Candidates = []trajectory.Locator{use}
		if all {
			t.Candidates = append(t.Candidates, slices.Delete(slices.Clone(s.Target.Candidates), k, k+1)...)
		}
		out[i].Target = &t
		if replaced == nil {
			replaced = map[string]trajectory.Locator{}
		}
		replaced[s.ID] = best
	}
	if out == nil {
		return steps, nil
	}
	return out, replaced
}

// learnedNote is the comment line text saying that step s's locator is
// the one the last replay learned, with the one it stands in for; "" for
// a step written with its best-ranked locator.
func learnedNote(s *trajectory.Step, opts Options) string {
	was, ok := opts.replaced[s.ID]
	if !ok {
		return ""
	}
	return comment("locator learned from the last replay (recorded first: " + was.String() + ")")
}

// usable reports whether l has what its kind needs.
func usable(l trajectory.Locator) bool {
	switch l.Kind {
	case trajectory.LocRole:
		return l.Role != ""
	case trajectory.LocTestID:
		return l.Attr != "" && l.Value != ""
	case trajectory.LocLabel, trajectory.LocPlaceholder, trajectory.LocAltText, trajectory.LocText,
		trajectory.LocTitle, trajectory.LocCSS, trajectory.LocXPath:
		return l.Value != ""
	}
	return false
}

// cssString quotes s as a CSS string, as snapshot.Resolve does for test id
// attribute selectors.
func cssString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\n':
			b.WriteString(`\a `)
		case '\r':
			b.WriteString(`\d `)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// testIDSelector is the CSS selector replay uses for a test id locator.
func testIDSelector(l trajectory.Locator) string {
	return "[" + l.Attr + "=" + cssString(l.Value) + "]"
}

// comment makes s safe inside a single-line comment in any target
// language, and makes it read as what it is: line breaks (including
// U+2028/U+2029, line terminators in JavaScript), control characters,
// bidirectional-text controls, byte-order marks and every other invisible
// character are written as \uXXXX, so a shared export cannot read
// differently from what it does.
func comment(s string) string {
	var b strings.Builder
	for _, r := range s {
		if invisible(r) {
			b.WriteString(uEscape(r))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// invisible reports whether r must never appear raw in generated source:
// control and format characters (bidi controls such as U+202E and U+2066,
// U+200E/U+200F, U+061C, the byte-order mark U+FEFF, zero-width joiners),
// separators other than the ASCII space (line and paragraph separators,
// no-break and other spaces), private-use, surrogate and unassigned code
// points, and bytes that are not UTF-8.
func invisible(r rune) bool {
	return r == utf8.RuneError || r != ' ' && !unicode.IsPrint(r)
}

// uEscape renders r as \uXXXX (\UXXXXXXXX above the BMP), for comments.
func uEscape(r rune) string {
	if r > 0xFFFF {
		return fmt.Sprintf(`\U%08X`, r)
	}
	return fmt.Sprintf(`\u%04X`, r)
}

// stepComment is the comment line text for step s (its id and instruction).
func stepComment(s *trajectory.Step) string {
	text := s.Instruction
	if text == "" {
		text = string(s.Action)
		if s.Target != nil {
			if l, ok := Best(s.Target); ok {
				text += " " + l.String()
			}
		}
	}
	line := s.ID + ": " + text
	if s.Disabled {
		line += " (disabled in Reprise: not exported)"
	}
	return comment(line)
}

// header returns the comment lines every code export starts with.
func header(t *trajectory.Trajectory, run string, p *plan) []string {
	name := t.Name
	if name == "" {
		name = t.ID
	}
	lines := []string{
		fmt.Sprintf("Exported by Reprise from trajectory %q (id %s, revision %d).", name, t.ID, t.Revision),
		run,
	}
	if env := p.envSummary(); env != "" {
		lines = append(lines, "Environment: "+env+".")
	}
	for i := range lines {
		lines[i] = comment(lines[i])
	}
	return lines
}

// notExported says why step s has no code in a script export: a tool call
// belongs to the agent that recorded it, and an extract step whose values
// are bound to no element needs a model.
func notExported(s *trajectory.Step) string {
	switch s.Action {
	case trajectory.ActionTool:
		args := ""
		if s.Tool != nil && len(s.Tool.Args) > 0 {
			var buf bytes.Buffer
			if json.Compact(&buf, s.Tool.Args) == nil {
				args = " with " + buf.String()
			}
		}
		name := ""
		if s.Tool != nil {
			name = s.Tool.Name
		}
		return fmt.Sprintf("not exported: custom tool %q%s (call it here)", name, args)
	case trajectory.ActionExtract:
		return fmt.Sprintf("not exported: extracting %q needs a model (its values are bound to no element)", s.Extract.Instruction)
	}
	return "not exported"
}

// boundFields returns the extract fields whose element has a usable
// locator, the ones a script can read.
func boundFields(e *trajectory.Extract) []trajectory.ExtractField {
	var out []trajectory.ExtractField
	for _, f := range e.Fields {
		if _, ok := Best(&f.Target); ok {
			out = append(out, f)
		}
	}
	return out
}
