package webapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cua/cuatest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// goalResult is the part of a GoalResult the tests read.
type goalResult struct {
	Success    bool                   `json:"success"`
	CacheHit   bool                   `json:"cacheHit"`
	ModelCalls int                    `json:"modelCalls"`
	Trajectory *trajectory.Trajectory `json:"trajectory"`
}

func demoSite(t *testing.T) *demosite.Server {
	t.Helper()
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	return site
}

// scripted answers the n-th request of a conversation with the n-th call.
func scripted(calls ...string) func(llmtest.Request) llmtest.Reply {
	return func(r llmtest.Request) llmtest.Reply {
		n := 0
		for _, tr := range r.Turns {
			if tr.Role == "assistant" {
				n++
			}
		}
		var c struct {
			Name string          `json:"name"`
			Args json.RawMessage `json:"args"`
		}
		_ = json.Unmarshal([]byte(calls[min(n, len(calls)-1)]), &c)
		return llmtest.Reply{Calls: []llmtest.Call{{ID: fmt.Sprintf("c%d", n), Name: c.Name, Args: c.Args}}, PromptTokens: 500, CompletionTokens: 20}
	}
}

func TestGoalNeedsAModel(t *testing.T) {
	site := demoSite(t)
	s := startServer(t, nil)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "No model", Model: "local"})
	e := s.call("Goal", nil, sess.ID, "log in as ann", studio.GoalOptions{})
	if e == nil || e.Code != studio.CodeBadRequest || !strings.Contains(e.Message, "goals need a model") || !strings.Contains(e.Message, "Settings") {
		t.Fatalf("a goal with the local model: %+v; want a bad request that says to choose a model in Settings", e)
	}
	if e := s.call("Goal", nil, sess.ID, "log in", studio.GoalOptions{Mode: "telepathy"}); e == nil || !strings.Contains(e.Message, "dom, hybrid or cua") {
		t.Errorf("an unknown mode: %+v", e)
	}
}

// TestGoalHybridWithMCPToolsFromSettings: a goal in hybrid mode gets the
// screenshot and pixel tools and the tools of the MCP servers Settings
// name; the tool call is recorded as a step, replayable as Settings say.
func TestGoalHybridWithMCPToolsFromSettings(t *testing.T) {
	site := demoSite(t)
	bin := filepath.Join(t.TempDir(), "mcpserver")
	if out, err := exec.Command("go", "build", "-o", bin, "./testdata/mcpserver").CombinedOutput(); err != nil {
		t.Fatalf("building the MCP test server: %v\n%s", err, out)
	}
	notes := filepath.Join(t.TempDir(), "notes.txt")
	t.Setenv("MCP_NOTES", notes)
	_, model := agenttest.Model(t, llmtest.OpenAI, scripted(
		`{"name":"screenshot","args":{}}`,
		`{"name":"act","args":{"instruction":"type ann@example.com into Email"}}`,
		`{"name":"notifyQA","args":{"message":"email typed"}}`,
		`{"name":"close","args":{"success":true,"result":"done"}}`))
	s := startServer(t, nil)
	ev := s.events()
	var set studio.Settings
	s.must("GetSettings", &set)
	set.BaseURL, set.MCPServers, set.ReplayableTools = model.BaseURL(), []string{bin}, []string{"notifyQA"}
	s.must("SaveSettings", &set, set)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "Hybrid", Model: "openai-compatible/qwen3"})
	var res goalResult
	s.must("Goal", &res, sess.ID, "type the email and tell QA", studio.GoalOptions{Mode: "hybrid", MaxSteps: 6, Cache: "no"})
	if !res.Success || res.ModelCalls != 4 {
		t.Fatalf("goal: success %v after %d model calls", res.Success, res.ModelCalls)
	}
	var tools []string
	for _, tl := range model.Requests()[0].Tools {
		tools = append(tools, tl.Name)
	}
	for _, want := range []string{"screenshot", "click", "act", "notifyQA"} {
		if !slices.Contains(tools, want) {
			t.Errorf("the model was not offered %s; tools: %v", want, tools)
		}
	}
	steps := res.Trajectory.Steps
	if len(steps) != 2 || steps[0].Action != trajectory.ActionFill || steps[1].Tool == nil || steps[1].Tool.Name != "notifyQA" || !steps[1].Tool.Replayable {
		t.Fatalf("the draft holds %+v; want the fill and a replayable notifyQA tool step", steps)
	}
	if b, _ := os.ReadFile(notes); strings.TrimSpace(string(b)) != "email typed" {
		t.Errorf("the MCP server got %q", b)
	}
	ev.wait(0, "agent:event tool-call screenshot", named("agent:event", map[string]string{"sessionId": sess.ID, "type": "tool-call", "tool": "screenshot"}))
}

