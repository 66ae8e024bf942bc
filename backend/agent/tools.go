package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// agentTool is a tool of the loop: its definition and what it does.
type agentTool struct {
	def llm.Tool
	run func(ctx context.Context, args json.RawMessage) toolOutput
}

// Tool names the loop treats specially.
const (
	toolAriaTree = "ariaTree"
	toolClose    = "close"
)

// schema builds an object schema from property definitions.
func schema(required []string, props map[string]any) json.RawMessage {
	if required == nil {
		required = []string{}
	}
	return mustJSON(map[string]any{"type": "object", "properties": props, "required": required})
}

var (
	str    = map[string]any{"type": "string"}
	number = map[string]any{"type": "number"}
)

// toolset returns the tools of the run's mode, the read strategy's tools
// and the custom tools.
func (r *run) toolset() []agentTool {
	ts := []agentTool{
		{llm.Tool{Name: "act", Description: "Do one thing on the page, described in words naming one element: \"click Sign in\", \"type {{user}} into Email\", \"select France from Country\".",
			Parameters: schema([]string{"instruction"}, map[string]any{"instruction": str})}, r.act},
		{llm.Tool{Name: "fillForm", Description: "Fill several form fields at once.",
			Parameters: schema([]string{"fields"}, map[string]any{"fields": map[string]any{"type": "array", "items": map[string]any{
				"type": "object", "properties": map[string]any{"field": str, "value": str}, "required": []string{"field", "value"}}}})}, r.fillForm},
		{llm.Tool{Name: "goto", Description: "Open a URL (absolute, or relative to the current page).",
			Parameters: schema([]string{"url"}, map[string]any{"url": str})}, r.gotoURL},
		{llm.Tool{Name: "navigateBack", Description: "Go back one page in the history.", Parameters: schema(nil, map[string]any{})}, r.back},
		{llm.Tool{Name: "scroll", Description: "Scroll the page up or down.",
			Parameters: schema([]string{"direction"}, map[string]any{"direction": map[string]any{"type": "string", "enum": []string{"up", "down"}}, "pixels": number})}, r.scroll},
		{llm.Tool{Name: "wait", Description: "Wait until a text appears on the page, or for some seconds.",
			Parameters: schema(nil, map[string]any{"text": str, "seconds": number})}, r.wait},
		{llm.Tool{Name: "keys", Description: "Press a key or a combination on the focused element: Enter, Tab, Escape, Control+A.",
			Parameters: schema([]string{"keys"}, map[string]any{"keys": str})}, r.keys},
		{llm.Tool{Name: toolAriaTree, Description: "The page's elements, one per line: [id] role \"name\".", Parameters: schema(nil, map[string]any{})}, r.ariaTree},
		{llm.Tool{Name: "extract", Description: "Read data off the page as JSON; give a JSON Schema for structured data.",
			Parameters: schema([]string{"instruction"}, map[string]any{"instruction": str, "schema": map[string]any{"type": "object"}})}, r.extract},
		{llm.Tool{Name: "think", Description: "Write down your reasoning; does nothing on the page.",
			Parameters: schema([]string{"thought"}, map[string]any{"thought": str})}, func(context.Context, json.RawMessage) toolOutput { return textOut("noted") }},
		{llm.Tool{Name: toolClose, Description: "End the run: success tells whether the goal was reached, result says what happened.",
			Parameters: schema([]string{"success", "result"}, map[string]any{"success": map[string]any{"type": "boolean"}, "result": str})}, r.close},
	}
	if r.opts.Mode == ModeHybrid {
		xy := map[string]any{"x": number, "y": number}
		with := func(extra map[string]any) map[string]any {
			out := map[string]any{"x": number, "y": number}
			for k, v := range extra {
				out[k] = v
			}
			return out
		}
		ts = append(ts,
			agentTool{llm.Tool{Name: "screenshot", Description: "See the page as an image; coordinates of later pixel tools refer to it.", Parameters: schema(nil, map[string]any{})}, r.screenshot},
			agentTool{llm.Tool{Name: "click", Description: "Click at pixel coordinates of the last screenshot.", Parameters: schema([]string{"x", "y"}, xy)}, r.clickAt},
			agentTool{llm.Tool{Name: "type", Description: "Type text into the field at pixel coordinates.", Parameters: schema([]string{"x", "y", "text"}, with(map[string]any{"text": str}))}, r.typeAt},
			agentTool{llm.Tool{Name: "dragAndDrop", Description: "Drag from one point to another.",
				Parameters: schema([]string{"fromX", "fromY", "toX", "toY"}, map[string]any{"fromX": number, "fromY": number, "toX": number, "toY": number})}, r.dragAt},
			agentTool{llm.Tool{Name: "clickAndHold", Description: "Press and hold at a point for some milliseconds.", Parameters: schema([]string{"x", "y", "ms"}, with(map[string]any{"ms": number}))}, r.holdAt},
			agentTool{llm.Tool{Name: "fillFormVision", Description: "Fill several fields given by pixel coordinates.",
				Parameters: schema([]string{"fields"}, map[string]any{"fields": map[string]any{"type": "array", "items": map[string]any{
					"type": "object", "properties": with(map[string]any{"value": str}), "required": []string{"x", "y", "value"}}}})}, r.fillVision},
		)
	}
	if r.opts.Library != nil && r.opts.Strategy.reads() {
		ts = append(ts,
			agentTool{llm.Tool{Name: "listTrajectories", Description: "List the recorded flows you can run by name.", Parameters: schema(nil, map[string]any{})}, r.listTrajectories},
			agentTool{llm.Tool{Name: "runTrajectory", Description: "Run a recorded flow by name (or id) on the current page, then check the outcome yourself.",
				Parameters: schema([]string{"name"}, map[string]any{"name": str})}, r.runTrajectory},
		)
	}
	for _, t := range r.opts.Tools {
		ts = append(ts, agentTool{llm.Tool{Name: t.Name, Description: t.Description, Parameters: t.Parameters}, r.custom(t)})
	}
	return ts
}

