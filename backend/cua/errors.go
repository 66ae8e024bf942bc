package cua

import "errors"

// ErrSafetyDeclined is returned (wrapped, with the vendor's explanation)
// when the vendor asked for a person to confirm an action and
// Options.Confirm declined or was not set. The action was not performed.
var ErrSafetyDeclined = errors.New("a safety check asked for confirmation, which was not given")

// ErrBadAction means the model asked for an action the driver cannot read
// or perform (an unknown action type, missing coordinates, a point off the
// screen). It is reported back to the model, which may correct itself; it
// does not end the run.
var ErrBadAction = errors.New("unusable action")
