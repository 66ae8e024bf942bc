//go:build !unix

package endpointtest

import "os/exec"

func setGroup(*exec.Cmd) {}

// killGroup kills cmd (its children are left to the OS on this platform).
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}
