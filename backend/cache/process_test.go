package cache

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// Environment of a helper child process (see TestHelperProcess).
const (
	helperEnv    = "REPRISE_CACHE_TEST_HELPER" // "hold" or "save-loop"
	helperDirEnv = "REPRISE_CACHE_TEST_DIR"
)

// TestHelperProcess is not a real test: the tests below re-run the test
// binary with helperEnv set to get a second process using a store.
//
//   - hold: open the store, print "ready", keep it open until stdin closes.
//   - save-loop: save trajectories forever, printing "<id> <revision>
//     <name>" right after each SaveTrajectory returns.
func TestHelperProcess(t *testing.T) {
	mode := os.Getenv(helperEnv)
	if mode == "" {
		t.Skip("helper process for the multi-process tests")
	}
	s, err := Open(os.Getenv(helperDirEnv), Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, "helper:", err)
		os.Exit(2)
	}
	switch mode {
	case "hold":
		fmt.Println("ready")
		io.Copy(io.Discard, os.Stdin)
		if err := s.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "helper:", err)
			os.Exit(2)
		}
	case "save-loop":
		var ids []string
		for i := 0; ; i++ {
			tr := sample(fmt.Sprintf("flow %d", i), 1+i%5)
			if i%3 == 2 { // every third save is a new revision of an earlier one
				tr.ID = ids[i%len(ids)]
			}
			out, err := s.SaveTrajectory(tr)
			if err != nil {
				fmt.Fprintln(os.Stderr, "helper:", err)
				os.Exit(2)
			}
			if tr.ID == "" {
				ids = append(ids, out.ID)
			}
			// os.Stdout is unbuffered: the line is out when Println returns.
			fmt.Printf("%s %d %s\n", out.ID, out.Revision, out.Name)
		}
	}
	os.Exit(0)
}

// helper starts the test binary as a helper child in mode on dir.
func helper(t *testing.T, mode, dir string) (cmd *exec.Cmd, stdin io.WriteCloser, stdout *bufio.Scanner, stderr *bytes.Buffer) {
	t.Helper()
	cmd = exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), helperEnv+"="+mode, helperDirEnv+"="+dir)
	stderr = &bytes.Buffer{}
	cmd.Stderr = stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return cmd, stdin, bufio.NewScanner(out), stderr
}

func TestLockedInSameProcess(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_, err = Open(dir, Options{})
	checkLocked(t, err, dir)
}

func checkLocked(t *testing.T, err error, dir string) {
	t.Helper()
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("second open: err = %v, want ErrLocked", err)
	}
	var le *LockedError
	if !errors.As(err, &le) || le.Dir != dir {
		t.Errorf("err = %#v, want a *LockedError for %s", err, dir)
	}
	for _, want := range []string{dir, "another Reprise process", "close the other"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message %q lacks %q", err, want)
		}
	}
}

func TestLockedAcrossProcesses(t *testing.T) {
	dir := t.TempDir()
	_ = os.Chmod(dir, 0o700) // no notice about a loose directory on stderr
	cmd, stdin, stdout, stderr := helper(t, "hold", dir)
	if !stdout.Scan() || stdout.Text() != "ready" {
		t.Fatalf("helper did not get ready: %q, stderr: %s", stdout.Text(), stderr)
	}
	_, err := Open(dir, Options{})
	checkLocked(t, err, dir)

	stdin.Close() // the helper closes the store and exits
	if err := cmd.Wait(); err != nil {
		t.Fatalf("helper: %v, stderr: %s", err, stderr)
	}
	if stderr.Len() > 0 {
		t.Errorf("badger logged without a Logger: %s", stderr)
	}
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatalf("open after the holder exited: %v", err)
	}
	s.Close()
}

// TestKill9LosesNothingCommitted kills a process that is saving in a loop
// and checks that every save it reported as done survived.
func TestKill9LosesNothingCommitted(t *testing.T) {
	dir := t.TempDir()
	cmd, _, stdout, stderr := helper(t, "save-loop", dir)
	type saved struct {
		id   string
		rev  int
		name string
	}
	var got []saved
	for len(got) < 50 && stdout.Scan() {
		var s saved
		line := stdout.Text()
		if _, err := fmt.Sscanf(line, "%s %d", &s.id, &s.rev); err != nil {
			t.Fatalf("helper printed %q: %v", line, err)
		}
		s.name = strings.SplitN(line, " ", 3)[2]
		got = append(got, s)
	}
	if len(got) < 50 {
		t.Fatalf("helper stopped after %d saves: %v, stderr: %s", len(got), stdout.Err(), stderr)
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL on Unix
		t.Fatal(err)
	}
	cmd.Wait()

	var s *Store
	var err error
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		// The kernel drops the dead process's lock; allow it a moment.
		if s, err = Open(dir, Options{}); err == nil || !errors.Is(err, ErrLocked) || time.Now().After(deadline) {
			break
		}
	}
	if err != nil {
		t.Fatalf("reopening after kill -9: %v", err)
	}
	defer s.Close()
	revisions := 0
	for _, want := range got {
		tr, err := s.TrajectoryRevision(want.id, want.rev)
		if err != nil {
			t.Errorf("saved %s revision %d is gone: %v", want.id, want.rev, err)
			continue
		}
		if tr.Name != want.name || tr.ID != want.id || len(tr.Steps) == 0 {
			t.Errorf("%s revision %d = %q, want %q", want.id, want.rev, tr.Name, want.name)
		}
		if latest, err := s.Trajectory(want.id); err != nil || latest.Revision < want.rev {
			t.Errorf("latest of %s: %v, %v", want.id, latest, err)
		}
		if want.rev > 1 {
			revisions++
		}
	}
	if revisions == 0 {
		t.Error("the helper saved no second revisions")
	}
	if _, err := s.ListTrajectories(); err != nil {
		t.Errorf("listing after kill -9: %v", err)
	}
}
