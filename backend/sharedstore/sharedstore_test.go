package sharedstore

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestMain(m *testing.M) {
	switch os.Getenv(helperEnv) {
	case "":
	case "dial":
		// Another user trying the endpoint: print what happened.
		c, err := Dial(os.Getenv(helperDirEnv))
		if err == nil {
			c.Close()
			fmt.Println("connected")
		} else {
			fmt.Println(err)
		}
		os.Exit(0)
	default:
		os.Exit(helperMain())
	}
	goleak.VerifyTestMain(m)
}

// sample returns a valid trajectory with n steps.
func sample(name string, n int) *trajectory.Trajectory {
	t := &trajectory.Trajectory{
		Name:      name,
		StartURL:  "http://127.0.0.1/login.html",
		Variables: []trajectory.Variable{{Name: "user", Default: "ann@example.com"}},
		Source:    trajectory.Source{Kind: "record"},
	}
	for i := range n {
		t.Steps = append(t.Steps, trajectory.Step{ID: fmt.Sprintf("s%d", i+1), Action: trajectory.ActionClick, Instruction: "click Sign in",
			Target: &trajectory.Target{Candidates: []trajectory.Locator{{Kind: "text", Value: "Sign in", Score: 140}},
				Fingerprint: trajectory.Fingerprint{Tag: "button", Name: "Sign in"}}})
	}
	return t
}

// hold opens a store in a fresh private directory and serves it, as the
// app does; writes reach onWrite.
func hold(t *testing.T, onWrite func(Write)) (*cache.Store, *Holder) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "store")
	st, err := cache.Open(dir, cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	h, err := Serve(st, st.Dir(), HolderOptions{Holder: "the test holder", OnWrite: onWrite})
	if err != nil {
		st.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := h.Close(); err != nil {
			t.Error(err)
		}
		st.Close()
	})
	return st, h
}

