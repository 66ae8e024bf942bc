package cua

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/responses"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/cache"
)

// openaiDriver drives OpenAI's computer tool through the Responses API:
// computer-use-preview models get the computer_use_preview tool (display
// size, browser environment, truncation "auto"), newer models the GA
// computer tool. The conversation lives on OpenAI's side: each request
// names the previous response (previous_response_id) and carries only the
// new items — the computer_call_output with the screenshot after a
// call's actions, the function_call_output of a function — so history
// images are not re-sent, and truncation "auto" lets OpenAI drop the
// oldest items of a long run.
type openaiDriver struct {
	base
	svc     responses.ResponseService
	preview bool
}

var _ agent.Driver = (*openaiDriver)(nil)

// DefaultOpenAIBaseURL is the Responses API endpoint used when
// Options.BaseURL is empty.
const DefaultOpenAIBaseURL = "https://api.openai.com/v1/"

// openaiPrompt is the system prompt template of OpenAI runs.
var openaiPrompt = systemTemplate("use goto to open a URL, back and forward to move in the history")

// newOpenAI builds the client without openai.NewClient, which would read
// OPENAI_API_KEY, OPENAI_BASE_URL and friends behind Options' back.
func newOpenAI(b base) *openaiDriver {
	baseURL := strings.TrimSpace(b.opts.BaseURL)
	if baseURL == "" {
		baseURL = DefaultOpenAIBaseURL
	}
	ro := []option.RequestOption{option.WithBaseURL(baseURL), option.WithMaxRetries(max(b.opts.MaxRetries, 0)), option.WithAPIKey(b.key)}
	if b.opts.HTTPClient != nil {
		ro = append(ro, option.WithHTTPClient(b.opts.HTTPClient))
	}
	return &openaiDriver{base: b, svc: responses.NewResponseService(ro...), preview: strings.HasPrefix(b.id, "computer-use-preview")}
}

func (d *openaiDriver) computerTool() string {
	if d.preview {
		return "computer_use_preview"
	}
	return "computer"
}

// Config describes the driver for the agent cache key.
func (d *openaiDriver) Config() cache.AgentConfig {
	return d.config(d.computerTool(), openaiPrompt, true)
}

// tools are the computer tool and the function tools.
func (d *openaiDriver) tools(sc *screen, custom []agent.Tool) []responses.ToolUnionParam {
	var out []responses.ToolUnionParam
	if d.preview {
		out = append(out, responses.ToolParamOfComputerUsePreview(int64(sc.dh), int64(sc.dw), responses.ComputerUsePreviewToolEnvironmentBrowser))
	} else {
		t := responses.NewComputerToolParam()
		out = append(out, responses.ToolUnionParam{OfComputer: &t})
	}
	for _, f := range functions(true, custom) {
		var params map[string]any
		_ = json.Unmarshal(f.Parameters, &params)
		out = append(out, responses.ToolUnionParam{OfFunction: &responses.FunctionToolParam{
			Name: f.Name, Description: openai.String(f.Description), Parameters: params, Strict: openai.Bool(false)}})
	}
	return out
}

func dataURL(png []byte) string {
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(png)
}

func userInput(text string, png []byte) responses.ResponseInputItemUnionParam {
	content := responses.ResponseInputMessageContentListParam{{OfInputText: &responses.ResponseInputTextParam{Text: text}}}
	if png != nil {
		content = append(content, responses.ResponseInputContentUnionParam{OfInputImage: &responses.ResponseInputImageParam{
			ImageURL: openai.String(dataURL(png)), Detail: responses.ResponseInputImageDetailAuto}})
	}
	return responses.ResponseInputItemUnionParam{OfInputMessage: &responses.ResponseInputItemMessageParam{Role: "user", Content: content}}
}

