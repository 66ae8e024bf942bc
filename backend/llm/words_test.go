package llm_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// TestFailuresReadInWords checks what a person reads when a model's
// server fails: the model's name and what happened, with no Go or SDK
// wording, and where a refused key came from.
func TestFailuresReadInWords(t *testing.T) {
	ask := func(m llm.Model) error {
		_, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
		return err
	}
	for _, v := range vendors {
		if len(v.envVars) == 0 {
			continue // keyless
		}
		t.Run(v.name+"/refused key", func(t *testing.T) {
			clearEnv(t)
			srv := llmtest.NewServer(t, v.wire)
			t.Setenv(v.envVars[0], v.key)
			m, err := llm.New(v.fullName(), llm.Options{BaseURL: srv.BaseURL()})
			if err != nil {
				t.Fatal(err)
			}
			srv.Enqueue(llmtest.Reply{Status: 401, Message: "Incorrect API key provided."})
			err = ask(m)
			want := fmt.Sprintf("%s refused the API key (HTTP 401): Incorrect API key provided; the key came from %s", v.fullName(), v.envVars[0])
			if !errors.Is(err, llm.ErrAuth) || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("err = %v\nwant it to start %q", err, want)
			}
		})
	}
	t.Run("nothing answers", func(t *testing.T) {
		clearEnv(t)
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := l.Addr().String()
		l.Close()
		m, err := llm.New("openai-compatible/local", llm.Options{BaseURL: "http://" + addr + "/v1"})
		if err != nil {
			t.Fatal(err)
		}
		err = ask(m)
		want := "openai-compatible/local: its server could not be reached: nothing answers at http://" + addr + "/v1 (connection refused): check the Base URL (--model-url, or Settings → Models), or start the local model server"
		if !errors.Is(err, llm.ErrUnavailable) || err.Error() != want {
			t.Errorf("err = %v\nwant %q", err, want)
		}
		// Nothing answers: the address is wrong or the server is down,
		// which no wait mends.
		if !errors.Is(err, llm.ErrUnreachable) || !llm.NamesModel(err) {
			t.Errorf("err = %v: want ErrUnreachable, naming the model", err)
		}
	})
	t.Run("a cut-off answer", func(t *testing.T) {
		clearEnv(t)
		srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"id": "x", "choices": [{"mess`)
		})}
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		go srv.Serve(l)
		t.Cleanup(func() { srv.Close() })
		m, err := llm.New("openai-compatible/local", llm.Options{BaseURL: "http://" + l.Addr().String() + "/v1"})
		if err != nil {
			t.Fatal(err)
		}
		err = ask(m)
		want := "openai-compatible/local gave an answer Reprise cannot use: its server sent an answer that is cut off or is not JSON"
		if !errors.Is(err, llm.ErrInvalidResponse) || err.Error() != want {
			t.Errorf("err = %v\nwant %q", err, want)
		}
		if errors.Is(err, llm.ErrUnreachable) {
			t.Errorf("a server that answered is said to be unreachable: %v", err)
		}
	})
	t.Run("an empty structured answer", func(t *testing.T) {
		srv, m := setup(t, vendors[0])
		srv.Enqueue(llmtest.Reply{Text: ""})
		_, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")},
			Schema: &llm.Schema{Name: "answer", Schema: []byte(`{"type":"object"}`)}})
		want := "openai/gpt-4.1-mini gave an answer Reprise cannot use: it answered nothing"
		if !errors.Is(err, llm.ErrInvalidResponse) || err == nil || err.Error() != want {
			t.Errorf("err = %v\nwant %q", err, want)
		}
	})
}

// TestRetriesSayWhatTheyDo checks that a retried request is reported
// before each new try, that the final error counts the tries, and that a
// wait longer than MaxRetryWait is not sat through.
func TestRetriesSayWhatTheyDo(t *testing.T) {
	for _, v := range vendors[:3] {
		t.Run(v.name, func(t *testing.T) {
			clearEnv(t)
			srv := llmtest.NewServer(t, v.wire)
			var retries []llm.Retry
			m, err := llm.New(v.fullName(), llm.Options{APIKey: v.key, BaseURL: srv.BaseURL(), MaxRetries: 2,
				OnRetry: func(r llm.Retry) { retries = append(retries, r) }})
			if err != nil {
				t.Fatal(err)
			}
			busy := llmtest.Reply{Status: 429, Message: "Rate limit reached", RetryAfter: 10 * time.Millisecond}
			srv.Enqueue(busy, busy, busy)
			_, err = m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
			if !errors.Is(err, llm.ErrRateLimited) || !strings.Contains(err.Error(), "is limiting how often it may be asked (HTTP 429): Rate limit reached (asked 3 times)") {
				t.Errorf("err = %v", err)
			}
			if len(retries) != 2 || retries[0].Next != 2 || retries[1].Next != 3 || retries[1].Of != 3 || retries[0].Model != v.fullName() {
				t.Errorf("retries reported: %+v", retries)
			}

			// A long wait asked for is not made: one request, and the error says how long.
			retries = nil
			srv.Enqueue(llmtest.Reply{Status: 429, Message: "Rate limit reached", RetryAfter: 50 * time.Second})
			n := len(srv.Requests())
			start := time.Now()
			_, err = m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("returned after %v", d)
			}
			if !errors.Is(err, llm.ErrRateLimited) || !strings.Contains(err.Error(), "it asks to wait 50 s before the next try") || strings.Contains(err.Error(), "asked 2 times") {
				t.Errorf("err = %v", err)
			}
			if got := len(srv.Requests()) - n; got != 1 || len(retries) != 0 {
				t.Errorf("%d requests and %d retries for a 50 s wait, want 1 and 0", got, len(retries))
			}
		})
	}
}

// TestEmptyAssistantTurnHasContent: OpenAI requires an assistant message's
// content unless it has tool calls, so an empty answer sent back in the
// conversation is an empty string, not a message with neither.
func TestEmptyAssistantTurnHasContent(t *testing.T) {
	srv, m := setup(t, vendors[0])
	srv.Enqueue(llmtest.Reply{Text: "ok"})
	_, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{
		llm.UserText("hi"), {Role: llm.RoleAssistant}, llm.UserText("again")}})
	if err != nil {
		t.Fatal(err)
	}
	msgs, _ := srv.Last().Body["messages"].([]any)
	if len(msgs) != 3 {
		t.Fatalf("messages sent: %v", msgs)
	}
	a, _ := msgs[1].(map[string]any)
	if c, ok := a["content"]; !ok || c != "" {
		t.Errorf("the empty assistant turn was sent as %v", a)
	}
}
