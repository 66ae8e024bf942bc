package main

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// A goal the model cannot get anywhere with ends after three identical
// failures (or three empty answers), and the result line says why in
// place of the model's verdict it never gave.
func TestAgentCommandSaysWhyItStopped(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	for _, tc := range []struct {
		name    string
		respond func(llmtest.Request) llmtest.Reply
		result  string // the NOT DONE line's reason
		line    string // the live log line of each failed turn
		calls   int
	}{
		{"a model that names an element not on the page",
			func(r llmtest.Request) llmtest.Reply {
				if r.Schema != nil {
					return llmtest.Reply{JSON: `{"action":"click","element":"zz999","value":"","more":false,"reason":"the Frobnicate button"}`}
				}
				return llmtest.Reply{Calls: []llmtest.Call{{ID: "c1", Name: "act", Args: []byte(`{"instruction":"click the Frobnicate button"}`)}}}
			},
			`NOT DONE: after 3 turns: the model gave the same failing answer 3 times: act: resolving "click the Frobnicate button"`,
			`✗ error: resolving "click the Frobnicate button"`, 9},
		{"a model that answers nothing",
			func(llmtest.Request) llmtest.Reply { return llmtest.Reply{} },
			"NOT DONE: after 3 turns: the model answered nothing 3 times",
			"✗ the model answered nothing", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, srv := agenttest.Model(t, llmtest.OpenAI, tc.respond)
			code, out, errs := runCLI(t, "agent", "--cache", "no", "--url", site.URL()+"/shop.html", "--model", "openai-compatible/qwen3",
				"--model-url", srv.BaseURL(), "put the cheapest glove in the cart")
			if code != 1 || !strings.Contains(out, tc.result) || !strings.Contains(out, "nothing more was tried") ||
				!strings.Contains(out, fmt.Sprintf("(live; 3 turns, %d model call(s)", tc.calls)) {
				t.Fatalf("exit %d; want 1 and %q\nstdout:\n%s\nstderr:\n%s", code, tc.result, out, errs)
			}
			if strings.Contains(out, "NOT DONE:  (") {
				t.Errorf("the result line has an empty result: %s", out)
			}
			if n := strings.Count(errs, tc.line); n != 3 {
				t.Errorf("the live log has %d lines %q, want 3:\n%s", n, tc.line, errs)
			}
			if strings.Contains(errs, "reprise: after 3 turns") {
				t.Errorf("the reason is said twice:\nstdout:\n%s\nstderr:\n%s", out, errs)
			}
		})
	}
}

// --save NAME run twice (the second run a replay from the agent cache)
// keeps one flow of that name, with the second run as its revision 2;
// with two flows of that name already, a third is added and the output
// says why.
func TestAgentSaveTwiceMakesANewRevision(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	turns := []string{
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
		var c llmtest.Call
		_ = json.Unmarshal([]byte(turns[min(n, len(turns)-1)]), &c)
		c.ID = fmt.Sprintf("c%d", n)
		return llmtest.Reply{Calls: []llmtest.Call{c}}
	})
	store := t.TempDir()
	args := []string{"agent", "--store", store, "--url", site.URL() + "/shop.html", "--model", "openai-compatible/qwen3", "--model-url", srv.BaseURL(),
		"--save", "Cotton scarf", "add the cheapest scarf to the cart"}
	code, out, errs := runCLI(t, args...)
	first := regexp.MustCompile(`saved trajectory (\S+) as flow "Cotton scarf"`).FindStringSubmatch(errs)
	if code != 0 || first == nil {
		t.Fatalf("first run: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = runCLI(t, args...)
	if want := fmt.Sprintf(`saved as a new revision of flow "Cotton scarf" (id %s, revision 2)`, first[1]); code != 0 ||
		!strings.Contains(out, "replayed from the agent cache") || !strings.Contains(errs, want) {
		t.Fatalf("second run: exit %d; want a replay and %q\n%s\n%s", code, want, out, errs)
	}
	flows := func() []string {
		t.Helper()
		code, out, errs := runCLI(t, "ls", "--store", store)
		if code != 0 {
			t.Fatalf("ls: %s", errs)
		}
		var lines []string
		for _, l := range strings.Split(out, "\n") {
			if strings.HasSuffix(l, " Cotton scarf") {
				lines = append(lines, l)
			}
		}
		return lines
	}
	if got := flows(); len(got) != 1 || !strings.HasPrefix(got[0], first[1]) || !strings.Contains(got[0], " r2 ") {
		t.Fatalf("the library lists %q; want the one flow %s at revision 2", got, first[1])
	}

	// Two flows of that name already (one made another way): none is
	// replaced, and the output says so.
	copyFile := filepath.Join(t.TempDir(), "copy.json")
	if code, _, errs := runCLI(t, "export", "--store", store, "-o", copyFile, first[1]); code != 0 {
		t.Fatalf("export: %s", errs)
	}
	if code, _, errs := runCLI(t, "import", "--store", store, "--as-new", copyFile); code != 0 {
		t.Fatalf("import --as-new: %s", errs)
	}
	code, _, errs = runCLI(t, args...)
	if code != 0 || !strings.Contains(errs, `as a new flow "Cotton scarf": 2 flows already have that name, so none was replaced`) {
		t.Fatalf("third run: exit %d\n%s", code, errs)
	}
	if got := flows(); len(got) != 3 {
		t.Errorf("the library lists %q; want three flows of that name", got)
	}
}
