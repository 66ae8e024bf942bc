//go:build unix

package version

import (
	"context"
	"os/exec"
	"syscall"
	"time"
)

// releaseCommand runs the release script in its own process group, so
// that when ctx ends (the test's deadline) the script and the go builds it
// started are killed together rather than left running.
func releaseCommand(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 10 * time.Second
	return cmd
}
