package snapshot

import (
	"encoding/json"
	"fmt"
	"strings"
)

// The replay engine carries the fingerprint library to every document, in
// the helper script Playwright builds there for its first locator (see
// engineScript). That script travels as JSON inside JSON: the driver
// embeds the engines' sources in its options, then sends the whole script
// to the browser, which compiles it. Every character of it costs, about
// 0.15 ms a kilobyte, and an escaped one more: the library as a comment,
// whose 1,585 quotes, 70 backslashes and 1,104 line breaks are each
// escaped twice, made a document's first locator 7.8 ms slower than with
// no library; without those escapes, 5.7 to 6.4 ms (medians of 75 new
// documents each, alternating, on the demo login page).
//
// libraryText therefore writes the library with the three characters
// JSON escapes in it replaced by printable characters it does not hold
// (pack), and puts them back on the engine's first query in a document:
// three native splits, about a millisecond. A real compression would
// carry less but cost more there: a document runs its decoder once,
// interpreted, and an LZ77 decoder took 7 ms to restore the library.

// libraryText is a JavaScript expression whose value is source: packed
// where pack can, else as a comment read back with
// Function.prototype.toString (which returns a function's source text),
// else (a source holding "*/") as a string.
func libraryText(source string) string {
	if p, ok := pack(source); ok {
		return p.unpackJS()
	}
	if !strings.Contains(source, "*/") {
		return fmt.Sprintf(`(t => t.slice(t.indexOf("/*") + 2, t.lastIndexOf("*/")))((function () {/*%s*/}).toString())`, source)
	}
	return jsString(source)
}

// packed is a text pack made and the characters that stand in it for '"',
// '\' and a line break.
type packed struct {
	text  string
	subst [3]byte
}

// packChars are the characters pack replaces.
const packChars = "\"\\\n"

// pack replaces packChars in src by printable ASCII characters src does
// not hold. ok is false when src holds other characters JSON escapes
// (control characters) or too few printable ones are unused.
func pack(src string) (p packed, ok bool) {
	for i := 0; i < len(src); i++ {
		if c := src[i]; c < ' ' && c != '\n' {
			return packed{}, false
		}
	}
	n := 0
	for c := byte('!'); c <= '~' && n < len(p.subst); c++ {
		if !strings.Contains(packChars, string(c)) && strings.IndexByte(src, c) < 0 {
			p.subst[n] = c
			n++
		}
	}
	if n < len(p.subst) {
		return packed{}, false
	}
	p.text = strings.NewReplacer(
		`"`, string(p.subst[0]), `\`, string(p.subst[1]), "\n", string(p.subst[2]),
	).Replace(src)
	return p, true
}

// unpackJS is a JavaScript expression whose value is the text p holds.
func (p packed) unpackJS() string {
	return fmt.Sprintf(`%s.split("%c").join('"').split("%c").join("\\").split("%c").join("\n")`,
		jsString(p.text), p.subst[0], p.subst[1], p.subst[2])
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
