package importer

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// importChrome reads a Chrome DevTools Recorder recording (the UserFlow of
// @puppeteer/replay), using Reprise's "reprise" extension where a file
// exported by Reprise still carries it.
func importChrome(data []byte) (*Result, error) {
	var rec export.ChromeRecording
	if err := decode(data, &rec); err != nil {
		return nil, err
	}
	if rec.Steps == nil {
		return nil, fmt.Errorf("%w: field steps: missing", ErrCorrupt)
	}
	b := newBuilder(rec.Title, "")
	startFromExt := ""
	if x := rec.Reprise; x != nil {
		b.t.ID = x.ID
		startFromExt = x.StartURL
		b.t.Tags = x.Tags
		for i, v := range x.Variables {
			if !validVar.MatchString(v.Name) {
				b.note(0, fmt.Sprintf("reprise.variables[%d]", i), "variable name %q is not valid: dropped", v.Name)
				continue
			}
			if v.Secret {
				v.Default = ""
			}
			b.t.Variables = append(b.t.Variables, v)
		}
	}
	if rec.Timeout != nil {
		b.note(0, "timeout", "the recording's timeout is dropped (replay has its own per-step timeout)")
	}
	if rec.SelectorAttribute != "" {
		b.note(0, "selectorAttribute", "kept only through the selectors it produced")
	}
	skipKeyUp := ""
	for i := range rec.Steps {
		s := &rec.Steps[i]
		n := i + 1
		pairedKeyUp := s.Type == "keyUp" && s.Key != nil && *s.Key == skipKeyUp
		skipKeyUp = ""
		if s.Target != "" && s.Target != "main" {
			b.note(n, "target", "target %q (another tab or popup) dropped: the step runs in the page", s.Target)
		}
		// The first navigation before any other step is where the flow starts.
		if s.Type == "navigate" && len(b.t.Steps) == 0 && b.t.StartURL == "" && s.URL != nil &&
			(startFromExt == "" || startFromExt == *s.URL) && (s.Reprise == nil || startFromExt != "") {
			b.start(n, *s.URL)
			b.actions++
			continue
		}
		if !pairedKeyUp {
			if s.Type != "setViewport" && s.Type != "emulateNetworkConditions" {
				b.actions++
			}
			st, ok := chromeStep(b, n, s)
			if !ok {
				continue
			}
			if st.Action == trajectory.ActionPress && s.Type == "keyDown" {
				skipKeyUp = st.Key
			}
			b.add(n, st)
		}
		for j, ev := range s.AssertedEvents {
			field := fmt.Sprintf("assertedEvents[%d]", j)
			if ev.Type != "navigation" {
				b.note(n, field, "event %q dropped", ev.Type)
				continue
			}
			if ev.Title != "" {
				b.note(n, field+".title", "navigation title %q is not checked", ev.Title)
			}
			if ev.URL != "" {
				b.add(n, trajectory.Step{Instruction: "verify the url contains " + ev.URL, Action: trajectory.ActionAssertURL, URL: ev.URL})
			}
		}
	}
	if startFromExt != "" && b.t.StartURL == "" {
		b.t.StartURL = startFromExt
	}
	res := b.result()
	res.declared = rec.Reprise != nil
	return res, nil
}

// expandDefaults is s with the placeholders of vars that have a default
// (secrets have none) filled in, as the DevTools export writes a value.
func expandDefaults(s string, vars []trajectory.Variable) string {
	t := trajectory.Trajectory{Variables: vars}
	out, _ := trajectory.Expand(s, t.Values(nil))
	return out
}

