package agent

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Session is what a Driver acts through during a live run. Its actions
// perform on the page and are recorded as replayable steps: a pointer
// action is resolved to the element under the point at that moment and
// recorded with the element's locator candidates and fingerprint, typing
// goes to the focused element, so a run driven by pixels replays by
// locator. Each action returns text suited to a tool result, or an error
// describing what went wrong for the model.
type Session struct{ r *run }

// Outcome records how one of the model's tool calls went (tool is the
// tool's name, text what the model is told). A Driver calls it after each
// action or function call, as this package's loop does: when the same
// tool has failed with the same text StuckAfter times running, it returns
// a *StuckError and the Driver ends the run with it, rather than spend
// the rest of the turns on the same answer.
func (s *Session) Outcome(tool, text string, failed bool) error {
	return s.r.outcome(tool, text, failed)
}

// Page is the page under test.
func (s *Session) Page() playwright.Page { return s.r.a.rec.Player().Page() }

// Emit sends an event to the run's listener (RunID filled in).
func (s *Session) Emit(e Event) { s.r.emit(e) }

// Turn starts the next model turn and returns its number; it returns
// ErrMaxSteps (wrapped) when the run's MaxSteps are used up.
func (s *Session) Turn() (int, error) {
	if s.r.turn >= s.r.opts.MaxSteps {
		return s.r.turn, fmt.Errorf("after %d turns: %w", s.r.opts.MaxSteps, ErrMaxSteps)
	}
	s.r.turn++
	s.r.res.Turns = s.r.turn
	s.Emit(Event{Type: EventStepStarted, Step: s.r.turn})
	return s.r.turn, nil
}

// AddUsage counts one model call and its usage (a driver that calls a
// vendor SDK directly reports here).
func (s *Session) AddUsage(u llm.Usage) {
	s.r.extraCalls++
	s.r.extraUsage = s.r.extraUsage.Add(u)
	s.Emit(Event{Type: EventUsage, Step: s.r.turn, Usage: u})
}

// Close ends the run with the model's verdict.
func (s *Session) Close(success bool, result string) {
	s.r.res.Success, s.r.res.Completed, s.r.res.Result = success, true, result
}

// MaxSteps is the run's turn limit; KeepImages how many screenshots a
// driver should keep in its history.
func (s *Session) MaxSteps() int   { return s.r.opts.MaxSteps }
func (s *Session) KeepImages() int { return s.r.opts.KeepImages }

// Screenshot returns the viewport as PNG.
func (s *Session) Screenshot() ([]byte, error) {
	png, err := s.Page().Screenshot(playwright.PageScreenshotOptions{Type: playwright.ScreenshotTypePng})
	if err != nil {
		return nil, fmt.Errorf("taking a screenshot: %w", err)
	}
	return png, nil
}

// result turns a tool output into (text, error).
func result(o toolOutput) (string, error) {
	if o.isError {
		return "", fmt.Errorf("%s", o.text())
	}
	return o.text(), nil
}

// ClickAt clicks the element under (x, y) in viewport CSS pixels, clicks
// times (1, 2 or 3) as one gesture, so double-click handlers run, holding
// the button holdMS.
func (s *Session) ClickAt(ctx context.Context, x, y float64, clicks, holdMS int) (string, error) {
	st := trajectory.Step{Action: trajectory.ActionClick, DelayMS: holdMS}
	if clicks > 1 {
		st.ClickCount = min(clicks, 3)
	}
	return result(s.r.pointStep(ctx, x, y, st))
}

// MoveTo hovers the element under (x, y).
func (s *Session) MoveTo(ctx context.Context, x, y float64) (string, error) {
	return result(s.r.pointStep(ctx, x, y, trajectory.Step{Action: trajectory.ActionHover}))
}

// TypeAt fills the field under (x, y) with text.
func (s *Session) TypeAt(ctx context.Context, x, y float64, text string) (string, error) {
	return result(s.r.typeAt(ctx, mustJSON(map[string]any{"x": x, "y": y, "text": text})))
}

// Type types text into the focused element, recorded as a step on that
// element (fill when the field was empty, else type).
func (s *Session) Type(ctx context.Context, text string) (string, error) {
	return result(s.r.typeFocused(ctx, text))
}

// Press presses keys (Playwright names: "Enter", "Control+A") on the
// focused element.
func (s *Session) Press(ctx context.Context, keys string) (string, error) {
	return result(s.r.keys(ctx, mustJSON(map[string]any{"keys": keys})))
}

