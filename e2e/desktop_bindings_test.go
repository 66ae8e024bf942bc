package e2e

import (
	"os"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

// TestDesktopBindings drives the desktop app's own UI through the Wails
// transport: a dev build of the app (started by scripts/desktop-smoke.sh
// with -devserver under Xvfb) serves the built frontend to a browser with
// live Go bindings (window.go.main.App) and runtime events. Recording one
// instruction proves calls, session:step events and mirror frames cross
// the Wails bridge; observing a step, saving the recording, provenance in
// the editor and Export as… Playwright TS with Copy then go through the
// same bindings. It needs that running app, so it runs only when
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

	// Observe lists and outlines a candidate; adding it records step 2.
	u.click(u.role("button", "Observe elements"), "Observe elements")
	u.fill(u.label("Observe instruction"), "click Sign in", "observe instruction")
	u.ok(u.label("Observe instruction").Press("Enter"), "observing")
	observed := page.GetByTestId("observed")
	u.ok(u.expect.Locator(observed.First()).ToContainText(`click button "Sign in"`), "observe lists the Sign in button")
	u.ok(u.expect.Locator(page.GetByTestId("mirror-candidate").First()).ToBeVisible(), "the candidate is outlined on the mirror")
	u.click(observed.First().GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Add candidate 1 as a step"}), "adding the candidate")
	u.ok(u.expect.Locator(steps).ToHaveCount(2), "the candidate becomes step 2")

	// Save, then the editor shows who recorded each step.
	u.click(u.role("button", "Save"), "Save recording")
	editorSteps := page.GetByTestId("step")
	u.ok(u.expect.Locator(editorSteps).ToHaveCount(2), "the editor opens the saved flow")
	u.ok(u.expect.Locator(editorSteps.Nth(0).GetByTestId("provenance")).ToContainText("recorded by the offline resolver"), "provenance in the timeline")

	// Export as… Playwright TS: the code view and Copy.
	origin := strings.TrimSuffix(devURL, "/")
	u.ok(page.Context().GrantPermissions([]string{"clipboard-read", "clipboard-write"}, playwright.BrowserContextGrantPermissionsOptions{Origin: playwright.String(origin)}), "allowing the clipboard")
	u.click(u.role("button", "Export as…"), "Export as…")
	dialog := page.GetByRole("dialog")
	u.ok(dialog.GetByRole("radio", playwright.LocatorGetByRoleOptions{Name: "Playwright Test (TypeScript)"}).Check(), "choosing Playwright TS")
	u.ok(u.expect.Locator(dialog.GetByTestId("code")).ToContainText("async ({ page }) => {"), "the code view shows the spec")
	u.click(dialog.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Copy", Exact: playwright.Bool(true)}), "Copy")
	u.ok(u.expect.Locator(dialog.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Copied ✓"})).ToBeVisible(), "copy confirms")
	copied, err := page.Evaluate(`() => navigator.clipboard.readText()`)
	u.ok(err, "reading the clipboard")
	if c, _ := copied.(string); !strings.Contains(c, "ann@example.com") || !strings.Contains(c, "Sign in") {
		t.Errorf("the copied export lacks the recorded steps:\n%s", c)
	}
}
