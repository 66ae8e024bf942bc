package agent_test

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// cheapestScarf plays a model asked to "add the cheapest scarf to the
// cart": it reads the shop's product lines in the prompt (a heading, its
// price, its Add button) and answers the button of the lowest price.
func cheapestScarf(r llmtest.Request) llmtest.Reply {
	prompt := agenttest.UserPrompt(r)
	price := regexp.MustCompile(`\$(\d+)\.(\d\d)`)
	best, bestCents, product, cents := "", 1<<30, "", -1
	for _, l := range strings.Split(prompt, "\n") {
		line := agenttest.Lines(l)
		switch {
		case len(line) == 1 && line[0].Role == "heading":
			product, cents = line[0].Name, -1
		case price.MatchString(l) && strings.Contains(product, "Scarf"):
			m := price.FindStringSubmatch(l)
			d, _ := strconv.Atoi(m[1])
			c, _ := strconv.Atoi(m[2])
			cents = d*100 + c
		case len(line) == 1 && line[0].Role == "button" && strings.Contains(line[0].Name, "to cart") && cents >= 0 && cents < bestCents:
			best, bestCents = line[0].ID, cents
		}
	}
	ans := map[string]any{"action": "click", "element": best, "value": "", "more": false, "reason": "lowest price"}
	if best == "" {
		ans = map[string]any{"action": "none", "element": "", "value": "", "more": false, "reason": "no scarf with a price"}
	}
	b, _ := json.Marshal(ans)
	return llmtest.Reply{JSON: string(b), PromptTokens: len(prompt) / 4, CompletionTokens: 20}
}

// TestActCacheChoiceChanged: an act that chose its element by comparing
// ("the cheapest scarf") replays from the cache while the shop's products
// read the same, and asks the model again once a price changed, instead
// of adding the scarf that used to be the cheapest.
func TestActCacheChoiceChanged(t *testing.T) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	model, srv := agenttest.Model(t, llmtest.OpenAI, cheapestScarf)
	const instr = "add the cheapest scarf to the cart"
	cart := func(t *testing.T, a *agent.Agent) string {
		t.Helper()
		v, err := a.Recorder().Player().Page().Evaluate(`() => localStorage.getItem("reprise-demo-cart") || ""`)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := v.(string)
		return s
	}

	a, _ := session(t, "/shop.html", model, store, nil, nil)
	first := act(t, a, instr)
	if first.Cache != agent.CacheMiss || first.ModelCalls != 1 || !strings.Contains(cart(t, a), "cotton-scarf") {
		t.Fatalf("first act: cache %s, %d calls, cart %q; want a miss that added the Cotton Scarf ($15)", first.Cache, first.ModelCalls, cart(t, a))
	}

	a, _ = session(t, "/shop.html", model, store, nil, nil)
	if res := act(t, a, instr); res.Cache != agent.CacheHit || res.ModelCalls != 0 {
		t.Fatalf("same shop: cache %s, %d calls; want a hit with no model call", res.Cache, res.ModelCalls)
	}

	a, page := session(t, "/shop.html", model, store, nil, nil)
	// The Cotton Scarf's price goes up to $45: the Wool Scarf ($24) is now
	// the cheapest, while the Cotton Scarf's button is still there.
	if _, err := page.Evaluate(`() => { const p = document.querySelector('[data-product-id="cotton-scarf"]'); p.dataset.price = "4500"; p.querySelector(".price").textContent = "$45.00"; }`); err != nil {
		t.Fatal(err)
	}
	calls := len(srv.Requests())
	res := act(t, a, instr)
	if res.Cache != agent.CacheChanged || len(srv.Requests()) != calls+1 || !strings.Contains(res.CacheWhy, "read differently") {
		t.Fatalf("changed price: cache %s (%s), %d model calls; want the model asked again", res.Cache, res.CacheWhy, len(srv.Requests())-calls)
	}
	if got := cart(t, a); !strings.Contains(got, "wool-scarf") || strings.Contains(got, "cotton-scarf") {
		t.Fatalf("cart %q; want the Wool Scarf, now the cheapest, and not the Cotton Scarf", got)
	}
	revs, err := store.ActRevisions(first.CacheKey)
	if err != nil || len(revs) != 2 || revs[0].Choice == nil || *revs[0].Choice == *revs[1].Choice {
		t.Fatalf("revisions %+v (%v); want a second revision with the new page's choices", revs, err)
	}
	if b, _ := json.Marshal(revs[0]); strings.Contains(string(b), "45.00") || strings.Contains(string(b), "Wool Scarf $") {
		t.Errorf("the entry keeps the page's texts, not only their digest: %s", b)
	}
}
