package studio

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestBusyRecordingRefusesEdits: while a step is being recorded the
// recorder reads the draft, so allowing a site waits until it is done,
// and a second instruction is told in words what the page is busy with.
func TestBusyRecordingRefusesEdits(t *testing.T) {
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
	ss := &session{id: "rec-busy", kind: "record", draft: &trajectory.Trajectory{Name: "Busy"}, busy: "instruction"}
	s.mu.Lock()
	s.sessions[ss.id] = ss
	s.mu.Unlock()
	_, err = s.AllowOrigin(ss.id, "https://pay.example.com")
	if e := AsError(err); e == nil || e.Code != CodeBusy || !strings.Contains(e.Message, "once it has finished") {
		t.Errorf("allowing a site while recording: %v", err)
	}
	if len(ss.draft.AllowedOrigins) != 0 {
		t.Errorf("the busy draft was changed: %v", ss.draft.AllowedOrigins)
	}
	_, _, err = s.begin(ss, "instruction", "click Save")
	if e := AsError(err); e == nil || e.Code != CodeBusy || e.Message != "the page is busy with an instruction: wait for it or cancel it" {
		t.Errorf("a second instruction: %v", err)
	}
	s.mu.Lock()
	delete(s.sessions, ss.id) // it has no page for Close to shut
	s.mu.Unlock()
}
