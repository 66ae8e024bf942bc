package agent_test

import (
	"context"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// TestUnusableAnswerReadsInWords checks what a person reads when the
// model twice names an element that is not on the page: what went wrong
// and what to do next, with neither the raw answer nor the prompt's
// element ids.
func TestUnusableAnswerReadsInWords(t *testing.T) {
	model, _ := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		return llmtest.Reply{JSON: `{"action":"click","element":"e9999","value":"","more":false,"reason":"guess"}`}
	})
	a, _ := session(t, "/login.html", model, nil, nil, nil)
	_, err := a.Act(context.Background(), "click the Frobnicate button")
	if err == nil {
		t.Fatal("the act passed on an answer naming no element of the page")
	}
	msg := err.Error()
	if !strings.Contains(msg, "the model's answer could not be used: it named an element that is not on the page: rephrase the instruction with the element's visible text (the words on the button, link or label), or pick the element yourself in the studio") ||
		strings.Contains(msg, "e9999") || strings.Contains(msg, "{") {
		t.Errorf("the error reads %q", msg)
	}
}

// TestModelFailureNamesTheModelOnce: a model's failure already names the
// model (backend/llm's words); the act's error does not say it twice.
func TestModelFailureNamesTheModelOnce(t *testing.T) {
	model, _ := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		return llmtest.Reply{Status: 401, Message: "Incorrect API key provided"}
	})
	a, _ := session(t, "/login.html", model, nil, nil, nil)
	_, err := a.Act(context.Background(), "click the Frobnicate button")
	if err == nil {
		t.Fatal("the act passed with a model that refuses the key")
	}
	if msg := err.Error(); strings.Count(msg, model.Name()) != 1 || !strings.Contains(msg, "refused the API key") {
		t.Errorf("the error reads %q; want %s named once", msg, model.Name())
	}
}
