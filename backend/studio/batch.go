package studio

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// A batch is the Library's "run the selected flows": several flows run one
// after another as a small suite. The running is the engine's suite runner
// (backend/runner, one worker), the loop `reprise run` uses: each flow in a
// fresh browser context, replayed by replay's Play, its run stored in its
// history. The studio picks the flows, says which cannot run and why,
// keeps the batch's progress for the UI (batch:state) and lets Cancel stop
// it.

// BatchOptions start a batch (StartBatch).
type BatchOptions struct {
	// TrajectoryIDs are the flows, in the order they run; a flow given
	// twice runs once.
	TrajectoryIDs []string `json:"trajectoryIds"`
	// Values are variable values for every flow (BatchInputs lists the
	// ones they need). An empty value leaves each flow its own default.
	Values map[string]string `json:"values,omitempty"`
}

// BatchStatus is where a batch, or one flow of it, is.
type BatchStatus string

// Batch statuses. A flow is waiting, then running, then passed, failed,
// cancelled (stopped part-way) or skipped (not started: the batch was
// stopped first); a batch is running, then passed (every flow passed),
// failed or cancelled (stopped).
const (
	BatchWaiting   BatchStatus = "waiting"
	BatchRunning   BatchStatus = "running"
	BatchPassed    BatchStatus = "passed"
	BatchFailed    BatchStatus = "failed"
	BatchCancelled BatchStatus = "cancelled"
	BatchSkipped   BatchStatus = "skipped"
)

// BatchFlow is one flow of a batch.
type BatchFlow struct {
	TrajectoryID string `json:"trajectoryId"`
	// Name is the flow's name; "" when the flow could not be read.
	Name   string      `json:"name"`
	Status BatchStatus `json:"status"`
	// Steps is the number of the flow's steps and Done how many of them
	// have a result so far.
	Steps int `json:"steps"`
	Done  int `json:"done"`
	// RunID is the flow's run in its history (GetRun), once it is stored.
	RunID      string `json:"runId,omitempty"`
	DurationMS int64  `json:"durationMs,omitempty"`
	// Error says, in words, why the flow failed or did not run.
	Error string `json:"error,omitempty"`
	// FailedStep is the number (from 1) of the step that failed, 0 when
	// none did (the flow failed before its first step, or did not run);
	// FailedInstruction is that step's instruction.
	FailedStep        int    `json:"failedStep,omitempty"`
	FailedInstruction string `json:"failedInstruction,omitempty"`
}

// Batch is a batch's state: what StartBatch and GetBatch return and
// batch:state carries.
type Batch struct {
	ID     string      `json:"id"`
	Status BatchStatus `json:"status"`
	// Current is the index in Flows of the flow running, -1 when none.
	Current   int         `json:"current"`
	Flows     []BatchFlow `json:"flows"`
	StartedAt time.Time   `json:"startedAt"`
	// DurationMS is the batch's wall-clock time, once it has finished.
	DurationMS int64 `json:"durationMs,omitempty"`
}

// CoalesceKey makes batch:state latest-only per batch: each event holds
// the whole state.
func (b Batch) CoalesceKey() string { return b.ID }

// batchState is the batch under way, or the last one, guarded by mu.
type batchState struct {
	mu      sync.Mutex
	b       Batch
	cancel  context.CancelFunc
	stopped bool // Cancel was called
	done    chan struct{}
}

// snapshot returns a copy of the state, safe to hand out.
func (bs *batchState) snapshot() Batch {
	bs.mu.Lock()
	defer bs.mu.Unlock()
	c := bs.b
	c.Flows = slices.Clone(bs.b.Flows)
	return c
}

// update changes the state under the lock and emits it.
func (s *Studio) updateBatch(bs *batchState, change func(b *Batch)) {
	bs.mu.Lock()
	change(&bs.b)
	c := bs.b
	c.Flows = slices.Clone(bs.b.Flows)
	bs.mu.Unlock()
	s.emit.Emit(EvBatchState, c)
}

