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
}
