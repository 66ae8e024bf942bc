package browser

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// isolateDriverEnv makes EnsureDriver ignore drivers installed on the
// machine, so tests see only what they set up under a temporary cache.
func isolateDriverEnv(t *testing.T) string {
	t.Helper()
	t.Setenv("PLAYWRIGHT_DRIVER_PATH", "")
	t.Setenv("PLAYWRIGHT_NODEJS_PATH", "")
	t.Setenv("PLAYWRIGHT_DOWNLOAD_HOST", "")
	t.Setenv("REPRISE_CACHE_DIR", "")
	old := pwGoDefaultDir
	empty := t.TempDir()
	pwGoDefaultDir = func() (string, error) { return filepath.Join(empty, "ms-playwright-go", DriverVersion), nil }
	t.Cleanup(func() { pwGoDefaultDir = old })
	return t.TempDir()
}

func needUnixNode(t *testing.T) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("fake npm and node scripts are shell scripts")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("these tests need Node.js in PATH: %v", err)
	}
	return node
}

// fakeNPM writes a shell script that behaves like `npm install --prefix DIR
// playwright-core@V` (writing a cli.js that prints version) and appends a
// line to the returned count file each time it runs.
func fakeNPM(t *testing.T, version string, delay time.Duration) (npm, countFile string) {
	t.Helper()
	dir := t.TempDir()
	countFile = filepath.Join(dir, "count")
	npm = filepath.Join(dir, "npm")
	script := fmt.Sprintf(`#!/bin/sh
prefix=
while [ $# -gt 0 ]; do
  case "$1" in --prefix) shift; prefix="$1";; esac
  shift
done
echo run >> %q
sleep %g
mkdir -p "$prefix/node_modules/playwright-core"
echo 'console.log("Version %s")' > "$prefix/node_modules/playwright-core/cli.js"
echo "added 1 package in 0s"
`, countFile, delay.Seconds(), version)
	if err := os.WriteFile(npm, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return npm, countFile
}

func runs(t *testing.T, countFile string) int {
	t.Helper()
	b, err := os.ReadFile(countFile)
	if errors.Is(err, os.ErrNotExist) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(b), "run")
}

// writeFakeDriver lays out a driver directory whose cli.js prints version.
func writeFakeDriver(t *testing.T, dir, node, version string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Join(dir, "package"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "package", "cli.js"), []byte(`console.log("Version `+version+`")`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(node, filepath.Join(dir, "node")); err != nil {
		t.Fatal(err)
	}
}

func TestEnsureDriverInstallsWithNPM(t *testing.T) {
	cache := isolateDriverEnv(t)
	needUnixNode(t)
	npm, count := fakeNPM(t, DriverVersion, 0)
	var logs []string
	var mu sync.Mutex
	ro, err := EnsureDriver(context.Background(), DriverOptions{
		CacheDir: cache, NPM: npm, NoDownload: true,
		Log: func(s string) { mu.Lock(); logs = append(logs, s); mu.Unlock() },
	})
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(cache, "playwright-driver-"+DriverVersion)
	if ro.DriverDirectory != want || !ro.SkipInstallBrowsers {
		t.Fatalf("RunOptions = %+v, want DriverDirectory %s and SkipInstallBrowsers", ro, want)
	}
	if err := checkDriver(context.Background(), want); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(filepath.Join(want, "node")); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("driver's node is not a link to the system node: %v %v", fi, err)
	}
	if runs(t, count) != 1 {
		t.Errorf("npm ran %d times, want 1", runs(t, count))
	}
	if !strings.Contains(strings.Join(logs, "\n"), "npm: added 1 package") {
		t.Errorf("npm output not logged: %q", logs)
	}
	// Second call finds it without npm.
	if _, err := EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, NPM: npm, NoDownload: true}); err != nil {
		t.Fatal(err)
	}
	if runs(t, count) != 1 {
		t.Errorf("npm ran again for an installed driver")
	}
	left, _ := filepath.Glob(filepath.Join(cache, ".*"))
	if len(left) != 0 {
		t.Errorf("temporary files left in cache: %v", left)
	}
}

