package agent_test

import (
	"context"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"
	"github.com/tiktoken-go/tokenizer"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// actCases are one act per demo page that needs a model (the offline
// resolver does not know the verb "use"/"supply").
var actCases = []struct{ page, instr string }{
	{"/login.html", `supply 'ann@example.com' to "Email"`},
	{"/shop.html", `use "Add to cart" after "Cotton Scarf"`},
	{"/iframe.html", `supply 'Ann' to "Name"`},
	{"/shadow.html", `use "4 stars"`},
	{"/large.html", `use "Edit" after "Keira Chen"`},
}

var (
	o200kOnce sync.Once
	o200k     tokenizer.Codec
)

// tokens counts s with OpenAI's o200k_base tokenizer (GPT-4o, GPT-4.1).
func tokens(tb testing.TB, s string) int {
	o200kOnce.Do(func() {
		c, err := tokenizer.Get(tokenizer.O200kBase)
		if err != nil {
			tb.Fatal(err)
		}
		o200k = c
	})
	ids, _, err := o200k.Encode(s)
	if err != nil {
		tb.Fatal(err)
	}
	return len(ids)
}

// BenchmarkAct measures one uncached act per demo page through the real
// OpenAI SDK against a loopback model that answers at once (0 ms model):
// prompt tokens (system + user message, counted with o200k_base, and
// snapshot.EstimateTokens), model calls and the act's latency (median;
// loading the page is not timed). Each page is timed twice:
//
//   - at-load: the act starts at the load event, while the recorder's
//     load-time preparation of the page (recorder.prepare) still runs;
//   - idle: the act starts once the page has loaded and the network has
//     been idle for 500 ms, as when a person or an agent acts on a page
//     it has looked at.
//
// Run:
//
//	go test ./backend/agent -run '^$' -bench Act -benchtime 10x
func BenchmarkAct(b *testing.B) {
	for _, c := range actCases {
		for _, when := range []struct {
			name  string
			state *playwright.LoadState
		}{{"at-load", playwright.LoadStateLoad}, {"idle", playwright.LoadStateNetworkidle}} {
			name := strings.TrimSuffix(strings.TrimPrefix(c.page, "/"), ".html") + "/" + when.name
			b.Run(name, func(b *testing.B) { benchAct(b, c.page, c.instr, when.state) })
		}
	}
}

func benchAct(b *testing.B, page, instr string, ready *playwright.LoadState) {
	var mu sync.Mutex
	var prompt string
	model, _ := agenttest.Model(b, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		mu.Lock()
		prompt = r.System + "\n" + agenttest.UserPrompt(r)
		mu.Unlock()
		return agenttest.Oracle(r)
	})
	s := browsertest.NewPage(b)
	var lat []time.Duration
	calls := 0
	for b.Loop() {
		b.StopTimer()
		tr := &trajectory.Trajectory{ID: "b", StartURL: demo(b).URL() + page}
		a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, agent.Options{Model: model})
		if err := a.Recorder().Start(context.Background()); err != nil {
			b.Fatal(err)
		}
		// Start returns at DOMContentLoaded, when the iframe page's frames
		// are still loading: time the act, not their loading.
		if err := s.Page.WaitForLoadState(playwright.PageWaitForLoadStateOptions{State: ready}); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		res, err := a.Act(context.Background(), instr)
		if err != nil {
			b.Fatalf("act %q: %v", instr, err)
		}
		lat = append(lat, time.Duration(res.DurationMS)*time.Millisecond)
		calls += res.ModelCalls
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(tokens(b, prompt)), "o200k-tokens/act")
	b.ReportMetric(float64(snapshot.EstimateTokens(prompt)), "est-tokens/act")
	b.ReportMetric(float64(calls)/float64(len(lat)), "calls/act")
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "median-ms/act")
}

// TestPromptBudgets checks each demo page's act prompt (system prompt and
// user message) against issue 19's token targets (o200k_base): 350 on the
// login form, 1,500 on the shop (and the iframe and shadow-root pages),
// 2,500 on the 5,000-element page, and that the narrowed prompt still holds
// the element the instruction names (the oracle acts only on what the
// prompt shows; the act must land on that element).
func TestPromptBudgets(t *testing.T) {
	limits := map[string]int{"/login.html": 350, "/shop.html": 1500, "/iframe.html": 1500, "/shadow.html": 1500, "/large.html": 2500}
	for _, c := range actCases {
		t.Run(c.page, func(t *testing.T) {
			var prompt string
			model, _ := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
				prompt = r.System + "\n" + agenttest.UserPrompt(r)
				return agenttest.Oracle(r)
			})
			a, _ := session(t, c.page, model, nil, nil, nil)
			res := act(t, a, c.instr) // the agenttest.Oracle only finds what the prompt shows
			rightElement(t, c.instr, res)
			n := tokens(t, prompt)
			t.Logf("%s: %d o200k tokens (estimate %d)", c.page, n, snapshot.EstimateTokens(prompt))
			if n > limits[c.page] {
				t.Errorf("%s: prompt of %d tokens, budget %d", c.page, n, limits[c.page])
			}
		})
	}
}

