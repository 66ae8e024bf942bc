package importer

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// stagehandAction is Stagehand v3's cached Action (types/private/cache.ts).
type stagehandAction struct {
	Selector    string   `json:"selector"`
	Description string   `json:"description"`
	Method      string   `json:"method"`
	Arguments   []string `json:"arguments"`
}

// stagehandActEntry is a Stagehand v3 act cache file, <cacheDir>/<sha256>.json.
type stagehandActEntry struct {
	Version           json.Number       `json:"version"`
	Instruction       string            `json:"instruction"`
	URL               string            `json:"url"`
	VariableKeys      []string          `json:"variableKeys"`
	Actions           []stagehandAction `json:"actions"`
	ActionDescription string            `json:"actionDescription"`
	Message           string            `json:"message"`
}

// stagehandAgentStep is one step of a Stagehand v3 agent cache entry; which
// fields are set depends on Type.
type stagehandAgentStep struct {
	Type              string            `json:"type"`
	Instruction       string            `json:"instruction"`
	Actions           []stagehandAction `json:"actions"`
	ObserveResults    []stagehandAction `json:"observeResults"`
	ActionDescription string            `json:"actionDescription"`
	Message           string            `json:"message"`
	URL               string            `json:"url"`
	WaitUntil         string            `json:"waitUntil"`
	DeltaX            *float64          `json:"deltaX"`
	DeltaY            *float64          `json:"deltaY"`
	TimeMS            *float64          `json:"timeMs"`
	PlaywrightArgs    *struct {
		Method string   `json:"method"`
		Text   string   `json:"text"`
		Keys   string   `json:"keys"`
		Times  *float64 `json:"times"`
	} `json:"playwrightArguments"`
}

// stagehandAgentEntry is a Stagehand v3 agent cache file,
// <cacheDir>/agent-<sha256>.json.
type stagehandAgentEntry struct {
	Version         json.Number          `json:"version"`
	Instruction     string               `json:"instruction"`
	StartURL        string               `json:"startUrl"`
	Options         json.RawMessage      `json:"options"`
	ConfigSignature string               `json:"configSignature"`
	Steps           []stagehandAgentStep `json:"steps"`
	Result          json.RawMessage      `json:"result"`
	Timestamp       string               `json:"timestamp"`
}

func checkStagehandVersion(v json.Number) error {
	if v != "1" {
		return fmt.Errorf("%w: field version: Stagehand cache version %q is not supported (this Reprise reads version 1)", ErrCorrupt, v)
	}
	return nil
}

func importStagehandAct(data []byte) (*Result, error) {
	var e stagehandActEntry
	if err := decode(data, &e); err != nil {
		return nil, err
	}
	if err := checkStagehandVersion(e.Version); err != nil {
		return nil, err
	}
	name := percentVars(strings.TrimSpace(e.Instruction))
	b := newBuilder(name, e.URL)
	declareKeys(b, e.VariableKeys)
	b.actions = len(e.Actions)
	for i, a := range e.Actions {
		instr := name
		if i > 0 || instr == "" {
			instr = a.Description
		}
		stagehandStep(b, i+1, a, instr)
	}
	if e.Message != "" {
		b.note(0, "message", "Stagehand's result message is not kept")
	}
	return b.result(), nil
}

