package runner_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

var updateScreenshot = flag.Bool("update-screenshot", false, "write the HTML report's screenshot to docs/screenshots/run-report.png")

// The JUnit shape CI systems read, decoded independently of the writer.
type xSuites struct {
	XMLName  xml.Name `xml:"testsuites"`
	Tests    int      `xml:"tests,attr"`
	Failures int      `xml:"failures,attr"`
	Errors   int      `xml:"errors,attr"`
	Skipped  int      `xml:"skipped,attr"`
	Time     string   `xml:"time,attr"`
	Suites   []xSuite `xml:"testsuite"`
}

type xSuite struct {
	Name      string  `xml:"name,attr"`
	Tests     int     `xml:"tests,attr"`
	Failures  int     `xml:"failures,attr"`
	Errors    int     `xml:"errors,attr"`
	Skipped   int     `xml:"skipped,attr"`
	Time      string  `xml:"time,attr"`
	Timestamp string  `xml:"timestamp,attr"`
	Props     []xProp `xml:"properties>property"`
	Cases     []xCase `xml:"testcase"`
}

type xProp struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type xCase struct {
	Name      string   `xml:"name,attr"`
	Classname string   `xml:"classname,attr"`
	Time      string   `xml:"time,attr"`
	Failure   *xFail   `xml:"failure"`
	Error     *xFail   `xml:"error"`
	Skipped   *xFail   `xml:"skipped"`
	Flaky     []xRerun `xml:"flakyFailure"`
	Reruns    []xRerun `xml:"rerunFailure"`
	SystemOut string   `xml:"system-out"`
}

type xFail struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Body    string `xml:",chardata"`
}

type xRerun struct {
	Message    string `xml:"message,attr"`
	StackTrace string `xml:"stackTrace"`
}

// parseJUnit checks that data is well-formed XML holding only the
// elements of the common JUnit shape, and decodes it.
func parseJUnit(t *testing.T, data []byte) xSuites {
	t.Helper()
	known := map[string]bool{"testsuites": true, "testsuite": true, "properties": true, "property": true, "testcase": true,
		"failure": true, "error": true, "skipped": true, "system-out": true, "system-err": true,
		"flakyFailure": true, "rerunFailure": true, "stackTrace": true}
	dec := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.Token()
		if err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			t.Fatalf("JUnit XML is not well-formed: %v\n%s", err, data)
		}
		if se, ok := tok.(xml.StartElement); ok && !known[se.Name.Local] {
			t.Errorf("JUnit XML has element <%s> outside the common schema", se.Name.Local)
		}
	}
	var s xSuites
	if err := xml.Unmarshal(data, &s); err != nil {
		t.Fatalf("decoding JUnit XML: %v", err)
	}
	for _, ts := range s.Suites {
		for _, c := range ts.Cases {
			if c.Name == "" || c.Classname == "" || c.Time == "" {
				t.Errorf("testcase lacks name, classname or time: %+v", c)
			}
		}
	}
	return s
}

