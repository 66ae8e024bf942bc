package studio

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/resolver"
	"github.com/reprise-qa/reprise/backend/studio/editor"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Error codes, as docs/api.md lists them. The frontend switches on them.
const (
	CodeBadRequest      = "bad_request"
	CodeInvalid         = "invalid"
	CodeMissingVariable = "missing_variable"
	CodeNotFound        = "not_found"
	CodeDeleted         = "deleted"
	CodeConflict        = "conflict"
	CodeBusy            = "busy"
	CodeAmbiguous       = "ambiguous"
	CodeLocked          = "locked"
	CodeNeedsModel      = "needs_model"
	CodeNoKey           = "no_key"
	CodeBrowser         = "browser"
	CodeCancelled       = "cancelled"
	CodeUnsupported     = "unsupported"
	CodeUnauthorized    = "unauthorized"
	CodeUnknownMethod   = "unknown_method"
	CodeInternal        = "internal"
	// CodeOffSite: the step would leave the flow's allowed sites; details
	// hold {"origin": "https://…"} for AllowOrigin.
	CodeOffSite = "off_site"
)

// Error is the error every studio method returns: a stable code, a message
// that says what failed and what to do, and optional details (the
// problems of an invalid trajectory, the missing variable). Its JSON form
// is the "error" object of docs/api.md.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Details any    `json:"details,omitempty"`
	err     error
}

// Error returns the message.
func (e *Error) Error() string { return e.Message }

// Unwrap exposes the underlying error, if any.
func (e *Error) Unwrap() error { return e.err }

// errorf returns an *Error with code and a formatted message.
func errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// AsError classifies err into an *Error. An *Error anywhere in err's chain
// is returned with its code; known engine errors get their code; anything
// else is CodeInternal with err's message. Every message is worded for the
// user on the way out (userWording: no driver internals, bounded length),
// since both doors (the HTTP API and the desktop app) answer through here.
// AsError(nil) is nil.
func AsError(err error) *Error {
	if err == nil {
		return nil
	}
	e := classify(err)
	if w := userWording(e.Message); w != e.Message {
		c := *e
		c.Message = w
		return &c
	}
	return e
}

// classify is AsError before the message is worded.
func classify(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	out := &Error{Code: CodeInternal, Message: err.Error(), err: err}
	var ve *trajectory.ValidationError
	var vare *trajectory.VariableError
	if origin := replay.OffSite(err); origin != "" {
		out.Code = CodeOffSite
		out.Details = map[string]any{"origin": origin}
		out.Message = fmt.Sprintf("this step would take the flow to %s, outside the sites it may visit. Allow %s for this flow and try again, or change the step.", origin, origin)
		return out
	}
	switch {
	case errors.As(err, &ve):
		out.Code = CodeInvalid
		out.Details = problems(ve.Problems)
		out.Message = problemsText(ve.Problems)
	case errors.As(err, &vare):
		out.Code = CodeMissingVariable
		out.Details = map[string]any{"name": vare.Name, "step": vare.Step, "field": vare.Field}
		out.Message = fmt.Sprintf("%s — give the flow a variable named %q with a value, or write the value itself in place of {{%s}}",
			vare.Describe(), vare.Name, vare.Name)
		if vare.Near != "" {
			out.Message = fmt.Sprintf("%s — correct the step, or give the flow a variable named %q with a value", vare.Describe(), vare.Name)
		}
		if vare.Empty {
			out.Message = fmt.Sprintf("%s — type its value when the run asks for it", vare.Describe())
		}
	case errors.Is(err, cache.ErrNotFound):
		out.Code = CodeNotFound
	case errors.Is(err, cache.ErrDeleted):
		out.Code = CodeDeleted
	case errors.Is(err, cache.ErrAmbiguous):
		out.Code = CodeAmbiguous
	case errors.Is(err, cache.ErrLocked):
		out.Code = CodeLocked
	case errors.Is(err, cache.ErrInvalid), errors.Is(err, cache.ErrTooLarge):
		out.Code = CodeBadRequest
	case errors.Is(err, resolver.ErrNeedsModel):
		out.Code = CodeNeedsModel
	case errors.Is(err, resolver.ErrNotAStep):
		out.Code = CodeBadRequest
	case errors.Is(err, llm.ErrNoKey):
		out.Code = CodeNoKey
	case errors.Is(err, context.Canceled):
		out.Code = CodeCancelled
	case errors.Is(err, browser.ErrClosed), errors.Is(err, browser.ErrLaunch),
		errors.Is(err, browser.ErrConnect), errors.Is(err, browser.ErrNoBrowser), errors.Is(err, browser.ErrNoDriver):
		out.Code = CodeBrowser
	}
	return out
}

// problemsText says what is wrong with a flow in the editor's words: its
// steps by number (not their ids) and their parts by what the editor
// calls them; the problems themselves go to the frontend as details.
func problemsText(ps []trajectory.Problem) string {
	if len(ps) == 0 {
		return "the flow is not valid"
	}
	var parts []string
	for _, p := range problems(ps[:min(len(ps), maxShownProblems)]) {
		parts = append(parts, problemText(p))
	}
	if rest := len(ps) - maxShownProblems; rest > 0 {
		parts = append(parts, fmt.Sprintf("and %d more", rest))
	}
	head, fix := "the flow has a problem to fix: ", " — fix it in the step, or delete the step"
	if len(ps) > 1 {
		head, fix = fmt.Sprintf("the flow has %d problems to fix: ", len(ps)), " — fix them in their steps, or delete those steps"
	}
	for _, p := range ps {
		if p.Step == 0 {
			fix = "" // a problem of the flow as a whole
		}
	}
	return head + strings.Join(parts, "; ") + fix
}

// Problem is one thing wrong with a trajectory, in the API's JSON form.
type Problem = editor.Problem

func problems(ps []trajectory.Problem) []Problem { return editor.Problems(ps) }

// wrapErr is AsError for an error that may be nil: it returns a nil error
// interface (not a typed nil *Error) when err is nil.
func wrapErr(err error) error {
	if err == nil {
		return nil
	}
	return AsError(err)
}
