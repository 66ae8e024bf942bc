package export

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ChromeRecording is a Chrome DevTools Recorder recording: the UserFlow of
// @puppeteer/replay (src/Schema.ts). Reprise adds one optional "reprise"
// member to the recording and to each step with what the format cannot
// carry (step ids, instructions, fingerprints, iframe selectors, the exact
// action); DevTools and @puppeteer/replay ignore it, and the importer uses
// it only where the standard fields were left as exported.
type ChromeRecording struct {
	Title             string         `json:"title"`
	Timeout           *float64       `json:"timeout,omitempty"`
	SelectorAttribute string         `json:"selectorAttribute,omitempty"`
	Steps             []ChromeStep   `json:"steps"`
	Reprise           *ChromeFlowExt `json:"reprise,omitempty"`
}

// ChromeButtons maps the DevTools Recorder's non-primary mouse buttons to
// a click step's Button.
var ChromeButtons = map[string]string{"secondary": "right", "auxiliary": "middle"}

// ChromeStep is one step of a recording. Which fields are set depends on
// Type (one of the 14 step types of @puppeteer/replay).
type ChromeStep struct {
	Type           string                `json:"type"`
	Target         string                `json:"target,omitempty"`
	Frame          []int                 `json:"frame,omitempty"`
	Selectors      []ChromeSelector      `json:"selectors,omitempty"`
	URL            *string               `json:"url,omitempty"`
	Value          *string               `json:"value,omitempty"`
	Key            *string               `json:"key,omitempty"`
	OffsetX        *float64              `json:"offsetX,omitempty"`
	OffsetY        *float64              `json:"offsetY,omitempty"`
	Button         string                `json:"button,omitempty"`
	DeviceType     string                `json:"deviceType,omitempty"`
	Duration       *float64              `json:"duration,omitempty"`
	X              *float64              `json:"x,omitempty"`
	Y              *float64              `json:"y,omitempty"`
	Operator       string                `json:"operator,omitempty"`
	Count          *float64              `json:"count,omitempty"`
	Visible        *bool                 `json:"visible,omitempty"`
	Properties     map[string]any        `json:"properties,omitempty"`
	Attributes     map[string]any        `json:"attributes,omitempty"`
	Expression     *string               `json:"expression,omitempty"`
	Name           *string               `json:"name,omitempty"`
	Parameters     json.RawMessage       `json:"parameters,omitempty"`
	Width          *float64              `json:"width,omitempty"`
	Height         *float64              `json:"height,omitempty"`
	DeviceScale    *float64              `json:"deviceScaleFactor,omitempty"`
	IsMobile       *bool                 `json:"isMobile,omitempty"`
	HasTouch       *bool                 `json:"hasTouch,omitempty"`
	IsLandscape    *bool                 `json:"isLandscape,omitempty"`
	Download       *float64              `json:"download,omitempty"`
	Upload         *float64              `json:"upload,omitempty"`
	Latency        *float64              `json:"latency,omitempty"`
	Timeout        *float64              `json:"timeout,omitempty"`
	AssertedEvents []ChromeAssertedEvent `json:"assertedEvents,omitempty"`
	Reprise        *ChromeStepExt        `json:"reprise,omitempty"`
}

// ChromeAssertedEvent is an event a step expects (only "navigation").
type ChromeAssertedEvent struct {
	Type  string `json:"type"`
	URL   string `json:"url,omitempty"`
	Title string `json:"title,omitempty"`
}

// ChromeSelector is one selector alternative: a single selector, or an
// ancestor chain whose parts are each evaluated inside the previous
// element (inside its shadow root when it is a shadow host). In JSON it is
// a string or an array of strings; it is always written as an array, as
// DevTools does.
type ChromeSelector []string

