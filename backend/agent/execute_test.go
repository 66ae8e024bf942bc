package agent_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// call is one scripted tool call.
func call(name string, args any) llmtest.Call {
	b, _ := json.Marshal(args)
	return llmtest.Call{Name: name, Args: b}
}

// agentScript plays a model in a tool loop: turn n of the conversation (n
// assistant turns so far) answers with turns[n]. Extract requests (they
// carry a schema) are answered by extract. Every answer reports 800+40
// tokens.
func agentScript(extract func(prompt string) string, turns ...[]llmtest.Call) func(llmtest.Request) llmtest.Reply {
	return func(r llmtest.Request) llmtest.Reply {
		if r.Schema != nil {
			return llmtest.Reply{JSON: extract(agenttest.UserPrompt(r)), PromptTokens: 800, CompletionTokens: 40}
		}
		n := 0
		for _, t := range r.Turns {
			if t.Role == "assistant" {
				n++
			}
		}
		if n >= len(turns) {
			return llmtest.Reply{Text: "I am stuck.", PromptTokens: 800, CompletionTokens: 40}
		}
		calls := make([]llmtest.Call, len(turns[n]))
		for i, c := range turns[n] {
			c.ID = fmt.Sprintf("call_%d_%d", n, i)
			calls[i] = c
		}
		return llmtest.Reply{Calls: calls, PromptTokens: 800, CompletionTokens: 40}
	}
}

var priceLine = regexp.MustCompile(`"(\$[0-9.,]+)"`)

// totalFrom reads the order total the way a model would: the price after
// the "Total" line.
func totalFrom(prompt string) string {
	i := strings.Index(prompt, `"Total"`)
	if i < 0 {
		return `{"total":""}`
	}
	m := priceLine.FindStringSubmatch(prompt[i:])
	if m == nil {
		return `{"total":""}`
	}
	return `{"total":"` + m[1] + `"}`
}

// checkoutTurns is a model buying the cotton scarf with PayPal.
var checkoutTurns = [][]llmtest.Call{
	{call("ariaTree", map[string]any{})},
	{call("act", map[string]any{"instruction": "click Add to cart for Cotton Scarf"})},
	{call("act", map[string]any{"instruction": "click Cart"})},
	{call("act", map[string]any{"instruction": "click Checkout"})},
	{call("fillForm", map[string]any{"fields": []map[string]string{{"field": "Full name", "value": "{{name}}"}, {"field": "Address", "value": "1 Main Street"}, {"field": "City", "value": "Paris"}}})},
	{call("act", map[string]any{"instruction": "select France from Country"}), call("act", map[string]any{"instruction": "check PayPal"}), call("act", map[string]any{"instruction": "check I accept the terms"})},
	{call("act", map[string]any{"instruction": "click Place order"})},
	{call("extract", map[string]any{"instruction": "the order total", "schema": map[string]any{"type": "object", "properties": map[string]any{"total": map[string]any{"type": "string"}}, "required": []string{"total"}}})},
	{call("close", map[string]any{"success": true, "result": "Ordered the cotton scarf with PayPal"})},
}

const checkoutGoal = "buy the cheapest scarf as {{name}}, shipping to Paris, France, paying with PayPal, and report the total"

// agentSession opens the shop on a fresh page with an agent.
func agentSession(t *testing.T, model llm.Model, path string) (*agent.Agent, playwright.Page) {
	t.Helper()
	return session(t, path, model, nil, []trajectory.Variable{{Name: "name"}}, map[string]string{"name": "Ann Lee"})
}

