package editor

import (
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ActionInfo says which arguments an action takes, for the step inspector.
type ActionInfo struct {
	Action     trajectory.Action `json:"action"`
	Target     string            `json:"target"`
	Value      string            `json:"value"`
	URL        string            `json:"url"`
	Key        string            `json:"key"`
	DropTarget string            `json:"dropTarget"`
}

// Actions lists every action with its arguments ("required",
// "optional" or "none"), learnt from the trajectory validator.
func Actions() []ActionInfo {
	out := []ActionInfo{}
	for _, a := range trajectory.Actions() {
		out = append(out, actionInfo(a))
	}
	return out
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
