// Package importer reads browser flows recorded or cached by other tools
// and turns them into Reprise trajectories: Chrome DevTools Recorder
// recordings, Stagehand v3 act and agent cache entries, AskUI cache files
// (the legacy array, 0.2 and 0.3) and HyperAgent action caches, as well as
// Reprise's own trajectory JSON.
//
// Each importer keeps what it can (selectors become locator candidates,
// values keep their variables as {{name}} placeholders) and reports, step
// by step, what it could not keep. Input it does not recognise, or that is
// corrupt, is an error naming the file, the step and the field; nothing is
// returned half-made. docs/import-formats.md lists the fields each format
// keeps and drops.
package importer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// Format names an input format.
type Format string

// The formats Import understands.
const (
	Reprise        Format = "reprise"
	ChromeRecorder Format = "chrome-recorder"
	StagehandAct   Format = "stagehand-act"
	StagehandAgent Format = "stagehand-agent"
	AskUI          Format = "askui"
	HyperAgent     Format = "hyperagent"
)

// Formats lists every input format.
func Formats() []Format {
	return []Format{Reprise, ChromeRecorder, StagehandAct, StagehandAgent, AskUI, HyperAgent}
}

// formatLabels name each format for a user, one and many.
var formatLabels = map[Format][2]string{
	Reprise:        {"Reprise trajectory", "Reprise JSON trajectories"},
	ChromeRecorder: {"Chrome DevTools Recorder recording", "Chrome DevTools Recorder recordings"},
	StagehandAct:   {"Stagehand act cache entry", "Stagehand act cache entries"},
	StagehandAgent: {"Stagehand agent cache entry", "Stagehand agent cache entries"},
	AskUI:          {"AskUI cache file", "AskUI cache files"},
	HyperAgent:     {"HyperAgent action cache", "HyperAgent action caches"},
}

// Label names the format for a user ("Chrome DevTools Recorder
// recording"), or is the format's own name when it is not one of Formats.
func (f Format) Label() string {
	if l, ok := formatLabels[f]; ok {
		return l[0]
	}
	return string(f)
}

