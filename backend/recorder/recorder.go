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
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/resolver"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Query is what a Resolver is asked: one instruction against the page as
// it is now.
type Query struct {
	// Instruction is the user's sentence, placeholders ({{user}}) kept.
	Instruction string
	// Snapshot is the page now.
	Snapshot *snapshot.Snapshot
	// Done lists the steps already performed for this instruction, when a
	// two-step action is under way (Intent.More was set).
	Done []trajectory.Step
	// Failure says why performing the previous answer failed, when the
	// recorder asks again after a failure (self-heal); empty otherwise.
	Failure string
	// Variables names the variables the trajectory declares; a resolver
	// keeps them as {{name}} placeholders in values.
	Variables []string
	// Secrets are the values of secret variables in this recording. A
	// resolver that sends the page to a model masks them first.
	Secrets []string
}

// Resolver turns an instruction into an intent against a snapshot. The
// offline resolver is the default; model-backed resolvers plug in here.
type Resolver interface {
	Resolve(ctx context.Context, q Query) (*resolver.Intent, error)
}

// Offline is the model-free resolver.
type Offline struct{}

// Resolve implements Resolver with resolver.Resolve.
func (Offline) Resolve(_ context.Context, q Query) (*resolver.Intent, error) {
	return resolver.Resolve(q.Instruction, q.Snapshot)
}

// MaxStepsPerInstruction bounds the steps one instruction may take (a
// two-step action takes two).
const MaxStepsPerInstruction = 3

// Recorder records one trajectory on one page.
type Recorder struct {
	traj     *trajectory.Trajectory
	player   *replay.Player
	resolver Resolver
	vals     map[string]string
	ready    *readiness
	// demo carries a demonstration from one input to the next (demo.go).
	demo demoState
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
	ready := prepare(player.Page())
	return &Recorder{traj: t, player: player, resolver: r, vals: vals, ready: ready}
}

// prepare readies page for acting on the documents it loads from now on,
// so that the first act on a page does not pay for what can be done while
// the user reads it. New calls it once for the recorder's page: a page has
// one recorder (one per session in the studio, one per command in the
// CLI), so the recorder holds this state and no package-level registry of
// pages is needed (nor kept alive until each page closes).
//   - every document builds the snapshot library as it loads, instead of
//     the first snapshot shipping it to each frame (about 20 ms a frame);
//   - once a document has loaded, a query in each frame makes Playwright
//     set up its isolated world there and build replay's selector engine
//     library in it, which the first action in a frame otherwise waits
//     for (20 to 60 ms).
//
// Acts wait for the main frame's preparation (readiness.await) instead of
// racing it.
func prepare(page playwright.Page) *readiness {
	ready := &readiness{}
	_ = page.AddInitScript(playwright.Script{Content: playwright.String(snapshot.InitScript())})
	// Counts DOM changes from the document's start: settling reads it,
	// and so do the replay engine's checks that a step took effect
	// (verify.go).
	_ = page.AddInitScript(playwright.Script{Content: playwright.String(replay.CounterScript)})
	// Event handlers must not call Playwright themselves: they run on the
	// goroutine that delivers its replies.
	page.OnFrameNavigated(func(f playwright.Frame) {
		if f.ParentFrame() == nil {
			ready.navigated()
		}
	})
	page.OnDOMContentLoaded(func(p playwright.Page) { ready.loaded(p) })
	page.OnLoad(func(p playwright.Page) {
		go func() {
			// All frames at once: a cross-origin frame has a process of
			// its own.
			for _, f := range browser.Frames(p) {
				if f != p.MainFrame() { // DOMContentLoaded warmed it
					go warm(f)
				}
			}
		}()
	})
	return ready
}

// warm makes Playwright set up its isolated world in f's document; errors
// (a closed page, a frame that navigated away) do not matter.
func warm(f playwright.Frame) { _ = snapshot.Prepare(f) }

