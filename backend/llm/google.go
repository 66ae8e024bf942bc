package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"google.golang.org/genai"
)

// googleModel talks the Gemini API through google.golang.org/genai.
type googleModel struct {
	id     string
	name   string
	key    string // for scrubbing errors only
	opts   Options
	client *genai.Client
}

// DefaultGoogleBaseURL is the Gemini API endpoint used when
// Options.BaseURL is empty.
const DefaultGoogleBaseURL = "https://generativelanguage.googleapis.com/"

// syntheticCallID prefixes the IDs this package makes up for Gemini
// function calls that came without one; such IDs are not sent back.
const syntheticCallID = "gemini-call-"

// newGoogle builds a Gemini API model. Backend, key and base URL are set
// explicitly so that GOOGLE_GENAI_USE_VERTEXAI, GOOGLE_API_KEY and
// GOOGLE_GEMINI_BASE_URL in the environment change nothing.
func newGoogle(id, key string, o Options) (Model, error) {
	name := ProviderGoogle + "/" + id
	cc := &genai.ClientConfig{
		APIKey:     key,
		Backend:    genai.BackendGeminiAPI,
		HTTPClient: o.HTTPClient,
	}
	cc.HTTPOptions.BaseURL = strings.TrimSpace(o.BaseURL)
	if cc.HTTPOptions.BaseURL == "" {
		cc.HTTPOptions.BaseURL = DefaultGoogleBaseURL
	}
	if o.MaxRetries > 0 {
		attempts := int32(o.MaxRetries + 1)
		cc.HTTPOptions.RetryOptions = &genai.HTTPRetryOptions{Attempts: &attempts}
	}
	client, err := genai.NewClient(context.Background(), cc)
	if err != nil {
		return nil, fmt.Errorf("%s: %s", name, scrub(err.Error(), key))
	}
	return &googleModel{id: id, name: name, key: key, opts: o, client: client}, nil
}

// Name returns the model string.
func (m *googleModel) Name() string { return m.name }

// Generate sends one generateContent request.
func (m *googleModel) Generate(ctx context.Context, req Request) (*Response, error) {
	if err := req.validate(); err != nil {
		return nil, badRequest(m.name, err)
	}
	contents, err := googleContents(req.Messages)
	if err != nil {
		return nil, badRequest(m.name, err)
	}
	cfg, err := googleConfig(req)
	if err != nil {
		return nil, badRequest(m.name, err)
	}
	resp, err := m.client.Models.GenerateContent(ctx, m.id, contents, cfg)
	if err != nil {
		return nil, m.mapError(ctx, err)
	}
	return m.response(req, resp)
}

// googleConfig converts the request's settings, tools and schema.
func googleConfig(req Request) (*genai.GenerateContentConfig, error) {
	cfg := &genai.GenerateContentConfig{}
	if req.System != "" {
		cfg.SystemInstruction = &genai.Content{Parts: []*genai.Part{{Text: req.System}}}
	}
	if req.MaxTokens > 0 {
		cfg.MaxOutputTokens = int32(req.MaxTokens)
	}
	if req.Temperature != nil {
		t := float32(*req.Temperature)
		cfg.Temperature = &t
	}
	if len(req.Tools) > 0 {
		tool := &genai.Tool{}
		for _, t := range req.Tools {
			fd := &genai.FunctionDeclaration{Name: t.Name, Description: t.Description}
			if len(strings.TrimSpace(string(t.Parameters))) > 0 {
				ps, err := schemaMap(t.Parameters)
				if err != nil {
					return nil, fmt.Errorf("tool %q: %w", t.Name, err)
				}
				fd.ParametersJsonSchema = ps
			}
			tool.FunctionDeclarations = append(tool.FunctionDeclarations, fd)
		}
		cfg.Tools = []*genai.Tool{tool}
		fc := &genai.FunctionCallingConfig{}
		switch req.ToolChoice {
		case "", ToolChoiceAuto:
			fc.Mode = genai.FunctionCallingConfigModeAuto
		case ToolChoiceRequired:
			fc.Mode = genai.FunctionCallingConfigModeAny
		default:
			fc.Mode = genai.FunctionCallingConfigModeAny
			fc.AllowedFunctionNames = []string{req.ToolChoice}
		}
		cfg.ToolConfig = &genai.ToolConfig{FunctionCallingConfig: fc}
	}
	if s := req.Schema; s != nil {
		sm, err := schemaMap(s.Schema)
		if err != nil {
			return nil, fmt.Errorf("schema %q: %w", s.Name, err)
		}
		if s.Description != "" {
			if _, ok := sm["description"]; !ok {
				sm["description"] = s.Description
			}
		}
		cfg.ResponseMIMEType = "application/json"
		cfg.ResponseJsonSchema = sm
	}
	return cfg, nil
}

