package recorder

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Kinds of demonstrated input (DemoInput.Kind).
const (
	// InputClick is a mouse click at (X, Y).
	InputClick = "click"
	// InputType is text typed on the keyboard into the focused field.
	InputType = "type"
	// InputKey is one key press (a Playwright key name: "Enter", "Tab",
	// "Backspace", "Control+A").
	InputKey = "key"
	// InputSelect chooses Value in the <select> at (X, Y).
	InputSelect = "select"
	// InputScroll turns the mouse wheel by DeltaX/DeltaY at (X, Y).
	InputScroll = "scroll"
)

// DemoInput is one thing the user did on the live page's mirror, in CSS
// pixels of the page's viewport.
type DemoInput struct {
	Kind string  `json:"kind"`
	X    float64 `json:"x,omitempty"`
	Y    float64 `json:"y,omitempty"`
	// Text is what was typed (InputType).
	Text string `json:"text,omitempty"`
	// Key is the key pressed (InputKey).
	Key string `json:"key,omitempty"`
	// Value is the option chosen (InputSelect), by label.
	Value string `json:"value,omitempty"`
	// Button is the mouse button of a click: "left" (also ""), "right" or
	// "middle"; ClickCount 2 makes it a double click.
	Button     string `json:"button,omitempty"`
	ClickCount int    `json:"clickCount,omitempty"`
	// DeltaX and DeltaY are the wheel distances of a scroll.
	DeltaX int `json:"deltaX,omitempty"`
	DeltaY int `json:"deltaY,omitempty"`
}

// Demonstrated is what one demonstrated input did.
type Demonstrated struct {
	// Step is the step appended or updated; nil when the input recorded
	// nothing (a click that focused a text field, a click on a <select>
	// whose options the user is to choose from).
	Step *trajectory.Step `json:"step,omitempty"`
	// Result is the step's result when it was performed.
	Result trajectory.StepResult `json:"result"`
	// Index is the step's index in the trajectory.
	Index int `json:"index"`
	// Updated is true when the input was folded into the last step (more
	// typing into the same field, more scrolling) instead of adding one.
	Updated bool `json:"updated,omitempty"`
	// Focused describes the text field a click focused, e.g.
	// `textbox "Email"`: typing goes there next.
	Focused string `json:"focused,omitempty"`
	// Options are the choices of the <select> a click landed on; the
	// user picks one and sends an InputSelect.
	Options []string `json:"options,omitempty"`
	// Element describes the element the input landed on.
	Element string `json:"element,omitempty"`
}

// demoState is what a demonstration carries from one input to the next:
// the field typing goes into and the steps later inputs fold into.
type demoState struct {
	focus     *trajectory.Target
	focusDesc string
	secret    bool
	// typed is the field's whole value as the user typed it (never
	// stored: a password's value lives only in the recording's values).
	typed string
	// fillID is the fill step typing folds into; scrollID the scroll
	// step more wheel turns fold into.
	fillID   string
	scrollID string
}

// ErrNoFocus means text was typed while no field had the focus.
var ErrNoFocus = errors.New("no field to type into: click a text field on the page first, then type")

// ErrNothingThere means a demonstrated click landed on no element.
var ErrNothingThere = errors.New("nothing to act on there: click a button, link, field or other control")

// Demonstrate performs one input the user gave on the live page and
// records it as a step, with the ranked candidates and fingerprint the
// page's snapshot gives the element (the same as an instruction would
// record) and a generated instruction the user can reword. Typing into a
// field folds into one fill step; what is typed into a password field
// becomes a secret variable of the recording, never a stored value.
// Clicking a text field only focuses it. On failure nothing is recorded.
func (r *Recorder) Demonstrate(ctx context.Context, in DemoInput) (*Demonstrated, error) {
	switch in.Kind {
	case InputClick:
		return r.demoClick(ctx, in)
	case InputType:
		if in.Text == "" {
			return &Demonstrated{Index: -1}, nil
		}
		return r.demoType(ctx, func(v string) string { return v + in.Text })
	case InputKey:
		return r.demoKey(ctx, in.Key)
	case InputSelect:
		return r.demoSelect(ctx, in)
	case InputScroll:
		return r.demoScroll(ctx, in)
	default:
		return nil, fmt.Errorf("unknown input %q: expected click, type, key, select or scroll", in.Kind)
	}
}

