package browser

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// DefaultViewport is the viewport used when Options.Viewport is zero.
var DefaultViewport = Viewport{Width: 1280, Height: 800}

// DefaultArgs are the command-line flags Launch passes to a browser it
// starts. The background-networking flags keep Chromium from calling home,
// which on closed networks floods it with failing requests. Playwright
// itself also disables the sandbox by default.
var DefaultArgs = []string{
	"--no-sandbox",
	"--disable-gpu",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
	"--no-first-run",
}

// Viewport is a page size in CSS pixels.
type Viewport struct {
	// Width is the viewport width in CSS pixels.
	Width int
	// Height is the viewport height in CSS pixels.
	Height int
}

// Options controls Launch. At most one of CDPEndpoint and WSEndpoint may
// be set; with neither, a local browser is started.
type Options struct {
	// Headless starts the browser without a window. It has no effect on
	// remote browsers.
	Headless bool

	// Viewport is applied to every session's page. Zero means
	// DefaultViewport (1280x800).
	Viewport Viewport

	// BrowserPath is the browser executable to start (a path, a command in
	// PATH, or a macOS .app bundle). Empty means REPRISE_BROWSER, else the
	// best browser FindBrowsers reports.
	BrowserPath string

	// Args are extra command-line flags appended to DefaultArgs for a local
	// browser.
	Args []string

	// CDPEndpoint connects to a running Chromium over the Chrome DevTools
	// Protocol instead of starting one: either its
	// ws://host:port/devtools/browser/<id> URL or http://host:port.
	CDPEndpoint string

	// WSEndpoint connects to a Playwright browser server
	// (browserType.launchServer or `playwright run-server`) at this
	// ws:// URL instead of starting a browser.
	WSEndpoint string

	// Headers are extra HTTP headers sent when connecting to CDPEndpoint or
	// WSEndpoint.
	Headers map[string]string

	// Plain starts the driver as a plain playwright-go program does, the
	// benchmark's baseline: without Reprise's selector engines
	// (RegisterSelectorEngine), since Playwright compiles every registered
	// engine into each document's helper script and the baseline must not
	// pay for Reprise's; and without the launcher (launcher.go), so that
	// playwright-go checks the driver's version as it always does.
	Plain bool

	// StorageStatePath is a Playwright storage state file (cookies and
	// local storage, as `playwright codegen --save-storage` writes) every
	// session's context starts with, so flows start logged in. Empty
	// starts every context empty.
	StorageStatePath string

	// SlowMo delays every Playwright operation by this much, to make
	// replays watchable.
	SlowMo time.Duration

	// Driver controls how the Playwright driver is found or installed. If
	// Driver.Log is nil, Log is used.
	Driver DriverOptions

	// Log receives progress messages (and the Playwright driver's standard
	// error), one line per call, possibly from several goroutines. Nil
	// discards progress messages and leaves the driver's standard error on
	// os.Stderr.
	Log func(string)
}

func (o Options) logf(format string, args ...any) {
	if o.Log != nil {
		o.Log(fmt.Sprintf(format, args...))
	}
}

// Browser is a running (or connected) browser together with the Playwright
// driver process that controls it. It is safe for concurrent use.
type Browser struct {
	pw       *playwright.Playwright
	br       playwright.Browser
	opts     Options
	exe      string
	endpoint string

	stopOnce sync.Once
	stopErr  error

	mu     sync.Mutex
	closed bool
}

// Session is one browser context with one page, created by
// Browser.NewSession for a single run. Sessions do not share cookies or
// storage.
type Session struct {
	// Context is the session's isolated browser context.
	Context playwright.BrowserContext
	// Page is the session's page, sized to Options.Viewport.
	Page playwright.Page

	once sync.Once
	err  error
}

