package export

import (
	"fmt"
	"go/format"
	"go/token"
	"strconv"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// goReserved are identifiers a variable must not take in a Go test: the
// names the generated code uses, Go's keywords and its predeclared
// identifiers (shadowing "string" or "nil" would break the code after it).
var goReserved = setOf(append([]string{"t", "pw", "page", "browser", "expect", "err", "os", "regexp",
	"playwright", "testing", "runOpts", "launch", "baseURL", "exe", "ok", "v",
	"bool", "byte", "comparable", "complex64", "complex128", "error", "float32", "float64",
	"int", "int8", "int16", "int32", "int64", "rune", "string", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr",
	"true", "false", "iota", "nil", "any",
	"append", "cap", "clear", "close", "complex", "copy", "delete", "imag", "len", "make", "max", "min",
	"new", "panic", "print", "println", "real", "recover"}, goKeywords()...)...)

// goKeywords lists Go's 25 keywords.
func goKeywords() []string {
	var out []string
	for tok := token.BREAK; tok <= token.VAR; tok++ {
		if tok.IsKeyword() {
			out = append(out, tok.String())
		}
	}
	return out
}

// writeGo writes a playwright-go test. The test starts the Playwright
// driver the way playwright-go does (PLAYWRIGHT_DRIVER_PATH, else its
// cache, installing it when missing) and launches Chromium, or the browser
// in REPRISE_BROWSER when set (then no browser is downloaded).
func writeGo(t *trajectory.Trajectory, opts Options) ([]byte, error) {
	p := newPlan(t, identStyle{convert: lowerCamel, reserved: goReserved})
	g := &goGen{p: p}
	pkg := opts.GoPackage
	if pkg == "" {
		pkg = "e2e"
	}
	if !token.IsIdentifier(pkg) || token.IsKeyword(pkg) {
		return nil, fmt.Errorf("%q is not a valid Go package name", pkg)
	}

	var body strings.Builder
	if p.base != "" {
		fmt.Fprintf(&body, "\tbaseURL := os.Getenv(%q)\n\tif baseURL == \"\" {\n\t\tbaseURL = %s\n\t}\n", BaseURLEnv, strconv.Quote(p.base))
	}
	for _, v := range p.vars {
		if v.Required() {
			what := "variable " + v.Name
			if v.Secret {
				what = "secret " + what
			}
			fmt.Fprintf(&body, "\t%s := os.Getenv(%q)\n\tif %s == \"\" {\n\t\tt.Fatal(%s)\n\t}\n",
				v.Ident, v.Env, v.Ident, strconv.Quote("set the environment variable "+v.Env+" ("+what+")"))
		} else {
			fmt.Fprintf(&body, "\t%s, ok := os.LookupEnv(%q)\n\tif !ok {\n\t\t%s = %s\n\t}\n", v.Ident, v.Env, v.Ident, strconv.Quote(v.Default))
		}
	}
	var steps strings.Builder
	if t.StartURL != "" {
		fmt.Fprintf(&steps, "\n\tif _, err := page.Goto(%s); err != nil {\n\t\tt.Fatalf(\"opening the start page: %%v\", err)\n\t}\n", g.url(t.StartURL))
	}
	acts := t.StartURL != ""
	for i := range t.Steps {
		s := &t.Steps[i]
		steps.WriteString("\n\t// " + stepComment(s) + "\n")
		if s.Disabled {
			continue
		}
		if note := learnedNote(s, opts); note != "" {
			steps.WriteString("\t// " + note + "\n")
		}
		st, err := statement(s, i, "Go (playwright-go)")
		if err != nil {
			return nil, err
		}
		code, err := g.step(s, st)
		if err != nil {
			return nil, &CannotExpressError{Step: i + 1, StepID: s.ID, Action: string(s.Action), Language: "Go (playwright-go)",
				Reason: err.Error(), Err: err}
		}
		steps.WriteString("\t" + code + "\n")
		acts = acts || len(st.calls) > 0 || st.extract != nil
	}
	if !acts {
		// Every step is disabled or a note: the page is still opened.
		steps.WriteString("\n\t_ = page\n")
	}
	body.WriteString(goOpenPage)
	if g.usesExpect {
		body.WriteString("\texpect := playwright.NewPlaywrightAssertions()\n")
	}
	body.WriteString(steps.String())

	var b strings.Builder
	for _, l := range header(t, "Run: go test (needs github.com/playwright-community/playwright-go v0.5700.1).", p) {
		b.WriteString("// " + l + "\n")
	}
	fmt.Fprintf(&b, "\npackage %s\n\nimport (\n\t\"os\"\n", pkg)
	if g.usesRegexp {
		b.WriteString("\t\"regexp\"\n")
	}
	b.WriteString("\t\"testing\"\n\n\t\"github.com/playwright-community/playwright-go\"\n)\n\n")
	fmt.Fprintf(&b, "func %s(t *testing.T) {\n", goTestName(t))
	b.WriteString(body.String())
	b.WriteString("}\n")
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		return nil, fmt.Errorf("formatting generated Go: %w", err)
	}
	return src, nil
}