// Values returns this recording's variable values (never stored).
func (r *Recorder) Values() map[string]string { return r.vals }

// Player returns the player the recorder performs steps with.
func (r *Recorder) Player() *replay.Player { return r.player }

// Trajectory returns the trajectory recorded so far.
func (r *Recorder) Trajectory() *trajectory.Trajectory { return r.traj }

// Start opens the trajectory's start URL.
func (r *Recorder) Start(ctx context.Context) error {
	u, missing := trajectory.Expand(r.traj.StartURL, r.traj.Values(r.vals))
	if missing != "" {
		return r.traj.MissingValue(0, "startUrl", missing)
	}
	if err := r.player.Open(u); err != nil {
		return err
	}
	// The page is ready to be acted on when Start returns.
	r.ready.await(ctx, r.player.Page())
	return nil
}

// Outcome is what one instruction did: the steps appended to the
// trajectory (two for a two-step action) with their results.
type Outcome struct {
	Steps   []trajectory.Step
	Results []trajectory.StepResult
	// Healed is true when the first answer failed to perform and a second
	// one, resolved against a fresh snapshot, succeeded.
	Healed bool
	// Choice is what the first step's element was chosen among, read
	// before it was acted on, for an instruction that chooses by
	// comparison or position (resolver.ChoosesAmong); nil otherwise. The
	// act cache keeps it so as not to replay the choice on a page where
	// the choices changed.
	Choice *snapshot.ChoiceBasis
}

// Do resolves and performs one instruction and returns its last step. It
// is Act for callers that record one step per instruction.
func (r *Recorder) Do(ctx context.Context, instruction string) (*trajectory.Step, trajectory.StepResult, error) {
	out, err := r.Act(ctx, instruction)
	if err != nil {
		var res trajectory.StepResult
		if out != nil && len(out.Results) > 0 {
			res = out.Results[len(out.Results)-1]
		}
		return nil, res, err
	}
	i := len(out.Steps) - 1
	return &out.Steps[i], out.Results[i], nil
}

// Act resolves and performs one instruction: snapshot, resolve, perform
// through the replay engine, append the step. When the resolver says the
// action has a second part (Intent.More), it snapshots and resolves again,
// up to MaxStepsPerInstruction steps. When performing an answer fails, it
// snapshots once more and asks again with the failure (self-heal, once).
// On failure nothing is appended: the trajectory is as it was, and the
// returned Outcome (possibly nil) holds the failed results.
func (r *Recorder) Act(ctx context.Context, instruction string) (*Outcome, error) {
	first := len(r.traj.Steps)
	out := &Outcome{}
	undeclare := r.declared()
	rollback := func(err error) (*Outcome, error) {
		r.traj.Steps = r.traj.Steps[:first]
		undeclare()
		return out, err
	}
	failure := ""
	for len(out.Steps) < MaxStepsPerInstruction {
		in, err := r.read(ctx, instruction, out.Steps, failure)
		if err != nil {
			return rollback(err)
		}
		step, err := r.stepFor(ctx, instruction, in)
		if err != nil {
			return rollback(err)
		}
		if len(out.Steps) == 0 && step.Target != nil && resolver.ChoosesAmong(instruction) {
			// Unread (nil) when the page cannot say: the entry then
			// replays as entries did before choices were kept.
			out.Choice, _ = snapshot.ChoiceBasisOf(r.player.Page(), step.Target)
		}
		res := r.perform(ctx, step)
		out.Results = append(out.Results, res)
		if res.Status != trajectory.StatusPassed {
			if replay.IsRefusal(res.Err) || errors.Is(res.Err, trajectory.ErrMissingVariable) {
				// The navigation policy refused, or the instruction names a
				// variable with no value: no retry can help.
				return rollback(fmt.Errorf("performing %q: %w", instruction, res.Err))
			}
			if failure != "" || ctx.Err() != nil {
				return rollback(fmt.Errorf("performing %q: %s", instruction, res.Error))
			}
			if falseCheck(step, res) {
				// The check ran and the page does not show what was asked:
				// that is the answer, not a failure to act that asking
				// again could mend (offline, asking again said "needs a
				// model" and hid it).
				return rollback(fmt.Errorf("checking %q: %s", instruction, res.Error))
			}
			failure = fmt.Sprintf("%s on %s failed: %s", step.Action, describe(step), res.Error)
			out.Healed = true
			continue
		}
		out.Steps = append(out.Steps, r.traj.Steps[len(r.traj.Steps)-1])
		if !in.More {
			return out, nil
		}
	}
	return rollback(fmt.Errorf("performing %q: still not done after %d steps", instruction, MaxStepsPerInstruction))
}

