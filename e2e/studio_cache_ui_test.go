package e2e

import (
	"regexp"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestCacheViewUI opens Library › Cache over a store holding act and agent
// entries as model runs leave them: each row reads as the user knows the
// entry (instruction or goal, page, how its latest version was made, last
// use, replays and what they saved), no internal id is shown, and Copy id
// gives the id the command line takes. Screenshots at 1440 and 1024 px.
func TestCacheViewUI(t *testing.T) {
	dist := builtUI(t)
	srv := startStudio(t, dist)
	seedCache(t, srv.store)

	u, page := openStudio(t, srv)
	u.ok(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Cache"}).Click(), "the Cache view")

	table := page.GetByRole("table", playwright.PageGetByRoleOptions{Name: "Cache entries"})
	scarf := table.GetByRole("row").Filter(playwright.LocatorFilterOptions{HasText: "buy the cheapest scarf"})
	u.ok(u.expect.Locator(scarf).ToContainText("127.0.0.1:8080/shop.html"), "the agent entry's page")
	u.ok(u.expect.Locator(scarf).ToContainText("made by an agent run"), "how the agent entry was made")
	u.ok(u.expect.Locator(scarf).ToContainText("saved $0.0609"), "what its three replays saved")
	email := table.GetByRole("row").Filter(playwright.LocatorFilterOptions{HasText: "type {{user}} into Email"})
	u.ok(u.expect.Locator(email).ToContainText("made by the model"), "how the act entry was made")
	u.ok(u.expect.Locator(email).ToContainText("never replayed"), "an entry never replayed")
	u.ok(u.expect.Locator(table).Not().ToContainText(regexp.MustCompile(`(act|agent)-[0-9a-f]{8}`)), "no internal ids in the view")
	u.shots.take("cache-view")

	u.ok(page.Context().GrantPermissions([]string{"clipboard-read", "clipboard-write"}), "clipboard permissions")
	u.ok(scarf.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Copy the id of buy the cheapest scarf and read the order total"}).Click(), "Copy id")
	u.ok(u.expect.Locator(page.GetByText("Copied the entry’s id")).ToBeVisible(), "the copy is confirmed")
	got, err := page.Evaluate(`() => navigator.clipboard.readText()`)
	u.ok(err, "reading the clipboard")
	if !regexp.MustCompile(`^agent-[0-9a-f]{16}$`).MatchString(got.(string)) {
		t.Errorf("Copy id put %q on the clipboard, want the agent entry's id", got)
	}

	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	u.ok(u.expect.Locator(scarf).ToBeVisible(), "the entry at 1024 px")
	box, err := scarf.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Remove buy the cheapest scarf and read the order total"}).BoundingBox()
	u.ok(err, "the Remove button's box")
	if box == nil || box.X+box.Width > 1024 {
		t.Errorf("at 1024 px the row's Remove button is outside the window: %+v", box)
	}
	u.shots.take("cache-view-1024")
}

// seedCache stores act and agent entries as model runs leave them, with
// their costs and replays.
func seedCache(t *testing.T, store *cache.Store) {
	t.Helper()
	button := func(name string) *trajectory.Target {
		return &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: name, Score: 100}},
			Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: name}}
	}
	hit := func(kind, key string, n int) {
		for range n {
			if err := store.RecordHit(kind, key); err != nil {
				t.Fatal(err)
			}
		}
	}
	acts := []struct {
		instruction, url string
		vars             []string
		step             trajectory.Step
		cost             cache.Cost
		hits             int
	}{
		{"type {{user}} into Email", "http://127.0.0.1:8080/login.html", []string{"user"},
			trajectory.Step{ID: "s1", Action: trajectory.ActionFill, Target: button("Email"), Value: "{{user}}"},
			cache.Cost{Model: "openai/gpt-4.1-mini", ModelCalls: 1, PromptTokens: 1480, CompletionTokens: 40, CostUSD: 0.0007}, 0},
		{`use "Add to cart" after "Cotton Scarf"`, "http://127.0.0.1:8080/shop.html", nil,
			trajectory.Step{ID: "s1", Action: trajectory.ActionClick, Target: button("Add to cart")},
			cache.Cost{Model: "openai/gpt-4.1-mini", ModelCalls: 1, PromptTokens: 1530, CompletionTokens: 47, CostUSD: 0.0007}, 14},
	}
	for _, a := range acts {
		e, err := store.PutAct(cache.ActEntry{Key: cache.ActKey(a.instruction, a.url, a.vars, nil), Instruction: a.instruction, URL: a.url,
			VarNames: a.vars, Steps: []trajectory.Step{a.step}, Source: cache.SourceMiss, Cost: a.cost})
		if err != nil {
			t.Fatal(err)
		}
		hit(cache.KindAct, e.Key, a.hits)
	}
	goal, start := "buy the cheapest scarf and read the order total", "http://127.0.0.1:8080/shop.html"
	cfg := cache.AgentConfig{Model: "openai/gpt-4.1-mini", Mode: "dom", Tools: []string{"act", "ariaTree", "extract", "goto"}}
	steps := &trajectory.Trajectory{Version: trajectory.FormatVersion, Name: goal, StartURL: start, Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionClick, Target: button("Cotton Scarf")},
		{ID: "s2", Action: trajectory.ActionClick, Target: button("Add to cart")},
		{ID: "s3", Action: trajectory.ActionClick, Target: button("Check out")},
	}}
	ag, err := store.PutAgent(cache.AgentEntry{Key: cache.AgentKey(goal, start, cfg), Goal: goal, StartURL: start, Trajectory: steps, Config: &cfg,
		Cost: cache.Cost{Model: "openai/gpt-4.1-mini", ModelCalls: 10, PromptTokens: 48000, CompletionTokens: 810, CostUSD: 0.0203}})
	if err != nil {
		t.Fatal(err)
	}
	hit(cache.KindAgent, ag.Key, 3)
}
