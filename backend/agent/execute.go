package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Mode is how the agent sees and acts on the page.
type Mode string

// Agent modes.
const (
	// ModeDOM: the accessibility tree and act tools.
	ModeDOM Mode = "dom"
	// ModeHybrid: ModeDOM plus screenshots and coordinate tools; a
	// coordinate action is resolved to the element under the point, so it
	// is recorded with locators and replays by locator, not by pixels.
	ModeHybrid Mode = "hybrid"
)

// CacheStrategy says how an agent run uses the agent cache (AskUI's
// strategies).
type CacheStrategy string

// Cache strategies.
const (
	// CacheNone neither reads nor writes the cache.
	CacheNone CacheStrategy = "no"
	// CacheWrite stores successful runs.
	CacheWrite CacheStrategy = "write"
	// CacheRead replays a stored run of the same goal with zero model
	// calls, and gives the model tools to list stored trajectories and
	// run one by name.
	CacheRead CacheStrategy = "read"
	// CacheBoth reads and writes.
	CacheBoth CacheStrategy = "both"
)

// ParseCacheStrategy accepts "no", "write", "read" and "both".
func ParseCacheStrategy(s string) (CacheStrategy, error) {
	switch c := CacheStrategy(s); c {
	case CacheNone, CacheWrite, CacheRead, CacheBoth:
		return c, nil
	}
	return "", fmt.Errorf("unknown cache strategy %q (want no, write, read or both)", s)
}

func (c CacheStrategy) reads() bool  { return c == CacheRead || c == CacheBoth }
func (c CacheStrategy) writes() bool { return c == CacheWrite || c == CacheBoth }

// DefaultMaxSteps bounds an agent run's model turns.
const DefaultMaxSteps = 20

// DefaultKeepImages is how many of the latest screenshots stay in the
// conversation; older ones are replaced by a note.
const DefaultKeepImages = 2

// Tool is a custom tool the model may call. Its calls are recorded as
// tool steps; Replayable says whether a replay may call it again (a
// lookup may be; sending an e-mail may not).
type Tool struct {
	Name        string
	Description string
	// Parameters is the JSON Schema of the arguments object.
	Parameters json.RawMessage
	Replayable bool
	// Run carries out a call and returns text for the model.
	Run func(ctx context.Context, args json.RawMessage) (string, error)
}

// AgentCache is the store's agent cache, as Execute uses it.
type AgentCache interface {
	Agent(key string) (*cache.AgentEntry, error)
	PutAgent(e cache.AgentEntry) (cache.AgentEntry, error)
}

var _ AgentCache = (*cache.Store)(nil)

// Library lists and loads stored trajectories for the read strategy's
// tools.
type Library interface {
	ListTrajectories() ([]cache.Summary, error)
	Trajectory(idOrPrefix string) (*trajectory.Trajectory, error)
}

var _ Library = (*cache.Store)(nil)

// ExecuteOptions configure one agent run.
type ExecuteOptions struct {
	// Mode is ModeDOM (default) or ModeHybrid.
	Mode Mode
	// MaxSteps bounds the model turns; DefaultMaxSteps when 0.
	MaxSteps int
	// Tools are custom tools (Go functions, MCP tools via MCPTools).
	Tools []Tool
	// Cache and Strategy: the agent cache and how to use it. Strategy
	// defaults to CacheBoth when Cache is set.
	Cache    AgentCache
	Strategy CacheStrategy
	// Library gives the read strategy's tools their trajectories.
	Library Library
	// KeepImages is how many screenshots stay in the history.
	KeepImages int
	// RunID names the run in events.
	RunID string
	// OnEvent receives the run's events as they happen; it must not block.
	OnEvent func(Event)
	// Now gives the date in the system prompt; time.Now when nil.
	Now func() time.Time
	// Driver runs the live part instead of the built-in tool loop, e.g. a
	// vendor's computer-use loop (backend/cua). Caching, replay, handover,
	// events and recording stay Execute's.
	Driver Driver
}

