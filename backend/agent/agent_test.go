package agent_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/internal/filescan"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// session opens path of the demo site on a fresh page and returns an
// agent recording there.
func session(t *testing.T, path string, model llm.Model, store agent.ActCache, vars []trajectory.Variable, vals map[string]string) (*agent.Agent, playwright.Page) {
	t.Helper()
	s := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "t1", Name: t.Name(), StartURL: demo(t).URL() + path, Variables: vars}
	player := replay.NewPlayer(s.Page, replay.Options{}) // default step timeout: a loaded CI machine is slow
	a := agent.New(tr, player, vals, agent.Options{Model: model, Cache: store})
	if err := a.Recorder().Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	return a, s.Page
}

// act performs instr and fails the test if it does not succeed.
func act(t *testing.T, a *agent.Agent, instr string) *agent.ActResult {
	t.Helper()
	res, err := a.Act(context.Background(), instr)
	if err != nil {
		t.Fatalf("act %q: %v", instr, err)
	}
	return res
}

// text returns the inner text of the first element matching sel.
func text(t *testing.T, p playwright.Page, sel string) string {
	t.Helper()
	s, err := p.Locator(sel).First().InnerText(playwright.LocatorInnerTextOptions{Timeout: playwright.Float(3000)})
	if err != nil {
		t.Fatalf("reading %s: %v", sel, err)
	}
	return s
}

func TestActWithModelOnDemoPages(t *testing.T) {
	cases := []struct {
		name   string
		path   string
		instrs []string
		check  func(t *testing.T, p playwright.Page)
	}{
		{"login form", "/login.html",
			[]string{`supply '{{user}}' to "Email"`, `supply 'secret123' to "Password"`, `use "Sign in"`},
			func(t *testing.T, p playwright.Page) {
				if got := text(t, p, "#welcome"); got != "Welcome, ann@example.com" {
					t.Errorf("dashboard says %q", got)
				}
			}},
		{"shop card by its product", "/shop.html",
			[]string{`use "Add to cart" after "Cotton Scarf"`},
			func(t *testing.T, p playwright.Page) {
				if got := text(t, p, "[data-testid=cart-link]"); got != "Cart (1)" {
					t.Errorf("cart link says %q", got)
				}
				v, _ := p.Evaluate(`() => localStorage.getItem("reprise-demo-cart")`)
				if s, _ := v.(string); !strings.Contains(s, "cotton-scarf") {
					t.Errorf("cart holds %v, want the cotton scarf", v)
				}
			}},
		{"cross-origin iframe form", "/iframe.html",
			[]string{`supply 'Ann' to "Name"`, `opt for 'Returns and exchanges' as "Topic"`, `supply 'Where is my parcel?' to "Message"`, `supply 'ann@example.com' to "Email" after "Send us a message"`, `use "Send message"`},
			func(t *testing.T, p playwright.Page) {
				got, err := p.Locator("#contact-frame").ContentFrame().Locator("body").InnerText()
				if err != nil || !strings.Contains(got, "Thanks, Ann") {
					t.Errorf("contact frame says %q (%v)", got, err)
				}
			}},
		{"shadow root widget", "/shadow.html",
			[]string{`use "4 stars"`},
			func(t *testing.T, p playwright.Page) {
				v, err := p.Locator("rating-widget").Locator(`[aria-label="4 stars"]`).GetAttribute("aria-pressed")
				if err != nil || v != "true" {
					t.Errorf("4 stars pressed = %q (%v)", v, err)
				}
			}},
		{"5,000-element page row", "/large.html",
			[]string{`use "Edit" after "Keira Chen"`},
			func(t *testing.T, p playwright.Page) {
				if got := text(t, p, "#action-status"); !strings.Contains(got, "Editing Keira Chen") {
					t.Errorf("status says %q", got)
				}
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			model, srv := agenttest.Model(t, llmtest.OpenAI, agenttest.Oracle)
			a, page := session(t, c.path, model, nil, []trajectory.Variable{{Name: "user"}}, map[string]string{"user": "ann@example.com"})
			for _, in := range c.instrs {
				res := act(t, a, in)
				if res.ModelCalls != 1 || res.ResolvedBy != "openai/gpt-4.1-mini" || res.Usage.PromptTokens == 0 {
					t.Errorf("%q: %d model calls by %q, usage %+v; want 1 call by the model with usage", in, res.ModelCalls, res.ResolvedBy, res.Usage)
				}
				for _, s := range res.Steps {
					if s.Target == nil || len(s.Target.Candidates) < 2 || s.Target.Fingerprint.Tag == "" {
						t.Errorf("%q: step %+v lacks candidates or fingerprint", in, s)
					}
				}
			}
			c.check(t, page)
			for _, r := range srv.Requests() {
				p := agenttest.UserPrompt(r)
				if !strings.HasPrefix(p, "Instruction: ") || !strings.Contains(p, "Page: ") {
					t.Errorf("prompt lacks the instruction or the page:\n%s", p)
				}
			}
			// What was recorded replays with no model.
			tr := a.Trajectory()
			for _, s := range tr.Steps {
				if strings.Contains(s.Value, "ann@example.com") {
					t.Errorf("step %s stores the typed value %q, want the placeholder", s.ID, s.Value)
				}
			}
			fresh := browsertest.NewPage(t)
			// A password typed literally was recorded as the secret {{password}}.
			run := replay.NewPlayer(fresh.Page, replay.Options{}).Run(context.Background(), tr, map[string]string{"user": "ann@example.com", "password": "secret123"})
			if run.Status != trajectory.StatusPassed {
				t.Fatalf("replaying the recorded act: %s", run.Error)
			}
			c.check(t, fresh.Page)
		})
	}
}

