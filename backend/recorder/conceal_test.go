package recorder

import (
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestConcealKeepsPlaceholdersNotSecrets(t *testing.T) {
	r := &Recorder{
		traj: &trajectory.Trajectory{Variables: []trajectory.Variable{{Name: "password", Secret: true}, {Name: "pin", Secret: true}, {Name: "user"}}},
		vals: map[string]string{"password": "hunter2", "pin": "42", "user": "ann"},
	}
	for in, want := range map[string]string{
		"type hunter2 into Password":        "type {{password}} into Password",
		"type 42 into PIN, not 1420 or x42": "type {{pin}} into PIN, not 1420 or x42",
		"42 42":                             "{{pin}} {{pin}}",
		"log in as ann":                     "log in as ann", // not a secret
	} {
		if got := r.Conceal(in); got != want {
			t.Errorf("Conceal(%q) = %q, want %q", in, got, want)
		}
	}
}
