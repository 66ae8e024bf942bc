package llm_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// wrongVendors are the wire formats a wrong base URL is tried with: the
// three SDKs each report a web page in their own terms.
var wrongVendors = []struct{ model, key string }{
	{"openai-compatible/qwen3", ""},
	{"anthropic/claude-haiku-4-5", "test-anthropic-key-0123456789"},
	{"google/gemini-2.5-flash", "test-google-key-0123456789"},
}

// site is a loopback web server (not a model API) that counts the
// requests it gets.
func site(t *testing.T, h http.HandlerFunc) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		h(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, &n
}

// TestBaseURLThatIsNotAModelAPI: a base URL that leads to a web page, a
// proxy's sign-in page or a path with no model API says so, naming the
// model and the base URL (never a key put in it), says to check the Base
// URL where it is set, and is not asked again.
func TestBaseURLThatIsNotAModelAPI(t *testing.T) {
	cases := []struct {
		name    string
		handler http.HandlerFunc
		says    string // after "the server at URL"
	}{
		{"a web page", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, "<!doctype html><html><body>Welcome to our shop</body></html>")
		}, " answered with a web page, not a model API: check the Base URL (--model-url, or Settings → Models)"},
		{"a proxy's sign-in page after a redirect", func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/login" {
				http.Redirect(w, r, "/login", http.StatusFound)
				return
			}
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprint(w, "<html><form>Sign in</form></html>")
		}, " answered with a web page, not a model API: check the Base URL"},
		{"a site's not-found page", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprint(w, "<html><h1>Not found</h1></html>")
		}, " answered with a web page (HTTP 404 Not Found), not a model API: check the Base URL"},
		{"method not allowed", func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "Method Not Allowed", http.StatusMethodNotAllowed)
		}, " answered HTTP 405 (Method Not Allowed): it is not a model API, or not at that path: check the Base URL"},
		{"no chat completions path", func(w http.ResponseWriter, r *http.Request) {
			http.NotFound(w, r)
		}, " answered HTTP 404 (Not Found): it is not a model API, or not at that path: check the Base URL"},
		{"a JSON 404 that is no model API's error", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprint(w, `{"detail":"Not Found"}`)
		}, " answered HTTP 404 (Not Found): it is not a model API, or not at that path: check the Base URL"},
	}
	for _, tc := range cases {
		for _, v := range wrongVendors {
			t.Run(tc.name+"/"+v.model, func(t *testing.T) {
				clearEnv(t)
				srv, n := site(t, tc.handler)
				var retries int
				m, err := llm.New(v.model, llm.Options{APIKey: v.key, BaseURL: srv.URL + "/api?key=sk-in-the-query-0123456789", MaxRetries: 2,
					OnRetry: func(llm.Retry) { retries++ }})
				if err != nil {
					t.Fatal(err)
				}
				_, err = m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
				want := v.model + ": the server at " + srv.URL + "/api" + tc.says
				if err == nil || !strings.HasPrefix(err.Error(), want) {
					t.Fatalf("err = %v\nwant it to start %q", err, want)
				}
				msg := err.Error()
				if strings.HasPrefix(v.model, "openai") != strings.Contains(msg, "which usually ends in /v1") {
					t.Errorf("the /v1 hint is where it does not belong, or missing: %s", msg)
				}
				for _, bad := range []string{"sk-in-the-query", "key=", "destination type", "could not be reached", "[]byte"} {
					if strings.Contains(msg, bad) {
						t.Errorf("the message has %q: %s", bad, msg)
					}
				}
				if !errors.Is(err, llm.ErrNotModelAPI) || !errors.Is(err, llm.ErrBadRequest) || errors.Is(err, llm.ErrUnavailable) {
					t.Errorf("err = %v: want ErrNotModelAPI and ErrBadRequest, not ErrUnavailable", err)
				}
				if retries != 0 {
					t.Errorf("asked again %d times: a web site does not turn into a model API", retries)
				}
				if strings.Contains(tc.name, "redirect") {
					return // two requests: the redirect and the page
				}
				if got := n.Load(); got != 1 {
					t.Errorf("the server got %d requests, want 1", got)
				}
			})
		}
	}
}

// TestAModelAPIsOwnNotFoundIsItsWords: a 404 a model API sends with its
// JSON error (an unknown model) is the vendor's words, not a wrong base
// URL.
func TestAModelAPIsOwnNotFoundIsItsWords(t *testing.T) {
	for _, v := range vendors[:3] {
		t.Run(v.name, func(t *testing.T) {
			srv, m := setup(t, v)
			srv.Enqueue(llmtest.Reply{Status: 404, Message: "The model `gpt-9` does not exist"})
			_, err := m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
			want := v.fullName() + " refused the request (HTTP 404): The model `gpt-9` does not exist"
			if err == nil || !strings.HasPrefix(err.Error(), want) || errors.Is(err, llm.ErrNotModelAPI) {
				t.Errorf("err = %v\nwant it to start %q, not a wrong base URL", err, want)
			}
		})
	}
}

