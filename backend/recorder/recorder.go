// Package recorder turns instructions into trajectory steps: it snapshots
// the page, resolves the instruction to an action and an element, performs
// the action through the replay engine (so every recorded step is one that
// replays) and appends the step with its locator candidates and
// fingerprint.
package recorder

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/resolver"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Resolver turns an instruction into an intent against a snapshot. The
// offline resolver is the default; model-backed resolvers plug in here.
type Resolver interface {
	Resolve(ctx context.Context, instruction string, snap *snapshot.Snapshot) (*resolver.Intent, error)
}

// Offline is the model-free resolver.
type Offline struct{}

// Resolve implements Resolver with resolver.Resolve.
func (Offline) Resolve(_ context.Context, instruction string, snap *snapshot.Snapshot) (*resolver.Intent, error) {
	return resolver.Resolve(instruction, snap)
}

// Recorder records one trajectory on one page.
type Recorder struct {
	traj     *trajectory.Trajectory
	player   *replay.Player
	resolver Resolver
	vals     map[string]string
}

// New starts a recording on the player's page. t holds the name, start URL
// and declared variables; vals are the values used while recording (they
// are never stored: steps keep {{name}} placeholders).
func New(t *trajectory.Trajectory, player *replay.Player, r Resolver, vals map[string]string) *Recorder {
	if r == nil {
		r = Offline{}
	}
	if t.Version == 0 {
		t.Version = trajectory.FormatVersion
	}
	if t.Source.Kind == "" {
		t.Source = trajectory.Source{Kind: "record", Model: "local"}
	}
	return &Recorder{traj: t, player: player, resolver: r, vals: vals}
}

// Trajectory returns the trajectory recorded so far.
func (r *Recorder) Trajectory() *trajectory.Trajectory { return r.traj }

// Start opens the trajectory's start URL.
func (r *Recorder) Start(ctx context.Context) error {
	u, missing := trajectory.Expand(r.traj.StartURL, r.traj.Values(r.vals))
	if missing != "" {
		return &trajectory.VariableError{Field: "startUrl", Name: missing}
	}
	if _, err := r.player.Page().Goto(u, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateDomcontentloaded}); err != nil {
		return fmt.Errorf("opening %s: %w", u, err)
	}
	return nil
}

// Do resolves and performs one instruction. On success the step is
// appended and returned with its result; on failure nothing is appended.
func (r *Recorder) Do(ctx context.Context, instruction string) (*trajectory.Step, trajectory.StepResult, error) {
	page := r.player.Page()
	snap, err := snapshot.Take(ctx, page, snapshot.Options{})
	if err != nil {
		return nil, trajectory.StepResult{}, fmt.Errorf("taking snapshot: %w", err)
	}
	in, err := r.resolver.Resolve(ctx, instruction, snap)
	if err != nil {
		return nil, trajectory.StepResult{}, err
	}
	step, err := r.stepFor(ctx, instruction, in)
	if err != nil {
		return nil, trajectory.StepResult{}, err
	}
	r.declare(step)
	r.traj.Steps = append(r.traj.Steps, *step)
	i := len(r.traj.Steps) - 1
	res := r.player.Step(ctx, r.traj, i, r.traj.Values(r.vals))
	if res.Status != trajectory.StatusPassed {
		r.traj.Steps = r.traj.Steps[:i]
		return nil, res, fmt.Errorf("performing %q: %s", instruction, res.Error)
	}
	return &r.traj.Steps[i], res, nil
}

// stepFor builds the step for an intent.
func (r *Recorder) stepFor(ctx context.Context, instruction string, in *resolver.Intent) (*trajectory.Step, error) {
	s := &trajectory.Step{
		ID:          r.nextID(),
		Instruction: instruction,
		Action:      in.Action,
		Value:       in.Value,
		URL:         in.URL,
		Key:         in.Key,
		Match:       in.Match,
		DeltaY:      in.DeltaY,
	}
	switch {
	case in.Element != nil:
		t := in.Element.Target
		s.Target = &t
	case in.Phrase != "" && (in.Action == trajectory.ActionWaitFor || strings.HasPrefix(string(in.Action), "assert-")):
		t, err := r.textTarget(ctx, in.Phrase)
		if err != nil {
			return nil, err
		}
		s.Target = t
	}
	return s, nil
}

// textTarget finds the one element whose text is phrase, for waits and
// assertions on page text that no interactive element carries.
func (r *Recorder) textTarget(ctx context.Context, phrase string) (*trajectory.Target, error) {
	page := r.player.Page()
	for _, exact := range []bool{true, false} {
		loc := page.GetByText(phrase, playwright.PageGetByTextOptions{Exact: playwright.Bool(exact)})
		deadline := time.Now().Add(5 * time.Second)
		n, err := loc.Count()
		for err == nil && n == 0 && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
			n, err = loc.Count()
		}
		if err != nil {
			return nil, fmt.Errorf("looking up text %q: %w", phrase, err)
		}
		if n != 1 {
			continue
		}
		fp, err := snapshot.FingerprintOf(ctx, loc)
		if err != nil {
			return nil, fmt.Errorf("fingerprinting text %q: %w", phrase, err)
		}
		cands := []trajectory.Locator{{Kind: trajectory.LocText, Value: phrase, Score: 180}}
		if fp.Role != "" && fp.Name != "" && fp.Role != "generic" && fp.Role != "paragraph" {
			cands = append([]trajectory.Locator{{Kind: trajectory.LocRole, Role: fp.Role, Name: fp.Name, Score: 100}}, cands...)
		}
		return &trajectory.Target{Candidates: cands, Fingerprint: fp}, nil
	}
	return nil, &resolver.NeedsModelError{Instruction: phrase, Reason: "no single element on the page shows this text"}
}

// declare adds variables the step refers to that the trajectory does not
// declare yet.
func (r *Recorder) declare(s *trajectory.Step) {
	have := map[string]bool{}
	for _, v := range r.traj.Variables {
		have[v.Name] = true
	}
	for _, f := range []string{s.Value, s.URL, s.Key} {
		for _, n := range trajectory.Placeholders(f) {
			if !have[n] {
				have[n] = true
				r.traj.Variables = append(r.traj.Variables, trajectory.Variable{Name: n})
			}
		}
	}
}

func (r *Recorder) nextID() string {
	used := map[string]bool{}
	for _, s := range r.traj.Steps {
		used[s.ID] = true
	}
	for n := len(r.traj.Steps) + 1; ; n++ {
		if id := fmt.Sprintf("s%d", n); !used[id] {
			return id
		}
	}
}

// IsNeedsModel reports whether err means the instruction needs a model.
func IsNeedsModel(err error) bool { return errors.Is(err, resolver.ErrNeedsModel) }
