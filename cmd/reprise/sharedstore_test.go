package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// servedStore is reprise serve running in this process on a store, with
// its API URL and token.
type servedStore struct {
	store string
	base  string
	token string
}

// startServe runs reprise serve on store until the test ends.
func startServe(t *testing.T, store string) *servedStore {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	dir := t.TempDir()
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--store", store, "--settings", filepath.Join(dir, "settings.json"),
			"--ui", filepath.Join(dir, "no-ui")}, pw, io.Discard)
		pw.Close()
	}()
	t.Cleanup(func() {
		cancel()
		if code := <-done; code != 0 {
			t.Errorf("reprise serve exited %d", code)
		}
	})
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatalf("reading the printed URL: %v", err)
	}
	go io.Copy(io.Discard, pr)
	u, err := url.Parse(strings.TrimSpace(line[strings.Index(line, "http://"):]))
	if err != nil {
		t.Fatal(err)
	}
	return &servedStore{store: store, base: "http://" + u.Host, token: u.Query().Get("token")}
}

// call calls the studio API as the open app's UI does.
func (s *servedStore) call(t *testing.T, method string, out any, args ...any) {
	t.Helper()
	body, _ := json.Marshal(args)
	req, _ := http.NewRequest("POST", s.base+"/api/"+method, strings.NewReader(string(body)))
	req.Header.Set("X-Reprise-Token", s.token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("%s: %d %s", method, resp.StatusCode, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			t.Fatalf("%s: %v: %s", method, err, data)
		}
	}
}

// libraryEvents collects the library:changed events the open app's UI
// receives.
type libraryEvents struct {
	mu   sync.Mutex
	got  []map[string]any
	seen chan struct{}
}

func (s *servedStore) libraryEvents(t *testing.T) *libraryEvents {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(s.base, "http")+"/api/events?token="+s.token, nil)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	conn.SetReadLimit(64 << 20)
	e := &libraryEvents{seen: make(chan struct{}, 1)}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			_, data, err := conn.Read(ctx)
			if err != nil {
				return
			}
			var batch []struct {
				Name    string         `json:"name"`
				Payload map[string]any `json:"payload"`
			}
			_ = json.Unmarshal(data, &batch)
			e.mu.Lock()
			for _, ev := range batch {
				if ev.Name == "library:changed" {
					e.got = append(e.got, ev.Payload)
				}
			}
			e.mu.Unlock()
			select {
			case e.seen <- struct{}{}:
			default:
			}
		}
	}()
	t.Cleanup(func() {
		conn.Close(websocket.StatusNormalClosure, "")
		cancel()
		<-done
	})
	return e
}

// waitFor waits until an event about trajectory id with reason arrives.
func (e *libraryEvents) waitFor(t *testing.T, id, reason string) {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		e.mu.Lock()
		for _, p := range e.got {
			if p["trajectoryId"] == id && p["reason"] == reason {
				e.mu.Unlock()
				return
			}
		}
		got := fmt.Sprint(e.got)
		e.mu.Unlock()
		select {
		case <-e.seen:
		case <-deadline:
			t.Fatalf("the open app heard no library:changed for %s (%s); it heard %s", id, reason, got)
		}
	}
}

