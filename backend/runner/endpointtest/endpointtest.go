// Package endpointtest starts real remote browser endpoints for tests and
// benchmarks of browser pools: Playwright browser servers run from the
// installed Playwright driver (`cli.js run-server`), pointed at the
// system Chromium through a PLAYWRIGHT_BROWSERS_PATH tree of symlinks,
// and Chromiums started with --remote-debugging-port for CDP. Every
// process it starts is killed (with its children) in tb.Cleanup.
package endpointtest

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser"
)

// StartTimeout bounds starting one endpoint.
var StartTimeout = 60 * time.Second

// chromium returns the system browser, as browser.Launch would pick it.
func chromium(tb testing.TB) string {
	tb.Helper()
	exe, err := browser.Finder{}.Resolve("", true)
	if err != nil {
		tb.Fatalf("finding the browser for a test endpoint: %v", err)
	}
	return exe
}

// driver returns the Playwright driver's directory and the node that runs
// it.
func driver(tb testing.TB) (dir, node string) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	ro, err := browser.EnsureDriver(ctx, browser.DriverOptions{})
	if err != nil {
		tb.Fatalf("finding the Playwright driver: %v", err)
	}
	dir = ro.DriverDirectory
	node = os.Getenv("PLAYWRIGHT_NODEJS_PATH")
	if node == "" {
		node = filepath.Join(dir, "node")
		if runtime.GOOS == "windows" {
			node += ".exe"
		}
		if _, err := os.Stat(node); err != nil {
			node = "node"
		}
	}
	return dir, node
}

// BrowsersPath makes, in a temp dir, a PLAYWRIGHT_BROWSERS_PATH tree in
// which the executables the driver expects for its Chromium and Chromium
// headless shell (revisions from its browsers.json) are symlinks to exe.
func BrowsersPath(tb testing.TB, driverDir, exe string) string {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(driverDir, "package", "browsers.json"))
	if err != nil {
		tb.Fatalf("reading the driver's browser list: %v", err)
	}
	var list struct {
		Browsers []struct {
			Name     string `json:"name"`
			Revision string `json:"revision"`
		} `json:"browsers"`
	}
	if err := json.Unmarshal(data, &list); err != nil {
		tb.Fatalf("reading the driver's browser list: %v", err)
	}
	// Paths from playwright-core's registry (EXECUTABLE_PATHS) for Linux.
	paths := map[string][]string{
		"chromium":                {"chrome-linux64", "chrome"},
		"chromium-headless-shell": {"chrome-headless-shell-linux64", "chrome-headless-shell"},
	}
	if runtime.GOARCH == "arm64" {
		paths["chromium"] = []string{"chrome-linux", "chrome"}
		paths["chromium-headless-shell"] = []string{"chrome-linux", "headless_shell"}
	}
	root := tb.TempDir()
	made := 0
	for _, b := range list.Browsers {
		p, ok := paths[b.Name]
		if !ok {
			continue
		}
		dir := filepath.Join(root, strings.ReplaceAll(b.Name, "-", "_")+"-"+b.Revision, p[0])
		if err := os.MkdirAll(dir, 0o755); err != nil {
			tb.Fatal(err)
		}
		if err := os.Symlink(exe, filepath.Join(dir, p[1])); err != nil {
			tb.Fatal(err)
		}
		made++
	}
	if made != 2 {
		tb.Fatalf("the driver's browsers.json lists no chromium or chromium-headless-shell: %s", data)
	}
	return root
}

var listening = regexp.MustCompile(`Listening on (ws://\S+)`)

// PlaywrightServer starts `node cli.js run-server --host 127.0.0.1 --port
// 0` from the installed driver, with the system Chromium as its browser,
// and returns its ws:// endpoint.
func PlaywrightServer(tb testing.TB) string {
	tb.Helper()
	dir, node := driver(tb)
	cmd := exec.Command(node, filepath.Join(dir, "package", "cli.js"), "run-server", "--host", "127.0.0.1", "--port", "0")
	cmd.Env = append(os.Environ(), "PLAYWRIGHT_BROWSERS_PATH="+BrowsersPath(tb, dir, chromium(tb)))
	out, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	start(tb, cmd)
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
			}
		}
		close(found)
	}()
	select {
	case ep, ok := <-found:
		if !ok {
			tb.Fatal("the Playwright server exited before listening")
		}
		return ep
	case <-time.After(StartTimeout):
		tb.Fatalf("the Playwright server did not listen within %s", StartTimeout)
	}
	return ""
}

// CDPChromium starts the system Chromium headless with
// --remote-debugging-port=0 and browser.DefaultArgs, reads the port it
// chose from DevToolsActivePort, and returns its http:// CDP endpoint.
func CDPChromium(tb testing.TB) string {
	tb.Helper()
	profile := tb.TempDir()
	args := append([]string{"--headless", "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1",
		"--user-data-dir=" + profile}, browser.DefaultArgs...)
	cmd := exec.Command(chromium(tb), append(args, "about:blank")...)
	start(tb, cmd)
	deadline := time.Now().Add(StartTimeout)
	for time.Now().Before(deadline) {
		data, err := os.ReadFile(filepath.Join(profile, "DevToolsActivePort"))
		if port, _, ok := strings.Cut(string(data), "\n"); err == nil && ok && port != "" {
			return fmt.Sprintf("http://127.0.0.1:%s", strings.TrimSpace(port))
		}
		time.Sleep(50 * time.Millisecond)
	}
	tb.Fatalf("Chromium wrote no DevToolsActivePort within %s", StartTimeout)
	return ""
}

// start starts cmd in its own process group and kills the group when tb
// ends.
func start(tb testing.TB, cmd *exec.Cmd) {
	tb.Helper()
	setGroup(cmd)
	if err := cmd.Start(); err != nil {
		tb.Fatalf("starting %s: %v", cmd.Path, err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	tb.Cleanup(func() {
		killGroup(cmd)
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			tb.Errorf("%s (pid %d) did not exit after being killed", cmd.Path, cmd.Process.Pid)
		}
	})
}
