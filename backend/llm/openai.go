package llm

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"
)

// openaiModel talks OpenAI's Chat Completions wire format, to OpenAI itself
// or to a compatible server (Ollama, LM Studio, vLLM).
type openaiModel struct {
	provider string // ProviderOpenAI, ProviderOllama or ProviderOpenAICompatible
	id       string // the vendor's model ID
	name     string // provider/id
	key      string // for scrubbing errors only
	opts     Options
	svc      openai.ChatCompletionService
}

// newOpenAI builds a Chat Completions model. The service is built without
// openai.NewClient on purpose: NewClient always reads OPENAI_API_KEY,
// OPENAI_BASE_URL, OPENAI_ORG_ID, OPENAI_PROJECT_ID and
// OPENAI_CUSTOM_HEADERS from the environment, which would send an OpenAI
// key to a local or third-party server and let the environment override
// Options.
func newOpenAI(provider, id, key string, o Options) (Model, error) {
	name := provider + "/" + id
	base := strings.TrimSpace(o.BaseURL)
	switch provider {
	case ProviderOpenAI:
		if base == "" {
			base = DefaultOpenAIBaseURL
		}
	case ProviderOllama:
		if base == "" {
			base = DefaultOllamaBaseURL
		}
	case ProviderOpenAICompatible:
		if base == "" {
			return nil, &NoBaseURLError{Model: name}
		}
	}
	ro := []option.RequestOption{
		option.WithBaseURL(base),
		option.WithMaxRetries(max(o.MaxRetries, 0)),
	}
	if key != "" {
		ro = append(ro, option.WithAPIKey(key))
	}
	if o.HTTPClient != nil {
		ro = append(ro, option.WithHTTPClient(o.HTTPClient))
	}
	return &openaiModel{provider: provider, id: id, name: name, key: key, opts: o, svc: openai.NewChatCompletionService(ro...)}, nil
}

// Name returns the model string.
func (m *openaiModel) Name() string { return m.name }

// Generate sends one Chat Completions request.
func (m *openaiModel) Generate(ctx context.Context, req Request) (*Response, error) {
	if err := req.validate(); err != nil {
		return nil, badRequest(m.name, err)
	}
	params, err := m.params(req)
	if err != nil {
		return nil, badRequest(m.name, err)
	}
	cc, err := m.svc.New(ctx, params)
	if err != nil {
		return nil, m.mapError(ctx, err)
	}
	return m.response(req, cc)
}

// params converts a Request into Chat Completions parameters.
func (m *openaiModel) params(req Request) (openai.ChatCompletionNewParams, error) {
	p := openai.ChatCompletionNewParams{Model: shared.ChatModel(m.id)}
	if req.System != "" {
		p.Messages = append(p.Messages, openai.SystemMessage(req.System))
	}
	msgs, err := openaiMessages(req.Messages)
	if err != nil {
		return p, err
	}
	p.Messages = append(p.Messages, msgs...)
	if req.MaxTokens > 0 {
		// OpenAI's reasoning models accept only max_completion_tokens; local
		// OpenAI-compatible servers widely understand only max_tokens.
		if m.provider == ProviderOpenAI {
			p.MaxCompletionTokens = openai.Int(int64(req.MaxTokens))
		} else {
			p.MaxTokens = openai.Int(int64(req.MaxTokens))
		}
	}
	if req.Temperature != nil {
		p.Temperature = openai.Float(*req.Temperature)
	}
	for _, t := range req.Tools {
		params, err := schemaMap(t.Parameters)
		if err != nil {
			return p, fmt.Errorf("tool %q: %w", t.Name, err)
		}
		def := shared.FunctionDefinitionParam{Name: t.Name, Parameters: shared.FunctionParameters(params)}
		if t.Description != "" {
			def.Description = openai.String(t.Description)
		}
		p.Tools = append(p.Tools, openai.ChatCompletionFunctionTool(def))
	}
	if len(req.Tools) > 0 {
		switch req.ToolChoice {
		case "", ToolChoiceAuto:
			p.ToolChoice.OfAuto = openai.String("auto")
		case ToolChoiceRequired:
			p.ToolChoice.OfAuto = openai.String("required")
		default:
			p.ToolChoice = openai.ToolChoiceOptionFunctionToolChoice(openai.ChatCompletionNamedToolChoiceFunctionParam{Name: req.ToolChoice})
		}
	}
	if s := req.Schema; s != nil {
		schema, err := schemaMap(s.Schema)
		if err != nil {
			return p, fmt.Errorf("schema %q: %w", s.Name, err)
		}
		js := shared.ResponseFormatJSONSchemaJSONSchemaParam{Name: s.Name, Schema: schema}
		if s.Description != "" {
			js.Description = openai.String(s.Description)
		}
		if s.Strict {
			js.Strict = openai.Bool(true)
		}
		p.ResponseFormat.OfJSONSchema = &shared.ResponseFormatJSONSchemaParam{JSONSchema: js}
	}
	return p, nil
}

