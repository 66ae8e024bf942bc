package export_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// A text check on a drop-down is a check of its chosen options: replay
// reads their labels, and a <select>'s own text is every option's, so an
// export that checked the element's text would pass whatever is chosen.
// These flows run on testdata/pages/select.html: a single-choice country
// (the flow chooses France) and a multiple-choice list of languages with
// English and French chosen.

var (
	countryDropDown = &trajectory.Target{
		Candidates:  []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#country", Score: 500}},
		Fingerprint: trajectory.Fingerprint{Tag: "select", Role: "combobox", Name: "Country", Attrs: map[string]string{"id": "country", "name": "country"}},
	}
	languagesList = &trajectory.Target{
		Candidates:  []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#languages", Score: 500}},
		Fingerprint: trajectory.Fingerprint{Tag: "select", Role: "listbox", Name: "Languages", Attrs: map[string]string{"id": "languages", "name": "languages"}},
	}
)

// dropDownFlow chooses France, then makes the checks.
func dropDownFlow(id, name string, checks ...trajectory.Step) *trajectory.Trajectory {
	tr := &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: id, Name: name, StartURL: fixtureOrigin + "/select.html",
		Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionSelect, Value: "France", Target: countryDropDown, Instruction: "select France from Country"}}}
	for i, c := range checks {
		c.ID, c.Action, c.TimeoutMS = "s"+itoa(i+2), trajectory.ActionAssertText, 1000
		tr.Steps = append(tr.Steps, c)
	}
	return tr
}

// dropDownFlows are a flow whose checks all hold and, by test name, flows
// with one check that must fail.
func dropDownFlows() (pass *trajectory.Trajectory, fail map[string]*trajectory.Trajectory) {
	pass = dropDownFlow("select-checks", "Drop-down checks",
		trajectory.Step{Target: countryDropDown, Value: "France", Instruction: "verify Country shows France"},
		trajectory.Step{Target: countryDropDown, Value: "France", Match: "exact", Instruction: "verify Country is exactly France"},
		trajectory.Step{Target: countryDropDown, Value: "^Fr", Match: "regex", Instruction: "verify Country matches ^Fr"},
		trajectory.Step{Target: languagesList, Value: "French", Instruction: "verify Languages shows French"},
		trajectory.Step{Target: languagesList, Value: "English\nFrench", Match: "exact", Instruction: "verify Languages are exactly English and French"},
	)
	fail = map[string]*trajectory.Trajectory{}
	for _, c := range []struct {
		name  string
		check trajectory.Step
	}{
		{"Unchosen country", trajectory.Step{Target: countryDropDown, Value: "Canada", Instruction: "verify Country shows Canada"}},
		{"Unchosen country exactly", trajectory.Step{Target: countryDropDown, Value: "Canada", Match: "exact", Instruction: "verify Country is exactly Canada"}},
		{"Unchosen country pattern", trajectory.Step{Target: countryDropDown, Value: "^Ca", Match: "regex", Instruction: "verify Country matches ^Ca"}},
		{"Unchosen language", trajectory.Step{Target: languagesList, Value: "German", Instruction: "verify Languages shows German"}},
		{"One of two languages exactly", trajectory.Step{Target: languagesList, Value: "English", Match: "exact", Instruction: "verify Languages are exactly English"}},
	} {
		tr := dropDownFlow(strings.ToLower(strings.ReplaceAll(c.name, " ", "-")), c.name, c.check)
		fail[export.FileName(tr, export.Go)] = tr
	}
	return pass, fail
}

// selectPage serves testdata/pages on loopback.
func selectPage(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.FileServer(http.Dir(filepath.Join("testdata", "pages"))))
	t.Cleanup(srv.Close)
	return srv.URL
}

