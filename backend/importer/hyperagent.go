package importer

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// hyperStep is one step of HyperAgent's ActionCacheOutput
// (src/types/agent/types.ts).
type hyperStep struct {
	StepIndex    any             `json:"stepIndex"`
	Instruction  string          `json:"instruction"`
	ElementID    string          `json:"elementId"`
	Method       string          `json:"method"`
	Arguments    []any           `json:"arguments"`
	ActionParams json.RawMessage `json:"actionParams"`
	FrameIndex   *float64        `json:"frameIndex"`
	XPath        string          `json:"xpath"`
	ActionType   string          `json:"actionType"`
	Success      *bool           `json:"success"`
	Message      string          `json:"message"`
	Duration     *float64        `json:"duration"`
}

// hyperOutput is HyperAgent's ActionCacheOutput (TaskOutput.actionCache, or
// debug/action-cache.json).
type hyperOutput struct {
	TaskID    string      `json:"taskId"`
	CreatedAt string      `json:"createdAt"`
	Status    string      `json:"status"`
	Steps     []hyperStep `json:"steps"`
}

// hyperMethods maps HyperAgent's cached perform methods to actions.
var hyperMethods = map[string]trajectory.Action{
	"click": trajectory.ActionClick, "fill": trajectory.ActionFill, "type": trajectory.ActionType,
	"press": trajectory.ActionPress, "selectOptionFromDropdown": trajectory.ActionSelect,
	"check": trajectory.ActionCheck, "uncheck": trajectory.ActionUncheck, "hover": trajectory.ActionHover,
	"scrollToElement": trajectory.ActionScroll, "scrollToPercentage": trajectory.ActionScroll,
	"nextChunk": trajectory.ActionScroll, "prevChunk": trajectory.ActionScroll,
}

func importHyperAgent(data []byte) (*Result, error) {
	var out hyperOutput
	if strings.HasPrefix(strings.TrimSpace(string(data)), "[") {
		if err := decode(data, &out.Steps); err != nil {
			return nil, err
		}
	} else if err := decode(data, &out); err != nil {
		return nil, err
	}
	type indexed struct {
		pos   int
		index float64
		s     hyperStep
	}
	steps := make([]indexed, 0, len(out.Steps))
	for i, s := range out.Steps {
		idx, ok := s.StepIndex.(float64)
		if !ok {
			return nil, fmt.Errorf("%w: field steps[%d].stepIndex: %v is not a number", ErrCorrupt, i, s.StepIndex)
		}
		steps = append(steps, indexed{i + 1, idx, s})
	}
	sort.SliceStable(steps, func(i, j int) bool { return steps[i].index < steps[j].index })
	name := "HyperAgent task"
	if out.TaskID != "" {
		name += " " + out.TaskID
	}
	b := newBuilder(name, "")
	b.note(0, "", "HyperAgent stores typed values literally: check the imported values for secrets and turn them into variables")
	for _, x := range steps {
		if x.s.ActionType != "complete" && x.s.ActionType != "wait" {
			b.actions++
		}
		hyperAgentStep(b, x.pos, x.s)
	}
	return b.result(), nil
}

func argString(args []any, i int) string {
	if i >= len(args) {
		return ""
	}
	switch v := args[i].(type) {
	case string:
		return v
	case float64:
		return fmt.Sprint(v)
	case bool:
		return fmt.Sprint(v)
	}
	return ""
}

func hyperAgentStep(b *builder, n int, s hyperStep) {
	if s.Success != nil && !*s.Success {
		b.note(n, "success", "the step failed when it was recorded: dropped")
		return
	}
	instr := s.Instruction
	switch s.ActionType {
	case "goToUrl":
		u := argString(s.Arguments, 0)
		if u == "" {
			var p struct {
				URL string `json:"url"`
			}
			_ = json.Unmarshal(s.ActionParams, &p)
			u = p.URL
		}
		if u == "" {
			b.note(n, "arguments", "goToUrl without a url dropped")
			return
		}
		if len(b.t.Steps) == 0 && b.t.StartURL == "" {
			b.start(n, u)
			return
		}
		if instr == "" {
			instr = "go to " + u
		}
		b.add(n, trajectory.Step{Instruction: instr, Action: trajectory.ActionGoto, URL: u})
		return
	case "refreshPage":
		b.note(n, "actionType", "page reloads are not replayed: dropped")
		return
	case "wait":
		b.note(n, "actionType", "fixed waits are not kept: replay waits for each step's element")
		return
	case "complete":
		return
	case "extract":
		if strings.TrimSpace(instr) == "" {
			b.note(n, "instruction", "extract without an instruction dropped")
			return
		}
		b.add(n, trajectory.Step{Instruction: instr, Action: trajectory.ActionExtract, Extract: &trajectory.Extract{Instruction: instr}})
		b.note(n, "actionType", "extract kept with no element bound to its values: replaying it needs a model")
		return
	case "analyzePdf":
		b.note(n, "actionType", "%s needs a model: dropped", s.ActionType)
		return
	}
	action, ok := hyperMethods[s.Method]
	if !ok {
		b.note(n, "method", "method %q (action %q) needs a model to replay: dropped", s.Method, s.ActionType)
		return
	}
	if strings.TrimSpace(s.XPath) == "" {
		b.note(n, "xpath", "no XPath was cached for this element: dropped")
		return
	}
	frames, inner, shadow := splitFrames(textStep.ReplaceAllString(strings.TrimSpace(s.XPath), ""))
	if shadow {
		b.note(n, "xpath", "the XPath steps into a shadow root, which XPath cannot follow on replay")
	}
	if s.FrameIndex != nil && *s.FrameIndex > 0 && len(frames) == 0 {
		idx := clampInt(s.FrameIndex)
		frames = []trajectory.FrameRef{{Selector: fmt.Sprintf("iframe >> nth=%d", idx-1)}}
		b.note(n, "frameIndex", "frame %d kept as the %s iframe of the page (approximate: HyperAgent numbers frames in discovery order)", idx, ordinal(idx))
	}
	st := trajectory.Step{Instruction: instr, Action: action}
	st.Target = target([]trajectory.Locator{scored(trajectory.Locator{Kind: trajectory.LocXPath, Value: inner})}, frames, action)
	switch action {
	case trajectory.ActionFill, trajectory.ActionType, trajectory.ActionSelect:
		st.Value = argString(s.Arguments, 0)
		if st.Value == "" && action != trajectory.ActionFill {
			b.note(n, "arguments", "%s without a value dropped", s.Method)
			return
		}
	case trajectory.ActionPress:
		st.Key = playwrightKey(argString(s.Arguments, 0))
		if st.Key == "" {
			b.note(n, "arguments", "press without a key dropped")
			return
		}
	case trajectory.ActionScroll:
		if s.Method != "scrollToElement" {
			b.note(n, "method", "%s kept as scrolling the element into view", s.Method)
		}
	}
	b.add(n, st)
}

// textStep is a trailing text-node step, which HyperAgent may leave on
// an element's XPath.
var textStep = regexp.MustCompile(`/text\(\)(\[\d+\])?$`)

func ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return fmt.Sprintf("%dth", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd", n)
	}
	return fmt.Sprintf("%dth", n)
}
