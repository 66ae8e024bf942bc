// Package runner runs many trajectories as a test suite, as CI does: flows
// in parallel on N workers, each attempt in a fresh browser context of one
// browser (launched locally or connected to a remote endpoint), failed
// flows retried, heals applied by policy, and the outcome collected in a
// Report that WriteJUnit and WriteHTML turn into files CI systems and
// people read. Like every replay, a run makes no model calls.
//
// Reports and their screenshots show what a flow typed and what its pages
// displayed, so they are kept as the store keeps its artifacts: the
// directories the package creates are ReportDirMode (0700) and the files
// it writes ReportFileMode (0600), also when they replace a file of
// another mode. A directory that already exists (one the user made for
// reports) keeps its mode.
package runner

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/heal"
	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ReportDirMode is the mode of the directories the runner creates for
// reports and screenshots: the owner's only.
const ReportDirMode os.FileMode = 0o700

// ReportFileMode is the mode of every report and screenshot file the
// runner writes: readable by the owner only.
const ReportFileMode os.FileMode = 0o600

// SessionOpener opens a fresh browser context with one page;
// *browser.Browser implements it, for a launched or a remote browser.
type SessionOpener interface {
	NewSession(ctx context.Context) (*browser.Session, error)
}

var _ SessionOpener = (*browser.Browser)(nil)

// Store is where the runs of stored flows are recorded and where the auto
// heal policy saves new revisions; *cache.Store implements it.
type Store interface {
	replay.RevisionSaver
	SaveRun(r *trajectory.Run) error
}

// Options configure Run. The zero value runs one flow at a time, once,
// with the suggest heal policy.
type Options struct {
	// Workers is how many flows run at once (at least 1), each in its own
	// browser context.
	Workers int
	// Retries is how many more times a failed flow is run, each time in a
	// fresh browser context. A flow that passes on a retry is flaky: it
	// counts as passed, and reports show every attempt.
	Retries int
	// Heal is the heal policy; "" means trajectory.HealSuggest, the CI
	// default. With auto, a passing flow's patches are saved: a new
	// revision for a stored flow (through Store), NAME.healed.json next to
	// a trajectory file (the file itself is not changed).
	Heal trajectory.HealPolicy
	// Healers are tried in order when healing; nil means the model-free
	// similarity healer (heal.New).
	Healers []replay.Healer
	// Vars are variable values for every flow (--var, --vars-file); they
	// win over the environment and the trajectories' defaults.
	Vars map[string]string
	// LookupEnv, when set (os.LookupEnv), gives a flow's variables that
	// Vars leave unset from EnvPrefix+NAME environment variables.
	LookupEnv func(string) (string, bool)
	// Secrets are extra values masked in every result, besides the values
	// of the variables each trajectory declares secret.
	Secrets []string
	// Blobs receives screenshots (always on failure, heal before/after);
	// nil disables them.
	Blobs replay.BlobSink
	// ScreenshotEachStep takes a screenshot after every step.
	ScreenshotEachStep bool
	// StepTimeout is the default per-step timeout (replay's default when 0).
	StepTimeout time.Duration
	// Store records the runs of stored flows (every attempt) and takes the
	// auto policy's new revisions; nil records nothing.
	Store Store
	// OnStart is called as flow i (its position in the flows given to
	// Run) starts its first attempt, before a browser context is opened
	// for it; OnFlow is called when a flow has finished. Both are called
	// one call at a time, in the order flows start and finish.
	OnStart func(i int, f Flow)
	OnFlow  func(FlowResult)
	// OnStep is called with each step result of flow i's attempts as soon
	// as it is known, skipped steps included, in step order (replay.Plan's
	// OnResult). It may be called from several workers at once.
	OnStep func(i int, r trajectory.StepResult)
	// Trace keeps, in each step's result, what the page logged and the
	// requests that failed while the step ran (replay.Options.Trace).
	Trace bool
	// Nav is the navigation policy of every flow (replay.Options.Nav).
	Nav navpolicy.Policy
	// Shard is recorded in the report: the part of a split suite the
	// flows are (SelectShard picks them). Zero for an unsplit run.
	Shard Shard
	// BaseURL, when set, aims every flow at another site (Rebase): the
	// flows run against it, while heals are saved to the trajectories as
	// recorded.
	BaseURL *url.URL
	// Unreadable are the flows Resolve could not load. Run puts them in
	// the report, with Secrets masked, where each is a failed test case.
	Unreadable []Unreadable
}