func TestAgentCheckoutThenCacheHit(t *testing.T) {
	for _, v := range []llmtest.Vendor{llmtest.OpenAI, llmtest.Anthropic, llmtest.Google} {
		t.Run(string(v), func(t *testing.T) {
			store, err := cache.Open(t.TempDir(), cache.Options{})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = store.Close() })
			model, srv := agenttest.Model(t, v, agentScript(totalFrom, checkoutTurns...))
			a, page := agentSession(t, model, "/shop.html")
			var events []string
			res, err := a.Execute(context.Background(), checkoutGoal, agent.ExecuteOptions{Cache: store, RunID: "r1",
				OnEvent: func(e agent.Event) { events = append(events, e.Type) }})
			if err != nil {
				t.Fatalf("first run: %v", err)
			}
			if !res.Success || !res.Completed || !res.Stored || res.CacheHit || res.ModelCalls != 10 || res.Usage.PromptTokens != 8000 {
				t.Fatalf("first run: %+v", res)
			}
			if !strings.Contains(page.URL(), "confirmation.html") || len(res.Outputs) != 1 || !strings.Contains(string(res.Outputs[0]), "$") {
				t.Fatalf("at %s with outputs %s", page.URL(), res.Outputs)
			}
			for _, want := range []string{agent.EventStepStarted, agent.EventToolCall, agent.EventToolResult, agent.EventUsage, agent.EventDone} {
				if !strings.Contains(strings.Join(events, " "), want) {
					t.Errorf("no %s event in %v", want, events)
				}
			}
			steps := res.Trajectory.Steps
			if n := len(steps); n != 11 || steps[n-1].Action != trajectory.ActionExtract || len(steps[n-1].Extract.Fields) != 1 {
				t.Fatalf("recorded %d steps, last %+v", len(steps), steps[len(steps)-1])
			}
			if steps[3].Value != "{{name}}" {
				t.Errorf("the name step stores %q, want the placeholder", steps[3].Value)
			}
			calls := len(srv.Requests())

			// The second run of the same goal replays with zero model calls
			// and reads the total again from the page.
			b, page2 := agentSession(t, model, "/shop.html")
			again, err := b.Execute(context.Background(), checkoutGoal, agent.ExecuteOptions{Cache: store})
			if err != nil {
				t.Fatalf("cached run: %v", err)
			}
			if !again.CacheHit || !again.Success || again.ModelCalls != 0 || again.Usage != (llm.Usage{}) || len(srv.Requests()) != calls {
				t.Fatalf("cached run: %+v (%d new requests)", again, len(srv.Requests())-calls)
			}
			// Both results name the entry, its revision and its time; the
			// library shows what a replay saves and counts the hit.
			if res.CacheEntry == "" || again.CacheEntry != res.CacheEntry || again.CacheRevision != 1 || !again.CacheTimestamp.Equal(res.CacheTimestamp) || again.CacheTimestamp.IsZero() {
				t.Errorf("cache entry: stored %s r%d %v, replayed %s r%d %v", res.CacheEntry, res.CacheRevision, res.CacheTimestamp, again.CacheEntry, again.CacheRevision, again.CacheTimestamp)
			}
			if list, err := store.ListEntries(); err != nil || len(list.Entries) != 1 || list.Entries[0].Hits != 1 ||
				list.Entries[0].Saves.ModelCalls != 10 || list.Entries[0].Saves.PromptTokens != 8000 || list.Entries[0].Source != "agent-dom" {
				t.Errorf("cache entries: %+v %v; want one agent-dom entry with 1 hit saving 10 calls and 8000 prompt tokens", list, err)
			}
			if !strings.Contains(page2.URL(), "confirmation.html") || len(again.Outputs) != 1 || string(again.Outputs[0]) != string(res.Outputs[0]) {
				t.Errorf("cached run at %s, outputs %s (first run %s)", page2.URL(), again.Outputs, res.Outputs)
			}
			t.Logf("%s: first run %d model calls, %d+%d tokens, %d ms; cached run %d calls, %d ms",
				v, res.ModelCalls, res.Usage.PromptTokens, res.Usage.CompletionTokens, res.DurationMS, again.ModelCalls, again.DurationMS)
		})
	}
}