func openClient(t *testing.T, dir string) *Client {
	t.Helper()
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	c, ok := s.(*Client)
	if !ok {
		s.Close()
		t.Fatalf("Open on a held store returned %T, want a forwarded *Client", s)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// asJSON makes values comparable as they would be printed or exported.
func asJSON(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestForwardedStoreAnswersAsTheStoreDoes runs the same operations
// through the holder and directly and compares results and errors.
func TestForwardedStoreAnswersAsTheStoreDoes(t *testing.T) {
	var mu sync.Mutex
	var writes []string
	st, _ := hold(t, func(w Write) {
		mu.Lock()
		writes = append(writes, w.Operation)
		mu.Unlock()
	})
	c := openClient(t, st.Dir())
	if c.Dir() != st.Dir() {
		t.Errorf("client Dir = %q, want %q", c.Dir(), st.Dir())
	}

	saved, err := c.SaveTrajectory(sample("Log in", 3))
	if err != nil {
		t.Fatal(err)
	}
	if saved.ID == "" || saved.Revision != 1 {
		t.Fatalf("forwarded save returned id %q revision %d", saved.ID, saved.Revision)
	}
	direct, err := st.Trajectory(saved.ID)
	if err != nil {
		t.Fatalf("the holder's store lacks what the client saved: %v", err)
	}
	if asJSON(t, direct) != asJSON(t, saved) {
		t.Errorf("saved through the holder:\n%s\nread directly:\n%s", asJSON(t, saved), asJSON(t, direct))
	}
	second := *saved
	second.Name = "Log in again"
	if _, err := c.SaveTrajectory(&second); err != nil {
		t.Fatal(err)
	}
	if _, err := st.SaveTrajectory(sample("Checkout", 2)); err != nil {
		t.Fatal(err)
	}
	run := &trajectory.Run{TrajectoryID: saved.ID, Revision: 2, Status: trajectory.StatusPassed, StartedAt: time.Now(), FinishedAt: time.Now()}
	if err := c.SaveRun(run); err != nil {
		t.Fatal(err)
	}
	key, err := c.PutBlob([]byte("png bytes"))
	if err != nil {
		t.Fatal(err)
	}

	type probe struct {
		name string
		call func(s cache.Interface) (any, error)
	}
	for _, p := range []probe{
		{"list", func(s cache.Interface) (any, error) { return s.ListTrajectories() }},
		{"latest by prefix", func(s cache.Interface) (any, error) { return s.Trajectory(saved.ID[:6]) }},
		{"first revision", func(s cache.Interface) (any, error) { return s.TrajectoryRevision(saved.ID, 1) }},
		{"revisions", func(s cache.Interface) (any, error) { return s.Revisions(saved.ID) }},
		{"runs", func(s cache.Interface) (any, error) { return s.Runs(saved.ID, 10) }},
		{"blob", func(s cache.Interface) (any, error) { return s.Blob(key) }},
		{"missing trajectory", func(s cache.Interface) (any, error) { return s.Trajectory("zzzzzzzz") }},
		{"missing revision", func(s cache.Interface) (any, error) { return s.TrajectoryRevision(saved.ID, 9) }},
		{"bad id", func(s cache.Interface) (any, error) { return s.Trajectory("no/slashes") }},
		{"ambiguous prefix", func(s cache.Interface) (any, error) { return s.Trajectory("") }},
		{"missing act entry", func(s cache.Interface) (any, error) { return s.Act(strings.Repeat("ab", 32)) }},
	} {
		want, werr := p.call(st)
		got, gerr := p.call(c)
		if asJSON(t, got) != asJSON(t, want) {
			t.Errorf("%s: forwarded %s, direct %s", p.name, asJSON(t, got), asJSON(t, want))
		}
		if (werr == nil) != (gerr == nil) || werr != nil && werr.Error() != gerr.Error() {
			t.Errorf("%s: forwarded error %v, direct error %v", p.name, gerr, werr)
		}
		for _, kind := range errorKinds {
			if errors.Is(werr, kind) != errors.Is(gerr, kind) {
				t.Errorf("%s: errors.Is(%v) forwarded %t, direct %t", p.name, kind, errors.Is(gerr, kind), errors.Is(werr, kind))
			}
		}
	}

	if err := c.DeleteTrajectory(saved.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Trajectory(saved.ID); !errors.Is(err, cache.ErrDeleted) {
		t.Errorf("after a forwarded delete, reading directly: %v, want deleted", err)
	}
	mu.Lock()
	defer mu.Unlock()
	if want := []string{"SaveTrajectory", "SaveTrajectory", "SaveRun", "PutBlob", "DeleteTrajectory"}; !reflect.DeepEqual(writes, want) {
		t.Errorf("the holder heard of writes %v, want %v (reads are not writes)", writes, want)
	}
}

// TestConcurrentForwardedCalls: several goroutines share one client, as
// reprise run --workers does; every save lands with its own revision.
func TestConcurrentForwardedCalls(t *testing.T) {
	st, _ := hold(t, nil)
	c := openClient(t, st.Dir())
	first, err := c.SaveTrajectory(sample("shared", 1))
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for w := range 8 {
		wg.Go(func() {
			for i := range 8 {
				tr := sample(fmt.Sprintf("w%d-%d", w, i), 1+i%3)
				tr.ID = first.ID
				if _, err := c.SaveTrajectory(tr); err != nil {
					errs <- err
					return
				}
				if _, err := c.Revisions(first.ID); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	revs, err := st.Revisions(first.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(revs) != 65 {
		t.Errorf("%d revisions, want 65 (1 + 8 workers × 8 saves)", len(revs))
	}
}

// TestEndpointIsPrivateToTheUser: the socket is 0600 in a 0700 store
// directory, so another local user can neither enter the directory nor
// open the socket.
func TestEndpointIsPrivateToTheUser(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows uses a named pipe with a per-user security descriptor")
	}
	st, h := hold(t, nil)
	fi, err := os.Stat(h.Endpoint())
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode()&os.ModeSocket == 0 || fi.Mode().Perm() != 0o600 {
		t.Errorf("endpoint %s: mode %v, want a socket with 0600", h.Endpoint(), fi.Mode())
	}
	if filepath.Dir(h.Endpoint()) != st.Dir() {
		t.Errorf("endpoint %s is not in the store directory %s", h.Endpoint(), st.Dir())
	}
	di, err := os.Stat(st.Dir())
	if err != nil {
		t.Fatal(err)
	}
	if di.Mode().Perm() != 0o700 {
		t.Errorf("store directory mode %04o, want 0700", di.Mode().Perm())
	}
}

// TestStaleSocketAndUnsharedHolder: a socket left by a holder that died
// is replaced by the next holder; a store locked by a process that does
// not share it gives a clear error instead of hanging.
func TestStaleSocketAndUnsharedHolder(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("named pipes vanish with their process")
	}
	dir := filepath.Join(t.TempDir(), "store")
	st, err := cache.Open(dir, cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// A socket nobody listens on, as kill -9 of a holder leaves behind.
	ln, err := net.Listen("unix", filepath.Join(dir, SocketName))
	if err != nil {
		t.Fatal(err)
	}
	ln.(*net.UnixListener).SetUnlinkOnClose(false)
	ln.Close()

	_, err = Open(dir, Options{Wait: 300 * time.Millisecond})
	var ns *NotSharedError
	if !errors.As(err, &ns) || !errors.Is(err, cache.ErrLocked) {
		t.Fatalf("open while an unshared process holds the store: %v, want a *NotSharedError", err)
	}
	for _, want := range []string{dir, "another reprise command", "wait for that command"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message %q lacks %q", err, want)
		}
	}

	// That process now shares the store: the stale socket is replaced.
	h, err := Serve(st, st.Dir(), HolderOptions{Holder: "the test holder"})
	if err != nil {
		t.Fatalf("serving over a stale socket: %v", err)
	}
	c := openClient(t, dir)
	if _, err := c.ListTrajectories(); err != nil {
		t.Error(err)
	}
	c.Close()
	h.Close()
	st.Close()
	if _, err := os.Stat(filepath.Join(dir, SocketName)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the socket is still there after the holder closed: %v", err)
	}
}

// TestCommandSharesWithBriefCommandsOnly: a command that holds the store
// while it works (Options.Serve: reprise run) lets brief commands (reprise
// ls) read and write through it, refuses long ones by name (they would
// lose the store when it ends), and leaves no socket behind; once it
// closed, the next command holds the store itself.
func TestCommandSharesWithBriefCommandsOnly(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "store")
	run, err := Open(dir, Options{Serve: "reprise run"})
	if err != nil {
		t.Fatal(err)
	}
	saved, err := run.SaveTrajectory(sample("Log in", 2))
	if err != nil {
		t.Fatal(err)
	}

	ls, err := Open(dir, Options{Brief: true, Wait: time.Second})
	if err != nil {
		t.Fatalf("a brief command while another command holds the store: %v", err)
	}
	if _, ok := ls.(*Client); !ok {
		t.Errorf("the brief command opened %T, want it to go through the holder", ls)
	}
	list, err := ls.ListTrajectories()
	if err != nil || len(list) != 1 || list[0].ID != saved.ID {
		t.Errorf("the brief command lists %+v (%v), want the flow the holder saved", list, err)
	}
	if _, err := ls.SaveTrajectory(sample("Check out", 1)); err != nil {
		t.Errorf("a brief command's one change: %v", err)
	}
	ls.Close()

	_, err = Open(dir, Options{Serve: "reprise replay", Wait: 200 * time.Millisecond})
	var ns *NotSharedError
	if !errors.As(err, &ns) || !errors.Is(err, cache.ErrLocked) {
		t.Fatalf("a long command while another holds the store: %v, want a *NotSharedError", err)
	}
	for _, want := range []string{"reprise run", "process", "ls, show", "wait for it to finish"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message %q lacks %q", err, want)
		}
	}

	if err := run.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, SocketName)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the socket is still there after the command closed the store: %v", err)
	}
	next, err := Open(dir, Options{Serve: "reprise replay"})
	if err != nil {
		t.Fatal(err)
	}
	defer next.Close()
	if list, err := next.ListTrajectories(); err != nil || len(list) != 2 {
		t.Errorf("after the holder ended: %d flows (%v), want both", len(list), err)
	}
}

// TestOtherVersionIsRefused: a holder whose operations differ (another
// Reprise version) is refused with both versions named.
func TestOtherVersionIsRefused(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("uses a Unix socket to pose as an old holder")
	}
	dir := filepath.Join(t.TempDir(), "store")
	st, err := cache.Open(dir, cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ln, err := net.Listen("unix", filepath.Join(dir, SocketName))
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	done := make(chan struct{})
	go func() {
		defer close(done)
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		defer conn.Close()
		var h hello
		_ = json.NewDecoder(conn).Decode(&h)
		_ = json.NewEncoder(conn).Encode(hello{Protocol: ProtocolVersion, Fingerprint: "0123", Version: "v0.9.0", Holder: "the Reprise app", PID: 4242})
		io.Copy(io.Discard, conn)
	}()
	_, err = Open(dir, Options{})
	<-done
	var ve *VersionError
	if !errors.As(err, &ve) || !errors.Is(err, ErrVersion) {
		t.Fatalf("open against another version: %v, want a *VersionError", err)
	}
	for _, want := range []string{"the Reprise app", "v0.9.0", "4242", "different version", "same version"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message %q lacks %q", err, want)
		}
	}
}

// TestHolderClosingFailsCallsClearly: when the holder closes, the
// client's next call says so instead of hanging.
func TestHolderClosingFailsCallsClearly(t *testing.T) {
	st, h := hold(t, nil)
	c := openClient(t, st.Dir())
	if _, err := c.ListTrajectories(); err != nil {
		t.Fatal(err)
	}
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	_, err := c.SaveTrajectory(sample("late", 1))
	var gone *HolderGoneError
	if !errors.As(err, &gone) || !errors.Is(err, ErrHolderGone) {
		t.Fatalf("save after the holder closed: %v, want a *HolderGoneError", err)
	}
	for _, want := range []string{"the test holder", st.Dir(), "save trajectory", "run the command again"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message %q lacks %q", err, want)
		}
	}
}

// Environment of the holder child process (see helperMain).
const (
	helperEnv    = "REPRISE_SHAREDSTORE_TEST_HOLDER"
	helperDirEnv = "REPRISE_SHAREDSTORE_TEST_DIR"
)

// helperMain is a holder in a child process: it opens the store, serves
// it, prints "ready" and waits to be killed.
func helperMain() int {
	st, err := cache.Open(os.Getenv(helperDirEnv), cache.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, "holder:", err)
		return 2
	}
	if _, err := Serve(st, st.Dir(), HolderOptions{Holder: "the holder process"}); err != nil {
		fmt.Fprintln(os.Stderr, "holder:", err)
		return 2
	}
	fmt.Println("ready")
	io.Copy(io.Discard, os.Stdin)
	return 0
}

