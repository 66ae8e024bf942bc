package heal

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/reprise-qa/reprise/backend/heal/meaning"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// testIDAttrs are the test id attributes the snapshot records.
var testIDAttrs = []string{"data-testid", "data-test", "data-qa", "data-cy", "data-test-id", "data-qa-id", "data-testing"}

// otherAttrs are compared one by one when the recorded element has them.
var otherAttrs = []string{"name", "type", "href", "placeholder", "title", "aria-label", "alt", "value", "role"}

// Weights of the similarity features; they sum to 1. A feature the
// recorded fingerprint has nothing for (no id, no context, no box) is
// left out and the others are scaled up, so the score stays in 0–1.
const (
	wRole     = 0.10
	wTag      = 0.05
	wName     = 0.30
	wText     = 0.05
	wIDs      = 0.12
	wClass    = 0.04
	wAttrs    = 0.08
	wPath     = 0.06
	wContext  = 0.12
	wPosition = 0.08
)

// Match is how one live element compares with the recorded fingerprint.
type Match struct {
	// Score is the weighted similarity, 0–1.
	Score float64
	// Veto, when not empty, says why the element cannot be the recorded
	// one whatever its score: its role or meaning changed.
	Veto string
	// NameExact is true when the names agree once case, stop words and
	// synonyms are folded ("Add to cart" = "Add to basket").
	NameExact bool
	// NameSim is the similarity of the names, 0–1.
	NameSim float64
	// SameID is true when the element keeps a recorded (non-generated)
	// id or test id.
	SameID bool
	// SamePlace is true when the element sits where the recorded one did:
	// same DOM path and context, near the same position.
	SamePlace bool
	// NearPlace is a looser SamePlace (a wrapper added, a few pixels
	// off): same context, a similar path, near the same position.
	NearPlace bool
	// NameUnknown is true when the names cannot be compared: the field's
	// recorded name was its placeholder hint and the hint was rewritten,
	// or the live field lost its name.
	NameUnknown bool
	// Field is true for form fields (text, number, select, checkbox…).
	Field bool
	// Elsewhere is true for one of several look-alikes (the "Add to
	// cart" of every product card) in another context than the recorded
	// one: another card's, however near it sits (see Rank).
	Elsewhere bool
	// Changes lists what differs, for the patch's reason, e.g.
	// `id changed from "save" to "save-btn"`.
	Changes []string
	// Kept lists what stayed the same ("role", "name", "context").
	Kept []string
}

// Compare scores live, an element's fingerprint now, against recorded.
// It is a pure function of the two fingerprints; page-level rules (a
// repeated name whose context changed) are applied by Rank.
func Compare(recorded, live trajectory.Fingerprint) Match {
	return compare(recorded, live, "", false)
}

