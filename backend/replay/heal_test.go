package replay_test

import (
	"reflect"
	"testing"

	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestApplyPatchesReturnsAPatchedCopy(t *testing.T) {
	old := trajectory.Target{
		Candidates:  []trajectory.Locator{{Kind: trajectory.LocTestID, Attr: "data-testid", Value: "save", Score: 1}},
		Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Save", Attrs: map[string]string{"data-testid": "save"}},
	}
	tr := &trajectory.Trajectory{ID: "t1", Revision: 3, Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionGoto, URL: "/"},
		{ID: "s2", Action: trajectory.ActionClick, Target: &old},
	}}
	before := *tr.Steps[1].Target
	fresh := trajectory.Target{
		Candidates:  []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: "Save changes", Score: 100}},
		Frames:      []trajectory.FrameRef{{Selector: "#editor"}},
		Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Save changes", Attrs: map[string]string{"class": "btn"}},
	}
	patches := []trajectory.Patch{
		{StepID: "s2", Index: 7, Tier: trajectory.TierSimilarity, Old: old, New: fresh}, // a stale index: the id wins
		{StepID: "gone", Index: 0, New: fresh},                                          // no such step: ignored
	}
	got := replay.ApplyPatches(tr, patches)
	if !reflect.DeepEqual(*got.Steps[1].Target, fresh) {
		t.Errorf("step s2 not patched: %+v", got.Steps[1].Target)
	}
	if got.Steps[0].Target != nil || got.Steps[0].ID != "s1" {
		t.Errorf("step s1 changed: %+v", got.Steps[0])
	}
	if !reflect.DeepEqual(*tr.Steps[1].Target, before) {
		t.Errorf("the original trajectory changed")
	}
	// The copy does not share the patch's maps or slices.
	got.Steps[1].Target.Fingerprint.Attrs["class"] = "x"
	got.Steps[1].Target.Candidates[0].Name = "x"
	if fresh.Fingerprint.Attrs["class"] != "btn" || fresh.Candidates[0].Name != "Save changes" {
		t.Errorf("the patched copy shares memory with the patch")
	}
	if got.Revision != 3 || got.ID != "t1" {
		t.Errorf("id or revision changed: %s r%d", got.ID, got.Revision)
	}
}

func TestSaveHealedWritesNothingForAFailedRun(t *testing.T) {
	tr := &trajectory.Trajectory{ID: "t1", Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionClick, Target: &trajectory.Target{}}}}
	r := &trajectory.Run{Status: trajectory.StatusFailed, Steps: []trajectory.StepResult{{StepID: "s1", Heal: &trajectory.Patch{StepID: "s1"}}}}
	saved, err := replay.SaveHealed(nil, tr, r)
	if saved != nil || err != nil || r.Steps[0].Heal.Revision != 0 {
		t.Fatalf("a failed run wrote a revision: %v %v", saved, err)
	}
}