// Launch starts Playwright and then either starts a local browser
// (Options.BrowserPath, REPRISE_BROWSER or discovery) or connects to a
// remote one (Options.CDPEndpoint or Options.WSEndpoint). It bootstraps the
// driver with EnsureDriver first, which may take a while the first time,
// and starts it through a launcher (see launcher.go) that spares
// playwright-go's version check.
//
// If ctx has a deadline it bounds the browser start or connection; if ctx
// is cancelled meanwhile, the driver is stopped and ctx's error returned.
// Errors wrap ErrInvalidOptions, ErrNoBrowser, ErrNoDriver, ErrLaunch or
// ErrConnect. Close the returned Browser when done.
func Launch(ctx context.Context, opts Options) (*Browser, error) {
	if opts.Viewport.Width <= 0 || opts.Viewport.Height <= 0 {
		opts.Viewport = DefaultViewport
	}
	if opts.Driver.Log == nil {
		opts.Driver.Log = opts.Log
	}
	if opts.CDPEndpoint != "" && opts.WSEndpoint != "" {
		return nil, fmt.Errorf("launching browser: %w: CDPEndpoint and WSEndpoint are mutually exclusive", ErrInvalidOptions)
	}
	remote := opts.CDPEndpoint != "" || opts.WSEndpoint != ""
	b := &Browser{opts: opts}
	if !remote {
		exe, err := Finder{}.Resolve(opts.BrowserPath, opts.Headless)
		if err != nil {
			return nil, fmt.Errorf("launching browser: %w", err)
		}
		b.exe = exe
	} else if err := checkEndpoint(opts); err != nil {
		return nil, err
	}

	start := time.Now()
	runOpts, err := EnsureDriver(ctx, opts.Driver)
	if err != nil {
		return nil, fmt.Errorf("launching browser: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("launching browser: %w", context.Cause(ctx))
	}
	driverDir := runOpts.DriverDirectory
	if root, err := CacheRoot(opts.Driver); err == nil && !opts.Plain {
		l, err := launcher(root, driverDir)
		if err != nil {
			opts.logf("starting the Playwright driver without a launcher (%v): each start takes longer", err)
		}
		ro := *runOpts
		ro.DriverDirectory = l
		runOpts = &ro
	}
	pwMu.Lock()
	pw, err := playwright.Run(runOpts)
	pwMu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("launching browser: starting Playwright driver in %s: %w: %w", driverDir, ErrLaunch, err)
	}
	b.pw = pw
	opts.logf("started Playwright driver in %s", time.Since(start).Round(time.Millisecond))
	if !opts.Plain { // see Options.Plain
		if err := registerEngines(pw); err != nil {
			b.stopDriver()
			return nil, fmt.Errorf("launching browser: %w", err)
		}
	}

	// Stop the driver if ctx is cancelled while we wait: that aborts the
	// pending launch or connection.
	stopWatch := context.AfterFunc(ctx, func() { b.stopDriver() })
	timeout := timeoutMillis(ctx)
	slowMo := float64(opts.SlowMo) / float64(time.Millisecond)
	start = time.Now()
	switch {
	case opts.CDPEndpoint != "":
		b.endpoint = opts.CDPEndpoint
		b.br, err = pw.Chromium.ConnectOverCDP(opts.CDPEndpoint, playwright.BrowserTypeConnectOverCDPOptions{
			Timeout: timeout, SlowMo: nonZero(slowMo), Headers: opts.Headers,
		})
		if err != nil {
			err = fmt.Errorf("launching browser: connecting over CDP to %s: %w: %s", showEndpoint(opts.CDPEndpoint), ErrConnect, connectDetail(err, opts.CDPEndpoint, true))
		}
	case opts.WSEndpoint != "":
		b.endpoint = opts.WSEndpoint
		if timeout == nil {
			timeout = playwright.Float(30000)
		}
		b.br, err = pw.Chromium.Connect(opts.WSEndpoint, playwright.BrowserTypeConnectOptions{
			Timeout: timeout, SlowMo: nonZero(slowMo), Headers: opts.Headers,
		})
		if err != nil {
			err = fmt.Errorf("launching browser: connecting to Playwright server %s: %w: %s", showEndpoint(opts.WSEndpoint), ErrConnect, connectDetail(err, opts.WSEndpoint, false))
		}
	default:
		args := append(append([]string(nil), DefaultArgs...), opts.Args...)
		b.br, err = pw.Chromium.Launch(playwright.BrowserTypeLaunchOptions{
			ExecutablePath: playwright.String(b.exe),
			Headless:       playwright.Bool(opts.Headless),
			Args:           args,
			SlowMo:         nonZero(slowMo),
			Timeout:        timeout,
		})
		if err != nil {
			err = fmt.Errorf("launching browser %s: %w: %w", b.exe, ErrLaunch, err)
		}
	}
	if !stopWatch() {
		// ctx was cancelled and the driver is being stopped.
		b.stopDriver()
		return nil, fmt.Errorf("launching browser: %w", context.Cause(ctx))
	}
	if err != nil {
		b.stopDriver()
		return nil, err
	}
	if remote {
		opts.logf("connected to %s (%s) in %s", showEndpoint(b.endpoint), b.br.Version(), time.Since(start).Round(time.Millisecond))
	} else {
		opts.logf("launched %s (%s) in %s", b.exe, b.br.Version(), time.Since(start).Round(time.Millisecond))
	}
	return b, nil
}

