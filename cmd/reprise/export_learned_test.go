package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
)

// TestExportByIDUsesTheLocatorReplayLearned: `reprise export ID` of a flow
// whose Sign in step ranks first a test id the page no longer has, once
// replayed, clicks Sign in as the replay did, and says so; the same flow
// exported from its file (nothing learned) keeps the recorded locator.
func TestExportByIDUsesTheLocatorReplayLearned(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	data, err := os.ReadFile(demoLoginFile)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(data), "http://127.0.0.1:8080", site.URL())
	if !strings.Contains(text, `"value": "login-submit"`) {
		t.Fatal(`the demo login flow has no "login-submit" test id to break`)
	}
	text = strings.ReplaceAll(text, `"value": "login-submit"`, `"value": "login-button"`)
	file := filepath.Join(t.TempDir(), "login.json")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	store := t.TempDir()
	code, out, errs := runCLI(t, "import", "--store", store, file)
	if code != 0 {
		t.Fatalf("import exit %d: %s", code, errs)
	}
	id := strings.TrimSpace(out)
	if code, out, errs := runCLI(t, "replay", id, "--store", store, "--secret", "password=secret123"); code != 0 {
		t.Fatalf("replay exit %d:\n%s\n%s", code, out, errs)
	}

	const (
		learned = "  // locator learned from the last replay (recorded first: data-testid=\"login-button\")\n" +
			"  await page.getByRole('button', { name: 'Sign in', exact: true }).click();"
		top = "  await page.getByTestId('login-button').click();"
	)
	code, out, errs = runCLI(t, "export", id, "--store", store, "--format", "playwright-ts")
	if code != 0 || !strings.Contains(out, learned) || strings.Contains(out, top) || strings.Contains(out, "secret123") {
		t.Errorf("export by id: exit %d, want the learned locator:\n%s\n%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "export", file, "--store", store, "--format", "playwright-ts")
	if code != 0 || !strings.Contains(out, top) || strings.Contains(out, "learned from the last replay") {
		t.Errorf("export of the file: exit %d, want the recorded locator:\n%s\n%s", code, out, errs)
	}
}
