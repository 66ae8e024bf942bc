package e2e

import (
	"testing"

	"github.com/playwright-community/playwright-go"
)

// TestStudioFailureOnAnotherPageUI records a sign-in with a check on the
// dashboard, then runs it with a wrong password: the check fails on the
// login page, and the failure panel says the step was recorded on the
// dashboard rather than leaving "no candidate found" to explain it.
func TestStudioFailureOnAnotherPageUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)

	u, page := openStudio(t, srv)

	u.recordSignIn(site.URL)

	u.click(u.role("button", "▶ Run all"), "Run all")
	dialog := page.GetByRole("dialog")
	u.ok(dialog.GetByLabel("password").Fill("not-the-password"), "typing a wrong password")
	u.ok(dialog.GetByLabel("password").Press("Enter"), "running")
	panel := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Failed step"})
	u.ok(u.expect.Locator(panel).ToContainText("Step 4 failed"), "the check fails")
	note := panel.GetByTestId("failed-elsewhere")
	u.ok(u.expect.Locator(note).ToContainText("/dashboard.html"), "the note names the page the step was recorded on")
	u.ok(u.expect.Locator(note).ToContainText("/login.html"), "and the page it failed on")
	u.shotSizes("failure-other-page")
}
