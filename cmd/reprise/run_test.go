package main

import (
	"context"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// registerFlow clicks a button the demo login page does not have.
func registerFlow(t *testing.T, base string) string {
	t.Helper()
	doc := `{"version":1,"id":"register","name":"Register","startUrl":"` + base + `/login.html","steps":[
	 {"id":"s1","instruction":"click Register","action":"click","timeoutMs":1000,
	  "target":{"candidates":[{"kind":"role","role":"button","name":"Register","score":100}],
	            "fingerprint":{"tag":"button","role":"button","name":"Register"}}}]}`
	file := filepath.Join(t.TempDir(), "register.json")
	if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// TestRunCommand is the CI runner end to end: flows recorded and exported,
// a directory of files plus a stored id, two workers, JUnit and HTML
// written, exit codes 0, 1 and 2.
func TestRunCommand(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()
	code, out, errs := runCLI(t, "record", "--store", store, "--url", site.URL()+"/login.html", "--name", "Log in",
		"--var", "user=ann@example.com", "--secret", "password=secret123",
		"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard")
	if code != 0 {
		t.Fatalf("record exit %d\n%s", code, errs)
	}
	id := strings.TrimSpace(out)
	flows := t.TempDir()
	if code, _, errs := runCLI(t, "export", id, "-o", filepath.Join(flows, "login.json"), "--store", store); code != 0 {
		t.Fatalf("export: %s", errs)
	}
	t.Setenv("REPRISE_VAR_PASSWORD", "secret123")

	// Usage and setup errors: exit 2 before any browser starts.
	for _, tc := range []struct {
		name          string
		args          []string
		want          string
		unsetPassword bool
	}{
		{"no paths", []string{"run"}, "run needs trajectory files", false},
		{"missing file", []string{"run", filepath.Join(flows, "nope.json")}, "nope.json: no such file", false},
		{"bad heal policy", []string{"run", flows, "--heal=sometimes"}, "want off, suggest or auto", false},
		{"missing variable", []string{"run", flows}, "lack variable values", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.unsetPassword {
				t.Setenv("REPRISE_VAR_PASSWORD", "")
				os.Unsetenv("REPRISE_VAR_PASSWORD")
			}
			code, _, errs := runCLI(t, append(tc.args, "--store", store)...)
			if code != 2 || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, want 2 with %q:\n%s", code, tc.want, errs)
			}
		})
	}

	// All pass: the directory plus the same flow by stored id, password
	// from the environment, user from a vars file.
	vars := filepath.Join(t.TempDir(), "ci.env")
	os.WriteFile(vars, []byte("user=bob@example.com\n"), 0o644)
	code, out, errs = runCLI(t, "run", flows, id[:5], "--vars-file", vars, "--workers", "2", "--store", store)
	if code != 0 || !strings.Contains(out, "2 flow(s): 2 passed, 0 failed") || !strings.Contains(out, "flows/min") {
		t.Fatalf("passing run: exit %d\n%s\n%s", code, out, errs)
	}
	if code, out, _ := runCLI(t, "ls", "--store", store); code != 0 || !strings.Contains(out, "passed") {
		t.Errorf("the stored flow's run was not recorded: %s", out)
	}

	// One failing flow: exit 1, JUnit with the failure and its screenshot,
	// the HTML report.
	broken := registerFlow(t, site.URL())
	report := filepath.Join(t.TempDir(), "report")
	junit := filepath.Join(t.TempDir(), "junit.xml")
	code, out, errs = runCLI(t, "run", flows, broken, "--store", store, "--junit", junit, "--html", report, "--heal=off")
	if code != 1 {
		t.Fatalf("run with a failing flow: exit %d, want 1\n%s\n%s", code, out, errs)
	}
	// Reports are the user's own, as the store's artifacts are: a failure
	// screenshot may show what the page shows.
	for _, f := range []string{junit, filepath.Join(report, "index.html"), filepath.Join(report, "report.json")} {
		if fi, err := os.Stat(f); err != nil {
			t.Error(err)
		} else if fi.Mode().Perm() != 0o600 {
			t.Errorf("%s has mode %v; want 0600", f, fi.Mode().Perm())
		}
	}
	for _, want := range []string{"✗ Register", "step 1 of 1 (s1) failed", `role button "Register" → no element`,
		"screenshot: " + filepath.Join(report, "screenshots"), "2 flow(s): 1 passed, 1 failed", "JUnit XML: " + junit, "HTML report: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "secret123") {
		t.Error("the output shows the secret password")
	}
	data, err := os.ReadFile(junit)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Suite    struct {
			Cases []struct {
				Name      string `xml:"name,attr"`
				Classname string `xml:"classname,attr"`
				Failure   *struct {
					Message string `xml:"message,attr"`
					Body    string `xml:",chardata"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("JUnit XML: %v\n%s", err, data)
	}
	if doc.Tests != 2 || doc.Failures != 1 || len(doc.Suite.Cases) != 2 {
		t.Fatalf("JUnit counts: %+v", doc)
	}
	fc := doc.Suite.Cases[1]
	if fc.Name != "Register" || fc.Classname != broken || fc.Failure == nil || !strings.Contains(fc.Failure.Body, "[[ATTACHMENT|") {
		t.Fatalf("failing testcase: %+v", fc)
	}
	att := fc.Failure.Body[strings.Index(fc.Failure.Body, "[[ATTACHMENT|")+len("[[ATTACHMENT|"):]
	att = att[:strings.Index(att, "]]")]
	if _, err := os.Stat(att); err != nil {
		t.Errorf("the attached screenshot is missing: %v", err)
	}
	html, err := os.ReadFile(filepath.Join(report, "index.html"))
	if err != nil || !strings.Contains(string(html), "click Register") || strings.Contains(string(html), "secret123") {
		t.Errorf("HTML report: %v", err)
	}
}

// TestRunReportsFlowsThatCannotBeRead: a run over a good flow, a file with
// a misspelt action and a stored flow whose value is damaged runs the
// good flow, reports the other two as failed test cases in the JUnit,
// HTML and JSON reports and the summary, and exits 1. A --var only a
// broken flow might use is no usage error.
func TestRunReportsFlowsThatCannotBeRead(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	flows := t.TempDir()
	good := filepath.Join(flows, "login-page.json")
	os.WriteFile(good, []byte(`{"version":1,"id":"login-page","name":"Login page","startUrl":"`+site.URL()+`/login.html","steps":[
	 {"id":"s1","instruction":"verify the url contains /login","action":"assert-url","url":"/login"}]}`), 0o644)
	broken := filepath.Join(flows, "checkout.json")
	os.WriteFile(broken, []byte(`{"version":1,"id":"checkout","name":"Checkout","startUrl":"`+site.URL()+`/shop.html","steps":[
	 {"id":"s1","action":"goto","url":"/shop.html"},{"id":"s2","action":"goto","url":"/cart.html"},{"id":"s3","action":"clik"}]}`), 0o644)

	store := t.TempDir()
	st, err := cache.Open(store, cache.Options{Notice: func(string) {}})
	if err != nil {
		t.Fatal(err)
	}
	damaged, err := st.SaveTrajectory(&trajectory.Trajectory{Name: "Damaged", StartURL: site.URL(), Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionGoto, URL: "/login.html"}}})
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	db, err := badger.Open(badger.DefaultOptions(store).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(txn *badger.Txn) error {
		return txn.Set([]byte("traj/"+damaged.ID+"/rev/00000001"), []byte(`{"steps": [`))
	})
	db.Close()
	if err != nil {
		t.Fatal(err)
	}

	reports := t.TempDir()
	junit, html, jsonOut := filepath.Join(reports, "junit.xml"), filepath.Join(reports, "html"), filepath.Join(reports, "report.json")
	code, out, errs := runCLI(t, "run", flows, damaged.ID, "--store", store, "--var", "coupon=SAVE10",
		"--junit", junit, "--html", html, "--json", jsonOut)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, out, errs)
	}
	// The first line counts what the last one reports.
	first, _, _ := strings.Cut(out, "\n")
	if !strings.HasPrefix(first, "running 1 flow(s)") || !strings.HasSuffix(first, "; 2 more cannot be read (reported as failed)") {
		t.Errorf("first line %q does not count the 2 flows that cannot be read", first)
	}
	for _, want := range []string{"running 1 flow(s)", "✓ Login page", `✗ checkout  (` + broken + `)  could not be read: step 3 (s3) action: unknown action "clik"`,
		"✗ " + damaged.ID + "  (" + damaged.ID + ")  could not be read: the store's copy is damaged (not valid JSON: unexpected EOF): run `reprise store check`",
		"3 flow(s): 1 passed, 0 failed, 2 could not be read", "JUnit XML: " + junit} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}

	data, err := os.ReadFile(junit)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Errors   int `xml:"errors,attr"`
		Suite    struct {
			Cases []struct {
				Name      string `xml:"name,attr"`
				Classname string `xml:"classname,attr"`
				File      string `xml:"file,attr"`
				Error     *struct {
					Message string `xml:"message,attr"`
					Body    string `xml:",chardata"`
				} `xml:"error"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("JUnit XML: %v\n%s", err, data)
	}
	if doc.Tests != 3 || doc.Errors != 2 || doc.Failures != 0 || len(doc.Suite.Cases) != 3 {
		t.Fatalf("JUnit counts: %+v\n%s", doc, data)
	}
	bc := doc.Suite.Cases[0]
	wantMsg := "could not read " + broken + `: step 3 (s3) action: unknown action "clik" (known: goto, click`
	if bc.Name != "checkout" || bc.Classname != broken || bc.File != broken || bc.Error == nil || !strings.HasPrefix(bc.Error.Message, wantMsg) {
		t.Errorf("the broken file's testcase: %+v\nwant an error message starting %q", bc, wantMsg)
	}
	if sc := doc.Suite.Cases[1]; sc.Classname != damaged.ID || sc.Error == nil || !strings.HasPrefix(sc.Error.Message, "could not read stored flow "+damaged.ID+": the store's copy is damaged (not valid JSON: unexpected EOF)") {
		t.Errorf("the damaged stored flow's testcase: %+v", sc)
	}

	page, err := os.ReadFile(filepath.Join(html, "index.html"))
	if err != nil || !strings.Contains(string(page), "could not be read") || !strings.Contains(string(page), `unknown action &#34;clik&#34;`) {
		t.Errorf("HTML report: %v", err)
	}
	rep, _, err := runner.ReadReport(jsonOut)
	if err != nil || len(rep.Flows) != 1 || len(rep.Unreadable) != 2 || rep.Passed() {
		t.Errorf("JSON report: %v %+v", err, rep)
	}

	// Only a broken file: reports still written, exit 1.
	only := filepath.Join(t.TempDir(), "junit.xml")
	if code, out, errs := runCLI(t, "run", broken, "--junit", only); code != 1 || !strings.Contains(out, "1 flow(s): 0 passed, 0 failed, 1 could not be read") {
		t.Errorf("only a broken file: exit %d\n%s\n%s", code, out, errs)
	}
	if data, err := os.ReadFile(only); err != nil || !strings.Contains(string(data), `unknown action &#34;clik&#34;`) {
		t.Errorf("only a broken file: JUnit %v\n%s", err, data)
	}
	// A path that does not exist is still a usage error, reports unwritten.
	none := filepath.Join(t.TempDir(), "junit.xml")
	if code, _, errs := runCLI(t, "run", good, filepath.Join(flows, "nope.json"), "--junit", none); code != 2 || !strings.Contains(errs, "nope.json: no such file") {
		t.Errorf("a missing path: exit %d\n%s", code, errs)
	}
	if _, err := os.Stat(none); err == nil {
		t.Error("a usage error wrote a JUnit file")
	}
}
