// Package browser is Reprise's browser runtime: it bootstraps the Playwright
// driver that playwright-go needs, finds a Chromium-family browser on the
// machine, and launches it (or connects to a running one) so that recorded
// flows can be replayed.
//
// The usual sequence is:
//
//	b, err := browser.Launch(ctx, browser.Options{Headless: true})
//	if err != nil { ... }
//	defer b.Close()
//	s, err := b.NewSession(ctx) // one fresh browser context and page per run
//	if err != nil { ... }
//	defer s.Close()
//	_, err = s.Page.Goto("http://127.0.0.1:8080/")
//
// Launch calls EnsureDriver to find or install Playwright driver
// DriverVersion, and FindBrowser to pick the executable unless Options
// names a remote browser through CDPEndpoint or WSEndpoint.
//
// Environment variables honoured:
//
//   - REPRISE_BROWSER: browser executable to use (a path, a name looked up
//     in PATH, or a macOS .app bundle); it wins over discovery.
//   - REPRISE_CACHE_DIR: root of Reprise's cache (default: the system's
//     cache directory, see backend/appdirs); the driver lives in
//     REPRISE_CACHE_DIR/playwright-driver-<DriverVersion>.
//   - PLAYWRIGHT_DRIVER_PATH: an existing driver directory to try first.
//   - PLAYWRIGHT_NODEJS_PATH: the Node.js executable that runs the driver
//     (read by playwright-go itself; otherwise the driver directory's node).
//   - PLAYWRIGHT_DOWNLOAD_HOST: mirror for playwright-go's driver download.
//   - PLAYWRIGHT_BROWSERS_PATH: where Playwright-managed browsers live.
package browser