// elementAt snapshots the page and returns its smallest interactive
// element at (x, y), or else the smallest element there.
func (r *Recorder) elementAt(ctx context.Context, x, y float64) (*snapshot.Element, error) {
	snap, err := r.snapshot(ctx)
	if err != nil {
		return nil, fmt.Errorf("taking snapshot: %w", err)
	}
	page := r.player.Page()
	if el, _, ok := snapshot.AtWhere(page, snap, x, y, func(e *snapshot.Element) bool { return e.Interactive }); ok {
		return el, nil
	}
	if el, _, ok := snapshot.At(page, snap, x, y); ok {
		return el, nil
	}
	return nil, ErrNothingThere
}

// Describe names an element the way generated instructions do, e.g.
// `button "Sign in"`.
func Describe(el *snapshot.Element) string {
	kind := el.Role
	if kind == "" || kind == "generic" || kind == "text" {
		kind = el.Tag
	}
	name := strings.Join(strings.Fields(el.Name), " ")
	if name == "" {
		name = strings.Join(strings.Fields(el.Target.Fingerprint.Text), " ")
	}
	if name == "" {
		return kind
	}
	if utf8.RuneCountInString(name) > 60 {
		name = string([]rune(name)[:57]) + "…"
	}
	return fmt.Sprintf("%s %q", kind, name)
}

// textField reports whether typing into el fills it.
func textField(el *snapshot.Element) bool {
	if el.Disabled {
		return false
	}
	switch el.Tag {
	case "textarea":
		return true
	case "input":
		switch strings.ToLower(el.Target.Fingerprint.Attrs["type"]) {
		case "", "text", "email", "password", "search", "tel", "url", "number", "date", "time", "datetime-local", "month", "week":
			return true
		}
		return false
	}
	return el.Role == "textbox" || el.Role == "searchbox" || el.Role == "spinbutton"
}

func (r *Recorder) demoClick(ctx context.Context, in DemoInput) (*Demonstrated, error) {
	el, err := r.elementAt(ctx, in.X, in.Y)
	if err != nil {
		return nil, err
	}
	desc := Describe(el)
	target := el.Target
	r.demo.fillID, r.demo.scrollID = "", ""
	switch {
	case textField(el) && in.Button != "right" && in.ClickCount < 2:
		// Focus the field: the typing that follows is the step.
		loc := snapshot.Recorded(snapshot.Resolve(r.player.Page(), target.Frames, target.Candidates[0]), target.Fingerprint, false)
		if err := loc.Click(playwright.LocatorClickOptions{Timeout: playwright.Float(5000)}); err != nil {
			return nil, fmt.Errorf("focusing %s: %w", desc, err)
		}
		cur, _ := loc.InputValue(playwright.LocatorInputValueOptions{Timeout: playwright.Float(1000)})
		r.demo = demoState{focus: &target, focusDesc: desc, typed: cur,
			secret: strings.EqualFold(target.Fingerprint.Attrs["type"], "password")}
		return &Demonstrated{Index: -1, Focused: desc, Element: desc}, nil
	case el.Tag == "select" && len(el.Options) > 0:
		r.demo.focus = nil
		return &Demonstrated{Index: -1, Options: el.Options, Element: desc}, nil
	}
	r.demo.focus = nil
	s := trajectory.Step{Action: trajectory.ActionClick, Target: &target}
	verb := "click"
	switch {
	case (el.Role == "checkbox" || el.Role == "switch") && el.Checked == "true":
		s.Action, verb = trajectory.ActionUncheck, "uncheck"
	case el.Role == "checkbox" || el.Role == "switch" || el.Role == "radio":
		s.Action, verb = trajectory.ActionCheck, "check"
	default:
		if in.Button == "right" || in.Button == "middle" {
			s.Button, verb = in.Button, in.Button+"-click"
		}
		if in.ClickCount > 1 {
			s.ClickCount, verb = in.ClickCount, "double-click"
		}
	}
	s.Instruction = verb + " " + desc
	return r.demoPerform(ctx, s, desc)
}

// demoPerform appends s and performs it through the replay engine.
func (r *Recorder) demoPerform(ctx context.Context, s trajectory.Step, desc string) (*Demonstrated, error) {
	s.Instruction = r.Conceal(s.Instruction)
	results, err := r.Perform(ctx, []trajectory.Step{s})
	if err != nil {
		return nil, fmt.Errorf("performing %q: %s", s.Instruction, lastError(results, err))
	}
	i := len(r.traj.Steps) - 1
	st := r.traj.Steps[i]
	return &Demonstrated{Step: &st, Result: results[len(results)-1], Index: i, Element: desc}, nil
}

func lastError(results []trajectory.StepResult, err error) string {
	if n := len(results); n > 0 && results[n-1].Error != "" {
		return results[n-1].Error
	}
	return err.Error()
}

