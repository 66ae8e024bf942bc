// Package perfbench measures Reprise against plain playwright-go on the
// same machine in the same run, and prints the figures as ratios:
//
//   - cached replay of each flow against a playwright-go program doing the
//     same actions (Plain): one Playwright call per step on the locator a
//     developer would write (the flow's top-ranked one), auto-waiting, no
//     checks, the same code `reprise export --format go` writes;
//   - the first act on a freshly loaded page against a later act on the
//     same page;
//   - prompt tokens per model call (o200k_base, the tokenizer of GPT-4o and
//     GPT-4.1) and whether the element the instruction names was in the
//     prompt;
//   - the wall time of a `reprise act` process that replays one cached act
//     against a playwright-go process doing the same action.
//
// Flows and their runs alternate (plain, replay, plain, replay, …) on fresh
// browser contexts so machine load hits both alike; figures are medians.
// `reprise bench` runs it on the demo site, or on a user's own flows.
package perfbench

import (
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"time"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Targets are issue 19's bars, printed next to each figure.
const (
	// TargetReplay is the highest replay/plain ratio on a demo flow.
	TargetReplay = 1.05
	// TargetReplayLarge is the highest ratio on the 5,000-element page.
	TargetReplayLarge = 1.10
	// TargetFirstAct is the highest first-act/later-act ratio.
	TargetFirstAct = 1.3
	// TargetActProcess is the longest `reprise act` process for one
	// cached act.
	TargetActProcess = 1500 * time.Millisecond
)

// Flow is one flow to replay against its plain playwright-go program.
type Flow struct {
	// Name labels the flow in the report.
	Name string
	// Trajectory is the recorded flow (start URL and steps).
	Trajectory *trajectory.Trajectory
	// Values are the variable values of its runs (merged with defaults).
	Values map[string]string
	// Target is the ratio the flow should stay under; 0 means TargetReplay.
	Target float64
}

// Options configure Run.
type Options struct {
	// Browser runs Reprise: everything but the process figure.
	Browser *browser.Browser
	// Plain runs the plain playwright-go programs: a browser launched with
	// browser.Options.Plain, so that they do not pay for Reprise's
	// selector engines. Nil means Run launches one like Browser
	// (Browser.LaunchPlain) and closes it at the end.
	Plain *browser.Browser
	// Runs is how many times each figure is measured (median); 0 means
	// DefaultRuns.
	Runs int
	// Flows are the flows to replay; nil means the demo flows, recorded
	// at the start of the run on Site.
	Flows []Flow
	// Site is the demo site's base URL (backend/demosite), used for the
	// demo flows, the act figures and the process figure; "" skips what
	// needs it.
	Site string
	// Exe is the reprise executable for the process figure; "" skips it.
	Exe string
	// ExeEnv is extra environment for Exe (the driver and browser paths).
	ExeEnv []string
	// Log receives progress lines; nil discards them.
	Log io.Writer
	// ReplayOnly measures the cached replays and nothing else (the
	// quick check after a change to replay).
	ReplayOnly bool
}

// DefaultRuns is how many times each figure is measured when Options
// says nothing: a flow's runs differ by several percent on a loaded
// machine, and the median of nine holds still where five did not.
const DefaultRuns = 9

// Report holds every figure of one run.
type Report struct {
	Runs      int              `json:"runs"`
	Replays   []ReplayFigure   `json:"replays"`
	FirstActs []FirstActFigure `json:"firstActs,omitempty"`
	Tokens    []TokenFigure    `json:"tokens,omitempty"`
	Process   *ProcessFigure   `json:"process,omitempty"`
	// Load is the machine's load average when the run started (Linux), so
	// figures taken under load are labelled.
	Load string `json:"load,omitempty"`
}

// ReplayFigure compares a cached replay of one flow with its plain
// playwright-go program.
type ReplayFigure struct {
	Flow    string  `json:"flow"`
	Steps   int     `json:"steps"`
	PlainMS float64 `json:"plainMs"`
	// ReplayMS is Reprise's replay with fingerprint checks.
	ReplayMS float64 `json:"replayMs"`
	// Ratio is the Hodges–Lehmann estimate of the runs' replay/plain
	// ratios (see pairedRatio), each run of a flow timing both one after
	// the other; RatioLow and RatioHigh are the ratios' lower and upper
	// quartiles, the spread to read it with.
	Ratio     float64 `json:"ratio"`
	RatioLow  float64 `json:"ratioLow"`
	RatioHigh float64 `json:"ratioHigh"`
	Target    float64 `json:"target"`
	// Winners names the candidate kinds that found the elements in the
	// last replay, e.g. "css×5 testid×1".
	Winners string `json:"winners"`
}

// FirstActFigure compares the first act on a freshly loaded page with a
// later act (the same instruction) on the same page.
type FirstActFigure struct {
	Page        string `json:"page"`
	Instruction string `json:"instruction"`
	// FirstMS and LaterMS run from the act's start to its model request
	// (snapshot and prompt); Ratio is theirs.
	FirstMS float64 `json:"firstMs"`
	LaterMS float64 `json:"laterMs"`
	Ratio   float64 `json:"ratio"`
	// WholeFirstMS and WholeLaterMS are the whole acts, action included.
	WholeFirstMS float64 `json:"wholeFirstMs"`
	WholeLaterMS float64 `json:"wholeLaterMs"`
	// PlainFirstMS and PlainLaterMS are plain playwright-go performing the
	// act's action on a fresh page, then again.
	PlainFirstMS float64 `json:"plainFirstMs"`
	PlainLaterMS float64 `json:"plainLaterMs"`
}

// TokenFigure is the prompt of one model-resolved act.
type TokenFigure struct {
	Page        string `json:"page"`
	Instruction string `json:"instruction"`
	// Tokens counts the system prompt and the user message with o200k_base.
	Tokens int `json:"tokens"`
	// Budget is issue 19's bar for the page; 0 when it sets none.
	Budget int `json:"budget,omitempty"`
	// RightElement is true when the element the instruction names was in
	// the prompt and the act performed on it.
	RightElement bool `json:"rightElement"`
}

// ProcessFigure compares `reprise act` replaying one cached act, as a new
// process, with a playwright-go process doing the same action.
type ProcessFigure struct {
	Instruction string  `json:"instruction"`
	ActMS       float64 `json:"actMs"`
	PlainMS     float64 `json:"plainMs"`
	Ratio       float64 `json:"ratio"`
}

// Run measures every figure Options allow and returns the report. A figure
// that cannot be measured fails the run: a benchmark that skips quietly
// reports nothing true.
func Run(ctx context.Context, opts Options) (*Report, error) {
	if opts.Runs <= 0 {
		opts.Runs = DefaultRuns
	}
	if opts.Log == nil {
		opts.Log = io.Discard
	}
	rep := &Report{Runs: opts.Runs, Load: loadAverage()}
	if opts.Plain == nil {
		plain, err := opts.Browser.LaunchPlain(ctx)
		if err != nil {
			return nil, fmt.Errorf("benchmarking: the plain playwright-go program's browser: %w", err)
		}
		defer plain.Close()
		opts.Plain = plain
	}
	flows := opts.Flows
	if flows == nil {
		if opts.Site == "" {
			return nil, fmt.Errorf("benchmarking: no flows and no demo site to record them on")
		}
		fmt.Fprintln(opts.Log, "recording the demo flows…")
		var err error
		if flows, err = DemoFlows(ctx, opts.Browser, opts.Site); err != nil {
			return nil, err
		}
	}
	for _, f := range flows {
		fmt.Fprintf(opts.Log, "replaying %s against plain playwright-go, %d times each…\n", f.Name, opts.Runs)
		fig, err := replayFigure(ctx, opts.Browser, opts.Plain, f, opts.Runs)
		if err != nil {
			return rep, fmt.Errorf("flow %s: %w", f.Name, err)
		}
		rep.Replays = append(rep.Replays, *fig)
	}
	if opts.Site == "" || opts.ReplayOnly {
		return rep, nil
	}
	fmt.Fprintln(opts.Log, "timing first and later acts, counting prompt tokens…")
	if err := actFigures(ctx, opts.Browser, opts.Plain, opts.Site, opts.Runs, rep); err != nil {
		return rep, err
	}
	if opts.Exe != "" {
		fmt.Fprintf(opts.Log, "timing `reprise act` processes, %d times…\n", opts.Runs)
		p, err := processFigure(ctx, opts.Exe, opts.ExeEnv, opts.Site, opts.Runs)
		if err != nil {
			return rep, err
		}
		rep.Process = p
	}
	return rep, nil
}

// Misses lists the figures over their bars, in words.
func (r *Report) Misses() []string {
	var out []string
	for _, f := range r.Replays {
		if f.Ratio > f.Target {
			out = append(out, fmt.Sprintf("replay of %s is %.2f× plain playwright-go (bar %.2f×)", f.Flow, f.Ratio, f.Target))
		}
	}
	for _, f := range r.FirstActs {
		if f.Ratio > TargetFirstAct {
			out = append(out, fmt.Sprintf("first act on %s is %.2f× a later one (bar %.2f×)", f.Page, f.Ratio, TargetFirstAct))
		}
	}
	for _, f := range r.Tokens {
		if f.Budget > 0 && f.Tokens > f.Budget {
			out = append(out, fmt.Sprintf("prompt on %s has %d tokens (budget %d)", f.Page, f.Tokens, f.Budget))
		}
		if !f.RightElement {
			out = append(out, fmt.Sprintf("the prompt for %q on %s did not lead to the named element", f.Instruction, f.Page))
		}
	}
	if r.Process != nil && time.Duration(r.Process.ActMS*float64(time.Millisecond)) > TargetActProcess {
		out = append(out, fmt.Sprintf("a `reprise act` process took %.0f ms (bar %d ms)", r.Process.ActMS, TargetActProcess.Milliseconds()))
	}
	return out
}

// WriteTable prints the report for people.
func (r *Report) WriteTable(w io.Writer) {
	load := ""
	if r.Load != "" {
		load = ", load average " + r.Load
	}
	fmt.Fprintf(w, "Medians of %d runs%s.\n", r.Runs, load)
	if r.Runs < DefaultRuns {
		// Three runs of a flow differ by 10 % and more on a loaded machine:
		// a miss at this count says little.
		fmt.Fprintf(w, "Few runs: a ratio from %d run(s) can move by 10 %% or more from one bench to the next; the default is %d (--runs).\n", r.Runs, DefaultRuns)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Cached replay vs plain playwright-go (same actions, fresh context each run)")
	fmt.Fprintln(w, "(ratio: Hodges–Lehmann estimate of the runs' replay/plain ratios; quartiles: the middle half of the ratios)")
	fmt.Fprintf(w, "  %-16s %5s %10s %10s %7s %11s %6s  %s\n", "flow", "steps", "plain ms", "replay ms", "ratio", "quartiles", "bar", "winning locators")
	for _, f := range r.Replays {
		fmt.Fprintf(w, "  %-16s %5d %10.0f %10.0f %6.2f× %5.2f–%.2f %5.2f×%s  %s\n", f.Flow, f.Steps, f.PlainMS, f.ReplayMS, f.Ratio, f.RatioLow, f.RatioHigh,
			f.Target, mark(f.Ratio <= f.Target), f.Winners)
	}
	if len(r.FirstActs) > 0 {
		fmt.Fprintln(w, "\nFirst act on a freshly loaded page vs a later act (same instruction, model at 0 ms):")
		fmt.Fprintln(w, "time until the model is asked (snapshot, prompt); the whole act; plain playwright-go doing the act's action, first and again")
		fmt.Fprintf(w, "  %-16s %10s %10s %7s %6s %14s %14s  %s\n", "page", "first ms", "later ms", "ratio", "bar", "whole act ms", "plain ms", "instruction")
		for _, f := range r.FirstActs {
			fmt.Fprintf(w, "  %-16s %10.1f %10.1f %6.2f× %5.2f×%s %6.0f / %-5.0f %6.0f / %-5.0f  %s\n", f.Page, f.FirstMS, f.LaterMS, f.Ratio, TargetFirstAct,
				mark(f.Ratio <= TargetFirstAct), f.WholeFirstMS, f.WholeLaterMS, f.PlainFirstMS, f.PlainLaterMS, f.Instruction)
		}
	}
	if len(r.Tokens) > 0 {
		fmt.Fprintln(w, "\nPrompt tokens per model call (o200k_base: system prompt + user message)")
		fmt.Fprintf(w, "  %-16s %7s %7s %14s  %s\n", "page", "tokens", "budget", "right element", "instruction")
		for _, f := range r.Tokens {
			budget := "-"
			if f.Budget > 0 {
				budget = fmt.Sprint(f.Budget)
			}
			ok := f.RightElement && (f.Budget == 0 || f.Tokens <= f.Budget)
			fmt.Fprintf(w, "  %-16s %7d %7s %14s%s  %s\n", f.Page, f.Tokens, budget, yes(f.RightElement), mark(ok), f.Instruction)
		}
	}
	if p := r.Process; p != nil {
		fmt.Fprintln(w, "\nOne cached act as a new process vs a playwright-go process doing the same action")
		fmt.Fprintf(w, "  reprise act %.0f ms, playwright-go %.0f ms: %.2f× (bar: reprise act ≤ %d ms)%s  %s\n",
			p.ActMS, p.PlainMS, p.Ratio, TargetActProcess.Milliseconds(), mark(time.Duration(p.ActMS*float64(time.Millisecond)) <= TargetActProcess), p.Instruction)
	}
}

func mark(ok bool) string {
	if ok {
		return " ✓"
	}
	return " ✗"
}

func yes(b bool) string {
	if b {
		return "yes"
	}
	return "NO"
}

// quartiles returns the median and the lower and upper quartiles of xs
// (nearest rank).
func quartiles(xs []float64) (med, low, high float64) {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	return s[n/2], s[n/4], s[(3*n+3)/4-1]
}

// pairedRatio estimates the ratio the paired runs' ratios xs scatter
// around: the Hodges–Lehmann estimate, the median of the means of every
// two of their logarithms (each with itself included), exponentiated.
// It is as robust to a stray run as the median of xs, and steadier: on
// 30 pairs of the shadow flow, resampled, its spread (standard deviation)
// was 0.028 against the median's 0.035, so the same runs say more.
func pairedRatio(xs []float64) float64 {
	logs := make([]float64, len(xs))
	for i, x := range xs {
		logs[i] = math.Log(x)
	}
	means := make([]float64, 0, len(xs)*(len(xs)+1)/2)
	for i := range logs {
		for j := i; j < len(logs); j++ {
			means = append(means, (logs[i]+logs[j])/2)
		}
	}
	slices.Sort(means)
	n := len(means)
	mid := means[n/2]
	if n%2 == 0 {
		mid = (means[n/2-1] + means[n/2]) / 2
	}
	return math.Exp(mid)
}

// median of ds in milliseconds.
func median(ds []time.Duration) float64 {
	s := slices.Clone(ds)
	slices.Sort(s)
	return float64(s[len(s)/2].Microseconds()) / 1000
}