// TestGoalComputerUse: mode cua hands the page to the computer-use model
// of the session model's vendor (openai/gpt-4.1-mini → computer-use-
// preview); its pixel clicks and typing become located steps in the draft.
func TestGoalComputerUse(t *testing.T) {
	site := demoSite(t)
	at := browsertest.ElementCenters(t, site.URL()+"/login.html", 1280, 800, "#email")
	srv := cuatest.NewServer(t, cuatest.OpenAI)
	srv.Respond(func(r cuatest.Request) cuatest.Reply {
		rep := cuatest.Reply{InputTokens: 1000, OutputTokens: 30}
		if r.Turn == 0 {
			rep.Calls = []cuatest.Call{{Actions: []map[string]any{
				{"type": "click", "button": "left", "x": int(at[0][0]), "y": int(at[0][1])}, {"type": "type", "text": "ann@example.com"}}}}
		} else {
			rep.Calls = []cuatest.Call{{Name: "close", Args: map[string]any{"success": true, "result": "typed"}}}
		}
		return rep
	})
	s := startServer(t, nil)
	t.Setenv("OPENAI_API_KEY", "test-key-not-real")
	ev := s.events()
	var set studio.Settings
	s.must("GetSettings", &set)
	set.BaseURL = srv.BaseURL()
	s.must("SaveSettings", &set, set)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "CUA", Model: "openai/gpt-4.1-mini"})
	var res goalResult
	s.must("Goal", &res, sess.ID, "type ann's email", studio.GoalOptions{Mode: "cua", Cache: "no"})
	if !res.Success {
		t.Fatalf("goal: %+v", res)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 || reqs[0].Model != "computer-use-preview" || reqs[0].ComputerTool == "" {
		t.Fatalf("the computer-use model got %d request(s), model %q, tool %q", len(reqs), reqs[0].Model, reqs[0].ComputerTool)
	}
	steps := res.Trajectory.Steps
	last := steps[len(steps)-1]
	if last.Value != "ann@example.com" || last.Target == nil || last.Target.Fingerprint.Name != "Email" {
		t.Fatalf("the draft holds %+v; want typing into the Email field, located", steps)
	}
	ev.wait(0, "agent:event done", named("agent:event", map[string]string{"sessionId": sess.ID, "type": "done"}))
}

// TestGoalCancel: a goal waiting on a slow model stops at once on Cancel.
func TestGoalCancel(t *testing.T) {
	site := demoSite(t)
	_, model := agenttest.Model(t, llmtest.OpenAI, func(llmtest.Request) llmtest.Reply {
		return llmtest.Reply{Delay: time.Minute, Text: "thinking"}
	})
	s := startServer(t, nil)
	ev := s.events()
	var set studio.Settings
	s.must("GetSettings", &set)
	set.BaseURL = model.BaseURL()
	s.must("SaveSettings", &set, set)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "Slow", Model: "openai-compatible/qwen3"})
	done := make(chan *studio.Error, 1)
	go func() { done <- s.call("Goal", nil, sess.ID, "log in", studio.GoalOptions{Cache: "no"}) }()
	ev.wait(0, "the model asked", named("agent:event", map[string]string{"sessionId": sess.ID, "type": "step-started"}))
	var ok bool
	s.must("Cancel", &ok, sess.ID)
	select {
	case e := <-done:
		if e == nil || e.Code != studio.CodeCancelled {
			t.Fatalf("a cancelled goal returned %+v", e)
		}
	case <-time.After(waitFor):
		t.Fatal("the goal did not stop after Cancel")
	}
}