// TestProviderConformance runs act, observe and extract through every
// provider's real SDK against a loopback server speaking its wire format:
// the structured answers parse, usage is accounted per act (and priced for
// priced models), rate limits come back as llm.ErrRateLimited, and the key
// used is the one configured, never one from the environment.
func TestProviderConformance(t *testing.T) {
	for _, p := range []struct {
		name   string
		vendor llmtest.Vendor
		priced bool
	}{
		{"openai/gpt-4.1-mini", llmtest.OpenAI, true},
		{"google/gemini-2.5-flash", llmtest.Google, true},
		{"anthropic/claude-haiku-4-5", llmtest.Anthropic, true},
		{"ollama/qwen3", llmtest.OpenAI, false},
	} {
		t.Run(p.name, func(t *testing.T) {
			model, srv := agenttest.Named(t, p.name, p.vendor, func(r llmtest.Request) llmtest.Reply {
				if strings.Contains(string(r.Schema.Schema), `"headline"`) {
					return llmtest.Reply{JSON: `{"headline":"Welcome back"}`, PromptTokens: 300, CompletionTokens: 9}
				}
				reply := agenttest.Oracle(r)
				reply.PromptTokens, reply.CompletionTokens = 500, 20
				return reply
			})
			for _, v := range llm.KeyEnv(strings.Split(p.name, "/")[0]) {
				t.Setenv(v, "env-key-must-not-be-used")
			}
			a, page := session(t, "/login.html", model, nil, nil, nil)
			res := act(t, a, `supply 'bea@example.com' to "Email"`)
			if res.ModelCalls != 1 || res.Usage.PromptTokens != 500 || res.Usage.CompletionTokens != 20 || (res.Usage.CostUSD > 0) != p.priced {
				t.Errorf("act usage %+v after %d calls; want 500+20 tokens, priced=%v", res.Usage, res.ModelCalls, p.priced)
			}
			act(t, a, `supply 'secret123' to "Password"`)
			obs, err := a.Observe(context.Background(), `use "Sign in"`)
			if err != nil || len(obs.Observations) != 1 || obs.Observations[0].Step.Target.Fingerprint.Name != "Sign in" {
				t.Fatalf("observe: %+v %v", obs, err)
			}
			ex, err := a.Extract(context.Background(), "the page's headline", json.RawMessage(`{"type":"object","properties":{"headline":{"type":"string"}},"required":["headline"]}`))
			if err != nil || string(ex.Data) != `{"headline":"Welcome back"}` || ex.Usage.PromptTokens != 300 {
				t.Fatalf("extract: %+v %v", ex, err)
			}
			srv.Enqueue(llmtest.Reply{Status: http.StatusTooManyRequests, Message: "slow down", RetryAfter: 2 * time.Second})
			if _, err := a.Act(context.Background(), `use "Sign in"`); !errors.Is(err, llm.ErrRateLimited) {
				t.Errorf("rate limit: %v, want llm.ErrRateLimited", err)
			}
			act(t, a, `use "Sign in"`)
			if got := text(t, page, "#welcome"); got != "Welcome, bea@example.com" {
				t.Errorf("dashboard says %q", got)
			}
			for _, r := range srv.Requests() {
				if r.Key != "" && r.Key != "test-key-not-real" {
					t.Fatalf("request sent key %q", r.Key)
				}
			}
		})
	}
}

