package editor

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

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

func ids(t *trajectory.Trajectory) string {
	var out []string
	for _, s := range t.Steps {
		out = append(out, s.ID)
	}
	return strings.Join(out, ",")
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestEditsKeepStepIdsAndNeverChangeTheInput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edits []Edit
		ids   string
		check func(t *testing.T, out *trajectory.Trajectory)
	}{
		{"drag the last step to the top", []Edit{{Op: "move", From: 2, To: 0}}, "s3,s1,s2", nil},
		{"move down one", []Edit{{Op: "move", From: 0, To: 1}}, "s2,s1,s3", nil},
		{"duplicate gets a fresh id after the original", []Edit{{Op: "duplicate", Index: 1}}, "s1,s2,s4,s3", nil},
		{"delete", []Edit{{Op: "delete", Index: 0}}, "s2,s3", nil},
		{"insert with a taken id gets a fresh one", []Edit{{Op: "insert", Index: 1, Step: &trajectory.Step{ID: "s3", Action: trajectory.ActionGoto, URL: "/a"}}}, "s1,s4,s2,s3", nil},
		{"update keeps the id and declares new variables", []Edit{{Op: "updateStep", Index: 0, Step: &trajectory.Step{ID: "zz", Action: trajectory.ActionFill, Target: button("Email"), Value: "{{mail}}", TimeoutMS: 3000}}}, "s1,s2,s3",
			func(t *testing.T, out *trajectory.Trajectory) {
				if out.Steps[0].TimeoutMS != 3000 || len(out.Variables) != 2 || out.Variables[1].Name != "mail" {
					t.Errorf("step %+v, variables %+v", out.Steps[0], out.Variables)
				}
			}},
		{"set target (pick element)", []Edit{{Op: "setTarget", Index: 1, Target: button("Continue")}}, "s1,s2,s3",
			func(t *testing.T, out *trajectory.Trajectory) {
				if out.Steps[1].Target.Fingerprint.Name != "Continue" {
					t.Errorf("target %+v", out.Steps[1].Target)
				}
			}},
		{"a secret variable drops its default", []Edit{{Op: "setVariable", Variable: &trajectory.Variable{Name: "user", Default: "x", Secret: true}}}, "s1,s2,s3",
			func(t *testing.T, out *trajectory.Trajectory) {
				if v := out.Variables[0]; !v.Secret || v.Default != "" {
					t.Errorf("variable %+v", v)
				}
			}},
		{"tags are trimmed, without blanks or repeats", []Edit{{Op: "setTags", Tags: []string{" smoke ", "", "smoke", "login"}}}, "s1,s2,s3",
			func(t *testing.T, out *trajectory.Trajectory) {
				if strings.Join(out.Tags, ",") != "smoke,login" {
					t.Errorf("tags %q", out.Tags)
				}
			}},
		{"sites are kept as origins, without blanks or repeats", []Edit{{Op: "setSites", Sites: []string{"https://Login.example.com/sso?x=1", " ", "localhost:9000/pay", "https://login.example.com"}}}, "s1,s2,s3",
			func(t *testing.T, out *trajectory.Trajectory) {
				if got := strings.Join(out.AllowedOrigins, " "); got != "https://login.example.com http://localhost:9000" {
					t.Errorf("sites %q", got)
				}
			}},
		{"no sites clears them", []Edit{{Op: "setSites", Sites: []string{"https://pay.example.com"}}, {Op: "setSites"}}, "s1,s2,s3",
			func(t *testing.T, out *trajectory.Trajectory) {
				if len(out.AllowedOrigins) != 0 {
					t.Errorf("sites %q", out.AllowedOrigins)
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := flow()
			before := mustJSON(t, in)
			out, err := Apply(in, tc.edits)
			if err != nil {
				t.Fatal(err)
			}
			if got := ids(out); got != tc.ids {
				t.Errorf("steps %s, want %s", got, tc.ids)
			}
			if mustJSON(t, in) != before {
				t.Error("the input trajectory was changed")
			}
			if ps := Validate(out); len(ps) != 0 {
				t.Errorf("problems: %+v", ps)
			}
			if tc.check != nil {
				tc.check(t, out)
			}
		})
	}
}

func TestBadEditsFailWholeAndSayWhich(t *testing.T) {
	for _, tc := range []struct {
		edits []Edit
		says  string
	}{
		{[]Edit{{Op: "move", From: 0, To: 1}, {Op: "delete", Index: 7}}, "edit 2 (delete): step index 7 is out of range (the trajectory has 3 steps)"},
		{[]Edit{{Op: "teleport"}}, `edit 1 (teleport): unknown op "teleport"`},
		{[]Edit{{Op: "setTarget", Index: 0, Target: &trajectory.Target{}}}, "no locator candidates"},
		{[]Edit{{Op: "removeVariable", Name: "nope"}}, `no variable "nope"`},
		{[]Edit{{Op: "setSites", Sites: []string{"https://ok.example.com", "mailto:ann@example.com"}}}, `edit 1 (setSites): "mailto:ann@example.com" is not a web address: give a site such as https://login.example.com`},
	} {
		_, err := Run(flow(), tc.edits, Options{})
		if err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%+v: got %v, want an error mentioning %q", tc.edits, err, tc.says)
		}
	}
}

