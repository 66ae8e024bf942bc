package agent

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/reprise-qa/reprise/backend/llm"
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

// Error says what is wrong with the answer, in words; the answer itself
// (JSON, element ids of the prompt's page listing) is in Answer, for the
// model's next try and for logs, not for the person reading this.
func (e *AnswerError) Error() string {
	return "the model's answer could not be used: " + answerWords(e.Reason)
}

// answerWords rewords an answer's fault for a person: the prompt's element
// ids ("e9999") name nothing they can see; what they can do is name the
// element as the page shows it, or pick it themselves.
func answerWords(reason string) string {
	switch {
	case shownRe.MatchString(reason):
		return "it named an element that is not on the page: " + notOnPageNext
	case strings.HasPrefix(reason, "not the JSON asked for"):
		return "it was not the JSON it was asked for"
	}
	return reason
}

// notOnPageNext is what to do after a model named an element that is not
// on the page, in the command line's words (the studio says where its
// user picks an element).
const notOnPageNext = "rephrase the instruction with the element's visible text (the words on the button, link or label), or pick the element yourself in the studio"

// shownRe is resolve's reason for an element id that is not in the prompt.
var shownRe = regexp.MustCompile(`^element "[^"]*" is not on the page shown$`)

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

// withModel wraps err, which model m's call returned, with what was being
// done ("resolving \"click Save\""), naming the model once: an error that
// names it already (llm.NamesModel) is not told it again.
func withModel(doing string, m llm.Model, err error) error {
	if llm.NamesModel(err) {
		return fmt.Errorf("%s: %w", doing, err)
	}
	return fmt.Errorf("%s with %s: %w", doing, m.Name(), err)
}

// ErrResolverOffNeedsModel is returned when every instruction must go to
// the model (the resolver is off) and no model is configured.
var ErrResolverOffNeedsModel = errors.New("the offline resolver is off, so every instruction goes to a model, and no model is configured: choose a model (--model openai/gpt-4.1-mini, or Settings → Model) or turn the offline resolver back on")
