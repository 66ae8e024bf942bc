package browser

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
)

// Kinds of browser reported in Found.Kind.
const (
	// KindChromium is Chromium, including Playwright's own build.
	KindChromium = "chromium"
	// KindChrome is Google Chrome or Chrome for Testing.
	KindChrome = "chrome"
	// KindEdge is Microsoft Edge.
	KindEdge = "edge"
	// KindHeadlessShell is Playwright's headless-only Chromium shell.
	KindHeadlessShell = "chromium-headless-shell"
)

// Sources of a browser reported in Found.Source.
const (
	// SourceExplicit is a browser named by Options.BrowserPath or by
	// FindBrowser's argument.
	SourceExplicit = "explicit"
	// SourceEnv is a browser named by the REPRISE_BROWSER environment
	// variable.
	SourceEnv = "REPRISE_BROWSER"
	// SourcePlaywright is a Playwright-managed browser (an ms-playwright
	// directory).
	SourcePlaywright = "playwright"
	// SourceSystem is an installed Chromium, Chrome or Edge.
	SourceSystem = "system"
)

const (
	envBrowser         = "REPRISE_BROWSER"
	envBrowsersPath    = "PLAYWRIGHT_BROWSERS_PATH"
	playwrightCacheDir = "ms-playwright"
)

// Found describes one browser executable found on the machine.
type Found struct {
	// Path is the executable to launch.
	Path string
	// Kind is one of KindChromium, KindChrome, KindEdge, KindHeadlessShell.
	Kind string
	// Source is one of SourceExplicit, SourceEnv, SourcePlaywright,
	// SourceSystem.
	Source string
	// HeadlessOnly is true for Playwright's headless shell, which cannot
	// show a window.
	HeadlessOnly bool
}

// Finder locates browser executables. Its zero value inspects the real
// machine; tests set GOOS, Root, Home, Getenv and LookPath to describe a
// fake one.
type Finder struct {
	// GOOS selects the layout to search ("linux", "darwin", "windows").
	// Empty means runtime.GOOS.
	GOOS string
	// Root is prepended to the fixed system locations (such as
	// /usr/bin/chromium or /Applications/...). Locations derived from Home
	// or from environment variables are used as they are. Empty means the
	// real root.
	Root string
	// Home is the user's home directory. Empty means os.UserHomeDir().
	Home string
	// Getenv reads environment variables. Nil means os.Getenv.
	Getenv func(string) string
	// LookPath searches PATH for a command. Nil means exec.LookPath when
	// Root is empty, and no PATH search when Root is set.
	LookPath func(string) (string, error)
}

func (f Finder) goos() string {
	if f.GOOS != "" {
		return f.GOOS
	}
	return runtime.GOOS
}

func (f Finder) getenv(k string) string {
	if f.Getenv != nil {
		return f.Getenv(k)
	}
	return os.Getenv(k)
}

func (f Finder) home() string {
	if f.Home != "" {
		return f.Home
	}
	h, _ := os.UserHomeDir()
	return h
}

func (f Finder) lookPath(name string) (string, bool) {
	lp := f.LookPath
	if lp == nil {
		if f.Root != "" {
			return "", false
		}
		lp = exec.LookPath
	}
	p, err := lp(name)
	if err != nil || p == "" {
		return "", false
	}
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	return p, true
}

// sys maps a fixed system location to the (possibly fake) filesystem.
func (f Finder) sys(p string) string {
	if f.Root == "" {
		return filepath.FromSlash(p)
	}
	return filepath.Join(f.Root, filepath.FromSlash(p))
}

// isExecutable reports whether p is a regular file that can be run.
func (f Finder) isExecutable(p string) bool {
	fi, err := os.Stat(p)
	if err != nil || fi.IsDir() {
		return false
	}
	if f.goos() == "windows" || runtime.GOOS == "windows" {
		return true
	}
	return fi.Mode().Perm()&0o111 != 0
}