// read asks the resolver what instruction means on the page as it is now,
// after the steps done for it so far and the failure of the last try, if
// any.
func (r *Recorder) read(ctx context.Context, instruction string, done []trajectory.Step, failure string) (*resolver.Intent, error) {
	// A step may have loaded a new document: read it once prepared.
	r.ready.await(ctx, r.player.Page())
	snap, err := r.snapshot(ctx)
	if err != nil {
		return nil, fmt.Errorf("taking snapshot: %w", err)
	}
	// A secret value typed literally again is asked about as its
	// placeholder: resolvers that mask secrets would otherwise see "••••"
	// and type that.
	q := Query{Instruction: r.Conceal(instruction), Snapshot: snap, Done: done, Failure: failure,
		Variables: r.VarNames(), Secrets: r.traj.SecretValues(r.traj.Values(r.vals))}
	in, err := r.resolver.Resolve(ctx, q)
	if err != nil && IsNeedsModel(err) && r.settling(ctx) {
		// The page was still rendering (an app that builds its DOM after
		// load, an editor that opens after a double-click): ask again
		// about the page as it is now.
		if snap, serr := r.snapshot(ctx); serr == nil {
			q.Snapshot = snap
			in, err = r.resolver.Resolve(ctx, q)
		}
	}
	return in, err
}

// falseCheck reports whether res is a check step that found its element
// and found the check false.
func falseCheck(step *trajectory.Step, res trajectory.StepResult) bool {
	return strings.HasPrefix(string(step.Action), "assert-") && strings.Contains(res.Error, "assertion failed")
}

// snapshot takes a snapshot of the page. When the previous step started a
// navigation that had not committed when it returned (pressing Enter in a
// form), the document goes away under the snapshot; it then waits for the
// new document and tries again.
func (r *Recorder) snapshot(ctx context.Context) (*snapshot.Snapshot, error) {
	page := r.player.Page()
	for attempt := 0; ; attempt++ {
		snap, err := snapshot.Take(ctx, page, snapshot.Options{})
		if err == nil || attempt == 3 || ctx.Err() != nil || !navigatedAway(err) {
			return snap, err
		}
		_ = browser.WaitLoad(page, playwright.LoadStateDomcontentloaded, 5*time.Second)
	}
}

// navigatedAway reports whether err says the document was replaced while
// a script ran in it.
func navigatedAway(err error) bool {
	s := err.Error()
	return strings.Contains(s, "Execution context was destroyed") || strings.Contains(s, "navigation") ||
		strings.Contains(s, "Cannot find context")
}

// Perform appends already resolved steps (from the act cache) and performs
// them in order. On the first failure it removes them all again and
// returns the results so far with an error.
func (r *Recorder) Perform(ctx context.Context, steps []trajectory.Step) ([]trajectory.StepResult, error) {
	first := len(r.traj.Steps)
	undeclare := r.declared()
	var results []trajectory.StepResult
	for _, s := range steps {
		s.ID = r.nextID()
		r.ready.await(ctx, r.player.Page())
		res := r.perform(ctx, &s)
		results = append(results, res)
		if res.Status != trajectory.StatusPassed {
			r.traj.Steps = r.traj.Steps[:first]
			undeclare()
			return results, fmt.Errorf("step %s (%s): %s", s.ID, s.Action, res.Error)
		}
	}
	return results, nil
}

