package trajectory

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/reprise-qa/reprise/backend/userfile"
)

// SchemaJSON is the JSON Schema of the trajectory file format.
//
//go:embed schema/trajectory.schema.json
var SchemaJSON []byte

var (
	schemaOnce sync.Once
	schema     *jsonschema.Schema
	schemaErr  error
)

func compiledSchema() (*jsonschema.Schema, error) {
	schemaOnce.Do(func() {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(SchemaJSON))
		if err != nil {
			schemaErr = fmt.Errorf("reading embedded schema: %w", err)
			return
		}
		c := jsonschema.NewCompiler()
		if err := c.AddResource("trajectory.schema.json", doc); err != nil {
			schemaErr = fmt.Errorf("adding embedded schema: %w", err)
			return
		}
		schema, schemaErr = c.Compile("trajectory.schema.json")
	})
	return schema, schemaErr
}

// LoadFile reads and validates a trajectory JSON file: a regular file of
// at most userfile.MaxSize bytes.
func LoadFile(path string) (*Trajectory, error) {
	data, err := userfile.Read(context.Background(), path)
	if err != nil {
		return nil, fmt.Errorf("reading trajectory file: %w", err)
	}
	return Parse(data, path)
}

// Parse decodes and validates a trajectory's JSON form. source names the
// input in error messages. Every problem is reported in one
// *ValidationError, each with its step number and field.
func Parse(data []byte, source string) (*Trajectory, error) {
	// Editors on Windows may start a UTF-8 file with a byte order mark,
	// which JSON does not allow.
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return nil, &ValidationError{Source: source, Problems: []Problem{{Message: "not valid JSON: " + err.Error()}}}
	}
	if m, ok := inst.(map[string]any); ok {
		if v, ok := m["version"].(json.Number); ok && v.String() != strconv.Itoa(FormatVersion) {
			return nil, &ValidationError{Source: source, Problems: []Problem{{Field: "version",
				Message: fmt.Sprintf("format version %s is not supported (this Reprise reads version %d)", v, FormatVersion)}}}
		}
	}
	sch, err := compiledSchema()
	if err != nil {
		return nil, err
	}
	var problems []Problem
	if err := sch.Validate(inst); err != nil {
		problems = schemaProblems(err, inst)
	}
	var t Trajectory
	if err := json.Unmarshal(data, &t); err != nil {
		if len(problems) == 0 {
			problems = append(problems, Problem{Message: "decoding: " + err.Error()})
		}
		return nil, &ValidationError{Source: source, Problems: problems}
	}
	if ve, ok := t.Validate().(*ValidationError); ok {
		problems = mergeProblems(problems, ve.Problems)
	}
	if len(problems) > 0 {
		return nil, &ValidationError{Source: source, Problems: problems}
	}
	return &t, nil
}

// ParseStored is Parse for a flow read back from where Reprise kept it
// (a store's revision). A flow whose only problems are limits added after
// it was saved (LimitProblem: a name longer than MaxNameLength, a step
// timeout out of range) is returned as it is, so that it can be opened,
// fixed and saved again; Validate refuses it until then. Any other
// problem fails the read as Parse does.
func ParseStored(data []byte, source string) (*Trajectory, error) {
	t, err := Parse(data, source)
	ve, ok := err.(*ValidationError)
	if !ok || !slices.ContainsFunc(ve.Problems, LimitProblem) || slices.ContainsFunc(ve.Problems, func(p Problem) bool { return !LimitProblem(p) }) {
		return t, err
	}
	var out Trajectory
	if err := json.Unmarshal(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), &out); err != nil {
		return nil, &ValidationError{Source: source, Problems: []Problem{{Message: "decoding: " + err.Error()}}}
	}
	return &out, nil
}

// LimitProblem reports whether p is one of the limits Validate added after
// flows were stored without them: the flow's name longer than
// MaxNameLength, or a step's timeout outside 0.1 s to 10 minutes.
func LimitProblem(p Problem) bool {
	return p.Step == 0 && p.Field == "name" || p.Step > 0 && p.Field == "timeoutMs"
}

