package studio

import (
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// eventLog keeps every event a studio emits, as JSON (what the UI gets).
type eventLog struct {
	mu     sync.Mutex
	names  []string
	bodies []string
}

func (l *eventLog) Emit(name string, payload any) {
	data, err := json.Marshal(payload)
	if err != nil {
		panic(err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.names = append(l.names, name)
	l.bodies = append(l.bodies, string(data))
}

// batches returns every batch:state payload so far, in order.
func (l *eventLog) batches(t *testing.T) []Batch {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []Batch
	for i, n := range l.names {
		if n == EvBatchState {
			var b Batch
			if err := json.Unmarshal([]byte(l.bodies[i]), &b); err != nil {
				t.Fatal(err)
			}
			out = append(out, b)
		}
	}
	return out
}

// batchStudio is a studio over a real store in a temp dir and the shared
// browser, with the demo site running.
func batchStudio(t *testing.T) (*Studio, *eventLog, string) {
	t.Helper()
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	log := &eventLog{}
	s, err := New(Options{Store: store, Emitter: log, Browser: browsertest.Shared(t), SettingsPath: filepath.Join(t.TempDir(), "settings.json"),
		Log: func(l string) { t.Log(l) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("closing the studio: %v", err)
		}
		store.Close()
	})
	return s, log, site.URL()
}

func inputNamed(name string) *trajectory.Target {
	return &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocLabel, Value: name, Score: 140}},
		Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: name}}
}

func buttonAt(name string, loc trajectory.Locator) *trajectory.Target {
	return &trajectory.Target{Candidates: []trajectory.Locator{loc}, Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: name}}
}

// loginFlow signs in to the demo site as {{user}} with the secret {{password}}.
func loginFlow(base string) *trajectory.Trajectory {
	return &trajectory.Trajectory{Version: trajectory.FormatVersion, Name: "Log in", StartURL: base + "/login.html",
		Variables: []trajectory.Variable{{Name: "user", Default: "ann@example.com"}, {Name: "password", Secret: true}},
		Steps: []trajectory.Step{
			{ID: "s1", Instruction: "type {{user}} into Email", Action: trajectory.ActionFill, Value: "{{user}}", Target: inputNamed("Email")},
			{ID: "s2", Instruction: "type {{password}} into Password", Action: trajectory.ActionFill, Value: "{{password}}", Target: inputNamed("Password")},
			{ID: "s3", Instruction: "click Sign in", Action: trajectory.ActionClick,
				Target: buttonAt("Sign in", trajectory.Locator{Kind: trajectory.LocTestID, Attr: "data-testid", Value: "login-submit", Score: 1})},
			{ID: "s4", Instruction: "verify the url contains /dashboard", Action: trajectory.ActionAssertURL, URL: "/dashboard"},
		}}
}

// registerFlow clicks a Register button the login page does not have: its
// second step fails.
func registerFlow(base string) *trajectory.Trajectory {
	return &trajectory.Trajectory{Version: trajectory.FormatVersion, Name: "Register", StartURL: base + "/login.html",
		Variables: []trajectory.Variable{{Name: "user", Default: "bob@example.com"}},
		Steps: []trajectory.Step{
			{ID: "s1", Instruction: "type {{user}} into Email", Action: trajectory.ActionFill, Value: "{{user}}", Target: inputNamed("Email")},
			{ID: "s2", Instruction: "click Register", Action: trajectory.ActionClick, TimeoutMS: 1500,
				Target: buttonAt("Register", trajectory.Locator{Kind: trajectory.LocRole, Role: "button", Name: "Register", Score: 100})},
		}}
}

// waitsForever clicks a button that never appears, with a ten-minute timeout.
func waitsForever(base string) *trajectory.Trajectory {
	return &trajectory.Trajectory{Version: trajectory.FormatVersion, Name: "Waits forever", StartURL: base + "/login.html",
		Steps: []trajectory.Step{{ID: "s1", Instruction: "click Never", Action: trajectory.ActionClick, TimeoutMS: 600000,
			Target: buttonAt("Never", trajectory.Locator{Kind: trajectory.LocCSS, Value: "#never-there", Score: 500})}}}
}

func saveFlow(t *testing.T, s *Studio, tr *trajectory.Trajectory) *trajectory.Trajectory {
	t.Helper()
	saved, err := s.store.SaveTrajectory(tr)
	if err != nil {
		t.Fatal(err)
	}
	return saved
}

