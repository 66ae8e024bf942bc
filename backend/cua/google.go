package cua

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"google.golang.org/genai"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm"
)

// googleDriver drives Gemini's ComputerUse tool through
// google.golang.org/genai. Gemini answers with calls of predefined
// functions (click_at, type_text_at, key_combination, scroll_document,
// navigate, go_back, …) whose coordinates lie on a 0–999 grid, scaled here
// to the viewport; each call is answered with a functionResponse carrying
// the page URL and a screenshot. The conversation is sent whole each turn,
// with only the latest Session.KeepImages screenshots kept.
type googleDriver struct {
	base
	client *genai.Client
}

var _ agent.Driver = (*googleDriver)(nil)

// googleGrid is the size of Gemini's coordinate grid.
const googleGrid = 1000

// googleExcluded are the predefined functions not offered: there is no
// search engine to go to in a test run.
var googleExcluded = []string{"search"}

// googlePrompt is the system prompt template of Gemini runs.
var googlePrompt = systemTemplate("use navigate to open a URL, go_back and go_forward to move in the history")

// newGoogle builds the client with the backend, key and base URL set
// explicitly, so GOOGLE_GENAI_USE_VERTEXAI, GOOGLE_API_KEY and
// GOOGLE_GEMINI_BASE_URL in the environment change nothing.
func newGoogle(b base) (agent.Driver, error) {
	cc := &genai.ClientConfig{APIKey: b.key, Backend: genai.BackendGeminiAPI, HTTPClient: b.opts.HTTPClient}
	cc.HTTPOptions.BaseURL = strings.TrimSpace(b.opts.BaseURL)
	if cc.HTTPOptions.BaseURL == "" {
		cc.HTTPOptions.BaseURL = llm.DefaultGoogleBaseURL
	}
	if b.opts.MaxRetries > 0 {
		attempts := int32(b.opts.MaxRetries + 1)
		cc.HTTPOptions.RetryOptions = &genai.HTTPRetryOptions{Attempts: &attempts}
	}
	client, err := genai.NewClient(context.Background(), cc)
	if err != nil {
		return nil, llm.MapError(context.Background(), b.name, b.key, err)
	}
	return &googleDriver{base: b, client: client}, nil
}

// Config describes the driver for the agent cache key. Gemini always sees
// the viewport, so the display is not part of it.
func (d *googleDriver) Config() cache.AgentConfig {
	cfg := d.config("computerUse", googlePrompt, false)
	cfg.Options = map[string]string{"display": "viewport", "excluded": strings.Join(googleExcluded, ",")}
	return cfg
}

func (d *googleDriver) generateConfig(system string, custom []agent.Tool) *genai.GenerateContentConfig {
	var decls []*genai.FunctionDeclaration
	for _, f := range functions(false, custom) {
		var schema any
		_ = json.Unmarshal(f.Parameters, &schema)
		decls = append(decls, &genai.FunctionDeclaration{Name: f.Name, Description: f.Description, ParametersJsonSchema: schema})
	}
	return &genai.GenerateContentConfig{
		SystemInstruction: &genai.Content{Parts: []*genai.Part{{Text: system}}},
		Tools: []*genai.Tool{
			{ComputerUse: &genai.ComputerUse{Environment: genai.EnvironmentBrowser, ExcludedPredefinedFunctions: googleExcluded}},
			{FunctionDeclarations: decls},
		},
		MaxOutputTokens: int32(d.opts.MaxTokens),
	}
}