// FormatsInWords lists the formats Import reads (Formats) for a user,
// as an error about a file it cannot read says them: "Reprise JSON
// trajectories, Chrome DevTools Recorder recordings, … and HyperAgent
// action caches".
func FormatsInWords() string {
	fs := Formats()
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = formatLabels[f][1]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// MaxInputSize bounds the inputs Import reads: userfile.MaxSize (64 MiB).
const MaxInputSize = userfile.MaxSize

// Note says what an importer could not keep, or kept only approximately.
type Note struct {
	// Step is the 1-based position of the step in the input, or 0 for the
	// file as a whole.
	Step int
	// Field names the input field, e.g. "offsetX", when one is concerned.
	Field string
	// Message says what happened to it. When many steps share a note it
	// is given once, at the first of them, and Message ends by saying
	// which others ("(also steps 5, 7)", "(and 119,999 more steps: 5,
	// 7, 9, 11, 13, …)").
	Message string
	// Count is how many steps the note stands for: 1, or more when it
	// was collapsed from notes that said the same of several steps.
	Count int
}

func (n Note) String() string {
	var b strings.Builder
	if n.Step > 0 {
		fmt.Fprintf(&b, "step %d", n.Step)
	} else {
		b.WriteString("file")
	}
	if n.Field != "" {
		b.WriteString(" " + n.Field)
	}
	b.WriteString(": " + n.Message)
	return b.String()
}

// Result is an imported trajectory with the notes of what was dropped.
type Result struct {
	// Trajectory is valid (trajectory.Validate passes) and carries
	// Source{Kind: "import", Format: Format}.
	Trajectory *trajectory.Trajectory
	// Format is the input's format.
	Format Format
	// Notes lists what could not be kept, in input order; a note that
	// many steps share is one Note (see Note.Count).
	Notes []Note

	// pos is the input position of each step (nil: step i is input
	// step i+1, as in Reprise JSON).
	pos []int
	// actions counts the input's actions and kept those that became
	// steps (or the start URL); 0 and 0 when the format does not count.
	actions, kept int
	// passwordAt holds the indexes of steps whose input describes their
	// element as a password field.
	passwordAt map[int]bool
	// declared is set when the input declares the flow's variables itself
	// (a DevTools recording exported by Reprise): they stand as given.
	declared bool
}

// position is the input position of step i of the trajectory.
func (r *Result) position(i int) int {
	if i < len(r.pos) {
		return r.pos[i]
	}
	return i + 1
}

// Import detects data's format and imports it. source names the input in
// errors (a file name). An input that is not text (an image, a PDF, an
// archive) is a *NotAFlowFileError that says what it is.
func Import(data []byte, source string) (*Result, error) {
	f, err := Detect(data)
	if err != nil {
		if nf := (*NotAFlowFileError)(nil); errors.As(err, &nf) {
			nf.Source = source
			return nil, nf
		}
		return nil, &Error{Source: source, Err: err}
	}
	return ImportAs(f, data, source)
}

// ImportAs imports data as format f.
func ImportAs(f Format, data []byte, source string) (res *Result, err error) {
	if len(data) > MaxInputSize {
		return nil, &Error{Source: source, Err: fmt.Errorf("%w: %d bytes is more than %d", ErrTooLarge, len(data), MaxInputSize)}
	}
	if err := notText(data, source); err != nil {
		return nil, err
	}
	var imp func([]byte) (*Result, error)
	switch f {
	case Reprise:
		imp = func(d []byte) (*Result, error) {
			t, err := trajectory.Parse(d, source)
			was := 0
			if nameTooLong(err) {
				// Shortened rather than refused: read again with a name
				// the flow format takes.
				var short []byte
				if short, was = shortenFileName(d); was > 0 {
					t, err = trajectory.Parse(short, source)
				}
			}
			if err != nil {
				return nil, err
			}
			res := &Result{Trajectory: t}
			if was > 0 {
				res.Notes = append(res.Notes, nameNote(was))
			}
			return res, nil
		}
	case ChromeRecorder:
		imp = importChrome
	case StagehandAct:
		imp = importStagehandAct
	case StagehandAgent:
		imp = importStagehandAgent
	case AskUI:
		imp = importAskUI
	case HyperAgent:
		imp = importHyperAgent
	default:
		return nil, &Error{Source: source, Err: fmt.Errorf("%w %q (known: %s)", ErrUnknownFormat, f, formatList())}
	}
	res, err = imp(data)
	if err != nil {
		if _, ok := err.(*trajectory.ValidationError); ok {
			return nil, err
		}
		return nil, &Error{Source: source, Format: f, Err: err}
	}
	res.Format = f
	t := res.Trajectory
	note := func(step int, field, format string, args ...any) {
		res.Notes = append(res.Notes, Note{Step: step, Field: field, Message: fmt.Sprintf(format, args...)})
	}
	if f != Reprise {
		t.Version = trajectory.FormatVersion
		t.Source = trajectory.Source{Kind: "import", Format: string(f)}
		if f != ChromeRecorder {
			declareReferenced(t)
			secretNames(t, note)
		} else if !res.declared {
			// A DevTools recording declares no variables (one exported by
			// Reprise declares its own, which stand): a {{password}} typed
			// in it is declared here, secret when its name says so.
			declared := len(t.Variables)
			declareReferenced(t)
			added := trajectory.Trajectory{Variables: t.Variables[declared:]}
			secretNames(&added, note)
		}
	}
	if name, cut := shortenName(t.Name); cut {
		res.Notes = append(res.Notes, nameNote(utf8.RuneCountInString(t.Name)))
		t.Name = name
	}
	if f == Reprise || res.declared {
		// The file declares its variables: one its steps use without
		// declaring may be a misspelling.
		undeclaredNotes(t, note)
	}
	// Every format, Reprise JSON included, goes through the same pass: a
	// password typed literally is never kept.
	secretLiterals(res, note)
	if res.kept > 0 && res.kept < res.actions && 2*res.kept <= res.actions {
		note(0, "", "kept %d of %d actions: the other %d cannot be replayed by Reprise (the notes below say why for each), so this flow does less than the recording did", res.kept, res.actions, res.actions-res.kept)
	}
	res.Notes = collapseNotes(res.Notes)
	if len(t.Steps) == 0 && f != Reprise {
		return nil, &Error{Source: source, Format: f, Err: &NothingKeptError{Notes: res.Notes}}
	}
	if err := t.Validate(); err != nil {
		return nil, &Error{Source: source, Format: f, Err: fmt.Errorf("imported trajectory is not valid: %w", err)}
	}
	if err := checkURLs(t); err != nil {
		return nil, &Error{Source: source, Format: f, Err: err}
	}
	return res, nil
}

// Detect names the format of data from its shape. Data that is not text
// (an image, a PDF, an archive) is a *NotAFlowFileError saying what it is.
func Detect(data []byte) (Format, error) {
	if err := notText(data, ""); err != nil {
		return "", err
	}
	data = bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if len(data) == 0 {
		return "", fmt.Errorf("%w: the input is empty", ErrUnrecognised)
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		if what, ok := scriptKind(data); ok {
			return "", fmt.Errorf("%w: %s", ErrUnrecognised, what)
		}
		return "", fmt.Errorf("%w: %s", ErrCorrupt, jsonProblem(data, err))
	}
	if dec.More() {
		return "", fmt.Errorf("%w: not valid JSON: extra data after the first value", ErrCorrupt)
	}
	switch x := v.(type) {
	case []any:
		switch {
		case len(x) > 0 && allObjectsWith(x, "type", "tool_use"):
			return AskUI, nil
		case len(x) > 0 && allObjectsHave(x, "stepIndex"):
			return HyperAgent, nil
		}
		return "", fmt.Errorf("%w: a JSON array that is neither AskUI tool_use blocks nor HyperAgent steps; Reprise imports %s", ErrUnrecognised, FormatsInWords())
	case map[string]any:
		steps, _ := x["steps"].([]any)
		switch {
		case has(x, "metadata") && has(x, "trajectory"):
			return AskUI, nil
		case has(x, "title") && has(x, "steps"):
			return ChromeRecorder, nil
		case has(x, "instruction") && has(x, "actions") && has(x, "url"):
			return StagehandAct, nil
		case has(x, "instruction") && has(x, "steps") && (has(x, "startUrl") || has(x, "configSignature")):
			return StagehandAgent, nil
		case has(x, "taskId") || has(x, "steps") && len(steps) > 0 && allObjectsHave(steps, "stepIndex"):
			return HyperAgent, nil
		case has(x, "steps") && (len(steps) == 0 || allObjectsHave(steps, "action")):
			return Reprise, nil
		case has(x, "tests") && has(x, "suites"):
			return "", fmt.Errorf("%w: a Selenium IDE project (.side), which Reprise cannot import: it imports %s. Record the flow with reprise record, or in Chrome DevTools Recorder and import that recording",
				ErrUnrecognised, FormatsInWords())
		}
		return "", fmt.Errorf("%w: a JSON object with keys %s, which is none of the formats Reprise imports (%s)", ErrUnrecognised, keyList(x), FormatsInWords())
	}
	return "", fmt.Errorf("%w: a JSON %s, which is none of the formats Reprise imports (%s)", ErrUnrecognised, jsonKind(v), FormatsInWords())
}

func has(m map[string]any, k string) bool { _, ok := m[k]; return ok }

func allObjectsHave(xs []any, key string) bool {
	for _, x := range xs {
		m, ok := x.(map[string]any)
		if !ok || !has(m, key) {
			return false
		}
	}
	return true
}

func allObjectsWith(xs []any, key, val string) bool {
	for _, x := range xs {
		m, ok := x.(map[string]any)
		if !ok || m[key] != val {
			return false
		}
	}
	return true
}

func keyList(m map[string]any) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		if printable(k) != k {
			k = strconv.QuoteToGraphic(k) // never a raw control character in an error
		}
		keys = append(keys, k)
	}
	sortStrings(keys)
	if len(keys) > 8 {
		keys = append(keys[:8], "…")
	}
	if len(keys) == 0 {
		return "(none)"
	}
	return strings.Join(keys, ", ")
}