// goOpenPage starts Playwright and a headless browser inside the test
// function, so that several exported tests can share a package.
const goOpenPage = `
	// Playwright's driver comes from PLAYWRIGHT_DRIVER_PATH or playwright-go's cache (installed
	// when missing); REPRISE_BROWSER names a Chromium-based browser to use instead of downloading
	// Playwright's; HEADED=1 shows the window.
	runOpts := &playwright.RunOptions{Browsers: []string{"chromium"}}
	launch := playwright.BrowserTypeLaunchOptions{Headless: playwright.Bool(os.Getenv("HEADED") == "")}
	if exe := os.Getenv("REPRISE_BROWSER"); exe != "" {
		runOpts.SkipInstallBrowsers = true
		launch.ExecutablePath = playwright.String(exe)
	}
	if err := playwright.Install(runOpts); err != nil {
		t.Fatalf("installing Playwright: %v", err)
	}
	pw, err := playwright.Run(runOpts)
	if err != nil {
		t.Fatalf("starting Playwright: %v", err)
	}
	defer pw.Stop()
	browser, err := pw.Chromium.Launch(launch)
	if err != nil {
		t.Fatalf("launching the browser: %v", err)
	}
	defer browser.Close()
	page, err := browser.NewPage()
	if err != nil {
		t.Fatalf("opening a page: %v", err)
	}
`

func goTestName(t *trajectory.Trajectory) string { return "Test" + upperCamel(testWords(t)) }

type goGen struct {
	p          *plan
	usesRegexp bool
	usesExpect bool
}

func (g *goGen) url(u string) string { return g.expr(g.p.urlPieces(u)) }

func (g *goGen) expr(ps []piece) string { return concat(ps, "baseURL", strconv.Quote) }

func (g *goGen) value(s string) string { return g.expr(g.p.pieces(s)) }

func (g *goGen) locator(t *trajectory.Target) (string, error) {
	chain, err := locatorChain(t)
	if err != nil {
		return "", err
	}
	s, scope := "page", "Page"
	for _, l := range chain {
		m := goName(l.verb)
		switch {
		case l.role:
			s += fmt.Sprintf(".%s(%s, playwright.%s%sOptions{Name: %s, Exact: playwright.Bool(true)})",
				m, strconv.Quote(l.text), scope, m, strconv.Quote(l.name))
		case l.exact:
			s += fmt.Sprintf(".%s(%s, playwright.%s%sOptions{Exact: playwright.Bool(true)})", m, strconv.Quote(l.text), scope, m)
		default:
			s += "." + m + "(" + strconv.Quote(l.text) + ")"
		}
		if l.frame {
			scope = "FrameLocator"
		}
	}
	return s, nil
}

// goReturnsValue are the methods that return a value besides the error.
var goReturnsValue = setOf("goto", "goBack", "goForward", "selectOption")

