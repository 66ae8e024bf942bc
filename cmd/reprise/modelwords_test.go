package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/keychain"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// TestModelErrorsSayWhatToDoOnTheCommandLine: `reprise act` with a model
// that cannot answer says what happened and what to do next, in the
// command line's words (--model-url, `reprise key set`), once, with no
// "llm:" prefix, no SDK wording and no tries that cannot help — against
// real servers on loopback.
func TestModelErrorsSayWhatToDoOnTheCommandLine(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("REPRISE_MODEL", "")
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	web := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<html><body>Please sign in</body></html>")
	}))
	defer web.Close()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := l.Addr().String()
	l.Close()
	_, wrongElement := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		return llmtest.Reply{JSON: `{"action":"click","element":"e9999","value":"","more":false,"reason":"guess"}`}
	})
	t.Setenv("OPENAI_API_KEY", "") // agenttest.Model clears the environment too

	noKey := "reprise: openai/gpt-4.1-mini has no API key: set OPENAI_API_KEY\n"
	if _, err := keychain.Get("openai"); err == nil || errors.Is(err, keychain.ErrNotFound) {
		// This machine has a keychain: the command that stores a key in it comes first.
		noKey = "reprise: openai/gpt-4.1-mini has no API key: store it with `reprise key set openai` (it reads the key from standard input), or set OPENAI_API_KEY\n"
	}
	const instruction = "add the cheapest scarf to the cart"
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no key", []string{"--model", "openai/gpt-4.1-mini"}, noKey},
		{"no model URL", []string{"--model", "openai-compatible/qwen3"},
			"reprise: openai-compatible/qwen3 needs the address of its server: set the Base URL (--model-url, or Settings → Models), e.g. http://127.0.0.1:1234/v1 (LM Studio) or http://127.0.0.1:8000/v1 (vLLM)\n"},
		{"a web page at the model URL", []string{"--model", "openai-compatible/qwen3", "--model-url", web.URL},
			"openai-compatible/qwen3: the server at " + web.URL + " answered with a web page, not a model API: check the Base URL (--model-url, or Settings → Models), which usually ends in /v1\n"},
		{"a site at the model URL", []string{"--model", "openai-compatible/qwen3", "--model-url", site.URL() + "/"},
			"openai-compatible/qwen3: the server at " + site.URL() + "/ answered HTTP 405 (Method Not Allowed): it is not a model API, or not at that path: check the Base URL (--model-url, or Settings → Models), which usually ends in /v1\n"},
		{"nothing at the model URL", []string{"--model", "openai-compatible/qwen3", "--model-url", "http://" + closed + "/v1"},
			"openai-compatible/qwen3: its server could not be reached: nothing answers at http://" + closed + "/v1 (connection refused): check the Base URL (--model-url, or Settings → Models), or start the local model server\n"},
		{"an element the page does not have", []string{"--model", "openai-compatible/qwen3", "--model-url", wrongElement.BaseURL()},
			"it named an element that is not on the page: rephrase the instruction with the element's visible text (the words on the button, link or label), or pick the element yourself in the studio\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"act", "--store", t.TempDir(), "--url", site.URL() + "/shop.html"}, tc.args...)
			code, _, errs := runCLI(t, append(args, instruction)...)
			if code == 0 || !strings.HasSuffix(errs, tc.want) {
				t.Errorf("exit %d; stderr:\n%s\nwant it to end:\n%s", code, errs, tc.want)
			}
			for _, bad := range []string{"llm:", "(no API key)", "asking again", "try again in a while", "destination type", "e9999"} {
				if strings.Contains(errs, bad) {
					t.Errorf("stderr has %q:\n%s", bad, errs)
				}
			}
		})
	}
}
