package resolver

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNeedsModel is matched (errors.Is) by every *NeedsModelError: the
// instruction cannot be resolved without a model.
var ErrNeedsModel = errors.New("needs a model")

// NeedsModelError says why an instruction needs a model and which elements
// came closest, so a user can rephrase or pick one.
type NeedsModelError struct {
	Instruction string
	Reason      string
	// Closest lists the closest elements, each as `[id] role "name"` and
	// why it was not taken ("name differs", "2 equally close — ambiguous"),
	// at most five.
	Closest []string
	// noMatch is true when nothing matched at all (as opposed to several
	// elements matching equally well).
	noMatch bool
	// best is the score of the closest element, to pick among readings.
	best int
}

func (e *NeedsModelError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%q needs a model: %s", e.Instruction, e.Reason)
	if len(e.Closest) > 0 {
		b.WriteString("; closest elements: ")
		b.WriteString(strings.Join(e.Closest, ", "))
	}
	return b.String()
}

// Unwrap makes errors.Is(err, ErrNeedsModel) true.
func (e *NeedsModelError) Unwrap() error { return ErrNeedsModel }
