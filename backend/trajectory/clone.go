package trajectory

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
)

// Clone returns a deep copy of t: editing the copy's steps, targets,
// variables or tags never changes t.
func (t *Trajectory) Clone() *Trajectory {
	if t == nil {
		return nil
	}
	c := *t
	c.Variables = slices.Clone(t.Variables)
	c.Tags = slices.Clone(t.Tags)
	c.AllowedOrigins = slices.Clone(t.AllowedOrigins)
	// A clone always has a step list, so a new recording's copy encodes
	// as "steps": [] (what the UI and other readers expect), never null.
	c.Steps = make([]Step, len(t.Steps))
	for i := range t.Steps {
		c.Steps[i] = t.Steps[i].Clone()
	}
	return &c
}

// Clone returns a deep copy of s.
func (s Step) Clone() Step {
	if s.Target != nil {
		tg := s.Target.Clone()
		s.Target = &tg
	}
	if s.DropTarget != nil {
		tg := s.DropTarget.Clone()
		s.DropTarget = &tg
	}
	if s.Extract != nil {
		e := *s.Extract
		e.Schema = cloneRaw(e.Schema)
		e.Shape = cloneRaw(e.Shape)
		if e.Fields != nil {
			e.Fields = make([]ExtractField, len(s.Extract.Fields))
			for i, f := range s.Extract.Fields {
				f.Target = f.Target.Clone()
				e.Fields[i] = f
			}
		}
		s.Extract = &e
	}
	if s.Tool != nil {
		tc := *s.Tool
		tc.Args = cloneRaw(tc.Args)
		s.Tool = &tc
	}
	return s
}

// Clone returns a deep copy of t.
func (t Target) Clone() Target {
	t.Candidates = slices.Clone(t.Candidates)
	t.Frames = slices.Clone(t.Frames)
	t.Fingerprint.Attrs = maps.Clone(t.Fingerprint.Attrs)
	if t.Fingerprint.Box != nil {
		b := *t.Fingerprint.Box
		t.Fingerprint.Box = &b
	}
	return t
}

func cloneRaw(m json.RawMessage) json.RawMessage {
	if m == nil {
		return nil
	}
	return slices.Clone(m)
}

// Fold collapses white space and case: the one way names, texts and
// contexts are compared everywhere (fingerprint checks, the in-page
// selector engine, healing).
func Fold(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// TagKind groups tags that play the same part for a user: every kind of
// button (<button>, <input type=submit|button|reset|image>) is "button",
// text inputs and <textarea> are "field", checkbox, radio and the other
// special inputs (password among them) keep their type ("input:checkbox",
// "input:password"), and any other tag is
// itself. Replay's fingerprint check, its in-page selector engine and
// healing all compare elements by this kind.
func (fp Fingerprint) TagKind() string {
	switch fp.Tag {
	case "input":
		switch typ := strings.ToLower(fp.Attrs["type"]); typ {
		case "submit", "button", "reset", "image":
			return "button"
		case "checkbox", "radio", "range", "file", "color", "hidden", "password":
			// A password field is no text field: what is typed into one
			// must not go into the other.
			return "input:" + typ
		}
		return "field"
	case "textarea":
		return "field"
	case "button":
		return "button"
	}
	return fp.Tag
}

// TagKinds are the kinds (TagKind) a live element may have to be the one
// fp recorded: fp's own, and for an <input> recorded with no attributes at
// all (a fingerprint written by hand, which says nothing of its type) a
// password field too.
func (fp Fingerprint) TagKinds() []string {
	k := fp.TagKind()
	if fp.Tag == "input" && len(fp.Attrs) == 0 {
		return []string{k, "input:password"}
	}
	return []string{k}
}