// mergeProblems keeps the semantic problems (their messages are more
// specific) and adds the schema problems they do not already report for the
// same step and field, ordered by step.
func mergeProblems(schemaPs, semantic []Problem) []Problem {
	seen := map[string]bool{}
	for _, p := range semantic {
		seen[fmt.Sprint(p.Step, " ", p.Field)] = true
	}
	out := semantic
	for _, p := range schemaPs {
		if !seen[fmt.Sprint(p.Step, " ", p.Field)] {
			out = append(out, p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Step < out[j].Step })
	return out
}

var stepPointer = regexp.MustCompile(`^/steps/(\d+)(/.*)?$`)

// schemaProblems flattens a schema validation error into problems that name
// the step and field.
func schemaProblems(err error, inst any) []Problem {
	ve, ok := err.(*jsonschema.ValidationError)
	if !ok {
		return []Problem{{Message: err.Error()}}
	}
	printer := message.NewPrinter(language.English)
	var out []Problem
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) > 0 {
			for _, c := range e.Causes {
				walk(c)
			}
			return
		}
		loc := "/" + strings.Join(e.InstanceLocation, "/")
		p := Problem{Field: pointerToField(loc), Message: e.ErrorKind.LocalizedString(printer)}
		if m := stepPointer.FindStringSubmatch(loc); m != nil {
			n, _ := strconv.Atoi(m[1])
			p.Step = n + 1
			p.StepID = stepIDAt(inst, n)
			p.Field = pointerToField(m[2])
		}
		out = append(out, p)
	}
	walk(ve)
	return out
}

func stepIDAt(inst any, n int) string {
	m, _ := inst.(map[string]any)
	steps, _ := m["steps"].([]any)
	if n < len(steps) {
		if s, ok := steps[n].(map[string]any); ok {
			id, _ := s["id"].(string)
			return id
		}
	}
	return ""
}

// pointerToField turns "/target/candidates/0/kind" into "target.candidates[0].kind".
func pointerToField(ptr string) string {
	var b strings.Builder
	for _, part := range strings.Split(strings.TrimPrefix(ptr, "/"), "/") {
		if part == "" {
			continue
		}
		part = strings.NewReplacer("~1", "/", "~0", "~").Replace(part)
		if _, err := strconv.Atoi(part); err == nil {
			fmt.Fprintf(&b, "[%s]", part)
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(part)
	}
	return b.String()
}

// The step timeouts (Step.TimeoutMS) Validate accepts besides 0, which
// uses the run's default.
const (
	MinStepTimeoutMS = 100
	MaxStepTimeoutMS = 10 * 60 * 1000
)

// MaxNameLength is the most characters a flow's name may have: enough for
// a sentence, not a pasted page (which no list or dialog can show).
const MaxNameLength = 250

// ShortName is name cut to the MaxNameLength characters a flow's name may
// have, after its last whole word that fits and followed by "…"; a name
// that fits is returned as it is. A name made from an instruction, a goal
// or an imported file's title goes through it.
func ShortName(name string) string {
	if utf8.RuneCountInString(name) <= MaxNameLength {
		return name
	}
	s := string([]rune(name)[:MaxNameLength-1]) // room for "…"
	if i := strings.LastIndexFunc(s, unicode.IsSpace); i > len(s)/2 {
		s = s[:i]
	}
	return strings.TrimRightFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) }) + "…"
}

// NameProblem says what is wrong with name as a flow's name, in the
// editor's words, or is "" when nothing is. An empty name is no problem
// (the flow is shown as unnamed).
func NameProblem(name string) string {
	if n := utf8.RuneCountInString(name); n > MaxNameLength {
		return fmt.Sprintf("the flow's name has %d characters, more than the %d a name may have: shorten it", n, MaxNameLength)
	}
	return ""
}

