package cua

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm"
)

// The function tools every driver offers besides the computer tool.
const (
	fnClose   = "close"
	fnGoto    = "goto"
	fnBack    = "back"
	fnForward = "forward"
)

// fnDef is a function tool in vendor-neutral form.
type fnDef struct {
	Name        string
	Description string
	Parameters  json.RawMessage
}

var (
	closeFn = fnDef{fnClose, "End the run: success tells whether the goal was reached, result says what happened in one sentence.",
		json.RawMessage(`{"type":"object","properties":{"success":{"type":"boolean"},"result":{"type":"string"}},"required":["success","result"]}`)}
	navFns = []fnDef{
		{fnGoto, "Open a URL in the browser (absolute, or relative to the current page).",
			json.RawMessage(`{"type":"object","properties":{"url":{"type":"string"}},"required":["url"]}`)},
		{fnBack, "Go back one page in the browser history.", json.RawMessage(`{"type":"object","properties":{}}`)},
		{fnForward, "Go forward one page in the browser history.", json.RawMessage(`{"type":"object","properties":{}}`)},
	}
)

// base is what every vendor driver shares: the model, its key and the
// options.
type base struct {
	name string // provider/id
	id   string // the vendor's model ID
	key  string // for scrubbing errors only; never logged
	opts Options
}

// functions are the function tools offered with the computer tool: close,
// the navigation functions when the vendor's computer tool has none, and
// the run's custom tools.
func functions(nav bool, tools []agent.Tool) []fnDef {
	out := []fnDef{closeFn}
	if nav {
		out = append(out, navFns...)
	}
	for _, t := range tools {
		params := t.Parameters
		if len(params) == 0 {
			params = json.RawMessage(`{"type":"object","properties":{}}`)
		}
		out = append(out, fnDef{t.Name, t.Description, params})
	}
	return out
}

// config is the agent cache configuration: model, mode, prompt template,
// the computer tool and the function tools the driver always offers, the
// display.
func (b base) config(computerTool, prompt string, nav bool) cache.AgentConfig {
	names := []string{computerTool}
	for _, f := range functions(nav, nil) {
		names = append(names, f.Name)
	}
	display := "viewport"
	if !b.opts.Display.IsZero() {
		display = b.opts.Display.String()
	}
	return cache.AgentConfig{Model: b.name, Mode: Mode, SystemPrompt: prompt, Tools: names, Options: map[string]string{"display": display}}
}

// systemTemplate is the system prompt before the run's values are filled
// in; it is part of the cache key. nav says how the model navigates.
func systemTemplate(nav string) string {
	return `You are a QA agent operating a web browser to reach a goal. Today is {{date}}; the run started at {{url}}.
You see the page as screenshots and act on it with the computer tool: click, type, press keys, scroll. The browser shows one page and no address bar: ` + nav + `.
Click a field before typing into it. Work step by step and look at each new screenshot before the next action.
When the goal is reached, or cannot be reached, call close with success and a one-sentence result. Never claim success you did not see on the page.`
}

// system renders a template for the run.
func (b base) system(tmpl string, s *agent.Session, startURL string) string {
	p := strings.NewReplacer("{{date}}", b.opts.Now().Format("2006-01-02"), "{{url}}", startURL).Replace(tmpl)
	if vars := s.Variables(); len(vars) > 0 {
		p += "\nTo type a variable's value, type its placeholder verbatim: {{" + strings.Join(vars, "}}, {{") + "}}."
	}
	return p
}

// firstText is the first user message: the goal, and where a replayed
// stored run stopped.
func firstText(goal, note string) string {
	t := "Goal: " + goal
	if note != "" {
		t += "\n\nA stored run of this goal was replayed first, and it " + note +
			". The page is as that left it; the steps that replayed are done. Finish the goal from here."
	}
	return t
}

// nudge is sent when the model answered without acting or closing.
const nudge = "Act with the computer tool to go on, or call close when the goal is reached or cannot be reached."

// addUsage counts one model call.
func (b base) addUsage(s *agent.Session, in, out int64) {
	s.AddUsage(llm.Usage{PromptTokens: int(in), CompletionTokens: int(out), CostUSD: llm.EstimateCost(b.name, int(in), int(out))})
}