// openaiMessages converts the conversation. Tool results become "tool"
// messages; images in tool results, which OpenAI only accepts in user
// messages, follow them in one user message.
func openaiMessages(msgs []Message) ([]openai.ChatCompletionMessageParamUnion, error) {
	var out []openai.ChatCompletionMessageParamUnion
	var pendingImages []openai.ChatCompletionContentPartUnionParam
	flush := func() {
		if len(pendingImages) > 0 {
			out = append(out, openai.UserMessage(pendingImages))
			pendingImages = nil
		}
	}
	for _, m := range msgs {
		if m.Role != RoleTool {
			flush()
		}
		switch m.Role {
		case RoleUser:
			var parts []openai.ChatCompletionContentPartUnionParam
			for _, p := range m.Parts {
				if p.IsImage() {
					parts = append(parts, openaiImage(p))
				} else if p.Text != "" {
					parts = append(parts, openai.TextContentPart(p.Text))
				}
			}
			if len(parts) == 0 {
				return nil, errors.New("user message without content")
			}
			out = append(out, openai.UserMessage(parts))
		case RoleAssistant:
			var a openai.ChatCompletionAssistantMessageParam
			// Content is required unless there are tool calls: an empty
			// answer sent back is an empty string, not a missing field.
			if t := m.text(); t != "" || len(m.ToolCalls) == 0 {
				a.Content.OfString = openai.String(t)
			}
			for _, c := range m.ToolCalls {
				a.ToolCalls = append(a.ToolCalls, openai.ChatCompletionMessageToolCallUnionParam{
					OfFunction: &openai.ChatCompletionMessageFunctionToolCallParam{
						ID: c.ID,
						Function: openai.ChatCompletionMessageFunctionToolCallFunctionParam{
							Name:      c.Name,
							Arguments: string(argsOrEmpty(c.Args)),
						},
					},
				})
			}
			out = append(out, openai.ChatCompletionMessageParamUnion{OfAssistant: &a})
		case RoleTool:
			text := m.text()
			if m.IsError && !strings.HasPrefix(text, "Error") {
				text = "Error: " + text
			}
			imgs := m.images()
			if text == "" && len(imgs) > 0 {
				text = fmt.Sprintf("(%d image(s) follow in the next user message)", len(imgs))
			}
			out = append(out, openai.ToolMessage(text, m.ToolCallID))
			for _, p := range imgs {
				pendingImages = append(pendingImages, openaiImage(p))
			}
		}
	}
	flush()
	return out, nil
}

// openaiImage encodes an image part as a base64 data URL.
func openaiImage(p Part) openai.ChatCompletionContentPartUnionParam {
	url := "data:" + p.mime() + ";base64," + base64.StdEncoding.EncodeToString(p.Image)
	return openai.ImageContentPart(openai.ChatCompletionContentPartImageImageURLParam{URL: url})
}

// response converts a Chat Completion into a Response.
func (m *openaiModel) response(req Request, cc *openai.ChatCompletion) (*Response, error) {
	if len(cc.Choices) == 0 {
		return nil, invalid(m.name, "the answer has no choices")
	}
	ch := cc.Choices[0]
	r := &Response{Text: ch.Message.Content}
	r.Usage = usage(m.name, int(cc.Usage.PromptTokens), int(cc.Usage.CompletionTokens))
	for _, tc := range ch.Message.ToolCalls {
		if tc.Type != "" && tc.Type != "function" {
			continue
		}
		args := json.RawMessage(argsOrEmpty(json.RawMessage(tc.Function.Arguments)))
		if !json.Valid(args) {
			return nil, invalid(m.name, "tool %q was called with arguments that are not valid JSON", tc.Function.Name)
		}
		r.ToolCalls = append(r.ToolCalls, ToolCall{ID: tc.ID, Name: tc.Function.Name, Args: args})
	}
	switch ch.FinishReason {
	case "stop":
		r.StopReason = StopEnd
	case "length":
		r.StopReason = StopMaxTokens
	case "tool_calls", "function_call":
		r.StopReason = StopToolCalls
	case "content_filter":
		r.StopReason = StopRefusal
	default:
		r.StopReason = strings.ToLower(ch.FinishReason)
	}
	if ch.Message.Refusal != "" {
		r.StopReason = StopRefusal
		if r.Text == "" {
			r.Text = ch.Message.Refusal
		}
		return r, nil
	}
	if len(r.ToolCalls) > 0 && r.StopReason == StopEnd {
		r.StopReason = StopToolCalls // some compatible servers say "stop"
	}
	if req.Schema != nil && len(r.ToolCalls) == 0 {
		js := strings.TrimSpace(r.Text)
		if !json.Valid([]byte(js)) {
			return nil, badStructured(m.name, js, r.StopReason)
		}
		r.JSON = json.RawMessage(js)
	}
	return r, nil
}

// mapError maps an OpenAI SDK error onto the package's errors.
func (m *openaiModel) mapError(ctx context.Context, err error) error {
	var apiErr *openai.Error
	if errors.As(err, &apiErr) {
		var h http.Header
		reqID := ""
		if apiErr.Response != nil {
			h = apiErr.Response.Header
			reqID = h.Get("X-Request-Id")
		}
		msg := apiErr.Message
		if msg == "" {
			msg = http.StatusText(apiErr.StatusCode)
		}
		return apiError(m.name, m.key, apiErr.StatusCode, msg, reqID, retryAfter(h))
	}
	return transportError(ctx, m.name, m.key, err)
}
