package agent_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// A model that fails the same way every turn stops the run after
// agent.StuckAfter turns, with words that say what it kept doing, instead
// of spending the whole step budget on the same failure.
func TestAgentStopsWhenTheModelFailsTheSameWay(t *testing.T) {
	// The model asks for a button the shop does not have, and, asked to
	// resolve it, names an element that is not on the page.
	model, srv := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		if r.Schema != nil {
			return llmtest.Reply{JSON: `{"action":"click","element":"zz999","value":"","more":false,"reason":"the Frobnicate button"}`}
		}
		return llmtest.Reply{Calls: []llmtest.Call{{ID: "c1", Name: "act", Args: []byte(`{"instruction":"click the Frobnicate button"}`)}}}
	})
	a, _ := agentSession(t, model, "/shop.html")
	var failures []string
	res, err := a.Execute(context.Background(), "put the cheapest glove in the cart", agent.ExecuteOptions{OnEvent: func(e agent.Event) {
		if e.Type == agent.EventToolResult && e.IsError {
			failures = append(failures, e.Text)
		}
	}})
	if !errors.Is(err, agent.ErrStuck) || errors.Is(err, agent.ErrMaxSteps) {
		t.Fatalf("error %v; want the run stopped as stuck, not at the step limit", err)
	}
	msg := err.Error()
	for _, want := range []string{"the model gave the same failing answer 3 times: act: ", `resolving "click the Frobnicate button"`, "nothing more was tried"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not say %q", msg, want)
		}
	}
	if res.Turns != 3 || len(failures) != 3 || len(srv.Requests()) != 9 || res.ModelCalls != 9 {
		t.Errorf("%d turns, %d failures, %d model requests (%d counted); want 3 turns of 3 calls (the turn, the answer and its one correction)",
			res.Turns, len(failures), len(srv.Requests()), res.ModelCalls)
	}
	if res.Success || res.Completed {
		t.Errorf("result %+v; want not done", res)
	}
}

// A failure that changes, or a success between failures, does not stop
// the run early: only the same failure three times running does.
func TestAgentGoesOnWhileTheFailuresDiffer(t *testing.T) {
	turns := []string{`"click the Frobnicate button"`, `"click the Frobnicate button"`, `"click the Wibble link"`, `"click the Frobnicate button"`, `"click the Frobnicate button"`}
	model, _ := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		if r.Schema != nil {
			return llmtest.Reply{JSON: `{"action":"none","element":"","value":"","more":false,"reason":"not on the page"}`}
		}
		n := 0
		for _, tr := range r.Turns {
			if tr.Role == "assistant" {
				n++
			}
		}
		if n >= len(turns) {
			return llmtest.Reply{Calls: []llmtest.Call{{ID: "close", Name: "close", Args: []byte(`{"success":false,"result":"there is no such button"}`)}}}
		}
		return llmtest.Reply{Calls: []llmtest.Call{{ID: "c", Name: "act", Args: []byte(`{"instruction":` + turns[n] + `}`)}}}
	})
	a, _ := agentSession(t, model, "/shop.html")
	res, err := a.Execute(context.Background(), "frobnicate", agent.ExecuteOptions{})
	if err != nil || !res.Completed || res.Result != "there is no such button" || res.Turns != 6 {
		t.Fatalf("result %+v, error %v; want the model to close the run on turn 6", res, err)
	}
}

// A model that answers nothing (no text, no tool call) is asked again, each
// empty answer is logged, and the run stops at the third in a row. The
// empty answer is never sent back as an assistant message: vendors refuse
// one (OpenAI wants content or tool calls; the Anthropic and Gemini
// clients cannot encode it).
func TestAgentStopsWhenTheModelAnswersNothing(t *testing.T) {
	for _, v := range []llmtest.Vendor{llmtest.OpenAI, llmtest.Anthropic, llmtest.Google} {
		t.Run(string(v), func(t *testing.T) {
			model, srv := agenttest.Model(t, v, func(llmtest.Request) llmtest.Reply { return llmtest.Reply{PromptTokens: 100} })
			a, _ := agentSession(t, model, "/shop.html")
			var empty []string
			res, err := a.Execute(context.Background(), "put the cheapest glove in the cart", agent.ExecuteOptions{OnEvent: func(e agent.Event) {
				if e.Type == agent.EventNoAnswer {
					empty = append(empty, e.Text)
				}
			}})
			if !errors.Is(err, agent.ErrStuck) || !strings.Contains(err.Error(), "the model answered nothing 3 times") {
				t.Fatalf("error %v; want the run stopped because the model answered nothing 3 times", err)
			}
			if res.Turns != 3 || len(srv.Requests()) != 3 || len(empty) != 3 || !strings.Contains(empty[0], "answered nothing") {
				t.Errorf("%d turns, %d model requests, empty answers logged %q; want 3 of each", res.Turns, len(srv.Requests()), empty)
			}
			for i, r := range srv.Requests() {
				for _, tr := range r.Turns {
					if tr.Role == "assistant" && len(tr.Texts) == 0 && len(tr.Calls) == 0 && len(tr.Thoughts) == 0 {
						t.Errorf("request %d sends back an empty assistant message", i+1)
					}
				}
				if users := r.Texts("user"); len(users) == 0 || !strings.HasPrefix(users[0], "Goal: ") {
					t.Errorf("request %d lost the goal: %q", i+1, users)
				}
			}
		})
	}
}
