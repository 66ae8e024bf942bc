package importer_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// The files under testdata/newcomer are the inputs of a newcomer's
// walkthrough of `reprise import`; each test below is one thing it found.
const newcomer = "testdata/newcomer"

func importNewcomer(t *testing.T, name string) *importer.Result {
	t.Helper()
	res, err := importFile(t, filepath.Join(newcomer, name))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func noteLines(res *importer.Result) string {
	var b strings.Builder
	for _, n := range res.Notes {
		b.WriteString(n.String() + "\n")
	}
	return b.String()
}

// TestLiteralPasswordsBecomeSecretsInEveryFormat: a password typed
// literally becomes the secret {{password}} whether the field is known by
// its XPath alone (HyperAgent, with an instruction that names it), by a
// Stagehand element description ("Password textbox"), or the file is
// Reprise JSON; the note names the input's step.
func TestLiteralPasswordsBecomeSecretsInEveryFormat(t *testing.T) {
	for _, c := range []struct {
		file string
		step int
	}{
		{"hyperagent.json", 3},
		{"stagehand-agent.json", 2},
		{"reprise-literal-password.json", 4},
	} {
		t.Run(c.file, func(t *testing.T) {
			res := importNewcomer(t, c.file)
			out, _ := json.Marshal(res.Trajectory)
			if strings.Contains(string(out), "secret123") {
				t.Fatalf("the imported flow keeps the password:\n%s", out)
			}
			var secret bool
			for _, v := range res.Trajectory.Variables {
				secret = secret || v.Name == "password" && v.Secret
			}
			if !secret {
				t.Errorf("variables %+v: want the secret {{password}}", res.Trajectory.Variables)
			}
			if want := fmt.Sprintf("step %d value: the password typed here is not kept", c.step); !strings.Contains(noteLines(res), want) {
				t.Errorf("notes:\n%swant %q", noteLines(res), want)
			}
		})
	}
}

// stagehandAct is a Stagehand act cache entry of one fill.
func stagehandAct(selector, description, value, instruction string) []byte {
	data, _ := json.Marshal(map[string]any{"version": 1, "instruction": instruction, "url": "http://127.0.0.1:8080/login.html",
		"actions": []map[string]any{{"selector": selector, "description": description, "method": "fill", "arguments": []string{value}}}})
	return data
}

// TestPasswordFieldsAreFoundByWhatNamesThem: what says a field is a
// password field, and what does not.
func TestPasswordFieldsAreFoundByWhatNamesThem(t *testing.T) {
	const plain = "xpath=/html[1]/body[1]/form[1]/input[2]"
	for _, c := range []struct {
		name                             string
		selector, description, value, in string
		secret                           bool
	}{
		{"an XPath naming the type", "xpath=//input[@type='password']", "", "hunter22", "fill the form", true},
		{"an XPath naming the name", `xpath=//input[@name="user_passwd"]`, "", "hunter22", "fill the form", true},
		{"a CSS id with pwd", "#login-pwd", "", "hunter22", "fill the form", true},
		{"an XPath contains() on the id", "xpath=//input[contains(@id,'pwd')]", "", "hunter22", "fill the form", true},
		{"a description", plain, "Password textbox", "hunter22", "fill the form", true},
		{"an instruction naming the field", plain, "", "hunter22", "type hunter22 into Password", true},
		{"an email field", "#email", "Email textbox", "ann@example.com", "type ann@example.com into Email", false},
		{"a search for a password", "#q", "Search box", "forgot my password", "type forgot my password into Search", false},
		{"a password hint field", "#password-hint", "Password hint textbox", "my cat", "type my cat into Password hint", false},
		{"a description of a link", plain, "Forgot password? link", "x", "fill the form", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := importer.Import(stagehandAct(c.selector, c.description, c.value, c.in), "act.json")
			if err != nil {
				t.Fatal(err)
			}
			s := res.Trajectory.Steps[0]
			if got := s.Value == "{{password}}"; got != c.secret {
				t.Errorf("value %q (instruction %q), secret = %v, want %v; notes:\n%s", s.Value, s.Instruction, got, c.secret, noteLines(res))
			}
			if c.secret && strings.Contains(s.Instruction, c.value) {
				t.Errorf("the instruction keeps the password: %q", s.Instruction)
			}
		})
	}
}

// TestSecretSoundingStagehandVariablesAreSecret: %password%, %apiKey%
// and %token% are secrets; %email% is not.
func TestSecretSoundingStagehandVariablesAreSecret(t *testing.T) {
	data, _ := json.Marshal(map[string]any{"version": 1, "instruction": "log in as %email%", "url": "http://127.0.0.1:8080/login.html",
		"variableKeys": []string{"email", "password", "apiKey", "token"},
		"actions": []map[string]any{
			{"selector": "#email", "method": "fill", "arguments": []string{"%email%"}},
			{"selector": "#pass", "method": "fill", "arguments": []string{"%password%"}},
			{"selector": "#key", "method": "fill", "arguments": []string{"%apiKey%"}},
			{"selector": "#tok", "method": "fill", "arguments": []string{"%token%"}},
		}})
	res, err := importer.Import(data, "act.json")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, v := range res.Trajectory.Variables {
		got[v.Name] = v.Secret
	}
	if want := map[string]bool{"email": false, "password": true, "apiKey": true, "token": true}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("secret by variable: %v, want %v", got, want)
	}
}