// compare is Compare with the live element's visual label: the text just
// before a form field, which reads as its label even when no <label for>
// ties them (Rank finds it in the snapshot). With elsewhere, live is one
// of several look-alikes (the "Add to cart" of every product card) in
// another context than the recorded one: where it sits says nothing of
// which it is (a card added before the recorded one takes its place), so
// its position earns nothing and it never counts as sitting where the
// recorded element did.
func compare(recorded, live trajectory.Fingerprint, visual string, elsewhere bool) Match {
	m := Match{Elsewhere: elsewhere}
	var sum, total float64
	add := func(w, sim float64) {
		sum += w * sim
		total += w
	}

	// Role: a different kind of control is a different control.
	switch {
	case recorded.Role == live.Role:
		add(wRole, 1)
		if recorded.Role != "" {
			m.Kept = append(m.Kept, "role")
		}
	case compatibleRoles(recorded.Role, live.Role):
		add(wRole, 0.6)
		m.Changes = append(m.Changes, fmt.Sprintf("role changed from %s to %s", recorded.Role, live.Role))
	default:
		m.Veto = fmt.Sprintf("role changed from %q to %q", recorded.Role, live.Role)
		add(wRole, 0)
	}

	// Tag. A password field is no text field: what is typed into the one
	// must not go into the other.
	if (recorded.TagKind() == "input:password") != (live.TagKind() == "input:password") && recorded.Tag == "input" && live.Tag == "input" &&
		!slices.Contains(recorded.TagKinds(), live.TagKind()) && m.Veto == "" {
		m.Veto = fmt.Sprintf("type changed from %s to %s: a password field is not a text field", typeOf(recorded), typeOf(live))
	}
	switch {
	case recorded.Tag == live.Tag:
		add(wTag, 1)
	case healKind(recorded) == healKind(live):
		add(wTag, 0.7)
		m.Changes = append(m.Changes, fmt.Sprintf("tag changed from %s to %s", recorded.Tag, live.Tag))
	default:
		add(wTag, 0.2)
		m.Changes = append(m.Changes, fmt.Sprintf("tag changed from %s to %s", recorded.Tag, live.Tag))
	}

	// Name, then visible text when it says more than the name.
	rn, ln := label(recorded), label(live)
	m.Field = fieldRoles[recorded.Role]
	recHint := m.Field && isHint(recorded, rn)
	if m.Field && visual != "" && (ln == "" || isHint(live, ln)) {
		if trajectory.Fold(visual) == trajectory.Fold(rn) || ln == "" {
			ln = visual
		}
	}
	switch {
	case rn == "" && ln == "":
		// Nameless on both sides (a list row's checkbox): its row's text,
		// the fingerprint's context, is what names it.
		if recorded.Context != "" && trajectory.Fold(recorded.Context) == trajectory.Fold(live.Context) {
			m.NameExact = true
		}
	case rn == "":
		add(wName, 0.5)
	case m.Field && ln == "":
		// The field lost its name (a <label for> became a <span>): the
		// name says nothing either way.
		m.NameUnknown = true
		m.Changes = append(m.Changes, fmt.Sprintf("name %q removed", rn))
	default:
		sim, exact, veto := meaning.Compare(rn, ln)
		m.NameSim, m.NameExact = sim, exact
		if recHint && strings.HasPrefix(veto, "name changed") {
			// A placeholder is an example or a hint ("e.g. SAVE10"), not
			// what the field is: rewriting it changes nothing.
			veto, m.NameUnknown = "", true
		} else {
			add(wName, sim)
		}
		if veto != "" && m.Veto == "" {
			m.Veto = veto
		}
		switch {
		case trajectory.Fold(rn) == trajectory.Fold(ln):
			m.Kept = append(m.Kept, "name")
		case ln == "":
			m.Changes = append(m.Changes, fmt.Sprintf("name %q removed", rn))
		default:
			m.Changes = append(m.Changes, fmt.Sprintf("name changed from %q to %q", rn, ln))
		}
	}
	if recorded.Text != "" && trajectory.Fold(recorded.Text) != trajectory.Fold(recorded.Name) {
		sim, _, _ := meaning.Compare(recorded.Text, live.Text)
		add(wText, sim)
	}

	// Stable ids: the test ids and a hand-written id.
	var idSims []float64
	for _, k := range append([]string{"id"}, testIDAttrs...) {
		rv := recorded.Attrs[k]
		if rv == "" || (k == "id" && meaning.Generated(rv)) {
			continue
		}
		lv := live.Attrs[k]
		switch {
		case lv == rv:
			idSims = append(idSims, 1)
			m.SameID = true
			m.Kept = append(m.Kept, k)
		case lv == "":
			idSims = append(idSims, 0)
			m.Changes = append(m.Changes, fmt.Sprintf("%s %q removed", k, rv))
		default:
			idSims = append(idSims, 0.8*meaning.Dice(meaning.IDWords(rv), meaning.IDWords(lv)))
			m.Changes = append(m.Changes, fmt.Sprintf("%s changed from %q to %q", k, rv, lv))
		}
	}
	if len(idSims) > 0 {
		add(wIDs, mean(idSims))
	}

	// Classes, leaving out generated ones.
	if rc := stableClasses(recorded.Attrs["class"]); len(rc) > 0 {
		add(wClass, meaning.Dice(rc, stableClasses(live.Attrs["class"])))
	}

	// Other attributes the recorded element had.
	var attrSims []float64
	for _, k := range otherAttrs {
		rv := recorded.Attrs[k]
		if rv == "" || (k == "placeholder" && m.NameUnknown) {
			continue
		}
		lv := live.Attrs[k]
		switch {
		case lv == rv:
			attrSims = append(attrSims, 1)
		case lv == "":
			attrSims = append(attrSims, 0)
		case k == "type" || k == "role":
			attrSims = append(attrSims, 0)
			m.Changes = append(m.Changes, fmt.Sprintf("%s changed from %q to %q", k, rv, lv))
		default:
			attrSims = append(attrSims, math.Max(meaning.Dice(meaning.Set(meaning.RawWords(rv)...), meaning.Set(meaning.RawWords(lv)...)), meaning.LevenshteinRatio(rv, lv))*0.9)
		}
	}
	if len(attrSims) > 0 {
		add(wAttrs, mean(attrSims))
	}

	// Where it sits: DOM path, nearby text, position.
	pathSim := 0.0
	if recorded.Path != "" {
		pathSim = pathSimilarity(recorded.Path, live.Path)
		add(wPath, pathSim)
		if pathSim < 1 {
			switch {
			case live.InShadow && !recorded.InShadow:
				m.Changes = append(m.Changes, "moved into a shadow root")
			case recorded.InShadow && !live.InShadow:
				m.Changes = append(m.Changes, "moved out of its shadow root")
			default:
				m.Changes = append(m.Changes, "moved in the DOM ("+recorded.Path+" → "+live.Path+")")
			}
		}
	}
	ctxSim := 1.0
	if recorded.Context != "" {
		ctxSim = contextSimilarity(recorded.Context, live.Context)
		add(wContext, ctxSim)
		if ctxSim == 1 {
			m.Kept = append(m.Kept, "context")
		} else {
			m.Changes = append(m.Changes, fmt.Sprintf("context changed from %q to %q", recorded.Context, live.Context))
		}
	}
	posSim := 0.0
	if recorded.Box != nil && live.Box != nil {
		if !elsewhere {
			posSim = positionSimilarity(*recorded.Box, *live.Box)
		}
		add(wPosition, posSim)
	}
	m.SamePlace = !elsewhere && recorded.Path != "" && pathSim >= 0.85 && ctxSim >= 0.8 && (recorded.Box == nil || posSim >= 0.5)
	m.NearPlace = !elsewhere && recorded.Path != "" && pathSim >= 0.5 && ctxSim >= 0.8 && (recorded.Box == nil || posSim >= 0.6)

	if total > 0 {
		m.Score = sum / total
	}
	return m
}

