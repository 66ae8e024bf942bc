package studio

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// storeOutOfLimits saves the demo login flow in a store at dir, then
// writes over its revision 1, through Badger itself, with change made to
// it: a flow stored before the limits on names and step timeouts, which
// the store's SaveTrajectory now refuses. It returns the flow's id.
func storeOutOfLimits(t *testing.T, dir string, change func(*trajectory.Trajectory)) string {
	t.Helper()
	store, err := cache.Open(dir, cache.Options{Notice: func(string) {}})
	if err != nil {
		t.Fatal(err)
	}
	saved, err := store.SaveTrajectory(demoLogin(t))
	store.Close()
	if err != nil {
		t.Fatal(err)
	}
	change(saved)
	data, err := json.Marshal(saved)
	if err != nil {
		t.Fatal(err)
	}
	db, err := badger.Open(badger.DefaultOptions(dir).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(txn *badger.Txn) error { return txn.Set([]byte("traj/"+saved.ID+"/rev/00000001"), data) })
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	return saved.ID
}

// TestAFlowStoredOutOfTheLimitsOpensAndSaysWhatToFix: a flow saved before
// names had at most 250 characters and step timeouts 0.1 s to 10 minutes,
// with a 315-character name and a 20-minute timeout on step 4, opens in
// the editor with both problems on their fields; saving a change and
// exporting are refused in the editor's words, saying where and what to
// do; once both are changed it saves and exports.
func TestAFlowStoredOutOfTheLimitsOpensAndSaysWhatToFix(t *testing.T) {
	dir := t.TempDir()
	long := strings.TrimSpace(strings.Repeat("Log in as a customer ", 15))
	id := storeOutOfLimits(t, dir, func(tr *trajectory.Trajectory) {
		tr.Name = long
		tr.Steps[3].TimeoutMS = 20 * 60 * 1000
	})
	store, err := cache.Open(dir, cache.Options{Notice: func(string) {}})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	s, err := New(Options{Store: store, SettingsPath: filepath.Join(t.TempDir(), "settings.json")})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	flow, err := s.GetTrajectory(id)
	if err != nil {
		t.Fatalf("opening the flow: %v", err)
	}
	if flow.Name != long || flow.Steps[3].TimeoutMS != 1200000 {
		t.Fatalf("opened as %q with step 4's timeout %d", flow.Name, flow.Steps[3].TimeoutMS)
	}
	nameWhy := "the flow's name has 314 characters, more than the 250 a name may have: shorten it"
	timeoutWhy := "the timeout must be between 0.1 s and 10 minutes (0 uses the default), not 1200000 ms (about 20 minutes)"
	ps, err := s.ValidateTrajectory(flow)
	if err != nil || len(ps) != 2 || ps[0] != (Problem{Field: "name", Message: nameWhy}) || ps[1] != (Problem{Step: 4, StepID: "s4", Field: "timeoutMs", Message: timeoutWhy}) {
		t.Fatalf("the editor's problems: %+v, %v", ps, err)
	}

	// Saving a change keeps refusing until both are fixed.
	changed := flow.Clone()
	changed.Tags = []string{"smoke"}
	_, err = s.SaveTrajectory(changed)
	if e := AsError(err); e == nil || e.Code != CodeInvalid || !strings.Contains(e.Message, "step 4: "+timeoutWhy) {
		t.Errorf("saving a change: %v", err)
	}

	// Exporting says the same, and what to do.
	_, err = s.ExportFlow(id, 0, "playwright-ts")
	want := "Not exported: " + nameWhy + "; step 4: " + timeoutWhy + ". Change them in the editor and save, then export again."
	e := AsError(err)
	if e == nil || e.Code != CodeInvalid || e.Message != want {
		t.Fatalf("exporting: %v\nwant %s", err, want)
	}
	if ps, ok := e.Details.([]Problem); !ok || len(ps) != 2 || ps[1].Step != 4 || ps[1].Field != "timeoutMs" {
		t.Errorf("the export's details: %#v", e.Details)
	}

	changed.Name = "Log in as a customer"
	changed.Steps[3].TimeoutMS = 10 * 60 * 1000
	saved, err := s.SaveTrajectory(changed)
	if err != nil || saved.Revision != 2 {
		t.Fatalf("saving the fixed flow: %v", err)
	}
	if f, err := s.ExportFlow(id, 0, "playwright-ts"); err != nil || !strings.Contains(f.Content, "Log in as a customer") {
		t.Errorf("exporting the fixed flow: %v", err)
	}
}