// TestScriptsAndSeleniumIDEAreNamedNotCalledCorrupt: a Playwright script
// (TypeScript or Python) or a Selenium IDE project is said to be one,
// with the formats Reprise does import; so is an unknown JSON object.
func TestScriptsAndSeleniumIDEAreNamedNotCalledCorrupt(t *testing.T) {
	for file, want := range map[string]string{
		"login.spec.ts":           "a Playwright script (TypeScript or JavaScript)",
		"test_shop.py":            "a Playwright script (Python)",
		"login.side":              "a Selenium IDE project",
		"bad-unknown-format.json": "a JSON object with keys commands, name, which is none of the formats Reprise imports",
	} {
		t.Run(file, func(t *testing.T) {
			_, err := importFile(t, filepath.Join(newcomer, file))
			if !errors.Is(err, importer.ErrUnrecognised) {
				t.Fatalf("error %v, want an unrecognised format", err)
			}
			msg := err.Error()
			if !strings.Contains(msg, want) || !strings.Contains(msg, importer.FormatsInWords()) || strings.Contains(msg, "JSON at line") {
				t.Errorf("error %q should say %q and list %q", msg, want, importer.FormatsInWords())
			}
			for _, f := range importer.Formats() {
				if !strings.Contains(strings.ToLower(msg), strings.ToLower(strings.Fields(f.Label())[0])) {
					t.Errorf("error %q does not name %s", msg, f)
				}
			}
		})
	}
	if _, err := importer.Detect([]byte("this is not JSON")); !errors.Is(err, importer.ErrCorrupt) {
		t.Errorf("plain text: %v, want corrupt input", err)
	}
}

// TestNotesNameTheInputStepInInputOrder: the DevTools recording's
// password is its step 6 (the viewport and the navigation are steps 1
// and 2), and its note comes between step 5's and step 7's.
func TestNotesNameTheInputStepInInputOrder(t *testing.T) {
	res := importNewcomer(t, "chrome-login.json")
	last := -1
	for _, n := range res.Notes {
		if n.Step < last {
			t.Errorf("note %q comes after a note on step %d:\n%s", n, last, noteLines(res))
		}
		last = n.Step
	}
	if !hasNote(res, 6, "the password typed here is not kept") {
		t.Errorf("no password note on step 6:\n%s", noteLines(res))
	}
}

// TestClickedRadioAndCheckboxAreNotTextboxes: a click on the "Express"
// radio button or the terms checkbox, known by a label and an id, is not
// guessed a text box; selectors that say the type or role give it.
func TestClickedRadioAndCheckboxAreNotTextboxes(t *testing.T) {
	res := importNewcomer(t, "chrome-shop.json")
	for _, s := range res.Trajectory.Steps {
		if s.Action == trajectory.ActionClick && s.Target.Fingerprint.Role == "textbox" {
			t.Errorf("click on %s inferred a textbox", s.Target.Candidates[0].Value)
		}
	}
	rec := `{"title":"Shipping","steps":[
	 {"type":"click","selectors":[["input[type=radio][value=express]"]]},
	 {"type":"click","selectors":[["xpath///form/input[@type='checkbox']"]]},
	 {"type":"click","selectors":[["div[role=\"switch\"]"]]},
	 {"type":"change","value":"Ann","selectors":[["aria/Full name"],["#full-name"]]}]}`
	res, err := importer.Import([]byte(rec), "shipping.json")
	if err != nil {
		t.Fatal(err)
	}
	var roles []string
	for _, s := range res.Trajectory.Steps {
		roles = append(roles, s.Target.Fingerprint.Role)
	}
	if got, want := strings.Join(roles, " "), "radio checkbox switch textbox"; got != want {
		t.Errorf("roles %s, want %s", got, want)
	}
}

// TestRepeatedNotesAreOneLine: a long recording whose clicks all lose
// their offsets says so once, with the count and the first steps.
func TestRepeatedNotesAreOneLine(t *testing.T) {
	res, err := importer.Import(devToolsRecording(t, 2001), "long.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Notes) != 1 {
		t.Fatalf("%d notes, want one:\n%s", len(res.Notes), noteLines(res))
	}
	n := res.Notes[0]
	if want := "step 3 offsetX/offsetY: click offsets dropped: replay clicks the element's centre (and 999 more steps: 5, 7, 9, 11, 13, …)"; n.String() != want || n.Count != 1000 {
		t.Errorf("note %q (count %d), want %q (count 1000)", n, n.Count, want)
	}
}

// TestImportKeepingFewActionsSaysSo: the AskUI file keeps its goto and
// its key press, not its click and its typing, and says so up front.
func TestImportKeepingFewActionsSaysSo(t *testing.T) {
	res := importNewcomer(t, "askui.json")
	if len(res.Notes) == 0 || res.Notes[0].Step != 0 || !strings.HasPrefix(res.Notes[0].Message, "kept 2 of 4 actions: ") {
		t.Errorf("notes:\n%swant first \"file: kept 2 of 4 actions: …\"", noteLines(res))
	}
	if res := importNewcomer(t, "chrome-login.json"); strings.Contains(noteLines(res), "actions:") {
		t.Errorf("a recording kept whole says it was not:\n%s", noteLines(res))
	}
}
