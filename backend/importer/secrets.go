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

// passwordSelector finds a password field in a CSS selector or an XPath
// that names it by type, or by an id or name with "pwd" in it
// ("input[@type='password']", "[name=user_pwd]", "contains(@id,'pwd')").
var passwordSelector = regexp.MustCompile(`(?i)type\s*=\s*["']?password|` +
	`(@|\[\s*|contains\(\s*@)(id|name)\s*([*^$|~]?=|,)\s*["']?[^"'\]]*pwd|#[\w-]*pwd`)

// notPassword marks text near a password word that is about something
// else: a "Forgot password?" link, a "Show password" toggle, a
// "Remember me" box, a password hint.
var notPassword = regexp.MustCompile(`(?i)forgot|reset|remember|show|hide|toggle|visib|strength|hint|rule|requirement`)

// notAField marks an element description that names a control other than
// a field ("Forgot password link", "Show password button").
var notAField = regexp.MustCompile(`(?i)\b(link|button|checkbox|heading|label|text)\b`)

// secretVarName finds a variable whose name says it holds a secret.
var secretVarName = regexp.MustCompile(`(?i)pass(word|wd|code|phrase)|pwd|secret|token|api[-_]?key|credential`)

// secretLiterals replaces each value typed literally into a password field
// by a secret variable ({{password}}, {{password2}}, …), as recording does:
// the value itself is dropped, so it never reaches the store or an export,
// and a replay asks for it. The same value typed elsewhere, or written in
// an instruction or the flow's name, becomes the same placeholder. Each
// replacement gets a note at the step's input position.
func secretLiterals(res *Result, note func(step int, field, format string, args ...any)) {
	t := res.Trajectory
	byValue := map[string]string{} // the same password typed twice is one variable
	taken := map[string]bool{}
	for _, v := range t.Variables {
		taken[v.Name] = true
	}
	typed := func(s *trajectory.Step) bool {
		return (s.Action == trajectory.ActionFill || s.Action == trajectory.ActionType) && s.Value != "" &&
			len(trajectory.Placeholders(s.Value)) == 0
	}
	for i := range t.Steps {
		s := &t.Steps[i]
		if !typed(s) || !passwordStep(s, res.passwordAt[i]) {
			continue
		}
		if _, ok := byValue[s.Value]; ok {
			continue
		}
		name := "password"
		for n := 2; taken[name]; n++ {
			name = fmt.Sprintf("password%d", n)
		}
		taken[name], byValue[s.Value] = true, name
		t.Variables = append(t.Variables, trajectory.Variable{Name: name, Secret: true})
	}
	if len(byValue) == 0 {
		return
	}
	hide := func(text string) string {
		for v, name := range byValue {
			if len(v) >= 4 {
				text = strings.ReplaceAll(text, v, "{{"+name+"}}")
			}
		}
		return text
	}
	t.Name = hide(t.Name)
	for i := range t.Steps {
		s := &t.Steps[i]
		s.Instruction = hide(s.Instruction)
		name, ok := byValue[s.Value]
		if !ok || !typed(s) {
			continue
		}
		s.Value = "{{" + name + "}}"
		note(res.position(i), "value", "the password typed here is not kept: it became the secret variable {{%s}}, whose value is given when the flow runs", name)
	}
}

// secretNames makes secret the variables of an imported flow whose names
// say they hold one (Stagehand's %password%, %apiKey%, %token%), so their
// values are masked wherever Reprise prints them.
func secretNames(t *trajectory.Trajectory, note func(step int, field, format string, args ...any)) {
	for i := range t.Variables {
		v := &t.Variables[i]
		if !v.Secret && secretVarName.MatchString(v.Name) {
			v.Secret, v.Default = true, ""
			note(0, "variables", "{{%s}} is a secret variable (its name says it holds one): its value is masked wherever Reprise prints it", v.Name)
		}
	}
}

// passwordStep reports whether s types into a password field: its
// target says so, its input described the element as one (described),
// or its instruction names the field it types into as one ("Type the
// password", "type … into Password").
func passwordStep(s *trajectory.Step, described bool) bool {
	return described || passwordField(s.Target) || instructionNamesPassword(s.Instruction, s.Value)
}

// passwordField reports whether t looks like a password field.
func passwordField(t *trajectory.Target) bool {
	if t == nil {
		return false
	}
	fp := t.Fingerprint
	if strings.EqualFold(fp.Attrs["type"], "password") || namesPassword(fp.Name) ||
		passwordAttr(fp.Attrs["id"]) || passwordAttr(fp.Attrs["name"]) {
		return true
	}
	for _, c := range t.Candidates {
		switch c.Kind {
		case trajectory.LocCSS, trajectory.LocXPath:
			if passwordSelector.MatchString(c.Value) || namesPassword(c.Value) {
				return true
			}
		case trajectory.LocRole:
			if namesPassword(c.Name) {
				return true
			}
		case trajectory.LocText:
			// Text is what an element shows, which a field does not.
		default:
			if namesPassword(c.Value) {
				return true
			}
		}
	}
	return false
}

// namesPassword reports whether s (a name, a label, a selector) names a
// password field rather than something about passwords.
func namesPassword(s string) bool {
	return passwordWords.MatchString(s) && !notPassword.MatchString(s)
}

// passwordAttr reports whether an id or a name attribute names a
// password field ("password", "user_passwd", "pwd").
func passwordAttr(s string) bool {
	return namesPassword(s) || strings.Contains(strings.ToLower(s), "pwd") && !notPassword.MatchString(s)
}

// describesPasswordField reports whether an element description (as
// Stagehand caches it: "Password textbox") describes a password field.
func describesPasswordField(d string) bool {
	return namesPassword(d) && !notAField.MatchString(d)
}

// instructionNamesPassword reports whether an instruction that types
// value names its field as a password field: "Type the password",
// "type hunter2 into Password", but not "type password reset into
// Search".
func instructionNamesPassword(instr, value string) bool {
	if instr == "" {
		return false
	}
	if value != "" {
		instr = strings.ReplaceAll(instr, value, " ")
	}
	field := instr
	lower := strings.ToLower(instr)
	for _, sep := range []string{" into ", " in "} {
		if i := strings.LastIndex(lower, sep); i >= 0 {
			field = instr[i+len(sep):]
			break
		}
	}
	return namesPassword(field)
}
