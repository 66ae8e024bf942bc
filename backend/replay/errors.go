package replay

import (
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// NoHealError is what a Healer returns when it found no element it is
// confident is the recorded one: replay then tries the next Healer, and
// if none heals, fails the step with the suggestions.
type NoHealError struct {
	// Tier is the healer's tier, e.g. trajectory.TierSimilarity.
	Tier string
	// Reason says why nothing was accepted, naming the closest element
	// and the rule it failed ("ambiguous: … and … are less than 0.10
	// apart, the lead healing needs to choose one").
	Reason string
	// Cause is the key fact in one short sentence for a user, what a
	// report leads with (StepResult.Cause); "" to let Reason stand.
	Cause string
	// Suggestions are the closest elements, best first, for a user to
	// pick from. Replay never acts on them.
	Suggestions []trajectory.Suggestion
}

func (e *NoHealError) Error() string {
	if e.Tier == "" {
		return "not healed: " + e.Reason
	}
	return e.Tier + " healing: " + e.Reason
}

// NotHealedError is the error of a step whose recorded candidates failed
// and that no Healer could repair: the locate failure, why each healer
// declined, and the suggestions gathered. It unwraps to the
// *LocateError, so callers that only know LocateError still see the
// attempts.
type NotHealedError struct {
	Locate *LocateError
	// Reasons are the healers' errors, in the order they were tried.
	Reasons []string
	// Suggestions are the healers' suggestions, best first.
	Suggestions []trajectory.Suggestion
	// Cause is the first healer's key fact (NoHealError.Cause, else its
	// Reason): why the step found no element, in one short sentence.
	Cause string
}

func (e *NotHealedError) Error() string {
	msg := e.Locate.Error()
	if len(e.Reasons) > 0 {
		msg += "; " + strings.Join(e.Reasons, "; ")
	}
	if len(e.Suggestions) > 0 {
		msg += fmt.Sprintf("; closest: %s (%.2f) — re-record the step or accept a suggestion in the editor", e.Suggestions[0].Description, e.Suggestions[0].Score)
	} else {
		msg += " — re-record the step"
	}
	return msg
}

// Unwrap returns the locate failure.
func (e *NotHealedError) Unwrap() error { return e.Locate }
