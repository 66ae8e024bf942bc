package studio

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// RunOptions start a run (docs/api.md §4).
type RunOptions struct {
	TrajectoryID string                `json:"trajectoryId"`
	Revision     int                   `json:"revision,omitempty"`
	From         *int                  `json:"from,omitempty"`
	To           *int                  `json:"to,omitempty"`
	Values       map[string]string     `json:"values,omitempty"`
	Heal         trajectory.HealPolicy `json:"heal,omitempty"`
	SessionID    string                `json:"sessionId,omitempty"`
	// Prepare first performs the steps before From, reported with status
	// StatusSetup, so "run from step N" works without a live page.
	Prepare bool `json:"prepare,omitempty"`
	// BaseURL, when set, runs the flow against another site, as the CLI's
	// run --base-url does: the start URL and the goto and URL-check
	// addresses on its site move to this one (runner.Rebase). The flow
	// itself is not changed, and no revision is saved.
	BaseURL string `json:"baseUrl,omitempty"`
}

// StatusSetup is the status of a step performed only to prepare the page
// for a run that starts later (RunOptions.Prepare).
const StatusSetup = trajectory.StatusSetup

// RunStarted is what StartRun returns and run:started carries.
type RunStarted struct {
	RunID        string `json:"runId"`
	TrajectoryID string `json:"trajectoryId"`
	Revision     int    `json:"revision"`
	SessionID    string `json:"sessionId"`
	Total        int    `json:"total"`
	From         int    `json:"from"`
	To           int    `json:"to"`
}

// RunStep is the payload of run:step.
type RunStep struct {
	RunID        string                `json:"runId"`
	TrajectoryID string                `json:"trajectoryId"`
	Result       trajectory.StepResult `json:"result"`
}

// RunFinished is the payload of run:finished.
type RunFinished struct {
	RunID        string          `json:"runId"`
	TrajectoryID string          `json:"trajectoryId"`
	Run          *trajectory.Run `json:"run"`
}

// runState is a run under way, or a failed run whose page is kept for
// ContinueRun. Values live here, in memory only.
type runState struct {
	id, trajID string
	root       string // the first run of the repair this run belongs to (its own id for a new run)
	sessionID  string
	ownSession bool
	heal       trajectory.HealPolicy
	healers    []replay.Healer
	values     map[string]string
	baseURL    string // RunOptions.BaseURL, which a continued run keeps
	cancel     context.CancelFunc
	done       chan struct{}
	failedAt   int // index of the failed step, -1 when none
}

func (r *runState) finished() bool {
	select {
	case <-r.done:
		return true
	default:
		return false
	}
}

// StartRun replays a trajectory (or a range of its steps) and returns at
// once; run:step events report each step and run:finished the stored run.
// Missing variable values fail here, before anything runs.
func (s *Studio) StartRun(opts RunOptions) (RunStarted, error) {
	return s.startRun(opts, "")
}

