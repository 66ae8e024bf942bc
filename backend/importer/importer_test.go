package importer_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

const samples = "../../testdata/imports"

// report is what a golden file holds for one imported sample.
type report struct {
	Format     importer.Format        `json:"format"`
	Notes      []string               `json:"notes"`
	Trajectory *trajectory.Trajectory `json:"trajectory"`
}

func importFile(t *testing.T, path string) (*importer.Result, error) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return importer.Import(data, filepath.Base(path))
}

func TestSamplesImportAsGolden(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join(samples, "*", "*.json"))
	var n int
	for _, p := range paths {
		if filepath.Base(filepath.Dir(p)) == "corrupt" {
			continue
		}
		n++
		rel, _ := filepath.Rel(samples, p)
		t.Run(rel, func(t *testing.T) {
			res, err := importFile(t, p)
			if err != nil {
				t.Fatal(err)
			}
			rep := report{Format: res.Format, Trajectory: res.Trajectory, Notes: []string{}}
			for _, note := range res.Notes {
				rep.Notes = append(rep.Notes, note.String())
			}
			got, err := json.MarshalIndent(rep, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden := filepath.Join("testdata", "golden", strings.ReplaceAll(rel, string(filepath.Separator), "_")+".golden")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (go test ./backend/importer -update creates it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("import of %s differs from %s (go test ./backend/importer -update rewrites it):\n%s", rel, golden, got)
			}
		})
	}
	if n < 7 {
		t.Fatalf("only %d samples under %s", n, samples)
	}
}

// step finds the imported step whose instruction contains s.
func step(t *testing.T, tr *trajectory.Trajectory, s string) trajectory.Step {
	t.Helper()
	for _, st := range tr.Steps {
		if strings.Contains(st.Instruction, s) {
			return st
		}
	}
	t.Fatalf("no step with instruction %q in %+v", s, tr.Steps)
	return trajectory.Step{}
}

func hasNote(res *importer.Result, step int, fragment string) bool {
	for _, n := range res.Notes {
		if n.Step == step && strings.Contains(n.String(), fragment) {
			return true
		}
	}
	return false
}

func TestChromeRecorderRecordingKeepsSelectorsAsCandidates(t *testing.T) {
	res, err := importFile(t, filepath.Join(samples, "chrome-recorder", "login.json"))
	if err != nil {
		t.Fatal(err)
	}
	tr := res.Trajectory
	if res.Format != importer.ChromeRecorder || tr.StartURL != "http://127.0.0.1:8080/login.html" || tr.Name != "Demo store login" {
		t.Fatalf("format %s, start %q, name %q", res.Format, tr.StartURL, tr.Name)
	}
	email := tr.Steps[1]
	if email.Action != trajectory.ActionFill || email.Value != "ann@example.com" {
		t.Fatalf("change step: %+v", email)
	}
	var kinds []string
	for _, c := range email.Target.Candidates {
		kinds = append(kinds, string(c.Kind)+":"+c.Value)
	}
	// #email and pierce/#email are one CSS candidate.
	if want := "label:Email css:#email xpath://*[@id=\"email\"]"; strings.Join(kinds, " ") != want {
		t.Errorf("candidates = %s, want %s", strings.Join(kinds, " "), want)
	}
	if fp := email.Target.Fingerprint; fp.Tag != "input" || fp.Role != "textbox" || fp.Name != "Email" || fp.Attrs["id"] != "email" {
		t.Errorf("inferred fingerprint: %+v", fp)
	}
	if tr.Steps[2].Value != "{{password}}" {
		t.Errorf("placeholder not kept: %q", tr.Steps[2].Value)
	}
	press := tr.Steps[4]
	if press.Action != trajectory.ActionPress || press.Key != "Enter" {
		t.Errorf("keyDown+keyUp should be one press: %+v", press)
	}
	nav := tr.Steps[5]
	if nav.Action != trajectory.ActionAssertURL || !strings.Contains(nav.URL, "/dashboard.html") {
		t.Errorf("asserted navigation should become an assert-url step: %+v", nav)
	}
	for _, want := range []struct {
		step     int
		fragment string
	}{
		{1, "viewport 1280x800"},
		{3, "click offsets dropped"},
		{9, "element count dropped"},
		{10, "attribute check dropped"},
		{11, "scroll position kept as a scroll"},
		{13, "JavaScript expressions are not replayed"},
		{15, "another tab or popup"},
		{15, "Puppeteer pseudo-element"},
		{15, "nth iframe"},
		{16, "custom step \"lighthouse\""},
		{17, "network emulation"},
		{18, "closing the page"},
		{0, "timeout"},
	} {
		if !hasNote(res, want.step, want.fragment) {
			t.Errorf("no note for step %d mentioning %q; notes:\n%v", want.step, want.fragment, res.Notes)
		}
	}
	var right, double int
	for _, st := range tr.Steps {
		if st.Action == trajectory.ActionClick && st.Button == "right" {
			right++
		}
		if st.Action == trajectory.ActionClick && st.ClickCount == 2 {
			double++
		}
	}
	if right != 1 || double != 1 {
		t.Errorf("%d right-clicks and %d double-clicks kept, want the recording's one of each", right, double)
	}
	hover := tr.Steps[len(tr.Steps)-3]
	if hover.Action != trajectory.ActionHover || hover.Target.Candidates[0].Value != `main div.card a[href="/shop.html"]` {
		t.Errorf("an all-CSS ancestor chain should become one descendant selector: %+v", hover.Target.Candidates)
	}
}

