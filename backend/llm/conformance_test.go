package llm_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"image"
	"image/color"
	"image/png"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// envVars are every environment variable the three SDKs read. Tests clear
// them so that no real key or endpoint on the developer's machine is used.
var envVars = []string{
	"OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_ORG_ID", "OPENAI_PROJECT_ID",
	"OPENAI_ADMIN_KEY", "OPENAI_WEBHOOK_SECRET", "OPENAI_CUSTOM_HEADERS",
	"GEMINI_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENAI_USE_VERTEXAI",
	"GOOGLE_GENAI_USE_ENTERPRISE", "GOOGLE_CLOUD_PROJECT", "GOOGLE_CLOUD_LOCATION",
	"GOOGLE_CLOUD_REGION", "GOOGLE_GEMINI_BASE_URL", "GOOGLE_VERTEX_BASE_URL",
	"GOOGLE_APPLICATION_CREDENTIALS",
	"ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "ANTHROPIC_BASE_URL",
	"ANTHROPIC_PROFILE", "ANTHROPIC_CONFIG_DIR", "ANTHROPIC_CUSTOM_HEADERS",
	"ANTHROPIC_WEBHOOK_SIGNING_KEY", "ANTHROPIC_FEDERATION_RULE_ID",
	"ANTHROPIC_ORGANIZATION_ID", "ANTHROPIC_IDENTITY_TOKEN_FILE", "ANTHROPIC_IDENTITY_TOKEN",
}

// clearEnv empties every variable in envVars for the test.
func clearEnv(t *testing.T) {
	t.Helper()
	for _, v := range envVars {
		t.Setenv(v, "")
	}
}

// vendor is one row of the conformance table.
type vendor struct {
	name    string         // provider prefix
	wire    llmtest.Vendor // wire format of its fake server
	id      string         // vendor model ID, priced unless local
	key     string         // the test key, "" for keyless providers
	envVars []string       // where the key is read from
}

// fullName returns the model string.
func (v vendor) fullName() string { return v.name + "/" + v.id }

// vendors is the conformance table: every provider passes the same suite.
var vendors = []vendor{
	{name: "openai", wire: llmtest.OpenAI, id: "gpt-4.1-mini", key: "sk-test-openai-0123456789abcdef", envVars: []string{"OPENAI_API_KEY"}},
	{name: "google", wire: llmtest.Google, id: "gemini-2.5-flash", key: "test-google-key-0123456789", envVars: []string{"GEMINI_API_KEY", "GOOGLE_API_KEY"}},
	{name: "anthropic", wire: llmtest.Anthropic, id: "claude-haiku-4-5", key: "test-anthropic-key-0123456789", envVars: []string{"ANTHROPIC_API_KEY"}},
	{name: "ollama", wire: llmtest.OpenAI, id: "llama3.2"},
}

// setup starts v's fake server and the model under test.
func setup(t *testing.T, v vendor) (*llmtest.Server, llm.Model) {
	t.Helper()
	clearEnv(t)
	srv := llmtest.NewServer(t, v.wire)
	m, err := llm.New(v.fullName(), llm.Options{APIKey: v.key, BaseURL: srv.BaseURL(), Timeout: 5 * time.Second})
	if err != nil {
		t.Fatalf("New(%q): %v", v.fullName(), err)
	}
	if got := m.Name(); got != v.fullName() {
		t.Errorf("Name() = %q, want %q", got, v.fullName())
	}
	return srv, m
}

// jsonEqual reports whether two JSON documents are equal as values.
func jsonEqual(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Errorf("not JSON: %v: %s", err, a)
		return false
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Errorf("not JSON: %v: %s", err, b)
		return false
	}
	return reflect.DeepEqual(x, y)
}

// checkKey asserts that the request carried the expected credential.
func checkKey(t *testing.T, v vendor, req llmtest.Request) {
	t.Helper()
	if req.Key != v.key {
		t.Errorf("credential sent = %q, want %q", req.Key, v.key)
	}
}

