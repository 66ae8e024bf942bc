package export

import (
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// tsReserved are identifiers a variable must not take in a spec.
var tsReserved = setOf("page", "test", "expect", "process", "requiredEnv", "baseURL",
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
func writePlaywrightTS(t *trajectory.Trajectory, _ Options) ([]byte, error) {
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
		stmt, err := g.step(s)
		if err != nil {
			return nil, fmt.Errorf("step %d (%s): %w", i+1, s.ID, err)
		}
		b.WriteString("  " + stmt + "\n")
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
			b.WriteString(q)
		}
	}
	b.WriteByte('`')
	return b.String()
}

func (g *tsGen) value(s string) string { return g.expr(g.p.pieces(s)) }

// locator renders the best locator of t, inside its frames.
func (g *tsGen) locator(t *trajectory.Target) (string, error) {
	l, ok := Best(t)
	if !ok {
		return "", ErrNoLocator
	}
	s := "page"
	for _, f := range t.Frames {
		s += ".frameLocator(" + tsStr(f.Selector) + ")"
	}
	exact := "{ exact: true }"
	switch l.Kind {
	case trajectory.LocTestID:
		if l.Attr == "data-testid" {
			return s + ".getByTestId(" + tsStr(l.Value) + ")", nil
		}
		return s + ".locator(" + tsStr(testIDSelector(l)) + ")", nil
	case trajectory.LocRole:
		return fmt.Sprintf("%s.getByRole(%s, { name: %s, exact: true })", s, tsStr(l.Role), tsStr(l.Name)), nil
	case trajectory.LocLabel:
		return s + ".getByLabel(" + tsStr(l.Value) + ", " + exact + ")", nil
	case trajectory.LocPlaceholder:
		return s + ".getByPlaceholder(" + tsStr(l.Value) + ", " + exact + ")", nil
	case trajectory.LocAltText:
		return s + ".getByAltText(" + tsStr(l.Value) + ", " + exact + ")", nil
	case trajectory.LocText:
		return s + ".getByText(" + tsStr(l.Value) + ", " + exact + ")", nil
	case trajectory.LocTitle:
		return s + ".getByTitle(" + tsStr(l.Value) + ", " + exact + ")", nil
	case trajectory.LocCSS:
		return s + ".locator(" + tsStr(l.Value) + ")", nil
	default:
		return s + ".locator(" + tsStr("xpath="+l.Value) + ")", nil
	}
}