// decode reads tool arguments into v, or explains what is wrong.
func decode(args json.RawMessage, v any) error {
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	if err := json.Unmarshal(args, v); err != nil {
		return fmt.Errorf("arguments %s: %w", args, err)
	}
	return nil
}

// actOut reports an act to the model.
func actOut(res *ActResult, err error) toolOutput {
	if err != nil {
		return errOut(err)
	}
	var lines []string
	for _, s := range res.Steps {
		lines = append(lines, "done: "+doneLine(s))
	}
	return textOut("%s", strings.Join(lines, "\n"))
}

func (r *run) act(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct{ Instruction string }
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	return actOut(r.a.Act(ctx, in.Instruction))
}

func (r *run) fillForm(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct {
		Fields []struct{ Field, Value string }
	}
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	var lines []string
	for _, f := range in.Fields {
		res, err := r.a.Act(ctx, fmt.Sprintf("type %s into %s", f.Value, f.Field))
		if err != nil {
			return errOut(fmt.Errorf("field %q: %w (fields before it are filled)", f.Field, err))
		}
		for _, s := range res.Steps {
			lines = append(lines, "done: "+doneLine(s))
		}
	}
	return textOut("%s", strings.Join(lines, "\n"))
}

// page performs one page-level step (goto, back, scroll, press) and
// records it.
func (r *run) page(ctx context.Context, s trajectory.Step) toolOutput {
	results, err := r.a.rec.Perform(ctx, []trajectory.Step{s})
	if err != nil {
		return errOut(err)
	}
	return textOut("done: %s; now at %s", doneLine(s), results[len(results)-1].URL)
}

func (r *run) gotoURL(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct{ URL string }
	if err := decode(args, &in); err != nil || in.URL == "" {
		return errOut(fmt.Errorf("goto needs a url"))
	}
	u := trajectory.Template(in.URL, r.a.rec.Values())
	if name := r.a.secretIn(u); name != "" {
		return errOut(fmt.Errorf("refusing to go to an address with the secret {{%s}} in it: secrets are only typed into fields of this run's site, never sent in an address", name))
	}
	return r.page(ctx, trajectory.Step{Action: trajectory.ActionGoto, Instruction: "go to " + in.URL, URL: u})
}

// secretIn returns the name of a secret variable s refers to ({{name}}),
// or "".
func (a *Agent) secretIn(s string) string {
	names := trajectory.Placeholders(s)
	for _, v := range a.Trajectory().Variables {
		if v.Secret && slices.Contains(names, v.Name) {
			return v.Name
		}
	}
	return ""
}

