package runner

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNoFlows is returned by Resolve when the paths name no trajectory.
var ErrNoFlows = errors.New("no trajectories to run")

// ErrVarsFile is wrapped by ParseVarsFile's errors.
var ErrVarsFile = errors.New("bad vars file")

// PathError says why one PATH given to Resolve names no trajectory.
type PathError struct {
	// Path is the argument as given.
	Path string
	// Reason says what was tried, e.g. "no such file, and no trajectory
	// with that id or prefix in the store".
	Reason string
	// Err is the underlying error, if any.
	Err error
}

func (e *PathError) Error() string {
	msg := e.Path + ": " + e.Reason
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns the underlying error.
func (e *PathError) Unwrap() error { return e.Err }

// MissingVarsError lists, for every flow that cannot start, the variable
// it has no value for: the runner checks all flows before opening a
// browser, so a misconfigured CI job fails at once with every problem.
type MissingVarsError struct {
	// Problems are "REF: message" lines, one per flow.
	Problems []string
}

func (e *MissingVarsError) Error() string {
	return fmt.Sprintf("%d flow(s) lack variable values (pass --var NAME=VALUE, --vars-file or REPRISE_VAR_NAME):\n  %s",
		len(e.Problems), strings.Join(e.Problems, "\n  "))
}

// ErrShard is wrapped by ParseShard's errors.
var ErrShard = errors.New("bad shard")

// ErrReport is wrapped by ReadReport's and Merge's errors: a file that is
// not a report `reprise run` wrote, or reports that cannot be combined.
var ErrReport = errors.New("bad report")

// ErrPoolExhausted is an attempt's error when every browser endpoint of
// a pool has been taken out of it.
var ErrPoolExhausted = errors.New("every browser endpoint has been taken out of the pool")
