package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// flowRefError is a stored flow that ref, given on the command line,
// does not name: the words say what ref is instead (a flow's name, not
// its id) and where ids are listed; errors.Is still matches the store's
// error (cache.ErrNotFound, cache.ErrInvalid).
type flowRefError struct {
	msg string
	err error
}

func (e *flowRefError) Error() string { return e.msg }
func (e *flowRefError) Unwrap() error { return e.err }

// findFlow reads the latest revision of the stored flow ref names (its
// id or the start of it) with explained errors (explainRef).
func findFlow(st cache.Reader, ref string) (*trajectory.Trajectory, error) {
	t, err := st.Trajectory(ref)
	if err != nil {
		return nil, explainRef(st, ref, err)
	}
	return t, nil
}

// explainRef rewrites err, the store's answer to ref, when ref names no
// flow by id: people type a flow's name ("Log in") where an id goes, so
// when ref is one flow's name, exactly or in other letter case, the error
// gives that flow's id; otherwise it says that no flow has that id or
// name and that reprise ls lists them. Other errors are returned as they
// are.
func explainRef(st cache.Reader, ref string, err error) error {
	if !errors.Is(err, cache.ErrNotFound) && !errors.Is(err, cache.ErrInvalid) || errors.Is(err, cache.ErrDeleted) {
		return err
	}
	var exact, folded []cache.Summary
	if list, lerr := st.ListTrajectories(); lerr == nil {
		for _, s := range list {
			switch {
			case s.Name == ref:
				exact = append(exact, s)
			case strings.EqualFold(strings.TrimSpace(s.Name), strings.TrimSpace(ref)):
				folded = append(folded, s)
			}
		}
	}
	named := exact
	if len(named) == 0 {
		named = folded
	}
	var msg string
	switch {
	case len(named) == 1:
		msg = fmt.Sprintf("%q is a flow name: its id is %s (see reprise ls)", named[0].Name, named[0].ID)
	case len(named) > 1:
		ids := make([]string, len(named))
		for i, s := range named {
			ids[i] = fmt.Sprintf("%s (%q)", s.ID, s.Name)
		}
		msg = fmt.Sprintf("%q is the name of %d flows: %s; give the id of the one you mean (see reprise ls)", ref, len(named), strings.Join(ids, ", "))
	case errors.Is(err, cache.ErrInvalid):
		msg = fmt.Sprintf("%q is neither a flow id (ids are letters, digits, _ and -) nor a flow's name: reprise ls lists the flows with their ids", ref)
	default:
		msg = fmt.Sprintf("no flow has the id %q, an id starting with it, or that name: reprise ls lists the flows with their ids", ref)
	}
	return &flowRefError{msg: msg, err: err}
}