// startRun is StartRun; continues is the id of the first run of the
// repair this run goes on with (ContinueRun), "" for a new run.
func (s *Studio) startRun(opts RunOptions, continues string) (RunStarted, error) {
	var t *trajectory.Trajectory
	var err error
	if opts.Revision > 0 {
		t, err = s.GetRevision(opts.TrajectoryID, opts.Revision)
	} else {
		t, err = s.GetTrajectory(opts.TrajectoryID)
	}
	if err != nil {
		return RunStarted{}, err
	}
	if opts.BaseURL != "" {
		base, err := runner.ParseBaseURL(opts.BaseURL)
		if err != nil {
			return RunStarted{}, errorf(CodeBadRequest, "the site for this run: %v", err)
		}
		t = runner.Rebase(t, base)
	}
	n := len(t.Steps)
	from, to := 0, n-1
	if opts.From != nil {
		from = *opts.From
	}
	if opts.To != nil {
		to = *opts.To
	}
	if n > 0 && (from < 0 || to >= n || from > to) {
		return RunStarted{}, errorf(CodeBadRequest, "step range %d–%d is not within the trajectory's %d steps (0-based, inclusive)", from, to, n)
	}
	vals := t.Values(opts.Values)
	first := from
	if opts.Prepare {
		first = 0
	}
	if err := replay.CheckValues(t, vals, replay.Plan{From: from, Until: to + 1, Prepare: opts.Prepare}); err != nil {
		return RunStarted{}, AsError(err)
	}
	set, _ := s.GetSettings()
	policy := opts.Heal
	if policy == "" {
		policy = set.Heal
	}
	if _, err := trajectory.ParseHealPolicy(string(policy)); err != nil {
		return RunStarted{}, errorf(CodeBadRequest, "%v", err)
	}
	var healModel llm.Model
	if set.HealWithModel && policy != trajectory.HealOff {
		if healModel, err = s.openModel(set.Model, set); err != nil {
			return RunStarted{}, err
		}
	}

	var ss *session
	own := opts.SessionID == ""
	if own {
		s.closeRunSessions(t.ID)
		if ss, err = s.openSession(KindRun, set, t.ID); err != nil {
			return RunStarted{}, err
		}
	} else if ss, err = s.session(opts.SessionID); err != nil {
		return RunStarted{}, err
	}
	ctx, end, err := s.begin(ss, "run", t.Name)
	if err != nil {
		return RunStarted{}, err
	}
	run := &trajectory.Run{TrajectoryID: t.ID, Revision: t.Revision, Status: trajectory.StatusRunning, StartedAt: time.Now().UTC(), Steps: []trajectory.StepResult{},
		Continues: continues}
	if n > 0 && (from > 0 || to < n-1) {
		run.Partial, run.From, run.To = true, from, to
	}
	if err := s.store.SaveRun(run); err != nil {
		end()
		if own {
			s.dropSession(ss)
		}
		return RunStarted{}, AsError(err)
	}
	ctx, cancel := context.WithCancel(ctx)
	root := continues
	if root == "" {
		root = run.ID
	}
	rs := &runState{id: run.ID, root: root, trajID: t.ID, sessionID: ss.id, ownSession: own, heal: policy, healers: agent.Healers(healModel, nil),
		values: maps.Clone(opts.Values), baseURL: opts.BaseURL, cancel: cancel, done: make(chan struct{}), failedAt: -1}
	ss.mu.Lock()
	ss.runID = run.ID
	ss.mu.Unlock()
	s.mu.Lock()
	s.runs[run.ID] = rs
	s.mu.Unlock()
	started := RunStarted{RunID: run.ID, TrajectoryID: t.ID, Revision: t.Revision, SessionID: ss.id, Total: n, From: from, To: to}
	s.emit.Emit(EvRunStarted, started)
	gotoStart := own || first == 0
	s.bg.Go(func() {
		defer close(rs.done)
		defer cancel()
		s.execute(ctx, ss, rs, t, run, vals, first, from, to, gotoStart, set)
		end()
		if own && run.Status == trajectory.StatusPassed {
			s.dropSession(ss)
		}
	})
	return started, nil
}