func TestSimpleInstructionsNeedNoModel(t *testing.T) {
	model, srv := agenttest.Model(t, llmtest.OpenAI, agenttest.Oracle)
	a, page := session(t, "/login.html", model, nil, nil, nil)
	for _, in := range []string{"type carl@example.com into Email", "type secret123 into Password", "click Sign in"} {
		if res := act(t, a, in); res.ModelCalls != 0 || res.ResolvedBy != "local" {
			t.Errorf("%q: %d model calls, resolved by %q", in, res.ModelCalls, res.ResolvedBy)
		}
	}
	if n := len(srv.Requests()); n != 0 {
		t.Errorf("the model was called %d times", n)
	}
	if got := text(t, page, "#welcome"); got != "Welcome, carl@example.com" {
		t.Errorf("dashboard says %q", got)
	}
}

func TestActCache(t *testing.T) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	model, srv := agenttest.Model(t, llmtest.OpenAI, agenttest.Oracle)
	vars := []trajectory.Variable{{Name: "user"}}
	email := `supply '{{user}}' to "Email"`

	a, _ := session(t, "/login.html", model, store, vars, map[string]string{"user": "ann@example.com"})
	first := act(t, a, email)
	if first.Cache != agent.CacheMiss || first.ModelCalls != 1 {
		t.Fatalf("first act: cache %s, %d calls; want a miss with 1 call", first.Cache, first.ModelCalls)
	}

	t.Run("second run is a hit with no model call, other values included", func(t *testing.T) {
		a, page := session(t, "/login.html", model, store, vars, map[string]string{"user": "bob@example.com"})
		res := act(t, a, email)
		if res.Cache != agent.CacheHit || res.ModelCalls != 0 || res.Usage != (llm.Usage{}) || res.ResolvedBy != "cache" {
			t.Fatalf("cache %s, %d calls, usage %+v, by %s; want a hit with nothing spent", res.Cache, res.ModelCalls, res.Usage, res.ResolvedBy)
		}
		if res.CacheKey != first.CacheKey {
			t.Errorf("key %s, want %s (values are not part of the key)", res.CacheKey, first.CacheKey)
		}
		if v, _ := page.Locator("#email").InputValue(); v != "bob@example.com" {
			t.Errorf("email field holds %q, want this run's value", v)
		}
	})

	t.Run("entry keeps placeholders, never values", func(t *testing.T) {
		e, err := store.Act(first.CacheKey)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(e)
		if strings.Contains(string(b), "ann@example.com") || strings.Contains(string(b), "bob@example.com") || e.Steps[0].Value != "{{user}}" {
			t.Errorf("entry stores a value: %s", b)
		}
	})

	t.Run("changed page heals and writes a revision", func(t *testing.T) {
		before := len(srv.Requests())
		a, page := session(t, "/login.html", model, store, vars, map[string]string{"user": "cy@example.com"})
		// The app's next release renames the field: the cached fingerprint
		// no longer matches, so the act resolves again.
		if _, err := page.Evaluate(`() => { const l = document.querySelector("label[for=email]"); l.textContent = "Email address"; document.querySelector("#email").id = "login-email"; l.htmlFor = "login-email"; }`); err != nil {
			t.Fatal(err)
		}
		res := act(t, a, email)
		if res.Cache != agent.CacheHealed {
			t.Fatalf("cache %s, want healed", res.Cache)
		}
		if len(srv.Requests()) == before && res.Results[0].Heal == nil {
			t.Errorf("healed without a model call or a heal patch")
		}
		revs, err := store.ActRevisions(first.CacheKey)
		if err != nil || len(revs) != 2 || revs[0].Source != cache.SourceHealed || revs[1].Source != cache.SourceMiss {
			t.Fatalf("revisions %+v (%v); want the healed one on top of the original", revs, err)
		}
		if v, _ := page.Locator("#login-email").InputValue(); v != "cy@example.com" {
			t.Errorf("renamed field holds %q", v)
		}
	})
}

