package browser

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/appdirs"
)

// DriverVersion is the Playwright driver version that the playwright-go
// release this package is built against (v0.5700.1) requires.
const DriverVersion = "1.57.0"

// MinNodeMajor is the oldest Node.js major version that can run driver
// DriverVersion when it is installed through npm.
const MinNodeMajor = 18

// Default timeout for playwright-go's own driver download (step b of
// EnsureDriver). The download is a zip of a few tens of megabytes.
const defaultDownloadTimeout = 60 * time.Second

// Cross-process install lock tuning: the holder touches the lock file every
// lockHeartbeat; a lock older than lockStaleAfter is considered abandoned.
var (
	lockHeartbeat  = 5 * time.Second
	lockStaleAfter = 60 * time.Second
	lockPoll       = 200 * time.Millisecond
)

// pwMu serialises calls into playwright-go that write its package-level
// state (playwright.NewDriver, playwright.Run and playwright.Install assign
// its logger), so that concurrent launches in one process do not race.
var pwMu sync.Mutex

// DriverOptions controls how EnsureDriver finds or installs the Playwright
// driver. The zero value is ready to use.
type DriverOptions struct {
	// CacheDir is the root of Reprise's cache. Empty means the
	// REPRISE_CACHE_DIR environment variable, or else the system's cache
	// directory for Reprise (appdirs). The driver is kept in
	// CacheDir/playwright-driver-<DriverVersion>.
	CacheDir string

	// Node is the Node.js executable used to install and run an
	// npm-installed driver (a path, or a name looked up in PATH). Empty
	// means PLAYWRIGHT_NODEJS_PATH, or else "node" from PATH.
	Node string

	// NPM is the npm executable (a path, or a name looked up in PATH). Empty
	// means "npm" from PATH, or else the npm next to Node.
	NPM string

	// DownloadTimeout bounds playwright-go's own driver download. Zero means
	// one minute.
	DownloadTimeout time.Duration

	// NoDownload skips playwright-go's own driver download, which needs
	// access to Playwright's CDN (or PLAYWRIGHT_DOWNLOAD_HOST).
	NoDownload bool

	// NoInstall makes EnsureDriver use only an existing driver: it neither
	// downloads nor runs npm.
	NoInstall bool

	// Log receives progress messages, one line per call, possibly from
	// several goroutines. Nil discards them.
	Log func(string)
}

func (o DriverOptions) logf(format string, args ...any) {
	if o.Log != nil {
		o.Log(fmt.Sprintf(format, args...))
	}
}

// CacheRoot returns the root of Reprise's cache for opts: opts.CacheDir,
// else REPRISE_CACHE_DIR, else the system's cache directory for Reprise
// (appdirs: $XDG_CACHE_HOME or ~/.cache on Linux, ~/Library/Caches on
// macOS, %LocalAppData% on Windows, each with /reprise).
func CacheRoot(opts DriverOptions) (string, error) {
	if opts.CacheDir != "" {
		return filepath.Abs(opts.CacheDir)
	}
	d, err := appdirs.Default()
	if err != nil {
		return "", fmt.Errorf("finding the cache directory: %w", err)
	}
	return filepath.Abs(d.Cache)
}

// DriverDir returns the directory where EnsureDriver keeps the driver it
// installs for opts: CacheRoot(opts)/playwright-driver-<DriverVersion>.
func DriverDir(opts DriverOptions) (string, error) {
	root, err := CacheRoot(opts)
	if err != nil {
		return "", err
	}
	return filepath.Join(root, "playwright-driver-"+DriverVersion), nil
}

// pwGoDefaultDir is playwrightGoDefaultDir; tests replace it.
var pwGoDefaultDir = playwrightGoDefaultDir

// playwrightGoDefaultDir mirrors playwright-go's default DriverDirectory
// (getDefaultCacheDirectory in its run.go).
func playwrightGoDefaultDir() (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	var base string
	switch runtime.GOOS {
	case "windows":
		base = filepath.Join(home, "AppData", "Local")
	case "darwin":
		base = filepath.Join(home, "Library", "Caches")
	case "linux":
		base = filepath.Join(home, ".cache")
	default:
		return "", errors.New("no default cache directory on " + runtime.GOOS)
	}
	return filepath.Join(base, "ms-playwright-go", DriverVersion), nil
}

