package replay

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/heal/meaning"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Healer repairs a step whose recorded candidates no longer find the
// recorded element. Replay calls the Options.Healers in order, only when
// the policy (Options.Heal) is suggest or auto, and only for a step's
// Target (a drag-and-drop's drop target is not healed).
//
// Heal is called with the live page, the step with its variables expanded
// and the locate failure (every candidate tried and what it found; its
// Mismatch flag says a candidate found an element whose meaning changed).
// It must not act on the page: no clicks, hovers, focus or typing; reading
// the DOM and the accessibility tree is fine. It must return promptly
// when ctx is done.
//
// It returns one of:
//
//   - a non-nil *trajectory.Patch whose New target (fresh candidates,
//     frames and fingerprint of the element it found) replay then locates
//     and verifies against New's fingerprint before acting; Tier, Score,
//     RunnerUp, Old and Reason are the healer's to fill, replay sets
//     StepID, Index, Before and After;
//   - a *NoHealError when it found no element it is confident about,
//     carrying its reason and suggestions; replay then tries the next
//     healer (a model-backed one, say);
//   - any other error when it could not look (the page closed, a model
//     call failed); replay reports it and tries the next healer.
//
// A healer must prefer failing to guessing: an element whose role or
// meaning changed, or two elements equally like the recorded one, must
// give a *NoHealError, never a Patch.
type Healer interface {
	Heal(ctx context.Context, page playwright.Page, step *trajectory.Step, failure *LocateError) (*trajectory.Patch, error)
}

// DefaultHealAfter is how long a step polls its recorded candidates
// before it first tries to heal (Options.HealAfter).
const DefaultHealAfter = 300 * time.Millisecond

// healQuiet is how long the DOM must be unchanged before healing reads
// the page, so a heal does not score a page that is still rendering.
const healQuiet = 50 * time.Millisecond

// verifyTimeout bounds locating a healed target: its candidates were
// made from the live page moments before.
const verifyTimeout = 2 * time.Second

// rehealEvery is how often, at most, healing is tried again while the
// recorded candidates keep failing and the main document has not changed
// (a frame may have loaded meanwhile).
const rehealEvery = 500 * time.Millisecond

// HealedActTimeout is the least time an action on a healed element gets,
// even when healing took most of the step's timeout.
const HealedActTimeout = 2 * time.Second

// healing reports whether the player heals failed steps.
func (p *Player) healing() bool {
	return (p.opts.Heal == trajectory.HealSuggest || p.opts.Heal == trajectory.HealAuto) && len(p.opts.Healers) > 0
}

// locateOrHeal finds s's target. Without healing it is locate. With
// healing, the recorded candidates are polled for HealAfter; if they have
// not found the element by then, the player waits for a quiet DOM and asks
// the healers. A heal is verified by locating its new target. Without a
// heal, polling the recorded candidates goes on until the deadline (late
// elements still win) and the healers are asked again whenever the DOM
// changed (or every rehealEvery: frames load without touching the main
// document), and once more at the deadline.
func (p *Player) locateOrHeal(ctx context.Context, s *trajectory.Step, relax bool, deadline time.Time) (*found, *trajectory.Patch, error) {
	if !p.healing() {
		f, err := locateRecorded(ctx, p.page, s.Target, relax, deadline, p.opts.MaxSettle)
		return f, nil, err
	}
	after := p.opts.HealAfter
	if after <= 0 {
		after = DefaultHealAfter
	}
	until := minTime(time.Now().Add(after), deadline)
	lastMutation := -2.0
	var lastHeal time.Time
	var last *NotHealedError
	for {
		f, err := locateRecorded(ctx, p.page, s.Target, relax, until, p.opts.MaxSettle)
		if err == nil {
			return f, nil, nil
		}
		var le *LocateError
		if !errors.As(err, &le) {
			return nil, nil, err
		}
		final := time.Until(deadline) < 2*healQuiet
		p.awaitLoading()
		quiet(p.page, healQuiet, p.opts.MaxSettle)
		mut := mutationClock(p.page)
		if mut != lastMutation || mut < 0 || final || time.Since(lastHeal) >= rehealEvery {
			lastMutation, lastHeal = mut, time.Now()
			f, patch, nh := p.heal(ctx, s, le, relax)
			if f != nil {
				// A heal, or the recorded candidates finding the element
				// after all (patch nil).
				return f, patch, nil
			}
			last = nh
		} else if last != nil {
			last.Locate = le
		}
		if final || ctx.Err() != nil {
			if last == nil {
				return nil, nil, le
			}
			return nil, nil, last
		}
		until = minTime(time.Now().Add(rehealEvery), deadline)
	}
}