// Drive runs the Responses API loop until the model closes the run.
func (d *openaiDriver) Drive(ctx context.Context, s *agent.Session, goal, note string) error {
	system := d.system(openaiPrompt, s, s.Page().URL())
	sc, err := newScreen(s.Page(), d.opts.Display, 0)
	if err != nil {
		return err
	}
	shot, err := sc.shot()
	if err != nil {
		return err
	}
	c := &computer{s: s, sc: sc}
	input := responses.ResponseInputParam{userInput(firstText(goal, note), shot)}
	prev, nudged := "", false
	for {
		turn, err := s.Turn()
		if err != nil {
			return err
		}
		if c.sc, err = newScreen(s.Page(), d.opts.Display, 0); err != nil {
			return err
		}
		params := responses.ResponseNewParams{
			Model:           d.id,
			Instructions:    openai.String(system),
			Input:           responses.ResponseNewParamsInputUnion{OfInputItemList: input},
			Tools:           d.tools(c.sc, s.Tools()),
			Truncation:      responses.ResponseNewParamsTruncationAuto,
			MaxOutputTokens: openai.Int(int64(d.opts.MaxTokens)),
		}
		if prev != "" {
			params.PreviousResponseID = openai.String(prev)
		}
		resp, err := d.svc.New(ctx, params)
		if err != nil {
			return d.callError(ctx, turn, err)
		}
		d.addUsage(s, resp.Usage.InputTokens, resp.Usage.OutputTokens)
		if err := safePoint(ctx, turn, "after"); err != nil {
			return err
		}
		prev, input = resp.ID, nil
		acted, closed := false, false
		var texts, notes []string
		for _, item := range resp.Output {
			switch item.Type {
			case "message":
				for _, part := range item.AsMessage().Content {
					if part.Type == "output_text" && part.Text != "" {
						texts = append(texts, part.Text)
						s.Emit(agent.Event{Type: agent.EventModelText, Step: turn, Text: part.Text})
					}
				}
			case "computer_call":
				acted = true
				out, note, err := d.computerCall(ctx, s, c, turn, item.AsComputerCall())
				if err != nil {
					return err
				}
				input = append(input, out)
				if note != "" {
					notes = append(notes, note)
				}
			case "function_call":
				acted = true
				fc := item.AsFunctionCall()
				out, _, done, err := doFunction(ctx, s, c, turn, fc.Name, json.RawMessage(fc.Arguments))
				if err != nil {
					return err
				}
				if done {
					closed = true
					break
				}
				input = append(input, responses.ResponseInputItemUnionParam{OfFunctionCallOutput: &responses.ResponseInputItemFunctionCallOutputParam{
					CallID: openai.String(fc.CallID), Output: responses.ResponseInputItemFunctionCallOutputOutputUnionParam{OfString: param.NewOpt(out)}}})
			}
			if closed {
				break
			}
		}
		s.Emit(agent.Event{Type: agent.EventStepFinished, Step: turn})
		if closed {
			return nil
		}
		if !acted {
			if stalled(s, strings.Join(texts, "\n"), &nudged) {
				return nil
			}
			input = responses.ResponseInputParam{userInput(nudge, nil)}
			continue
		}
		nudged = false
		if len(notes) > 0 {
			input = append(input, userInput(strings.Join(notes, "\n"), nil))
		}
	}
}

