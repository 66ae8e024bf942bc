package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/keychain"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// modelFlags are the flags that choose a model.
type modelFlags struct {
	model      string
	baseURL    string
	pageTokens int
	// resolverOff sends every instruction to the model (--resolver off).
	resolverOff bool
}

func (m *modelFlags) register(fs *flag.FlagSet) {
	def := os.Getenv("REPRISE_MODEL")
	if def == "" {
		def = "local"
	}
	fs.StringVar(&m.model, "model", def, `model for instructions the offline resolver cannot do: "local" (none), openai/…, google/…, anthropic/…, ollama/…, openai-compatible/… (default $REPRISE_MODEL or local)`)
	fs.StringVar(&m.baseURL, "model-url", "", "endpoint of the model's server: an OpenAI-compatible server (LM Studio, vLLM, llama.cpp) or a proxy")
	// The old spelling: on run and replay, --base-url is the site the
	// flows run against.
	fs.Func("base-url", "deprecated: old name of --model-url (the model's server, not the site: the site is --url)", func(v string) error {
		fmt.Fprintln(fs.Output(), "reprise: --base-url here is the old name of --model-url: it sets the URL of the model's server, not of the site, "+
			"which is set with --url; write --model-url (on reprise run and replay, --base-url is the site the flows run against)")
		m.baseURL = v
		return nil
	})
	fs.IntVar(&m.pageTokens, "page-tokens", agent.DefaultPageTokens, "token budget of the page in a prompt")
	fs.Func("resolver", `"on" (default): simple instructions are resolved offline, the rest by the model; "off": every instruction goes to the model`, func(v string) error {
		switch v {
		case "on":
			m.resolverOff = false
		case "off":
			m.resolverOff = true
		default:
			return fmt.Errorf("--resolver is on or off, not %q", v)
		}
		return nil
	})
}

// open returns the model, or nil for "local". Keys come from the OS
// keychain (reprise key set), then the provider's environment variable.
// What the model makes the command wait for (a retry, a slow answer) is
// said on progress as it happens.
func (m *modelFlags) open(progress io.Writer) (llm.Model, error) {
	if m.model == "" || m.model == "local" {
		if m.resolverOff {
			return nil, fmt.Errorf("%w: pass --model (e.g. --model openai/gpt-4.1-mini) or set REPRISE_MODEL — the app's Settings do not apply to the command line",
				agent.ErrResolverOffNeedsModel)
		}
		return nil, nil
	}
	model, err := llm.New(m.model, llm.Options{BaseURL: m.baseURL, KeySource: keychain.Source, MaxRetries: llm.DefaultMaxRetries,
		OnRetry: func(r llm.Retry) {
			fmt.Fprintf(progress, "reprise: %s; asking again in %s (try %d of %d)\n", r.Why, llm.WaitWords(r.Wait), r.Next, r.Of)
		}})
	if err != nil {
		return nil, keyWays(err)
	}
	return &patient{Model: model, progress: progress, every: waitNote, limit: llm.DefaultTimeout}, nil
}

// waitNote is how long a model call runs before the command says it is
// still waiting, and then how often it says so again.
var waitNote = 10 * time.Second

// patient is a model that says on progress, while a call takes long, that
// the command is waiting for it: a model that hangs otherwise leaves a
// command silent for minutes.
type patient struct {
	llm.Model
	progress io.Writer
	every    time.Duration
	// limit is how long a call may take (llm.Options.Timeout), said with
	// each note; zero says none.
	limit time.Duration
}

// Generate is the model's, with a note every p.every while it runs.
func (p *patient) Generate(ctx context.Context, req llm.Request) (*llm.Response, error) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		start := time.Now()
		t := time.NewTicker(p.every)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				limit := ""
				if p.limit > 0 {
					limit = ", gives up at " + llm.WaitWords(p.limit)
				}
				fmt.Fprintf(p.progress, "reprise: still waiting for %s (%s so far%s; Ctrl+C stops)\n", p.Name(), llm.WaitWords(time.Since(start)), limit)
			}
		}
	}()
	resp, err := p.Model.Generate(ctx, req)
	close(done)
	wg.Wait()
	return resp, err
}

// newAgent returns an agent recording into t on sess with the act cache of
// cache (nil: none).
func newAgent(t *trajectory.Trajectory, sess *browser.Session, vals map[string]string, model llm.Model, m *modelFlags, c agent.ActCache) *agent.Agent {
	return agent.New(t, replay.NewPlayer(sess.Page, replay.Options{}), vals, agent.Options{Model: model, Cache: c, PageTokens: m.pageTokens, ResolverOff: m.resolverOff})
}