// PlaywrightDirs returns the directories where Playwright keeps the
// browsers it manages, most specific first: PLAYWRIGHT_BROWSERS_PATH (unless
// "0"), then the per-OS default (~/.cache/ms-playwright or
// $XDG_CACHE_HOME/ms-playwright on Linux, ~/Library/Caches/ms-playwright on
// macOS, %LOCALAPPDATA%\ms-playwright on Windows).
func (f Finder) PlaywrightDirs() []string {
	var dirs []string
	if env := f.getenv(envBrowsersPath); env != "" && env != "0" {
		dirs = append(dirs, env)
	}
	home := f.home()
	switch f.goos() {
	case "darwin":
		if home != "" {
			dirs = append(dirs, filepath.Join(home, "Library", "Caches", playwrightCacheDir))
		}
	case "windows":
		if local := f.getenv("LOCALAPPDATA"); local != "" {
			dirs = append(dirs, filepath.Join(local, playwrightCacheDir))
		} else if home != "" {
			dirs = append(dirs, filepath.Join(home, "AppData", "Local", playwrightCacheDir))
		}
	default:
		if xdg := f.getenv("XDG_CACHE_HOME"); xdg != "" {
			dirs = append(dirs, filepath.Join(xdg, playwrightCacheDir))
		}
		if home != "" {
			dirs = append(dirs, filepath.Join(home, ".cache", playwrightCacheDir))
		}
	}
	return dirs
}

// playwrightLayouts lists, per OS, where the executable sits inside a
// chromium-<revision> or chromium_headless_shell-<revision> directory,
// newest Playwright layout first.
func (f Finder) playwrightLayouts(headlessShell bool) [][]string {
	switch f.goos() {
	case "darwin":
		if headlessShell {
			return [][]string{
				{"chrome-headless-shell-mac-arm64", "chrome-headless-shell"},
				{"chrome-headless-shell-mac-x64", "chrome-headless-shell"},
				{"chrome-mac", "headless_shell"},
			}
		}
		return [][]string{
			{"chrome-mac-arm64", "Google Chrome for Testing.app", "Contents", "MacOS", "Google Chrome for Testing"},
			{"chrome-mac-x64", "Google Chrome for Testing.app", "Contents", "MacOS", "Google Chrome for Testing"},
			{"chrome-mac", "Chromium.app", "Contents", "MacOS", "Chromium"},
		}
	case "windows":
		if headlessShell {
			return [][]string{
				{"chrome-headless-shell-win64", "chrome-headless-shell.exe"},
				{"chrome-win", "headless_shell.exe"},
			}
		}
		return [][]string{{"chrome-win64", "chrome.exe"}, {"chrome-win", "chrome.exe"}}
	default:
		if headlessShell {
			return [][]string{
				{"chrome-headless-shell-linux64", "chrome-headless-shell"},
				{"chrome-linux", "headless_shell"},
			}
		}
		return [][]string{{"chrome-linux64", "chrome"}, {"chrome-linux", "chrome"}}
	}
}

// findPlaywright lists Playwright-managed Chromium builds, full browsers
// first, highest revision first.
func (f Finder) findPlaywright() []Found {
	type rev struct {
		dir      string
		revision int
		shell    bool
	}
	var revs []rev
	for _, base := range f.PlaywrightDirs() {
		entries, err := os.ReadDir(base)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.IsDir() {
				continue
			}
			name, shell := e.Name(), false
			var num string
			switch {
			case strings.HasPrefix(name, "chromium_headless_shell-"):
				num, shell = strings.TrimPrefix(name, "chromium_headless_shell-"), true
			case strings.HasPrefix(name, "chromium-"):
				num = strings.TrimPrefix(name, "chromium-")
			default:
				continue // firefox-*, webkit-*, ffmpeg-*, chromium_tip_of_tree-*...
			}
			n, err := strconv.Atoi(num)
			if err != nil {
				continue
			}
			revs = append(revs, rev{filepath.Join(base, name), n, shell})
		}
	}
	sort.SliceStable(revs, func(i, j int) bool {
		if revs[i].shell != revs[j].shell {
			return !revs[i].shell
		}
		return revs[i].revision > revs[j].revision
	})
	var out []Found
	for _, r := range revs {
		for _, layout := range f.playwrightLayouts(r.shell) {
			p := filepath.Join(append([]string{r.dir}, layout...)...)
			if f.isExecutable(p) {
				kind := KindChromium
				if r.shell {
					kind = KindHeadlessShell
				}
				out = append(out, Found{Path: p, Kind: kind, Source: SourcePlaywright, HeadlessOnly: r.shell})
				break
			}
		}
	}
	return out
}

