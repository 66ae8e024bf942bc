package resolver

import (
	"fmt"
	"slices"
	"strings"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// rowKinds are the container words of "in the Ada row": they relate an
// element to a row, as "next to" does.
var rowKinds = map[string]bool{"row": true, "line": true, "item": true, "entry": true, "todo": true, "task": true, "card": true, "tile": true}

// parents returns the index of each element's parent in the snapshot's
// tree (landmarks, rows, dialogs), -1 at the top.
func parents(s *snapshot.Snapshot) []int {
	out := make([]int, len(s.Elements))
	var stack []int
	for i, e := range s.Elements {
		for len(stack) > 0 && s.Elements[stack[len(stack)-1]].Depth >= e.Depth {
			stack = stack[:len(stack)-1]
		}
		out[i] = -1
		if len(stack) > 0 && s.Elements[stack[len(stack)-1]].Depth == e.Depth-1 {
			out[i] = stack[len(stack)-1]
		}
		stack = append(stack, i)
	}
	return out
}

func mentions(hay, needle string) bool {
	h, n := norm(hay), norm(needle)
	return n != "" && h != "" && containsWords(h, n)
}

// inside reports whether element i sits in a container named within: a
// landmark, dialog, table or region of that name (of that kind when one
// is given), or the section under a heading of that name.
func (f *finder) inside(i int, within, kind string) bool {
	roles := kindRoles[kind]
	for a := f.parents[i]; a >= 0; a = f.parents[a] {
		anc := &f.snap.Elements[a]
		if (roles == nil || slices.Contains(roles, anc.Role)) && mentions(anc.Name, within) {
			return true
		}
	}
	if roles != nil && kind != "form" {
		return false
	}
	return mentions(f.snap.Elements[i].Target.Fingerprint.Context, within)
}

// insideKind reports whether element i sits in a container of a kind
// ("in the dialog").
func (f *finder) insideKind(i int, kind string) bool {
	roles := kindRoles[kind]
	for a := f.parents[i]; a >= 0; a = f.parents[a] {
		if slices.Contains(roles, f.snap.Elements[a].Role) {
			return true
		}
	}
	return false
}

// nearFilter keeps, of the candidates still in the running, those that sit
// in the row, list item or card of the anchor text: by their context (a
// row's other cells, a list item's text, the card's heading), by a row
// around them, or, for nameless controls in lists whose text is in a
// sibling element, by being the closest such control to the anchor in the
// page's structure.
//
// With rowOnly, a heading above the element does not count: "check
// 'Notifications'" is not the checkbox under the Notifications heading.
func (f *finder) nearFilter(cs []cand, anchor string, rowOnly bool) {
	rel := make([]int, len(cs)) // 2 = exactly its row, 1 = row mentions it
	best := 0
	for k := range cs {
		if cs[k].why != "" {
			continue
		}
		e := cs[k].el
		ctx := e.Target.Fingerprint.Context
		switch {
		case norm(e.Name) == norm(anchor):
			// "the checkbox next to 'Walk the dog'" when the label is its own.
			rel[k] = 2
		case rowOnly:
		case norm(ctx) == norm(anchor):
			rel[k] = 2
		case mentions(ctx, anchor) && e.Name != "":
			// A nameless control's context is its whole row's text: a
			// few of its words ('Buy' of "Buy milk") are a guess.
			rel[k] = 1
		}
		{
			for a := f.parents[cs[k].idx]; a >= 0; a = f.parents[a] {
				anc := &f.snap.Elements[a]
				if anc.Role != "row" && anc.Role != "listitem" && anc.Role != "article" && anc.Role != "group" {
					continue
				}
				for _, cell := range strings.Split(anc.Name, " | ") {
					if norm(cell) == norm(anchor) {
						rel[k] = max(rel[k], 2)
					}
				}
				if mentions(anc.Name, anchor) {
					rel[k] = max(rel[k], 1)
				}
			}
		}
		best = max(best, rel[k])
	}
	if best > 0 {
		for k := range cs {
			if cs[k].why == "" && rel[k] < best {
				cs[k].why = fmt.Sprintf("not next to %q", anchor)
			}
		}
		return
	}
	// Structure: the control that shares the deepest container with the
	// anchor text, when that container is a list item, table row or card,
	// or a small group holding both.
	anchors := f.anchors(anchor)
	depth := make([]int, len(cs))
	top := 0
	for k := range cs {
		if cs[k].why != "" {
			continue
		}
		xp := xpathOf(cs[k].el)
		for _, a := range anchors {
			if a == cs[k].el || frameOf(a) != frameOf(cs[k].el) {
				continue
			}
			if d, ok := tight(xp, xpathOf(a)); ok {
				depth[k] = max(depth[k], d)
			}
		}
		top = max(top, depth[k])
	}
	for k := range cs {
		if cs[k].why != "" {
			continue
		}
		switch {
		case top == 0:
			cs[k].why = fmt.Sprintf("not next to %q", anchor)
		case depth[k] < top:
			cs[k].why = fmt.Sprintf("farther from %q", anchor)
		}
	}
}

// anchors returns the elements whose own name, text or value is the
// anchor phrase. Structure alone ties a nameless control to text only when
// the text is exactly what the instruction quotes: "next to 'Buy'" does
// not pick the row "Buy milk".
func (f *finder) anchors(anchor string) []*snapshot.Element {
	want := norm(anchor)
	var exact []*snapshot.Element
	for i := range f.snap.Elements {
		e := &f.snap.Elements[i]
		if xpathOf(e) == "" || e.Role == "heading" {
			continue // a heading names a section, not a row
		}
		if norm(e.Name) == want || norm(e.Target.Fingerprint.Text) == want || e.Value != "" && norm(e.Value) == want {
			exact = append(exact, e)
		}
	}
	return exact
}

func xpathOf(e *snapshot.Element) string {
	for _, c := range e.Target.Candidates {
		if c.Kind == trajectory.LocXPath {
			return c.Value
		}
	}
	return ""
}

func frameOf(e *snapshot.Element) string {
	if i := strings.IndexByte(e.ID, 'e'); i > 0 {
		return e.ID[:i]
	}
	return ""
}

// tight returns the depth of the deepest common ancestor of two elements
// given by absolute xpaths, and whether that ancestor is a container of
// one item: inside a list item, table row or article, or the parent of
// one of them and the grandparent at most of the other.
func tight(a, b string) (int, bool) {
	pa, pb := strings.Split(strings.Trim(a, "/"), "/"), strings.Split(strings.Trim(b, "/"), "/")
	n := 0
	for n < len(pa) && n < len(pb) && pa[n] == pb[n] {
		n++
	}
	if n < 3 || n == len(pa) || n == len(pb) {
		return 0, false // only html/body in common, or one holds the other
	}
	for _, step := range pa[:n] {
		tag := step
		if i := strings.IndexByte(tag, '['); i >= 0 {
			tag = tag[:i]
		}
		switch tag {
		case "li", "tr", "article":
			return n, true
		}
	}
	// Siblings, or one a child of the other's sibling wrapper (a label
	// around a checkbox beside its text) — not cousins in one section.
	return n, min(len(pa), len(pb))-n <= 1 && max(len(pa), len(pb))-n <= 2
}

// hoverRow handles controls that appear only while their row is hovered:
// when nothing on the page answers q, q names the row it sits in, and
// exactly one element of a list item or table row carries that row's
// text (or exactly one table row has a cell with that text), it returns
// that element (the row's first element) to hover first.
func (f *finder) hoverRow(q query, cs []cand) *snapshot.Element {
	if !f.mayHover || q.near == "" || (q.name == "" && q.roleWord == "") {
		return nil
	}
	switch f.action {
	case trajectory.ActionClick, trajectory.ActionCheck, trajectory.ActionUncheck:
	default:
		return nil
	}
	for _, c := range cs {
		if c.why == "" || strings.HasPrefix(c.why, "farther") || strings.Contains(c.why, "ambiguous") {
			return nil // something visible answers; it is just not clear which
		}
	}
	var rows []*snapshot.Element
	// A table row whose cell is the anchor: hover its first element.
	for i := range f.snap.Elements {
		r := &f.snap.Elements[i]
		if r.Role != "row" || !slices.ContainsFunc(strings.Split(r.Name, " | "), func(c string) bool { return norm(c) == norm(q.near) }) {
			continue
		}
		for j := i + 1; j < len(f.snap.Elements) && f.snap.Elements[j].Depth > r.Depth; j++ {
			if xpathOf(&f.snap.Elements[j]) != "" {
				rows = append(rows, &f.snap.Elements[j])
				break
			}
		}
	}
	for _, a := range f.anchors(q.near) {
		if norm(a.Name) != norm(q.near) && norm(a.Target.Fingerprint.Text) != norm(q.near) {
			continue
		}
		xp := xpathOf(a)
		if strings.Contains(xp, "/li") || strings.Contains(xp, "/tr") {
			rows = append(rows, a)
		}
	}
	if len(rows) != 1 {
		return nil
	}
	return rows[0]
}