func TestSecretsNeverReachModelOrCache(t *testing.T) {
	dir := t.TempDir()
	store, err := cache.Open(dir, cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	closed := false
	t.Cleanup(func() {
		if !closed {
			_ = store.Close()
		}
	})
	model, srv := agenttest.Model(t, llmtest.OpenAI, agenttest.Oracle)
	const secret, literal = "tok-9f8e7d6c5b", "pw-LITERAL-4e5f"
	a, _ := session(t, "/login.html", model, store, []trajectory.Variable{{Name: "token", Secret: true}}, map[string]string{"token": secret})
	// A secret typed into a plain text field shows in the next snapshot.
	act(t, a, `supply '{{token}}' to "Email"`)
	// A password typed literally becomes a secret variable once the act
	// finds it goes into a password field: the model that resolves the
	// instruction reads it, the trajectory and the cache do not.
	act(t, a, `supply '`+literal+`' to "Password"`)
	act(t, a, `mark "Remember me"`)
	for _, r := range srv.Requests() {
		if body, _ := json.Marshal(r.Body); strings.Contains(string(body), secret) {
			t.Fatalf("the secret reached the model:\n%s", body)
		}
	}
	tr, _ := trajectory.Marshal(a.Trajectory())
	if strings.Contains(string(tr), secret) || strings.Contains(string(tr), literal) {
		t.Errorf("a secret is in the trajectory:\n%s", tr)
	}
	closed = true
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}
	for _, leak := range []string{secret, literal} {
		if f := filescan.Holding(dir, leak); f != "" {
			t.Errorf("%q is in the store file %s", leak, f)
		}
	}
}

// TestActCacheEntryKeepsWhichVariablesAreSecret: acts recorded with a
// plain {{user}}, a secret {{token}} and a password typed literally (the
// recorder's secret {{password}}) are cache entries whose editor shows
// only {{token}} and {{password}} as secret.
func TestActCacheEntryKeepsWhichVariablesAreSecret(t *testing.T) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	model, _ := agenttest.Model(t, llmtest.OpenAI, agenttest.Oracle)
	a, _ := session(t, "/login.html", model, store, []trajectory.Variable{{Name: "user"}, {Name: "token", Secret: true}},
		map[string]string{"user": "ann@example.com", "token": "tok-1a2b3c4d"})
	for _, instr := range []string{`supply '{{user}}' to "Email"`, `supply 'hunter2-lit' to "Password"`} {
		res := act(t, a, instr)
		d, err := store.Entry(res.CacheEntry)
		if err != nil {
			t.Fatalf("%s: reading its cache entry: %v", instr, err)
		}
		got := map[string]bool{}
		for _, v := range d.Trajectory.Variables {
			got[v.Name] = v.Secret
		}
		if got["user"] || !got["token"] {
			t.Errorf("%s: the entry shows secret %v; want {{token}} secret, {{user}} not", instr, got)
		}
		if _, ok := got["password"]; ok && !got["password"] {
			t.Errorf("%s: the password typed literally is not secret in the entry: %v", instr, got)
		}
	}
	if e, _ := store.Entry(act(t, a, `use "Sign in"`).CacheEntry); !slices.ContainsFunc(e.Trajectory.Variables, func(v trajectory.Variable) bool { return v.Name == "password" && v.Secret }) {
		t.Errorf("after the password typed literally, an entry shows variables %+v; want {{password}} secret", e.Trajectory.Variables)
	}
}

func TestTwoStepActOpensMenuThenChooses(t *testing.T) {
	var prompts []string
	model, _ := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		p := agenttest.UserPrompt(r)
		prompts = append(prompts, p)
		lines := agenttest.Lines(p)
		ans := map[string]any{"action": "hover", "element": agenttest.Find(lines, "Teams", ""), "value": "", "more": true, "reason": "open the menu"}
		if strings.Contains(p, "Done: hover") {
			ans = map[string]any{"action": "click", "element": agenttest.Find(lines, "Design", ""), "value": "", "more": false, "reason": "the entry"}
		}
		b, _ := json.Marshal(ans)
		return llmtest.Reply{JSON: string(b)}
	})
	a, page := session(t, "/large.html", model, nil, nil, nil)
	res := act(t, a, "open the design team from the admin menu")
	if len(res.Steps) != 2 || res.Steps[0].Action != trajectory.ActionHover || res.Steps[1].Action != trajectory.ActionClick {
		t.Fatalf("steps %+v, want hover then click", res.Steps)
	}
	if !strings.HasSuffix(page.URL(), "#teams-design") {
		t.Errorf("page at %s, want #teams-design", page.URL())
	}
	if len(prompts) != 2 || !strings.Contains(prompts[1], `link "Design"`) {
		t.Errorf("second prompt does not show the opened menu:\n%s", prompts[len(prompts)-1])
	}
}

