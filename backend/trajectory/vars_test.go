package trajectory

import "testing"

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
