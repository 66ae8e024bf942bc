package importer

import (
	"errors"
	"sort"
	"strings"
)

// ErrUnrecognised means the input is JSON but none of the known formats.
var ErrUnrecognised = errors.New("unrecognised format")

// ErrCorrupt means the input is not valid JSON or does not have the
// shape its format requires.
var ErrCorrupt = errors.New("corrupt input")

// ErrUnknownFormat is returned by ImportAs for a format it does not know.
var ErrUnknownFormat = errors.New("unknown import format")

// ErrTooLarge is returned for inputs over MaxInputSize.
var ErrTooLarge = errors.New("input too large")

// ErrNothingKept matches a *NothingKeptError.
var ErrNothingKept = errors.New("nothing in the input can be replayed by Reprise")

// Error is an import failure: which input, which format, what went wrong.
type Error struct {
	// Source names the input (a file name).
	Source string
	// Format is the detected or requested format, when known.
	Format Format
	// Err is the cause.
	Err error
}

func (e *Error) Error() string {
	src := e.Source
	if src == "" {
		src = "input"
	}
	if e.Format != "" {
		return src + " (" + string(e.Format) + "): " + e.Err.Error()
	}
	return src + ": " + e.Err.Error()
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// NothingKeptError says an input was read but none of its steps can be
// replayed; Notes says why for each.
type NothingKeptError struct {
	Notes []Note
}

func (e *NothingKeptError) Error() string {
	var b strings.Builder
	b.WriteString(ErrNothingKept.Error())
	for _, n := range e.Notes {
		b.WriteString("\n  - " + n.String())
	}
	return b.String()
}

// Unwrap makes errors.Is(err, ErrNothingKept) true.
func (e *NothingKeptError) Unwrap() error { return ErrNothingKept }

func sortStrings(s []string) { sort.Strings(s) }

func asTypeError[T error](err error, target *T) bool { return errors.As(err, target) }
