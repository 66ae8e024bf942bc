package webapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/studio"
)

// TestGoalRecordsWhileTheAgentWorks: a goal typed in the recorder runs the
// agent; its events and each step it performs arrive as they happen, and
// the steps land in the draft.
func TestGoalRecordsWhileTheAgentWorks(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	turns := []string{
		`{"name":"act","args":{"instruction":"type ann@example.com into Email"}}`,
		`{"name":"act","args":{"instruction":"type secret123 into Password"}}`,
		`{"name":"act","args":{"instruction":"click Sign in"}}`,
		`{"name":"close","args":{"success":true,"result":"signed in"}}`,
	}
	_, model := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
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
		_ = json.Unmarshal([]byte(turns[min(n, len(turns)-1)]), &c)
		return llmtest.Reply{Calls: []llmtest.Call{{ID: fmt.Sprintf("c%d", n), Name: c.Name, Args: c.Args}}}
	})
	s := startServer(t, nil)
	ev := s.events()
	var set studio.Settings
	s.must("GetSettings", &set)
	set.BaseURL = model.BaseURL()
	s.must("SaveSettings", &set, set)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "Goal", Model: "openai-compatible/qwen3"})
	from := ev.len()
	var res struct {
		Success    bool `json:"success"`
		Trajectory struct {
			Steps []json.RawMessage `json:"steps"`
		} `json:"trajectory"`
	}
	s.must("Goal", &res, sess.ID, "log in as ann", studio.GoalOptions{})
	if !res.Success || len(res.Trajectory.Steps) != 3 {
		t.Fatalf("goal: %+v", res)
	}
	_, next := ev.wait(from, "agent:event tool-call", named("agent:event", map[string]string{"sessionId": sess.ID, "type": "tool-call"}))
	ev.wait(next, "session:step", named("session:step", map[string]string{"sessionId": sess.ID, "index": "2"}))
	ev.wait(from, "agent:event done", named("agent:event", map[string]string{"sessionId": sess.ID, "type": "done"}))
	if e := s.call("Goal", nil, sess.ID, "  ", studio.GoalOptions{}); e == nil || e.Code != studio.CodeBadRequest {
		t.Errorf("an empty goal: %v", e)
	}
}