// step renders the statements of s, declared in the exports table.
func (g *goGen) step(s *trajectory.Step, st stmt) (string, error) {
	fatal := "t.Fatalf(" + strconv.Quote("step "+strings.ReplaceAll(s.ID, "%", "%%")+": %v") + ", err)"
	switch {
	case st.note != "":
		return "// " + comment(st.note), nil
	case st.extract != nil:
		id := g.p.extractIdent(s.ID)
		lines := []string{id + " := map[string]string{}"}
		for _, f := range st.extract {
			l, err := g.locator(&f.Target)
			if err != nil {
				return "", fmt.Errorf("extract field %s: %w", f.Path, err)
			}
			lines = append(lines, "if v, err := "+l+".InnerText(); err != nil {\n\t\t"+fatal+"\n\t} else {\n\t\t"+
				id+"["+strconv.Quote(f.Path)+"] = v\n\t}")
		}
		lines = append(lines, "t.Logf(\"%s: %v\", "+strconv.Quote(s.ID+": "+s.Extract.Instruction)+", "+id+")")
		return strings.Join(lines, "\n\t"), nil
	}
	var lines []string
	for _, c := range st.calls {
		expr, err := g.call(c)
		if err != nil {
			return "", err
		}
		if goReturnsValue[c.verb] {
			lines = append(lines, "if _, err := "+expr+"; err != nil {\n\t\t"+fatal+"\n\t}")
		} else {
			lines = append(lines, "if err := "+expr+"; err != nil {\n\t\t"+fatal+"\n\t}")
		}
	}
	return strings.Join(lines, "\n\t"), nil
}

// call renders one declared call as an expression.
func (g *goGen) call(c call) (string, error) {
	var recv, optsType string
	m := goName(c.verb)
	switch c.on {
	case onPage:
		recv, optsType = "page", "Page"+m+"Options"
	case onKeyboard:
		recv = "page.Keyboard()"
	case onMouse:
		recv = "page.Mouse()"
	case onExpectPage:
		g.usesExpect = true
		recv, optsType = "expect.Page(page)", "PageAssertions"+m+"Options"
	case onLocator, onExpectTarget:
		loc, err := g.locator(c.target)
		if err != nil {
			return "", err
		}
		if c.within != "" {
			loc += ".Locator(" + strconv.Quote(c.within) + ")"
		}
		recv, optsType = loc, "Locator"+m+"Options"
		if c.on == onExpectTarget {
			g.usesExpect = true
			recv, optsType = "expect.Locator("+loc+")", "LocatorAssertions"+m+"Options"
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
		if optsType == "" {
			return "", fmt.Errorf("%s takes no options in playwright-go", c.verb)
		}
		var fields []string
		for _, op := range c.opts {
			switch op.kind {
			case optButton:
				fields = append(fields, goName(op.name)+": playwright.MouseButton"+goName(op.text))
			case optCount:
				fields = append(fields, fmt.Sprintf("%s: playwright.Int(%d)", goName(op.name), op.n))
			default:
				fields = append(fields, fmt.Sprintf("%s: playwright.Float(%d)", goName(op.name), op.n))
			}
		}
		args = append(args, "playwright."+optsType+"{"+strings.Join(fields, ", ")+"}")
	}
	return recv + "." + m + "(" + strings.Join(args, ", ") + ")", nil
}

func (g *goGen) arg(a arg) (string, error) {
	switch a.kind {
	case argURL:
		return g.url(a.text), nil
	case argInt:
		return strconv.Itoa(a.n), nil
	case argTarget:
		return g.locator(a.target)
	case argRegex:
		g.usesRegexp = true
		return "regexp.MustCompile(" + g.value(a.text) + ")", nil
	case argContains:
		want := a.text
		if rest, ok := g.p.relative(want); ok && rest != "" && a.url {
			want = rest
		}
		g.usesRegexp = true
		return "regexp.MustCompile(regexp.QuoteMeta(" + g.value(want) + "))", nil
	case argTexts:
		var vs []string
		for _, t := range a.texts {
			vs = append(vs, g.value(t))
		}
		return "[]string{" + strings.Join(vs, ", ") + "}", nil
	case argOption:
		return "playwright.SelectOptionValues{ValuesOrLabels: &[]string{" + g.value(a.text) + "}}", nil
	}
	return g.value(a.text), nil
}