// pageCommand is what act, observe and extract share: flags, a browser on
// --url, an agent.
type pageCommand struct {
	c      common
	m      modelFlags
	v      varFlags
	url    string
	asJSON bool
	// noStore runs without opening the store (--cache no).
	noStore bool
	// name is the command's ("act"), for other commands' messages while
	// it holds the store.
	name string
}

func (p *pageCommand) flags(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	p.name = name
	p.c.register(fs)
	p.m.register(fs)
	p.v.register(fs)
	fs.StringVar(&p.url, "url", "", "page to open first (required)")
	fs.BoolVar(&p.asJSON, "json", false, "print JSON")
	return fs
}

// run opens the store, the browser and the page, then calls do with an
// agent; it returns the exit code.
func (p *pageCommand) run(ctx context.Context, stderr io.Writer, do func(a *agent.Agent) int) int {
	return p.runWithStore(ctx, stderr, func(a *agent.Agent, _ sharedstore.Store) int { return do(a) })
}

// runWithStore is run for commands that also need the store.
func (p *pageCommand) runWithStore(ctx context.Context, stderr io.Writer, do func(a *agent.Agent, st sharedstore.Store) int) int {
	if p.url == "" {
		return fail(stderr, "--url is required")
	}
	if err := p.v.load(os.Environ()); err != nil {
		return fail(stderr, "%v", err)
	}
	t, err := p.c.nav.newFlow("act", p.url)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	model, err := p.m.open(stderr)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	// The store opens while the driver and the browser start; with
	// --cache no there is no store and no act cache.
	l := p.c.startLaunch(ctx, stderr)
	var st sharedstore.Store
	var ac agent.ActCache // an untyped nil without a store: no act cache
	if !p.noStore {
		if st, err = p.c.openStore("reprise " + p.name); err != nil {
			l.discard()
			return fail(stderr, "%v", err)
		}
		defer st.Close()
		ac = st
	}
	b, sess, err := l.wait()
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer b.Close()
	defer sess.Close()
	vals := p.v.declare(t)
	a := newAgent(t, sess, vals, model, &p.m, ac)
	p.c.nav.apply(a)
	if err := a.Recorder().Start(ctx); err != nil {
		// The start URL may carry a {{secret}} or a token.
		return fail(stderr, "%s", trajectory.Redact(err.Error(), append(t.SecretValues(vals), p.v.secretValues()...)))
	}
	return do(a, st)
}

func cmdAct(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var p pageCommand
	fs := p.flags("act", stderr)
	cacheMode := fs.String("cache", "both", "act cache: both (replay and store) or no (neither; no store is opened)")
	instrs, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(instrs) == 0 {
		return fail(stderr, "act needs at least one instruction")
	}
	switch *cacheMode {
	case "both":
	case "no":
		p.noStore = true
	default:
		return fail(stderr, "--cache wants both or no, got %q", *cacheMode)
	}
	return p.run(ctx, stderr, func(a *agent.Agent) int {
		// Recording may turn a password typed literally into a secret
		// variable: the secrets are read again after every act.
		secrets := func() []string {
			return append(a.Trajectory().SecretValues(a.Trajectory().Values(a.Recorder().Values())), p.v.secretValues()...)
		}
		var results []*agent.ActResult
		for i, in := range instrs {
			res, err := a.Act(ctx, in)
			if err != nil {
				fmt.Fprintf(stderr, "reprise: act %d %s: %s%s\n", i+1, trajectory.Redact(strconv.Quote(in), secrets()), trajectory.Redact(err.Error(), secrets()), whatNext(err, p.m.model))
				return 1
			}
			results = append(results, res)
			if !p.asJSON {
				printAct(redactWriter{stdout, secrets}, i+1, res)
			}
		}
		if p.asJSON {
			writeJSON(stdout, results, secrets())
		}
		return 0
	})
}