func (bs *batchState) running() bool {
	select {
	case <-bs.done:
		return false
	default:
		return true
	}
}

// BatchInputs lists the variables the flows with ids have, for the values
// dialog a batch shows once for all of them: a variable of several flows
// is one entry, which needs a value when any of them needs one, is secret
// when any of them says so, and names the flows that have it (Flows). Its
// default is kept only when every flow that has it gives the same one;
// otherwise an empty field leaves each flow its own. Flows that cannot be
// read are left out here: the batch reports them.
func (s *Studio) BatchInputs(trajectoryIDs []string) ([]RunInput, error) {
	out := []RunInput{}
	at := map[string]int{}
	mixed := map[string]bool{}
	for _, id := range trajectoryIDs {
		t, err := s.GetTrajectory(id)
		if err != nil {
			continue
		}
		for _, in := range runInputs(t) {
			k, seen := at[in.Name]
			if !seen {
				in.Flows = []string{t.Name}
				at[in.Name] = len(out)
				out = append(out, in)
				continue
			}
			m := &out[k]
			if slices.Contains(m.Flows, t.Name) {
				continue // the same flow given twice
			}
			m.Flows = append(m.Flows, t.Name)
			m.Secret = m.Secret || in.Secret
			m.NeedsValue = m.NeedsValue || in.NeedsValue
			if m.Description == "" {
				m.Description = in.Description
			}
			if in.Default != m.Default {
				mixed[in.Name] = true
			}
		}
	}
	for i := range out {
		in := &out[i]
		if mixed[in.Name] || in.Secret {
			in.Default = ""
			if mixed[in.Name] && !in.NeedsValue && in.Description == "" {
				in.Description = "empty: each flow uses its own default"
			}
		}
	}
	return out, nil
}

// StartBatch runs the flows with opts.TrajectoryIDs one after another and
// returns at once; batch:state events report each flow as it starts, as
// its steps end and as it finishes, and GetBatch the state at any time.
// Each flow runs in a fresh browser context with opts.Values (see
// BatchInputs) and the settings' heal policy, and its run is stored in
// its history as a single run's is. A flow that cannot run (it cannot be
// read, or lacks a value) is failed at once with the reason; the others
// still run. Cancel(batch id) stops the flow running and skips the rest.
// One batch runs at a time.
func (s *Studio) StartBatch(opts BatchOptions) (Batch, error) {
	set, _ := s.GetSettings()
	policy := set.Heal
	if _, err := trajectory.ParseHealPolicy(string(policy)); err != nil {
		return Batch{}, errorf(CodeBadRequest, "%v", err)
	}
	var healModel llm.Model
	if set.HealWithModel && policy != trajectory.HealOff {
		var err error
		if healModel, err = s.openModel(set.Model, set); err != nil {
			return Batch{}, err
		}
	}
	vals := map[string]string{}
	for k, v := range opts.Values {
		if v != "" {
			vals[k] = v
		}
	}

	b := Batch{ID: newBatchID(), Status: BatchRunning, Current: -1, Flows: []BatchFlow{}, StartedAt: time.Now().UTC()}
	var flows []runner.Flow
	var pos []int // pos[i] is the index in b.Flows of flows[i]
	seen := map[string]bool{}
	for _, id := range opts.TrajectoryIDs {
		id = strings.TrimSpace(id)
		if id == "" || seen[id] {
			continue
		}
		seen[id] = true
		t, err := s.GetTrajectory(id)
		if err != nil {
			b.Flows = append(b.Flows, BatchFlow{TrajectoryID: id, Status: BatchFailed, Error: unreadableWords(err)})
			continue
		}
		if seen[t.ID] && t.ID != id {
			continue // a prefix of a flow given already
		}
		seen[t.ID] = true
		f := BatchFlow{TrajectoryID: t.ID, Name: t.Name, Status: BatchWaiting, Steps: len(t.Steps)}
		if err := replay.CheckValues(t, t.Values(vals), replay.Plan{}); err != nil {
			f.Status, f.Error = BatchFailed, missingWords(err)
		} else {
			flows = append(flows, runner.Flow{Ref: t.ID, Trajectory: t})
			pos = append(pos, len(b.Flows))
		}
		b.Flows = append(b.Flows, f)
	}
	if len(b.Flows) == 0 {
		return Batch{}, errorf(CodeBadRequest, "no flows to run: select one or more flows in the Library, then Run selected")
	}

	ctx, cancel := context.WithCancel(s.ctx)
	bs := &batchState{b: b, cancel: cancel, done: make(chan struct{})}
	s.mu.Lock()
	if cur := s.batch; cur != nil && cur.running() {
		s.mu.Unlock()
		cancel()
		c := cur.snapshot()
		return Batch{}, errorf(CodeBusy, "a run of %d flows is under way: stop it or wait for it to finish, then run these", len(c.Flows))
	}
	s.batch = bs
	s.mu.Unlock()

	ropts := runner.Options{Workers: 1, Heal: policy, Healers: agent.Healers(healModel, nil), Vars: vals, Blobs: s.store,
		ScreenshotEachStep: true, Trace: true, StepTimeout: stepTimeout(set), Store: wordedRuns{s.store}, Nav: s.opts.Nav}
	started := bs.snapshot()
	s.emit.Emit(EvBatchState, started)
	s.bg.Go(func() {
		defer close(bs.done)
		defer cancel()
		s.runBatch(ctx, bs, flows, pos, ropts)
	})
	return started, nil
}

