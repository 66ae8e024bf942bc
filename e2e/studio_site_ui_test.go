package e2e

import (
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"
)

// TestStudioRunOnAnotherSiteUI runs a flow recorded on one site against a
// second one from Values… without changing the flow, and reads where each
// run went in the Runs tab and each revision's start URL in History.
func TestStudioRunOnAnotherSiteUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	other := startDemoSite(t)
	srv := startStudio(t, dist)
	u, page := openStudio(t, srv)

	u.recordSignIn(site.URL)
	u.click(u.role("button", "▶ Run all"), "Run all")
	dialog := page.GetByRole("dialog")
	u.ok(dialog.GetByLabel("password").Fill("secret123"), "typing the password")
	u.ok(dialog.GetByLabel("password").Press("Enter"), "running")
	u.stepStatuses("on the recorded site", "passed", "passed", "passed", "passed")

	// ---- Values…: a site for this editor's runs ----
	u.click(u.role("button", "Values…"), "Values…")
	siteField := dialog.GetByLabel("Site for this flow’s runs")
	u.fill(siteField, "ftp://staging", "a site that is no web address")
	u.ok(u.expect.Locator(dialog.GetByRole("alert")).ToHaveText("A site starts with http:// or https://."), "refused in words")
	u.fill(siteField, other.URL, "the second site")
	u.shotSizes("editor-values-site")
	u.ok(siteField.Press("Enter"), "running there")
	u.ok(u.expect.Locator(dialog).ToBeHidden(), "the dialog closes")
	host := strings.TrimPrefix(other.URL, "http://")
	u.ok(u.expect.Locator(page.GetByTestId("run-site-pill")).ToHaveText("on "+host+" · next runs too"), "the pill says where runs go, this run and the next")
	u.ok(u.expect.Locator(page.GetByText("Run passed — 4 steps, 0 LLM calls").First()).ToBeVisible(), "the run on the second site passes")
	u.ok(u.expect.Locator(u.label("Start URL")).ToHaveValue(site.URL+"/login.html"), "the flow keeps its start URL")

	// At 1024 px the toolbar stays one row with the pill.
	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	nameBox, err := u.label("Trajectory name").BoundingBox()
	u.ok(err, "measuring the name field")
	if b, err := u.role("button", "▶ Run all").BoundingBox(); err != nil || b.Y > nameBox.Y+nameBox.Height {
		t.Errorf("at 1024 px Run all wrapped below the flow's name (%v, %v)", b, err)
	}
	u.ok(page.SetViewportSize(1440, 900), "1440×900")

	// ---- the locator playground: a locator that finds another element ----
	u.click(page.GetByTestId("step").Nth(3), "step 4 (Sign out is visible)")
	u.fill(u.label("Locator"), "getByRole('link', { name: 'Continue shopping' })", "a locator for another element of the page")
	note := page.GetByTestId("playground-other")
	u.ok(u.expect.Locator(note).ToContainText("It finds another element than the recorded one"), "the playground says so and offers it")
	u.shotSizes("playground-other-element")
	u.click(note.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Use this element"}), "Use this element")
	u.ok(u.expect.Locator(page.GetByText(`Step 4 now targets link "Continue shopping"`)).ToBeVisible(), "the step now targets it")
	u.click(page.Locator(".toast").GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Undo"}), "the toast's Undo")
	u.ok(u.expect.Locator(page.Locator(".ws-inspector")).ToContainText(`button "Sign out"`), "the step targets Sign out again")

	// ---- the Runs tab says which site each run went to ----
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Runs"}), "Runs tab")
	sites := page.GetByTestId("run-site")
	u.ok(u.expect.Locator(sites.First()).ToHaveText(host), "the newest run went to the second site")
	u.ok(u.expect.Locator(sites.Last()).ToHaveText(strings.TrimPrefix(site.URL, "http://")), "the first to the recorded one")
	u.shotSizes("editor-runs-site")

	// ---- History shows each revision's start URL ----
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "History"}), "History tab")
	u.ok(u.expect.Locator(page.GetByTestId("revision").First()).ToContainText(strings.TrimPrefix(site.URL, "http://")+"/login.html"), "the revision's start URL")
	u.shotSizes("history-start-url")
}
