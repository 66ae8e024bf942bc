package export

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// pyReserved are identifiers a variable must not take in a test module.
var pyReserved = setOf("page", "expect", "os", "re", "required_env", "base_url", "Page",
	"False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
	"def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
	"is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
	"match", "case", "type", "print", "input", "id", "str", "len")

// writePython writes a pytest-playwright test module (sync API).
func writePython(t *trajectory.Trajectory, opts Options) ([]byte, error) {
	p := newPlan(t, identStyle{convert: snake, reserved: pyReserved})
	g := &pyGen{p: p}
	var body strings.Builder
	for _, v := range p.vars {
		if v.Required() {
			fmt.Fprintf(&body, "    %s = required_env(%s)\n", v.Ident, pyStr(v.Env))
		} else {
			fmt.Fprintf(&body, "    %s = os.environ.get(%s, %s)\n", v.Ident, pyStr(v.Env), pyStr(v.Default))
		}
	}
	if len(p.vars) > 0 {
		body.WriteString("\n")
	}
	if t.StartURL != "" {
		fmt.Fprintf(&body, "    page.goto(%s)\n", g.url(t.StartURL))
	}
	acts := t.StartURL != ""
	for i := range t.Steps {
		s := &t.Steps[i]
		body.WriteString("\n    # " + stepComment(s) + "\n")
		if s.Disabled {
			continue
		}
		if note := learnedNote(s, opts); note != "" {
			body.WriteString("    # " + note + "\n")
		}
		st, err := statement(s, i, "Python (pytest-playwright)")
		if err != nil {
			return nil, err
		}
		code, err := g.step(s, st)
		if err != nil {
			return nil, &CannotExpressError{Step: i + 1, StepID: s.ID, Action: string(s.Action), Language: "Python (pytest-playwright)",
				Reason: err.Error(), Err: err}
		}
		body.WriteString("    " + code + "\n")
		acts = acts || len(st.calls) > 0 || st.extract != nil
	}
	if !acts {
		// Every step is disabled or a note: a function needs a statement.
		body.WriteString("\n    pass\n")
	}

	var b strings.Builder
	// The first line fixes the source encoding: Python reads a "coding:"
	// declaration in either of the first two comment lines, and the
	// second holds the trajectory's name.
	b.WriteString("# -*- coding: utf-8 -*-\n")
	for _, l := range header(t, "Run: pytest (needs pytest-playwright: pip install pytest-playwright).", p) {
		b.WriteString("# " + l + "\n")
	}
	b.WriteString("import os\n")
	if g.usesRe {
		b.WriteString("import re\n")
	}
	b.WriteString("\nfrom playwright.sync_api import Page, expect\n\n")
	if p.base != "" {
		fmt.Fprintf(&b, "BASE_URL = os.environ.get(%s) or %s\n\n", pyStr(BaseURLEnv), pyStr(p.base))
	}
	needRequired := false
	for _, v := range p.vars {
		needRequired = needRequired || v.Required()
	}
	if needRequired {
		b.WriteString(`
def required_env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise RuntimeError(f"set the environment variable {name}")
    return value

`)
	}
	name := pyTestName(t)
	fmt.Fprintf(&b, "\ndef %s(page: Page) -> None:\n", name)
	b.WriteString(body.String())
	return []byte(b.String()), nil
}

func pyTestName(t *trajectory.Trajectory) string { return "test_" + snake(testWords(t)) }

type pyGen struct {
	p      *plan
	usesRe bool
}

func (g *pyGen) url(u string) string { return g.expr(g.p.urlPieces(u)) }

func (g *pyGen) expr(ps []piece) string { return concat(ps, "BASE_URL", pyStr) }

func (g *pyGen) value(s string) string { return g.expr(g.p.pieces(s)) }

func (g *pyGen) locator(t *trajectory.Target) (string, error) {
	chain, err := locatorChain(t)
	if err != nil {
		return "", err
	}
	s := "page"
	for _, l := range chain {
		switch {
		case l.role:
			s += fmt.Sprintf(".%s(%s, name=%s, exact=True)", pyName(l.verb), pyStr(l.text), pyStr(l.name))
		case l.exact:
			s += "." + pyName(l.verb) + "(" + pyStr(l.text) + ", exact=True)"
		default:
			s += "." + pyName(l.verb) + "(" + pyStr(l.text) + ")"
		}
	}
	return s, nil
}

// step renders the statements of s, declared in the exports table.
func (g *pyGen) step(s *trajectory.Step, st stmt) (string, error) {
	switch {
	case st.note != "":
		return "# " + comment(st.note), nil
	case st.extract != nil:
		id := g.p.extractIdent(s.ID)
		lines := []string{id + " = {"}
		for _, f := range st.extract {
			l, err := g.locator(&f.Target)
			if err != nil {
				return "", fmt.Errorf("extract field %s: %w", f.Path, err)
			}
			lines = append(lines, "    "+pyStr(f.Path)+": "+l+".inner_text(),")
		}
		lines = append(lines, "}", "print("+pyStr(s.ID+": "+s.Extract.Instruction)+", "+id+")")
		return strings.Join(lines, "\n    "), nil
	}
	var lines []string
	for _, c := range st.calls {
		line, err := g.call(c)
		if err != nil {
			return "", err
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n    "), nil
}

// call renders one declared call as a statement.
func (g *pyGen) call(c call) (string, error) {
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
			loc += ".locator(" + pyStr(c.within) + ")"
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
	for _, op := range c.opts {
		switch op.kind {
		case optButton:
			args = append(args, pyName(op.name)+"="+pyStr(op.text))
		default:
			args = append(args, fmt.Sprintf("%s=%d", pyName(op.name), op.n))
		}
	}
	return recv + "." + pyName(c.verb) + "(" + strings.Join(args, ", ") + ")", nil
}

func (g *pyGen) arg(a arg) (string, error) {
	switch a.kind {
	case argURL:
		return g.url(a.text), nil
	case argInt:
		return strconv.Itoa(a.n), nil
	case argTarget:
		return g.locator(a.target)
	case argRegex:
		return g.reCompile(g.value(a.text)), nil
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
		return g.reContains(g.value(want)), nil
	}
	return g.value(a.text), nil
}

func (g *pyGen) reCompile(expr string) string {
	g.usesRe = true
	return "re.compile(" + expr + ")"
}

func (g *pyGen) reContains(expr string) string {
	g.usesRe = true
	return "re.compile(re.escape(" + expr + "))"
}

func joinArgs(args ...string) string {
	var out []string
	for _, a := range args {
		if a != "" {
			out = append(out, a)
		}
	}
	return strings.Join(out, ", ")
}

// pyStr quotes s as a double-quoted Python string literal. Invisible
// characters (see invisible) are escaped, so the literal reads as what it
// holds.
func pyStr(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			switch {
			case !invisible(r):
				b.WriteRune(r)
			case r < 0x100:
				fmt.Fprintf(&b, `\x%02x`, r)
			case r <= 0xFFFF:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				fmt.Fprintf(&b, `\U%08x`, r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