func TestParallelRunOfDemoFlowsWithAFailureWritesJUnitAndScreenshot(t *testing.T) {
	b := browsertest.Shared(t)
	s := demo(t)
	dir := t.TempDir()
	paths := writeDemoFlows(t, dir)
	// The cart flow twice more: isolated contexts each start with an
	// empty cart, whichever worker runs them.
	for _, n := range []string{"cart-2.json", "cart-3.json"} {
		data, _ := os.ReadFile(paths[1])
		writeFile(t, dir, n, strings.Replace(string(data), `"id": "cart"`, `"id": "`+strings.TrimSuffix(n, ".json")+`"`, 1))
	}
	writeFile(t, dir, "register.json", removedButton(s.URL()))
	writeFile(t, dir, "vars.json", `{"user": "bob@example.com"}`) // not a trajectory: left out

	flows, _, err := runner.Resolve([]string{dir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(flows) != 7 {
		t.Fatalf("resolved %d flows from the directory, want 7:\n%s", len(flows), runner.Describe(flows))
	}
	blobs, err := runner.NewDirBlobs(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var finished atomic.Int32
	opts := runner.Options{Workers: 2, Vars: map[string]string{"password": "secret123"}, Blobs: blobs,
		OnFlow: func(runner.FlowResult) { finished.Add(1) }}
	if err := runner.Check(flows, opts); err != nil {
		t.Fatal(err)
	}
	rep := runner.Run(context.Background(), b, flows, opts)

	c := rep.Counts()
	if c.Total != 7 || c.Passed != 6 || c.Failed != 1 || rep.Passed() || finished.Load() != 7 {
		for _, f := range rep.Flows {
			t.Log(f.Line())
		}
		t.Fatalf("counts %+v, OnFlow called %d times", c, finished.Load())
	}
	for i, f := range rep.Flows {
		if f.Flow.Ref != flows[i].Ref {
			t.Errorf("report flow %d is %s, want input order (%s)", i, f.Flow.Ref, flows[i].Ref)
		}
		if r := f.Final(); r == nil || r.LLMCalls != 0 {
			t.Errorf("%s: want a run with no LLM calls, got %+v", f.Flow.Ref, r)
		}
	}
	// Two workers: some flows ran at the same time, never more than two.
	if max := maxOverlap(rep); max != 2 {
		t.Errorf("at most %d flows ran at once, want 2 with 2 workers", max)
	}

	failed := flowByRef(t, rep, filepath.Join(dir, "register.json"))
	if failed.Status != trajectory.StatusFailed || failed.FailedStep() == nil || failed.FailedStep().Index != 1 {
		t.Fatalf("register flow: %s", failed.Line())
	}
	art := filepath.Join(t.TempDir(), "shots")
	shots, err := runner.SaveScreenshots(rep, blobs, art)
	if err != nil {
		t.Fatal(err)
	}
	shot := shots[failed.FailedStep().Screenshot]
	if png, err := os.ReadFile(shot); err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Fatalf("failing step's screenshot %q is not a PNG file: %v", shot, err)
	}

	var buf bytes.Buffer
	if err := runner.WriteJUnit(&buf, rep, shots); err != nil {
		t.Fatal(err)
	}
	j := parseJUnit(t, buf.Bytes())
	if len(j.Suites) != 1 || j.Tests != 7 || j.Failures != 1 || j.Errors != 0 || j.Skipped != 0 {
		t.Fatalf("JUnit totals: %+v", j)
	}
	ts := j.Suites[0]
	if ts.Tests != 7 || ts.Failures != 1 || len(ts.Cases) != 7 || ts.Timestamp == "" {
		t.Fatalf("testsuite: tests=%d failures=%d cases=%d", ts.Tests, ts.Failures, len(ts.Cases))
	}
	var failures int
	for _, tc := range ts.Cases {
		if tc.Failure == nil {
			if !strings.Contains(tc.SystemOut, "PASSED") {
				t.Errorf("%s: passed testcase has no step log: %q", tc.Classname, tc.SystemOut)
			}
			continue
		}
		failures++
		if tc.Classname != filepath.Join(dir, "register.json") || tc.Name != "Register" {
			t.Errorf("failed testcase is %s / %s", tc.Classname, tc.Name)
		}
		// The key fact, short; what was tried is in the details.
		for _, want := range []string{`step 2 (s2) "click Register" failed: No element on the page is like the recorded one`} {
			if !strings.HasPrefix(tc.Failure.Message, want) || len(tc.Failure.Message) > 300 {
				t.Errorf("failure message does not start %q, short: %s", want, tc.Failure.Message)
			}
		}
		for _, want := range []string{"no candidate found", `role button "Register" → no element`, "closest elements", "[[ATTACHMENT|" + shot + "]]"} {
			if !strings.Contains(tc.Failure.Body, want) {
				t.Errorf("failure details lack %q:\n%s", want, tc.Failure.Body)
			}
		}
		if tc.Failure.Type != "LocatorFailure" {
			t.Errorf("failure type %q, want LocatorFailure", tc.Failure.Type)
		}
	}
	if failures != 1 {
		t.Errorf("%d testcases failed, want 1", failures)
	}
	if bytes.Contains(buf.Bytes(), []byte("secret123")) {
		t.Error("JUnit XML contains the secret password")
	}
}

func TestFlakyFlowPassesOnRetryAndSaysSo(t *testing.T) {
	b := browsertest.Shared(t)
	// The button is missing on the first load only, as after a slow deploy.
	var loads atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		btn := `<button onclick="document.title='done'">Continue</button>`
		if loads.Add(1) == 1 {
			btn = `<p>Loading…</p>`
		}
		fmt.Fprintf(w, `<!DOCTYPE html><title>flaky</title><main>%s</main>`, btn)
	}))
	defer srv.Close()
	file := writeFile(t, t.TempDir(), "flaky.json", `{"version":1,"id":"flaky","name":"Continue","startUrl":"`+srv.URL+`/","steps":[
	 {"id":"s1","instruction":"click Continue","action":"click","timeoutMs":3000,
	  "target":{"candidates":[{"kind":"role","role":"button","name":"Continue","score":100}],"fingerprint":{"tag":"button","role":"button","name":"Continue"}}}]}`)
	flows, _, err := runner.Resolve([]string{file}, nil)
	if err != nil {
		t.Fatal(err)
	}

	rep := runner.Run(context.Background(), b, flows, runner.Options{Retries: 2, Heal: trajectory.HealOff})
	f := rep.Flows[0]
	if f.Status != trajectory.StatusPassed || !f.Flaky() || len(f.Runs) != 2 || !rep.Passed() || rep.Counts().Flaky != 1 {
		t.Fatalf("want passed after one retry, got %s (%d runs)", f.Line(), len(f.Runs))
	}
	if f.Runs[0].Status != trajectory.StatusFailed || !strings.Contains(f.Line(), "passed after retry (attempt 2 of 2)") {
		t.Errorf("first attempt %s; line %q", f.Runs[0].Status, f.Line())
	}
	var buf bytes.Buffer
	if err := runner.WriteJUnit(&buf, rep, nil); err != nil {
		t.Fatal(err)
	}
	tc := parseJUnit(t, buf.Bytes()).Suites[0].Cases[0]
	if tc.Failure != nil || len(tc.Flaky) != 1 || !strings.Contains(tc.Flaky[0].Message, `"click Continue" failed`) ||
		!strings.Contains(tc.SystemOut, "FLAKY: passed after retry (attempt 2 of 2)") {
		t.Errorf("flaky testcase: %+v", tc)
	}

	// Without retries the same flow fails, and says what it tried.
	loads.Store(0)
	rep = runner.Run(context.Background(), b, flows, runner.Options{Heal: trajectory.HealOff})
	if rep.Passed() || len(rep.Flows[0].Runs) != 1 {
		t.Fatalf("without retries: %s", rep.Flows[0].Line())
	}
}

