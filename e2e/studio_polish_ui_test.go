package e2e

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// polishShots saves the screen at 1440×900 and 1024×700 under
// $REPRISE_POLISH_SHOTS (kept past the test, to look at) or the test's
// temporary directory, then returns to 1440×900.
func polishShots(u *ui, name string) {
	u.t.Helper()
	dir := os.Getenv("REPRISE_POLISH_SHOTS")
	if dir == "" {
		dir = u.t.TempDir()
	}
	u.ok(os.MkdirAll(dir, 0o755), "making the screenshot folder")
	for _, size := range []struct {
		w, h   int
		suffix string
	}{{1440, 900, ""}, {1024, 700, "-1024"}} {
		u.ok(u.page.SetViewportSize(size.w, size.h), "sizing the window")
		_, err := u.page.Screenshot(playwright.PageScreenshotOptions{Path: playwright.String(filepath.Join(dir, name+size.suffix+".png"))})
		u.ok(err, "taking "+name)
	}
	u.ok(u.page.SetViewportSize(1440, 900), "sizing the window")
}

// TestStudioPolishUI walks the defects a newcomer found: the first step's
// missing "before" screenshot, Pick element moving the mirror, a run on
// another site said to fail on "not the page it was recorded on", the
// engine's long text on the failed step, and the Settings leave question
// in a window.confirm.
func TestStudioPolishUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	other := startDemoSite(t)
	other.broken.Store(true)
	srv := startStudio(t, dist)
	u, page := openStudio(t, srv)
	// A window.confirm would be answered here and counted: none must come.
	confirms := 0
	page.OnDialog(func(d playwright.Dialog) {
		confirms++
		_ = d.Dismiss()
	})

	u.recordSignIn(site.URL)
	steps := page.GetByTestId("step")
	dialog := page.GetByRole("dialog")

	// ---- the first step has nothing before it: no empty box ----
	u.ok(u.expect.Locator(steps.Nth(0).GetByAltText("After step 1")).ToBeVisible(), "step 1's after shot")
	u.ok(u.expect.Locator(steps.Nth(0).Locator(".thumb-empty")).ToHaveCount(0), "no empty before box on step 1")
	u.ok(u.expect.Locator(steps.Nth(1).GetByAltText("Before step 2")).ToBeVisible(), "step 2's before shot")
	polishShots(u, "polish-editor-thumbs")

	// ---- Pick element does not move the mirror ----
	if v, _ := u.role("button", "Close page").IsVisible(); v {
		u.click(u.role("button", "Close page"), "Close page")
	}
	u.click(u.role("button", "Open live page"), "Open live page")
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/login.html"), "live page at the start URL")
	u.click(steps.Nth(2), "step 3")
	for _, size := range [][2]int{{1440, 900}, {1024, 700}} {
		u.ok(page.SetViewportSize(size[0], size[1]), "sizing the window")
		stage := page.Locator(".mirror-stage")
		before := u.box(stage, "the mirror")
		u.click(u.role("button", "Pick element"), "Pick element")
		u.ok(u.expect.Locator(page.Locator(".mirror-picking")).ToBeVisible(), "pick mode")
		u.ok(u.expect.Locator(page.Locator(".demo-hint")).ToContainText("Click an element"), "the pick hint shows")
		after := u.box(stage, "the mirror while picking")
		if math.Abs(after.Y-before.Y) > 0.5 || math.Abs(after.Height-before.Height) > 0.5 {
			t.Errorf("at %dx%d Pick element moved the mirror: y %.1f→%.1f, height %.1f→%.1f", size[0], size[1], before.Y, after.Y, before.Height, after.Height)
		}
		if size[0] == 1440 {
			polishShots(u, "polish-picking")
		}
		u.ok(page.Keyboard().Press("Escape"), "stop picking")
		u.ok(u.expect.Locator(page.Locator(".mirror-picking")).ToHaveCount(0), "picking stopped")
	}
	u.ok(page.SetViewportSize(1440, 900), "sizing the window")

	// ---- a run on another site that fails there ----
	u.click(u.role("button", "▶ Run all"), "Run all")
	u.ok(dialog.GetByLabel("password").Fill("secret123"), "typing the password")
	u.ok(dialog.GetByLabel("password").Press("Enter"), "running")
	u.stepStatuses("first run", "passed", "passed", "passed", "passed")
	u.click(u.role("button", "Values…"), "Values…")
	u.fill(dialog.GetByLabel("Site for this flow’s runs"), other.URL, "the changed site")
	u.ok(dialog.GetByLabel("Site for this flow’s runs").Press("Enter"), "running there")
	panel := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Failed step"})
	u.ok(u.expect.Locator(panel).ToContainText("Step 3 failed"), "the failure panel opens")
	u.ok(u.expect.Locator(panel.GetByTestId("failed-elsewhere")).ToHaveCount(0), "the same page on the run's site is not another page")
	// The other site's button says Continue: the engine's reason, in a
	// sentence, not "the recorded element is not on the page".
	u.ok(u.expect.Locator(panel.Locator("details.error-box summary")).ToContainText(`Meaning changed from "Sign in" to "Continue"`), "the engine's reason in a sentence, not its whole text")
	card := steps.Nth(2).GetByTestId("provenance")
	u.ok(u.expect.Locator(card).ToContainText(`failed: Meaning changed from "Sign in" to "Continue"`), "the card says it in a sentence")
	u.ok(u.expect.Locator(card).Not().ToContainText("login-submit"), "the card leaves the locators to the panel's details")
	polishShots(u, "polish-failed-other-site")

	// ---- Settings asks in its own dialog before dropping changes ----
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Settings"}), "Settings")
	u.ok(u.expect.Locator(page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "Settings"})).ToBeVisible(), "Settings opens")
	u.click(page.GetByText("Headless (the live mirror still shows the page)"), "the headless box")
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Library"}), "Library")
	ask := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Leave without saving?"})
	u.ok(u.expect.Locator(ask).ToBeVisible(), "the app's own leave question")
	u.ok(u.expect.Locator(ask.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Stay"})).ToBeFocused(), "Stay has the keyboard")
	polishShots(u, "polish-leave-dialog")
	u.ok(page.Keyboard().Press("Escape"), "Escape stays")
	u.ok(u.expect.Locator(ask).ToBeHidden(), "the question closes")
	u.ok(u.expect.Locator(page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "Settings"})).ToBeVisible(), "still in Settings")
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Library"}), "Library again")
	u.click(ask.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Leave and lose them"}), "Leave and lose them")
	u.ok(u.expect.Locator(page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "Library"})).ToBeVisible(), "the Library opens")
	if confirms > 0 {
		t.Errorf("the browser's own dialog opened %d times", confirms)
	}
}