// locateRecorded is locate on the step's recorded target, plus one check
// snapshot.Compare leaves out: an element found by a locator that does not
// name it (test id, id, CSS, XPath) whose name now means something else
// ("Add to cart" → "Remove from cart" under the same id) is refused, as a
// fingerprint mismatch.
func locateRecorded(ctx context.Context, page playwright.Page, t *trajectory.Target, relax bool, deadline time.Time, maxSettle time.Duration) (*found, error) {
	f, err := locate(ctx, page, t, relax, deadline, maxSettle)
	if err != nil || relax || f.exact || f.winner < 0 || f.winner >= len(t.Candidates) {
		return f, err
	}
	rec := t.Fingerprint.Name
	if rec == "" {
		return f, nil
	}
	switch c := t.Candidates[f.winner]; c.Kind {
	case trajectory.LocRole:
		if c.Name == rec {
			return f, nil // found by its recorded name
		}
	case trajectory.LocLabel, trajectory.LocText, trajectory.LocPlaceholder, trajectory.LocAltText, trajectory.LocTitle:
		if c.Value == rec {
			return f, nil
		}
	}
	_, fps, ferr := snapshot.FingerprintsOf(f.loc, 1)
	if ferr != nil || len(fps) == 0 {
		return f, nil // locate just verified it; a vanished element fails the action
	}
	if _, _, veto := meaning.Compare(rec, fps[0].Name); veto != "" {
		attempts := append([]trajectory.Attempt(nil), f.attempts...)
		if n := len(attempts); n > 0 {
			attempts[n-1].Outcome = "fingerprint mismatch: " + veto
		}
		return nil, &LocateError{Attempts: attempts, Mismatch: true}
	}
	return f, nil
}

// heal asks each healer in turn and verifies the first patch.
func (p *Player) heal(ctx context.Context, s *trajectory.Step, le *LocateError, relax bool) (*found, *trajectory.Patch, *NotHealedError) {
	nh := &NotHealedError{Locate: le}
	for _, h := range p.opts.Healers {
		if ctx.Err() != nil {
			nh.Reasons = append(nh.Reasons, "healing: "+ctx.Err().Error())
			break
		}
		patch, err := h.Heal(ctx, p.page, s, le)
		var no *NoHealError
		switch {
		case errors.As(err, &no):
			nh.Reasons = append(nh.Reasons, no.Error())
			nh.Suggestions = append(nh.Suggestions, no.Suggestions...)
			if nh.Cause == "" {
				nh.Cause = cmp.Or(no.Cause, no.Reason)
			}
			continue
		case err != nil:
			nh.Reasons = append(nh.Reasons, "healing: "+firstLine(err.Error()))
			continue
		case patch == nil:
			continue
		}
		// The recorded candidates win whenever they find the element: an
		// element that appeared after they last looked (before the healer
		// did, or while it did) is theirs.
		if f, err := locateRecorded(ctx, p.page, s.Target, relax, time.Now(), p.opts.MaxSettle); err == nil {
			return f, nil, nil
		}
		f, err := locate(ctx, p.page, &patch.New, relax, time.Now().Add(verifyTimeout), p.opts.MaxSettle)
		if err != nil {
			nh.Reasons = append(nh.Reasons, fmt.Sprintf("%s healing found an element its new locators do not find again: %v", patch.Tier, firstLine(err.Error())))
			continue
		}
		if patch.Old.Candidates == nil {
			patch.Old = *s.Target
		}
		f.attempts = append(append([]trajectory.Attempt(nil), le.Attempts...), f.attempts...)
		return f, patch, nil
	}
	return nil, nil, nh
}

// mutationClock returns when the main document last changed (the
// observer quiet installs), or -1 when unknown.
func mutationClock(page playwright.Page) float64 {
	v, err := page.Evaluate(`() => typeof window.__repriseLastMutation === "number" ? window.__repriseLastMutation : -1`)
	if err != nil {
		return -1
	}
	switch n := v.(type) {
	case float64:
		return n
	case int:
		return float64(n)
	}
	return -1
}