// UnmarshalJSON accepts a string or an array of strings.
func (s *ChromeSelector) UnmarshalJSON(data []byte) error {
	var one string
	if err := json.Unmarshal(data, &one); err == nil {
		*s = ChromeSelector{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(data, &many); err != nil {
		return errors.New("a selector must be a string or an array of strings")
	}
	*s = many
	return nil
}

// ChromeFlowExt is Reprise's addition to a recording.
type ChromeFlowExt struct {
	ID        string                `json:"id,omitempty"`
	StartURL  string                `json:"startUrl,omitempty"`
	Variables []trajectory.Variable `json:"variables,omitempty"`
	Tags      []string              `json:"tags,omitempty"`
}

// ChromeStepExt is Reprise's addition to a step.
type ChromeStepExt struct {
	ID          string            `json:"id"`
	Instruction string            `json:"instruction,omitempty"`
	Action      trajectory.Action `json:"action"`
	// Candidates are the step's locators, one per selector alternative in
	// the same order; a selector that no longer reads as its candidate
	// (edited after export) wins over it.
	Candidates  []trajectory.Locator    `json:"candidates,omitempty"`
	Frames      []trajectory.FrameRef   `json:"frames,omitempty"`
	Fingerprint *trajectory.Fingerprint `json:"fingerprint,omitempty"`
	// Target is the whole target for steps whose DevTools type carries no
	// selectors (press on an element, drag-and-drop).
	Target     *trajectory.Target `json:"target,omitempty"`
	DropTarget *trajectory.Target `json:"dropTarget,omitempty"`
	Value      string             `json:"value,omitempty"`
	Key        string             `json:"key,omitempty"`
	Match      string             `json:"match,omitempty"`
	DeltaX     int                `json:"deltaX,omitempty"`
	DeltaY     int                `json:"deltaY,omitempty"`
	TimeoutMS  int                `json:"timeoutMs,omitempty"`
	Disabled   bool               `json:"disabled,omitempty"`
	// Extract and Tool carry extract and tool steps, which DevTools cannot
	// replay (written as custom steps).
	Extract *trajectory.Extract  `json:"extract,omitempty"`
	Tool    *trajectory.ToolCall `json:"tool,omitempty"`
}

// Custom step names Reprise writes for actions DevTools has no step for.
const (
	ChromeCustomBack    = "reprise/navigate-back"
	ChromeCustomForward = "reprise/navigate-forward"
	ChromeCustomDrag    = "reprise/drag-and-drop"
	ChromeCustomExtract = "reprise/extract"
	ChromeCustomTool    = "reprise/tool"
)

// ChromeSelectorOf returns the DevTools selector for l, as the exporter
// writes it. inShadow makes CSS selectors pierce shadow roots ("pierce/"),
// as Playwright's CSS does.
func ChromeSelectorOf(l trajectory.Locator, inShadow bool) string {
	css := func(s string) string {
		if inShadow {
			return "pierce/" + s
		}
		return s
	}
	switch l.Kind {
	case trajectory.LocTestID:
		return css(testIDSelector(l))
	case trajectory.LocRole:
		return "aria/" + l.Name + `[role="` + l.Role + `"]`
	case trajectory.LocLabel:
		return "aria/" + l.Value
	case trajectory.LocPlaceholder:
		return css("[placeholder=" + cssString(l.Value) + "]")
	case trajectory.LocAltText:
		return css("[alt=" + cssString(l.Value) + "]")
	case trajectory.LocTitle:
		return css("[title=" + cssString(l.Value) + "]")
	case trajectory.LocText:
		return "text/" + l.Value
	case trajectory.LocXPath:
		return "xpath/" + l.Value
	default:
		return css(l.Value)
	}
}

// usableCandidates returns t's usable candidates in their recorded order
// (the recorder stores them ranked).
func usableCandidates(t *trajectory.Target) []trajectory.Locator {
	var out []trajectory.Locator
	for _, c := range t.Candidates {
		// A row locator (`li:has-text("…") > …`) is Playwright's css,
		// which Puppeteer does not parse; the path and xpath remain.
		if usable(c) && !(c.Kind == trajectory.LocCSS && strings.Contains(c.Value, ":has-text(")) {
			out = append(out, c)
		}
	}
	return out
}

func writeChromeRecording(t *trajectory.Trajectory) (*ChromeRecording, error) {
	title := t.Name
	if title == "" {
		title = t.ID
	}
	rec := &ChromeRecording{Title: title, Steps: []ChromeStep{}, Reprise: &ChromeFlowExt{
		ID: t.ID, StartURL: t.StartURL, Variables: t.Variables, Tags: t.Tags,
	}}
	if t.StartURL != "" {
		u := t.StartURL
		rec.Steps = append(rec.Steps, ChromeStep{Type: "navigate", URL: &u,
			AssertedEvents: []ChromeAssertedEvent{{Type: "navigation", URL: u}}})
	}
	// DevTools has no variables: a value is written with each variable's
	// default, the placeholder kept in the step's extension for Reprise.
	// A secret, or a variable with no default, stays {{name}} (Note).
	defaults := t.Values(nil)
	for i := range t.Steps {
		steps, ok := chromeSteps(&t.Steps[i], defaults)
		if !ok {
			return nil, &CannotExpressError{Step: i + 1, StepID: t.Steps[i].ID, Action: string(t.Steps[i].Action),
				Language: "a DevTools Recorder recording", Reason: "the recording has no step type for this action"}
		}
		rec.Steps = append(rec.Steps, steps...)
	}
	return rec, nil
}

func writeChromeRecorder(t *trajectory.Trajectory, _ Options) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	rec, err := writeChromeRecording(t)
	if err != nil {
		return nil, err
	}
	if err := enc.Encode(rec); err != nil {
		return nil, fmt.Errorf("encoding recording: %w", err)
	}
	return jsonEscapeInvisible(buf.Bytes()), nil
}

func ptr[T any](v T) *T { return &v }

// chromeSteps maps one Reprise step to DevTools steps (press on an element
// becomes keyDown + keyUp), or false for an action it has no mapping for.
// defaults are the values typed in place of variables.
func chromeSteps(s *trajectory.Step, defaults map[string]string) ([]ChromeStep, bool) {
	ext := &ChromeStepExt{ID: s.ID, Instruction: s.Instruction, Action: s.Action, Match: s.Match,
		DeltaX: s.DeltaX, DeltaY: s.DeltaY, TimeoutMS: s.TimeoutMS, Disabled: s.Disabled}
	cs := ChromeStep{Reprise: ext}
	if s.TimeoutMS > 0 {
		cs.Timeout = ptr(math.Min(float64(s.TimeoutMS), 30000))
	}
	withSelectors := func() {
		if s.Target == nil {
			return
		}
		cands := usableCandidates(s.Target)
		for _, c := range cands {
			cs.Selectors = append(cs.Selectors, ChromeSelector{ChromeSelectorOf(c, s.Target.Fingerprint.InShadow)})
		}
		ext.Candidates = cands
		ext.Frames = s.Target.Frames
		fp := s.Target.Fingerprint
		ext.Fingerprint = &fp
	}
	switch s.Action {
	case trajectory.ActionGoto:
		cs.Type, cs.URL = "navigate", ptr(s.URL)
	case trajectory.ActionClick, trajectory.ActionCheck, trajectory.ActionUncheck:
		cs.Type = "click"
		withSelectors()
		cs.OffsetX, cs.OffsetY = ptr(0.0), ptr(0.0)
		if b := s.Target.Fingerprint.Box; b != nil {
			cs.OffsetX, cs.OffsetY = ptr(math.Round(b.W/2)), ptr(math.Round(b.H/2))
		}
		if s.DelayMS > 0 {
			cs.Duration = ptr(float64(s.DelayMS))
		}
		if s.ClickCount == 2 {
			cs.Type = "doubleClick"
		}
		for chrome, b := range ChromeButtons {
			if b == s.Button {
				cs.Button = chrome
			}
		}
	case trajectory.ActionFill, trajectory.ActionType, trajectory.ActionSelect:
		v, _ := trajectory.Expand(s.Value, defaults) // those without one stay {{name}}
		cs.Type, cs.Value = "change", ptr(v)
		if v != s.Value {
			ext.Value = s.Value
		}
		withSelectors()
	case trajectory.ActionPress:
		ext.Target = s.Target
		ext.Key = s.Key
		down := cs
		down.Type, down.Key = "keyDown", ptr(s.Key)
		up := ChromeStep{Type: "keyUp", Key: ptr(s.Key)}
		return []ChromeStep{down, up}, true
	case trajectory.ActionHover:
		cs.Type = "hover"
		withSelectors()
	case trajectory.ActionScroll:
		cs.Type = "scroll"
		withSelectors()
		cs.X, cs.Y = ptr(float64(s.DeltaX)), ptr(float64(s.DeltaY))
	case trajectory.ActionWaitFor, trajectory.ActionAssertVisible:
		cs.Type, cs.Visible = "waitForElement", ptr(true)
		withSelectors()
	case trajectory.ActionAssertText, trajectory.ActionAssertValue:
		cs.Type, cs.Visible = "waitForElement", ptr(true)
		withSelectors()
		ext.Value = s.Value
		prop := "innerText"
		if s.Action == trajectory.ActionAssertValue {
			prop = "value"
		}
		switch {
		case s.Action == trajectory.ActionAssertText && s.Match == "exact" && isSelect(s.Target):
			cs.Properties = map[string]any{"selectedOptions": chosenLabels(s.Value)}
		case s.Match == "exact" || s.Action == trajectory.ActionAssertValue && s.Match == "":
			cs.Properties = map[string]any{prop: s.Value}
		}
	case trajectory.ActionAssertChecked:
		cs.Type, cs.Visible = "waitForElement", ptr(true)
		withSelectors()
		cs.Properties = map[string]any{"checked": true}
	case trajectory.ActionAssertCount:
		n, err := strconv.Atoi(strings.TrimSpace(s.Value))
		if err != nil {
			return nil, false
		}
		cs.Type, cs.Operator, cs.Count = "waitForElement", "==", ptr(float64(n))
		withSelectors()
		// DevTools counts what its first selector finds, as replay does.
		if len(cs.Selectors) > 1 {
			cs.Selectors = cs.Selectors[:1]
		}
	case trajectory.ActionAssertURL:
		cs.Type, cs.Expression = "waitForExpression", ptr(URLExpression(s.URL, s.Match))
	case trajectory.ActionBack:
		cs.Type, cs.Name = "customStep", ptr(ChromeCustomBack)
		cs.Parameters = json.RawMessage("{}")
	case trajectory.ActionForward:
		cs.Type, cs.Name = "customStep", ptr(ChromeCustomForward)
		cs.Parameters = json.RawMessage("{}")
	case trajectory.ActionExtract:
		cs.Type, cs.Name = "customStep", ptr(ChromeCustomExtract)
		ext.Extract = s.Extract
		cs.Parameters, _ = json.Marshal(map[string]string{"instruction": s.Extract.Instruction})
	case trajectory.ActionTool:
		cs.Type, cs.Name = "customStep", ptr(ChromeCustomTool)
		ext.Tool = s.Tool
		cs.Parameters, _ = json.Marshal(s.Tool)
	case trajectory.ActionDragAndDrop:
		cs.Type, cs.Name = "customStep", ptr(ChromeCustomDrag)
		ext.Target, ext.DropTarget = s.Target, s.DropTarget
		params := map[string][]ChromeSelector{}
		for _, tg := range []struct {
			key string
			t   *trajectory.Target
		}{{"selectors", s.Target}, {"dropSelectors", s.DropTarget}} {
			for _, c := range usableCandidates(tg.t) {
				params[tg.key] = append(params[tg.key], ChromeSelector{ChromeSelectorOf(c, tg.t.Fingerprint.InShadow)})
			}
		}
		cs.Parameters, _ = json.Marshal(params)
	default:
		return nil, false
	}
	return []ChromeStep{cs}, true
}

// chosenLabels is the selectedOptions a drop-down has when the labels of
// its chosen options, joined by line breaks, are want (as replay reads a
// drop-down's text; its innerText is every option's). DevTools matches
// properties as a partial deep equality: option i's label, and the count.
func chosenLabels(want string) map[string]any {
	labels := strings.Split(strings.TrimSpace(want), "\n")
	out := map[string]any{"length": len(labels)}
	for i, l := range labels {
		out[strconv.Itoa(i)] = map[string]any{"label": l}
	}
	return out
}

// URLExpression is the waitForExpression the exporter writes for an
// assert-url step: true once the page's address matches want by mode
// ("contains", "exact" or "regex").
func URLExpression(want, mode string) string {
	q := jsString(want)
	switch mode {
	case "exact":
		return "location.href === " + string(q)
	case "regex":
		return "new RegExp(" + string(q) + ").test(location.href)"
	}
	return "location.href.includes(" + string(q) + ")"
}

// jsString quotes s as a JSON string (also a JavaScript string literal)
// without HTML escaping.
func jsString(s string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(buf.String(), "\n")
}

// ParseURLExpression recognises an expression URLExpression wrote and
// returns its URL and mode.
func ParseURLExpression(expr string) (want, mode string, ok bool) {
	expr = strings.TrimSpace(expr)
	for _, f := range []struct{ prefix, suffix, mode string }{
		{"location.href === ", "", "exact"},
		{"new RegExp(", ").test(location.href)", "regex"},
		{"location.href.includes(", ")", ""},
	} {
		if !strings.HasPrefix(expr, f.prefix) || !strings.HasSuffix(expr, f.suffix) {
			continue
		}
		lit := expr[len(f.prefix) : len(expr)-len(f.suffix)]
		var s string
		if err := json.Unmarshal([]byte(lit), &s); err == nil {
			return s, f.mode, true
		}
	}
	return "", "", false
}
