package webapi_test

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/studio/editor"
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

// TestAFlowNameOf2000CharactersIsRefusedButImportedShortened: the editor
// and a recording refuse a name longer than 250 characters, saying so in
// words; an imported file with one is shortened, with a note; an empty
// name is refused too, in the editor's words, on the field name.
func TestAFlowNameOf2000CharactersIsRefusedButImportedShortened(t *testing.T) {
	s := startServer(t, nil)
	long := strings.TrimSpace(strings.Repeat("Check out as a guest ", 100))
	want := "the flow's name has 2099 characters, more than the 250 a name may have: shorten it"
	flow := limitsFlow()
	flow.Name = long
	e := s.call("SaveTrajectory", nil, flow)
	if e == nil || e.Code != studio.CodeInvalid || e.Message != "the flow has a problem to fix: "+want {
		t.Fatalf("saving: %+v\nwant %q", e, want)
	}
	if e := s.call("StartSession", nil, studio.SessionOptions{URL: "http://127.0.0.1:1/", Name: long}); e == nil || e.Code != studio.CodeInvalid || e.Message != want {
		t.Errorf("starting a recording: %+v", e)
	}
	// Imported: shortened, with a note.
	data, err := trajectory.Marshal(&flow)
	if err != nil {
		t.Fatal(err)
	}
	var imp importResult
	s.must("ImportFlow", &imp, string(data), "long.json", "new")
	if n := len([]rune(imp.Trajectory.Name)); n > trajectory.MaxNameLength || !strings.HasPrefix(imp.Trajectory.Name, "Check out as a guest") {
		t.Errorf("imported as %q (%d characters)", imp.Trajectory.Name, n)
	}
	if len(imp.Notes) != 1 || imp.Notes[0].Field != "name" || !strings.Contains(imp.Notes[0].Message, "the name had 2099 characters") {
		t.Errorf("notes %+v", imp.Notes)
	}
	// An empty name is refused on the name field.
	flow.Name = " "
	if e := s.call("SaveTrajectory", nil, flow); e == nil || e.Code != studio.CodeInvalid || e.Message != editor.NoName {
		t.Errorf("saving without a name: %+v", e)
	} else if ps, _ := e.Details.([]any); len(ps) != 1 || ps[0].(map[string]any)["field"] != "name" {
		t.Errorf("details %v; want the field name", e.Details)
	}
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
