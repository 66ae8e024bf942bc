package cua

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/cache"
)

// Anthropic computer tool versions.
const (
	AnthropicTool20250124 = "computer_20250124"
	AnthropicTool20251124 = "computer_20251124"
)

// anthropicDriver drives Anthropic's computer tool through the beta
// Messages API. The conversation is sent whole each turn, with only the
// latest Session.KeepImages screenshots kept.
type anthropicDriver struct {
	base
	svc  anthropic.BetaMessageService
	tool string
}

var _ agent.Driver = (*anthropicDriver)(nil)

// anthropicPrompt is the system prompt template of Anthropic runs.
var anthropicPrompt = systemTemplate("use goto to open a URL, back and forward to move in the history")

// anthropicScrollStep is how many display pixels one scroll_amount unit
// (a wheel click) scrolls.
const anthropicScrollStep = 100

// newAnthropic builds the client with option.WithoutEnvironmentDefaults,
// so ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL and profile files are never
// read behind Options' back.
func newAnthropic(b base) (agent.Driver, error) {
	tool := b.opts.AnthropicTool
	if tool == "" {
		tool = anthropicToolFor(b.id)
	}
	if tool != AnthropicTool20250124 && tool != AnthropicTool20251124 {
		return nil, fmt.Errorf("cua: %s: unknown Anthropic computer tool %q (want %s or %s)", b.name, tool, AnthropicTool20250124, AnthropicTool20251124)
	}
	ro := []option.RequestOption{option.WithoutEnvironmentDefaults(), option.WithAPIKey(b.key), option.WithMaxRetries(max(b.opts.MaxRetries, 0))}
	if u := strings.TrimSpace(b.opts.BaseURL); u != "" {
		ro = append(ro, option.WithBaseURL(u))
	}
	if b.opts.HTTPClient != nil {
		ro = append(ro, option.WithHTTPClient(b.opts.HTTPClient))
	}
	c := anthropic.NewClient(ro...)
	return &anthropicDriver{base: b, svc: c.Beta.Messages, tool: tool}, nil
}

var claudeVersion = regexp.MustCompile(`claude-(opus|sonnet|haiku)-(\d+)(?:-(\d{1,2}))?(?:-|$)`)

// anthropicToolFor picks the computer tool version for a model: the newer
// computer_20251124 for Claude Opus 4.5 and Sonnet 4.6 onwards and every
// Claude 5, computer_20250124 otherwise.
func anthropicToolFor(id string) string {
	m := claudeVersion.FindStringSubmatch(strings.ToLower(id))
	if m == nil {
		return AnthropicTool20250124
	}
	major, _ := strconv.Atoi(m[2])
	minor, _ := strconv.Atoi(m[3])
	switch {
	case major >= 5,
		major == 4 && m[1] == "opus" && minor >= 5,
		major == 4 && m[1] == "sonnet" && minor >= 6:
		return AnthropicTool20251124
	}
	return AnthropicTool20250124
}

// beta is the anthropic-beta header value of the tool version.
func (d *anthropicDriver) beta() anthropic.AnthropicBeta {
	if d.tool == AnthropicTool20251124 {
		return anthropic.AnthropicBetaComputerUse2025_11_24
	}
	return anthropic.AnthropicBetaComputerUse2025_01_24
}

// Config describes the driver for the agent cache key.
func (d *anthropicDriver) Config() cache.AgentConfig {
	return d.config(d.tool, anthropicPrompt, true)
}

func (d *anthropicDriver) tools(sc *screen, custom []agent.Tool) []anthropic.BetaToolUnionParam {
	var out []anthropic.BetaToolUnionParam
	w, h := int64(sc.dw), int64(sc.dh)
	if d.tool == AnthropicTool20251124 {
		out = append(out, anthropic.BetaToolUnionParam{OfComputerUseTool20251124: &anthropic.BetaToolComputerUse20251124Param{
			DisplayWidthPx: w, DisplayHeightPx: h, EnableZoom: anthropic.Bool(true)}})
	} else {
		out = append(out, anthropic.BetaToolUnionParam{OfComputerUseTool20250124: &anthropic.BetaToolComputerUse20250124Param{
			DisplayWidthPx: w, DisplayHeightPx: h}})
	}
	for _, f := range functions(true, custom) {
		var sm map[string]any
		_ = json.Unmarshal(f.Parameters, &sm)
		in := anthropic.BetaToolInputSchemaParam{ExtraFields: map[string]any{}}
		for k, v := range sm {
			switch k {
			case "type":
			case "properties":
				in.Properties = v
			case "required":
				list, _ := v.([]any)
				for _, r := range list {
					if s, ok := r.(string); ok {
						in.Required = append(in.Required, s)
					}
				}
			default:
				in.ExtraFields[k] = v
			}
		}
		out = append(out, anthropic.BetaToolUnionParam{OfTool: &anthropic.BetaToolParam{Name: f.Name, Description: anthropic.String(f.Description), InputSchema: in}})
	}
	return out
}