// Append adds a step that was carried out outside the player (an extract
// answered by a model, a tool the agent called) without performing it,
// and returns it with its id.
func (r *Recorder) Append(s trajectory.Step) trajectory.Step {
	s.ID = r.nextID()
	r.declare(&s)
	r.traj.Steps = append(r.traj.Steps, s)
	return s
}

// declared returns a func that undoes what steps declare from now on:
// the variables they add to the trajectory and the values they add to
// the recording's (a password typed literally), for a step that failed
// and is removed, which leaves nothing behind.
func (r *Recorder) declared() (undo func()) {
	n := len(r.traj.Variables)
	had := make(map[string]bool, len(r.vals))
	for k := range r.vals {
		had[k] = true
	}
	return func() {
		r.traj.Variables = r.traj.Variables[:min(n, len(r.traj.Variables))]
		for k := range r.vals {
			if !had[k] {
				delete(r.vals, k)
			}
		}
	}
}

// perform appends step, performs it and removes it again, with the
// variables it declared, if it failed.
func (r *Recorder) perform(ctx context.Context, step *trajectory.Step) trajectory.StepResult {
	undeclare := r.declared()
	r.declare(step)
	if step.Target != nil {
		// Where the step is recorded, said when a replay does not find
		// its element elsewhere.
		step.Page = r.Conceal(trajectory.PageOf(r.player.Page().URL()))
	}
	r.traj.Steps = append(r.traj.Steps, *step)
	i := len(r.traj.Steps) - 1
	res := r.verifiedStep(ctx, i)
	if res.Status == trajectory.StatusPassed && res.Heal != nil {
		// A healed step is kept with the target it was performed on.
		r.traj.Steps[i].Target = &res.Heal.New
	}
	if res.Status == trajectory.StatusPassed {
		r.concealTargets(&r.traj.Steps[i])
	}
	if res.Status != trajectory.StatusPassed {
		r.traj.Steps = r.traj.Steps[:i]
		undeclare()
	}
	return res
}