func importStagehandAgent(data []byte) (*Result, error) {
	var e stagehandAgentEntry
	if err := decode(data, &e); err != nil {
		return nil, err
	}
	if err := checkStagehandVersion(e.Version); err != nil {
		return nil, err
	}
	b := newBuilder(percentVars(strings.TrimSpace(e.Instruction)), e.StartURL)
	for _, f := range []struct {
		set  bool
		name string
	}{{len(e.Options) > 0, "options"}, {e.ConfigSignature != "", "configSignature"}, {len(e.Result) > 0, "result"}} {
		if f.set {
			b.note(0, f.name, "dropped: it describes the agent run, not the steps to replay")
		}
	}
	for i, s := range e.Steps {
		n := i + 1
		switch s.Type {
		case "wait", "screenshot", "ariaTree", "done", "think":
		default:
			b.actions++
		}
		switch s.Type {
		case "act", "fillForm":
			if len(s.Actions) == 0 {
				b.note(n, "actions", "a step without cached actions needs a model to replay: dropped")
				continue
			}
			for j, a := range s.Actions {
				instr := percentVars(s.Instruction)
				if j > 0 || instr == "" {
					instr = a.Description
				}
				stagehandStep(b, n, a, instr)
			}
			if s.Type == "fillForm" && len(s.ObserveResults) > 0 {
				b.note(n, "observeResults", "observe results dropped (the actions are kept)")
			}
		case "goto":
			if s.URL == "" {
				b.note(n, "url", "goto without a url dropped")
				continue
			}
			b.add(n, trajectory.Step{Instruction: "go to " + percentVars(s.URL), Action: trajectory.ActionGoto, URL: percentVars(s.URL)})
		case "navback":
			b.add(n, trajectory.Step{Instruction: "go back", Action: trajectory.ActionBack})
		case "scroll":
			st := trajectory.Step{Action: trajectory.ActionScroll, DeltaX: clampInt(s.DeltaX), DeltaY: clampInt(s.DeltaY)}
			st.Instruction = fmt.Sprintf("scroll by %d, %d", st.DeltaX, st.DeltaY)
			b.add(n, st)
			b.note(n, "anchor", "the scroll anchor point is dropped: the page is scrolled where the mouse is")
		case "keys":
			if s.PlaywrightArgs == nil {
				b.note(n, "playwrightArguments", "keys step without arguments dropped")
				continue
			}
			pa := s.PlaywrightArgs
			switch pa.Method {
			case "press":
				times := 1
				if pa.Times != nil && *pa.Times > 1 {
					times = min(clampInt(pa.Times), 100)
				}
				if pa.Keys == "" {
					b.note(n, "playwrightArguments.keys", "press without keys dropped")
					continue
				}
				for range times {
					b.add(n, trajectory.Step{Instruction: percentVars(s.Instruction), Action: trajectory.ActionPress, Key: percentVars(playwrightKey(pa.Keys))})
				}
			default:
				b.note(n, "playwrightArguments", "typing into whatever has focus has no element to replay on: dropped (record it as \"type … into FIELD\")")
			}
		case "wait":
			b.note(n, "timeMs", "fixed waits are not kept: replay waits for each step's element")
		case "extract":
			if in := percentVars(strings.TrimSpace(s.Instruction)); in != "" {
				b.add(n, trajectory.Step{Instruction: in, Action: trajectory.ActionExtract, Extract: &trajectory.Extract{Instruction: in}})
				b.note(n, "type", "extract kept with no element bound to its values: replaying it needs a model")
			} else {
				b.note(n, "instruction", "extract without an instruction dropped")
			}
		case "screenshot", "ariaTree", "done", "search", "think":
			b.note(n, "type", "%q steps are not replayed: dropped", s.Type)
		default:
			b.note(n, "type", "unknown step type %q dropped", s.Type)
		}
	}
	return b.result(), nil
}

func declareKeys(b *builder, keys []string) {
	for _, k := range keys {
		if !validVar.MatchString(k) {
			b.note(0, "variableKeys", "variable %q is not a valid Reprise variable name: its %%%s%% placeholders stay literal", k, k)
			continue
		}
		b.t.Variables = append(b.t.Variables, trajectory.Variable{Name: k})
	}
}

// stagehandMethods maps Stagehand's understudy methods to actions.
var stagehandMethods = map[string]trajectory.Action{
	"click": trajectory.ActionClick, "tap": trajectory.ActionClick, "doubleClick": trajectory.ActionClick,
	"fill": trajectory.ActionFill, "type": trajectory.ActionType, "press": trajectory.ActionPress,
	"hover": trajectory.ActionHover, "scrollTo": trajectory.ActionScroll, "scroll": trajectory.ActionScroll,
	"scrollIntoView": trajectory.ActionScroll, "scrollByPixelOffset": trajectory.ActionScroll,
	"mouse.wheel": trajectory.ActionScroll, "nextChunk": trajectory.ActionScroll, "prevChunk": trajectory.ActionScroll,
	"selectOption": trajectory.ActionSelect, "selectOptionFromDropdown": trajectory.ActionSelect,
	"dragAndDrop": trajectory.ActionDragAndDrop,
}