func TestSelfHealReinfersOnce(t *testing.T) {
	t.Run("unusable answer is sent back with the reason", func(t *testing.T) {
		calls := 0
		model, srv := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
			calls++
			if calls == 1 {
				return llmtest.Reply{JSON: `{"action":"click","element":"e999","value":"","more":false,"reason":"guess"}`}
			}
			return agenttest.Oracle(r)
		})
		a, page := session(t, "/login.html", model, nil, nil, nil)
		act(t, a, `supply 'dee@example.com' to "Email"`)
		if v, _ := page.Locator("#email").InputValue(); v != "dee@example.com" {
			t.Errorf("email holds %q", v)
		}
		if p := agenttest.UserPrompt(srv.Last()); !strings.Contains(p, `"e999" is not on the page shown`) {
			t.Errorf("retry prompt does not say why:\n%s", p)
		}
	})
	t.Run("failed perform re-snapshots and asks again", func(t *testing.T) {
		calls := 0
		model, srv := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
			calls++
			if calls == 1 { // fill a checkbox: Playwright refuses
				id := agenttest.Find(agenttest.Lines(agenttest.UserPrompt(r)), "Remember me", "")
				return llmtest.Reply{JSON: `{"action":"fill","element":"` + id + `","value":"x","more":false,"reason":"wrong"}`}
			}
			return agenttest.Oracle(r)
		})
		a, page := session(t, "/login.html", model, nil, nil, nil)
		act(t, a, `supply 'eve@example.com' to "Email"`)
		if v, _ := page.Locator("#email").InputValue(); v != "eve@example.com" {
			t.Errorf("email holds %q", v)
		}
		if n := len(a.Trajectory().Steps); n != 1 {
			t.Errorf("%d steps recorded, want only the one that worked", n)
		}
		if p := agenttest.UserPrompt(srv.Last()); !strings.Contains(p, "Previous answer failed: fill on checkbox") {
			t.Errorf("second prompt does not carry the failure:\n%s", p)
		}
	})
	t.Run("gives up after the second failure, recording nothing", func(t *testing.T) {
		model, _ := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
			return llmtest.Reply{JSON: `{"action":"click","element":"e404","value":"","more":false,"reason":"guess"}`}
		})
		a, _ := session(t, "/login.html", model, nil, nil, nil)
		_, err := a.Act(context.Background(), `use "Sign in"`)
		var ae *agent.AnswerError
		if !errors.As(err, &ae) || len(a.Trajectory().Steps) != 0 {
			t.Fatalf("err %v, %d steps; want an AnswerError and nothing recorded", err, len(a.Trajectory().Steps))
		}
	})
}

func TestProviderErrorsAreClearAndLoseNothing(t *testing.T) {
	model, srv := agenttest.Model(t, llmtest.Anthropic, agenttest.Oracle)
	a, _ := session(t, "/login.html", model, nil, nil, nil)
	act(t, a, `supply 'fay@example.com' to "Email"`)
	srv.Enqueue(llmtest.Reply{Status: http.StatusTooManyRequests, Message: "rate limited", RetryAfter: time.Second})
	_, err := a.Act(context.Background(), `use "Sign in"`)
	if !errors.Is(err, llm.ErrRateLimited) || !strings.Contains(err.Error(), `use \"Sign in\"`) {
		t.Fatalf("err %v; want a rate-limit error naming the instruction", err)
	}
	if n := len(a.Trajectory().Steps); n != 1 {
		t.Errorf("%d steps after the failure, want the 1 recorded before", n)
	}
}