// VarNames lists, sorted, the variables the trajectory declares and those
// this recording has values for.
func (r *Recorder) VarNames() []string {
	var names []string
	for _, v := range r.traj.Variables {
		names = append(names, v.Name)
	}
	for n := range r.vals {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	return names
}

// describe names a step's element for a message.
func describe(s *trajectory.Step) string {
	if s.Target == nil {
		return "the page"
	}
	fp := s.Target.Fingerprint
	return fmt.Sprintf("%s %q", orTag(fp.Role, fp.Tag), fp.Name)
}

func orTag(role, tag string) string {
	if role == "" {
		return tag
	}
	return role
}

// ErrSeveralSteps is Resolve's error for an instruction the page needs two
// steps for (open a row's hidden control, then use it).
var ErrSeveralSteps = errors.New("this instruction takes more than one step on this page (its control shows only once something else is done): record it instead, in a recording")

// Resolve returns the step instruction would record on the page as it is
// now, without performing it or adding it to the trajectory: the editor's
// way to give a step typed by hand its action, arguments and element. The
// step has no ID. Placeholders in the instruction are kept. An
// instruction that takes more than one step is refused (ErrSeveralSteps).
func (r *Recorder) Resolve(ctx context.Context, instruction string) (*trajectory.Step, error) {
	undeclare := r.declared()
	defer undeclare()
	in, err := r.read(ctx, instruction, nil, "")
	if err != nil {
		return nil, err
	}
	if in.More {
		return nil, ErrSeveralSteps
	}
	step, err := r.stepFor(ctx, instruction, in)
	if err != nil {
		return nil, err
	}
	step.ID = ""
	return step, nil
}

// stepFor builds the step for an intent.
func (r *Recorder) stepFor(ctx context.Context, instruction string, in *resolver.Intent) (*trajectory.Step, error) {
	if in.Action == trajectory.ActionFill || in.Action == trajectory.ActionType || in.Action == trajectory.ActionGoto {
		if bad := trajectory.BadPlaceholder(in.Value + " " + in.URL); bad != "" {
			return nil, r.badPlaceholder(bad)
		}
	}
	s := &trajectory.Step{
		ID:          r.nextID(),
		Instruction: instruction,
		Action:      in.Action,
		// Values typed while recording are kept as their placeholders.
		Value:      trajectory.Template(in.Value, r.vals),
		URL:        trajectory.Template(in.URL, r.vals),
		Key:        in.Key,
		Match:      in.Match,
		DeltaY:     in.DeltaY,
		Button:     in.Button,
		ClickCount: in.ClickCount,
	}
	if in.Element != nil {
		r.secretLiteral(s, &in.Element.Target)
	}
	// The instruction is stored and exported: it keeps the placeholder of
	// every secret, never the value.
	s.Instruction = r.Conceal(instruction)
	switch {
	case in.Element != nil:
		t := in.Element.Target
		s.Target = &t
	case in.Page:
		t, err := r.pageTarget(ctx)
		if err != nil {
			return nil, err
		}
		s.Target = t
	case in.Phrase != "" && (in.Action == trajectory.ActionWaitFor || strings.HasPrefix(string(in.Action), "assert-")):
		t, err := r.textTarget(ctx, in.Phrase)
		if err != nil {
			return nil, err
		}
		s.Target = t
	}
	return s, nil
}

// pageTarget is the page's body, for an assertion on the page's text
// ("verify the page contains Thank you"), which several elements may
// show: the step reads the text of the whole page.
func (r *Recorder) pageTarget(ctx context.Context) (*trajectory.Target, error) {
	loc := r.player.Page().Locator("body")
	fp, err := snapshot.FingerprintOf(ctx, loc)
	if err != nil {
		return nil, fmt.Errorf("reading the page's body: %w", err)
	}
	return &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "body", Score: 500}}, Fingerprint: fp}, nil
}

// ErrNothingShown is wrapped by the error of a check or wait whose text no
// element of the page shows: the check would fail as recorded.
var ErrNothingShown = errors.New("the check fails")

// textTarget finds the one element whose text is phrase, for waits and
// assertions on page text that no interactive element carries.
func (r *Recorder) textTarget(ctx context.Context, phrase string) (*trajectory.Target, error) {
	page := r.player.Page()
	shown := false // some element shows the phrase
	// The page gets 5 s to show the phrase exactly; the looser look after
	// it gives no more time.
	deadline := time.Now().Add(5 * time.Second)
	for _, exact := range []bool{true, false} {
		loc := page.GetByText(phrase, playwright.PageGetByTextOptions{Exact: playwright.Bool(exact)})
		n, err := loc.Count()
		for err == nil && n == 0 && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
			n, err = loc.Count()
		}
		if err != nil {
			return nil, fmt.Errorf("looking up text %q: %w", phrase, err)
		}
		shown = shown || n > 0
		if n != 1 {
			continue
		}
		fp, err := snapshot.FingerprintOf(ctx, loc)
		if err != nil {
			return nil, fmt.Errorf("fingerprinting text %q: %w", phrase, err)
		}
		// Text candidates resolve with exact matching: when the phrase is
		// only part of the element's text, the element's whole text is the
		// locator (and without one, role and name must do).
		var cands []trajectory.Locator
		if exact {
			cands = append(cands, trajectory.Locator{Kind: trajectory.LocText, Value: phrase, Score: 180})
		} else {
			// The rest of the text may change between runs ("Welcome,
			// {{user}}"): a stable id finds the element first.
			if id := fp.Attrs["id"]; id != "" {
				cands = append(cands, trajectory.Locator{Kind: trajectory.LocCSS, Value: "#" + cssIdent(id), Score: 500})
			}
			if text := strings.Join(strings.Fields(fp.Text), " "); text != "" && len(text) <= 120 {
				cands = append(cands, trajectory.Locator{Kind: trajectory.LocText, Value: text, Score: 180})
			}
		}
		if fp.Role != "" && fp.Name != "" && fp.Role != "generic" && fp.Role != "paragraph" {
			cands = append([]trajectory.Locator{{Kind: trajectory.LocRole, Role: fp.Role, Name: fp.Name, Score: 100}}, cands...)
		}
		if len(cands) == 0 {
			continue
		}
		return &trajectory.Target{Candidates: cands, Fingerprint: fp}, nil
	}
	if !shown {
		// Nothing to choose among: a model could not do better.
		return nil, fmt.Errorf("%w: no element on the page shows %q (after 5 s): record the check where the page shows it, or check its words", ErrNothingShown, phrase)
	}
	return nil, &resolver.NeedsModelError{Instruction: phrase, Reason: "several elements on the page show this text"}
}

