package studio

import (
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/cua"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// EvAgent carries the events of a goal run (agent.Event) for the live
// timeline.
const EvAgent = "agent:event"

// AgentEvent is an agent.Event of a session's goal run.
type AgentEvent struct {
	SessionID string `json:"sessionId"`
	agent.Event
}

// GoalOptions configure a goal run.
type GoalOptions struct {
	// Mode is "dom" (default), "hybrid" or "cua" (the computer-use model
	// of the session model's vendor, cua.ModelFor).
	Mode string `json:"mode,omitempty"`
	// MaxSteps bounds the model turns (agent.DefaultMaxSteps when 0).
	MaxSteps int `json:"maxSteps,omitempty"`
	// Cache is the agent cache strategy: "no", "write", "read" or "both"
	// (default).
	Cache string `json:"cache,omitempty"`
}

// GoalResult is what a goal run did (agent.ExecuteResult, whose
// trajectory is the draft after it).
type GoalResult struct {
	*agent.ExecuteResult
}

// Goal runs the agent toward a goal in a recording session: the model
// works in a tool loop, every step it performs is appended to the draft
// and announced as session:step while it happens, and the loop's events
// arrive as agent:event. A stored run of the same goal replays first with
// no model call (cache strategy read or both). Cancel(sessionID) stops it
// at the next safe point; the steps performed so far stay in the draft.
func (s *Studio) Goal(sessionID, goal string, opts GoalOptions) (GoalResult, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return GoalResult{}, err
	}
	goal = strings.TrimSpace(goal)
	if goal == "" {
		return GoalResult{}, errorf(CodeBadRequest, "the goal is empty: say what to achieve, e.g. \"log in as {{user}} and add a scarf to the cart\"")
	}
	mode := agent.Mode(opts.Mode)
	if mode == "" {
		mode = agent.ModeDOM
	}
	if mode != agent.ModeDOM && mode != agent.ModeHybrid && mode != cua.Mode {
		return GoalResult{}, errorf(CodeBadRequest, "unknown agent mode %q: use dom, hybrid or cua", opts.Mode)
	}
	if opts.MaxSteps < 0 || opts.MaxSteps > 200 {
		return GoalResult{}, errorf(CodeBadRequest, "max steps must be between 1 and 200 (0 for the default %d), not %d", agent.DefaultMaxSteps, opts.MaxSteps)
	}
	strategy := agent.CacheBoth
	if opts.Cache != "" {
		if strategy, err = agent.ParseCacheStrategy(opts.Cache); err != nil {
			return GoalResult{}, errorf(CodeBadRequest, "%v", err)
		}
	}
	ss.mu.Lock()
	ag := ss.agent
	ss.mu.Unlock()
	if ag == nil {
		return GoalResult{}, errorf(CodeBadRequest, "this page shows a run; start a recording to run a goal")
	}
	if ag.ModelName() == "local" {
		return GoalResult{}, errorf(CodeBadRequest, "goals need a model: the offline resolver only does single instructions. Choose a model in Settings → Default model, then start a new recording")
	}
	set, _ := s.GetSettings()
	var driver agent.Driver
	if mode == cua.Mode {
		if driver, err = s.cuaDriver(ag.ModelName(), set); err != nil {
			return GoalResult{}, err
		}
	}
	ctx, end, err := s.begin(ss, "goal", goal)
	if err != nil {
		return GoalResult{}, err
	}
	defer end()
	ss.mu.Lock()
	emitted := len(ss.draft.Steps)
	secrets := ss.draft.SecretValues(ss.draft.Values(ss.vals))
	ss.hold()
	ss.mu.Unlock()
	// announce emits the steps the agent appended since the last call.
	announce := func() {
		ss.mu.Lock()
		steps := append([]trajectory.Step(nil), ss.draft.Steps[min(emitted, len(ss.draft.Steps)):]...)
		first := emitted
		emitted = len(ss.draft.Steps)
		ss.mu.Unlock()
		for k, st := range steps {
			s.emit.Emit(EvSessionStep, SessionStep{SessionID: ss.id, Step: st, Index: first + k})
		}
	}
	var tools []agent.Tool
	if len(set.MCPServers) > 0 {
		mcps, err := agent.StartMCP(ctx, set.MCPServers, set.ReplayableTools)
		if err != nil {
			return GoalResult{}, errorf(CodeBadRequest, "%s — check Settings → Agent tools", firstLine(err.Error()))
		}
		defer mcps.Close()
		tools = mcps.Tools
	}
	xo := agent.ExecuteOptions{Mode: mode, MaxSteps: opts.MaxSteps, Tools: tools, Driver: driver, Cache: s.store, Library: s.store,
		Strategy: strategy, RunID: ss.id}
	if driver != nil {
		xo.Mode = "" // the computer-use model's own loop
	}
	xo.OnEvent = func(e agent.Event) {
		e.Text = trajectory.Mask(e.Text, secrets)
		e.Args = []byte(trajectory.Mask(string(e.Args), secrets))
		s.emit.Emit(EvAgent, AgentEvent{SessionID: ss.id, Event: e})
		if e.Type == agent.EventToolResult || e.Type == agent.EventReplayStep {
			announce()
		}
	}
	res, runErr := ag.Execute(ctx, goal, xo)
	announce()
	ss.mu.Lock()
	ss.stable, ss.stableVals = nil, nil
	draft := ss.draft.Clone()
	ss.mu.Unlock()
	if res != nil {
		res.Trajectory = draft
	}
	if runErr != nil {
		e := AsError(runErr)
		if ctx.Err() != nil {
			e = &Error{Code: CodeCancelled, Message: fmt.Sprintf("goal %q cancelled; the steps performed so far are in the draft", goal), err: runErr}
		}
		e = maskError(e, secrets)
		s.emit.Emit(EvSessionError, SessionError{SessionID: ss.id, Instruction: trajectory.Mask(goal, secrets), Error: e})
		return GoalResult{ExecuteResult: res}, e
	}
	return GoalResult{ExecuteResult: res}, nil
}

// cuaDriver is the computer-use driver for a goal in cua mode: the
// computer-use model of the session model's vendor (cua.ModelFor), with
// the key from Settings' keychain. Safety checks the vendor raises stop
// the goal (the app does not acknowledge them for the user).
func (s *Studio) cuaDriver(model string, set Settings) (agent.Driver, error) {
	name, err := cua.ModelFor(model)
	if err != nil {
		return nil, errorf(CodeBadRequest, "%v", err)
	}
	d, err := cua.New(name, cua.Options{BaseURL: set.BaseURL, KeySource: s.keySource, MaxRetries: llm.DefaultMaxRetries})
	if err != nil {
		e := AsError(err)
		if e.Code == CodeNoKey {
			e.Message = s.noKeyWords(model, false)
		}
		return nil, e
	}
	return d, nil
}