func TestEnsureDriverHonoursCacheEnv(t *testing.T) {
	cache := isolateDriverEnv(t)
	needUnixNode(t)
	t.Setenv("REPRISE_CACHE_DIR", cache)
	npm, _ := fakeNPM(t, DriverVersion, 0)
	ro, err := EnsureDriver(context.Background(), DriverOptions{NPM: npm, NoDownload: true})
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(cache, "playwright-driver-"+DriverVersion); ro.DriverDirectory != want {
		t.Fatalf("DriverDirectory = %s, want %s", ro.DriverDirectory, want)
	}
}

func TestEnsureDriverPrefersExistingDrivers(t *testing.T) {
	cache := isolateDriverEnv(t)
	node := needUnixNode(t)
	envDir := filepath.Join(t.TempDir(), "driver")
	writeFakeDriver(t, envDir, node, DriverVersion)
	t.Setenv("PLAYWRIGHT_DRIVER_PATH", envDir)
	ro, err := EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, NPM: "/nonexistent/npm", NoDownload: true})
	if err != nil {
		t.Fatal(err)
	}
	if ro.DriverDirectory != envDir {
		t.Fatalf("DriverDirectory = %s, want PLAYWRIGHT_DRIVER_PATH %s", ro.DriverDirectory, envDir)
	}

	// A wrong-version PLAYWRIGHT_DRIVER_PATH is passed over for
	// playwright-go's default cache directory.
	t.Setenv("PLAYWRIGHT_DRIVER_PATH", filepath.Join(t.TempDir(), "missing"))
	pwDir, _ := pwGoDefaultDir()
	writeFakeDriver(t, pwDir, node, DriverVersion)
	ro, err = EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, NPM: "/nonexistent/npm", NoDownload: true})
	if err != nil {
		t.Fatal(err)
	}
	if ro.DriverDirectory != pwDir {
		t.Fatalf("DriverDirectory = %s, want playwright-go default %s", ro.DriverDirectory, pwDir)
	}
}

func TestEnsureDriverReplacesWrongVersion(t *testing.T) {
	cache := isolateDriverEnv(t)
	node := needUnixNode(t)
	final := filepath.Join(cache, "playwright-driver-"+DriverVersion)
	writeFakeDriver(t, final, node, "1.52.0")
	npm, count := fakeNPM(t, DriverVersion, 0)
	if _, err := EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, NPM: npm, NoDownload: true}); err != nil {
		t.Fatal(err)
	}
	if err := checkDriver(context.Background(), final); err != nil {
		t.Fatalf("broken driver not replaced: %v", err)
	}
	if runs(t, count) != 1 {
		t.Errorf("npm ran %d times, want 1", runs(t, count))
	}
}

func TestEnsureDriverNoInstall(t *testing.T) {
	cache := isolateDriverEnv(t)
	_, err := EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, NoInstall: true})
	if !errors.Is(err, ErrNoDriver) {
		t.Fatalf("err = %v, want ErrNoDriver", err)
	}
	if _, serr := os.Stat(filepath.Join(cache, "playwright-driver-"+DriverVersion)); serr == nil {
		t.Errorf("NoInstall created the driver directory")
	}
}

func TestEnsureDriverErrorNamesAttemptsAndFix(t *testing.T) {
	cache := isolateDriverEnv(t)
	_, err := EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, Node: "/nonexistent/node", NoDownload: true})
	if !errors.Is(err, ErrNoDriver) {
		t.Fatalf("err = %v, want ErrNoDriver", err)
	}
	var de *DriverError
	if !errors.As(err, &de) || len(de.Attempts) < 3 {
		t.Fatalf("err = %#v, want a *DriverError with the attempts", err)
	}
	msg := err.Error()
	for _, want := range []string{"playwright-go cache", "Reprise cache", "npm install playwright-core@" + DriverVersion,
		"/nonexistent/node", "install Node.js 18 or newer", "PLAYWRIGHT_DRIVER_PATH"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error lacks %q:\n%s", want, msg)
		}
	}
	t.Logf("error reads:\n%s", msg)
}

