package llm_test

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// TestModelWithoutProviderSuggestsOne: a model named without its
// provider, or with one Reprise does not know, is answered with the model
// string likely meant, in words (no "llm:" prefix).
func TestModelWithoutProviderSuggestsOne(t *testing.T) {
	for in, want := range map[string]string{
		"gpt-4o":                  `model "gpt-4o" has no provider: did you mean openai/gpt-4o?`,
		"o3-mini":                 `model "o3-mini" has no provider: did you mean openai/o3-mini?`,
		"claude-sonnet-4-5":       `model "claude-sonnet-4-5" has no provider: did you mean anthropic/claude-sonnet-4-5?`,
		"gemini-2.5-flash":        `model "gemini-2.5-flash" has no provider: did you mean google/gemini-2.5-flash?`,
		"qwen3":                   `model "qwen3" has no provider: did you mean ollama/qwen3 or openai-compatible/qwen3?`,
		"gemini/gemini-2.5-flash": `model "gemini/gemini-2.5-flash": unknown provider "gemini": did you mean google/gemini-2.5-flash?`,
		"mystery":                 `model "mystery" has no provider: write provider/model, e.g. openai/gpt-4.1-mini (providers: openai, google, anthropic, ollama, openai-compatible)`,
		"nope/x":                  `model "nope/x": unknown provider "nope" (known: openai, google, anthropic, ollama, openai-compatible)`,
	} {
		_, _, err := llm.ParseModel(in)
		var me *llm.ModelNameError
		if !errors.As(err, &me) || err.Error() != want {
			t.Errorf("ParseModel(%q) = %v\nwant %s", in, err, want)
		}
	}
}

func TestParseModel(t *testing.T) {
	cases := []struct {
		in, provider, model string
		err                 error // nil, ErrUnknownProvider, or errMalformed
	}{
		{"openai/gpt-4.1-mini", "openai", "gpt-4.1-mini", nil},
		{"google/gemini-2.5-flash", "google", "gemini-2.5-flash", nil},
		{"anthropic/claude-sonnet-4-5", "anthropic", "claude-sonnet-4-5", nil},
		{"ollama/llama3.2:3b", "ollama", "llama3.2:3b", nil},
		{"openai-compatible/meta-llama/Llama-3.1-8B-Instruct", "openai-compatible", "meta-llama/Llama-3.1-8B-Instruct", nil},
		{" OpenAI/gpt-4o ", "openai", "gpt-4o", nil},
		{"nope/x", "", "", llm.ErrUnknownProvider},
		{"gpt-4o", "", "", errMalformed},
		{"openai/", "", "", errMalformed},
		{"/gpt-4o", "", "", errMalformed},
		{"", "", "", errMalformed},
	}
	for _, c := range cases {
		p, m, err := llm.ParseModel(c.in)
		switch {
		case c.err == nil && err != nil:
			t.Errorf("ParseModel(%q): %v", c.in, err)
		case c.err == errMalformed && (err == nil || errors.Is(err, llm.ErrUnknownProvider)):
			t.Errorf("ParseModel(%q) err = %v, want a malformed-string error", c.in, err)
		case c.err == llm.ErrUnknownProvider && !errors.Is(err, llm.ErrUnknownProvider):
			t.Errorf("ParseModel(%q) err = %v, want ErrUnknownProvider", c.in, err)
		}
		if p != c.provider || m != c.model {
			t.Errorf("ParseModel(%q) = %q, %q; want %q, %q", c.in, p, m, c.provider, c.model)
		}
	}
}

// errMalformed marks cases that must fail without being ErrUnknownProvider.
var errMalformed = errors.New("malformed")

func TestNewUnknownProvider(t *testing.T) {
	clearEnv(t)
	_, err := llm.New("nope/x", llm.Options{APIKey: "k"})
	if !errors.Is(err, llm.ErrUnknownProvider) {
		t.Fatalf("New(nope/x) = %v, want ErrUnknownProvider", err)
	}
	if !strings.Contains(err.Error(), "nope") {
		t.Errorf("error %q does not name the provider", err)
	}
}

