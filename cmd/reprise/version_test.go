package main

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/version"
)

// TestVersionCommandAndFlag: `reprise version` and `reprise --version`
// print the build's version and exit 0; the usage lists the command. The
// stamped value itself is checked on a release build by
// backend/version's TestReleaseArchives.
func TestVersionCommandAndFlag(t *testing.T) {
	want := "reprise " + version.String() + "\n"
	for _, arg := range []string{"version", "--version", "-version"} {
		code, out, errOut := runCLI(t, arg)
		if code != 0 || out != want || errOut != "" {
			t.Errorf("reprise %s: exit %d, stdout %q, stderr %q; want exit 0 and %q", arg, code, out, errOut, want)
		}
	}
	if _, out, _ := runCLI(t, "--help"); !strings.Contains(out, "reprise version") {
		t.Error("usage does not mention reprise version")
	}
}
