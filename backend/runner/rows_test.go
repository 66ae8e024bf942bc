package runner

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

func writeRows(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "rows.csv")
	if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestParseRows(t *testing.T) {
	rows, err := ParseRows(writeRows(t, "\ufeffuser,secret password\nann@example.com,secret123\n\n\"bob, jr@example.com\",\"wrong\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[1].Number != 2 || rows[1].Values["user"] != "bob, jr@example.com" || !rows[0].Secret["password"] || rows[0].Secret["user"] {
		t.Fatalf("rows %+v", rows)
	}
	if rows[0].Label != "ann@example.com" || len(rows[0].secrets()) != 1 || rows[0].secrets()[0] != "secret123" {
		t.Errorf("row 1: label %q, secrets %q", rows[0].Label, rows[0].secrets())
	}
	multi, err := ParseRows(writeRows(t, "note\n\"two\nlines\"\n"))
	if err != nil || multi[0].Label != "two lines" {
		t.Errorf("a multi-line value's label: %+v, %v", multi, err)
	}
	if _, err := ParseRows(filepath.Join(t.TempDir(), "nope.csv")); err == nil || !strings.Contains(err.Error(), "nope.csv: there is no such file; check the path given to --rows") {
		t.Errorf("a missing rows file: %v", err)
	}
	flows := WithRows([]Flow{{Ref: "login.json", File: "login.json"}}, rows)
	if len(flows) != 2 || flows[1].Ref != "login.json [row 2]" || flows[1].Name() != "login [row 2: bob, jr@example.com]" {
		t.Errorf("flows %q / %q", flows[1].Ref, flows[1].Name())
	}
	for _, c := range []struct{ text, want string }{
		{"", "it is empty"},
		{"user\n", "a header but no rows"},
		{"user,user\nx,y\n", `"user" names two columns`},
		{"user name\nx\n", `"user name" is not a variable name`},
		{"user,password\nann\n", "line 2 has 1 value, the header names 2 variables (user, password)"},
		{"user,password\n\"ann,x\n", "rows.csv: line 2: a quote is not closed"},
		{"user\nan\"n\n", "rows.csv: line 2: a quote is not closed, or stands inside a value"},
	} {
		_, err := ParseRows(writeRows(t, c.text))
		if !errors.Is(err, ErrRows) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v; want %q", c.text, err, c.want)
		}
	}
}

// TestLearnedStepsAreNotCalledHealed: an imported step that learned its
// element's fingerprint on its first replay is said to be learned, not
// healed, in a flow's line and in the run's summary.
func TestLearnedStepsAreNotCalledHealed(t *testing.T) {
	run := &trajectory.Run{Status: trajectory.StatusPassed, Steps: []trajectory.StepResult{
		{Index: 0, Status: trajectory.StatusPassed, Heal: &trajectory.Patch{Tier: trajectory.TierLearned, Reason: "imported step"}},
		{Index: 1, Status: trajectory.StatusPassed, Heal: &trajectory.Patch{Tier: trajectory.TierLearned, Reason: "imported step"}},
	}}
	f := FlowResult{Flow: Flow{Ref: "login.json", File: "login.json", Trajectory: &trajectory.Trajectory{Name: "Log in"}}, Status: trajectory.StatusPassed, Runs: []*trajectory.Run{run}}
	rep := &Report{Flows: []FlowResult{f}, Workers: 1}
	if line := f.Line(); !strings.Contains(line, "[2 imported step(s) learned]") || strings.Contains(line, "healed") {
		t.Errorf("line %q", line)
	}
	if s := rep.Summary(); !strings.Contains(s, "2 imported step(s) learned") || strings.Contains(s, "healed") {
		t.Errorf("summary %q", s)
	}
}
