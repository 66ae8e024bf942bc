package studio

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// EvMirrorCandidates is the event of Observe's highlights: every
// candidate's box on the mirror at once (MirrorCandidates).
const EvMirrorCandidates = "mirror:candidates"

// ObservedCandidate is an element an instruction may refer to and the
// action that would carry the instruction out on it; nothing has been
// performed. AddObserved takes it back to record it as a step.
type ObservedCandidate struct {
	// Description says what the element is, e.g. `button "Sign in"`.
	Description string `json:"description"`
	// Instruction is the instruction observed.
	Instruction string            `json:"instruction"`
	Action      trajectory.Action `json:"action"`
	Value       string            `json:"value,omitempty"`
	// Target is the element: ranked locator candidates and fingerprint.
	Target *trajectory.Target `json:"target"`
	// Box is where the element is on the page now, in viewport CSS
	// pixels; nil when it is not visible.
	Box *Box `json:"box,omitempty"`
	// ResolvedBy is "local" (offline resolver) or the model that found
	// the candidate.
	ResolvedBy string `json:"resolvedBy"`
}

// CandidateBox is one highlighted candidate of mirror:candidates.
type CandidateBox struct {
	Index int    `json:"index"`
	Label string `json:"label"`
	Box   *Box   `json:"box"`
}

// MirrorCandidates is the payload of mirror:candidates: the boxes of what
// Observe found (none clears them).
type MirrorCandidates struct {
	SessionID   string         `json:"sessionId"`
	Instruction string         `json:"instruction"`
	Candidates  []CandidateBox `json:"candidates"`
	TS          int64          `json:"ts"`
}

// CoalesceKey makes candidate highlights latest-only per session.
func (m MirrorCandidates) CoalesceKey() string { return m.SessionID }

// recordingAgent returns a recording session's agent.
func (s *Studio) recordingAgent(sessionID string) (*session, *agent.Agent, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return nil, nil, err
	}
	ss.mu.Lock()
	ag := ss.agent
	ss.mu.Unlock()
	if ag == nil {
		return nil, nil, errorf(CodeBadRequest, "session %s shows a run; start a recording session to observe, extract or add steps", sessionID)
	}
	return ss, ag, nil
}

// Observe lists the elements of the session's page an instruction may
// refer to, best first, with the action that would carry it out, and
// highlights them all on the mirror (mirror:candidates). Nothing is
// performed or recorded; AddObserved records one. An instruction the
// offline resolver understands needs no model.
func (s *Studio) Observe(sessionID, instruction string) ([]ObservedCandidate, error) {
	ss, ag, err := s.recordingAgent(sessionID)
	if err != nil {
		return nil, err
	}
	instruction = strings.TrimSpace(instruction)
	if instruction == "" {
		return nil, errorf(CodeBadRequest, "the instruction to observe is empty: type what to look for, e.g. \"the Sign in button\"")
	}
	ctx, end, err := s.begin(ss, "observe", instruction)
	if err != nil {
		return nil, err
	}
	defer end()
	res, err := ag.Observe(ctx, instruction)
	if err != nil {
		return nil, s.agentError(ctx, ss, "observing", instruction, err)
	}
	by := "local"
	if res.ModelCalls > 0 {
		by = ag.ModelName()
	}
	out := []ObservedCandidate{}
	ev := MirrorCandidates{SessionID: ss.id, Instruction: instruction, Candidates: []CandidateBox{}, TS: time.Now().UnixMilli()}
	for i, o := range res.Observations {
		c := ObservedCandidate{Description: o.Description, Instruction: instruction, Action: o.Step.Action, Value: o.Step.Value,
			Target: o.Step.Target, ResolvedBy: by}
		c.Box, _ = liveBox(ss.page, c.Target)
		out = append(out, c)
		ev.Candidates = append(ev.Candidates, CandidateBox{Index: i, Label: c.Description, Box: c.Box})
	}
	s.emit.Emit(EvMirrorCandidates, ev)
	return out, nil
}

// AddObserved performs a candidate Observe returned on the session's page
// and appends it to the draft as a step, as an instruction would (its
// session:step carries its provenance). On failure nothing is appended.
func (s *Studio) AddObserved(sessionID string, c ObservedCandidate) (InstructResult, error) {
	ss, ag, err := s.recordingAgent(sessionID)
	if err != nil {
		return InstructResult{}, err
	}
	if c.Target == nil || c.Action == "" {
		return InstructResult{}, errorf(CodeBadRequest, "the candidate has no element or action: pick one of the candidates Observe listed")
	}
	step := trajectory.Step{Instruction: strings.TrimSpace(c.Instruction), Action: c.Action, Value: c.Value, Target: c.Target}
	ctx, end, err := s.begin(ss, "instruction", step.Instruction)
	if err != nil {
		return InstructResult{}, err
	}
	defer end()
	first := ss.freeze()
	start := time.Now()
	results, perr := ag.Recorder().Perform(ctx, []trajectory.Step{step})
	steps, draft := ss.thaw(first)
	if perr != nil {
		return InstructResult{}, s.agentError(ctx, ss, "adding", describeCandidate(c), perr)
	}
	by := c.ResolvedBy
	if by == "" {
		by = "local"
	}
	res := &agent.ActResult{Instruction: step.Instruction, Steps: steps, Results: results, Cache: agent.CacheOff,
		ResolvedBy: by, DurationMS: time.Since(start).Milliseconds()}
	s.recordSteps(ss, res, first, ag.ModelName())
	if n := len(steps); n > 0 {
		s.highlightAfter(ss, &steps[n-1])
	}
	return InstructResult{ActResult: res, Trajectory: draft}, nil
}

