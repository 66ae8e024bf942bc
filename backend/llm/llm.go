// Package llm is Reprise's provider layer for large language models.
//
// Everything above this package talks to one small interface, [Model], and
// never to a vendor SDK. [New] picks the vendor from the prefix of a model
// string such as "openai/gpt-4.1-mini", "google/gemini-2.5-flash",
// "anthropic/claude-sonnet-4-5", "ollama/llama3.2" or
// "openai-compatible/qwen2.5-7b-instruct" and returns a Model that speaks
// that vendor's wire format through its official Go SDK.
//
// A [Request] carries a system prompt, a conversation of [Message] values
// (text and image parts, tool calls and tool results), optional [Tool]
// definitions and an optional [Schema] for structured output. A [Response]
// carries the text, the tool calls, the structured answer as JSON, the token
// usage and an estimated cost. Errors are mapped onto a few sentinels
// ([ErrAuth], [ErrRateLimited], [ErrBadRequest], [ErrUnavailable],
// [ErrNoKey], [ErrUnknownProvider], [ErrInvalidResponse]) so callers can
// react without knowing the vendor, and API keys never appear in them.
//
// [Count] wraps a Model to count calls and usage, which lets tests prove that
// a cached replay made no model calls at all.
package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
)

// Model is one configured language model of one vendor.
//
// Implementations are safe for concurrent use by multiple goroutines.
type Model interface {
	// Generate sends one request and returns the complete answer.
	//
	// It returns an error wrapping one of the package's sentinel errors when
	// the vendor refuses or fails the request; the error names the vendor and
	// the model and never contains the API key.
	Generate(ctx context.Context, req Request) (*Response, error)

	// Name returns the model string, e.g. "openai/gpt-4.1-mini".
	Name() string
}

// Role says who wrote a [Message].
type Role string

// The roles a [Message] can have.
const (
	// RoleUser marks a message written by the user (or by Reprise on the
	// user's behalf, such as a page snapshot or a screenshot).
	RoleUser Role = "user"
	// RoleAssistant marks a message the model wrote earlier in the
	// conversation; it may carry tool calls.
	RoleAssistant Role = "assistant"
	// RoleTool marks the result of one tool call, sent back to the model.
	RoleTool Role = "tool"
)

// Part is one piece of a message's content: either text or an image.
//
// A part with a non-nil Image is an image part and its Text is ignored.
type Part struct {
	// Text is the text of a text part.
	Text string
	// Image holds the raw bytes of an image part, PNG unless MIMEType says
	// otherwise. The bytes are encoded in the vendor's format on the wire.
	Image []byte
	// MIMEType is the media type of Image; empty means "image/png".
	MIMEType string
}

// IsImage reports whether p is an image part.
func (p Part) IsImage() bool { return p.Image != nil }

// mime returns the media type of an image part, defaulting to PNG.
func (p Part) mime() string {
	if p.MIMEType == "" {
		return "image/png"
	}
	return p.MIMEType
}

// Text returns a text part.
func Text(s string) Part { return Part{Text: s} }

// PNG returns an image part holding PNG bytes, such as a screenshot.
func PNG(data []byte) Part { return Part{Image: data, MIMEType: "image/png"} }

// Message is one turn of a conversation.
type Message struct {
	// Role says who wrote the message.
	Role Role
	// Parts is the content: text and image parts. An assistant message that
	// only calls tools may have no parts.
	Parts []Part
	// ToolCalls lists the tools the model called in an assistant message,
	// exactly as a previous [Response] returned them.
	ToolCalls []ToolCall
	// ToolCallID is the [ToolCall.ID] that a tool message answers.
	ToolCallID string
	// ToolName is the name of the tool that a tool message answers. It may be
	// left empty: it is then looked up from ToolCallID in the earlier
	// assistant messages (Google needs the name on the wire).
	ToolName string
	// IsError marks a tool message whose tool failed; Parts then describe the
	// failure.
	IsError bool
	// Thoughts carries the reasoning blocks of an assistant message exactly
	// as a previous [Response] returned them; vendors that think by default
	// require them back in tool loops.
	Thoughts []Thought
}

// Thought is one block of a model's reasoning that the vendor wants back
// verbatim in later turns (Anthropic's thinking and redacted_thinking
// blocks). Treat it as opaque.
type Thought struct {
	// Text is the reasoning text, possibly summarized; it may be empty when
	// the vendor omits it.
	Text string
	// Signature authenticates the block to the vendor.
	Signature string
	// Redacted holds the encrypted content of a redacted block; Text and
	// Signature are then empty.
	Redacted string
}

// UserMessage returns a user message with the given parts.
func UserMessage(parts ...Part) Message { return Message{Role: RoleUser, Parts: parts} }