func TestEnsureDriverRejectsOldNode(t *testing.T) {
	cache := isolateDriverEnv(t)
	needUnixNode(t)
	old := filepath.Join(t.TempDir(), "node")
	os.WriteFile(old, []byte("#!/bin/sh\necho v16.20.2\n"), 0o755)
	_, err := EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, Node: old, NoDownload: true})
	if !errors.Is(err, ErrNoDriver) || !strings.Contains(err.Error(), "Node.js v16.20.2") || !strings.Contains(err.Error(), "too old") {
		t.Fatalf("err = %v, want a too-old Node.js error", err)
	}
}

// driverZip builds a zip laid out like Playwright's driver download, whose
// node is a script running the real node.
func driverZip(t *testing.T, node string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	add := func(name string, mode os.FileMode, body string) {
		h := &zip.FileHeader{Name: name, Method: zip.Deflate}
		h.SetMode(mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(body))
	}
	add("node", 0o755, "#!/bin/sh\n# downloaded\nexec "+node+" \"$@\"\n")
	add("package/", os.ModeDir|0o755, "")
	add("package/cli.js", 0o644, `console.log("Version `+DriverVersion+`")`)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestEnsureDriverUsesPlaywrightDownload(t *testing.T) {
	cache := isolateDriverEnv(t)
	node := needUnixNode(t)
	body := driverZip(t, node)
	var got []string
	var mu sync.Mutex
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		got = append(got, r.URL.Path)
		mu.Unlock()
		w.Write(body)
	}))
	defer srv.Close()
	t.Setenv("PLAYWRIGHT_DOWNLOAD_HOST", srv.URL)
	npm, count := fakeNPM(t, DriverVersion, 0)
	ro, err := EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, NPM: npm})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 0 || !strings.Contains(got[0], "playwright-"+DriverVersion) {
		t.Fatalf("download requests = %v", got)
	}
	if runs(t, count) != 0 {
		t.Errorf("npm ran although the download worked")
	}
	b, _ := os.ReadFile(filepath.Join(ro.DriverDirectory, "node"))
	if !strings.Contains(string(b), "# downloaded") {
		t.Errorf("driver directory does not hold the downloaded driver")
	}
}

func TestEnsureDriverDownloadTimeoutFallsBackToNPM(t *testing.T) {
	cache := isolateDriverEnv(t)
	needUnixNode(t)
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-release
		http.Error(w, "gone", http.StatusServiceUnavailable)
	}))
	t.Setenv("PLAYWRIGHT_DOWNLOAD_HOST", srv.URL)
	npm, count := fakeNPM(t, DriverVersion, 0)
	start := time.Now()
	_, err := EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, NPM: npm, DownloadTimeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("EnsureDriver took %s despite a 300ms download timeout", d)
	}
	if runs(t, count) != 1 {
		t.Errorf("npm ran %d times, want 1", runs(t, count))
	}
	close(release)
	srv.Close()
	// The abandoned download cleans up after itself.
	deadline := time.Now().Add(10 * time.Second)
	for {
		left, _ := filepath.Glob(filepath.Join(cache, ".download-*"))
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("abandoned download left %v", left)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestEnsureDriverWaitsForLockAndTakesOverStaleOne(t *testing.T) {
	cache := isolateDriverEnv(t)
	needUnixNode(t)
	npm, count := fakeNPM(t, DriverVersion, 0)
	lock := filepath.Join(cache, "playwright-driver-"+DriverVersion+".lock")
	if err := os.WriteFile(lock, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	_, err := EnsureDriver(ctx, DriverOptions{CacheDir: cache, NPM: npm, NoDownload: true})
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "install lock") {
		t.Fatalf("err = %v, want a deadline while waiting for the install lock", err)
	}
	old := time.Now().Add(-2 * lockStaleAfter)
	os.Chtimes(lock, old, old)
	if _, err := EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, NPM: npm, NoDownload: true}); err != nil {
		t.Fatal(err)
	}
	if runs(t, count) != 1 {
		t.Errorf("npm ran %d times, want 1", runs(t, count))
	}
	if _, err := os.Stat(lock); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("lock not released: %v", err)
	}
}

