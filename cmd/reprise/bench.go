package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/healbench"
	"github.com/reprise-qa/reprise/testdata/mutations"
)

// cmdBench runs a benchmark; "heal" is the only one so far.
func cmdBench(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "heal" {
		return fail(stderr, "bench needs a benchmark name: reprise bench heal [--cases DIR] [--json]")
	}
	return cmdBenchHeal(ctx, args[1:], stdout, stderr)
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
	w, h, err := parseViewport(c.viewport)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	b, err := browser.Launch(ctx, browser.Options{
		Headless: !c.headed, Viewport: browser.Viewport{Width: w, Height: h},
		BrowserPath: c.browserPath, CDPEndpoint: c.cdp, WSEndpoint: c.ws,
		Driver: browser.DriverOptions{Log: func(s string) { fmt.Fprintln(stderr, s) }},
	})
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
