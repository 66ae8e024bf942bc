package main

import (
	"context"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
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