func TestObserveListsCandidatesWithoutActing(t *testing.T) {
	model, _ := agenttest.Model(t, llmtest.OpenAI, agenttest.Oracle)
	a, page := session(t, "/shop.html", model, nil, nil, nil)
	res, err := a.Observe(context.Background(), `use "Add to cart" after "Silk Scarf"`)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Observations) == 0 || res.ModelCalls != 1 {
		t.Fatalf("%d observations, %d calls", len(res.Observations), res.ModelCalls)
	}
	o := res.Observations[0]
	if o.Step.Action != trajectory.ActionClick || o.Step.Target == nil || !strings.Contains(o.Step.Target.Fingerprint.Context, "Silk Scarf") {
		t.Errorf("observation %+v, want a click on the Silk Scarf's button", o)
	}
	if got := text(t, page, "[data-testid=cart-link]"); got != "Cart (0)" {
		t.Errorf("observe acted: cart says %q", got)
	}
	// An observation's step replays as it is.
	tr := &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: "obs", StartURL: demo(t).URL() + "/shop.html", Steps: []trajectory.Step{o.Step}}
	tr.Steps[0].ID = "s1"
	fresh := browsertest.NewPage(t)
	if run := replay.NewPlayer(fresh.Page, replay.Options{}).Run(context.Background(), tr, nil); run.Status != trajectory.StatusPassed {
		t.Fatalf("observed step does not replay: %s", run.Error)
	}
}

// TestObserveFindsANamedElementOffline: "the Sign in button" names an
// element rather than an action; with no model the offline resolver
// finds it and suggests a click, and does nothing.
func TestObserveFindsANamedElementOffline(t *testing.T) {
	a, page := session(t, "/login.html", nil, nil, nil, nil)
	for _, instr := range []string{"the Sign in button", "find the Email field"} {
		res, err := a.Observe(context.Background(), instr)
		if err != nil {
			t.Fatalf("%s: %v", instr, err)
		}
		if len(res.Observations) != 1 || res.ModelCalls != 0 || res.Observations[0].Step.Target == nil {
			t.Fatalf("%s: %+v", instr, res)
		}
		want := map[string]string{"the Sign in button": "Sign in", "find the Email field": "Email"}[instr]
		if got := res.Observations[0].Step.Target.Fingerprint.Name; got != want {
			t.Errorf("%s: observed %q, want %q", instr, got, want)
		}
	}
	if _, err := a.Observe(context.Background(), "the purple elephant"); err == nil {
		t.Error("an element the page does not have was observed")
	}
	if got := page.URL(); !strings.HasSuffix(got, "/login.html") {
		t.Errorf("observe acted: the page is at %s", got)
	}
}

