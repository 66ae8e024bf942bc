package studio

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// TestRecorderModelErrorsSayWhatToDoInTheApp: an instruction the model
// could not record says what happened and what the studio's user does
// next — the Base URL in Settings → Models, a model in Settings → Default
// model, the element picked on the live page — never a command-line
// flag, against real servers on loopback and a real page.
func TestRecorderModelErrorsSayWhatToDoInTheApp(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	web := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<!doctype html><html><body>Sign in to the proxy</body></html>")
	}))
	t.Cleanup(web.Close)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := l.Addr().String()
	l.Close()
	_, wrongElement := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		return llmtest.Reply{JSON: `{"action":"click","element":"e9999","value":"","more":false,"reason":"guess"}`}
	})

	s := ownBrowserStudio(t, nil)
	t.Cleanup(func() { _ = s.Close() })
	const instruction = "add the cheapest scarf to the cart" // the offline resolver cannot tell which is cheapest
	for _, tc := range []struct {
		name, model, baseURL string
		want                 string // the whole message after the instruction's resolving
	}{
		{"a web page at the Base URL", "openai-compatible/qwen3", web.URL,
			"openai-compatible/qwen3: the server at " + web.URL + " answered with a web page, not a model API: check the Base URL in Settings → Models, which usually ends in /v1 — nothing was recorded"},
		{"nothing at the Base URL", "openai-compatible/qwen3", "http://" + closed + "/v1",
			"openai-compatible/qwen3: its server could not be reached: nothing answers at http://" + closed + "/v1 (connection refused): check the Base URL in Settings → Models, or start the local model server — nothing was recorded"},
		{"an element the page does not have", "openai-compatible/qwen3", wrongElement.BaseURL(),
			"the model's answer could not be used: it named an element that is not on the page: rephrase the instruction with the element's visible text (the words on the button, link or label), or pick the element yourself on the live page — nothing was recorded"},
		{"no model", "local", "",
			"— choose a model in Settings → Default model and start a new recording, or rephrase the instruction"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set, _ := s.GetSettings()
			set.BaseURL = tc.baseURL
			if _, err := s.SaveSettings(set); err != nil {
				t.Fatal(err)
			}
			sess, err := s.StartSession(SessionOptions{URL: site.URL() + "/shop.html", Name: "Scarves", Model: tc.model})
			if err != nil {
				t.Fatal(err)
			}
			defer s.CloseSession(sess.ID)
			_, err = s.Instruct(sess.ID, instruction)
			if err == nil {
				t.Fatal("the instruction was recorded")
			}
			msg := err.Error()
			t.Log(msg)
			if !strings.HasSuffix(msg, tc.want) {
				t.Errorf("the message reads\n%s\nwant it to end\n%s", msg, tc.want)
			}
			for _, bad := range []string{"--model", "--model-url", "reprise ", "e9999", "llm:"} {
				if strings.Contains(msg, bad) {
					t.Errorf("the message has %q: %s", bad, msg)
				}
			}
			assertWorded(t, msg)
		})
	}
}