// callError maps a vendor SDK error.
func (b base) callError(ctx context.Context, turn int, err error) error {
	return fmt.Errorf("turn %d: %w", turn, llm.MapError(ctx, b.name, b.key, err))
}

// confirm asks Options.Confirm about a safety check; nil means go on.
func (b base) confirm(ctx context.Context, c SafetyCheck) error {
	if b.opts.Confirm != nil && b.opts.Confirm(ctx, c) {
		return nil
	}
	msg := c.Message
	if msg == "" {
		msg = c.Code
	}
	return fmt.Errorf("%s wants a person to confirm %s (%s): %w; allow it with Options.Confirm (CLI: --confirm-safety)", b.name, c.Action, msg, ErrSafetyDeclined)
}

// doAction performs a computer action with its events and returns the
// text for the model and whether it failed. Errors that should end the
// run (cancellation, the same failure agent.StuckAfter times running)
// are returned.
func doAction(ctx context.Context, s *agent.Session, c *computer, turn int, raw json.RawMessage, a action, perr error) (string, bool, error) {
	if err := safePoint(ctx, turn, "during"); err != nil {
		return "", true, err
	}
	s.Emit(agent.Event{Type: agent.EventToolCall, Step: turn, Tool: "computer", Args: raw})
	var out string
	err := perr
	if err == nil {
		out, err = c.perform(ctx, a)
	}
	if err != nil {
		if ctx.Err() != nil {
			return "", true, fmt.Errorf("cancelled during turn %d: %w", turn, ctx.Err())
		}
		text := "error: " + err.Error()
		s.Emit(agent.Event{Type: agent.EventToolResult, Step: turn, Tool: "computer", Text: text, IsError: true})
		return text, true, stuck(s, turn, "computer", text, true)
	}
	s.Emit(agent.Event{Type: agent.EventToolResult, Step: turn, Tool: "computer", Text: out})
	return out, false, stuck(s, turn, "computer", out, false)
}

// doFunction runs a function call with its events; like doAction, it
// returns the errors that end the run.
func doFunction(ctx context.Context, s *agent.Session, c *computer, turn int, name string, args json.RawMessage) (string, bool, bool, error) {
	if err := safePoint(ctx, turn, "during"); err != nil {
		return "", true, false, err
	}
	s.Emit(agent.Event{Type: agent.EventToolCall, Step: turn, Tool: name, Args: orEmpty(args)})
	out, closed, err := c.function(ctx, name, args)
	if err != nil {
		if ctx.Err() != nil {
			return "", true, false, fmt.Errorf("cancelled during turn %d: %w", turn, ctx.Err())
		}
		text := "error: " + err.Error()
		s.Emit(agent.Event{Type: agent.EventToolResult, Step: turn, Tool: name, Text: text, IsError: true})
		return text, true, false, stuck(s, turn, name, text, true)
	}
	s.Emit(agent.Event{Type: agent.EventToolResult, Step: turn, Tool: name, Text: out})
	return out, false, closed, stuck(s, turn, name, out, false)
}

// stuck records a tool call's outcome (agent.Session.Outcome) and returns
// the error that ends the run when the model has now failed the same way
// agent.StuckAfter times running.
func stuck(s *agent.Session, turn int, tool, text string, failed bool) error {
	if err := s.Outcome(tool, text, failed); err != nil {
		return fmt.Errorf("after %d turns: %w", turn, err)
	}
	return nil
}

// safePoint returns an error when ctx is done.
func safePoint(ctx context.Context, turn int, after string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("cancelled %s turn %d: %w", after, turn, err)
	}
	return nil
}

// stalled ends a run whose model stopped acting: after one nudge, a second
// answer without any call closes the run as not done, with the model's
// words.
func stalled(s *agent.Session, text string, nudged *bool) bool {
	if !*nudged {
		*nudged = true
		return false
	}
	if text == "" {
		text = "the model stopped without acting or closing"
	}
	s.Close(false, "the model stopped without calling close: "+text)
	return true
}
