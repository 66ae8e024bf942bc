package agent_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// nearLine is a prompt line of a control with no name of its own, known
// by the row it sits in: [e6] checkbox near "Walk the dog".
var nearLine = regexp.MustCompile(`(?m)^\s*\[([a-z0-9]+)\] checkbox near "([^"]+)"`)

// rowModel plays a model that ticks a todo's box by the row text the
// prompt gives each nameless checkbox. The instruction names the row in
// single quotes; with wrong set it answers another row's box.
func rowModel(wrong bool) func(llmtest.Request) llmtest.Reply {
	return func(r llmtest.Request) llmtest.Reply {
		prompt := agenttest.UserPrompt(r)
		row := ""
		if m := regexp.MustCompile(`Instruction: .*?'([^']+)'`).FindStringSubmatch(prompt); m != nil {
			row = m[1]
		}
		ans := map[string]any{"action": "none", "element": "", "value": "", "more": false, "reason": "no such row"}
		for _, m := range nearLine.FindAllStringSubmatch(prompt, -1) {
			if (m[2] == row) != wrong {
				ans = map[string]any{"action": "check", "element": m[1], "value": "", "more": false, "reason": "the box in that row"}
				break
			}
		}
		b, _ := json.Marshal(ans)
		return llmtest.Reply{JSON: string(b), PromptTokens: len(prompt) / 4, CompletionTokens: 20}
	}
}

// todoSession opens the resolver's todo fixture (nameless row checkboxes;
// "Call mom" is done) with an agent that has model configured.
func todoSession(t *testing.T, opts agent.Options) (*agent.Agent, playwright.Page) {
	t.Helper()
	srv := httptest.NewServer(http.FileServer(http.Dir("../resolver/testdata/pages")))
	t.Cleanup(srv.Close)
	s := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "t1", Name: t.Name(), StartURL: srv.URL + "/todo.html"}
	a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, opts)
	if err := a.Recorder().Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	return a, s.Page
}

