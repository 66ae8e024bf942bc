package e2e

import (
	"github.com/playwright-community/playwright-go"
)

// discardRecording presses the recorder's Discard and, when steps would be
// lost, confirms in the app's dialog ("Discard the recording?").
func (u *ui) discardRecording() {
	u.t.Helper()
	u.click(u.role("button", "Discard"), "Discard")
	ask := u.page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Discard the recording?"})
	if n, _ := ask.Count(); n == 0 {
		// The dialog opens in the click's render: give it a moment before deciding there is none.
		_ = ask.WaitFor(playwright.LocatorWaitForOptions{Timeout: playwright.Float(1000)})
	}
	if n, _ := ask.Count(); n > 0 {
		u.click(ask.GetByRole("button").Filter(playwright.LocatorFilterOptions{HasText: "Discard"}), "Discard in the dialog")
	}
	u.ok(u.expect.Locator(u.page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "New recording"})).ToBeVisible(), "the recording is discarded")
}
