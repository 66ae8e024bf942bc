// Package editor holds the trajectory editor's rules: the edits the
// studio applies to a draft (move, insert, duplicate, …), the problems
// validation reports and the arguments each action takes, in the studio
// API's JSON form (docs/api.md §4).
//
// It needs nothing but the trajectory format and the navigation policy,
// so it also builds for WebAssembly: the UI's component tests answer
// EditTrajectory, ValidateTrajectory and ListActions with these same
// rules (backend/studio/editor/wasm), not with a copy of them.
package editor

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
	// setVariable, removeVariable, rename, setStartUrl, setTags or
	// setSites.
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
	// Sites are, for setSites, the other sites the flow may visit besides
	// its start URL's (its allowedOrigins): addresses or bare hosts,
	// kept as origins.
	Sites []string `json:"sites,omitempty"`
}

// EditResult is a trajectory after edits, with what is still wrong with it.
type EditResult struct {
	Trajectory *trajectory.Trajectory `json:"trajectory"`
	Problems   []Problem              `json:"problems"`
}

// Problem is one thing wrong with a trajectory, in the API's JSON form.
type Problem struct {
	Step    int    `json:"step"`
	StepID  string `json:"stepId,omitempty"`
	Field   string `json:"field,omitempty"`
	Message string `json:"message"`
}

// Options are the app settings the rules depend on.
type Options struct {
	// AllowFileURLs lets setStartUrl take a file: URL (Settings → Start URLs).
	AllowFileURLs bool `json:"allowFileUrls,omitempty"`
}

// Run applies edits to a copy of t and returns it with its validation
// problems; t is not changed. An edit that cannot apply (an index out of
// range, an unknown op) fails the whole call with an error naming the
// edit, worded for the user.
func Run(t *trajectory.Trajectory, edits []Edit, opts Options) (EditResult, error) {
	if t == nil {
		return EditResult{}, errors.New("no trajectory to edit")
	}
	out, err := Apply(t, edits)
	if err != nil {
		return EditResult{}, err
	}
	if navpolicy.Scheme(out.StartURL) == "file" && !opts.AllowFileURLs && slices.ContainsFunc(edits, func(e Edit) bool { return e.Op == "setStartUrl" }) {
		return EditResult{}, fmt.Errorf("the Start URL %s is a file on this computer; file: URLs are turned off in this app (Settings → Start URLs says why): serve the folder over http, e.g. `python3 -m http.server`, and use http://localhost:8000/…",
			clipText(out.StartURL, 120))
	}
	return EditResult{Trajectory: out, Problems: Validate(out)}, nil
}

// NoName is what the editor says of a flow without a name, which it does
// not save (Studio.SaveTrajectory refuses it with this problem, on the
// field "name").
const NoName = "Give the flow a name: it is how you find it in the Library and in CI reports."

// Unnamed reports whether name is no name at all: empty or blank.
func Unnamed(name string) bool { return strings.TrimSpace(name) == "" }

// Validate returns the problems of t, by the store's rules and the
// editor's own (a flow saved from the editor has a name: NoName); empty
// (not nil) when it is valid. A trajectory without a format version is
// checked as the current version.
func Validate(t *trajectory.Trajectory) []Problem {
	c := *t
	if c.Version == 0 {
		c.Version = trajectory.FormatVersion
	}
	out := []Problem{}
	if Unnamed(c.Name) {
		out = append(out, Problem{Field: "name", Message: NoName})
	}
	if ve, ok := c.Validate().(*trajectory.ValidationError); ok {
		out = append(out, Problems(ve.Problems)...)
	}
	return out
}

// Problems converts the validator's problems to the API's form.
func Problems(ps []trajectory.Problem) []Problem {
	out := make([]Problem, 0, len(ps))
	for _, p := range ps {
		out = append(out, Problem{Step: p.Step, StepID: p.StepID, Field: p.Field, Message: p.Message})
	}
	return out
}

// Apply returns a copy of t with edits applied in order; t is not
// changed. Step ids stay stable: inserted and duplicated steps get fresh
// ids, moved and updated steps keep theirs.
func Apply(t *trajectory.Trajectory, edits []Edit) (*trajectory.Trajectory, error) {
	c := t.Clone()
	for n, e := range edits {
		if err := applyEdit(c, e); err != nil {
			return nil, fmt.Errorf("edit %d (%s): %w", n+1, e.Op, err)
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
			return errors.New("no step to insert")
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
			return errors.New("no step given")
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
			return errors.New("the new target has no locator candidates")
		}
		tg := e.Target.Clone()
		t.Steps[e.Index].Target = &tg
	case "setVariable":
		if e.Variable == nil || strings.TrimSpace(e.Variable.Name) == "" {
			return errors.New("no variable name")
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
		t.Tags = CleanTags(e.Tags)
	case "setSites":
		sites, err := Sites(e.Sites)
		if err != nil {
			return err
		}
		t.AllowedOrigins = sites
	default:
		return fmt.Errorf("unknown op %q (known: move, insert, duplicate, delete, updateStep, setTarget, setVariable, removeVariable, rename, setStartUrl, setTags, setSites)", e.Op)
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

// CleanTags trims tags and drops empty and repeated ones, keeping order.
func CleanTags(tags []string) []string {
	var out []string
	for _, t := range tags {
		t = strings.TrimSpace(t)
		if t != "" && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// Sites checks the other sites a flow may visit as the editor takes them
// (addresses such as https://login.example.com/sso or bare hosts such as
// localhost:8080) and returns them as origins, blanks and repeats left
// out, in order.
func Sites(given []string) ([]string, error) {
	var out []string
	for _, g := range given {
		if strings.TrimSpace(g) == "" {
			continue
		}
		o, err := navpolicy.WebOrigin(g)
		if err != nil {
			return nil, err
		}
		if !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out, nil
}

// startURL checks and completes a Start URL typed in the editor: an
// address without a scheme gets one (http:// for this machine, e.g.
// "localhost:8731/login.html", https:// otherwise); anything that is not
// a web address is refused with what to type instead. Empty is allowed
// (a flow that starts on whatever page is open), and so are addresses
// with {{placeholders}}, checked once the values are known. file: URLs
// pass here; Run refuses them unless Options allow them.
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