func TestOpenAICompatible(t *testing.T) {
	clearEnv(t)
	t.Setenv("OPENAI_API_KEY", "sk-real-openai-key-must-not-leak-0000")
	if _, err := llm.New("openai-compatible/qwen2.5", llm.Options{}); err == nil || !strings.Contains(err.Error(), "set the Base URL (--model-url, or Settings → Models)") {
		t.Fatalf("New without BaseURL = %v, want an error asking for a base URL", err)
	}
	srv := llmtest.NewServer(t, llmtest.OpenAI)
	m, err := llm.New("openai-compatible/qwen2.5-7b-instruct", llm.Options{BaseURL: srv.BaseURL()})
	if err != nil {
		t.Fatal(err)
	}
	srv.Enqueue(llmtest.Reply{Text: "hi", PromptTokens: 10, CompletionTokens: 2})
	resp, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hello")}, MaxTokens: 50})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Text != "hi" || resp.Usage.CostUSD != 0 || resp.Usage.PromptTokens != 10 {
		t.Errorf("resp = %+v", resp)
	}
	req := srv.Last()
	if req.Key != "" || req.Header.Get("Authorization") != "" {
		t.Errorf("credential sent to a third-party server: %q", req.Header.Get("Authorization"))
	}
	if req.Model != "qwen2.5-7b-instruct" {
		t.Errorf("model = %q", req.Model)
	}
	// Local servers get the widely supported max_tokens field.
	if _, ok := req.Body["max_tokens"]; !ok {
		t.Errorf("max_tokens missing: %v", req.Body)
	}
}

// TestEnvironmentIgnored poisons every variable the SDKs read and checks
// that requests still go where Options say, with Options' key, and that no
// OpenAI key reaches a local server.
func TestEnvironmentIgnored(t *testing.T) {
	for _, v := range vendors {
		t.Run(v.name, func(t *testing.T) {
			clearEnv(t)
			dead := "http://127.0.0.1:1/"
			poison := map[string]string{
				"OPENAI_API_KEY": "sk-poison-openai-000000", "OPENAI_BASE_URL": dead,
				"OPENAI_ORG_ID": "org-poison", "OPENAI_PROJECT_ID": "proj-poison",
				"OPENAI_CUSTOM_HEADERS": "X-Poison: openai",
				"GEMINI_API_KEY":        "poison-gemini", "GOOGLE_API_KEY": "poison-google",
				"GOOGLE_GENAI_USE_VERTEXAI": "true", "GOOGLE_CLOUD_PROJECT": "poison", "GOOGLE_CLOUD_LOCATION": "us-central1",
				"GOOGLE_GEMINI_BASE_URL": dead,
				"ANTHROPIC_API_KEY":      "poison-anthropic", "ANTHROPIC_AUTH_TOKEN": "poison-token",
				"ANTHROPIC_BASE_URL": dead, "ANTHROPIC_CUSTOM_HEADERS": "X-Poison: anthropic",
			}
			for k, val := range poison {
				t.Setenv(k, val)
			}
			srv := llmtest.NewServer(t, v.wire)
			m, err := llm.New(v.fullName(), llm.Options{APIKey: v.key, BaseURL: srv.BaseURL()})
			if err != nil {
				t.Fatal(err)
			}
			srv.Enqueue(llmtest.Reply{Text: "ok"})
			if _, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}}); err != nil {
				t.Fatalf("Generate: %v", err)
			}
			req := srv.Last()
			checkKey(t, v, req)
			for name, vals := range req.Header {
				for _, val := range vals {
					if strings.Contains(strings.ToLower(name+": "+val), "poison") {
						t.Errorf("header %s: %q comes from the environment", name, val)
					}
				}
			}
		})
	}
}

