package export_test

// These tests run the exported code for real: the Playwright Test specs
// with @playwright/test from npm, the Go tests with playwright-go, both
// against the demo site in the system Chromium; the Python modules are
// byte-compiled (pytest-playwright is not installable offline).

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/export"
)

// PlaywrightTestVersion is the @playwright/test release the TypeScript
// exports are run with; it matches the driver Reprise uses.
const PlaywrightTestVersion = browser.DriverVersion

var (
	siteOnce sync.Once
	site     *demosite.Server
	siteErr  error
)

func demoSite(t *testing.T) *demosite.Server {
	t.Helper()
	siteOnce.Do(func() { site, siteErr = demosite.Start(context.Background(), "") })
	if siteErr != nil {
		t.Fatal(siteErr)
	}
	return site
}

// runEnv is the environment exported tests run with: the demo site as
// BASE_URL, another user than the recorded default, the secret, and the
// browser and driver Reprise itself uses.
func runEnv(t *testing.T) []string {
	t.Helper()
	exe, err := browser.Finder{}.Resolve("", true)
	if err != nil {
		t.Fatalf("finding a browser for the exported tests: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	ro, err := browser.EnsureDriver(ctx, browser.DriverOptions{})
	if err != nil {
		t.Fatalf("finding the Playwright driver: %v", err)
	}
	return append(os.Environ(),
		"BASE_URL="+demoSite(t).URL(),
		"REPRISE_VAR_USER=bob@example.com",
		"REPRISE_SECRET_PASSWORD=secret123",
		"REPRISE_BROWSER="+exe,
		"PLAYWRIGHT_DRIVER_PATH="+ro.DriverDirectory,
		"PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1",
	)
}

// writeExports writes every fixture in format f into dir, named by the
// fixture and the format's extension, and returns the file names.
func writeExports(t *testing.T, dir string, f export.Format, opts export.Options) map[string]string {
	t.Helper()
	names := map[string]string{}
	for name, tr := range fixtures(t) {
		data, err := export.Bytes(f, tr, opts)
		if err != nil {
			t.Fatal(err)
		}
		file := strings.ReplaceAll(name, "-", "_") + f.Extension()
		if f == export.PlaywrightTS {
			file = name + f.Extension()
		}
		if err := os.WriteFile(filepath.Join(dir, file), data, 0o644); err != nil {
			t.Fatal(err)
		}
		names[name] = file
	}
	return names
}

func run(t *testing.T, ctx context.Context, dir string, env []string, name string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = env
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	err := cmd.Run()
	return out.String(), err
}

// playwrightTest installs @playwright/test into Reprise's cache directory
// once (npm; no browser download) and returns its node_modules directory.
func playwrightTest(t *testing.T) string {
	t.Helper()
	root, err := browser.CacheRoot(browser.DriverOptions{})
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "playwright-test-"+PlaywrightTestVersion)
	modules := filepath.Join(dir, "node_modules")
	if _, err := os.Stat(filepath.Join(modules, "@playwright", "test", "cli.js")); err == nil {
		return modules
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		t.Fatal(err)
	}
	tmp, err := os.MkdirTemp(root, ".pwtest-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	out, err := run(t, ctx, tmp, append(os.Environ(), "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1"),
		"npm", "install", "--no-audit", "--no-fund", "--no-update-notifier", "--prefix", tmp, "@playwright/test@"+PlaywrightTestVersion)
	if err != nil {
		t.Fatalf("installing @playwright/test@%s with npm failed (the npm registry must be reachable to run the exported specs): %v\n%s",
			PlaywrightTestVersion, err, out)
	}
	if err := os.Rename(tmp, dir); err != nil {
		if _, serr := os.Stat(filepath.Join(modules, "@playwright", "test", "cli.js")); serr != nil {
			t.Fatalf("publishing @playwright/test in %s: %v", dir, err)
		}
	}
	return modules
}

const playwrightConfig = `import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  timeout: 30000,
  workers: 2,
  reporter: 'list',
  use: {
    headless: true,
    launchOptions: {
      executablePath: process.env.REPRISE_BROWSER,
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
`

func TestPlaywrightTSExportsPassAgainstTheDemoSite(t *testing.T) {
	modules := playwrightTest(t)
	env := runEnv(t)
	dir := t.TempDir()
	names := writeExports(t, dir, export.PlaywrightTS, export.Options{})
	// A stored flow whose top locator no longer finds its element, with
	// the locator its replay learned (without it, this spec times out).
	learnedFlow, learned := learnedLogin(t)
	spec, err := export.Bytes(export.PlaywrightTS, learnedFlow, export.Options{Learned: learned})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, learnedFlow.ID+export.PlaywrightTS.Extension()), spec, 0o644); err != nil {
		t.Fatal(err)
	}
	// The hand-written edge cases are listed (transpiled), not run.
	listDir := t.TempDir()
	if err := os.Rename(filepath.Join(dir, names["all-actions"]), filepath.Join(listDir, names["all-actions"])); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{dir, listDir} {
		if err := os.WriteFile(filepath.Join(d, "playwright.config.ts"), []byte(playwrightConfig), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(modules, filepath.Join(d, "node_modules")); err != nil {
			t.Fatal(err)
		}
	}
	cli := filepath.Join(modules, "@playwright", "test", "cli.js")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	out, err := run(t, ctx, listDir, env, "node", cli, "test", "--list")
	if err != nil || !strings.Contains(out, "Total: 1 test") {
		t.Fatalf("the edge-case spec does not load: %v\n%s", err, out)
	}
	out, err = run(t, ctx, dir, env, "node", cli, "test")
	if err != nil {
		t.Fatalf("exported specs failed against the demo site: %v\n%s", err, out)
	}
	if !regexp.MustCompile(`\b5 passed\b`).MatchString(out) || !strings.Contains(out, "Log in (learned locator)") {
		t.Errorf("want 5 passing specs, the learned-locator one among them:\n%s", out)
	}
}

func TestGoExportsPassAgainstTheDemoSite(t *testing.T) {
	env := runEnv(t)
	dir := t.TempDir()
	writeExports(t, dir, export.Go, export.Options{GoPackage: "e2e"})
	writeGoModule(t, dir)
	env = append(env, "GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	// go vet compiles every export, the edge cases included.
	if out, err := run(t, ctx, dir, env, "go", "vet", "."); err != nil {
		t.Fatalf("exported Go does not compile or vet: %v\n%s", err, out)
	}
	out, err := run(t, ctx, dir, env, "go", "test", "-count=1", "-v",
		"-run", "^Test(LogIn|ShopAndCheckOut|EmbeddedForms|ShadowWidgets)$", ".")
	if err != nil {
		t.Fatalf("exported Go tests failed against the demo site: %v\n%s", err, out)
	}
	if n := strings.Count(out, "--- PASS"); n != 4 {
		t.Errorf("want 4 passing Go tests, got %d:\n%s", n, out)
	}
}

func TestPythonExportsCompile(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Fatalf("python3 is needed to check the Python exports: %v", err)
	}
	dir := t.TempDir()
	names := writeExports(t, dir, export.Python, export.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for name, file := range names {
		if out, err := run(t, ctx, dir, os.Environ(), py, "-m", "py_compile", file); err != nil {
			t.Errorf("%s: %v\n%s", name, err, out)
		}
	}
}