func jsonKind(v any) string {
	switch v.(type) {
	case string:
		return "string"
	case json.Number:
		return "number"
	case bool:
		return "boolean"
	case nil:
		return "null"
	}
	return "value"
}

func formatList() string {
	names := make([]string, 0, len(Formats()))
	for _, f := range Formats() {
		names = append(names, string(f))
	}
	return strings.Join(names, ", ")
}

// jsonProblem says where data stops being JSON: the line and column and
// the text there, rather than the decoder's "invalid character 'h' in
// literal true (expecting 'r')".
func jsonProblem(data []byte, err error) string {
	var se *json.SyntaxError
	off := int64(len(data))
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "not valid JSON: the file ends before the JSON does (is it cut short?)"
	default:
		return "not valid JSON: " + err.Error()
	}
	if off > 0 {
		off-- // the offset is just past the offending byte
	}
	off = min(off, int64(len(data)))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := int(off) - (bytes.LastIndexByte(data[:off], '\n') + 1) + 1
	near := printable(string(data[off:min(int64(len(data)), off+20)]))
	if near == "" {
		return fmt.Sprintf("not valid JSON at line %d, column %d", line, col)
	}
	return fmt.Sprintf("not valid JSON at line %d, column %d, near %q", line, col, near)
}

// decode unmarshals data into v, naming the field that does not fit.
func decode(data []byte, v any) error {
	if err := json.Unmarshal(data, v); err != nil {
		var te *json.UnmarshalTypeError
		if asTypeError(err, &te) {
			field := te.Field
			if field == "" {
				field = "(top level)"
			}
			return fmt.Errorf("%w: field %s: expected %s, got a JSON %s", ErrCorrupt, field, expectedKind(te.Type), te.Value)
		}
		return fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	return nil
}

// expectedKind names the JSON value a Go type decodes from, for a user
// who never saw the Go type ("a list", not "[]export.ChromeSelector").
func expectedKind(t reflect.Type) string {
	if t == nil {
		return "another kind of value"
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8, reflect.Uint16,
		reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Pointer:
		return expectedKind(t.Elem())
	}
	return "another kind of value"
}

// undeclaredNotes notes each variable t's steps or start URL use that t
// does not declare but that likely misspells one it does ({{usr}} for
// {{user}}). Others are left alone: a placeholder a run is given a value
// for (--var) is a way of working.
func undeclaredNotes(t *trajectory.Trajectory, note func(step int, field, format string, args ...any)) {
	for _, n := range t.Undeclared() {
		if near := t.NearVariable(n); near != "" {
			note(0, "", "uses {{%s}}, which is not one of the flow's variables (it has {{%s}}: a typo?); correct it, or give {{%s}} a value when running", n, near, n)
		}
	}
}

// declareReferenced declares the variables steps refer to that the
// trajectory does not declare yet.
func declareReferenced(t *trajectory.Trajectory) {
	have := map[string]bool{}
	for _, v := range t.Variables {
		have[v.Name] = true
	}
	for _, n := range t.Referenced() {
		if !have[n] {
			have[n] = true
			t.Variables = append(t.Variables, trajectory.Variable{Name: n})
		}
	}
}

// builder accumulates imported steps and notes.
type builder struct {
	t     *trajectory.Trajectory
	notes []Note
	// ids holds the step ids used so far, so add stays constant-time and
	// an import stays linear in the number of steps.
	ids map[string]bool
	// next is where the search for a free "sN" id resumes.
	next int
	// pos is the input position of each step of t.Steps.
	pos []int
	// actions counts the input's actions: its steps that act on the page,
	// not settings (a viewport) or bookkeeping (a wait, a "done").
	actions int
	// startAt is the input position of the navigation that became the
	// start URL, or 0.
	startAt int
	// passwordAt holds the indexes in t.Steps of steps whose input
	// describes their element as a password field (Stagehand's "Password
	// textbox"), which the trajectory does not keep.
	passwordAt map[int]bool
}

func newBuilder(name, startURL string) *builder {
	return &builder{t: &trajectory.Trajectory{Name: name, StartURL: startURL, Steps: []trajectory.Step{}}, ids: map[string]bool{}}
}

func (b *builder) note(step int, field, format string, args ...any) {
	b.notes = append(b.notes, Note{Step: step, Field: field, Message: fmt.Sprintf(format, args...)})
}

// start makes the navigation at input position n the start URL.
func (b *builder) start(n int, url string) {
	b.t.StartURL, b.startAt = url, n
}

// add appends s, made from the input's step n, keeping its id when it
// has a unique one and giving it the next free "sN" otherwise.
func (b *builder) add(n int, s trajectory.Step) {
	if s.ID == "" || b.ids[s.ID] {
		// Generated ids never go below the step's position, and the
		// search resumes where the last one stopped, so ids taken by
		// imported steps are skipped once in all.
		if n := len(b.t.Steps) + 1; b.next < n {
			b.next = n
		}
		for ; ; b.next++ {
			if id := "s" + strconv.Itoa(b.next); !b.ids[id] {
				s.ID = id
				b.next++
				break
			}
		}
	}
	b.ids[s.ID] = true
	b.t.Steps = append(b.t.Steps, s)
	b.pos = append(b.pos, n)
}

// describedAsPassword marks the step added last as typed into a field
// its input describes as a password field.
func (b *builder) describedAsPassword() {
	if b.passwordAt == nil {
		b.passwordAt = map[int]bool{}
	}
	b.passwordAt[len(b.t.Steps)-1] = true
}

func (b *builder) result() *Result {
	kept := map[int]bool{}
	for _, n := range b.pos {
		kept[n] = true
	}
	if b.startAt > 0 {
		kept[b.startAt] = true
	}
	return &Result{Trajectory: b.t, Notes: b.notes, pos: b.pos, actions: b.actions, kept: len(kept), passwordAt: b.passwordAt}
}
