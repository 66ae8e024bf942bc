package trajectory

import (
	"errors"
	"fmt"
	"strings"
)

// ErrMissingVariable is returned (wrapped in a *VariableError) when a step
// refers to a variable that has no value.
var ErrMissingVariable = errors.New("missing variable")

// Problem is one thing wrong with a trajectory file.
type Problem struct {
	// Step is the 1-based step number, or 0 for trajectory-level problems.
	Step int
	// StepID is the step's id when known.
	StepID string
	// Field is the JSON field, e.g. "target.candidates[0].kind".
	Field string
	// Message says what is wrong.
	Message string
}

func (p Problem) String() string {
	var b strings.Builder
	if p.Step > 0 {
		fmt.Fprintf(&b, "step %d", p.Step)
		if p.StepID != "" {
			fmt.Fprintf(&b, " (%s)", p.StepID)
		}
		if p.Field != "" {
			b.WriteString(" ")
		}
	}
	b.WriteString(p.Field)
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	return b.String()
}

// ValidationError lists every problem found in a trajectory.
type ValidationError struct {
	// Source names the file or id that was checked, when known.
	Source   string
	Problems []Problem
}

func (e *ValidationError) Error() string {
	var b strings.Builder
	src := e.Source
	if src == "" {
		src = "trajectory"
	}
	fmt.Fprintf(&b, "%s: %d problem(s):", src, len(e.Problems))
	for _, p := range e.Problems {
		b.WriteString("\n  - ")
		b.WriteString(p.String())
	}
	return b.String()
}

// VariableError says which step and field refer to a variable without a value.
type VariableError struct {
	Step  int
	Field string
	Name  string
	// Secret is set when the flow declares the variable secret: its value
	// is not given on a command line, where other users see it.
	Secret bool
	// Near is the declared variable Name likely misspells ({{user}} for
	// an undeclared {{usr}}), when there is one.
	Near string
	// Empty is set when the value was given, as "": only a secret's is
	// refused so (see Trajectory.Resolved).
	Empty bool
}

func (e *VariableError) Error() string {
	if e.Secret {
		// REPRISE_SECRET_PASSWORD fills {{password}}; a name with
		// capitals of its own is written as it is.
		env := e.Name
		if strings.ToLower(env) == env {
			env = strings.ToUpper(env)
		}
		return fmt.Sprintf("%s (set REPRISE_SECRET_%s, or pass --secret %s=... or a --vars-file)", e.Describe(), env, e.Name)
	}
	if e.Near != "" {
		return fmt.Sprintf("%s; correct the step, or pass --var %s=...", e.Describe(), e.Name)
	}
	return fmt.Sprintf("%s (pass --var %s=...)", e.Describe(), e.Name)
}

// Describe says where which variable has no value, without the command
// line's way of giving it one that Error adds: the studio says its own.
func (e *VariableError) Describe() string {
	where := e.Field
	switch {
	case e.Step > 0:
		where = fmt.Sprintf("step %d %s", e.Step, e.Field)
	case e.Field == "startUrl":
		where = "the start URL"
	}
	if e.Near != "" {
		return fmt.Sprintf("%s: variable {{%s}} has no value, and the flow has no variable of that name (it has {{%s}}: a typo?)", where, e.Name, e.Near)
	}
	if e.Empty {
		return fmt.Sprintf("%s: secret {{%s}} is empty: is it set for this run?", where, e.Name)
	}
	return fmt.Sprintf("%s: variable {{%s}} has no value", where, e.Name)
}

// Unwrap makes errors.Is(err, ErrMissingVariable) true.
func (e *VariableError) Unwrap() error { return ErrMissingVariable }
