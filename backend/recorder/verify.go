package recorder

import (
	"context"
	"time"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// A recorded step is kept only when it did what its instruction said.
// The replay engine checks that for every step it performs, recorded or
// replayed (backend/replay/effect.go): a fill or type leaves the field
// holding the value (typed once more after the page finished loading if
// the page dropped it), Enter makes the page react (pressed once more
// after the page's scripts loaded if it did not), and Playwright's check
// and uncheck fail when the box does not end up as wanted. A step that
// did not take effect fails, so it is not recorded as passed.
//
// The recorder adds the replay engine's mutation counter to every
// document it records on (replay.CounterScript), which tells settling
// whether the page is still rendering.

// mutations reads the page's mutation count; ok is false when it cannot
// be read (no counter in this document, a document going away).
func (r *Recorder) mutations() (n float64, ok bool) {
	v, err := r.player.Page().Evaluate(`() => typeof window.__repriseEffects === "function" ? window.__repriseEffects() : null`)
	n, ok = v.(float64)
	if i, isInt := v.(int); isInt {
		n, ok = float64(i), true
	}
	return n, err == nil && ok
}

// verifiedStep performs step i of the recording through the replay
// engine, which checks that it took effect (see the top of this file).
func (r *Recorder) verifiedStep(ctx context.Context, i int) trajectory.StepResult {
	return r.player.Step(ctx, r.traj, i, r.traj.Values(r.vals))
}

// settling waits, up to a few seconds, for the page to load and its DOM
// to stop changing, and reports whether it changed meanwhile (or was
// still loading): only then is asking the resolver again worth it.
func (r *Recorder) settling(ctx context.Context) bool {
	first, ok := r.mutations()
	if !ok {
		return false
	}
	loading := !r.player.Loaded()
	r.player.WaitReady()
	last := first
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		time.Sleep(250 * time.Millisecond)
		now, ok := r.mutations()
		if !ok {
			return true // a new document
		}
		if now == last {
			break
		}
		last = now
	}
	return loading || last != first
}
