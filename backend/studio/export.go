package studio

import (
	"errors"
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// ExportFormat is one format the app can export a flow in (export.Catalog).
type ExportFormat struct {
	// Name is the value ExportFlow's format takes, e.g. "playwright-ts".
	Name string `json:"name"`
	// Label is the format's name for a menu.
	Label string `json:"label"`
	// Extension is the customary file name suffix, e.g. ".spec.ts".
	Extension string `json:"extension"`
	// Language names the syntax for the code view: typescript, python,
	// go or json.
	Language string `json:"language"`
	// Note says what the format does with the flow that matters before
	// replaying the file elsewhere (export.FormatInfo.Note), or "".
	Note string `json:"note,omitempty"`
}

// ExportedFile is a flow exported in one format, ready to show, copy or
// save.
type ExportedFile struct {
	FileName  string `json:"fileName"`
	MediaType string `json:"mediaType"`
	Language  string `json:"language"`
	Content   string `json:"content"`
}

// ExportFormats lists the formats ExportFlow writes, in the order the
// CLI's `reprise export --format` lists them. It never fails (every
// API method returns an error).
func (s *Studio) ExportFormats() ([]ExportFormat, error) {
	out := []ExportFormat{}
	for _, fi := range export.Catalog() {
		out = append(out, ExportFormat{Name: string(fi.Format), Label: fi.Label, Extension: fi.Extension, Language: fi.Language, Note: fi.Note})
	}
	return out, nil
}

// ExportFlow exports revision revision of flow id (0: the latest) in
// format (a name from ExportFormats; "" is Reprise JSON) with the same
// exporters as `reprise export`. A step the format cannot express is an
// error naming the step and why; nothing is returned then.
func (s *Studio) ExportFlow(id string, revision int, format string) (ExportedFile, error) {
	f := export.JSON
	if strings.TrimSpace(format) != "" {
		var err error
		if f, err = export.ParseFormat(format); err != nil {
			return ExportedFile{}, errorf(CodeBadRequest, "%v", err)
		}
	}
	return s.exportFlow(id, revision, f)
}

// exportFormat is the format named format ("" is Reprise JSON; ExportFlow
// has refused other unknown names).
func exportFormat(format string) export.Format {
	if f, err := export.ParseFormat(format); err == nil && strings.TrimSpace(format) != "" {
		return f
	}
	return export.JSON
}

func (s *Studio) exportFlow(id string, revision int, f export.Format) (ExportedFile, error) {
	var t *trajectory.Trajectory
	var err error
	if revision > 0 {
		t, err = s.GetRevision(id, revision)
	} else {
		t, err = s.GetTrajectory(id)
	}
	if err != nil {
		return ExportedFile{}, err
	}
	fi := export.Describe(f)
	// Steps are written with the locators replays of the flow learned to
	// use, as the editor's "replay uses" says.
	data, err := export.Bytes(f, t, export.Options{Learned: replay.Learned(cache.Winners(s.store), t)})
	if err != nil {
		return ExportedFile{}, exportError(t, f, err)
	}
	return ExportedFile{FileName: export.FileName(t, f), MediaType: fi.MediaType, Language: fi.Language, Content: string(data)}, nil
}

// exportError says why t could not be exported in format f: a step the
// format cannot express is CodeUnsupported with the exporter's message
// (which names the step and why).
func exportError(t *trajectory.Trajectory, f export.Format, err error) *Error {
	var ve *trajectory.ValidationError
	if errors.As(err, &ve) {
		e := AsError(err)
		return &Error{Code: e.Code, Message: notExported(ve.Problems), Details: e.Details, err: err}
	}
	code := CodeInternal
	if errors.Is(err, export.ErrUnsupportedAction) || errors.Is(err, export.ErrNoLocator) || cannotExpress(err) {
		code = CodeUnsupported
	}
	msg := strings.TrimPrefix(err.Error(), "exporting "+string(f)+": ")
	return &Error{Code: code, Message: fmt.Sprintf("exporting %s as %s: %s — nothing was exported", flowName(t), export.Describe(f).Label, msg), err: err}
}

// notExported says why a flow the store's rules refuse (one stored before
// the limits on names and step timeouts) is not exported, in the words of
// the editor, which opens it to be fixed: "Not exported: step 4: the
// timeout must be … Change it in the editor and save, then export again."
func notExported(ps []trajectory.Problem) string {
	var parts []string
	for _, p := range problems(ps[:min(len(ps), maxShownProblems)]) {
		parts = append(parts, problemText(p))
	}
	if rest := len(ps) - maxShownProblems; rest > 0 {
		parts = append(parts, fmt.Sprintf("and %d more", rest))
	}
	it := "it"
	if len(ps) > 1 {
		it = "them"
	}
	return fmt.Sprintf("Not exported: %s. Change %s in the editor and save, then export again.", strings.Join(parts, "; "), it)
}

// cannotExpress reports whether err says a step cannot be written in the
// format (export.CannotExpressError on the export branch), by its
// message, so that this file builds with and without it.
func cannotExpress(err error) bool {
	return strings.Contains(err.Error(), "cannot express step")
}

// flowName names a flow in a message: its name, or its id.
func flowName(t *trajectory.Trajectory) string {
	if n := strings.TrimSpace(t.Name); n != "" {
		return fmt.Sprintf("%q", n)
	}
	return t.ID
}

// ExportFlowDialog exports a flow as ExportFlow does and asks where to
// save the file with the native dialog (the file name offered ends with
// the format's extension); it returns the path written, or "" when the
// user cancelled. The file is written whole or not at all. Desktop only:
// in a browser, download ExportFlow's content.
func (s *Studio) ExportFlowDialog(id string, revision int, format string) (string, error) {
	if s.opts.Dialogs == nil {
		return "", errorf(CodeUnsupported, "file dialogs exist in the desktop app only: download the content ExportFlow returns")
	}
	f, err := s.ExportFlow(id, revision, format)
	if err != nil {
		return "", err
	}
	fi := export.Describe(exportFormat(format))
	filters := []FileFilter{{DisplayName: fmt.Sprintf("%s (*%s)", fi.Label, fi.Extension), Pattern: "*" + fi.Extension}, allFiles}
	path, err := s.opts.Dialogs.SaveFile("Export flow as "+fi.Label, f.FileName, filters)
	if err != nil || path == "" {
		return "", wrapErr(err)
	}
	if err := writeFileAtomic(path, []byte(f.Content)); err != nil {
		return "", &Error{Code: CodeBadRequest, Message: fmt.Sprintf("saving the export to %s: %v — choose a folder you can write to", path, err), err: err}
	}
	return path, nil
}

// writeFileAtomic writes data to a temporary file next to path and renames
// it over path, so a failed write leaves no half-written file.
func writeFileAtomic(path string, data []byte) error {
	return userfile.WriteAtomic(path, data, 0o644)
}