// TestStudioFailedTextCheckUI: a check that the page contains a text it
// does not show fails with what was expected and what the page said (its
// line breaks as line breaks), and no element suggestions: the element
// was found, the text is what differs.
func TestStudioFailedTextCheckUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)
	u, page := openStudio(t, srv)
	flow := &trajectory.Trajectory{Name: "Login page text", StartURL: site.URL + "/login.html", Steps: []trajectory.Step{
		{ID: "s1", Instruction: "verify the page contains Order placed", Action: trajectory.ActionAssertText, Value: "Order placed", TimeoutMS: 1500,
			Target: &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "body"}}, Fingerprint: trajectory.Fingerprint{Tag: "body"}}},
	}}
	var saved trajectory.Trajectory
	srv.call("SaveTrajectory", &saved, flow)
	_, err := page.Evaluate(`(id) => { location.hash = '#/t/' + id; }`, saved.ID)
	u.ok(err, "opening the seeded flow")
	u.click(u.role("button", "▶ Run all"), "Run all")
	panel := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Failed step"})
	u.ok(u.expect.Locator(panel).ToContainText("Step 1 failed"), "the failure panel opens")
	u.ok(u.expect.Locator(panel.Locator("details.error-box summary")).ToHaveText("The text does not contain “Order placed”"), "the failure in a sentence")
	u.ok(u.expect.Locator(panel.GetByTestId("check-expected")).ToHaveText("the text contains “Order placed”"), "what was expected")
	actual := panel.GetByTestId("check-actual")
	u.ok(u.expect.Locator(actual).ToContainText("Welcome back"), "what the page said")
	u.ok(u.expect.Locator(actual).Not().ToContainText(`\n`), "line breaks, not escapes")
	u.ok(u.expect.Locator(panel.GetByText("Suggested elements")).ToHaveCount(0), "no element suggestions")
	u.ok(u.expect.Locator(panel.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Edit the expected text"})).ToBeVisible(), "the fix it offers")
	polishShots(u, "polish-failed-text-check")
}
