// Package healbench is the mutation benchmark for healing (issue 4): each
// case of a corpus (testdata/mutations) holds an original page, a mutated
// page and a short flow of offline-resolver instructions. Run records every
// flow live on original.html with the recorder, then replays it on
// mutated.html under each strategy (Reprise with healing, plain replay, an
// XPath-only baseline) and checks every user event the replay caused
// against the case's oracle, so an action on the wrong element is counted,
// never missed. Both pages are served by one loopback HTTP server; every
// case and strategy gets a fresh browser context in one shared browser.
package healbench

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"net/http"
	"net/http/httptest"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// DefaultStepTimeout bounds each replayed step. Mutated pages are small
// and an element that is there shows within milliseconds, but the timeout
// also bounds healing and the action after it, which take seconds on a
// loaded CI machine; it mostly decides how long failing steps wait.
const DefaultStepTimeout = 8 * time.Second

// DefaultParallel is how many cases run at once. Most of a case's time is
// spent waiting (failing steps poll until their timeout), so more cases
// than cores run at once; more than this starves the renderers on a
// two-core machine and actions start to time out.
const DefaultParallel = 4

// Options configure Run.
type Options struct {
	// Browser runs every case, each in its own browser contexts. Required.
	Browser *browser.Browser
	// Strategies are the replays compared, in report order. Required.
	Strategies []Strategy
	// StepTimeout bounds each replayed step (DefaultStepTimeout if zero).
	StepTimeout time.Duration
	// Parallel is how many cases run at once (DefaultParallel if zero).
	Parallel int
	// Only, when set, keeps the cases it returns true for.
	Only func(*Case) bool
}

// Outcome is what happened to a case under one strategy.
type Outcome string

// Outcomes, for solvable cases (the first four) and unsolvable ones.
const (
	// OutcomeAsRecorded: every step passed on its recorded candidates, on
	// the right elements; nothing needed healing.
	OutcomeAsRecorded Outcome = "as-recorded"
	// OutcomeHealed: a step was healed without a model and the flow
	// passed on the right elements.
	OutcomeHealed Outcome = "healed"
	// OutcomeHealedModel: a step was healed by a model and the flow
	// passed on the right elements.
	OutcomeHealedModel Outcome = "healed-by-model"
	// OutcomeMissed: a solvable case failed without acting on a wrong element.
	OutcomeMissed Outcome = "missed"
	// OutcomeFailedCleanly: an unsolvable case failed without acting.
	OutcomeFailedCleanly Outcome = "failed-cleanly"
	// OutcomeNotFailed: an unsolvable case passed its mutated step
	// without an event on any element (an action with no user event).
	OutcomeNotFailed Outcome = "did-not-fail"
	// OutcomeWrongElement: some step acted on an element that is not its
	// oracle (or, for an unsolvable mutated step, acted at all).
	OutcomeWrongElement Outcome = "wrong-element"
)

// StepReport is one replayed step of a case.
type StepReport struct {
	Instruction string                `json:"instruction"`
	Mutated     bool                  `json:"mutated,omitempty"`
	Result      trajectory.StepResult `json:"result"`
	// Events are the user events the step caused; Wrong counts those on
	// an element other than the oracle.
	Events []Event `json:"events,omitempty"`
	Wrong  int     `json:"wrong"`
}

// CaseResult is one case replayed under one strategy.
type CaseResult struct {
	Case     string       `json:"case"`
	Name     string       `json:"name"`
	Category string       `json:"category"`
	Solvable bool         `json:"solvable"`
	Outcome  Outcome      `json:"outcome"`
	Steps    []StepReport `json:"steps"`
	// Error is set when the case could not be run (not a replay failure).
	Error string `json:"error,omitempty"`
}

// StrategyReport sums one strategy's results over the corpus.
type StrategyReport struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Solvable    int    `json:"solvable"`
	Unsolvable  int    `json:"unsolvable"`
	AsRecorded  int    `json:"asRecorded"`
	// Healed counts solvable cases healed without a model; HealedModel
	// those healed by a model.
	Healed      int `json:"healedWithoutModel"`
	HealedModel int `json:"healedByModel"`
	Missed      int `json:"missedHeals"`
	// FailedCleanly counts unsolvable cases that failed without acting.
	FailedCleanly int `json:"correctlyFailed"`
	NotFailed     int `json:"unsolvableNotFailed"`
	// WrongElement counts cases in which some action hit a wrong element.
	WrongElement int `json:"wrongElementCases"`
	// WrongActions counts the steps that did.
	WrongActions int `json:"wrongElementActions"`
	// Steps is how many steps ran; MeanStepMS their mean duration.
	Steps      int          `json:"steps"`
	MeanStepMS float64      `json:"meanStepMs"`
	Cases      []CaseResult `json:"cases"`
}

// SolvedWithoutModel returns the share (0–1) of solvable cases that
// passed on the right elements with no model: as recorded or healed by
// similarity.
func (s *StrategyReport) SolvedWithoutModel() float64 {
	if s.Solvable == 0 {
		return 0
	}
	return float64(s.AsRecorded+s.Healed) / float64(s.Solvable)
}