// EnsureDriver finds or installs Playwright driver DriverVersion and returns
// the playwright.RunOptions to start it with (DriverDirectory set,
// SkipInstallBrowsers true, driver output routed to opts.Log or standard
// error).
//
// It tries, in order:
//
//  1. an existing driver in PLAYWRIGHT_DRIVER_PATH, in playwright-go's
//     default cache directory (e.g. ~/.cache/ms-playwright-go/1.57.0) or in
//     DriverDir(opts). A directory counts only if `node package/cli.js
//     --version` prints "Version 1.57.0", where node is
//     PLAYWRIGHT_NODEJS_PATH or the directory's own node, as playwright-go
//     runs it;
//  2. playwright-go's own driver download (playwright.Install, driver only)
//     bounded by opts.DownloadTimeout; this needs Playwright's CDN;
//  3. `npm install playwright-core@1.57.0`, building a driver directory
//     whose package is that playwright-core and whose node links to the
//     system Node.js (≥ MinNodeMajor).
//
// Steps 2 and 3 install into a temporary directory under CacheRoot(opts)
// and rename it into place, under a lock file, so concurrent processes are
// safe and a half-written driver is never seen. When nothing works the
// error is a *DriverError (matching ErrNoDriver) that lists every attempt.
//
// playwright.Run assigns package-level state in playwright-go; callers
// that start playwright-go themselves should not do so concurrently with
// Launch.
func EnsureDriver(ctx context.Context, opts DriverOptions) (*playwright.RunOptions, error) {
	var attempts []string
	found := func(label, dir string) bool {
		if err := checkDriverCached(ctx, dir); err != nil {
			attempts = append(attempts, fmt.Sprintf("%s (%s): %s", label, dir, oneLine(err.Error())))
			return false
		}
		opts.logf("using Playwright driver %s in %s", DriverVersion, dir)
		return true
	}
	if env := os.Getenv("PLAYWRIGHT_DRIVER_PATH"); env != "" {
		if found("PLAYWRIGHT_DRIVER_PATH", env) {
			return runOptions(env, opts.Log), nil
		}
	}
	if dir, err := pwGoDefaultDir(); err == nil {
		if found("playwright-go cache", dir) {
			return runOptions(dir, opts.Log), nil
		}
	}
	final, err := DriverDir(opts)
	if err != nil {
		attempts = append(attempts, "Reprise cache: "+err.Error())
		return nil, driverError(attempts)
	}
	if found("Reprise cache", final) {
		return runOptions(final, opts.Log), nil
	}
	if opts.NoInstall {
		attempts = append(attempts, "installing: disabled by DriverOptions.NoInstall")
		return nil, driverError(attempts)
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("ensuring Playwright driver: %w", err)
	}

	root := filepath.Dir(final)
	if err := os.MkdirAll(root, 0o755); err != nil {
		attempts = append(attempts, fmt.Sprintf("creating cache directory: %v", err))
		return nil, driverError(attempts)
	}
	unlock, err := acquireLock(ctx, final+".lock", opts)
	if err != nil {
		return nil, fmt.Errorf("ensuring Playwright driver: waiting for install lock: %w", err)
	}
	defer unlock()
	// Another process may have installed the driver while we waited.
	if err := checkDriver(ctx, final); err == nil {
		opts.logf("using Playwright driver %s in %s (installed by another process)", DriverVersion, final)
		return runOptions(final, opts.Log), nil
	}
	removeStaleTemps(root)

	if !opts.NoDownload {
		start := time.Now()
		opts.logf("downloading Playwright driver %s with playwright-go", DriverVersion)
		err := downloadDriver(ctx, root, final, opts)
		if err == nil {
			opts.logf("downloaded Playwright driver into %s in %s", final, time.Since(start).Round(time.Millisecond))
			return runOptions(final, opts.Log), nil
		}
		attempts = append(attempts, "download by playwright-go (playwright.Install): "+oneLine(err.Error()))
		opts.logf("driver download failed: %s", oneLine(err.Error()))
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("ensuring Playwright driver: %w", err)
	}

	start := time.Now()
	opts.logf("installing playwright-core@%s with npm", DriverVersion)
	if err := npmInstallDriver(ctx, root, final, opts); err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return nil, fmt.Errorf("ensuring Playwright driver: %w", cerr)
		}
		attempts = append(attempts, fmt.Sprintf("npm install playwright-core@%s: %s", DriverVersion, oneLine(err.Error())))
		return nil, driverError(attempts)
	}
	opts.logf("installed Playwright driver into %s in %s", final, time.Since(start).Round(time.Millisecond))
	return runOptions(final, opts.Log), nil
}

func driverError(attempts []string) error {
	return &DriverError{
		Attempts: attempts,
		Fix: fmt.Sprintf("fix: install Node.js %d or newer with npm (https://nodejs.org) so Reprise can install the driver, "+
			"or set PLAYWRIGHT_DRIVER_PATH to a Playwright %s driver directory (one containing package/cli.js)",
			MinNodeMajor, DriverVersion),
	}
}