// Driver is the live part of an agent run: it talks to a model until the
// goal is reached or given up, acting through the Session so every action
// is recorded as replayable steps.
type Driver interface {
	// Config describes the driver for the agent cache key: model, mode,
	// system prompt, the names of the driver's own tools. Execute adds the
	// run's custom and MCP tool names. It must not hold keys.
	Config() cache.AgentConfig
	// Drive works toward goal. note, when not empty, says that a stored
	// run was replayed first and where it stopped. Drive returns when the
	// model closed the run (Session.Close), on ErrMaxSteps, or on an error;
	// it must stop at safe points when ctx is done.
	Drive(ctx context.Context, s *Session, goal, note string) error
}

// Event types.
const (
	EventStepStarted  = "step-started"  // a model turn begins
	EventModelText    = "model-text"    // the model wrote text
	EventToolCall     = "tool-call"     // the model called a tool
	EventToolResult   = "tool-result"   // the tool answered
	EventStepFinished = "step-finished" // a model turn ended
	EventUsage        = "usage"         // the run's usage so far
	EventCacheHit     = "cache-hit"     // a stored run replays
	EventReplayStep   = "replay-step"   // a stored step was replayed
	EventHandover     = "handover"      // replay stopped; the live agent takes over
	EventNoAnswer     = "no-answer"     // the model answered with neither text nor a tool call
	EventDone         = "done"          // the run ended
)

// Event is one thing that happened during a run, for live timelines.
type Event struct {
	RunID string `json:"runId,omitempty"`
	Type  string `json:"type"`
	// Step is the model turn (1-based) or the replayed step index.
	Step int `json:"step"`
	// Tool and Args name a tool call; Text is model text, a tool result
	// or a reason; IsError marks a failed tool call or replay step.
	Tool    string          `json:"tool,omitempty"`
	Args    json.RawMessage `json:"args,omitempty"`
	Text    string          `json:"text,omitempty"`
	IsError bool            `json:"isError,omitempty"`
	Usage   llm.Usage       `json:"usage"`
}

// ExecuteResult is what an agent run achieved.
type ExecuteResult struct {
	Goal string `json:"goal"`
	// Success is what the run achieved: the model's verdict when it
	// closed, and, for a replayed run, whether every step replayed.
	Success bool `json:"success"`
	// Completed is true when the model called close (or a replay ran to
	// its end); false when the run hit MaxSteps or was cancelled.
	Completed bool `json:"completed"`
	// Result is the model's closing message.
	Result string `json:"result,omitempty"`
	// Outputs are the extract results, in order, read fresh in replays.
	Outputs []json.RawMessage `json:"outputs,omitempty"`
	// Turns counts model turns.
	Turns      int       `json:"turns"`
	ModelCalls int       `json:"modelCalls"`
	Usage      llm.Usage `json:"usage"`
	// CacheHit is true when a stored run was replayed; Replay holds the
	// replay's step results.
	CacheHit bool                    `json:"cacheHit"`
	CacheKey string                  `json:"cacheKey,omitempty"`
	Replay   []trajectory.StepResult `json:"replay,omitempty"`
	// CacheEntry is the id of the agent cache entry replayed or written
	// (cache.EntryID; it opens in the editor), CacheRevision the revision
	// that ran or was stored and CacheTimestamp when that revision was
	// stored. Empty when neither happened.
	CacheEntry     string    `json:"cacheEntry,omitempty"`
	CacheRevision  int       `json:"cacheRevision,omitempty"`
	CacheTimestamp time.Time `json:"cacheTimestamp,omitzero"`
	// Handover says why a replay stopped and the live agent went on.
	Handover string `json:"handover,omitempty"`
	// Stored is true when the run was written to the agent cache. A run
	// that replayed a stored flow (runTrajectory) is not written: the
	// flow is already stored.
	Stored bool `json:"stored"`
	// Trajectory holds the replayable steps the run performed.
	Trajectory *trajectory.Trajectory `json:"trajectory"`
	DurationMS int64                  `json:"durationMs"`
}