// rightElement fails the test unless the act acted on the element instr
// names in double quotes (below the one named second, after "after").
func rightElement(t *testing.T, instr string, res *agent.ActResult) {
	t.Helper()
	q := strings.Split(instr, `"`)
	if len(res.Steps) != 1 || res.Steps[0].Target == nil {
		t.Fatalf("%q: want one step on an element, got %+v", instr, res.Steps)
	}
	fp := res.Steps[0].Target.Fingerprint
	if fp.Name != q[1] {
		t.Errorf("%q acted on %s %q", instr, fp.Role, fp.Name)
	}
	if len(q) > 3 && !strings.Contains(fp.Context+fp.Text, q[3]) {
		t.Errorf("%q acted on %s %q in %q, not in %q", instr, fp.Role, fp.Name, fp.Context, q[3])
	}
}

// TestHundredActsWithoutFalseFailures runs 100 model-resolved acts on the
// login form (Stagehand reported 2 false failures in 80 here): every one
// must succeed and leave the page in the state it asked for.
func TestHundredActsWithoutFalseFailures(t *testing.T) {
	model, _ := agenttest.Model(t, llmtest.OpenAI, agenttest.Oracle)
	a, page := session(t, "/login.html", model, nil, nil, nil)
	failures := 0
	for i := range 100 {
		var instr, check string
		switch i % 3 {
		case 0:
			instr, check = `supply 'user`+string(rune('a'+i%26))+`@example.com' to "Email"`, "#email"
		case 1:
			instr, check = `supply 'pw`+string(rune('a'+i%26))+`' to "Password"`, "#password"
		default:
			instr = `use "Remember me"`
		}
		res, err := a.Act(context.Background(), instr)
		if err != nil {
			failures++
			t.Errorf("act %d %q failed: %v", i+1, instr, err)
			continue
		}
		if check != "" {
			want := strings.Split(instr, "'")[1]
			if v, _ := page.Locator(check).InputValue(); v != want {
				failures++
				t.Errorf("act %d %q: field holds %q", i+1, instr, v)
			}
		}
		if res.ModelCalls != 1 {
			t.Errorf("act %d: %d model calls", i+1, res.ModelCalls)
		}
	}
	t.Logf("100 acts, %d failures", failures)
}

// promptTokens counts, with o200k_base, what the requests of a run sent as
// prompt: system prompt, tool definitions, texts and tool results (images
// aside).
func promptTokens(tb testing.TB, reqs []llmtest.Request) int {
	n := 0
	for _, r := range reqs {
		parts := []string{r.System}
		for _, t := range r.Tools {
			parts = append(parts, t.Name, t.Description, string(t.Parameters))
		}
		for _, t := range r.Turns {
			parts = append(parts, t.Texts...)
			for _, c := range t.Calls {
				parts = append(parts, c.Name, string(c.Args))
			}
			for _, res := range t.Results {
				parts = append(parts, res.Text)
			}
		}
		n += tokens(tb, strings.Join(parts, "\n"))
	}
	return n
}

// BenchmarkAgentCheckout runs the demo checkout goal (a scripted model
// buying the cheapest scarf with PayPal, 10 model calls) and then the same
// goal again from the agent cache, and reports both wall times, the model
// calls and the prompt tokens actually sent (o200k_base). Run:
//
//	go test ./backend/agent -run '^$' -bench AgentCheckout -benchtime 3x
func BenchmarkAgentCheckout(b *testing.B) {
	var first, cached []time.Duration
	var calls, cachedCalls, toks int
	for b.Loop() {
		store, err := cache.Open(b.TempDir(), cache.Options{})
		if err != nil {
			b.Fatal(err)
		}
		model, srv := agenttest.Model(b, llmtest.OpenAI, agentScript(totalFrom, checkoutTurns...))
		for i := range 2 {
			s := browsertest.NewPage(b)
			tr := &trajectory.Trajectory{ID: "b", StartURL: demo(b).URL() + "/shop.html", Variables: []trajectory.Variable{{Name: "name"}}}
			a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), map[string]string{"name": "Ann Lee"}, agent.Options{Model: model})
			if err := a.Recorder().Start(context.Background()); err != nil {
				b.Fatal(err)
			}
			res, err := a.Execute(context.Background(), checkoutGoal, agent.ExecuteOptions{Cache: store})
			if err != nil || !res.Success {
				b.Fatalf("run %d: %+v %v", i+1, res, err)
			}
			if i == 0 {
				first = append(first, time.Duration(res.DurationMS)*time.Millisecond)
				calls = res.ModelCalls
				toks = promptTokens(b, srv.Requests())
			} else {
				cached = append(cached, time.Duration(res.DurationMS)*time.Millisecond)
				cachedCalls = res.ModelCalls
			}
			_ = s.Close()
		}
		_ = store.Close()
	}
	med := func(d []time.Duration) float64 {
		sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
		return float64(d[len(d)/2].Milliseconds())
	}
	b.ReportMetric(med(first), "first-run-ms")
	b.ReportMetric(med(cached), "cached-run-ms")
	b.ReportMetric(float64(calls), "first-run-calls")
	b.ReportMetric(float64(cachedCalls), "cached-run-calls")
	b.ReportMetric(float64(toks), "first-run-o200k-tokens")
}
