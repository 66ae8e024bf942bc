package main

import (
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/healbench"
	"github.com/reprise-qa/reprise/backend/perfbench"
	"github.com/reprise-qa/reprise/testdata/mutations"
)

// cmdBench runs a benchmark: with no name (or "perf") the performance
// benchmark of issue 19 (backend/perfbench), "heal" the healing one.
func cmdBench(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "heal" {
		return cmdBenchHeal(ctx, args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == perfbench.PlainActArg {
		return cmdBenchPlainAct(ctx, args[1:], stderr)
	}
	if len(args) > 0 && args[0] == "perf" {
		args = args[1:]
	}
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		return fail(stderr, "unknown benchmark %q: reprise bench [--flow ID|FILE]… [--runs N] [--replay-only] [--json], or reprise bench heal [--cases DIR] [--json]", args[0])
	}
	return cmdBenchPerf(ctx, args, stdout, stderr)
}

// cmdBenchPerf prints every figure of issue 19 as ratios against plain
// playwright-go in one run: on the demo site, or with --flow on the
// user's own flows. It exits 1 when a figure misses its bar.
func cmdBenchPerf(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs0 := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs0.SetOutput(stderr)
	var c common
	c.register(fs0)
	var v varFlags
	v.register(fs0)
	var flowRefs []string
	fs0.Func("flow", "a stored flow id or a trajectory file to measure instead of the demo flows (repeatable); its pages must be reachable", func(s string) error {
		flowRefs = append(flowRefs, s)
		return nil
	})
	runs := fs0.Int("runs", perfbench.DefaultRuns, "runs per figure (the report shows medians)")
	replayOnly := fs0.Bool("replay-only", false, "measure only the cached replays (skip the act, token and process figures)")
	asJSON := fs0.Bool("json", false, "print the report as JSON")
	if _, err := parseInterspersed(fs0, args); err != nil {
		return 2
	}
	if *runs < 1 {
		return fail(stderr, "--runs must be at least 1")
	}
	if err := v.load(os.Environ()); err != nil {
		return fail(stderr, "%v", err)
	}
	opts := perfbench.Options{Runs: *runs, Log: stderr, ReplayOnly: *replayOnly}
	if len(flowRefs) > 0 {
		st, err := c.openStore("reprise bench")
		if err != nil {
			return fail(stderr, "%v", err)
		}
		for _, ref := range flowRefs {
			t, err := loadTrajectory(st, ref)
			if err != nil {
				st.Close()
				return fail(stderr, "%v", err)
			}
			vals := v.valuesFor(t)
			if err := t.CheckValues(t.Values(vals)); err != nil {
				st.Close()
				return fail(stderr, "%s: %v", ref, err)
			}
			opts.Flows = append(opts.Flows, perfbench.Flow{Name: cmp.Or(t.Name, ref), Trajectory: t, Values: vals})
		}
		st.Close()
	} else {
		site, err := demosite.Start(ctx, "")
		if err != nil {
			return fail(stderr, "starting the demo site: %v", err)
		}
		defer site.Close()
		opts.Site = site.URL()
		if exe, err := os.Executable(); err == nil {
			opts.Exe = exe
		}
	}
	b, err := c.launchBrowser(ctx, stderr)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer b.Close()
	opts.Browser = b
	rep, err := perfbench.Run(ctx, opts)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(rep)
	} else {
		rep.WriteTable(stdout)
	}
	if misses := rep.Misses(); len(misses) > 0 {
		for _, m := range misses {
			fmt.Fprintf(stderr, "reprise: misses the bar: %s\n", m)
		}
		return 1
	}
	return 0
}

// cmdBenchPlainAct is the baseline process of the process figure.
func cmdBenchPlainAct(ctx context.Context, args []string, stderr io.Writer) int {
	fs0 := flag.NewFlagSet("bench plain-act", flag.ContinueOnError)
	fs0.SetOutput(stderr)
	var c common
	c.register(fs0)
	url := fs0.String("url", "", "page with an Email field")
	if _, err := parseInterspersed(fs0, args); err != nil {
		return 2
	}
	w, h, err := parseViewport(c.viewport)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if err := perfbench.PlainAct(ctx, c.browserOptions(w, h, stderr), *url); err != nil {
		return fail(stderr, "%v", err)
	}
	return 0
}

// cmdBenchHeal runs the healing benchmark (backend/healbench) on the
// mutation corpus and prints, per strategy, the cases healed with and
// without a model, the unsolvable cases that failed cleanly, the
// wrong-element actions and the mean time per step. It exits 1 when
// Reprise misses issue 4's bar.
func cmdBenchHeal(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs0 := flag.NewFlagSet("bench heal", flag.ContinueOnError)
	fs0.SetOutput(stderr)
	var c common
	c.register(fs0)
	cases := fs0.String("cases", "", "corpus directory (default: the built-in testdata/mutations)")
	asJSON := fs0.Bool("json", false, "print the report as JSON")
	timeout := fs0.Duration("timeout", healbench.DefaultStepTimeout, "per-step timeout")
	parallel := fs0.Int("parallel", healbench.DefaultParallel, "cases run at once")
	if _, err := parseInterspersed(fs0, args); err != nil {
		return 2
	}
	var corpus fs.FS = mutations.FS
	if *cases != "" {
		if st, err := os.Stat(*cases); err != nil || !st.IsDir() {
			return fail(stderr, "--cases %s is not a directory", *cases)
		}
		corpus = os.DirFS(*cases)
	}
	b, err := c.launchBrowser(ctx, stderr)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer b.Close()
	rep, err := healbench.Run(ctx, corpus, healbench.Options{
		Browser: b, Strategies: healbench.DefaultStrategies(), StepTimeout: *timeout, Parallel: *parallel,
	})
	if rep == nil {
		return fail(stderr, "%v", err)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(rep)
	} else {
		rep.WriteTable(stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "reprise: some cases could not run: %v\n", err)
		return 2
	}
	r := rep.Strategy(healbench.RepriseName)
	if r.SolvedWithoutModel() < 0.95 || r.FailedCleanly != r.Unsolvable || r.WrongActions > 0 {
		fmt.Fprintf(stderr, "reprise misses the bar: %.0f%% solved without a model (want ≥ 95%%), %d/%d unsolvable failed cleanly, %d wrong-element actions\n",
			100*r.SolvedWithoutModel(), r.FailedCleanly, r.Unsolvable, r.WrongActions)
		return 1
	}
	return 0
}
