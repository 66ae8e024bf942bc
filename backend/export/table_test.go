package export

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// minimalStep returns a valid step of action a with what it requires.
func minimalStep(a trajectory.Action, id string) trajectory.Step {
	tg := func(name string) *trajectory.Target {
		return &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: name}},
			Fingerprint: trajectory.Fingerprint{Tag: "button"}}
	}
	s := trajectory.Step{ID: id, Action: a}
	if a.NeedsTarget() {
		s.Target = tg("Go")
	}
	switch a {
	case trajectory.ActionGoto, trajectory.ActionAssertURL:
		s.URL = "https://shop.example/cart"
	case trajectory.ActionFill, trajectory.ActionType, trajectory.ActionSelect, trajectory.ActionAssertText, trajectory.ActionAssertValue:
		s.Value = "x"
	case trajectory.ActionAssertCount:
		s.Value = "2"
	case trajectory.ActionPress:
		s.Key = "Enter"
	case trajectory.ActionDragAndDrop:
		s.DropTarget = tg("Bin")
	case trajectory.ActionExtract:
		s.Extract = &trajectory.Extract{Instruction: "the total", Fields: []trajectory.ExtractField{
			{Path: "/total", Target: *tg("Total"), Type: "string"}}}
	case trajectory.ActionTool:
		s.Tool = &trajectory.ToolCall{Name: "lookup", Args: json.RawMessage(`{}`)}
	}
	return s
}

func oneStep(a trajectory.Action) *trajectory.Trajectory {
	return &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: "t", Name: "One step",
		StartURL: "https://shop.example/", Steps: []trajectory.Step{
			minimalStep(trajectory.ActionClick, "s1"), minimalStep(a, "s2")}}
}

var codeLanguages = map[Format]string{PlaywrightTS: "Playwright TypeScript", Python: "Python (pytest-playwright)", Go: "Go (playwright-go)"}

func TestEveryActionExportsInEveryLanguage(t *testing.T) {
	for _, a := range trajectory.Actions() {
		t.Run(string(a), func(t *testing.T) {
			if _, ok := exports[a]; !ok {
				t.Fatalf("action %s has no row in the exports table (table.go): every code export would refuse it", a)
			}
			st := exports[a](&oneStep(a).Steps[1])
			for _, f := range Formats() {
				data, err := Bytes(f, oneStep(a), Options{})
				if err != nil {
					t.Fatalf("%s cannot export %s: %v", f, a, err)
				}
				// Each declared call shows up under its language's spelling.
				for _, c := range st.calls {
					name := map[Format]string{PlaywrightTS: "." + c.verb + "(", Python: "." + pyName(c.verb) + "(", Go: "." + goName(c.verb) + "("}[f]
					if name != "" && !strings.Contains(string(data), name) {
						t.Errorf("%s export of %s lacks %s:\n%s", f, a, name, data)
					}
				}
			}
			if _, ok := chromeSteps(&oneStep(a).Steps[1], nil); !ok {
				t.Errorf("the DevTools Recorder export has no mapping for %s", a)
			}
		})
	}
}

func TestAStepAnExporterCannotExpressIsNamed(t *testing.T) {
	row := exports[trajectory.ActionHover]
	delete(exports, trajectory.ActionHover)
	defer func() { exports[trajectory.ActionHover] = row }()
	for f, lang := range codeLanguages {
		data, err := Bytes(f, oneStep(trajectory.ActionHover), Options{})
		var ce *CannotExpressError
		if !errors.As(err, &ce) || !errors.Is(err, ErrCannotExpress) {
			t.Fatalf("%s: want a CannotExpressError, got %v", f, err)
		}
		want := "cannot express step 2 (hover, id s2) in " + lang + ": no export is declared for this action"
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %q does not say %q", f, err, want)
		}
		if data != nil {
			t.Errorf("%s: half an export was returned with the error", f)
		}
	}
	tr := oneStep(trajectory.ActionHover)
	tr.Steps[1].Action = "zoom"
	if _, err := writeChromeRecording(tr); err == nil || !strings.Contains(err.Error(), "cannot express step 2 (zoom, id s2) in a DevTools Recorder recording") {
		t.Errorf("DevTools Recorder: want a cannot-express error for step 2, got %v", err)
	}
}

func TestVariableNamesBecomeValidIdentifiers(t *testing.T) {
	styles := map[Format]identStyle{
		PlaywrightTS: {convert: lowerCamel, reserved: tsReserved},
		Python:       {convert: snake, reserved: pyReserved},
		Go:           {convert: lowerCamel, reserved: goReserved},
	}
	cases := []struct {
		names []string
		want  map[Format][]string
	}{
		{[]string{"type", "func", "range", "defer"}, map[Format][]string{
			PlaywrightTS: {"type", "func", "range", "defer"},
			Python:       {"type_value", "func", "range", "defer"},
			Go:           {"typeValue", "funcValue", "rangeValue", "deferValue"}}},
		{[]string{"class", "def", "import", "await"}, map[Format][]string{
			PlaywrightTS: {"classValue", "def", "importValue", "awaitValue"},
			Python:       {"class_value", "def_value", "import_value", "await_value"},
			Go:           {"class", "def", "importValue", "await"}}},
		{[]string{"_1x", "_", "__", "_0"}, map[Format][]string{
			PlaywrightTS: {"v1x", "value", "value2", "v0"},
			Python:       {"v_1x", "value", "value2", "v_0"},
			Go:           {"v1x", "value", "value2", "v0"}}},
		// Names that differ only in spelling stay apart, in order of use.
		{[]string{"a-b", "a_b", "aB", "aB2"}, map[Format][]string{
			PlaywrightTS: {"aB", "aB2", "aB3", "aB22"},
			Python:       {"a_b", "a_b2", "a_b3", "a_b22"},
			Go:           {"aB", "aB2", "aB3", "aB22"}}},
	}
	for _, c := range cases {
		for f, style := range styles {
			for run := 0; run < 2; run++ { // deterministic
				tr := &trajectory.Trajectory{}
				for _, n := range c.names {
					tr.Steps = append(tr.Steps, trajectory.Step{Action: trajectory.ActionFill, Value: "{{" + n + "}}"})
				}
				p := newPlan(tr, style)
				var got []string
				for _, v := range p.vars {
					got = append(got, v.Ident)
				}
				if strings.Join(got, " ") != strings.Join(c.want[f], " ") {
					t.Errorf("%s: %v → %v, want %v", f, c.names, got, c.want[f])
				}
			}
		}
	}
}

func TestBidiAndByteOrderMarksAreEscaped(t *testing.T) {
	tr := oneStep(trajectory.ActionFill)
	tr.Name = "Pay \u202eevil\u202c"
	tr.Steps[1].Instruction = "\ufefftype \u2066x\u2069 into Amount\u200f"
	tr.Steps[1].Value = "1\u061c0\ufeff"
	for _, f := range []Format{PlaywrightTS, Python, Go} {
		data, err := Bytes(f, tr, Options{})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, r := range []rune{'\ufeff', '\u202e', '\u202c', '\u2066', '\u2069', '\u200f', '\u061c'} {
			if strings.ContainsRune(string(data), r) {
				t.Errorf("%s: a raw U+%04X reached the export:\n%s", f, r, data)
			}
		}
		if !strings.Contains(strings.ToLower(string(data)), `\ufefftype \u2066x\u2069 into amount\u200f`) {
			t.Errorf("%s: the instruction's invisible characters are not shown escaped:\n%s", f, data)
		}
	}
}
