// Package cuatest provides loopback fake servers that speak the wire
// formats of the computer-use APIs Reprise drives — OpenAI's Responses API
// with the computer tool, Anthropic's beta Messages API with the computer
// tool, and Gemini's generateContent with the ComputerUse tool — so the
// real vendor SDKs can be tested without network access or keys.
//
// A [Server] checks every request the SDK sends against the vendor's rules
// (a malformed request fails the test and gets the vendor's error body):
// screenshots must be real PNG images in the vendor's encoding, every call
// of the previous answer must be answered (OpenAI's computer_call_output
// and function_call_output, Anthropic's tool_result, Gemini's
// functionResponse with the page URL and a screenshot), safety checks must
// be acknowledged, and the conversation must continue the previous answer
// (previous_response_id, or the full history). It parses each request into
// a vendor-neutral [Request] — which records the screenshots received —
// and answers with the next scripted [Reply] in the vendor's exact JSON.
package cuatest

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// Vendor names a wire format a Server speaks.
type Vendor string

// The wire formats a Server can speak.
const (
	// OpenAI is the Responses API (POST /v1/responses).
	OpenAI Vendor = "openai"
	// Anthropic is the Messages API with beta tools (POST /v1/messages,
	// anthropic-beta header).
	Anthropic Vendor = "anthropic"
	// Google is the Gemini API (POST /v1beta/models/{model}:generateContent).
	Google Vendor = "google"
)

// Image is a screenshot found in a request, decoded.
type Image struct {
	// Data holds the PNG bytes.
	Data []byte
	// Width and Height are the image's size in pixels.
	Width, Height int
}

// Output is the answer to one call of the previous reply, found in a
// request.
type Output struct {
	// CallID is the call's ID (OpenAI call_id, Anthropic tool_use_id,
	// Gemini function call id, possibly empty).
	CallID string
	// Name is the function's name; "computer" for the computer tool.
	Name string
	// Text is the text of the answer (a function's output; Gemini's whole
	// response object as JSON).
	Text string
	// URL is the page URL Gemini's computer-use responses carry.
	URL string
	// Screenshot is the image in the answer, if any.
	Screenshot *Image
	// IsError marks an answer flagged as an error (Anthropic is_error,
	// Gemini's "error" key).
	IsError bool
	// Acknowledged lists the safety checks acknowledged with this answer:
	// OpenAI's check IDs, or "true" for Gemini's safety_acknowledgement.
	Acknowledged []string
}

// Request is the vendor-neutral view of one request a Server received.
type Request struct {
	Vendor Vendor
	// Header holds the request headers; Key is the credential presented.
	Header http.Header
	Key    string
	// Model is the model ID.
	Model string
	// System is the system prompt (OpenAI instructions).
	System string
	// Goal is the text of the conversation's first user message.
	Goal string
	// Turn counts the model answers that precede this request in its
	// conversation: 0 for the first request.
	Turn int
	// ComputerTool is the computer tool's type ("computer_use_preview",
	// "computer", "computer_20250124", "computer_20251124", "computerUse").
	ComputerTool string
	// Display is the display size declared with the computer tool
	// (OpenAI's preview tool, Anthropic); zero for the others.
	Display image.Point
	// Functions names the function tools declared.
	Functions []string
	// Images lists every screenshot the request carries, oldest first. An
	// OpenAI request carries only the new ones (the history is on the
	// server); Anthropic and Gemini requests carry the history's kept ones.
	Images []Image
	// Outputs answer the previous reply's calls, in order.
	Outputs []Output
	// UserTexts are the texts of the request's new user input.
	UserTexts []string
	// Body is the decoded JSON body.
	Body map[string]any
}

// Latest returns the newest screenshot of the request, or nil.
func (r Request) Latest() *Image {
	if len(r.Images) == 0 {
		return nil
	}
	return &r.Images[len(r.Images)-1]
}

// Call is one call of a scripted reply.
type Call struct {
	// Name is a function's name: one of the driver's functions (close,
	// goto, …), a custom tool, or one of Gemini's predefined computer-use
	// functions (click_at, type_text_at, …). Empty means the computer tool
	// (OpenAI, Anthropic).
	Name string
	// Args are the function's arguments, or the computer action: OpenAI's
	// action object, Anthropic's computer tool input.
	Args map[string]any
	// Actions, for OpenAI, batches several actions in one computer_call
	// ("actions" instead of "action").
	Actions []map[string]any
	// SafetyCheck, when set, asks for confirmation before the call runs:
	// an OpenAI pending safety check or a Gemini require_confirmation
	// safety_decision, with this explanation.
	SafetyCheck string
}

// Reply scripts one answer.
type Reply struct {
	// Text is the model's text.
	Text string
	// Calls are the calls of the answer, in order.
	Calls []Call
	// InputTokens and OutputTokens are the usage reported.
	InputTokens, OutputTokens int
	// Status, when not zero, answers with this HTTP error status and the
	// vendor's error body carrying Text.
	Status int
}

// Server is a loopback fake of one vendor's computer-use API.
type Server struct {
	t      testing.TB
	vendor Vendor
	srv    *httptest.Server

	mu       sync.Mutex
	respond  func(Request) Reply
	requests []Request
	// OpenAI: what each response asked, by response ID.
	responses map[string]issued
	// Anthropic, Gemini: the calls of each answer, by its text form, to
	// check that answers are sent back unchanged.
	seq int
}

