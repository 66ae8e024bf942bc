package cache

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// putSampleEntries stores one act entry and one agent run with what their
// model runs cost.
func putSampleEntries(t *testing.T, s *Store) (ActEntry, AgentEntry) {
	t.Helper()
	act, err := s.PutAct(ActEntry{Instruction: "click Sign in", URL: "http://127.0.0.1/login.html", Steps: sample("", 2).Steps[1:2],
		Source: SourceMiss, Cost: Cost{Model: "openai/gpt-4.1-mini", ModelCalls: 1, PromptTokens: 900, CompletionTokens: 40, CostUSD: 0.0004}})
	if err != nil {
		t.Fatal(err)
	}
	cfg := AgentConfig{Model: "openai/gpt-4.1-mini", Mode: "dom", Tools: []string{"act", "close", "lookupOrder"}}
	key := AgentKey("sign in", "http://127.0.0.1/login.html", cfg)
	run := sample("", 3)
	run.Version = trajectory.FormatVersion
	ag, err := s.PutAgent(AgentEntry{Key: key, Goal: "sign in", StartURL: "http://127.0.0.1/login.html", Trajectory: run,
		Result: "signed in", Config: &cfg, Cost: Cost{Model: cfg.Model, ModelCalls: 3, PromptTokens: 2100, CompletionTokens: 90, CostUSD: 0.0012}})
	if err != nil {
		t.Fatal(err)
	}
	return act, ag
}

func TestCacheEntriesAreListedWithSourceInputsHitsAndSavings(t *testing.T) {
	s := openMem(t)
	fakeClock(s)
	flow, err := s.SaveTrajectory(sample("Library flow", 2))
	if err != nil {
		t.Fatal(err)
	}
	act, ag := putSampleEntries(t, s)
	if err := s.RecordHit(KindAgent, ag.Key); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordHit(KindAgent, ag.Key); err != nil {
		t.Fatal(err)
	}
	list, err := s.ListEntries()
	if err != nil || len(list.Entries) != 2 || len(list.Problems) != 0 {
		t.Fatalf("ListEntries = %+v, %v; want two entries", list, err)
	}
	got := map[string]EntryInfo{}
	for _, e := range list.Entries {
		got[e.Kind] = e
	}
	a, g := got[KindAct], got[KindAgent]
	if a.ID != "act-"+act.Key[:16] || a.Source != "act" || a.Instruction != "click Sign in" || a.Hits != 0 ||
		a.Saves.ModelCalls != 1 || a.Saves.PromptTokens != 900 || a.Model != "openai/gpt-4.1-mini" || a.Revisions != 1 || a.Origin != SourceMiss {
		t.Errorf("act entry = %+v", a)
	}
	if g.Source != "agent-dom" || g.Goal != "sign in" || g.Hits != 2 || g.LastHit.IsZero() || g.Saves.ModelCalls != 3 ||
		strings.Join(g.Tools, ",") != "act,close,lookupOrder" || g.Steps != 3 || strings.Join(g.VarNames, ",") != "user,password" {
		t.Errorf("agent entry = %+v", g)
	}
	if list.Entries[0].Kind != KindAgent {
		t.Errorf("the entry replayed last is not listed first: %s", list.Entries[0].ID)
	}
	lib, err := s.ListLibrary()
	if err != nil || len(lib.Flows) != 1 || lib.Flows[0].ID != flow.ID || lib.Flows[0].Source.Kind != "record" || len(lib.Entries) != 2 {
		t.Errorf("ListLibrary = %+v, %v", lib, err)
	}
	if ts, _ := s.ListTrajectories(); len(ts) != 1 {
		t.Errorf("cache entries leak into the library list: %+v", ts)
	}
}

