package replay_test

import (
	"testing"

	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestUsesSaysWhatReplayTakes: the candidate replay uses is the learned
// one when it still finds the element, else the first in replay's order
// that does; with no page (an export) only a learned candidate is known.
func TestUsesSaysWhatReplayTakes(t *testing.T) {
	target := &trajectory.Target{Candidates: []trajectory.Locator{
		{Kind: trajectory.LocRole, Role: "textbox", Name: "Email", Score: 100},
		{Kind: trajectory.LocLabel, Value: "Email", Score: 140},
		{Kind: trajectory.LocCSS, Value: "#email", Score: 500},
	}}
	ws := &replay.MemoryWinners{}
	ws.Learn("f", "s1", replay.Winner{Locator: `label "Email"`})
	ws.Learn("f", "s2", replay.Winner{Locator: `label "E-mail"`}) // a candidate the step no longer has
	all := func(int) bool { return true }
	for _, c := range []struct {
		name        string
		ws          replay.Winners
		step        string
		finds       func(int) bool
		want        int
		wantLearned bool
	}{
		{"nothing learned: #ids before roles and labels", nil, "s1", all, 2, false},
		{"the learned candidate first", ws, "s1", all, 1, true},
		{"a learned candidate that finds nothing now: replay's order", ws, "s1", func(i int) bool { return i != 1 }, 2, false},
		{"a winner the step no longer has is ignored", ws, "s2", all, 2, false},
		{"none finds the element", ws, "s1", func(int) bool { return false }, -1, false},
		{"no page: the learned candidate", ws, "s1", nil, 1, true},
		{"no page and nothing learned: not known", ws, "s3", nil, -1, false},
		{"no step id: nothing learned", ws, "", nil, -1, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, learned := replay.Uses(c.ws, "f", c.step, target, c.finds)
			if got != c.want || learned != c.wantLearned {
				t.Errorf("Uses = %d, %v; want %d, %v", got, learned, c.want, c.wantLearned)
			}
		})
	}
	// Exports take a learned candidate only where replays tried the top
	// one first and it found nothing: s4's top #id is tried before its
	// role, which won. s1's label won only by being tried before its top
	// role (cheaper to query): its role stays.
	broken := &trajectory.Target{Candidates: []trajectory.Locator{
		{Kind: trajectory.LocCSS, Value: "#email-old", Score: 100},
		{Kind: trajectory.LocRole, Role: "textbox", Name: "Email", Score: 140},
	}}
	ws.Learn("f", "s4", replay.Winner{Locator: `role textbox "Email"`})
	tr := &trajectory.Trajectory{ID: "f", Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionFill, Target: target},
		{ID: "s2", Action: trajectory.ActionFill, Target: target},
		{ID: "s3", Action: trajectory.ActionAssertURL},
		{ID: "s4", Action: trajectory.ActionFill, Target: broken},
	}}
	if got := replay.Learned(ws, tr); len(got) != 1 || got["s4"] != 1 {
		t.Errorf("Learned = %v, want s4 → 1 only", got)
	}
	if got := replay.Learned(nil, tr); got != nil {
		t.Errorf("Learned with no winners = %v, want nil", got)
	}
}
