package heal

import (
	"fmt"
	"github.com/reprise-qa/reprise/backend/heal/meaning"
	"sort"
	"strings"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Scored is one element of the page with its match against the recorded
// target.
type Scored struct {
	Element *snapshot.Element
	Match
}

// Describe renders the element the way a user reads it, e.g.
// `button "Save draft"` or `textbox "Email" in frame 1`.
func Describe(el *snapshot.Element) string {
	fp := el.Target.Fingerprint
	role := fp.Role
	if role == "" {
		role = fp.Tag
	}
	s := role
	if n := label(fp); n != "" {
		s += fmt.Sprintf(" %q", cut(n, 60))
	}
	if fp.Context != "" && trajectory.Fold(fp.Context) != trajectory.Fold(label(fp)) {
		s += fmt.Sprintf(" near %q", cut(fp.Context, 40))
	}
	if len(el.Target.Frames) > 0 {
		s += " in iframe " + el.Target.Frames[len(el.Target.Frames)-1].Selector
	}
	return s
}

func cut(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// Rank scores every element of the page that could be acted on (it has
// locator candidates) against the recorded target: the elements it could
// act on by score, best first, then the vetoed ones by score. It is the
// one ranking behind a heal's decision and the suggestions every report
// and the studio show (Suggestions keeps its order). On top of Compare it applies one page-level rule to
// look-alikes: when the recorded name was not unique when recorded (the
// recorder had to tell repeated elements apart by their context, so no
// role or text locator names it) or several live elements carry the
// candidate's name, the context is what tells them apart. An element in
// another context is then vetoed when that context is not even similar
// (the "Add to cart" of another product is not the recorded one), and
// otherwise earns nothing for its position: a "Merino Wool Scarf" card
// added before the "Wool Scarf" one sits where the recorded button was,
// which says nothing of which button it is. The "Add to cart" still near
// "Wool Scarf" therefore ranks above it.
func Rank(target *trajectory.Target, elems []snapshot.Element) []Scored {
	rec := target.Fingerprint
	byName := map[string]int{}
	for i := range elems {
		if len(elems[i].Target.Candidates) > 0 {
			byName[trajectory.Fold(label(elems[i].Target.Fingerprint))]++
		}
	}
	recRepeated := rec.Name != "" && !namedByLocator(target)
	keepers := identityKeepers(rec, elems)
	out := make([]Scored, 0, len(elems))
	for i := range elems {
		el := &elems[i]
		if len(el.Target.Candidates) == 0 || el.Hidden {
			continue
		}
		live := el.Target.Fingerprint
		elsewhere := rec.Context != "" && trajectory.Fold(rec.Context) != trajectory.Fold(live.Context) &&
			(recRepeated || byName[trajectory.Fold(label(live))] > 1)
		m := compare(rec, live, visualLabel(elems, i), elsewhere)
		if m.Veto == "" {
			m.Veto = identityElsewhere(rec, live, elems, keepers, i)
		}
		if m.Veto == "" && elsewhere && contextSimilarity(rec.Context, live.Context) < 0.6 {
			m.Veto = fmt.Sprintf("context changed from %q to %q and %q is not unique: another element's look-alike", rec.Context, live.Context, label(live))
		}
		out = append(out, Scored{Element: el, Match: m})
	}
	sort.SliceStable(out, func(a, b int) bool {
		if (out[a].Veto == "") != (out[b].Veto == "") {
			return out[a].Veto == ""
		}
		return out[a].Score > out[b].Score
	})
	return out
}

// identityKeepers returns, for each identity attribute of the recorded
// element (its id when it does not look generated, and a form field's
// name), the indexes of the page's elements that carry it.
func identityKeepers(rec trajectory.Fingerprint, elems []snapshot.Element) map[string][]int {
	keys := identityAttrs(rec)
	out := map[string][]int{}
	for i := range elems {
		for _, k := range keys {
			if v := elems[i].Target.Fingerprint.Attrs[k]; v != "" && v == rec.Attrs[k] {
				out[k] = append(out[k], i)
			}
		}
	}
	return out
}

// identityAttrs are the attributes that say which form field rec is
// whatever the page shows: its name (what it sends) and an id that does
// not look generated. Fields only: their labels are what moves when a
// page's words are rearranged; a button keeps its words on itself.
func identityAttrs(rec trajectory.Fingerprint) []string {
	switch rec.Tag {
	case "input", "textarea", "select":
	default:
		return nil
	}
	if k := rec.TagKind(); k == "input:radio" || k == "input:checkbox" || k == "button" {
		return nil
	}
	var keys []string
	if id := rec.Attrs["id"]; id != "" && !meaning.Generated(id) {
		keys = append(keys, "id")
	}
	if rec.Attrs["name"] != "" {
		keys = append(keys, "name")
	}
	return keys
}

// identityElsewhere vetoes element i when an identity attribute of the
// recorded element (identityKeepers) changed on it and exactly one other
// element of the page still carries the recorded value: that element is
// the recorded one by what it is, i by what it shows. Two fields whose
// labels were swapped look each like the other's recording; healing onto
// either would type into a field the page no longer calls that.
func identityElsewhere(rec, live trajectory.Fingerprint, elems []snapshot.Element, keepers map[string][]int, i int) string {
	for _, k := range identityAttrs(rec) {
		at := keepers[k]
		if live.Attrs[k] == rec.Attrs[k] || len(at) != 1 || at[0] == i {
			continue
		}
		other := &elems[at[0]]
		return fmt.Sprintf("the recorded %s %q is still on the page, on %s: the page's labels may have been swapped", k, rec.Attrs[k], Describe(other))
	}
	return ""
}

// visualLabel returns the static text just before form field i in the
// snapshot (document order), with no other control in between: what a
// user reads as the field's label. "" when there is none.
func visualLabel(elems []snapshot.Element, i int) string {
	if !fieldRoles[elems[i].Role] {
		return ""
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		e := &elems[j]
		if e.Interactive || e.Frame != "" {
			return ""
		}
		if (e.Role == "text" || e.Role == "paragraph" || e.Role == "generic") && strings.TrimSpace(e.Name) != "" {
			return e.Name
		}
	}
	return ""
}

// namedByLocator reports whether the recorded target had a locator that
// names it by its accessible name or text, which the snapshot keeps only
// for names unique on the page.
func namedByLocator(t *trajectory.Target) bool {
	for _, c := range t.Candidates {
		switch c.Kind {
		case trajectory.LocRole, trajectory.LocText, trajectory.LocLabel, trajectory.LocPlaceholder, trajectory.LocAltText, trajectory.LocTitle:
			return true
		}
	}
	return false
}

// Decision is the outcome of Decide.
type Decision struct {
	// Best is the accepted element; nil when no element is accepted.
	Best *Scored
	// RunnerUp is the best element after Best among those not vetoed,
	// nil when there is none.
	RunnerUp *Scored
	// Reason says why Best was accepted, or why nothing was.
	Reason string
	// Cause is, when nothing was accepted, the key fact in one short
	// sentence for a user, what a report leads with: `Meaning changed
	// from "Sign in" to "Continue" (a different action): replay will not
	// act on button "Continue"`, or `Two elements match about equally: …
	// (79%) and … (72%); …`. "" when Best is set.
	Cause string
	// Vetoed is the highest-scoring element refused for a changed role or
	// meaning, when it outscores every accepted one: for error messages.
	Vetoed *Scored
}

// Decide accepts the best non-vetoed element of ranked (as Rank returns
// it) only when all of these hold:
//
//   - its score reaches MinScore;
//   - it leads the runner-up by at least MinMargin;
//   - its identity is anchored: the same name once stop words and
//     synonyms are folded, or a similar name (NameSim ≥ MinNameSim) on an
//     element that kept its id or test id or sits where the recorded one
//     did (same path, context and position).
func (s *Similarity) Decide(ranked []Scored) Decision {
	var d Decision
	var ok []*Scored
	for i := range ranked {
		if ranked[i].Veto == "" {
			ok = append(ok, &ranked[i])
		} else if d.Vetoed == nil {
			d.Vetoed = &ranked[i]
		}
	}
	if len(ok) == 0 {
		d.Reason = "no element on the page is like the recorded one"
		d.Cause = "No element on the page is like the recorded one"
		if d.Vetoed != nil {
			d.Reason = fmt.Sprintf("the closest element, %s, was refused: %s", Describe(d.Vetoed.Element), d.Vetoed.Veto)
			d.Cause = s.refusedCause(d.Vetoed)
		}
		return d
	}
	best := ok[0]
	if len(ok) > 1 {
		d.RunnerUp = ok[1]
	}
	runner := 0.0
	if d.RunnerUp != nil {
		runner = d.RunnerUp.Score
	}
	if d.Vetoed != nil && d.Vetoed.Score < best.Score {
		d.Vetoed = nil
	}
	switch {
	case best.Score < s.opts.MinScore:
		d.Reason = fmt.Sprintf("no confident match: the best, %s, scores %.2f (needs %.2f)", Describe(best.Element), best.Score, s.opts.MinScore)
		d.Cause = fmt.Sprintf("No element is close enough to the recorded one: the closest, %s, is %s alike (healing needs %s)", Describe(best.Element), percent(best.Score), percent(s.opts.MinScore))
		if d.Vetoed != nil {
			d.Reason += fmt.Sprintf("; %s was refused: %s", Describe(d.Vetoed.Element), d.Vetoed.Veto)
			if d.Vetoed.Score >= s.opts.MinScore {
				d.Cause = s.refusedCause(d.Vetoed)
			}
		}
	case best.Score-runner < s.opts.MinMargin:
		// Not "equally good": the rule is a least lead, and the two may
		// be several points apart within it.
		d.Reason = fmt.Sprintf("ambiguous: %s (%.2f) and %s (%.2f) are less than %.2f apart, the lead healing needs to choose one", Describe(best.Element), best.Score, Describe(d.RunnerUp.Element), runner, s.opts.MinMargin)
		d.Cause = fmt.Sprintf("Two elements match about equally: %s (%s) and %s (%s), less than the %.0f points apart healing needs to choose; pick the right one", Describe(best.Element), percent(best.Score), Describe(d.RunnerUp.Element), percent(runner), s.opts.MinMargin*100)
		if best.Elsewhere && d.RunnerUp.Elsewhere {
			// Neither sits in the recorded context: the recorded element
			// is likely gone, and these are other cards' look-alikes.
			d.Cause = fmt.Sprintf("Nothing like the recorded element is left where it was: the closest, %s (%s) and %s (%s), are look-alikes in other places; pick one only if the page really changed this way", Describe(best.Element), percent(best.Score), Describe(d.RunnerUp.Element), percent(runner))
		}
	case best.NameUnknown && best.Field:
		if !best.SameID && !best.NearPlace {
			d.Reason = fmt.Sprintf("no confident match: %s (%.2f) cannot be told by its name and neither kept the recorded id nor sits where the recorded field did", Describe(best.Element), best.Score)
			d.Cause = fmt.Sprintf("The closest field, %s (%s), cannot be told by its name, and neither kept the recorded id nor sits where the recorded field did", Describe(best.Element), percent(best.Score))
			break
		}
		d.Best = best
		d.Reason = reason(best.Match)
	case !best.NameExact && !(best.NameSim >= s.opts.MinNameSim && (best.SameID || best.SamePlace)):
		d.Reason = fmt.Sprintf("no confident match: %s (%.2f) has a different name and neither kept the recorded id nor sits where the recorded element did", Describe(best.Element), best.Score)
		d.Cause = fmt.Sprintf("The closest element, %s (%s), has another name, and neither kept the recorded id nor sits where the recorded element did", Describe(best.Element), percent(best.Score))
	default:
		d.Best = best
		d.Reason = reason(best.Match)
	}
	return d
}

// refusedCause is the Cause of a heal whose closest element was vetoed:
// why, first, then which element it is. An element too unlike the
// recorded one to have been it (below MinScore) is no renamed version of
// it: the recorded element is then just not on the page.
func (s *Similarity) refusedCause(v *Scored) string {
	if v.Score < s.opts.MinScore {
		return fmt.Sprintf("No element on the page is like the recorded one (the closest, %s, is %s alike and was refused)", Describe(v.Element), percent(v.Score))
	}
	why := v.Veto
	if r := []rune(why); len(r) > 0 {
		why = strings.ToUpper(string(r[:1])) + string(r[1:])
	}
	return fmt.Sprintf("%s: replay will not act on %s", why, Describe(v.Element))
}

// percent writes a 0–1 score as a whole percentage, "79%".
func percent(f float64) string { return fmt.Sprintf("%.0f%%", 100*f) }

// reason renders what changed and what stayed, e.g. `id changed from
// "save" to "save-btn"; role, name and context unchanged`.
func reason(m Match) string {
	var parts []string
	parts = append(parts, m.Changes...)
	if len(parts) == 0 {
		parts = append(parts, "no recorded locator matched")
	}
	if len(m.Kept) > 0 {
		kept := dedupe(m.Kept)
		var s string
		switch len(kept) {
		case 1:
			s = kept[0]
		default:
			s = strings.Join(kept[:len(kept)-1], ", ") + " and " + kept[len(kept)-1]
		}
		parts = append(parts, s+" unchanged")
	}
	return strings.Join(parts, "; ")
}

// candidateWhy says why an element is a suggestion: what changed and
// what it kept of the recorded one, as reason does for a heal, without
// the DOM paths a move is told with (a card has no room for them).
func candidateWhy(m Match) string {
	if len(m.Changes) == 0 && len(m.Kept) == 0 {
		return ""
	}
	changes := make([]string, len(m.Changes))
	for i, c := range m.Changes {
		if strings.HasPrefix(c, "moved in the DOM (") {
			c = "moved in the DOM"
		}
		changes[i] = c
	}
	m.Changes = changes
	if len(m.Changes) == 0 {
		return strings.TrimPrefix(reason(m), "no recorded locator matched; ")
	}
	return reason(m)
}

func dedupe(v []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range v {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// Suggestions returns up to n elements of ranked worth showing a user as
// possible fixes, in Rank's order: those scoring at least floor whose
// role did not change, best first, then those refused for a changed
// meaning or identity, best first (their Refused says why), since the
// user may have meant the change; replay never acts on a suggestion. Each
// says why it is a candidate: what it kept of the recorded element and
// what changed.
func Suggestions(ranked []Scored, n int, floor float64) []trajectory.Suggestion {
	var out []trajectory.Suggestion
	for i := range ranked {
		r := &ranked[i]
		if len(out) >= n {
			break
		}
		if r.Score < floor || strings.HasPrefix(r.Veto, "role changed") {
			continue
		}
		d := Describe(r.Element)
		if r.Veto != "" {
			d += " (refused: " + r.Veto + ")"
		}
		out = append(out, trajectory.Suggestion{Description: d, Refused: r.Veto, Why: candidateWhy(r.Match), Score: round2(r.Score), Target: r.Element.Target})
	}
	return out
}

func round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }
