package studio

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// agentEvents keeps the agent:event payloads a studio emits.
type agentEvents struct {
	mu     sync.Mutex
	events []agent.Event
}

func (a *agentEvents) Emit(name string, payload any) {
	if e, ok := payload.(AgentEvent); ok && name == EvAgent {
		a.mu.Lock()
		a.events = append(a.events, e.Event)
		a.mu.Unlock()
	}
}

// texts returns the texts of the events of type typ.
func (a *agentEvents) texts(typ string) []string {
	a.mu.Lock()
	defer a.mu.Unlock()
	var out []string
	for _, e := range a.events {
		if e.Type == typ {
			out = append(out, e.Text)
		}
	}
	return out
}

// The newcomer's walkthrough: in a recording of the demo shop, two
// instructions in Step mode, then a goal. Running the goal again replays
// the goal from the agent cache — the goal's own step, not the two
// recorded before it — so the cart gains one scarf, not three.
func TestGoalAgainInARecordingReplaysOnlyTheGoal(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	turns := []string{
		`{"name":"act","args":{"instruction":"add the cheapest scarf to the cart"}}`,
		`{"name":"close","args":{"success":true,"result":"the cotton scarf is in the cart"}}`,
	}
	_, model := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		if r.Schema != nil { // an instruction to resolve: the cheapest scarf is the cotton one
			id := agenttest.Find(agenttest.Lines(agenttest.UserPrompt(r)), "Add to cart", "Cotton Scarf")
			b, _ := json.Marshal(map[string]any{"action": "click", "element": id, "value": "", "more": false, "reason": "cheapest scarf"})
			return llmtest.Reply{JSON: string(b)}
		}
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
	emit := &agentEvents{}
	s := ownBrowserStudio(t, emit)
	t.Cleanup(func() { _ = s.Close() })
	set, _ := s.GetSettings()
	set.BaseURL = model.BaseURL()
	if _, err := s.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	sess, err := s.StartSession(SessionOptions{URL: site.URL() + "/shop.html", Name: "Scarves", Model: "openai-compatible/qwen3"})
	if err != nil {
		t.Fatal(err)
	}
	for _, instr := range []string{"add the cheapest scarf to the cart", "click Add to cart for Wool Scarf"} {
		if _, err := s.Instruct(sess.ID, instr); err != nil {
			t.Fatalf("step %q: %v", instr, err)
		}
	}
	ss, _ := s.session(sess.ID)
	cart := func() string {
		t.Helper()
		txt, err := ss.page.Locator("[data-cart-count]").InnerText(playwright.LocatorInnerTextOptions{Timeout: playwright.Float(3000)})
		if err != nil {
			t.Fatal(err)
		}
		return txt
	}
	const goal = "buy the cheapest scarf please"
	first, err := s.Goal(sess.ID, goal, GoalOptions{})
	if err != nil || !first.Success || !first.Stored {
		t.Fatalf("goal: %+v %v", first.ExecuteResult, err)
	}
	if got := cart(); got != "Cart (3)" {
		t.Fatalf("after the goal the header says %q, want Cart (3)", got)
	}
	entry, err := s.GetCacheEntry(first.CacheEntry)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(entry.Trajectory.Steps); n != 1 || entry.Trajectory.Steps[0].Instruction != "add the cheapest scarf to the cart" {
		t.Errorf("the cache entry %s holds %d steps, want the goal's one", first.CacheEntry, n)
	}
	calls := len(model.Requests())

	again, err := s.Goal(sess.ID, goal, GoalOptions{})
	if err != nil || !again.CacheHit || !again.Success || len(model.Requests()) != calls {
		t.Fatalf("goal again: %+v %v (%d model requests); want a replay from the agent cache", again.ExecuteResult, err, len(model.Requests())-calls)
	}
	if hits := emit.texts(agent.EventCacheHit); len(hits) != 1 || !strings.HasSuffix(hits[0], ", 1 steps)") {
		t.Errorf("the timeline says %q; want one replay of a 1-step run", hits)
	}
	if got := cart(); got != "Cart (4)" {
		t.Errorf("after the replay the header says %q, want Cart (4): only the goal's step replays", got)
	}
	if n := len(again.Trajectory.Steps); n != 4 {
		t.Errorf("the draft holds %d steps, want 4 (two instructions, the goal, its replay)", n)
	}
}
