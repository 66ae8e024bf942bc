package e2e

import (
	"fmt"
	"net"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

// internalWords are names of the engine's insides a user must never read.
var internalWords = []string{"Frame.", "playwright", "Options.BaseURL", "[e1", "[e2", "Call log", "Cannot read properties"}

// TestStudioFirstUseUI walks the first ten minutes of a new user, keyboard
// first, and checks the first-use bugs of issue 15 stay fixed: focus stays
// in the instruction box and one-key shortcuts stay off while recording, a
// new recording shows no error, a huge instruction gives a bounded error,
// the selected step's buttons stay inside its card at 1440 and 1024 px, the
// mirror drops a highlight from another page, pick mode shows the element
// under the pointer, the live page can grow, unsaved settings warn before
// leaving, and errors speak the user's words.
func TestStudioFirstUseUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)

	s := browsertest.NewPage(t)
	page := s.Page
	if err := page.SetViewportSize(1440, 900); err != nil {
		t.Fatal(err)
	}
	u := &ui{t: t, page: page, expect: playwright.NewPlaywrightAssertions(30000), shots: newShots(t, page)}
	var pageErrors []string
	page.On("pageerror", func(err error) { pageErrors = append(pageErrors, err.Error()) })
	kb := page.Keyboard()
	focused := func() string {
		v, err := page.Evaluate(`() => document.activeElement ? (document.activeElement.getAttribute('aria-label') || document.activeElement.tagName) : ''`)
		u.ok(err, "reading the focused element")
		return fmt.Sprint(v)
	}

	_, err := page.Goto(srv.URL + "/?token=" + srv.Token)
	u.ok(err, "opening the studio")
	u.ok(u.expect.Locator(page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "Library"})).ToBeVisible(), "library")
	for _, name := range []string{"Library", "Record", "Settings"} {
		n, err := page.GetByRole("navigation", playwright.PageGetByRoleOptions{Name: "Main"}).GetByRole("link", playwright.LocatorGetByRoleOptions{Name: name}).Locator("svg").Count()
		u.ok(err, "counting nav icons")
		if n != 1 {
			t.Errorf("nav link %s has %d SVG icons, want 1 (icons must not depend on fonts)", name, n)
		}
	}

	// ---- an address where nothing answers: the error says so in words ----
	dead, err := net.Listen("tcp", "127.0.0.1:0")
	u.ok(err, "reserving a port")
	deadURL := "http://" + dead.Addr().String() + "/login.html"
	dead.Close()
	u.ok(kb.Press("r"), "r opens a new recording")
	startURL := u.label("Start URL")
	u.ok(u.expect.Locator(startURL).ToBeFocused(), "the Start URL field has focus")
	u.ok(kb.Type(deadURL), "typing a dead address")
	u.ok(kb.Press("Enter"), "Enter starts the recording")
	setupErr := page.Locator(".recorder-setup .alert-error")
	u.ok(u.expect.Locator(setupErr).ToContainText("nothing answers at that address"), "dead address explained")
	msg, err := setupErr.TextContent()
	u.ok(err, "reading the error")
	for _, w := range internalWords {
		if strings.Contains(msg, w) {
			t.Errorf("the error for a dead address leaks %q: %s", w, msg)
		}
	}

	// ---- keyboard only: record a login flow with no variables ----
	u.ok(startURL.Fill(""), "clearing the start URL")
	u.ok(startURL.Focus(), "focusing the start URL")
	u.ok(kb.Type(site.URL+"/login.html"), "typing the start URL")
	u.ok(kb.Press("Tab"), "Tab to Name")
	u.ok(kb.Type("Sign in with Ann"), "typing the name")
	u.ok(kb.Press("Enter"), "Enter starts the recording")
	instr := u.label("Instruction")
	u.ok(u.expect.Locator(instr).ToBeFocused(), "the instruction box has focus once recording starts")
	recSteps := page.GetByTestId("rec-step")
	alerts := page.Locator(".recorder [role=alert]")
	u.ok(u.expect.Locator(alerts).ToHaveCount(0), "a new recording shows no error")
	// Typed with the keyboard, not filled: a lost focus would send "g"
	// (Library) and "," (Settings) to the app's shortcuts.
	for i, ins := range []string{"type ann@example.com into Email", "type secret123 into Password", "check Remember me", "click Sign in"} {
		u.ok(kb.Type(ins), "typing "+ins)
		u.ok(kb.Press("Enter"), "running "+ins)
		u.ok(u.expect.Locator(recSteps).ToHaveCount(i+1), "step appears: "+ins)
		u.ok(u.expect.Locator(recSteps.Nth(i)).ToHaveAttribute("data-status", "passed"), "step passes: "+ins)
		u.ok(u.expect.Locator(instr).ToBeEnabled(), "instruction box ready again")
		u.ok(u.expect.Locator(instr).ToBeFocused(), "focus is back in the instruction box after: "+ins)
		u.ok(u.expect.Locator(alerts).ToHaveCount(0), "no error after: "+ins)
	}
	if f := focused(); f != "Instruction" {
		t.Errorf("focus after the last instruction is on %q, want the instruction box", f)
	}
	// Shortcuts stay off while recording even when focus is on the page.
	_, err = page.Evaluate(`() => document.activeElement && document.activeElement.blur()`)
	u.ok(err, "blurring")
	u.ok(kb.Type("g,"), "typing g and , outside a field")
	if !strings.Contains(page.URL(), "#/record") {
		t.Fatalf("a one-key shortcut left the recording: %s", page.URL())
	}

	// ---- a long instruction is read whole before it runs: the box grows
	// with it (up to five lines) and shrinks back when emptied ----
	oneLine, err := instr.BoundingBox()
	u.ok(err, "measuring the instruction box")
	long := strings.Repeat("then type ann@example.com into the Email field of the sign-in form ", 4)
	u.ok(instr.Fill(long), "typing a long instruction")
	grown, err := instr.BoundingBox()
	u.ok(err, "measuring the instruction box")
	if grown.Height < 2.5*oneLine.Height || grown.Height > 6*oneLine.Height {
		t.Errorf("a %d-character instruction leaves the box %.0f px tall (one line: %.0f px), want it grown to show several lines", len(long), grown.Height, oneLine.Height)
	}
	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	u.shots.take("long-instruction-1024")
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.shots.take("long-instruction")
	u.ok(instr.Fill(""), "clearing the instruction")
	u.ok(u.expect.Locator(instr).ToHaveCSS("height", fmt.Sprintf("%.0fpx", oneLine.Height)), "the emptied box is one line again")

	// ---- a 240,000-character instruction: a bounded error ----
	huge := strings.Repeat("click the blue button ", 240000/22+1)[:240000]
	u.ok(instr.Fill(huge), "pasting a huge instruction")
	u.ok(instr.Press("Enter"), "running it")
	u.ok(u.expect.Locator(alerts).ToHaveCount(1), "the huge instruction fails with an error")
	box, err := alerts.BoundingBox()
	u.ok(err, "measuring the error")
	if box.Height > 320 || box.Width > 1440 {
		t.Errorf("the error box is %.0f×%.0f px, want it bounded (≤ 320 px tall)", box.Width, box.Height)
	}
	msg, err = alerts.TextContent()
	u.ok(err, "reading the error")
	if len(msg) > 2000 {
		t.Errorf("the error repeats %d characters of the instruction, want a bounded message", len(msg))
	}
	u.ok(instr.Fill(""), "clearing the instruction")
	u.ok(instr.Focus(), "focus back to the instruction box")

	u.click(u.role("button", "Save"), "Save recording")
	u.ok(u.expect.Locator(u.label("Trajectory name")).ToHaveValue("Sign in with Ann"), "editor opens the saved trajectory")
	steps := page.GetByTestId("step")
	u.ok(u.expect.Locator(steps).ToHaveCount(4), "four steps")

	// ---- the selected step's buttons stay inside its card ----
	checkActionsInside := func(what string) {
		t.Helper()
		card := page.Locator(".tl-step.tl-sel")
		cb, err := card.BoundingBox()
		u.ok(err, "measuring the selected step")
		btns, err := card.Locator(".tl-actions button").All()
		u.ok(err, "listing the step's buttons")
		if len(btns) < 8 {
			t.Fatalf("%s: %d step buttons, want 8", what, len(btns))
		}
		for _, b := range btns {
			bb, err := b.BoundingBox()
			u.ok(err, "measuring a button")
			label, _ := b.GetAttribute("aria-label")
			if label == "" {
				label, _ = b.TextContent()
			}
			if bb.X < cb.X-0.5 || bb.X+bb.Width > cb.X+cb.Width+0.5 || bb.Y+bb.Height > cb.Y+cb.Height+0.5 {
				t.Errorf("%s: button %q at x %.0f–%.0f sits outside its card (x %.0f–%.0f)", what, label, bb.X, bb.X+bb.Width, cb.X, cb.X+cb.Width)
			}
		}
	}
	u.click(steps.Nth(1), "step 2")
	checkActionsInside("1440×900")
	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	checkActionsInside("1024×700")
	u.shots.take("timeline-1024")
	u.ok(page.SetViewportSize(1440, 900), "1440×900")

	// ---- one-key shortcuts never fire while typing in a field ----
	tags := u.label("Tags")
	u.ok(tags.Focus(), "focusing Tags")
	u.ok(kb.Type("login, smoke"), "typing tags with a g in them")
	if !strings.Contains(page.URL(), "#/t/") {
		t.Fatalf("typing in a field fired a shortcut: %s", page.URL())
	}
	u.ok(kb.Press("Tab"), "leaving the field")
	// With "unsaved" showing at 1024 px, the flow's toolbar stays one row.
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeVisible(), "the unsaved mark shows")
	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	nameBox, err := u.label("Trajectory name").BoundingBox()
	u.ok(err, "measuring the name field")
	runBox, err := u.role("button", "▶ Run all").BoundingBox()
	u.ok(err, "measuring Run all")
	if runBox.Y > nameBox.Y+nameBox.Height {
		t.Errorf("at 1024 px '▶ Run all' wrapped below the flow's name (y %.0f, name ends at %.0f)", runBox.Y, nameBox.Y+nameBox.Height)
	}
	u.shots.take("toolbar-unsaved-1024")
	u.ok(page.SetViewportSize(1440, 900), "1440×900")

	// ---- run all on the live page: the run ends on the dashboard, and
	// the Sign in box measured on the login page is not drawn there ----
	u.click(u.role("button", "Save"), "Save the tags")
	u.click(u.role("button", "▶ Run all"), "Run all")
	// The typed password became a secret variable: it is asked for, keyboard only.
	dialog := page.GetByRole("dialog")
	u.ok(u.expect.Locator(dialog.GetByLabel("password")).ToBeFocused(), "the secret's field has focus")
	u.ok(kb.Type("secret123"), "typing the password")
	u.ok(kb.Press("Enter"), "Enter runs")
	u.ok(u.expect.Locator(page.GetByText("Run passed — 4 steps, 0 LLM calls")).ToBeVisible(), "run passes")
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/dashboard"), "the page is the dashboard")
	u.ok(u.expect.Locator(page.GetByTestId("mirror-highlight")).ToBeHidden(), "no highlight left from the login page")

	// ---- a 20,000-character step title stays inside its card, badge too ----
	u.click(steps.Nth(0), "step 1")
	insp := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Inspector"})
	u.ok(insp.GetByLabel("Instruction").Fill(strings.Repeat("type a very long instruction ", 700)), "a 20,000-character instruction")
	u.ok(insp.GetByLabel("Instruction").Press("Enter"), "committing it")
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeVisible(), "the long title is in the draft")
	card, err := steps.Nth(0).BoundingBox()
	u.ok(err, "measuring step 1")
	for _, part := range []string{".tl-title", ".tl-status"} {
		bb, err := steps.Nth(0).Locator(part).BoundingBox()
		u.ok(err, "measuring "+part)
		if bb.X+bb.Width > card.X+card.Width+0.5 || bb.Height > 60 {
			t.Errorf("%s of a 20,000-character step is %.0f×%.0f at x %.0f, outside its card (x %.0f–%.0f)", part, bb.Width, bb.Height, bb.X, card.X, card.X+card.Width)
		}
	}
	if card.Height > 400 {
		t.Errorf("the card of a 20,000-character step is %.0f px tall", card.Height)
	}
	u.ok(insp.GetByLabel("Instruction").Blur(), "leaving the field")
	u.ok(kb.Press("Control+z"), "undo")
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeHidden(), "undo restores the stored title")

	// ---- pick mode: the element under the pointer, as DevTools shows it ----
	_, err = page.Goto(srv.URL + "/#/")
	u.ok(err, "back to the library")
	u.ok(u.expect.Locator(page.GetByText("Sign in with Ann")).ToBeVisible(), "the library lists the flow")
	u.ok(kb.Press("Enter"), "Enter opens the selected trajectory")
	u.ok(u.expect.Locator(u.label("Trajectory name")).ToHaveValue("Sign in with Ann"), "editor again")
	u.click(u.role("button", "Open live page"), "Open live page")
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/login.html"), "live page at the start URL")
	u.click(steps.Nth(0), "step 1")
	// Keyboard only: Tab from the Tags field reaches the selected step, the
	// arrows move the selection with the focus, Tab goes on to its buttons.
	u.ok(u.label("Tags").Focus(), "focusing Tags")
	reached := false
	for i := 0; i < 12 && !reached; i++ {
		u.ok(kb.Press("Tab"), "Tab")
		v, err := page.Evaluate(`() => document.activeElement?.getAttribute('data-testid') ?? ''`)
		u.ok(err, "reading the focus")
		reached = v == "step"
	}
	if !reached {
		t.Fatalf("Tab never reached the step timeline")
	}
	u.ok(kb.Press("ArrowDown"), "ArrowDown selects step 2")
	u.ok(u.expect.Locator(steps.Nth(1)).ToBeFocused(), "focus follows the selection to step 2")
	u.ok(u.expect.Locator(steps.Nth(1)).ToHaveAttribute("aria-selected", "true"), "step 2 selected")
	u.ok(kb.Press("Tab"), "Tab to the step's buttons")
	u.ok(u.expect.Locator(steps.Nth(1).GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "▶ this"})).ToBeFocused(), "the step's first button")
	u.click(steps.Nth(0), "step 1")
	u.ok(kb.Press("p"), "p starts pick mode")
	hoverAt := func(x, y float64) {
		t.Helper()
		stage := page.Locator(".mirror-stage")
		sb, err := stage.BoundingBox()
		u.ok(err, "measuring the mirror")
		u.ok(page.Mouse().Move(sb.X+x/1280*sb.Width, sb.Y+y/800*sb.Height), "pointing at the mirror")
	}
	hoverAt(477+163, 245+22) // the Email field
	hover := page.GetByTestId("pick-hover")
	u.ok(u.expect.Locator(hover).ToContainText(`textbox "Email"`), "the field under the pointer is named with its role")
	u.shots.take("pick-highlight")
	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	hoverAt(477+163, 245+22)
	u.ok(u.expect.Locator(hover).ToContainText(`textbox "Email"`), "pick highlight at 1024")
	u.shots.take("pick-highlight-1024")
	u.ok(kb.Press("Escape"), "Esc leaves pick mode")
	u.ok(u.expect.Locator(hover).ToBeHidden(), "pick highlight gone")
	u.ok(page.SetViewportSize(1440, 900), "1440×900")

	// ---- the live page can grow ----
	stage := page.Locator(".mirror-stage")
	before, err := stage.BoundingBox()
	u.ok(err, "measuring the mirror")
	u.click(u.role("button", "Larger page"), "Larger page")
	u.ok(u.expect.Locator(u.role("button", "Smaller page")).ToBeVisible(), "toggle shows Smaller page")
	after, err := stage.BoundingBox()
	u.ok(err, "measuring the larger mirror")
	t.Logf("mirror at 1440×900: %.0f×%.0f px, larger: %.0f×%.0f px", before.Width, before.Height, after.Width, after.Height)
	if after.Width < before.Width*1.5 {
		t.Errorf("the larger page is %.0f px wide, want at least 1.5× %.0f", after.Width, before.Width)
	}
	u.shots.take("editor-large-mirror")
	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	u.shots.take("editor-large-mirror-1024")
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.click(u.role("button", "Smaller page"), "Smaller page")

	// ---- unsaved settings warn before leaving ----
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Settings"}), "Settings")
	headless := page.GetByRole("checkbox", playwright.PageGetByRoleOptions{Name: "headless"})
	u.ok(headless.First().Click(), "changing a setting")
	u.ok(u.expect.Locator(page.GetByTestId("settings-dirty")).ToBeVisible(), "unsaved changes shown")
	// The app asks in its own dialog (the desktop app's web view titles
	// the browser's confirm "JavaScript - wails://…").
	ask := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Leave without saving?"})
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Library"}), "Library (stay)")
	u.ok(u.expect.Locator(ask).ToContainText("not saved"), "one question about unsaved changes")
	u.click(ask.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Stay"}), "Stay")
	u.ok(u.expect.Locator(page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "Settings"})).ToBeVisible(), "still on Settings")
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Library"}), "Library (leave)")
	u.click(ask.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Leave and lose them"}), "Leave and lose them")
	u.ok(u.expect.Locator(page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "Library"})).ToBeVisible(), "left for the library")

	for _, e := range pageErrors {
		t.Errorf("page error: %s", e)
	}
}
