// Package llmtest provides loopback fake servers that speak the wire formats
// of the LLM vendors Reprise supports (OpenAI Chat Completions, Google's
// Gemini API and Anthropic's Messages API), so the real vendor SDKs can be
// tested without network access or API keys.
//
// A [Server] parses every request the SDK sends into a vendor-neutral
// [Request] (failing the test when the request is malformed for the vendor,
// such as an image that is not base64 data), records it, and answers with
// the next scripted [Reply] in the vendor's exact JSON shape, including its
// error bodies and rate-limit headers.
package llmtest

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Vendor names a wire format a [Server] speaks.
type Vendor string

// The wire formats a Server can speak.
const (
	// OpenAI is OpenAI's Chat Completions API, also spoken by Ollama, LM
	// Studio and vLLM.
	OpenAI Vendor = "openai"
	// Google is Google's Gemini API (generateContent).
	Google Vendor = "google"
	// Anthropic is Anthropic's Messages API.
	Anthropic Vendor = "anthropic"
)

// Image is an image found in a request, decoded from the vendor's encoding.
type Image struct {
	// MIMEType is the declared media type, e.g. "image/png".
	MIMEType string
	// Data holds the decoded bytes.
	Data []byte
}

// Call is a tool call, in a request's assistant turn or in a [Reply].
type Call struct {
	// ID is the call's ID; Gemini calls may have none.
	ID string
	// Name is the tool's name.
	Name string
	// Args is the arguments object as JSON.
	Args json.RawMessage
	// Signature is Gemini's thought signature of the call, if any.
	Signature []byte
}

// Result is a tool result found in a request.
type Result struct {
	// CallID is the ID of the call it answers; empty for Gemini calls
	// without IDs.
	CallID string
	// Name is the tool's name, when the wire format carries it (Gemini).
	Name string
	// Text is the result's text.
	Text string
	// IsError reports whether the result was marked as a failure.
	IsError bool
	// Images holds images inside the result (Anthropic only).
	Images []Image
}

// Turn is one message of a request's conversation.
type Turn struct {
	// Role is the wire role normalized to "user", "assistant" or "tool"
	// (OpenAI's tool messages); Gemini's "model" becomes "assistant".
	Role string
	// Texts lists the text parts.
	Texts []string
	// Images lists the image parts.
	Images []Image
	// Calls lists the tool calls of an assistant turn.
	Calls []Call
	// Results lists the tool results in the turn.
	Results []Result
	// Thoughts lists reasoning blocks sent back in an assistant turn
	// (Anthropic's thinking and redacted_thinking blocks).
	Thoughts []Thought
}

// Thought is a reasoning block sent back in an assistant turn.
type Thought struct {
	// Text is the thinking text.
	Text string
	// Signature is the block's signature.
	Signature string
	// Redacted is the data of a redacted_thinking block.
	Redacted string
}

// Tool is a tool definition found in a request.
type Tool struct {
	// Name is the tool's name.
	Name string
	// Description is the tool's description.
	Description string
	// Parameters is the JSON Schema of its arguments.
	Parameters json.RawMessage
}

// Schema is a structured-output request found in a request.
type Schema struct {
	// Name is the schema's name; empty for Gemini and for Anthropic's
	// output_config.format, whose wire formats have no name. For Anthropic's
	// forced-tool technique it is the name of the forced tool.
	Name string
	// ForcedTool reports that the schema arrived as a forced tool call
	// (Anthropic's older technique) rather than as a response format.
	ForcedTool bool
	// Schema is the JSON Schema.
	Schema json.RawMessage
	// Strict reports OpenAI's strict flag.
	Strict bool
}

// Request is the vendor-neutral view of one request a [Server] received.
type Request struct {
	// Method and Path are the HTTP method and URL path.
	Method, Path string
	// Header holds the request headers.
	Header http.Header
	// Key is the credential presented (bearer token, x-api-key or
	// x-goog-api-key); empty when none.
	Key string
	// Model is the model ID, from the body or (Gemini) the path.
	Model string
	// System is the system prompt, from wherever the vendor puts it.
	System string
	// Turns is the conversation, in order.
	Turns []Turn
	// Tools lists the tool definitions.
	Tools []Tool
	// ToolChoice is "auto", "required", "none", a tool name, or "" when the
	// request has none.
	ToolChoice string
	// Schema is the structured-output request, or nil.
	Schema *Schema
	// MaxTokens is the answer limit, or zero.
	MaxTokens int
	// Temperature is the sampling temperature, or nil.
	Temperature *float64
	// Body is the decoded JSON body.
	Body map[string]any
}

// Calls returns all tool calls in all turns.
func (r Request) Calls() []Call {
	var out []Call
	for _, t := range r.Turns {
		out = append(out, t.Calls...)
	}
	return out
}

// Results returns all tool results in all turns.
func (r Request) Results() []Result {
	var out []Result
	for _, t := range r.Turns {
		out = append(out, t.Results...)
	}
	return out
}

