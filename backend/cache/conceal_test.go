package cache

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestActEntryStepsKeepWhatReplaysAndNoSecret: the entry's URL and
// instruction are copies for reading and are redacted; its steps are
// what a hit replays. A literal credential-looking value the instruction
// gave ("session=tok_SESS_LIT_12") stays in the goto step so the replay
// opens that address, while a secret value left in a step (or a form the
// page makes of it: trimmed, URL-encoded) is masked there too, through
// PutAct and through Outbound alike.
func TestActEntryStepsKeepWhatReplaysAndNoSecret(t *testing.T) {
	const secret = "tok SECRET_STEP_31 " // trailing space: the page trims it
	const literal = "session=tok_SESS_LIT_12"
	page := "http://127.0.0.1:1/index.html?ref=x"
	instr := "go to http://127.0.0.1:1/dashboard.html?user={{who}}&" + literal
	tg := target("text", "Welcome, tok SECRET_STEP_31", "heading")
	tg.Candidates = append(tg.Candidates, trajectory.Locator{Kind: trajectory.LocCSS, Value: "#welcome", Score: 500})
	tg.Fingerprint.Context = "Welcome, tok SECRET_STEP_31"
	entry := func() ActEntry {
		return ActEntry{Instruction: instr, URL: page, VarNames: []string{"who"}, Source: SourceMiss, Secrets: []string{secret},
			Steps: []trajectory.Step{
				{ID: "s1", Instruction: instr, Action: trajectory.ActionGoto, URL: "http://127.0.0.1:1/dashboard.html?user={{who}}&" + literal},
				{ID: "s2", Instruction: "go to the profile", Action: trajectory.ActionGoto, URL: "http://127.0.0.1:1/profile.html?q=tok%20SECRET_STEP_31"},
				{ID: "s3", Instruction: "verify the greeting", Action: trajectory.ActionAssertVisible, Target: tg},
			}}
	}
	s, err := Open(t.TempDir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	stored, err := s.PutAct(entry())
	if err != nil {
		t.Fatal(err)
	}
	out := entry().Outbound().(ActEntry)
	for name, e := range map[string]ActEntry{"PutAct": stored, "Outbound": out} {
		if strings.Contains(e.Instruction, literal) {
			t.Errorf("%s: the entry's instruction, a copy for reading, keeps %q: %q", name, literal, e.Instruction)
		}
		if got := e.Steps[0].URL; !strings.HasSuffix(got, "&"+literal) {
			t.Errorf("%s: the goto step's URL lost the address it opens: %q", name, got)
		}
		if got := e.Steps[0].Instruction; got != instr {
			t.Errorf("%s: the goto step's instruction changed: %q", name, got)
		}
		all := e.Steps[1].URL + " " + e.Steps[2].Target.Fingerprint.Context + " " + e.Steps[2].Target.Fingerprint.Name
		for _, c := range e.Steps[2].Target.Candidates {
			all += " " + c.Value + " " + c.Name
		}
		if strings.Contains(all, "SECRET_STEP_31") {
			t.Errorf("%s: a step keeps the secret: %q", name, all)
		}
		if c := e.Steps[2].Target.Candidates; len(c) != 1 || c[0].Value != "#welcome" {
			t.Errorf("%s: want only the candidate without the secret left, got %+v", name, c)
		}
	}
	if steps := entry().Steps; strings.Contains(steps[1].URL, trajectory.Masked) {
		t.Error("masking changed the caller's steps")
	}
}