func (o Options) withDefaults(flows int) Options {
	if o.Workers < 1 {
		o.Workers = 1
	}
	if o.Workers > flows {
		o.Workers = flows // none with no flows: the report says 0
	}
	if o.Retries < 0 {
		o.Retries = 0
	}
	if o.Heal == "" {
		o.Heal = trajectory.HealSuggest
	}
	if o.Healers == nil {
		o.Healers = []replay.Healer{heal.New(heal.Options{})}
	}
	return o
}

// Check reports, before anything runs, every flow that lacks a value for
// a variable it uses, as a *MissingVarsError (nil when all can start).
func Check(flows []Flow, opts Options) error {
	var problems []string
	for _, f := range flows {
		vals := f.values(opts.Vars, opts.LookupEnv)
		if err := f.Trajectory.CheckValues(vals); err != nil {
			problems = append(problems, f.Ref+": "+err.Error())
		}
	}
	if len(problems) > 0 {
		return &MissingVarsError{Problems: problems}
	}
	return nil
}

// Run runs flows on opts.Workers workers and returns the report, flows in
// the order given, with opts.Unreadable. Each attempt of each flow gets a
// fresh browser context from b, closed when the attempt ends; b may be
// nil when there are no flows (a shard with nothing to run still has a
// report). When ctx is cancelled, running flows stop at their current
// step and flows not yet started are reported as skipped. Run never
// panics on bad flows: their failures are in the report.
func Run(ctx context.Context, b SessionOpener, flows []Flow, opts Options) *Report {
	opts = opts.withDefaults(len(flows))
	rep := &Report{
		Flows:      make([]FlowResult, len(flows)),
		Unreadable: maskUnreadable(opts.Unreadable, opts.Secrets),
		Workers:    opts.Workers,
		Retries:    opts.Retries,
		Heal:       opts.Heal,
		StartedAt:  time.Now().UTC(),
	}
	if v, ok := b.(interface{ Version() string }); ok {
		rep.Browser = v.Version()
	}
	if e, ok := b.(interface{ Endpoint() string }); ok {
		rep.Endpoint = e.Endpoint()
	}
	if p, ok := b.(*Pool); ok && len(p.Endpoints()) > 1 {
		rep.Endpoints = p.Endpoints()
	}
	if opts.Shard.Total > 0 {
		rep.Shard = opts.Shard
	}
	started := make([]bool, len(flows))
	jobs := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := range opts.Workers {
		wg.Go(func() {
			for i := range jobs {
				if opts.OnStart != nil && ctx.Err() == nil {
					mu.Lock()
					opts.OnStart(i, flows[i])
					mu.Unlock()
				}
				res := runFlow(ctx, b, w, i, flows[i], opts)
				mu.Lock()
				rep.Flows[i] = res
				if opts.OnFlow != nil {
					opts.OnFlow(res)
				}
				mu.Unlock()
			}
		})
	}
feed:
	for i := range flows {
		select {
		case jobs <- i:
			started[i] = true
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	for i := range flows {
		if !started[i] {
			rep.Flows[i] = FlowResult{Flow: flows[i], Status: trajectory.StatusSkipped, Note: "not started: the run was cancelled"}
		}
	}
	rep.FinishedAt = time.Now().UTC()
	return rep
}

// runFlow runs one flow, the i-th, with its retries, then applies the heal
// policy and records the runs of a stored flow.
func runFlow(ctx context.Context, b SessionOpener, worker, i int, f Flow, opts Options) FlowResult {
	t := f.Trajectory
	vals := f.values(opts.Vars, opts.LookupEnv)
	fr := FlowResult{Flow: f, secrets: append(append(t.SecretValues(vals), opts.Secrets...), f.Row.secrets()...)}
	if ctx.Err() != nil {
		fr.Status, fr.Note = trajectory.StatusSkipped, "not started: the run was cancelled"
		return fr
	}
	start := time.Now()
	// The replay keeps every secret of this flow out of screenshots and
	// page addresses, the flow's own and those given for the run or row.
	opts.Secrets = fr.secrets
	for attempt := 0; attempt <= opts.Retries; attempt++ {
		if ctx.Err() != nil && attempt > 0 {
			break
		}
		r, endpoint := runOnce(ctx, b, worker, i, Rebase(t, opts.BaseURL), vals, opts)
		fr.Endpoint = RedactURL(endpoint)
		maskRun(r, fr.secrets)
		fr.Runs = append(fr.Runs, r)
		if r.Status == trajectory.StatusPassed || r.Status == trajectory.StatusCancel {
			break
		}
	}
	fr.Duration = time.Since(start)
	final := fr.Final()
	fr.Status = final.Status
	if final.Status == trajectory.StatusCancel && ctx.Err() == nil {
		fr.Status = trajectory.StatusFailed
	}
	var saver replay.RevisionSaver
	if opts.Store != nil {
		saver = opts.Store
	}
	out, err := ApplyHeals(saver, t, f.File, final, opts.Heal)
	fr.Heal = out
	if err != nil {
		fr.Note = fr.Mask("saving the healed trajectory: " + err.Error())
	}
	if f.Stored() && opts.Store != nil {
		for _, r := range fr.Runs {
			if err := opts.Store.SaveRun(r); err != nil {
				fr.Note = fr.Mask("saving the run record: " + err.Error())
			}
		}
	}
	return fr
}

// runOnce is one attempt in a fresh browser context, from b or, for a
// Pool, from worker's member; it returns the run and the endpoint that
// ran it ("" for a launched browser). An attempt spoiled by a pool member
// whose connection closed is run again on another member, once.
func runOnce(ctx context.Context, b SessionOpener, worker, i int, t *trajectory.Trajectory, vals map[string]string, opts Options) (*trajectory.Run, string) {
	pool, ok := b.(*Pool)
	if !ok {
		endpoint := ""
		if e, ok := b.(interface{ Endpoint() string }); ok {
			endpoint = e.Endpoint()
		}
		sess, err := b.NewSession(ctx)
		if err != nil {
			return openFailed(ctx, t, err), endpoint
		}
		defer sess.Close()
		return play(ctx, sess, i, t, vals, opts), endpoint
	}
	for try := 0; ; try++ {
		sess, m, err := pool.open(ctx, worker)
		if err != nil {
			return openFailed(ctx, t, err), ""
		}
		r := play(ctx, sess, i, t, vals, opts)
		sess.Close()
		if r.Status == trajectory.StatusPassed || try > 0 || ctx.Err() != nil || !pool.lost(m) {
			return r, m.Endpoint
		}
	}
}

// openFailed is the run of t whose browser context did not open: failed,
// or cancelled when ctx was cancelled meanwhile (the run was stopped as
// the flow began).
func openFailed(ctx context.Context, t *trajectory.Trajectory, err error) *trajectory.Run {
	now := time.Now().UTC()
	r := &trajectory.Run{TrajectoryID: t.ID, Revision: t.Revision, Status: trajectory.StatusFailed,
		StartedAt: now, FinishedAt: now, Error: "opening a browser context: " + RedactText(err.Error())}
	if errors.Is(ctx.Err(), context.Canceled) {
		r.Status, r.Error = trajectory.StatusCancel, "cancelled"
	}
	return r
}

// play runs t, the i-th flow, once in sess: the whole of it from its
// start URL, as replay's Run does.
func play(ctx context.Context, sess *browser.Session, i int, t *trajectory.Trajectory, vals map[string]string, opts Options) *trajectory.Run {
	p := replay.NewPlayer(sess.Page, replay.Options{
		StepTimeout:        opts.StepTimeout,
		Blobs:              opts.Blobs,
		ScreenshotEachStep: opts.ScreenshotEachStep,
		Trace:              opts.Trace,
		Heal:               opts.Heal,
		Healers:            opts.Healers,
		Nav:                opts.Nav,
		Winners:            winners(opts.Store),
		Secrets:            opts.Secrets,
	})
	var plan replay.Plan
	if opts.OnStep != nil {
		plan.OnResult = func(r trajectory.StepResult) { opts.OnStep(i, r) }
	}
	return p.Play(ctx, t, vals, plan)
}

// winners is the store's memory of winning locators, when it has one.
func winners(st Store) replay.Winners {
	if w, ok := st.(cache.WinnerStore); ok {
		return cache.Winners(w)
	}
	return nil
}

// maskUnreadable returns us with secret values masked in their problems:
// a loader's message may quote what a file holds.
func maskUnreadable(us []Unreadable, secrets []string) []Unreadable {
	if len(us) == 0 {
		return nil
	}
	out := make([]Unreadable, len(us))
	for i, u := range us {
		u.Problems = slices.Clone(u.Problems)
		for k, p := range u.Problems {
			u.Problems[k] = trajectory.Mask(p, secrets)
		}
		out[i] = u
	}
	return out
}

// maskRun replaces secret values, and credentials in page addresses, in
// every text of r a report shows or the store keeps (trajectory.RedactRun).
// Patch locators are left alone: the auto policy saves them.
func maskRun(r *trajectory.Run, secrets []string) { trajectory.RedactRun(r, secrets) }

// Report is the outcome of Run.
type Report struct {
	// Flows are the results, in the order the flows were given.
	Flows []FlowResult
	// Unreadable are the flows that could not be loaded (Resolve); each
	// counts as a failed test case.
	Unreadable []Unreadable
	// Workers, Retries and Heal are the options the run used.
	Workers int
	Retries int
	Heal    trajectory.HealPolicy
	// Browser is the browser's version; Endpoint the remote endpoint,
	// "" for a launched browser.
	Browser  string
	Endpoint string
	// Endpoints are the pool's endpoints when the run spread its flows
	// over several browsers (each flow's Endpoint says which ran it).
	Endpoints []string
	// Shard is the part of a split suite this run ran (zero when the run
	// was not sharded).
	Shard Shard
	// Merged is how many reports Merge combined into this one (0 for a
	// report of one run).
	Merged int
	// StartedAt and FinishedAt bound the whole run.
	StartedAt  time.Time
	FinishedAt time.Time
}

// Counts are a report's totals.
type Counts struct {
	// Total is the number of flows; Passed + Failed + Cancelled +
	// Skipped + Unreadable == Total. Cancelled flows were stopped
	// part-way (Ctrl-C); Unreadable ones could not be loaded.
	Total, Passed, Failed, Cancelled, Skipped, Unreadable int
	// Flaky flows passed after a failed attempt (counted in Passed).
	Flaky int
	// Healed is the number of healed steps in the flows' final runs.
	Healed int
}

// Counts returns the report's totals.
func (r *Report) Counts() Counts {
	c := Counts{Total: len(r.Flows) + len(r.Unreadable), Unreadable: len(r.Unreadable)}
	for i := range r.Flows {
		f := &r.Flows[i]
		switch f.Status {
		case trajectory.StatusPassed:
			c.Passed++
			if f.Flaky() {
				c.Flaky++
			}
		case trajectory.StatusSkipped:
			c.Skipped++
		case trajectory.StatusCancel:
			c.Cancelled++
		default:
			c.Failed++
		}
		c.Healed += f.Healed()
	}
	return c
}

// Passed reports whether every flow passed (flaky ones included), none
// was unreadable, and there was at least one.
func (r *Report) Passed() bool {
	c := r.Counts()
	return c.Total > 0 && c.Passed == c.Total
}

// Duration is the run's wall-clock time.
func (r *Report) Duration() time.Duration { return r.FinishedAt.Sub(r.StartedAt) }

// FlowsPerMinute is the run's throughput: flows that ran to an end
// (passed or failed) per minute of wall-clock time.
func (r *Report) FlowsPerMinute() float64 {
	d := r.Duration()
	c := r.Counts()
	if d <= 0 {
		return 0
	}
	return float64(c.Passed+c.Failed) / d.Minutes()
}

// Summary is one line such as "6 flows: 4 passed (1 flaky), 1 failed, 1
// could not be read in 12.3s with 2 workers (24.4 flows/min)".
func (r *Report) Summary() string {
	c := r.Counts()
	s := fmt.Sprintf("%d flow(s): %d passed", c.Total, c.Passed)
	if c.Flaky > 0 {
		s += fmt.Sprintf(" (%d flaky)", c.Flaky)
	}
	s += fmt.Sprintf(", %d failed", c.Failed)
	if c.Unreadable > 0 {
		s += fmt.Sprintf(", %d could not be read", c.Unreadable)
	}
	if c.Cancelled > 0 {
		s += fmt.Sprintf(", %d cancelled", c.Cancelled)
	}
	if c.Skipped > 0 {
		s += fmt.Sprintf(", %d skipped", c.Skipped)
	}
	if c.Healed > 0 {
		var all []trajectory.Patch
		for i := range r.Flows {
			if f := r.Flows[i].Final(); f != nil {
				all = append(all, replay.Heals(f)...)
			}
		}
		s += ", " + trajectory.HealCount(all) // an imported step that learned its element did not heal
	}
	return s + fmt.Sprintf(" in %s with %d worker(s) (%.1f flows/min)", r.Duration().Round(time.Millisecond), r.Workers, r.FlowsPerMinute())
}

// FlowResult is the outcome of one flow.
type FlowResult struct {
	Flow Flow
	// Status is passed, failed, cancelled, or skipped (never started).
	Status trajectory.Status
	// Runs are the attempts in order; the last one decides Status. Their
	// texts have secret values masked.
	Runs []*trajectory.Run
	// Duration is the wall-clock time of all attempts.
	Duration time.Duration
	// Heal is what the heal policy did with the final run's patches.
	Heal HealOutcome
	// Note reports a problem that did not fail the flow (a run record or
	// a healed trajectory that could not be saved), or why it was skipped.
	Note string
	// Endpoint is the remote browser endpoint that ran the final attempt
	// (redacted: no credentials or query), "" for a launched browser.
	Endpoint string

	secrets []string
}

// Final returns the last attempt's run, or nil when the flow never ran.
func (f *FlowResult) Final() *trajectory.Run {
	if len(f.Runs) == 0 {
		return nil
	}
	return f.Runs[len(f.Runs)-1]
}

// Flaky reports whether the flow passed after at least one failed attempt.
func (f *FlowResult) Flaky() bool {
	return f.Status == trajectory.StatusPassed && len(f.Runs) > 1
}

// Healed counts the healed steps of the final run.
func (f *FlowResult) Healed() int {
	r := f.Final()
	if r == nil {
		return 0
	}
	return len(replay.Heals(r))
}

// FailedStep returns the final run's failing step, or nil.
func (f *FlowResult) FailedStep() *trajectory.StepResult {
	return failedStep(f.Final())
}

func failedStep(r *trajectory.Run) *trajectory.StepResult {
	if r == nil {
		return nil
	}
	for i := range r.Steps {
		if r.Steps[i].Status == trajectory.StatusFailed {
			return &r.Steps[i]
		}
	}
	return nil
}

// Mask replaces the flow's secret values in s.
func (f *FlowResult) Mask(s string) string { return trajectory.Mask(s, f.secrets) }

// Instruction returns the instruction of step i of the flow, or its
// action when it has none.
func (f *FlowResult) Instruction(i int) string {
	t := f.Flow.Trajectory
	if t == nil || i < 0 || i >= len(t.Steps) {
		return ""
	}
	if t.Steps[i].Instruction != "" {
		return f.Mask(t.Steps[i].Instruction)
	}
	return string(t.Steps[i].Action)
}