// runOptions returns the options playwright.Run needs for the driver in dir.
func runOptions(dir string, log func(string)) *playwright.RunOptions {
	var stderr io.Writer = os.Stderr
	if log != nil {
		stderr = &lineWriter{fn: log, prefix: "playwright driver: "}
	}
	return &playwright.RunOptions{
		DriverDirectory:     dir,
		SkipInstallBrowsers: true,
		Verbose:             false,
		Stdout:              io.Discard,
		Stderr:              stderr,
		// A non-nil Logger stops playwright-go from redirecting the standard
		// library's log package to Stderr.
		Logger: slog.Default(),
	}
}

// nodeFor returns the Node.js executable playwright-go will use for the
// driver in dir (getNodeExecutable in playwright-go's run.go).
func nodeFor(dir string) string {
	if env := os.Getenv("PLAYWRIGHT_NODEJS_PATH"); env != "" {
		return env
	}
	return filepath.Join(dir, nodeExeName())
}

func nodeExeName() string {
	if runtime.GOOS == "windows" {
		return "node.exe"
	}
	return "node"
}

// validated remembers drivers already checked in this process, keyed by
// directory and node, with the cli.js modification time and size.
var validated sync.Map

type validatedKey struct{ dir, node string }
type validatedStamp struct {
	mod  time.Time
	size int64
}

// checkDriverCached is checkDriver with an in-process memo and a stamp
// file in dir (see stampFile), so repeated launches, in this process or a
// later one, do not pay for running node again.
func checkDriverCached(ctx context.Context, dir string) error {
	key := validatedKey{dir, nodeFor(dir)}
	cli := filepath.Join(dir, "package", "cli.js")
	fi, err := os.Stat(cli)
	if err == nil {
		if v, ok := validated.Load(key); ok && v.(validatedStamp) == (validatedStamp{fi.ModTime(), fi.Size()}) {
			return nil
		}
	}
	if stamped(dir) {
		// Checked by an earlier process, and nothing changed since.
		if fi, err := os.Stat(cli); err == nil {
			validated.Store(key, validatedStamp{fi.ModTime(), fi.Size()})
		}
		return nil
	}
	if err := checkDriver(ctx, dir); err != nil {
		validated.Delete(key)
		return err
	}
	stamp(dir)
	if fi, err := os.Stat(cli); err == nil {
		validated.Store(key, validatedStamp{fi.ModTime(), fi.Size()})
	}
	return nil
}

// checkDriver reports whether dir holds a working driver DriverVersion.
func checkDriver(ctx context.Context, dir string) error {
	cli := filepath.Join(dir, "package", "cli.js")
	if _, err := os.Stat(cli); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return errors.New("no driver there (package/cli.js missing)")
		}
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	node := nodeFor(dir)
	cmd := exec.CommandContext(ctx, node, cli, "--version")
	hideWindow(cmd)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("running %s %s --version: %v%s", node, cli, err, tail(stderr.String()))
	}
	want := "Version " + DriverVersion
	for _, line := range strings.Split(string(out), "\n") {
		if strings.TrimSpace(line) == want {
			return nil
		}
	}
	return fmt.Errorf("wrong driver version: %q, want %q", strings.TrimSpace(string(out)), want)
}

// downloadDriver runs playwright-go's own driver download into a temporary
// directory and publishes it as final. If the download outlives the
// timeout it is abandoned: its goroutine removes the temporary directory
// once the download returns.
func downloadDriver(ctx context.Context, root, final string, opts DriverOptions) error {
	timeout := opts.DownloadTimeout
	if timeout <= 0 {
		timeout = defaultDownloadTimeout
	}
	tmp, err := os.MkdirTemp(root, ".download-")
	if err != nil {
		return err
	}
	ro := runOptions(tmp, opts.Log)
	pwMu.Lock()
	d, err := playwright.NewDriver(ro)
	pwMu.Unlock()
	if err != nil {
		os.RemoveAll(tmp)
		return err
	}
	done := make(chan error, 1)
	go func() { done <- d.DownloadDriver() }()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	abandon := func() {
		go func() {
			<-done
			os.RemoveAll(tmp)
		}()
	}
	select {
	case err := <-done:
		if err != nil {
			os.RemoveAll(tmp)
			return err
		}
	case <-timer.C:
		abandon()
		return fmt.Errorf("timed out after %s", timeout)
	case <-ctx.Done():
		abandon()
		return ctx.Err()
	}
	if err := checkDriver(ctx, tmp); err != nil {
		os.RemoveAll(tmp)
		return fmt.Errorf("checking downloaded driver: %w", err)
	}
	return publish(ctx, tmp, final)
}