// computerCall performs the actions of one computer_call (the single
// action, or the batched actions in order, stopping at the first that
// fails) after its safety checks are confirmed, and answers with a
// screenshot. note tells the model what failed.
func (d *openaiDriver) computerCall(ctx context.Context, s *agent.Session, c *computer, turn int, call responses.ResponseComputerToolCall) (responses.ResponseInputItemUnionParam, string, error) {
	var raws []json.RawMessage
	for _, a := range call.Actions {
		raws = append(raws, json.RawMessage(a.RawJSON()))
	}
	if len(raws) == 0 && call.Action.RawJSON() != "" {
		raws = append(raws, json.RawMessage(call.Action.RawJSON()))
	}
	out := responses.ResponseInputItemComputerCallOutputParam{CallID: call.CallID}
	var all []string
	for _, r := range raws {
		all = append(all, string(r))
	}
	for _, chk := range call.PendingSafetyChecks {
		if err := d.confirm(ctx, SafetyCheck{ID: chk.ID, Code: chk.Code, Message: chk.Message, Action: strings.Join(all, ", ")}); err != nil {
			return responses.ResponseInputItemUnionParam{}, "", fmt.Errorf("turn %d: %w", turn, err)
		}
		ack := responses.ResponseInputItemComputerCallOutputAcknowledgedSafetyCheckParam{ID: chk.ID}
		if chk.Code != "" {
			ack.Code = openai.String(chk.Code)
		}
		if chk.Message != "" {
			ack.Message = openai.String(chk.Message)
		}
		out.AcknowledgedSafetyChecks = append(out.AcknowledgedSafetyChecks, ack)
	}
	note := ""
	if len(raws) == 0 {
		note = fmt.Sprintf("computer call %s had no action", call.CallID)
	}
	for i, raw := range raws {
		a, perr := openaiAction(raw)
		text, failed, err := doAction(ctx, s, c, turn, raw, a, perr)
		if err != nil {
			return responses.ResponseInputItemUnionParam{}, "", err
		}
		if failed {
			note = fmt.Sprintf("Action %d of %d (%s) failed: %s", i+1, len(raws), raw, strings.TrimPrefix(text, "error: "))
			if i < len(raws)-1 {
				note += "; the actions after it were not performed"
			}
			break
		}
	}
	shot, err := c.sc.shot()
	if err != nil {
		return responses.ResponseInputItemUnionParam{}, "", err
	}
	out.Output = responses.ResponseComputerToolCallOutputScreenshotParam{ImageURL: openai.String(dataURL(shot))}
	return responses.ResponseInputItemUnionParam{OfComputerCallOutput: &out}, note, nil
}

// openaiAction reads one OpenAI action object.
func openaiAction(raw json.RawMessage) (action, error) {
	var in struct {
		Type    string   `json:"type"`
		Button  string   `json:"button"`
		X       *float64 `json:"x"`
		Y       *float64 `json:"y"`
		Keys    []string `json:"keys"`
		Path    []struct{ X, Y float64 }
		ScrollX float64 `json:"scroll_x"`
		ScrollY float64 `json:"scroll_y"`
		Text    string  `json:"text"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return action{}, fmt.Errorf("%w: %s: %v", ErrBadAction, raw, err)
	}
	a := action{Kind: in.Type}
	if in.X != nil && in.Y != nil {
		a.X, a.Y, a.HasXY = *in.X, *in.Y, true
	}
	switch in.Type {
	case "click":
		switch in.Button {
		case "", "left":
			a.Kind = actClick
		case "right":
			a.Kind = actRight
		case "wheel", "middle":
			a.Kind = actMiddle
		case "back":
			a.Kind = actBack
		case "forward":
			a.Kind = actForward
		default:
			return a, fmt.Errorf("%w: unknown mouse button %q", ErrBadAction, in.Button)
		}
	case "double_click":
		a.Kind = actDouble
	case "move":
		a.Kind = actMove
	case "drag":
		if len(in.Path) < 2 {
			return a, fmt.Errorf("%w: a drag needs a path of at least two points", ErrBadAction)
		}
		first, last := in.Path[0], in.Path[len(in.Path)-1]
		a.Kind, a.X, a.Y, a.X2, a.Y2, a.HasXY = actDrag, first.X, first.Y, last.X, last.Y, true
	case "scroll":
		a.Kind, a.DX, a.DY = actScroll, in.ScrollX, in.ScrollY
	case "type":
		a.Kind, a.Text = actType, in.Text
	case "keypress":
		a.Kind, a.Keys = actKey, normalizeKeys(in.Keys...)
	case "wait":
		a.Kind, a.Wait = actWait, time.Second
	case "screenshot":
		a.Kind = actScreenshot
	default:
		return a, fmt.Errorf("%w: unknown action type %q", ErrBadAction, in.Type)
	}
	return a, nil
}