// lastStep returns the index of the trajectory's last step if its id is
// id, or -1 (the user may have edited the draft since).
func (r *Recorder) lastStep(id string) int {
	n := len(r.traj.Steps)
	if id == "" || n == 0 || r.traj.Steps[n-1].ID != id {
		return -1
	}
	return n - 1
}

// demoType sets the focused field to edit(what was typed so far) and
// records it as one fill step, folded into the previous one while the
// user keeps typing into the same field.
func (r *Recorder) demoType(ctx context.Context, edit func(string) string) (*Demonstrated, error) {
	if r.demo.focus == nil {
		return nil, ErrNoFocus
	}
	r.demo.scrollID = ""
	typed := edit(r.demo.typed)
	value := typed
	if !r.demo.secret {
		value = trajectory.Template(typed, r.vals)
	}
	if i := r.lastStep(r.demo.fillID); i >= 0 {
		st := &r.traj.Steps[i]
		old, oldVal := *st, ""
		name := ""
		if ps := trajectory.Placeholders(st.Value); r.demo.secret && len(ps) == 1 {
			name = ps[0]
			oldVal = r.vals[name]
			r.vals[name] = typed
		} else {
			st.Value = value
		}
		st.Instruction = r.Conceal(fillInstruction(st.Value, r.demo.focusDesc))
		res := r.player.Step(ctx, r.traj, i, r.traj.Values(r.vals))
		if res.Status != trajectory.StatusPassed {
			*st = old
			if name != "" {
				r.vals[name] = oldVal
			}
			return nil, fmt.Errorf("typing into %s: %s", r.demo.focusDesc, res.Error)
		}
		r.demo.typed = typed
		c := st.Clone()
		return &Demonstrated{Step: &c, Result: res, Index: i, Updated: true, Element: r.demo.focusDesc}, nil
	}
	target := *r.demo.focus
	s := trajectory.Step{Action: trajectory.ActionFill, Target: &target, Value: value}
	if r.demo.secret && typed != "" {
		// As for a literal in an instruction: a password becomes a
		// secret variable, its value only in the recording's values.
		s.Value = typed
		r.secretLiteral(&s, &target)
	}
	s.Instruction = fillInstruction(s.Value, r.demo.focusDesc)
	d, err := r.demoPerform(ctx, s, r.demo.focusDesc)
	if err != nil {
		if r.demo.secret {
			for _, n := range trajectory.Placeholders(s.Value) {
				delete(r.vals, n)
			}
		}
		return nil, err
	}
	r.demo.typed, r.demo.fillID = typed, d.Step.ID
	return d, nil
}

func fillInstruction(value, desc string) string {
	if ps := trajectory.Placeholders(value); len(ps) == 1 && value == "{{"+ps[0]+"}}" {
		return fmt.Sprintf("type %s into %s", value, desc)
	}
	return fmt.Sprintf("type %q into %s", value, desc)
}

// demoKey records a key press: Backspace edits the text being typed,
// other keys are press steps (on the focused field, or on the page).
func (r *Recorder) demoKey(ctx context.Context, key string) (*Demonstrated, error) {
	key = strings.TrimSpace(key)
	if key == "" {
		return nil, errors.New("no key given: press a key such as Enter, Tab or Escape")
	}
	if key == "Backspace" && r.demo.focus != nil {
		return r.demoType(ctx, func(v string) string {
			if v == "" {
				return v
			}
			_, n := utf8.DecodeLastRuneInString(v)
			return v[:len(v)-n]
		})
	}
	s := trajectory.Step{Action: trajectory.ActionPress, Key: key, Instruction: "press " + key}
	desc := "the page"
	if r.demo.focus != nil {
		t := *r.demo.focus
		s.Target, desc = &t, r.demo.focusDesc
		s.Instruction += " in " + desc
	}
	r.demo.fillID, r.demo.scrollID = "", ""
	if key == "Tab" || key == "Shift+Tab" || key == "Enter" || key == "Escape" {
		r.demo.focus = nil
	}
	d, err := r.demoPerform(ctx, s, desc)
	if err == nil && (key == "Tab" || key == "Shift+Tab") {
		d.Focused = r.followFocus(ctx)
	}
	return d, err
}