// Drive runs the generateContent loop until the model closes the run.
func (d *googleDriver) Drive(ctx context.Context, s *agent.Session, goal, note string) error {
	system := d.system(googlePrompt, s, s.Page().URL())
	sc, err := newScreen(s.Page(), Size{}, googleGrid)
	if err != nil {
		return err
	}
	shot, err := sc.shot()
	if err != nil {
		return err
	}
	c := &computer{s: s, sc: sc}
	contents := []*genai.Content{{Role: genai.RoleUser, Parts: []*genai.Part{
		{Text: firstText(goal, note)},
		{Text: "Current URL: " + s.Page().URL()},
		{InlineData: &genai.Blob{MIMEType: "image/png", Data: shot}},
	}}}
	nudged := false
	for {
		turn, err := s.Turn()
		if err != nil {
			return err
		}
		if c.sc, err = newScreen(s.Page(), Size{}, googleGrid); err != nil {
			return err
		}
		keepGoogleImages(contents, s.KeepImages())
		resp, err := d.client.Models.GenerateContent(ctx, d.id, contents, d.generateConfig(system, s.Tools()))
		if err != nil {
			return d.callError(ctx, turn, err)
		}
		if u := resp.UsageMetadata; u != nil {
			d.addUsage(s, int64(u.PromptTokenCount+u.ToolUsePromptTokenCount), int64(u.CandidatesTokenCount+u.ThoughtsTokenCount))
		} else {
			d.addUsage(s, 0, 0)
		}
		if err := safePoint(ctx, turn, "after"); err != nil {
			return err
		}
		if len(resp.Candidates) == 0 || resp.Candidates[0].Content == nil {
			return fmt.Errorf("turn %d: %w", turn, &llm.APIError{Model: d.name, Message: "the answer has no candidate (blocked or empty)", Kind: llm.ErrInvalidResponse})
		}
		content := resp.Candidates[0].Content
		content.Role = genai.RoleModel
		contents = append(contents, content)
		var parts []*genai.Part
		var texts []string
		lastShot := -1
		acted, closed := false, false
		for _, part := range content.Parts {
			switch {
			case part.Text != "" && !part.Thought:
				texts = append(texts, part.Text)
				s.Emit(agent.Event{Type: agent.EventModelText, Step: turn, Text: part.Text})
			case part.FunctionCall != nil:
				acted = true
				fc := part.FunctionCall
				fr := &genai.FunctionResponse{ID: fc.ID, Name: fc.Name}
				if predefined[fc.Name] {
					raw, _ := json.Marshal(map[string]any{"name": fc.Name, "args": fc.Args})
					a, perr := googleAction(fc.Name, fc.Args)
					ack, err := d.safety(ctx, turn, fc, raw)
					if err != nil {
						return err
					}
					text, failed, err := doAction(ctx, s, c, turn, raw, a, perr)
					if err != nil {
						return err
					}
					fr.Response = map[string]any{"url": s.Page().URL()}
					if ack {
						fr.Response["safety_acknowledgement"] = "true"
					}
					if failed {
						fr.Response["error"] = strings.TrimPrefix(text, "error: ")
					}
					lastShot = len(parts)
				} else {
					args, _ := json.Marshal(fc.Args)
					out, failed, done, err := doFunction(ctx, s, c, turn, fc.Name, args)
					if err != nil {
						return err
					}
					if done {
						closed = true
						break
					}
					fr.Response = map[string]any{"output": out}
					if failed {
						fr.Response = map[string]any{"error": strings.TrimPrefix(out, "error: ")}
					}
				}
				parts = append(parts, &genai.Part{FunctionResponse: fr})
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
			contents = append(contents, &genai.Content{Role: genai.RoleUser, Parts: []*genai.Part{{Text: nudge}}})
			continue
		}
		nudged = false
		if lastShot >= 0 {
			// One screenshot, after all of the answer's actions, with the
			// URL the page is at by then.
			shot, err := c.sc.shot()
			if err != nil {
				return err
			}
			for _, p := range parts {
				if predefined[p.FunctionResponse.Name] {
					p.FunctionResponse.Response["url"] = s.Page().URL()
				}
			}
			fr := parts[lastShot].FunctionResponse
			fr.Parts = []*genai.FunctionResponsePart{{InlineData: &genai.FunctionResponseBlob{MIMEType: "image/png", Data: shot}}}
		}
		contents = append(contents, &genai.Content{Role: genai.RoleUser, Parts: parts})
	}
}

// safety asks for confirmation when a call carries a require_confirmation
// safety decision; ack reports that it was given.
func (d *googleDriver) safety(ctx context.Context, turn int, fc *genai.FunctionCall, raw json.RawMessage) (bool, error) {
	sd, _ := fc.Args["safety_decision"].(map[string]any)
	if sd == nil {
		return false, nil
	}
	decision, _ := sd["decision"].(string)
	if decision != "require_confirmation" {
		return false, nil
	}
	explanation, _ := sd["explanation"].(string)
	if err := d.confirm(ctx, SafetyCheck{Code: decision, Message: explanation, Action: string(raw)}); err != nil {
		return false, fmt.Errorf("turn %d: %w", turn, err)
	}
	return true, nil
}

// keepGoogleImages keeps the latest keep screenshots of the user contents;
// older ones are dropped from their function responses (the first one
// becomes a note).
func keepGoogleImages(contents []*genai.Content, keep int) {
	n := 0
	for i := len(contents) - 1; i >= 0; i-- {
		c := contents[i]
		if c.Role != genai.RoleUser {
			continue
		}
		for j := len(c.Parts) - 1; j >= 0; j-- {
			p := c.Parts[j]
			switch {
			case p.InlineData != nil:
				if n++; n > keep {
					c.Parts[j] = &genai.Part{Text: omitted}
				}
			case p.FunctionResponse != nil && len(p.FunctionResponse.Parts) > 0:
				if n++; n > keep {
					p.FunctionResponse.Parts = nil
				}
			}
		}
	}
}

// predefined are Gemini's predefined computer-use functions.
var predefined = map[string]bool{
	"open_web_browser": true, "click_at": true, "hover_at": true, "type_text_at": true,
	"scroll_document": true, "scroll_at": true, "wait_5_seconds": true, "go_back": true,
	"go_forward": true, "search": true, "navigate": true, "key_combination": true, "drag_and_drop": true,
}

// actTypeAt is Gemini's type_text_at: click a field, type, maybe Enter.
const actTypeAt = "type_text_at"

// googleScrollDocument is how far scroll_document scrolls, in grid units
// (three quarters of the viewport).
const googleScrollDocument = 750

// googleAction reads one predefined function call.
func googleAction(name string, args map[string]any) (action, error) {
	a := action{Kind: name}
	x, okx := args["x"].(float64)
	y, oky := args["y"].(float64)
	if okx && oky {
		a.X, a.Y, a.HasXY = x, y, true
	}
	text, _ := args["text"].(string)
	switch name {
	case "open_web_browser":
		a.Kind = actOpenBrowser
	case "click_at":
		a.Kind = actClick
	case "hover_at":
		a.Kind = actMove
	case "type_text_at":
		a.Kind, a.Text = actTypeAt, text
		a.Enter, _ = args["press_enter"].(bool)
		a.Clear = true
		if v, ok := args["clear_before_typing"].(bool); ok {
			a.Clear = v
		}
	case "key_combination":
		keys, _ := args["keys"].(string)
		a.Kind, a.Keys = actKey, normalizeKeys(keys)
	case "scroll_document", "scroll_at":
		a.Kind = actScroll
		dir, _ := args["direction"].(string)
		mag := float64(googleScrollDocument)
		if m, ok := args["magnitude"].(float64); ok && name == "scroll_at" {
			mag = m
		}
		if name == "scroll_at" && !a.HasXY {
			return a, fmt.Errorf("%w: scroll_at needs x and y", ErrBadAction)
		}
		switch dir {
		case "down":
			a.DY = mag
		case "up":
			a.DY = -mag
		case "right":
			a.DX = mag
		case "left":
			a.DX = -mag
		default:
			return a, fmt.Errorf("%w: scroll direction %q", ErrBadAction, dir)
		}
	case "wait_5_seconds":
		a.Kind, a.Wait = actWait, 5*time.Second
	case "go_back":
		a.Kind = actBack
	case "go_forward":
		a.Kind = actForward
	case "navigate":
		a.Kind = actGoto
		a.URL, _ = args["url"].(string)
	case "drag_and_drop":
		dx, okdx := args["destination_x"].(float64)
		dy, okdy := args["destination_y"].(float64)
		if !a.HasXY || !okdx || !okdy {
			return a, fmt.Errorf("%w: drag_and_drop needs x, y, destination_x and destination_y", ErrBadAction)
		}
		a.Kind, a.X2, a.Y2 = actDrag, dx, dy
	case "search":
		return a, fmt.Errorf("%w: search is not available here; navigate to a URL instead", ErrBadAction)
	default:
		return a, fmt.Errorf("%w: unknown function %q", ErrBadAction, name)
	}
	return a, nil
}
