package main

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser"
)

// setup names the browser headless runs launch when it is not the one
// with a window (Chromium's headless shell), and no other when
// REPRISE_BROWSER chooses for both.
func TestSetupNamesTheHeadlessBrowser(t *testing.T) {
	headless, err := browser.Finder{}.Resolve("", true)
	if err != nil {
		t.Skip("no browser here")
	}
	windowed, _ := browser.FindBrowser("")
	code, out, errs := runCLI(t, "setup")
	if code != 0 {
		t.Fatalf("setup: exit %d: %s", code, errs)
	}
	if line := "headless runs: " + headless; (headless != windowed) != strings.Contains(out, line) {
		t.Errorf("setup printed %q; headless runs use %s, the app %s", out, headless, windowed)
	}
	t.Setenv("REPRISE_BROWSER", windowed)
	if code, out, _ = runCLI(t, "setup"); code != 0 || strings.Contains(out, "headless runs:") {
		t.Errorf("with REPRISE_BROWSER set, setup printed %q (exit %d)", out, code)
	}
}
