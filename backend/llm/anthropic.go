package llm

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"
)

// anthropicModel talks Anthropic's Messages API.
type anthropicModel struct {
	id   string
	name string
	key  string // for scrubbing errors only
	opts Options
	svc  anthropic.MessageService
}

// anthropicDefaultTimeout is the per-attempt timeout given to the SDK when
// Options.Timeout is zero. Without an explicit timeout the SDK refuses
// non-streaming requests whose max_tokens suggest more than ten minutes.
const anthropicDefaultTimeout = 10 * time.Minute

// newAnthropic builds a Messages API model. The client is built with
// option.WithoutEnvironmentDefaults so that ANTHROPIC_API_KEY,
// ANTHROPIC_AUTH_TOKEN, ANTHROPIC_BASE_URL, ANTHROPIC_PROFILE and profile
// files on disk are never consulted behind Options' back.
func newAnthropic(id, key string, o Options) (Model, error) {
	ro := []option.RequestOption{
		option.WithoutEnvironmentDefaults(),
		option.WithAPIKey(key),
		option.WithMaxRetries(max(o.MaxRetries, 0)),
	}
	if b := strings.TrimSpace(o.BaseURL); b != "" {
		ro = append(ro, option.WithBaseURL(b))
	}
	if o.HTTPClient != nil {
		ro = append(ro, option.WithHTTPClient(o.HTTPClient))
	}
	c := anthropic.NewClient(ro...)
	return &anthropicModel{id: id, name: ProviderAnthropic + "/" + id, key: key, opts: o, svc: c.Messages}, nil
}

// Name returns the model string.
func (m *anthropicModel) Name() string { return m.name }

// Generate sends one Messages API request.
func (m *anthropicModel) Generate(ctx context.Context, req Request) (*Response, error) {
	if err := req.validate(); err != nil {
		return nil, badRequest(m.name, err)
	}
	params, err := m.params(req)
	if err != nil {
		return nil, badRequest(m.name, err)
	}
	timeout := m.opts.Timeout
	if timeout <= 0 {
		timeout = anthropicDefaultTimeout
	}
	msg, err := m.svc.New(ctx, params, option.WithRequestTimeout(timeout))
	if err != nil {
		return nil, m.mapError(ctx, err)
	}
	return m.response(req, msg)
}

// params converts a Request into Messages API parameters.
//
// Temperature is not sent: API version 2026-10-21, which this SDK speaks,
// rejects temperature, top_p and top_k with HTTP 400 even at their defaults.
func (m *anthropicModel) params(req Request) (anthropic.MessageNewParams, error) {
	p := anthropic.MessageNewParams{Model: anthropic.Model(m.id), MaxTokens: int64(req.MaxTokens)}
	if p.MaxTokens <= 0 {
		p.MaxTokens = DefaultMaxTokens
	}
	if req.System != "" {
		p.System = []anthropic.TextBlockParam{{Text: req.System}}
	}
	msgs, err := anthropicMessages(req.Messages)
	if err != nil {
		return p, err
	}
	p.Messages = msgs
	for _, t := range req.Tools {
		tp, err := anthropicTool(t.Name, t.Description, t.Parameters)
		if err != nil {
			return p, err
		}
		p.Tools = append(p.Tools, anthropic.ToolUnionParam{OfTool: tp})
	}
	choice := req.ToolChoice
	if s := req.Schema; s != nil && !forcedToolStructured(m.id) {
		// Native structured output: the answer text is constrained to the
		// schema. Tools, if any, stay callable.
		sm, err := schemaMap(s.Schema)
		if err != nil {
			return p, fmt.Errorf("schema %q: %w", s.Name, err)
		}
		p.OutputConfig.Format = anthropic.JSONOutputFormatParam{Schema: sm}
	} else if s != nil {
		// Older models: structured output is a tool named after the schema
		// whose input is the answer. Alone it is forced; next to real tools
		// the model must call some tool, and its final answer is a call of
		// this one.
		desc := s.Description
		if desc == "" {
			desc = "Give your final answer by calling this tool; its input is the answer."
		}
		tp, err := anthropicTool(s.Name, desc, s.Schema)
		if err != nil {
			return p, err
		}
		for _, t := range req.Tools {
			if t.Name == s.Name {
				return p, fmt.Errorf("schema name %q is also a tool name", s.Name)
			}
		}
		p.Tools = append(p.Tools, anthropic.ToolUnionParam{OfTool: tp})
		switch {
		case len(req.Tools) == 0:
			choice = s.Name
		case choice == "" || choice == ToolChoiceAuto:
			choice = ToolChoiceRequired
		}
	}
	if len(p.Tools) > 0 {
		switch choice {
		case "", ToolChoiceAuto:
			p.ToolChoice = anthropic.ToolChoiceUnionParam{OfAuto: &anthropic.ToolChoiceAutoParam{}}
		case ToolChoiceRequired:
			p.ToolChoice = anthropic.ToolChoiceUnionParam{OfAny: &anthropic.ToolChoiceAnyParam{}}
		default:
			p.ToolChoice = anthropic.ToolChoiceUnionParam{OfTool: &anthropic.ToolChoiceToolParam{Name: choice}}
		}
	}
	return p, nil
}