// badPlaceholder is the error of an instruction whose value holds bad, a
// {{…}} that cannot name a variable: typed as it is, it would also be
// taken for a password typed literally. It names the variable the user
// likely meant.
func (r *Recorder) badPlaceholder(bad string) error {
	inner := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(bad, "{{"), "}}"))
	fixed := strings.Join(strings.FieldsFunc(inner, func(c rune) bool {
		return !(c == '_' || c == '-' || c < 128 && (unicode.IsLetter(c) || unicode.IsDigit(c)))
	}), "_")
	msg := fmt.Sprintf("%s is not a variable: a variable's name has only letters, digits, _ and -", bad)
	known := trajectory.Trajectory{}
	for _, n := range r.VarNames() {
		known.Variables = append(known.Variables, trajectory.Variable{Name: n})
	}
	meant := known.NearVariable(fixed) // "" also when fixed is one of them
	if slices.Contains(r.VarNames(), fixed) {
		meant = fixed
	}
	if meant != "" {
		return fmt.Errorf("%s; did you mean {{%s}}?", msg, meant)
	}
	if trajectory.ValidVariableName(fixed) {
		return fmt.Errorf("%s, as in {{%s}}", msg, fixed)
	}
	return errors.New(msg)
}

// secretLiteral turns a value typed literally into a password field
// ("type hunter2 into Password") into a secret variable of the recording:
// the step gets the {{password}} placeholder, the value goes into the
// recording's values (never stored) and the trajectory declares the
// variable secret, so replays ask for it and every output masks it.
func (r *Recorder) secretLiteral(s *trajectory.Step, target *trajectory.Target) {
	if s.Action != trajectory.ActionFill && s.Action != trajectory.ActionType {
		return
	}
	if s.Value == "" || len(trajectory.Placeholders(s.Value)) > 0 || !strings.EqualFold(target.Fingerprint.Attrs["type"], "password") {
		return
	}
	if r.vals == nil {
		r.vals = map[string]string{}
	}
	name := "password"
	for n := 2; ; n++ {
		v := r.variable(name)
		if v == nil && r.vals[name] == "" {
			r.traj.Variables = append(r.traj.Variables, trajectory.Variable{Name: name, Secret: true})
			break
		}
		if v != nil && v.Default == "" && r.vals[name] == "" {
			// Declared with no value yet (a cached step that used
			// {{password}} was tried first): this value fills it.
			v.Secret = true
			break
		}
		name = fmt.Sprintf("password%d", n)
	}
	r.vals[name] = s.Value
	s.Value = "{{" + name + "}}"
}

// variable returns the trajectory's variable called name, or nil.
func (r *Recorder) variable(name string) *trajectory.Variable {
	for i := range r.traj.Variables {
		if r.traj.Variables[i].Name == name {
			return &r.traj.Variables[i]
		}
	}
	return nil
}

