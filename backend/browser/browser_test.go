package browser_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }

// pageServer serves a small titled page on loopback.
func pageServer(t testing.TB) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><title>Reprise test page</title><h1 id="h">hello</h1>`)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func ctxFor(t testing.TB, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

func logTo(t testing.TB) func(string) { return func(s string) { t.Log(s) } }

func innerSize(t *testing.T, s *browser.Session) (int, int) {
	t.Helper()
	v, err := s.Page.Evaluate(`() => [window.innerWidth, window.innerHeight]`)
	if err != nil {
		t.Fatal(err)
	}
	a, ok := v.([]any)
	if !ok || len(a) != 2 {
		t.Fatalf("evaluate returned %#v", v)
	}
	return int(toFloat(a[0])), int(toFloat(a[1]))
}

func toFloat(v any) float64 {
	switch n := v.(type) {
	case int:
		return float64(n)
	case float64:
		return n
	case int64:
		return float64(n)
	}
	return -1
}

func TestSessionLoadsLoopbackPage(t *testing.T) {
	srv := pageServer(t)
	s := browsertest.NewPage(t)
	if _, err := s.Page.Goto(srv.URL); err != nil {
		t.Fatal(err)
	}
	title, err := s.Page.Title()
	if err != nil {
		t.Fatal(err)
	}
	if title != "Reprise test page" {
		t.Fatalf("title = %q", title)
	}
	if text, err := s.Page.Locator("#h").TextContent(); err != nil || text != "hello" {
		t.Fatalf("text = %q, %v", text, err)
	}
}

func TestSessionDefaultViewport(t *testing.T) {
	s := browsertest.NewPage(t)
	if w, h := innerSize(t, s); w != 1280 || h != 800 {
		t.Fatalf("viewport = %dx%d, want 1280x800", w, h)
	}
}

func TestSessionsAreIsolated(t *testing.T) {
	srv := pageServer(t)
	a, b := browsertest.NewPage(t), browsertest.NewPage(t)
	for _, s := range []*browser.Session{a, b} {
		if _, err := s.Page.Goto(srv.URL); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := a.Page.Evaluate(`() => { localStorage.setItem("k", "v"); document.cookie = "c=1" }`); err != nil {
		t.Fatal(err)
	}
	v, err := b.Page.Evaluate(`() => [localStorage.getItem("k"), document.cookie]`)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(v); got != "[<nil> ]" {
		t.Fatalf("second session sees the first one's storage: %s", got)
	}
	if browsertest.Shared(t) != browsertest.Shared(t) {
		t.Fatal("Shared returned different browsers")
	}
}

func TestLaunchWithViewportAndClose(t *testing.T) {
	srv := pageServer(t)
	b, err := browser.Launch(ctxFor(t, 2*time.Minute), browser.Options{Headless: true, Viewport: browser.Viewport{Width: 800, Height: 600}, Log: logTo(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if b.Remote() || b.ExecutablePath() == "" || b.Version() == "" {
		t.Errorf("Remote=%v ExecutablePath=%q Version=%q", b.Remote(), b.ExecutablePath(), b.Version())
	}
	s, err := b.NewSession(ctxFor(t, 30*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Page.Goto(srv.URL); err != nil {
		t.Fatal(err)
	}
	if w, h := innerSize(t, s); w != 800 || h != 600 {
		t.Fatalf("viewport = %dx%d, want 800x600", w, h)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("second Session.Close: %v", err)
	}
	pid := b.Playwright().Pid()
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if err := b.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if pid != 0 && processAlive(pid) {
		t.Errorf("driver process %d still running after Close", pid)
	}
	if _, err := b.NewSession(context.Background()); !errors.Is(err, browser.ErrClosed) {
		t.Fatalf("NewSession after Close: err = %v, want ErrClosed", err)
	}
}

// processExited reports whether cmd's process has exited (Linux only;
// elsewhere the DevTools check has to do).
func processExited(cmd *exec.Cmd) bool {
	return runtime.GOOS == "linux" && !processAlive(cmd.Process.Pid)
}

// processAlive reports whether pid runs (Linux only).
func processAlive(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	// Field 3 is the state; Z is a zombie (exited, not yet reaped).
	f := strings.Fields(string(b))
	return len(f) > 2 && f[2] != "Z"
}

func TestLaunchMissingBrowser(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope", "chrome")
	start := time.Now()
	_, err := browser.Launch(context.Background(), browser.Options{Headless: true, BrowserPath: missing})
	if !errors.Is(err, browser.ErrNoBrowser) || !strings.Contains(err.Error(), missing) {
		t.Fatalf("err = %v, want ErrNoBrowser naming %s", err, missing)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("failing on a missing browser took %s; it should not start the driver", d)
	}
}

func TestLaunchRejectsBadOptions(t *testing.T) {
	_, err := browser.Launch(context.Background(), browser.Options{CDPEndpoint: "http://127.0.0.1:1", WSEndpoint: "ws://127.0.0.1:1"})
	if !errors.Is(err, browser.ErrInvalidOptions) {
		t.Errorf("both endpoints: err = %v, want ErrInvalidOptions", err)
	}
	for _, o := range []browser.Options{{CDPEndpoint: "127.0.0.1:9222"}, {CDPEndpoint: "ftp://x"}, {WSEndpoint: "http://127.0.0.1:1"}} {
		_, err := browser.Launch(context.Background(), o)
		if !errors.Is(err, browser.ErrConnect) {
			t.Errorf("%+v: err = %v, want ErrConnect", o, err)
		}
	}
}

// TestEndpointProblemSaysWhatConnectingWould: an endpoint that is no
// address is refused before anything starts, in the words Settings use
// when it is saved, with its credentials left out.
func TestEndpointProblemSaysWhatConnectingWould(t *testing.T) {
	for _, c := range []struct {
		ep     string
		server bool
		want   string
	}{
		{"abc", false, `"abc" is not a full address: give one with its scheme, e.g. http://127.0.0.1:9222`},
		{"127.0.0.1:9222", false, `"127.0.0.1:9222" is not a full address: give one with its scheme, e.g. http://127.0.0.1:9222`},
		{"http://", false, `"http://" has no host: give one, e.g. http://127.0.0.1:9222`},
		{"ftp://x", false, `"ftp://x" has the scheme "ftp": give an http://, https://, ws:// or wss:// address, e.g. http://127.0.0.1:9222`},
		{"http://127.0.0.1:3000/", true, `"http://127.0.0.1:3000/" is not a ws:// or wss:// address, which a Playwright server's is, e.g. ws://127.0.0.1:3000/`},
		{"wss://ann:hunter2@grid.example.com:bad/?token=s3cret", false, `"wss://…@grid.example.com:bad/?…" is not an address: invalid port ":bad" after host`},
		{"http://127.0.0.1:9222", false, ""},
		{"ws://127.0.0.1:9222/devtools/browser/x", false, ""},
		{"wss://grid.example.com/playwright?token=s3cret", true, ""},
	} {
		got := browser.EndpointProblem(c.ep, c.server)
		if c.want == "" && got != "" || !strings.HasPrefix(got, c.want) || strings.Contains(got, "hunter2") || strings.Contains(got, "s3cret") {
			t.Errorf("EndpointProblem(%q, %v) = %q\nwant %q", c.ep, c.server, got, c.want)
		}
		if got == "" {
			continue
		}
		o := browser.Options{CDPEndpoint: c.ep}
		what := "CDP endpoint "
		if c.server {
			o, what = browser.Options{WSEndpoint: c.ep}, "Playwright server endpoint "
		}
		if _, err := browser.Launch(context.Background(), o); !errors.Is(err, browser.ErrConnect) || !strings.HasSuffix(err.Error(), what+got) {
			t.Errorf("Launch with %q: %v; want it to end %q", c.ep, err, what+got)
		}
	}
}

func TestLaunchCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := browser.Launch(ctx, browser.Options{Headless: true})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

func TestLaunchCancelledWhileStarting(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, err := browser.Launch(ctx, browser.Options{Headless: true, Log: func(s string) {
		t.Log(s)
		if strings.HasPrefix(s, "started Playwright driver") {
			cancel() // the driver is up; the browser launch is about to start
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

// closedPort returns a loopback port nothing listens on.
func closedPort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	return port
}

func TestConnectBadEndpoints(t *testing.T) {
	port := closedPort(t)
	for _, o := range []browser.Options{
		{CDPEndpoint: fmt.Sprintf("http://127.0.0.1:%d", port)},
		{CDPEndpoint: fmt.Sprintf("ws://127.0.0.1:%d/devtools/browser/x", port)},
		{WSEndpoint: fmt.Sprintf("ws://127.0.0.1:%d/", port)},
	} {
		ep := o.CDPEndpoint + o.WSEndpoint
		start := time.Now()
		_, err := browser.Launch(ctxFor(t, 20*time.Second), o)
		if !errors.Is(err, browser.ErrConnect) || !strings.Contains(err.Error(), ep) {
			t.Errorf("%s: err = %v, want ErrConnect naming the endpoint", ep, err)
		}
		// In words, with what to start: no errno from the driver.
		if err == nil || !strings.Contains(err.Error(), "nothing answers there: start ") || strings.Contains(err.Error(), "ECONNREFUSED") {
			t.Errorf("%s: err = %v, want it said in words", ep, err)
		}
		t.Logf("%s: failed in %s: %v", ep, time.Since(start).Round(time.Millisecond), err)
	}
}

// startChromium starts a headless Chromium with remote debugging on a
// free port and returns its DevTools WebSocket URL and process.
func startChromium(t *testing.T) (string, *exec.Cmd) {
	t.Helper()
	exe, err := browser.FindBrowser("")
	if err != nil {
		t.Fatal(err)
	}
	// Not t.TempDir: Chromium's helper processes may still be writing there
	// for a moment after the browser exits.
	profile, err := os.MkdirTemp("", "reprise-cdp-profile-")
	if err != nil {
		t.Fatal(err)
	}
	args := append([]string{"--headless", "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1",
		"--user-data-dir=" + profile}, browser.DefaultArgs...)
	cmd := exec.Command(exe, append(args, "about:blank")...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stopProcess(cmd)
		removeEventually(profile)
	})
	found := make(chan string, 1)
	go func() {
		re := regexp.MustCompile(`DevTools listening on (ws://\S+)`)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
				break
			}
		}
		io.Copy(io.Discard, stderr)
	}()
	select {
	case ws := <-found:
		return ws, cmd
	case <-time.After(30 * time.Second):
		t.Fatal("Chromium did not print its DevTools URL")
		return "", nil
	}
}

// stopProcess asks cmd's process to terminate (SIGINT, which Chromium
// handles by shutting down cleanly), killing it if that fails or takes
// more than ten seconds.
func stopProcess(cmd *exec.Cmd) {
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		cmd.Process.Kill()
	}
	waitOrKill(cmd, 10*time.Second)
}

