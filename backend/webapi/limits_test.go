package webapi_test

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestAStepTimeoutOfThreeYearsIsRefused: a flow whose step waits longer
// than 10 minutes (or less than 0.1 s) is not saved; the error says which
// step in the editor's words, and details mark its timeout.
func TestAStepTimeoutOfThreeYearsIsRefused(t *testing.T) {
	s := startServer(t, nil)
	flow := limitsFlow()
	flow.Steps[2].TimeoutMS = 99999999999
	e := s.call("SaveTrajectory", nil, flow)
	want := "step 3: the timeout must be between 0.1 s and 10 minutes (0 uses the default), not 99999999999 ms (about 3 years)"
	if e == nil || e.Code != studio.CodeInvalid || !strings.Contains(e.Message, want) || strings.Contains(e.Message, "timeoutMs") {
		t.Fatalf("got %+v\nwant it to say %q", e, want)
	}
	if ps, _ := e.Details.([]any); len(ps) != 1 || ps[0].(map[string]any)["field"] != "timeoutMs" || ps[0].(map[string]any)["step"] != float64(3) {
		t.Errorf("details %v; want step 3's timeoutMs", e.Details)
	}
	flow.Steps[2].TimeoutMS = 600000
	var saved trajectory.Trajectory
	s.must("SaveTrajectory", &saved, flow)
}

// limitsFlow is a three-step flow to save.
func limitsFlow() trajectory.Trajectory {
	button := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#go"}}, Fingerprint: trajectory.Fingerprint{Tag: "button"}}
	return trajectory.Trajectory{Version: trajectory.FormatVersion, Name: "Limits", StartURL: "http://127.0.0.1:1/", Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionClick, Instruction: "click Go", Target: button},
		{ID: "s2", Action: trajectory.ActionClick, Instruction: "click Go", Target: button},
		{ID: "s3", Action: trajectory.ActionClick, Instruction: "click Go", Target: button},
	}}
}
