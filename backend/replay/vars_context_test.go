package replay_test

import (
	"strings"
	"testing"
)

// TestSignOutReplaysAsAnotherUser records a flow whose later step sits
// under text that shows a variable's value ("Welcome, ann@example.com"
// is the heading next to Sign out) and replays it as another user: the
// recorded fingerprint must not insist on the first user's greeting.
func TestSignOutReplaysAsAnotherUser(t *testing.T) {
	s := demo(t)
	tr := record(t, s.URL()+"/login.html", loginVars, map[string]string{"password": "secret123"},
		"type {{user}} into Email",
		"type {{password}} into Password",
		"click Sign in",
		"click Sign out",
	)
	out := tr.Steps[len(tr.Steps)-1].Target
	if strings.Contains(out.Fingerprint.Context, "ann@example.com") {
		t.Errorf("the Sign out fingerprint keeps the recording's value in its context: %q", out.Fingerprint.Context)
	}
	r, page := replayFresh(t, tr, map[string]string{"user": "bob@example.com", "password": "secret123"}, nil)
	requirePassed(t, r)
	if u := page.URL(); !strings.Contains(u, "signedout=1") {
		t.Errorf("replay as bob did not sign out: at %s", u)
	}
}