// TestKill9OfTheHolderMidCommand kills the holder while a client is
// saving through it: the client's save fails with a clear error, and the
// store reopens with every revision whose save returned.
func TestKill9OfTheHolderMidCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "store")
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), helperEnv+"=1", helperDirEnv+"="+dir)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	if sc := bufio.NewScanner(out); !sc.Scan() || sc.Text() != "ready" {
		t.Fatalf("holder did not start: %q %s", sc.Text(), stderr.String())
	}
	c := openClient(t, dir)

	type saved struct {
		id   string
		rev  int
		name string
	}
	var done []saved
	var saveErr error
	first, err := c.SaveTrajectory(sample("flow 0", 2))
	if err != nil {
		t.Fatal(err)
	}
	done = append(done, saved{first.ID, first.Revision, first.Name})
	for i := 1; i < 100000; i++ {
		if i == 40 {
			if err := cmd.Process.Kill(); err != nil { // SIGKILL on Unix
				t.Fatal(err)
			}
		}
		tr := sample(fmt.Sprintf("flow %d", i), 1+i%4)
		if i%2 == 0 {
			tr.ID = first.ID
		}
		got, err := c.SaveTrajectory(tr)
		if err != nil {
			saveErr = err
			break
		}
		done = append(done, saved{got.ID, got.Revision, got.Name})
	}
	_ = cmd.Wait()
	var gone *HolderGoneError
	if !errors.As(saveErr, &gone) {
		t.Fatalf("saving after kill -9 of the holder: %v, want a *HolderGoneError", saveErr)
	}
	for _, want := range []string{"the holder process", dir, "stopped while this command was using it", "run the command again"} {
		if !strings.Contains(saveErr.Error(), want) {
			t.Errorf("message %q lacks %q", saveErr, want)
		}
	}
	if len(done) < 40 {
		t.Fatalf("only %d saves returned before the kill", len(done))
	}

	// The next command opens the store itself: every save that returned is there.
	var s Store
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if s, err = Open(dir, Options{Wait: 100 * time.Millisecond}); err == nil || time.Now().After(deadline) {
			break
		}
	}
	if err != nil {
		t.Fatalf("reopening after kill -9 of the holder: %v", err)
	}
	defer s.Close()
	if _, ok := s.(*cache.Store); !ok {
		t.Errorf("reopened as %T, want the store itself (nobody holds it now)", s)
	}
	for _, want := range done {
		tr, err := s.TrajectoryRevision(want.id, want.rev)
		if err != nil {
			t.Errorf("saved %s revision %d is gone: %v", want.id, want.rev, err)
			continue
		}
		if tr.Name != want.name {
			t.Errorf("%s revision %d = %q, want %q", want.id, want.rev, tr.Name, want.name)
		}
	}
}