// tinyPNG returns a valid 2×2 PNG.
func tinyPNG(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 2, 2))
	img.Set(0, 0, color.RGBA{255, 0, 0, 255})
	img.Set(1, 1, color.RGBA{0, 0, 255, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestConformance(t *testing.T) {
	for _, v := range vendors {
		t.Run(v.name, func(t *testing.T) {
			t.Run("Text", func(t *testing.T) { testText(t, v) })
			t.Run("Structured", func(t *testing.T) { testStructured(t, v) })
			t.Run("ToolLoop", func(t *testing.T) { testToolLoop(t, v) })
			t.Run("Errors", func(t *testing.T) { testErrors(t, v) })
			t.Run("NoKey", func(t *testing.T) { testNoKey(t, v) })
			t.Run("Image", func(t *testing.T) { testImage(t, v) })
			t.Run("ToolResultImage", func(t *testing.T) { testToolResultImage(t, v) })
		})
	}
}

// testText: a plain answer, with usage and estimated cost.
func testText(t *testing.T, v vendor) {
	srv, m := setup(t, v)
	srv.Enqueue(llmtest.Reply{Text: "Hello from the fake.", PromptTokens: 1200, CompletionTokens: 345})
	temp := 0.25
	resp, err := m.Generate(context.Background(), llm.Request{
		System:      "You are terse.",
		Messages:    []llm.Message{llm.UserText("Say hello.")},
		MaxTokens:   123,
		Temperature: &temp,
	})
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	if resp.Text != "Hello from the fake." {
		t.Errorf("Text = %q", resp.Text)
	}
	if resp.StopReason != llm.StopEnd {
		t.Errorf("StopReason = %q, want %q", resp.StopReason, llm.StopEnd)
	}
	if resp.Usage.PromptTokens != 1200 || resp.Usage.CompletionTokens != 345 {
		t.Errorf("Usage = %+v, want 1200 prompt / 345 completion tokens", resp.Usage)
	}
	wantCost := llm.EstimateCost(v.fullName(), 1200, 345)
	if v.name == "ollama" {
		if resp.Usage.CostUSD != 0 {
			t.Errorf("local model cost = %v, want 0", resp.Usage.CostUSD)
		}
	} else if resp.Usage.CostUSD <= 0 || resp.Usage.CostUSD != wantCost {
		t.Errorf("CostUSD = %v, want %v (> 0)", resp.Usage.CostUSD, wantCost)
	}

	req := srv.Last()
	checkKey(t, v, req)
	if req.Model != v.id {
		t.Errorf("model on the wire = %q, want %q", req.Model, v.id)
	}
	if req.System != "You are terse." {
		t.Errorf("system prompt on the wire = %q", req.System)
	}
	if got := req.Texts("user"); len(got) != 1 || got[0] != "Say hello." {
		t.Errorf("user texts = %q", got)
	}
	if v.wire == llmtest.OpenAI {
		// The system prompt travels as the first message, not as a user turn.
		if msgs := req.Body["messages"].([]any); msgs[0].(map[string]any)["role"] != "system" {
			t.Errorf("first message = %v, want the system message", msgs[0])
		}
	}
	if req.MaxTokens != 123 {
		t.Errorf("max tokens on the wire = %d, want 123", req.MaxTokens)
	}
	switch {
	case v.wire == llmtest.Anthropic:
		if req.Temperature != nil {
			t.Errorf("temperature sent to anthropic (API 2026-10-21 rejects it): %v", *req.Temperature)
		}
	case req.Temperature == nil || *req.Temperature != temp:
		t.Errorf("temperature on the wire = %v, want %v", req.Temperature, temp)
	}
	if len(req.Tools) != 0 || req.Schema != nil {
		t.Errorf("tools or schema sent without being asked: %+v %+v", req.Tools, req.Schema)
	}
}

// answerSchema is the structured-output schema of the suite.
const answerSchema = `{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector"},"confidence":{"type":"number"}},"required":["selector","confidence"],"additionalProperties":false}`

// testStructured: a Schema yields Response.JSON.
func testStructured(t *testing.T, v vendor) {
	srv, m := setup(t, v)
	srv.Enqueue(llmtest.Reply{JSON: `{"selector":"#login","confidence":0.9}`, PromptTokens: 50, CompletionTokens: 12})
	resp, err := m.Generate(context.Background(), llm.Request{
		Messages: []llm.Message{llm.UserText("Find the login button.")},
		Schema:   &llm.Schema{Name: "locator", Schema: json.RawMessage(answerSchema), Strict: true},
	})
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	if !json.Valid(resp.JSON) {
		t.Fatalf("JSON = %q, not valid JSON", resp.JSON)
	}
	var got struct {
		Selector   string
		Confidence float64
	}
	if err := json.Unmarshal(resp.JSON, &got); err != nil || got.Selector != "#login" || got.Confidence != 0.9 {
		t.Errorf("JSON = %s (%v)", resp.JSON, err)
	}
	if len(resp.ToolCalls) != 0 {
		t.Errorf("structured answer reported as tool calls: %+v", resp.ToolCalls)
	}
	if resp.StopReason != llm.StopEnd {
		t.Errorf("StopReason = %q, want %q", resp.StopReason, llm.StopEnd)
	}

	req := srv.Last()
	if req.Schema == nil {
		t.Fatalf("no structured-output request on the wire: %v", req.Body)
	}
	if !jsonEqual(t, req.Schema.Schema, []byte(answerSchema)) {
		t.Errorf("schema on the wire = %s, want %s", req.Schema.Schema, answerSchema)
	}
	switch v.wire {
	case llmtest.OpenAI:
		if req.Schema.Name != "locator" || !req.Schema.Strict {
			t.Errorf("response_format json_schema name/strict = %q/%v", req.Schema.Name, req.Schema.Strict)
		}
	case llmtest.Anthropic:
		// Claude 4.5 and later: native output_config.format, no forced tool.
		if req.Schema.ForcedTool || req.ToolChoice != "" || len(req.Tools) != 0 {
			t.Errorf("want output_config.format, got forced tool %q, choice %q, tools %+v", req.Schema.Name, req.ToolChoice, req.Tools)
		}
	}
}

// clickSchema is the parameter schema of the suite's click tool.
const clickSchema = `{"type":"object","properties":{"selector":{"type":"string"}},"required":["selector"]}`

// testToolLoop: a tool call, then the result sent back, then text.
func testToolLoop(t *testing.T, v vendor) {
	srv, m := setup(t, v)
	callID := "call_click_1"
	if v.wire == llmtest.Google {
		callID = "" // the Gemini API sends function calls without IDs
	}
	srv.Enqueue(
		llmtest.Reply{Calls: []llmtest.Call{{ID: callID, Name: "click", Args: json.RawMessage(`{"selector":"#go"}`)}}, PromptTokens: 80, CompletionTokens: 20},
		llmtest.Reply{Text: "Clicked it.", PromptTokens: 120, CompletionTokens: 5},
	)
	tools := []llm.Tool{
		{Name: "click", Description: "Click an element.", Parameters: json.RawMessage(clickSchema)},
		{Name: "done", Description: "Finish."},
	}
	req := llm.Request{
		System:     "Drive the browser.",
		Messages:   []llm.Message{llm.UserText("Press Go.")},
		Tools:      tools,
		ToolChoice: llm.ToolChoiceRequired,
	}
	resp, err := m.Generate(context.Background(), req)
	if err != nil {
		t.Fatalf("Generate (turn 1): %v", err)
	}
	if len(resp.ToolCalls) != 1 {
		t.Fatalf("ToolCalls = %+v, want one", resp.ToolCalls)
	}
	call := resp.ToolCalls[0]
	if call.Name != "click" || !jsonEqual(t, call.Args, []byte(`{"selector":"#go"}`)) {
		t.Errorf("tool call = %s(%s)", call.Name, call.Args)
	}
	if call.ID == "" {
		t.Errorf("tool call without ID")
	}
	if resp.StopReason != llm.StopToolCalls {
		t.Errorf("StopReason = %q, want %q", resp.StopReason, llm.StopToolCalls)
	}

	first := srv.Last()
	if len(first.Tools) != 2 {
		t.Fatalf("tools on the wire = %+v", first.Tools)
	}
	if first.Tools[0].Name != "click" || first.Tools[0].Description != "Click an element." || !jsonEqual(t, first.Tools[0].Parameters, []byte(clickSchema)) {
		t.Errorf("click tool on the wire = %+v", first.Tools[0])
	}
	if first.Tools[1].Name != "done" {
		t.Errorf("second tool = %+v", first.Tools[1])
	}
	if first.ToolChoice != "required" {
		t.Errorf("tool choice on the wire = %q, want required", first.ToolChoice)
	}

	// Turn 2: the assistant's call and its result go back.
	req.Messages = append(req.Messages, resp.Message(), llm.ToolResult(call.ID, llm.Text("clicked #go")))
	req.ToolChoice = ""
	resp2, err := m.Generate(context.Background(), req)
	if err != nil {
		t.Fatalf("Generate (turn 2): %v", err)
	}
	if resp2.Text != "Clicked it." || len(resp2.ToolCalls) != 0 {
		t.Errorf("turn 2 = %q %+v", resp2.Text, resp2.ToolCalls)
	}
	second := srv.Last()
	calls := second.Calls()
	if len(calls) != 1 || calls[0].Name != "click" || calls[0].ID != callID || !jsonEqual(t, calls[0].Args, []byte(`{"selector":"#go"}`)) {
		t.Errorf("assistant tool call sent back = %+v, want click #go with ID %q", calls, callID)
	}
	results := second.Results()
	if len(results) != 1 || results[0].CallID != callID || results[0].Text != "clicked #go" {
		t.Errorf("tool result sent back = %+v, want %q for call %q", results, "clicked #go", callID)
	}
	if v.wire == llmtest.Google {
		if results[0].Name != "click" {
			t.Errorf("functionResponse name = %q, want click", results[0].Name)
		}
		if string(calls[0].Signature) != "sig-click" {
			t.Errorf("thought signature sent back = %q, want sig-click", calls[0].Signature)
		}
	}
	if second.ToolChoice != "auto" {
		t.Errorf("tool choice on turn 2 = %q, want auto", second.ToolChoice)
	}
	// The conversation order is user, assistant, then the result.
	var roles []string
	for _, turn := range second.Turns {
		roles = append(roles, turn.Role)
	}
	wantRoles := []string{"user", "assistant", "user"}
	if v.wire == llmtest.OpenAI {
		wantRoles = []string{"user", "assistant", "tool"}
	}
	if !reflect.DeepEqual(roles, wantRoles) {
		t.Errorf("turn roles = %v, want %v", roles, wantRoles)
	}
}

// testErrors: HTTP failures map onto the sentinels and never leak the key.
func testErrors(t *testing.T, v vendor) {
	cases := []struct {
		status int
		want   error
		retry  time.Duration
	}{
		{401, llm.ErrAuth, 0},
		{403, llm.ErrAuth, 0},
		{429, llm.ErrRateLimited, 7 * time.Second},
		{500, llm.ErrUnavailable, 0},
		{503, llm.ErrUnavailable, 0},
		{400, llm.ErrBadRequest, 0},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.want.Error(), " ", "_")+"_"+strconv.Itoa(c.status), func(t *testing.T) {
			srv, m := setup(t, v)
			msg := "Incorrect API key provided: " + v.key + ". Bearer " + v.key
			if v.key == "" {
				msg = "something failed"
			}
			srv.Enqueue(llmtest.Reply{Status: c.status, Message: msg, RetryAfter: c.retry})
			_, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
			if err == nil {
				t.Fatal("Generate succeeded, want an error")
			}
			if !errors.Is(err, c.want) {
				t.Fatalf("error %q does not wrap %q", err, c.want)
			}
			s := err.Error()
			if v.key != "" && strings.Contains(s, v.key) {
				t.Errorf("error contains the API key: %s", s)
			}
			if !strings.Contains(s, v.name) || !strings.Contains(s, v.id) {
				t.Errorf("error %q does not name vendor %q and model %q", s, v.name, v.id)
			}
			var apiErr *llm.APIError
			if !errors.As(err, &apiErr) || apiErr.StatusCode != c.status {
				t.Errorf("errors.As(*APIError) = %+v, want status %d", apiErr, c.status)
			}
			if c.want == llm.ErrRateLimited {
				var rl *llm.RateLimitError
				if !errors.As(err, &rl) {
					t.Fatalf("error %T is not a *RateLimitError", err)
				}
				if rl.RetryAfter != c.retry {
					t.Errorf("RetryAfter = %v, want %v", rl.RetryAfter, c.retry)
				}
			}
			if n := len(srv.Requests()); n != 1 {
				t.Errorf("%d requests sent, want 1 (retries are off by default)", n)
			}
		})
	}
}