// execute plays steps first..to of t on ss's page (those before from
// only to prepare the page), emitting run:step per step, and stores the
// run.
func (s *Studio) execute(ctx context.Context, ss *session, rs *runState, t *trajectory.Trajectory, run *trajectory.Run,
	vals map[string]string, first, from, to int, gotoStart bool, set Settings) {
	secrets := t.SecretValues(vals)
	player := replay.NewPlayer(ss.page, replay.Options{Blobs: s.store, ScreenshotEachStep: true, Trace: true, StepTimeout: stepTimeout(set),
		Heal: rs.heal, Healers: rs.healers, Nav: s.opts.Nav, Winners: cache.Winners(s.store)})
	played := player.Play(ctx, t, vals, replay.Plan{From: from, Until: to + 1, Prepare: first < from, KeepPage: !gotoStart,
		BeforeStep: func(_ int, st *trajectory.Step) { s.highlight(ss, st) },
		OnResult: func(r trajectory.StepResult) {
			if r.Status == trajectory.StatusFailed {
				rs.failedAt = r.Index
			}
			r.Error = runWording(r.Error)
			run.Steps = append(run.Steps, r)
			s.emit.Emit(EvRunStep, RunStep{RunID: run.ID, TrajectoryID: t.ID, Result: r})
		}})
	run.Status, run.Error, run.FinishedAt, run.LLMCalls, run.StartURL = played.Status, runWording(played.Error), played.FinishedAt, played.LLMCalls, played.StartURL
	if rs.heal == trajectory.HealAuto {
		if saved, err := replay.SaveHealed(s.store, t, run); err != nil {
			run.Error = trajectory.Mask(err.Error(), secrets)
		} else if saved != nil {
			s.changed(saved, "saved")
		}
	}
	if err := s.store.SaveRun(run); err != nil {
		s.logf("saving run %s: %v", run.ID, err)
	}
	s.emit.Emit(EvRunFinished, RunFinished{RunID: run.ID, TrajectoryID: t.ID, Run: run})
	s.emit.Emit(EvLibraryChanged, LibraryChange{TrajectoryID: t.ID, Revision: t.Revision, Reason: "ran"})
}

// closeRunSessions closes the pages earlier runs of a trajectory left open.
func (s *Studio) closeRunSessions(trajID string) {
	s.mu.Lock()
	var old []*session
	for _, ss := range s.sessions {
		if ss.kind == KindRun && ss.trajID == trajID {
			old = append(old, ss)
		}
	}
	s.mu.Unlock()
	old = slices.DeleteFunc(old, func(ss *session) bool {
		ss.mu.Lock()
		defer ss.mu.Unlock()
		return ss.busy != ""
	})
	for _, ss := range old {
		s.dropSession(ss)
	}
}

// Cancel stops the run with id, the batch with id (StartBatch), or what
// the session with id is doing. It reports whether anything was
// cancelled.
func (s *Studio) Cancel(id string) (bool, error) {
	if s.cancelBatch(id) {
		return true, nil
	}
	s.mu.Lock()
	rs, isRun := s.runs[id]
	ss, isSession := s.sessions[id]
	s.mu.Unlock()
	switch {
	case isRun:
		if rs.finished() {
			return false, nil
		}
		rs.cancel()
		return true, nil
	case isSession:
		ss.mu.Lock()
		defer ss.mu.Unlock()
		if ss.cancel == nil {
			return false, nil
		}
		ss.cancel()
		return true, nil
	}
	return false, nil
}

