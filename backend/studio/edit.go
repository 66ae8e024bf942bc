package studio

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Edit is one editor operation on a trajectory (docs/api.md §4). Op
// selects which of the other fields are read.
type Edit struct {
	// Op is move, insert, duplicate, delete, updateStep, setTarget,
	// setVariable, removeVariable, rename, setStartUrl or setTags.
	Op       string               `json:"op"`
	Index    int                  `json:"index,omitempty"`
	From     int                  `json:"from,omitempty"`
	To       int                  `json:"to,omitempty"`
	Step     *trajectory.Step     `json:"step,omitempty"`
	Target   *trajectory.Target   `json:"target,omitempty"`
	Variable *trajectory.Variable `json:"variable,omitempty"`
	Name     string               `json:"name,omitempty"`
	URL      string               `json:"url,omitempty"`
	Tags     []string             `json:"tags,omitempty"`
}

// EditResult is a trajectory after edits, with what is still wrong with it.
type EditResult struct {
	Trajectory *trajectory.Trajectory `json:"trajectory"`
	Problems   []Problem              `json:"problems"`
}

// EditTrajectory applies edits to a copy of t and returns it with its
// validation problems. Nothing is stored. An edit that cannot apply (an
// index out of range, an unknown op) fails the whole call with
// CodeBadRequest naming the edit.
func (s *Studio) EditTrajectory(t *trajectory.Trajectory, edits []Edit) (EditResult, error) {
	if t == nil {
		return EditResult{}, errorf(CodeBadRequest, "no trajectory to edit")
	}
	out, err := ApplyEdits(t, edits)
	if err != nil {
		return EditResult{}, err
	}
	if navpolicy.Scheme(out.StartURL) == "file" && !s.opts.Nav.AllowFileURLs && slices.ContainsFunc(edits, func(e Edit) bool { return e.Op == "setStartUrl" }) {
		return EditResult{}, errorf(CodeBadRequest, "the Start URL %s is a file on this computer; file: URLs are turned off in this app (Settings → Start URLs says why): serve the folder over http, e.g. `python3 -m http.server`, and use http://localhost:8000/…",
			clipText(out.StartURL, 120))
	}
	return EditResult{Trajectory: out, Problems: Validate(out)}, nil
}

// ValidateTrajectory returns t's problems; empty when it is valid.
func (s *Studio) ValidateTrajectory(t *trajectory.Trajectory) ([]Problem, error) {
	if t == nil {
		return nil, errorf(CodeBadRequest, "no trajectory to validate")
	}
	return Validate(t), nil
}

// Validate returns the problems of t, by the store's rules.
func Validate(t *trajectory.Trajectory) []Problem {
	c := *t
	if c.Version == 0 {
		c.Version = trajectory.FormatVersion
	}
	out := []Problem{}
	if ve, ok := c.Validate().(*trajectory.ValidationError); ok {
		out = append(out, problems(ve.Problems)...)
	}
	return out
}

// ApplyEdits returns a copy of t with edits applied in order; t is not
// changed. Step ids stay stable: inserted and duplicated steps get fresh
// ids, moved and updated steps keep theirs.
func ApplyEdits(t *trajectory.Trajectory, edits []Edit) (*trajectory.Trajectory, error) {
	c := t.Clone()
	for n, e := range edits {
		if err := applyEdit(c, e); err != nil {
			return nil, errorf(CodeBadRequest, "edit %d (%s): %s", n+1, e.Op, err)
		}
	}
	return c, nil
}