func waitBatch(t *testing.T, s *Studio) Batch {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := s.WaitBatch(ctx); err != nil {
		t.Fatalf("the batch did not finish: %v", err)
	}
	b, err := s.GetBatch()
	if err != nil || b == nil {
		t.Fatalf("GetBatch after the batch: %v, %v", b, err)
	}
	return *b
}

// TestBatchInputsAskOnceForWhatTheFlowsNeed: a variable two flows have is
// asked once, naming both; a secret of one is a secret; a default the
// flows disagree on is left empty (each keeps its own).
func TestBatchInputsAskOnceForWhatTheFlowsNeed(t *testing.T) {
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
	login, register := saveFlow(t, s, loginFlow("http://127.0.0.1:1")), saveFlow(t, s, registerFlow("http://127.0.0.1:1"))
	token := saveFlow(t, s, &trajectory.Trajectory{Version: trajectory.FormatVersion, Name: "Token", StartURL: "http://127.0.0.1:1/?t={{token}}",
		Variables: []trajectory.Variable{{Name: "user", Default: "ann@example.com"}},
		Steps:     []trajectory.Step{{ID: "s1", Action: trajectory.ActionAssertURL, URL: "/"}}})

	in, err := s.BatchInputs([]string{login.ID, register.ID, token.ID, "gone-for-good"})
	if err != nil {
		t.Fatal(err)
	}
	by := map[string]RunInput{}
	var names []string
	for _, r := range in {
		by[r.Name] = r
		names = append(names, r.Name)
	}
	if want := []string{"user", "password", "token"}; !slices.Equal(names, want) {
		t.Fatalf("inputs %v, want %v", names, want)
	}
	if u := by["user"]; u.Default != "" || u.NeedsValue || !slices.Equal(u.Flows, []string{"Log in", "Register", "Token"}) || !strings.Contains(u.Description, "own default") {
		t.Errorf("user, whose default differs between the flows: %+v", u)
	}
	if p := by["password"]; !p.Secret || !p.NeedsValue || !slices.Equal(p.Flows, []string{"Log in"}) {
		t.Errorf("password: %+v", p)
	}
	if tk := by["token"]; !tk.NeedsValue || !slices.Equal(tk.Flows, []string{"Token"}) {
		t.Errorf("token: %+v", tk)
	}
	// Two flows with the same default keep it.
	in, _ = s.BatchInputs([]string{login.ID, token.ID})
	if in[0].Name != "user" || in[0].Default != "ann@example.com" {
		t.Errorf("user with one default in both flows: %+v", in[0])
	}
}