// npmInstallDriver installs playwright-core@DriverVersion with npm into a
// temporary directory, lays it out as a driver directory (package/ is the
// playwright-core package, node links to Node.js) and publishes it as
// final.
func npmInstallDriver(ctx context.Context, root, final string, opts DriverOptions) error {
	node, err := findNode(opts)
	if err != nil {
		return err
	}
	major, version, err := nodeMajor(ctx, node)
	if err != nil {
		return err
	}
	if major < MinNodeMajor {
		return fmt.Errorf("Node.js %s at %s is too old: driver %s needs Node.js %d or newer", version, node, DriverVersion, MinNodeMajor)
	}
	npm, err := findNPM(opts, node)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(root, ".npm-")
	if err != nil {
		return err
	}
	ok := false
	defer func() {
		if !ok {
			os.RemoveAll(tmp)
		}
	}()
	prefix := filepath.Join(tmp, "npm")
	if err := os.MkdirAll(prefix, 0o755); err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--no-update-notifier",
		"--prefix", prefix, "playwright-core@"+DriverVersion)
	hideWindow(cmd)
	cmd.Dir = tmp
	// npm's own scripts start "node" from PATH: make that the chosen one.
	cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(node)+string(os.PathListSeparator)+os.Getenv("PATH"))
	var out bytes.Buffer
	lw := &lineWriter{fn: opts.Log, prefix: "npm: "}
	// One writer for both, so that os/exec writes from a single goroutine.
	w := io.MultiWriter(&out, lw)
	cmd.Stdout = w
	cmd.Stderr = w
	opts.logf("running %s", strings.Join(cmd.Args, " "))
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("running %s: %v%s", npm, err, tail(out.String()))
	}
	if err := os.Rename(filepath.Join(prefix, "node_modules", "playwright-core"), filepath.Join(tmp, "package")); err != nil {
		return fmt.Errorf("laying out driver directory: %w", err)
	}
	os.RemoveAll(prefix)
	if err := linkNode(node, filepath.Join(tmp, nodeExeName())); err != nil {
		return fmt.Errorf("linking node into driver directory: %w", err)
	}
	if err := checkDriver(ctx, tmp); err != nil {
		return fmt.Errorf("checking npm-installed driver: %w", err)
	}
	if err := publish(ctx, tmp, final); err != nil {
		return err
	}
	ok = true
	return nil
}

// findNode resolves the Node.js executable for an npm-installed driver.
func findNode(opts DriverOptions) (string, error) {
	name, from := opts.Node, "DriverOptions.Node"
	if name == "" {
		name, from = os.Getenv("PLAYWRIGHT_NODEJS_PATH"), "PLAYWRIGHT_NODEJS_PATH"
	}
	if name == "" {
		name, from = "node", "PATH"
	}
	p, err := lookExecutable(name)
	if err != nil {
		return "", fmt.Errorf("finding Node.js (%s): %w", from, err)
	}
	return p, nil
}

func findNPM(opts DriverOptions, node string) (string, error) {
	if opts.NPM != "" {
		p, err := lookExecutable(opts.NPM)
		if err != nil {
			return "", fmt.Errorf("finding npm (DriverOptions.NPM): %w", err)
		}
		return p, nil
	}
	if p, err := exec.LookPath("npm"); err == nil {
		return filepath.Abs(p)
	}
	for _, name := range []string{"npm", "npm.cmd"} {
		p := filepath.Join(filepath.Dir(node), name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			return p, nil
		}
	}
	return "", errors.New("finding npm: not in PATH nor next to " + node)
}