// concealTargets keeps secrets the page shows out of a performed step's
// targets, which are stored and exported: in fingerprint texts a secret
// value becomes its {{name}} placeholder ("Welcome, {{user}}"), and a
// locator candidate that holds one is dropped while others remain;
// plain values become placeholders everywhere (trajectory.TemplateTarget).
func (r *Recorder) concealTargets(s *trajectory.Step) {
	// Plain values the page shows back ("Welcome, ann@example.com") are
	// templated too, so a replay with other values expects its own.
	plain := map[string]string{}
	for n, v := range r.traj.Values(r.vals) {
		if !r.isSecret(n) {
			plain[n] = v
		}
	}
	trajectory.TemplateTarget(s.Target, plain)
	trajectory.TemplateTarget(s.DropTarget, plain)
	if !r.hasSecrets() {
		return
	}
	for _, t := range []*trajectory.Target{s.Target, s.DropTarget} {
		if t == nil {
			continue
		}
		trajectory.RedactTarget(t, r.Conceal)
		kept := make([]trajectory.Locator, 0, len(t.Candidates))
		for _, c := range t.Candidates {
			if r.Conceal(c.Value) == c.Value && r.Conceal(c.Name) == c.Name {
				kept = append(kept, c)
			}
		}
		if len(kept) > 0 {
			t.Candidates = kept
		}
	}
}

// isSecret reports whether the trajectory declares name secret.
func (r *Recorder) isSecret(name string) bool {
	v := r.variable(name)
	return v != nil && v.Secret
}

// hasSecrets reports whether the recording has a secret value.
func (r *Recorder) hasSecrets() bool {
	return len(r.traj.SecretValues(r.traj.Values(r.vals))) > 0
}

// Conceal returns s with the value of every secret variable of this
// recording replaced by its {{name}} placeholder, for text that is stored
// or shown: instructions, the trajectory's name, what the page shows.
// The value's whitespace variants count too (trajectory.ValueForms): a
// page shows a secret "tok " typed into a field as "tok".
func (r *Recorder) Conceal(s string) string {
	vals := r.traj.Values(r.vals)
	type secret struct{ name, value string }
	var secrets []secret
	for _, v := range r.traj.Variables {
		if val := vals[v.Name]; v.Secret && val != "" {
			for _, f := range trajectory.ValueForms(val) {
				secrets = append(secrets, secret{v.Name, f})
			}
		}
	}
	slices.SortFunc(secrets, func(a, b secret) int { return len(b.value) - len(a.value) })
	for _, sc := range secrets {
		placeholder := "{{" + sc.name + "}}"
		if len(sc.value) >= 4 {
			s = strings.ReplaceAll(s, sc.value, placeholder)
			continue
		}
		s = replaceWord(s, sc.value, placeholder)
	}
	return s
}

// replaceWord replaces the occurrences of a short value ("pw1") that are
// whole words, so it does not eat parts of other words.
func replaceWord(s, value, with string) string {
	isWord := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	var b strings.Builder
	done := 0 // s[:done] is written
	for from := 0; ; {
		i := strings.Index(s[from:], value)
		if i < 0 {
			break
		}
		i += from
		end := i + len(value)
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (i == 0 || !isWord(before)) && (end == len(s) || !isWord(after)) {
			b.WriteString(s[done:i])
			b.WriteString(with)
			done = end
		}
		from = end
	}
	b.WriteString(s[done:])
	return b.String()
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

// cssIdent escapes an id for a CSS #id selector.
func cssIdent(id string) string {
	var b strings.Builder
	for i, r := range id {
		switch {
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127:
			b.WriteRune(r)
		case r >= '0' && r <= '9' && i > 0:
			b.WriteRune(r)
		default:
			fmt.Fprintf(&b, "\\%x ", r)
		}
	}
	return b.String()
}
