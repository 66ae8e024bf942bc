package export

import (
	"errors"
	"fmt"
)

// ErrNoTrajectory is returned when there is no trajectory to export.
var ErrNoTrajectory = errors.New("no trajectory")

// ErrNoLocator is returned when a step's target has no usable locator.
var ErrNoLocator = errors.New("target has no usable locator")

// ErrUnsupportedAction is returned for an action an exporter cannot write.
var ErrUnsupportedAction = errors.New("action not supported by this format")

// ErrUnknownFormat matches an *UnknownFormatError.
var ErrUnknownFormat = errors.New("unknown export format")

// UnknownFormatError names a format that is not one of Formats.
type UnknownFormatError struct {
	// Format is the name that was asked for.
	Format string
}

func (e *UnknownFormatError) Error() string {
	names := make([]string, 0, len(Formats()))
	for _, f := range Formats() {
		names = append(names, string(f))
	}
	return "unknown export format \"" + e.Format + "\" (known: " + joinComma(names) + ")"
}

// Unwrap makes errors.Is(err, ErrUnknownFormat) true.
func (e *UnknownFormatError) Unwrap() error { return ErrUnknownFormat }

func joinComma(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += ", "
		}
		out += x
	}
	return out
}

// ErrCannotExpress matches a *CannotExpressError.
var ErrCannotExpress = errors.New("step cannot be expressed in this format")

// CannotExpressError says which step of a trajectory an exporter cannot
// write, and why. Nothing is exported when it is returned.
type CannotExpressError struct {
	// Step is the step's position, from 1.
	Step int
	// StepID is the step's id.
	StepID string
	// Action is the step's action.
	Action string
	// Language is the export's language, e.g. "Playwright TypeScript".
	Language string
	// Reason says why, in the user's words.
	Reason string
	// Err is the underlying cause, if any.
	Err error
}

func (e *CannotExpressError) Error() string {
	return fmt.Sprintf("cannot express step %d (%s, id %s) in %s: %s; edit or disable the step, or export another format",
		e.Step, e.Action, e.StepID, e.Language, e.Reason)
}

// Unwrap makes errors.Is(err, ErrCannotExpress) true, and exposes the cause.
func (e *CannotExpressError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrCannotExpress, e.Err}
	}
	return []error{ErrCannotExpress}
}