// waitOrKill waits for cmd to exit, killing it after d.
func waitOrKill(cmd *exec.Cmd, d time.Duration) {
	done := make(chan struct{})
	go func() {
		cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(d):
		cmd.Process.Kill()
		<-done
	}
}

// removeEventually removes dir, retrying for a few seconds while exiting
// processes still write into it.
func removeEventually(dir string) {
	for i := 0; i < 50; i++ {
		if os.RemoveAll(dir) == nil {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// devtoolsVersion asks a Chromium's DevTools HTTP endpoint for its
// version, proving it is still up.
func devtoolsVersion(httpBase string) (string, error) {
	c := http.Client{Timeout: 5 * time.Second}
	resp, err := c.Get(httpBase + "/json/version")
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var v struct{ Browser string }
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		return "", err
	}
	return v.Browser, nil
}

func TestConnectOverCDPLeavesRemoteRunning(t *testing.T) {
	srv := pageServer(t)
	ws, cmd := startChromium(t)
	httpBase := "http://" + strings.SplitN(strings.TrimPrefix(ws, "ws://"), "/", 2)[0]
	for _, ep := range []string{ws, httpBase} {
		t.Run(strings.SplitN(ep, ":", 2)[0], func(t *testing.T) {
			b, err := browser.Launch(ctxFor(t, time.Minute), browser.Options{CDPEndpoint: ep, Viewport: browser.Viewport{Width: 1024, Height: 700}, Log: logTo(t)})
			if err != nil {
				t.Fatal(err)
			}
			if !b.Remote() || b.Endpoint() != ep || b.ExecutablePath() != "" {
				t.Errorf("Remote=%v Endpoint=%q ExecutablePath=%q", b.Remote(), b.Endpoint(), b.ExecutablePath())
			}
			s, err := b.NewSession(ctxFor(t, 30*time.Second))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Page.Goto(srv.URL); err != nil {
				t.Fatal(err)
			}
			if title, err := s.Page.Title(); err != nil || title != "Reprise test page" {
				t.Fatalf("title = %q, %v", title, err)
			}
			if w, h := innerSize(t, s); w != 1024 || h != 700 {
				t.Errorf("viewport = %dx%d, want 1024x700", w, h)
			}
			if err := b.Close(); err != nil {
				t.Fatal(err)
			}
			if processExited(cmd) {
				t.Fatal("external Chromium exited")
			}
			v, err := devtoolsVersion(httpBase)
			if err != nil {
				t.Fatalf("external Chromium no longer answers after Close: %v", err)
			}
			t.Logf("external %s still running", v)
		})
	}
}

// startPlaywrightServer runs `playwright launch-server` with the driver
// EnsureDriver provides, launching the discovered Chromium, and returns
// its ws:// endpoint.
func startPlaywrightServer(t *testing.T) string {
	t.Helper()
	ro, err := browser.EnsureDriver(ctxFor(t, 2*time.Minute), browser.DriverOptions{})
	if err != nil {
		t.Fatal(err)
	}
	exe, err := browser.FindBrowser("")
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := json.Marshal(map[string]any{"executablePath": exe, "headless": true, "args": browser.DefaultArgs})
	cfgPath := filepath.Join(t.TempDir(), "server.json")
	os.WriteFile(cfgPath, cfg, 0o644)
	node := os.Getenv("PLAYWRIGHT_NODEJS_PATH")
	if node == "" {
		node = filepath.Join(ro.DriverDirectory, "node")
	}
	cmd := exec.Command(node, filepath.Join(ro.DriverDirectory, "package", "cli.js"), "launch-server", "--browser", "chromium", "--config", cfgPath)
	stdin, _ := cmd.StdinPipe() // the server exits when its stdin closes
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stdin.Close() // the server closes its browser and exits
		waitOrKill(cmd, 10*time.Second)
	})
	line := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "ws://") {
				line <- strings.TrimSpace(sc.Text())
			}
		}
	}()
	select {
	case ws := <-line:
		return ws
	case <-time.After(60 * time.Second):
		t.Fatal("Playwright server did not print its endpoint")
		return ""
	}
}

