package agent_test

import (
	"context"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// A goal run after steps recorded in the same session (a recording in the
// studio: a few instructions, then a goal) is stored as the goal alone:
// the cache entry starts on the page where the goal began and holds only
// the goal's steps, so a hit replays the goal and not what came before.
func TestGoalAfterRecordedStepsCachesOnlyTheGoal(t *testing.T) {
	store, err := cache.Open("", cache.Options{InMemory: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	model, srv := agenttest.Model(t, llmtest.OpenAI, agentScript(totalFrom,
		[]llmtest.Call{call("act", map[string]any{"instruction": "click Checkout"})},
		[]llmtest.Call{call("close", map[string]any{"success": true, "result": "at the checkout"})},
	))
	a, page := session(t, "/shop.html", model, store, nil, nil)
	act(t, a, "click Add to cart for Cotton Scarf")
	act(t, a, "click Cart")
	cartURL := page.URL()
	if !strings.Contains(cartURL, "/cart.html") {
		t.Fatalf("the recorded steps left the page at %s, want the cart", cartURL)
	}
	const goal = "go to the checkout"
	res, err := a.Execute(context.Background(), goal, agent.ExecuteOptions{Cache: store})
	if err != nil || !res.Success || !res.Stored {
		t.Fatalf("goal: %+v %v", res, err)
	}
	if n := len(a.Trajectory().Steps); n != 3 {
		t.Fatalf("the draft holds %d steps, want the 2 recorded before the goal and its own", n)
	}
	e, err := store.Agent(res.CacheKey)
	if err != nil {
		t.Fatal(err)
	}
	var steps []string
	for _, s := range e.Trajectory.Steps {
		steps = append(steps, s.Instruction)
	}
	if len(steps) != 1 || steps[0] != "click Checkout" {
		t.Errorf("the cache entry holds %q; want the goal's one step, not the steps recorded before it", steps)
	}
	if want := cache.NormalizeURL(cartURL, nil); e.StartURL != want || e.Trajectory.StartURL != cartURL {
		t.Errorf("the cache entry starts at %s (its flow at %s); want the page the goal began on, %s", e.StartURL, e.Trajectory.StartURL, want)
	}

	// Back on the cart page, the same goal replays its one step with no
	// model call; the cart still holds the one scarf added before.
	calls := len(srv.Requests())
	if _, err := page.Goto(cartURL, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
		t.Fatal(err)
	}
	again, err := a.Execute(context.Background(), goal, agent.ExecuteOptions{Cache: store})
	if err != nil || !again.CacheHit || !again.Success || len(again.Replay) != 1 || len(srv.Requests()) != calls {
		t.Fatalf("second run: %+v %v (%d new model requests); want a hit replaying one step", again, err, len(srv.Requests())-calls)
	}
	if !strings.Contains(page.URL(), "/checkout.html") || text(t, page, "[data-cart-count]") != "Cart (1)" {
		t.Errorf("after the replay: at %s with %q; want the checkout with one item", page.URL(), text(t, page, "[data-cart-count]"))
	}

	// A new session on the shop page is another start: no hit.
	b, _ := session(t, "/shop.html", model, store, nil, nil)
	if k, err := b.Execute(context.Background(), goal, agent.ExecuteOptions{Cache: store, Strategy: agent.CacheRead, MaxSteps: 1}); err == nil && k.CacheHit {
		t.Errorf("a goal started on the shop page replayed the entry stored for the cart page")
	}
}