// TestJSONEntryPoints: what the WebAssembly build answers the UI's tests,
// run natively: the edited trajectory with its problems, a refusal as
// {"error"}, and validation problems as a list.
func TestJSONEntryPoints(t *testing.T) {
	var ok struct {
		Trajectory *trajectory.Trajectory `json:"trajectory"`
		Problems   []Problem              `json:"problems"`
	}
	// Deleting the target of a click leaves a problem on that step.
	edits := mustJSON(t, []Edit{{Op: "duplicate", Index: 0}, {Op: "updateStep", Index: 2, Step: &trajectory.Step{Action: trajectory.ActionClick}}})
	if err := json.Unmarshal([]byte(EditJSON(mustJSON(t, flow()), edits, "")), &ok); err != nil {
		t.Fatal(err)
	}
	if ids(ok.Trajectory) != "s1,s4,s2,s3" || len(ok.Problems) == 0 || ok.Problems[0].StepID != "s2" || ok.Problems[0].Field != "target" {
		t.Errorf("steps %s, problems %+v", ids(ok.Trajectory), ok.Problems)
	}

	var bad struct{ Error string }
	if err := json.Unmarshal([]byte(EditJSON(mustJSON(t, flow()), `[{"op":"delete","index":9}]`, "{}")), &bad); err != nil {
		t.Fatal(err)
	}
	if bad.Error != "edit 1 (delete): step index 9 is out of range (the trajectory has 3 steps)" {
		t.Errorf("error %q", bad.Error)
	}
	file := `[{"op":"setStartUrl","url":"file:///tmp/a.html"}]`
	if got := EditJSON(mustJSON(t, flow()), file, ""); !strings.Contains(got, "file: URLs are turned off") {
		t.Errorf("a file: Start URL with file URLs off: %s", got)
	}
	if got := EditJSON(mustJSON(t, flow()), file, `{"allowFileUrls":true}`); !strings.Contains(got, `"startUrl":"file:///tmp/a.html"`) {
		t.Errorf("a file: Start URL with file URLs allowed: %s", got)
	}

	if got := ValidateJSON(mustJSON(t, flow())); got != `{"problems":[]}` {
		t.Errorf("a valid flow: %s", got)
	}
	if got := ValidateJSON("null"); got != `{"error":"no trajectory to validate"}` {
		t.Errorf("no flow: %s", got)
	}

	var actions []ActionInfo
	if err := json.Unmarshal([]byte(ActionsJSON()), &actions); err != nil {
		t.Fatal(err)
	}
	if len(actions) != len(trajectory.Actions()) || actions[0].Action == "" || actions[0].Target == "" {
		t.Errorf("actions %+v", actions)
	}
}

// TestActionsMatchTheValidator: the step inspector's arguments per
// action are what the validator demands.
func TestActionsMatchTheValidator(t *testing.T) {
	list := Actions()
	got := map[trajectory.Action]ActionInfo{}
	for _, a := range list {
		got[a.Action] = a
	}
	for _, tc := range []ActionInfo{
		{Action: trajectory.ActionClick, Target: "required", Value: "none", URL: "none", Key: "none", DropTarget: "none"},
		{Action: trajectory.ActionGoto, Target: "none", Value: "none", URL: "required", Key: "none", DropTarget: "none"},
		{Action: trajectory.ActionPress, Target: "optional", Value: "none", URL: "none", Key: "required", DropTarget: "none"},
		{Action: trajectory.ActionAssertText, Target: "required", Value: "required", URL: "none", Key: "none", DropTarget: "none"},
		{Action: trajectory.ActionDragAndDrop, Target: "required", Value: "none", URL: "none", Key: "none", DropTarget: "required"},
	} {
		if got[tc.Action] != tc {
			t.Errorf("%s: got %+v, want %+v", tc.Action, got[tc.Action], tc)
		}
	}
}

// TestWasmEntryPointBuilds builds the WebAssembly entry point the UI's
// tests load, so a dependency that does not build for GOOS=js fails
// here and not only in the frontend suite.
func TestWasmEntryPointBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a WebAssembly binary")
	}
	out := filepath.Join(t.TempDir(), "editor.wasm")
	cmd := exec.Command("go", "build", "-o", out, "./wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go build ./backend/studio/editor/wasm: %v\n%s", err, b)
	}
	if fi, err := os.Stat(out); err != nil || fi.Size() == 0 {
		t.Fatalf("no WebAssembly binary: %v", err)
	}
}