// chromeStep maps one DevTools step; ok is false when it is dropped (with
// a note saying why).
func chromeStep(b *builder, n int, s *export.ChromeStep) (trajectory.Step, bool) {
	ext := s.Reprise
	var st trajectory.Step
	if ext != nil {
		st.ID, st.Instruction, st.Match, st.Disabled = ext.ID, ext.Instruction, ext.Match, ext.Disabled
		if ext.Match != "" && ext.Match != "exact" && ext.Match != "contains" && ext.Match != "regex" {
			st.Match = ""
		}
	}
	extAction := func(allowed ...trajectory.Action) trajectory.Action {
		if ext == nil {
			return ""
		}
		for _, a := range allowed {
			if ext.Action == a {
				return a
			}
		}
		return ""
	}
	if s.Timeout != nil && *s.Timeout > 0 && *s.Timeout < math.MaxInt32 {
		st.TimeoutMS = int(*s.Timeout)
		if ext != nil && ext.TimeoutMS > st.TimeoutMS && st.TimeoutMS == 30000 {
			st.TimeoutMS = ext.TimeoutMS
		}
	}
	if st.TimeoutMS != 0 && (st.TimeoutMS < trajectory.MinStepTimeoutMS || st.TimeoutMS > trajectory.MaxStepTimeoutMS) {
		// Kept in the range a flow allows rather than refusing the file.
		ms := min(max(st.TimeoutMS, trajectory.MinStepTimeoutMS), trajectory.MaxStepTimeoutMS)
		b.note(n, "timeout", "a timeout of %d ms is outside what a flow allows (0.1 s to 10 minutes): it is %d ms", st.TimeoutMS, ms)
		st.TimeoutMS = ms
	}
	drop := func(field, format string, args ...any) (trajectory.Step, bool) {
		b.note(n, field, format, args...)
		return trajectory.Step{}, false
	}
	needTarget := func() bool {
		tg := chromeTarget(b, n, s.Selectors, s.Frame, ext, st.Action)
		if tg == nil {
			return false
		}
		st.Target = tg
		return true
	}
	switch s.Type {
	case "navigate":
		if s.URL == nil {
			return drop("url", "navigate step without a url dropped")
		}
		st.Action, st.URL = trajectory.ActionGoto, *s.URL
		return st, true
	case "click", "doubleClick":
		st.Action = trajectory.ActionClick
		if a := extAction(trajectory.ActionCheck, trajectory.ActionUncheck); a != "" && s.Type == "click" {
			st.Action = a
		}
		if s.Type == "doubleClick" {
			st.Action, st.ClickCount = trajectory.ActionClick, 2
		}
		if button, ok := export.ChromeButtons[s.Button]; ok {
			st.Action, st.Button = trajectory.ActionClick, button
		} else if s.Button != "" && s.Button != "primary" {
			b.note(n, "button", "%s button kept as a primary click", s.Button)
		}
		if s.DeviceType != "" && s.DeviceType != "mouse" {
			b.note(n, "deviceType", "%s input kept as a mouse click", s.DeviceType)
		}
		if ext == nil && (s.OffsetX != nil || s.OffsetY != nil) {
			b.note(n, "offsetX/offsetY", "click offsets dropped: replay clicks the element's centre")
		}
		if s.Duration != nil && *s.Duration > 0 {
			st.DelayMS = clampInt(s.Duration)
		}
		if !needTarget() {
			return trajectory.Step{}, false
		}
		return st, true
	case "change":
		if s.Value == nil {
			return drop("value", "change step without a value dropped")
		}
		st.Action, st.Value = trajectory.ActionFill, *s.Value
		if ext != nil && ext.Value != "" && expandDefaults(ext.Value, b.t.Variables) == *s.Value {
			// Reprise wrote the variables' defaults for DevTools: the
			// step gets its placeholders back (a value edited in DevTools
			// since stays as edited).
			st.Value = ext.Value
		}
		if a := extAction(trajectory.ActionType, trajectory.ActionSelect, trajectory.ActionFill); a != "" {
			st.Action = a
		}
		if !needTarget() {
			return trajectory.Step{}, false
		}
		if ext == nil && st.Target.Fingerprint.Tag == "select" {
			st.Action = trajectory.ActionSelect
		}
		return st, true
	case "keyDown":
		if s.Key == nil || *s.Key == "" {
			return drop("key", "keyDown without a key dropped")
		}
		st.Action, st.Key = trajectory.ActionPress, *s.Key
		if ext != nil && ext.Action == trajectory.ActionPress && ext.Target != nil {
			st.Target = ext.Target
		}
		return st, true
	case "keyUp":
		return drop("type", "keyUp without a matching keyDown dropped")
	case "hover":
		st.Action = trajectory.ActionHover
		if !needTarget() {
			return trajectory.Step{}, false
		}
		return st, true
	case "scroll":
		st.Action = trajectory.ActionScroll
		if len(s.Selectors) > 0 && !needTarget() {
			return trajectory.Step{}, false
		}
		if ext != nil && ext.Action == trajectory.ActionScroll {
			st.DeltaX, st.DeltaY = ext.DeltaX, ext.DeltaY
		} else {
			st.DeltaX, st.DeltaY = clampInt(s.X), clampInt(s.Y)
			if st.DeltaX != 0 || st.DeltaY != 0 {
				b.note(n, "x/y", "scroll position kept as a scroll by that distance")
			}
		}
		return st, true
	case "waitForElement":
		if s.Visible != nil && !*s.Visible {
			return drop("visible", "waiting for an element to be hidden is not supported: step dropped")
		}
		if s.Operator != "" && s.Operator != "==" || s.Count != nil && *s.Count != 1 {
			b.note(n, "operator/count", "element count dropped: waits for one visible element")
		}
		st.Action = trajectory.ActionWaitFor
		if a := extAction(trajectory.ActionWaitFor, trajectory.ActionAssertVisible, trajectory.ActionAssertText, trajectory.ActionAssertValue, trajectory.ActionAssertChecked); a != "" {
			st.Action = a
		}
		props := map[string]any{}
		for k, v := range s.Properties {
			props[k] = v
		}
		if v, ok := props["innerText"].(string); ok && (st.Action == trajectory.ActionWaitFor || st.Action == trajectory.ActionAssertText) {
			st.Action, st.Value = trajectory.ActionAssertText, v
			if ext == nil || ext.Action != trajectory.ActionAssertText {
				st.Match = "exact"
			}
			delete(props, "innerText")
		} else if v, ok := selectedLabels(props["selectedOptions"]); ok && (st.Action == trajectory.ActionWaitFor || st.Action == trajectory.ActionAssertText) {
			// A drop-down's chosen options, as Reprise's export writes an
			// exact text check on one: their labels, one a line.
			st.Action, st.Value = trajectory.ActionAssertText, v
			if ext == nil || ext.Action != trajectory.ActionAssertText {
				st.Match = "exact"
			}
			delete(props, "selectedOptions")
		} else if on, ok := props["checked"].(bool); ok && on && (st.Action == trajectory.ActionWaitFor || st.Action == trajectory.ActionAssertChecked) {
			// A box, radio or switch that must be on: a check, which a
			// wait for the element alone would not make.
			st.Action = trajectory.ActionAssertChecked
			delete(props, "checked")
		} else if v, ok := props["value"].(string); ok && (st.Action == trajectory.ActionWaitFor || st.Action == trajectory.ActionAssertValue) {
			st.Action, st.Value = trajectory.ActionAssertValue, v
			delete(props, "value")
		} else if ext != nil && (st.Action == trajectory.ActionAssertText || st.Action == trajectory.ActionAssertValue) {
			st.Value = ext.Value
		}
		for k := range props {
			b.note(n, "properties."+k, "property check dropped")
		}
		for k := range s.Attributes {
			b.note(n, "attributes."+k, "attribute check dropped")
		}
		if st.Action == trajectory.ActionAssertText && st.Value == "" {
			st.Action = trajectory.ActionAssertVisible
		}
		if !needTarget() {
			return trajectory.Step{}, false
		}
		return st, true
	case "waitForExpression":
		if s.Expression != nil {
			if u, mode, ok := export.ParseURLExpression(*s.Expression); ok {
				st.Action, st.URL = trajectory.ActionAssertURL, u
				if mode != "" || st.Match != "contains" {
					st.Match = mode
				}
				return st, true
			}
		}
		return drop("expression", "JavaScript expressions are not replayed: step dropped")
	case "customStep":
		name := ""
		if s.Name != nil {
			name = *s.Name
		}
		switch name {
		case export.ChromeCustomBack:
			st.Action = trajectory.ActionBack
			return st, true
		case export.ChromeCustomForward:
			st.Action = trajectory.ActionForward
			return st, true
		case export.ChromeCustomExtract:
			if ext != nil && ext.Extract != nil && ext.Extract.Instruction != "" {
				st.Action, st.Extract = trajectory.ActionExtract, ext.Extract
				return st, true
			}
			var p struct {
				Instruction string `json:"instruction"`
			}
			if json.Unmarshal(s.Parameters, &p) == nil && p.Instruction != "" {
				st.Action, st.Extract = trajectory.ActionExtract, &trajectory.Extract{Instruction: p.Instruction}
				return st, true
			}
			return drop("parameters", "extract step without an instruction dropped")
		case export.ChromeCustomTool:
			if ext != nil && ext.Tool != nil && ext.Tool.Name != "" {
				st.Action, st.Tool = trajectory.ActionTool, ext.Tool
				return st, true
			}
			var tc trajectory.ToolCall
			if json.Unmarshal(s.Parameters, &tc) == nil && tc.Name != "" {
				st.Action, st.Tool = trajectory.ActionTool, &tc
				return st, true
			}
			return drop("parameters", "tool step without a tool name dropped")
		case export.ChromeCustomDrag:
			st.Action = trajectory.ActionDragAndDrop
			if ext != nil && ext.Target != nil && ext.DropTarget != nil {
				st.Target, st.DropTarget = ext.Target, ext.DropTarget
				return st, true
			}
			var p struct {
				Selectors     []export.ChromeSelector `json:"selectors"`
				DropSelectors []export.ChromeSelector `json:"dropSelectors"`
			}
			if err := json.Unmarshal(s.Parameters, &p); err == nil {
				st.Target = chromeTarget(b, n, p.Selectors, s.Frame, nil, st.Action)
				st.DropTarget = chromeTarget(b, n, p.DropSelectors, s.Frame, nil, st.Action)
			}
			if st.Target == nil || st.DropTarget == nil {
				return drop("parameters", "drag-and-drop without usable selectors dropped")
			}
			return st, true
		}
		return drop("name", "custom step %q is not replayed: dropped", name)
	case "setViewport":
		w, h := clampInt(s.Width), clampInt(s.Height)
		return drop("", "viewport %dx%d is not part of a trajectory (pass --viewport %dx%d to replay)", w, h, w, h)
	case "close":
		return drop("", "closing the page is not replayed: dropped")
	case "emulateNetworkConditions":
		return drop("", "network emulation is not replayed: dropped")
	}
	return drop("type", "unknown step type %q dropped", s.Type)
}

