package recorder

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/resolver"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// An instruction that names a variable with no value fails at once with
// the variable's error: no retry, no "needs a model" (a model cannot give
// the variable a value), nothing recorded and nothing typed.
func TestVariableWithoutValueFailsAtOnce(t *testing.T) {
	rec, page := startOnLogin(t, nil)
	before := len(rec.Trajectory().Steps)
	_, _, err := rec.Do(context.Background(), "type {{nope}} into Email")
	if !errors.Is(err, trajectory.ErrMissingVariable) || errors.Is(err, resolver.ErrNeedsModel) {
		t.Fatalf("err = %v, want the missing variable's error alone", err)
	}
	if !strings.Contains(err.Error(), "{{nope}} has no value") {
		t.Errorf("the error does not name the variable: %v", err)
	}
	if n := len(rec.Trajectory().Steps); n != before {
		t.Errorf("%d steps recorded, want %d", n, before)
	}
	if v, _ := page.Locator("#email").InputValue(); v != "" {
		t.Errorf("the field holds %q, want nothing typed", v)
	}
	// The failed step leaves no variable behind: the saved flow would
	// list {{nope}}, used by no step, and the act cache key it.
	for _, v := range rec.Trajectory().Variables {
		if v.Name == "nope" {
			t.Errorf("the failed step's variable {{nope}} is still declared: %+v", rec.Trajectory().Variables)
		}
	}
}

// TestBadPlaceholderIsRefused: "type {{my var}} into Password" (a name
// with a space) is not typed as text, nor taken for a password typed
// literally (it became a secret {{password}} whose value was "{{my
// var}}"): the instruction is refused, naming the variable meant.
func TestBadPlaceholderIsRefused(t *testing.T) {
	rec, page := startOnLogin(t, nil)
	rec.vals = map[string]string{"myvar": "s3cret"}
	_, _, err := rec.Do(context.Background(), "type {{my var}} into Password")
	if err == nil || !strings.Contains(err.Error(), "{{my var}} is not a variable") || !strings.Contains(err.Error(), "did you mean {{myvar}}?") {
		t.Fatalf("err = %v, want {{my var}} refused with {{myvar}} suggested", err)
	}
	if _, _, err = rec.Do(context.Background(), "type {{first name}} into Email"); err == nil || !strings.Contains(err.Error(), "as in {{first_name}}") {
		t.Errorf("err = %v, want {{first name}} refused with {{first_name}} offered", err)
	}
	tr := rec.Trajectory()
	if len(tr.Steps) != 0 || len(tr.Variables) != 0 {
		t.Errorf("steps %+v, variables %+v; want nothing recorded or declared", tr.Steps, tr.Variables)
	}
	if v, _ := page.Locator("#password").InputValue(); v != "" {
		t.Errorf("the password field holds %q, want nothing typed", v)
	}
}

// TestResolveGivesTheStepWithoutActing: the editor's step typed by hand
// gets its action, value and element from the page, and nothing is typed
// or recorded; a variable without a value is kept as its placeholder.
func TestResolveGivesTheStepWithoutActing(t *testing.T) {
	rec, page := startOnLogin(t, nil)
	s, err := rec.Resolve(context.Background(), "type {{user}} into Email")
	if err != nil {
		t.Fatal(err)
	}
	if s.Action != trajectory.ActionFill || s.Value != "{{user}}" || s.Target == nil || s.Target.Fingerprint.Name != "Email" || s.ID != "" {
		t.Fatalf("resolved step %+v (target %+v)", s, s.Target)
	}
	if s, err = rec.Resolve(context.Background(), "press Enter"); err != nil || s.Action != trajectory.ActionPress || s.Key != "Enter" {
		t.Fatalf("press Enter: %+v %v", s, err)
	}
	if v, _ := page.Locator("#email").InputValue(); v != "" {
		t.Errorf("the field holds %q, want nothing typed", v)
	}
	if tr := rec.Trajectory(); len(tr.Steps) != 0 || len(tr.Variables) != 0 {
		t.Errorf("steps %+v, variables %+v; want nothing recorded or declared", tr.Steps, tr.Variables)
	}
	if _, err := rec.Resolve(context.Background(), "juggle the elephants"); !errors.Is(err, resolver.ErrNeedsModel) {
		t.Errorf("an instruction the offline resolver cannot read: %v", err)
	}
}
