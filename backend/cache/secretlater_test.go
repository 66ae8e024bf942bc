package cache

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestMarkingAVariableSecretForgetsItsValue: a variable marked secret after
// it was saved with a default value (the studio's "is secret" box) no
// longer has that value in any revision the store gives back; the rest
// of those revisions is unchanged, and other variables keep theirs.
func TestMarkingAVariableSecretForgetsItsValue(t *testing.T) {
	s := openMem(t)
	tr := &trajectory.Trajectory{Name: "Contact", StartURL: "http://127.0.0.1/contact.html",
		Variables: []trajectory.Variable{{Name: "msg", Default: "Hello there"}, {Name: "user", Default: "ann@example.com"}},
		Steps:     []trajectory.Step{{ID: "s1", Action: trajectory.ActionGoto, URL: "http://127.0.0.1/contact.html"}}}
	r1, err := s.SaveTrajectory(tr)
	if err != nil {
		t.Fatal(err)
	}
	tr.ID = r1.ID
	tr.Name = "Contact form"
	if _, err := s.SaveTrajectory(tr); err != nil {
		t.Fatal(err)
	}
	tr.Variables = []trajectory.Variable{{Name: "msg", Secret: true}, {Name: "user", Default: "ann@example.com"}}
	if _, err := s.SaveTrajectory(tr); err != nil {
		t.Fatal(err)
	}
	for rev := 1; rev <= 3; rev++ {
		got, err := s.TrajectoryRevision(tr.ID, rev)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := trajectory.Marshal(got)
		if got.Variables[0].Default != "" || containsString(b, "Hello there") {
			t.Errorf("revision %d still holds the secret's old value: %s", rev, b)
		}
		if got.Variables[1].Default != "ann@example.com" {
			t.Errorf("revision %d lost another variable's default: %+v", rev, got.Variables)
		}
	}
	if got, _ := s.TrajectoryRevision(tr.ID, 2); got.Name != "Contact form" || got.Revision != 2 {
		t.Errorf("revision 2 changed beyond the secret: %+v", got)
	}
}

func containsString(b []byte, s string) bool {
	return strings.Contains(string(b), s)
}
