package export

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// tsReserved are identifiers a variable must not take in a spec.
var tsReserved = setOf("page", "test", "expect", "process", "requiredEnv", "baseURL", "console", "RegExp",
	"break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
	"else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in",
	"instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof",
	"var", "void", "while", "with", "yield", "let", "static", "implements", "interface", "package",
	"private", "protected", "public", "await", "async", "arguments", "eval", "undefined", "NaN", "Infinity")

func setOf(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// writePlaywrightTS writes a Playwright Test spec.
func writePlaywrightTS(t *trajectory.Trajectory, opts Options) ([]byte, error) {
	p := newPlan(t, identStyle{convert: lowerCamel, reserved: tsReserved})
	g := &tsGen{p: p}
	var b strings.Builder
	for _, l := range header(t, "Run: npx playwright test (needs @playwright/test).", p) {
		b.WriteString("// " + l + "\n")
	}
	b.WriteString("import { test, expect } from '@playwright/test';\n\n")
	if p.base != "" {
		fmt.Fprintf(&b, "test.use({ baseURL: process.env.%s || %s });\n\n", BaseURLEnv, tsStr(p.base))
	}
	title := t.Name
	if title == "" {
		title = t.ID
	}
	fmt.Fprintf(&b, "test(%s, async ({ page }) => {\n", tsStr(title))
	needRequired := false
	for _, v := range p.vars {
		if v.Required() {
			needRequired = true
			fmt.Fprintf(&b, "  const %s = requiredEnv(%s);\n", v.Ident, tsStr(v.Env))
		} else {
			fmt.Fprintf(&b, "  const %s = process.env.%s ?? %s;\n", v.Ident, v.Env, tsStr(v.Default))
		}
	}
	if len(p.vars) > 0 {
		b.WriteString("\n")
	}
	if t.StartURL != "" {
		fmt.Fprintf(&b, "  await page.goto(%s);\n", g.url(t.StartURL))
	}
	for i := range t.Steps {
		s := &t.Steps[i]
		b.WriteString("\n  // " + stepComment(s) + "\n")
		if s.Disabled {
			continue
		}
		if note := learnedNote(s, opts); note != "" {
			b.WriteString("  // " + note + "\n")
		}
		st, err := statement(s, i, "Playwright TypeScript")
		if err != nil {
			return nil, err
		}
		code, err := g.step(s, st)
		if err != nil {
			return nil, &CannotExpressError{Step: i + 1, StepID: s.ID, Action: string(s.Action), Language: "Playwright TypeScript",
				Reason: err.Error(), Err: err}
		}
		b.WriteString("  " + code + "\n")
	}
	b.WriteString("});\n")
	if needRequired {
		b.WriteString(`
function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(` + "`set the environment variable ${name}`" + `);
  return value;
}
`)
	}
	return []byte(b.String()), nil
}

type tsGen struct{ p *plan }

// url renders a URL for page.goto: relative to baseURL when it starts
// with the start URL's origin.
func (g *tsGen) url(u string) string {
	if rest, ok := g.p.relative(u); ok {
		if rest == "" {
			rest = "/"
		}
		return g.expr(g.p.pieces(rest))
	}
	return g.expr(g.p.pieces(u))
}

func (g *tsGen) expr(ps []piece) string {
	switch {
	case len(ps) == 0:
		return "''"
	case len(ps) == 1 && ps[0].v != nil:
		return ps[0].v.Ident
	case len(ps) == 1 && !ps[0].base:
		return tsStr(ps[0].text)
	}
	var b strings.Builder
	b.WriteByte('`')
	for _, pc := range ps {
		switch {
		case pc.v != nil:
			b.WriteString("${" + pc.v.Ident + "}")
		case pc.base:
			b.WriteString("${process.env." + BaseURLEnv + " || " + tsStr(g.p.base) + "}")
		default:
			q := tsStr(pc.text)
			q = q[1 : len(q)-1]
			q = strings.ReplaceAll(q, `\'`, `'`)
			q = strings.ReplaceAll(q, "`", "\\`")
			q = strings.ReplaceAll(q, "${", "\\${")
			if strings.HasSuffix(q, "$") {
				// The next piece may start with "{".
				q = q[:len(q)-1] + "\\$"
			}
			b.WriteString(q)
		}
	}
	b.WriteByte('`')
	return b.String()
}

func (g *tsGen) value(s string) string { return g.expr(g.p.pieces(s)) }

// locator renders the best locator of t, inside its frames.
func (g *tsGen) locator(t *trajectory.Target) (string, error) {
	chain, err := locatorChain(t)
	if err != nil {
		return "", err
	}
	s := "page"
	for _, l := range chain {
		switch {
		case l.role:
			s += fmt.Sprintf(".%s(%s, { name: %s, exact: true })", l.verb, tsStr(l.text), tsStr(l.name))
		case l.exact:
			s += "." + l.verb + "(" + tsStr(l.text) + ", { exact: true })"
		default:
			s += "." + l.verb + "(" + tsStr(l.text) + ")"
		}
	}
	return s, nil
}

// step renders the statements of s, declared in the exports table.
func (g *tsGen) step(s *trajectory.Step, st stmt) (string, error) {
	switch {
	case st.note != "":
		return "// " + comment(st.note), nil
	case st.extract != nil:
		id := g.p.extractIdent(s.ID)
		lines := []string{"const " + id + " = {"}
		for _, f := range st.extract {
			l, err := g.locator(&f.Target)
			if err != nil {
				return "", fmt.Errorf("extract field %s: %w", f.Path, err)
			}
			lines = append(lines, "  "+tsStr(f.Path)+": await "+l+".innerText(),")
		}
		lines = append(lines, "};", "console.log("+tsStr(s.ID+": "+s.Extract.Instruction)+", "+id+");")
		return strings.Join(lines, "\n  "), nil
	}
	var lines []string
	for _, c := range st.calls {
		line, err := g.call(c)
		if err != nil {
			return "", err
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n  "), nil
}

// call renders one declared call as an awaited statement.
func (g *tsGen) call(c call) (string, error) {
	var recv string
	switch c.on {
	case onPage:
		recv = "page"
	case onKeyboard:
		recv = "page.keyboard"
	case onMouse:
		recv = "page.mouse"
	case onExpectPage:
		recv = "expect(page)"
	case onLocator, onExpectTarget:
		loc, err := g.locator(c.target)
		if err != nil {
			return "", err
		}
		if c.within != "" {
			loc += ".locator(" + tsStr(c.within) + ")"
		}
		recv = loc
		if c.on == onExpectTarget {
			recv = "expect(" + loc + ")"
		}
	}
	var args []string
	for _, a := range c.args {
		v, err := g.arg(a)
		if err != nil {
			return "", err
		}
		args = append(args, v)
	}
	if len(c.opts) > 0 {
		var o []string
		for _, op := range c.opts {
			switch op.kind {
			case optButton:
				o = append(o, op.name+": "+tsStr(op.text))
			default:
				o = append(o, fmt.Sprintf("%s: %d", op.name, op.n))
			}
		}
		args = append(args, "{ "+strings.Join(o, ", ")+" }")
	}
	return "await " + recv + "." + c.verb + "(" + strings.Join(args, ", ") + ");", nil
}

func (g *tsGen) arg(a arg) (string, error) {
	switch a.kind {
	case argURL:
		return g.url(a.text), nil
	case argInt:
		return strconv.Itoa(a.n), nil
	case argTarget:
		return g.locator(a.target)
	case argRegex:
		return "new RegExp(" + g.value(a.text) + ")", nil
	case argTexts:
		var vs []string
		for _, t := range a.texts {
			vs = append(vs, g.value(t))
		}
		return "[" + strings.Join(vs, ", ") + "]", nil
	case argContains:
		want := a.text
		if rest, ok := g.p.relative(want); ok && rest != "" && a.url {
			want = rest
		}
		return g.containsRegex(want), nil
	}
	return g.value(a.text), nil
}

// containsRegex renders a RegExp that matches any string containing s.
func (g *tsGen) containsRegex(s string) string {
	if len(trajectory.Placeholders(s)) == 0 {
		return tsRegexLiteral(s)
	}
	return "new RegExp(" + g.value(s) + ".replace(/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&'))"
}

// tsRegexLiteral renders /…/ matching the literal text s.
func tsRegexLiteral(s string) string {
	var b strings.Builder
	b.WriteByte('/')
	for _, r := range s {
		switch {
		case strings.ContainsRune(`\^$.*+?()[]{}|/`, r):
			b.WriteByte('\\')
			b.WriteRune(r)
		case invisible(r):
			b.WriteString(jsEscape(r))
		default:
			b.WriteRune(r)
		}
	}
	if b.Len() == 1 {
		b.WriteString("(?:)")
	}
	b.WriteByte('/')
	return b.String()
}

// tsStr quotes s as a single-quoted JavaScript string literal. Invisible
// characters (see invisible) are escaped, so the literal reads as what it
// holds.
func tsStr(s string) string {
	var b strings.Builder
	b.WriteByte('\'')
	for _, r := range s {
		switch r {
		case '\'':
			b.WriteString(`\'`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			if invisible(r) {
				b.WriteString(jsEscape(r))
				continue
			}
			b.WriteRune(r)
		}
	}
	b.WriteByte('\'')
	return b.String()
}

// jsEscape renders r as \uXXXX, as a surrogate pair above the BMP (valid
// in string and regular expression literals of every JavaScript version).
func jsEscape(r rune) string {
	if r > 0xFFFF {
		hi, lo := utf16.EncodeRune(r)
		return fmt.Sprintf(`\u%04x\u%04x`, hi, lo)
	}
	return fmt.Sprintf(`\u%04x`, r)
}