// fieldRoles are the roles of form fields.
var fieldRoles = map[string]bool{"textbox": true, "searchbox": true, "spinbutton": true, "combobox": true,
	"listbox": true, "checkbox": true, "radio": true, "switch": true, "slider": true}

// isHint reports whether name is the field's placeholder.
func isHint(fp trajectory.Fingerprint, name string) bool {
	p := fp.Attrs["placeholder"]
	return p != "" && trajectory.Fold(p) == trajectory.Fold(name)
}

// label is what a user reads on the element: its accessible name, else
// its text, else a naming attribute.
func label(fp trajectory.Fingerprint) string {
	for _, v := range []string{fp.Name, fp.Text, fp.Attrs["aria-label"], fp.Attrs["title"], fp.Attrs["placeholder"], fp.Attrs["alt"], fp.Attrs["value"]} {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}

// compatibleRoles are roles a control keeps its meaning across: a search
// field rebuilt as a text field, a checkbox restyled as a switch, static
// text re-wrapped in another text element.
func compatibleRoles(a, b string) bool {
	groups := [][]string{
		{"textbox", "searchbox", "combobox", "spinbutton"},
		{"checkbox", "switch", "menuitemcheckbox"},
		{"radio", "menuitemradio"},
		{"option", "menuitem", "treeitem"},
		// A link or button moved into a menu, a button rebuilt as a link:
		// the same command under the same name.
		{"link", "button", "menuitem"},
		{"text", "paragraph", "generic", "status", "alert", "note", "strong", "emphasis", "cell", "listitem", "definition", "term", "heading", "caption", "label", ""},
	}
	for _, g := range groups {
		ina, inb := false, false
		for _, r := range g {
			ina = ina || r == a
			inb = inb || r == b
		}
		if ina && inb {
			return true
		}
	}
	return false
}

// healKind is the fingerprint's tag kind (trajectory.Fingerprint.TagKind)
// with the tags that only hold text folded into one kind "text": a
// heading that became a paragraph still shows the same words.
func healKind(fp trajectory.Fingerprint) string {
	switch k := fp.TagKind(); k {
	case "p", "span", "div", "strong", "em", "b", "i", "small", "label", "li", "td", "h1", "h2", "h3", "h4", "h5", "h6":
		return "text"
	default:
		return k
	}
}

func stableClasses(s string) map[string]bool {
	m := map[string]bool{}
	for _, c := range strings.Fields(s) {
		if !meaning.Generated(c) {
			m[strings.ToLower(c)] = true
		}
	}
	return m
}

// pathSimilarity compares two tag paths ("html>body>form>button") by their
// longest common subsequence of steps, weighting the steps nearest the
// element most: a wrapper added high up matters less than a new parent.
func pathSimilarity(a, b string) float64 {
	if a == b {
		return 1
	}
	split := func(s string) []string {
		return strings.FieldsFunc(s, func(r rune) bool { return r == '>' || r == '/' })
	}
	pa, pb := split(a), split(b)
	if len(pa) == 0 || len(pb) == 0 {
		return 0
	}
	lcs := make([][]int, len(pa)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(pb)+1)
	}
	for i := 1; i <= len(pa); i++ {
		for j := 1; j <= len(pb); j++ {
			if pa[i-1] == pb[j-1] {
				lcs[i][j] = lcs[i-1][j-1] + 1
			} else {
				lcs[i][j] = max(lcs[i-1][j], lcs[i][j-1])
			}
		}
	}
	whole := float64(lcs[len(pa)][len(pb)]) / float64(max(len(pa), len(pb)))
	// The last three steps (the element, its parent, its grandparent).
	tail := 0.0
	for k := 1; k <= 3; k++ {
		if k <= len(pa) && k <= len(pb) && pa[len(pa)-k] == pb[len(pb)-k] {
			tail++
		}
	}
	return 0.5*whole + 0.5*tail/3
}

func contextSimilarity(recorded, live string) float64 {
	if trajectory.Fold(recorded) == trajectory.Fold(live) {
		return 1
	}
	if live == "" {
		return 0
	}
	return math.Min(0.9, math.Max(meaning.Dice(meaning.Set(meaning.Words(recorded)...), meaning.Set(meaning.Words(live)...)), meaning.LevenshteinRatio(trajectory.Fold(recorded), trajectory.Fold(live))*0.9))
}

// positionSimilarity falls from 1 with the distance between the boxes'
// centres: 0.5 at 200 CSS pixels.
func positionSimilarity(a, b trajectory.Box) float64 {
	dx := (a.X + a.W/2) - (b.X + b.W/2)
	dy := (a.Y + a.H/2) - (b.Y + b.H/2)
	return 1 / (1 + math.Hypot(dx, dy)/200)
}

func mean(v []float64) float64 {
	s := 0.0
	for _, x := range v {
		s += x
	}
	return s / float64(len(v))
}

// typeOf is an input's type as a page says it: "text" when it says none.
func typeOf(fp trajectory.Fingerprint) string {
	if t := strings.ToLower(fp.Attrs["type"]); t != "" {
		return t
	}
	return "text"
}