// CleanFailRate returns the share (0–1) of unsolvable cases that failed
// without acting.
func (s *StrategyReport) CleanFailRate() float64 {
	if s.Unsolvable == 0 {
		return 1
	}
	return float64(s.FailedCleanly) / float64(s.Unsolvable)
}

// Report is the benchmark's result.
type Report struct {
	Cases      int              `json:"cases"`
	Strategies []StrategyReport `json:"strategies"`
	// Took is the wall time of the whole run.
	TookMS int64 `json:"tookMs"`
}

// Strategy returns the report of the named strategy, or nil.
func (r *Report) Strategy(name string) *StrategyReport {
	for i := range r.Strategies {
		if r.Strategies[i].Name == name {
			return &r.Strategies[i]
		}
	}
	return nil
}

// Run records and replays every case of corpus under every strategy. A
// case that cannot be run (its flow does not record on original.html, its
// oracle does not match one element) makes Run return a *CaseError beside
// the report, so a broken corpus is never mistaken for a healing result.
func Run(ctx context.Context, corpus fs.FS, opts Options) (*Report, error) {
	if opts.Browser == nil || len(opts.Strategies) == 0 {
		return nil, errors.New("healbench: Options.Browser and Options.Strategies are required")
	}
	if opts.StepTimeout <= 0 {
		opts.StepTimeout = DefaultStepTimeout
	}
	if opts.Parallel <= 0 {
		opts.Parallel = DefaultParallel
	}
	cases, err := LoadCases(corpus)
	if err != nil {
		return nil, err
	}
	if opts.Only != nil {
		var kept []*Case
		for _, c := range cases {
			if opts.Only(c) {
				kept = append(kept, c)
			}
		}
		cases = kept
	}
	srv := httptest.NewServer(http.FileServerFS(corpus))
	defer srv.Close()

	start := time.Now()
	results := make([][]CaseResult, len(cases)) // [case][strategy]
	errs := make([]error, len(cases))
	sem := make(chan struct{}, opts.Parallel)
	var wg sync.WaitGroup
	for i, c := range cases {
		wg.Add(1)
		go func() {
			defer wg.Done()
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				errs[i] = ctx.Err()
				return
			}
			defer func() { <-sem }()
			results[i], errs[i] = runCase(ctx, srv.URL, c, opts)
		}()
	}
	wg.Wait()

	rep := &Report{Cases: len(cases)}
	for k, s := range opts.Strategies {
		sr := StrategyReport{Name: s.Name, Description: s.Description}
		var total time.Duration
		for i := range cases {
			if results[i] == nil {
				continue
			}
			cr := results[i][k]
			sr.add(cr)
			for _, st := range cr.Steps {
				if st.Result.Status != trajectory.StatusSkipped {
					sr.Steps++
					total += time.Duration(st.Result.DurationMS) * time.Millisecond
				}
			}
		}
		if sr.Steps > 0 {
			sr.MeanStepMS = float64(total.Milliseconds()) / float64(sr.Steps)
		}
		rep.Strategies = append(rep.Strategies, sr)
	}
	rep.TookMS = time.Since(start).Milliseconds()
	return rep, errors.Join(errs...)
}

func (s *StrategyReport) add(cr CaseResult) {
	s.Cases = append(s.Cases, cr)
	if cr.Solvable {
		s.Solvable++
	} else {
		s.Unsolvable++
	}
	for _, st := range cr.Steps {
		if st.Wrong > 0 {
			s.WrongActions++
		}
	}
	switch cr.Outcome {
	case OutcomeAsRecorded:
		s.AsRecorded++
	case OutcomeHealed:
		s.Healed++
	case OutcomeHealedModel:
		s.HealedModel++
	case OutcomeMissed:
		s.Missed++
	case OutcomeFailedCleanly:
		s.FailedCleanly++
	case OutcomeNotFailed:
		s.NotFailed++
	case OutcomeWrongElement:
		s.WrongElement++
	}
}

// runCase records c's flow on original.html, then replays it on
// mutated.html under every strategy.
func runCase(ctx context.Context, base string, c *Case, opts Options) ([]CaseResult, error) {
	tr, vals, err := recordCase(ctx, base, c, opts.Browser)
	if err != nil {
		return nil, err
	}
	tr.StartURL = base + "/" + path.Join(c.Dir, "mutated.html")
	out := make([]CaseResult, len(opts.Strategies))
	for k, s := range opts.Strategies {
		cr, err := replayCase(ctx, c, tr, vals, s, opts)
		if err != nil {
			return nil, err
		}
		out[k] = cr
	}
	return out, nil
}