func TestEditingACacheEntryWritesARevisionTheCacheServes(t *testing.T) {
	s := openMem(t)
	fakeClock(s)
	act, ag := putSampleEntries(t, s)
	id := EntryID(KindAgent, ag.Key)
	tr, err := s.Trajectory(id)
	if err != nil || tr.ID != id || tr.Revision != 1 || tr.Name != "sign in" || len(tr.Steps) != 3 {
		t.Fatalf("Trajectory(%s) = %+v, %v", id, tr, err)
	}
	tr.Steps[0].Value = "{{user}}+edited"
	saved, err := s.SaveTrajectory(tr)
	if err != nil || saved.ID != id || saved.Revision != 2 {
		t.Fatalf("saving the edited entry: %+v, %v", saved, err)
	}
	e, err := s.Agent(ag.Key)
	if err != nil || e.Revision != 2 || e.Trajectory.Steps[0].Value != "{{user}}+edited" || e.Origin != SourceEdited || e.Cost.ModelCalls != 3 || e.Config == nil {
		t.Fatalf("the agent cache serves %+v, %v; want the edit as revision 2 with its cost and config kept", e, err)
	}
	if ts, _ := s.ListTrajectories(); len(ts) != 0 {
		t.Errorf("editing an entry made a library copy: %+v", ts)
	}
	revs, err := s.Revisions(id)
	if err != nil || len(revs) != 2 || revs[0].Revision != 2 {
		t.Fatalf("Revisions = %+v, %v", revs, err)
	}
	back, err := s.RestoreRevision(id, 1)
	if err != nil || back.Revision != 3 || back.Steps[0].Value != "{{user}}" {
		t.Fatalf("rollback = %+v, %v", back, err)
	}
	if e, _ := s.Agent(ag.Key); e.Revision != 3 || e.Origin != SourceRestored || e.Trajectory.Steps[0].Value != "{{user}}" {
		t.Errorf("after the rollback the cache serves %+v", e)
	}
	old, err := s.TrajectoryRevision(id, 2)
	if err != nil || old.Steps[0].Value != "{{user}}+edited" {
		t.Errorf("revision 2 = %+v, %v", old, err)
	}

	aid := EntryID(KindAct, act.Key)
	at, err := s.Trajectory(aid)
	if err != nil || at.Name != "click Sign in" || len(at.Steps) != 1 {
		t.Fatalf("act entry as a flow = %+v, %v", at, err)
	}
	at.Steps[0].Instruction = "click the Sign in button"
	if _, err := s.SaveTrajectory(at); err != nil {
		t.Fatal(err)
	}
	if e, _ := s.Act(act.Key); e.Revision != 2 || e.Steps[0].Instruction != "click the Sign in button" || e.Source != SourceEdited || e.Cost.ModelCalls != 1 {
		t.Errorf("the act cache serves %+v", e)
	}
	at.Variables = append(at.Variables, trajectory.Variable{Name: "extra"})
	if _, err := s.SaveTrajectory(at); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "library flow") {
		t.Errorf("changing an act entry's variables: %v; want a refusal pointing to saving a library flow", err)
	}

	flow, err := s.SaveEntryAsFlow(id, "Sign in (saved)")
	if err != nil || flow.ID == id || IsEntryID(flow.ID) || flow.Name != "Sign in (saved)" || flow.Source.Kind != "agent" {
		t.Fatalf("SaveEntryAsFlow = %+v, %v", flow, err)
	}
	if e, _ := s.Agent(ag.Key); e.Revision != 3 {
		t.Errorf("saving as a library flow changed the entry: revision %d", e.Revision)
	}
}

func TestRemoveAndPruneNeverTouchLibraryFlows(t *testing.T) {
	s := openMem(t)
	fakeClock(s)
	flow, err := s.SaveTrajectory(sample("Keep me", 2))
	if err != nil {
		t.Fatal(err)
	}
	for range 3 { // three revisions of the flow: prune must keep them all
		if _, err := s.SaveTrajectory(flow); err != nil {
			t.Fatal(err)
		}
	}
	act, ag := putSampleEntries(t, s)
	id := EntryID(KindAgent, ag.Key)
	for range 3 {
		tr, _ := s.Trajectory(id)
		if _, err := s.SaveTrajectory(tr); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.SaveRun(&trajectory.Run{TrajectoryID: id, Status: trajectory.StatusPassed}); err != nil {
		t.Fatal(err)
	}
	res, err := s.PruneEntries(PruneOptions{KeepRevisions: 2})
	if err != nil || res.RevisionsRemoved != 2 || len(res.Removed) != 0 {
		t.Fatalf("prune --keep-revisions 2 = %+v, %v; want the agent entry's 2 oldest revisions removed", res, err)
	}
	if revs, _ := s.Revisions(id); len(revs) != 2 || revs[1].Revision != 3 {
		t.Errorf("revisions left: %+v", revs)
	}
	if _, err := s.TrajectoryRevision(id, 1); !errors.Is(err, ErrNotFound) {
		t.Errorf("pruned revision 1 still reads: %v", err)
	}
	if e, err := s.Agent(ag.Key); err != nil || e.Revision != 4 {
		t.Errorf("latest revision after prune: %+v, %v", e, err)
	}

	// Everything so far happened within the last minute of the fake clock.
	if res, err := s.PruneEntries(PruneOptions{OlderThanSeconds: 3600}); err != nil || len(res.Removed) != 0 {
		t.Errorf("prune --older-than 1h removed fresh entries: %+v, %v", res, err)
	}
	s.now = func() time.Time { return time.Date(2025, 4, 1, 0, 0, 0, 0, time.UTC) }
	if err := s.RecordHit(KindAct, act.Key); err != nil { // replayed today: kept
		t.Fatal(err)
	}
	res, err = s.PruneEntries(PruneOptions{OlderThanSeconds: 7 * 24 * 3600})
	if err != nil || len(res.Removed) != 1 || res.Removed[0].ID != id {
		t.Fatalf("prune --older-than 7d = %+v, %v; want the agent entry only", res, err)
	}
	if _, err := s.Agent(ag.Key); !errors.Is(err, ErrNotFound) {
		t.Errorf("pruned agent entry still reads: %v", err)
	}
	if runs, _ := s.Runs(id, 0); len(runs) != 0 {
		t.Errorf("the pruned entry's runs are kept: %d", len(runs))
	}
	info, err := s.RemoveEntry(EntryID(KindAct, act.Key)[:12])
	if err != nil || info.Kind != KindAct {
		t.Fatalf("RemoveEntry by id prefix = %+v, %v", info, err)
	}
	if list, _ := s.ListEntries(); len(list.Entries) != 0 {
		t.Errorf("entries left: %+v", list.Entries)
	}
	got, err := s.Trajectory(flow.ID)
	if err != nil || got.Revision != 4 {
		t.Errorf("the library flow was touched: %+v, %v", got, err)
	}
	if revs, _ := s.Revisions(flow.ID); len(revs) != 4 {
		t.Errorf("the library flow lost revisions: %d left", len(revs))
	}
	if _, err := s.RemoveEntry(flow.ID); err == nil {
		t.Errorf("RemoveEntry removed a library flow")
	}
}

func TestCorruptCacheEntryIsReportedAndSkipped(t *testing.T) {
	s := openMem(t)
	act, ag := putSampleEntries(t, s)
	bad := agentRevKey(ag.Key, 1)
	if err := s.db.Update(func(txn *badger.Txn) error { return txn.Set([]byte(bad), []byte(`{"trajectory": [`)) }); err != nil {
		t.Fatal(err)
	}
	list, err := s.ListEntries()
	if err != nil || len(list.Entries) != 1 || list.Entries[0].Key != act.Key {
		t.Fatalf("ListEntries = %+v, %v; want the act entry only", list, err)
	}
	if len(list.Problems) != 1 || !strings.Contains(list.Problems[0].Item, EntryID(KindAgent, ag.Key)) || !strings.Contains(list.Problems[0].Problem, "store repair") {
		t.Errorf("problems = %+v; want the agent entry named with what to do", list.Problems)
	}
	if _, err := s.RemoveEntry(EntryID(KindAgent, ag.Key)); err != nil {
		t.Errorf("a damaged entry cannot be removed: %v", err)
	}
	if list, _ := s.ListEntries(); len(list.Problems) != 0 {
		t.Errorf("problems after removing it: %+v", list.Problems)
	}
}

func TestOpenErrorNamesTheDirectoryAndTheFix(t *testing.T) {
	file := filepath.Join(t.TempDir(), "store")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := Open(file, Options{})
	var oe *OpenError
	if !errors.As(err, &oe) || !strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), "not a directory") || !strings.Contains(err.Error(), "--store DIR") {
		t.Errorf("opening a file as the store: %v", err)
	}
	for cause, fix := range map[error]string{
		os.ErrPermission: "chmod u+rwx /data/store",
		syscall.ENOSPC:   "free some disk space",
		syscall.EROFS:    "read-only",
	} {
		msg := (&OpenError{Dir: "/data/store", Err: cause}).Error()
		if !strings.Contains(msg, "/data/store") || !strings.Contains(msg, fix) || !strings.Contains(msg, "REPRISE_STORE") {
			t.Errorf("%v: %s; want the directory and %q", cause, msg, fix)
		}
	}
}