func TestChromeRecorderExportReimportsEqual(t *testing.T) {
	paths, _ := filepath.Glob("../../testdata/trajectories/*.json")
	paths = append(paths, "../export/testdata/all-actions.json")
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			orig, err := trajectory.LoadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			data, err := export.Bytes(export.ChromeRecorder, orig, export.Options{})
			if err != nil {
				t.Fatal(err)
			}
			res, err := importer.Import(data, "exported.json")
			if err != nil {
				t.Fatal(err)
			}
			got := res.Trajectory
			if res.Format != importer.ChromeRecorder || got.Source.Kind != "import" {
				t.Errorf("format %s source %+v", res.Format, got.Source)
			}
			want := *orig
			want.Source, want.Revision, want.CreatedAt, want.UpdatedAt = got.Source, got.Revision, got.CreatedAt, got.UpdatedAt
			if !reflect.DeepEqual(jsonOf(t, &want), jsonOf(t, got)) {
				t.Errorf("re-imported trajectory differs:\nwant %s\ngot  %s", jsonOf(t, &want), jsonOf(t, got))
			}
			if len(res.Notes) != 0 {
				t.Errorf("a Reprise export should import without notes: %v", res.Notes)
			}
		})
	}
}

// TestChromeRecorderDropDownCheckReimports: an exact text check on a
// drop-down is exported as its chosen options' labels (selectedOptions),
// a check of a box as checked: true; both read back as the same checks,
// with no note of a dropped property.
func TestChromeRecorderDropDownCheckReimports(t *testing.T) {
	countries := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#langs"}},
		Fingerprint: trajectory.Fingerprint{Tag: "select", Role: "listbox", Name: "Languages"}}
	orig := &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: "langs", Name: "Languages", StartURL: "http://127.0.0.1:8080/form.html",
		Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionAssertText, Target: countries, Value: "English\nFrench", Match: "exact"},
			// A checked box: a check that can fail, not a wait.
			{ID: "s2", Action: trajectory.ActionAssertChecked, Target: &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#remember"}},
				Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "checkbox", Name: "Remember me"}}}}}
	data, err := export.Bytes(export.ChromeRecorder, orig, export.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := importer.Import(data, "exported.json")
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Trajectory.Steps[0]; got.Action != trajectory.ActionAssertText || got.Value != "English\nFrench" || got.Match != "exact" {
		t.Errorf("re-imported step: %+v", got)
	}
	if got := res.Trajectory.Steps[1]; got.Action != trajectory.ActionAssertChecked {
		t.Errorf("re-imported check of a box: %+v", got)
	}
	if len(res.Notes) != 0 {
		t.Errorf("notes: %v", res.Notes)
	}
	// Without Reprise's extension (a recording edited in DevTools), the
	// properties alone say the same.
	plain := strings.Replace(string(data), `"reprise"`, `"notReprise"`, -1)
	if res, err = importer.Import([]byte(plain), "devtools.json"); err != nil {
		t.Fatal(err)
	}
	if got := res.Trajectory.Steps[0]; got.Action != trajectory.ActionAssertText || got.Value != "English\nFrench" || got.Match != "exact" {
		t.Errorf("imported without the extension: %+v (notes %v)", got, res.Notes)
	}
	if got := res.Trajectory.Steps[1]; got.Action != trajectory.ActionAssertChecked {
		t.Errorf("a checked box imported without the extension: %+v (notes %v)", got, res.Notes)
	}
}

