package e2e

import (
	"regexp"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// batchFlows are flows of the demo site at base: Log in (a secret
// password), Register (its button is not on the page: step 2 fails) and
// Waits forever (its button never appears, ten-minute timeout).
func batchFlows(base string) []trajectory.Trajectory {
	field := func(name string) *trajectory.Target {
		return &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocLabel, Value: name, Score: 140}},
			Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: name}}
	}
	button := func(name string, l trajectory.Locator) *trajectory.Target {
		return &trajectory.Target{Candidates: []trajectory.Locator{l}, Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: name}}
	}
	return []trajectory.Trajectory{
		{Version: trajectory.FormatVersion, Name: "Waits forever", StartURL: base + "/login.html",
			Steps: []trajectory.Step{{ID: "s1", Instruction: "click Never", Action: trajectory.ActionClick, TimeoutMS: 600000,
				Target: button("Never", trajectory.Locator{Kind: trajectory.LocCSS, Value: "#never-there", Score: 500})}}},
		{Version: trajectory.FormatVersion, Name: "Register", StartURL: base + "/login.html", Tags: []string{"smoke"},
			Variables: []trajectory.Variable{{Name: "user", Default: "bob@example.com"}},
			Steps: []trajectory.Step{
				{ID: "s1", Instruction: "type {{user}} into Email", Action: trajectory.ActionFill, Value: "{{user}}", Target: field("Email")},
				{ID: "s2", Instruction: "click Register", Action: trajectory.ActionClick, TimeoutMS: 1500,
					Target: button("Register", trajectory.Locator{Kind: trajectory.LocRole, Role: "button", Name: "Register", Score: 100})},
			}},
		{Version: trajectory.FormatVersion, Name: "Log in", StartURL: base + "/login.html", Tags: []string{"smoke"},
			Variables: []trajectory.Variable{{Name: "user", Default: "ann@example.com"}, {Name: "password", Secret: true}},
			Steps: []trajectory.Step{
				{ID: "s1", Instruction: "type {{user}} into Email", Action: trajectory.ActionFill, Value: "{{user}}", Target: field("Email")},
				{ID: "s2", Instruction: "type {{password}} into Password", Action: trajectory.ActionFill, Value: "{{password}}", Target: field("Password")},
				{ID: "s3", Instruction: "click Sign in", Action: trajectory.ActionClick,
					Target: button("Sign in", trajectory.Locator{Kind: trajectory.LocTestID, Attr: "data-testid", Value: "login-submit", Score: 1})},
				{ID: "s4", Instruction: "verify the url contains /dashboard", Action: trajectory.ActionAssertURL, URL: "/dashboard"},
			}},
	}
}