// TestEnsureDriverConcurrentProcesses starts several copies of this test
// binary that bootstrap the same cache at once: exactly one runs npm and
// all get the same working driver.
func TestEnsureDriverConcurrentProcesses(t *testing.T) {
	cache := isolateDriverEnv(t)
	needUnixNode(t)
	npm, count := fakeNPM(t, DriverVersion, time.Second)
	const n = 3
	outs := make([]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(os.Args[0], "-test.run=^TestHelperEnsureDriver$", "-test.v")
			cmd.Env = append(os.Environ(), "REPRISE_HELPER_CACHE="+cache, "REPRISE_HELPER_NPM="+npm)
			out, err := cmd.CombinedOutput()
			outs[i], errs[i] = string(out), err
		}()
	}
	wg.Wait()
	want := "DRIVER=" + filepath.Join(cache, "playwright-driver-"+DriverVersion)
	for i := range n {
		if errs[i] != nil || !strings.Contains(outs[i], want) {
			t.Errorf("process %d: %v\n%s", i, errs[i], outs[i])
		}
	}
	if runs(t, count) != 1 {
		t.Errorf("npm ran %d times across %d processes, want 1", runs(t, count), n)
	}
}

// TestHelperEnsureDriver is run as a subprocess by
// TestEnsureDriverConcurrentProcesses.
func TestHelperEnsureDriver(t *testing.T) {
	cache := os.Getenv("REPRISE_HELPER_CACHE")
	if cache == "" {
		t.Skip("helper process for TestEnsureDriverConcurrentProcesses")
	}
	isolateDriverEnv(t)
	ro, err := EnsureDriver(context.Background(), DriverOptions{
		CacheDir: cache, NPM: os.Getenv("REPRISE_HELPER_NPM"), NoDownload: true, Log: func(s string) { t.Log(s) },
	})
	if err != nil {
		t.Fatal(err)
	}
	fmt.Println("DRIVER=" + ro.DriverDirectory)
}

// TestEnsureDriverReal bootstraps the real driver the way Reprise does
// (the first run on a machine installs it with npm) and checks it runs.
func TestEnsureDriverReal(t *testing.T) {
	start := time.Now()
	ro, err := EnsureDriver(context.Background(), DriverOptions{Log: func(s string) { t.Log(s) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("EnsureDriver: %s in %s", ro.DriverDirectory, time.Since(start))
	if err := checkDriver(context.Background(), ro.DriverDirectory); err != nil {
		t.Fatal(err)
	}
}

// TestEnsureDriverRealNPMCold installs the real playwright-core with npm
// into an empty cache, as on a fresh machine without CDN access.
func TestEnsureDriverRealNPMCold(t *testing.T) {
	if testing.Short() {
		t.Skip("installs playwright-core from the npm registry")
	}
	cache := isolateDriverEnv(t)
	start := time.Now()
	ro, err := EnsureDriver(context.Background(), DriverOptions{CacheDir: cache, NoDownload: true, Log: func(s string) { t.Log(s) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("cold npm install of driver %s: %s", DriverVersion, time.Since(start))
	cmd := exec.Command(nodeFor(ro.DriverDirectory), filepath.Join(ro.DriverDirectory, "package", "cli.js"), "--version")
	out, err := cmd.Output()
	if err != nil || strings.TrimSpace(string(out)) != "Version "+DriverVersion {
		t.Fatalf("driver --version = %q, %v", out, err)
	}
}

func TestLineWriter(t *testing.T) {
	var got []string
	w := &lineWriter{fn: func(s string) { got = append(got, s) }, prefix: "p: "}
	fmt.Fprint(w, "a\nb")
	fmt.Fprint(w, "c\r\n\n")
	if strings.Join(got, "|") != "p: a|p: bc" {
		t.Fatalf("got %q", got)
	}
}
