package cache

import (
	"errors"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestImportTrajectoryPolicy: "new" always adds a flow; "revision" adds a
// revision of the flow the file names and needs one, and adds nothing when
// the file is identical to the stored latest revision; secret defaults
// never land.
func TestImportTrajectoryPolicy(t *testing.T) {
	s := openMem(t)
	stored, err := s.SaveTrajectory(sample("Log in", 2))
	if err != nil {
		t.Fatal(err)
	}
	file := stored.Clone() // what an export of the stored flow holds

	out, err := s.ImportTrajectory(file, ImportRevision, "login.json")
	if err != nil || out.Action != ImportUnchanged || out.Trajectory.Revision != 1 {
		t.Fatalf("re-importing the stored flow: %+v, %v; want unchanged at revision 1", out, err)
	}
	if revs, _ := s.Revisions(stored.ID); len(revs) != 1 {
		t.Errorf("an unchanged import added a revision: %d revisions", len(revs))
	}

	file.Name = "Log in (edited)"
	file.Variables = append(file.Variables, trajectory.Variable{Name: "pw", Secret: true, Default: "hunter2"})
	out, err = s.ImportTrajectory(file, ImportRevision, "login.json")
	if err != nil || out.Action != ImportRevised || out.Trajectory.ID != stored.ID || out.Trajectory.Revision != 2 {
		t.Fatalf("importing an edited copy as a revision: %+v, %v", out, err)
	}
	for _, v := range out.Trajectory.Variables {
		if v.Secret && v.Default != "" {
			t.Errorf("secret %s kept its default from the file", v.Name)
		}
	}
	if file.Variables[len(file.Variables)-1].Default != "hunter2" {
		t.Error("ImportTrajectory changed the caller's trajectory")
	}

	out, err = s.ImportTrajectory(file, "", "login.json")
	if err != nil || out.Action != ImportCreated || out.Trajectory.ID == stored.ID || out.Trajectory.Revision != 1 {
		t.Fatalf("importing as new: %+v, %v; want a new flow", out, err)
	}

	noID := file.Clone()
	noID.ID = ""
	if _, err := s.ImportTrajectory(noID, ImportRevision, "x.json"); !errors.Is(err, ErrInvalid) {
		t.Errorf("a revision of a file without id: %v, want ErrInvalid", err)
	}
	unknown := file.Clone()
	unknown.ID = "nosuchflow"
	if _, err := s.ImportTrajectory(unknown, ImportRevision, "x.json"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a revision of an unknown flow: %v, want ErrNotFound", err)
	}
	if err := s.DeleteTrajectory(stored.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ImportTrajectory(file, ImportRevision, "x.json"); !errors.Is(err, ErrDeleted) {
		t.Errorf("a revision of a deleted flow: %v, want ErrDeleted", err)
	}
	if _, err := s.ImportTrajectory(file, "sideways", "x.json"); !errors.Is(err, ErrInvalid) {
		t.Errorf("an unknown mode: %v", err)
	}
	bad := file.Clone()
	bad.Steps[0].Action = ""
	if _, err := s.ImportTrajectory(bad, ImportNew, "x.json"); err == nil {
		t.Error("an invalid flow was imported")
	}
	list, _ := s.ListTrajectories()
	if len(list) != 1 {
		t.Errorf("%d flows listed; want only the one imported as new (the original is deleted)", len(list))
	}
}
