package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/cua"
	"github.com/reprise-qa/reprise/backend/keychain"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// listFlag collects a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ", ") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

func cmdAgent(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var p pageCommand
	fs := p.flags("agent", stderr)
	mode := fs.String("mode", "dom", "dom (accessibility tree + act tools), hybrid (adds screenshots and pixel tools) or cua (a computer-use model: openai/computer-use-preview, anthropic/claude-…, google/gemini-…-computer-use…)")
	display := fs.String("display", "", "cua: the screen size the model sees, WIDTHxHEIGHT (default: the viewport)")
	confirmSafety := fs.Bool("confirm-safety", false, "cua: acknowledge the vendor's safety checks and go on (default: stop the run)")
	strategy := fs.String("cache", "both", "agent cache: no, write, read or both")
	maxSteps := fs.Int("max-steps", agent.DefaultMaxSteps, "most model turns")
	save := fs.String("save", "", "save the run's steps as a trajectory with this name")
	var servers listFlag
	fs.Var(&servers, "mcp", "an MCP server to start over stdio, e.g. \"npx @acme/mcp\" (repeatable)")
	replayable := fs.String("replayable-tools", "", "comma-separated MCP tool names a replay may call again")
	goals, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(goals) != 1 {
		return fail(stderr, "agent needs one goal (quote it)")
	}
	if *mode != string(agent.ModeDOM) && *mode != string(agent.ModeHybrid) && *mode != cua.Mode {
		return fail(stderr, "--mode wants dom, hybrid or cua, got %q", *mode)
	}
	var driver agent.Driver
	if *mode == cua.Mode {
		d, err := cuaDriver(&p.m, *display, *confirmSafety, stderr)
		if err != nil {
			return fail(stderr, "%v", err)
		}
		driver = d
	} else if *display != "" || *confirmSafety {
		return fail(stderr, "--display and --confirm-safety are for --mode cua")
	}
	strat, err := agent.ParseCacheStrategy(*strategy)
	if err != nil {
		return fail(stderr, "--cache: %v", err)
	}
	// --cache no needs no store, unless the run is to be saved.
	p.noStore = strat == agent.CacheNone && *save == ""
	for _, s := range servers {
		if strings.TrimSpace(s) == "" {
			return fail(stderr, "--mcp needs a command")
		}
	}
	mcps, err := agent.StartMCP(ctx, servers, strings.Split(*replayable, ","))
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer mcps.Close()
	tools := mcps.Tools
	return p.runWithStore(ctx, stderr, func(a *agent.Agent, st sharedstore.Store) int {
		secrets := append(a.Trajectory().SecretValues(a.Trajectory().Values(a.Recorder().Values())), p.v.secretValues()...)
		// Model text, tool results and the result line may quote the page.
		stdout := redactWriter{stdout, func() []string { return secrets }}
		stderr := redactWriter{stderr, func() []string { return secrets }}
		opts := agent.ExecuteOptions{Mode: agent.Mode(*mode), MaxSteps: *maxSteps, Tools: tools, Driver: driver,
			Strategy: strat, OnEvent: func(e agent.Event) {
				if !p.asJSON {
					printEvent(stderr, e, secrets)
				}
			}}
		if st != nil {
			opts.Cache, opts.Library = st, st
		}
		if driver != nil {
			opts.Mode = "" // the driver's own loop
		}
		res, err := a.Execute(ctx, goals[0], opts)
		if *save != "" && res != nil && len(res.Trajectory.Steps) > 0 {
			t := *res.Trajectory
			t.Name, t.Source = strings.TrimSpace(*save), trajectory.Source{Kind: "agent", Model: a.ModelName()}
			if said, _, serr := saveRun(st, &t); serr != nil {
				fmt.Fprintf(stderr, "reprise: saving the trajectory: %v\n", serr)
			} else {
				fmt.Fprintln(stderr, said)
			}
		}
		said := false // whether the result line already gave err as the reason
		if p.asJSON && res != nil {
			writeJSON(stdout, res, secrets)
		} else if res != nil {
			how := "live"
			if res.CacheHit {
				how = "replayed from the agent cache"
				if res.Handover != "" {
					how += ", then handed over: " + res.Handover
				}
			}
			result := res.Result
			if result == "" && err != nil {
				// The model never closed the run: say why it stopped.
				result, said = trajectory.Redact(err.Error(), secrets), true
			}
			fmt.Fprintf(stdout, "%s: %s (%s; %d turns, %d model call(s), %d+%d tokens, $%.4f, %d ms, %d steps recorded)\n",
				map[bool]string{true: "SUCCESS", false: "NOT DONE"}[res.Success], result, how, res.Turns, res.ModelCalls,
				res.Usage.PromptTokens, res.Usage.CompletionTokens, res.Usage.CostUSD, res.DurationMS, len(res.Trajectory.Steps))
			for _, o := range res.Outputs {
				fmt.Fprintf(stdout, "extracted: %s\n", o)
			}
			switch {
			case res.CacheHit && res.Handover == "":
				fmt.Fprintf(stdout, "cache: replayed %s revision %d (stored %s); edit it with the app or reprise cache\n",
					res.CacheEntry, res.CacheRevision, res.CacheTimestamp.Local().Format("2006-01-02 15:04:05"))
			case res.Stored:
				fmt.Fprintf(stdout, "cache: stored as %s revision %d; the next run of this goal replays it with no model calls\n", res.CacheEntry, res.CacheRevision)
			}
		}
		if err != nil {
			if !said {
				fmt.Fprintf(stderr, "reprise: %s\n", trajectory.Redact(err.Error(), secrets))
			}
			return 1
		}
		if !res.Success {
			return 1
		}
		return 0
	})
}