// stagehandLocator reads a cached selector ("xpath=/html[1]/…", a bare
// XPath or a CSS selector) into candidates and iframes.
func stagehandLocator(b *builder, n int, field, sel string) ([]trajectory.Locator, []trajectory.FrameRef, bool) {
	sel = strings.TrimSpace(sel)
	switch {
	case sel == "":
		b.note(n, field, "empty selector")
		return nil, nil, false
	case strings.HasPrefix(sel, "xpath=") || strings.HasPrefix(sel, "/"):
		frames, inner, shadow := splitFrames(strings.TrimPrefix(sel, "xpath="))
		if shadow {
			b.note(n, field, "the XPath steps into a shadow root (\"//\"), which XPath cannot follow on replay")
		}
		if len(frames) > 0 {
			b.note(n, field, "iframe hops in the XPath kept as %d frame selector(s)", len(frames))
		}
		return []trajectory.Locator{scored(trajectory.Locator{Kind: trajectory.LocXPath, Value: inner})}, frames, true
	case strings.HasPrefix(sel, "css="):
		return []trajectory.Locator{cssLocator(strings.TrimPrefix(sel, "css="))}, nil, true
	}
	return []trajectory.Locator{cssLocator(sel)}, nil, true
}

// stagehandStep maps one cached Stagehand action to a step.
func stagehandStep(b *builder, n int, a stagehandAction, instruction string) {
	action, ok := stagehandMethods[a.Method]
	if !ok {
		b.note(n, "method", "method %q is not replayed: action dropped", a.Method)
		return
	}
	cands, frames, ok := stagehandLocator(b, n, "selector", a.Selector)
	if !ok {
		b.note(n, "selector", "action %s dropped", a.Method)
		return
	}
	arg := func(i int) string {
		if i < len(a.Arguments) {
			return percentVars(a.Arguments[i])
		}
		return ""
	}
	st := trajectory.Step{Instruction: percentVars(instruction), Action: action}
	st.Target = target(cands, frames, action)
	switch a.Method {
	case "doubleClick":
		st.ClickCount = 2
	case "fill", "type", "selectOption", "selectOptionFromDropdown":
		st.Value = arg(0)
		if st.Value == "" && action != trajectory.ActionFill {
			b.note(n, "arguments", "%s without a value dropped", a.Method)
			return
		}
	case "press":
		st.Key = playwrightKey(arg(0))
		if st.Key == "" {
			b.note(n, "arguments", "press without a key dropped")
			return
		}
	case "scrollByPixelOffset", "mouse.wheel":
		if len(a.Arguments) >= 2 {
			st.DeltaX, st.DeltaY = atoiClamp(a.Arguments[0]), atoiClamp(a.Arguments[1])
		} else if len(a.Arguments) == 1 {
			st.DeltaY = atoiClamp(a.Arguments[0])
		}
	case "scrollTo", "scroll", "nextChunk", "prevChunk":
		if len(a.Arguments) > 0 {
			b.note(n, "arguments", "%s %v kept as scrolling the element into view", a.Method, a.Arguments)
		}
	case "dragAndDrop":
		dc, df, ok := stagehandLocator(b, n, "arguments[0]", arg(0))
		if !ok {
			b.note(n, "arguments", "drag-and-drop without a drop target dropped")
			return
		}
		st.DropTarget = target(dc, df, action)
	}
	if a.Description != "" && a.Description != instruction {
		b.note(n, "description", "element description %q kept only in this note", a.Description)
	}
	b.add(n, st)
	if describesPasswordField(a.Description) {
		b.describedAsPassword()
	}
}

func atoiClamp(s string) int {
	var f float64
	if _, err := fmt.Sscanf(strings.TrimSpace(s), "%g", &f); err != nil {
		return 0
	}
	return clampInt(&f)
}