// Scroll scrolls by (dx, dy) CSS pixels with the mouse over (x, y).
func (s *Session) Scroll(ctx context.Context, x, y float64, dx, dy int) (string, error) {
	if err := s.Page().Mouse().Move(x, y); err != nil {
		return "", fmt.Errorf("moving the mouse: %w", err)
	}
	return result(s.r.page(ctx, trajectory.Step{Action: trajectory.ActionScroll, Instruction: "scroll", DeltaX: dx, DeltaY: dy}))
}

// Drag drags the element under (x1, y1) onto the element under (x2, y2).
func (s *Session) Drag(ctx context.Context, x1, y1, x2, y2 float64) (string, error) {
	return result(s.r.dragAt(ctx, mustJSON(map[string]any{"fromX": x1, "fromY": y1, "toX": x2, "toY": y2})))
}

// Goto opens a URL; Back and Forward move in the history.
func (s *Session) Goto(ctx context.Context, url string) (string, error) {
	return result(s.r.gotoURL(ctx, mustJSON(map[string]any{"url": url})))
}

// Back goes back one page.
func (s *Session) Back(ctx context.Context) (string, error) { return result(s.r.back(ctx, nil)) }

// Forward goes forward one page.
func (s *Session) Forward(ctx context.Context) (string, error) {
	return result(s.r.page(ctx, trajectory.Step{Action: trajectory.ActionForward, Instruction: "go forward"}))
}

// Act carries out a natural-language instruction (see Agent.Act).
func (s *Session) Act(ctx context.Context, instruction string) (string, error) {
	return result(s.r.act(ctx, mustJSON(map[string]any{"instruction": instruction})))
}

// Extract reads data off the page (see Agent.Extract), recorded as an
// extract step.
func (s *Session) Extract(ctx context.Context, instruction string, schema json.RawMessage) (string, error) {
	return result(s.r.extract(ctx, mustJSON(map[string]any{"instruction": instruction, "schema": schema})))
}

// CallTool runs one of the run's custom tools by name (recorded as a tool
// step with its replayable flag).
func (s *Session) CallTool(ctx context.Context, name string, args json.RawMessage) (string, error) {
	for _, t := range s.r.opts.Tools {
		if t.Name == name {
			return result(s.r.custom(t)(ctx, args))
		}
	}
	return "", fmt.Errorf("unknown tool %q", name)
}

// Tools are the run's custom tools, for a driver to offer the model.
func (s *Session) Tools() []Tool { return s.r.opts.Tools }

// Variables names the run's variables. A driver may tell the model that
// typing {{name}} types the variable's value: steps keep the placeholder,
// and secret values never reach the model.
func (s *Session) Variables() []string { return s.r.a.rec.VarNames() }

// FillFocused replaces the value of the focused field with text, recorded
// as a fill step on that field. A driver uses it where the model typed
// into an empty field or over a selection of the whole text (a
// triple-click or select-all first, as computer-use models do), so a
// replay replaces the value rather than appending to whatever the field
// holds by then.
func (s *Session) FillFocused(ctx context.Context, text string) (string, error) {
	v, err := s.Page().Evaluate(focusedCenter)
	xy, ok := v.([]any)
	if err != nil || !ok || len(xy) != 2 {
		return "", fmt.Errorf("no element has the focus; click a field first")
	}
	st := trajectory.Step{Action: trajectory.ActionFill, Value: trajectory.Template(text, s.r.a.rec.Values())}
	return result(s.r.pointStep(ctx, asFloat(xy[0]), asFloat(xy[1]), st))
}

// PressFocused presses keys (Playwright names: "Enter", "Control+a") on
// the focused element, recorded as a press step on that element, so a
// replay presses them on the same element (focusing it first) rather than
// wherever the focus happens to be. With nothing focused it is Press.
func (s *Session) PressFocused(ctx context.Context, keys string) (string, error) {
	if keys == "" {
		return "", fmt.Errorf("no key to press")
	}
	v, err := s.Page().Evaluate(focusedCenter)
	xy, ok := v.([]any)
	if err != nil || !ok || len(xy) != 2 {
		return s.Press(ctx, keys)
	}
	st := trajectory.Step{Action: trajectory.ActionPress, Key: keys, Instruction: "press " + keys}
	return result(s.r.pointStep(ctx, asFloat(xy[0]), asFloat(xy[1]), st))
}

// RightClickAt right-clicks the element under (x, y) in viewport CSS
// pixels with the real mouse (its contextmenu handlers run), recorded as a
// click step with the right button.
func (s *Session) RightClickAt(ctx context.Context, x, y float64) (string, error) {
	return result(s.r.pointStep(ctx, x, y, trajectory.Step{Action: trajectory.ActionClick, Button: "right"}))
}
