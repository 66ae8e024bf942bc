package studio

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/library"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// ImportNote is one thing the importer could not keep, or kept only
// approximately.
type ImportNote struct {
	// Step is the step's 1-based position in the file; 0 for the file as
	// a whole.
	Step    int    `json:"step"`
	Field   string `json:"field,omitempty"`
	Message string `json:"message"`
}

// ImportResult is what ImportFlow did.
type ImportResult struct {
	// Trajectory is the stored flow (for "unchanged", the stored latest
	// revision that already holds it).
	Trajectory *trajectory.Trajectory `json:"trajectory"`
	// Format is the file's format (importer.Formats), FormatLabel its
	// name for a user.
	Format      string `json:"format"`
	FormatLabel string `json:"formatLabel"`
	// Action is "created" (a new flow), "revised" (a new revision of a
	// stored flow) or "unchanged" (identical to the stored latest
	// revision: nothing was added).
	Action string `json:"action"`
	// Message says what happened, for a toast.
	Message string `json:"message"`
	// Kept counts the steps imported.
	Kept int `json:"kept"`
	// Notes lists, step by step of the file, what was dropped or
	// approximated.
	Notes []ImportNote `json:"notes"`
}

// maxShownProblems is how many problems an import error's message lists;
// Details holds them all.
const maxShownProblems = 3

// ImportFlow imports a file's content in any format the importer detects
// (Chrome DevTools Recorder, Stagehand, AskUI, HyperAgent, Reprise JSON)
// and stores it by the library's rules (library.Import, as `reprise
// import` does): as "new" ("" too) it is always a new flow (AsNew); as
// "revision" it is the next revision of the stored flow with the file's
// id (AsRevision), an error when the library holds none, and a file
// identical to that flow's latest revision adds nothing and says so. A foreign or unreadable file is a CodeInvalid error whose
// message names the format it looked like and its first problems (Details
// lists them all); nothing is saved then.
func (s *Studio) ImportFlow(content, fileName, as string) (ImportResult, error) {
	policy, err := importPolicy(as)
	if err != nil {
		return ImportResult{}, err
	}
	if strings.TrimSpace(fileName) == "" {
		fileName = "imported file"
	}
	name := filepath.Base(fileName)
	res, err := importer.Import([]byte(content), name)
	if err != nil {
		return ImportResult{}, importError(name, err)
	}
	items := []library.Item{{Source: name, Trajectory: res.Trajectory}}
	if policy == library.AsRevision {
		// library.Import makes a file whose flow is not stored a new
		// flow; asked for a revision, the studio refuses instead.
		plan, err := library.Plan(s.store, items, policy)
		if err != nil {
			return ImportResult{}, libraryError(err)
		}
		if plan[0].Action == library.Created {
			if id := res.Trajectory.ID; id != "" {
				return ImportResult{}, errorf(CodeBadRequest, "%s: the library holds no flow with id %s, so the file cannot be its revision: import it as a new flow", name, id)
			}
			return ImportResult{}, errorf(CodeBadRequest, "%s: the file carries no flow id, so it cannot be a revision of a stored flow: import it as a new flow", name)
		}
	}
	outs, err := library.Import(s.store, items, policy)
	if err != nil {
		return ImportResult{}, libraryError(err)
	}
	out := outs[0]
	r := ImportResult{Trajectory: out.Trajectory, Format: string(res.Format), FormatLabel: formatLabel(res.Format),
		Action: string(out.Action), Message: out.Message, Kept: len(res.Trajectory.Steps), Notes: []ImportNote{}}
	for _, n := range res.Notes {
		r.Notes = append(r.Notes, ImportNote{Step: n.Step, Field: n.Field, Message: n.Message})
	}
	if len(r.Notes) > 0 && out.Action != library.Unchanged {
		r.Message += fmt.Sprintf(" (%d step(s) kept; %d note(s) on what was dropped, changed or needs a look)", r.Kept, len(r.Notes))
	}
	if out.Action != library.Unchanged {
		s.changed(out.Trajectory, "imported")
	}
	return r, nil
}

// importPolicy maps ImportFlow's as to the library's policy.
func importPolicy(as string) (library.Policy, error) {
	switch strings.ToLower(strings.TrimSpace(as)) {
	case "", "new":
		return library.AsNew, nil
	case "revision":
		return library.AsRevision, nil
	}
	return 0, errorf(CodeBadRequest, "import as %q: use \"new\" (a new flow) or \"revision\" (a new revision of the stored flow with the file's id)", as)
}

// libraryError is a library.Import refusal in the app's words (the
// library speaks the CLI's flags).
func libraryError(err error) *Error {
	e := AsError(err)
	msg := strings.NewReplacer("import with --as-new", "import it as a new flow", "with --as-new", "as a new flow",
		"--as-new", "as a new flow", "--as-revision", "as a revision").Replace(e.Message)
	if e.Code == CodeInternal {
		return &Error{Code: CodeBadRequest, Message: msg, Details: e.Details, err: err}
	}
	c := *e
	c.Message = msg
	return &c
}

func formatLabel(f importer.Format) string { return f.Label() }