// ErrMaxSteps is returned (wrapped) when a run reaches MaxSteps without
// the model calling close.
var ErrMaxSteps = errors.New("reached the step limit without finishing")

// Execute works toward goal with a tool-calling loop: the model calls tools
// (act, fillForm, goto, … see the mode) until it calls close or MaxSteps
// is reached. Every page action is recorded as trajectory steps, so the
// run becomes an ordinary, editable trajectory. With a cache strategy that
// reads, a stored run of the same goal replays first with zero model
// calls; if a replayed step fails (or cannot be replayed), the live agent
// takes over from there, told what happened. Cancelling ctx stops the run
// at the next safe point (after a model call or a tool) with what was
// recorded so far.
func (a *Agent) Execute(ctx context.Context, goal string, opts ExecuteOptions) (*ExecuteResult, error) {
	start := time.Now()
	opts = opts.withDefaults()
	calls0, usage0 := a.counts()
	res := &ExecuteResult{Goal: goal, Trajectory: a.Trajectory()}
	run := &run{a: a, opts: opts, res: res, goal: goal, calls0: calls0, usage0: usage0}
	run.tools = run.toolset()
	a.rec.Player().SetTools(ReplayTools(opts.Tools))
	if a.model != nil {
		a.rec.Player().SetExtractor(modelExtractor{a})
	}
	finish := func(err error) (*ExecuteResult, error) {
		calls, usage := a.counts()
		res.ModelCalls, res.Usage = calls-calls0+run.extraCalls, usage.Sub(usage0).Add(run.extraUsage)
		res.DurationMS = time.Since(start).Milliseconds()
		text := res.Result
		if text == "" && err != nil {
			text = err.Error() // why the run ended without the model's word
		}
		run.emit(Event{Type: EventDone, Text: text, IsError: !res.Success, Usage: res.Usage})
		return res, err
	}
	// The goal starts where the page is now: a recording session may
	// have recorded steps before it, which are not the goal's.
	run.first, run.startURL = len(a.Trajectory().Steps), a.goalStart()
	key := ""
	if opts.Cache != nil {
		key = cache.AgentKey(goal, run.startURL, run.config())
		res.CacheKey = key
	}
	note := ""
	if key != "" && opts.Strategy.reads() {
		e, err := opts.Cache.Agent(key)
		switch {
		case err == nil:
			done, why := run.replay(ctx, e)
			if done {
				return finish(nil)
			}
			if ctx.Err() != nil {
				return finish(fmt.Errorf("replaying the stored run: %w", ctx.Err()))
			}
			note = why
		case !errors.Is(err, cache.ErrNotFound):
			return finish(fmt.Errorf("reading the agent cache: %w", err))
		}
	}
	if opts.Driver != nil {
		err := opts.Driver.Drive(ctx, &Session{r: run}, goal, note)
		return finish(run.store(err, key))
	}
	if a.model == nil {
		if note != "" {
			return finish(fmt.Errorf("%s, and no model is configured to take over: %w", note, ErrNoModel))
		}
		return finish(fmt.Errorf("running an agent: %w", ErrNoModel))
	}
	return finish(run.store(run.loop(ctx, note), key))
}