func anthropicImage(png []byte) *anthropic.BetaImageBlockParam {
	return &anthropic.BetaImageBlockParam{Source: anthropic.BetaImageBlockParamSourceUnion{OfBase64: &anthropic.BetaBase64ImageSourceParam{
		Data: base64.StdEncoding.EncodeToString(png), MediaType: anthropic.BetaBase64ImageSourceMediaTypeImagePNG}}}
}

// Drive runs the Messages API loop until the model closes the run.
func (d *anthropicDriver) Drive(ctx context.Context, s *agent.Session, goal, note string) error {
	system := d.system(anthropicPrompt, s, s.Page().URL())
	sc, err := newScreen(s.Page(), d.opts.Display, 0)
	if err != nil {
		return err
	}
	shot, err := sc.shot()
	if err != nil {
		return err
	}
	c := &computer{s: s, sc: sc}
	msgs := []anthropic.BetaMessageParam{anthropic.NewBetaUserMessage(anthropic.NewBetaTextBlock(firstText(goal, note)),
		anthropic.BetaContentBlockParamUnion{OfImage: anthropicImage(shot)})}
	nudged := false
	for {
		turn, err := s.Turn()
		if err != nil {
			return err
		}
		if c.sc, err = newScreen(s.Page(), d.opts.Display, 0); err != nil {
			return err
		}
		keepAnthropicImages(msgs, s.KeepImages())
		msg, err := d.svc.New(ctx, anthropic.BetaMessageNewParams{
			Model:     anthropic.Model(d.id),
			MaxTokens: int64(d.opts.MaxTokens),
			System:    []anthropic.BetaTextBlockParam{{Text: system}},
			Messages:  msgs,
			Tools:     d.tools(c.sc, s.Tools()),
			Betas:     []anthropic.AnthropicBeta{d.beta()},
		})
		if err != nil {
			return d.callError(ctx, turn, err)
		}
		d.addUsage(s, msg.Usage.InputTokens, msg.Usage.OutputTokens)
		if err := safePoint(ctx, turn, "after"); err != nil {
			return err
		}
		msgs = append(msgs, msg.ToParam())
		var results []*anthropic.BetaToolResultBlockParam
		var texts []string
		lastComputer := -1
		acted, closed := false, false
		for _, blk := range msg.Content {
			switch blk.Type {
			case "text":
				if blk.Text != "" {
					texts = append(texts, blk.Text)
					s.Emit(agent.Event{Type: agent.EventModelText, Step: turn, Text: blk.Text})
				}
			case "tool_use":
				acted = true
				res := &anthropic.BetaToolResultBlockParam{ToolUseID: blk.ID}
				if blk.Name == "computer" {
					a, region, perr := anthropicAction(blk.Input)
					var text string
					var failed bool
					if a.Kind == actZoom && perr == nil {
						text, failed, err = d.zoom(s, c, turn, blk.Input, region, res)
					} else {
						text, failed, err = doAction(ctx, s, c, turn, blk.Input, a, perr)
						lastComputer = len(results)
					}
					if err != nil {
						return err
					}
					res.IsError = anthropic.Bool(failed)
					res.Content = append([]anthropic.BetaToolResultBlockParamContentUnion{{OfText: &anthropic.BetaTextBlockParam{Text: text}}}, res.Content...)
				} else {
					out, failed, done, err := doFunction(ctx, s, c, turn, blk.Name, blk.Input)
					if err != nil {
						return err
					}
					if done {
						closed = true
						break
					}
					res.IsError = anthropic.Bool(failed)
					res.Content = []anthropic.BetaToolResultBlockParamContentUnion{{OfText: &anthropic.BetaTextBlockParam{Text: out}}}
				}
				results = append(results, res)
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
			msgs = append(msgs, anthropic.NewBetaUserMessage(anthropic.NewBetaTextBlock(nudge)))
			continue
		}
		nudged = false
		if lastComputer >= 0 {
			// One screenshot, after all of the answer's actions.
			shot, err := c.sc.shot()
			if err != nil {
				return err
			}
			r := results[lastComputer]
			r.Content = append(r.Content, anthropic.BetaToolResultBlockParamContentUnion{OfImage: anthropicImage(shot)})
		}
		var blocks []anthropic.BetaContentBlockParamUnion
		for _, r := range results {
			blocks = append(blocks, anthropic.BetaContentBlockParamUnion{OfToolResult: r})
		}
		msgs = append(msgs, anthropic.NewBetaUserMessage(blocks...))
	}
}

// zoom answers Anthropic's zoom action with an image of the region.
func (d *anthropicDriver) zoom(s *agent.Session, c *computer, turn int, raw json.RawMessage, region [4]float64, res *anthropic.BetaToolResultBlockParam) (string, bool, error) {
	s.Emit(agent.Event{Type: agent.EventToolCall, Step: turn, Tool: "computer", Args: raw})
	img, err := c.sc.zoom(region[0], region[1], region[2], region[3])
	if err != nil {
		text := "error: " + err.Error()
		s.Emit(agent.Event{Type: agent.EventToolResult, Step: turn, Tool: "computer", Text: text, IsError: true})
		return text, true, nil
	}
	res.Content = append(res.Content, anthropic.BetaToolResultBlockParamContentUnion{OfImage: anthropicImage(img)})
	text := fmt.Sprintf("zoomed into [%g, %g, %g, %g]", region[0], region[1], region[2], region[3])
	s.Emit(agent.Event{Type: agent.EventToolResult, Step: turn, Tool: "computer", Text: text})
	return text, false, nil
}

// omitted replaces a screenshot dropped from the history.
const omitted = "[an earlier screenshot, omitted]"

// keepAnthropicImages keeps the latest keep images of the user messages
// (the first screenshot, those in tool results); older ones become a note.
func keepAnthropicImages(msgs []anthropic.BetaMessageParam, keep int) {
	n := 0
	for i := len(msgs) - 1; i >= 0; i-- {
		u := msgs[i].OfUser
		if u == nil {
			continue
		}
		for j := len(u.Content) - 1; j >= 0; j-- {
			blk := &u.Content[j]
			switch {
			case blk.OfImage != nil:
				if n++; n > keep {
					*blk = anthropic.NewBetaTextBlock(omitted)
				}
			case blk.OfToolResult != nil:
				rc := blk.OfToolResult.Content
				for k := len(rc) - 1; k >= 0; k-- {
					if rc[k].OfImage != nil {
						if n++; n > keep {
							rc[k] = anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: omitted}}
						}
					}
				}
			}
		}
	}
}

