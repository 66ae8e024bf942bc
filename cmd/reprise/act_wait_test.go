package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// TestActSaysWhatItWaitsFor runs `reprise act` against a model server that
// first refuses with a rate limit, then answers slowly: the command says
// it asks again and that it is still waiting, instead of staying silent.
func TestActSaysWhatItWaitsFor(t *testing.T) {
	old := waitNote
	waitNote = 300 * time.Millisecond
	t.Cleanup(func() { waitNote = old })
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	calls := 0
	_, srv := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		calls++
		if calls == 1 {
			return llmtest.Reply{Status: 429, Message: "Rate limit reached", RetryAfter: time.Second}
		}
		reply := agenttest.Oracle(r)
		reply.Delay = time.Second
		return reply
	})
	code, _, errs := runCLI(t, "act", "--store", t.TempDir(), "--model", "openai-compatible/qwen3", "--model-url", srv.BaseURL(),
		"--url", site.URL()+"/shop.html", `use "Add to cart" after "Cotton Scarf"`)
	if code != 0 {
		t.Fatalf("act exit %d\n%s", code, errs)
	}
	for _, want := range []string{
		"reprise: openai-compatible/qwen3 is limiting how often it may be asked (HTTP 429): Rate limit reached; it asks to wait 1 s before the next try; asking again in 1 s (try 2 of 3)",
		"reprise: still waiting for openai-compatible/qwen3 (",
		"so far, gives up at 3 min; Ctrl+C stops)",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
}

// TestResolverOffWithoutAModelSaysWhatTheCommandLineReads: the command
// line reads --model and REPRISE_MODEL, not the app's Settings.
func TestResolverOffWithoutAModelSaysWhatTheCommandLineReads(t *testing.T) {
	t.Setenv("REPRISE_MODEL", "")
	code, _, errs := runCLI(t, "act", "--store", t.TempDir(), "--resolver", "off", "--url", "http://127.0.0.1:9/", "click Save")
	if code == 0 || !strings.Contains(errs, "pass --model (e.g. --model openai/gpt-4.1-mini) or set REPRISE_MODEL — the app's Settings do not apply to the command line") {
		t.Errorf("exit %d:\n%s", code, errs)
	}
}

// TestNeedsAModelSaysHowToGiveOne: an instruction the offline resolver
// cannot read, with no model, says to pass --model or rephrase.
func TestNeedsAModelSaysHowToGiveOne(t *testing.T) {
	t.Setenv("REPRISE_MODEL", "")
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	code, _, errs := runCLI(t, "act", "--store", t.TempDir(), "--url", site.URL()+"/shop.html", "add the priciest scarf to the cart")
	if code == 0 || !strings.Contains(errs, "needs a model") || !strings.Contains(errs, "— give it a model with --model (e.g. --model openai/gpt-4.1-mini), or rephrase it") {
		t.Errorf("exit %d:\n%s", code, errs)
	}
}
