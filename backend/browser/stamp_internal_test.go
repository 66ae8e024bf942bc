package browser

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestDriverCheckedOnceAcrossProcesses: a driver checked by one process is
// not checked again (node is not run) by the next, until its cli.js
// changes; a changed driver of the wrong version is refused again.
func TestDriverCheckedOnceAcrossProcesses(t *testing.T) {
	node := needUnixNode(t)
	isolateDriverEnv(t)
	dir := filepath.Join(t.TempDir(), "driver")
	writeFakeDriver(t, dir, node, DriverVersion)
	cli := filepath.Join(dir, "package", "cli.js")
	// The fake cli.js counts its runs.
	count := filepath.Join(t.TempDir(), "count")
	script := `require("fs").appendFileSync(` + "`" + count + "`" + `, "run"); console.log("Version ` + DriverVersion + `")`
	if err := os.WriteFile(cli, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	newProcess := func() { validated.Clear() }
	check := func() error { newProcess(); return checkDriverCached(context.Background(), dir) }

	if err := check(); err != nil {
		t.Fatal(err)
	}
	if err := check(); err != nil {
		t.Fatal(err)
	}
	if n := runs(t, count); n != 1 {
		t.Errorf("node ran %d times for two processes, want once", n)
	}
	// A changed driver is checked again, and refused when it is wrong.
	later := time.Now().Add(time.Second)
	if err := os.WriteFile(cli, []byte(`console.log("Version 0.0.1")`), 0o644); err != nil {
		t.Fatal(err)
	}
	_ = os.Chtimes(cli, later, later)
	if err := check(); err == nil {
		t.Error("a driver of the wrong version passed the check")
	}
}
