//go:build unix

package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSignalStopsACommandThatIgnoresItsContext runs the real main in a
// child process with a command that blocks without watching its context
// (as a read of a named pipe did), and checks that SIGTERM and Ctrl+C
// (SIGINT) still end the process, with the shell's exit code, as does one
// that winds down in time.
func TestSignalStopsACommandThatIgnoresItsContext(t *testing.T) {
	if os.Getenv("REPRISE_SIGNAL_CHILD") == "1" {
		commands["block-forever"] = func(_ context.Context, _ []string, stdout, _ io.Writer) int {
			fmt.Fprintln(stdout, "ready")
			time.Sleep(time.Hour)
			return 0
		}
		// A command that watches its context and returns as a cancelled
		// replay does, with its own failure code.
		commands["until-cancelled"] = func(ctx context.Context, _ []string, stdout, _ io.Writer) int {
			fmt.Fprintln(stdout, "ready")
			<-ctx.Done()
			return 1
		}
		os.Args = []string{"reprise", os.Getenv("REPRISE_SIGNAL_COMMAND")}
		main()
		return
	}
	for _, tc := range []struct {
		command string
		sig     syscall.Signal
		code    int
		says    string
	}{
		{"block-forever", syscall.SIGTERM, 143, "reprise: stopped"},
		{"block-forever", syscall.SIGINT, 130, "reprise: stopped"},
		// One that winds down in time keeps the shell's code too, not its own 1.
		{"until-cancelled", syscall.SIGINT, 130, ""},
		{"until-cancelled", syscall.SIGTERM, 143, ""},
	} {
		t.Run(tc.command+"/"+tc.sig.String(), func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestSignalStopsACommandThatIgnoresItsContext$")
			cmd.Env = append(os.Environ(), "REPRISE_SIGNAL_CHILD=1", "REPRISE_SIGNAL_COMMAND="+tc.command)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			line, _ := bufio.NewReader(out).ReadString('\n')
			if strings.TrimSpace(line) != "ready" {
				t.Fatalf("the child did not start its command: %q %s", line, stderr.String())
			}
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err = <-done:
			case <-time.After(30 * time.Second):
				t.Fatalf("the process did not stop after %v", tc.sig)
			}
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != tc.code || !strings.Contains(stderr.String(), tc.says) {
				t.Errorf("want exit %d and a 'stopped' message, got %v, stderr %q", tc.code, err, stderr.String())
			}
		})
	}
}
