package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
)

// TestImportedRecordingReplaysAndLearns: a Chrome DevTools recording has
// selectors but no element data, so its fingerprints are guesses. The
// first replay acts on what each selector finds alone, and with
// --heal=auto stores the fingerprints it learned as a new revision; the
// replay after that verifies elements as for any recorded flow.
func TestImportedRecordingReplaysAndLearns(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	rec := `{"title": "Log in (DevTools)", "steps": [
	  {"type": "navigate", "url": "` + site.URL() + `/login.html"},
	  {"type": "change", "value": "ann@example.com", "selectors": [["aria/Email"], ["#email"]]},
	  {"type": "change", "value": "secret123", "selectors": [["#password"]]},
	  {"type": "click", "selectors": [["aria/Sign in"], ["[data-testid=\"login-submit\"]"]], "offsetX": 5, "offsetY": 5},
	  {"type": "waitForElement", "selectors": [["#welcome"]]}
	]}`
	file := filepath.Join(t.TempDir(), "login.recording.json")
	if err := os.WriteFile(file, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	store := t.TempDir()
	code, out, errs := runCLI(t, "import", "--store", store, file)
	if code != 0 {
		t.Fatalf("import: exit %d\n%s\n%s", code, out, errs)
	}
	id := strings.TrimSpace(strings.Split(strings.TrimSpace(out), "\n")[0])
	if _, shown, _ := runCLI(t, "show", id, "--store", store); !strings.Contains(shown, `"unverified": true`) {
		t.Fatalf("imported fingerprints are not marked as guesses:\n%s", shown)
	}
	// Under the default policy the report says what was learned, which
	// is no repair, and keeps nothing.
	code, out, errs = runCLI(t, "replay", id, "--store", store, "--secret", "password=secret123")
	if code != 0 || !strings.Contains(out, "     learned: imported step:") || !strings.Contains(out, "imported step(s) learned: ") || strings.Contains(out, "healed (learned") {
		t.Fatalf("replay under suggest: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "replay", id, "--store", store, "--heal=auto", "--json", "--secret", "password=secret123")
	if code != 0 || !strings.Contains(out, `"tier": "learned"`) {
		t.Fatalf("first replay: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, _ = runCLI(t, "show", id, "--store", store)
	if code != 0 || strings.Contains(out, `"unverified": true`) {
		t.Fatalf("the new revision still holds guessed fingerprints:\n%s", out)
	}
	code, out, errs = runCLI(t, "replay", id, "--store", store, "--json", "--secret", "password=secret123")
	if code != 0 || strings.Contains(out, `"tier"`) {
		t.Fatalf("second replay: exit %d (it should verify, not learn again)\n%s\n%s", code, out, errs)
	}
}