func TestKeyPrecedence(t *testing.T) {
	clearEnv(t)
	srv := llmtest.NewServer(t, llmtest.Anthropic)
	t.Setenv("ANTHROPIC_API_KEY", "from-env")
	var asked []string
	source := func(provider string) (string, error) {
		asked = append(asked, provider)
		return "from-keychain", nil
	}
	run := func(o llm.Options) string {
		t.Helper()
		o.BaseURL = srv.BaseURL()
		m, err := llm.New("anthropic/claude-haiku-4-5", o)
		if err != nil {
			t.Fatal(err)
		}
		srv.Enqueue(llmtest.Reply{Text: "ok"})
		if _, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}}); err != nil {
			t.Fatal(err)
		}
		return srv.Last().Key
	}
	if got := run(llm.Options{APIKey: "explicit", KeySource: source}); got != "explicit" {
		t.Errorf("APIKey and KeySource: key %q, want explicit", got)
	}
	if got := run(llm.Options{KeySource: source}); got != "from-keychain" {
		t.Errorf("KeySource: key %q, want from-keychain", got)
	}
	if len(asked) != 1 || asked[0] != "anthropic" {
		t.Errorf("KeySource asked for %q, want [anthropic]", asked)
	}
	empty := func(string) (string, error) { return "", nil }
	if got := run(llm.Options{KeySource: empty}); got != "from-env" {
		t.Errorf("empty KeySource: key %q, want from-env", got)
	}

	failing := func(string) (string, error) {
		return "", errors.New("keychain locked; last key sk-ant-leaked-1234567890")
	}
	_, err := llm.New("anthropic/claude-haiku-4-5", llm.Options{KeySource: failing})
	if err == nil || !strings.Contains(err.Error(), "keychain locked") || strings.Contains(err.Error(), "sk-ant-leaked") {
		t.Errorf("failing KeySource: err = %v", err)
	}
}

func TestGoogleInvalidKeyIsAuth(t *testing.T) {
	// Gemini answers a wrong key with 400 INVALID_ARGUMENT, reason
	// API_KEY_INVALID, not 401.
	v := vendors[1]
	srv, m := setup(t, v)
	srv.Enqueue(llmtest.Reply{Status: 400, Message: "API key not valid. Please pass a valid API key.", Reason: "API_KEY_INVALID"})
	_, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
	if !errors.Is(err, llm.ErrAuth) {
		t.Fatalf("err = %v, want ErrAuth", err)
	}
	// Any other 400 stays a bad request.
	srv.Enqueue(llmtest.Reply{Status: 400, Message: "Invalid JSON payload received."})
	_, err = m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
	if !errors.Is(err, llm.ErrBadRequest) {
		t.Fatalf("err = %v, want ErrBadRequest", err)
	}
}

func TestAnthropicOverloadedIsUnavailable(t *testing.T) {
	srv, m := setup(t, vendors[2])
	srv.Enqueue(llmtest.Reply{Status: 529, Message: "Overloaded"})
	_, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
	if !errors.Is(err, llm.ErrUnavailable) {
		t.Fatalf("err = %v, want ErrUnavailable", err)
	}
}

func TestRetries(t *testing.T) {
	// Google is left out: genai's retry delay starts at one second.
	for _, v := range []vendor{vendors[0], vendors[2]} {
		t.Run(v.name, func(t *testing.T) {
			clearEnv(t)
			srv := llmtest.NewServer(t, v.wire)
			m, err := llm.New(v.fullName(), llm.Options{APIKey: v.key, BaseURL: srv.BaseURL(), MaxRetries: 1})
			if err != nil {
				t.Fatal(err)
			}
			fast := http.Header{"Retry-After-Ms": {"5"}}
			srv.Enqueue(llmtest.Reply{Status: 503, Message: "busy", Header: fast}, llmtest.Reply{Text: "second try"})
			resp, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
			if err != nil || resp.Text != "second try" {
				t.Fatalf("Generate = %v, %v; want the retried answer", resp, err)
			}
			if n := len(srv.Requests()); n != 2 {
				t.Errorf("%d requests, want 2", n)
			}
		})
	}
}

func TestTimeout(t *testing.T) {
	for _, v := range vendors {
		t.Run(v.name, func(t *testing.T) {
			clearEnv(t)
			srv := llmtest.NewServer(t, v.wire)
			m, err := llm.New(v.fullName(), llm.Options{APIKey: v.key, BaseURL: srv.BaseURL(), Timeout: 50 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			srv.Enqueue(llmtest.Reply{Text: "late", Delay: 2 * time.Second})
			start := time.Now()
			_, err = m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
			if !errors.Is(err, llm.ErrTimeout) || !strings.Contains(err.Error(), "did not answer within 50 ms: its server at "+srv.BaseURL()) {
				t.Fatalf("err = %v, want ErrTimeout saying the model did not answer within 50 ms", err)
			}
			if d := time.Since(start); d > time.Second {
				t.Errorf("Generate returned after %v", d)
			}
		})
	}
}

func TestRequestValidation(t *testing.T) {
	srv, m := setup(t, vendors[0])
	_, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{{Role: llm.RoleTool, Parts: []llm.Part{llm.Text("x")}}}})
	if !errors.Is(err, llm.ErrBadRequest) {
		t.Errorf("tool message without ID: %v, want ErrBadRequest", err)
	}
	_, err = m.Generate(context.Background(), llm.Request{
		Messages: []llm.Message{llm.UserText("x")},
		Tools:    []llm.Tool{{Name: "t", Parameters: json.RawMessage(`[1,2]`)}},
	})
	if !errors.Is(err, llm.ErrBadRequest) {
		t.Errorf("tool schema that is not an object: %v, want ErrBadRequest", err)
	}
	if n := len(srv.Requests()); n != 0 {
		t.Errorf("%d invalid requests reached the server", n)
	}
}

