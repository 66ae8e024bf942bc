package trajectory

import "strings"

// minTargetValue is the least length of a variable value that
// TemplateTarget replaces inside page text, and of a whitespace variant
// of a value that anything matches or masks (ValueForms): shorter values
// ("1", "no") appear in page text by coincidence more often than because
// they were typed.
const minTargetValue = 4

// TemplateTarget replaces, in the texts of t that the page supplied (the
// fingerprint's name, text, context and attribute values, and the
// candidates' values and names), every value of vals of at least four
// characters, and every whitespace variant of one (ValueForms: the page
// shows a value "ann " trimmed), with its {{name}} placeholder. A page
// that greets the recording's user ("Welcome, ann@example.com" as the
// context of Sign out) is then recorded as "Welcome, {{user}}", and a
// replay as another user expects that user's greeting (ExpandTarget)
// instead of refusing the element. Longer values are replaced first.
func TemplateTarget(t *Target, vals map[string]string) {
	if t == nil {
		return
	}
	var forms []namedForm
	for _, f := range valueForms(vals) {
		if len(f.text) >= minTargetValue {
			forms = append(forms, f)
		}
	}
	if len(forms) == 0 {
		return
	}
	fn := func(s string) string {
		for _, f := range forms {
			s = strings.ReplaceAll(s, f.text, "{{"+f.name+"}}")
		}
		return s
	}
	mapTargetTexts(t, fn)
}

// ExpandTarget returns a copy of t with the placeholders TemplateTarget
// put into its texts expanded with vals; a placeholder with no value is
// kept as it is. t itself is not changed.
func ExpandTarget(t *Target, vals map[string]string) *Target {
	if t == nil || !targetHasPlaceholder(t) {
		return t
	}
	c := *t
	c.Candidates = append([]Locator(nil), t.Candidates...)
	mapTargetTexts(&c, func(s string) string {
		out, _ := Expand(s, vals)
		return out
	})
	return &c
}

// mapTargetTexts rewrites with fn, in place, the page-supplied texts of t
// a variable's value may appear in. The attribute map is replaced, not
// written to: copies of a target share it.
func mapTargetTexts(t *Target, fn func(string) string) {
	fp := &t.Fingerprint
	fp.Name, fp.Text, fp.Context = fn(fp.Name), fn(fp.Text), fn(fp.Context)
	if len(fp.Attrs) > 0 {
		attrs := make(map[string]string, len(fp.Attrs))
		for k, v := range fp.Attrs {
			attrs[k] = fn(v)
		}
		fp.Attrs = attrs
	}
	for i := range t.Candidates {
		t.Candidates[i].Value = fn(t.Candidates[i].Value)
		t.Candidates[i].Name = fn(t.Candidates[i].Name)
	}
}

func targetHasPlaceholder(t *Target) bool {
	has := func(s string) bool { return strings.Contains(s, "{{") }
	fp := &t.Fingerprint
	if has(fp.Name) || has(fp.Text) || has(fp.Context) {
		return true
	}
	for _, v := range fp.Attrs {
		if has(v) {
			return true
		}
	}
	for _, c := range t.Candidates {
		if has(c.Value) || has(c.Name) {
			return true
		}
	}
	return false
}