func clampInt(f *float64) int {
	if f == nil || math.IsNaN(*f) {
		return 0
	}
	return int(math.Max(math.Min(*f, 1e9), -1e9))
}

var ariaRole = regexp.MustCompile(`^(.*)\[role="([^"]*)"\]$`)

// chromeTarget turns selector alternatives into a target. A selector left
// as Reprise exported it keeps its original candidate.
func chromeTarget(b *builder, n int, sels []export.ChromeSelector, frame []int, ext *export.ChromeStepExt, action trajectory.Action) *trajectory.Target {
	var cands []trajectory.Locator
	inShadow := ext != nil && ext.Fingerprint != nil && ext.Fingerprint.InShadow
	for j, sel := range sels {
		field := fmt.Sprintf("selectors[%d]", j)
		if ext != nil && j < len(ext.Candidates) && len(sel) == 1 && sel[0] == export.ChromeSelectorOf(ext.Candidates[j], inShadow) {
			cands = append(cands, ext.Candidates[j])
			continue
		}
		l, ok := chromeLocator(b, n, field, sel)
		if ok {
			cands = append(cands, l)
		}
	}
	tg := target(cands, nil, action)
	if tg == nil {
		b.note(n, "selectors", "no usable selector: step dropped")
		return nil
	}
	if ext != nil && ext.Fingerprint != nil && ext.Fingerprint.Tag != "" {
		tg.Fingerprint = *ext.Fingerprint
	}
	switch {
	case len(frame) > 0:
		for _, idx := range frame {
			if idx < 0 {
				idx = 0
			}
			tg.Frames = append(tg.Frames, trajectory.FrameRef{Selector: fmt.Sprintf("iframe >> nth=%d", idx)})
		}
		b.note(n, "frame", "frame path %v kept as the nth iframe of each document (approximate)", frame)
	case ext != nil:
		tg.Frames = ext.Frames
	}
	return tg
}