func TestExtract(t *testing.T) {
	t.Run("validated JSON from the page", func(t *testing.T) {
		calls := 0
		model, srv := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
			calls++
			if calls == 1 { // a number where the schema wants a string
				return llmtest.Reply{JSON: `{"name":"Silk Scarf","price":39}`}
			}
			if !strings.Contains(agenttest.UserPrompt(r), `paragraph "$39.00"`) {
				return llmtest.Reply{JSON: `{"name":"","price":""}`}
			}
			return llmtest.Reply{JSON: `{"name":"Silk Scarf","price":"$39.00"}`}
		})
		a, _ := session(t, "/shop.html", model, nil, nil, nil)
		schema := json.RawMessage(`{"type":"object","properties":{"name":{"type":"string"},"price":{"type":"string","pattern":"^\\$"}},"required":["name","price"]}`)
		res, err := a.Extract(context.Background(), "the name and price of the silk scarf", schema)
		if err != nil {
			t.Fatal(err)
		}
		if string(res.Data) != `{"name":"Silk Scarf","price":"$39.00"}` || res.ModelCalls != 2 {
			t.Errorf("data %s after %d calls", res.Data, res.ModelCalls)
		}
		if p := strings.Join(srv.Last().Texts("user"), "\n"); !strings.Contains(p, "does not match the schema: /price") {
			t.Errorf("the retry does not name the problem:\n%s", p)
		}
	})
	t.Run("inside a cross-origin iframe", func(t *testing.T) {
		model, _ := agenttest.Model(t, llmtest.Google, func(r llmtest.Request) llmtest.Reply {
			if strings.Contains(agenttest.UserPrompt(r), `heading "Send us a message"`) {
				return llmtest.Reply{JSON: `{"value":["General question","Order status","Returns and exchanges","Partnerships"]}`}
			}
			return llmtest.Reply{JSON: `{"value":[]}`}
		})
		a, _ := session(t, "/iframe.html", model, nil, nil, nil)
		res, err := a.Extract(context.Background(), "the contact form's topics", json.RawMessage(`{"type":"array","items":{"type":"string"},"minItems":1}`))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(res.Data), "Returns and exchanges") || strings.HasPrefix(string(res.Data), "{") {
			t.Errorf("data %s, want the unwrapped array of topics", res.Data)
		}
	})
	t.Run("no schema and no instruction gives page text with no model", func(t *testing.T) {
		model, srv := agenttest.Model(t, llmtest.OpenAI, agenttest.Oracle)
		a, _ := session(t, "/iframe.html", model, nil, nil, nil)
		res, err := a.Extract(context.Background(), "", nil)
		if err != nil {
			t.Fatal(err)
		}
		var out struct{ PageText string }
		_ = json.Unmarshal(res.Data, &out)
		if !strings.Contains(out.PageText, "Embedded forms") || !strings.Contains(out.PageText, "We usually reply within one business day.") {
			t.Errorf("page text misses the page or the cross-origin frame:\n%s", out.PageText)
		}
		if len(srv.Requests()) != 0 {
			t.Error("the model was called")
		}
	})
	t.Run("a second invalid answer is a schema error", func(t *testing.T) {
		model, _ := agenttest.Model(t, llmtest.OpenAI, func(llmtest.Request) llmtest.Reply { return llmtest.Reply{JSON: `{"count":"many"}`} })
		a, _ := session(t, "/shop.html", model, nil, nil, nil)
		_, err := a.Extract(context.Background(), "how many products", json.RawMessage(`{"type":"object","properties":{"count":{"type":"integer"}},"required":["count"]}`))
		var se *agent.SchemaError
		if !errors.As(err, &se) || !strings.Contains(se.Error(), "/count") {
			t.Fatalf("err %v, want a SchemaError naming /count", err)
		}
	})
}

// twoPages serves an original and a mutated version of a small page.
func twoPages(t *testing.T, original, mutated string) (string, string) {
	t.Helper()
	mux := http.NewServeMux()
	for path, body := range map[string]string{"/original": original, "/mutated": mutated} {
		body := body
		mux.HandleFunc(path, func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			_, _ = w.Write([]byte(body))
		})
	}
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL + "/original", srv.URL + "/mutated"
}

func TestModelHealTier(t *testing.T) {
	const script = `<p id="log"></p><script>document.addEventListener("click", e => { if (e.target.tagName === "BUTTON") document.getElementById("log").textContent += e.target.textContent + ";"; });</script>`
	orig, mut := twoPages(t,
		`<title>Edit</title><form onsubmit="return false"><label>Title <input name="title"></label> <button type="button" id="save">Save</button> <button type="button" id="delete">Delete</button></form>`+script,
		`<title>Edit</title><div class="toolbar"><button type="button" id="b-1f3">Store changes</button></div><form onsubmit="return false"><label>Title <input name="title"></label> <button type="button" id="b-9a2">Delete</button></form>`+script)
	// Record "click Save" on the original page, offline.
	s := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "heal", Name: "save", StartURL: orig}
	a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, agent.Options{})
	if err := a.Recorder().Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	act(t, a, "click Save")
	tr.StartURL = mut

	replayWith := func(t *testing.T, answer string) (*trajectory.Run, string) {
		model, srv := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
			id := agenttest.Find(agenttest.Lines(agenttest.UserPrompt(r)), answer, "")
			return llmtest.Reply{JSON: `{"element":"` + id + `","reason":"same purpose"}`, PromptTokens: 321, CompletionTokens: 12}
		})
		p := browsertest.NewPage(t)
		player := replay.NewPlayer(p.Page, replay.Options{StepTimeout: 2 * time.Second, Heal: trajectory.HealSuggest,
			Healers: agent.Healers(model, nil)})
		run := player.Run(context.Background(), tr, nil)
		log, _ := p.Page.Locator("#log").InnerText()
		// The page does not change while the step waits, so the model is
		// asked once, however often replay asks its healers again; the
		// step and the run say so.
		if n := len(srv.Requests()); n != 1 || run.LLMCalls != 1 {
			t.Errorf("the model got %d request(s) and the run counts %d; want 1 and 1", n, run.LLMCalls)
		}
		if m := run.Steps[0].Model; m == nil || m.Calls != 1 || m.Model != model.Name() || m.PromptTokens != 321 || m.CompletionTokens != 12 {
			t.Errorf("the step's model use is %+v, want 1 call to %s with its tokens", m, model.Name())
		}
		return run, log
	}
	t.Run("model finds the reworded, moved button", func(t *testing.T) {
		run, log := replayWith(t, "Store changes")
		if run.Status != trajectory.StatusPassed || run.Steps[0].Heal == nil || run.Steps[0].Heal.Tier != trajectory.TierModel {
			t.Fatalf("run %s (%s), heal %+v; want passed, healed by the model", run.Status, run.Error, run.Steps[0].Heal)
		}
		if log != "Store changes;" {
			t.Errorf("clicked %q, want only Store changes", log)
		}
	})
	t.Run("model pointing at Delete is refused, nothing clicked", func(t *testing.T) {
		run, log := replayWith(t, "Delete")
		if run.Status != trajectory.StatusFailed || log != "" {
			t.Fatalf("run %s, clicked %q; want a failure without any click", run.Status, log)
		}
		if !strings.Contains(run.Error, "refused") {
			t.Errorf("error %q does not say the model's pick was refused", run.Error)
		}
	})
}