func describeCandidate(c ObservedCandidate) string {
	if c.Description != "" {
		return fmt.Sprintf("%s %s", c.Action, c.Description)
	}
	return c.Instruction
}

// ExtractResult is what Extract read, what it cost and, with addStep, the
// step it recorded.
type ExtractResult struct {
	// Data is the JSON read off the page.
	Data       json.RawMessage `json:"data"`
	ResolvedBy string          `json:"resolvedBy"`
	ModelCalls int             `json:"modelCalls"`
	Usage      llm.Usage       `json:"usage"`
	// Step is the extract step appended to the draft (addStep only).
	Step *trajectory.Step `json:"step,omitempty"`
	// Trajectory is the draft after the extract.
	Trajectory *trajectory.Trajectory `json:"trajectory"`
}

// Extract reads data off the session's page with the session's model:
// instruction says what, schema (a JSON Schema, or empty) the shape of the
// JSON returned. With neither it returns the page's text and needs no
// model. With addStep the extract is also recorded as a step of the
// draft, its values bound to the elements they came from when possible.
func (s *Studio) Extract(sessionID, instruction string, schema json.RawMessage, addStep bool) (ExtractResult, error) {
	ss, ag, err := s.recordingAgent(sessionID)
	if err != nil {
		return ExtractResult{}, err
	}
	instruction = strings.TrimSpace(instruction)
	schema, err = schemaArg(schema)
	if err != nil {
		return ExtractResult{}, err
	}
	ctx, end, err := s.begin(ss, "instruction", "extract "+instruction)
	if err != nil {
		return ExtractResult{}, err
	}
	defer end()
	first := ss.freeze()
	var res *agent.ExtractResult
	var step *trajectory.Step
	if addStep {
		res, step, err = ag.ExtractAndRecord(ctx, instruction, schema)
	} else {
		res, err = ag.Extract(ctx, instruction, schema)
	}
	_, draft := ss.thaw(first)
	if err != nil {
		return ExtractResult{}, s.agentError(ctx, ss, "extracting", instruction, err)
	}
	out := ExtractResult{Data: res.Data, ResolvedBy: "local", ModelCalls: res.ModelCalls, Usage: res.Usage, Step: step, Trajectory: draft}
	if res.ModelCalls > 0 {
		out.ResolvedBy = ag.ModelName()
	}
	if step != nil {
		r := trajectory.StepResult{StepID: step.ID, Index: first, Action: step.Action, Status: trajectory.StatusPassed, WinnerIndex: -1, Output: res.Data}
		act := &agent.ActResult{Instruction: step.Instruction, Steps: []trajectory.Step{*step}, Results: []trajectory.StepResult{r},
			Cache: agent.CacheOff, ResolvedBy: out.ResolvedBy, ModelCalls: res.ModelCalls, Usage: res.Usage}
		s.recordSteps(ss, act, first, ag.ModelName())
	}
	return out, nil
}

// schemaArg accepts a JSON Schema as a JSON object or as a string holding
// one (a text field's content); empty and null mean none.
func schemaArg(raw json.RawMessage) (json.RawMessage, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	if raw[0] == '"' {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, errorf(CodeBadRequest, "the extract schema is not valid JSON: %v", err)
		}
		if strings.TrimSpace(s) == "" {
			return nil, nil
		}
		raw = json.RawMessage(s)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, errorf(CodeBadRequest, "the extract schema must be a JSON Schema object, e.g. {\"type\":\"object\",\"properties\":{\"price\":{\"type\":\"string\"}}}: %v", err)
	}
	return raw, nil
}

// agentError classifies an observe, add or extract failure and reports it
// on session:error.
func (s *Studio) agentError(ctx context.Context, ss *session, doing, what string, err error) *Error {
	ss.mu.Lock()
	secrets := ss.secrets()
	ss.mu.Unlock()
	e := AsError(err)
	switch {
	case ctx.Err() != nil:
		e = &Error{Code: CodeCancelled, Message: fmt.Sprintf("%s %q cancelled; nothing was recorded", doing, what), err: err}
	case errors.Is(err, agent.ErrNoModel):
		e = &Error{Code: CodeNeedsModel, Message: fmt.Sprintf("%s %q needs a model: choose one in Settings → Default model and start a new recording", doing, what), err: err}
	case e.Code == CodeNeedsModel:
		e = &Error{Code: CodeNeedsModel, Message: e.Message + " — " + needsModelNext, err: err}
	case e.Code == CodeInternal:
		e = &Error{Code: CodeBrowser, Message: e.Message + " — " + notRecorded(err), err: err}
	}
	e = maskError(e, secrets)
	s.emit.Emit(EvSessionError, SessionError{SessionID: ss.id, Instruction: trajectory.Mask(what, secrets), Error: e})
	return e
}
