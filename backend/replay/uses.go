package replay

import "github.com/reprise-qa/reprise/backend/trajectory"

// Uses says which candidate of t, the target of step of flow, a replay
// uses, as the player chooses it: the candidate replays of the flow
// learned (ws, see Winners) is tried first, then the others in TryOrder;
// the first that finds the recorded element is used. finds reports
// whether candidate i finds it on the page now; with finds nil (no page,
// as for an export) only a learned candidate is known. The index is -1
// when no candidate is known to be used; learned is true when the index
// is the learned candidate.
//
// The studio's "replay uses" mark and exports both ask this, so they say
// what replay does. A winner is matched to t's candidates by
// trajectory.Locator.String, as the player matches it; a winner the step
// no longer has (edited since) is ignored, as the player ignores it. The
// player matches it against the candidates with the run's values in
// place of {{variables}}; here t is taken as it is.
func Uses(ws Winners, flow, step string, t *trajectory.Target, finds func(i int) bool) (index int, learned bool) {
	if t == nil {
		return -1, false
	}
	preferred := ""
	if ws != nil && flow != "" && step != "" {
		if w, ok := ws.Winner(flow, step); ok {
			preferred = w.Locator
		}
	}
	for _, i := range TryOrder(t, preferred) {
		isLearned := preferred != "" && t.Candidates[i].String() == preferred
		if finds == nil {
			if isLearned {
				return i, true
			}
			break
		}
		if finds(i) {
			return i, isLearned
		}
	}
	return -1, false
}

// Learned returns, for each step of t with a target, the index of the
// candidate replays of t learned to use (Uses with no page): step id →
// index into the step's Target.Candidates. Steps with nothing learned are
// left out; the map is nil when ws is nil or nothing was learned.
func Learned(ws Winners, t *trajectory.Trajectory) map[string]int {
	if ws == nil || t == nil || t.ID == "" {
		return nil
	}
	var out map[string]int
	for i := range t.Steps {
		s := &t.Steps[i]
		if s.Target == nil {
			continue
		}
		if k, ok := Uses(ws, t.ID, s.ID, s.Target, nil); ok {
			if out == nil {
				out = map[string]int{}
			}
			out[s.ID] = k
		}
	}
	return out
}