// recordCase records the case's flow live on original.html and returns it
// after a round trip through its JSON form, as a stored flow would be,
// with the values the recording used: a password typed literally becomes
// a secret variable, whose value a replay must be given.
func recordCase(ctx context.Context, base string, c *Case, b *browser.Browser) (*trajectory.Trajectory, map[string]string, error) {
	sess, err := b.NewSession(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("case %s: %w", c.Dir, err)
	}
	defer sess.Close()
	tr := &trajectory.Trajectory{ID: c.Dir, Name: c.Name, StartURL: base + "/" + path.Join(c.Dir, "original.html")}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{}), nil, nil)
	if err := rec.Start(ctx); err != nil {
		return nil, nil, &CaseError{Case: c.Dir, Problems: []string{"opening original.html: " + err.Error()}}
	}
	for i, in := range c.Instructions() {
		if _, _, err := rec.Do(ctx, in); err != nil {
			return nil, nil, &CaseError{Case: c.Dir, Problems: []string{fmt.Sprintf("step %d %q does not record on original.html: %v", i+1, in, err)}}
		}
	}
	data, err := trajectory.Marshal(rec.Trajectory())
	if err != nil {
		return nil, nil, fmt.Errorf("case %s: encoding recorded flow: %w", c.Dir, err)
	}
	back, err := trajectory.Parse(data, c.Dir)
	if err != nil {
		return nil, nil, &CaseError{Case: c.Dir, Problems: []string{"recorded flow does not validate: " + err.Error()}}
	}
	return back, maps.Clone(rec.Values()), nil
}

// replayCase replays tr on mutated.html in a fresh browser context under
// strategy s, checking each step's events against its oracle.
func replayCase(ctx context.Context, c *Case, tr *trajectory.Trajectory, recorded map[string]string, s Strategy, opts Options) (CaseResult, error) {
	cr := CaseResult{Case: c.Dir, Name: c.Name, Category: c.Category, Solvable: c.Solvable}
	sess, err := opts.Browser.NewSession(ctx)
	if err != nil {
		return cr, fmt.Errorf("case %s: %w", c.Dir, err)
	}
	defer sess.Close()
	page := sess.Page
	if err := page.AddInitScript(playwright.Script{Content: playwright.String(probeScript)}); err != nil {
		return cr, fmt.Errorf("case %s: installing event probe: %w", c.Dir, err)
	}
	step := s.Prepare(page, opts.StepTimeout)
	if _, err := page.Goto(tr.StartURL, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateDomcontentloaded}); err != nil {
		return cr, fmt.Errorf("case %s: opening mutated.html: %w", c.Dir, err)
	}
	vals := tr.Values(recorded)
	failed := false
	for i := range tr.Steps {
		cs := c.Steps[i]
		sr := StepReport{Instruction: cs.Do, Mutated: cs.Mutated}
		if failed {
			sr.Result = trajectory.StepResult{StepID: tr.Steps[i].ID, Index: i, Action: tr.Steps[i].Action, Status: trajectory.StatusSkipped, WinnerIndex: -1}
			cr.Steps = append(cr.Steps, sr)
			continue
		}
		resetProbes(page)
		if cs.Oracle != "" {
			if err := markOracle(page, cs); err != nil {
				return cr, &CaseError{Case: c.Dir, Problems: []string{fmt.Sprintf("step %d: %v", i+1, err)}}
			}
		}
		before := page.URL()
		sr.Result = step(ctx, tr, i, vals)
		if withoutFragment(page.URL()) != withoutFragment(before) {
			return cr, &CaseError{Case: c.Dir, Problems: []string{fmt.Sprintf("step %d navigated (%s → %s): corpus pages must not navigate, or the probe loses the step's events", i+1, before, page.URL())}}
		}
		sr.Events = takeEvents(page)
		for _, e := range sr.Events {
			// With no oracle (the mutated step of an unsolvable case)
			// there is no right element: every event is wrong.
			if cs.Oracle == "" || !e.Inside {
				sr.Wrong++
			}
		}
		if sr.Result.Status == trajectory.StatusFailed {
			failed = true
		}
		cr.Steps = append(cr.Steps, sr)
	}
	cr.Outcome = judge(c, cr.Steps)
	return cr, nil
}

// withoutFragment drops the #fragment: in-page links keep the document,
// and with it the probe's events.
func withoutFragment(u string) string {
	if i := strings.IndexByte(u, '#'); i >= 0 {
		return u[:i]
	}
	return u
}

// judge decides a case's outcome from its steps.
func judge(c *Case, steps []StepReport) Outcome {
	healed, byModel, passed := false, false, true
	for _, st := range steps {
		if st.Wrong > 0 {
			return OutcomeWrongElement
		}
		if st.Result.Status != trajectory.StatusPassed {
			passed = false
		}
		if h := st.Result.Heal; h != nil {
			healed = true
			byModel = byModel || h.Tier == trajectory.TierModel
		}
	}
	if !c.Solvable {
		m := c.MutatedIndex()
		if m < len(steps) && steps[m].Result.Status == trajectory.StatusPassed {
			return OutcomeNotFailed
		}
		return OutcomeFailedCleanly
	}
	switch {
	case !passed:
		return OutcomeMissed
	case byModel:
		return OutcomeHealedModel
	case healed:
		return OutcomeHealed
	}
	return OutcomeAsRecorded
}
