package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const demoLoginFile = "../../testdata/trajectories/demo-login.json"

func TestExportFileInEveryFormatMatchesTheGoldenFiles(t *testing.T) {
	for _, c := range []struct{ format, golden string }{
		{"playwright-ts", "demo-login.spec.ts.golden"},
		{"python", "demo-login.py.golden"},
		{"go", "demo-login_test.go.golden"},
		{"chrome-recorder", "demo-login.recording.json.golden"},
		{"json", "demo-login.json.golden"},
	} {
		t.Run(c.format, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join("../../backend/export/testdata/golden", c.golden))
			if err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(t.TempDir(), "flow")
			code, _, errs := runCLI(t, "export", "--store", t.TempDir(), "--format", c.format, "-o", out, demoLoginFile)
			if code != 0 {
				t.Fatalf("export exit %d: %s", code, errs)
			}
			got, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(want) {
				t.Errorf("reprise export --format %s differs from %s", c.format, c.golden)
			}
		})
	}
}

func TestExportUnknownFormatWritesNothing(t *testing.T) {
	out := filepath.Join(t.TempDir(), "flow.cy.js")
	code, _, errs := runCLI(t, "export", "--store", t.TempDir(), "--format", "cypress", "-o", out, demoLoginFile)
	if code != 2 || !strings.Contains(errs, `unknown export format "cypress"`) || !strings.Contains(errs, "chrome-recorder") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a file was written on error")
	}
}

func TestImportDevToolsRecordingThenExportItByID(t *testing.T) {
	store := t.TempDir()
	code, out, errs := runCLI(t, "import", "--store", store, "../../testdata/imports/chrome-recorder/login.json")
	if code != 0 {
		t.Fatalf("import exit %d: %s", code, errs)
	}
	for _, want := range []string{"chrome-recorder, 12 step(s)", "step 1: viewport 1280x800", "step 13 expression: JavaScript expressions are not replayed"} {
		if !strings.Contains(errs, want) {
			t.Errorf("import output lacks %q:\n%s", want, errs)
		}
	}
	id := strings.TrimSpace(out)
	code, ts, errs := runCLI(t, "export", "--store", store, "--format", "playwright-ts", id)
	if code != 0 {
		t.Fatalf("export exit %d: %s", code, errs)
	}
	if !strings.Contains(ts, `await page.getByLabel('Email', { exact: true }).fill('ann@example.com');`) {
		t.Errorf("exported spec lacks the imported fill:\n%s", ts)
	}
}

func TestImportCorruptOrUnknownSavesNothing(t *testing.T) {
	store := t.TempDir()
	good := "../../testdata/imports/stagehand/act-login.json"
	for _, bad := range []string{"../../testdata/imports/corrupt/truncated.json", "../../testdata/imports/corrupt/unknown-object.json"} {
		code, out, errs := runCLI(t, "import", "--store", store, good, bad)
		if code != 2 || out != "" || !strings.Contains(errs, filepath.Base(bad)) || !strings.Contains(errs, "nothing was imported") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", bad, code, out, errs)
		}
	}
	code, out, _ := runCLI(t, "ls", "--store", store)
	if code != 0 || strings.TrimSpace(out) != "" {
		t.Errorf("the store is not empty after failed imports: %q", out)
	}
}

func TestImportDryRunSavesNothing(t *testing.T) {
	store := t.TempDir()
	code, out, errs := runCLI(t, "import", "--dry-run", "--store", store, "../../testdata/imports/hyperagent/action-cache.json")
	if code != 0 || out != "" || !strings.Contains(errs, "hyperagent, 5 step(s)") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if _, out, _ := runCLI(t, "ls", "--store", store); strings.TrimSpace(out) != "" {
		t.Errorf("dry run saved: %q", out)
	}
}

// TestExportToDashWritesStdout: -o - is standard output, as in most tools,
// not a file named "-".
func TestExportToDashWritesStdout(t *testing.T) {
	abs, err := filepath.Abs(demoLoginFile)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	code, out, errs := runCLI(t, "export", "--store", t.TempDir(), "--format", "python", "-o", "-", abs)
	if code != 0 || !strings.Contains(out, "def test_") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "-")); err == nil {
		t.Error(`a file named "-" was written`)
	}
}