// chromeLocator reads one selector alternative.
func chromeLocator(b *builder, n int, field string, sel export.ChromeSelector) (trajectory.Locator, bool) {
	if len(sel) == 0 {
		b.note(n, field, "empty selector dropped")
		return trajectory.Locator{}, false
	}
	isCSS := func(p string) bool {
		return !strings.HasPrefix(p, "aria/") && !strings.HasPrefix(p, "text/") && !strings.HasPrefix(p, "xpath/") && !strings.Contains(p, "::-p-")
	}
	if len(sel) > 1 {
		all := true
		parts := make([]string, len(sel))
		for i, p := range sel {
			all = all && isCSS(p)
			parts[i] = strings.TrimPrefix(p, "pierce/")
		}
		if all {
			// Playwright's CSS pierces open shadow roots, so the chain is a
			// descendant selector.
			return cssLocator(strings.Join(parts, " ")), true
		}
		b.note(n, field, "ancestor chain dropped: only its last part %q is kept", sel[len(sel)-1])
	}
	p := strings.TrimSpace(sel[len(sel)-1])
	switch {
	case p == "":
		b.note(n, field, "empty selector dropped")
	case strings.HasPrefix(p, "aria/"):
		q := strings.TrimPrefix(p, "aria/")
		if m := ariaRole.FindStringSubmatch(q); m != nil && m[2] != "" {
			return scored(trajectory.Locator{Kind: trajectory.LocRole, Role: m[2], Name: m[1]}), true
		}
		if q != "" {
			// An accessible name without a role: as a label it finds form
			// fields; other elements are found by the step's other selectors.
			return scored(trajectory.Locator{Kind: trajectory.LocLabel, Value: q}), true
		}
		b.note(n, field, "empty aria selector dropped")
	case strings.HasPrefix(p, "text/"):
		if v := strings.TrimPrefix(p, "text/"); v != "" {
			return scored(trajectory.Locator{Kind: trajectory.LocText, Value: v}), true
		}
		b.note(n, field, "empty text selector dropped")
	case strings.HasPrefix(p, "xpath/"):
		if v := strings.TrimPrefix(p, "xpath/"); v != "" {
			return scored(trajectory.Locator{Kind: trajectory.LocXPath, Value: v}), true
		}
		b.note(n, field, "empty xpath selector dropped")
	case strings.Contains(p, "::-p-"):
		b.note(n, field, "Puppeteer pseudo-element selector %q dropped", p)
	default:
		if v := strings.TrimPrefix(p, "pierce/"); v != "" {
			return cssLocator(v), true
		}
		b.note(n, field, "empty pierce selector dropped")
	}
	return trajectory.Locator{}, false
}

// selectedLabels reads a waitForElement's selectedOptions property
// ({"length": n, "0": {"label": …}, …}: a drop-down's chosen options) as
// the labels joined by line breaks, as replay reads a drop-down's text.
// ok is false for anything else.
func selectedLabels(v any) (string, bool) {
	m, ok := v.(map[string]any)
	if !ok {
		return "", false
	}
	n, ok := m["length"].(float64)
	if !ok || n < 1 || n != float64(int(n)) || len(m) != int(n)+1 {
		return "", false
	}
	labels := make([]string, int(n))
	for i := range labels {
		o, ok := m[strconv.Itoa(i)].(map[string]any)
		if !ok || len(o) != 1 {
			return "", false
		}
		if labels[i], ok = o["label"].(string); !ok {
			return "", false
		}
	}
	return strings.Join(labels, "\n"), true
}