// issued is what one answer asked for.
type issued struct {
	turn   int
	calls  []issuedCall
	checks map[string]bool // OpenAI safety check IDs pending
}

type issuedCall struct {
	id, name string
	safety   bool
}

// NewServer starts a fake of vendor's API on loopback, closed when t ends.
func NewServer(t testing.TB, vendor Vendor) *Server {
	s := &Server{t: t, vendor: vendor, responses: map[string]issued{}}
	s.srv = httptest.NewServer(http.HandlerFunc(s.handle))
	t.Cleanup(s.srv.Close)
	return s
}

// BaseURL is the URL to give the driver as its base URL.
func (s *Server) BaseURL() string {
	switch s.vendor {
	case OpenAI:
		return s.srv.URL + "/v1/"
	default:
		return s.srv.URL + "/"
	}
}

// Respond sets the script: f answers every request.
func (s *Server) Respond(f func(Request) Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.respond = f
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Screenshots returns every screenshot received that was new to its
// conversation, in order: the ones the driver really took and sent.
func (s *Server) Screenshots() []Image {
	var out []Image
	for _, r := range s.Requests() {
		if r.Vendor == OpenAI {
			out = append(out, r.Images...)
			continue
		}
		if r.Turn == 0 {
			out = append(out, r.Images...)
		}
		for _, o := range r.Outputs {
			if o.Screenshot != nil {
				out = append(out, *o.Screenshot)
			}
		}
	}
	return out
}

// parser collects the problems of one request.
type parser struct {
	t    testing.TB
	errs []string
}

func (p *parser) fail(format string, args ...any) {
	p.t.Helper()
	msg := fmt.Sprintf(format, args...)
	p.t.Errorf("cuatest: malformed request: %s", msg)
	p.errs = append(p.errs, msg)
}

func (s *Server) handle(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	req := Request{Vendor: s.vendor, Header: r.Header.Clone()}
	p := &parser{t: s.t}
	if err := json.Unmarshal(body, &req.Body); err != nil {
		p.fail("body is not a JSON object: %v", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(p.errs) == 0 {
		switch s.vendor {
		case OpenAI:
			s.parseOpenAI(p, r, &req)
		case Anthropic:
			s.parseAnthropic(p, r, &req)
		case Google:
			s.parseGoogle(p, r, &req)
		}
	}
	if len(p.errs) > 0 {
		s.writeError(w, http.StatusBadRequest, strings.Join(p.errs, "; "))
		return
	}
	s.requests = append(s.requests, req)
	if s.respond == nil {
		s.t.Errorf("cuatest: no script for request %d", len(s.requests))
		s.writeError(w, http.StatusInternalServerError, "no script")
		return
	}
	// The script may look at the page: the driver waits for this answer.
	s.mu.Unlock()
	reply := s.respond(req)
	s.mu.Lock()
	if reply.Status != 0 {
		s.writeError(w, reply.Status, reply.Text)
		return
	}
	s.seq++
	var out any
	switch s.vendor {
	case OpenAI:
		out = s.openAIResponse(req, reply)
	case Anthropic:
		out = s.anthropicResponse(req, reply)
	case Google:
		out = s.googleResponse(req, reply)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

// writeError answers with the vendor's error body.
func (s *Server) writeError(w http.ResponseWriter, status int, msg string) {
	var body any
	switch s.vendor {
	case OpenAI:
		typ := "invalid_request_error"
		if status == http.StatusUnauthorized {
			typ = "authentication_error"
		}
		body = map[string]any{"error": map[string]any{"message": msg, "type": typ, "param": nil, "code": nil}}
	case Anthropic:
		typ := "invalid_request_error"
		if status == http.StatusUnauthorized {
			typ = "authentication_error"
		}
		body = map[string]any{"type": "error", "error": map[string]any{"type": typ, "message": msg}}
	case Google:
		st := "INVALID_ARGUMENT"
		if status == http.StatusUnauthorized || status == http.StatusForbidden {
			st = "UNAUTHENTICATED"
		}
		body = map[string]any{"error": map[string]any{"code": status, "message": msg, "status": st}}
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}

// decodePNG checks that data is a PNG image and returns it.
func decodePNG(p *parser, data []byte, where string) *Image {
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		p.fail("%s is not a PNG image: %v", where, err)
		return nil
	}
	return &Image{Data: data, Width: cfg.Width, Height: cfg.Height}
}

// decodeB64 decodes standard base64.
func decodeB64(p *parser, s, where string) []byte {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		p.fail("%s is not base64: %v", where, err)
	}
	return b
}

// dataURLImage reads a data:image/png;base64 URL.
func dataURLImage(p *parser, u, where string) *Image {
	rest, ok := strings.CutPrefix(u, "data:image/png;base64,")
	if !ok {
		p.fail("%s is not a data:image/png;base64 URL: %.40q", where, u)
		return nil
	}
	return decodePNG(p, decodeB64(p, rest, where), where)
}

// JSON helpers over decoded bodies.

func str(m map[string]any, k string) string { v, _ := m[k].(string); return v }
func obj(m map[string]any, k string) map[string]any {
	v, _ := m[k].(map[string]any)
	return v
}
func list(m map[string]any, k string) []any { v, _ := m[k].([]any); return v }
func number(m map[string]any, k string) (float64, bool) {
	v, ok := m[k].(float64)
	return v, ok
}

func rawJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
