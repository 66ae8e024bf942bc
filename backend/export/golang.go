package export

import (
	"fmt"
	"go/format"
	"go/token"
	"strconv"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// goReserved are identifiers a variable must not take in a Go test.
var goReserved = setOf("t", "pw", "page", "browser", "expect", "err", "os", "regexp",
	"playwright", "testing", "runOpts", "launch", "baseURL", "exe", "ok",
	"string", "int", "bool", "error", "len", "cap", "new", "make", "nil", "true", "false", "iota",
	"append", "copy", "delete", "panic", "recover", "print", "println", "close", "any", "min", "max", "clear")

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
	for i := range t.Steps {
		s := &t.Steps[i]
		steps.WriteString("\n\t// " + stepComment(s) + "\n")
		if s.Disabled {
			continue
		}
		stmt, err := g.step(s)
		if err != nil {
			return nil, fmt.Errorf("step %d (%s): %w", i+1, s.ID, err)
		}
		steps.WriteString("\t" + stmt + "\n")
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
	l, ok := Best(t)
	if !ok {
		return "", ErrNoLocator
	}
	s, scope := "page", "Page"
	for _, f := range t.Frames {
		s += ".FrameLocator(" + strconv.Quote(f.Selector) + ")"
		scope = "FrameLocator"
	}
	exact := func(method, v string) string {
		return fmt.Sprintf("%s.%s(%s, playwright.%s%sOptions{Exact: playwright.Bool(true)})", s, method, strconv.Quote(v), scope, method)
	}
	switch l.Kind {
	case trajectory.LocTestID:
		if l.Attr == "data-testid" {
			return s + ".GetByTestId(" + strconv.Quote(l.Value) + ")", nil
		}
		return s + ".Locator(" + strconv.Quote(testIDSelector(l)) + ")", nil
	case trajectory.LocRole:
		return fmt.Sprintf("%s.GetByRole(%s, playwright.%sGetByRoleOptions{Name: %s, Exact: playwright.Bool(true)})",
			s, strconv.Quote(l.Role), scope, strconv.Quote(l.Name)), nil
	case trajectory.LocLabel:
		return exact("GetByLabel", l.Value), nil
	case trajectory.LocPlaceholder:
		return exact("GetByPlaceholder", l.Value), nil
	case trajectory.LocAltText:
		return exact("GetByAltText", l.Value), nil
	case trajectory.LocText:
		return exact("GetByText", l.Value), nil
	case trajectory.LocTitle:
		return exact("GetByTitle", l.Value), nil
	case trajectory.LocCSS:
		return s + ".Locator(" + strconv.Quote(l.Value) + ")", nil
	default:
		return s + ".Locator(" + strconv.Quote("xpath="+l.Value) + ")", nil
	}
}

func (g *goGen) regexp(expr string) string {
	g.usesRegexp = true
	return "regexp.MustCompile(" + expr + ")"
}

func (g *goGen) contains(expr string) string {
	g.usesRegexp = true
	return "regexp.MustCompile(regexp.QuoteMeta(" + expr + "))"
}

func (g *goGen) step(s *trajectory.Step) (string, error) {
	// opts renders an options argument of type playwright.<typ> carrying
	// the step's timeout, or nothing.
	opts := func(typ string) string {
		var fields []string
		if typ == "LocatorClickOptions" {
			if s.DelayMS > 0 {
				fields = append(fields, fmt.Sprintf("Delay: playwright.Float(%d)", s.DelayMS))
			}
			switch s.Button {
			case "right":
				fields = append(fields, "Button: playwright.MouseButtonRight")
			case "middle":
				fields = append(fields, "Button: playwright.MouseButtonMiddle")
			}
			if s.ClickCount > 1 {
				fields = append(fields, fmt.Sprintf("ClickCount: playwright.Int(%d)", s.ClickCount))
			}
		}
		if s.TimeoutMS > 0 {
			fields = append(fields, fmt.Sprintf("Timeout: playwright.Float(%d)", s.TimeoutMS))
		}
		if len(fields) == 0 {
			return ""
		}
		return "playwright." + typ + "{" + strings.Join(fields, ", ") + "}"
	}
	args := func(first string, typ string) string {
		if o := opts(typ); o != "" {
			if first == "" {
				return o
			}
			return first + ", " + o
		}
		return first
	}
	var loc string
	if s.Target != nil {
		var err error
		if loc, err = g.locator(s.Target); err != nil {
			return "", err
		}
	}
	fatal := "t.Fatalf(" + strconv.Quote("step "+s.ID+": %v") + ", err)"
	call := func(expr string) string {
		if strings.HasPrefix(expr, "expect.") {
			g.usesExpect = true
		}
		return "if err := " + expr + "; err != nil {\n\t\t" + fatal + "\n\t}"
	}
	twoValues := func(expr string) string {
		return "if _, err := " + expr + "; err != nil {\n\t\t" + fatal + "\n\t}"
	}
	switch s.Action {
	case trajectory.ActionGoto:
		return twoValues("page.Goto(" + args(g.url(s.URL), "PageGotoOptions") + ")"), nil
	case trajectory.ActionClick:
		return call(loc + ".Click(" + args("", "LocatorClickOptions") + ")"), nil
	case trajectory.ActionFill:
		return call(loc + ".Fill(" + args(g.value(s.Value), "LocatorFillOptions") + ")"), nil
	case trajectory.ActionType:
		return call(loc + ".PressSequentially(" + args(g.value(s.Value), "LocatorPressSequentiallyOptions") + ")"), nil
	case trajectory.ActionPress:
		if loc == "" {
			return call("page.Keyboard().Press(" + g.value(s.Key) + ")"), nil
		}
		return call(loc + ".Press(" + args(g.value(s.Key), "LocatorPressOptions") + ")"), nil
	case trajectory.ActionSelect:
		v := "playwright.SelectOptionValues{ValuesOrLabels: &[]string{" + g.value(s.Value) + "}}"
		return twoValues(loc + ".SelectOption(" + args(v, "LocatorSelectOptionOptions") + ")"), nil
	case trajectory.ActionCheck:
		return call(loc + ".Check(" + args("", "LocatorCheckOptions") + ")"), nil
	case trajectory.ActionUncheck:
		return call(loc + ".Uncheck(" + args("", "LocatorUncheckOptions") + ")"), nil
	case trajectory.ActionHover:
		return call(loc + ".Hover(" + args("", "LocatorHoverOptions") + ")"), nil
	case trajectory.ActionScroll:
		var parts []string
		if loc != "" {
			parts = append(parts, call(loc+".ScrollIntoViewIfNeeded("+args("", "LocatorScrollIntoViewIfNeededOptions")+")"))
			if s.DeltaX != 0 || s.DeltaY != 0 {
				parts = append(parts, call(loc+".Hover("+args("", "LocatorHoverOptions")+")"))
			}
		}
		if loc == "" || s.DeltaX != 0 || s.DeltaY != 0 {
			parts = append(parts, call(fmt.Sprintf("page.Mouse().Wheel(%d, %d)", s.DeltaX, s.DeltaY)))
		}
		return strings.Join(parts, "\n\t"), nil
	case trajectory.ActionWaitFor:
		return call(loc + ".WaitFor(" + args("", "LocatorWaitForOptions") + ")"), nil
	case trajectory.ActionBack:
		return twoValues("page.GoBack(" + args("", "PageGoBackOptions") + ")"), nil
	case trajectory.ActionForward:
		return twoValues("page.GoForward(" + args("", "PageGoForwardOptions") + ")"), nil
	case trajectory.ActionDragAndDrop:
		drop, err := g.locator(s.DropTarget)
		if err != nil {
			return "", fmt.Errorf("dropTarget: %w", err)
		}
		return call(loc + ".DragTo(" + args(drop, "LocatorDragToOptions") + ")"), nil
	case trajectory.ActionAssertVisible:
		return call("expect.Locator(" + loc + ").ToBeVisible(" + args("", "LocatorAssertionsToBeVisibleOptions") + ")"), nil
	case trajectory.ActionAssertText:
		switch s.Match {
		case "exact":
			return call("expect.Locator(" + loc + ").ToHaveText(" + args(g.value(s.Value), "LocatorAssertionsToHaveTextOptions") + ")"), nil
		case "regex":
			return call("expect.Locator(" + loc + ").ToHaveText(" + args(g.regexp(g.value(s.Value)), "LocatorAssertionsToHaveTextOptions") + ")"), nil
		}
		return call("expect.Locator(" + loc + ").ToContainText(" + args(g.value(s.Value), "LocatorAssertionsToContainTextOptions") + ")"), nil
	case trajectory.ActionAssertValue:
		v := g.value(s.Value)
		switch s.Match {
		case "contains":
			v = g.contains(v)
		case "regex":
			v = g.regexp(v)
		}
		return call("expect.Locator(" + loc + ").ToHaveValue(" + args(v, "LocatorAssertionsToHaveValueOptions") + ")"), nil
	case trajectory.ActionAssertURL:
		var v string
		switch s.Match {
		case "exact":
			v = g.url(s.URL)
		case "regex":
			v = g.regexp(g.value(s.URL))
		default:
			want := s.URL
			if rest, ok := g.p.relative(want); ok && rest != "" {
				want = rest
			}
			v = g.contains(g.value(want))
		}
		return call("expect.Page(page).ToHaveURL(" + args(v, "PageAssertionsToHaveURLOptions") + ")"), nil
	case trajectory.ActionExtract:
		fields := boundFields(s.Extract)
		if len(fields) == 0 {
			return "// " + comment(notExported(s)), nil
		}
		id := extractIdent(s.ID, lowerCamel)
		lines := []string{id + " := map[string]string{}"}
		for _, f := range fields {
			l, err := g.locator(&f.Target)
			if err != nil {
				return "", fmt.Errorf("extract field %s: %w", f.Path, err)
			}
			lines = append(lines, "if v, err := "+l+".InnerText(); err != nil {\n\t\t"+fatal+"\n\t} else {\n\t\t"+
				id+"["+strconv.Quote(f.Path)+"] = v\n\t}")
		}
		lines = append(lines, "t.Logf(\"%s: %v\", "+strconv.Quote(s.ID+": "+comment(s.Extract.Instruction))+", "+id+")")
		return strings.Join(lines, "\n\t"), nil
	case trajectory.ActionTool:
		return "// " + comment(notExported(s)), nil
	}
	return "", fmt.Errorf("%w: %q", ErrUnsupportedAction, s.Action)
}