// demoLoginRecording is the demo login flow exported as a DevTools
// recording.
func demoLoginRecording(t *testing.T) []byte {
	t.Helper()
	orig, err := trajectory.LoadFile("../../testdata/trajectories/demo-login.json")
	if err != nil {
		t.Fatal(err)
	}
	data, err := export.Bytes(export.ChromeRecorder, orig, export.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestChromeRecorderTypesDefaultsAndKeepsEdits: the DevTools export types
// {{user}}'s default (DevTools would type "{{user}}" itself), a secret
// stays {{password}}; read back, the unedited step is {{user}} again and
// a value edited in DevTools stays as edited.
func TestChromeRecorderTypesDefaultsAndKeepsEdits(t *testing.T) {
	data := demoLoginRecording(t)
	var rec export.ChromeRecording
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	var values []string
	for _, s := range rec.Steps {
		if s.Type == "change" {
			values = append(values, *s.Value)
		}
	}
	if !slices.Equal(values, []string{"ann@example.com", "{{password}}"}) {
		t.Fatalf("DevTools would type %q, want the user's default and the secret's placeholder", values)
	}
	res, err := importer.Import(data, "login.recording.json")
	if err != nil {
		t.Fatal(err)
	}
	if v := res.Trajectory.Steps[0].Value; v != "{{user}}" {
		t.Errorf("read back, step 1 types %q, want {{user}}", v)
	}
	edited := bytes.Replace(data, []byte(`"value": "ann@example.com"`), []byte(`"value": "bob@example.com"`), 1)
	if res, err = importer.Import(edited, "login.recording.json"); err != nil {
		t.Fatal(err)
	}
	if v := res.Trajectory.Steps[0].Value; v != "bob@example.com" {
		t.Errorf("a value edited in DevTools read back as %q, want it as edited", v)
	}
}

// TestChromeRecorderEditedSelectorWins checks that a selector changed in
// DevTools after export replaces the candidate it came from.
func TestChromeRecorderEditedSelectorWins(t *testing.T) {
	data := demoLoginRecording(t)
	edited := bytes.Replace(data, []byte(`"#email"`), []byte(`"#login-email"`), 1)
	res, err := importer.Import(edited, "edited.json")
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, c := range res.Trajectory.Steps[0].Target.Candidates {
		found = found || c.Kind == trajectory.LocCSS && c.Value == "#login-email"
		if c.Value == "#email" {
			t.Errorf("the edited selector's old candidate survived")
		}
	}
	if !found {
		t.Errorf("the edited selector was not imported: %+v", res.Trajectory.Steps[0].Target.Candidates)
	}
}

func jsonOf(t *testing.T, tr *trajectory.Trajectory) string {
	t.Helper()
	data, err := trajectory.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestRepriseJSONImportsUnchanged(t *testing.T) {
	data, err := os.ReadFile("../../testdata/trajectories/demo-checkout.json")
	if err != nil {
		t.Fatal(err)
	}
	res, err := importer.Import(data, "demo-checkout.json")
	if err != nil {
		t.Fatal(err)
	}
	out, _ := trajectory.Marshal(res.Trajectory)
	if res.Format != importer.Reprise || !bytes.Equal(out, data) {
		t.Errorf("Reprise JSON should import exactly (format %s)", res.Format)
	}
}

// TestUndeclaredVariableIsNoted: a Reprise file whose step uses {{usr}}
// while the flow declares {{user}} imports (a run can still be given
// usr), with a note that names both, so the typo is seen at import and
// not at the first run; {{src}}, like no declared name, is an ad-hoc
// placeholder and gets no note.
func TestUndeclaredVariableIsNoted(t *testing.T) {
	data := []byte(`{"version":1,"name":"Typo","startUrl":"https://example.com/login?from={{src}}","variables":[{"name":"user","default":"ann"}],
"steps":[{"id":"s1","action":"fill","value":"{{usr}}","target":{"candidates":[{"kind":"css","value":"#email"}],"fingerprint":{"tag":"input","role":"textbox","name":"Email"}}}]}`)
	res, err := importer.Import(data, "typo.json")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, n := range res.Notes {
		got = append(got, n.String())
	}
	want := []string{
		"file: uses {{usr}}, which is not one of the flow's variables (it has {{user}}: a typo?); correct it, or give {{usr}} a value when running",
	}
	if !slices.Equal(got, want) {
		t.Errorf("notes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	demo, err := os.ReadFile("../../testdata/trajectories/demo-checkout.json")
	if err != nil {
		t.Fatal(err)
	}
	if res, err = importer.Import(demo, "demo-checkout.json"); err != nil || len(res.Notes) != 0 {
		t.Errorf("the demo flow: notes %v, error %v; want none", res.Notes, err)
	}
}

func TestStagehandAct(t *testing.T) {
	res, err := importFile(t, filepath.Join(samples, "stagehand", "act-login.json"))
	if err != nil {
		t.Fatal(err)
	}
	tr := res.Trajectory
	s := tr.Steps[0]
	if tr.Name != "type {{email}} into the Email field" || s.Value != "{{email}}" || s.Action != trajectory.ActionFill {
		t.Errorf("%%email%% should become {{email}}: name %q step %+v", tr.Name, s)
	}
	if len(tr.Variables) != 1 || tr.Variables[0].Name != "email" {
		t.Errorf("variableKeys should be declared: %+v", tr.Variables)
	}
	if c := s.Target.Candidates[0]; c.Kind != trajectory.LocXPath || c.Value != "/html[1]/body[1]/main[1]/div[1]/form[1]/div[1]/input[1]" {
		t.Errorf("xpath candidate: %+v", c)
	}
	if s.Target.Fingerprint.Tag != "input" || s.Target.Fingerprint.Role != "textbox" {
		t.Errorf("fingerprint: %+v", s.Target.Fingerprint)
	}
}

func TestStagehandAgentSplitsIframeXPaths(t *testing.T) {
	res, err := importFile(t, filepath.Join(samples, "stagehand", "agent-embedded-forms.json"))
	if err != nil {
		t.Fatal(err)
	}
	tr := res.Trajectory
	first := tr.Steps[0]
	if len(first.Target.Frames) != 1 || first.Target.Frames[0].Selector != "xpath=/html[1]/body[1]/main[1]/section[1]/iframe[1]" ||
		first.Target.Candidates[0].Value != "/html[1]/body[1]/main[1]/form[1]/div[1]/input[1]" {
		t.Errorf("iframe hop not split: %+v", first.Target)
	}
	topic := step(t, tr, "Topic dropdown")
	if topic.Action != trajectory.ActionSelect || topic.Value != "Returns and exchanges" {
		t.Errorf("selectOptionFromDropdown: %+v", topic)
	}
	for _, want := range []struct {
		step     int
		fragment string
	}{
		{3, "fixed waits"}, {4, "anchor"}, {7, "focus"}, {8, "shadow root"}, {9, "needs a model"},
		{12, "extract kept with no element bound"}, {13, "unknown step type \"teleport\""}, {0, "configSignature"},
	} {
		if !hasNote(res, want.step, want.fragment) {
			t.Errorf("no note for step %d mentioning %q; notes:\n%v", want.step, want.fragment, res.Notes)
		}
	}
	if back := tr.Steps[len(tr.Steps)-2]; back.Action != trajectory.ActionBack {
		t.Errorf("navback: %+v", back)
	}
	if ex := tr.Steps[len(tr.Steps)-1]; ex.Action != trajectory.ActionExtract || ex.Extract.Instruction != "get the confirmation text" {
		t.Errorf("extract: %+v", ex)
	}
}

func TestAskUIKeepsKeysAndURLsNotCoordinates(t *testing.T) {
	for _, c := range []struct {
		file  string
		steps []string
		notes []string
	}{
		{"legacy.json", []string{"press:Enter"}, []string{"does not act on the page", "screen coordinates", "typed text"}},
		{"cache-0.2.json", []string{"press:Tab", "press:Enter"}, []string{"screen coordinates", "typed text", "perceptual hash", "failures"}},
		{"cache-0.3.json", []string{"goto:http://127.0.0.1:8080/shop.html", "press:Alt+ArrowLeft"}, []string{"marked this cache invalid (Step 2 failed 3 times)", "screen coordinates"}},
	} {
		t.Run(c.file, func(t *testing.T) {
			res, err := importFile(t, filepath.Join(samples, "askui", c.file))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range res.Trajectory.Steps {
				got = append(got, string(s.Action)+":"+s.Key+s.URL)
			}
			if strings.Join(got, " ") != strings.Join(c.steps, " ") {
				t.Errorf("steps = %v, want %v", got, c.steps)
			}
			all := ""
			for _, n := range res.Notes {
				all += n.String() + "\n"
			}
			for _, f := range c.notes {
				if !strings.Contains(all, f) {
					t.Errorf("notes lack %q:\n%s", f, all)
				}
			}
			if strings.Contains(all, "ann@example.com") {
				t.Errorf("notes repeat typed text (which may be secret):\n%s", all)
			}
		})
	}
}

func TestHyperAgentOrdersByStepIndexAndDropsFailures(t *testing.T) {
	res, err := importFile(t, filepath.Join(samples, "hyperagent", "action-cache.json"))
	if err != nil {
		t.Fatal(err)
	}
	tr := res.Trajectory
	if tr.StartURL != "http://127.0.0.1:8080/login.html" {
		t.Errorf("start URL: %q", tr.StartURL)
	}
	var instrs []string
	for _, s := range tr.Steps {
		instrs = append(instrs, s.Instruction)
	}
	if want := "Type the email|Type the password|Press Enter|Subscribe in the newsletter frame|Read the welcome text"; strings.Join(instrs, "|") != want {
		t.Errorf("steps = %v, want %s", instrs, want)
	}
	if c := tr.Steps[0].Target.Candidates[0]; c.Value != "/html[1]/body[1]/main[1]/div[1]/form[1]/div[1]/input[1]" {
		t.Errorf("trailing text() step not removed: %q", c.Value)
	}
	if f := tr.Steps[3].Target.Frames; len(f) != 1 || f[0].Selector != "iframe >> nth=0" {
		t.Errorf("frameIndex 1: %+v", f)
	}
	for _, want := range []string{"failed when it was recorded", "fixed waits", "extract kept with no element bound", "\"findCheapest\"", "literally"} {
		found := false
		for _, n := range res.Notes {
			found = found || strings.Contains(n.String(), want)
		}
		if !found {
			t.Errorf("no note mentions %q: %v", want, res.Notes)
		}
	}
}

func TestCorruptAndUnknownInputsAreClearErrors(t *testing.T) {
	cases := []struct {
		file     string
		is       error
		fragment string
	}{
		{"not-json.txt", importer.ErrCorrupt, `not valid JSON at line 1, column 2, near "his is not`},
		{"truncated.json", importer.ErrCorrupt, "the file ends before the JSON does"},
		{"empty.json", importer.ErrUnrecognised, "empty"},
		{"unknown-object.json", importer.ErrUnrecognised, "keys hello, n"},
		{"number-array.json", importer.ErrUnrecognised, "array"},
		{"chrome-wrong-types.json", importer.ErrCorrupt, "selector"},
		{"chrome-no-steps.json", importer.ErrUnrecognised, "keys title"},
		{"stagehand-version-2.json", importer.ErrCorrupt, "version \"2\" is not supported"},
		{"askui-unknown-version.json", importer.ErrCorrupt, "version \"9.9\""},
		{"hyperagent-bad-index.json", importer.ErrCorrupt, "steps[0].stepIndex"},
		{"askui-nothing-replayable.json", importer.ErrNothingKept, "screen coordinates"},
		{"deep-nesting.json", importer.ErrCorrupt, "not valid JSON"},
		{"reprise-invalid.json", nil, "unknown action \"teleport\""},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			res, err := importFile(t, filepath.Join(samples, "corrupt", c.file))
			if err == nil {
				t.Fatalf("imported %d steps, want an error", len(res.Trajectory.Steps))
			}
			if res != nil {
				t.Errorf("a result came back with the error")
			}
			if c.is != nil && !errors.Is(err, c.is) {
				t.Errorf("error %q is not %v", err, c.is)
			}
			if !strings.Contains(err.Error(), c.fragment) || !strings.Contains(err.Error(), c.file) {
				t.Errorf("error %q should name the file and say %q", err, c.fragment)
			}
		})
	}
}

func TestDetectNamesEveryFormat(t *testing.T) {
	for file, want := range map[string]importer.Format{
		"chrome-recorder/login.json":          importer.ChromeRecorder,
		"stagehand/act-login.json":            importer.StagehandAct,
		"stagehand/agent-embedded-forms.json": importer.StagehandAgent,
		"askui/legacy.json":                   importer.AskUI,
		"askui/cache-0.2.json":                importer.AskUI,
		"askui/cache-0.3.json":                importer.AskUI,
		"hyperagent/action-cache.json":        importer.HyperAgent,
		"../trajectories/demo-login.json":     importer.Reprise,
	} {
		data, err := os.ReadFile(filepath.Join(samples, file))
		if err != nil {
			t.Fatal(err)
		}
		if got, err := importer.Detect(data); err != nil || got != want {
			t.Errorf("%s: Detect = %s, %v; want %s", file, got, err, want)
		}
	}
}

func TestStagehandDoubleClickKeepsItsClickCount(t *testing.T) {
	res, err := importer.Import([]byte(`{"version": 1, "instruction": "open the report", "url": "http://127.0.0.1:8080/files.html",
	  "actions": [{"selector": "xpath=/html[1]/body[1]/main[1]/ul[1]/li[1]/button[1]", "description": "report.pdf button", "method": "doubleClick", "arguments": []}]}`), "act.json")
	if err != nil {
		t.Fatal(err)
	}
	if s := res.Trajectory.Steps[0]; s.Action != trajectory.ActionClick || s.ClickCount != 2 {
		t.Fatalf("doubleClick imported as %+v", s)
	}
}

// TestLiteralPasswordBecomesASecret: a recording that typed a password
// literally keeps no trace of it; the step types {{password}}, a secret
// variable the replay asks for, and a note says so. The same password
// typed twice is one variable; an email is left as it was.
func TestLiteralPasswordBecomesASecret(t *testing.T) {
	rec := `{"title":"Sign in","steps":[
	 {"type":"navigate","url":"http://127.0.0.1:8080/login.html"},
	 {"type":"change","value":"ann@example.com","selectors":[["#email"]]},
	 {"type":"change","value":"hunter2","selectors":[["aria/Password"],["#password"]]},
	 {"type":"change","value":"hunter2","selectors":[["input[name=confirm-passwd]"]]}]}`
	res, err := importer.Import([]byte(rec), "chrome.json")
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(res.Trajectory)
	if bytes.Contains(out, []byte("hunter2")) {
		t.Fatalf("the imported flow keeps the password:\n%s", out)
	}
	tr := res.Trajectory
	if len(tr.Steps) != 3 || tr.Steps[0].Value != "ann@example.com" || tr.Steps[1].Value != "{{password}}" || tr.Steps[2].Value != "{{password}}" {
		t.Fatalf("steps: %+v", tr.Steps)
	}
	if len(tr.Variables) != 1 || tr.Variables[0] != (trajectory.Variable{Name: "password", Secret: true}) {
		t.Errorf("variables: %+v, want one secret named password", tr.Variables)
	}
	var notes []string
	for _, n := range res.Notes {
		notes = append(notes, n.String())
	}
	// Step 3 of the input: the navigation before it is the start URL.
	if want := "step 3 value: the password typed here is not kept: it became the secret variable {{password}}"; !strings.Contains(strings.Join(notes, "\n"), want) {
		t.Errorf("notes:\n%s\nwant one saying %q", strings.Join(notes, "\n"), want)
	}
}

// TestDevToolsTimeoutsOutsideAFlowsRangeAreKeptInIt: a recording's step
// timeout a flow does not allow (under 0.1 s, over 10 minutes) is brought
// into the range, with a note, rather than refusing the file.
func TestDevToolsTimeoutsOutsideAFlowsRangeAreKeptInIt(t *testing.T) {
	rec := `{"title":"Timeouts","steps":[
	 {"type":"navigate","url":"http://127.0.0.1:8080/login.html"},
	 {"type":"click","selectors":[["#a"]],"timeout":5},
	 {"type":"click","selectors":[["#b"]],"timeout":99999999},
	 {"type":"click","selectors":[["#c"]],"timeout":5000}]}`
	res, err := importer.Import([]byte(rec), "timeouts.json")
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, s := range res.Trajectory.Steps {
		got = append(got, s.TimeoutMS)
	}
	if fmt.Sprint(got) != fmt.Sprint([]int{trajectory.MinStepTimeoutMS, trajectory.MaxStepTimeoutMS, 5000}) {
		t.Errorf("timeouts %v", got)
	}
	lines := noteLines(res)
	for _, want := range []string{"step 2 timeout: a timeout of 5 ms is outside what a flow allows (0.1 s to 10 minutes): it is 100 ms",
		"step 3 timeout: a timeout of 99999999 ms is outside what a flow allows (0.1 s to 10 minutes): it is 600000 ms"} {
		if !strings.Contains(lines, want) {
			t.Errorf("notes:\n%s\nwant %q", lines, want)
		}
	}
}

// TestALongNameIsShortenedNotRefused: a flow or recording named with a
// pasted page (2,000 characters) is imported under its first words, with
// a note saying so; the rest of the file is kept as it was.
func TestALongNameIsShortenedNotRefused(t *testing.T) {
	long := strings.Repeat("Log in and check the dashboard ", 70)[:2000]
	reprise := `{"version":1,"id":"long-name","name":"` + long + `","startUrl":"http://127.0.0.1:8080/login.html","tags":["smoke"],
	  "steps":[{"id":"s1","instruction":"open the dashboard","action":"goto","url":"/dashboard.html","timeoutMs":4000}]}`
	chrome := `{"title":"` + long + `","steps":[{"type":"navigate","url":"http://127.0.0.1:8080/login.html"},
	  {"type":"click","selectors":[["#go"]]}]}`
	for file, doc := range map[string]string{"long.json": reprise, "long.recording.json": chrome} {
		t.Run(file, func(t *testing.T) {
			res, err := importer.Import([]byte(doc), file)
			if err != nil {
				t.Fatal(err)
			}
			name := res.Trajectory.Name
			words, cut := strings.CutSuffix(name, "…")
			if n := len([]rune(name)); n > trajectory.MaxNameLength || n < trajectory.MaxNameLength-40 || !cut || !strings.HasPrefix(long, words+" ") {
				t.Errorf("name %q (%d characters): want the first whole words, then …", name, n)
			}
			if err := res.Trajectory.Validate(); err != nil {
				t.Errorf("the import does not validate: %v", err)
			}
			if want := "file name: the name had 2000 characters, more than the 250 a flow's name may have: it was cut after its first words"; !strings.Contains(noteLines(res), want) {
				t.Errorf("notes:\n%s\nwant %q", noteLines(res), want)
			}
		})
	}
	res, _ := importer.Import([]byte(reprise), "long.json")
	if tr := res.Trajectory; tr.ID != "long-name" || len(tr.Tags) != 1 || tr.Steps[0].TimeoutMS != 4000 {
		t.Errorf("the rest of the flow changed: %+v", tr)
	}
}