// WaitRun blocks until the run with id has finished (for the CLI and
// tests; the UI listens for run:finished).
func (s *Studio) WaitRun(ctx context.Context, id string) error {
	s.mu.Lock()
	rs, ok := s.runs[id]
	s.mu.Unlock()
	if !ok {
		return nil
	}
	select {
	case <-rs.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// ContinueRun resumes a failed run on the page it left open: a new run
// from the failed step, with the latest revision (after AcceptFix) and the
// failed run's values merged with values.
func (s *Studio) ContinueRun(runID string, values map[string]string) (RunStarted, error) {
	s.mu.Lock()
	rs, ok := s.runs[runID]
	s.mu.Unlock()
	if !ok {
		return RunStarted{}, errorf(CodeNotFound, "run %s cannot be continued: its page is closed (run it again from the start)", runID)
	}
	if !rs.finished() {
		return RunStarted{}, errorf(CodeBusy, "run %s is still running", runID)
	}
	if rs.failedAt < 0 {
		return RunStarted{}, errorf(CodeBadRequest, "run %s did not fail on a step; start a new run", runID)
	}
	if _, err := s.session(rs.sessionID); err != nil {
		return RunStarted{}, errorf(CodeNotFound, "run %s cannot be continued: its page was closed (run it again from the start)", runID)
	}
	vals := maps.Clone(rs.values)
	if vals == nil {
		vals = map[string]string{}
	}
	maps.Copy(vals, values)
	from := rs.failedAt
	return s.startRun(RunOptions{TrajectoryID: rs.trajID, From: &from, Values: vals, Heal: rs.heal, SessionID: rs.sessionID, BaseURL: rs.baseURL}, rs.root)
}

// ListRuns returns a trajectory's runs, newest first; limit 0 means all.
// Recordings (GetRecording) are not runs and are left out.
func (s *Studio) ListRuns(trajectoryID string, limit int) ([]trajectory.Run, error) {
	runs, err := s.store.Runs(trajectoryID, limit)
	if err != nil {
		return nil, notFound(err, "trajectory %q not found", trajectoryID)
	}
	return slices.DeleteFunc(runs, func(r trajectory.Run) bool { return isRecording(r.ID) }), nil
}

// recordingPrefix starts the run ids under which the step results of a
// recording are kept. '-' sorts before every generated run id, so a
// recording is never a trajectory's "last run".
const recordingPrefix = "-rec-"

func isRecording(runID string) bool { return strings.HasPrefix(runID, recordingPrefix) }

// recording is the run record of the recorded steps of t (results by
// step id), or nil when no step of t was recorded in this session.
func recording(t *trajectory.Trajectory, results map[string]trajectory.StepResult) *trajectory.Run {
	if len(results) == 0 {
		return nil
	}
	run := &trajectory.Run{ID: fmt.Sprintf("%s%08d", recordingPrefix, t.Revision), TrajectoryID: t.ID, Revision: t.Revision,
		Status: trajectory.StatusPassed, Steps: []trajectory.StepResult{}}
	for i, st := range t.Steps {
		r, ok := results[st.ID]
		if !ok {
			r = trajectory.StepResult{StepID: st.ID, Action: st.Action, Status: trajectory.StatusSkipped, WinnerIndex: -1}
		}
		r.Index = i
		run.Steps = append(run.Steps, r)
	}
	run.StartedAt, run.FinishedAt = t.UpdatedAt, t.UpdatedAt
	return run
}

// GetRecording returns the step results of the recording behind a
// revision (each with its screenshot, for the editor's thumbnails): the
// newest recording saved at or before revision (0: any). Steps added or
// changed after recording are "skipped". nil when the trajectory was
// never recorded in the studio.
func (s *Studio) GetRecording(trajectoryID string, revision int) (*trajectory.Run, error) {
	runs, err := s.store.Runs(trajectoryID, 0)
	if err != nil {
		return nil, notFound(err, "trajectory %q not found", trajectoryID)
	}
	var best *trajectory.Run
	for i := range runs {
		r := &runs[i]
		if !isRecording(r.ID) || (revision > 0 && r.Revision > revision) {
			continue
		}
		if best == nil || r.Revision > best.Revision {
			best = r
		}
	}
	return best, nil
}

// GetRun returns one run of a trajectory.
func (s *Studio) GetRun(trajectoryID, runID string) (*trajectory.Run, error) {
	r, err := s.store.Run(trajectoryID, runID)
	if err != nil {
		return nil, notFound(err, "run %s of trajectory %q not found", runID, trajectoryID)
	}
	return r, nil
}

// Fix accepts a replacement target for a failed or healed step.
type Fix struct {
	TrajectoryID string `json:"trajectoryId"`
	RunID        string `json:"runId"`
	StepID       string `json:"stepId"`
	// Suggestion is an index into the step result's suggestions.
	Suggestion *int `json:"suggestion,omitempty"`
	// Heal accepts the step result's heal patch.
	Heal bool `json:"heal,omitempty"`
	// Target is a picked element's target.
	Target *trajectory.Target `json:"target,omitempty"`
	// Revision is the revision the fix is based on (0: latest).
	Revision int `json:"revision,omitempty"`
}

// AcceptFix replaces the step's target with the chosen suggestion, heal
// patch or picked target and saves a new revision.
func (s *Studio) AcceptFix(f Fix) (*trajectory.Trajectory, error) {
	var target *trajectory.Target
	choices := 0
	if f.Target != nil {
		target, choices = f.Target, choices+1
	}
	if f.Suggestion != nil || f.Heal {
		if f.Suggestion != nil {
			choices++
		}
		if f.Heal {
			choices++
		}
		r, err := s.GetRun(f.TrajectoryID, f.RunID)
		if err != nil {
			return nil, err
		}
		var res *trajectory.StepResult
		for i := range r.Steps {
			if r.Steps[i].StepID == f.StepID {
				res = &r.Steps[i]
			}
		}
		if res == nil {
			return nil, errorf(CodeNotFound, "run %s has no result for step %s", f.RunID, f.StepID)
		}
		switch {
		case f.Heal:
			if res.Heal == nil {
				return nil, errorf(CodeBadRequest, "step %s was not healed in run %s: pick a suggestion or an element", f.StepID, f.RunID)
			}
			target = &res.Heal.New
		case *f.Suggestion < 0 || *f.Suggestion >= len(res.Suggestions):
			return nil, errorf(CodeBadRequest, "step %s has %d suggestions in run %s; suggestion %d does not exist", f.StepID, len(res.Suggestions), f.RunID, *f.Suggestion)
		default:
			target = &res.Suggestions[*f.Suggestion].Target
		}
	}
	if choices != 1 {
		return nil, errorf(CodeBadRequest, "a fix needs exactly one of suggestion, heal or target")
	}
	t, err := s.GetTrajectory(f.TrajectoryID)
	if err != nil {
		return nil, err
	}
	if f.Revision > 0 && f.Revision != t.Revision {
		return nil, errorf(CodeConflict, "trajectory %q changed since revision %d (now %d): reload it before accepting the fix", t.Name, f.Revision, t.Revision)
	}
	idx := -1
	for i := range t.Steps {
		if t.Steps[i].ID == f.StepID {
			idx = i
		}
	}
	if idx < 0 {
		return nil, errorf(CodeNotFound, "step %s is no longer in trajectory %q", f.StepID, t.Name)
	}
	fixed, err := ApplyEdits(t, []Edit{{Op: "setTarget", Index: idx, Target: target}})
	if err != nil {
		return nil, err
	}
	return s.saveRevision(fixed)
}

// RunInput is a variable a run needs a value for.
type RunInput struct {
	Name        string `json:"name"`
	Default     string `json:"default,omitempty"`
	Secret      bool   `json:"secret"`
	Description string `json:"description,omitempty"`
	NeedsValue  bool   `json:"needsValue"`
	// Flows names the flows of a batch that have this variable
	// (BatchInputs); empty for one flow's run.
	Flows []string `json:"flows,omitempty"`
}

// RunInputs lists the variables of a trajectory's latest revision (and
// placeholders it uses without declaring them), for the run-time prompt.
// A variable needs a value when a step or the start URL uses it and it
// has no default (a secret never has one); one that nothing uses is
// listed but never holds a run up.
func (s *Studio) RunInputs(trajectoryID string) ([]RunInput, error) {
	t, err := s.GetTrajectory(trajectoryID)
	if err != nil {
		return nil, err
	}
	return runInputs(t), nil
}

// runInputs is RunInputs of t.
func runInputs(t *trajectory.Trajectory) []RunInput {
	out := []RunInput{}
	seen := map[string]bool{}
	used := t.Referenced()
	for _, v := range t.Variables {
		seen[v.Name] = true
		out = append(out, RunInput{Name: v.Name, Default: v.Default, Secret: v.Secret, Description: v.Description,
			NeedsValue: (v.Secret || v.Default == "") && slices.Contains(used, v.Name)})
	}
	for _, n := range used {
		if !seen[n] {
			out = append(out, RunInput{Name: n, NeedsValue: true})
		}
	}
	return out
}