// Images returns all image parts in all turns (not those inside results).
func (r Request) Images() []Image {
	var out []Image
	for _, t := range r.Turns {
		out = append(out, t.Images...)
	}
	return out
}

// Texts returns all text parts of the turns with the given role.
func (r Request) Texts(role string) []string {
	var out []string
	for _, t := range r.Turns {
		if t.Role == role {
			out = append(out, t.Texts...)
		}
	}
	return out
}

// Reply scripts one answer of a [Server].
type Reply struct {
	// Text is the answer's text.
	Text string
	// Calls lists tool calls to return. For Google, an empty ID is left out
	// of the wire, like Gemini does, and each call gets a thought signature.
	Calls []Call
	// JSON is a structured answer: returned as the text, or for a request
	// that forced a schema tool (older Anthropic models) as that tool's input.
	JSON string
	// Thinking, for Anthropic, puts a thinking block with this text (and the
	// signature "sig-" + text) before the rest of the answer.
	Thinking string
	// PromptTokens and CompletionTokens fill the vendor's usage fields.
	PromptTokens, CompletionTokens int
	// Status, when not zero or 200, makes the reply an error in the vendor's
	// error shape with Message as its message.
	Status int
	// Message is the error message.
	Message string
	// RetryAfter is sent as Retry-After (OpenAI, Anthropic) or as a
	// google.rpc.RetryInfo detail (Google).
	RetryAfter time.Duration
	// Reason adds a google.rpc.ErrorInfo detail with this reason (Google),
	// e.g. "API_KEY_INVALID".
	Reason string
	// Delay holds the answer back this long.
	Delay time.Duration
	// Header holds extra response headers, e.g. "Retry-After-Ms".
	Header http.Header
}

// Server is a fake vendor endpoint on loopback.
type Server struct {
	// Vendor is the wire format the server speaks.
	Vendor Vendor
	// URL is the server's root URL, e.g. "http://127.0.0.1:41234".
	URL string

	t       testing.TB
	srv     *httptest.Server
	mu      sync.Mutex
	replies []Reply
	reqs    []Request
	respond func(Request) Reply
}

// NewServer starts a fake server for vendor; it is closed when the test
// ends.
func NewServer(t testing.TB, vendor Vendor) *Server {
	t.Helper()
	s := &Server{Vendor: vendor, t: t}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL
	t.Cleanup(s.srv.Close)
	return s
}

// BaseURL returns the base URL to give the SDK: URL+"/v1" for OpenAI (the
// SDK appends "chat/completions"), URL for the others.
func (s *Server) BaseURL() string {
	if s.Vendor == OpenAI {
		return s.URL + "/v1"
	}
	return s.URL
}

// Enqueue scripts the next replies, answered in order.
func (s *Server) Enqueue(replies ...Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.replies = append(s.replies, replies...)
}

// Respond makes the server answer every request for which no reply is
// enqueued with fn(request). It lets a test play a model that reads the
// prompt it really received, e.g. picking the element whose line in the
// page snapshot matches the instruction's quoted target.
func (s *Server) Respond(fn func(Request) Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.respond = fn
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.reqs...)
}

// Last returns the last request received; it fails the test if there was
// none.
func (s *Server) Last() Request {
	s.t.Helper()
	reqs := s.Requests()
	if len(reqs) == 0 {
		s.t.Fatalf("llmtest: %s server received no request", s.Vendor)
	}
	return reqs[len(reqs)-1]
}

