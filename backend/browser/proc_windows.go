//go:build windows

package browser

import (
	"os/exec"
	"syscall"
)

// hideWindow keeps helper processes (node, npm) from flashing a console
// window when Reprise runs as a GUI application.
func hideWindow(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{HideWindow: true}
}
