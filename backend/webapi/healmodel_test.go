package webapi_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestRunHealsWithTheModel: with Settings' "heal with the model" on and a
// model configured, a run step that similarity healing cannot fix (a
// "Save" button reworded and moved) is healed by the model, reported with
// its tier and what the model cost; with the switch off, the same run
// fails and no model is asked.
func TestRunHealsWithTheModel(t *testing.T) {
	const page = `<title>Edit</title><div class="toolbar"><button type="button" id="b-1f3">Store changes</button></div>` +
		`<form onsubmit="return false"><label>Title <input name="title"></label> <button type="button" id="b-9a2">Delete</button></form>`
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte(page))
	}))
	t.Cleanup(site.Close)
	s := startServer(t, nil)
	_, model := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		id := agenttest.Find(agenttest.Lines(agenttest.UserPrompt(r)), "Store changes", "")
		return llmtest.Reply{JSON: `{"element":"` + id + `","reason":"saves the form"}`, PromptTokens: 250, CompletionTokens: 8}
	})
	ev := s.events()
	tr := trajectory.Trajectory{Name: "Save the edit", StartURL: site.URL + "/edit", Steps: []trajectory.Step{{
		ID: "s1", Instruction: "click Save", Action: trajectory.ActionClick, TimeoutMS: 2500,
		Target: &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#save", Score: 500}},
			Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Save", Attrs: map[string]string{"id": "save", "type": "button"}}},
	}}}
	var saved trajectory.Trajectory
	s.must("SaveTrajectory", &saved, tr)

	var set studio.Settings
	s.must("GetSettings", &set)
	set.Model, set.BaseURL = "openai-compatible/qwen3", model.BaseURL()
	s.must("SaveSettings", &set, set)
	if run := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID, Heal: trajectory.HealSuggest}); run.Status != trajectory.StatusFailed || len(model.Requests()) != 0 {
		t.Fatalf("with the switch off: run %s, %d model request(s); want a failure and none", run.Status, len(model.Requests()))
	}

	set.HealWithModel = true
	s.must("SaveSettings", &set, set)
	run := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID, Heal: trajectory.HealSuggest})
	if run.Status != trajectory.StatusPassed || run.Steps[0].Heal == nil || run.Steps[0].Heal.Tier != trajectory.TierModel {
		t.Fatalf("with the switch on: run %s (%s), heal %+v; want passed, healed by the model", run.Status, run.Error, run.Steps[0].Heal)
	}
	if m := run.Steps[0].Model; m == nil || m.Calls != 1 || m.PromptTokens != 250 || run.LLMCalls != 1 {
		t.Errorf("the run does not say what the model cost: llmCalls %d, step %+v", run.LLMCalls, m)
	}
}
