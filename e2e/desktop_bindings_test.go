package e2e

import (
	"os"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

// TestDesktopBindings drives the desktop app's own UI through the Wails
// transport: a dev build of the app (started by scripts/desktop-smoke.sh
// with -devserver under Xvfb) serves the built frontend to a browser with
// live Go bindings (window.go.main.App) and runtime events. Recording one
// instruction proves calls, session:step events and mirror frames cross
// the Wails bridge. It needs that running app, so it runs only when
// REPRISE_DESKTOP_DEV_URL names it.
func TestDesktopBindings(t *testing.T) {
	devURL := os.Getenv("REPRISE_DESKTOP_DEV_URL")
	if devURL == "" {
		t.Skip("REPRISE_DESKTOP_DEV_URL is unset: scripts/desktop-smoke.sh (make test) starts the desktop dev build and runs this test")
	}
	site := startDemoSite(t)
	s := browsertest.NewPage(t)
	page := s.Page
	if err := page.SetViewportSize(1440, 900); err != nil {
		t.Fatal(err)
	}
	u := &ui{t: t, page: page, expect: playwright.NewPlaywrightAssertions(30000), shots: newShots(t, page)}

	_, err := page.Goto(devURL)
	u.ok(err, "opening the desktop dev server")
	u.ok(u.expect.Locator(page.Locator(".conn")).ToContainText("desktop"), "AppInfo through the Wails bindings says desktop")
	u.click(u.role("button", "● New recording"), "New recording")
	u.fill(u.label("Start URL"), site.URL+"/login.html", "start URL")
	u.click(u.role("button", "● Start recording"), "Start recording")
	u.fill(u.label("Instruction"), "type ann@example.com into Email", "instruction")
	u.ok(u.label("Instruction").Press("Enter"), "running the instruction")
	steps := page.GetByTestId("rec-step")
	u.ok(u.expect.Locator(steps).ToHaveCount(1), "the step appears")
	u.ok(u.expect.Locator(steps.First()).ToHaveAttribute("data-status", "passed"), "the step passed")
	u.ok(u.expect.Locator(page.GetByAltText("Live page")).ToBeVisible(), "mirror frames arrive as Wails events")
	u.ok(u.expect.Locator(page.GetByTestId("mirror-highlight")).ToContainText("Email"), "the acted element is highlighted")
}