func TestAgentReplayFailureIsReportedAndHandedOver(t *testing.T) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	recordModel, _ := agenttest.Model(t, llmtest.OpenAI, agentScript(totalFrom, checkoutTurns...))
	a, _ := agentSession(t, recordModel, "/shop.html")
	if res, err := a.Execute(context.Background(), checkoutGoal, agent.ExecuteOptions{Cache: store}); err != nil || !res.Stored {
		t.Fatalf("recording: %+v %v", res, err)
	}
	// The app's next release renames Checkout, and the live model, told
	// where the replay stopped, finds no way on.
	var prompts []string
	var mu sync.Mutex
	liveModel, _ := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		mu.Lock()
		prompts = append(prompts, agenttest.UserPrompt(r))
		mu.Unlock()
		return agentScript(totalFrom, []llmtest.Call{call("close", map[string]any{"success": false, "result": "no checkout button"})})(r)
	})
	b, page := agentSession(t, liveModel, "/shop.html")
	if err := page.AddInitScript(playwright.Script{Content: playwright.String(`document.addEventListener("DOMContentLoaded", () => document.querySelectorAll("a,button").forEach(e => { if (e.textContent.trim() === "Checkout") e.textContent = "Pay now"; }))`)}); err != nil {
		t.Fatal(err)
	}
	res, err := b.Execute(context.Background(), checkoutGoal, agent.ExecuteOptions{Cache: store})
	if err != nil {
		t.Fatal(err)
	}
	if !res.CacheHit || res.Success || res.Handover == "" || !strings.Contains(res.Handover, "step 3") || res.ModelCalls != 1 {
		t.Fatalf("result %+v; want a cache hit that failed at step 3, handed over, and the model's verdict", res)
	}
	if failed := res.Replay[len(res.Replay)-1]; failed.Status != trajectory.StatusFailed {
		t.Errorf("last replayed step %s, want failed", failed.Status)
	}
	if len(prompts) == 0 || !strings.Contains(prompts[0], "stopped at step 3") {
		t.Errorf("the live model was not told where the replay stopped: %q", prompts)
	}
}

func TestAgentHybridClicksByPixelRecordsLocators(t *testing.T) {
	for _, v := range []llmtest.Vendor{llmtest.OpenAI, llmtest.Anthropic} {
		t.Run(string(v), func(t *testing.T) {
			// Where the Silk Scarf's button is in a 1280x800 viewport.
			probe := browsertest.NewPage(t)
			if _, err := probe.Page.Goto(demo(t).URL() + "/shop.html"); err != nil {
				t.Fatal(err)
			}
			box, err := probe.Page.Locator(`[data-product-id="silk-scarf"] button`).BoundingBox()
			if err != nil || box == nil {
				t.Fatalf("locating the button: %v", err)
			}
			x, y := box.X+box.Width/2, box.Y+box.Height/2
			model, srv := agenttest.Model(t, v, agentScript(totalFrom,
				[]llmtest.Call{call("screenshot", map[string]any{})},
				[]llmtest.Call{call("screenshot", map[string]any{})},
				[]llmtest.Call{call("screenshot", map[string]any{})},
				[]llmtest.Call{call("click", map[string]any{"x": x, "y": y})},
				[]llmtest.Call{call("close", map[string]any{"success": true, "result": "added"})},
			))
			a, page := agentSession(t, model, "/shop.html")
			res, err := a.Execute(context.Background(), "add the silk scarf to the cart", agent.ExecuteOptions{Mode: agent.ModeHybrid, KeepImages: 2})
			if err != nil || !res.Success {
				t.Fatalf("%+v %v", res, err)
			}
			if got := text(t, page, "[data-testid=cart-link]"); got != "Cart (1)" {
				t.Errorf("cart says %q", got)
			}
			steps := res.Trajectory.Steps
			if len(steps) != 1 || steps[0].Action != trajectory.ActionClick || !strings.Contains(steps[0].Target.Fingerprint.Context, "Silk Scarf") {
				t.Fatalf("recorded %+v", steps)
			}
			// Context compression: the request after three screenshots
			// carries only the latest two.
			reqs := srv.Requests()
			fourth := reqs[3]
			images := len(fourth.Images())
			for _, r := range fourth.Results() {
				images += len(r.Images)
			}
			if images != 2 {
				t.Errorf("the 4th request carries %d images, want the latest 2", images)
			}
			// The pixel click replays by locator in another viewport.
			s := browsertest.NewPage(t)
			if err := s.Page.SetViewportSize(700, 900); err != nil {
				t.Fatal(err)
			}
			run := replay.NewPlayer(s.Page, replay.Options{}).Run(context.Background(), res.Trajectory, nil)
			if run.Status != trajectory.StatusPassed {
				t.Fatalf("replay at 700x900: %s", run.Error)
			}
			v, _ := s.Page.Evaluate(`() => localStorage.getItem("reprise-demo-cart")`)
			if sv, _ := v.(string); !strings.Contains(sv, "silk-scarf") {
				t.Errorf("replay added %v, want the silk scarf", v)
			}
		})
	}
}

