package export_test

// The pytest exports are run, not only compiled: the Python Playwright
// package cannot be installed here, so they run under pytest against a
// stand-in of Playwright's sync API that records every call
// (testdata/pyplaywright), and the calls must be the ones the Playwright
// TypeScript exports make when they run for real against the demo site
// (recorded by testdata/tsrecord, a wrapper of @playwright/test). The
// DevTools Recorder exports are imported back and replayed.

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// demoFixtures are the recorded demo flows (the hand-written edge cases
// are not meant to pass against the demo site).
func demoFixtures(t *testing.T) map[string]*trajectory.Trajectory {
	t.Helper()
	out := fixtures(t)
	delete(out, "all-actions")
	return out
}

// pytestPython returns a Python interpreter that can import pytest: the
// one on PATH, else Debian's (python3-pytest installs for /usr/bin/python3).
func pytestPython(t *testing.T) string {
	t.Helper()
	var tried []string
	for _, cand := range []string{"python3", "/usr/bin/python3"} {
		p, err := exec.LookPath(cand)
		if err != nil {
			continue
		}
		tried = append(tried, p)
		if exec.Command(p, "-c", "import pytest").Run() == nil {
			return p
		}
	}
	if len(tried) == 0 {
		t.Skip("python3 is not installed: the pytest exports cannot be run")
	}
	t.Skipf("pytest is not installed for %s: scripts/setup.sh installs Debian's python3-pytest (apt-get install python3-pytest)", strings.Join(tried, " or "))
	return ""
}

// callLog reads a call log: per test file, the calls in order.
func callLog(t *testing.T, path string) map[string][]any {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("reading the call log: %v", err)
	}
	var out map[string][]any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatalf("reading the call log %s: %v", path, err)
	}
	return out
}

