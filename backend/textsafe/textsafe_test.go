package textsafe_test

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/reprise-qa/reprise/backend/textsafe"
)

func TestReportWritesControlsAndBidiVisibly(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"plain text is unchanged", "Log in as ann → ok\n\tdone", "Log in as ann → ok\n\tdone"},
		{"escape and bell", "red \x1b[31mtext\x07", `red \x1b[31mtext\x07`},
		{"NUL, carriage return, DEL", "a\x00b\rc\x7f", `a\x00b\x0dc\x7f`},
		{"C1 controls", "next\u0085line\u009b", `next\u0085line\u009B`},
		{"right-to-left override", "invoice_\u202Efdp.exe", `invoice_\u202Efdp.exe`},
		{"isolates and marks", "\u2066a\u2069\u200e\u200f\u061c", `\u2066a\u2069\u200E\u200F\u061C`},
		{"non-characters", "x\uFFFEy\uFFFF", `x\uFFFEy\uFFFF`},
		{"invalid UTF-8", "caf\xe9 \xff", `caf\xe9 \xff`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := textsafe.Report(tc.in); got != tc.want {
				t.Errorf("Report(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestTerminalStripsEscapeSequences(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"plain text is unchanged", "✓ 1 click  Sign in\n", "✓ 1 click  Sign in\n"},
		{"colours", "\x1b[1;31mFAILED\x1b[0m ok", "FAILED ok"},
		{"clear screen and cursor moves", "a\x1b[2J\x1b[H\x1b[10;20fb", "ab"},
		{"window title (OSC, BEL)", "x\x1b]0;pwned\x07y", "xy"},
		{"hyperlink (OSC, ST)", "\x1b]8;;http://evil/\x1b\\click\x1b]8;;\x1b\\", "click"},
		{"C1 CSI and OSC", "a\u009b31mb\u009d0;t\u009cc", "abc"},
		{"charset switch (nF)", "a\x1b(0b", "ab"},
		{"other controls removed", "a\rb\x00c\bd\x7f", "abcd"},
		{"bidi written visibly", "pay\u202Eevil", `pay\u202Eevil`},
		{"unterminated OSC", "a\x1b]0;title", "a"},
		{"lone ESC at the end", "a\x1b", "a"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := textsafe.Terminal(tc.in); got != tc.want {
				t.Errorf("Terminal(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

// FuzzReportIsWellFormedXML checks that any string made safe by Report
// survives an XML round trip as character data and as an attribute,
// and that Terminal's output holds no ESC or other control character.
func FuzzReportIsWellFormedXML(f *testing.F) {
	for _, s := range []string{"", "a\x00b", "\x1b]0;x\x07", "\u202e", "\xff\xfe", "]]>", "\u0085"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := textsafe.Report(s)
		if !utf8.ValidString(r) {
			t.Fatalf("Report(%q) = %q is not valid UTF-8", s, r)
		}
		type doc struct {
			XMLName xml.Name `xml:"d"`
			A       string   `xml:"a,attr"`
			C       string   `xml:",cdata"`
		}
		var buf bytes.Buffer
		if err := xml.NewEncoder(&buf).Encode(doc{A: r, C: r}); err != nil {
			t.Fatal(err)
		}
		var back doc
		if err := xml.Unmarshal(buf.Bytes(), &back); err != nil {
			t.Fatalf("Report(%q) gives ill-formed XML %q: %v", s, buf.String(), err)
		}
		term := textsafe.Terminal(s)
		for _, c := range term {
			if c != '\t' && c != '\n' && (c < 0x20 || c >= 0x7f && c <= 0x9f) {
				t.Fatalf("Terminal(%q) = %q keeps control %U", s, term, c)
			}
		}
		if strings.ContainsRune(term, 0x202e) {
			t.Fatalf("Terminal(%q) keeps a raw bidi override", s)
		}
	})
}