// store writes a successful live run to the agent cache when the
// strategy writes, and returns err (or the storing error).
func (r *run) store(err error, key string) error {
	res, a := r.res, r.a
	tr := r.goalSteps()
	if err != nil || !res.Success || key == "" || !r.opts.Strategy.writes() || len(tr.Steps) == 0 || r.replayedStored {
		return err
	}
	cfg := r.config()
	calls, usage := a.counts()
	usage = usage.Sub(r.usage0).Add(r.extraUsage)
	cost := cache.Cost{Model: cfg.Model, ModelCalls: calls - r.calls0 + r.extraCalls, PromptTokens: usage.PromptTokens,
		CompletionTokens: usage.CompletionTokens, CostUSD: usage.CostUSD}
	e, perr := r.opts.Cache.PutAgent(cache.AgentEntry{Key: key, Goal: r.goal, StartURL: tr.StartURL, Trajectory: tr, Result: res.Result,
		Config: &cfg, Cost: cost})
	if perr != nil {
		return fmt.Errorf("storing the run in the agent cache: %w", perr)
	}
	res.Stored = true
	res.CacheEntry, res.CacheRevision, res.CacheTimestamp = cache.EntryID(cache.KindAgent, e.Key), e.Revision, e.CreatedAt
	return nil
}