// TestBatchRunsFlowsOneAfterAnotherAndSaysHowEachEnded: the selected flows
// run in the order given, one at a time, each stored in its own history;
// a failing flow names its step in words and the others still run; a
// deleted flow and one that lacks a value are failed with the reason,
// without a run; the secret never reaches an event.
func TestBatchRunsFlowsOneAfterAnotherAndSaysHowEachEnded(t *testing.T) {
	s, log, base := batchStudio(t)
	login := saveFlow(t, s, loginFlow(base))
	register := saveFlow(t, s, registerFlow(base))
	gone := saveFlow(t, s, waitsForever(base))
	if err := s.DeleteTrajectory(gone.ID); err != nil {
		t.Fatal(err)
	}
	token := saveFlow(t, s, &trajectory.Trajectory{Version: trajectory.FormatVersion, Name: "Token", StartURL: base + "/login.html?t={{token}}",
		Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionAssertURL, URL: "/login"}}})
	again := saveFlow(t, s, &trajectory.Trajectory{Version: trajectory.FormatVersion, Name: "Forgot password", StartURL: base + "/forgot-password.html",
		Steps: []trajectory.Step{{ID: "s1", Instruction: "verify the url contains /forgot", Action: trajectory.ActionAssertURL, URL: "/forgot"}}})

	started, err := s.StartBatch(BatchOptions{TrajectoryIDs: []string{login.ID, register.ID, gone.ID, token.ID, again.ID, login.ID},
		Values: map[string]string{"password": "secret123", "user": ""}})
	if err != nil {
		t.Fatal(err)
	}
	if len(started.Flows) != 5 || started.Status != BatchRunning {
		t.Fatalf("started: %+v", started)
	}
	if _, err := s.StartBatch(BatchOptions{TrajectoryIDs: []string{again.ID}}); AsError(err).Code != CodeBusy {
		t.Errorf("a second batch while one runs: %v", err)
	}
	b := waitBatch(t, s)

	want := []struct {
		status BatchStatus
		err    string
		step   int
	}{
		{BatchPassed, "", 0},
		{BatchFailed, "step 2 failed", 2},
		{BatchFailed, "no longer in the library", 0},
		{BatchFailed, "not run: the start URL: variable {{token}} has no value", 0},
		{BatchPassed, "", 0},
	}
	for i, w := range want {
		f := b.Flows[i]
		if f.Status != w.status || !strings.Contains(f.Error, w.err) || f.FailedStep != w.step {
			t.Errorf("flow %d (%s): %s, step %d, %q; want %s, step %d, %q", i+1, f.Name, f.Status, f.FailedStep, f.Error, w.status, w.step, w.err)
		}
	}
	if b.Status != BatchFailed || b.Current != -1 || b.DurationMS <= 0 {
		t.Errorf("batch: %s, current %d, %d ms", b.Status, b.Current, b.DurationMS)
	}
	if f := b.Flows[1]; f.FailedInstruction != "click Register" || strings.Contains(f.Error, "--") {
		t.Errorf("the failed step in words: %q, %q", f.FailedInstruction, f.Error)
	}
	// Each flow that ran has its run in its history; the others have none.
	for i, id := range []string{login.ID, register.ID, token.ID, again.ID} {
		runs, err := s.ListRuns(id, 0)
		if err != nil {
			t.Fatal(err)
		}
		k := []int{0, 1, 3, 4}[i]
		switch f := b.Flows[k]; {
		case f.Error != "" && strings.HasPrefix(f.Error, "not run"):
			if len(runs) != 0 || f.RunID != "" {
				t.Errorf("%s did not run but has %d run(s), run id %q", f.Name, len(runs), f.RunID)
			}
		case len(runs) != 1 || runs[0].ID != f.RunID || string(runs[0].Status) != string(f.Status):
			t.Errorf("%s: history %+v, batch says run %s %s", f.Name, runs, f.RunID, f.Status)
		}
	}
	// One flow at a time: a flow starts once the one before it has ended.
	running := -1
	for _, st := range log.batches(t) {
		for i, f := range st.Flows {
			if f.Status == BatchRunning {
				if running >= 0 && i != running && st.Flows[running].Status == BatchRunning {
					t.Errorf("flows %d and %d ran at once", running+1, i+1)
				}
				if i < running {
					t.Errorf("flow %d ran after flow %d", i+1, running+1)
				}
				running = i
			}
		}
	}
	if running != 4 {
		t.Errorf("the last flow seen running is %d, want 5", running+1)
	}
	log.mu.Lock()
	defer log.mu.Unlock()
	for i, body := range log.bodies {
		if strings.Contains(body, "secret123") {
			t.Errorf("event %s carries the secret: %.200s", log.names[i], body)
		}
	}
	if !slices.Contains(log.names, EvLibraryChanged) {
		t.Error("no library:changed after the flows ran: the Library's last runs stay old")
	}
}

// TestStoppingABatchStopsItsFlowAndSkipsTheRest: Cancel with the batch's id
// stops the flow under way (its run is stored, cancelled) and the flows
// after it never start.
func TestStoppingABatchStopsItsFlowAndSkipsTheRest(t *testing.T) {
	s, log, base := batchStudio(t)
	slow, next := saveFlow(t, s, waitsForever(base)), saveFlow(t, s, registerFlow(base))
	b, err := s.StartBatch(BatchOptions{TrajectoryIDs: []string{slow.ID, next.ID}})
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Minute)
	for {
		if sts := log.batches(t); len(sts) > 0 && sts[len(sts)-1].Current == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the first flow never started")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if ok, err := s.Cancel(b.ID); !ok || err != nil {
		t.Fatalf("Cancel(batch): %v, %v", ok, err)
	}
	end := waitBatch(t, s)
	if end.Status != BatchCancelled || end.Flows[0].Status != BatchCancelled || end.Flows[1].Status != BatchSkipped {
		t.Fatalf("stopped batch: %+v", end)
	}
	if !strings.Contains(end.Flows[1].Error, "not run: the run was stopped before this flow started") {
		t.Errorf("the skipped flow's reason: %q", end.Flows[1].Error)
	}
	if runs, _ := s.ListRuns(slow.ID, 0); len(runs) != 1 || runs[0].Status != trajectory.StatusCancel {
		t.Errorf("the stopped flow's history: %+v", runs)
	}
	if runs, _ := s.ListRuns(next.ID, 0); len(runs) != 0 {
		t.Errorf("the flow after it ran: %+v", runs)
	}
	if ok, _ := s.Cancel(b.ID); ok {
		t.Error("a finished batch was stopped again")
	}
}