func (r *run) back(ctx context.Context, _ json.RawMessage) toolOutput {
	return r.page(ctx, trajectory.Step{Action: trajectory.ActionBack, Instruction: "go back"})
}

func (r *run) scroll(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct {
		Direction string
		Pixels    float64
	}
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	d := int(in.Pixels)
	if d <= 0 {
		d = 600
	}
	if in.Direction == "up" {
		d = -d
	}
	return r.page(ctx, trajectory.Step{Action: trajectory.ActionScroll, Instruction: "scroll " + in.Direction, DeltaY: d})
}

func (r *run) wait(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct {
		Text    string
		Seconds float64
	}
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	if in.Text != "" {
		return actOut(r.a.Act(ctx, "wait for "+in.Text))
	}
	// A timed wait is not recorded: replay waits for what steps need.
	d := time.Duration(min(in.Seconds, 10) * float64(time.Second))
	select {
	case <-time.After(d):
	case <-ctx.Done():
	}
	return textOut("waited %.1f s", d.Seconds())
}

func (r *run) keys(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct{ Keys string }
	if err := decode(args, &in); err != nil || in.Keys == "" {
		return errOut(fmt.Errorf("keys needs a key, e.g. Enter"))
	}
	return r.page(ctx, trajectory.Step{Action: trajectory.ActionPress, Instruction: "press " + in.Keys, Key: in.Keys})
}

func (r *run) ariaTree(ctx context.Context, _ json.RawMessage) toolOutput {
	snap, err := snapshot.Take(ctx, r.a.rec.Player().Page(), snapshot.Options{})
	if err != nil {
		return errOut(err)
	}
	text, _ := pagePrompt(recorder.Query{Instruction: r.goal, Snapshot: snap, Secrets: r.a.secrets()}, 2*cmpOrInt(r.a.opts.PageTokens, DefaultPageTokens))
	_, page, _ := strings.Cut(text, "Page: ")
	return textOut("Page: %s", page)
}

func (r *run) extract(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct {
		Instruction string
		Schema      json.RawMessage
	}
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	res, snap, err := r.a.extract(ctx, in.Instruction, in.Schema)
	if err != nil {
		return errOut(err)
	}
	r.res.Outputs = append(r.res.Outputs, res.Data)
	r.a.recordExtract(ctx, in.Instruction, in.Schema, res.Data, snap)
	return textOut("%s", fence("(data read from the page)", string(res.Data)))
}

// recordExtract appends an extract step whose values are bound to the
// elements they were read from, when they can be; the binding is checked
// by reading them back at once.
func (a *Agent) recordExtract(ctx context.Context, instruction string, schema, data json.RawMessage, snap *snapshot.Snapshot) {
	vals := a.rec.Values()
	e := &trajectory.Extract{Instruction: instruction, Schema: schema,
		Shape: json.RawMessage(trajectory.Template(string(data), vals))}
	step := trajectory.Step{Action: trajectory.ActionExtract, Instruction: "extract " + instruction, Extract: e}
	if snap != nil {
		if e.Fields = bindFields(data, snap); e.Fields != nil {
			results, err := a.rec.Perform(ctx, []trajectory.Step{step})
			if err == nil && sameJSON(results[len(results)-1].Output, data) {
				return // recorded and verified
			}
			e.Fields = nil
		}
	}
	a.rec.Append(step)
}

// sameJSON reports whether two JSON documents are equal as values.
func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}

func (r *run) close(_ context.Context, args json.RawMessage) toolOutput {
	var in struct {
		Success bool
		Result  string
	}
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	r.res.Success, r.res.Completed, r.res.Result = in.Success, true, in.Result
	out := textOut("closed")
	out.closed = true
	return out
}

// screenshot returns the viewport as PNG for the model.
func (r *run) screenshot(_ context.Context, _ json.RawMessage) toolOutput {
	png, err := r.a.rec.Player().Page().Screenshot(playwright.PageScreenshotOptions{Type: playwright.ScreenshotTypePng})
	if err != nil {
		return errOut(fmt.Errorf("taking a screenshot: %w", err))
	}
	return toolOutput{parts: []llm.Part{llm.Text("screenshot of the viewport"), llm.PNG(png)}}
}