// runBatch runs flows through the suite runner and keeps bs up to date.
func (s *Studio) runBatch(ctx context.Context, bs *batchState, flows []runner.Flow, pos []int, ropts runner.Options) {
	start := time.Now()
	byRef := map[string]int{}
	for i, f := range flows {
		byRef[f.Ref] = pos[i]
	}
	if len(flows) > 0 {
		br := s.opts.Browser
		if br == nil {
			got, err := s.acquireBrowser()
			if err != nil {
				why := "not run: the browser did not start: " + AsError(err).Message
				s.updateBatch(bs, func(b *Batch) {
					for _, k := range pos {
						b.Flows[k].Status, b.Flows[k].Error = BatchFailed, why
					}
				})
				flows = nil
			} else {
				br = got
				defer s.releaseBrowser(got)
			}
		}
		if flows != nil {
			ropts.OnStart = func(i int, _ runner.Flow) {
				s.updateBatch(bs, func(b *Batch) {
					b.Current = pos[i]
					b.Flows[pos[i]].Status = BatchRunning
				})
			}
			ropts.OnStep = func(i int, _ trajectory.StepResult) {
				s.updateBatch(bs, func(b *Batch) { b.Flows[pos[i]].Done++ })
			}
			ropts.OnFlow = func(fr runner.FlowResult) {
				k := byRef[fr.Flow.Ref]
				s.updateBatch(bs, func(b *Batch) {
					b.Flows[k] = batchResult(b.Flows[k], &fr)
					if b.Current == k {
						b.Current = -1
					}
				})
				change := LibraryChange{TrajectoryID: fr.Flow.Trajectory.ID, Revision: fr.Flow.Trajectory.Revision, Reason: "ran"}
				if fr.Heal.Revision > 0 {
					change.Revision, change.Reason = fr.Heal.Revision, "saved"
				}
				s.emit.Emit(EvLibraryChanged, change)
			}
			rep := runner.Run(ctx, br, flows, ropts)
			// Flows the runner did not start (the batch was stopped) have
			// had no OnFlow.
			s.updateBatch(bs, func(b *Batch) {
				for i := range rep.Flows {
					if f := &b.Flows[pos[i]]; f.Status == BatchWaiting || f.Status == BatchRunning {
						*f = batchResult(*f, &rep.Flows[i])
					}
				}
			})
		}
	}
	bs.mu.Lock()
	stopped := bs.stopped
	bs.mu.Unlock()
	s.updateBatch(bs, func(b *Batch) {
		b.Current, b.DurationMS = -1, time.Since(start).Milliseconds()
		b.Status = BatchPassed
		for _, f := range b.Flows {
			if f.Status != BatchPassed {
				b.Status = BatchFailed
			}
		}
		if stopped {
			b.Status = BatchCancelled
		}
	})
}