// UserText returns a user message holding one text part.
func UserText(s string) Message { return UserMessage(Text(s)) }

// ToolResult returns the tool message that answers the tool call with the
// given ID. Image parts are allowed (see [Request.Messages] for how each
// vendor receives them).
func ToolResult(callID string, parts ...Part) Message {
	return Message{Role: RoleTool, ToolCallID: callID, Parts: parts}
}

// text joins the text parts of m with newlines.
func (m Message) text() string {
	var b strings.Builder
	for _, p := range m.Parts {
		if p.IsImage() || p.Text == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(p.Text)
	}
	return b.String()
}

// images returns the image parts of m.
func (m Message) images() []Part {
	var out []Part
	for _, p := range m.Parts {
		if p.IsImage() {
			out = append(out, p)
		}
	}
	return out
}

// Tool describes a function the model may call.
type Tool struct {
	// Name is the function name, e.g. "click". Vendors accept letters,
	// digits, underscores and dashes, up to 64 characters.
	Name string
	// Description tells the model what the tool does and when to use it.
	Description string
	// Parameters is the JSON Schema of the arguments object. Nil means the
	// tool takes no arguments.
	Parameters json.RawMessage
}

// ToolCall is one call of a [Tool] that the model asked for.
type ToolCall struct {
	// ID identifies the call; a tool message answers it by this ID. For
	// vendors that do not assign IDs (some Gemini models) the package makes
	// one up, and strips it again when the call is sent back.
	ID string
	// Name is the tool's name.
	Name string
	// Args is the arguments object as JSON; it is "{}" when the tool was
	// called without arguments.
	Args json.RawMessage
	// Signature is an opaque vendor token that must travel back with the
	// call in later turns (Gemini's thought signature). Leave it as returned.
	Signature []byte
}

// Tool choices for [Request.ToolChoice]; any other value names the one tool
// the model must call.
const (
	// ToolChoiceAuto lets the model decide whether to call a tool. It is the
	// default when ToolChoice is empty.
	ToolChoiceAuto = "auto"
	// ToolChoiceRequired makes the model call at least one tool.
	ToolChoiceRequired = "required"
)

// Schema asks for a structured answer that matches a JSON Schema.
type Schema struct {
	// Name names the answer, e.g. "locator". Letters, digits, underscores
	// and dashes only. Older Anthropic models receive it as the name of a
	// forced tool; Gemini's wire format has no place for it.
	Name string
	// Description optionally tells the model what the answer is for.
	Description string
	// Schema is the JSON Schema of the answer; its top level should be an
	// object.
	Schema json.RawMessage
	// Strict asks vendors that support it (OpenAI) to enforce the schema
	// exactly. The schema must then follow the vendor's strict subset
	// (every property required, additionalProperties false).
	Strict bool
}

// Request is one call to a [Model].
type Request struct {
	// System is the system prompt. Each vendor receives it in its own place
	// (a system message, a system field or a system instruction).
	System string
	// Messages is the conversation so far, oldest first. Roles are user,
	// assistant and tool. An assistant message carries the tool calls of an
	// earlier [Response] (see [Response.Message]); each call must be answered
	// by a tool message with its ID before the next user message.
	//
	// Images in tool messages go to Anthropic inside the tool result; OpenAI
	// and Google receive them as image parts of a user turn that directly
	// follows the tool results, because their tool results carry text only.
	Messages []Message
	// Tools lists the functions the model may call.
	Tools []Tool
	// ToolChoice is "" or "auto" (model decides), "required" (must call a
	// tool), or a tool name (must call that tool). The newest Anthropic
	// models (Claude Sonnet 5.5, Fable 5.1) refuse forced tool use, so
	// "required" or a name fails there with [ErrBadRequest].
	ToolChoice string
	// Schema, when set, asks for a structured answer, returned in
	// [Response.JSON]. Gemini models before Gemini 3 refuse a schema
	// together with tools.
	Schema *Schema
	// MaxTokens caps the answer's length in tokens. Zero means the vendor's
	// default, except for Anthropic, which requires a value and gets
	// DefaultMaxTokens.
	MaxTokens int
	// Temperature sets the sampling temperature; nil means the vendor's
	// default. Anthropic's current API version rejects any temperature, so
	// it is not sent there; OpenAI's reasoning models accept only 1.
	Temperature *float64
}

// DefaultMaxTokens is the answer limit sent to vendors that require one when
// [Request.MaxTokens] is zero.
const DefaultMaxTokens = 4096