// serve records one request and answers it.
func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		s.t.Errorf("llmtest: reading body: %v", err)
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	req := Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone()}
	if err := json.Unmarshal(body, &req.Body); err != nil {
		s.t.Errorf("llmtest: %s: body is not a JSON object: %v\n%s", s.Vendor, err, body)
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	p := parser{t: s.t, vendor: s.Vendor}
	switch s.Vendor {
	case OpenAI:
		p.openai(r, &req)
	case Anthropic:
		p.anthropic(r, &req)
	case Google:
		p.google(r, &req)
	}
	s.mu.Lock()
	s.reqs = append(s.reqs, req)
	var reply Reply
	ok := len(s.replies) > 0
	if ok {
		reply, s.replies = s.replies[0], s.replies[1:]
	}
	respond := s.respond
	s.mu.Unlock()
	if !ok && respond != nil {
		reply, ok = respond(req), true
	}
	if !ok {
		s.t.Errorf("llmtest: %s server: no reply scripted for %s %s", s.Vendor, r.Method, r.URL.Path)
		reply = Reply{Status: http.StatusInternalServerError, Message: "llmtest: no reply scripted"}
	}
	if reply.Delay > 0 {
		select {
		case <-time.After(reply.Delay):
		case <-r.Context().Done():
			return
		}
	}
	for k, vs := range reply.Header {
		for _, v := range vs {
			w.Header().Add(k, v)
		}
	}
	if reply.Status != 0 && reply.Status != http.StatusOK {
		s.writeError(w, reply)
		return
	}
	var out any
	switch s.Vendor {
	case OpenAI:
		out = openaiReply(req, reply)
	case Anthropic:
		out = s.anthropicReply(req, reply)
	case Google:
		out = googleReply(req, reply)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

// writeError answers with the vendor's error shape.
func (s *Server) writeError(w http.ResponseWriter, reply Reply) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	secs := fmt.Sprintf("%d", int(reply.RetryAfter/time.Second))
	var body any
	switch s.Vendor {
	case OpenAI:
		if reply.RetryAfter > 0 {
			h.Set("Retry-After", secs)
		}
		h.Set("X-Request-Id", "req_fake_openai")
		body = map[string]any{"error": map[string]any{
			"message": reply.Message,
			"type":    openaiErrorType(reply.Status),
			"param":   nil,
			"code":    nil,
		}}
	case Anthropic:
		if reply.RetryAfter > 0 {
			h.Set("Retry-After", secs)
		}
		h.Set("Request-Id", "req_fake_anthropic")
		body = map[string]any{
			"type":       "error",
			"error":      map[string]any{"type": anthropicErrorType(reply.Status), "message": reply.Message},
			"request_id": "req_fake_anthropic",
		}
	case Google:
		var details []any
		if reply.Reason != "" {
			details = append(details, map[string]any{
				"@type":  "type.googleapis.com/google.rpc.ErrorInfo",
				"reason": reply.Reason,
				"domain": "googleapis.com",
			})
		}
		if reply.RetryAfter > 0 {
			details = append(details, map[string]any{
				"@type":      "type.googleapis.com/google.rpc.RetryInfo",
				"retryDelay": secs + "s",
			})
		}
		e := map[string]any{"code": reply.Status, "message": reply.Message, "status": googleStatus(reply.Status)}
		if details != nil {
			e["details"] = details
		}
		body = map[string]any{"error": e}
	}
	w.WriteHeader(reply.Status)
	_ = json.NewEncoder(w).Encode(body)
}

// openaiErrorType is OpenAI's error type for a status.
func openaiErrorType(status int) string {
	switch {
	case status == 401:
		return "invalid_request_error"
	case status == 429:
		return "rate_limit_exceeded"
	case status >= 500:
		return "server_error"
	}
	return "invalid_request_error"
}

// anthropicErrorType is Anthropic's error type for a status.
func anthropicErrorType(status int) string {
	switch status {
	case 400:
		return "invalid_request_error"
	case 401:
		return "authentication_error"
	case 403:
		return "permission_error"
	case 404:
		return "not_found_error"
	case 429:
		return "rate_limit_error"
	case 529:
		return "overloaded_error"
	}
	return "api_error"
}

// googleStatus is the google.rpc status name for an HTTP status.
func googleStatus(status int) string {
	switch status {
	case 400:
		return "INVALID_ARGUMENT"
	case 401:
		return "UNAUTHENTICATED"
	case 403:
		return "PERMISSION_DENIED"
	case 404:
		return "NOT_FOUND"
	case 429:
		return "RESOURCE_EXHAUSTED"
	case 503:
		return "UNAVAILABLE"
	}
	return "INTERNAL"
}

// parser turns a vendor's request body into a Request, failing the test on
// anything the vendor would reject.
type parser struct {
	t      testing.TB
	vendor Vendor
}

// fail reports a malformed request.
func (p parser) fail(format string, args ...any) {
	p.t.Helper()
	p.t.Errorf("llmtest: %s request: "+format, append([]any{p.vendor}, args...)...)
}

// bearer returns the token of an "Authorization: Bearer" header.
func bearer(r *http.Request) string {
	a := r.Header.Get("Authorization")
	if t, ok := strings.CutPrefix(a, "Bearer "); ok {
		return t
	}
	return ""
}

// str reads a string field.
func str(m map[string]any, k string) string {
	s, _ := m[k].(string)
	return s
}

// obj reads an object field.
func obj(m map[string]any, k string) map[string]any {
	o, _ := m[k].(map[string]any)
	return o
}

// list reads an array field.
func list(m map[string]any, k string) []any {
	l, _ := m[k].([]any)
	return l
}

// raw re-encodes a decoded JSON value.
func raw(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

// num reads a number field as an int.
func num(m map[string]any, k string) int {
	f, _ := m[k].(float64)
	return int(f)
}

// float reads an optional number field.
func float(m map[string]any, k string) *float64 {
	f, ok := m[k].(float64)
	if !ok {
		return nil
	}
	return &f
}

// decodeB64 decodes standard base64 and fails the test on malformed data.
func (p parser) decodeB64(s, what string) []byte {
	p.t.Helper()
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		p.fail("%s is not standard base64: %v", what, err)
	}
	return b
}