// checkEndpoint rejects endpoints that are not URLs before starting
// anything.
func checkEndpoint(opts Options) error {
	ep, what, server := opts.CDPEndpoint, "CDP endpoint", false
	if ep == "" {
		ep, what, server = opts.WSEndpoint, "Playwright server endpoint", true
	}
	if p := EndpointProblem(ep, server); p != "" {
		return fmt.Errorf("launching browser: %w: %s %s", ErrConnect, what, p)
	}
	return nil
}

// EndpointProblem says what is wrong with a remote browser's endpoint
// before any connection is tried, as connecting would say it: ep is a CDP
// endpoint (http, https, ws or wss), or with server a Playwright server's
// (ws or wss). The problem starts with the endpoint, quoted without its
// credentials (`"abc" is not a full address: give one with its scheme,
// e.g. http://127.0.0.1:9222`); it is "" for an address a connection can
// try. Settings check endpoints with it when they are saved.
func EndpointProblem(ep string, server bool) string {
	example := "http://127.0.0.1:9222"
	if server {
		example = "ws://127.0.0.1:3000/"
	}
	shown := fmt.Sprintf("%q", showEndpoint(ep))
	if !strings.Contains(ep, "://") {
		return shown + " is not a full address: give one with its scheme, e.g. " + example
	}
	u, err := url.Parse(ep)
	switch {
	case err != nil:
		if ue := (*url.Error)(nil); errors.As(err, &ue) {
			err = ue.Err // without the endpoint again
		}
		return shown + " is not an address: " + redactEndpoint(err.Error(), ep)
	case u.Host == "":
		return shown + " has no host: give one, e.g. " + example
	}
	switch u.Scheme {
	case "ws", "wss":
	case "http", "https":
		if server {
			return shown + " is not a ws:// or wss:// address, which a Playwright server's is, e.g. " + example
		}
	default:
		return fmt.Sprintf("%s has the scheme %q: give an http://, https://, ws:// or wss:// address, e.g. %s", shown, u.Scheme, example)
	}
	return ""
}

// showEndpoint is how an endpoint appears in errors and logs: scheme, host
// and path only. Hosted browsers put API keys in the query and grids put
// user:password@ in the address; neither may reach a terminal or a CI log.
func showEndpoint(ep string) string { return trajectory.StripURL(ep) }

// connectDetail says why connecting to ep failed: in words when nothing
// listens there (the driver says "connect ECONNREFUSED 127.0.0.1:9222"),
// with how to start what should (cdp: a browser, else a Playwright
// server); otherwise the driver's error, credentials masked.
func connectDetail(err error, ep string, cdp bool) string {
	if !strings.Contains(err.Error(), "ECONNREFUSED") {
		return redactEndpoint(err.Error(), ep)
	}
	port := "PORT"
	if u, perr := url.Parse(ep); perr == nil && u.Port() != "" {
		port = u.Port()
	}
	if cdp {
		return fmt.Sprintf("nothing answers there: start Chrome or Chromium with --remote-debugging-port=%s, or check the address", port)
	}
	return fmt.Sprintf("nothing answers there: start the server (npx playwright run-server --port %s), or check the address", port)
}

// redactEndpoint masks, in text (an error from the driver or the URL
// parser, which may quote the endpoint whole), every credential the
// endpoint carries: userinfo, query and fragment values, and the endpoint
// itself.
func redactEndpoint(text, ep string) string {
	secrets := []string{ep}
	if u, err := url.Parse(ep); err == nil {
		if u.User != nil {
			secrets = append(secrets, u.User.String(), u.User.Username())
			if p, ok := u.User.Password(); ok {
				secrets = append(secrets, p)
			}
		}
		for _, vs := range u.Query() {
			secrets = append(secrets, vs...)
		}
		if u.Fragment != "" {
			secrets = append(secrets, u.Fragment)
		}
	}
	// Values shorter than four characters ("1", "en") would mask ordinary
	// words; URLs quoted in text lose their userinfo and credential-looking
	// parameters anyway (trajectory.Redact).
	secrets = slices.DeleteFunc(secrets, func(v string) bool { return len(v) < 4 })
	text = strings.ReplaceAll(text, ep, showEndpoint(ep))
	return trajectory.Redact(text, secrets)
}

// timeoutMillis converts ctx's deadline to a Playwright timeout.
func timeoutMillis(ctx context.Context) *float64 {
	dl, ok := ctx.Deadline()
	if !ok {
		return nil
	}
	ms := float64(time.Until(dl).Milliseconds())
	if ms < 1 {
		ms = 1
	}
	return &ms
}

func nonZero(f float64) *float64 {
	if f == 0 {
		return nil
	}
	return &f
}

