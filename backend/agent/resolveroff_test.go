package agent_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// plainModel answers the plain instructions the offline resolver also
// understands ("type X into Email", "check Remember me"), reading the
// element from the prompt it received.
func plainModel(r llmtest.Request) llmtest.Reply {
	prompt := agenttest.UserPrompt(r)
	instr := ""
	for _, l := range strings.Split(prompt, "\n") {
		if s, ok := strings.CutPrefix(l, "Instruction: "); ok {
			instr = s
		}
	}
	ans := map[string]any{"action": "none", "element": "", "value": "", "more": false, "reason": "not understood"}
	if v, target, ok := strings.Cut(strings.TrimPrefix(instr, "type "), " into "); ok && strings.HasPrefix(instr, "type ") {
		ans = map[string]any{"action": "fill", "element": agenttest.Find(agenttest.Lines(prompt), target, ""), "value": v, "more": false, "reason": "named"}
	} else if target, ok := strings.CutPrefix(instr, "check "); ok {
		ans = map[string]any{"action": "check", "element": agenttest.Find(agenttest.Lines(prompt), target, ""), "value": "", "more": false, "reason": "named"}
	}
	b, _ := json.Marshal(ans)
	return llmtest.Reply{JSON: string(b), PromptTokens: len(prompt) / 4, CompletionTokens: 20}
}

// TestResolverOffSendsEveryInstructionToTheModel: with the resolver on
// (the default) plain instructions cost no model call; with it off
// (`--resolver off`, Settings → "Send every instruction to the model")
// each of them is one model call, and the page is still left as asked.
func TestResolverOffSendsEveryInstructionToTheModel(t *testing.T) {
	instrs := []string{"type ann@example.com into Email", "check Remember me"}
	for _, off := range []bool{false, true} {
		name := map[bool]string{false: "resolver on", true: "resolver off"}[off]
		t.Run(name, func(t *testing.T) {
			model, srv := agenttest.Model(t, llmtest.OpenAI, plainModel)
			s := browsertest.NewPage(t)
			tr := &trajectory.Trajectory{ID: "t1", StartURL: demo(t).URL() + "/login.html"}
			a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, agent.Options{Model: model, ResolverOff: off})
			if err := a.Recorder().Start(context.Background()); err != nil {
				t.Fatal(err)
			}
			for _, in := range instrs {
				res := act(t, a, in)
				want, by := 0, "local"
				if off {
					want, by = 1, model.Name()
				}
				if res.ModelCalls != want || res.ResolvedBy != by {
					t.Errorf("%q: %d model calls, resolved by %s; want %d by %s", in, res.ModelCalls, res.ResolvedBy, want, by)
				}
			}
			if n, want := len(srv.Requests()), map[bool]int{false: 0, true: len(instrs)}[off]; n != want {
				t.Errorf("the model received %d requests, want %d", n, want)
			}
			if v, _ := s.Page.Locator("#email").InputValue(); v != "ann@example.com" {
				t.Errorf("Email holds %q", v)
			}
			if on, _ := s.Page.GetByLabel("Remember me").IsChecked(); !on {
				t.Error("Remember me is not checked")
			}
		})
	}
}

// TestResolverOffWithoutAModelSaysWhatToDo: turning the offline resolver
// off with no model fails the act with a message that names the remedy,
// and records nothing.
func TestResolverOffWithoutAModelSaysWhatToDo(t *testing.T) {
	s := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "t1", StartURL: demo(t).URL() + "/login.html"}
	a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, agent.Options{ResolverOff: true})
	if err := a.Recorder().Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	_, err := a.Act(context.Background(), "type ann@example.com into Email")
	if !errors.Is(err, agent.ErrResolverOffNeedsModel) || !strings.Contains(err.Error(), "choose a model") {
		t.Fatalf("got %v", err)
	}
	if n := len(a.Trajectory().Steps); n != 0 {
		t.Errorf("%d steps recorded", n)
	}
}