// Validate checks what the schema cannot: per-action arguments, unique step
// ids, declared and well-formed variables, secrets without defaults, step
// timeouts in range, the name's length.
func (t *Trajectory) Validate() error {
	var ps []Problem
	add := func(step int, id, field, format string, args ...any) {
		ps = append(ps, Problem{Step: step, StepID: id, Field: field, Message: fmt.Sprintf(format, args...)})
	}
	if t.Version != FormatVersion {
		add(0, "", "version", "must be %d, got %d", FormatVersion, t.Version)
	}
	if p := NameProblem(t.Name); p != "" {
		add(0, "", "name", "%s", p)
	}
	declared := map[string]bool{}
	for i, v := range t.Variables {
		f := fmt.Sprintf("variables[%d]", i)
		if !validVarName.MatchString(v.Name) {
			add(0, "", f+".name", "%q is not a valid variable name (letters, digits, _ and -)", v.Name)
		}
		if declared[v.Name] {
			add(0, "", f+".name", "variable %q is declared twice", v.Name)
		}
		declared[v.Name] = true
		if v.Secret && v.Default != "" {
			add(0, "", f+".default", "secret variable %q must not carry a default value", v.Name)
		}
	}
	ids := map[string]int{}
	for i := range t.Steps {
		s := &t.Steps[i]
		n := i + 1
		if s.ID == "" {
			add(n, "", "id", "is empty")
		} else if prev, dup := ids[s.ID]; dup {
			add(n, s.ID, "id", "duplicates step %d", prev)
		} else {
			ids[s.ID] = n
		}
		spec, ok := actionSpecs[s.Action]
		if !ok {
			add(n, s.ID, "action", "unknown action %q (known: %s)", s.Action, actionList())
			continue
		}
		check := func(field string, need argNeed, present bool) {
			switch {
			case need == required && !present:
				add(n, s.ID, field, "is required for %s", s.Action)
			case need == forbidden && present:
				add(n, s.ID, field, "is not used by %s", s.Action)
			}
		}
		check("target", spec.target, s.Target != nil)
		check("dropTarget", spec.dropOnto, s.DropTarget != nil)
		check("url", spec.url, s.URL != "")
		check("key", spec.key, s.Key != "")
		check("extract", spec.extract, s.Extract != nil)
		check("tool", spec.tool, s.Tool != nil)
		if s.Tool != nil && s.Tool.Name == "" {
			add(n, s.ID, "tool.name", "is empty")
		}
		if s.Extract != nil {
			if s.Extract.Instruction == "" {
				add(n, s.ID, "extract.instruction", "is empty")
			}
			for j, f := range s.Extract.Fields {
				fp := fmt.Sprintf("extract.fields[%d]", j)
				if !strings.HasPrefix(f.Path, "/") && f.Path != "" {
					add(n, s.ID, fp+".path", "%q is not a JSON pointer", f.Path)
				}
				if len(f.Target.Candidates) == 0 {
					add(n, s.ID, fp+".target.candidates", "needs at least one locator")
				}
				if _, err := regexp.Compile(f.Pattern); err != nil {
					add(n, s.ID, fp+".pattern", "invalid regular expression: %v", err)
				}
				switch f.Type {
				case "string", "number", "integer", "boolean":
				default:
					add(n, s.ID, fp+".type", "unknown type %q (want string, number, integer or boolean)", f.Type)
				}
			}
		}
		if spec.value == forbidden && s.Value != "" {
			add(n, s.ID, "value", "is not used by %s", s.Action)
		}
		if spec.value == required && s.Value == "" && s.Action != ActionFill {
			add(n, s.ID, "value", "is required for %s", s.Action)
		}
		if s.Action == ActionAssertCount && s.Value != "" && len(Placeholders(s.Value)) == 0 {
			if c, err := strconv.Atoi(strings.TrimSpace(s.Value)); err != nil || c < 0 {
				add(n, s.ID, "value", "%q is not a count: give a whole number such as 3", s.Value)
			}
		}
		for _, tg := range []struct {
			field string
			t     *Target
		}{{"target", s.Target}, {"dropTarget", s.DropTarget}} {
			if tg.t == nil {
				continue
			}
			if len(tg.t.Candidates) == 0 {
				add(n, s.ID, tg.field+".candidates", "needs at least one locator")
			}
			for j, c := range tg.t.Candidates {
				if msg := c.problem(); msg != "" {
					add(n, s.ID, fmt.Sprintf("%s.candidates[%d]", tg.field, j), "%s", msg)
				}
			}
			if tg.t.Fingerprint.Tag == "" {
				add(n, s.ID, tg.field+".fingerprint.tag", "is empty")
			}
		}
		if s.Action != ActionClick && s.Button != "" {
			add(n, s.ID, "button", "is only used by click")
		}
		if s.Action != ActionClick && s.ClickCount != 0 {
			add(n, s.ID, "clickCount", "is only used by click")
		}
		switch s.Button {
		case "", "left", "right", "middle":
		default:
			add(n, s.ID, "button", "unknown button %q (want left, right or middle)", s.Button)
		}
		if s.ClickCount < 0 || s.ClickCount > 3 {
			add(n, s.ID, "clickCount", "must be 1, 2 or 3, got %d", s.ClickCount)
		}
		if s.TimeoutMS != 0 && (s.TimeoutMS < MinStepTimeoutMS || s.TimeoutMS > MaxStepTimeoutMS) {
			add(n, s.ID, "timeoutMs", "the timeout must be between 0.1 s and 10 minutes (0 uses the default), not %s", durationWords(s.TimeoutMS))
		}
		if s.Match == "regex" {
			pat := s.Value
			if s.Action == ActionAssertURL {
				pat = s.URL
			}
			if _, err := regexp.Compile(pat); err != nil && len(Placeholders(pat)) == 0 {
				add(n, s.ID, "match", "invalid regular expression: %v", err)
			}
		}
	}
	if len(ps) > 0 {
		return &ValidationError{Problems: ps}
	}
	return nil
}

