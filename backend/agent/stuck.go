package agent

import (
	"errors"
	"fmt"
	"strings"
)

// StuckAfter is how many times running the model may fail the same way
// (the same tool with the same error, or an answer with neither text nor
// a tool call) before a run stops: a model that answers alike every turn
// would only spend the rest of the step budget on the same answer.
const StuckAfter = 3

// ErrStuck is matched (errors.Is) by a *StuckError.
var ErrStuck = errors.New("the model keeps failing the same way")

// StuckError reports a run stopped because the model failed the same way
// StuckAfter times running.
type StuckError struct {
	// Times is how many times running it failed.
	Times int
	// Tool and Failure are the failing tool call and its error; both are
	// empty when the model answered nothing.
	Tool, Failure string
}

// Error says what the model kept doing and that the run stopped there.
func (e *StuckError) Error() string {
	if e.Tool == "" {
		return fmt.Sprintf("the model answered nothing %d times (no text, no tool call); nothing more was tried: check that the model supports tool calls, or choose another", e.Times)
	}
	return fmt.Sprintf("the model gave the same failing answer %d times: %s: %s; nothing more was tried: reword the goal or choose another model", e.Times, e.Tool, cut(e.Failure, 400))
}

// Is matches ErrStuck.
func (e *StuckError) Is(target error) bool { return target == ErrStuck }

// streak counts the model's identical failures in a row.
type streak struct {
	tool, failure string
	empty         bool
	n             int
}

// ok records a turn or tool call that did something: the count restarts.
func (s *streak) ok() { *s = streak{} }

// failed records a failing tool call; it returns a *StuckError when the
// same tool has now failed with the same error StuckAfter times running.
func (s *streak) failed(tool, failure string) error {
	failure = strings.TrimPrefix(failure, "error: ")
	if s.empty || s.tool != tool || s.failure != failure {
		*s = streak{tool: tool, failure: failure}
	}
	s.n++
	if s.n >= StuckAfter {
		return &StuckError{Times: s.n, Tool: tool, Failure: failure}
	}
	return nil
}

// nothing records an answer with neither text nor a tool call; it returns
// a *StuckError at the StuckAfter-th in a row.
func (s *streak) nothing() error {
	if !s.empty {
		*s = streak{empty: true}
	}
	s.n++
	if s.n >= StuckAfter {
		return &StuckError{Times: s.n}
	}
	return nil
}

// outcome records how a tool call went: a success restarts the count, a
// failure counts towards StuckAfter (streak.failed).
func (r *run) outcome(tool, text string, failed bool) error {
	if !failed {
		r.stuck.ok()
		return nil
	}
	return r.stuck.failed(tool, text)
}