// TestStudioRunSelectedFlowsUI runs flows from the Library as a QA person
// runs a small suite: two flows selected (Space, a checkbox), Run 2
// selected asks once for the secret, the flows run one after another and
// the summary says which passed, which failed at which step and why, with
// each run's details a link away (the summary and the selection still
// there on coming back); then a run of a flow that hangs is stopped with Esc: the flow
// under way is stopped, the next one never starts.
func TestStudioRunSelectedFlowsUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)
	ids := map[string]string{}
	for _, f := range batchFlows(site.URL) {
		var saved trajectory.Trajectory
		srv.call("SaveTrajectory", &saved, f)
		ids[f.Name] = saved.ID
	}
	u, page := openStudio(t, srv)
	kb := page.Keyboard()
	table := page.GetByRole("table", playwright.PageGetByRoleOptions{Name: "Trajectories"})
	u.ok(u.expect.Locator(table.GetByRole("row")).ToHaveCount(4), "three flows listed")
	box := func(name string) playwright.Locator { return u.role("checkbox", "Select "+name) }

	// ---- select two flows: Space on the current row, then a checkbox ----
	// The newest flow (Log in) is the current row.
	u.ok(kb.Press(" "), "Space")
	u.ok(u.expect.Locator(box("Log in")).ToBeChecked(), "Space selects the current row")
	u.click(box("Register"), "Register's checkbox")
	u.ok(u.expect.Locator(page.GetByText("2 selected", playwright.PageGetByTextOptions{Exact: playwright.Bool(true)})).ToBeVisible(), "2 selected")
	u.shotSizes("batch-selected")

	u.click(u.role("button", "▶ Run 2 selected"), "Run 2 selected")
	dialog := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Values for these 2 flows"})
	u.ok(u.expect.Locator(dialog).ToBeVisible(), "the values are asked once for both flows")
	u.ok(u.expect.Locator(dialog).ToContainText("Used by Log in, Register"), "the dialog says which flows use {{user}}")
	u.shots.take("batch-values")
	u.fill(dialog.GetByLabel("password"), "secret123", "the password")
	u.ok(kb.Press("Enter"), "Enter runs")

	panel := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Run of selected flows"})
	summary := panel.GetByRole("heading", playwright.LocatorGetByRoleOptions{Name: "2 flows: 1 passed, 1 failed"})
	u.ok(u.expect.Locator(summary).ToBeVisible(), "the summary")
	u.ok(u.expect.Locator(summary).ToBeFocused(), "the keyboard is on the summary")
	row := func(name string) playwright.Locator {
		return panel.GetByRole("row").Filter(playwright.LocatorFilterOptions{Has: page.GetByRole("link", playwright.PageGetByRoleOptions{Name: name, Exact: playwright.Bool(true)})})
	}
	u.ok(u.expect.Locator(row("Log in")).ToContainText("4 steps passed"), "Log in passed")
	u.ok(u.expect.Locator(row("Register")).ToContainText("Step 2 “click Register”: no candidate found the recorded element"), "Register failed at step 2, in words")
	text, err := panel.InnerText()
	u.ok(err, "reading the summary")
	if strings.Contains(text, "secret123") || regexp.MustCompile(`(?i)playwright|locator\.|\bs2\b`).MatchString(text) {
		t.Errorf("the summary shows a secret, a driver's name or a step id:\n%s", text)
	}
	u.shotSizes("batch-summary")

	// Each flow's run is in its history; the summary links to it.
	var runs []trajectory.Run
	srv.call("ListRuns", &runs, ids["Register"], 0)
	if len(runs) != 1 || runs[0].Status != trajectory.StatusFailed {
		t.Fatalf("Register's history after the run: %+v", runs)
	}
	details := row("Register").GetByRole("link", playwright.LocatorGetByRoleOptions{Name: "Run details of Register"})
	u.ok(u.expect.Locator(details).ToHaveAttribute("href", "#/t/"+ids["Register"]+"/runs/"+runs[0].ID), "the link to Register's run")
	u.click(details, "Run details")
	u.ok(u.expect.Locator(page.GetByText("step 2 failed: no candidate found").First()).ToBeVisible(), "the run's details")
	u.click(page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "Back to library"}), "←")
	u.ok(u.expect.Locator(summary).ToBeVisible(), "the summary is still there on coming back")
	u.ok(u.expect.Locator(box("Log in")).ToBeChecked(), "and so is the selection")

	// ---- a flow that hangs, stopped with Esc ----
	u.click(u.role("button", "Close the summary"), "Close")
	u.ok(u.expect.Locator(panel).ToHaveCount(0), "the summary closes")
	u.click(u.role("button", "Clear selection"), "Clear selection")
	u.click(box("Waits forever"), "Waits forever's checkbox")
	u.click(box("Register"), "Register's checkbox")
	u.click(u.role("button", "▶ Run 2 selected"), "Run 2 selected")
	u.ok(u.expect.Locator(panel.GetByRole("heading", playwright.LocatorGetByRoleOptions{Name: "Running 1 of 2: Register…"})).ToBeVisible(), "Register runs first (the Library's order)")
	running := panel.GetByRole("heading", playwright.LocatorGetByRoleOptions{Name: "Running 2 of 2: Waits forever…"})
	u.ok(u.expect.Locator(running).ToBeVisible(), "then Waits forever")
	u.ok(u.expect.Locator(u.role("button", "■ Stop")).ToBeFocused(), "■ Stop has the keyboard")
	u.shotSizes("batch-running")
	u.ok(kb.Press("Escape"), "Esc")
	stopped := panel.GetByRole("heading", playwright.LocatorGetByRoleOptions{Name: "2 flows: 0 passed, 1 failed, 1 cancelled"})
	u.ok(u.expect.Locator(stopped).ToBeVisible(), "Esc stops the run")
	u.ok(u.expect.Locator(row("Waits forever")).ToContainText("cancelled: the run was stopped while this flow ran"), "the flow under way is stopped")
	srv.call("ListRuns", &runs, ids["Waits forever"], 0)
	if len(runs) != 1 || runs[0].Status != trajectory.StatusCancel {
		t.Errorf("Waits forever's history after Esc: %+v", runs)
	}
	u.shots.take("batch-stopped")
}
