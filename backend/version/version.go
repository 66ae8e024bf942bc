// Package version reports which build of Reprise is running. The CLI
// (cmd/reprise) and the desktop app read the same value.
//
// Release builds stamp it from git with the linker:
//
//	go build -ldflags "-X github.com/reprise-qa/reprise/backend/version.stamp=$(git describe --tags --always --dirty)" ./cmd/reprise
//
// (scripts/release.sh does this). An unstamped build falls back to the
// commit the Go toolchain recorded (vcs.revision, with "-dirty" when the
// tree had local changes), then to the module version, then to "dev".
package version

import (
	"runtime/debug"
	"strings"
)

// stamp is set at link time with -ldflags "-X …/backend/version.stamp=v1.2.3".
var stamp string

// Dev is the version of a build that carries no version information.
const Dev = "dev"

// String returns the running build's version: the stamped value, else the
// VCS revision from the build info, else "dev".
func String() string {
	info, _ := debug.ReadBuildInfo()
	return resolve(stamp, info)
}

// resolve picks the version from a stamp and the build info (nil when the
// binary has none).
func resolve(stamp string, info *debug.BuildInfo) string {
	if s := strings.TrimSpace(stamp); s != "" {
		return s
	}
	if info == nil {
		return Dev
	}
	var rev string
	var dirty bool
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if dirty {
			rev += "-dirty"
		}
		return rev
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	return Dev
}