// elementAt resolves a point to the element under it, so a pixel action is
// recorded with locators.
func (r *run) elementAt(ctx context.Context, x, y float64) (*snapshot.Element, error) {
	page := r.a.rec.Player().Page()
	snap, err := snapshot.Take(ctx, page, snapshot.Options{})
	if err != nil {
		return nil, err
	}
	el, _, ok := snapshot.At(page, snap, x, y)
	if !ok {
		return nil, fmt.Errorf("no element to act on at (%.0f, %.0f); take a screenshot and aim at a button, link or field", x, y)
	}
	return el, nil
}

// pointStep records and performs an element step found at a point.
func (r *run) pointStep(ctx context.Context, x, y float64, s trajectory.Step) toolOutput {
	el, err := r.elementAt(ctx, x, y)
	if err != nil {
		return errOut(err)
	}
	t := el.Target
	s.Target = &t
	if s.Instruction == "" {
		s.Instruction = fmt.Sprintf("%s %s %q", verb(s), el.Role, el.Name)
	}
	return r.page(ctx, s)
}

// verb names what s does in an instruction: its action, or the kind of
// click ("right-click", "double-click").
func verb(s trajectory.Step) string {
	switch {
	case s.Action != trajectory.ActionClick:
		return string(s.Action)
	case s.Button == "right" || s.Button == "middle":
		return s.Button + "-click"
	case s.ClickCount == 2:
		return "double-click"
	case s.ClickCount == 3:
		return "triple-click"
	}
	return "click"
}

func (r *run) clickAt(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct{ X, Y float64 }
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	return r.pointStep(ctx, in.X, in.Y, trajectory.Step{Action: trajectory.ActionClick})
}

func (r *run) typeAt(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct {
		X, Y float64
		Text string
	}
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	return r.pointStep(ctx, in.X, in.Y, trajectory.Step{Action: trajectory.ActionFill, Value: trajectory.Template(in.Text, r.a.rec.Values())})
}

func (r *run) holdAt(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct{ X, Y, MS float64 }
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	return r.pointStep(ctx, in.X, in.Y, trajectory.Step{Action: trajectory.ActionClick, DelayMS: int(in.MS)})
}

func (r *run) dragAt(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct{ FromX, FromY, ToX, ToY float64 }
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	from, err := r.elementAt(ctx, in.FromX, in.FromY)
	if err != nil {
		return errOut(err)
	}
	to, err := r.elementAt(ctx, in.ToX, in.ToY)
	if err != nil {
		return errOut(err)
	}
	t, d := from.Target, to.Target
	return r.page(ctx, trajectory.Step{Action: trajectory.ActionDragAndDrop, Target: &t, DropTarget: &d,
		Instruction: fmt.Sprintf("drag %s %q onto %s %q", from.Role, from.Name, to.Role, to.Name)})
}

func (r *run) fillVision(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct {
		Fields []struct {
			X, Y  float64
			Value string
		}
	}
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	var lines []string
	for _, f := range in.Fields {
		out := r.pointStep(ctx, f.X, f.Y, trajectory.Step{Action: trajectory.ActionFill, Value: trajectory.Template(f.Value, r.a.rec.Values())})
		if out.isError {
			return out
		}
		lines = append(lines, out.text())
	}
	return textOut("%s", strings.Join(lines, "\n"))
}

func (r *run) listTrajectories(context.Context, json.RawMessage) toolOutput {
	list, err := r.opts.Library.ListTrajectories()
	if err != nil {
		return errOut(err)
	}
	var lines []string
	for _, s := range list {
		lines = append(lines, fmt.Sprintf("%s (id %s, %d steps, starts at %s)", s.Name, s.ID, s.Steps, s.StartURL))
	}
	if len(lines) == 0 {
		return textOut("no recorded flows")
	}
	return textOut("%s", strings.Join(lines, "\n"))
}