// batchResult is f once the runner has finished with it (fr).
func batchResult(f BatchFlow, fr *runner.FlowResult) BatchFlow {
	f.DurationMS = fr.Duration.Milliseconds()
	f.Status = BatchStatus(fr.Status)
	final := fr.Final()
	switch {
	case fr.Status == trajectory.StatusSkipped:
		f.Status, f.Error = BatchSkipped, "not run: the run was stopped before this flow started"
	case final == nil:
		f.Status, f.Error = BatchFailed, fr.Note
	case fr.Status == trajectory.StatusCancel:
		f.Error = "cancelled: the run was stopped while this flow ran"
	case fr.Status != trajectory.StatusPassed:
		f.Error = final.Error
	}
	if final != nil {
		f.RunID = final.ID
	}
	if st := fr.FailedStep(); st != nil {
		f.FailedStep, f.FailedInstruction = st.Index+1, fr.Instruction(st.Index)
	}
	if f.Error == "" && fr.Status != trajectory.StatusPassed {
		f.Error = fr.Note
	}
	return f
}

// GetBatch returns the batch under way, or the last one since the app
// started (its summary), nil when there has been none.
func (s *Studio) GetBatch() (*Batch, error) {
	s.mu.Lock()
	bs := s.batch
	s.mu.Unlock()
	if bs == nil {
		return nil, nil
	}
	b := bs.snapshot()
	return &b, nil
}

// cancelBatch stops the batch with id if it runs; it reports whether it did.
func (s *Studio) cancelBatch(id string) bool {
	s.mu.Lock()
	bs := s.batch
	s.mu.Unlock()
	if bs == nil || bs.b.ID != id || !bs.running() {
		return false
	}
	bs.mu.Lock()
	bs.stopped = true
	bs.mu.Unlock()
	bs.cancel()
	return true
}

// WaitBatch blocks until the batch under way has finished (for tests; the
// UI listens for batch:state).
func (s *Studio) WaitBatch(ctx context.Context) error {
	s.mu.Lock()
	bs := s.batch
	s.mu.Unlock()
	if bs == nil {
		return nil
	}
	select {
	case <-bs.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// unreadableWords says why a flow of a batch could not be read.
func unreadableWords(err error) string {
	switch e := AsError(err); e.Code {
	case CodeNotFound, CodeDeleted:
		return "not run: this flow is no longer in the library (it was deleted); reload the Library"
	default:
		return "not run: the flow could not be read: " + e.Message
	}
}

// missingWords says which value a flow of a batch lacks.
func missingWords(err error) string {
	var ve *trajectory.VariableError
	if errors.As(err, &ve) {
		return fmt.Sprintf("not run: %s — run it again and give {{%s}} a value, or give the variable a default in the flow's Variables", ve.Describe(), ve.Name)
	}
	return "not run: " + AsError(err).Message
}

// newBatchID returns a fresh batch id.
func newBatchID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return "batch-" + hex.EncodeToString(b[:])
}

// wordedRuns is the store as a batch records its runs: each run's errors
// are put in the studio's words (runWording) before it is stored, as a
// single run's are, so the run's page and the batch's summary say the
// same. The runner's other uses of the store (winning locators, healed
// revisions) go to the store itself.
type wordedRuns struct{ *cache.Store }

// SaveRun words r's errors, then stores it.
func (w wordedRuns) SaveRun(r *trajectory.Run) error {
	r.Error = runWording(r.Error)
	for i := range r.Steps {
		r.Steps[i].Error = runWording(r.Steps[i].Error)
	}
	return w.Store.SaveRun(r)
}
