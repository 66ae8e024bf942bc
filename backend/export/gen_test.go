package export_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// This file generates random valid trajectories for the export fuzz
// tests: variable names from the whole valid name set (keywords of every
// target language, leading digits and underscores, names that differ only
// in spelling), and strings full of what breaks code generators.

// nastyNames are variable names that are keywords, predeclared or
// generated names in one of the target languages, or that collide once
// split into words.
var nastyNames = []string{
	"type", "func", "range", "defer", "go", "chan", "map", "select", "struct", "interface", "package",
	"import", "var", "const", "return", "fallthrough", "goto", "switch", "case", "default", "break",
	"continue", "for", "if", "else", "class", "def", "await", "async", "yield", "lambda", "None", "True",
	"False", "from", "as", "with", "pass", "raise", "del", "global", "nonlocal", "is", "not", "and", "or",
	"in", "let", "new", "this", "typeof", "instanceof", "void", "delete", "enum", "export", "extends",
	"super", "static", "arguments", "eval", "undefined", "NaN", "Infinity", "null", "true", "false",
	"nil", "iota", "string", "int", "error", "len", "print", "println", "match", "page", "expect", "test",
	"process", "console", "RegExp", "os", "re", "regexp", "t", "pw", "err", "ok", "v", "browser",
	"playwright", "testing", "baseURL", "base_url", "BASE_URL", "required_env", "requiredEnv", "Page",
	"user", "USER", "home", "path", "extracted", "extracted_s1", "extractedS1", "value", "type_value",
	"_1x", "_1", "_0", "_", "__", "___", "_-", "_a", "a-b", "a_b", "aB", "A_B", "a--b", "x1", "x_1", "x-1",
	"_2fa", "_type", "type_", "Type", "TYPE", "userEmail", "user_email", "user-email",
}

// nastyBits are pieces of text that break naive quoting, comments or
// readers: quotes of every language, escapes, comment and template
// delimiters, line breaks, control characters, a byte-order mark,
// bidirectional-text controls and other invisible characters, encoding
// declarations, astral and unassigned code points.
var nastyBits = []string{
	`'`, `"`, "`", `\`, `\\`, `\'`, `\"`, `\n`, `\u202e`, `\x00`, `*/`, `/*`, `//`, `#`, `${`, `${x}`, `$`, `{`, `}`,
	`{{`, `}}`, `%v`, `%s`, `%`, `"""`, `'''`, `</script>`, `<!--`, `-->`, "\n", "\r", "\r\n", "\t", "\x00",
	"\x01", "\x1b[31m", "\x7f", "\u0085", "\u00a0", "\u2028", "\u2029", "\ufeff", "\u202a", "\u202b",
	"\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c",
	"\u200b", "\u200d", "\u2060", "\u00ad", "\ufffd", "\U0001F600", "\U000E0041", "\U0010FFFD", "\u0378",
	"\u0301", "\uFFFF", "é", "日本", "עברית", "العربية", "coding: latin-1", "-*- coding: bogus -*-",
	"//go:build ignore", "# type: ignore", "@ts-nocheck", "\\u0041", "\\x41", "\\N{BULLET}", "?", "&", "=",
	"/", "..", "[", "]", "(", ")", "|", "^", "+", "*", ".", "+=", ";", ",", ":", " ", "  ",
}

// gen builds random trajectories from one seeded source.
type gen struct {
	r *rand.Rand
}

func newGen(seed uint64) *gen { return &gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))} }

func (g *gen) pick(xs []string) string { return xs[g.r.IntN(len(xs))] }

// name returns a valid variable name: a nasty one, or a random one.
func (g *gen) name() string {
	if g.r.IntN(3) > 0 {
		return g.pick(nastyNames)
	}
	const first = "abcXYZ_"
	const rest = "abcXYZ_-019"
	var b strings.Builder
	b.WriteByte(first[g.r.IntN(len(first))])
	for n := g.r.IntN(6); n > 0; n-- {
		b.WriteByte(rest[g.r.IntN(len(rest))])
	}
	return b.String()
}