func TestDropDownChecksExportLikeReplay(t *testing.T) {
	pass, fail := dropDownFlows()
	for _, f := range export.Formats() {
		got, err := export.Bytes(f, pass, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		golden(t, filepath.Join("testdata", "golden", pass.ID+f.Extension()+".golden"), got)
	}

	// Reprise's replay is the reference: the checks that pass and fail
	// there must pass and fail in the exported code.
	base := selectPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	at := func(tr *trajectory.Trajectory) *trajectory.Trajectory {
		c := *tr
		c.StartURL = strings.Replace(c.StartURL, fixtureOrigin, base, 1)
		return &c
	}
	if run := replay.NewPlayer(browsertest.NewPage(t).Page, replay.Options{}).Run(ctx, at(pass), nil); run.Status != trajectory.StatusPassed {
		t.Fatalf("replay of the drop-down checks: %s %+v", run.Status, run.Steps)
	}
	for name, tr := range fail {
		if run := replay.NewPlayer(browsertest.NewPage(t).Page, replay.Options{}).Run(ctx, at(tr), nil); run.Status == trajectory.StatusPassed {
			t.Errorf("replay of %s passed; its check must fail", name)
		}
	}

	env := append(runEnv(t), "BASE_URL="+base)
	t.Run("go", func(t *testing.T) { runGoDropDownChecks(t, env, pass, fail) })
	t.Run("typescript", func(t *testing.T) { runTSDropDownChecks(t, env, pass, fail) })
	t.Run("python", func(t *testing.T) {
		py, err := exec.LookPath("python3")
		if err != nil {
			t.Skip("python3 is not installed: the Python exports cannot be compiled")
		}
		// The Python package of Playwright cannot be installed here (see
		// pytest_test.go): the module is compiled, its calls are those of
		// the golden file.
		dir := t.TempDir()
		data, err := export.Bytes(export.Python, pass, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		file := export.FileName(pass, export.Python)
		if err := os.WriteFile(filepath.Join(dir, file), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := run(t, ctx, dir, os.Environ(), py, "-m", "py_compile", file); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
	})
	t.Run("devtools", func(t *testing.T) { checkDevToolsDropDownProperties(t, base, pass, fail) })
}

// runGoDropDownChecks runs the Go exports: the passing flow's test passes,
// every other one fails.
func runGoDropDownChecks(t *testing.T, env []string, pass *trajectory.Trajectory, fail map[string]*trajectory.Trajectory) {
	dir := t.TempDir()
	all := map[string]*trajectory.Trajectory{export.FileName(pass, export.Go): pass}
	for file, tr := range fail {
		all[file] = tr
	}
	want := map[string]string{} // test function → PASS or FAIL
	for file, tr := range all {
		data, err := export.Bytes(export.Go, tr, export.Options{GoPackage: "e2e"})
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`func (Test\w+)\(t \*testing\.T\)`).FindSubmatch(data)
		if m == nil {
			t.Fatalf("no test function in the export of %s", tr.Name)
		}
		want[string(m[1])] = map[bool]string{true: "PASS", false: "FAIL"}[tr == pass]
		if err := os.WriteFile(filepath.Join(dir, file), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	writeGoModule(t, dir)
	env = append(env, "GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	out, _ := run(t, ctx, dir, env, "go", "test", "-count=1", "-v", ".")
	results := map[string]string{}
	for _, m := range regexp.MustCompile(`--- (PASS|FAIL): (Test\w+)`).FindAllStringSubmatch(out, -1) {
		results[m[2]] = m[1]
	}
	for name, w := range want {
		if results[name] != w {
			t.Errorf("%s: got %q, want %s", name, results[name], w)
		}
	}
	if t.Failed() {
		t.Logf("go test output:\n%s", out)
	}
}

// runTSDropDownChecks runs the Playwright Test specs: the passing flow's
// spec passes, every other one fails.
func runTSDropDownChecks(t *testing.T, env []string, pass *trajectory.Trajectory, fail map[string]*trajectory.Trajectory) {
	modules := playwrightTest(t)
	dir := t.TempDir()
	want := map[string]bool{pass.Name: true}
	for _, tr := range append([]*trajectory.Trajectory{pass}, values(fail)...) {
		data, err := export.Bytes(export.PlaywrightTS, tr, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, export.FileName(tr, export.PlaywrightTS)), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if tr != pass {
			want[tr.Name] = false
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "playwright.config.ts"), []byte(playwrightConfig), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(modules, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	out, _ := run(t, ctx, dir, env, "node", filepath.Join(modules, "@playwright", "test", "cli.js"), "test", "--reporter=json")
	var report struct {
		Suites []struct {
			Specs []struct {
				Title string `json:"title"`
				OK    bool   `json:"ok"`
			} `json:"specs"`
		} `json:"suites"`
	}
	if err := json.Unmarshal([]byte(out[strings.Index(out, "{"):]), &report); err != nil {
		t.Fatalf("reading Playwright's report: %v\n%s", err, out)
	}
	got := map[string]bool{}
	for _, s := range report.Suites {
		for _, sp := range s.Specs {
			got[sp.Title] = sp.OK
		}
	}
	for title, ok := range want {
		if g, ran := got[title]; !ran || g != ok {
			t.Errorf("spec %q: ran %v, passed %v; want passed %v", title, ran, g, ok)
		}
	}
}

func values(m map[string]*trajectory.Trajectory) []*trajectory.Trajectory {
	var out []*trajectory.Trajectory
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// deepMatch is how DevTools (@puppeteer/replay's waitForElement) compares
// a step's properties with an element: a partial deep equality.
const deepMatch = `([el, props]) => {
	const isDeepMatch = (a, b) => {
		if (a === b) return true;
		if ((a && !b) || (!a && b)) return false;
		if (!(a instanceof Object) || !(b instanceof Object)) return false;
		for (const [k, v] of Object.entries(a)) if (!isDeepMatch(v, b[k])) return false;
		return true;
	};
	return isDeepMatch(props, el);
}`

// checkDevToolsDropDownProperties evaluates the exact checks of the
// DevTools exports as DevTools does, on the page after the flow's choice.
func checkDevToolsDropDownProperties(t *testing.T, base string, pass *trajectory.Trajectory, fail map[string]*trajectory.Trajectory) {
	page := browsertest.NewPage(t).Page
	if _, err := page.Goto(base + "/select.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := page.Locator("#country").SelectOption(playwright.SelectOptionValues{ValuesOrLabels: &[]string{"France"}}); err != nil {
		t.Fatal(err)
	}
	exact := 0
	for _, tr := range append([]*trajectory.Trajectory{pass}, values(fail)...) {
		data, err := export.Bytes(export.ChromeRecorder, tr, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var rec export.ChromeRecording
		if err := json.Unmarshal(data, &rec); err != nil {
			t.Fatal(err)
		}
		for _, s := range rec.Steps {
			if s.Reprise == nil || s.Reprise.Action != trajectory.ActionAssertText || s.Reprise.Match != "exact" {
				continue
			}
			exact++
			if _, ok := s.Properties["innerText"]; ok {
				t.Errorf("%s step %s checks the drop-down's innerText, which is every option's", tr.Name, s.Reprise.ID)
			}
			el, err := page.Locator(s.Selectors[0][0]).ElementHandle()
			if err != nil {
				t.Fatal(err)
			}
			ok, err := page.Evaluate(deepMatch, []any{el, s.Properties})
			if err != nil {
				t.Fatal(err)
			}
			if want := tr == pass; ok != want {
				t.Errorf("%s step %s: DevTools would find %v in %v, want %v", tr.Name, s.Reprise.ID, ok, s.Properties, want)
			}
		}
	}
	if exact != 4 {
		t.Errorf("checked %d exact checks, want 4", exact)
	}
}

func TestPatternCheckOnAListOfChoicesIsANote(t *testing.T) {
	// Replay matches the pattern against the chosen labels joined by line
	// breaks, which no Playwright check reads: the step is kept as a note
	// naming it, and the export makes no check that could disagree.
	tr := dropDownFlow("list-pattern", "List pattern",
		trajectory.Step{Target: languagesList, Value: "^English\nFrench$", Match: "regex", Instruction: "verify Languages match"})
	for _, f := range []export.Format{export.PlaywrightTS, export.Python, export.Go} {
		data, err := export.Bytes(f, tr, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), "step s2: checking the choices of a list that may hold several against a pattern cannot be written in Playwright") {
			t.Errorf("%s: the pattern check on the list is not a note naming step s2:\n%s", f, data)
		}
		if strings.Contains(string(data), "#languages") {
			t.Errorf("%s: the export checks the list:\n%s", f, data)
		}
	}
}
