package webapi_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// scarfModel plays a model: observe and act from the prompt (agenttest's
// oracle), and the silk scarf's name and price for an extract.
func scarfModel(r llmtest.Request) llmtest.Reply {
	if r.Schema != nil && strings.Contains(string(r.Schema.Schema), `"price"`) {
		return llmtest.Reply{JSON: `{"name":"Silk Scarf","price":"$39.00"}`, PromptTokens: 300, CompletionTokens: 12}
	}
	rep := agenttest.Oracle(r)
	rep.PromptTokens, rep.CompletionTokens = 500, 20
	return rep
}

// stepEvent waits for the session:step of the step at index and decodes it.
func stepEvent(t *testing.T, ev *events, from int, sessionID string, index int) (studio.SessionStep, int) {
	t.Helper()
	e, next := ev.wait(from, fmt.Sprintf("session:step %d", index), named("session:step", map[string]string{"sessionId": sessionID, "index": fmt.Sprint(index)}))
	var p studio.SessionStep
	if err := json.Unmarshal(e.Payload, &p); err != nil {
		t.Fatal(err)
	}
	return p, next
}

// TestObserveAddAndExtract: observe lists and highlights candidates
// without acting; one is added as a step; extract returns the JSON and can
// record an extract step; each recorded step says who resolved it and
// what it cost, and the recording keeps the model's share.
func TestObserveAddAndExtract(t *testing.T) {
	site := demoSite(t)
	_, model := agenttest.Model(t, llmtest.OpenAI, scarfModel)
	s := startServer(t, nil)
	t.Setenv("OPENAI_API_KEY", "test-key-not-real")
	ev := s.events()
	var set studio.Settings
	s.must("GetSettings", &set)
	set.BaseURL = model.BaseURL()
	s.must("SaveSettings", &set, set)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/shop.html", Name: "Scarf", Model: "openai/gpt-4.1-mini"})

	// Observe: candidates with boxes, highlighted; nothing recorded.
	var cands []studio.ObservedCandidate
	s.must("Observe", &cands, sess.ID, `use "Add to cart" after "Silk Scarf"`)
	if len(cands) != 1 || cands[0].Action != trajectory.ActionClick || cands[0].Target == nil ||
		!strings.Contains(cands[0].Target.Fingerprint.Context, "Silk Scarf") || cands[0].Box == nil || cands[0].ResolvedBy != "openai/gpt-4.1-mini" {
		t.Fatalf("observe: %+v", cands)
	}
	hl, _ := ev.wait(0, "mirror:candidates", named(studio.EvMirrorCandidates, map[string]string{"sessionId": sess.ID}))
	var mc studio.MirrorCandidates
	_ = json.Unmarshal(hl.Payload, &mc)
	if len(mc.Candidates) != 1 || mc.Candidates[0].Box == nil || *mc.Candidates[0].Box != *cands[0].Box {
		t.Errorf("mirror:candidates %+v; want the candidate's box", mc)
	}
	var info studio.SessionInfo
	s.must("GetSession", &info, sess.ID)
	if len(info.Trajectory.Steps) != 0 {
		t.Fatalf("observe recorded %d steps", len(info.Trajectory.Steps))
	}

	// Add the candidate: performed and recorded like an instruction.
	next := ev.len()
	var added studio.InstructResult
	s.must("AddObserved", &added, sess.ID, cands[0])
	if len(added.Steps) != 1 || len(added.Trajectory.Steps) != 1 || added.Results[0].Status != trajectory.StatusPassed {
		t.Fatalf("AddObserved: %+v", added)
	}
	p, next := stepEvent(t, ev, next, sess.ID, 0)
	if p.Provenance == nil || p.Provenance.ResolvedBy != "openai/gpt-4.1-mini" || p.Step.Action != trajectory.ActionClick {
		t.Errorf("session:step of the observed step: %+v", p.Provenance)
	}
	var page studio.ExtractResult
	s.must("Extract", &page, sess.ID, "", nil, false) // the page's text: no model
	if !strings.Contains(string(page.Data), "Cart (1)") || page.ModelCalls != 0 {
		t.Errorf("the observed click did not happen: %.300s", page.Data)
	}
	s.must("Instruct", nil, sess.ID, "verify the url contains /shop") // the offline resolver
	p, next = stepEvent(t, ev, next, sess.ID, 1)
	if p.Provenance == nil || p.Provenance.ResolvedBy != "local" || p.Provenance.ModelCalls != 0 || p.Provenance.Cache != "miss" {
		t.Errorf("provenance of an offline step: %+v", p.Provenance)
	}

	// An instruction the model resolves: calls, tokens and cost.
	s.must("Instruct", nil, sess.ID, `use "Add to cart" after "Cotton Scarf"`)
	p, next = stepEvent(t, ev, next, sess.ID, 2)
	if pr := p.Provenance; pr == nil || pr.ResolvedBy != "openai/gpt-4.1-mini" || pr.ModelCalls != 1 || pr.PromptTokens != 500 ||
		pr.CompletionTokens != 20 || pr.CostUSD <= 0 || pr.Cache != "miss" || p.Result.Model == nil || p.Result.Model.Calls != 1 {
		t.Errorf("provenance of a model step: %+v, result model %+v", p.Provenance, p.Result.Model)
	}
	// The same instruction on the same page again is a cache hit.
	s.must("Navigate", nil, sess.ID, site.URL()+"/shop.html")
	s.must("Instruct", nil, sess.ID, `use "Add to cart" after "Cotton Scarf"`)
	p, next = stepEvent(t, ev, next, sess.ID, 3)
	if pr := p.Provenance; pr == nil || pr.ResolvedBy != "cache" || pr.Cache != "hit" || pr.ModelCalls != 0 || pr.CostUSD != 0 {
		t.Errorf("provenance of a cache hit: %+v", p.Provenance)
	}

	// Extract: JSON back; with addStep an extract step in the draft.
	schema := json.RawMessage(`{"type":"object","properties":{"name":{"type":"string"},"price":{"type":"string"}},"required":["name","price"]}`)
	var ex studio.ExtractResult
	s.must("Extract", &ex, sess.ID, "the name and price of the silk scarf", schema, false)
	if string(ex.Data) != `{"name":"Silk Scarf","price":"$39.00"}` || ex.ModelCalls != 1 || ex.Step != nil || len(ex.Trajectory.Steps) != 4 {
		t.Fatalf("extract without a step: %s, %d calls, step %v, %d steps", ex.Data, ex.ModelCalls, ex.Step, len(ex.Trajectory.Steps))
	}
	s.must("Extract", &ex, sess.ID, "the name and price of the silk scarf", string(schema), true) // a schema typed as text
	if ex.Step == nil || ex.Step.Action != trajectory.ActionExtract || len(ex.Trajectory.Steps) != 5 || ex.Trajectory.Steps[4].Extract == nil {
		t.Fatalf("extract with a step: step %+v, %d steps", ex.Step, len(ex.Trajectory.Steps))
	}
	if len(ex.Step.Extract.Fields) == 0 {
		t.Errorf("the extract step's values are bound to no element: %+v", ex.Step.Extract)
	}
	p, _ = stepEvent(t, ev, next, sess.ID, 4)
	if pr := p.Provenance; pr == nil || pr.ModelCalls != 1 || pr.PromptTokens != 300 || string(p.Result.Output) != string(ex.Data) {
		t.Errorf("session:step of the extract: %+v, output %s", p.Provenance, p.Result.Output)
	}

	// The recording keeps the model's share per step.
	var saved trajectory.Trajectory
	s.must("SaveSession", &saved, sess.ID, "")
	var rec trajectory.Run
	s.must("GetRecording", &rec, saved.ID, 0)
	if len(rec.Steps) != 5 || rec.Steps[2].Model == nil || rec.Steps[2].Model.Model != "openai/gpt-4.1-mini" || rec.Steps[1].Model != nil || rec.Steps[3].Model != nil {
		t.Errorf("recording's model use per step: %+v", rec.Steps)
	}

	// Bad input says what to do.
	if e := s.call("Extract", nil, sess.ID, "the price", "{not json", false); e == nil || e.Code != studio.CodeBadRequest || !strings.Contains(e.Message, "JSON Schema") {
		t.Errorf("a broken schema: %+v", e)
	}
	if e := s.call("AddObserved", nil, sess.ID, studio.ObservedCandidate{Description: "nothing"}); e == nil || e.Code != studio.CodeBadRequest {
		t.Errorf("an empty candidate: %+v", e)
	}
}

// TestObserveAndExtractWithoutAModel: the offline resolver observes what
// it understands; an extract with an instruction says it needs a model;
// the page's text needs none.
func TestObserveAndExtractWithoutAModel(t *testing.T) {
	site := demoSite(t)
	s := startServer(t, nil)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "Local", Model: "local"})
	var cands []studio.ObservedCandidate
	s.must("Observe", &cands, sess.ID, "click Sign in")
	if len(cands) != 1 || cands[0].ResolvedBy != "local" || cands[0].Target.Fingerprint.Name != "Sign in" {
		t.Fatalf("observe offline: %+v", cands)
	}
	e := s.call("Extract", nil, sess.ID, "the page's headline", nil, true)
	if e == nil || e.Code != studio.CodeNeedsModel || !strings.Contains(e.Message, "Settings") {
		t.Errorf("extract with an instruction and no model: %+v", e)
	}
	var ex studio.ExtractResult
	s.must("Extract", &ex, sess.ID, "", nil, false)
	if !strings.Contains(string(ex.Data), "pageText") || ex.ModelCalls != 0 {
		t.Errorf("page text: %.200s", ex.Data)
	}
}
