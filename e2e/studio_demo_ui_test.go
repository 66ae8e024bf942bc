package e2e

import (
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

// TestStudioDemoUI records the login flow by clicking and typing on the
// live mirror only, adds two assertions by picking elements in Assert
// mode, saves it, replays it from the store with no model call, and edits
// a candidate in the locator playground, watching the match count change.
func TestStudioDemoUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)

	// Where the elements are on the recorded page (1280x800, the studio's
	// default viewport).
	const vw, vh = 1280, 800
	login := browsertest.ElementCenters(t, site.URL+"/login.html", vw, vh, "#email", "#password", `[data-testid="login-submit"]`)
	dash := browsertest.ElementCenters(t, site.URL+"/dashboard.html?user=ann@example.com", vw, vh, "h1")

	s := browsertest.NewPage(t)
	page := s.Page
	if err := page.SetViewportSize(1440, 900); err != nil {
		t.Fatal(err)
	}
	u := &ui{t: t, page: page, expect: playwright.NewPlaywrightAssertions(30000), shots: newShots(t, page)}
	var consoleErrors []string
	page.On("console", func(m playwright.ConsoleMessage) {
		if m.Type() == "error" {
			consoleErrors = append(consoleErrors, m.Text())
		}
	})
	page.On("pageerror", func(err error) { consoleErrors = append(consoleErrors, err.Error()) })
	// both takes a screenshot at 1440x900 and at 1024x700, with show
	// scrolled into view in each.
	both := func(name string, show playwright.Locator) {
		t.Helper()
		u.ok(show.ScrollIntoViewIfNeeded(), "scrolling to "+name)
		u.shots.take(name)
		u.ok(page.SetViewportSize(1024, 700), "narrow window")
		u.ok(show.ScrollIntoViewIfNeeded(), "scrolling to "+name)
		u.shots.take(name + "-1024")
		u.ok(page.SetViewportSize(1440, 900), "wide window")
	}

	_, err := page.Goto(srv.URL + "/?token=" + srv.Token)
	u.ok(err, "opening the studio")
	u.click(u.role("button", "● New recording"), "New recording")
	u.fill(u.label("Start URL"), site.URL+"/login.html", "start URL")
	u.fill(u.label("Name"), "Log in by hand", "name")
	u.click(u.role("button", "● Start recording"), "Start recording")
	u.ok(u.expect.Locator(page.GetByAltText("Live page")).ToBeVisible(), "mirror frames arrive")
	u.ok(u.expect.Locator(u.role("radio", "Interact")).ToHaveAttribute("aria-checked", "true"), "the recorder's mirror starts in Interact mode")

	// ---- record by clicking and typing on the mirror ----
	recSteps := page.GetByTestId("rec-step")
	hint := page.Locator(".demo-hint")
	u.clickMirrorAt(login[0][0], login[0][1], vw, vh)
	u.ok(u.expect.Locator(hint).ToContainText(`Typing goes into textbox "Email"`), "clicking Email focuses it")
	// The page's keyboard, as a user types after clicking the field (no
	// focusing of an element by the test).
	u.ok(page.Keyboard().Type("ann@example.com"), "typing the email on the mirror")
	u.ok(u.expect.Locator(recSteps).ToHaveCount(1), "typing makes one step")
	u.ok(u.expect.Locator(recSteps.Nth(0)).ToContainText(`type "ann@example.com" into textbox "Email"`), "one fill step with the whole email")
	u.clickMirrorAt(login[1][0], login[1][1], vw, vh)
	u.ok(u.expect.Locator(hint).ToContainText(`textbox "Password"`), "clicking Password focuses it")
	u.ok(page.Keyboard().Type("secret123"), "typing the password on the mirror")
	u.ok(u.expect.Locator(recSteps).ToHaveCount(2), "the password is one step")
	u.ok(u.expect.Locator(recSteps.Nth(1)).ToContainText(`{{password}}`), "the password is a secret variable")
	u.ok(u.expect.Locator(recSteps.Nth(1)).ToHaveAttribute("data-status", "passed"), "password step done")
	u.clickMirrorAt(login[2][0], login[2][1], vw, vh)
	u.ok(u.expect.Locator(recSteps).ToHaveCount(3), "clicking Sign in is a step")
	u.ok(u.expect.Locator(recSteps.Nth(2)).ToContainText(`click button "Sign in"`), "generated instruction")
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/dashboard"), "the real page signed in")
	u.ok(u.expect.Locator(u.label("Instruction of the recorded step")).ToHaveValue(`click button "Sign in"`), "the generated instruction can be reworded")
	both("recorder-demonstrated", page.Locator(".demo-last"))
	if html, err := page.Content(); err != nil || strings.Contains(html, "secret123") {
		t.Errorf("the studio page shows the typed password (or cannot be read: %v)", err)
	}

	// ---- two assertions by picking ----
	u.click(u.role("radio", "Assert"), "Assert mode")
	u.clickMirrorAt(dash[0][0], dash[0][1], vw, vh)
	picker := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Add an assertion"})
	u.ok(u.expect.Locator(picker).ToBeVisible(), "the assert picker opens")
	u.ok(u.expect.Locator(picker.GetByTestId("assert-choice")).Not().ToHaveCount(0), "choices offered")
	u.ok(u.expect.Locator(picker.GetByLabel("Expected text equals")).ToHaveValue("Welcome, ann@example.com"), "text prefilled from the page")
	both("assert-picker", picker)
	u.click(picker.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Add assertion"}), "Add assertion (text)")
	u.ok(u.expect.Locator(recSteps).ToHaveCount(4), "the text check is a step")
	u.ok(u.expect.Locator(recSteps.Nth(3)).ToContainText(`text equals "Welcome, ann@example.com"`), "text assertion recorded")
	u.clickMirrorAt(dash[0][0], dash[0][1], vw, vh)
	u.ok(u.expect.Locator(picker).ToBeVisible(), "the assert picker opens again")
	u.click(picker.GetByRole("radio", playwright.LocatorGetByRoleOptions{Name: "URL contains"}), "URL choice")
	u.ok(u.expect.Locator(picker.GetByLabel("Expected URL contains")).ToHaveValue("/dashboard.html?user=ann@example.com"), "URL prefilled")
	u.fill(picker.GetByLabel("Expected URL contains"), "/dashboard.html", "shortening the URL")
	u.click(picker.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Add assertion"}), "Add assertion (URL)")
	u.ok(u.expect.Locator(recSteps).ToHaveCount(5), "the URL check is a step")
	u.ok(u.expect.Locator(recSteps.Nth(4)).ToContainText(`the URL contains "/dashboard.html"`), "URL assertion recorded")

	// ---- save and replay from the store: no model call ----
	u.click(u.role("button", "Save"), "Save recording")
	u.ok(u.expect.Locator(u.label("Trajectory name")).ToHaveValue("Log in by hand"), "editor opens the saved trajectory")
	u.click(u.role("button", "▶ Run all"), "Run all")
	dialog := page.GetByRole("dialog")
	u.ok(u.expect.Locator(dialog).ToBeVisible(), "the secret is asked for")
	u.fill(dialog.GetByLabel("password"), "secret123", "password at run time")
	u.click(dialog.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Run", Exact: playwright.Bool(true)}), "Run")
	u.ok(u.expect.Locator(page.GetByText("Run passed — 5 steps, 0 LLM calls")).ToBeVisible(), "replay passes with no model call")
	u.stepStatuses("replay", "passed", "passed", "passed", "passed", "passed")

	// ---- the locator playground on the live page at the start URL ----
	if v, _ := u.role("button", "Close page").IsVisible(); v {
		u.click(u.role("button", "Close page"), "Close page")
	}
	u.click(u.role("button", "Open live page"), "Open live page")
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/login.html"), "live page at the start URL")
	u.click(page.GetByTestId("step").Nth(0), "step 1")
	pg := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Locator playground"})
	u.ok(pg.ScrollIntoViewIfNeeded(), "scrolling to the playground")
	count := pg.GetByTestId("playground-count")
	u.ok(u.expect.Locator(count).ToHaveText("1 match"), "the first candidate finds one element")
	u.ok(u.expect.Locator(pg.GetByTestId("playground-fingerprint")).ToHaveText("the recorded element is among them"), "fingerprint check")
	u.fill(pg.GetByLabel("Locator"), "getByRole('textbox')", "typing a wider locator")
	u.ok(u.expect.Locator(count).ToHaveText("2 matches"), "the count follows the text")
	u.ok(u.expect.Locator(page.GetByTestId("playground-match")).ToHaveCount(2), "both matches outlined on the mirror")
	both("playground", pg)
	u.fill(pg.GetByLabel("Locator"), "input[type=password]", "a locator that misses the recorded element")
	u.ok(u.expect.Locator(pg.GetByTestId("playground-fingerprint")).ToHaveText("the recorded element is not among them"), "fingerprint check says no")
	u.fill(pg.GetByLabel("Locator"), "getByLabel('Email')", "a new candidate")
	u.ok(u.expect.Locator(count).ToHaveText("1 match"), "label locator finds one")
	u.click(pg.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Add as new candidate"}), "Add as new candidate")
	cands := page.GetByTestId("candidate")
	u.ok(u.expect.Locator(cands.Last()).ToContainText(`label "Email"`), "the new candidate joins the list")
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeVisible(), "the edit marks the trajectory unsaved")

	if len(consoleErrors) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(consoleErrors, "\n"))
	}
}
