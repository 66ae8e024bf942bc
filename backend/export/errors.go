package export

import "errors"

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
