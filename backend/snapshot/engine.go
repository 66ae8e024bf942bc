package snapshot

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// EngineName is the Playwright selector engine that keeps, of the elements
// a locator finds, the one a fingerprint was recorded from (see Recorded).
const EngineName = "reprise-recorded"

// The engine runs in Playwright's isolated utility world, where Playwright
// also resolves the locators of actions, so checking an element before
// acting on it does not make Playwright install its helper script in the
// page's own world (15 to 20 ms a document). Every browser
// backend/browser launches has it.
func init() {
	browser.RegisterSelectorEngine(browser.SelectorEngine{Name: EngineName, Script: engineScript(), ContentScript: true})
}

// engineScript is the engine's source: the fingerprint-only library, as
// a string compiled on the engine's first query in a document, and a
// queryAll that keeps its root when the library says it is the recorded
// element. Chained after a locator (loc >> reprise-recorded=…) each
// element the locator found is a root.
//
// Playwright compiles every registered engine into each document's helper
// script (in each world) as the document's first locator is resolved, in
// every context, whether the engine is used there or not. The library
// compiled there as code cost about 10 ms a document; as a string, a
// document that never uses the engine does not compile it. The string is
// the minified build (fingerprintBuild), which BenchmarkRecordedEngine
// measured against the compacted build before it (39 KB, with its quotes,
// backslashes and line breaks swapped for unused characters and put back
// on first use): the engine's first query in a fresh browser context took
// 7.7 to 8.6 ms against 9.5 to 10.6, its first in a later document 1.4 to
// 1.6 ms against 2.3 to 2.8.
//
// The source must be ASCII (browser.Launch refuses an engine that is
// not, and TestBrowserScriptsAreASCII checks this one): one character
// beyond Latin-1 (the library had an ellipsis and a dotted capital I)
// makes the whole helper script, some 300 KB, a string of two-byte
// characters for the browser to take in and compile in every document.
// A plain playwright-go program running the login flow on a browser with
// the engine registered took 1.6 to 6.6 % longer than on one with an
// empty engine, in eight paired runs of 40 (a perfbench probe); with the
// library escaped to ASCII, +0.8, -3.4, -0.4 and +2.5 % in four. Its
// size and its 1,563 escaped quotes cost nothing measurable in the same
// probe: the ASCII library, the library base64-encoded and a 26 KB base64
// string each came within 1 % of the empty engine in the runs that had
// them side by side.
//
// The string is compiled by a global eval in the utility world, where
// Playwright compiles the engines themselves, so a page's content
// security policy does not apply (TestRecordedEngineUnderCSP).
func engineScript() string { return engineSource(fingerprints.source, fingerprints.version) }

// engineSource is engineScript for a library's source and version.
func engineSource(source, version string) string {
	return fmt.Sprintf(`(() => {
let lib = null;
return {
  queryAll(root, body) {
    if (!root || root.nodeType !== 1) return [];
    if (!lib) lib = (0, eval)("(" + %s + ")");
    return lib(root, {mode: "match", v: %q, want: body}) === true ? [root] : [];
  },
};
})()`, jsString(source), version)
}

// jsString is s as a JavaScript string literal: JSON's, without the
// escapes of HTML's characters that json.Marshal adds.
func jsString(s string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string: cannot fail
	return strings.TrimSuffix(b.String(), "\n")
}

// Recorded narrows loc to the elements that are the one recorded as want
// by a strict rule: tag kind and role as Compare wants them, and the same
// name and context (when both have one) once whitespace and case are
// folded; relax, for assertions, compares tag kind and role only (what
// Compare accepts of Relaxed fingerprints). Whatever Recorded keeps, Compare accepts;
// elements whose name drifted are left to Compare, which says why it
// accepts or refuses them. The engine must be registered (see init)
// with the Playwright instance that made loc's page: backend/browser does.
//
// The filter is part of the locator, so Playwright applies it again
// whenever it resolves the locator, up to the moment it acts.
func Recorded(loc playwright.Locator, want trajectory.Fingerprint, relax bool) playwright.Locator {
	w := struct {
		Kind string `json:"kind"`
		Role string `json:"role"`
		Name string `json:"name"`
		// Context is left out when none was recorded; a recorded one
		// that folds to "" still refuses every live context, as in
		// Compare.
		Context *string `json:"context,omitempty"`
		// Text is set for an element with no name: its text names it
		// (a list row's label "Buy milk").
		Text  *string `json:"text,omitempty"`
		Relax bool    `json:"relax,omitempty"`
		// Field is a form field's recorded name attribute: an element
		// with another one is refused while exactly one other field of
		// its document (or shadow root) still has it (FieldOf).
		Field *string `json:"field,omitempty"`
	}{Kind: strings.Join(want.TagKinds(), "|"), Role: want.Role, Relax: relax}
	if f := FieldOf(want); f != "" {
		w.Field = &f
	}
	if w.Role == "searchbox" {
		w.Role = "textbox"
	}
	if !relax {
		w.Name = fold(want.Name)
		if want.Context != "" {
			c := fold(want.Context)
			w.Context = &c
		}
		if w.Name == "" && want.Text != "" {
			t := fold(want.Text)
			w.Text = &t
		}
	}
	body, _ := json.Marshal(w) // strings only: cannot fail
	return loc.Locator(EngineName + "=" + base64.RawURLEncoding.EncodeToString(asciiJSON(body)))
}

// FieldOf is the name attribute of a recorded form field (input,
// textarea, select), "" for anything else. A field is also what it sends:
// when the page's words move while its fields stay (two labels swapped),
// the field found by a label can be another one, and the one that still
// carries the recorded name says so.
func FieldOf(fp trajectory.Fingerprint) string {
	switch fp.Tag {
	case "input", "textarea", "select":
		if !fp.Unverified {
			return fp.Attrs["name"]
		}
	}
	return ""
}

// asciiJSON writes every character of JSON text b beyond ASCII as a
// \u escape (two for one beyond U+FFFF), so that the engine reads a
// body with atob and JSON.parse alone: decoding UTF-8 with a TextDecoder
// instead cost its first query in a document about a millisecond.
func asciiJSON(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for _, r := range string(b) {
		switch {
		case r < utf8.RuneSelf:
			out = append(out, byte(r))
		case r > 0xFFFF:
			hi, lo := utf16.EncodeRune(r)
			out = fmt.Appendf(out, `\u%04x\u%04x`, hi, lo)
		default:
			out = fmt.Appendf(out, `\u%04x`, r)
		}
	}
	return out
}

// Prepare makes Playwright set up its isolated world in f's current
// document and build the engine's library there, work the first replayed
// or recorded step in that document would otherwise wait for.
func Prepare(f playwright.Frame) error {
	_, err := Recorded(f.Locator(":root"), trajectory.Fingerprint{Tag: "html"}, true).Count()
	return err
}

// IsUnregisteredEngine reports whether err says Playwright does not know
// the EngineName or UntilEngineName engine: the page comes from a
// Playwright driver that backend/browser did not start.
func IsUnregisteredEngine(err error) bool {
	return err != nil && (strings.Contains(err.Error(), `Unknown engine "`+EngineName+`"`) ||
		strings.Contains(err.Error(), `Unknown engine "`+UntilEngineName+`"`))
}