// actZoom is Anthropic's zoom action (computer_20251124).
const actZoom = "zoom"

// anthropicAction reads the computer tool's input.
func anthropicAction(raw json.RawMessage) (action, [4]float64, error) {
	var in struct {
		Action          string    `json:"action"`
		Coordinate      []float64 `json:"coordinate"`
		StartCoordinate []float64 `json:"start_coordinate"`
		Text            string    `json:"text"`
		ScrollDirection string    `json:"scroll_direction"`
		ScrollAmount    float64   `json:"scroll_amount"`
		Duration        float64   `json:"duration"`
		Region          []float64 `json:"region"`
	}
	var region [4]float64
	if err := json.Unmarshal(orEmpty(raw), &in); err != nil {
		return action{}, region, fmt.Errorf("%w: %s: %v", ErrBadAction, raw, err)
	}
	a := action{Kind: in.Action}
	if len(in.Coordinate) == 2 {
		a.X, a.Y, a.HasXY = in.Coordinate[0], in.Coordinate[1], true
	} else if in.Coordinate != nil {
		return a, region, fmt.Errorf("%w: coordinate %v is not [x, y]", ErrBadAction, in.Coordinate)
	}
	switch in.Action {
	case "left_click":
		a.Kind = actClick
	case "right_click":
		a.Kind = actRight
	case "middle_click":
		a.Kind = actMiddle
	case "double_click":
		a.Kind = actDouble
	case "triple_click":
		a.Kind = actTriple
	case "mouse_move":
		a.Kind = actMove
	case "left_mouse_down":
		a.Kind = actMouseDown
	case "left_mouse_up":
		a.Kind = actMouseUp
	case "left_click_drag":
		if len(in.StartCoordinate) != 2 || !a.HasXY {
			return a, region, fmt.Errorf("%w: left_click_drag needs start_coordinate and coordinate", ErrBadAction)
		}
		a.Kind, a.X2, a.Y2 = actDrag, a.X, a.Y
		a.X, a.Y = in.StartCoordinate[0], in.StartCoordinate[1]
	case "scroll":
		a.Kind = actScroll
		amount := max(in.ScrollAmount, 1) * anthropicScrollStep
		switch in.ScrollDirection {
		case "down":
			a.DY = amount
		case "up":
			a.DY = -amount
		case "right":
			a.DX = amount
		case "left":
			a.DX = -amount
		default:
			return a, region, fmt.Errorf("%w: scroll_direction %q", ErrBadAction, in.ScrollDirection)
		}
	case "type":
		a.Kind, a.Text = actType, in.Text
	case "key", "hold_key":
		// A held key is pressed (down and up): the hold's length is not
		// recorded.
		a.Kind, a.Keys = actKey, normalizeKeys(in.Text)
	case "wait":
		a.Kind, a.Wait = actWait, time.Duration(max(in.Duration, 0)*float64(time.Second))
	case "screenshot":
		a.Kind = actScreenshot
	case "cursor_position":
		a.Kind = actCursor
	case "zoom":
		if len(in.Region) != 4 {
			return a, region, fmt.Errorf("%w: zoom needs region [x1, y1, x2, y2]", ErrBadAction)
		}
		a.Kind = actZoom
		copy(region[:], in.Region)
	default:
		return a, region, fmt.Errorf("%w: unknown action %q", ErrBadAction, in.Action)
	}
	return a, region, nil
}