// stopDriver stops the Playwright driver process exactly once.
func (b *Browser) stopDriver() error {
	b.stopOnce.Do(func() {
		if b.pw != nil {
			b.stopErr = b.pw.Stop()
		}
	})
	return b.stopErr
}

// NewSession creates one fresh browser context, with the viewport from
// Options applied, and one page in it. Close the Session when the run ends.
// Errors wrap ErrClosed when the browser is gone.
func (b *Browser) NewSession(ctx context.Context) (*Session, error) {
	b.mu.Lock()
	closed := b.closed
	b.mu.Unlock()
	if closed || !b.br.IsConnected() {
		return nil, fmt.Errorf("creating browser session: %w", ErrClosed)
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("creating browser session: %w", err)
	}
	copts := playwright.BrowserNewContextOptions{
		Viewport: &playwright.Size{Width: b.opts.Viewport.Width, Height: b.opts.Viewport.Height},
	}
	if b.opts.StorageStatePath != "" {
		copts.StorageStatePath = playwright.String(b.opts.StorageStatePath)
	}
	bc, err := b.br.NewContext(copts)
	if err != nil {
		return nil, b.sessionErr("creating browser context", err)
	}
	page, err := bc.NewPage()
	if err != nil {
		bc.Close()
		return nil, b.sessionErr("opening page", err)
	}
	s := &Session{Context: bc, Page: page}
	if err := ctx.Err(); err != nil {
		s.Close()
		return nil, fmt.Errorf("creating browser session: %w", err)
	}
	return s, nil
}

func (b *Browser) sessionErr(what string, err error) error {
	if !b.br.IsConnected() || errors.Is(err, playwright.ErrTargetClosed) {
		return fmt.Errorf("creating browser session: %s: %w: %w", what, ErrClosed, err)
	}
	return fmt.Errorf("creating browser session: %s: %w", what, err)
}

// Close ends the session: it closes its page and browser context. It is
// safe to call more than once; later calls return the first result.
func (s *Session) Close() error {
	s.once.Do(func() {
		if err := s.Context.Close(); err != nil && !errors.Is(err, playwright.ErrTargetClosed) {
			s.err = fmt.Errorf("closing browser session: %w", err)
		}
	})
	return s.err
}

// Close closes a launched browser, or disconnects from a remote one
// (leaving the remote browser running; contexts this Browser created there
// are closed), and then stops the Playwright driver process. It is safe to
// call more than once.
func (b *Browser) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	b.mu.Unlock()
	var errs []error
	if err := b.br.Close(); err != nil && !errors.Is(err, playwright.ErrTargetClosed) {
		errs = append(errs, fmt.Errorf("closing browser: %w", err))
	}
	if err := b.stopDriver(); err != nil {
		errs = append(errs, fmt.Errorf("stopping Playwright driver: %w", err))
	}
	return errors.Join(errs...)
}

// LaunchPlain starts another browser like b (the same options) on a
// driver of its own with Options.Plain set: the benchmark's plain
// playwright-go programs run there.
func (b *Browser) LaunchPlain(ctx context.Context) (*Browser, error) {
	o := b.opts
	o.Plain = true
	return Launch(ctx, o)
}

// Underlying returns the playwright-go Browser, for features this package
// does not wrap.
func (b *Browser) Underlying() playwright.Browser { return b.br }

// Playwright returns the playwright-go instance that drives the browser.
func (b *Browser) Playwright() *playwright.Playwright { return b.pw }

// ExecutablePath returns the executable of a launched browser, or "" for a
// remote one.
func (b *Browser) ExecutablePath() string { return b.exe }

// Endpoint returns the CDP or Playwright server endpoint of a remote
// browser, or "" for a launched one.
func (b *Browser) Endpoint() string { return b.endpoint }

// Remote reports whether the browser was connected to rather than
// launched.
func (b *Browser) Remote() bool { return b.endpoint != "" }

// Version returns the browser's version, such as "143.0.7499.4".
func (b *Browser) Version() string { return b.br.Version() }

// Viewport returns the viewport applied to new sessions.
func (b *Browser) Viewport() Viewport { return b.opts.Viewport }

// Frames returns page's frames, the main frame first, walking the frame
// tree. Use it instead of Page.Frames, which in playwright-go v0.5700.1
// loses frames once one detaches: it keeps copies of the detached frame
// in place of the others.
func Frames(page playwright.Page) []playwright.Frame {
	var out []playwright.Frame
	var walk func(f playwright.Frame)
	walk = func(f playwright.Frame) {
		if f.IsDetached() {
			return
		}
		out = append(out, f)
		for _, child := range f.ChildFrames() {
			walk(child)
		}
	}
	walk(page.MainFrame())
	return out
}