func (o ExecuteOptions) withDefaults() ExecuteOptions {
	if o.Mode == "" {
		o.Mode = ModeDOM
	}
	if o.MaxSteps <= 0 {
		o.MaxSteps = DefaultMaxSteps
	}
	if o.KeepImages <= 0 {
		o.KeepImages = DefaultKeepImages
	}
	if o.Strategy == "" {
		o.Strategy = CacheNone
		if o.Cache != nil {
			o.Strategy = CacheBoth
		}
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return o
}

// run is the state of one Execute.
type run struct {
	a     *Agent
	opts  ExecuteOptions
	res   *ExecuteResult
	goal  string
	tools []agentTool
	turn  int
	// extraCalls and extraUsage count model calls a Driver made outside
	// the agent's model (Session.AddUsage).
	extraCalls int
	extraUsage llm.Usage
	// calls0 and usage0 are the agent model's counts when the run began.
	calls0 int
	usage0 llm.Usage
	// replayedStored is set when the model replayed a stored flow with
	// runTrajectory: such a run is not written to the cache.
	replayedStored bool
	// first is the number of steps recorded before the goal began (a
	// recording session's earlier instructions), startURL the page the
	// goal began on (Agent.goalStart).
	first    int
	startURL string
	// stuck counts the model's identical failures in a row, whichever
	// loop runs it (this package's or a Driver's, see Session.Outcome).
	stuck streak
}

// goalSteps is what the goal itself recorded: the steps after the ones
// recorded before it, starting at the page where the goal began. It is
// what the agent cache stores, so a hit replays the goal and nothing
// recorded before it.
func (r *run) goalSteps() *trajectory.Trajectory {
	tr := r.a.Trajectory().Clone()
	tr.Steps = tr.Steps[min(r.first, len(tr.Steps)):]
	tr.StartURL = r.startURL
	return tr
}

// goalStart is the address a goal starts from, for the agent cache key
// and the stored run: the trajectory's start URL (placeholders kept)
// while the page is still there, otherwise the page's own address (steps
// recorded before the goal moved it), with variable values turned back
// into placeholders.
func (a *Agent) goalStart() string {
	start := a.Trajectory().StartURL
	page := a.rec.Player().Page().URL()
	if page == "" || page == "about:blank" {
		return start
	}
	vals := a.Trajectory().Values(a.rec.Values())
	if u, missing := trajectory.Expand(start, vals); missing == "" && cache.NormalizeURL(u, nil) == cache.NormalizeURL(page, nil) {
		return start
	}
	return trajectory.Template(page, vals)
}

func (r *run) emit(e Event) {
	if r.opts.OnEvent != nil {
		e.RunID = r.opts.RunID
		r.opts.OnEvent(e)
	}
}

// config is the cache configuration signature: model, mode, prompt, tools.
func (r *run) config() cache.AgentConfig {
	if r.opts.Driver != nil {
		// The driver knows its own tools; the run's custom and MCP tools
		// are offered too and change what a run can do.
		cfg := r.opts.Driver.Config()
		cfg.Tools = append(slices.Clone(cfg.Tools), ToolNames(r.opts.Tools)...)
		return cfg
	}
	names := make([]string, len(r.tools))
	for i, t := range r.tools {
		names[i] = t.def.Name
	}
	return cache.AgentConfig{Model: r.a.ModelName(), Mode: string(r.opts.Mode), SystemPrompt: systemTemplate(r.opts.Mode),
		Tools: names, Options: map[string]string{"maxSteps": strconv.Itoa(r.opts.MaxSteps)}}
}

// replay replays a stored run step by step. It returns true when every
// step replayed; otherwise the steps that did stay recorded and the reason
// tells the live agent where it takes over.
func (r *run) replay(ctx context.Context, e *cache.AgentEntry) (bool, string) {
	r.res.CacheHit = true
	r.emit(Event{Type: EventCacheHit, Text: fmt.Sprintf("replaying the stored run %s (revision %d of %s, %d steps)",
		cache.EntryID(cache.KindAgent, e.Key), e.Revision, e.CreatedAt.Local().Format("2006-01-02 15:04"), len(e.Trajectory.Steps))})
	rec := r.a.rec
	stored := e.Trajectory
	played := rec.Player().Play(ctx, stored, rec.Values(), replay.Plan{KeepPage: true,
		OnResult: func(res trajectory.StepResult) {
			if res.Status == trajectory.StatusSkipped {
				return
			}
			s := stored.Steps[res.Index]
			r.res.Replay = append(r.res.Replay, res)
			r.emit(Event{Type: EventReplayStep, Step: res.Index + 1, Text: stepLine(s), IsError: res.Status != trajectory.StatusPassed})
			if res.Status != trajectory.StatusPassed {
				return
			}
			if res.Heal != nil {
				// A healed step is kept with the target it was performed on.
				s.Target = &res.Heal.New
			}
			rec.Append(s)
			if s.Action == trajectory.ActionExtract {
				r.res.Outputs = append(r.res.Outputs, res.Output)
			}
		}})
	if played.Status != trajectory.StatusPassed {
		why, step := "replaying the stored run stopped: "+played.Error, 0
		if i := slices.IndexFunc(played.Steps, func(s trajectory.StepResult) bool { return s.Status == trajectory.StatusFailed }); i >= 0 {
			why = fmt.Sprintf("replaying the stored run stopped at step %d of %d (%s): %s", i+1, len(stored.Steps), stepLine(stored.Steps[i]), played.Steps[i].Error)
			step = i + 1
		}
		r.res.Handover = why
		r.emit(Event{Type: EventHandover, Step: step, Text: why, IsError: true})
		return false, why
	}
	r.res.Success, r.res.Completed, r.res.Result = true, true, e.Result
	r.res.CacheEntry, r.res.CacheRevision, r.res.CacheTimestamp = cache.EntryID(cache.KindAgent, e.Key), e.Revision, e.CreatedAt
	countHit(r.opts.Cache, cache.KindAgent, e.Key)
	return true, ""
}

// stepLine describes a step in a few words.
func stepLine(s trajectory.Step) string {
	switch {
	case s.Instruction != "":
		return s.Instruction
	case s.Tool != nil:
		return "tool " + s.Tool.Name
	case s.Extract != nil:
		return "extract " + s.Extract.Instruction
	}
	return doneLine(s)
}

// loop is the tool-calling loop.
func (r *run) loop(ctx context.Context, note string) error {
	defs := make([]llm.Tool, len(r.tools))
	for i, t := range r.tools {
		defs[i] = t.def
	}
	first := "Goal: " + r.goal
	if note != "" {
		first += "\n\nA stored run of this goal was replayed first, and it " + note +
			". The page is as that left it; the steps that replayed are done. Finish the goal from here."
	}
	msgs := []llm.Message{llm.UserText(first)}
	system := r.systemPrompt()
	for r.turn < r.opts.MaxSteps {
		r.turn++
		r.res.Turns = r.turn
		r.emit(Event{Type: EventStepStarted, Step: r.turn})
		compress(msgs, r.opts.KeepImages)
		resp, err := r.a.model.Generate(ctx, llm.Request{System: system, Messages: msgs, Tools: defs, ToolChoice: llm.ToolChoiceAuto})
		if r.a.opts.OnCall != nil {
			r.a.opts.OnCall(llm.Request{System: system, Messages: msgs, Tools: defs}, resp, err)
		}
		if err != nil {
			return fmt.Errorf("turn %d: %w", r.turn, err)
		}
		_, usage := r.a.counts()
		r.emit(Event{Type: EventUsage, Step: r.turn, Usage: usage})
		if resp.Text != "" {
			r.emit(Event{Type: EventModelText, Step: r.turn, Text: resp.Text})
		}
		if err := ctx.Err(); err != nil { // safe point: after a model call
			return fmt.Errorf("cancelled after turn %d: %w", r.turn, err)
		}
		if resp.Text == "" && len(resp.ToolCalls) == 0 {
			// An empty assistant message is not sent back: vendors refuse
			// one (OpenAI wants content or tool calls), so the model is
			// asked again after what it was last shown.
			r.emit(Event{Type: EventNoAnswer, Step: r.turn, Text: "the model answered nothing (no text, no tool call)", IsError: true})
			if err := r.stuck.nothing(); err != nil {
				r.emit(Event{Type: EventStepFinished, Step: r.turn})
				return fmt.Errorf("after %d turns: %w", r.turn, err)
			}
			if last := msgs[len(msgs)-1]; last.Role != llm.RoleUser || len(last.Parts) != 1 || last.Parts[0].Text != goOn {
				msgs = append(msgs, llm.UserText(goOn))
			}
			r.emit(Event{Type: EventStepFinished, Step: r.turn})
			continue
		}
		msgs = append(msgs, resp.Message())
		if len(resp.ToolCalls) == 0 {
			r.stuck.ok()
			msgs = append(msgs, llm.UserText(goOn))
			continue
		}
		for _, c := range resp.ToolCalls {
			r.emit(Event{Type: EventToolCall, Step: r.turn, Tool: c.Name, Args: c.Args})
			out := r.call(ctx, c)
			m := llm.ToolResult(c.ID, out.parts...)
			m.ToolName, m.IsError = c.Name, out.isError
			msgs = append(msgs, m)
			r.emit(Event{Type: EventToolResult, Step: r.turn, Tool: c.Name, Text: out.text(), IsError: out.isError})
			if out.closed {
				r.emit(Event{Type: EventStepFinished, Step: r.turn})
				return nil
			}
			if err := r.outcome(c.Name, out.text(), out.isError); err != nil {
				r.emit(Event{Type: EventStepFinished, Step: r.turn})
				return fmt.Errorf("after %d turns: %w", r.turn, err)
			}
			if err := ctx.Err(); err != nil { // safe point: after a tool
				return fmt.Errorf("cancelled during turn %d: %w", r.turn, err)
			}
		}
		r.emit(Event{Type: EventStepFinished, Step: r.turn})
	}
	return fmt.Errorf("after %d turns: %w", r.opts.MaxSteps, ErrMaxSteps)
}

// goOn asks a model that called no tool to go on.
const goOn = "Call a tool to go on, or close when the goal is done or cannot be done."

// compress keeps the latest keep screenshots and the latest page tree in
// the history; older ones become a short note, so long runs do not resend
// every image and tree.
func compress(msgs []llm.Message, keep int) {
	images, trees := 0, 0
	for i := len(msgs) - 1; i >= 0; i-- {
		m := &msgs[i]
		if m.Role != llm.RoleTool && m.Role != llm.RoleUser {
			continue
		}
		for j := len(m.Parts) - 1; j >= 0; j-- {
			p := &m.Parts[j]
			switch {
			case p.IsImage():
				images++
				if images > keep {
					m.Parts[j] = llm.Text("[an earlier screenshot, omitted]")
				}
			case m.ToolName == toolAriaTree && strings.HasPrefix(p.Text, "Page: "):
				trees++
				if trees > 1 {
					m.Parts[j] = llm.Text("[an earlier page tree, omitted; call ariaTree for the current one]")
				}
			}
		}
	}
}

// systemPrompt renders the system prompt for the run.
func (r *run) systemPrompt() string {
	var names []string
	for _, t := range r.tools {
		names = append(names, t.def.Name)
	}
	vars := r.a.rec.VarNames()
	p := strings.NewReplacer(
		"{{date}}", r.opts.Now().Format("2006-01-02"),
		"{{url}}", r.startURL,
		"{{tools}}", strings.Join(names, ", "),
	).Replace(systemTemplate(r.opts.Mode))
	if len(vars) > 0 {
		p += "\nVariables you may use in instructions and values, verbatim: {{" + strings.Join(vars, "}}, {{") + "}}."
	}
	return p
}

// systemTemplate is the system prompt of a mode before the run's values
// are filled in; it is part of the cache key.
func systemTemplate(m Mode) string {
	base := `You are a QA agent driving a web browser to reach a goal. Today is {{date}}; the run started at {{url}}.
Tools: {{tools}}.
Work step by step: look at the page (ariaTree), then act. Prefer act with a short instruction naming one element ("click Add to cart for Silk Scarf", "type {{user}} into Email"); use fillForm for several fields at once; extract to read data the goal asks for.
When the goal is reached, or cannot be reached, call close with success and a one-sentence result. Never claim success you did not see on the page.
Stay on the site the run started at. Secrets ({{placeholders}} of passwords and keys) are only ever typed into fields; never put one into an address.
` + untrustedNote
	if m == ModeHybrid {
		base += `
You can also take a screenshot and act at pixel coordinates of the last screenshot (click, type, dragAndDrop, clickAndHold, fillFormVision); use them when the tree does not show what you see.`
	}
	return base
}

// toolOutput is a tool's answer to the model.
type toolOutput struct {
	parts   []llm.Part
	isError bool
	closed  bool
}

func (o toolOutput) text() string {
	var s []string
	for _, p := range o.parts {
		if p.IsImage() {
			s = append(s, "[screenshot]")
		} else {
			s = append(s, p.Text)
		}
	}
	return strings.Join(s, "\n")
}

func textOut(format string, args ...any) toolOutput {
	return toolOutput{parts: []llm.Part{llm.Text(fmt.Sprintf(format, args...))}}
}

func errOut(err error) toolOutput {
	return toolOutput{parts: []llm.Part{llm.Text("error: " + err.Error())}, isError: true}
}

// call runs one tool call.
func (r *run) call(ctx context.Context, c llm.ToolCall) toolOutput {
	i := slices.IndexFunc(r.tools, func(t agentTool) bool { return t.def.Name == c.Name })
	if i < 0 {
		return errOut(fmt.Errorf("unknown tool %q", c.Name))
	}
	out := r.tools[i].run(ctx, c.Args)
	secrets := r.a.secrets()
	for k := range out.parts {
		if !out.parts[k].IsImage() {
			out.parts[k].Text = trajectory.Mask(out.parts[k].Text, secrets)
		}
	}
	return out
}

// modelExtractor answers replayed extract steps that need a model with
// the agent's model.
type modelExtractor struct{ a *Agent }

func (m modelExtractor) Extract(ctx context.Context, _ playwright.Page, e *trajectory.Extract) (json.RawMessage, error) {
	res, err := m.a.Extract(ctx, e.Instruction, e.Schema)
	if err != nil {
		return nil, err
	}
	return res.Data, nil
}

// ToolNames returns the names of tools, in order.
func ToolNames(tools []Tool) []string {
	out := make([]string, len(tools))
	for i, t := range tools {
		out[i] = t.Name
	}
	return out
}
