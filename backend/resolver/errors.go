package resolver

import (
	"errors"
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/snapshot"
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
	// Unrelated is set when nothing on the page is named like the
	// instruction: Closest then lists the page's first named controls,
	// which share that one reason.
	Unrelated bool
	// noMatch is true when nothing matched at all (as opposed to several
	// elements matching equally well).
	noMatch bool
	// best is the score of the closest element, to pick among readings.
	best int
}

func (e *NeedsModelError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%q needs a model: %s", e.Instruction, e.Reason)
	switch {
	case len(e.Closest) > 0 && e.Unrelated:
		b.WriteString("; nothing on the page is named like it; its controls include ")
		b.WriteString(strings.Join(e.Closest, ", "))
	case len(e.Closest) > 0:
		b.WriteString("; closest elements: ")
		b.WriteString(strings.Join(e.Closest, ", "))
	}
	return b.String()
}

// Unwrap makes errors.Is(err, ErrNeedsModel) true.
func (e *NeedsModelError) Unwrap() error { return ErrNeedsModel }

// ErrNotAStep is matched (errors.Is) by every *NotAStepError.
var ErrNotAStep = errors.New("not a step")

// NotAStepError is an instruction that asks for something Reprise does not
// record as a step, whoever reads it (a fixed wait): asking a model
// would not help, so it is not a *NeedsModelError. Reason says what to
// write instead.
type NotAStepError struct {
	Instruction string
	Reason      string
}

func (e *NotAStepError) Error() string { return fmt.Sprintf("%q: %s", e.Instruction, e.Reason) }

// Unwrap makes errors.Is(err, ErrNotAStep) true.
func (e *NotAStepError) Unwrap() error { return ErrNotAStep }

// withClosest makes sure a "needs a model" error about snap lists the
// closest elements with why each was not taken, so the user can rephrase
// or pick one: when the reading that came closest found none (nothing
// matched, no target was named, the sentence is in none of the simple
// forms), the elements whose names share words with the instruction are
// listed, else the page's first named controls. Other errors pass as
// they are.
func withClosest(err error, instruction string, snap *snapshot.Snapshot) error {
	var nm *NeedsModelError
	if !errors.As(err, &nm) || len(nm.Closest) > 0 || snap == nil {
		return err
	}
	nm.Closest = wordsClosest(instruction, snap)
	if len(nm.Closest) > 0 {
		return err
	}
	for i := range snap.Elements {
		if e := &snap.Elements[i]; e.Interactive && len(e.Target.Candidates) > 0 && (e.Name != "" || e.Target.Fingerprint.Context != "") {
			nm.Closest = append(nm.Closest, describeEl(e))
		}
	}
	nm.Closest, nm.Unrelated = bound(nm.Closest), len(nm.Closest) > 0
	return err
}
