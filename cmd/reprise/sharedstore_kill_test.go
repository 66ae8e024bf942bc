//go:build unix

package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/demosite"
)

// TestKill9OfServeDuringAForwardedRun kills reprise serve (kill -9) while
// reprise run works on the store through it: the run fails with an error
// that says the holder stopped and what to do, and the store reopens with
// every flow, revision and run record that was saved.
func TestKill9OfServeDuringAForwardedRun(t *testing.T) {
	if store := os.Getenv("REPRISE_SERVE_CHILD_STORE"); store != "" {
		dir := filepath.Dir(store)
		os.Args = []string{"reprise", "serve", "--store", store, "--settings", filepath.Join(dir, "settings.json"), "--ui", filepath.Join(dir, "no-ui")}
		main()
		return
	}
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := filepath.Join(t.TempDir(), "store")

	// Four stored flows, recorded before the app opens.
	code, out, errs := runCLI(t, "record", "--store", store, "--url", site.URL()+"/login.html", "--name", "Log in",
		"--var", "user=ann@example.com", "--secret", "password=secret123",
		"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard")
	if code != 0 {
		t.Fatalf("record: exit %d\n%s", code, errs)
	}
	ids := []string{strings.TrimSpace(out)}
	st, err := cache.Open(store, cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	first, err := st.Trajectory(ids[0])
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		c := *first
		c.ID, c.Name = "", fmt.Sprintf("Log in %d", i+2)
		saved, err := st.SaveTrajectory(&c)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, saved.ID)
	}
	st.Close()

	// reprise serve holds the store in another process.
	serve := exec.Command(os.Args[0], "-test.run=^TestKill9OfServeDuringAForwardedRun$")
	serve.Env = append(os.Environ(), "REPRISE_SERVE_CHILD_STORE="+store)
	serveOut, err := serve.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var serveErr strings.Builder
	serve.Stderr = &serveErr
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = serve.Process.Kill(); _ = serve.Wait() }()
	if line, _ := bufio.NewReader(serveOut).ReadString('\n'); !strings.Contains(line, "serving on") {
		t.Fatalf("reprise serve did not start: %q %s", line, serveErr.String())
	}
	go io.Copy(io.Discard, serveOut)

	// reprise run in this process, through serve; kill -9 serve as soon
	// as the first flow is reported.
	pr, pw := io.Pipe()
	var runErr strings.Builder
	done := make(chan int, 1)
	go func() {
		args := append([]string{"run", "--workers", "2", "--store", store, "--var", "user=bob@example.com", "--secret", "password=secret123"}, ids...)
		done <- run(context.Background(), args, pw, &runErr)
		pw.Close()
	}()
	var lines []string
	killed := false
	sc := bufio.NewScanner(pr)
	for sc.Scan() {
		lines = append(lines, sc.Text())
		// The first flow reported (passed or not: a busy machine may time
		// a step out); its run record is saved before it is reported.
		if !killed && (strings.HasPrefix(sc.Text(), "✓") || strings.HasPrefix(sc.Text(), "✗")) {
			if err := serve.Process.Kill(); err != nil { // SIGKILL
				t.Fatal(err)
			}
			_ = serve.Wait()
			killed = true
		}
	}
	code = <-done
	if !killed {
		t.Fatalf("no flow was reported:\n%s\n%s", strings.Join(lines, "\n"), runErr.String())
	}
	if code != 2 {
		t.Errorf("run after kill -9 of the holder: exit %d, want 2\n%s", code, strings.Join(lines, "\n"))
	}
	for _, want := range []string{"reprise serve", store, "stopped while this command was using it", "run the command again"} {
		if !strings.Contains(runErr.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, runErr.String())
		}
	}

	// The store reopens with everything committed before the kill.
	var reopened *cache.Store
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if reopened, err = cache.Open(store, cache.Options{}); err == nil || !errors.Is(err, cache.ErrLocked) || time.Now().After(deadline) {
			break
		}
	}
	if err != nil {
		t.Fatalf("reopening after kill -9 of serve: %v", err)
	}
	defer reopened.Close()
	withRuns := 0
	for _, id := range ids {
		tr, err := reopened.Trajectory(id)
		if err != nil || tr.Revision != 1 || len(tr.Steps) != len(first.Steps) {
			t.Errorf("flow %s after kill -9: %v, %v", id, tr, err)
		}
		if runs, err := reopened.Runs(id, 10); err != nil {
			t.Errorf("runs of %s: %v", id, err)
		} else if len(runs) > 0 {
			withRuns++
		}
	}
	if withRuns == 0 {
		t.Error("no run record survived, though a flow was reported before the kill")
	}
	if withRuns == len(ids) {
		t.Error("every run was recorded: the kill came too late to test anything")
	}
}