func TestInvalidStructuredAnswer(t *testing.T) {
	for _, v := range []vendor{vendors[0], vendors[1]} {
		t.Run(v.name, func(t *testing.T) {
			srv, m := setup(t, v)
			srv.Enqueue(llmtest.Reply{Text: "Sure! Here is the JSON: {"})
			_, err := m.Generate(context.Background(), llm.Request{
				Messages: []llm.Message{llm.UserText("x")},
				Schema:   &llm.Schema{Name: "locator", Schema: json.RawMessage(answerSchema)},
			})
			if !errors.Is(err, llm.ErrInvalidResponse) {
				t.Errorf("err = %v, want ErrInvalidResponse", err)
			}
		})
	}
}

func TestPriceFor(t *testing.T) {
	cases := []struct {
		model string
		ok    bool
		in    float64
	}{
		{"openai/gpt-4.1-mini", true, 0.40},
		{"openai/gpt-4.1-mini-2025-04-14", true, 0.40},
		{"anthropic/claude-haiku-4-5-20251001", true, 1.00},
		{"google/gemini-2.5-flash", true, 0.30},
		{"anthropic/claude-sonnet-4-7", false, 0}, // not a snapshot of claude-sonnet-4
		{"openai/gpt-99", false, 0},
		{"ollama/llama3.2", true, 0},
		{"openai-compatible/x", true, 0},
		{"nope/x", false, 0},
	}
	for _, c := range cases {
		p, ok := llm.PriceFor(c.model)
		if ok != c.ok || p.InputPerM != c.in {
			t.Errorf("PriceFor(%q) = %+v, %v; want input %v, %v", c.model, p, ok, c.in, c.ok)
		}
	}
	got := llm.EstimateCost("openai/gpt-4.1-mini", 1_000_000, 500_000)
	if math.Abs(got-(0.40+0.80)) > 1e-9 {
		t.Errorf("EstimateCost = %v, want 1.20", got)
	}
	if got := llm.EstimateCost("openai/unknown-model", 1000, 1000); got != 0 {
		t.Errorf("unknown model cost = %v, want 0", got)
	}
}

func TestCounter(t *testing.T) {
	srv, m := setup(t, vendors[0])
	c := llm.Count(m)
	if c.Calls() != 0 || c.Usage() != (llm.Usage{}) {
		t.Fatalf("fresh counter = %d calls, %+v", c.Calls(), c.Usage())
	}
	if c.Name() != m.Name() {
		t.Errorf("Name = %q", c.Name())
	}
	var wg sync.WaitGroup
	for range 4 {
		srv.Enqueue(llmtest.Reply{Text: "ok", PromptTokens: 100, CompletionTokens: 10})
	}
	srv.Enqueue(llmtest.Reply{Status: 500, Message: "boom"})
	for range 5 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _ = c.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
		}()
	}
	wg.Wait()
	if c.Calls() != 5 || c.Failed() != 1 {
		t.Errorf("Calls = %d, Failed = %d; want 5, 1", c.Calls(), c.Failed())
	}
	u := c.Usage()
	if u.PromptTokens != 400 || u.CompletionTokens != 40 || u.CostUSD <= 0 {
		t.Errorf("Usage = %+v", u)
	}
	c.Reset()
	if c.Calls() != 0 {
		t.Errorf("after Reset: %d calls", c.Calls())
	}
	var _ llm.Model = c
}

func TestResponseMessage(t *testing.T) {
	r := &llm.Response{JSON: json.RawMessage(`{"a":1}`)}
	m := r.Message()
	if m.Role != llm.RoleAssistant || len(m.Parts) != 1 || m.Parts[0].Text != `{"a":1}` {
		t.Errorf("Message() = %+v", m)
	}
}