// problem returns why l cannot be used, or "".
func (l Locator) problem() string {
	switch l.Kind {
	case LocRole:
		if l.Role == "" {
			return "role locator needs a role"
		}
	case LocTestID:
		if l.Attr == "" || l.Value == "" {
			return "testid locator needs attr and value"
		}
	case LocLabel, LocPlaceholder, LocAltText, LocText, LocTitle, LocCSS, LocXPath:
		if l.Value == "" {
			return fmt.Sprintf("%s locator needs a value", l.Kind)
		}
	default:
		return fmt.Sprintf("unknown locator kind %q", l.Kind)
	}
	return ""
}

func actionList() string {
	names := make([]string, 0, len(actionSpecs))
	for _, a := range Actions() {
		names = append(names, string(a))
	}
	return strings.Join(names, ", ")
}

// Marshal encodes t in its versioned, indented JSON form.
func Marshal(t *Trajectory) ([]byte, error) {
	c := *t
	c.Version = FormatVersion
	data, err := json.MarshalIndent(&c, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encoding trajectory: %w", err)
	}
	return append(data, '\n'), nil
}

// durationWords says a step timeout of ms milliseconds as typed and, when
// that is hard to read, roughly: "99999999999 ms (about 3 years)".
func durationWords(ms int) string {
	const minute, hour, day = 60 * 1000, 60 * 60 * 1000, 24 * 60 * 60 * 1000
	var about string
	switch {
	case ms < 10*minute:
		return fmt.Sprintf("%d ms", ms)
	case ms < 2*hour:
		about = fmt.Sprintf("%d minutes", ms/minute)
	case ms < 2*day:
		about = fmt.Sprintf("%d hours", ms/hour)
	case ms < 2*365*day:
		about = fmt.Sprintf("%d days", ms/day)
	default:
		about = fmt.Sprintf("%d years", ms/(365*day))
	}
	return fmt.Sprintf("%d ms (about %s)", ms, about)
}