// lookExecutable resolves a path or a bare name looked up in PATH to an
// absolute path.
func lookExecutable(name string) (string, error) {
	if strings.ContainsAny(name, `/\`) {
		fi, err := os.Stat(name)
		if err != nil {
			return "", err
		}
		if fi.IsDir() {
			return "", fmt.Errorf("%s is a directory", name)
		}
		return filepath.Abs(name)
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", err
	}
	return filepath.Abs(p)
}

// nodeMajor runs `node --version` and returns its major version.
func nodeMajor(ctx context.Context, node string) (int, string, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "--version")
	hideWindow(cmd)
	out, err := cmd.Output()
	if err != nil {
		return 0, "", fmt.Errorf("running %s --version: %w", node, err)
	}
	v := strings.TrimSpace(string(out))
	majorStr, _, _ := strings.Cut(strings.TrimPrefix(v, "v"), ".")
	major, err := strconv.Atoi(majorStr)
	if err != nil {
		return 0, v, fmt.Errorf("parsing Node.js version %q from %s: %w", v, node, err)
	}
	return major, v, nil
}

// linkNode makes dst run src: a symbolic link, else a hard link, else a
// copy (Windows without symlink privilege, different volumes).
func linkNode(src, dst string) error {
	if err := os.Symlink(src, dst); err == nil {
		return nil
	}
	if err := os.Link(src, dst); err == nil {
		return nil
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// publish atomically moves the complete driver directory tmp to final. If
// final exists and works (another process won a race) tmp is discarded; if
// it exists but is broken it is moved aside and replaced.
func publish(ctx context.Context, tmp, final string) error {
	err := os.Rename(tmp, final)
	if err == nil {
		return nil
	}
	if _, serr := os.Lstat(final); serr != nil {
		// final does not exist, so the rename failed for another reason.
		os.RemoveAll(tmp)
		return fmt.Errorf("moving driver into %s: %w", final, err)
	}
	if checkDriver(ctx, final) == nil {
		os.RemoveAll(tmp)
		return nil
	}
	stale := fmt.Sprintf("%s.stale-%d-%d", final, os.Getpid(), time.Now().UnixNano())
	if err := os.Rename(final, stale); err != nil {
		os.RemoveAll(tmp)
		return fmt.Errorf("moving broken driver %s aside: %w", final, err)
	}
	if err := os.Rename(tmp, final); err != nil {
		os.RemoveAll(tmp)
		return fmt.Errorf("moving driver into %s: %w", final, err)
	}
	os.RemoveAll(stale)
	return nil
}

// removeStaleTemps deletes temporary install directories left behind by
// crashed processes. It runs under the install lock; an hour of age
// protects directories of abandoned downloads that may still be written.
func removeStaleTemps(root string) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, ".download-") && !strings.HasPrefix(name, ".npm-") &&
			!strings.Contains(name, ".stale-") {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > time.Hour {
			os.RemoveAll(filepath.Join(root, name))
		}
	}
}

// acquireLock takes the cross-process install lock at path, waiting while
// another live process holds it. The holder refreshes the lock's
// modification time; a lock not refreshed for lockStaleAfter is taken
// over. The returned function releases the lock.
func acquireLock(ctx context.Context, path string, opts DriverOptions) (func(), error) {
	waited := false
	for {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
		if err == nil {
			fmt.Fprintf(f, "%d\n", os.Getpid())
			f.Close()
			stop := make(chan struct{})
			var wg sync.WaitGroup
			wg.Add(1)
			go func() {
				defer wg.Done()
				t := time.NewTicker(lockHeartbeat)
				defer t.Stop()
				for {
					select {
					case <-stop:
						return
					case <-t.C:
						now := time.Now()
						os.Chtimes(path, now, now)
					}
				}
			}()
			return func() {
				close(stop)
				wg.Wait()
				os.Remove(path)
			}, nil
		}
		fi, serr := os.Stat(path)
		switch {
		case serr == nil && time.Since(fi.ModTime()) > lockStaleAfter:
			opts.logf("taking over stale install lock %s", path)
			os.Remove(path)
			continue
		case serr != nil && !errors.Is(serr, fs.ErrNotExist):
			return nil, err
		case serr == nil && !waited:
			opts.logf("waiting for another process installing the Playwright driver (lock %s)", path)
			waited = true
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(lockPoll):
		}
	}
}

// oneLine joins the lines of a multi-line message with "; ".
func oneLine(s string) string {
	var parts []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			parts = append(parts, l)
		}
	}
	return strings.Join(parts, "; ")
}

// tail returns the last lines of command output, formatted to follow an
// error message.
func tail(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	lines := strings.Split(s, "\n")
	if len(lines) > 8 {
		lines = lines[len(lines)-8:]
	}
	return ": " + strings.Join(lines, " | ")
}

// lineWriter forwards whole lines written to it to fn. A nil fn discards.
type lineWriter struct {
	mu     sync.Mutex
	fn     func(string)
	prefix string
	buf    []byte
}

// Write buffers p and passes each complete, non-blank line to fn.
func (w *lineWriter) Write(p []byte) (int, error) {
	if w.fn == nil {
		return len(p), nil
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = append(w.buf, p...)
	for {
		i := bytes.IndexByte(w.buf, '\n')
		if i < 0 {
			break
		}
		line := strings.TrimRight(string(w.buf[:i]), "\r")
		w.buf = w.buf[i+1:]
		if strings.TrimSpace(line) != "" {
			w.fn(w.prefix + line)
		}
	}
	return len(p), nil
}
