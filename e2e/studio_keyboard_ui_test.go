package e2e

import (
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

// TestStudioKeyboardUI records the login as a QA person with a keyboard
// does: one click on a field of the mirror, then the keyboard only (text
// arriving as typed text and as single key presses, Tab to the next field,
// Enter to sign in). Then, keyboard-only, it picks an element to assert
// about in Assert mode, picks a step's element in the editor, and checks
// the locator playground at 1024x700.
func TestStudioKeyboardUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)
	const vw, vh = 1280, 800
	login := browsertest.ElementCenters(t, site.URL+"/login.html", vw, vh, "#email")

	s := browsertest.NewPage(t)
	page := s.Page
	u := &ui{t: t, page: page, expect: playwright.NewPlaywrightAssertions(30000), shots: newShots(t, page)}
	if err := page.SetViewportSize(1440, 900); err != nil {
		t.Fatal(err)
	}
	var consoleErrors []string
	page.On("pageerror", func(err error) { consoleErrors = append(consoleErrors, err.Error()) })
	kb := page.Keyboard()
	press := func(key, what string) {
		t.Helper()
		u.ok(kb.Press(key), what)
	}
	// both takes a screenshot at 1440x900 and at 1024x700.
	both := func(name string) {
		t.Helper()
		u.shots.take(name)
		u.ok(page.SetViewportSize(1024, 700), "narrow window")
		u.shots.take(name + "-1024")
		u.ok(page.SetViewportSize(1440, 900), "wide window")
	}

	_, err := page.Goto(srv.URL + "/?token=" + srv.Token)
	u.ok(err, "opening the studio")

	// ---- a recording that failed leaves nothing in the next one ----
	u.click(u.role("button", "● New recording"), "New recording")
	u.fill(u.label("Start URL"), site.URL+"/login.html", "start URL")
	press("Enter", "Enter starts the recording")
	u.ok(u.expect.Locator(u.label("Instruction")).ToBeFocused(), "the instruction box has the keyboard")
	u.ok(kb.Type("click the Blorp button"), "an instruction nothing on the page fits")
	press("Enter", "run it")
	alert := page.Locator(".rec-steps").GetByRole("alert")
	u.ok(u.expect.Locator(alert).ToBeVisible(), "the instruction fails")
	u.ok(u.expect.Locator(u.label("Instruction")).ToHaveValue("click the Blorp button"), "its text stays to fix")
	u.click(u.role("button", "Discard"), "Discard")
	u.fill(u.label("Start URL"), site.URL+"/login.html", "start URL")
	u.fill(u.label("Name"), "Log in with the keyboard", "name")
	press("Enter", "Enter starts the next recording")
	u.ok(u.expect.Locator(page.GetByAltText("Live page")).ToBeVisible(), "mirror frames arrive")
	u.ok(u.expect.Locator(alert).ToHaveCount(0), "no error of the last recording")
	u.ok(u.expect.Locator(u.label("Instruction")).ToHaveValue(""), "no instruction of the last recording")
	u.click(u.role("button", "Discard"), "Discard")

	u.fill(u.label("Start URL"), site.URL+"/login.html", "start URL")
	u.fill(u.label("Name"), "Log in with the keyboard", "name")
	press("Enter", "Enter starts the recording")
	u.ok(u.expect.Locator(page.GetByAltText("Live page")).ToBeVisible(), "mirror frames arrive")

	// ---- one click on Email, then the keyboard only ----
	recSteps := page.GetByTestId("rec-step")
	hint := page.Locator(".demo-hint")
	u.clickMirrorAt(login[0][0], login[0][1], vw, vh)
	u.ok(u.expect.Locator(hint).ToContainText(`Typing goes into textbox "Email"`), "clicking Email focuses it")
	// Text that arrives without key presses (an input method, dictation).
	u.ok(kb.Type("ann@example.com"), "typing the email")
	u.ok(u.expect.Locator(recSteps).ToHaveCount(1), "typing makes one step")
	u.ok(u.expect.Locator(recSteps.Nth(0)).ToContainText(`type "ann@example.com" into textbox "Email"`), "one fill step with the whole email")
	press("Tab", "Tab to the password")
	u.ok(u.expect.Locator(hint).ToContainText(`Typing goes into textbox "Password"`), "Tab moves typing to Password")
	// Key by key, as a keyboard sends it.
	for _, c := range "secret123" {
		press(string(c), "a key of the password")
	}
	u.ok(u.expect.Locator(recSteps).ToHaveCount(3), "Tab and the password are two more steps")
	u.ok(u.expect.Locator(recSteps.Nth(1)).ToContainText(`press Tab in textbox "Email"`), "the Tab is recorded")
	u.ok(u.expect.Locator(recSteps.Nth(2)).ToContainText(`type {{password}} into textbox "Password"`), "the whole password is one secret step")
	press("Enter", "Enter signs in")
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/dashboard"), "the real page signed in")
	u.ok(u.expect.Locator(recSteps).ToHaveCount(4), "Enter is a step")
	u.ok(u.expect.Locator(recSteps.Nth(3)).ToContainText(`press Enter in textbox "Password"`), "Enter recorded on the password field")
	if html, err := page.Content(); err != nil || strings.Contains(html, "secret123") {
		t.Errorf("the studio page shows the typed password (or cannot be read: %v)", err)
	}
	u.ok(u.expect.Locator(u.label("Instruction")).Not().ToBeFocused(), "the instruction box leaves the keyboard on the mirror")

	// ---- keyboard-only: Assert mode, step to the heading, pick it ----
	u.ok(u.expect.Locator(u.role("radio", "Assert")).ToBeEnabled(), "the page is done with Enter")
	press("Shift+Tab", "back to the mirror's mode")
	u.ok(u.expect.Locator(u.role("radio", "Interact")).ToBeFocused(), "Shift+Tab from the page reaches the mode, at Interact")
	press("ArrowRight", "the next mode")
	u.ok(u.expect.Locator(u.role("radio", "Assert")).ToHaveAttribute("aria-checked", "true"), "the arrow key chooses Assert")
	u.ok(u.expect.Locator(u.role("radio", "Assert")).ToBeFocused(), "the keyboard stays on the mode")
	press("Enter", "onto the page")
	overlay := page.GetByTestId("demo-overlay")
	u.ok(u.expect.Locator(overlay).ToBeFocused(), "Assert mode puts the keyboard on the page")
	announce := page.GetByTestId("key-pick-announce")
	reached := false
	for i := 0; i < 40 && !reached; i++ {
		press("ArrowDown", "next element")
		u.ok(u.expect.Locator(announce).ToContainText(" of "), "the candidate is announced")
		txt, _ := announce.TextContent()
		reached = strings.Contains(txt, `heading "Welcome, ann@example.com"`)
	}
	if !reached {
		t.Fatal("the arrow keys never reached the heading")
	}
	u.ok(u.expect.Locator(page.GetByTestId("key-pick")).ToContainText(`heading "Welcome, ann@example.com"`), "the candidate is outlined on the mirror with its role and name")
	u.ok(u.expect.Locator(hint).ToContainText("Enter picks it"), "the hint says how to pick")
	both("keyboard-pick")
	press("Enter", "pick the heading")
	picker := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Add an assertion"})
	u.ok(u.expect.Locator(picker.GetByLabel("Expected text equals")).ToHaveValue("Welcome, ann@example.com"), "text prefilled from the page")
	u.ok(u.expect.Locator(picker.GetByRole("radio", playwright.LocatorGetByRoleOptions{Name: "text equals"})).ToBeFocused(), "the picker takes the keyboard")
	both("keyboard-pick-assert")
	press("Enter", "Add assertion")
	u.ok(u.expect.Locator(recSteps).ToHaveCount(5), "the check is a step")
	u.ok(u.expect.Locator(recSteps.Nth(4)).ToContainText(`text equals "Welcome, ann@example.com"`), "text assertion recorded")
	u.ok(u.expect.Locator(overlay).ToBeFocused(), "the keyboard is back on the page")
	press("ArrowDown", "step again")
	u.ok(u.expect.Locator(page.GetByTestId("key-pick")).ToBeVisible(), "a candidate again")
	press("Escape", "Escape drops the candidate")
	u.ok(u.expect.Locator(page.GetByTestId("key-pick")).ToHaveCount(0), "no candidate after Escape")

	// ---- keyboard-only in Interact mode: step to a link, Enter clicks it ----
	press("Shift+Tab", "back to the mode")
	u.ok(u.expect.Locator(u.role("radio", "Assert")).ToBeFocused(), "Shift+Tab reaches the mode, at Assert")
	press("ArrowLeft", "back to Interact")
	u.ok(u.expect.Locator(u.role("radio", "Interact")).ToHaveAttribute("aria-checked", "true"), "the arrow key chooses Interact")
	u.ok(u.expect.Locator(u.role("radio", "Interact")).ToBeFocused(), "the keyboard stays on the mode")
	press("Enter", "onto the page")
	u.ok(u.expect.Locator(page.GetByTestId("demo-keys")).ToBeFocused(), "Interact mode puts the keyboard on the page")
	reached = false
	for i := 0; i < 40 && !reached; i++ {
		press("ArrowDown", "next element")
		u.ok(u.expect.Locator(announce).ToContainText(" of "), "the candidate is announced")
		txt, _ := announce.TextContent()
		reached = strings.Contains(txt, `link "Continue shopping"`)
	}
	if !reached {
		t.Fatal("the arrow keys never reached the Continue shopping link")
	}
	u.ok(u.expect.Locator(hint).ToContainText("Enter clicks it"), "the hint says Enter clicks")
	press("Enter", "click the link")
	u.ok(u.expect.Locator(recSteps).ToHaveCount(6), "the click is a step")
	u.ok(u.expect.Locator(recSteps.Nth(5)).ToContainText(`click link "Continue shopping"`), "recorded as a click, as the pointer would")
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/shop"), "the real page followed the link")

	// ---- save; the editor: pick step 1's element with the keyboard ----
	u.click(u.role("button", "Save"), "Save recording")
	u.ok(u.expect.Locator(u.label("Trajectory name")).ToHaveValue("Log in with the keyboard"), "editor opens the saved trajectory")
	if v, _ := u.role("button", "Close page").IsVisible(); v {
		u.click(u.role("button", "Close page"), "Close page")
	}
	u.click(u.role("button", "Open live page"), "Open live page")
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/login.html"), "live page at the start URL")
	u.click(page.GetByTestId("step").Nth(0), "step 1")
	u.click(u.role("button", "Pick element"), "Pick element")
	stage := page.Locator(".mirror-stage")
	u.ok(u.expect.Locator(stage).ToBeFocused(), "pick mode puts the keyboard on the page")
	reached = false
	for i := 0; i < 40 && !reached; i++ {
		press("ArrowDown", "next element")
		u.ok(u.expect.Locator(announce).ToContainText(" of "), "the candidate is announced")
		txt, _ := announce.TextContent()
		reached = strings.Contains(txt, `textbox "Email"`)
	}
	if !reached {
		t.Fatal("the arrow keys never reached the Email field")
	}
	press("Enter", "pick Email")
	u.ok(u.expect.Locator(page.GetByText(`Step 1 now targets textbox "Email"`)).ToBeVisible(), "the picked element replaces the target")

	// ---- the locator playground at 1024x700 ----
	u.ok(page.SetViewportSize(1024, 700), "narrow window")
	pg := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Locator playground"})
	u.ok(pg.ScrollIntoViewIfNeeded(), "scrolling to the playground")
	u.fill(pg.GetByLabel("Locator"), "getByRole('textbox')", "a wider locator")
	u.ok(u.expect.Locator(pg.GetByTestId("playground-count")).ToHaveText("2 matches"), "the count follows the text")
	found := pg.GetByTestId("playground-found").Locator("li")
	u.ok(u.expect.Locator(found).ToHaveCount(2), "both matches listed")
	u.ok(u.expect.Locator(found.Nth(0)).ToHaveText(`textbox "Email" — the recorded element`), "the recorded match is marked")
	u.ok(u.expect.Locator(found.Nth(1)).ToHaveText(`textbox "Password"`), "the other match is named")
	for _, name := range []string{"Replace candidate 1", "Add as new candidate"} {
		b := pg.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: name})
		u.ok(b.ScrollIntoViewIfNeeded(), "scrolling to "+name)
		box, err := b.BoundingBox()
		pbox, perr := pg.BoundingBox()
		if err != nil || perr != nil || box == nil || pbox == nil || box.X+box.Width > pbox.X+pbox.Width+1 || box.X < pbox.X-1 {
			t.Errorf("%s sits outside the playground at 1024x700: %+v in %+v", name, box, pbox)
		}
	}
	u.shots.take("playground-1024-keyboard")
	u.ok(page.SetViewportSize(1440, 900), "wide window")

	if len(consoleErrors) > 0 {
		t.Errorf("the page threw:\n%s", strings.Join(consoleErrors, "\n"))
	}
}
