package agent

import (
	"errors"
	"fmt"
)

// ErrNoModel is returned by calls that need a model (observe and extract
// with an instruction the page text alone cannot answer) when none is
// configured.
var ErrNoModel = errors.New("no model configured: pass a model such as openai/gpt-4.1-mini (the local resolver only understands simple instructions)")

// AnswerError reports a model answer Reprise cannot use: not the JSON
// asked for, an element that is not on the page, or an action the element
// cannot take. Replay never acts on such an answer.
type AnswerError struct {
	// Answer is the model's answer as received.
	Answer string
	// Reason says what is wrong with it.
	Reason string
}

// Error describes the rejected answer.
func (e *AnswerError) Error() string {
	return fmt.Sprintf("unusable model answer (%s): %s", e.Reason, cut(e.Answer, 300))
}

// NotPossibleError reports that the model found no way to carry out the
// instruction on the page.
type NotPossibleError struct {
	Instruction string
	// Reason is the model's explanation.
	Reason string
}

// Error names the instruction and the model's reason.
func (e *NotPossibleError) Error() string {
	return fmt.Sprintf("the model found no way to %q on this page: %s", e.Instruction, e.Reason)
}

// SchemaError reports extracted data that does not match the caller's
// JSON Schema, after the model was given one chance to correct it.
type SchemaError struct {
	// Problems lists each mismatch with its JSON pointer.
	Problems []string
	// Answer is the model's last answer.
	Answer string
}

// Error lists the problems.
func (e *SchemaError) Error() string {
	return fmt.Sprintf("extracted data does not match the schema: %s (answer: %s)", join(e.Problems), cut(e.Answer, 300))
}

func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

func join(ps []string) string {
	out := ""
	for i, p := range ps {
		if i > 0 {
			out += "; "
		}
		out += p
	}
	return out
}

// ErrResolverOffNeedsModel is returned when every instruction must go to
// the model (the resolver is off) and no model is configured.
var ErrResolverOffNeedsModel = errors.New("the offline resolver is off, so every instruction goes to a model, and no model is configured: choose a model (--model openai/gpt-4.1-mini, or Settings → Model) or turn the offline resolver back on")