func applyEdit(t *trajectory.Trajectory, e Edit) error {
	n := len(t.Steps)
	idx := func(i, max int) error {
		if i < 0 || i >= max {
			return fmt.Errorf("step index %d is out of range (the trajectory has %d steps)", i, n)
		}
		return nil
	}
	switch e.Op {
	case "move":
		if err := idx(e.From, n); err != nil {
			return err
		}
		if err := idx(e.To, n); err != nil {
			return err
		}
		st := t.Steps[e.From]
		t.Steps = slices.Delete(t.Steps, e.From, e.From+1)
		t.Steps = slices.Insert(t.Steps, e.To, st)
	case "insert":
		if err := idx(e.Index, n+1); err != nil {
			return err
		}
		if e.Step == nil {
			return fmt.Errorf("no step to insert")
		}
		st := e.Step.Clone()
		if st.ID == "" || hasStepID(t, st.ID) {
			st.ID = freshStepID(t)
		}
		t.Steps = slices.Insert(t.Steps, e.Index, st)
	case "duplicate":
		if err := idx(e.Index, n); err != nil {
			return err
		}
		st := t.Steps[e.Index].Clone()
		st.ID = freshStepID(t)
		t.Steps = slices.Insert(t.Steps, e.Index+1, st)
	case "delete":
		if err := idx(e.Index, n); err != nil {
			return err
		}
		t.Steps = slices.Delete(t.Steps, e.Index, e.Index+1)
	case "updateStep":
		if err := idx(e.Index, n); err != nil {
			return err
		}
		if e.Step == nil {
			return fmt.Errorf("no step given")
		}
		st := e.Step.Clone()
		st.ID = t.Steps[e.Index].ID
		t.Steps[e.Index] = st
		declare(t, &st)
	case "setTarget":
		if err := idx(e.Index, n); err != nil {
			return err
		}
		if e.Target == nil || len(e.Target.Candidates) == 0 {
			return fmt.Errorf("the new target has no locator candidates")
		}
		tg := e.Target.Clone()
		t.Steps[e.Index].Target = &tg
	case "setVariable":
		if e.Variable == nil || strings.TrimSpace(e.Variable.Name) == "" {
			return fmt.Errorf("no variable name")
		}
		v := *e.Variable
		v.Name = strings.TrimSpace(v.Name)
		if v.Secret {
			v.Default = ""
		}
		i := slices.IndexFunc(t.Variables, func(x trajectory.Variable) bool { return x.Name == v.Name })
		if i >= 0 {
			t.Variables[i] = v
		} else {
			t.Variables = append(t.Variables, v)
		}
	case "removeVariable":
		i := slices.IndexFunc(t.Variables, func(x trajectory.Variable) bool { return x.Name == e.Name })
		if i < 0 {
			return fmt.Errorf("no variable %q", e.Name)
		}
		t.Variables = slices.Delete(t.Variables, i, i+1)
	case "rename":
		t.Name = strings.TrimSpace(e.Name)
	case "setStartUrl":
		u, err := startURL(e.URL)
		if err != nil {
			return err
		}
		t.StartURL = u
	case "setTags":
		t.Tags = cleanTags(e.Tags)
	default:
		return fmt.Errorf("unknown op %q (known: move, insert, duplicate, delete, updateStep, setTarget, setVariable, removeVariable, rename, setStartUrl, setTags)", e.Op)
	}
	return nil
}

func hasStepID(t *trajectory.Trajectory, id string) bool {
	return slices.ContainsFunc(t.Steps, func(s trajectory.Step) bool { return s.ID == id })
}

// freshStepID returns "sN" for the smallest N > len(steps) not in use,
// the recorder's scheme.
func freshStepID(t *trajectory.Trajectory) string {
	for n := len(t.Steps) + 1; ; n++ {
		if id := fmt.Sprintf("s%d", n); !hasStepID(t, id) {
			return id
		}
	}
}

// declare adds variables a step refers to that t does not declare.
func declare(t *trajectory.Trajectory, s *trajectory.Step) {
	for _, f := range []string{s.Value, s.URL, s.Key} {
		for _, name := range trajectory.Placeholders(f) {
			if !slices.ContainsFunc(t.Variables, func(v trajectory.Variable) bool { return v.Name == name }) {
				t.Variables = append(t.Variables, trajectory.Variable{Name: name})
			}
		}
	}
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

// startURL checks and completes a Start URL typed in the editor: an
// address without a scheme gets one (http:// for this machine, e.g.
// "localhost:8731/login.html", https:// otherwise); anything that is not
// a web address is refused with what to type instead. Empty is allowed
// (a flow that starts on whatever page is open), and so are addresses
// with {{placeholders}}, checked once the values are known. file: URLs
// pass here; EditTrajectory refuses them unless the app allows them.
func startURL(raw string) (string, error) {
	u := navpolicy.Normalize(raw)
	if u == "" {
		return "", nil
	}
	if strings.HasPrefix(u, "{{") {
		// A placeholder stands for the scheme and host, or the whole address.
		return u, nil
	}
	probe := strings.NewReplacer("{{", "", "}}", "").Replace(u)
	err := navpolicy.Policy{AllowFileURLs: true}.CheckURL(probe)
	var re *navpolicy.RefusedError
	if errors.As(err, &re) {
		if re.Scheme != "" && re.Scheme != "http" && re.Scheme != "https" {
			return "", fmt.Errorf("the Start URL %q cannot be opened: %s", clipText(u, 120), re.Reason)
		}
		return "", fmt.Errorf("the Start URL %q is not a web address: type a full address such as https://example.com/login (an address on this computer, like localhost:8080/login, opens over http)", clipText(u, 120))
	}
	return u, err
}

// clipText shortens s to at most n runes for an error message.
func clipText(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