// Usage counts the tokens one call used and estimates what it cost.
type Usage struct {
	// PromptTokens counts the input tokens, including cached ones.
	PromptTokens int `json:"promptTokens"`
	// CompletionTokens counts the output tokens, including reasoning or
	// thinking tokens the vendor bills as output.
	CompletionTokens int `json:"completionTokens"`
	// CostUSD is the estimated cost in US dollars from the price table in
	// this package; zero for unknown and local models. See [PriceFor].
	CostUSD float64 `json:"costUsd"`
}

// Add returns the sum of u and v.
func (u Usage) Add(v Usage) Usage {
	return Usage{
		PromptTokens:     u.PromptTokens + v.PromptTokens,
		CompletionTokens: u.CompletionTokens + v.CompletionTokens,
		CostUSD:          u.CostUSD + v.CostUSD,
	}
}

// Sub returns u minus v, e.g. the usage between two readings of a
// [Counter].
func (u Usage) Sub(v Usage) Usage {
	return Usage{
		PromptTokens:     u.PromptTokens - v.PromptTokens,
		CompletionTokens: u.CompletionTokens - v.CompletionTokens,
		CostUSD:          u.CostUSD - v.CostUSD,
	}
}

// Normalized stop reasons for [Response.StopReason]. Reasons the package
// does not know are passed through in lower case.
const (
	// StopEnd means the model finished its answer.
	StopEnd = "end"
	// StopMaxTokens means the answer was cut off at the token limit.
	StopMaxTokens = "max_tokens"
	// StopToolCalls means the model stopped to have tools called.
	StopToolCalls = "tool_calls"
	// StopRefusal means the model or the vendor's safety system declined.
	StopRefusal = "refusal"
)

// Response is the complete answer to one [Request].
type Response struct {
	// Text is the answer's text, thinking excluded.
	Text string
	// ToolCalls lists the tools the model wants called, in order.
	ToolCalls []ToolCall
	// JSON holds the structured answer when [Request.Schema] was set; it is
	// valid JSON.
	JSON json.RawMessage
	// Usage counts tokens and estimates the cost.
	Usage Usage
	// StopReason says why the answer ended: one of StopEnd, StopMaxTokens,
	// StopToolCalls, StopRefusal, or the vendor's own reason in lower case.
	StopReason string
	// Thoughts holds reasoning blocks the vendor wants back in later turns;
	// [Response.Message] keeps them. They are not part of Text.
	Thoughts []Thought
}

// Message returns the assistant message that records r in a conversation, so
// a tool loop can append it to [Request.Messages] before the tool results.
func (r *Response) Message() Message {
	m := Message{Role: RoleAssistant, ToolCalls: r.ToolCalls, Thoughts: r.Thoughts}
	switch {
	case r.Text != "":
		m.Parts = []Part{Text(r.Text)}
	case len(r.JSON) > 0:
		m.Parts = []Part{Text(string(r.JSON))}
	}
	return m
}

// Provider names, the prefixes of model strings.
const (
	// ProviderOpenAI is OpenAI's Chat Completions API.
	ProviderOpenAI = "openai"
	// ProviderGoogle is Google's Gemini API.
	ProviderGoogle = "google"
	// ProviderAnthropic is Anthropic's Messages API.
	ProviderAnthropic = "anthropic"
	// ProviderOllama is a local Ollama server through its OpenAI-compatible
	// endpoint.
	ProviderOllama = "ollama"
	// ProviderOpenAICompatible is any server that speaks OpenAI's Chat
	// Completions wire format (LM Studio, vLLM, llama.cpp); it needs
	// Options.BaseURL.
	ProviderOpenAICompatible = "openai-compatible"
)

// Providers lists the provider prefixes [New] accepts.
var Providers = []string{ProviderOpenAI, ProviderGoogle, ProviderAnthropic, ProviderOllama, ProviderOpenAICompatible}

// ParseModel splits a model string such as "openai/gpt-4.1-mini" into its
// provider and the vendor's model ID. Only the first slash separates them,
// so model IDs may contain slashes ("openai-compatible/meta-llama/Llama-3.1-8B").
// A string it cannot split, or whose provider is not one of [Providers],
// is a [*ModelNameError] (wrapping [ErrUnknownProvider] in the second
// case) that suggests the model string likely meant.
func ParseModel(s string) (provider, model string, err error) {
	provider, model, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok || provider == "" || model == "" {
		id := strings.Trim(strings.TrimSpace(s), "/")
		return "", "", &ModelNameError{Model: s, Suggest: suggestProvider(id, id)}
	}
	provider = strings.ToLower(provider)
	for _, p := range Providers {
		if p == provider {
			return provider, model, nil
		}
	}
	return "", "", &ModelNameError{Model: s, Provider: provider, Suggest: suggestProvider(provider, model)}
}

