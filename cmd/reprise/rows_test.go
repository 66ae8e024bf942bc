package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
)

// TestRunWithRows: reprise run --rows runs the flow once per line of a CSV
// file, each line's values filling its variables; each row is its own
// result in the output and the JUnit report, named by its first value,
// and a secret column's values are found in neither.
func TestRunWithRows(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()
	code, out, errs := runCLI(t, "record", "--store", store, "--url", site.URL()+"/login.html", "--name", "Log in",
		"--var", "user=ann@example.com", "--secret", "password=secret123",
		"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard",
		"verify the page contains {{user}}")
	if code != 0 {
		t.Fatalf("record exit %d\n%s", code, errs)
	}
	id := strings.TrimSpace(out)
	dir := t.TempDir()
	rows := filepath.Join(dir, "users.csv")
	os.WriteFile(rows, []byte("user,secret password\nann@example.com,secret123\nbob@example.com,secret123\ncy@example.com,Wr0ngPassw0rd\n"), 0o600)
	junit := filepath.Join(dir, "junit.xml")

	code, out, errs = runCLI(t, "run", id, "--rows", rows, "--store", store, "--workers", "2", "--junit", junit, "--timeout", "3s")
	if code != 1 {
		t.Fatalf("exit %d, want 1 (row 3 fails)\n%s\n%s", code, out, errs)
	}
	for _, want := range []string{"✓ Log in [row 1: ann@example.com]", "✓ Log in [row 2: bob@example.com]", "✗ Log in [row 3: cy@example.com]", "3 flow(s): 2 passed, 1 failed"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	report, _ := os.ReadFile(junit)
	if !strings.Contains(string(report), "Log in [row 3: cy@example.com]") {
		t.Errorf("JUnit lacks row 3:\n%.2000s", report)
	}
	if strings.Contains(out+errs+string(report), "Wr0ngPassw0rd") {
		t.Error("a secret column's value is in the output or the report")
	}

	// A column no flow has (a typo), a column --var also sets and
	// --heal=auto are refused up front.
	bad := filepath.Join(dir, "bad.csv")
	os.WriteFile(bad, []byte("usr\nann@example.com\n"), 0o600)
	if code, _, errs := runCLI(t, "run", id, "--rows", bad, "--store", store); code != 2 || !strings.Contains(errs, `the column "usr" is no variable of the flows (their variables: password, user)`) {
		t.Errorf("a mistyped column: exit %d\n%s", code, errs)
	}
	if code, _, errs := runCLI(t, "run", id, "--rows", rows, "--heal=auto", "--store", store); code != 2 || !strings.Contains(errs, "--heal=suggest") {
		t.Errorf("--rows with --heal=auto: exit %d\n%s", code, errs)
	}
	// A value given both by --var and by a column: one would be ignored.
	if code, _, errs := runCLI(t, "run", id, "--rows", rows, "--var", "user=bob@example.com", "--store", store); code != 2 || !strings.Contains(errs, `the column "user" and --var/--secret user both give user a value`) {
		t.Errorf("--var and a column for the same variable: exit %d\n%s", code, errs)
	}
}