// importError summarises why a file could not be imported: which format
// it looked like and its first problems, with every problem in Details.
func importError(name string, err error) *Error {
	if nf := (*importer.NotAFlowFileError)(nil); errors.As(err, &nf) {
		// What the file is says it all: an image or a PDF has no
		// problems to list.
		return &Error{Code: CodeInvalid, Message: nf.Error() + ". Nothing was imported.", Details: []Problem{{Message: nf.Error()}}, err: err}
	}
	var ie *importer.Error
	format := importer.Format("")
	if errors.As(err, &ie) {
		format = ie.Format
	}
	var ve *trajectory.ValidationError
	isInvalid := errors.As(err, &ve)
	if format == "" && isInvalid {
		format = importer.Reprise // the importer reads Reprise JSON itself
	}
	var probs []Problem
	var nk *importer.NothingKeptError
	switch {
	case errors.As(err, &nk):
		for _, n := range nk.Notes {
			probs = append(probs, Problem{Step: n.Step, Field: n.Field, Message: n.Message})
		}
	case isInvalid:
		probs = problems(ve.Problems)
	default:
		msg := err.Error()
		if ie != nil && ie.Err != nil {
			msg = ie.Err.Error()
		}
		for _, prefix := range []error{importer.ErrCorrupt, importer.ErrUnrecognised} {
			msg = strings.TrimPrefix(msg, prefix.Error()+": ")
		}
		probs = []Problem{{Message: msg}}
	}
	var what string
	switch {
	case format != "":
		what = fmt.Sprintf("%s looks like %s but cannot be imported", name, withArticle(formatLabel(format)))
	case errors.Is(err, importer.ErrCorrupt):
		what = fmt.Sprintf("%s is not a file Reprise can read", name)
	case slices.ContainsFunc(probs, func(p Problem) bool { return strings.Contains(p.Message, importer.FormatsInWords()) }):
		what = fmt.Sprintf("%s is not in a format Reprise imports", name) // the problem lists the formats
	default:
		what = fmt.Sprintf("%s is not in a format Reprise imports (%s)", name, importer.FormatsInWords())
	}
	var b strings.Builder
	b.WriteString(what)
	b.WriteString(": ")
	for i, p := range probs[:min(len(probs), maxShownProblems)] {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(problemText(p))
	}
	if rest := len(probs) - maxShownProblems; rest > 0 {
		fmt.Fprintf(&b, "; and %d more problem(s)", rest)
	}
	b.WriteString(". Nothing was imported.")
	return &Error{Code: CodeInvalid, Message: b.String(), Details: probs, err: err}
}

// problemText says one problem in the editor's words: its step by
// number (not its id) and the step's part by what the editor calls it.
func problemText(p Problem) string {
	where := ""
	if p.Step > 0 {
		where = fmt.Sprintf("step %d", p.Step)
	}
	msg := strings.ReplaceAll(p.Message, "\n", " ")
	if action, ok := strings.CutPrefix(msg, "is required for "); ok && where != "" && fieldWords[p.Field] != "" {
		return fmt.Sprintf("%s (%s) needs %s", where, action, fieldWords[p.Field])
	}
	field := p.Field
	switch {
	case field == "startUrl":
		field = "start URL"
	case selfNamed[field]:
		field = "" // the message names it in the editor's words
	}
	switch {
	case where != "" && field != "":
		return where + " " + field + ": " + msg
	case where != "" || field != "":
		return where + field + ": " + msg
	}
	return msg
}

// selfNamed are the fields whose problems name them in the editor's words
// ("the timeout must be …", "the flow's name has …"), so a message does
// not name them again.
var selfNamed = map[string]bool{"timeoutMs": true, "name": true}

// fieldWords name a step's fields as the step editor shows them.
var fieldWords = map[string]string{
	"target": "an element", "dropTarget": "an element to drop onto", "url": "a URL", "key": "a key",
	"value": "a value", "extract": "what to extract", "tool": "a tool",
}

// withArticle puts "a" or "an" before a label.
func withArticle(label string) string {
	if label != "" && strings.ContainsRune("AEIOUaeiou", rune(label[0])) {
		return "an " + label
	}
	return "a " + label
}

// ImportFlowDialog asks for a file with the native dialog and imports it
// as ImportFlow does with as ("new" or "revision"); nil when the user
// cancelled. Desktop only: in a browser, read the file and call
// ImportFlow.
func (s *Studio) ImportFlowDialog(as string) (*ImportResult, error) {
	if s.opts.Dialogs == nil {
		return nil, errorf(CodeUnsupported, "file dialogs exist in the desktop app only: choose the file with the page's file input")
	}
	if _, err := importPolicy(as); err != nil {
		return nil, err
	}
	path, err := s.opts.Dialogs.OpenFile("Import a flow", importFilters)
	if err != nil || path == "" {
		return nil, wrapErr(err)
	}
	data, err := userfile.Read(s.ctx, path)
	if err != nil {
		return nil, &Error{Code: CodeBadRequest, Message: err.Error(), err: err}
	}
	res, err := s.ImportFlow(string(data), path, as)
	if err != nil {
		return nil, err
	}
	return &res, nil
}
