package trajectory

import (
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/reprise-qa/reprise/backend/internal/editdist"
)

// placeholder matches {{name}} with optional spaces inside the braces.
var placeholder = regexp.MustCompile(`\{\{\s*([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}`)

// validVarName reports whether s may name a variable.
var validVarName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_-]*$`)

// ValidVariableName reports whether name may name a variable: a letter or
// '_' followed by letters, digits, '_' and '-'.
func ValidVariableName(name string) bool { return validVarName.MatchString(name) }

// braces matches any {{…}} without braces inside.
var braces = regexp.MustCompile(`\{\{([^{}]*)\}\}`)

// BadPlaceholder returns the first {{…}} in s that looks meant as a
// placeholder but is not one, or "": words that cannot name a variable
// ("{{my var}}", "{{user.name}}"), or a name not closed or not opened
// ("{{user}", "user}}"). Such text would be typed as it is. Braces around
// other text ("{{7*7}}", a template-injection test) are text.
func BadPlaceholder(s string) string {
	for _, m := range braces.FindAllStringSubmatch(s, -1) {
		if in := strings.TrimSpace(m[1]); !validVarName.MatchString(in) && wordish.MatchString(in) {
			return m[0]
		}
	}
	rest := braces.ReplaceAllString(s, " ")
	for _, w := range strings.Fields(rest) {
		if half.MatchString(w) {
			return w
		}
	}
	return ""
}

// wordish is what a user may take for a variable's name: words, digits
// and the signs names often hold.
var wordish = regexp.MustCompile(`^[\pL\pN_ .-]*$`)

// half is a variable name with only one side's braces, or a short one.
var half = regexp.MustCompile(`^\{\{[A-Za-z_][\w-]*\}?$|^\{?[A-Za-z_][\w-]*\}\}$|^\{\{[A-Za-z_][\w-]*\}[^}]`)

// Placeholders returns the variable names referenced in s, in order of
// first appearance.
func Placeholders(s string) []string {
	var names []string
	seen := map[string]bool{}
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			names = append(names, m[1])
		}
	}
	return names
}

// Expand replaces every {{name}} in s with vars[name]. The first name with
// no value is returned as missing.
func Expand(s string, vars map[string]string) (out string, missing string) {
	out = placeholder.ReplaceAllStringFunc(s, func(m string) string {
		name := placeholder.FindStringSubmatch(m)[1]
		v, ok := vars[name]
		if !ok {
			if missing == "" {
				missing = name
			}
			return m
		}
		return v
	})
	return out, missing
}

// stepFields returns the step's placeholder-bearing fields by JSON name.
func (s *Step) stepFields() []struct{ name, value string } {
	return []struct{ name, value string }{{"value", s.Value}, {"url", s.URL}, {"key", s.Key}}
}

// Referenced returns the sorted names of all variables the trajectory's
// steps and start URL refer to.
func (t *Trajectory) Referenced() []string {
	set := map[string]bool{}
	for _, n := range Placeholders(t.StartURL) {
		set[n] = true
	}
	for i := range t.Steps {
		for _, f := range t.Steps[i].stepFields() {
			for _, n := range Placeholders(f.value) {
				set[n] = true
			}
		}
		if tc := t.Steps[i].Tool; tc != nil {
			// A tool's arguments are expanded when the step runs.
			for _, n := range Placeholders(string(tc.Args)) {
				set[n] = true
			}
		}
	}
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Values merges variable defaults with the given overrides. Overrides for
// names the trajectory does not declare are kept, so ad-hoc placeholders work.
func (t *Trajectory) Values(overrides map[string]string) map[string]string {
	vals := make(map[string]string, len(t.Variables)+len(overrides))
	for _, v := range t.Variables {
		if !v.Secret && v.Default != "" {
			vals[v.Name] = v.Default
		}
	}
	for k, v := range overrides {
		vals[k] = v
	}
	return vals
}

// SecretNames returns the names (never the values) of t's secret
// variables, in declaration order.
func (t *Trajectory) SecretNames() []string {
	var out []string
	for _, v := range t.Variables {
		if v.Secret {
			out = append(out, v.Name)
		}
	}
	return out
}

// SecretValues returns the values of secret variables in vals, for masking.
func (t *Trajectory) SecretValues(vals map[string]string) []string {
	var out []string
	for _, v := range t.Variables {
		if v.Secret && vals[v.Name] != "" {
			out = append(out, vals[v.Name])
		}
	}
	return out
}

// Mask replaces every secret value in s with Masked, for messages that
// may quote what was typed and for what a model is shown: also each
// value's whitespace variants (ValueForms: "tok" for a secret "tok ")
// and the URL-encoded forms of all of them ("tok%20x", "tok+x"), so a
// link to the page does not give a secret away. Unlike Redact it keeps a
// URL's other query values, credential-looking or not (a prompt may need
// a link's query); text that is written or printed goes through Redact.
func Mask(s string, secrets []string) string {
	return maskValues(s, secrets)
}

// MissingValue is the error of variable name having no value where field
// of step (1-based; 0 for the flow's own fields) uses it.
func (t *Trajectory) MissingValue(step int, field, name string) *VariableError {
	e := &VariableError{Step: step, Field: field, Name: name}
	declared := false
	for _, v := range t.Variables {
		if v.Name == name {
			e.Secret, declared = v.Secret, true
		}
	}
	if !declared {
		e.Near = t.NearVariable(name)
	}
	return e
}

// Undeclared returns the sorted names the trajectory refers to
// (Referenced) that it does not declare. They work as placeholders a run
// is given values for, but are more often a misspelt {{user}}.
func (t *Trajectory) Undeclared() []string {
	var out []string
	for _, n := range t.Referenced() {
		if !slices.ContainsFunc(t.Variables, func(v Variable) bool { return v.Name == n }) {
			out = append(out, n)
		}
	}
	return out
}

// NearVariable returns the declared variable whose name name most likely
// misspells, or "" (NearName over the variables' names).
func (t *Trajectory) NearVariable(name string) string {
	names := make([]string, len(t.Variables))
	for i, v := range t.Variables {
		names[i] = v.Name
	}
	return NearName(name, names)
}

// NearName returns the one of names that name most likely misspells, or
// "": the same but for case, or at most two letters added, dropped or
// changed (one for names of up to four letters); the closest wins, the
// first on a tie. A name in names is no misspelling ("").
func NearName(name string, names []string) string {
	best, bestD := "", 3
	for _, n := range names {
		if n == name {
			return ""
		}
		d := editdist.Runes([]rune(strings.ToLower(n)), []rune(strings.ToLower(name)))
		limit := 2
		if min(len(n), len(name)) <= 4 {
			limit = 1
		}
		if strings.EqualFold(n, name) {
			d = 0
		}
		if d <= limit && d < bestD {
			best, bestD = n, d
		}
	}
	return best
}

// Resolved returns a copy of step i with every placeholder expanded, or a
// *VariableError naming the step, field and variable that has no value.
func (t *Trajectory) Resolved(i int, vals map[string]string) (Step, error) {
	s := t.Steps[i]
	for _, f := range []struct {
		name string
		p    *string
	}{{"value", &s.Value}, {"url", &s.URL}, {"key", &s.Key}} {
		out, missing := Expand(*f.p, vals)
		if missing != "" {
			return s, t.MissingValue(i+1, f.name, missing)
		}
		if e := t.emptySecret(i+1, f.name, *f.p, vals); e != nil {
			return s, e
		}
		*f.p = out
	}
	// Page texts recorded with a variable's value in them ("Welcome,
	// {{user}}") expect this run's value.
	s.Target = ExpandTarget(s.Target, vals)
	s.DropTarget = ExpandTarget(s.DropTarget, vals)
	return s, nil
}

// CheckStartURL reports a variable of the start URL that vals give no
// value, or an empty one if it is secret (see Resolved).
func (t *Trajectory) CheckStartURL(vals map[string]string) error {
	if _, missing := Expand(t.StartURL, vals); missing != "" {
		return t.MissingValue(0, "startUrl", missing)
	}
	if e := t.emptySecret(0, "startUrl", t.StartURL, vals); e != nil {
		return e
	}
	return nil
}

// CheckValues reports the first variable referenced anywhere in the
// trajectory that has no value, before a run starts acting.
func (t *Trajectory) CheckValues(vals map[string]string) error {
	if err := t.CheckStartURL(vals); err != nil {
		return err
	}
	for i := range t.Steps {
		if _, err := t.Resolved(i, vals); err != nil {
			return err
		}
	}
	return nil
}

// Template turns values typed into a field back into placeholders: where s
// holds the value of a variable in vals, or one of its whitespace
// variants (ValueForms: a value "ann " shown trimmed as "ann"), the value
// is replaced by {{name}}. A value counts when it is the whole of s, or
// when it is at least four characters long and appears inside s. Longer
// values are replaced first, so "ann@example.com" wins over "ann".
// Templates are what the store and exports keep, so no typed-in value
// (secrets included) is ever persisted.
func Template(s string, vals map[string]string) string {
	if s == "" || len(vals) == 0 {
		return s
	}
	forms := valueForms(vals)
	for _, f := range forms {
		if s == f.text {
			return "{{" + f.name + "}}"
		}
	}
	for _, f := range forms {
		if len(f.text) >= minTargetValue {
			s = strings.ReplaceAll(s, f.text, "{{"+f.name+"}}")
		}
	}
	return s
}

// namedForm is one text a variable's value may appear as.
type namedForm struct{ name, text string }

// valueForms returns the forms (ValueForms) of every non-empty value of
// vals, longest first, then by variable name.
func valueForms(vals map[string]string) []namedForm {
	var out []namedForm
	for n, v := range vals {
		for _, f := range ValueForms(v) {
			out = append(out, namedForm{n, f})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if a, b := len(out[i].text), len(out[j].text); a != b {
			return a > b
		}
		if out[i].name != out[j].name {
			return out[i].name < out[j].name
		}
		return out[i].text < out[j].text
	})
	return out
}

// emptySecret is the error for a secret variable that text (step's field
// field, or the start URL for step 0) refers to and vals give as "". A
// secret is never empty: an empty one is a CI variable that is not set in
// this job (REPRISE_SECRET_PASSWORD= expands to ""), and typing nothing
// would fail the run steps later, far from the cause. A variable that is
// not secret may be empty (typing "" clears a field).
func (t *Trajectory) emptySecret(step int, field, text string, vals map[string]string) *VariableError {
	for _, name := range Placeholders(text) {
		if v, ok := vals[name]; !ok || v != "" {
			continue
		}
		for _, d := range t.Variables {
			if d.Name == name && d.Secret {
				return &VariableError{Step: step, Field: field, Name: name, Secret: true, Empty: true}
			}
		}
	}
	return nil
}