// TestCommandsWorkWhileServeHoldsTheStore is QA staff running commands in
// a terminal while reprise serve (the app's web face) has the store open:
// ls, record, replay, run --workers 2 and export all work on that store,
// and what the terminal records shows up in the open app without a reload.
func TestCommandsWorkWhileServeHoldsTheStore(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := filepath.Join(t.TempDir(), "store")
	srv := startServe(t, store)
	events := srv.libraryEvents(t)

	code, out, errs := runCLI(t, "ls", "--store", store)
	if code != 0 || out != "" || !strings.HasPrefix(errs, "no flows in the store") {
		t.Fatalf("ls on the held, empty store: exit %d, out %q, stderr %q", code, out, errs)
	}

	code, out, errs = runCLI(t, "record", "--store", store, "--url", site.URL()+"/login.html", "--name", "Log in",
		"--var", "user=ann@example.com", "--secret", "password=secret123",
		"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard")
	if code != 0 {
		t.Fatalf("record while serve holds the store: exit %d\n%s", code, errs)
	}
	id := strings.TrimSpace(out)
	events.waitFor(t, id, "elsewhere")
	var list []cache.Summary
	srv.call(t, "ListTrajectories", &list, map[string]any{})
	if len(list) != 1 || list[0].ID != id || list[0].Name != "Log in" {
		t.Fatalf("the open app's library lists %+v, want the flow %s recorded in the terminal", list, id)
	}

	code, out, errs = runCLI(t, "replay", id, "--store", store, "--var", "user=bob@example.com", "--var", "password=secret123")
	if code != 0 || !strings.Contains(out, "PASSED") {
		t.Fatalf("replay while serve holds the store: exit %d\n%s\n%s", code, out, errs)
	}

	// A second flow, saved through the same forwarded store a command uses.
	st, err := sharedstore.Open(store, sharedstore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := st.(*sharedstore.Client); !ok {
		t.Fatalf("opening a held store gave %T, want the forwarded client", st)
	}
	first, err := st.Trajectory(id)
	if err != nil {
		t.Fatal(err)
	}
	copy := *first
	copy.ID, copy.Name = "", "Log in (copy)"
	second, err := st.SaveTrajectory(&copy)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	events.waitFor(t, second.ID, "elsewhere")

	code, out, errs = runCLI(t, "run", "--workers", "2", "--store", store, "--var", "user=bob@example.com", "--secret", "password=secret123", id, second.ID)
	if code != 0 || !strings.Contains(out, "2 flow(s): 2 passed") {
		t.Fatalf("run --workers 2 while serve holds the store: exit %d\n%s\n%s", code, out, errs)
	}
	var runs []json.RawMessage
	srv.call(t, "ListRuns", &runs, second.ID, 10)
	if len(runs) != 1 {
		t.Errorf("the open app lists %d runs of %s, want the 1 the terminal ran", len(runs), second.ID)
	}

	exported := filepath.Join(t.TempDir(), "login.spec.ts")
	code, _, errs = runCLI(t, "export", "--store", store, "--format", "playwright-ts", "-o", exported, id)
	if code != 0 {
		t.Fatalf("export while serve holds the store: exit %d\n%s", code, errs)
	}
	if data, err := os.ReadFile(exported); err != nil || !strings.Contains(string(data), "dashboard") {
		t.Errorf("exported file: %v\n%s", err, data)
	}

	code, out, errs = runCLI(t, "ls", "--store", store)
	if code != 0 || !strings.Contains(out, id) || !strings.Contains(out, second.ID) || !strings.Contains(out, "passed") {
		t.Errorf("ls after the run: exit %d\n%s\n%s", code, out, errs)
	}
}

// TestCommandOnAStoreAnotherCommandHolds: a store opened by another
// reprise command (which does not share it) still gives a clear error,
// after a short wait, instead of hanging.
func TestCommandOnAStoreAnotherCommandHolds(t *testing.T) {
	store := filepath.Join(t.TempDir(), "store")
	st, err := cache.Open(store, cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	code, _, errs := runCLI(t, "ls", "--store", store)
	if code == 0 {
		t.Fatal("ls on a store another command holds succeeded")
	}
	for _, want := range []string{store, "in use by another reprise command", "wait for that command to finish"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr %q lacks %q", errs, want)
		}
	}
}

// TestBriefCommandsWhileACommandHoldsTheStore: while a command works with
// the store (here the test holds it as reprise run does), ls and show go
// through it, and replay, a long command, is told which command holds it.
func TestBriefCommandsWhileACommandHoldsTheStore(t *testing.T) {
	store := filepath.Join(t.TempDir(), "store")
	run, err := sharedstore.Open(store, sharedstore.Options{Serve: "reprise run"})
	if err != nil {
		t.Fatal(err)
	}
	defer run.Close()
	flow, err := trajectory.LoadFile("../../testdata/trajectories/demo-login.json")
	if err != nil {
		t.Fatal(err)
	}
	saved, err := run.SaveTrajectory(flow)
	if err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "ls", "--store", store)
	if code != 0 || !strings.Contains(out, saved.ID) {
		t.Fatalf("ls while reprise run holds the store: exit %d\n%s%s", code, out, errs)
	}
	if code, out, errs = runCLI(t, "show", "--store", store, saved.ID); code != 0 || !strings.Contains(out, saved.Name) {
		t.Fatalf("show while reprise run holds the store: exit %d\n%s%s", code, out, errs)
	}
	code, _, errs = runCLI(t, "replay", "--store", store, saved.ID)
	if code == 0 || !strings.Contains(errs, "in use by reprise run") || !strings.Contains(errs, "wait for it to finish") {
		t.Fatalf("replay while reprise run holds the store: exit %d\n%s", code, errs)
	}
}

// TestSettingsStoreIsTheCommandsDefault: with no --store, commands use
// the store chosen in the app's Settings, so the app and a terminal see
// the same flows.
func TestSettingsStoreIsTheCommandsDefault(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "config"))
	t.Setenv("XDG_DATA_HOME", filepath.Join(home, "data"))
	t.Setenv("REPRISE_STORE", "")
	chosen := filepath.Join(home, "QA flows")
	if err := os.MkdirAll(filepath.Join(home, "config", "reprise"), 0o700); err != nil {
		t.Fatal(err)
	}
	settings, _ := json.Marshal(map[string]any{"storeDir": chosen})
	if err := os.WriteFile(filepath.Join(home, "config", "reprise", "settings.json"), settings, 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "import", demoLoginFile)
	if code != 0 {
		t.Fatalf("import with the default store: exit %d\n%s", code, errs)
	}
	st, err := cache.Open(chosen, cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	list, err := st.ListTrajectories()
	st.Close()
	if err != nil || len(list) != 1 {
		t.Fatalf("the store chosen in Settings holds %v (%v), want the imported flow; import said %s%s", list, err, out, errs)
	}
	if _, err := os.Stat(filepath.Join(home, "data", "reprise", "store")); err == nil {
		t.Error("the command also created the platform's default store")
	}
	code, out, _ = runCLI(t, "ls")
	if code != 0 || !strings.Contains(out, list[0].ID) {
		t.Errorf("ls with the default store: exit %d\n%s", code, out)
	}
}
