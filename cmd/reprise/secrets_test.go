package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
)

// TestFailureScreenshotsArePrivateAndInTheStore: a failed replay's
// screenshot shows what was typed; by default it goes into the store's
// directory with the store's permissions, never the shared temp dir, and
// the store still opens afterwards.
func TestFailureScreenshotsArePrivateAndInTheStore(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := filepath.Join(t.TempDir(), "store")
	doc := `{"version":1,"id":"broken","name":"broken","startUrl":"` + site.URL() + `/login.html","steps":[
	 {"id":"s1","instruction":"click Register","action":"click","timeoutMs":500,
	  "target":{"candidates":[{"kind":"role","role":"button","name":"Register","score":100}],
	            "fingerprint":{"tag":"button","role":"button","name":"Register"}}}]}`
	file := filepath.Join(t.TempDir(), "broken.json")
	if err := os.WriteFile(file, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "replay", file, "--store", store)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, out, errs)
	}
	m := regexp.MustCompile(`screenshot: (\S+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no screenshot in the report:\n%s", out)
	}
	shot := m[1]
	if !strings.HasPrefix(shot, store+string(os.PathSeparator)) {
		t.Errorf("screenshot %s is not inside the store %s", shot, store)
	}
	for path, want := range map[string]os.FileMode{shot: 0o600, filepath.Dir(shot): 0o700} {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != want {
			t.Errorf("%s has mode %04o, want %04o", path, fi.Mode().Perm(), want)
		}
	}
	if code, _, errs := runCLI(t, "ls", "--store", store); code != 0 {
		t.Fatalf("the store does not open with artifacts inside it: %s", errs)
	}
}

// TestLiteralPasswordBecomesASecretVariable: "type secret123 into
// Password" records as "type {{password}} into Password" with a secret
// variable; the user is told; the value is in no stored flow, name,
// output or export, and the flow replays with the secret given.
func TestLiteralPasswordBecomesASecretVariable(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()
	const pw = "secret123"
	code, out, errs := runCLI(t, "record", "--store", store, "--url", site.URL()+"/login.html",
		"type secret123 into Password", "type ann@example.com into Email", "click Sign in", "verify the url contains /dashboard")
	if code != 0 {
		t.Fatalf("record exit %d\n%s", code, errs)
	}
	if strings.Contains(out+errs, pw) {
		t.Errorf("record printed the password:\n%s\n%s", out, errs)
	}
	if !strings.Contains(errs, "{{password}}") || !strings.Contains(errs, "--secret password=") {
		t.Errorf("record does not tell the user about the new secret variable:\n%s", errs)
	}
	id := strings.TrimSpace(out)
	_, shown, _ := runCLI(t, "show", id, "--store", store)
	if strings.Contains(shown, pw) {
		t.Errorf("the stored flow keeps the password:\n%s", shown)
	}
	for _, want := range []string{`"name": "type {{password}} into Password"`, `"instruction": "type {{password}} into Password"`, `"value": "{{password}}"`, `"secret": true`} {
		if !strings.Contains(shown, want) {
			t.Errorf("the stored flow lacks %s:\n%s", want, shown)
		}
	}
	for _, format := range []string{"playwright-ts", "python", "go", "chrome-recorder", "json"} {
		code, exp, errs := runCLI(t, "export", id, "--format", format, "--store", store)
		if code != 0 {
			t.Fatalf("export %s: %s", format, errs)
		}
		if strings.Contains(exp, pw) {
			t.Errorf("the %s export contains the password", format)
		}
	}
	if code, out, errs := runCLI(t, "replay", id, "--store", store, "--secret", "password="+pw); code != 0 || strings.Contains(out+errs, pw) {
		t.Fatalf("replay with --secret: exit %d\n%s\n%s", code, out, errs)
	}
}
