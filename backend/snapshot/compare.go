package snapshot

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/reprise-qa/reprise/backend/heal/meaning"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// testIDAttrs are the attributes Take reads test ids from, in rank order.
var testIDAttrs = []string{"data-testid", "data-test", "data-qa", "data-cy", "data-test-id", "data-qa-id", "data-testing"}

// Compare reports whether live, the fingerprint of an element found on
// replay, describes the same element as recorded. It is deliberately
// strict; healing will add a scoring function on top:
//
//   - the tags must agree, where input and textarea count as one kind of
//     field and button and input[type=submit|button|reset|image] as one kind
//     of button;
//   - the roles must agree (textbox and searchbox count as one);
//   - the accessible names must be equal once whitespace and case are
//     normalised; failing that the element is still accepted when its
//     visible text is equal, or when it keeps the same test id or id and
//     the two names share a word (minor drift such as "Sign in" → "Sign in
//     now"). Names whose meaning differs (meaning.Compare: "Save" →
//     "Delete", "Billing address" → "Shipping address") always fail;
//   - when both fingerprints carry a context (the nearby heading, row or
//     list item text that tells repeated elements apart) it must be equal
//     after the same normalisation, so the "Add to cart" of another product
//     is not taken for the recorded one.
//
// Box, path, class and the other attributes are not compared: layout and
// styling may change without changing what the element is. When ok is
// false, reason says what differs, naming both values.
func Compare(recorded, live trajectory.Fingerprint) (ok bool, reason string) {
	if !sameTagKind(recorded, live) {
		return false, fmt.Sprintf("tag changed from %s to %s", describeTag(recorded), describeTag(live))
	}
	if !sameRole(recorded.Role, live.Role) {
		return false, fmt.Sprintf("role changed from %q to %q", recorded.Role, live.Role)
	}
	rn, ln := fold(recorded.Name), fold(live.Name)
	if rn != ln {
		if rn != "" && ln != "" {
			// Whatever else it kept (its id, its place), an element whose
			// name now means something else is another element: a field
			// relabelled from "Billing address" to "Shipping address".
			if _, _, veto := meaning.Compare(recorded.Name, live.Name); veto != "" {
				return false, veto
			}
		}
		switch {
		case rn != "" && ln != "" && !shareWord(rn, ln):
			return false, fmt.Sprintf("name changed from %q to %q", recorded.Name, live.Name)
		case recorded.Text != "" && fold(recorded.Text) == fold(live.Text) && len(meaning.Words(recorded.Text)) > 0:
			// The same words on it (an icon glyph such as "✕" is no word:
			// every icon button of a toolbar may show the same one).
		case sameStableAttr(recorded, live):
		default:
			return false, fmt.Sprintf("name changed from %q to %q", recorded.Name, live.Name)
		}
	}
	if rn == "" && ln == "" && recorded.Text != "" && fold(recorded.Text) != fold(live.Text) {
		// With no name, its text is what names it: another row's label.
		return false, fmt.Sprintf("text changed from %q to %q", recorded.Text, live.Text)
	}
	if recorded.Context != "" && live.Context != "" && fold(recorded.Context) != fold(live.Context) {
		return false, fmt.Sprintf("context changed from %q to %q", recorded.Context, live.Context)
	}
	return true, ""
}

// Relaxed drops from fp what an assertion's target may legitimately
// change: its name and text (the assertion checks those), the nearby text
// and its box. Replay compares relaxed fingerprints for assert-text and
// assert-value, and Recorded with relax keeps what they would accept.
func Relaxed(fp trajectory.Fingerprint) trajectory.Fingerprint {
	fp.Name, fp.Text, fp.Context, fp.Box = "", "", "", nil
	return fp
}

// sameStableAttr reports whether both elements carry the same test id or
// the same id attribute.
func sameStableAttr(a, b trajectory.Fingerprint) bool {
	for _, k := range append([]string{"id"}, testIDAttrs...) {
		if v := a.Attrs[k]; v != "" && v == b.Attrs[k] {
			return true
		}
	}
	return false
}

// sameTagKind reports whether b, a live element, has a kind a, a
// recorded one, allows (trajectory.Fingerprint.TagKinds).
func sameTagKind(a, b trajectory.Fingerprint) bool { return slices.Contains(a.TagKinds(), b.TagKind()) }

func describeTag(fp trajectory.Fingerprint) string {
	if fp.Tag == "input" && fp.Attrs["type"] != "" {
		return "input[type=" + fp.Attrs["type"] + "]"
	}
	return fp.Tag
}

func sameRole(a, b string) bool {
	norm := func(r string) string {
		if r == "searchbox" {
			return "textbox"
		}
		return r
	}
	return norm(a) == norm(b)
}

// fold is trajectory.Fold, short for the checks below.
var fold = trajectory.Fold

// shareWord reports whether two folded strings have a word of two or more
// letters or digits in common.
func shareWord(a, b string) bool {
	words := func(s string) []string {
		return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	}
	seen := map[string]bool{}
	for _, w := range words(a) {
		if len([]rune(w)) >= 2 {
			seen[w] = true
		}
	}
	for _, w := range words(b) {
		if seen[w] {
			return true
		}
	}
	return false
}
