package trajectory

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

const validDoc = `{
  "version": 1, "id": "t1", "name": "Login", "startUrl": "http://127.0.0.1/login.html",
  "variables": [{"name": "user", "default": "ann@example.com"}, {"name": "password", "secret": true}],
  "steps": [
    {"id": "s1", "instruction": "fill {{user}} into Email", "action": "fill", "value": "{{user}}",
     "target": {"candidates": [{"kind": "label", "value": "Email", "score": 140}], "fingerprint": {"tag": "input", "role": "textbox", "name": "Email"}}},
    {"id": "s2", "action": "fill", "value": "{{password}}",
     "target": {"candidates": [{"kind": "placeholder", "value": "Password", "score": 120}], "fingerprint": {"tag": "input"}}},
    {"id": "s3", "action": "press", "key": "Enter"},
    {"id": "s4", "action": "assert-url", "url": "/dashboard", "match": "contains"}
  ]
}`

func TestParseValidRoundTrips(t *testing.T) {
	tr, err := Parse([]byte(validDoc), "valid.json")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(tr.Referenced(), ","); got != "password,user" {
		t.Errorf("referenced = %q", got)
	}
	data, err := Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Parse(data, "again")
	if err != nil {
		t.Fatalf("re-parsing marshalled form: %v", err)
	}
	data2, _ := Marshal(again)
	if string(data) != string(data2) {
		t.Errorf("round trip changed the file:\n%s\n---\n%s", data, data2)
	}
}

// TestParseReadsAFileWithAByteOrderMark: a flow saved by a Windows editor
// (UTF-8 with a BOM) reads as the same flow.
func TestParseReadsAFileWithAByteOrderMark(t *testing.T) {
	tr, err := Parse(append([]byte("\xef\xbb\xbf"), validDoc...), "bom.json")
	if err != nil {
		t.Fatalf("a file with a byte order mark: %v", err)
	}
	if plain, _ := Parse([]byte(validDoc), "valid.json"); tr.Name != plain.Name || len(tr.Steps) != len(plain.Steps) {
		t.Errorf("read as %q with %d steps", tr.Name, len(tr.Steps))
	}
}

func TestParseRejectsBadFilesNamingStepAndField(t *testing.T) {
	cases := []struct {
		name string
		doc  string
		want []string // substrings the error must contain
	}{
		{"not JSON", `{"version": 1, "steps": [`, []string{"bad.json", "not valid JSON"}},
		{"future version", `{"version": 7, "steps": []}`, []string{"format version 7 is not supported"}},
		{"unknown step type", `{"version":1,"steps":[{"id":"a","action":"goto","url":"x"},{"id":"b","action":"teleport"}]}`,
			[]string{"step 2 (b) action", "teleport"}},
		{"wrong field type", `{"version":1,"steps":[{"id":"a","action":"goto","url":5}]}`,
			[]string{"step 1 (a) url", "string"}},
		{"unknown field", `{"version":1,"steps":[{"id":"a","action":"goto","url":"x","colour":"red"}]}`,
			[]string{"step 1 (a)", "colour"}},
		{"click without target", `{"version":1,"steps":[{"id":"a","action":"click"}]}`,
			[]string{"step 1 (a) target: is required for click"}},
		{"bad locator kind", `{"version":1,"steps":[{"id":"a","action":"click","target":{"candidates":[{"kind":"magic","value":"x"}],"fingerprint":{"tag":"a"}}}]}`,
			[]string{"step 1 (a) target.candidates[0].kind"}},
		{"duplicate ids and secret default", `{"version":1,"variables":[{"name":"pw","secret":true,"default":"hunter2"}],
			"steps":[{"id":"a","action":"navigate-back"},{"id":"a","action":"navigate-back"}]}`,
			[]string{"step 2 (a) id: duplicates step 1", "variables[0].default: secret variable"}},
		{"every problem reported", `{"version":1,"steps":[{"id":"a","action":"click"},{"id":"b","action":"fill","target":{"candidates":[],"fingerprint":{"tag":"input"}}}]}`,
			[]string{"step 1 (a) target", "step 2 (b) target.candidates"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.doc), "bad.json")
			var ve *ValidationError
			if !errors.As(err, &ve) {
				t.Fatalf("want *ValidationError, got %v", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error does not mention %q:\n%v", w, err)
				}
			}
		})
	}
}