// legacyStructured matches the Anthropic models that predate native
// structured outputs (output_config.format, GA from the Claude 4.5 family).
var legacyStructured = regexp.MustCompile(`^claude-(instant|2|3)|^claude-(sonnet|opus)-4(-[01])?(-\d{8}|-latest)?$`)

// forcedToolStructured reports whether structured output for the model is
// done with a forced tool call rather than output_config.format. Forcing a
// tool is the older technique; the newest models (Claude Sonnet 5.5, Fable
// 5.1) reject a forced tool_choice with HTTP 400, so every model newer than
// the Claude 4.0/4.1 generation uses the native format instead.
func forcedToolStructured(id string) bool { return legacyStructured.MatchString(id) }

// anthropicTool builds a custom tool from a JSON Schema, keeping every
// keyword of the schema.
func anthropicTool(name, desc string, schema json.RawMessage) (*anthropic.ToolParam, error) {
	sm, err := schemaMap(schema)
	if err != nil {
		return nil, fmt.Errorf("tool %q: %w", name, err)
	}
	in := anthropic.ToolInputSchemaParam{ExtraFields: map[string]any{}}
	for k, v := range sm {
		switch k {
		case "type":
			// Always "object"; the SDK writes it.
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
	tp := &anthropic.ToolParam{Name: name, InputSchema: in}
	if desc != "" {
		tp.Description = anthropic.String(desc)
	}
	return tp, nil
}

// anthropicMessages converts the conversation. Tool results are user-role
// tool_result blocks; consecutive user-role turns are merged into one
// message, with tool results first, as the API requires.
func anthropicMessages(msgs []Message) ([]anthropic.MessageParam, error) {
	var out []anthropic.MessageParam
	appendUser := func(blocks ...anthropic.ContentBlockParamUnion) {
		if n := len(out); n > 0 && out[n-1].OfUser != nil {
			out[n-1].OfUser.Content = append(out[n-1].OfUser.Content, blocks...)
			return
		}
		out = append(out, anthropic.NewUserMessage(blocks...))
	}
	for _, m := range msgs {
		switch m.Role {
		case RoleUser:
			var blocks []anthropic.ContentBlockParamUnion
			for _, p := range m.Parts {
				if p.IsImage() {
					blocks = append(blocks, anthropic.ContentBlockParamUnion{OfImage: anthropicImage(p)})
				} else if p.Text != "" {
					blocks = append(blocks, anthropic.NewTextBlock(p.Text))
				}
			}
			if len(blocks) == 0 {
				return nil, errors.New("user message without content")
			}
			appendUser(blocks...)
		case RoleAssistant:
			var blocks []anthropic.ContentBlockParamUnion
			for _, th := range m.Thoughts {
				// Thinking blocks go back first and unchanged.
				if th.Redacted != "" {
					blocks = append(blocks, anthropic.NewRedactedThinkingBlock(th.Redacted))
				} else {
					blocks = append(blocks, anthropic.NewThinkingBlock(th.Signature, th.Text))
				}
			}
			if t := m.text(); t != "" {
				blocks = append(blocks, anthropic.NewTextBlock(t))
			}
			for _, c := range m.ToolCalls {
				blocks = append(blocks, anthropic.NewToolUseBlock(c.ID, argsOrEmpty(c.Args), c.Name))
			}
			if len(blocks) == 0 {
				return nil, errors.New("assistant message without content or tool calls")
			}
			out = append(out, anthropic.NewAssistantMessage(blocks...))
		case RoleTool:
			tr := anthropic.ToolResultBlockParam{ToolUseID: m.ToolCallID}
			if m.IsError {
				tr.IsError = anthropic.Bool(true)
			}
			for _, p := range m.Parts {
				if p.IsImage() {
					tr.Content = append(tr.Content, anthropic.ToolResultBlockParamContentUnion{OfImage: anthropicImage(p)})
				} else if p.Text != "" {
					tr.Content = append(tr.Content, anthropic.ToolResultBlockParamContentUnion{OfText: &anthropic.TextBlockParam{Text: p.Text}})
				}
			}
			block := anthropic.ContentBlockParamUnion{OfToolResult: &tr}
			// Tool results must come before any other content of the turn.
			if n := len(out); n > 0 && out[n-1].OfUser != nil {
				content := out[n-1].OfUser.Content
				i := 0
				for i < len(content) && content[i].OfToolResult != nil {
					i++
				}
				content = append(content[:i], append([]anthropic.ContentBlockParamUnion{block}, content[i:]...)...)
				out[n-1].OfUser.Content = content
			} else {
				appendUser(block)
			}
		}
	}
	return out, nil
}

// anthropicImage encodes an image part as a base64 image block.
func anthropicImage(p Part) *anthropic.ImageBlockParam {
	return &anthropic.ImageBlockParam{Source: anthropic.ImageBlockParamSourceUnion{
		OfBase64: &anthropic.Base64ImageSourceParam{
			Data:      base64.StdEncoding.EncodeToString(p.Image),
			MediaType: anthropic.Base64ImageSourceMediaType(p.mime()),
		},
	}}
}

// response converts a Messages API answer into a Response.
func (m *anthropicModel) response(req Request, msg *anthropic.Message) (*Response, error) {
	r := &Response{}
	u := msg.Usage
	r.Usage = usage(m.name, int(u.InputTokens+u.CacheCreationInputTokens+u.CacheReadInputTokens), int(u.OutputTokens))
	var texts []string
	for _, b := range msg.Content {
		switch b.Type {
		case "text":
			texts = append(texts, b.Text)
		case "thinking":
			r.Thoughts = append(r.Thoughts, Thought{Text: b.Thinking, Signature: b.Signature})
		case "redacted_thinking":
			r.Thoughts = append(r.Thoughts, Thought{Redacted: b.Data})
		case "tool_use":
			args := json.RawMessage(argsOrEmpty(b.Input))
			if !json.Valid(args) {
				return nil, invalid(m.name, "tool %q was called with input that is not valid JSON", b.Name)
			}
			if req.Schema != nil && forcedToolStructured(m.id) && b.Name == req.Schema.Name {
				r.JSON = args
				continue
			}
			r.ToolCalls = append(r.ToolCalls, ToolCall{ID: b.ID, Name: b.Name, Args: args})
		}
	}
	r.Text = strings.Join(texts, "")
	switch reason := string(msg.StopReason); reason {
	case "end_turn", "stop_sequence":
		r.StopReason = StopEnd
	case "max_tokens", "model_context_window_exceeded":
		r.StopReason = StopMaxTokens
	case "tool_use":
		r.StopReason = StopToolCalls
		if len(r.ToolCalls) == 0 && r.JSON != nil {
			r.StopReason = StopEnd // the only call was the structured answer
		}
	case "refusal":
		r.StopReason = StopRefusal
	default:
		r.StopReason = strings.ToLower(reason)
	}
	if req.Schema != nil && !forcedToolStructured(m.id) && len(r.ToolCalls) == 0 && r.StopReason != StopRefusal {
		js := strings.TrimSpace(r.Text)
		if !json.Valid([]byte(js)) {
			return nil, badStructured(m.name, js, r.StopReason)
		}
		r.JSON = json.RawMessage(js)
	}
	if req.Schema != nil && r.JSON == nil && len(r.ToolCalls) == 0 && r.StopReason != StopRefusal {
		return nil, invalid(m.name, "no structured answer (stop reason %s)", r.StopReason)
	}
	return r, nil
}

// mapError maps an Anthropic SDK error onto the package's errors.
func (m *anthropicModel) mapError(ctx context.Context, err error) error {
	var apiErr *anthropic.Error
	if errors.As(err, &apiErr) {
		var h http.Header
		if apiErr.Response != nil {
			h = apiErr.Response.Header
		}
		msg := apiErr.Message
		if msg == "" {
			msg = http.StatusText(apiErr.StatusCode)
		}
		return apiError(m.name, m.key, apiErr.StatusCode, msg, apiErr.RequestID, retryAfter(h))
	}
	return transportError(ctx, m.name, m.key, err)
}