func TestAnthropicLegacyStructuredUsesForcedTool(t *testing.T) {
	clearEnv(t)
	srv := llmtest.NewServer(t, llmtest.Anthropic)
	for _, id := range []string{"claude-sonnet-4-20250514", "claude-3-5-haiku-20241022", "claude-opus-4-1"} {
		m, err := llm.New("anthropic/"+id, llm.Options{APIKey: "k", BaseURL: srv.BaseURL()})
		if err != nil {
			t.Fatal(err)
		}
		srv.Enqueue(llmtest.Reply{JSON: `{"selector":"#x","confidence":0.5}`})
		resp, err := m.Generate(context.Background(), llm.Request{
			Messages: []llm.Message{llm.UserText("find it")},
			Schema:   &llm.Schema{Name: "locator", Schema: json.RawMessage(answerSchema)},
		})
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		req := srv.Last()
		if req.Schema == nil || !req.Schema.ForcedTool || req.Schema.Name != "locator" || req.ToolChoice != "locator" {
			t.Errorf("%s: want a tool call forced to locator, got %+v choice %q", id, req.Schema, req.ToolChoice)
		} else if !jsonEqual(t, req.Schema.Schema, []byte(answerSchema)) {
			t.Errorf("%s: forced tool schema = %s", id, req.Schema.Schema)
		}
		if !jsonEqual(t, resp.JSON, []byte(`{"selector":"#x","confidence":0.5}`)) || len(resp.ToolCalls) != 0 || resp.StopReason != llm.StopEnd {
			t.Errorf("%s: resp = %+v", id, resp)
		}
	}
	// With real tools next to the schema, the model must call some tool.
	m, _ := llm.New("anthropic/claude-sonnet-4", llm.Options{APIKey: "k", BaseURL: srv.BaseURL()})
	srv.Enqueue(llmtest.Reply{Calls: []llmtest.Call{{ID: "toolu_1", Name: "click", Args: json.RawMessage(`{"selector":"#a"}`)}}})
	resp, err := m.Generate(context.Background(), llm.Request{
		Messages: []llm.Message{llm.UserText("go")},
		Tools:    []llm.Tool{{Name: "click", Parameters: json.RawMessage(clickSchema)}},
		Schema:   &llm.Schema{Name: "locator", Schema: json.RawMessage(answerSchema)},
	})
	if err != nil {
		t.Fatal(err)
	}
	if req := srv.Last(); req.ToolChoice != "required" || len(req.Tools) != 2 {
		t.Errorf("tools+schema: choice %q, %d tools; want required, 2", req.ToolChoice, len(req.Tools))
	}
	if len(resp.ToolCalls) != 1 || resp.JSON != nil {
		t.Errorf("tools+schema resp = %+v", resp)
	}
}

func TestAnthropicThinkingRoundTrip(t *testing.T) {
	srv, m := setup(t, vendors[2])
	srv.Enqueue(
		llmtest.Reply{Thinking: "I should click Go.", Calls: []llmtest.Call{{ID: "toolu_9", Name: "click", Args: json.RawMessage(`{"selector":"#go"}`)}}},
		llmtest.Reply{Text: "Done."},
	)
	req := llm.Request{
		Messages: []llm.Message{llm.UserText("Press Go.")},
		Tools:    []llm.Tool{{Name: "click", Parameters: json.RawMessage(clickSchema)}},
	}
	resp, err := m.Generate(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Thoughts) != 1 || resp.Thoughts[0].Text != "I should click Go." || resp.Thoughts[0].Signature == "" {
		t.Fatalf("Thoughts = %+v", resp.Thoughts)
	}
	if resp.Text != "" {
		t.Errorf("thinking leaked into Text: %q", resp.Text)
	}
	req.Messages = append(req.Messages, resp.Message(), llm.ToolResult("toolu_9", llm.Text("ok")))
	if _, err := m.Generate(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	turns := srv.Last().Turns
	if len(turns) != 3 || len(turns[1].Thoughts) != 1 || turns[1].Thoughts[0].Signature != "sig-I should click Go." {
		t.Errorf("thinking block not sent back first and unchanged: %+v", turns)
	}
}