// tsCalls runs the Playwright TypeScript exports of the demo flows against
// the demo site with @playwright/test wrapped to record their calls.
func tsCalls(t *testing.T, env []string) map[string][]any {
	t.Helper()
	modules := playwrightTest(t)
	dir := t.TempDir()
	for name, tr := range demoFixtures(t) {
		data, err := export.Bytes(export.PlaywrightTS, tr, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+export.PlaywrightTS.Extension()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	config := strings.Replace(playwrightConfig, "workers: 2", "workers: 1", 1)
	if err := os.WriteFile(filepath.Join(dir, "playwright.config.ts"), []byte(config), 0o644); err != nil {
		t.Fatal(err)
	}
	shim, err := filepath.Abs(filepath.Join("testdata", "tsrecord"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "node_modules", "@playwright"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(shim, filepath.Join(dir, "node_modules", "@playwright", "test")); err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(t.TempDir(), "ts-calls.json")
	env = append(env, "REPRISE_CALL_LOG="+log, "REPRISE_REAL_PLAYWRIGHT_TEST="+filepath.Join(modules, "@playwright", "test"))
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	out, err := run(t, ctx, dir, env, "node", filepath.Join(modules, "@playwright", "test", "cli.js"), "test")
	if err != nil {
		t.Fatalf("the TypeScript exports failed against the demo site: %v\n%s", err, out)
	}
	return callLog(t, log)
}

// pyCalls runs the pytest exports of the demo flows under pytest against
// the recording stand-in of Playwright's sync API.
func pyCalls(t *testing.T, py string, env []string) map[string][]any {
	t.Helper()
	dir := t.TempDir()
	var files []string
	for name, tr := range demoFixtures(t) {
		data, err := export.Bytes(export.Python, tr, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		file := strings.ReplaceAll(name, "-", "_") + export.Python.Extension()
		if err := os.WriteFile(filepath.Join(dir, file), data, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, file)
	}
	standIn, err := filepath.Abs(filepath.Join("testdata", "pyplaywright"))
	if err != nil {
		t.Fatal(err)
	}
	conftest, err := os.ReadFile(filepath.Join(standIn, "conftest.py"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "conftest.py"), conftest, 0o644); err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(t.TempDir(), "py-calls.json")
	env = append(env, "REPRISE_CALL_LOG="+log, "PYTHONPATH="+standIn, "PYTHONDONTWRITEBYTECODE=1")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	args := append([]string{"-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", dir}, files...)
	out, err := run(t, ctx, dir, env, py, args...)
	if err != nil {
		t.Fatalf("the pytest exports failed under pytest: %v\n%s", err, out)
	}
	if !strings.Contains(out, "4 passed") {
		t.Errorf("want 4 pytest tests passed:\n%s", out)
	}
	return callLog(t, log)
}

func TestPytestExportsMakeTheCallsOfTheTSExports(t *testing.T) {
	py := pytestPython(t)
	env := runEnv(t)
	ts := tsCalls(t, env)
	pys := pyCalls(t, py, env)
	for name := range demoFixtures(t) {
		want, got := ts[name], pys[strings.ReplaceAll(name, "-", "_")]
		if len(want) == 0 {
			t.Errorf("%s: the TypeScript run recorded no calls", name)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the pytest export's calls differ from the TypeScript export's:\n%s", name, callDiff(want, got))
		}
	}
}

// callDiff shows two call sequences side by side from the first
// difference.
func callDiff(want, got []any) string {
	line := func(xs []any, i int) string {
		if i >= len(xs) {
			return "(none)"
		}
		b, _ := json.Marshal(xs[i])
		return string(b)
	}
	for i := 0; i < len(want) || i < len(got); i++ {
		if w, g := line(want, i), line(got, i); w != g {
			return "call " + itoa(i+1) + ":\n  TypeScript: " + w + "\n  pytest:     " + g
		}
	}
	return "(equal)"
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// withoutRepriseExtension removes what Reprise adds to a recording (the
// "reprise" members), leaving what DevTools itself reads.
func withoutRepriseExtension(t *testing.T, data []byte) []byte {
	t.Helper()
	var rec map[string]any
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	delete(rec, "reprise")
	for _, s := range rec["steps"].([]any) {
		delete(s.(map[string]any), "reprise")
	}
	out, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestDevToolsExportReplaysAfterImport(t *testing.T) {
	site := demoSite(t)
	for name, tr := range demoFixtures(t) {
		for _, plain := range []bool{false, true} {
			label := name
			if plain {
				label += "/without-reprise-extension"
			}
			t.Run(label, func(t *testing.T) {
				data, err := export.Bytes(export.ChromeRecorder, tr, export.Options{})
				if err != nil {
					t.Fatal(err)
				}
				if plain {
					for _, s := range tr.Steps {
						if s.Target != nil && len(s.Target.Frames) > 0 {
							t.Skip("DevTools addresses frames by index, which Reprise does not record: " +
								"a recording of a flow in iframes replays only with Reprise's extension")
						}
					}
					data = withoutRepriseExtension(t, data)
				}
				// Point the recording at the live demo site, as a user would edit it.
				text := strings.ReplaceAll(string(data), fixtureOrigin, site.URL())
				text = strings.ReplaceAll(text, fixtureAltOrigin, site.AltURL())
				res, err := importer.Import([]byte(text), name+export.ChromeRecorder.Extension())
				if err != nil {
					t.Fatalf("importing the DevTools export: %v", err)
				}
				if res.Format != importer.ChromeRecorder {
					t.Fatalf("the export was read as %s, not as a DevTools recording", res.Format)
				}
				if len(res.Trajectory.Steps) != len(tr.Steps) {
					t.Fatalf("import kept %d of %d steps: %v", len(res.Trajectory.Steps), len(tr.Steps), res.Notes)
				}
				sess := browsertest.NewPage(t)
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				defer cancel()
				// The recorded defaults: without the extension the variables'
				// declarations (and defaults) are gone.
				vals := map[string]string{"password": "secret123", "user": "ann@example.com", "name": "Ann Lee"}
				run := replay.NewPlayer(sess.Page, replay.Options{}).Run(ctx, res.Trajectory, vals)
				if run.Status != trajectory.StatusPassed {
					for i, s := range run.Steps {
						if s.Status != trajectory.StatusPassed {
							t.Errorf("step %d (%s): %s %s", i+1, res.Trajectory.Steps[i].Action, s.Status, s.Error)
						}
					}
					t.Fatalf("the imported DevTools export does not replay against the demo site: %s", run.Status)
				}
			})
		}
	}
}