func TestResolvedSubstitutesAndNamesMissingVariable(t *testing.T) {
	tr, err := Parse([]byte(validDoc), "valid.json")
	if err != nil {
		t.Fatal(err)
	}
	vals := tr.Values(map[string]string{"user": "bob@example.com"})
	s, err := tr.Resolved(0, vals)
	if err != nil || s.Value != "bob@example.com" {
		t.Fatalf("step 1 = %q, %v", s.Value, err)
	}
	if tr.Steps[0].Value != "{{user}}" {
		t.Errorf("Resolved modified the trajectory: %q", tr.Steps[0].Value)
	}
	err = tr.CheckValues(vals)
	if !errors.Is(err, ErrMissingVariable) || !strings.Contains(err.Error(), "step 2 value: variable {{password}}") {
		t.Errorf("missing secret: %v", err)
	}
}

func TestTemplateKeepsPlaceholdersNotValues(t *testing.T) {
	vals := map[string]string{"user": "ann@example.com", "first": "ann", "qty": "1", "password": "s3cret!"}
	for _, c := range []struct{ in, want string }{
		{"ann@example.com", "{{user}}"},
		{"s3cret!", "{{password}}"},
		{"1", "{{qty}}"},                              // whole field
		{"order 12 items", "order 12 items"},          // short values only as a whole field
		{"Hello ann@example.com!", "Hello {{user}}!"}, // longer values inside text
		{"{{user}} already", "{{user}} already"},      // placeholders stay
		{"", ""},
	} {
		if got := Template(c.in, vals); got != c.want {
			t.Errorf("Template(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestExtractAndToolStepsValidate(t *testing.T) {
	target := Target{Candidates: []Locator{{Kind: LocCSS, Value: "#total"}}, Fingerprint: Fingerprint{Tag: "span"}}
	good := &Trajectory{Version: FormatVersion, Steps: []Step{
		{ID: "s1", Action: ActionExtract, Extract: &Extract{Instruction: "the total", Fields: []ExtractField{{Path: "/total", Target: target, Pattern: `^Total: (.+)$`, Type: "string"}}}},
		{ID: "s2", Action: ActionTool, Tool: &ToolCall{Name: "lookupOrder", Args: []byte(`{"id":"{{order}}"}`), Replayable: true}},
	}}
	if err := good.Validate(); err != nil {
		t.Fatalf("valid extract and tool steps rejected: %v", err)
	}
	data, err := Marshal(good)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Parse(data, "flow.json"); err != nil {
		t.Fatalf("round trip through the schema: %v", err)
	}
	bad := &Trajectory{Version: FormatVersion, Steps: []Step{
		{ID: "s1", Action: ActionExtract},
		{ID: "s2", Action: ActionExtract, Extract: &Extract{Instruction: "x", Fields: []ExtractField{{Path: "total", Target: target, Pattern: "(", Type: "date"}}}},
		{ID: "s3", Action: ActionTool, Tool: &ToolCall{}},
		{ID: "s4", Action: ActionClick, Target: &target, Tool: &ToolCall{Name: "x"}},
	}}
	err = bad.Validate()
	for _, want := range []string{"step 1 (s1) extract: is required for extract", "extract.fields[0].path", "extract.fields[0].pattern", "extract.fields[0].type", "step 3 (s3) tool.name: is empty", "step 4 (s4) tool: is not used by click"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("validation error lacks %q:\n%v", want, err)
		}
	}
}

func TestClickButtonAndCountValidate(t *testing.T) {
	target := Target{Candidates: []Locator{{Kind: LocCSS, Value: "#row"}}, Fingerprint: Fingerprint{Tag: "tr"}}
	good := &Trajectory{Version: FormatVersion, Steps: []Step{
		{ID: "s1", Action: ActionClick, Target: &target, Button: "right"},
		{ID: "s2", Action: ActionClick, Target: &target, ClickCount: 2},
	}}
	data, err := Marshal(good)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(data, "flow.json")
	if err != nil {
		t.Fatalf("round trip through the schema: %v", err)
	}
	if back.Steps[0].Button != "right" || back.Steps[1].ClickCount != 2 {
		t.Fatalf("button or click count lost: %+v", back.Steps)
	}
	bad := &Trajectory{Version: FormatVersion, Steps: []Step{
		{ID: "s1", Action: ActionClick, Target: &target, Button: "secondary"},
		{ID: "s2", Action: ActionClick, Target: &target, ClickCount: 4},
		{ID: "s3", Action: ActionHover, Target: &target, Button: "right", ClickCount: 2},
	}}
	err = bad.Validate()
	for _, want := range []string{`step 1 (s1) button: unknown button "secondary"`, "step 2 (s2) clickCount: must be 1, 2 or 3, got 4",
		"step 3 (s3) button: is only used by click", "step 3 (s3) clickCount: is only used by click"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("validation error lacks %q:\n%v", want, err)
		}
	}
}

// TestStepTimeoutIsInRange: a step's timeout is 0 (the default) or from
// 0.1 s to 10 minutes; three years, a millisecond or less than nothing is
// refused in the editor's words, saying what was given.
func TestStepTimeoutIsInRange(t *testing.T) {
	target := Target{Candidates: []Locator{{Kind: LocCSS, Value: "#go"}}, Fingerprint: Fingerprint{Tag: "button"}}
	for _, ms := range []int{0, MinStepTimeoutMS, 10000, MaxStepTimeoutMS} {
		tr := &Trajectory{Version: FormatVersion, Steps: []Step{{ID: "s1", Action: ActionClick, Target: &target, TimeoutMS: ms}}}
		if err := tr.Validate(); err != nil {
			t.Errorf("timeout %d ms: %v", ms, err)
		}
	}
	for ms, says := range map[int]string{
		99999999999:          "not 99999999999 ms (about 3 years)",
		MaxStepTimeoutMS + 1: "not 600001 ms (about 10 minutes)",
		MinStepTimeoutMS - 1: "not 99 ms",
		-5:                   "not -5 ms",
	} {
		tr := &Trajectory{Version: FormatVersion, Steps: []Step{
			{ID: "s1", Action: ActionClick, Target: &target},
			{ID: "s2", Action: ActionClick, Target: &target},
			{ID: "s3", Action: ActionClick, Target: &target, TimeoutMS: ms},
		}}
		var ve *ValidationError
		if err := tr.Validate(); !errors.As(err, &ve) || len(ve.Problems) != 1 {
			t.Fatalf("timeout %d ms: %v; want one problem", ms, err)
		}
		p := ve.Problems[0]
		want := "the timeout must be between 0.1 s and 10 minutes (0 uses the default), " + says
		if p.Step != 3 || p.Field != "timeoutMs" || p.Message != want {
			t.Errorf("timeout %d ms: %+v\nwant step 3 timeoutMs: %s", ms, p, want)
		}
		// A file says the same, the schema adding nothing of its own.
		data, _ := json.Marshal(tr)
		if _, err := Parse(data, "flow.json"); !errors.As(err, &ve) || len(ve.Problems) != 1 || ve.Problems[0].Message != want {
			t.Errorf("timeout %d ms in a file: %v", ms, err)
		}
	}
}

// TestTestdataStillValidates: every trajectory file under testdata reads.
func TestTestdataStillValidates(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "trajectories", "*.json"))
	if len(files) == 0 {
		t.Fatal("no trajectory files under testdata")
	}
	for _, f := range files {
		if _, err := LoadFile(f); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// TestFlowNameHasAMaximumLength: a name of 250 characters (accented ones
// count once) is a name; one of 2,000 is refused, saying so once; an
// empty one is no problem.
func TestFlowNameHasAMaximumLength(t *testing.T) {
	flow := func(name string) *Trajectory {
		return &Trajectory{Version: FormatVersion, Name: name, Steps: []Step{{ID: "s1", Action: ActionGoto, URL: "/"}}}
	}
	for _, name := range []string{"", "Log in", strings.Repeat("é", MaxNameLength)} {
		if err := flow(name).Validate(); err != nil {
			t.Errorf("a name of %d characters: %v", len([]rune(name)), err)
		}
	}
	want := "the flow's name has 2000 characters, more than the 250 a name may have: shorten it"
	var ve *ValidationError
	if err := flow(strings.Repeat("x", 2000)).Validate(); !errors.As(err, &ve) || len(ve.Problems) != 1 || ve.Problems[0].Field != "name" || ve.Problems[0].Message != want {
		t.Errorf("a name of 2000 characters: %v\nwant %s", err, want)
	}
	data, _ := json.Marshal(flow(strings.Repeat("x", 2000)))
	if _, err := Parse(data, "flow.json"); !errors.As(err, &ve) || len(ve.Problems) != 1 || ve.Problems[0].Message != want {
		t.Errorf("in a file: %v", err)
	}
}

// TestParseStoredReadsAFlowSavedBeforeTheLimits: a stored flow whose name
// or step timeout is out of the limits added since is read back as it was
// saved (to be opened and fixed), while Parse still refuses it; a stored
// flow with any other problem is refused as before.
func TestParseStoredReadsAFlowSavedBeforeTheLimits(t *testing.T) {
	tr, err := Parse([]byte(validDoc), "valid.json")
	if err != nil {
		t.Fatal(err)
	}
	tr.Name = strings.Repeat("x", 300)
	tr.Steps[3].TimeoutMS = 20 * 60 * 1000
	data, _ := json.Marshal(tr)
	if _, err := Parse(data, "flow.json"); err == nil {
		t.Fatal("Parse took a flow out of the limits")
	}
	back, err := ParseStored(data, "revision 1 of t1")
	if err != nil || back.Name != tr.Name || back.Steps[3].TimeoutMS != 1200000 {
		t.Fatalf("ParseStored: %+v, %v; want the flow as stored", back, err)
	}
	tr.Steps[2].Action = "clik"
	data, _ = json.Marshal(tr)
	var ve *ValidationError
	if _, err := ParseStored(data, "revision 1 of t1"); !errors.As(err, &ve) || !strings.Contains(err.Error(), `unknown action "clik"`) {
		t.Errorf("a stored flow with an unknown action: %v", err)
	}
}

// TestShortNameKeepsWholeWords: a name that fits is kept; a longer one is
// cut after its last whole word that fits, with "…".
func TestShortNameKeepsWholeWords(t *testing.T) {
	if got := ShortName("Log in"); got != "Log in" {
		t.Errorf("ShortName(Log in) = %q", got)
	}
	long := strings.Repeat("pay the rent, ", 30)
	got := ShortName(long)
	words, cut := strings.CutSuffix(got, "…")
	if n := len([]rune(got)); n > MaxNameLength || n < MaxNameLength-20 || !cut || !strings.HasPrefix(long, words+" ") && !strings.HasPrefix(long, words+",") {
		t.Errorf("ShortName = %q (%d characters)", got, n)
	}
	if oneWord := strings.Repeat("é", 500); len([]rune(ShortName(oneWord))) != MaxNameLength {
		t.Errorf("a name of one long word is cut at %d characters", len([]rune(ShortName(oneWord))))
	}
}
