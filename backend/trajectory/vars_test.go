package trajectory

import (
	"errors"
	"strings"
	"testing"
)

// TestMissingValueSaysHowToGiveIt: a secret's value is asked for where
// other users cannot read it (the environment), a plain variable's with
// --var.
func TestMissingValueSaysHowToGiveIt(t *testing.T) {
	tr := &Trajectory{Variables: []Variable{{Name: "user"}, {Name: "password", Secret: true}, {Name: "apiKey", Secret: true}},
		Steps: []Step{{ID: "s1", Action: ActionFill, Value: "{{user}}"}, {ID: "s2", Action: ActionFill, Value: "{{password}}"}, {ID: "s3", Action: ActionFill, Value: "{{apiKey}}"}}}
	for i, want := range []string{
		"step 1 value: variable {{user}} has no value (pass --var user=...)",
		"step 2 value: variable {{password}} has no value (set REPRISE_SECRET_PASSWORD, or pass --secret password=... or a --vars-file)",
		"step 3 value: variable {{apiKey}} has no value (set REPRISE_SECRET_apiKey, or pass --secret apiKey=... or a --vars-file)",
	} {
		_, err := tr.Resolved(i, nil)
		if err == nil || err.Error() != want {
			t.Errorf("step %d: %v, want %q", i+1, err, want)
		}
	}
}

// TestMissingValueOfAMisspeltVariable: a step that refers to {{usr}} in a
// flow that declares {{user}} is told apart from a variable that is only
// missing a value: the error names the declared one.
func TestMissingValueOfAMisspeltVariable(t *testing.T) {
	tr := &Trajectory{Variables: []Variable{{Name: "user"}, {Name: "shippingAddress"}, {Name: "id"}},
		Steps: []Step{
			{ID: "s1", Action: ActionFill, Value: "{{usr}}"},
			{ID: "s2", Action: ActionFill, Value: "{{shipingAdress}}"},
			{ID: "s3", Action: ActionFill, Value: "{{User}}"},
			{ID: "s4", Action: ActionFill, Value: "{{coupon}}"}, // undeclared, like nothing declared
			{ID: "s5", Action: ActionFill, Value: "{{ip}}"},     // one letter off a two-letter name: still near
			{ID: "s6", Action: ActionFill, Value: "{{city}}"},   // two letters off "id" is too far for short names
		}}
	for i, want := range []string{
		"step 1 value: variable {{usr}} has no value, and the flow has no variable of that name (it has {{user}}: a typo?); correct the step, or pass --var usr=...",
		"step 2 value: variable {{shipingAdress}} has no value, and the flow has no variable of that name (it has {{shippingAddress}}: a typo?); correct the step, or pass --var shipingAdress=...",
		"step 3 value: variable {{User}} has no value, and the flow has no variable of that name (it has {{user}}: a typo?); correct the step, or pass --var User=...",
		"step 4 value: variable {{coupon}} has no value (pass --var coupon=...)",
		"step 5 value: variable {{ip}} has no value, and the flow has no variable of that name (it has {{id}}: a typo?); correct the step, or pass --var ip=...",
		"step 6 value: variable {{city}} has no value (pass --var city=...)",
	} {
		_, err := tr.Resolved(i, nil)
		if err == nil || err.Error() != want {
			t.Errorf("step %d: %v\nwant %q", i+1, err, want)
		}
	}
	if got := tr.Undeclared(); len(got) != 6 {
		t.Errorf("Undeclared() = %v, want the six names the steps use", got)
	}
}

func TestBadPlaceholder(t *testing.T) {
	for in, want := range map[string]string{
		"{{user}}": "", "{{ user }}": "", "ann": "", "a {{b}} c": "", "{": "", "{{": "", "{{7*7}}": "", "${{7*7}}": "", "{{ }}": "{{ }}",
		"{{my var}}": "{{my var}}", "x {{user}} {{}}": "{{}}", "{{9lives}}": "{{9lives}}", "{{user.name}}": "{{user.name}}",
		"{{user} x": "{{user}", "a {{user}} b {{pass": "{{pass", "user}} x": "user}}",
	} {
		if got := BadPlaceholder(in); got != want {
			t.Errorf("BadPlaceholder(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestEmptySecretIsRefusedLikeAMissingOne: in CI an unset secret often
// arrives as "" (REPRISE_SECRET_PASSWORD= or --secret password=$UNSET);
// typing nothing would fail the run steps later with the page's own
// complaint. A plain variable may be empty: typing "" clears a field.
func TestEmptySecretIsRefusedLikeAMissingOne(t *testing.T) {
	tr := &Trajectory{StartURL: "https://example.com/?t={{token}}",
		Variables: []Variable{{Name: "user"}, {Name: "password", Secret: true}, {Name: "token", Secret: true}},
		Steps:     []Step{{ID: "s1", Action: ActionFill, Value: "{{user}}"}, {ID: "s2", Action: ActionFill, Value: "{{password}}"}}}
	vals := map[string]string{"user": "", "password": "", "token": "t0k"}
	if _, err := tr.Resolved(0, vals); err != nil {
		t.Errorf("an empty plain variable is refused: %v", err)
	}
	_, err := tr.Resolved(1, vals)
	const want = "step 2 value: secret {{password}} is empty: is it set for this run? (set REPRISE_SECRET_PASSWORD, or pass --secret password=... or a --vars-file)"
	if err == nil || err.Error() != want || !errors.Is(err, ErrMissingVariable) {
		t.Errorf("empty secret: %v, want %q", err, want)
	}
	vals["password"], vals["token"] = "hunter2", ""
	if err := tr.CheckValues(vals); err == nil || !strings.Contains(err.Error(), "the start URL: secret {{token}} is empty") {
		t.Errorf("an empty secret in the start URL: %v", err)
	}
}
