// Package textsafe makes text that came from a web page, a flow file or a
// model safe to show: in a terminal, in JUnit XML and in an HTML report.
//
// Such text can carry control characters (which XML 1.0 forbids, so one of
// them makes a whole junit.xml unreadable to CI), terminal escape
// sequences (which recolour, retitle or rewrite a CI log) and
// bidirectional-text controls (which make a line read differently from
// what it holds). Report and Terminal are the one place that handles
// them; every printer and report writer passes page-sourced text through
// one of the two.
package textsafe

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Report returns s with every character a report must not carry raw
// written visibly as an escape: C0 controls other than tab and newline
// and DEL as \xNN, C1 controls, bidirectional-text controls and the
// non-characters U+FFFE and U+FFFF as \uNNNN, and each byte of invalid
// UTF-8 as \xNN. The result is valid UTF-8 that XML 1.0 accepts, and
// renders in the order it is stored. Text with none of these is returned
// unchanged.
func Report(s string) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			fmt.Fprintf(&b, `\x%02x`, s[i])
			i++
			continue
		}
		writeVisible(&b, r)
		i += size
	}
	return b.String()
}

// Terminal returns s ready to print to a terminal or a CI log: ANSI and
// other terminal escape sequences (CSI such as colours and cursor moves,
// OSC such as window titles and hyperlinks, DCS, APC, PM, SOS, and their
// single-byte C1 forms) are removed whole, the remaining control
// characters other than tab and newline are removed, and
// bidirectional-text controls, non-characters and invalid UTF-8 are
// written visibly as in Report.
func Terminal(s string) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
			i++
		case r == 0x1b:
			i = skipEscape(s, i+1)
		case r == 0x9b: // C1 CSI
			i = skipCSI(s, i+size)
		case r == 0x90 || r == 0x98 || r == 0x9d || r == 0x9e || r == 0x9f: // C1 DCS, SOS, OSC, PM, APC
			i = skipString(s, i+size)
		case isControl(r):
			i += size
		default:
			writeVisible(&b, r)
			i += size
		}
	}
	return b.String()
}

// clean reports whether s needs no change: valid UTF-8 with no control,
// bidi or non-character runes.
func clean(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			// Decode the slow way only when non-ASCII text is present.
			for _, r := range s[i:] {
				if r == utf8.RuneError || isControl(r) || isBidi(r) || r == 0xfffe || r == 0xffff {
					return false
				}
			}
			return true
		}
		if c < 0x20 && c != '\t' && c != '\n' || c == 0x7f {
			return false
		}
	}
	return true
}

// writeVisible writes r, or its escape when it must not appear raw.
func writeVisible(b *strings.Builder, r rune) {
	switch {
	case r < 0x80 && isControl(r):
		fmt.Fprintf(b, `\x%02x`, r)
	case isControl(r) || isBidi(r) || r == 0xfffe || r == 0xffff:
		fmt.Fprintf(b, `\u%04X`, r)
	default:
		b.WriteRune(r)
	}
}

// isControl reports C0 controls other than tab and newline, DEL and C1
// controls.
func isControl(r rune) bool {
	return r < 0x20 && r != '\t' && r != '\n' || r >= 0x7f && r <= 0x9f
}

// isBidi reports the bidirectional-text controls: embeddings and
// overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the marks
// U+200E, U+200F and U+061C.
func isBidi(r rune) bool {
	return r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 || r == 0x200e || r == 0x200f || r == 0x061c
}

// skipEscape returns the index just past the escape sequence whose ESC
// ends at i-1.
func skipEscape(s string, i int) int {
	if i >= len(s) {
		return i
	}
	switch s[i] {
	case '[':
		return skipCSI(s, i+1)
	case ']', 'P', 'X', '^', '_':
		return skipString(s, i+1)
	}
	// nF sequences: intermediate bytes then one final byte.
	for i < len(s) && s[i] >= 0x20 && s[i] <= 0x2f {
		i++
	}
	if i < len(s) && s[i] >= 0x30 && s[i] <= 0x7e {
		i++
	}
	return i
}

// skipCSI returns the index just past a control sequence's parameter and
// intermediate bytes and its final byte, starting at i.
func skipCSI(s string, i int) int {
	for i < len(s) && s[i] >= 0x20 && s[i] <= 0x3f {
		i++
	}
	if i < len(s) && s[i] >= 0x40 && s[i] <= 0x7e {
		i++
	}
	return i
}

// skipString returns the index just past a control string (OSC, DCS …)
// starting at i: it ends at BEL, ESC \ or the C1 string terminator, or at
// the end of s.
func skipString(s string, i int) int {
	for i < len(s) {
		switch {
		case s[i] == 0x07:
			return i + 1
		case s[i] == 0x1b:
			if i+1 < len(s) && s[i+1] == '\\' {
				return i + 2
			}
			return i // a new sequence starts: let the caller read it
		case strings.HasPrefix(s[i:], "\u009c"):
			return i + len("\u009c")
		}
		i++
	}
	return i
}

// Writer passes everything written to it through Terminal before writing
// it to the underlying writer. Each Write is cleaned on its own, so write
// whole lines (fmt.Fprintf, json.Encoder and the runner's printers do).
type Writer struct {
	w io.Writer
}

// NewWriter returns a Writer that writes to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes Terminal(p) to the underlying writer and reports all of p
// as written when that succeeds.
func (tw *Writer) Write(p []byte) (int, error) {
	s := string(p)
	if _, err := io.WriteString(tw.w, Terminal(s)); err != nil {
		return 0, err
	}
	return len(p), nil
}
