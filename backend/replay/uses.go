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

// Learned returns, for each step of t whose top-ranked candidate replays
// found broken, the index of the candidate they learned to use instead:
// step id → index into the step's Target.Candidates. Exports write it in
// place of the top one, so a script for CI uses what replay found working.
//
// A learned candidate counts only when the player tries the top one before
// it (TryOrder with nothing learned): the winner was learned on a run that
// tried the top one first and found nothing with it. A winner that comes
// first only because it is cheaper to query (an #id before a role and
// name) says nothing about the top one, which is the more robust to write
// (see order.go), so it is left out. The map is nil when ws is nil or
// nothing was learned.
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
		k, ok := Uses(ws, t.ID, s.ID, s.Target, nil)
		if !ok || k == 0 || !triedBefore(s.Target, 0, k) {
			continue
		}
		if out == nil {
			out = map[string]int{}
		}
		out[s.ID] = k
	}
	return out
}

// triedBefore reports whether, with nothing learned, the player tries
// candidate a of t before candidate b.
func triedBefore(t *trajectory.Target, a, b int) bool {
	for _, i := range TryOrder(t, "") {
		switch i {
		case a:
			return true
		case b:
			return false
		}
	}
	return false
}
