package e2e

import (
	"testing"

	"github.com/playwright-community/playwright-go"
)

// TestStudioEditorFixUI walks "my page changed and my flow broke — make it
// pass again" as a newcomer did: the failure panel in a small window, the
// candidates of the broken step on the live page in a large one, and the
// keyboard after Esc and after an accepted fix.
func TestStudioEditorFixUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)
	u, page := openStudio(t, srv)
	u.recordSignIn(site.URL)
	steps := page.GetByTestId("step")
	dialog := page.GetByRole("dialog")

	u.click(u.role("button", "▶ Run all"), "Run all")
	u.ok(dialog.GetByLabel("password").Fill("secret123"), "typing the password")
	u.ok(dialog.GetByLabel("password").Press("Enter"), "running")
	u.stepStatuses("first run", "passed", "passed", "passed", "passed")
	// After the values dialog the keyboard is on the steps, not in a field.
	u.ok(u.expect.Locator(page.Locator(".ws-timeline .tl-sel")).ToBeFocused(), "the selected step has the keyboard after the run starts")

	// ---- the page changes: the failure panel in a 1024×700 window ----
	site.broken.Store(true)
	u.click(u.role("button", "▶ Run all"), "Run all on the broken page")
	panel := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Failed step"})
	u.ok(u.expect.Locator(panel).ToContainText("Step 3 failed"), "the failure panel opens")
	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	insp := page.Locator(".ws-inspector")
	ib := u.box(insp, "the inspector")
	if ib.Height < 300 {
		t.Errorf("at 1024×700 the failure panel is %.0f px high: too little to read it", ib.Height)
	}
	// Nothing of the panel spills out of its white box.
	spill, err := insp.Evaluate(`(box) => {
		const r = box.getBoundingClientRect();
		return [...box.querySelectorAll('*')].filter((e) => {
			const b = e.getBoundingClientRect();
			return b.width && b.height && (b.right > r.right + 1 || b.left < r.left - 1);
		}).map((e) => e.className || e.tagName).slice(0, 5);
	}`, nil)
	u.ok(err, "measuring the panel's content")
	if s, _ := spill.([]any); len(s) > 0 {
		t.Errorf("at 1024×700 the failure panel's content spills out of it sideways: %v", s)
	}
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.shotSizes("fix-failure-panel")

	// ---- the broken step's candidates on the live page at 1440×900 ----
	u.ok(page.Keyboard().Press("Escape"), "Esc closes the failure panel")
	u.ok(u.expect.Locator(panel).ToBeHidden(), "the panel is closed")
	u.ok(u.expect.Locator(steps.Nth(2)).ToBeFocused(), "the failed step has the keyboard after Esc")
	// The live page is the failed run's page: the candidates are checked on it.
	u.shotSizes("fix-step-inspector")
	u.ok(u.expect.Locator(page.GetByTestId("candidate-matches").First()).Not().ToHaveText("–"), "the candidates are checked")
	u.ok(u.expect.Locator(page.GetByTestId("candidate-matches").Last()).Not().ToHaveText("…"), "every candidate is checked")
	for _, size := range [][2]int{{1440, 900}, {1024, 700}} {
		u.ok(page.SetViewportSize(size[0], size[1]), "sizing the window")
		ib = u.box(insp, "the inspector")
		if ib.Height < 300 {
			t.Errorf("at %dx%d the step inspector is %.0f px high: too little to read it", size[0], size[1], ib.Height)
		}
		rows := page.GetByTestId("candidate")
		n, err := rows.Count()
		u.ok(err, "counting candidates")
		for i := 0; i < n; i++ {
			for _, name := range []string{"Prefer this candidate", "Remove candidate"} {
				b := u.box(rows.Nth(i).GetByRole("button", playwright.LocatorGetByRoleOptions{Name: name}), name)
				if b.X+b.Width > ib.X+ib.Width+1 {
					t.Errorf("at %dx%d candidate %d's %q button is outside the panel (ends at %.0f, the panel at %.0f)", size[0], size[1], i+1, name, b.X+b.Width, ib.X+ib.Width)
				}
			}
			loc := u.box(rows.Nth(i).Locator("td").Nth(1), "the locator cell")
			if loc.Width < 120 {
				t.Errorf("at %dx%d candidate %d's locator column is %.0f px wide: a word a line", size[0], size[1], i+1, loc.Width)
			}
		}
	}
	// At 1024×700 the editor scrolls to the inspector, which has its full height.
	u.ok(page.Locator(".candidates").ScrollIntoViewIfNeeded(), "scrolling to the candidates")
	u.shots.take("fix-candidates-1024")
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.shots.take("fix-candidates")

	// ---- Ctrl+Enter in the field just changed asks about the edit ----
	u.click(steps.Nth(0), "step 1")
	value := page.Locator(".ws-inspector").GetByLabel("Value", playwright.LocatorGetByLabelOptions{Exact: playwright.Bool(true)})
	u.fill(value, "bob@example.com", "step 1's value")
	u.ok(value.Press("Control+Enter"), "Ctrl+Enter in the field")
	unsaved := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Run with unsaved edits?"})
	u.ok(u.expect.Locator(unsaved).ToBeVisible(), "the run asks about the unsaved edit")
	u.shotSizes("fix-ctrl-enter-unsaved")
	u.click(unsaved.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Cancel"}), "Cancel")
	u.click(u.role("button", "Undo"), "Undo")
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeHidden(), "back to the stored revision")

	// ---- a refused suggestion is used only once confirmed; the keyboard goes to the step ----
	u.click(steps.Nth(2), "step 3")
	u.click(u.role("button", "Show the failure"), "Show the failure")
	sug := panel.GetByTestId("suggestion").Filter(playwright.LocatorFilterOptions{HasText: `button "Continue"`})
	u.ok(u.expect.Locator(sug.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Accept fix and continue"})).ToHaveCount(0), "no accept for a refused suggestion")
	u.click(sug.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Use it anyway…"}), "Use it anyway…")
	confirm := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Use a refused element?"})
	u.ok(u.expect.Locator(confirm).ToContainText("meaning changed"), "the confirmation says why replay refused it")
	u.shotSizes("fix-use-refused")
	u.click(confirm.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: `Use button "Continue" near "Welcome back" and continue`}), "confirming")
	u.ok(u.expect.Locator(panel).ToBeHidden(), "the panel closes")
	u.ok(u.expect.Locator(steps.Nth(2)).ToBeFocused(), "the fixed step has the keyboard")
	u.stepStatuses("the continued run", "skipped", "skipped", "passed", "passed")

	// ---- Enter on a flow in the library opens it with the keyboard on its steps ----
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Library"}), "the Library link")
	name := page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "New recording", Exact: playwright.Bool(true)})
	u.ok(name.Focus(), "focusing the flow's name")
	u.ok(page.Keyboard().Press("Enter"), "Enter on the name")
	u.ok(u.expect.Locator(steps).ToHaveCount(4), "the editor opens")
	u.ok(u.expect.Locator(steps.Nth(0)).ToBeFocused(), "the first step has the keyboard")
}