// testNoKey: without a key New fails with ErrNoKey naming the variable.
func testNoKey(t *testing.T, v vendor) {
	clearEnv(t)
	m, err := llm.New(v.fullName(), llm.Options{BaseURL: "http://127.0.0.1:9/"})
	if len(v.envVars) == 0 {
		if err != nil {
			t.Fatalf("New without a key for keyless %s: %v", v.name, err)
		}
		if m == nil {
			t.Fatal("nil model")
		}
		return
	}
	if !errors.Is(err, llm.ErrNoKey) {
		t.Fatalf("New without a key: %v, want ErrNoKey", err)
	}
	for _, ev := range v.envVars {
		if !strings.Contains(err.Error(), ev) {
			t.Errorf("error %q does not name %s", err, ev)
		}
	}
	// The key in the environment is found.
	t.Setenv(v.envVars[len(v.envVars)-1], "from-env")
	if _, err := llm.New(v.fullName(), llm.Options{BaseURL: "http://127.0.0.1:9/"}); err != nil {
		t.Errorf("New with %s set: %v", v.envVars[len(v.envVars)-1], err)
	}
}

// testImage: an image part arrives in the vendor's image format.
func testImage(t *testing.T, v vendor) {
	srv, m := setup(t, v)
	pic := tinyPNG(t)
	srv.Enqueue(llmtest.Reply{Text: "A red and a blue pixel."})
	_, err := m.Generate(context.Background(), llm.Request{
		Messages: []llm.Message{llm.UserMessage(llm.Text("What is this?"), llm.PNG(pic))},
	})
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	req := srv.Last()
	imgs := req.Images()
	if len(imgs) != 1 {
		t.Fatalf("images on the wire = %d, want 1", len(imgs))
	}
	if imgs[0].MIMEType != "image/png" || !bytes.Equal(imgs[0].Data, pic) {
		t.Errorf("image on the wire = %s, %d bytes; want image/png, %d bytes", imgs[0].MIMEType, len(imgs[0].Data), len(pic))
	}
	if _, err := png.Decode(bytes.NewReader(imgs[0].Data)); err != nil {
		t.Errorf("image on the wire does not decode as PNG: %v", err)
	}
	if got := req.Texts("user"); len(got) != 1 || got[0] != "What is this?" {
		t.Errorf("user texts = %q", got)
	}
}

// testToolResultImage: a screenshot returned by a tool reaches the model.
func testToolResultImage(t *testing.T, v vendor) {
	srv, m := setup(t, v)
	pic := tinyPNG(t)
	srv.Enqueue(llmtest.Reply{Text: "I see it."})
	_, err := m.Generate(context.Background(), llm.Request{
		Messages: []llm.Message{
			llm.UserText("Take a screenshot."),
			{Role: llm.RoleAssistant, ToolCalls: []llm.ToolCall{{ID: "call_shot", Name: "screenshot"}}},
			llm.ToolResult("call_shot", llm.Text("here"), llm.PNG(pic)),
		},
		Tools: []llm.Tool{{Name: "screenshot", Description: "Capture the page."}},
	})
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	req := srv.Last()
	var got []llmtest.Image
	for _, r := range req.Results() {
		got = append(got, r.Images...)
	}
	got = append(got, req.Images()...)
	if len(got) != 1 || !bytes.Equal(got[0].Data, pic) {
		t.Errorf("screenshot on the wire: %d images", len(got))
	}
	if res := req.Results(); len(res) != 1 || res[0].Text != "here" {
		t.Errorf("tool result = %+v", res)
	}
}