// printAct prints one act's outcome: what it did, how it was resolved and
// what it cost.
func printAct(w io.Writer, n int, r *agent.ActResult) {
	entry := ""
	if r.CacheEntry != "" {
		entry = fmt.Sprintf(" %s r%d", r.CacheEntry, r.CacheRevision)
	}
	fmt.Fprintf(w, "✓ %d %s  [cache %s%s, by %s, %d model call(s), %d+%d tokens, $%.5f, %d ms]\n",
		n, r.Instruction, r.Cache, entry, r.ResolvedBy, r.ModelCalls, r.Usage.PromptTokens, r.Usage.CompletionTokens, r.Usage.CostUSD, r.DurationMS)
	if r.CacheWhy != "" {
		fmt.Fprintf(w, "    cache: %s\n", r.CacheWhy)
	}
	for i, s := range r.Steps {
		line := "    " + string(s.Action)
		if s.Target != nil {
			fp := s.Target.Fingerprint
			line += fmt.Sprintf(" %s %q", orDash(fp.Role), fp.Name)
		}
		if v := firstNonEmpty(s.Value, s.Key, s.URL); v != "" {
			line += fmt.Sprintf(" %q", v)
		}
		if i < len(r.Results) {
			line += "  " + winnerText(r.Results[i])
		}
		fmt.Fprintln(w, line)
	}
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

func cmdObserve(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var p pageCommand
	fs := p.flags("observe", stderr)
	instrs, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(instrs) != 1 {
		return fail(stderr, "observe needs one instruction")
	}
	return p.run(ctx, stderr, func(a *agent.Agent) int {
		// Observations quote the page ("near \"Welcome, …\""), which may
		// show a secret: printed like act's, redacted.
		secrets := p.secrets(a)
		res, err := a.Observe(ctx, instrs[0])
		if err != nil {
			fmt.Fprintf(stderr, "reprise: %s%s\n", trajectory.Redact(err.Error(), secrets()), whatNext(err, p.m.model))
			return 1
		}
		if p.asJSON {
			writeJSON(stdout, res, secrets())
			return 0
		}
		w := redactWriter{stdout, secrets}
		for i, o := range res.Observations {
			line := fmt.Sprintf("%d. %s %s", i+1, o.Step.Action, o.Description)
			if len(o.Step.Target.Candidates) > 0 {
				line += "  via " + o.Step.Target.Candidates[0].String()
			}
			fmt.Fprintln(w, line)
		}
		fmt.Fprintf(stderr, "%d model call(s), %d+%d tokens\n", res.ModelCalls, res.Usage.PromptTokens, res.Usage.CompletionTokens)
		return 0
	})
}

// secrets returns a function reading the secret values of a's recording
// and of the command line, for redacting what a page command prints.
func (p *pageCommand) secrets(a *agent.Agent) func() []string {
	return func() []string {
		return append(a.Trajectory().SecretValues(a.Trajectory().Values(a.Recorder().Values())), p.v.secretValues()...)
	}
}

func cmdExtract(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var p pageCommand
	fs := p.flags("extract", stderr)
	schemaFile := fs.String("schema", "", "JSON Schema file the answer must match")
	instrs, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(instrs) > 1 {
		return fail(stderr, "extract takes at most one instruction (quote it)")
	}
	var schema json.RawMessage
	if *schemaFile != "" {
		data, err := userfile.Read(ctx, *schemaFile)
		if err != nil {
			return fail(stderr, "--schema: %v", err)
		}
		if !json.Valid(data) {
			return fail(stderr, "--schema %s is not valid JSON", *schemaFile)
		}
		schema = data
	}
	instr := strings.Join(instrs, " ")
	return p.run(ctx, stderr, func(a *agent.Agent) int {
		// What is extracted is what the page shows, a secret included
		// ("Welcome, …"): printed redacted, as act's output is.
		secrets := p.secrets(a)
		res, err := a.Extract(ctx, instr, schema)
		if err != nil {
			fmt.Fprintf(stderr, "reprise: %s\n", trajectory.Redact(err.Error(), secrets()))
			return 1
		}
		var out any
		_ = json.Unmarshal(res.Data, &out)
		writeJSON(stdout, out, secrets())
		fmt.Fprintf(stderr, "%d model call(s), %d+%d tokens\n", res.ModelCalls, res.Usage.PromptTokens, res.Usage.CompletionTokens)
		return 0
	})
}

// cmdKey stores or removes a provider's API key in the OS keychain. The key
// is read from standard input so it stays out of the shell history.
func cmdKey(_ context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) != 2 || (args[0] != "set" && args[0] != "rm") {
		return fail(stderr, "usage: reprise key set|rm PROVIDER   (set reads the key from standard input)")
	}
	provider := args[1]
	if _, _, err := llm.ParseModel(provider + "/x"); err != nil {
		return fail(stderr, "%v", err)
	}
	if args[0] == "rm" {
		if err := keychain.Delete(provider); err != nil {
			return fail(stderr, "%v", err)
		}
		fmt.Fprintf(stdout, "removed the %s key\n", provider)
		return 0
	}
	line, err := bufio.NewReader(os.Stdin).ReadString('\n')
	if err != nil && line == "" {
		return fail(stderr, "reading the key from standard input: %v", err)
	}
	if err := keychain.Set(provider, line); err != nil {
		return fail(stderr, "%v; otherwise set %s in the environment", err, strings.Join(llm.KeyEnv(provider), " or "))
	}
	fmt.Fprintf(stdout, "stored the %s key in the OS keychain\n", provider)
	return 0
}
