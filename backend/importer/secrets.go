package importer

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// passwordWords find a password field in a locator or a fingerprint: its
// id, name, label or type ("#password", "aria/Password", "[type=password]").
var passwordWords = regexp.MustCompile(`(?i)pass(word|wd|code|phrase)`)

// secretLiterals replaces each value typed literally into a password field
// by a secret variable ({{password}}, {{password2}}, …), as recording does:
// the value itself is dropped, so it never reaches the store or an export,
// and a replay asks for it. Each replacement gets a note.
func secretLiterals(t *trajectory.Trajectory, note func(step int, field, format string, args ...any)) {
	byValue := map[string]string{} // the same password typed twice is one variable
	taken := map[string]bool{}
	for _, v := range t.Variables {
		taken[v.Name] = true
	}
	for i := range t.Steps {
		s := &t.Steps[i]
		if s.Action != trajectory.ActionFill && s.Action != trajectory.ActionType || s.Value == "" ||
			len(trajectory.Placeholders(s.Value)) > 0 || !passwordField(s.Target) {
			continue
		}
		name, ok := byValue[s.Value]
		if !ok {
			name = "password"
			for n := 2; taken[name]; n++ {
				name = fmt.Sprintf("password%d", n)
			}
			taken[name], byValue[s.Value] = true, name
			t.Variables = append(t.Variables, trajectory.Variable{Name: name, Secret: true})
		}
		s.Value = "{{" + name + "}}"
		note(i+1, "value", "the password typed here is not kept: it became the secret variable {{%s}}, whose value is given when the flow runs", name)
	}
}

// passwordField reports whether t looks like a password field.
func passwordField(t *trajectory.Target) bool {
	if t == nil {
		return false
	}
	fp := t.Fingerprint
	if strings.EqualFold(fp.Attrs["type"], "password") || passwordWords.MatchString(fp.Name) ||
		passwordWords.MatchString(fp.Attrs["id"]) || passwordWords.MatchString(fp.Attrs["name"]) {
		return true
	}
	for _, c := range t.Candidates {
		if passwordWords.MatchString(c.Value) {
			return true
		}
	}
	return false
}
