package studio

import (
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

func button(name string) *trajectory.Target {
	return &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: name, Score: 100}},
		Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: name}}
}

func flow() *trajectory.Trajectory {
	return &trajectory.Trajectory{Version: 1, ID: "t1", Name: "Flow", StartURL: "http://x/", Revision: 3, Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionFill, Target: button("Email"), Value: "{{user}}"},
		{ID: "s2", Action: trajectory.ActionClick, Target: button("Next")},
		{ID: "s3", Action: trajectory.ActionClick, Target: button("Done")},
	}, Variables: []trajectory.Variable{{Name: "user", Default: "ann"}}}
}

// The rules themselves are tested in package editor; here, that the
// studio answers a refused edit as bad_request, naming the edit.
func TestBadEditsFailWholeAndSayWhich(t *testing.T) {
	for _, tc := range []struct {
		edits []Edit
		says  string
	}{
		{[]Edit{{Op: "move", From: 0, To: 1}, {Op: "delete", Index: 7}}, "edit 2 (delete): step index 7 is out of range"},
		{[]Edit{{Op: "teleport"}}, `unknown op "teleport"`},
		{[]Edit{{Op: "setTarget", Index: 0, Target: &trajectory.Target{}}}, "no locator candidates"},
	} {
		for name, call := range map[string]func() error{
			"EditTrajectory": func() error { _, err := (&Studio{}).EditTrajectory(flow(), tc.edits); return err },
			"ApplyEdits":     func() error { _, err := ApplyEdits(flow(), tc.edits); return err },
		} {
			err := call()
			e := AsError(err)
			if e == nil || e.Code != CodeBadRequest || !strings.Contains(e.Message, tc.says) {
				t.Errorf("%s %+v: got %v, want bad_request mentioning %q", name, tc.edits, err, tc.says)
			}
		}
	}
}

func TestDiffAlignsStepsByID(t *testing.T) {
	role := &trajectory.Locator{Kind: trajectory.LocRole, Role: "button", Name: "Sign in"}
	css := &trajectory.Locator{Kind: trajectory.LocCSS, Value: "form > button:nth-child(2)"}
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	a := &trajectory.Run{ID: "a", Status: trajectory.StatusFailed, StartedAt: t0, FinishedAt: t0.Add(time.Second), Steps: []trajectory.StepResult{
		{StepID: "s1", Index: 0, Status: trajectory.StatusPassed, Winner: role, DurationMS: 100},
		{StepID: "old", Index: 1, Status: trajectory.StatusPassed, DurationMS: 50},
		{StepID: "s2", Index: 2, Status: trajectory.StatusFailed, DurationMS: 10000, Screenshot: "k"},
	}}
	b := &trajectory.Run{ID: "b", Status: trajectory.StatusPassed, StartedAt: t0, Steps: []trajectory.StepResult{
		{StepID: "s1", Index: 0, Status: trajectory.StatusPassed, Winner: role, DurationMS: 120},
		{StepID: "s2", Index: 1, Status: trajectory.StatusPassed, Winner: css, DurationMS: 300},
		{StepID: "new", Index: 2, Status: trajectory.StatusPassed, DurationMS: 50},
	}}
	d := DiffRuns(a, b, nil, &trajectory.Trajectory{Steps: []trajectory.Step{{ID: "s2", Instruction: "click Sign in"}}})
	var got []string
	for _, s := range d.Steps {
		got = append(got, s.StepID+":"+strings.Join(s.Changed, "+"))
	}
	want := "s1:,old:removed,s2:status+locator+duration,new:added"
	if strings.Join(got, ",") != want {
		t.Errorf("diff %s, want %s", strings.Join(got, ","), want)
	}
	if d.Steps[2].Instruction != "click Sign in" || d.A.DurationMS != 1000 {
		t.Errorf("instruction %q, a duration %d", d.Steps[2].Instruction, d.A.DurationMS)
	}
}

type frameKey string

func (k frameKey) CoalesceKey() string { return string(k) }

func TestBatcherKeepsOrderAndOnlyTheLatestFrame(t *testing.T) {
	var got [][]Event
	b := NewBatcher(func(evs []Event) { got = append(got, evs) }, time.Hour, 4)
	b.Emit("run:step", 1)
	b.Emit("mirror:frame", frameKey("a"))
	b.Emit("run:step", 2)
	b.Emit("mirror:frame", frameKey("a")) // replaces the first, keeps its place
	b.Emit("mirror:frame", frameKey("b"))
	b.Flush()
	if len(got) != 1 || len(got[0]) != 4 {
		t.Fatalf("batches %+v", got)
	}
	if got[0][1].Name != "mirror:frame" || got[0][3].Payload != frameKey("b") {
		t.Errorf("batch %+v", got[0])
	}
	for i := range 4 {
		b.Emit("run:step", i) // the fourth event flushes at once
	}
	if len(got) != 2 || len(got[1]) != 4 {
		t.Errorf("a full queue did not flush: %+v", got)
	}
	b.Close()
	b.Emit("run:step", 9)
	b.Flush()
	if len(got) != 2 {
		t.Errorf("events after Close were delivered")
	}
}
