package version

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
)

// recorder collects what a check reports; Fatal stops the check.
type recorder struct{ msgs []string }

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, a ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, a...))
}
func (r *recorder) Fatalf(format string, a ...any) { r.Errorf(format, a...); panic(r) }
func (r *recorder) Fatal(a ...any)                 { r.msgs = append(r.msgs, fmt.Sprint(a...)); panic(r) }

// run calls check and returns what it reported.
func (r *recorder) run(check func(reporter)) string {
	func() {
		defer func() {
			if v := recover(); v != nil && v != r {
				panic(v)
			}
		}()
		check(r)
	}()
	return strings.Join(r.msgs, "; ")
}

// TestBinaryChecksRejectWrongBinaries shows that the archive checks of
// TestReleaseArchives fail on a binary that is not what the archive's name
// says, using this test binary (built for this machine, unstamped, without
// -trimpath) as the wrong binary.
func TestBinaryChecksRejectWrongBinaries(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(recorder).run(func(r reporter) { checkHeader(r, bin, runtime.GOOS, runtime.GOARCH) }); got != "" {
		t.Fatalf("the header check rejects this machine's own binary: %s", got)
	}
	otherArch := map[string]string{"amd64": "arm64", "arm64": "amd64"}[runtime.GOARCH]
	for _, target := range [][2]string{{"linux", otherArch}, {"darwin", runtime.GOARCH}, {"windows", runtime.GOARCH}, {"darwin", otherArch}} {
		if target[0] == runtime.GOOS && target[1] == runtime.GOARCH {
			continue
		}
		if got := new(recorder).run(func(r reporter) { checkHeader(r, bin, target[0], target[1]) }); got == "" {
			t.Errorf("a %s/%s binary passed the header check for %s/%s", runtime.GOOS, runtime.GOARCH, target[0], target[1])
		}
	}
	// Built at run time: a literal would itself be in this binary.
	unstamped := fmt.Sprintf("v%d.%d.%d-%s", 7, 7, 7, strings.ToLower("UNSTAMPED"))
	got := new(recorder).run(func(r reporter) {
		checkBuildInfo(r, bin, runtime.GOOS, runtime.GOARCH, unstamped, false)
	})
	for _, want := range []string{"not stamped", "-trimpath", "want github.com/reprise-qa/reprise/cmd/reprise"} {
		if !strings.Contains(got, want) {
			t.Errorf("build info check of an unstamped test binary said %q; want it to mention %q", got, want)
		}
	}
	if runtime.GOOS != "windows" {
		if got := new(recorder).run(func(r reporter) { checkWindowsGUI(r, bin) }); got == "" {
			t.Error("a non-Windows binary passed the Windows GUI check")
		}
	}
}