func TestSecretsAreMaskedInEveryReport(t *testing.T) {
	b := browsertest.Shared(t)
	s := demo(t)
	dir := t.TempDir()
	// The assertion fails quoting what the field holds: the user's email,
	// passed as a --secret-style value, and the declared secret password.
	writeFile(t, dir, "leaky.json", `{"version":1,"id":"leaky","name":"Leaky","startUrl":"`+s.URL()+`/login.html","steps":[
	 {"id":"s1","instruction":"type {{user}} into Email","action":"fill","value":"{{user}}",
	  "target":{"candidates":[{"kind":"label","value":"Email","score":140}],"fingerprint":{"tag":"input","role":"textbox","name":"Email"}}},
	 {"id":"s2","instruction":"type {{password}} into Password","action":"fill","value":"{{password}}",
	  "target":{"candidates":[{"kind":"label","value":"Password","score":140}],"fingerprint":{"tag":"input","role":"textbox","name":"Password"}}},
	 {"id":"s3","instruction":"verify the password","action":"assert-value","value":"nope","timeoutMs":500,
	  "target":{"candidates":[{"kind":"label","value":"Password","score":140}],"fingerprint":{"tag":"input","role":"textbox","name":"Password"}}},
	 {"id":"s4","instruction":"go to the user page","action":"goto","url":"/dashboard.html?u={{user}}"}],
	 "variables":[{"name":"user"},{"name":"password","secret":true}]}`)
	flows, _, err := runner.Resolve([]string{filepath.Join(dir, "*.json")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("REPRISE_VAR_PASSWORD", "hunter22x")
	blobs, _ := runner.NewDirBlobs(t.TempDir())
	opts := runner.Options{Vars: map[string]string{"user": "carol@example.org"}, Secrets: []string{"carol@example.org"},
		LookupEnv: os.LookupEnv, Blobs: blobs}
	if err := runner.Check(flows, opts); err != nil {
		t.Fatalf("the password from REPRISE_VAR_PASSWORD was not used: %v", err)
	}
	rep := runner.Run(context.Background(), b, flows, opts)
	f := rep.Flows[0]
	if f.Status != trajectory.StatusFailed || f.FailedStep() == nil || f.FailedStep().Index != 2 {
		t.Fatalf("want step 3 to fail: %s", f.Line())
	}
	if !strings.Contains(f.FailedStep().Error, "••••") {
		t.Errorf("the failing assertion's error does not show the masked value: %s", f.FailedStep().Error)
	}
	var junit, details bytes.Buffer
	if err := runner.WriteJUnit(&junit, rep, nil); err != nil {
		t.Fatal(err)
	}
	runner.WriteDetails(&details, &f, nil)
	page, err := runner.WriteHTML(t.TempDir(), rep, blobs)
	if err != nil {
		t.Fatal(err)
	}
	html, _ := os.ReadFile(page)
	for name, out := range map[string][]byte{"JUnit": junit.Bytes(), "details": details.Bytes(), "HTML": html, "line": []byte(f.Line())} {
		for _, secret := range []string{"hunter22x", "carol@example.org"} {
			if bytes.Contains(out, []byte(secret)) {
				t.Errorf("%s output contains the secret %q", name, secret)
			}
		}
	}
}

func TestResolveFilesDirectoriesGlobsAndStoredIDs(t *testing.T) {
	s := demo(t)
	dir := t.TempDir()
	a := writeFile(t, dir, "a.json", removedButton(s.URL()))
	writeFile(t, dir, "b.json", strings.Replace(staleLogin(s.URL()), `"id":"stale-login"`, `"id":"b"`, 1))
	writeFile(t, dir, "b.healed.json", staleLogin(s.URL())) // auto-heal output: not a flow of its own
	writeFile(t, dir, "vars.json", `{"password": "x"}`)     // not a trajectory
	writeFile(t, dir, "notes.txt", "not json")              // not *.json
	st, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	tr, _ := trajectory.Parse([]byte(removedButton(s.URL())), "x")
	tr.ID = ""
	saved, err := st.SaveTrajectory(tr)
	if err != nil {
		t.Fatal(err)
	}

	flows, _, err := runner.Resolve([]string{dir, a, filepath.Join(dir, "?.json"), saved.ID[:6]}, st)
	if err != nil {
		t.Fatal(err)
	}
	var refs []string
	for _, f := range flows {
		refs = append(refs, f.Ref)
	}
	want := []string{filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json"), saved.ID}
	if strings.Join(refs, " ") != strings.Join(want, " ") {
		t.Errorf("resolved %v, want %v (each once, directory sorted)", refs, want)
	}
	if !flows[2].Stored() || flows[0].Stored() || flows[1].Name() != "Log in (renamed test id)" {
		t.Errorf("flows: %+v", flows)
	}

	bad := writeFile(t, dir, "bad.json", `{"version":1,"steps":[{"id":"a","action":"teleport"}]}`)
	// Paths that name nothing stop the run: the error names them all, and
	// what could not be read as well.
	_, _, err = runner.Resolve([]string{bad, filepath.Join(dir, "missing.json"), "nosuchid", filepath.Join(dir, "*.yaml")}, st)
	if err == nil {
		t.Fatal("want errors")
	}
	for _, want := range []string{`step 1 (a) action: unknown action "teleport"`, "missing.json: no such file",
		"nosuchid: not a file, directory or glob, nor a stored trajectory", "*.yaml: glob matches no trajectory"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
	if _, _, err := runner.Resolve([]string{"abc123"}, nil); err == nil || !strings.Contains(err.Error(), "no store") {
		t.Errorf("an id without a store: %v", err)
	}
}

func TestVarsFilesAndMissingValues(t *testing.T) {
	dir := t.TempDir()
	js := writeFile(t, dir, "vars.json", `{"user": "ann@example.com", "n": 3, "ok": true}`)
	env := writeFile(t, dir, "ci.env", "# CI values\nexport USER_NAME=ann\npassword = 'se=cret'\n\nQUOTED=\"a b\"\n")
	tests := []struct {
		name string
		path string
		want map[string]string
	}{
		{"json object", js, map[string]string{"user": "ann@example.com", "n": "3", "ok": "true"}},
		{"dotenv lines", env, map[string]string{"USER_NAME": "ann", "password": "se=cret", "QUOTED": "a b"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := runner.ParseVarsFile(tc.path)
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
	for name, doc := range map[string]string{"nested.json": `{"a": {"b": 1}}`, "bad.env": "just words\n"} {
		if _, err := runner.ParseVarsFile(writeFile(t, dir, name, doc)); !errors.Is(err, runner.ErrVarsFile) {
			t.Errorf("%s: want ErrVarsFile, got %v", name, err)
		}
	}

	s := demo(t)
	flows, _, err := runner.Resolve([]string{writeFile(t, dir, "login.json", staleLogin(s.URL()))}, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = runner.Check(flows, runner.Options{LookupEnv: func(string) (string, bool) { return "", false }})
	var mv *runner.MissingVarsError
	if !errors.As(err, &mv) || !strings.Contains(err.Error(), `login.json: `) || !strings.Contains(err.Error(), "password") {
		t.Fatalf("want the missing password named with its flow, got %v", err)
	}
	env2 := map[string]string{"REPRISE_VAR_PASSWORD": "x"}
	if err := runner.Check(flows, runner.Options{LookupEnv: func(k string) (string, bool) { v, ok := env2[k]; return v, ok }}); err != nil {
		t.Errorf("REPRISE_VAR_PASSWORD does not fill {{password}}: %v", err)
	}
}

func TestHealPoliciesOnFiles(t *testing.T) {
	b := browsertest.Shared(t)
	s := demo(t)
	dir := t.TempDir()
	file := writeFile(t, dir, "stale.json", staleLogin(s.URL()))
	flows, _, err := runner.Resolve([]string{file}, nil)
	if err != nil {
		t.Fatal(err)
	}
	vars := map[string]string{"password": "secret123"}

	rep := runner.Run(context.Background(), b, flows, runner.Options{Vars: vars}) // suggest, the default
	f := rep.Flows[0]
	if !rep.Passed() || f.Healed() != 1 || f.Heal.File != "" || !strings.Contains(f.Heal.Note, "suggest") {
		t.Fatalf("suggest: %s %+v", f.Line(), f.Heal)
	}
	if _, err := os.Stat(runner.HealedPath(file)); !os.IsNotExist(err) {
		t.Fatal("suggest wrote a healed file")
	}

	rep = runner.Run(context.Background(), b, flows, runner.Options{Vars: vars, Heal: trajectory.HealOff})
	if rep.Passed() {
		t.Fatal("heal off: the stale flow passed")
	}

	rep = runner.Run(context.Background(), b, flows, runner.Options{Vars: vars, Heal: trajectory.HealAuto})
	f = rep.Flows[0]
	if !rep.Passed() || f.Heal.File != runner.HealedPath(file) {
		t.Fatalf("auto: %s %+v", f.Line(), f.Heal)
	}
	healed, err := trajectory.LoadFile(f.Heal.File)
	if err != nil || healed.Steps[2].Target.Fingerprint.Attrs["data-testid"] != "login-submit" {
		t.Fatalf("healed file: %v", err)
	}
	// The directory still holds one flow: the healed copy is not run twice.
	if again, _, err := runner.Resolve([]string{dir}, nil); err != nil || len(again) != 1 {
		t.Errorf("after auto, the directory resolves to %d flows (%v)", len(again), err)
	}
}

func TestCancelledRunSkipsFlowsNotStarted(t *testing.T) {
	b := browsertest.Shared(t)
	dir := t.TempDir()
	paths := writeDemoFlows(t, dir)
	flows, _, err := runner.Resolve(paths, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep := runner.Run(ctx, b, flows, runner.Options{Vars: map[string]string{"password": "x"}})
	if c := rep.Counts(); c.Skipped != len(flows) || rep.Passed() {
		t.Fatalf("cancelled before starting: %+v", c)
	}
	var buf bytes.Buffer
	if err := runner.WriteJUnit(&buf, rep, nil); err != nil {
		t.Fatal(err)
	}
	if j := parseJUnit(t, buf.Bytes()); j.Skipped != len(flows) || j.Suites[0].Cases[0].Skipped == nil {
		t.Errorf("JUnit of a cancelled run: %+v", j)
	}
}

func TestHTMLReportIsSelfContainedAndReadable(t *testing.T) {
	repoRoot, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	b := browsertest.Shared(t)
	s := demo(t)
	// Relative paths, as in a CI checkout: "flows/login.json".
	root := t.TempDir()
	dir := filepath.Join(root, "flows")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeDemoFlows(t, dir)
	writeFile(t, dir, "stale.json", staleLogin(s.URL()))
	writeFile(t, dir, "register.json", removedButton(s.URL()))
	t.Chdir(root)
	flows, _, err := runner.Resolve([]string{"flows"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	blobs, _ := runner.NewDirBlobs(t.TempDir())
	rep := runner.Run(context.Background(), b, flows, runner.Options{Workers: 2, Retries: 1, ScreenshotEachStep: true,
		Vars: map[string]string{"password": "secret123"}, Blobs: blobs})
	out := t.TempDir()
	page, err := runner.WriteHTML(out, rep, blobs)
	if err != nil {
		t.Fatal(err)
	}
	html, _ := os.ReadFile(page)
	if bytes.Contains(html, []byte("secret123")) {
		t.Error("the report contains the secret password")
	}
	if m := regexp.MustCompile(`(?i)(src|href)\s*=\s*"(https?:)?//|url\(\s*['"]?https?:|<script|<link`).Find(html); m != nil {
		t.Errorf("the report references %q: not self-contained", m)
	}

	sess := browsertest.NewPage(t)
	var external []string
	sess.Page.OnRequest(func(r playwright.Request) {
		if u := r.URL(); !strings.HasPrefix(u, "file://") && !strings.HasPrefix(u, "data:") {
			external = append(external, u)
		}
	})
	abs, _ := filepath.Abs(page)
	if _, err := sess.Page.Goto("file://" + abs); err != nil {
		t.Fatal(err)
	}
	text, err := sess.Page.Locator("body").InnerText()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Reprise run", "FAILED", "Register", "failed (2 attempts)", "click Register",
		`role button "Register"`, "healed · similarity", `data-testid="login-button"`, `data-testid="login-submit"`,
		"closest elements (not acted on)", "Check out", "Log in"} {
		if !strings.Contains(text, want) {
			t.Errorf("the rendered report lacks %q", want)
		}
	}
	if len(external) > 0 {
		t.Errorf("the report loaded external resources: %v", external)
	}
	// Every screenshot decodes: the failing step's is on the page.
	broken, err := sess.Page.Evaluate(`() => [...document.images].filter(i => i.complete && i.naturalWidth === 0).length`)
	if err != nil || broken != 0 {
		t.Errorf("broken images: %v %v", broken, err)
	}
	n, _ := sess.Page.Locator("tr.failed img.thumb").Count()
	if n == 0 {
		t.Error("the failing step has no screenshot")
	}
	shot, err := sess.Page.Screenshot(playwright.PageScreenshotOptions{FullPage: playwright.Bool(true)})
	if err != nil {
		t.Fatal(err)
	}
	dest := filepath.Join(t.TempDir(), "run-report.png")
	if *updateScreenshot {
		dest = filepath.Join(repoRoot, "docs", "screenshots", "run-report.png")
		if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(dest, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("report screenshot: %s", dest)
}

// maxOverlap returns the most flows whose attempts ran at the same time.
func maxOverlap(rep *runner.Report) int {
	type ev struct {
		at    time.Time
		delta int
	}
	var evs []ev
	for _, f := range rep.Flows {
		for _, r := range f.Runs {
			evs = append(evs, ev{r.StartedAt, 1}, ev{r.FinishedAt, -1})
		}
	}
	sort.Slice(evs, func(i, j int) bool {
		if evs[i].at.Equal(evs[j].at) {
			return evs[i].delta < evs[j].delta
		}
		return evs[i].at.Before(evs[j].at)
	})
	n, best := 0, 0
	for _, e := range evs {
		n += e.delta
		best = max(best, n)
	}
	return best
}

func flowByRef(t *testing.T, rep *runner.Report, ref string) runner.FlowResult {
	t.Helper()
	for _, f := range rep.Flows {
		if f.Flow.Ref == ref {
			return f
		}
	}
	t.Fatalf("no flow %s in the report", ref)
	return runner.FlowResult{}
}

func TestEndpointsInReportsCarryNoTokens(t *testing.T) {
	for in, want := range map[string]string{
		"wss://chrome.example.com/playwright?token=s3cr3t": "wss://chrome.example.com/playwright?…",
		"ws://user:pass@grid:4444/session/1/se/cdp":        "ws://…@grid:4444/session/1/se/cdp",
		"http://127.0.0.1:9222":                            "http://127.0.0.1:9222",
	} {
		if got := runner.RedactURL(in); got != want {
			t.Errorf("RedactURL(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestResolveSaysToImportARecordingOfAnotherTool: a Chrome DevTools
// Recorder recording among the flows is named, with what to do, instead
// of the flow format's two dozen problems with it.
func TestResolveSaysToImportARecordingOfAnotherTool(t *testing.T) {
	dir := t.TempDir()
	rec := writeFile(t, dir, "recording.json", `{"title":"Sign in","steps":[{"type":"navigate","url":"http://127.0.0.1:8080/login.html"},
	 {"type":"click","selectors":[["#go"]]}]}`)
	_, unreadable, err := runner.Resolve([]string{dir}, nil)
	want := rec + " is a Chrome DevTools Recorder recording, not a Reprise flow: import it first (reprise import " + rec
	if err != nil || len(unreadable) != 1 || !strings.Contains(unreadable[0].Message(), want) || strings.Contains(unreadable[0].Message(), "missing propert") {
		t.Errorf("Resolve: %v, %+v\nwant it to say %q", err, unreadable, want)
	}
}

// TestFlowsThatCannotBeReadAreReportedNotFatal: a corrupt file, a step
// with an unknown action and a file that fails validation are returned
// beside the flow that loads, each with the file and what is wrong, and
// the report counts them as failed test cases in JUnit, HTML, JSON and
// the summary, also after a merge. Paths that name nothing still stop
// the run at once.
func TestFlowsThatCannotBeReadAreReportedNotFatal(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "a-good.json", `{"version":1,"id":"good","name":"Good","startUrl":"http://127.0.0.1:9/","steps":[
	 {"id":"s1","action":"assert-url","url":"/"}]}`)
	writeFile(t, dir, "b-truncated.json", `{"version":1,"steps":[`)
	writeFile(t, dir, "c-typo.json", `{"version":1,"id":"typo","steps":[{"id":"s1","action":"goto","url":"/"},
	 {"id":"s2","action":"goto","url":"/"},{"id":"s3","action":"clik"}]}`)
	writeFile(t, dir, "d-invalid.json", `{"version":1,"id":"invalid","steps":[{"id":"s1","action":"click"},{"id":"s2","action":"fill"}]}`)

	flows, unreadable, err := runner.Resolve([]string{dir, good}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(flows) != 1 || flows[0].Ref != good {
		t.Fatalf("flows %+v, want only %s", flows, good)
	}
	wants := []struct{ ref, message string }{
		{filepath.Join(dir, "b-truncated.json"), "could not read " + filepath.Join(dir, "b-truncated.json") + ": not valid JSON: unexpected EOF"},
		{filepath.Join(dir, "c-typo.json"), "could not read " + filepath.Join(dir, "c-typo.json") + `: step 3 (s3) action: unknown action "clik"`},
		{filepath.Join(dir, "d-invalid.json"), "could not read " + filepath.Join(dir, "d-invalid.json") + ": 2 problems: step 1 (s1) target: is required for click; step 2 (s2)"},
	}
	if len(unreadable) != len(wants) {
		t.Fatalf("unreadable %+v, want %d", unreadable, len(wants))
	}
	for i, w := range wants {
		if u := unreadable[i]; u.Ref != w.ref || u.File != w.ref || !strings.HasPrefix(u.Message(), w.message) {
			t.Errorf("unreadable[%d] = %+v\nmessage %q\nwant it to start %q", i, u, u.Message(), w.message)
		}
	}

	// A path that names nothing is still an error at once, as is a
	// directory without flows.
	for _, paths := range [][]string{{good, filepath.Join(dir, "missing.json")}, {good, t.TempDir()}} {
		if _, _, err := runner.Resolve(paths, nil); err == nil {
			t.Errorf("Resolve(%v): no error", paths)
		}
	}
	// Nothing but unreadable flows: no flows, and no error either.
	if flows, un, err := runner.Resolve([]string{filepath.Join(dir, "c-typo.json")}, nil); err != nil || len(flows) != 0 || len(un) != 1 {
		t.Errorf("only a broken file: %v, %d flows, %d unreadable", err, len(flows), len(un))
	}

	// The report: one passed flow, the three unreadable ones failed.
	// Run with no flows needs no browser.
	rep := runner.Run(context.Background(), nil, nil, runner.Options{Unreadable: unreadable, Secrets: []string{"clik"}})
	rep.Flows = []runner.FlowResult{{Flow: flows[0], Status: trajectory.StatusPassed, Runs: []*trajectory.Run{{Status: trajectory.StatusPassed}}}}
	if rep.Passed() || rep.Counts().Total != 4 || !strings.Contains(rep.Summary(), "4 flow(s): 1 passed, 0 failed, 3 could not be read") {
		t.Errorf("passed %v, summary %q", rep.Passed(), rep.Summary())
	}
	if strings.Contains(rep.Unreadable[1].Message(), "clik") {
		t.Errorf("a secret in a loader's message is not masked: %s", rep.Unreadable[1].Message())
	}
	var b bytes.Buffer
	if err := runner.WriteJUnit(&b, rep, nil); err != nil {
		t.Fatal(err)
	}
	s := parseJUnit(t, b.Bytes())
	if s.Tests != 4 || s.Errors != 3 || s.Failures != 0 || len(s.Suites[0].Cases) != 4 {
		t.Fatalf("JUnit: %d tests, %d errors, %d failures\n%s", s.Tests, s.Errors, s.Failures, b.String())
	}
	tc := s.Suites[0].Cases[0]
	if tc.Name != "b-truncated" || tc.Classname != wants[0].ref || tc.Error == nil || tc.Error.Message != rep.Unreadable[0].Message() ||
		!strings.Contains(tc.Error.Body, "  - not valid JSON: unexpected EOF") {
		t.Errorf("JUnit testcase of the truncated file: %+v", tc)
	}

	out := t.TempDir()
	if _, err := runner.WriteHTML(out, rep, nil); err != nil {
		t.Fatal(err)
	}
	page, _ := os.ReadFile(filepath.Join(out, "index.html"))
	for _, want := range []string{"could not be read", "b-truncated", "not valid JSON: unexpected EOF", "target: is required for click"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("HTML report lacks %q", want)
		}
	}

	// JSON: written, read back and merged with a second shard that
	// reports the same files: each once.
	if err := runner.WriteJSON(filepath.Join(out, "report.json"), rep, nil); err != nil {
		t.Fatal(err)
	}
	back, _, err := runner.ReadReport(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Unreadable) != 3 || back.Unreadable[2].Message() != rep.Unreadable[2].Message() || back.Passed() {
		t.Fatalf("read back: %+v", back.Unreadable)
	}
	other := runner.Run(context.Background(), nil, nil, runner.Options{Unreadable: unreadable[:1], Shard: runner.Shard{Index: 2, Total: 2}})
	merged, _, err := runner.Merge([]runner.MergeInput{{Name: "other", Report: other}, {Name: out, Report: back}})
	if err != nil {
		t.Fatal(err)
	}
	if c := merged.Counts(); c.Total != 4 || c.Unreadable != 3 || merged.Unreadable[0].Ref != wants[0].ref || merged.Passed() {
		t.Errorf("merged: %+v %+v", c, merged.Unreadable)
	}
}

// TestSummaryCountsCancelledFlowsApart: a flow stopped part-way (Ctrl-C)
// is counted as cancelled, not failed.
func TestSummaryCountsCancelledFlowsApart(t *testing.T) {
	rep := &runner.Report{Flows: []runner.FlowResult{{Status: trajectory.StatusPassed}, {Status: trajectory.StatusCancel}, {Status: trajectory.StatusFailed}}}
	if c := rep.Counts(); c.Passed != 1 || c.Failed != 1 || c.Cancelled != 1 || rep.Passed() {
		t.Errorf("counts %+v", c)
	}
	if s := rep.Summary(); !strings.Contains(s, "3 flow(s): 1 passed, 1 failed, 1 cancelled") {
		t.Errorf("summary %q", s)
	}
}
