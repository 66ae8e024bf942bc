package studio

import (
	"github.com/reprise-qa/reprise/backend/studio/editor"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Edit is one editor operation on a trajectory (docs/api.md §4); the
// editor's rules live in package editor, which the UI's component tests
// also run (as WebAssembly).
type Edit = editor.Edit

// EditResult is a trajectory after edits, with what is still wrong with it.
type EditResult = editor.EditResult

// EditTrajectory applies edits to a copy of t and returns it with its
// validation problems. Nothing is stored. An edit that cannot apply (an
// index out of range, an unknown op) fails the whole call with
// CodeBadRequest naming the edit.
func (s *Studio) EditTrajectory(t *trajectory.Trajectory, edits []Edit) (EditResult, error) {
	r, err := editor.Run(t, edits, editor.Options{AllowFileURLs: s.opts.Nav.AllowFileURLs})
	if err != nil {
		return EditResult{}, badRequest(err)
	}
	return r, nil
}

// ValidateTrajectory returns t's problems; empty when it is valid.
func (s *Studio) ValidateTrajectory(t *trajectory.Trajectory) ([]Problem, error) {
	if t == nil {
		return nil, errorf(CodeBadRequest, "no trajectory to validate")
	}
	return editor.Validate(t), nil
}

// ApplyEdits returns a copy of t with edits applied in order (editor.Apply);
// an edit that cannot apply is a CodeBadRequest error naming it.
func ApplyEdits(t *trajectory.Trajectory, edits []Edit) (*trajectory.Trajectory, error) {
	out, err := editor.Apply(t, edits)
	if err != nil {
		return nil, badRequest(err)
	}
	return out, nil
}

// badRequest is err, an editor rule's refusal, as a CodeBadRequest error.
func badRequest(err error) *Error {
	return &Error{Code: CodeBadRequest, Message: err.Error(), err: err}
}

// ActionInfo says which arguments an action takes, for the step inspector.
type ActionInfo = editor.ActionInfo

// ListActions lists every action with its arguments ("required",
// "optional" or "none"), learnt from the trajectory validator.
func (s *Studio) ListActions() ([]ActionInfo, error) {
	return editor.Actions(), nil
}