// done lists the completed todos, read from outside the app.
func done(t *testing.T, page playwright.Page) []string {
	t.Helper()
	got, err := page.Locator(".todo-list li.completed label").AllTextContents()
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// With a model configured it is the last resort: an instruction the
// offline resolver is sure of costs no model call; one it is unsure of
// costs exactly one, whose prompt is the page narrowed to the
// instruction, in which each nameless row checkbox carries its row's
// text.
func TestModelIsAskedOnlyWhenTheResolverIsUnsure(t *testing.T) {
	model, srv := agenttest.Model(t, llmtest.Anthropic, rowModel(false))
	a, page := todoSession(t, agent.Options{Model: model, PageTokens: 60})

	sure := act(t, a, "check the checkbox next to 'Buy milk'")
	if sure.ModelCalls != 0 || sure.ResolvedBy != "local" || len(srv.Requests()) != 0 {
		t.Errorf("a sure instruction made %d model calls (%d requests), resolved by %s; want none, local",
			sure.ModelCalls, len(srv.Requests()), sure.ResolvedBy)
	}

	unsure := act(t, a, "the chore 'Walk the dog' is finished, tick it off")
	if unsure.ModelCalls != 1 || len(srv.Requests()) != 1 || unsure.ResolvedBy != model.Name() {
		t.Fatalf("an unsure instruction made %d model calls (%d requests), resolved by %s; want exactly 1 by %s",
			unsure.ModelCalls, len(srv.Requests()), unsure.ResolvedBy, model.Name())
	}
	prompt := agenttest.UserPrompt(srv.Requests()[0])
	if !strings.Contains(prompt, `checkbox near "Walk the dog"`) {
		t.Errorf("the prompt does not give the nameless row checkbox its row's text:\n%s", prompt)
	}
	if strings.Contains(prompt, "Clear completed") || strings.Contains(prompt, `"Water the plants"`) {
		t.Errorf("the prompt holds the whole page, not the page narrowed to the instruction:\n%s", prompt)
	}
	if got, want := done(t, page), []string{"Buy milk", "Walk the dog", "Call mom"}; !reflect.DeepEqual(got, want) {
		t.Errorf("completed todos are %q, want %q", got, want)
	}
}

// A model's pick goes through the meaning checks before anything is done
// while recording: the box of another row than the one the instruction
// names, or a field whose label means something else, is sent back once
// and then refused; nothing is acted on and nothing is recorded.
func TestRecordingRefusesAModelPickOfTheWrongElement(t *testing.T) {
	t.Run("another row", func(t *testing.T) {
		model, srv := agenttest.Model(t, llmtest.OpenAI, rowModel(true))
		a, page := todoSession(t, agent.Options{Model: model})
		_, err := a.Act(context.Background(), "the chore 'Pay rent' is finished, tick it off")
		if err == nil || !strings.Contains(err.Error(), `not near "Pay rent"`) {
			t.Fatalf("err %v, want the wrong row refused", err)
		}
		if n := len(srv.Requests()); n != 2 {
			t.Errorf("the model got %d requests, want 2 (the refused pick is sent back once)", n)
		}
		if got, want := done(t, page), []string{"Call mom"}; !reflect.DeepEqual(got, want) {
			t.Errorf("completed todos are %q, want only %q: a refused pick was acted on", got, want)
		}
		if n := len(a.Trajectory().Steps); n != 0 {
			t.Errorf("%d steps recorded, want none", n)
		}
	})
	t.Run("a field whose label means something else", func(t *testing.T) {
		page := `<title>Address</title><form><label>Billing address <input id="billing"></label>
<label>Shipping address <input id="shipping"></label></form>`
		orig, _ := twoPages(t, page, page)
		model, srv := agenttest.Model(t, llmtest.Google, func(r llmtest.Request) llmtest.Reply {
			id := agenttest.Find(agenttest.Lines(agenttest.UserPrompt(r)), "Shipping address", "")
			return llmtest.Reply{JSON: `{"action":"fill","element":"` + id + `","value":"1 Main St","more":false,"reason":"address field"}`}
		})
		s := browsertest.NewPage(t)
		a := agent.New(&trajectory.Trajectory{ID: "t1", StartURL: orig}, replay.NewPlayer(s.Page, replay.Options{}), nil, agent.Options{Model: model})
		if err := a.Recorder().Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		_, err := a.Act(context.Background(), "the 'Billing address' should say '1 Main St'")
		if err == nil || !strings.Contains(err.Error(), "meaning changed") {
			t.Fatalf("err %v, want the Shipping address field refused for its meaning", err)
		}
		if n := len(srv.Requests()); n != 2 {
			t.Errorf("the model got %d requests, want 2", n)
		}
		for _, id := range []string{"#billing", "#shipping"} {
			if v, _ := s.Page.Locator(id).InputValue(); v != "" {
				t.Errorf("%s holds %q: a refused pick was typed into", id, v)
			}
		}
	})
}

// When healing, the model's pick passes the same fingerprint and meaning
// checks: a row checkbox whose row is gone is not healed onto another
// row's box, and a field whose label now means something else is not
// typed into, whatever the model answers.
func TestModelHealRefusesTheWrongRowAndAChangedMeaning(t *testing.T) {
	heal := func(t *testing.T, orig, mut, instruction, answer string) (*trajectory.Run, playwright.Page, int) {
		t.Helper()
		s := browsertest.NewPage(t)
		tr := &trajectory.Trajectory{ID: "heal", Name: "heal", StartURL: orig}
		a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, agent.Options{})
		if err := a.Recorder().Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		act(t, a, instruction)
		tr.StartURL = mut
		model, srv := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
			prompt := agenttest.UserPrompt(r)
			id := ""
			if m := regexp.MustCompile(`\[([a-z0-9]+)\] [a-z]+ (?:near )?"` + regexp.QuoteMeta(answer) + `"`).FindStringSubmatch(prompt); m != nil {
				id = m[1]
			}
			return llmtest.Reply{JSON: `{"element":"` + id + `","reason":"looks the same"}`}
		})
		p := browsertest.NewPage(t)
		run := replay.NewPlayer(p.Page, replay.Options{StepTimeout: 2 * time.Second, Heal: trajectory.HealAuto,
			Healers: agent.Healers(model, nil)}).Run(context.Background(), tr, nil)
		return run, p.Page, len(srv.Requests())
	}
	t.Run("another row", func(t *testing.T) {
		row := func(text string) string {
			return `<li><input type="checkbox" class="toggle"> <label>` + text + `</label></li>`
		}
		orig, mut := twoPages(t,
			`<title>Todos</title><ul class="todo-list">`+row("Buy milk")+row("Walk the dog")+row("Pay rent")+`</ul>`,
			`<title>Todos</title><ul class="todo-list">`+row("Buy milk")+row("Pay rent")+`</ul>`)
		run, page, calls := heal(t, orig, mut, "check the checkbox next to 'Walk the dog'", "Buy milk")
		if calls == 0 {
			t.Fatal("the model was not asked")
		}
		if run.Status != trajectory.StatusFailed || !strings.Contains(run.Error, "gpt-4.1-mini picked") || !strings.Contains(run.Error, "refused") {
			t.Errorf("run %s (%s), want failed with the model's pick refused", run.Status, run.Error)
		}
		if n, _ := page.Locator("input:checked").Count(); n != 0 {
			t.Errorf("%d boxes checked after the refused heal, want none", n)
		}
	})
	t.Run("a field whose label means something else", func(t *testing.T) {
		orig, mut := twoPages(t,
			`<title>Address</title><form><label>Billing address <input name="addr-a1"></label></form>`,
			`<title>Address</title><form><label><input type="checkbox"> Billing address same as shipping</label>
<label>Shipping address <input name="addr-b7"></label></form>`)
		run, page, calls := heal(t, orig, mut, "type '1 Main St' into the 'Billing address' field", "Shipping address")
		if calls == 0 {
			t.Fatal("the model was not asked")
		}
		if run.Status != trajectory.StatusFailed || !strings.Contains(run.Error, "gpt-4.1-mini picked") || !strings.Contains(run.Error, "refused") {
			t.Errorf("run %s (%s), want failed with the model's pick refused", run.Status, run.Error)
		}
		if v, _ := page.Locator(`input[name="addr-b7"]`).InputValue(); v != "" {
			t.Errorf("the Shipping address field holds %q after the refused heal", v)
		}
	})
}