// googleContents converts the conversation. Assistant turns have role
// "model"; tool results are functionResponse parts of a "user" turn, with
// any images of the results as inline parts after them (older Gemini models
// take no media inside function responses). Consecutive user-role turns are
// merged, function responses first.
func googleContents(msgs []Message) ([]*genai.Content, error) {
	var out []*genai.Content
	lastUser := func() *genai.Content {
		if n := len(out); n > 0 && out[n-1].Role == genai.RoleUser {
			return out[n-1]
		}
		c := &genai.Content{Role: genai.RoleUser}
		out = append(out, c)
		return c
	}
	for i, m := range msgs {
		switch m.Role {
		case RoleUser:
			var parts []*genai.Part
			for _, p := range m.Parts {
				if p.IsImage() {
					parts = append(parts, &genai.Part{InlineData: &genai.Blob{MIMEType: p.mime(), Data: p.Image}})
				} else if p.Text != "" {
					parts = append(parts, &genai.Part{Text: p.Text})
				}
			}
			if len(parts) == 0 {
				return nil, errors.New("user message without content")
			}
			c := lastUser()
			c.Parts = append(c.Parts, parts...)
		case RoleAssistant:
			c := &genai.Content{Role: genai.RoleModel}
			if t := m.text(); t != "" {
				c.Parts = append(c.Parts, &genai.Part{Text: t})
			}
			for _, tc := range m.ToolCalls {
				var args map[string]any
				if err := json.Unmarshal(argsOrEmpty(tc.Args), &args); err != nil {
					return nil, fmt.Errorf("tool call %q: arguments are not a JSON object: %w", tc.Name, err)
				}
				c.Parts = append(c.Parts, &genai.Part{
					FunctionCall:     &genai.FunctionCall{ID: realCallID(tc.ID), Name: tc.Name, Args: args},
					ThoughtSignature: tc.Signature,
				})
			}
			if len(c.Parts) == 0 {
				return nil, errors.New("assistant message without content or tool calls")
			}
			out = append(out, c)
		case RoleTool:
			name := toolNameFor(msgs, i)
			if name == "" {
				return nil, fmt.Errorf("tool message %q: no tool name and no earlier call with that ID", m.ToolCallID)
			}
			key := "output"
			if m.IsError {
				key = "error"
			}
			fr := &genai.Part{FunctionResponse: &genai.FunctionResponse{
				ID:       realCallID(m.ToolCallID),
				Name:     name,
				Response: map[string]any{key: m.text()},
			}}
			c := lastUser()
			j := 0
			for j < len(c.Parts) && c.Parts[j].FunctionResponse != nil {
				j++
			}
			c.Parts = append(c.Parts[:j], append([]*genai.Part{fr}, c.Parts[j:]...)...)
			for _, p := range m.images() {
				c.Parts = append(c.Parts, &genai.Part{InlineData: &genai.Blob{MIMEType: p.mime(), Data: p.Image}})
			}
		}
	}
	return out, nil
}

// realCallID returns id, or "" for IDs this package made up.
func realCallID(id string) string {
	if strings.HasPrefix(id, syntheticCallID) {
		return ""
	}
	return id
}