// step renders one statement for s.
func (g *tsGen) step(s *trajectory.Step) (string, error) {
	opt, optOnly := "", ""
	if s.TimeoutMS > 0 {
		opt = fmt.Sprintf(", { timeout: %d }", s.TimeoutMS)
		optOnly = fmt.Sprintf("{ timeout: %d }", s.TimeoutMS)
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
		return "await page.goto(" + g.url(s.URL) + opt + ");", nil
	case trajectory.ActionClick:
		var o []string
		if s.DelayMS > 0 {
			o = append(o, fmt.Sprintf("delay: %d", s.DelayMS))
		}
		if s.Button == "right" || s.Button == "middle" {
			o = append(o, "button: '"+s.Button+"'")
		}
		if s.ClickCount > 1 {
			o = append(o, fmt.Sprintf("clickCount: %d", s.ClickCount))
		}
		if len(o) > 0 {
			return "await " + loc + ".click(" + tsOpts(s, strings.Join(o, ", ")) + ");", nil
		}
		return "await " + loc + ".click(" + optOnly + ");", nil
	case trajectory.ActionFill:
		return "await " + loc + ".fill(" + g.value(s.Value) + opt + ");", nil
	case trajectory.ActionType:
		return "await " + loc + ".pressSequentially(" + g.value(s.Value) + opt + ");", nil
	case trajectory.ActionPress:
		if loc == "" {
			return "await page.keyboard.press(" + g.value(s.Key) + ");", nil
		}
		return "await " + loc + ".press(" + g.value(s.Key) + opt + ");", nil
	case trajectory.ActionSelect:
		return "await " + loc + ".selectOption(" + g.value(s.Value) + opt + ");", nil
	case trajectory.ActionCheck:
		return "await " + loc + ".check(" + optOnly + ");", nil
	case trajectory.ActionUncheck:
		return "await " + loc + ".uncheck(" + optOnly + ");", nil
	case trajectory.ActionHover:
		return "await " + loc + ".hover(" + optOnly + ");", nil
	case trajectory.ActionScroll:
		var parts []string
		if loc != "" {
			parts = append(parts, "await "+loc+".scrollIntoViewIfNeeded("+optOnly+");")
			if s.DeltaX != 0 || s.DeltaY != 0 {
				parts = append(parts, "await "+loc+".hover("+optOnly+");")
			}
		}
		if loc == "" || s.DeltaX != 0 || s.DeltaY != 0 {
			parts = append(parts, fmt.Sprintf("await page.mouse.wheel(%d, %d);", s.DeltaX, s.DeltaY))
		}
		return strings.Join(parts, "\n  "), nil
	case trajectory.ActionWaitFor:
		return "await " + loc + ".waitFor(" + optOnly + ");", nil
	case trajectory.ActionBack:
		return "await page.goBack(" + optOnly + ");", nil
	case trajectory.ActionForward:
		return "await page.goForward(" + optOnly + ");", nil
	case trajectory.ActionDragAndDrop:
		drop, err := g.locator(s.DropTarget)
		if err != nil {
			return "", fmt.Errorf("dropTarget: %w", err)
		}
		return "await " + loc + ".dragTo(" + drop + opt + ");", nil
	case trajectory.ActionAssertVisible:
		return "await expect(" + loc + ").toBeVisible(" + optOnly + ");", nil
	case trajectory.ActionAssertText:
		switch s.Match {
		case "exact":
			return "await expect(" + loc + ").toHaveText(" + g.value(s.Value) + opt + ");", nil
		case "regex":
			return "await expect(" + loc + ").toHaveText(new RegExp(" + g.value(s.Value) + ")" + opt + ");", nil
		}
		return "await expect(" + loc + ").toContainText(" + g.value(s.Value) + opt + ");", nil
	case trajectory.ActionAssertValue:
		switch s.Match {
		case "contains":
			return "await expect(" + loc + ").toHaveValue(" + g.containsRegex(s.Value) + opt + ");", nil
		case "regex":
			return "await expect(" + loc + ").toHaveValue(new RegExp(" + g.value(s.Value) + ")" + opt + ");", nil
		}
		return "await expect(" + loc + ").toHaveValue(" + g.value(s.Value) + opt + ");", nil
	case trajectory.ActionAssertURL:
		switch s.Match {
		case "exact":
			return "await expect(page).toHaveURL(" + g.url(s.URL) + opt + ");", nil
		case "regex":
			return "await expect(page).toHaveURL(new RegExp(" + g.value(s.URL) + ")" + opt + ");", nil
		}
		want := s.URL
		if rest, ok := g.p.relative(want); ok && rest != "" {
			want = rest
		}
		if len(trajectory.Placeholders(want)) > 0 {
			return "await expect.poll(() => page.url()" + opt + ").toContain(" + g.value(want) + ");", nil
		}
		return "await expect(page).toHaveURL(" + tsRegexLiteral(want) + opt + ");", nil
	case trajectory.ActionExtract:
		fields := boundFields(s.Extract)
		if len(fields) == 0 {
			return "// " + comment(notExported(s)), nil
		}
		id := extractIdent(s.ID, lowerCamel)
		lines := []string{"const " + id + " = {"}
		for _, f := range fields {
			l, err := g.locator(&f.Target)
			if err != nil {
				return "", fmt.Errorf("extract field %s: %w", f.Path, err)
			}
			lines = append(lines, "  "+tsStr(f.Path)+": await "+l+".innerText(),")
		}
		lines = append(lines, "};", "console.log("+tsStr(s.ID+": "+comment(s.Extract.Instruction))+", "+id+");")
		return strings.Join(lines, "\n  "), nil
	case trajectory.ActionTool:
		return "// " + comment(notExported(s)), nil
	}
	return "", fmt.Errorf("%w: %q", ErrUnsupportedAction, s.Action)
}

// tsOpts renders an options object with the step's timeout and extra.
func tsOpts(s *trajectory.Step, extra string) string {
	if s.TimeoutMS > 0 {
		return fmt.Sprintf("{ %s, timeout: %d }", extra, s.TimeoutMS)
	}
	return "{ " + extra + " }"
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
		case r < 0x20 || r == 0x7f || r == '\u2028' || r == '\u2029':
			fmt.Fprintf(&b, `\u%04x`, r)
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

// tsStr quotes s as a single-quoted JavaScript string literal.
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
			if r < 0x20 || r == 0x7f || r == '\u2028' || r == '\u2029' || r == 0xFFFD {
				fmt.Fprintf(&b, `\u%04x`, r)
				continue
			}
			b.WriteRune(r)
		}
	}
	b.WriteByte('\'')
	return b.String()
}
