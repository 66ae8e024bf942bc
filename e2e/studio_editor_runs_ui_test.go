package e2e

import (
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"
)

// TestStudioEditorRunsUI drives the editor's runs and variables the way
// a newcomer did: the values of a run changed with Values…, a doubled
// click on Run all, leaving the editor while a run is under way, a start
// page that does not answer, and removing a variable a step uses.
func TestStudioEditorRunsUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)
	// slow is the demo site with every page 2.5 s late: a run on it lasts
	// long enough to try leaving the editor during it.
	target, _ := url.Parse(site.URL)
	proxy := httputil.NewSingleHostReverseProxy(target)
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".html") {
			time.Sleep(2500 * time.Millisecond)
		}
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(slow.Close)

	u, page := openStudio(t, srv)
	kb := page.Keyboard()

	// ---- a sign-in recording: the typed password becomes a secret ----
	u.recordSignIn(site.URL)
	steps := page.GetByTestId("step")

	u.click(u.role("button", "▶ Run all"), "Run all")
	dialog := page.GetByRole("dialog")
	u.ok(dialog.GetByLabel("password").Fill("secret123"), "typing the password")
	u.ok(dialog.GetByLabel("password").Press("Enter"), "running")
	u.stepStatuses("first run", "passed", "passed", "passed", "passed")

	// ---- Values… shows the last values, the secret masked; Enter runs ----
	u.click(u.role("button", "Values…"), "Values…")
	u.ok(u.expect.Locator(dialog.GetByLabel("password")).ToHaveValue("secret123"), "the secret is filled in")
	u.ok(u.expect.Locator(dialog.GetByLabel("password")).ToHaveAttribute("type", "password"), "and masked")
	u.shotSizes("editor-values-again")
	u.ok(kb.Press("Enter"), "Enter runs")
	u.ok(u.expect.Locator(dialog).ToBeHidden(), "the dialog closes")
	u.ok(u.expect.Locator(page.GetByText("Run passed — 4 steps, 0 LLM calls")).ToBeVisible(), "the run with the values passes")

	// ---- with unsaved edits and a problem, the toolbar stays one row at 1024 px ----
	u.click(steps.Nth(2), "step 3")
	_, err := page.Locator(".ws-inspector").GetByLabel("Action", playwright.LocatorGetByLabelOptions{Exact: playwright.Bool(true)}).SelectOption(playwright.SelectOptionValues{Values: &[]string{"press"}})
	u.ok(err, "making step 3 a key press (no key: a problem)")
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeVisible(), "unsaved shows")
	u.ok(u.expect.Locator(page.GetByText("1 problem", playwright.PageGetByTextOptions{Exact: playwright.Bool(true)})).ToBeVisible(), "1 problem shows")
	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	nameBox, err := u.label("Trajectory name").BoundingBox()
	u.ok(err, "measuring the name field")
	for _, name := range []string{"▶ Run all", "Values…"} {
		b, err := u.role("button", name).BoundingBox()
		u.ok(err, "measuring "+name)
		if b.Y > nameBox.Y+nameBox.Height {
			t.Errorf("at 1024 px %q wrapped below the flow's name (y %.0f, name ends at %.0f)", name, b.Y, nameBox.Y+nameBox.Height)
		}
	}
	u.shots.take("editor-toolbar-values-1024")
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.shots.take("editor-toolbar-values")
	u.click(u.role("button", "Undo"), "Undo")
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeHidden(), "back to the stored revision")

	// ---- a doubled click on Run all does not stop the run it started ----
	u.ok(u.role("button", "▶ Run all").Dblclick(), "double-clicking Run all")
	u.ok(u.expect.Locator(page.GetByText("Run passed — 4 steps, 0 LLM calls").First()).ToBeVisible(), "the run passes, not cancelled")
	u.stepStatuses("after a doubled click", "passed", "passed", "passed", "passed")

	// ---- leaving during a run asks; Stay keeps it, Stop and leave stops it ----
	startURL := u.label("Start URL")
	u.fill(startURL, slow.URL+"/login.html", "a slow start URL")
	u.ok(startURL.Press("Tab"), "committing it")
	u.click(u.role("button", "Save"), "Save")
	u.click(u.role("button", "▶ Run all"), "Run all on the slow site")
	u.ok(u.expect.Locator(page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "■ Stop run"})).ToBeVisible(), "the run is under way")
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Library"}), "the Library link")
	ask := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Stop the run?"})
	u.ok(u.expect.Locator(ask).ToContainText("A run is under way: stop it and leave?"), "leaving asks")
	u.shotSizes("editor-leave-during-run")
	u.click(ask.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Stay"}), "Stay")
	u.ok(u.expect.Locator(steps).ToHaveCount(4), "still in the editor")
	u.ok(u.expect.Locator(page.GetByText("Run passed — 4 steps, 0 LLM calls").First()).ToBeVisible(), "the run went on and passes")

	// The browser's Back asks too: the address stays on the editor while it asks.
	u.click(u.role("button", "▶ Run all"), "Run all for Back")
	u.ok(u.expect.Locator(page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "■ Stop run"})).ToBeVisible(), "the run is under way")
	editorURL := page.URL()
	_, err = page.GoBack()
	u.ok(err, "the browser's Back")
	u.ok(u.expect.Locator(ask).ToContainText("A run is under way: stop it and leave?"), "Back asks")
	u.ok(u.expect.Page(page).ToHaveURL(editorURL), "the address stays on the editor")
	u.shotSizes("editor-back-during-run")
	u.click(ask.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Stay"}), "Stay")
	u.ok(u.expect.Locator(steps).ToHaveCount(4), "still in the editor")
	u.ok(u.expect.Locator(page.GetByText("Run passed — 4 steps, 0 LLM calls").First()).ToBeVisible(), "the run went on and passes")

	u.click(u.role("button", "▶ Run all"), "Run all again")
	u.ok(u.expect.Locator(page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "■ Stop run"})).ToBeVisible(), "the run is under way")
	u.ok(kb.Press("g"), "g for the library")
	u.ok(u.expect.Locator(ask).ToBeVisible(), "g asks too")
	u.click(ask.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Stop and leave"}), "Stop and leave")
	u.ok(u.expect.Locator(page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "Library"})).ToBeVisible(), "the library")
	u.ok(u.expect.Locator(page.GetByText("cancelled").First()).ToBeVisible(), "the run says it was cancelled")
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "New recording", Exact: playwright.Bool(true)}), "back to the flow")
	u.ok(u.expect.Locator(steps).ToHaveCount(4), "the editor")

	// ---- a start page that does not answer: the reason stays in the editor ----
	u.fill(startURL, "http://127.0.0.1:9/login.html", "a start URL nothing answers")
	u.ok(startURL.Press("Tab"), "committing it")
	u.click(u.role("button", "Save"), "Save")
	u.click(u.role("button", "▶ Run all"), "Run all")
	// A new editor: the values given in the last one are gone with it.
	u.ok(dialog.GetByLabel("password").Fill("secret123"), "typing the password")
	u.ok(dialog.GetByLabel("password").Press("Enter"), "running")
	alert := page.Locator(".run-start-failure")
	u.ok(u.expect.Locator(alert).ToContainText("Run failed before any step"), "the reason shows under the Start URL")
	u.shotSizes("editor-start-failed")
	u.click(alert.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Dismiss"}), "Dismiss")
	u.ok(u.expect.Locator(alert).ToBeHidden(), "dismissed")

	// ---- variables: a used one asks before it goes; a typed name says what it becomes ----
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Variables"}), "Variables tab")
	u.fill(u.label("New variable name"), "coupon code!", "a name with a space and !")
	u.ok(u.expect.Locator(page.Locator(".var-name-hint")).ToContainText("this adds {{couponcode}}"), "the hint says what the name becomes")
	u.shots.take("variables-name-hint")
	u.fill(u.label("New variable name"), "", "clearing the name")
	u.click(u.role("button", "Remove password"), "Remove password")
	rm := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Remove {{password}}?"})
	u.ok(u.expect.Locator(rm).ToContainText("Step 2 uses {{password}}"), "removing a used variable asks")
	u.shotSizes("variables-remove-used")
	u.click(rm.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Remove", Exact: playwright.Bool(true)}), "Remove")
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Steps"}), "Steps tab")
	u.ok(u.expect.Locator(steps.Nth(1)).ToContainText("uses {{password}}, which is not declared"), "the step says its variable is undeclared")
	u.shots.take("steps-undeclared-variable")

	// ---- History: View shows what a revision holds against the current one ----
	u.click(u.role("button", "Undo"), "Undo the variable's removal")
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeHidden(), "back to the stored revision")
	u.click(steps.Nth(3), "step 4")
	u.click(steps.Nth(3).GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Delete step"}), "deleting step 4")
	u.click(u.role("button", "Save"), "Save")
	u.ok(u.expect.Locator(steps).ToHaveCount(3), "three steps")
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "History"}), "History tab")
	u.click(u.role("button", "View revision 1"), "View revision 1")
	view := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Revision 1"})
	u.ok(u.expect.Locator(view.GetByTestId("revision-summary")).ToContainText("0 steps added, 1 removed and 0 changed"), "the view compares with the current revision")
	u.ok(u.expect.Locator(view.GetByTestId("revision-step")).ToHaveCount(4), "revision 1's four steps")
	u.ok(u.expect.Locator(view.GetByTestId("revision-step").Nth(3)).ToContainText("removed since"), "step 4 was removed since")
	u.shotSizes("history-view-revision")
	u.click(view.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Close"}), "Close")
}
