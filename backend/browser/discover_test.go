package browser_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser"
)

// touch creates an executable file (and its directories) under root.
func touch(t *testing.T, root string, rel ...string) string {
	t.Helper()
	p := filepath.Join(append([]string{root}, rel...)...)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func envMap(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func noPath(string) (string, error) { return "", exec.ErrNotFound }

func paths(fs []browser.Found) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Path)
	}
	return out
}

func sameList(t *testing.T, got []browser.Found, want []string) {
	t.Helper()
	if strings.Join(paths(got), "\n") != strings.Join(want, "\n") {
		t.Fatalf("found:\n  %s\nwant:\n  %s", strings.Join(paths(got), "\n  "), strings.Join(want, "\n  "))
	}
}

func TestFindLinuxLayout(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home", "u")
	pw := filepath.Join(home, ".cache", "ms-playwright")
	p1200 := touch(t, pw, "chromium-1200", "chrome-linux64", "chrome")
	p1190 := touch(t, pw, "chromium-1190", "chrome-linux", "chrome")
	shell := touch(t, pw, "chromium_headless_shell-1200", "chrome-headless-shell-linux64", "chrome-headless-shell")
	touch(t, pw, "firefox-1490", "firefox", "firefox")
	chromium := touch(t, root, "usr", "bin", "chromium")
	chrome := touch(t, root, "opt", "google", "chrome", "chrome")
	edge := touch(t, root, "usr", "bin", "microsoft-edge")
	// Not executable: ignored.
	os.WriteFile(filepath.Join(root, "usr", "bin", "google-chrome"), []byte("x"), 0o644)

	f := browser.Finder{GOOS: "linux", Root: root, Home: home, Getenv: envMap(nil), LookPath: noPath}
	got := f.Find()
	sameList(t, got, []string{p1200, p1190, shell, chromium, chrome, edge})
	if got[0].Source != browser.SourcePlaywright || got[0].Kind != browser.KindChromium ||
		!got[2].HeadlessOnly || got[2].Kind != browser.KindHeadlessShell ||
		got[3].Source != browser.SourceSystem || got[4].Kind != browser.KindChrome || got[5].Kind != browser.KindEdge {
		t.Errorf("wrong kinds or sources: %+v", got)
	}
	if p, err := f.Resolve("", false); err != nil || p != p1200 {
		t.Errorf("Resolve = %q, %v; want %q", p, err, p1200)
	}
}

func TestFindLinuxPathAndEnvDirs(t *testing.T) {
	root := t.TempDir()
	inPath := touch(t, root, "somewhere", "bin", "google-chrome-stable")
	xdg := filepath.Join(root, "xdg")
	custom := filepath.Join(root, "pwbrowsers")
	pwCustom := touch(t, custom, "chromium-1100", "chrome-linux", "chrome")
	pwXDG := touch(t, xdg, "ms-playwright", "chromium-1000", "chrome-linux", "chrome")
	f := browser.Finder{
		GOOS: "linux", Root: root, Home: filepath.Join(root, "home"),
		Getenv: envMap(map[string]string{"XDG_CACHE_HOME": xdg, "PLAYWRIGHT_BROWSERS_PATH": custom}),
		LookPath: func(name string) (string, error) {
			if name == "google-chrome-stable" {
				return inPath, nil
			}
			return "", exec.ErrNotFound
		},
	}
	sameList(t, f.Find(), []string{pwCustom, pwXDG, inPath})
}

func TestFindMacLayout(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "Users", "u")
	pw := filepath.Join(home, "Library", "Caches", "ms-playwright")
	cft := touch(t, pw, "chromium-1200", "chrome-mac-arm64", "Google Chrome for Testing.app", "Contents", "MacOS", "Google Chrome for Testing")
	old := touch(t, pw, "chromium-1100", "chrome-mac", "Chromium.app", "Contents", "MacOS", "Chromium")
	chrome := touch(t, root, "Applications", "Google Chrome.app", "Contents", "MacOS", "Google Chrome")
	edge := touch(t, home, "Applications", "Microsoft Edge.app", "Contents", "MacOS", "Microsoft Edge")
	f := browser.Finder{GOOS: "darwin", Root: root, Home: home, Getenv: envMap(nil)}
	sameList(t, f.Find(), []string{cft, old, chrome, edge})

	// An explicit .app bundle resolves to its executable.
	p, err := f.Resolve(filepath.Join(root, "Applications", "Google Chrome.app"), false)
	if err != nil || p != chrome {
		t.Errorf("Resolve(.app) = %q, %v; want %q", p, err, chrome)
	}
}

func TestFindWindowsLayout(t *testing.T) {
	root := t.TempDir()
	local := filepath.Join(root, "Users", "u", "AppData", "Local")
	pf := filepath.Join(root, "Program Files")
	pf86 := filepath.Join(root, "Program Files (x86)")
	pwc := touch(t, local, "ms-playwright", "chromium-1200", "chrome-win64", "chrome.exe")
	userChrome := touch(t, local, "Google", "Chrome", "Application", "chrome.exe")
	chrome := touch(t, pf, "Google", "Chrome", "Application", "chrome.exe")
	edge := touch(t, pf86, "Microsoft", "Edge", "Application", "msedge.exe")
	f := browser.Finder{GOOS: "windows", Root: root, Home: filepath.Join(root, "Users", "u"),
		Getenv: envMap(map[string]string{"LOCALAPPDATA": local, "ProgramFiles": pf, "ProgramFiles(x86)": pf86})}
	sameList(t, f.Find(), []string{pwc, userChrome, chrome, edge})
}

