// Package browsertest gives tests a real headless browser: one shared
// browser per test binary and a fresh session (browser context and page)
// per test.
//
// Use it from TestMain so the shared browser is closed at the end:
//
//	func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }
//
//	func TestSomething(t *testing.T) {
//		s := browsertest.NewPage(t)
//		if _, err := s.Page.Goto(srv.URL); err != nil { t.Fatal(err) }
//	}
//
// The driver is bootstrapped with browser.EnsureDriver (the first run on a
// machine may install it with npm) and the executable is chosen as
// browser.Launch does, so REPRISE_BROWSER selects it. If the browser cannot
// start, every test that asks for it fails with the reason: tests are
// never skipped silently.
package browsertest

import (
	"context"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser"
)

// StartTimeout bounds starting the shared browser, including a first-time
// driver installation.
var StartTimeout = 5 * time.Minute

// SessionTimeout bounds creating one session in NewPage.
var SessionTimeout = 30 * time.Second

var (
	once      sync.Once
	mu        sync.Mutex
	shared    *browser.Browser
	sharedErr error
)

// Shared returns the test binary's headless browser, starting it on first
// use. It fails tb (never skips) if the browser cannot start. The browser
// is closed by Main; do not close it yourself.
func Shared(tb testing.TB) *browser.Browser {
	tb.Helper()
	once.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), StartTimeout)
		defer cancel()
		var logf func(string)
		if testing.Verbose() {
			logf = func(s string) { fmt.Fprintln(os.Stderr, "browsertest:", s) }
		}
		b, err := browser.Launch(ctx, browser.Options{Headless: true, Log: logf})
		mu.Lock()
		shared, sharedErr = b, err
		mu.Unlock()
	})
	mu.Lock()
	defer mu.Unlock()
	if sharedErr != nil {
		tb.Fatalf("browsertest: starting shared browser: %v", sharedErr)
	}
	return shared
}

// NewPage returns a fresh session (its own browser context and page, at
// browser.DefaultViewport) in the shared browser. It is closed when tb's
// test ends.
func NewPage(tb testing.TB) *browser.Session {
	tb.Helper()
	b := Shared(tb)
	ctx, cancel := context.WithTimeout(context.Background(), SessionTimeout)
	defer cancel()
	s, err := b.NewSession(ctx)
	if err != nil {
		tb.Fatalf("browsertest: %v", err)
	}
	tb.Cleanup(func() {
		if err := s.Close(); err != nil {
			tb.Errorf("browsertest: %v", err)
		}
	})
	return s
}

// Main runs the tests, closes the shared browser if one was started, and
// returns the exit code for os.Exit. Call it from TestMain.
func Main(m *testing.M) int {
	code := m.Run()
	mu.Lock()
	b := shared
	shared = nil
	if b != nil {
		sharedErr = fmt.Errorf("shared browser already closed by browsertest.Main")
	}
	mu.Unlock()
	if b != nil {
		if err := b.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "browsertest: closing shared browser:", err)
		}
	}
	return code
}

// ElementCenters opens url in a browser of its own with a w×h viewport and
// returns the centres of the elements sels, in viewport pixels: where a
// computer-use model looking at a page of that size would click.
func ElementCenters(t testing.TB, url string, w, h int, sels ...string) [][2]float64 {
	t.Helper()
	ctx := context.Background()
	b, err := browser.Launch(ctx, browser.Options{Headless: true, Viewport: browser.Viewport{Width: w, Height: h}})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	s, err := b.NewSession(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Page.Goto(url); err != nil {
		t.Fatal(err)
	}
	var out [][2]float64
	for _, sel := range sels {
		box, err := s.Page.Locator(sel).BoundingBox()
		if err != nil || box == nil {
			t.Fatalf("locating %s: %v", sel, err)
		}
		out = append(out, [2]float64{box.X + box.Width/2, box.Y + box.Height/2})
	}
	return out
}