// text returns a random string of nasty bits, random runes and words.
func (g *gen) text() string {
	var b strings.Builder
	for n := 1 + g.r.IntN(6); n > 0; n-- {
		switch g.r.IntN(4) {
		case 0, 1:
			b.WriteString(g.pick(nastyBits))
		case 2:
			b.WriteString(g.pick([]string{"Sign in", "Email", "ok", "Zoë", "a b", "x"}))
		default:
			// Any valid rune, printable or not.
			r := rune(g.r.IntN(0x110000))
			if r >= 0xD800 && r <= 0xDFFF {
				r = 0xFEFF
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// withVars returns a random text with {{var}} placeholders of vars.
func (g *gen) withVars(vars []trajectory.Variable) string {
	var b strings.Builder
	for n := 1 + g.r.IntN(3); n > 0; n-- {
		if len(vars) > 0 && g.r.IntN(2) == 0 {
			name := vars[g.r.IntN(len(vars))].Name
			if g.r.IntN(4) == 0 {
				b.WriteString("{{ " + name + " }}")
			} else {
				b.WriteString("{{" + name + "}}")
			}
			continue
		}
		b.WriteString(g.text())
	}
	return b.String()
}

func (g *gen) locator() trajectory.Locator {
	switch g.r.IntN(9) {
	case 0:
		return trajectory.Locator{Kind: trajectory.LocTestID, Attr: g.pick([]string{"data-testid", "data-test", "data-qa"}), Value: g.text()}
	case 1:
		return trajectory.Locator{Kind: trajectory.LocRole, Role: g.pick([]string{"button", "link", "textbox", "checkbox"}), Name: g.text()}
	case 2:
		return trajectory.Locator{Kind: trajectory.LocLabel, Value: g.text()}
	case 3:
		return trajectory.Locator{Kind: trajectory.LocPlaceholder, Value: g.text()}
	case 4:
		return trajectory.Locator{Kind: trajectory.LocAltText, Value: g.text()}
	case 5:
		return trajectory.Locator{Kind: trajectory.LocText, Value: g.text()}
	case 6:
		return trajectory.Locator{Kind: trajectory.LocTitle, Value: g.text()}
	case 7:
		return trajectory.Locator{Kind: trajectory.LocCSS, Value: g.text()}
	default:
		return trajectory.Locator{Kind: trajectory.LocXPath, Value: g.text()}
	}
}

func (g *gen) target() *trajectory.Target {
	t := &trajectory.Target{Fingerprint: trajectory.Fingerprint{Tag: "button", InShadow: g.r.IntN(4) == 0}}
	for n := 1 + g.r.IntN(3); n > 0; n-- {
		l := g.locator()
		l.Score = g.r.IntN(1000)
		t.Candidates = append(t.Candidates, l)
	}
	for n := g.r.IntN(3) - 1; n > 0; n-- {
		t.Frames = append(t.Frames, trajectory.FrameRef{Selector: g.text()})
	}
	return t
}

// regex returns a valid regular expression, with placeholders or not.
func (g *gen) regex(vars []trajectory.Variable) string {
	if s := g.withVars(vars); len(trajectory.Placeholders(s)) > 0 {
		return s
	}
	return regexp.QuoteMeta(g.text())
}

func (g *gen) url(vars []trajectory.Variable) string {
	base := g.pick([]string{"http://127.0.0.1:8080", "https://shop.example", "http://localhost:8081", ""})
	return base + "/" + g.withVars(vars)
}

// step returns a random valid step of action a.
func (g *gen) step(a trajectory.Action, id string, vars []trajectory.Variable) trajectory.Step {
	s := trajectory.Step{ID: id, Action: a}
	if g.r.IntN(2) == 0 {
		s.Instruction = g.withVars(vars)
	}
	if g.r.IntN(4) == 0 {
		s.TimeoutMS = trajectory.MinStepTimeoutMS + g.r.IntN(60000)
	}
	s.Disabled = g.r.IntN(12) == 0
	if a.NeedsTarget() || (a == trajectory.ActionPress || a == trajectory.ActionScroll) && g.r.IntN(2) == 0 {
		s.Target = g.target()
	}
	matches := []string{"", "exact", "contains", "regex"}
	switch a {
	case trajectory.ActionGoto:
		s.URL = g.url(vars)
	case trajectory.ActionFill, trajectory.ActionType, trajectory.ActionSelect, trajectory.ActionAssertText:
		s.Value = g.withVars(vars)
		if a == trajectory.ActionAssertText {
			s.Match = g.pick(matches)
			if s.Match == "regex" {
				s.Value = g.regex(vars)
			}
		}
	case trajectory.ActionAssertCount:
		s.Value = strconv.Itoa(g.r.IntN(5))
	case trajectory.ActionAssertValue:
		s.Match = g.pick(matches)
		if g.r.IntN(3) > 0 {
			s.Value = g.withVars(vars)
		}
		if s.Match == "regex" {
			s.Value = g.regex(vars)
		}
	case trajectory.ActionAssertURL:
		s.Match = g.pick(matches)
		s.URL = g.url(vars)
		if s.Match == "regex" {
			s.URL = g.regex(vars)
			if s.URL == "" {
				s.URL = "x"
			}
		}
	case trajectory.ActionPress:
		s.Key = g.pick([]string{"Enter", "Control+A", "Shift+Tab", "'", "\\", "\u202e"})
		if g.r.IntN(3) == 0 {
			s.Key = g.withVars(vars)
		}
	case trajectory.ActionClick:
		s.Button = g.pick([]string{"", "left", "right", "middle"})
		s.ClickCount = g.r.IntN(4)
		if g.r.IntN(3) == 0 {
			s.DelayMS = g.r.IntN(500)
		}
	case trajectory.ActionScroll:
		s.DeltaX, s.DeltaY = g.r.IntN(2001)-1000, g.r.IntN(2001)-1000
	case trajectory.ActionDragAndDrop:
		s.DropTarget = g.target()
	case trajectory.ActionExtract:
		s.Extract = &trajectory.Extract{Instruction: g.text()}
		for n := g.r.IntN(3); n > 0; n-- {
			s.Extract.Fields = append(s.Extract.Fields, trajectory.ExtractField{
				Path: "/" + g.text(), Target: *g.target(), Type: "string"})
		}
	case trajectory.ActionTool:
		s.Tool = &trajectory.ToolCall{Name: g.text(), Args: []byte(fmt.Sprintf(`{"q":%q}`, "x"))}
	}
	if s.Value == "" && (a == trajectory.ActionType || a == trajectory.ActionSelect || a == trajectory.ActionAssertText) {
		s.Value = "x"
	}
	return s
}

// trajectory returns a random valid trajectory with up to n steps.
func (g *gen) trajectory(n int) *trajectory.Trajectory {
	t := &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: "fuzz-" + g.text(), Name: g.text(), Revision: 1}
	seen := map[string]bool{}
	for k := g.r.IntN(5); k > 0; k-- {
		v := trajectory.Variable{Name: g.name(), Secret: g.r.IntN(4) == 0, Description: g.text()}
		if seen[v.Name] {
			continue
		}
		seen[v.Name] = true
		if !v.Secret && g.r.IntN(2) == 0 {
			v.Default = g.text()
		}
		t.Variables = append(t.Variables, v)
	}
	if g.r.IntN(4) > 0 {
		t.StartURL = g.url(t.Variables)
	}
	actions := trajectory.Actions()
	for i := 0; i < 1+g.r.IntN(n); i++ {
		// Step ids that collide once split into words ("s-1", "s_1").
		id := g.pick([]string{"s", "s-", "s_", "S", "step "}) + fmt.Sprint(i+1)
		if g.r.IntN(3) == 0 {
			id = g.text()
		}
		if seen["step:"+id] {
			id = fmt.Sprintf("%s#%d", id, i)
		}
		seen["step:"+id] = true
		t.Steps = append(t.Steps, g.step(actions[g.r.IntN(len(actions))], id, t.Variables))
	}
	return t
}