// TestShortEntryIDSaysHowLong: an entry id cut too short says how many
// digits it needs, not that it is no entry id.
func TestShortEntryIDSaysHowLong(t *testing.T) {
	s := openMem(t)
	_, err := s.Entry("act-f6f5")
	if err == nil || !strings.Contains(err.Error(), "give at least 8 of the hex digits after act-") {
		t.Errorf("a 4-digit entry id: %v", err)
	}
}

// TestACacheEntryWithALongGoalIsShownAndSavedUnderItsFirstWords: an
// agent run's goal (or an act entry's instruction) longer than a flow's
// name may be names the entry under its first words, so the entry can
// be edited and saved as a flow; the cache keeps the goal whole.
func TestACacheEntryWithALongGoalIsShownAndSavedUnderItsFirstWords(t *testing.T) {
	s := openMem(t)
	goal := strings.TrimSpace(strings.Repeat("buy the cheapest scarf and pay with the saved card ", 20))
	cfg := AgentConfig{Model: "openai/gpt-4.1-mini", Mode: "dom"}
	key := AgentKey(goal, "http://127.0.0.1/shop.html", cfg)
	run := sample("", 2)
	run.Version = trajectory.FormatVersion
	if _, err := s.PutAgent(AgentEntry{Key: key, Goal: goal, StartURL: "http://127.0.0.1/shop.html", Trajectory: run, Config: &cfg}); err != nil {
		t.Fatal(err)
	}
	id := EntryID(KindAgent, key)
	tr, err := s.Trajectory(id)
	if err != nil || tr.Name != trajectory.ShortName(goal) || len([]rune(tr.Name)) > trajectory.MaxNameLength {
		t.Fatalf("Trajectory(%s) = %q, %v", id, tr.Name, err)
	}
	if _, err := s.SaveTrajectory(tr); err != nil {
		t.Errorf("saving the entry again: %v", err)
	}
	if flow, err := s.SaveEntryAsFlow(id, ""); err != nil || flow.Name != tr.Name {
		t.Errorf("SaveEntryAsFlow = %+v, %v", flow, err)
	}
	if e, _ := s.Agent(key); e.Goal != goal {
		t.Errorf("the cache keeps the goal %q", e.Goal)
	}
}
