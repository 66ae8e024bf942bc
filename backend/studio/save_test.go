package studio

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/studio/editor"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// libraryStudio is a studio over a fresh store, without a browser: what
// the editor's saves need.
func libraryStudio(t *testing.T) (*Studio, *cache.Store) {
	t.Helper()
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	s, err := New(Options{Store: store, SettingsPath: filepath.Join(t.TempDir(), "settings.json")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, store
}

// demoLogin is the demo site's login flow, not yet stored.
func demoLogin(t *testing.T) *trajectory.Trajectory {
	t.Helper()
	tr, err := trajectory.LoadFile(filepath.Join("..", "..", "testdata", "trajectories", "demo-login.json"))
	if err != nil {
		t.Fatal(err)
	}
	tr.ID = ""
	return tr
}

// TestAFlowIsNotSavedWithoutAName: a name cleared in the editor (empty or
// only spaces) is refused in words on the name field, and the stored flow
// keeps its name; the editor's problems say it as soon as the name is
// cleared. A flow stored without a name before still takes tags from
// the Library, which does not touch its name.
func TestAFlowIsNotSavedWithoutAName(t *testing.T) {
	s, store := libraryStudio(t)
	saved, err := s.SaveTrajectory(demoLogin(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"", "   "} {
		draft := saved.Clone()
		draft.Name = name
		_, err := s.SaveTrajectory(draft)
		e := AsError(err)
		if e == nil || e.Code != CodeInvalid || e.Message != editor.NoName {
			t.Fatalf("saving with the name %q: %v; want %s: %q", name, err, CodeInvalid, editor.NoName)
		}
		if ps, ok := e.Details.([]Problem); !ok || len(ps) != 1 || ps[0].Field != "name" || ps[0].Step != 0 {
			t.Errorf("details %#v; want the one problem on the field name", e.Details)
		}
		if ps, _ := s.ValidateTrajectory(draft); len(ps) != 1 || ps[0].Field != "name" || ps[0].Message != editor.NoName {
			t.Errorf("problems of a flow named %q: %+v", name, ps)
		}
	}
	if got, err := s.GetTrajectory(saved.ID); err != nil || got.Revision != 1 || got.Name != "Log in" {
		t.Fatalf("stored after the refusals: %+v, %v; want revision 1 named Log in", got, err)
	}
	r, err := s.EditTrajectory(saved, []Edit{{Op: "rename", Name: "  "}})
	if err != nil || r.Trajectory.Name != "" || len(r.Problems) != 1 || r.Problems[0].Field != "name" {
		t.Fatalf("clearing the name in the editor: %+v, %v; want one problem on the field name", r, err)
	}

	old := demoLogin(t)
	old.Name = ""
	unnamed, err := store.SaveTrajectory(old)
	if err != nil {
		t.Fatal(err)
	}
	if tagged, err := s.SetTags(unnamed.ID, []string{"smoke"}); err != nil || tagged.Revision != 2 {
		t.Errorf("tagging a flow stored without a name: %+v, %v", tagged, err)
	}
}

// TestSavingAnUnchangedFlowMakesNoRevision: saving a flow as it is stored
// (Ctrl+S with nothing changed, the same tags set again) writes nothing
// and answers the latest revision; a change is saved as the next one.
func TestSavingAnUnchangedFlowMakesNoRevision(t *testing.T) {
	s, _ := libraryStudio(t)
	saved, err := s.SaveTrajectory(demoLogin(t))
	if err != nil {
		t.Fatal(err)
	}
	// As the editor sends it: the stored copy back through JSON.
	data, err := json.Marshal(saved)
	if err != nil {
		t.Fatal(err)
	}
	var draft trajectory.Trajectory
	if err := json.Unmarshal(data, &draft); err != nil {
		t.Fatal(err)
	}
	again, err := s.SaveTrajectory(&draft)
	if err != nil {
		t.Fatal(err)
	}
	if again.Revision != 1 || !again.UpdatedAt.Equal(saved.UpdatedAt) {
		t.Fatalf("saving it unchanged made revision %d (saved at %v); want revision 1 as stored", again.Revision, again.UpdatedAt)
	}
	if _, err := s.SetTags(saved.ID, saved.Tags); err != nil {
		t.Fatal(err)
	}
	if revs, err := s.ListRevisions(saved.ID); err != nil || len(revs) != 1 {
		t.Fatalf("revisions %+v, %v; want only the first", revs, err)
	}
	draft.Steps[0].Instruction = "type {{user}} into the Email field"
	changed, err := s.SaveTrajectory(&draft)
	if err != nil {
		t.Fatal(err)
	}
	if changed.Revision != 2 {
		t.Fatalf("saving a change made revision %d; want 2", changed.Revision)
	}
}
