package browser

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// stampFile, in a driver directory, records that `node cli.js --version`
// printed DriverVersion for the cli.js and node binaries as they were
// then (path, size, modification time), so a new process does not start
// node once just to check the driver before starting it again to run it
// (0.2 to 0.5 s of every command's start-up). Any change to either file,
// or a different node, invalidates it.
const stampFile = ".reprise-driver-ok"

// driverStamp describes dir's cli.js and node binary, or "" when either
// cannot be read.
func driverStamp(dir string) string {
	node := nodeFor(dir)
	if p, err := filepath.EvalSymlinks(node); err == nil {
		node = p
	}
	var b strings.Builder
	fmt.Fprintf(&b, "driver %s\n", DriverVersion)
	for _, f := range []string{filepath.Join(dir, "package", "cli.js"), node} {
		fi, err := os.Stat(f)
		if err != nil {
			return ""
		}
		fmt.Fprintf(&b, "%s %d %d\n", f, fi.Size(), fi.ModTime().UnixNano())
	}
	return b.String()
}

// stamped reports whether dir's stamp matches its files now.
func stamped(dir string) bool {
	want := driverStamp(dir)
	got, err := os.ReadFile(filepath.Join(dir, stampFile))
	return err == nil && want != "" && string(got) == want
}

// stamp writes dir's stamp after a successful check. A directory the user
// cannot write (a shared PLAYWRIGHT_DRIVER_PATH) just keeps checking.
func stamp(dir string) {
	if s := driverStamp(dir); s != "" {
		tmp := filepath.Join(dir, stampFile+".tmp")
		if os.WriteFile(tmp, []byte(s), 0o644) == nil {
			_ = os.Rename(tmp, filepath.Join(dir, stampFile))
		}
	}
}
