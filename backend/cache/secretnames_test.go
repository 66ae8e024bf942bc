package cache

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/internal/filescan"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// secretFlags returns the variables of the cache entry id as its editor
// shows them: name → secret.
func secretFlags(t *testing.T, s *Store, id string) map[string]bool {
	t.Helper()
	d, err := s.Entry(id)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, v := range d.Trajectory.Variables {
		out[v.Name] = v.Secret
	}
	return out
}

// loginSteps fills a plain {{user}} and a secret {{password}}.
func loginSteps() []trajectory.Step {
	return []trajectory.Step{
		{ID: "a1", Action: trajectory.ActionFill, Value: "{{user}}", Instruction: "type {{user}} into Email", Target: target("label", "Email", "input")},
		{ID: "a2", Action: trajectory.ActionFill, Value: "{{password}}", Instruction: "type {{password}} into Password", Target: target("label", "Password", "input")},
	}
}

// TestActEntryKeepsWhichVariablesWereSecret: an act entry recorded with a
// plain {{user}} and a secret {{password}} reads back, in the editor and
// saved as a library flow, with only {{password}} secret; an edit and a
// rollback keep that. The store holds the names, never the secret value.
func TestActEntryKeepsWhichVariablesWereSecret(t *testing.T) {
	const secret = "hunter2-SECRET-7c1d"
	dir := t.TempDir()
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	e, err := s.PutAct(ActEntry{Instruction: "sign in as {{user}}", URL: "http://127.0.0.1/login.html", VarNames: []string{"user", "password"},
		SecretNames: []string{"password", "password", "not-a-variable"}, SecretsKnown: true, Secrets: []string{secret},
		Steps: loginSteps(), Source: SourceMiss})
	if err != nil {
		t.Fatal(err)
	}
	if !e.SecretsKnown || !slices.Equal(e.SecretNames, []string{"password"}) {
		t.Errorf("stored secret names %q (known %v); want [password]: only variables of the entry, once", e.SecretNames, e.SecretsKnown)
	}
	id := EntryID(KindAct, e.Key)
	want := map[string]bool{"user": false, "password": true}
	if got := secretFlags(t, s, id); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the editor shows secret %v; want %v", got, want)
	}

	// An edit from the editor keeps the flags it shows.
	tr, err := s.Trajectory(id)
	if err != nil {
		t.Fatal(err)
	}
	tr.Steps[0].Instruction = "type {{user}} into the Email field"
	if _, err := s.SaveTrajectory(tr); err != nil {
		t.Fatal(err)
	}
	if got := secretFlags(t, s, id); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("after an edit the editor shows secret %v; want %v", got, want)
	}
	if _, err := s.RestoreRevision(id, 1); err != nil {
		t.Fatal(err)
	}
	if got := secretFlags(t, s, id); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("after a rollback the editor shows secret %v; want %v", got, want)
	}
	flow, err := s.SaveEntryAsFlow(id, "Sign in")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range flow.Variables {
		if v.Secret != want[v.Name] {
			t.Errorf("saved as a library flow, {{%s}} has secret %v; want %v", v.Name, v.Secret, want[v.Name])
		}
	}

	// Ticking "secret" in the editor is kept.
	tr, _ = s.Trajectory(id)
	for i := range tr.Variables {
		tr.Variables[i].Secret = true
	}
	if _, err := s.SaveTrajectory(tr); err != nil {
		t.Fatal(err)
	}
	if got := secretFlags(t, s, id); !got["user"] || !got["password"] {
		t.Errorf("after ticking both secret the editor shows %v", got)
	}

	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if f := filescan.Holding(dir, secret); f != "" {
		t.Errorf("the secret value is in the store file %s", f)
	}
}

// TestActEntryFromBeforeSecretNamesReadsAllSecret: an entry stored before
// act entries said which variables were secret (no secretNames or
// secretsKnown in its JSON) reads with every variable secret, the safe
// default; saved from the editor unchanged, it stays so.
func TestActEntryFromBeforeSecretNamesReadsAllSecret(t *testing.T) {
	s := openMem(t)
	key := ActKey("sign in as {{user}}", "http://127.0.0.1/login.html", []string{"password", "user"}, nil)
	steps, err := json.Marshal(loginSteps())
	if err != nil {
		t.Fatal(err)
	}
	old := fmt.Sprintf(`{"key":%q,"instruction":"sign in as {{user}}","url":"http://127.0.0.1/login.html","varNames":["password","user"],`+
		`"steps":%s,"revision":1,"createdAt":"2025-03-01T12:00:00Z","source":"miss","cost":{"modelCalls":0,"promptTokens":0,"completionTokens":0,"costUsd":0}}`, key, steps)
	err = s.db.Update(func(txn *badger.Txn) error {
		if err := txn.Set([]byte(actRevKey(key, 1)), []byte(old)); err != nil {
			return err
		}
		return txn.Set([]byte(actHeadKey(key)), []byte(`{"revision":1,"created":"2025-03-01T12:00:00Z"}`))
	})
	if err != nil {
		t.Fatal(err)
	}
	id := EntryID(KindAct, key)
	want := map[string]bool{"user": true, "password": true}
	if got := secretFlags(t, s, id); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("an entry that does not say which were secret shows secret %v; want all %v", got, want)
	}
	e, err := s.Act(key)
	if err != nil || e.SecretsKnown || !e.IsSecret("user") {
		t.Fatalf("Act = %+v, %v; want secrets unknown, every variable secret", e, err)
	}
	tr, err := s.Trajectory(id)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveTrajectory(tr); err != nil {
		t.Fatal(err)
	}
	if got := secretFlags(t, s, id); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("saved from the editor unchanged, it shows secret %v; want %v", got, want)
	}
	if _, err := s.RestoreRevision(id, 1); err != nil {
		t.Fatal(err)
	}
	if got := secretFlags(t, s, id); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("rolled back to the old revision, it shows secret %v; want %v", got, want)
	}
}
