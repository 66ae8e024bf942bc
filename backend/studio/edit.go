package studio

import (
	"strings"

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
type ActionInfo struct {
	Action     trajectory.Action `json:"action"`
	Target     string            `json:"target"`
	Value      string            `json:"value"`
	URL        string            `json:"url"`
	Key        string            `json:"key"`
	DropTarget string            `json:"dropTarget"`
}

// ListActions lists every action with its arguments ("required",
// "optional" or "none"), learnt from the trajectory validator.
func (s *Studio) ListActions() ([]ActionInfo, error) {
	out := []ActionInfo{}
	for _, a := range trajectory.Actions() {
		out = append(out, actionInfo(a))
	}
	return out, nil
}

// argProbe sets and clears one argument of a step.
type argProbe struct {
	field string
	set   func(*trajectory.Step)
	clear func(*trajectory.Step)
}

// actionInfo probes trajectory.Validate: an argument is required when a
// step without it has a problem on that field, "none" when a step with
// only it has one.
func actionInfo(a trajectory.Action) ActionInfo {
	tg := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#x", Score: 500}}, Fingerprint: trajectory.Fingerprint{Tag: "div"}}
	info := ActionInfo{Action: a}
	probes := []argProbe{
		{"target", func(s *trajectory.Step) { s.Target = tg }, func(s *trajectory.Step) { s.Target = nil }},
		{"value", func(s *trajectory.Step) { s.Value = "1" }, func(s *trajectory.Step) { s.Value = "" }},
		{"url", func(s *trajectory.Step) { s.URL = "https://example.com" }, func(s *trajectory.Step) { s.URL = "" }},
		{"key", func(s *trajectory.Step) { s.Key = "Enter" }, func(s *trajectory.Step) { s.Key = "" }},
		{"dropTarget", func(s *trajectory.Step) { s.DropTarget = tg }, func(s *trajectory.Step) { s.DropTarget = nil }},
	}
	outs := []*string{&info.Target, &info.Value, &info.URL, &info.Key, &info.DropTarget}
	full := trajectory.Step{ID: "s1", Action: a}
	for _, p := range probes {
		p.set(&full)
	}
	for i, p := range probes {
		without := full
		p.clear(&without)
		only := trajectory.Step{ID: "s1", Action: a}
		p.set(&only)
		switch {
		case fieldProblem(without, p.field):
			*outs[i] = "required"
		case fieldProblem(only, p.field):
			*outs[i] = "none"
		default:
			*outs[i] = "optional"
		}
	}
	return info
}

func fieldProblem(s trajectory.Step, field string) bool {
	t := trajectory.Trajectory{Version: trajectory.FormatVersion, Steps: []trajectory.Step{s}}
	ve, ok := t.Validate().(*trajectory.ValidationError)
	if !ok {
		return false
	}
	for _, p := range ve.Problems {
		if p.Field == field || strings.HasPrefix(p.Field, field+".") || strings.HasPrefix(p.Field, field+"[") {
			return true
		}
	}
	return false
}
