package snapshot

import (
	"strconv"
	"strings"
)

// Limits of the text rendering.
const (
	maxIndent     = 8  // spaces of indentation at most
	maxValueRunes = 40 // value="…" is cut to this
	maxOptions    = 8  // options=[…] lists this many labels
	maxNameRunes  = 100
)

// Text renders the snapshot compactly for a model, one element per line,
// indented one space per nesting level (at most eight):
//
//	[e3] navigation "Main"
//	 [e4] link "Shop"
//	[e9] heading "Welcome back" level=1
//	[e10] textbox "Email" value="alice@example.com"
//	[e12] checkbox "Remember me" checked
//	[e13] button "Sign in"
//	[e15] checkbox near "Walk the dog"
//	[e20] iframe "Contact form" (f1)
//	 [f1e1] textbox "Name"
//
// Elements of a child frame follow their iframe line and carry its prefix.
// A control with no name of its own says what it is near (its context).
// Values of password fields are masked by Take.
func (s *Snapshot) Text() string {
	var b strings.Builder
	for i := range s.Elements {
		writeLine(&b, &s.Elements[i])
	}
	return b.String()
}

// line renders one element as Text does, newline included.
func line(e *Element) string {
	var b strings.Builder
	writeLine(&b, e)
	return b.String()
}

// writeLine appends e's line of Text to b.
func writeLine(b *strings.Builder, e *Element) {
	d := e.Depth
	if d > maxIndent {
		d = maxIndent
	}
	for range d {
		b.WriteByte(' ')
	}
	b.WriteString("[")
	b.WriteString(e.ID)
	b.WriteString("] ")
	role := e.Role
	if role == "generic" && e.Tag != "" {
		role = e.Tag // <summary>, a clickable <div>: the tag says more
	}
	b.WriteString(role)
	name := e.Name
	if name == "" && e.Tag != "select" && e.Tag != "input" && e.Tag != "textarea" {
		name = e.Target.Fingerprint.Text // unnamed but not empty
	}
	if name != "" {
		b.WriteByte(' ')
		b.WriteString(strconv.Quote(cutRunes(name, maxNameRunes)))
	} else if ctx := e.Target.Fingerprint.Context; ctx != "" && e.Interactive {
		// A control with no name of its own (a list row's checkbox, an
		// icon button) is known by the row, card or form group it sits
		// in: a model tells "the checkbox next to Walk the dog" by it.
		b.WriteString(" near ")
		b.WriteString(strconv.Quote(cutRunes(ctx, maxNameRunes)))
	}
	if e.Level > 0 {
		b.WriteString(" level=")
		b.WriteString(strconv.Itoa(e.Level))
	}
	if e.Frame != "" {
		b.WriteString(" (")
		b.WriteString(e.Frame)
		b.WriteByte(')')
	}
	if e.Value != "" {
		b.WriteString(" value=")
		b.WriteString(strconv.Quote(cutRunes(e.Value, maxValueRunes)))
	}
	switch e.Checked {
	case "true":
		b.WriteString(" checked")
	case "mixed":
		b.WriteString(" mixed")
	}
	if e.Disabled {
		b.WriteString(" disabled")
	}
	if e.Hidden {
		b.WriteString(" hidden")
	}
	if len(e.Options) > 0 {
		b.WriteString(" options=[")
		for j, o := range e.Options {
			if j == maxOptions {
				b.WriteString("|…")
				break
			}
			if j > 0 {
				b.WriteByte('|')
			}
			b.WriteString(cutRunes(o, maxValueRunes))
		}
		b.WriteByte(']')
	}
	b.WriteByte('\n')
}

// cutRunes shortens s to n runes, marking the cut with "…".
func cutRunes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