// focusedCentre finds the centre of the page's focused element in the
// viewport, through open shadow roots and same-origin frames; null when
// the page itself has the focus.
const focusedCentre = `() => {
	let a = document.activeElement, dx = 0, dy = 0;
	for (;;) {
		if (a && a.shadowRoot && a.shadowRoot.activeElement) { a = a.shadowRoot.activeElement; continue; }
		if (a && a.tagName === 'IFRAME') {
			let doc = null;
			try { doc = a.contentDocument; } catch (e) { doc = null; }
			if (!doc || !doc.activeElement) return null;
			const f = a.getBoundingClientRect();
			dx += f.x + a.clientLeft; dy += f.y + a.clientTop;
			a = doc.activeElement;
			continue;
		}
		break;
	}
	if (!a || a === document.body || a.tagName === 'BODY') return null;
	const r = a.getBoundingClientRect();
	if (!r.width || !r.height) return null;
	return { x: dx + r.x + r.width / 2, y: dy + r.y + r.height / 2 };
}`

// followFocus makes the text field the keyboard moved to (Tab,
// Shift+Tab) the field typing goes into next, as a click on it would;
// it returns the field's description, or "" when the focus is not in a
// text field.
func (r *Recorder) followFocus(ctx context.Context) string {
	page := r.player.Page()
	v, err := page.Evaluate(focusedCentre)
	p, ok := v.(map[string]any)
	if err != nil || !ok {
		return ""
	}
	num := func(v any) float64 {
		switch n := v.(type) {
		case float64:
			return n
		case int:
			return float64(n)
		}
		return -1
	}
	x, y := num(p["x"]), num(p["y"])
	el, err := r.elementAt(ctx, x, y)
	if err != nil || !textField(el) {
		return ""
	}
	target := el.Target
	desc := Describe(el)
	loc := snapshot.Recorded(snapshot.Resolve(page, target.Frames, target.Candidates[0]), target.Fingerprint, false)
	cur, _ := loc.InputValue(playwright.LocatorInputValueOptions{Timeout: playwright.Float(1000)})
	r.demo = demoState{focus: &target, focusDesc: desc, typed: cur,
		secret: strings.EqualFold(target.Fingerprint.Attrs["type"], "password")}
	return desc
}

func (r *Recorder) demoSelect(ctx context.Context, in DemoInput) (*Demonstrated, error) {
	el, err := r.elementAt(ctx, in.X, in.Y)
	if err != nil {
		return nil, err
	}
	desc := Describe(el)
	if el.Tag != "select" {
		return nil, fmt.Errorf("%s is not a list to choose from: click a drop-down list", desc)
	}
	r.demo = demoState{}
	target := el.Target
	s := trajectory.Step{Action: trajectory.ActionSelect, Target: &target, Value: trajectory.Template(in.Value, r.vals),
		Instruction: fmt.Sprintf("select %q from %s", in.Value, desc)}
	return r.demoPerform(ctx, s, desc)
}

// demoScroll turns the wheel at (X, Y); turns that follow one another
// fold into one scroll step.
func (r *Recorder) demoScroll(ctx context.Context, in DemoInput) (*Demonstrated, error) {
	if in.DeltaX == 0 && in.DeltaY == 0 {
		return &Demonstrated{Index: -1}, nil
	}
	page := r.player.Page()
	r.demo.fillID = ""
	if i := r.lastStep(r.demo.scrollID); i >= 0 {
		if err := page.Mouse().Move(in.X, in.Y); err != nil {
			return nil, fmt.Errorf("scrolling: %w", err)
		}
		if err := page.Mouse().Wheel(float64(in.DeltaX), float64(in.DeltaY)); err != nil {
			return nil, fmt.Errorf("scrolling: %w", err)
		}
		st := &r.traj.Steps[i]
		st.DeltaX += in.DeltaX
		st.DeltaY += in.DeltaY
		st.Instruction = scrollInstruction(st.DeltaX, st.DeltaY)
		c := st.Clone()
		return &Demonstrated{Step: &c, Result: trajectory.StepResult{StepID: c.ID, Index: i, Action: c.Action, Status: trajectory.StatusPassed, WinnerIndex: -1},
			Index: i, Updated: true, Element: "the page"}, nil
	}
	_ = page.Mouse().Move(in.X, in.Y)
	s := trajectory.Step{Action: trajectory.ActionScroll, DeltaX: in.DeltaX, DeltaY: in.DeltaY, Instruction: scrollInstruction(in.DeltaX, in.DeltaY)}
	d, err := r.demoPerform(ctx, s, "the page")
	if err != nil {
		return nil, err
	}
	r.demo.scrollID = d.Step.ID
	return d, nil
}

func scrollInstruction(dx, dy int) string {
	switch {
	case dy > 0:
		return fmt.Sprintf("scroll down %d px", dy)
	case dy < 0:
		return fmt.Sprintf("scroll up %d px", -dy)
	case dx > 0:
		return fmt.Sprintf("scroll right %d px", dx)
	default:
		return fmt.Sprintf("scroll left %d px", -dx)
	}
}
