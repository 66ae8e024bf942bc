//go:build unix

package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/demosite"
)

// TestCtrlCDuringRecordSaysWhatItLeaves: Ctrl+C while reprise record waits
// on its third instruction (the real main, in a child process) exits 130
// and says, as a failed instruction does, that the flow was not saved and
// that the two instructions recorded are kept in the act cache for the
// next run; the store holds no flow and the two act entries.
func TestCtrlCDuringRecordSaysWhatItLeaves(t *testing.T) {
	if os.Getenv("REPRISE_RECORD_CHILD") != "" {
		os.Args = append([]string{"reprise"}, strings.Split(os.Getenv("REPRISE_RECORD_CHILD"), "\n")...)
		main()
		return
	}
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := filepath.Join(t.TempDir(), "store")
	args := []string{"record", "--store", store, "--url", site.URL() + "/login.html", "--name", "Log in",
		"--var", "user=ann@example.com", "type {{user}} into Email", "type pw into Password",
		"wait for the Nonexistent thing"} // waits 5 s for what never shows
	cmd := exec.Command(os.Args[0], "-test.run=^TestCtrlCDuringRecordSaysWhatItLeaves$")
	cmd.Env = append(os.Environ(), "REPRISE_RECORD_CHILD="+strings.Join(args, "\n"))
	errPipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	var stderr bytes.Buffer
	lines := bufio.NewReader(errPipe)
	for !strings.Contains(stderr.String(), "✓  2 ") {
		line, err := lines.ReadString('\n')
		stderr.WriteString(line)
		if err != nil {
			t.Fatalf("the child recorded no second step: %v\n%s", err, stderr.String())
		}
	}
	time.Sleep(200 * time.Millisecond) // into the third instruction's wait
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(lines)
	stderr.Write(rest)
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 130 {
		t.Fatalf("want exit 130 after Ctrl+C, got %v\n%s", err, stderr.String())
	}
	for _, want := range []string{"stopped while recording instruction 3 of 3", "the flow was not saved",
		"instructions 1 to 2 worked and are kept in the act cache", "run the command again"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
		}
	}
	if n := strings.Count(stderr.String(), "the flow was not saved"); n != 1 {
		t.Errorf("the note is said %d times:\n%s", n, stderr.String())
	}
	st, err := cache.Open(store, cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	lib, err := st.ListLibrary()
	if err != nil {
		t.Fatal(err)
	}
	if len(lib.Flows) != 0 || len(lib.Entries) != 2 {
		t.Errorf("the store holds %d flows and %d act entries, want none and the 2 recorded", len(lib.Flows), len(lib.Entries))
	}
}