// findSystem lists installed Chromium, Chrome and Edge, in that order,
// after Chromium's headless shell on Linux.
func (f Finder) findSystem() []Found {
	type cand struct {
		kind  string
		path  string // fixed or derived location; empty for PATH names
		name  string // command looked up in PATH
		fixed bool   // path is a fixed system location (under Root)
	}
	var cands []cand
	home := f.home()
	switch f.goos() {
	case "darwin":
		apps := []struct{ kind, app, exe string }{
			{KindChromium, "Chromium.app", "Chromium"},
			{KindChrome, "Google Chrome.app", "Google Chrome"},
			{KindEdge, "Microsoft Edge.app", "Microsoft Edge"},
		}
		for _, a := range apps {
			cands = append(cands, cand{kind: a.kind, path: "/Applications/" + a.app + "/Contents/MacOS/" + a.exe, fixed: true})
			if home != "" {
				cands = append(cands, cand{kind: a.kind, path: filepath.Join(home, "Applications", a.app, "Contents", "MacOS", a.exe)})
			}
		}
	case "windows":
		pf := f.getenv("ProgramFiles")
		if pf == "" {
			pf = `C:\Program Files`
		}
		pf86 := f.getenv("ProgramFiles(x86)")
		if pf86 == "" {
			pf86 = `C:\Program Files (x86)`
		}
		local := f.getenv("LOCALAPPDATA")
		if local == "" && home != "" {
			local = filepath.Join(home, "AppData", "Local")
		}
		exes := []struct{ kind, rel string }{
			{KindChromium, filepath.Join("Chromium", "Application", "chrome.exe")},
			{KindChrome, filepath.Join("Google", "Chrome", "Application", "chrome.exe")},
			{KindEdge, filepath.Join("Microsoft", "Edge", "Application", "msedge.exe")},
		}
		for _, e := range exes {
			for _, base := range []string{local, pf, pf86} {
				if base != "" {
					cands = append(cands, cand{kind: e.kind, path: filepath.Join(base, e.rel)})
				}
			}
		}
	default:
		names := []struct{ kind, name string }{
			{KindChromium, "chromium"},
			{KindChromium, "chromium-browser"},
			{KindChrome, "google-chrome-stable"},
			{KindChrome, "google-chrome"},
			{KindEdge, "microsoft-edge-stable"},
			{KindEdge, "microsoft-edge"},
		}
		fixed := []struct{ kind, path string }{
			{KindChromium, "/usr/bin/chromium"},
			{KindChromium, "/usr/bin/chromium-browser"},
			{KindChromium, "/snap/bin/chromium"},
			{KindChromium, "/usr/local/bin/chromium"},
			{KindChrome, "/usr/bin/google-chrome-stable"},
			{KindChrome, "/usr/bin/google-chrome"},
			{KindChrome, "/opt/google/chrome/chrome"},
			{KindEdge, "/usr/bin/microsoft-edge-stable"},
			{KindEdge, "/usr/bin/microsoft-edge"},
			{KindEdge, "/opt/microsoft/msedge/msedge"},
		}
		// Debian's chromium-headless-shell: the real program, then the
		// script in /usr/bin that runs it.
		cands = append(cands,
			cand{kind: KindHeadlessShell, path: "/usr/lib/chromium/chromium-headless-shell", fixed: true},
			cand{kind: KindHeadlessShell, name: "chromium-headless-shell"},
			cand{kind: KindHeadlessShell, path: "/usr/bin/chromium-headless-shell", fixed: true})
		for _, kind := range []string{KindChromium, KindChrome, KindEdge} {
			for _, n := range names {
				if n.kind == kind {
					cands = append(cands, cand{kind: kind, name: n.name})
				}
			}
			for _, p := range fixed {
				if p.kind == kind {
					cands = append(cands, cand{kind: kind, path: p.path, fixed: true})
				}
			}
		}
	}
	var out []Found
	for _, c := range cands {
		p := c.path
		switch {
		case c.name != "":
			var ok bool
			if p, ok = f.lookPath(c.name); !ok {
				continue
			}
		case c.fixed:
			p = f.sys(p)
		}
		if f.isExecutable(p) {
			shell := c.kind == KindHeadlessShell
			out = append(out, Found{Path: p, Kind: c.kind, Source: SourceSystem, HeadlessOnly: shell})
		}
	}
	return out
}

// Find lists every browser found, best first: REPRISE_BROWSER if it names
// an existing executable, then Playwright-managed Chromium builds (highest
// revision first, headless shells last among them), then installed
// browsers (Chromium's headless shell on Linux, Chromium, Chrome, Edge).
// Resolve picks among them. Duplicates (the same file reached twice) are
// listed once.
func (f Finder) Find() []Found {
	var all []Found
	if env := f.getenv(envBrowser); env != "" {
		if p, err := f.resolveExplicit(env); err == nil {
			all = append(all, Found{Path: p, Kind: guessKind(p), Source: SourceEnv})
		}
	}
	all = append(all, f.findPlaywright()...)
	all = append(all, f.findSystem()...)
	seen := map[string]bool{}
	var out []Found
	for _, b := range all {
		key := b.Path
		if real, err := filepath.EvalSymlinks(b.Path); err == nil {
			key = real
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, b)
	}
	return out
}