func TestResolveExplicitWins(t *testing.T) {
	root := t.TempDir()
	touch(t, root, "usr", "bin", "chromium")
	mine := touch(t, t.TempDir(), "my-chrome")
	fromEnv := touch(t, t.TempDir(), "env-chrome")
	env := map[string]string{}
	f := browser.Finder{GOOS: "linux", Root: root, Home: filepath.Join(root, "home"), Getenv: envMap(env)}

	if p, err := f.Resolve(mine, true); err != nil || p != mine {
		t.Errorf("explicit: Resolve = %q, %v; want %q", p, err, mine)
	}
	env["REPRISE_BROWSER"] = fromEnv
	if p, err := f.Resolve("", true); err != nil || p != fromEnv {
		t.Errorf("REPRISE_BROWSER: Resolve = %q, %v; want %q", p, err, fromEnv)
	}
	if got := f.Find(); len(got) == 0 || got[0].Path != fromEnv || got[0].Source != browser.SourceEnv {
		t.Errorf("Find does not list REPRISE_BROWSER first: %+v", got)
	}
	if p, err := f.Resolve(mine, true); err != nil || p != mine {
		t.Errorf("explicit over REPRISE_BROWSER: Resolve = %q, %v; want %q", p, err, mine)
	}
}

func TestResolveMissingExplicitIsAnError(t *testing.T) {
	root := t.TempDir()
	touch(t, root, "usr", "bin", "chromium") // must not be used as a fallback
	missing := filepath.Join(root, "no", "such", "chrome")
	env := map[string]string{}
	f := browser.Finder{GOOS: "linux", Root: root, Home: filepath.Join(root, "home"), Getenv: envMap(env)}

	_, err := f.Resolve(missing, false)
	if !errors.Is(err, browser.ErrNoBrowser) || !strings.Contains(err.Error(), missing) || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("missing explicit path: err = %v", err)
	}
	t.Logf("explicit: %v", err)

	dir := t.TempDir()
	if _, err := f.Resolve(dir, false); !errors.Is(err, browser.ErrNoBrowser) || !strings.Contains(err.Error(), "directory") {
		t.Errorf("directory: err = %v", err)
	}

	env["REPRISE_BROWSER"] = missing
	_, err = f.Resolve("", false)
	if !errors.Is(err, browser.ErrNoBrowser) || !strings.Contains(err.Error(), "REPRISE_BROWSER") || !strings.Contains(err.Error(), missing) {
		t.Errorf("missing REPRISE_BROWSER: err = %v", err)
	}
	t.Logf("env: %v", err)
}

func TestResolveNothingFound(t *testing.T) {
	root := t.TempDir()
	f := browser.Finder{GOOS: "linux", Root: root, Home: filepath.Join(root, "home"), Getenv: envMap(nil)}
	_, err := f.Resolve("", false)
	if !errors.Is(err, browser.ErrNoBrowser) || !strings.Contains(err.Error(), "REPRISE_BROWSER") || !strings.Contains(err.Error(), "install") {
		t.Fatalf("err = %v", err)
	}
	t.Logf("nothing found: %v", err)
}

func TestResolveHeadlessShellOnlyWhenHeadless(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home")
	shell := touch(t, home, ".cache", "ms-playwright", "chromium_headless_shell-1200", "chrome-headless-shell-linux64", "chrome-headless-shell")
	f := browser.Finder{GOOS: "linux", Root: root, Home: home, Getenv: envMap(nil)}
	if p, err := f.Resolve("", true); err != nil || p != shell {
		t.Errorf("headless: Resolve = %q, %v; want %q", p, err, shell)
	}
	if _, err := f.Resolve("", false); !errors.Is(err, browser.ErrNoBrowser) {
		t.Errorf("headful: err = %v, want ErrNoBrowser", err)
	}
}

// Headless, Debian's chromium-headless-shell is chosen over the full
// Chromium beside it (and over a Playwright-managed full build), as
// Playwright itself would; with a window, never.
func TestResolvePrefersTheSystemHeadlessShellWhenHeadless(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home")
	managed := touch(t, home, ".cache", "ms-playwright", "chromium-1200", "chrome-linux64", "chrome")
	shell := touch(t, root, "usr", "lib", "chromium", "chromium-headless-shell")
	touch(t, root, "usr", "bin", "chromium")
	f := browser.Finder{GOOS: "linux", Root: root, Home: home, Getenv: envMap(nil), LookPath: noPath}
	if p, err := f.Resolve("", true); err != nil || p != shell {
		t.Errorf("headless: Resolve = %q, %v; want the headless shell %q", p, err, shell)
	}
	if p, err := f.Resolve("", false); err != nil || p != managed {
		t.Errorf("with a window: Resolve = %q, %v; want %q", p, err, managed)
	}
	var kinds []string
	for _, b := range f.Find() {
		if b.Path == shell {
			kinds = append(kinds, b.Kind)
			if !b.HeadlessOnly {
				t.Error("the headless shell is not marked headless-only")
			}
		}
	}
	if len(kinds) != 1 || kinds[0] != browser.KindHeadlessShell {
		t.Errorf("the headless shell is listed as %v", kinds)
	}
}