// TestActRightAndDoubleClick: a model that answers a click with value
// "right" or "double" records a right-click or a double-click, which the
// page sees as a context menu and a dblclick.
func TestActRightAndDoubleClick(t *testing.T) {
	model, _ := agenttest.Model(t, llmtest.OpenAI, agenttest.Oracle)
	a, page := session(t, "/login.html", model, nil, nil, nil)
	if _, err := page.Evaluate(`() => {
		window.seen = [];
		const email = document.querySelector("#email");
		email.addEventListener("contextmenu", e => { e.preventDefault(); window.seen.push("menu"); });
		email.addEventListener("dblclick", () => window.seen.push("dblclick"));
	}`); err != nil {
		t.Fatal(err)
	}
	right := act(t, a, `bring up the menu of "Email"`)
	double := act(t, a, `open up "Email"`)
	if s := right.Steps[0]; s.Action != trajectory.ActionClick || s.Button != "right" || s.ClickCount != 0 {
		t.Errorf("right-click recorded as %+v", s)
	}
	if s := double.Steps[0]; s.Action != trajectory.ActionClick || s.Button != "" || s.ClickCount != 2 {
		t.Errorf("double-click recorded as %+v", s)
	}
	if v, _ := page.Evaluate(`() => window.seen.join(",")`); v != "menu,dblclick" {
		t.Errorf("the page saw %v, want menu,dblclick", v)
	}
}

// TestLiteralPasswordLeavesNoHashInTheCache: an act cache key is a hash of
// its instruction, so a password typed literally ("type secret123 into
// Password") must be keyed as its placeholder: a hash of the value could
// be tried against guesses offline. The entry replays for the placeholder
// form, and with the same password given again.
func TestLiteralPasswordLeavesNoHashInTheCache(t *testing.T) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	a, _ := session(t, "/login.html", nil, store, nil, nil)
	res := act(t, a, "type secret123 into Password")
	page := demo(t).URL() + "/login.html"
	if res.CacheKey == cache.ActKey("type secret123 into Password", page, nil, nil) ||
		res.CacheKey == cache.ActKey("type secret123 into Password", page, []string{"password"}, nil) {
		t.Fatal("the act cache key is the hash of the instruction with the password in it")
	}
	if want := cache.ActKey("type {{password}} into Password", page, []string{"password"}, nil); res.CacheKey != want {
		t.Errorf("key %s; want the placeholder instruction's %s", res.CacheKey, want)
	}
	e, err := store.Act(res.CacheKey)
	if err != nil {
		t.Fatal(err)
	}
	if e.Instruction != "type {{password}} into Password" {
		t.Errorf("stored instruction %q", e.Instruction)
	}
	b, _ := session(t, "/login.html", nil, store, []trajectory.Variable{{Name: "password", Secret: true}}, map[string]string{"password": "secret123"})
	if again := act(t, b, "type secret123 into Password"); again.Cache != agent.CacheHit {
		t.Errorf("the same password typed again: cache %s", again.Cache)
	}
}
