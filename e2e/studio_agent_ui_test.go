package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cua/cuatest"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// fakeModel plays one OpenAI-compatible model on loopback for every
// model-backed screen of the studio: a goal's tool loop (a screenshot,
// an act, then a turn that never answers, so the user cancels), extract
// with a schema, the heal tier (it picks the reworded "Store changes"
// button of editPage) and plain act/observe prompts (agenttest.Oracle).
func fakeModel(r llmtest.Request) llmtest.Reply {
	if len(r.Tools) > 0 {
		turn := 0
		for _, tr := range r.Turns {
			if tr.Role == "assistant" {
				turn++
			}
		}
		call := func(name, args string) llmtest.Reply {
			return llmtest.Reply{Calls: []llmtest.Call{{ID: fmt.Sprintf("c%d", turn), Name: name, Args: json.RawMessage(args)}}, PromptTokens: 500, CompletionTokens: 20}
		}
		switch turn {
		case 0:
			return call("screenshot", `{}`)
		case 1:
			return call("act", `{"instruction":"type ann@example.com into Email"}`)
		}
		// The agent thinks for ever: the user stops it.
		r := call("close", `{"success":true,"result":"done"}`)
		r.Delay = 2 * time.Minute
		return r
	}
	name := ""
	if r.Schema != nil {
		name = r.Schema.Name
	}
	switch name {
	case "heal":
		id := agenttest.Find(agenttest.Lines(agenttest.UserPrompt(r)), "Store changes", "")
		return llmtest.Reply{JSON: `{"element":"` + id + `","reason":"the button that saves the form"}`, PromptTokens: 250, CompletionTokens: 8}
	case "observe", "act", "":
		return agenttest.Oracle(r)
	}
	return llmtest.Reply{JSON: `{"heading":"Sign in","button":"Sign in"}`, PromptTokens: 300, CompletionTokens: 12}
}

// editPage is a page whose "Save" button was reworded to "Store changes"
// and moved, next to a "Delete" button: similarity healing cannot decide,
// the model can, and its pick passes the meaning checks.
const editPage = `<title>Edit</title><div class="toolbar"><button type="button" id="b-1f3">Store changes</button></div>` +
	`<form onsubmit="return false"><label>Title <input name="title"></label> <button type="button" id="b-9a2">Delete</button></form>`

// startEditPage serves editPage and returns its server's address.
func startEditPage(t *testing.T) string {
	t.Helper()
	edit := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte(editPage))
	}))
	t.Cleanup(edit.Close)
	return edit.URL
}

// editFlow is a two-step flow recorded on editPage before its "Save"
// button was reworded: replaying step 2 needs a heal, and only the model
// can pick the button (fakeModel does).
func editFlow(base string) trajectory.Trajectory {
	return trajectory.Trajectory{Version: trajectory.FormatVersion, Name: "Save the edit", StartURL: base + "/edit", Steps: []trajectory.Step{
		{ID: "s1", Instruction: "type Q3 report into Title", Action: trajectory.ActionFill, Value: "Q3 report",
			Target: &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "input[name=title]", Score: 300}},
				Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Title", Attrs: map[string]string{"name": "title"}}}},
		{ID: "s2", Instruction: "click Save", Action: trajectory.ActionClick, TimeoutMS: 2500,
			Target: &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#save", Score: 500}},
				Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Save", Attrs: map[string]string{"id": "save", "type": "button"}}}},
	}}
}

// startComputerUseModel plays an OpenAI computer-use model on loopback:
// it clicks the Email field of the demo site's login page (at the studio's
// default 1280x800 viewport), types ann's address, then closes.
func startComputerUseModel(t *testing.T, site *demoSite) *cuatest.Server {
	t.Helper()
	at := browsertest.ElementCenters(t, site.URL+"/login.html", 1280, 800, "#email")
	cu := cuatest.NewServer(t, cuatest.OpenAI)
	cu.Respond(func(r cuatest.Request) cuatest.Reply {
		rep := cuatest.Reply{InputTokens: 1000, OutputTokens: 30}
		if r.Turn == 0 {
			rep.Calls = []cuatest.Call{{Actions: []map[string]any{
				{"type": "click", "button": "left", "x": int(at[0][0]), "y": int(at[0][1])}, {"type": "type", "text": "ann@example.com"}}}}
		} else {
			rep.Calls = []cuatest.Call{{Name: "close", Args: map[string]any{"success": true, "result": "typed"}}}
		}
		return rep
	})
	return cu
}

