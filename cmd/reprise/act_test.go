package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// TestActObserveExtractRecordWithAModel drives the model commands through
// an OpenAI-compatible server on loopback, as a user with Ollama or LM
// Studio would: act twice (the second is an act-cache hit), observe,
// extract with a schema file, and record a flow that then replays with no
// model at all.
func TestActObserveExtractRecordWithAModel(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	_, srv := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		if strings.Contains(string(r.Schema.Schema), `"price"`) {
			return llmtest.Reply{JSON: `{"price":"$15.00"}`}
		}
		return agenttest.Oracle(r)
	})
	store := t.TempDir()
	modelArgs := []string{"--store", store, "--model", "openai-compatible/qwen3", "--model-url", srv.BaseURL()}
	shop := site.URL() + "/shop.html"

	var acts []struct {
		Cache      string `json:"cache"`
		ModelCalls int    `json:"modelCalls"`
		Steps      []json.RawMessage
	}
	for _, want := range []string{"miss", "hit"} {
		code, out, errs := runCLI(t, append([]string{"act", "--url", shop, "--json", `use "Add to cart" after "Cotton Scarf"`}, modelArgs...)...)
		if code != 0 {
			t.Fatalf("act exit %d\n%s", code, errs)
		}
		if err := json.Unmarshal([]byte(out), &acts); err != nil || len(acts) != 1 {
			t.Fatalf("act --json: %v\n%s", err, out)
		}
		if acts[0].Cache != want || len(acts[0].Steps) != 1 {
			t.Fatalf("act: cache %s with %d steps, want %s", acts[0].Cache, len(acts[0].Steps), want)
		}
	}
	if acts[0].ModelCalls != 0 || len(srv.Requests()) != 1 {
		t.Errorf("the cache hit called the model (%d requests in all)", len(srv.Requests()))
	}

	code, out, errs := runCLI(t, append([]string{"observe", "--url", shop, `use "Add to cart" after "Silk Scarf"`}, modelArgs...)...)
	if code != 0 || !strings.Contains(out, "1. click") {
		t.Fatalf("observe exit %d\n%s\n%s", code, out, errs)
	}

	schema := filepath.Join(t.TempDir(), "price.json")
	_ = os.WriteFile(schema, []byte(`{"type":"object","properties":{"price":{"type":"string"}},"required":["price"]}`), 0o644)
	code, out, errs = runCLI(t, append([]string{"extract", "--url", shop, "--schema", schema, "the cotton scarf's price"}, modelArgs...)...)
	if code != 0 || !strings.Contains(out, `"price": "$15.00"`) {
		t.Fatalf("extract exit %d\n%s\n%s", code, out, errs)
	}

	code, out, errs = runCLI(t, append([]string{"record", "--url", site.URL() + "/login.html", "--secret", "password=secret123",
		`supply 'ann@example.com' to "Email"`, "type {{password}} into Password", `use "Sign in"`}, modelArgs...)...)
	if code != 0 {
		t.Fatalf("record exit %d\n%s", code, errs)
	}
	if !strings.Contains(errs, "openai-compatible/qwen3") {
		t.Errorf("record does not say which steps the model resolved:\n%s", errs)
	}
	id := strings.TrimSpace(out)
	calls := len(srv.Requests())
	code, out, errs = runCLI(t, "replay", id, "--store", store, "--json", "--var", "password=secret123")
	if code != 0 || !strings.Contains(out, `"llmCalls": 0`) || len(srv.Requests()) != calls {
		t.Fatalf("replay of a model-recorded flow: exit %d, %d new model calls\n%s\n%s", code, len(srv.Requests())-calls, out, errs)
	}
}

func TestModelFlagErrors(t *testing.T) {
	agenttest.ClearEnv(t)
	code, _, errs := runCLI(t, "act", "--url", "http://127.0.0.1:1/", "--model", "openai/gpt-4.1-mini", "--store", t.TempDir(), "click Go")
	if code != 2 || !strings.Contains(errs, "OPENAI_API_KEY") {
		t.Errorf("no key: exit %d, %q; want 2 and the variable to set", code, errs)
	}
	code, _, errs = runCLI(t, "act", "--url", "http://127.0.0.1:1/", "--model", "acme/x", "--store", t.TempDir(), "click Go")
	if code != 2 || !strings.Contains(errs, "unknown provider") {
		t.Errorf("unknown provider: exit %d, %q", code, errs)
	}
}

// TestAgentCommand runs a goal with a scripted model, then again from the
// agent cache with no model call, and saves the run as a trajectory.
func TestAgentCommand(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	turns := []string{
		`{"name":"ariaTree","args":{}}`,
		`{"name":"act","args":{"instruction":"click Add to cart for Cotton Scarf"}}`,
		`{"name":"close","args":{"success":true,"result":"added the cotton scarf"}}`,
	}
	_, srv := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		n := 0
		for _, tr := range r.Turns {
			if tr.Role == "assistant" {
				n++
			}
		}
		var c struct {
			Name string          `json:"name"`
			Args json.RawMessage `json:"args"`
		}
		_ = json.Unmarshal([]byte(turns[min(n, len(turns)-1)]), &c)
		return llmtest.Reply{Calls: []llmtest.Call{{ID: fmt.Sprintf("c%d", n), Name: c.Name, Args: c.Args}}, PromptTokens: 700, CompletionTokens: 30}
	})
	store := t.TempDir()
	args := []string{"agent", "--store", store, "--url", site.URL() + "/shop.html", "--model", "openai-compatible/qwen3", "--model-url", srv.BaseURL()}
	code, out, errs := runCLI(t, append(args, "--save", "Cotton scarf", "add the cheapest scarf to the cart")...)
	if code != 0 || !strings.Contains(out, "SUCCESS: added the cotton scarf (live; 3 turns, 3 model call(s)") || !strings.Contains(errs, "saved trajectory") {
		t.Fatalf("first run: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = runCLI(t, append(args, "add the cheapest scarf to the cart")...)
	if code != 0 || !strings.Contains(out, "replayed from the agent cache; 0 turns, 0 model call(s)") || len(srv.Requests()) != 3 {
		t.Fatalf("cached run: exit %d, %d requests\n%s\n%s", code, len(srv.Requests()), out, errs)
	}
	if code, out, _ := runCLI(t, "ls", "--store", store); code != 0 || !strings.Contains(out, "Cotton scarf") {
		t.Errorf("the saved run is not in the library:\n%s", out)
	}
}