// highlightShot screenshots the page with loc's element tinted, for a
// patch's before and after pictures; "" when there is no blob sink or the
// screenshot fails. Elements showing one of secrets are hidden (see
// screenshot).
func (p *Player) highlightShot(loc playwright.Locator, secrets []string) string {
	if p.opts.Blobs == nil {
		return ""
	}
	opts := playwright.PageScreenshotOptions{Type: playwright.ScreenshotTypePng, Timeout: playwright.Float(5000)}
	if loc != nil {
		opts.Mask = []playwright.Locator{loc}
		opts.MaskColor = playwright.String("rgba(255, 0, 170, 0.35)")
	}
	png, err := p.screenshot(opts, secrets)
	if err != nil && loc != nil && !errors.Is(err, errSecretsUnmarked) {
		opts.Mask, opts.MaskColor = nil, nil
		png, err = p.screenshot(opts, secrets)
	}
	if err != nil {
		return ""
	}
	key, err := p.opts.Blobs.PutBlob(png)
	if err != nil {
		return ""
	}
	return key
}

// ApplyPatches returns a copy of t whose steps carry the patches' new
// targets, for the auto policy to save as a new revision. A patch applies
// to the step with its StepID (its Index is only a hint); patches for
// steps t does not have are ignored. t itself is not changed.
func ApplyPatches(t *trajectory.Trajectory, patches []trajectory.Patch) *trajectory.Trajectory {
	c := *t
	c.Steps = append([]trajectory.Step(nil), t.Steps...)
	c.Variables = append([]trajectory.Variable(nil), t.Variables...)
	c.Tags = append([]string(nil), t.Tags...)
	for _, pt := range patches {
		i := -1
		if pt.Index >= 0 && pt.Index < len(c.Steps) && c.Steps[pt.Index].ID == pt.StepID {
			i = pt.Index
		} else {
			for k := range c.Steps {
				if c.Steps[k].ID == pt.StepID {
					i = k
					break
				}
			}
		}
		if i < 0 {
			continue
		}
		nt := pt.New.Clone()
		c.Steps[i].Target = &nt
	}
	return &c
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// RevisionSaver stores a trajectory as a new revision; *cache.Store
// implements it.
type RevisionSaver interface {
	SaveTrajectory(t *trajectory.Trajectory) (*trajectory.Trajectory, error)
}

// Heals returns the patches of r's healed steps, in step order.
func Heals(r *trajectory.Run) []trajectory.Patch {
	var out []trajectory.Patch
	for _, s := range r.Steps {
		if s.Heal != nil {
			out = append(out, *s.Heal)
		}
	}
	return out
}

// SaveHealed is the auto policy's write: when r passed and healed steps,
// it saves t with the patches applied as a new revision through st (the
// revision r replayed is kept) and sets Patch.Revision on r's heals to the
// new revision. It returns the saved trajectory, or nil when there was
// nothing to save. A run that failed writes nothing: a heal followed by a
// failure may be why the run failed, so its patches stay suggestions.
func SaveHealed(st RevisionSaver, t *trajectory.Trajectory, r *trajectory.Run) (*trajectory.Trajectory, error) {
	patches := Heals(r)
	if len(patches) == 0 || r.Status != trajectory.StatusPassed {
		return nil, nil
	}
	saved, err := st.SaveTrajectory(ApplyPatches(t, patches))
	if err != nil {
		return nil, fmt.Errorf("saving healed revision of %s: %w", t.ID, err)
	}
	for i := range r.Steps {
		if r.Steps[i].Heal != nil {
			r.Steps[i].Heal.Revision = saved.Revision
		}
	}
	return saved, nil
}

// learnedPatch is the patch that stores the fingerprint learned for an
// imported step's element (its recorded one was a guess).
func learnedPatch(s *trajectory.Step, i int, f *found) *trajectory.Patch {
	learned := *s.Target
	learned.Fingerprint = *f.learned
	learned.Fingerprint.Unverified = false
	w := s.Target.Candidates[f.winner]
	return &trajectory.Patch{StepID: s.ID, Index: i, Tier: trajectory.TierLearned, Score: 1,
		Old: *s.Target, New: learned,
		Reason: fmt.Sprintf("imported step: the fingerprint of the element %s found (%s %q) was learned, so later replays check it", w.String(), learned.Fingerprint.Role, learned.Fingerprint.Name)}
}

// useKey carries the *trajectory.ModelUse of the step being performed.
type useKey struct{}

// ModelCalled adds one model call's usage to the step being replayed
// with ctx, so the step's result (StepResult.Model) and the run
// (Run.LLMCalls) say what healing with a model cost. A healer that asks a
// model calls it once per request, from the goroutine that called Heal.
func ModelCalled(ctx context.Context, model string, promptTokens, completionTokens int, costUSD float64) {
	u, ok := ctx.Value(useKey{}).(*trajectory.ModelUse)
	if !ok {
		return
	}
	u.Model = model
	u.Calls++
	u.PromptTokens += promptTokens
	u.CompletionTokens += completionTokens
	u.CostUSD += costUSD
}
