package studio

import (
	"errors"
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/trajectory"
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
		out = append(out, ExportFormat{Name: string(fi.Format), Label: fi.Label, Extension: fi.Extension, Language: fi.Language})
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
	data, err := export.Bytes(f, t, export.Options{})
	if err != nil {
		code := CodeInternal
		var ve *trajectory.ValidationError
		switch {
		case errors.As(err, &ve):
			return ExportedFile{}, AsError(err)
		case errors.Is(err, export.ErrUnsupportedAction), errors.Is(err, export.ErrNoLocator), cannotExpress(err):
			code = CodeUnsupported
		}
		return ExportedFile{}, &Error{Code: code, Message: fmt.Sprintf("exporting %s as %s: %s — nothing was exported", flowName(t), fi.Label, strings.TrimPrefix(err.Error(), "exporting "+string(f)+": ")), err: err}
	}
	return ExportedFile{FileName: export.FileName(t, f), MediaType: fi.MediaType, Language: fi.Language, Content: string(data)}, nil
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
