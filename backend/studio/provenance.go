package studio

import (
	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// StepProvenance says who resolved a recorded step and what that cost.
// An act that records several steps is paid once: its model calls, tokens
// and cost are on its first step, and the others carry zeros, so sums
// over steps add up to what the session spent.
type StepProvenance struct {
	// ResolvedBy is "cache" (the act cache replayed stored steps),
	// "local" (the offline resolver) or the model's name.
	ResolvedBy string `json:"resolvedBy"`
	// Cache is the act cache outcome: hit, miss, healed, changed or off;
	// CacheWhy says why a stored answer was not replayed (changed).
	Cache    string `json:"cache,omitempty"`
	CacheWhy string `json:"cacheWhy,omitempty"`
	// Instruction is the instruction that recorded the step.
	Instruction      string  `json:"instruction,omitempty"`
	ModelCalls       int     `json:"modelCalls"`
	PromptTokens     int     `json:"promptTokens"`
	CompletionTokens int     `json:"completionTokens"`
	CostUSD          float64 `json:"costUsd"`
	// Healed is set when a cached step no longer found its element and
	// healing found it.
	Healed bool `json:"healed,omitempty"`
}

// actProvenance returns the provenance of the k-th step of res and its
// result with the act's model use on the first step (kept with the
// recording, so the editor and the run report show it later).
func actProvenance(res *agent.ActResult, k int, model string, r trajectory.StepResult) (*StepProvenance, trajectory.StepResult) {
	p := &StepProvenance{ResolvedBy: res.ResolvedBy, Cache: res.Cache, CacheWhy: res.CacheWhy, Instruction: res.Instruction, Healed: r.Heal != nil}
	r.ResolvedBy = res.ResolvedBy
	if k == 0 {
		p.ModelCalls, p.PromptTokens, p.CompletionTokens, p.CostUSD = res.ModelCalls, res.Usage.PromptTokens, res.Usage.CompletionTokens, res.Usage.CostUSD
		if res.ModelCalls > 0 && r.Model == nil {
			r.Model = &trajectory.ModelUse{Model: model, Calls: res.ModelCalls, PromptTokens: res.Usage.PromptTokens,
				CompletionTokens: res.Usage.CompletionTokens, CostUSD: res.Usage.CostUSD}
		}
	}
	return p, r
}

// recordSteps keeps the results of steps just appended to a session's
// draft (for its recording) and emits session:step for each, with its
// provenance.
func (s *Studio) recordSteps(ss *session, res *agent.ActResult, first int, model string) {
	for k, st := range res.Steps {
		r := res.Results[len(res.Results)-len(res.Steps)+k]
		prov, r := actProvenance(res, k, model, r)
		ss.mu.Lock()
		if ss.results == nil {
			ss.results = map[string]trajectory.StepResult{}
		}
		ss.results[st.ID] = r
		ss.mu.Unlock()
		s.emit.Emit(EvSessionStep, SessionStep{SessionID: ss.id, Step: st, Result: r, Index: first + k, Provenance: prov})
	}
}
