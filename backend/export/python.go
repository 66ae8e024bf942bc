package export

import (
	"fmt"
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
func writePython(t *trajectory.Trajectory, _ Options) ([]byte, error) {
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
	for i := range t.Steps {
		s := &t.Steps[i]
		body.WriteString("\n    # " + stepComment(s) + "\n")
		if s.Disabled {
			continue
		}
		stmt, err := g.step(s)
		if err != nil {
			return nil, fmt.Errorf("step %d (%s): %w", i+1, s.ID, err)
		}
		body.WriteString("    " + stmt + "\n")
	}

	var b strings.Builder
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
	l, ok := Best(t)
	if !ok {
		return "", ErrNoLocator
	}
	s := "page"
	for _, f := range t.Frames {
		s += ".frame_locator(" + pyStr(f.Selector) + ")"
	}
	switch l.Kind {
	case trajectory.LocTestID:
		if l.Attr == "data-testid" {
			return s + ".get_by_test_id(" + pyStr(l.Value) + ")", nil
		}
		return s + ".locator(" + pyStr(testIDSelector(l)) + ")", nil
	case trajectory.LocRole:
		return fmt.Sprintf("%s.get_by_role(%s, name=%s, exact=True)", s, pyStr(l.Role), pyStr(l.Name)), nil
	case trajectory.LocLabel:
		return s + ".get_by_label(" + pyStr(l.Value) + ", exact=True)", nil
	case trajectory.LocPlaceholder:
		return s + ".get_by_placeholder(" + pyStr(l.Value) + ", exact=True)", nil
	case trajectory.LocAltText:
		return s + ".get_by_alt_text(" + pyStr(l.Value) + ", exact=True)", nil
	case trajectory.LocText:
		return s + ".get_by_text(" + pyStr(l.Value) + ", exact=True)", nil
	case trajectory.LocTitle:
		return s + ".get_by_title(" + pyStr(l.Value) + ", exact=True)", nil
	case trajectory.LocCSS:
		return s + ".locator(" + pyStr(l.Value) + ")", nil
	default:
		return s + ".locator(" + pyStr("xpath="+l.Value) + ")", nil
	}
}

func (g *pyGen) reCompile(expr string) string {
	g.usesRe = true
	return "re.compile(" + expr + ")"
}

func (g *pyGen) reContains(expr string) string {
	g.usesRe = true
	return "re.compile(re.escape(" + expr + "))"
}

func (g *pyGen) step(s *trajectory.Step) (string, error) {
	opt, optOnly := "", ""
	if s.TimeoutMS > 0 {
		opt = fmt.Sprintf(", timeout=%d", s.TimeoutMS)
		optOnly = fmt.Sprintf("timeout=%d", s.TimeoutMS)
	}
	var loc string
	if s.Target != nil {
		var err error
		if loc, err = g.locator(s.Target); err != nil {
			return "", err
		}
	}
	switch s.Action {
	case trajectory.ActionGoto:
		return "page.goto(" + g.url(s.URL) + opt + ")", nil
	case trajectory.ActionClick:
		var o []string
		if s.DelayMS > 0 {
			o = append(o, fmt.Sprintf("delay=%d", s.DelayMS))
		}
		if s.Button == "right" || s.Button == "middle" {
			o = append(o, `button="`+s.Button+`"`)
		}
		if s.ClickCount > 1 {
			o = append(o, fmt.Sprintf("click_count=%d", s.ClickCount))
		}
		return loc + ".click(" + joinArgs(append(o, optOnly)...) + ")", nil
	case trajectory.ActionFill:
		return loc + ".fill(" + g.value(s.Value) + opt + ")", nil
	case trajectory.ActionType:
		return loc + ".press_sequentially(" + g.value(s.Value) + opt + ")", nil
	case trajectory.ActionPress:
		if loc == "" {
			return "page.keyboard.press(" + g.value(s.Key) + ")", nil
		}
		return loc + ".press(" + g.value(s.Key) + opt + ")", nil
	case trajectory.ActionSelect:
		return loc + ".select_option(" + g.value(s.Value) + opt + ")", nil
	case trajectory.ActionCheck:
		return loc + ".check(" + optOnly + ")", nil
	case trajectory.ActionUncheck:
		return loc + ".uncheck(" + optOnly + ")", nil
	case trajectory.ActionHover:
		return loc + ".hover(" + optOnly + ")", nil
	case trajectory.ActionScroll:
		var parts []string
		if loc != "" {
			parts = append(parts, loc+".scroll_into_view_if_needed("+optOnly+")")
			if s.DeltaX != 0 || s.DeltaY != 0 {
				parts = append(parts, loc+".hover("+optOnly+")")
			}
		}
		if loc == "" || s.DeltaX != 0 || s.DeltaY != 0 {
			parts = append(parts, fmt.Sprintf("page.mouse.wheel(%d, %d)", s.DeltaX, s.DeltaY))
		}
		return strings.Join(parts, "\n    "), nil
	case trajectory.ActionWaitFor:
		return loc + ".wait_for(" + optOnly + ")", nil
	case trajectory.ActionBack:
		return "page.go_back(" + optOnly + ")", nil
	case trajectory.ActionForward:
		return "page.go_forward(" + optOnly + ")", nil
	case trajectory.ActionDragAndDrop:
		drop, err := g.locator(s.DropTarget)
		if err != nil {
			return "", fmt.Errorf("dropTarget: %w", err)
		}
		return loc + ".drag_to(" + drop + opt + ")", nil
	case trajectory.ActionAssertVisible:
		return "expect(" + loc + ").to_be_visible(" + optOnly + ")", nil
	case trajectory.ActionAssertText:
		switch s.Match {
		case "exact":
			return "expect(" + loc + ").to_have_text(" + g.value(s.Value) + opt + ")", nil
		case "regex":
			return "expect(" + loc + ").to_have_text(" + g.reCompile(g.value(s.Value)) + opt + ")", nil
		}
		return "expect(" + loc + ").to_contain_text(" + g.value(s.Value) + opt + ")", nil
	case trajectory.ActionAssertValue:
		switch s.Match {
		case "contains":
			return "expect(" + loc + ").to_have_value(" + g.reContains(g.value(s.Value)) + opt + ")", nil
		case "regex":
			return "expect(" + loc + ").to_have_value(" + g.reCompile(g.value(s.Value)) + opt + ")", nil
		}
		return "expect(" + loc + ").to_have_value(" + g.value(s.Value) + opt + ")", nil
	case trajectory.ActionAssertURL:
		switch s.Match {
		case "exact":
			return "expect(page).to_have_url(" + g.url(s.URL) + opt + ")", nil
		case "regex":
			return "expect(page).to_have_url(" + g.reCompile(g.value(s.URL)) + opt + ")", nil
		}
		want := s.URL
		if rest, ok := g.p.relative(want); ok && rest != "" {
			want = rest
		}
		return "expect(page).to_have_url(" + g.reContains(g.value(want)) + opt + ")", nil
	case trajectory.ActionExtract:
		fields := boundFields(s.Extract)
		if len(fields) == 0 {
			return "# " + comment(notExported(s)), nil
		}
		id := extractIdent(s.ID, snake)
		lines := []string{id + " = {"}
		for _, f := range fields {
			l, err := g.locator(&f.Target)
			if err != nil {
				return "", fmt.Errorf("extract field %s: %w", f.Path, err)
			}
			lines = append(lines, "    "+pyStr(f.Path)+": "+l+".inner_text(),")
		}
		lines = append(lines, "}", "print("+pyStr(s.ID+": "+comment(s.Extract.Instruction))+", "+id+")")
		return strings.Join(lines, "\n    "), nil
	case trajectory.ActionTool:
		return "# " + comment(notExported(s)), nil
	}
	return "", fmt.Errorf("%w: %q", ErrUnsupportedAction, s.Action)
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

// pyStr quotes s as a double-quoted Python string literal.
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
			case r < 0x20 || r == 0x7f:
				fmt.Fprintf(&b, `\x%02x`, r)
			case r == 0x85 || r == '\u2028' || r == '\u2029' || r == 0xFFFD:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
