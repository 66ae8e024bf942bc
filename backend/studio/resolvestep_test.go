package studio

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// The editor reads a typed step on the page a run left. An instruction
// only a model can read asks for a model in Settings; once the user has
// chosen one there, the same instruction on the same page is read with it,
// without reopening anything.
func TestResolveStepUsesTheModelChosenAfterItAskedForOne(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	_, model := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		id := agenttest.Find(agenttest.Lines(agenttest.UserPrompt(r)), "Add to cart", "Cotton Scarf")
		b, _ := json.Marshal(map[string]any{"action": "click", "element": id, "value": "", "more": false, "reason": "cheapest scarf"})
		return llmtest.Reply{JSON: string(b)}
	})
	s := ownBrowserStudio(t, nil)
	t.Cleanup(func() { _ = s.Close() })

	// A saved flow on the shop, run once: its run leaves a session on the page.
	rec, err := s.StartSession(SessionOptions{URL: site.URL() + "/shop.html", Name: "Shop"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Instruct(rec.ID, "click Add to cart for Wool Scarf"); err != nil {
		t.Fatal(err)
	}
	saved, err := s.SaveSession(rec.ID, "Shop")
	if err != nil {
		t.Fatal(err)
	}
	// A last check that fails: a failed run keeps its page open for the
	// editor (a passed one closes it).
	saved.Steps = append(saved.Steps, trajectory.Step{ID: "s-last", Action: trajectory.ActionAssertURL, URL: "/nowhere", Match: "contains",
		Instruction: "verify the url contains /nowhere", TimeoutMS: 500})
	if saved, err = s.store.SaveTrajectory(saved); err != nil {
		t.Fatal(err)
	}
	run, err := s.StartRun(RunOptions{TrajectoryID: saved.ID})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.WaitRun(context.Background(), run.RunID); err != nil {
		t.Fatal(err)
	}
	if r, err := s.GetRun(saved.ID, run.RunID); err != nil || r.Status != trajectory.StatusFailed || r.Steps[0].Status != trajectory.StatusPassed {
		t.Fatalf("the run: %+v %v", r, err)
	}

	const instr = "add the cheapest scarf to the cart"
	_, err = s.ResolveStep(run.SessionID, instr)
	if e := AsError(err); e == nil || e.Code != CodeNeedsModel {
		t.Fatalf("with no model, want a request to choose one in Settings, got %v", err)
	}
	set, _ := s.GetSettings()
	set.Model, set.BaseURL = "openai-compatible/qwen3", model.BaseURL()
	if _, err := s.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	got, err := s.ResolveStep(run.SessionID, instr)
	if err != nil {
		t.Fatalf("after choosing a model: %v", err)
	}
	if got.ResolvedBy == "local" || got.Step.Action != trajectory.ActionClick || got.Step.Target == nil || got.Step.Target.Fingerprint.Context == "" && got.Step.Target.Fingerprint.Name == "" {
		t.Fatalf("read as %+v (step %+v)", got, got.Step)
	}
	if len(model.Requests()) == 0 {
		t.Fatal("the model chosen in Settings was never asked")
	}
}