// Resolve returns the executable to launch. A non-empty pref (a path, a
// command name looked up in PATH, or a macOS .app bundle) wins, then
// REPRISE_BROWSER, then the first browser Find lists, with headless
// shells first when headless is true and skipped when it is false. An
// explicit choice that does not exist is an error, never silently
// replaced. Errors wrap ErrNoBrowser.
//
// Headless, the headless shell is what Playwright itself launches by
// default, and it is the quicker one: on a two-core Linux machine
// Debian's chromium-headless-shell 156 launched in about 0.12 s against
// 0.3 s for its full Chromium, and opened a page in 0.14 s against 0.43 s
// (`reprise act` on a cached fill: 1.1 s against 1.9 s in all).
func (f Finder) Resolve(pref string, headless bool) (string, error) {
	if pref != "" {
		p, err := f.resolveExplicit(pref)
		if err != nil {
			return "", fmt.Errorf("finding browser: %w: browser path %q: %v", ErrNoBrowser, pref, err)
		}
		return p, nil
	}
	if env := f.getenv(envBrowser); env != "" {
		p, err := f.resolveExplicit(env)
		if err != nil {
			return "", fmt.Errorf("finding browser: %w: %s=%q: %v", ErrNoBrowser, envBrowser, env, err)
		}
		return p, nil
	}
	found := f.Find()
	if headless {
		for _, b := range found {
			if b.HeadlessOnly {
				return b.Path, nil
			}
		}
	}
	for _, b := range found {
		if !b.HeadlessOnly {
			return b.Path, nil
		}
	}
	return "", fmt.Errorf("finding browser: %w: no Chromium, Chrome or Edge found (searched %s and the usual install locations for %s); "+
		"install Chromium or Google Chrome, run `npx playwright@%s install chromium`, or set %s to a browser executable",
		ErrNoBrowser, strings.Join(f.PlaywrightDirs(), ", "), f.goos(), DriverVersion, envBrowser)
}

// resolveExplicit turns a user-given browser into an executable path.
func (f Finder) resolveExplicit(pref string) (string, error) {
	p := pref
	if !strings.ContainsAny(p, `/\`) {
		if _, err := os.Stat(p); err != nil {
			lp, ok := f.lookPath(p)
			if !ok {
				return "", fmt.Errorf("not found in PATH")
			}
			p = lp
		}
	}
	fi, err := os.Stat(p)
	if err != nil {
		if os.IsNotExist(err) {
			return "", errors.New("does not exist")
		}
		return "", err
	}
	if fi.IsDir() {
		// A macOS application bundle: Foo.app/Contents/MacOS/Foo.
		if strings.HasSuffix(strings.TrimRight(p, `/\`), ".app") {
			name := strings.TrimSuffix(filepath.Base(strings.TrimRight(p, `/\`)), ".app")
			exe := filepath.Join(p, "Contents", "MacOS", name)
			if f.isExecutable(exe) {
				return filepath.Abs(exe)
			}
		}
		return "", fmt.Errorf("is a directory, not an executable")
	}
	if !f.isExecutable(p) {
		return "", fmt.Errorf("is not executable")
	}
	return filepath.Abs(p)
}

// guessKind names the browser family from its executable's path.
func guessKind(p string) string {
	l := strings.ToLower(p)
	switch {
	case strings.Contains(l, "headless_shell") || strings.Contains(l, "headless-shell"):
		return KindHeadlessShell
	case strings.Contains(l, "edge"):
		return KindEdge
	case strings.Contains(l, "chromium"):
		return KindChromium
	default:
		return KindChrome
	}
}

// FindBrowsers lists the browsers found on this machine, best first (see
// Finder.Find).
func FindBrowsers() []Found { return Finder{}.Find() }

// FindBrowser returns the browser executable to use: pref if non-empty,
// else REPRISE_BROWSER, else the best browser found that can show a window
// (see Finder.Resolve). Errors wrap ErrNoBrowser.
func FindBrowser(pref string) (string, error) {
	p, err := Finder{}.Resolve(pref, false)
	if err == nil || pref != "" || os.Getenv(envBrowser) != "" {
		return p, err
	}
	// Only a headless shell may be present; it is better than nothing.
	if p2, err2 := (Finder{}).Resolve("", true); err2 == nil {
		return p2, nil
	}
	return p, err
}