// TestAnAnswerThatIsNotJSON: a server that answers 200 in plain text is
// an answer Reprise cannot use, in words, not a server out of reach.
func TestAnAnswerThatIsNotJSON(t *testing.T) {
	clearEnv(t)
	srv, _ := site(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, "hello")
	})
	m, err := llm.New("openai-compatible/qwen3", llm.Options{BaseURL: srv.URL + "/v1"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
	want := "openai-compatible/qwen3 gave an answer Reprise cannot use: its server sent an answer that is not JSON, as a model API's is"
	if !errors.Is(err, llm.ErrInvalidResponse) || err.Error() != want {
		t.Errorf("err = %v\nwant %q", err, want)
	}
}

// TestNothingAnswersIsNotAskedAgain: a base URL nothing answers at, or
// whose host is not known, says to check the Base URL (or start the local
// server), with no tries that cannot help.
func TestNothingAnswersIsNotAskedAgain(t *testing.T) {
	clearEnv(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	for _, tc := range []struct{ base, want string }{
		{"http://" + addr + "/v1", "openai-compatible/local: its server could not be reached: nothing answers at http://" + addr + "/v1 (connection refused): check the Base URL (--model-url, or Settings → Models), or start the local model server"},
		{"http://no-such-model-host.invalid/v1", "openai-compatible/local: its server could not be reached: the address no-such-model-host.invalid (in http://no-such-model-host.invalid/v1) is not known (no DNS answer): check the Base URL (--model-url, or Settings → Models), or the network"},
	} {
		var retries int
		m, err := llm.New("openai-compatible/local", llm.Options{BaseURL: tc.base, MaxRetries: 2, OnRetry: func(llm.Retry) { retries++ }})
		if err != nil {
			t.Fatal(err)
		}
		_, err = m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
		if !errors.Is(err, llm.ErrUnreachable) || err.Error() != tc.want {
			t.Errorf("err = %v\nwant %q", err, tc.want)
		}
		if retries != 0 {
			t.Errorf("%s: asked again %d times", tc.base, retries)
		}
	}
}

// TestNoAnswerInTimeCancelsTheRequest: Options.Timeout bounds the whole
// call, tries included; when it runs out, the request in flight is
// cancelled (the server sees its context end) and the error says how long
// it waited, for which server, and what to do.
func TestNoAnswerInTimeCancelsTheRequest(t *testing.T) {
	clearEnv(t)
	var n atomic.Int32
	cancelled := make(chan struct{}, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The body read, the server sees the client close the connection.
		_, _ = io.Copy(io.Discard, r.Body)
		if n.Add(1) == 1 {
			// The first try is refused for now, and is tried again.
			w.Header().Set("Retry-After-Ms", "1")
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusTooManyRequests)
			fmt.Fprint(w, `{"error":{"message":"slow down","type":"rate_limit_error"}}`)
			return
		}
		select {
		case <-r.Context().Done():
			cancelled <- struct{}{}
		case <-time.After(time.Minute):
		}
	}))
	defer srv.Close()
	m, err := llm.New("openai-compatible/slow", llm.Options{BaseURL: srv.URL + "/v1", Timeout: 300 * time.Millisecond, MaxRetries: 2})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Generate(context.Background(), llm.Request{Messages: []llm.Message{llm.UserText("hi")}})
	want := "openai-compatible/slow did not answer within 300 ms: its server at " + srv.URL + "/v1 is slow or stuck: try a smaller or faster model, or check the server (asked 2 times)"
	if !errors.Is(err, llm.ErrTimeout) || err.Error() != want {
		t.Errorf("err = %v\nwant %q", err, want)
	}
	select {
	case <-cancelled:
	case <-time.After(30 * time.Second):
		t.Error("the request in flight was not cancelled when the time ran out")
	}
	if got := n.Load(); got != 2 {
		t.Errorf("%d requests, want 2 (a timeout is not asked again)", got)
	}
}

// TestNoKeyReadsOnce: a model without a key says so once, and how to give
// it one; a program may list its own ways.
func TestNoKeyReadsOnce(t *testing.T) {
	clearEnv(t)
	_, err := llm.New("openai/gpt-4.1-mini", llm.Options{})
	if want := "openai/gpt-4.1-mini has no API key: set OPENAI_API_KEY"; !errors.Is(err, llm.ErrNoKey) || err == nil || err.Error() != want {
		t.Fatalf("err = %v\nwant %q", err, want)
	}
	var nk *llm.NoKeyError
	if !errors.As(err, &nk) || nk.Provider != "openai" || len(nk.Env) != 1 {
		t.Fatalf("err = %#v, want a NoKeyError for openai", err)
	}
	nk.Ways = []string{"store it with `reprise key set openai`", "set OPENAI_API_KEY"}
	if want := "openai/gpt-4.1-mini has no API key: store it with `reprise key set openai`, or set OPENAI_API_KEY"; err.Error() != want {
		t.Errorf("err = %v\nwant %q", err, want)
	}
	_, err = llm.New("google/gemini-2.5-flash", llm.Options{})
	if want := "google/gemini-2.5-flash has no API key: set GEMINI_API_KEY or GOOGLE_API_KEY"; err == nil || err.Error() != want {
		t.Errorf("err = %v\nwant %q", err, want)
	}
}