// saveRun saves the run t (named) in the library: as a new revision of
// the flow of that name when there is exactly one, so that saving the
// same goal again does not add a twin, else as a new flow. It returns
// what it did, in words.
func saveRun(st sharedstore.Store, t *trajectory.Trajectory) (string, *trajectory.Trajectory, error) {
	list, err := st.ListTrajectories()
	if err != nil {
		return "", nil, err
	}
	var same []cache.Summary
	for _, s := range list {
		if strings.TrimSpace(s.Name) == t.Name {
			same = append(same, s)
		}
	}
	t.ID, t.Revision = "", 0
	if len(same) == 1 {
		t.ID = same[0].ID
	}
	saved, err := st.SaveTrajectory(t)
	if err != nil {
		return "", nil, err
	}
	switch {
	case len(same) == 1:
		return fmt.Sprintf("saved as a new revision of flow %q (id %s, revision %d)", saved.Name, saved.ID, saved.Revision), saved, nil
	case len(same) > 1:
		return fmt.Sprintf("saved trajectory %s as a new flow %q: %d flows already have that name, so none was replaced", saved.ID, saved.Name, len(same)), saved, nil
	}
	return fmt.Sprintf("saved trajectory %s as flow %q", saved.ID, saved.Name), saved, nil
}

// printEvent prints one agent event as a line of the live log.
func printEvent(w io.Writer, e agent.Event, secrets []string) {
	switch e.Type {
	case agent.EventToolCall:
		fmt.Fprintf(w, "  %d → %s %s\n", e.Step, e.Tool, trajectory.Redact(string(e.Args), secrets))
	case agent.EventToolResult:
		mark := "✓"
		if e.IsError {
			mark = "✗"
		}
		text := e.Text
		if i := strings.IndexByte(text, '\n'); i >= 0 && e.Tool == "ariaTree" {
			text = text[:i] + " …"
		}
		fmt.Fprintf(w, "    %s %s\n", mark, cutLine(text, 160))
	case agent.EventModelText:
		fmt.Fprintf(w, "  %d model: %s\n", e.Step, cutLine(e.Text, 200))
	case agent.EventNoAnswer:
		fmt.Fprintf(w, "  %d ✗ %s\n", e.Step, e.Text)
	case agent.EventCacheHit, agent.EventHandover:
		fmt.Fprintf(w, "  %s\n", e.Text)
	case agent.EventReplayStep:
		mark := "✓"
		if e.IsError {
			mark = "✗"
		}
		fmt.Fprintf(w, "  %s replay %d %s\n", mark, e.Step, e.Text)
	}
}

func cutLine(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// cuaDriver builds the computer-use driver --model names; the key comes
// from the OS keychain, then the vendor's environment variable.
func cuaDriver(m *modelFlags, display string, confirm bool, stderr io.Writer) (agent.Driver, error) {
	if m.model == "" || m.model == "local" {
		return nil, fmt.Errorf("--mode cua needs a computer-use model: --model openai/computer-use-preview, anthropic/claude-sonnet-4-5 or google/gemini-2.5-computer-use-preview-10-2025")
	}
	o := cua.Options{BaseURL: m.baseURL, KeySource: keychain.Source, MaxRetries: llm.DefaultMaxRetries}
	if display != "" {
		size, err := cua.ParseSize(display)
		if err != nil {
			return nil, fmt.Errorf("--display: %w", err)
		}
		o.Display = size
	}
	if confirm {
		o.Confirm = func(_ context.Context, c cua.SafetyCheck) bool {
			fmt.Fprintf(stderr, "  ! safety check acknowledged (%s): %s\n", c.Code, c.Message)
			return true
		}
	}
	name, err := cua.ModelFor(m.model)
	if err != nil {
		return nil, fmt.Errorf("--mode cua: %w", err)
	}
	if name != m.model {
		fmt.Fprintf(stderr, "computer use: %s is not a computer-use model; using %s\n", m.model, name)
	}
	d, err := cua.New(name, o)
	return d, keyWays(err)
}