// runTrajectory replays a stored flow by name or id on the current page
// and records its steps into this run.
func (r *run) runTrajectory(ctx context.Context, args json.RawMessage) toolOutput {
	var in struct{ Name string }
	if err := decode(args, &in); err != nil {
		return errOut(err)
	}
	t, err := r.findTrajectory(in.Name)
	if err != nil {
		return errOut(err)
	}
	var lines []string
	for i, s := range t.Steps {
		if s.Disabled {
			continue
		}
		if _, err := r.a.rec.Perform(ctx, []trajectory.Step{s}); err != nil {
			lines = append(lines, fmt.Sprintf("step %d (%s) failed: %v", i+1, stepLine(s), err))
			return toolOutput{parts: []llm.Part{llm.Text(strings.Join(lines, "\n"))}, isError: true}
		}
		lines = append(lines, fmt.Sprintf("step %d passed: %s", i+1, stepLine(s)))
	}
	// The flow is stored already: this run is not written to the cache
	// as a new entry (AskUI writes no new cache file either).
	r.replayedStored = true
	return textOut("%s\nall %d steps passed; check the page to confirm the outcome", strings.Join(lines, "\n"), len(t.Steps))
}

func (r *run) findTrajectory(name string) (*trajectory.Trajectory, error) {
	list, err := r.opts.Library.ListTrajectories()
	if err != nil {
		return nil, err
	}
	for _, s := range list {
		if strings.EqualFold(s.Name, name) {
			return r.opts.Library.Trajectory(s.ID)
		}
	}
	return r.opts.Library.Trajectory(name)
}

// custom wraps a custom tool: it runs, and its call is recorded as a tool
// step with the tool's replayable flag.
func (r *run) custom(t Tool) func(context.Context, json.RawMessage) toolOutput {
	return func(ctx context.Context, args json.RawMessage) toolOutput {
		out, err := t.Run(ctx, args)
		if err != nil {
			return errOut(fmt.Errorf("tool %s: %w", t.Name, err))
		}
		r.a.rec.Append(trajectory.Step{Action: trajectory.ActionTool, Instruction: "tool " + t.Name,
			Tool: &trajectory.ToolCall{Name: t.Name, Args: json.RawMessage(trajectory.Template(string(args), r.a.rec.Values())), Replayable: t.Replayable}})
		return textOut("%s", out)
	}
}

// ReplayTools returns the replayable custom tools for a replay.Player.
func ReplayTools(tools []Tool) map[string]replay.ToolFunc {
	out := map[string]replay.ToolFunc{}
	for _, t := range tools {
		if t.Replayable {
			out[t.Name] = t.Run
		}
	}
	return out
}

// focusedCenter finds the focused element (through open shadow roots and
// same-origin frames) and returns the centre of its box in the viewport.
const focusedCenter = `() => {
  let el = document.activeElement, dx = 0, dy = 0;
  for (;;) {
    if (el && el.shadowRoot && el.shadowRoot.activeElement) { el = el.shadowRoot.activeElement; continue; }
    if (el && (el.tagName === "IFRAME" || el.tagName === "FRAME")) {
      let doc; try { doc = el.contentDocument; } catch (e) { doc = null; }
      if (!doc || !doc.activeElement) break;
      const r = el.getBoundingClientRect(); dx += r.left + el.clientLeft; dy += r.top + el.clientTop;
      el = doc.activeElement; continue;
    }
    break;
  }
  if (!el || el === document.body || el === document.documentElement) return null;
  const r = el.getBoundingClientRect();
  return [dx + r.left + r.width / 2, dy + r.top + r.height / 2];
}`

// typeFocused types text into the focused element, recorded as a type
// step on it.
func (r *run) typeFocused(ctx context.Context, text string) toolOutput {
	v, err := r.a.rec.Player().Page().Evaluate(focusedCenter)
	xy, ok := v.([]any)
	if err != nil || !ok || len(xy) != 2 {
		return errOut(fmt.Errorf("no element has the focus; click a field first"))
	}
	x, y := asFloat(xy[0]), asFloat(xy[1])
	return r.pointStep(ctx, x, y, trajectory.Step{Action: trajectory.ActionType, Value: trajectory.Template(text, r.a.rec.Values())})
}

// asFloat reads a number Playwright returned (integral ones come as int).
func asFloat(v any) float64 {
	switch n := v.(type) {
	case float64:
		return n
	case int:
		return float64(n)
	case int64:
		return float64(n)
	}
	return 0
}
