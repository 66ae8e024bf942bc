package studio

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestRunInputsAskOnlyForWhatTheStepsUse: a secret no step uses is listed
// but does not hold the run up; a used secret, and a used variable with
// no default, do; a tool's arguments count as use.
func TestRunInputsAskOnlyForWhatTheStepsUse(t *testing.T) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	s, err := New(Options{Store: store, SettingsPath: filepath.Join(t.TempDir(), "settings.json")})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tr := &trajectory.Trajectory{Version: trajectory.FormatVersion, Name: "Sign in", StartURL: "http://127.0.0.1:1/",
		Variables: []trajectory.Variable{{Name: "user", Default: "ann"}, {Name: "password", Secret: true}, {Name: "apikey", Secret: true}, {Name: "token", Secret: true}},
		Steps: []trajectory.Step{
			{ID: "s1", Action: trajectory.ActionGoto, URL: "/login?u={{user}}&p={{password}}"},
			{ID: "s2", Action: trajectory.ActionTool, Tool: &trajectory.ToolCall{Name: "fetch", Args: []byte(`{"auth":"{{token}}"}`), Replayable: true}},
		}}
	saved, err := store.SaveTrajectory(tr)
	if err != nil {
		t.Fatal(err)
	}
	in, err := s.RunInputs(saved.ID)
	if err != nil {
		t.Fatal(err)
	}
	need := map[string]bool{}
	for _, r := range in {
		need[r.Name] = r.NeedsValue
	}
	if want := map[string]bool{"user": false, "password": true, "apikey": false, "token": true}; len(need) != len(want) ||
		need["user"] || !need["password"] || need["apikey"] || !need["token"] {
		t.Errorf("needs a value: %v, want %v", need, want)
	}
}

// noKeychain is a machine without a keychain: every look-up fails.
type noKeychain struct{}

func (noKeychain) Get(string) (string, error) { return "", errors.New("no keychain service") }
func (noKeychain) Set(string, string) error   { return errors.New("no keychain service") }
func (noKeychain) Delete(string) error        { return errors.New("no keychain service") }

// TestNoKeyWordsOnAMachineWithoutAKeychain: where no key can be saved,
// the message does not send the user to Settings for one.
func TestNoKeyWordsOnAMachineWithoutAKeychain(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "")
	s := &Studio{keys: noKeychain{}}
	want := "openai/gpt-4.1-mini has no API key: set OPENAI_API_KEY before starting Reprise, or pick the local model"
	if got := s.noKeyWords("openai/gpt-4.1-mini", true); got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}