// TestStudioAgentUI drives the studio's model-facing screens in a real
// headless Chromium against reprise serve's handler and loopback fake
// models: observe (candidates outlined on the mirror, one added as a
// step), per-step provenance in the recorder and the timeline, "▶ this"
// on the wrong page (the offer to replay the steps before it), a model
// heal applied in a run and reviewed, a hybrid goal with its live log and
// a cancel, extract with a JSON Schema, and a computer-use goal.
func TestStudioAgentUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)
	_, model := agenttest.Named(t, "openai-compatible/qwen3", llmtest.OpenAI, fakeModel)

	s := browsertest.NewPage(t)
	page := s.Page
	u := &ui{t: t, page: page, expect: playwright.NewPlaywrightAssertions(30000), shots: newShots(t, page)}
	u.ok(page.SetViewportSize(1440, 900), "sizing the window")
	page.OnDialog(func(d playwright.Dialog) { _ = d.Accept() }) // "Discard the recorded steps?"
	var pageErrors []string
	page.On("pageerror", func(err error) { pageErrors = append(pageErrors, err.Error()) })
	_, err := page.Goto(srv.URL + "/?token=" + srv.Token)
	u.ok(err, "opening the studio")

	// ---- record with the offline resolver: provenance per step, observe ----
	u.click(u.role("button", "● New recording"), "New recording")
	u.fill(u.label("Start URL"), site.URL+"/login.html", "start URL")
	u.fill(u.label("Name"), "Log in (observed)", "name")
	u.click(u.role("button", "● Start recording"), "Start recording")
	instr := u.label("Instruction")
	recSteps := page.GetByTestId("rec-step")
	instruct := func(n int, ins string) {
		u.ok(u.expect.Locator(instr).ToBeEnabled(), "instruction box ready")
		u.fill(instr, ins, "instruction")
		u.ok(instr.Press("Enter"), "running "+ins)
		u.ok(u.expect.Locator(recSteps).ToHaveCount(n), "step appears: "+ins)
		u.ok(u.expect.Locator(recSteps.Nth(n-1)).ToHaveAttribute("data-status", "passed"), "step passes: "+ins)
	}
	instruct(1, "type ann@example.com into Email")
	instruct(2, "type secret123 into Password")
	u.ok(u.expect.Locator(recSteps.Nth(0).GetByTestId("provenance")).ToContainText("recorded by the offline resolver · no model call"), "the recorder says who resolved step 1")

	u.click(u.role("button", "Observe elements"), "Observe elements")
	u.fill(u.label("Observe instruction"), "click Sign in", "observe instruction")
	u.ok(u.label("Observe instruction").Press("Enter"), "observing")
	observed := page.GetByTestId("observed")
	u.ok(u.expect.Locator(observed.First()).ToContainText(`click button "Sign in"`), "observe lists the Sign in button")
	u.ok(u.expect.Locator(observed.First()).ToContainText("found by the offline resolver"), "observe says who found it")
	u.ok(u.expect.Locator(page.GetByTestId("mirror-candidate").First()).ToBeVisible(), "the candidate is outlined on the mirror")
	u.ok(u.expect.Locator(recSteps).ToHaveCount(2), "observing records nothing")
	u.shotSizes("observe")
	u.click(observed.First().GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Add candidate 1 as a step"}), "adding the candidate")
	u.ok(u.expect.Locator(recSteps).ToHaveCount(3), "the candidate becomes step 3")
	u.ok(u.expect.Locator(recSteps.Nth(2)).ToHaveAttribute("data-status", "passed"), "step 3 was performed")
	u.ok(u.expect.Locator(page.GetByTestId("mirror-candidate")).ToHaveCount(0), "outlines cleared after adding")
	instruct(4, "verify the url contains /dashboard")
	u.click(u.role("button", "Save"), "Save recording")
	u.ok(u.expect.Locator(u.label("Trajectory name")).ToHaveValue("Log in (observed)"), "editor opens the saved flow")

	// ---- the editor: provenance, then "▶ this" on the wrong page ----
	steps := page.GetByTestId("step")
	u.ok(u.expect.Locator(steps.Nth(0).GetByTestId("provenance")).ToContainText("recorded by the offline resolver"), "timeline provenance from the recording")
	u.ok(u.expect.Locator(u.role("button", "Close page")).ToBeVisible(), "the recording's page stays open in the editor")
	u.click(u.role("button", "▶ Run all"), "Run all")
	// The password typed while recording became a secret: asked once per page.
	dialog := page.GetByRole("dialog")
	u.ok(u.expect.Locator(dialog).ToBeVisible(), "run-time values dialog")
	u.fill(dialog.Locator("input").First(), "secret123", "the password at run time")
	u.click(dialog.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Run", Exact: playwright.Bool(true)}), "Run")
	u.stepStatuses("run on the live page", "passed", "passed", "passed", "passed")
	u.ok(u.expect.Locator(steps.Nth(2).GetByTestId("provenance")).ToContainText("run: found by its first locator"), "timeline says which locator won")
	u.ok(u.expect.Locator(steps.Nth(2).GetByTestId("provenance")).ToContainText("no model call"), "a replay asks no model")
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/dashboard"), "the live page ends on the dashboard")
	u.click(steps.Nth(2), "step 3")
	u.ok(u.expect.Locator(page.GetByTestId("candidate-matches").First()).ToHaveText("not on this page"), "candidates say not on this page instead of red zeros")
	u.shotSizes("provenance")
	u.click(u.role("button", "▶ this"), "▶ this")
	offer := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Step 3 is not on this page"})
	u.ok(u.expect.Locator(offer).ToContainText("/login.html"), "the offer names the step's page")
	u.shotSizes("wrong-page-offer")
	u.click(offer.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Replay steps 1–2 first, then step 3"}), "replay the steps before")
	u.ok(u.expect.Locator(steps.Nth(2)).ToHaveAttribute("data-status", "passed"), "step 3 passes after the steps before it")
	u.ok(u.expect.Locator(steps.Nth(0)).ToHaveAttribute("data-status", "setup"), "steps 1–2 ran as setup")

	// ---- a model heal applied in a run, shown for review ----
	var set studio.Settings
	srv.call("GetSettings", &set)
	set.Model, set.BaseURL, set.HealWithModel, set.Heal = "openai-compatible/qwen3", model.BaseURL(), true, trajectory.HealSuggest
	srv.call("SaveSettings", nil, set)
	var saved trajectory.Trajectory
	srv.call("SaveTrajectory", &saved, editFlow(startEditPage(t)))
	_, err = page.Evaluate(`(id) => { location.hash = '#/t/' + id; }`, saved.ID)
	u.ok(err, "opening the seeded flow")
	u.ok(u.expect.Locator(u.label("Trajectory name")).ToHaveValue("Save the edit"), "editor opens the flow")
	u.reviewModelHeal("model-heal-review")
	set.HealWithModel = false
	srv.call("SaveSettings", nil, set)

	// ---- the editor refuses a Start URL that is not an address, completes a bare localhost one ----
	start := u.label("Start URL")
	u.fill(start, "not a url", "a Start URL that is not an address")
	u.ok(start.Blur(), "leaving the Start URL")
	u.ok(u.expect.Locator(page.GetByText(regexp.MustCompile(`the Start URL "not a url" is not a web address: type a full address`))).ToBeVisible(), "the editor says what to type")
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeHidden(), "nothing was changed")
	u.fill(start, "localhost:8731/login.html", "a bare localhost address")
	u.ok(start.Blur(), "leaving the Start URL")
	u.ok(u.expect.Locator(start).ToHaveValue("http://localhost:8731/login.html"), "this machine opens over http")

	// ---- the Runs tab: the healed run step by step ----
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Runs (1)"}), "Runs tab")
	u.click(page.GetByTestId("run-row").First().GetByRole("button", playwright.LocatorGetByRoleOptions{Name: regexp.MustCompile(`^Steps of run `)}), "opening the run's steps")
	runSteps := page.GetByTestId("run-step")
	u.ok(u.expect.Locator(runSteps).ToHaveCount(2), "the run's two steps")
	u.ok(u.expect.Locator(runSteps.Nth(0)).ToContainText("found by its first locator"), "which locator won")
	u.ok(u.expect.Locator(runSteps.Nth(1)).ToContainText("healed by the model openai-compatible/qwen3"), "the heal and who made it")
	u.ok(u.expect.Locator(runSteps.Nth(1)).ToContainText("1 model call · 250+8 tokens"), "what the model cost")
	u.shotSizes("run-steps")

	// ---- leaving the editor with the Start URL edit unsaved asks first; Discard leaves ----
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Record"}), "Record link")
	leave := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Leave with unsaved changes?"})
	u.ok(u.expect.Locator(leave).ToBeVisible(), "leaving with an unsaved edit asks")
	u.click(leave.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Discard and leave"}), "Discard and leave")

	// ---- a hybrid goal: the live log shows tool calls; Stop cancels ----
	u.openRecorder(site.URL + "/login.html")
	u.ok(u.expect.Locator(u.label("Model")).ToHaveValue("openai-compatible/qwen3"), "the recorder uses the default model")
	u.click(u.role("button", "● Start recording"), "Start recording with a model")
	u.hybridGoalCancelled("")

	// ---- extract with a JSON Schema ----
	u.extractWithSchema("extract")
	u.discardRecording()

	// ---- a computer-use goal ----
	cu := startComputerUseModel(t, site)
	t.Setenv("OPENAI_API_KEY", "test-key-not-real")
	set.Model, set.BaseURL = "openai/gpt-4.1-mini", cu.BaseURL()
	srv.call("SaveSettings", nil, set)
	u.fill(u.label("Start URL"), site.URL+"/login.html", "start URL")
	_, err = u.label("Model").SelectOption(playwright.SelectOptionValues{Values: &[]string{"openai/gpt-4.1-mini"}})
	u.ok(err, "choosing a model whose vendor has computer use")
	u.click(u.role("button", "● Start recording"), "Start recording for computer use")
	u.computerUseGoal()

	if len(pageErrors) > 0 {
		t.Errorf("the page threw:\n%s", strings.Join(pageErrors, "\n"))
	}
}

// reviewModelHeal runs the open editFlow on the changed page with a model
// heal allowed (fakeModel as openai-compatible/qwen3, heal policy
// suggest): the review shows the model's pick and what it cost, the
// timeline marks the heal, and accepting it saves a new revision. shot
// names the screenshots of the review.
func (u *ui) reviewModelHeal(shot string) {
	u.t.Helper()
	page := u.page
	u.click(u.role("button", "▶ Run all"), "Run all on the changed page")
	review := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Healed step"})
	u.ok(u.expect.Locator(review).ToContainText("Step 2 was healed by the model"), "the heal is shown for review")
	u.ok(u.expect.Locator(review.GetByTestId("heal-policy")).ToContainText("Suggested only"), "suggest: the flow is unchanged")
	u.ok(u.expect.Locator(review.GetByTestId("heal-cost")).ToContainText("1 model call · 250+8 tokens"), "what the model cost")
	u.ok(u.expect.Locator(page.GetByTestId("step").Nth(1).GetByTestId("provenance")).ToContainText("healed by the model openai-compatible/qwen3"), "timeline marks the heal")
	u.shotSizes(shot)
	rev := page.GetByTitle("Stored revision")
	before, _ := rev.TextContent()
	u.click(review.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Accept fix"}), "Accept fix")
	u.ok(u.expect.Locator(review).ToBeHidden(), "review closes")
	u.ok(u.expect.Locator(rev).Not().ToHaveText(before), "accepting saves a new revision")
}

// startGoal gives the open recording a goal in mode ("hybrid", "cua", …)
// without the agent cache.
func (u *ui) startGoal(mode, goal string) {
	u.t.Helper()
	for _, c := range []struct{ label, value string }{{"Kind of input", "goal"}, {"Agent mode", mode}, {"Agent cache", "no"}} {
		_, err := u.label(c.label).SelectOption(playwright.SelectOptionValues{Values: &[]string{c.value}})
		u.ok(err, "choosing "+c.value+" as "+c.label)
	}
	u.fill(u.label("Goal"), goal, "goal")
	u.ok(u.label("Goal").Press("Enter"), "starting the "+mode+" goal")
}

// hybridGoalCancelled gives the open recording (fakeModel as its model) a
// hybrid goal: the live log shows the tool calls, the act's step arrives
// while the agent works, and Stop cancels the turn that never answers.
// shot, unless empty, names screenshots of the running goal's log.
func (u *ui) hybridGoalCancelled(shot string) {
	u.t.Helper()
	page := u.page
	u.startGoal("hybrid", "type ann's email")
	log := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Agent log"})
	u.ok(u.expect.Locator(log).ToContainText("→ screenshot"), "the log shows the screenshot tool call")
	u.ok(u.expect.Locator(log).ToContainText("→ act"), "the log shows the act tool call")
	u.ok(u.expect.Locator(page.GetByTestId("rec-step")).ToHaveCount(1), "the act's step arrives while the agent works")
	u.ok(u.expect.Locator(log.Locator("li")).ToContainText([]string{"→ screenshot", "← screenshot", "→ act", "← act"}), "the log is in the order the agent worked")
	if shot != "" {
		u.shotSizes(shot)
	}
	u.click(u.role("button", "Stop"), "Stop")
	u.ok(u.expect.Locator(page.GetByRole("alert")).ToContainText(regexp.MustCompile(`cancelled`)), "the goal says it was cancelled")
	u.ok(u.expect.Locator(u.label("Goal")).ToBeEnabled(), "ready for the next goal")
}

// extractWithSchema extracts from the open recording's login page with a
// JSON Schema (fakeModel answers): a broken schema is refused with where,
// the JSON and its cost show, and the extract is added as step 2. shot
// names the screenshots of the result.
func (u *ui) extractWithSchema(shot string) {
	u.t.Helper()
	page := u.page
	_, err := u.label("Kind of input").SelectOption(playwright.SelectOptionValues{Values: &[]string{"step"}})
	u.ok(err, "back to steps")
	u.click(u.role("button", "Extract data"), "Extract data")
	u.fill(u.label("Extract instruction"), "the heading and the submit button", "extract instruction")
	schema := u.label("JSON Schema")
	u.fill(schema, `{"type":"object","properties":{"heading":{"type":"string"}},}`, "a broken schema")
	u.ok(schema.Blur(), "leaving the schema box")
	u.ok(u.expect.Locator(page.Locator("#schema-problem")).ToContainText("The schema is not valid JSON at line 1, column"), "a broken schema is refused with where")
	u.ok(u.expect.Locator(u.role("button", "Extract")).ToBeDisabled(), "nothing runs with a broken schema")
	u.fill(schema, `{"type":"object","properties":{"heading":{"type":"string"},"button":{"type":"string"}}}`, "the schema")
	u.click(u.role("button", "Extract"), "Extract")
	u.ok(u.expect.Locator(page.GetByTestId("extract-json")).ToContainText(`"heading": "Sign in"`), "the JSON is shown")
	u.ok(u.expect.Locator(page.GetByTestId("extract-provenance")).ToContainText("read by openai-compatible/qwen3 · 1 model call · 300+12 tokens"), "what the extract cost")
	u.shotSizes(shot)
	u.click(u.role("button", "Extract and add as step"), "Extract and add as step")
	u.ok(u.expect.Locator(page.GetByTestId("rec-step")).ToHaveCount(2), "the extract is recorded as a step")
}

// computerUseGoal gives the open recording (startComputerUseModel's model)
// a computer-use goal: the log shows the computer tool call, the goal
// succeeds and its clicks and typing are recorded.
func (u *ui) computerUseGoal() {
	u.t.Helper()
	page := u.page
	u.startGoal("cua", "type ann's email")
	log := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Agent log"})
	u.ok(u.expect.Locator(log).ToContainText("→ computer"), "the log shows the computer tool call")
	u.ok(u.expect.Locator(page.GetByText(regexp.MustCompile(`^Goal done`))).ToBeVisible(), "the computer-use goal succeeds")
	u.ok(u.expect.Locator(page.GetByTestId("rec-step").First()).ToBeVisible(), "its clicks and typing are recorded as steps")
}