func TestAgentStepLimitAndCancel(t *testing.T) {
	t.Run("max steps", func(t *testing.T) {
		looping := make([][]llmtest.Call, 10)
		for i := range looping {
			looping[i] = []llmtest.Call{call("ariaTree", map[string]any{})}
		}
		model, srv := agenttest.Model(t, llmtest.OpenAI, agentScript(totalFrom, looping...))
		a, _ := agentSession(t, model, "/shop.html")
		res, err := a.Execute(context.Background(), "find the meaning of life", agent.ExecuteOptions{MaxSteps: 3})
		if !errors.Is(err, agent.ErrMaxSteps) || res.Completed || res.Turns != 3 || len(srv.Requests()) != 3 {
			t.Fatalf("err %v, result %+v", err, res)
		}
		// Only the latest page tree stays in the history.
		last := agenttest.UserPrompt(srv.Last()) + strings.Join(func() []string {
			var s []string
			for _, r := range srv.Last().Results() {
				s = append(s, r.Text)
			}
			return s
		}(), "\n")
		if strings.Count(last, "Page: ") != 1 || !strings.Contains(last, "an earlier page tree, omitted") {
			t.Errorf("history keeps %d page trees", strings.Count(last, "Page: "))
		}
	})
	t.Run("cancel at a safe point", func(t *testing.T) {
		model, _ := agenttest.Model(t, llmtest.OpenAI, agentScript(totalFrom, checkoutTurns...))
		a, _ := agentSession(t, model, "/shop.html")
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		res, err := a.Execute(ctx, checkoutGoal, agent.ExecuteOptions{OnEvent: func(e agent.Event) {
			if e.Type == agent.EventToolResult && e.Tool == "act" {
				cancel() // after the first act
			}
		}})
		if !errors.Is(err, context.Canceled) || res.Completed || len(res.Trajectory.Steps) != 1 {
			t.Fatalf("err %v, completed %v, %d steps; want cancelled after the first act with its step kept", err, res.Completed, len(res.Trajectory.Steps))
		}
	})
}

