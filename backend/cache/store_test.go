package cache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// openMem opens an in-memory store closed at the end of the test.
func openMem(t testing.TB) *Store {
	t.Helper()
	s, err := Open("", Options{InMemory: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// fakeClock makes s.now return start, start+1s, start+2s, … so ordering
// by time does not depend on the real clock's resolution.
func fakeClock(s *Store) {
	var mu sync.Mutex
	now := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	s.now = func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		now = now.Add(time.Second)
		return now
	}
}

// sample returns a valid trajectory with n steps.
func sample(name string, n int) *trajectory.Trajectory {
	t := &trajectory.Trajectory{
		Name:      name,
		StartURL:  "http://127.0.0.1/login.html",
		Variables: []trajectory.Variable{{Name: "user", Default: "ann@example.com"}, {Name: "password", Secret: true}},
		Source:    trajectory.Source{Kind: "record"},
		Tags:      []string{"smoke"},
	}
	for i := range n {
		var st trajectory.Step
		switch i % 3 {
		case 0:
			st = trajectory.Step{Action: trajectory.ActionFill, Value: "{{user}}", Instruction: "fill {{user}} into Email",
				Target: target("label", "Email", "input")}
		case 1:
			st = trajectory.Step{Action: trajectory.ActionClick, Instruction: "click Sign in",
				Target: target("text", "Sign in", "button")}
		default:
			st = trajectory.Step{Action: trajectory.ActionAssertURL, URL: "/dashboard", Match: "contains"}
		}
		st.ID = fmt.Sprintf("s%d", i+1)
		t.Steps = append(t.Steps, st)
	}
	return t
}

func target(kind, value, tag string) *trajectory.Target {
	return &trajectory.Target{
		Candidates:  []trajectory.Locator{{Kind: trajectory.LocatorKind(kind), Value: value, Score: 140}},
		Fingerprint: trajectory.Fingerprint{Tag: tag, Name: value},
	}
}

// countKeys returns how many keys the store holds.
func countKeys(t *testing.T, s *Store) int {
	t.Helper()
	n := 0
	err := s.db.View(func(txn *badger.Txn) error {
		opts := badger.DefaultIteratorOptions
		opts.PrefetchValues = false
		it := txn.NewIterator(opts)
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			n++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestRevisionsAreKeptAndRestorable(t *testing.T) {
	s := openMem(t)
	fakeClock(s)
	in := sample("Log in", 2)
	v1, err := s.SaveTrajectory(in)
	if err != nil {
		t.Fatal(err)
	}
	if len(v1.ID) != trajectoryIDLen || v1.Revision != 1 || v1.CreatedAt.IsZero() || !v1.UpdatedAt.Equal(v1.CreatedAt) {
		t.Fatalf("first save: id %q rev %d created %v updated %v", v1.ID, v1.Revision, v1.CreatedAt, v1.UpdatedAt)
	}
	if in.ID != "" || in.Revision != 0 {
		t.Errorf("SaveTrajectory changed its argument: id %q rev %d", in.ID, in.Revision)
	}

	edit := *v1
	edit.Name = "Log in and out"
	edit.Steps = append(edit.Steps, sample("", 3).Steps[2])
	v2, err := s.SaveTrajectory(&edit)
	if err != nil {
		t.Fatal(err)
	}
	if v2.ID != v1.ID || v2.Revision != 2 || !v2.CreatedAt.Equal(v1.CreatedAt) || !v2.UpdatedAt.After(v1.UpdatedAt) {
		t.Fatalf("second save: %+v", v2)
	}

	latest, err := s.Trajectory(v1.ID)
	if err != nil {
		t.Fatal(err)
	}
	if latest.Name != "Log in and out" || latest.Revision != 2 || len(latest.Steps) != 3 {
		t.Errorf("latest = %q rev %d with %d steps", latest.Name, latest.Revision, len(latest.Steps))
	}
	old, err := s.TrajectoryRevision(v1.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	if old.Name != "Log in" || len(old.Steps) != 2 {
		t.Errorf("revision 1 = %q with %d steps", old.Name, len(old.Steps))
	}
	if _, err := s.TrajectoryRevision(v1.ID, 3); !errors.Is(err, ErrNotFound) {
		t.Errorf("revision 3: err = %v, want ErrNotFound", err)
	}

	v3, err := s.RestoreRevision(v1.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	if v3.Revision != 3 || v3.Name != "Log in" || len(v3.Steps) != 2 {
		t.Errorf("restored = %q rev %d with %d steps", v3.Name, v3.Revision, len(v3.Steps))
	}
	revs, err := s.Revisions(v1.ID)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range revs {
		got = append(got, fmt.Sprintf("%d:%s:%d", r.Revision, r.Name, r.Steps))
	}
	if want := "3:Log in:2 2:Log in and out:3 1:Log in:2"; strings.Join(got, " ") != want {
		t.Errorf("revisions = %q, want %q", strings.Join(got, " "), want)
	}
	if !revs[0].UpdatedAt.After(revs[1].UpdatedAt) {
		t.Errorf("revision times not increasing: %v", revs)
	}
	// Revision 2 is still there after the rollback.
	if r2, err := s.TrajectoryRevision(v1.ID, 2); err != nil || r2.Name != "Log in and out" {
		t.Errorf("revision 2 after restore: %v, %v", r2, err)
	}
}

func TestSaveWithGivenIDAndStoredCopyIsIndependent(t *testing.T) {
	s := openMem(t)
	in := sample("Imported", 1)
	in.ID = "imported-1"
	in.Revision = 41 // ignored: the store owns revisions
	out, err := s.SaveTrajectory(in)
	if err != nil {
		t.Fatal(err)
	}
	if out.ID != "imported-1" || out.Revision != 1 {
		t.Fatalf("saved %q rev %d", out.ID, out.Revision)
	}
	out.Steps[0].Target.Candidates[0].Value = "changed"
	if in.Steps[0].Target.Candidates[0].Value != "Email" {
		t.Error("the returned copy shares steps with the argument")
	}
	bad := sample("Bad id", 1)
	bad.ID = "a/b"
	if _, err := s.SaveTrajectory(bad); !errors.Is(err, ErrInvalid) {
		t.Errorf("id with '/': err = %v, want ErrInvalid", err)
	}
}

func TestInvalidTrajectoryIsRejectedAndNothingWritten(t *testing.T) {
	s := openMem(t)
	bad := sample("Broken", 2)
	bad.Steps[1].Target = nil // click needs a target
	_, err := s.SaveTrajectory(bad)
	var ve *trajectory.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("err = %v, want a *trajectory.ValidationError", err)
	}
	if !strings.Contains(err.Error(), "step 2 (s2) target") {
		t.Errorf("error does not name step and field: %v", err)
	}
	if n := countKeys(t, s); n != 0 {
		t.Errorf("store holds %d keys after a rejected save", n)
	}

	// A rejected edit of an existing trajectory leaves its head alone.
	good, err := s.SaveTrajectory(sample("Good", 1))
	if err != nil {
		t.Fatal(err)
	}
	edit := *good
	edit.Steps = append([]trajectory.Step{}, good.Steps...)
	edit.Steps = append(edit.Steps, edit.Steps[0]) // duplicate step id
	if _, err := s.SaveTrajectory(&edit); !errors.As(err, &ve) {
		t.Fatalf("duplicate step id: err = %v", err)
	}
	if cur, err := s.Trajectory(good.ID); err != nil || cur.Revision != 1 {
		t.Errorf("after rejected edit: %v rev %d", err, cur.Revision)
	}
	if n := countKeys(t, s); n != 2 {
		t.Errorf("store holds %d keys, want 2 (head + revision 1)", n)
	}
}

func TestDeleteUndeletePurge(t *testing.T) {
	s := openMem(t)
	a, err := s.SaveTrajectory(sample("A", 1))
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.SaveTrajectory(sample("B", 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SaveRun(&trajectory.Run{TrajectoryID: a.ID, Revision: 1, Status: trajectory.StatusPassed}); err != nil {
		t.Fatal(err)
	}

	if err := s.DeleteTrajectory(a.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteTrajectory(a.ID); err != nil {
		t.Errorf("deleting twice: %v", err)
	}
	if ids := listIDs(t, s); ids != b.ID {
		t.Errorf("list after delete = %q, want only %q", ids, b.ID)
	}
	trash, err := s.ListDeletedTrajectories()
	if err != nil || len(trash) != 1 || trash[0].ID != a.ID || !trash[0].Deleted {
		t.Errorf("trash = %+v, %v", trash, err)
	}
	if _, err := s.Trajectory(a.ID); !errors.Is(err, ErrDeleted) {
		t.Errorf("reading deleted: err = %v, want ErrDeleted", err)
	}
	if _, err := s.SaveTrajectory(a); !errors.Is(err, ErrDeleted) {
		t.Errorf("saving deleted: err = %v, want ErrDeleted", err)
	}
	// History stays readable while deleted.
	if r, err := s.TrajectoryRevision(a.ID, 1); err != nil || r.Name != "A" {
		t.Errorf("revision of deleted: %v, %v", r, err)
	}

	if err := s.UndeleteTrajectory(a.ID); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Trajectory(a.ID); err != nil || got.Name != "A" {
		t.Fatalf("after undelete: %v, %v", got, err)
	}
	if runs, err := s.Runs(a.ID, 0); err != nil || len(runs) != 1 {
		t.Errorf("runs kept through delete: %d, %v", len(runs), err)
	}

	before := countKeys(t, s)
	if err := s.PurgeTrajectory(a.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Trajectory(a.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("after purge: err = %v, want ErrNotFound", err)
	}
	if _, err := s.TrajectoryRevision(a.ID, 1); !errors.Is(err, ErrNotFound) {
		t.Errorf("revision after purge: err = %v, want ErrNotFound", err)
	}
	if after := countKeys(t, s); after != before-3 { // head, revision, run
		t.Errorf("purge removed %d keys, want 3", before-after)
	}
	if err := s.DeleteTrajectory(a.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleting purged: err = %v, want ErrNotFound", err)
	}
	if _, err := s.Trajectory(b.ID); err != nil {
		t.Errorf("other trajectory after purge: %v", err)
	}
}

func listIDs(t *testing.T, s *Store) string {
	t.Helper()
	list, err := s.ListTrajectories()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, x := range list {
		ids = append(ids, x.ID)
	}
	return strings.Join(ids, " ")
}

func TestPrefixLookup(t *testing.T) {
	s := openMem(t)
	for _, id := range []string{"abc123", "abd456", "xyz", "run", "runner"} {
		tr := sample("T "+id, 1)
		tr.ID = id
		if _, err := s.SaveTrajectory(tr); err != nil {
			t.Fatal(err)
		}
	}
	for prefix, want := range map[string]string{"abc": "abc123", "abd4": "abd456", "x": "xyz", "xyz": "xyz", "run": "run", "runn": "runner"} {
		got, err := s.Trajectory(prefix)
		if err != nil {
			t.Errorf("Trajectory(%q): %v", prefix, err)
			continue
		}
		if got.ID != want {
			t.Errorf("Trajectory(%q) = %q, want %q", prefix, got.ID, want)
		}
	}

	_, err := s.Trajectory("ab")
	var amb *AmbiguousError
	if !errors.Is(err, ErrAmbiguous) || !errors.As(err, &amb) {
		t.Fatalf("ambiguous prefix: err = %v", err)
	}
	if strings.Join(amb.Matches, ",") != "abc123,abd456" {
		t.Errorf("matches = %v", amb.Matches)
	}
	for _, want := range []string{`"ab"`, "abc123", "abd456", "longer prefix"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("ambiguous error %q lacks %q", err, want)
		}
	}
	if _, err := s.Trajectory("q"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown prefix: err = %v, want ErrNotFound", err)
	} else if n := strings.Count(err.Error(), "not found") + strings.Count(err.Error(), "no trajectory"); n != 1 {
		t.Errorf("unknown prefix: %q says it is not found %d times, want once", err, n)
	}
	if _, err := s.Trajectory("a/"); !errors.Is(err, ErrInvalid) {
		t.Errorf("prefix with '/': err = %v, want ErrInvalid", err)
	}
	// Deleted trajectories still take part in prefix matching (undelete
	// must find them), and prefixes work for every id-taking method.
	if err := s.DeleteTrajectory("abd"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Trajectory("ab"); !errors.Is(err, ErrAmbiguous) {
		t.Errorf("after deleting one: err = %v, want ErrAmbiguous", err)
	}
	if err := s.UndeleteTrajectory("abd"); err != nil {
		t.Error(err)
	}
	if revs, err := s.Revisions("abc"); err != nil || len(revs) != 1 {
		t.Errorf("Revisions by prefix: %v, %v", revs, err)
	}
}

func TestListOrderAndLastRunStatus(t *testing.T) {
	s := openMem(t)
	fakeClock(s)
	a, _ := s.SaveTrajectory(sample("A", 1))
	b, _ := s.SaveTrajectory(sample("B", 2))
	c, err := s.SaveTrajectory(sample("C", 3))
	if err != nil {
		t.Fatal(err)
	}
	// Editing A makes it the most recently updated.
	a2 := *a
	a2.Name = "A edited"
	if _, err := s.SaveTrajectory(&a2); err != nil {
		t.Fatal(err)
	}
	if got, want := listIDs(t, s), strings.Join([]string{a.ID, c.ID, b.ID}, " "); got != want {
		t.Errorf("order = %q, want %q", got, want)
	}

	started := time.Date(2025, 4, 1, 9, 0, 0, 0, time.UTC)
	for i, st := range []trajectory.Status{trajectory.StatusPassed, trajectory.StatusFailed} {
		r := &trajectory.Run{TrajectoryID: b.ID, Revision: 1, Status: st, StartedAt: started.Add(time.Duration(i) * time.Minute),
			StartURL: fmt.Sprintf("https://site%d.example/", i)}
		if err := s.SaveRun(r); err != nil {
			t.Fatal(err)
		}
	}
	list, err := s.ListTrajectories()
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]Summary{}
	for _, x := range list {
		byID[x.ID] = x
	}
	sb := byID[b.ID]
	if sb.LastRunStatus != trajectory.StatusFailed || !sb.LastRunAt.Equal(started.Add(time.Minute)) || sb.LastRunID == "" || sb.LastRunStartURL != "https://site1.example/" {
		t.Errorf("B last run = %q at %v (%q) on %q", sb.LastRunStatus, sb.LastRunAt, sb.LastRunID, sb.LastRunStartURL)
	}
	if sb.Name != "B" || sb.Steps != 2 || sb.Revision != 1 || sb.StartURL != "http://127.0.0.1/login.html" ||
		strings.Join(sb.Tags, ",") != "smoke" || sb.UpdatedAt.IsZero() {
		t.Errorf("B summary = %+v", sb)
	}
	if sa := byID[a.ID]; sa.Name != "A edited" || sa.Revision != 2 || sa.LastRunStatus != "" || !sa.LastRunAt.IsZero() {
		t.Errorf("A summary = %+v", sa)
	}
}

func TestRunsNewestFirst(t *testing.T) {
	s := openMem(t)
	tr, err := s.SaveTrajectory(sample("R", 1))
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i := range 5 {
		r := &trajectory.Run{TrajectoryID: tr.ID, Revision: 1, Status: trajectory.StatusPassed, LLMCalls: i}
		if err := s.SaveRun(r); err != nil {
			t.Fatal(err)
		}
		if r.ID == "" {
			t.Fatal("SaveRun assigned no id")
		}
		ids = append(ids, r.ID)
	}
	for i := 1; i < len(ids); i++ {
		if ids[i] <= ids[i-1] {
			t.Fatalf("run ids not increasing: %v", ids)
		}
	}
	runs, err := s.Runs(tr.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 5 {
		t.Fatalf("%d runs", len(runs))
	}
	for i, r := range runs {
		if r.LLMCalls != 4-i || r.ID != ids[4-i] {
			t.Errorf("runs[%d] = %s (%d)", i, r.ID, r.LLMCalls)
		}
	}
	if top, err := s.Runs(tr.ID[:4], 2); err != nil || len(top) != 2 || top[0].LLMCalls != 4 {
		t.Errorf("Runs(limit 2) = %v, %v", top, err)
	}

	// Saving with the same id replaces the record (start, then finish).
	r := runs[0]
	r.Status = trajectory.StatusFailed
	r.Error = "boom"
	if err := s.SaveRun(&r); err != nil {
		t.Fatal(err)
	}
	got, err := s.Run(tr.ID, r.ID)
	if err != nil || got.Status != trajectory.StatusFailed || got.Error != "boom" {
		t.Errorf("Run = %+v, %v", got, err)
	}
	if all, _ := s.Runs(tr.ID, 0); len(all) != 5 {
		t.Errorf("replacing added a run: %d", len(all))
	}
	if _, err := s.Run(tr.ID, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown run: err = %v", err)
	}
	if err := s.SaveRun(&trajectory.Run{TrajectoryID: "missing"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("run of unknown trajectory: err = %v", err)
	}
}

func TestBlobDedupAndLargeValues(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	shot := make([]byte, 150<<10) // a screenshot-sized blob goes to the value log
	for i := range shot {
		shot[i] = byte(i * 7)
	}
	k1, err := s.PutBlob(shot)
	if err != nil {
		t.Fatal(err)
	}
	k2, err := s.PutBlob(append([]byte{}, shot...))
	if err != nil {
		t.Fatal(err)
	}
	if k1 != k2 || len(k1) != 64 {
		t.Errorf("keys %q and %q", k1, k2)
	}
	small, _ := s.PutBlob([]byte("tiny"))
	if small == k1 {
		t.Error("different content, same key")
	}
	blobs := 0
	s.db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{Prefix: []byte("blob/")})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			blobs++
		}
		return nil
	})
	if blobs != 2 {
		t.Errorf("%d blobs stored, want 2", blobs)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	s, err = Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.Blob(k1)
	if err != nil || string(got) != string(shot) {
		t.Errorf("Blob after reopen: %d bytes, %v", len(got), err)
	}
	if _, err := s.Blob(strings.Repeat("0", 64)); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing blob: err = %v", err)
	}
	if _, err := s.Blob("../etc"); !errors.Is(err, ErrInvalid) {
		t.Errorf("bad blob key: err = %v", err)
	}
}

func TestCorruptValuesNameTheKey(t *testing.T) {
	s := openMem(t)
	tr, err := s.SaveTrajectory(sample("C", 1))
	if err != nil {
		t.Fatal(err)
	}
	act, err := s.PutAct(ActEntry{Instruction: "click Sign in", URL: "http://x/", Steps: sample("", 2).Steps[1:2], Source: SourceMiss})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SaveRun(&trajectory.Run{TrajectoryID: tr.ID, Status: trajectory.StatusPassed}); err != nil {
		t.Fatal(err)
	}
	blob, _ := s.PutBlob([]byte("png"))
	runs, _ := s.Runs(tr.ID, 0)

	put := func(key, val string) {
		t.Helper()
		if err := s.db.Update(func(txn *badger.Txn) error { return txn.Set([]byte(key), []byte(val)) }); err != nil {
			t.Fatal(err)
		}
	}
	check := func(what string, err error, key string) {
		t.Helper()
		if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), key) {
			t.Errorf("%s: err = %v, want ErrCorrupt naming %s", what, err, key)
		}
	}
	revKey := trajRevKey(tr.ID, 1)
	put(revKey, `{"version": 1, "steps": [`)
	_, err = s.Trajectory(tr.ID)
	check("Trajectory", err, revKey)
	// The list skips the flow and names it instead of failing.
	if list, err := s.ListTrajectories(); err != nil || len(list) != 0 {
		t.Errorf("ListTrajectories with a corrupt flow: %v, %d listed; want it skipped", err, len(list))
	}
	if lib, err := s.ListLibrary(); err != nil || len(lib.Problems) != 1 || !strings.Contains(lib.Problems[0].Item, tr.ID) {
		t.Errorf("ListLibrary with a corrupt flow: %v, problems %+v; want the flow named", err, lib.Problems)
	}
	_, err = s.Revisions(tr.ID)
	check("Revisions", err, revKey)

	put(revKey, `{"version": 1, "id": "other", "revision": 1, "steps": []}`)
	_, err = s.TrajectoryRevision(tr.ID, 1)
	check("mismatched id", err, revKey)

	actKey := actRevKey(act.Key, 1)
	put(actKey, `[1,2`)
	_, err = s.Act(act.Key)
	check("Act", err, actKey)

	rk := runKey(tr.ID, runs[0].ID)
	put(rk, `{"status": 5}`)
	_, err = s.Run(tr.ID, runs[0].ID)
	check("Run", err, rk)

	put(blobKey(blob), "jpg")
	_, err = s.Blob(blob)
	check("Blob", err, blobKey(blob))

	put(trajHeadKey(tr.ID), `nope`)
	_, err = s.Trajectory(tr.ID)
	check("head", err, trajHeadKey(tr.ID))
}

func TestLoggerOption(t *testing.T) {
	var mu sync.Mutex
	var lines []string
	s, err := Open(t.TempDir(), Options{Logger: func(l string) {
		mu.Lock()
		lines = append(lines, l)
		mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	mu.Lock()
	defer mu.Unlock()
	if len(lines) == 0 {
		t.Fatal("Logger received nothing")
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "badger ") || strings.HasSuffix(l, "\n") {
			t.Errorf("log line %q", l)
		}
	}
}

func TestDefaultDir(t *testing.T) {
	t.Setenv("REPRISE_STORE", "/tmp/somewhere")
	if d, err := DefaultDir(); err != nil || d != "/tmp/somewhere" {
		t.Errorf("with REPRISE_STORE: %q, %v", d, err)
	}
	t.Setenv("REPRISE_STORE", "")
	t.Setenv("XDG_CONFIG_HOME", "/tmp/cfg")
	t.Setenv("HOME", "/tmp/home")
	d, err := DefaultDir()
	if err != nil || !strings.HasSuffix(d, "/reprise/store") {
		t.Errorf("default: %q, %v", d, err)
	}
}

func TestConcurrentSavesGetConsecutiveRevisions(t *testing.T) {
	s := openMem(t)
	first, err := s.SaveTrajectory(sample("Shared", 1))
	if err != nil {
		t.Fatal(err)
	}
	const workers, saves = 4, 10
	var wg sync.WaitGroup
	errs := make(chan error, workers*saves)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range saves {
				tr := sample(fmt.Sprintf("w%d-%d", w, i), 1)
				tr.ID = first.ID
				if _, err := s.SaveTrajectory(tr); err != nil {
					errs <- err
				}
				r := &trajectory.Run{TrajectoryID: first.ID, Status: trajectory.StatusPassed}
				if err := s.SaveRun(r); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	revs, err := s.Revisions(first.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(revs) != 1+workers*saves || revs[0].Revision != 1+workers*saves {
		t.Errorf("%d revisions, latest %d; want %d", len(revs), revs[0].Revision, 1+workers*saves)
	}
	runs, err := s.Runs(first.ID, 0)
	if err != nil || len(runs) != workers*saves {
		t.Errorf("%d runs, %v", len(runs), err)
	}
}

// TestLooseStoreDirectoryIsMadePrivate: a store directory made by hand
// with mode 0755 (world-readable screenshots and forms) is tightened to
// 0700 on open, and the user is told.
func TestLooseStoreDirectoryIsMadePrivate(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no permission bits on Windows")
	}
	dir := filepath.Join(t.TempDir(), "store")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o755); err != nil { // whatever the umask
		t.Fatal(err)
	}
	var notices []string
	s, err := Open(dir, Options{Notice: func(n string) { notices = append(notices, n) }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	fi, err := os.Stat(dir)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o700 {
		t.Errorf("store directory mode %04o, want 0700", fi.Mode().Perm())
	}
	if len(notices) != 1 || !strings.Contains(notices[0], dir) || !strings.Contains(notices[0], "0755") {
		t.Errorf("notices = %q, want one naming the directory and its old mode", notices)
	}
}

// TestTooLargeTrajectoryIsRefusedInWords: a revision over what the store
// keeps is refused before the store's own error (which dumps the value's
// bytes), saying how large it is and what to do; nothing is written.
func TestTooLargeTrajectoryIsRefusedInWords(t *testing.T) {
	s := openMem(t)
	huge := sample("Huge", 1)
	huge.Steps[0].Instruction = strings.Repeat("x", MaxTrajectorySize)
	_, err := s.SaveTrajectory(huge)
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "split it into several flows") || strings.Contains(err.Error(), "00000000") {
		t.Fatalf("err = %v, want ErrTooLarge in words", err)
	}
	if n := countKeys(t, s); n != 0 {
		t.Errorf("store holds %d keys after a refused save", n)
	}
}
