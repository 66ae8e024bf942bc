//go:build !unix

package version

import (
	"context"
	"os/exec"
)

// releaseCommand: scripts/release.sh is a bash script for Unix systems.
func releaseCommand(ctx context.Context, name string, args ...string) *exec.Cmd {
	return exec.CommandContext(ctx, name, args...)
}