func TestAgentCustomAndMCPTools(t *testing.T) {
	// An MCP server in-process: notifyQA sends a message (not replayable).
	server := mcp.NewServer(&mcp.Implementation{Name: "qa-bot", Version: "v1"}, nil)
	var notified []string
	type note struct {
		Message string `json:"message"`
	}
	mcp.AddTool(server, &mcp.Tool{Name: "notifyQA", Description: "tell the QA channel"}, func(_ context.Context, _ *mcp.CallToolRequest, n note) (*mcp.CallToolResult, any, error) {
		notified = append(notified, n.Message)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sent"}}}, nil, nil
	})
	ct, st := mcp.NewInMemoryTransports()
	ctx := context.Background()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "reprise", Version: "v1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	mcpTools, err := agent.MCPTools(ctx, cs, "", nil)
	if err != nil || len(mcpTools) != 1 || mcpTools[0].Replayable {
		t.Fatalf("MCP tools %+v %v", mcpTools, err)
	}
	lookups := 0
	coupon := agent.Tool{Name: "lookupCoupon", Description: "look a coupon up", Replayable: true,
		Parameters: json.RawMessage(`{"type":"object","properties":{"code":{"type":"string"}},"required":["code"]}`),
		Run: func(_ context.Context, args json.RawMessage) (string, error) {
			lookups++
			return "10% off scarves", nil
		}}
	tools := append([]agent.Tool{coupon}, mcpTools...)
	model, _ := agenttest.Model(t, llmtest.OpenAI, agentScript(totalFrom,
		[]llmtest.Call{call("lookupCoupon", map[string]any{"code": "SCARF10"})},
		[]llmtest.Call{call("notifyQA", map[string]any{"message": "coupon SCARF10 is valid"})},
		[]llmtest.Call{call("close", map[string]any{"success": true, "result": "checked"})},
	))
	a, page := agentSession(t, model, "/shop.html")
	res, err := a.Execute(ctx, "check coupon SCARF10 and tell QA", agent.ExecuteOptions{Tools: tools})
	if err != nil || !res.Success || lookups != 1 || len(notified) != 1 {
		t.Fatalf("%+v %v (lookups %d, notified %v)", res, err, lookups, notified)
	}
	steps := res.Trajectory.Steps
	if len(steps) != 2 || steps[0].Tool.Name != "lookupCoupon" || !steps[0].Tool.Replayable || steps[1].Tool.Name != "notifyQA" || steps[1].Tool.Replayable {
		t.Fatalf("recorded %+v", steps)
	}
	// A replay calls the lookup again and stops before messaging QA.
	run := replay.NewPlayer(page, replay.Options{Tools: agent.ReplayTools(tools)}).Run(ctx, res.Trajectory, nil)
	if run.Status != trajectory.StatusFailed || run.Steps[0].Status != trajectory.StatusPassed || lookups != 2 || len(notified) != 1 ||
		!strings.Contains(run.Steps[1].Error, "not replayable") {
		t.Fatalf("replay: %s; steps %+v; lookups %d, notified %d", run.Status, run.Steps, lookups, len(notified))
	}
}

// TestAgentWithoutModelSaysSo: the agent needs a model unless a stored
// run replays completely.
func TestAgentWithoutModelSaysSo(t *testing.T) {
	a, _ := agentSession(t, nil, "/shop.html")
	_, err := a.Execute(context.Background(), "buy a scarf", agent.ExecuteOptions{})
	if !errors.Is(err, agent.ErrNoModel) {
		t.Fatalf("err %v", err)
	}
}

// TestAgentReadStrategyRunsStoredFlows: with the read strategy the model
// lists the recorded flows, runs one by name and checks the outcome; the
// flow's steps become part of the run.
func TestAgentReadStrategyRunsStoredFlows(t *testing.T) {
	for _, strat := range []agent.CacheStrategy{agent.CacheRead, agent.CacheBoth} {
		t.Run(string(strat), func(t *testing.T) { readStrategyRunsStoredFlows(t, strat) })
	}
}