func TestConnectToPlaywrightServer(t *testing.T) {
	srv := pageServer(t)
	ws := startPlaywrightServer(t)
	for i := range 2 { // the second connection proves Close left the server up
		b, err := browser.Launch(ctxFor(t, time.Minute), browser.Options{WSEndpoint: ws, Log: logTo(t)})
		if err != nil {
			t.Fatalf("connection %d: %v", i+1, err)
		}
		s, err := b.NewSession(ctxFor(t, 30*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Page.Goto(srv.URL); err != nil {
			t.Fatal(err)
		}
		if title, err := s.Page.Title(); err != nil || title != "Reprise test page" {
			t.Fatalf("title = %q, %v", title, err)
		}
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// BenchmarkLaunch measures starting the driver and a local headless
// browser, and closing both.
func BenchmarkLaunch(b *testing.B) {
	for b.Loop() {
		br, err := browser.Launch(context.Background(), browser.Options{Headless: true})
		if err != nil {
			b.Fatal(err)
		}
		br.Close()
	}
}

// BenchmarkNewSession measures creating (and closing) one browser context
// and page in the shared browser.
func BenchmarkNewSession(b *testing.B) {
	br := browsertest.Shared(b)
	ctx := context.Background()
	for b.Loop() {
		s, err := br.NewSession(ctx)
		if err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}

// BenchmarkNewSessionGoto measures a session plus loading a small loopback
// page, the fixed cost of one replay run.
func BenchmarkNewSessionGoto(b *testing.B) {
	srv := pageServer(b)
	br := browsertest.Shared(b)
	ctx := context.Background()
	for b.Loop() {
		s, err := br.NewSession(ctx)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Page.Goto(srv.URL); err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}

// TestFramesAfterAFrameDetaches: once an iframe is removed, Frames still
// lists the main frame and the frames left, where Page.Frames does not.
func TestFramesAfterAFrameDetaches(t *testing.T) {
	s := browsertest.NewPage(t)
	err := s.Page.SetContent(`<iframe name="a" srcdoc="<p>a</p>"></iframe><iframe name="b" srcdoc="<p>b</p>"></iframe>`)
	if err != nil {
		t.Fatal(err)
	}
	names := func() []string {
		var out []string
		for _, f := range browser.Frames(s.Page) {
			out = append(out, f.Name())
		}
		return out
	}
	if got := names(); len(got) != 3 || got[0] != "" || got[1] != "a" || got[2] != "b" {
		t.Fatalf("frames %q, want main, a, b", got)
	}
	if _, err := s.Page.Evaluate(`() => { document.querySelector("iframe[name=a]").remove(); }`); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for len(names()) != 2 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if got := names(); len(got) != 2 || got[0] != "" || got[1] != "b" {
		t.Fatalf("after removing a: frames %q, want main, b", got)
	}
	if s.Page.MainFrame().IsDetached() {
		t.Fatal("main frame detached")
	}
}

// TestConnectErrorsKeepCredentialsOut: a failed connection names the
// endpoint without its user:password@ or its ?token=, whichever way it
// fails (nothing listening, a bad scheme, an address that does not
// parse), and the driver log never sees them either.
func TestConnectErrorsKeepCredentialsOut(t *testing.T) {
	port := closedPort(t)
	var log strings.Builder
	for _, o := range []browser.Options{
		{CDPEndpoint: fmt.Sprintf("http://ann:pa55w0rd@127.0.0.1:%d/?token=t0k3n-xyz", port)},
		{CDPEndpoint: fmt.Sprintf("ws://ann:pa55w0rd@127.0.0.1:%d/devtools/browser/x?token=t0k3n-xyz", port)},
		{WSEndpoint: fmt.Sprintf("wss://ann:pa55w0rd@127.0.0.1:%d/playwright?apiKey=t0k3n-xyz", port)},
		{WSEndpoint: "ftp://ann:pa55w0rd@grid.example/?token=t0k3n-xyz"},
		{CDPEndpoint: "http://ann:pa55w0rd@grid.example:port/?token=t0k3n-xyz"},
	} {
		ep := o.CDPEndpoint + o.WSEndpoint
		o.Driver.Log = func(s string) { log.WriteString(s + "\n") }
		_, err := browser.Launch(ctxFor(t, 20*time.Second), o)
		if !errors.Is(err, browser.ErrConnect) {
			t.Errorf("%s: err = %v, want ErrConnect", ep, err)
			continue
		}
		for _, leak := range []string{"pa55w0rd", "t0k3n-xyz", "ann:"} {
			if strings.Contains(err.Error(), leak) {
				t.Errorf("the error shows %q: %v", leak, err)
			}
		}
		if !strings.Contains(err.Error(), "127.0.0.1") && !strings.Contains(err.Error(), "grid.example") {
			t.Errorf("the error does not say which endpoint failed: %v", err)
		}
	}
	for _, leak := range []string{"pa55w0rd", "t0k3n-xyz"} {
		if strings.Contains(log.String(), leak) {
			t.Errorf("the driver log shows %q:\n%s", leak, log.String())
		}
	}
}

// probeEngine is a selector engine the tests register, as the snapshot
// package registers Reprise's: it finds the root element.
const probeEngine = "browser-test-probe"

func init() {
	browser.RegisterSelectorEngine(browser.SelectorEngine{Name: probeEngine, ContentScript: true,
		Script: `({ queryAll(root) { return root && root.nodeType === 1 ? [root] : []; } })`})
}

// TestLaunchPlainHasNoEngines checks the benchmark's baseline browser:
// LaunchPlain starts a browser like the first (same viewport) whose
// Playwright knows none of the registered selector engines, as a plain
// playwright-go program's does not, while the first one knows them.
func TestLaunchPlainHasNoEngines(t *testing.T) {
	srv := pageServer(t)
	b := browsertest.Shared(t)
	plain, err := b.LaunchPlain(ctxFor(t, 2*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	for _, tc := range []struct {
		name    string
		b       *browser.Browser
		engines bool
	}{{"the launched browser", b, true}, {"the plain browser", plain, false}} {
		s, err := tc.b.NewSession(ctxFor(t, 30*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Page.Goto(srv.URL); err != nil {
			t.Fatal(err)
		}
		n, err := s.Page.Locator("html >> " + probeEngine + "=x").Count()
		if tc.engines && (err != nil || n != 1) {
			t.Errorf("%s: the registered engine found %d elements (%v), want 1", tc.name, n, err)
		}
		if !tc.engines && (err == nil || !strings.Contains(err.Error(), probeEngine)) {
			t.Errorf("%s: the engine is known (%d elements, %v), want an unknown-engine error", tc.name, n, err)
		}
		if w, h := innerSize(t, s); w != browser.DefaultViewport.Width || h != browser.DefaultViewport.Height {
			t.Errorf("%s: viewport %dx%d, want the default", tc.name, w, h)
		}
		_ = s.Close()
	}
}

// heldLoadServer serves a page whose load event waits for an image the
// server sends only once release is closed.
func heldLoadServer(t *testing.T, release <-chan struct{}) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/held.png" {
			select {
			case <-release:
			case <-r.Context().Done():
				return
			}
			w.Header().Set("Content-Type", "image/png")
			return
		}
		fmt.Fprint(w, `<!doctype html><title>held</title><p>text</p><img src="/held.png">`)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestWaitLoadWaitsAcrossSlicesForTheLoadEvent(t *testing.T) {
	release := make(chan struct{})
	srv := heldLoadServer(t, release)
	s := browsertest.NewPage(t)
	if _, err := s.Page.Goto(srv.URL, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateDomcontentloaded}); err != nil {
		t.Fatal(err)
	}
	// Held: the wait runs out, several slices long, with Playwright's
	// timeout error.
	start := time.Now()
	err := browser.WaitLoad(s.Page, playwright.LoadStateLoad, 350*time.Millisecond)
	if !errors.Is(err, playwright.ErrTimeout) {
		t.Fatalf("held page: err = %v, want a timeout", err)
	}
	if took := time.Since(start); took < 350*time.Millisecond {
		t.Fatalf("held page: gave up after %v, before its timeout", took)
	}
	// Released part-way through a long wait: it returns with the load.
	go func() { time.Sleep(250 * time.Millisecond); close(release) }()
	if err := browser.WaitLoad(s.Page, playwright.LoadStateLoad, 20*time.Second); err != nil {
		t.Fatalf("released page: %v", err)
	}
	if loaded, _ := s.Page.Evaluate(`() => document.readyState`); loaded != "complete" {
		t.Fatalf("WaitLoad returned with readyState %v", loaded)
	}
	// Already there: at once.
	if err := browser.WaitLoad(s.Page, playwright.LoadStateDomcontentloaded, time.Millisecond); err != nil {
		t.Fatalf("loaded page: %v", err)
	}
}

func TestWaitLoadOnAClosedPageFailsAtOnce(t *testing.T) {
	srv := heldLoadServer(t, make(chan struct{}))
	s := browsertest.NewPage(t)
	if _, err := s.Page.Goto(srv.URL, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateDomcontentloaded}); err != nil {
		t.Fatal(err)
	}
	if err := s.Page.Close(); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	err := browser.WaitLoad(s.Page, playwright.LoadStateLoad, 20*time.Second)
	if !errors.Is(err, browser.ErrClosed) {
		t.Fatalf("closed page: err = %v, want ErrClosed", err)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Fatalf("closed page: took %v", took)
	}
}