// suggestProvider guesses the model string meant when one names no
// provider, or one Reprise does not know, from the model's name or the
// provider written: "gpt-4o" is openai/gpt-4o, "claude-…" anthropic/…,
// "gemini-…" google/…. It returns "" when the name says nothing.
func suggestProvider(provider, model string) string {
	if model == "" {
		return ""
	}
	for _, g := range []struct {
		prefixes []string
		provider string
	}{
		{[]string{"gpt", "chatgpt", "o1", "o3", "o4", "openai"}, ProviderOpenAI},
		{[]string{"claude", "anthropic"}, ProviderAnthropic},
		{[]string{"gemini", "google", "vertex"}, ProviderGoogle},
	} {
		for _, p := range g.prefixes {
			if strings.HasPrefix(strings.ToLower(provider), p) || strings.HasPrefix(strings.ToLower(model), p) {
				return g.provider + "/" + model
			}
		}
	}
	for _, p := range []string{"llama", "qwen", "mistral", "mixtral", "phi", "gemma", "deepseek", "ollama"} {
		if strings.HasPrefix(strings.ToLower(provider), p) || strings.HasPrefix(strings.ToLower(model), p) {
			return ProviderOllama + "/" + model + " or " + ProviderOpenAICompatible + "/" + model
		}
	}
	return ""
}

// New returns the Model that the model string names, configured by opts.
//
// The provider prefix picks the vendor: "openai/", "google/", "anthropic/",
// "ollama/" (default base URL http://localhost:11434/v1) or
// "openai-compatible/" (Options.BaseURL required). The API key comes from
// Options.APIKey, else Options.KeySource, else the vendor's environment
// variable; New fails with [ErrNoKey] naming that variable when there is
// none. Ollama and OpenAI-compatible servers need no key.
func New(model string, opts Options) (Model, error) {
	provider, id, err := ParseModel(model)
	if err != nil {
		return nil, err
	}
	name := provider + "/" + id
	key, from, err := opts.findKey(provider, name)
	if err != nil {
		return nil, err
	}
	// The SDKs do not retry: the retrier does (see retrier).
	sdk := opts
	sdk.MaxRetries = 0
	// Every answer passes the guard, which tells a web page from a model
	// API (see guard).
	sdk.HTTPClient = guarded(opts.HTTPClient)
	var m Model
	switch provider {
	case ProviderOpenAI, ProviderOllama, ProviderOpenAICompatible:
		m, err = newOpenAI(provider, id, key, sdk)
	case ProviderGoogle:
		m, err = newGoogle(id, key, sdk)
	case ProviderAnthropic:
		m, err = newAnthropic(id, key, sdk)
	default:
		return nil, fmt.Errorf("model %q: %w", model, ErrUnknownProvider)
	}
	if err != nil {
		return nil, err
	}
	return &retrier{Model: m, retries: max(opts.MaxRetries, 0), onRetry: opts.OnRetry, keyFrom: from, opts: opts, at: endpointOf(provider, opts)}, nil
}

// toolNameFor finds the tool name for a tool message, from its ToolName or
// from the assistant tool call with the same ID earlier in msgs.
func toolNameFor(msgs []Message, i int) string {
	m := msgs[i]
	if m.ToolName != "" {
		return m.ToolName
	}
	for j := i - 1; j >= 0; j-- {
		for _, c := range msgs[j].ToolCalls {
			if c.ID == m.ToolCallID {
				return c.Name
			}
		}
	}
	return ""
}

// argsOrEmpty returns args, or "{}" when args is empty.
func argsOrEmpty(args json.RawMessage) json.RawMessage {
	if len(strings.TrimSpace(string(args))) == 0 {
		return json.RawMessage("{}")
	}
	return args
}

// schemaMap decodes a JSON Schema into a map, as some SDKs want it. A nil
// schema becomes an empty object schema.
func schemaMap(raw json.RawMessage) (map[string]any, error) {
	if len(strings.TrimSpace(string(raw))) == 0 {
		return map[string]any{"type": "object", "properties": map[string]any{}}, nil
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("schema is not a JSON object: %w", err)
	}
	return m, nil
}

// validate checks a request for mistakes that no vendor would accept.
func (r *Request) validate() error {
	for i, m := range r.Messages {
		switch m.Role {
		case RoleUser, RoleAssistant:
		case RoleTool:
			if m.ToolCallID == "" {
				return fmt.Errorf("message %d: tool message without ToolCallID", i)
			}
		default:
			return fmt.Errorf("message %d: unknown role %q", i, m.Role)
		}
	}
	for _, t := range r.Tools {
		if t.Name == "" {
			return fmt.Errorf("tool without a name")
		}
	}
	if r.Schema != nil && r.Schema.Name == "" {
		return fmt.Errorf("schema without a name")
	}
	return nil
}