// readStrategyRunsStoredFlows is TestAgentReadStrategyRunsStoredFlows
// with one strategy: neither writes the run, whose steps come from a
// stored flow, as a new cache entry.
func readStrategyRunsStoredFlows(t *testing.T, strat agent.CacheStrategy) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	// A flow recorded earlier, offline.
	rec, _ := session(t, "/login.html", nil, nil, nil, nil)
	for _, in := range []string{"type ann@example.com into Email", "type secret123 into Password", "click Sign in"} {
		act(t, rec, in)
	}
	login := *rec.Trajectory()
	login.Name = "Log in as Ann"
	if _, err := store.SaveTrajectory(&login); err != nil {
		t.Fatal(err)
	}
	var listed string
	model, _ := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		for _, res := range r.Results() {
			if strings.Contains(res.Text, "Log in as Ann") {
				listed = res.Text
			}
		}
		return agentScript(totalFrom,
			[]llmtest.Call{call("listTrajectories", map[string]any{})},
			[]llmtest.Call{call("runTrajectory", map[string]any{"name": "log in as ann"})},
			[]llmtest.Call{call("close", map[string]any{"success": true, "result": "logged in"})},
		)(r)
	})
	// The password typed literally was recorded as the secret {{password}}:
	// this run supplies it.
	a, page := session(t, "/login.html", model, nil, []trajectory.Variable{{Name: "password", Secret: true}}, map[string]string{"password": "secret123"})
	res, err := a.Execute(context.Background(), "log in", agent.ExecuteOptions{Cache: store, Library: store, Strategy: strat})
	if err != nil || !res.Success || res.Stored {
		t.Fatalf("%+v %v; want success, not stored (it replayed a stored flow)", res, err)
	}
	if list, _ := store.ListEntries(); len(list.Entries) != 0 {
		t.Errorf("replaying a stored flow wrote cache entries: %+v", list.Entries)
	}
	if !strings.Contains(listed, "3 steps") || len(res.Trajectory.Steps) != 3 {
		t.Errorf("listed %q, recorded %d steps", listed, len(res.Trajectory.Steps))
	}
	if got := text(t, page, "#welcome"); got != "Welcome, ann@example.com" {
		t.Errorf("dashboard says %q", got)
	}
}

// pixelDriver is a Driver that acts by pixels, as a computer-use model
// does: click the Email field, type, press Tab.
type pixelDriver struct {
	x, y   float64
	drives int
}

func (d *pixelDriver) Config() cache.AgentConfig {
	return cache.AgentConfig{Model: "test/pixels", Mode: "cua", SystemPrompt: "click and type"}
}

func (d *pixelDriver) Drive(ctx context.Context, s *agent.Session, goal, note string) error {
	d.drives++
	if _, err := s.Turn(); err != nil {
		return err
	}
	if _, err := s.Screenshot(); err != nil {
		return err
	}
	s.AddUsage(llm.Usage{PromptTokens: 1500, CompletionTokens: 20})
	if _, err := s.ClickAt(ctx, d.x, d.y, 1, 0); err != nil {
		return err
	}
	if _, err := s.Type(ctx, "{{user}}"); err != nil {
		return err
	}
	if _, err := s.Press(ctx, "Tab"); err != nil {
		return err
	}
	s.Close(true, "typed the email")
	return nil
}

func TestDriverActsThroughTheSession(t *testing.T) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	probe := browsertest.NewPage(t)
	if _, err := probe.Page.Goto(demo(t).URL() + "/login.html"); err != nil {
		t.Fatal(err)
	}
	box, err := probe.Page.Locator("#email").BoundingBox()
	if err != nil {
		t.Fatal(err)
	}
	d := &pixelDriver{x: box.X + 5, y: box.Y + box.Height/2}
	vars := []trajectory.Variable{{Name: "user"}}
	for i, who := range []string{"ann@example.com", "bob@example.com"} {
		a, page := session(t, "/login.html", nil, nil, vars, map[string]string{"user": who})
		res, err := a.Execute(context.Background(), "type the email", agent.ExecuteOptions{Driver: d, Cache: store})
		if err != nil || !res.Success {
			t.Fatalf("run %d: %+v %v", i+1, res, err)
		}
		if v, _ := page.Locator("#email").InputValue(); v != who {
			t.Errorf("run %d: email holds %q", i+1, v)
		}
		if i == 0 {
			steps := res.Trajectory.Steps
			if len(steps) != 3 || steps[1].Action != trajectory.ActionType || steps[1].Value != "{{user}}" || steps[1].Target.Fingerprint.Name != "Email" {
				t.Fatalf("recorded %+v", steps)
			}
			if res.ModelCalls != 1 || res.Usage.PromptTokens != 1500 {
				t.Errorf("usage %d calls %+v", res.ModelCalls, res.Usage)
			}
		} else if !res.CacheHit || d.drives != 1 || res.ModelCalls != 0 {
			t.Errorf("second run: hit %v, drives %d, calls %d", res.CacheHit, d.drives, res.ModelCalls)
		}
	}
}
