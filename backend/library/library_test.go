package library_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/library"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func openStore(t *testing.T) *cache.Store {
	t.Helper()
	st, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func flow(id, name string) *trajectory.Trajectory {
	return &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: id, Name: name, StartURL: "http://127.0.0.1:1/",
		Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionGoto, URL: "/home"}}}
}

func count(t *testing.T, st *cache.Store) int {
	t.Helper()
	l, err := st.ListTrajectories()
	if err != nil {
		t.Fatal(err)
	}
	return len(l)
}

func TestImportIsAllOrNothing(t *testing.T) {
	st := openStore(t)
	if _, err := st.SaveTrajectory(flow("gone", "Deleted flow")); err != nil {
		t.Fatal(err)
	}
	if err := st.DeleteTrajectory("gone"); err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string]*trajectory.Trajectory{
		"an id the store cannot hold": flow("a b", "Spaces"),
		"a deleted flow's id":         flow("gone", "Deleted flow, edited"),
		"an id twice in one import":   flow("twin", "Twin"),
	} {
		items := []library.Item{{Source: "good.json", Trajectory: flow("", "Good")}, {Source: "twin.json", Trajectory: flow("twin", "Twin 1")}, {Source: "bad.json", Trajectory: bad}}
		_, err := library.Import(st, items, library.AsRevision)
		if err == nil || !strings.Contains(err.Error(), "bad.json") {
			t.Errorf("%s: want an error naming bad.json, got %v", name, err)
		}
		if n := count(t, st); n != 0 {
			t.Errorf("%s: %d flow(s) saved by a failed import", name, n)
		}
	}
}

func TestImportOverAStoredID(t *testing.T) {
	st := openStore(t)
	stored, err := st.SaveTrajectory(flow("login", "Log in"))
	if err != nil {
		t.Fatal(err)
	}
	edited := []library.Item{{Source: "login.json", Trajectory: flow("login", "Log in, edited")}}
	if _, err := library.Import(st, edited, library.Ask); !errors.Is(err, library.ErrExists) || !strings.Contains(err.Error(), `"Log in" (login)`) {
		t.Fatalf("want ErrExists naming the stored flow, got %v", err)
	}
	outs, err := library.Import(st, edited, library.AsRevision)
	if err != nil || outs[0].Action != library.Revised || outs[0].Trajectory.Revision != 2 {
		t.Fatalf("as revision: %+v, %v", outs, err)
	}
	// An identical import, whatever the policy but AsNew, adds nothing.
	for _, p := range []library.Policy{library.Ask, library.AsRevision} {
		outs, err = library.Import(st, edited, p)
		if err != nil || outs[0].Action != library.Unchanged || outs[0].Trajectory.Revision != 2 {
			t.Fatalf("identical import (policy %d): %+v, %v", p, outs, err)
		}
	}
	// The same flow from a file of another format (exported as a Chrome
	// DevTools Recorder file, imported back) is the same flow.
	other := flow("login", "Log in, edited")
	other.Source = trajectory.Source{Kind: "import", Format: "chrome-recorder"}
	if outs, err = library.Import(st, []library.Item{{Source: "login.chrome.json", Trajectory: other}}, library.Ask); err != nil || outs[0].Action != library.Unchanged {
		t.Fatalf("the same flow from another format: %+v, %v", outs, err)
	}
	outs, err = library.Import(st, edited, library.AsNew)
	if err != nil || outs[0].Action != library.Created || outs[0].Trajectory.ID == "login" {
		t.Fatalf("as new: %+v, %v", outs, err)
	}
	if n := count(t, st); n != 2 {
		t.Errorf("want 2 flows, got %d", n)
	}
	if got, _ := st.Trajectory("login"); got.Revision != 2 || got.CreatedAt != stored.CreatedAt {
		t.Errorf("stored flow: revision %d", got.Revision)
	}
}

// TestImportWithoutAnIDTwice: a file without a flow id (a DevTools
// recording) imported again adds nothing and says which flow holds it;
// --as-new adds the copy, and a changed file is a new flow.
func TestImportWithoutAnIDTwice(t *testing.T) {
	st := openStore(t)
	item := func() []library.Item { return []library.Item{{Source: "login.json", Trajectory: flow("", "Log in")}} }
	first, err := library.Import(st, item(), library.Ask)
	if err != nil || first[0].Action != library.Created {
		t.Fatalf("first import: %+v, %v", first, err)
	}
	again, err := library.Import(st, item(), library.Ask)
	if err != nil || again[0].Action != library.Unchanged || again[0].Trajectory.ID != first[0].Trajectory.ID ||
		!strings.Contains(again[0].Message, "already holds these steps") || !strings.Contains(again[0].Message, "--as-new") {
		t.Fatalf("second import: %+v, %v", again, err)
	}
	if n := count(t, st); n != 1 {
		t.Errorf("%d flows after importing the same file twice", n)
	}
	changed := flow("", "Log in")
	changed.Steps[0].URL = "/account"
	if outs, err := library.Import(st, []library.Item{{Source: "login2.json", Trajectory: changed}}, library.Ask); err != nil || outs[0].Action != library.Created {
		t.Errorf("a changed file: %+v, %v", outs, err)
	}
	if outs, err := library.Import(st, item(), library.AsNew); err != nil || outs[0].Action != library.Created {
		t.Errorf("--as-new: %+v, %v", outs, err)
	}
	if n := count(t, st); n != 3 {
		t.Errorf("%d flows; want the first, the changed one and the copy", n)
	}
}

// TestNamelessFlowIsNamedAfterItsFile: a file whose flow has no name is
// imported under the file's name, not listed as an id; importing it again
// still finds the flow it made.
func TestNamelessFlowIsNamedAfterItsFile(t *testing.T) {
	st := openStore(t)
	item := []library.Item{{Source: "exports/checkout.recording.json", Trajectory: flow("", "  ")}}
	outs, err := library.Import(st, item, library.Ask)
	if err != nil || outs[0].Trajectory.Name != "checkout" || !strings.Contains(outs[0].Message, `"checkout"`) {
		t.Fatalf("import: %+v, %v; want the flow named checkout", outs, err)
	}
	again, err := library.Import(st, item, library.Ask)
	if err != nil || again[0].Action != library.Unchanged {
		t.Errorf("again: %+v, %v; want the flow found unchanged", again, err)
	}
}
