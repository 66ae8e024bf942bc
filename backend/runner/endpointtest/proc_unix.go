//go:build unix

package endpointtest

import (
	"os/exec"
	"syscall"
)

// setGroup puts cmd in a process group of its own, so its children (the
// browsers a Playwright server launches) can be killed with it.
func setGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// killGroup kills cmd's process group.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