// response converts a generateContent answer into a Response.
func (m *googleModel) response(req Request, resp *genai.GenerateContentResponse) (*Response, error) {
	r := &Response{}
	if u := resp.UsageMetadata; u != nil {
		r.Usage = usage(m.name, int(u.PromptTokenCount+u.ToolUsePromptTokenCount), int(u.CandidatesTokenCount+u.ThoughtsTokenCount))
	}
	if len(resp.Candidates) == 0 {
		if pf := resp.PromptFeedback; pf != nil && pf.BlockReason != "" {
			r.StopReason = StopRefusal
			return r, nil
		}
		return nil, invalid(m.name, "the answer has no candidates")
	}
	cand := resp.Candidates[0]
	var texts []string
	if cand.Content != nil {
		for _, p := range cand.Content.Parts {
			switch {
			case p.FunctionCall != nil:
				fc := p.FunctionCall
				args := json.RawMessage("{}")
				if len(fc.Args) > 0 {
					b, err := json.Marshal(fc.Args)
					if err != nil {
						return nil, invalid(m.name, "tool %q: arguments do not encode: %v", fc.Name, err)
					}
					args = b
				}
				id := fc.ID
				if id == "" {
					id = fmt.Sprintf("%s%d", syntheticCallID, len(r.ToolCalls))
				}
				r.ToolCalls = append(r.ToolCalls, ToolCall{ID: id, Name: fc.Name, Args: args, Signature: p.ThoughtSignature})
			case p.Thought:
				// Thinking is not part of the answer.
			case p.Text != "":
				texts = append(texts, p.Text)
			}
		}
	}
	r.Text = strings.Join(texts, "")
	switch cand.FinishReason {
	case genai.FinishReasonStop, "":
		r.StopReason = StopEnd
	case genai.FinishReasonMaxTokens:
		r.StopReason = StopMaxTokens
	case genai.FinishReasonSafety, genai.FinishReasonRecitation, genai.FinishReasonBlocklist,
		genai.FinishReasonProhibitedContent, genai.FinishReasonSPII, genai.FinishReasonImageSafety:
		r.StopReason = StopRefusal
	default:
		r.StopReason = strings.ToLower(string(cand.FinishReason))
	}
	if len(r.ToolCalls) > 0 && r.StopReason == StopEnd {
		r.StopReason = StopToolCalls // Gemini says STOP after function calls
	}
	if req.Schema != nil && len(r.ToolCalls) == 0 && r.StopReason != StopRefusal {
		js := strings.TrimSpace(r.Text)
		if !json.Valid([]byte(js)) {
			return nil, badStructured(m.name, js, r.StopReason)
		}
		r.JSON = json.RawMessage(js)
	}
	return r, nil
}

// mapError maps a genai error onto the package's errors. Gemini reports an
// invalid key as HTTP 400 with reason API_KEY_INVALID, and the delay of a
// 429 in a google.rpc.RetryInfo detail rather than a header.
func (m *googleModel) mapError(ctx context.Context, err error) error {
	var apiErr genai.APIError
	if !errors.As(err, &apiErr) {
		var p *genai.APIError
		if !errors.As(err, &p) || p == nil {
			return transportError(ctx, m.name, m.key, err)
		}
		apiErr = *p
	}
	status := apiErr.Code
	kind := kindForStatus(status)
	var delay time.Duration
	for _, d := range apiErr.Details {
		typ, _ := d["@type"].(string)
		switch {
		case strings.HasSuffix(typ, "google.rpc.ErrorInfo"):
			if reason, _ := d["reason"].(string); reason == "API_KEY_INVALID" || reason == "API_KEY_EXPIRED" {
				kind = ErrAuth
			}
		case strings.HasSuffix(typ, "google.rpc.RetryInfo"):
			if s, _ := d["retryDelay"].(string); s != "" {
				if v, err := time.ParseDuration(s); err == nil && v > 0 {
					delay = v
				}
			}
		}
	}
	if status == http.StatusBadRequest && apiErr.Status == "INVALID_ARGUMENT" && strings.Contains(apiErr.Message, "API key not valid") {
		kind = ErrAuth
	}
	msg := apiErr.Message
	if msg == "" {
		msg = http.StatusText(status)
	}
	return apiErrorKind(m.name, m.key, kind, status, msg, "", delay)
}
