package browser

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/reprise-qa/reprise/backend/userfile"
)

// playwright.Run starts `node package/cli.js --version` in the driver
// directory before every start of the driver, and Playwright loads all of
// itself to answer: 0.6 s of a `reprise act` process's 2.6 s on a
// two-core machine, for a check Reprise has already made (checkDriver and
// its stamp). A launcher directory answers that question at once and
// hands every other command to the checked driver:
//
//	<cache>/playwright-launch-<version>-<hash of the driver's path>/
//	    node            a shell script answering --version, else running
//	                    the driver's node (a link to that node on Windows)
//	    package/cli.js  answers --version, else requires the driver's cli.js
//	                    with a code cache (launcher_cli.js)
//	    code-cache/     what V8 compiled of the driver, for its next start
//
// The JavaScript answer serves Windows and PLAYWRIGHT_NODEJS_PATH.
//
// The launcher is only used for a driver EnsureDriver has just checked,
// and it names that driver's version, so the answer is true.

// launcherJS is the launcher's cli.js after the lines that define its
// driverCLI, driverVersion and codeCacheDir (see launcherCLI).
//
//go:embed launcher_cli.js
var launcherJS string

// launcherCLI returns the launcher's cli.js for the driver's cli.js at
// cli, keeping its code cache in cacheDir.
func launcherCLI(cli, cacheDir string) ([]byte, error) {
	var b strings.Builder
	b.WriteString("// Written by Reprise: the driver this launcher runs, and where it keeps its code cache.\n")
	for _, c := range [][2]string{{"driverCLI", cli}, {"driverVersion", DriverVersion}, {"codeCacheDir", cacheDir}} {
		v, err := json.Marshal(c[1])
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "const %s = %s;\n", c[0], v)
	}
	b.WriteString(launcherJS)
	return []byte(b.String()), nil
}

// launcherSh is the launcher's node on Unix, a shell script that answers
// the version question without starting Node.js at all (another 0.1 s)
// and runs %[1]s, the driver's node, for everything else.
const launcherSh = `#!/bin/sh
# Written by Reprise (backend/browser/launcher.go): answers playwright-go's
# "cli.js --version" before each start of the driver, which Reprise has
# checked, and runs the driver's node for everything else.
if [ "$#" -eq 2 ] && [ "$2" = --version ]; then
  echo 'Version %[2]s'
  exit 0
fi
exec %[1]s "$@"
`

// launcher returns a launcher directory for the checked driver in dir,
// creating or updating it under root (Reprise's cache) when needed. When
// it cannot (a read-only cache, no way to link node), it returns dir and
// why: the driver then starts the slower way.
func launcher(root, dir string) (string, error) {
	h := fnv.New32a()
	h.Write([]byte(dir))
	l := filepath.Join(root, fmt.Sprintf("playwright-launch-%s-%08x", DriverVersion, h.Sum32()))
	for _, sub := range []string{"package", "code-cache"} {
		if err := os.MkdirAll(filepath.Join(l, sub), 0o755); err != nil {
			return dir, err
		}
	}
	js, err := launcherCLI(filepath.Join(dir, "package", "cli.js"), filepath.Join(l, "code-cache"))
	if err != nil {
		return dir, err
	}
	if err := writeAtomic(filepath.Join(l, "package", "cli.js"), js, 0o644); err != nil {
		return dir, err
	}
	if err := launcherNode(l, dir); err != nil {
		return dir, err
	}
	if err := tryLauncher(l); err != nil {
		return dir, err
	}
	return l, nil
}

// tried holds the launchers tryLauncher has seen answer in this process.
var tried sync.Map

// tryLauncher asks the launcher in l for the version once per process, as
// playwright-go will: a cache on a file system that does not run
// programs (mounted noexec) would otherwise stop every start of the
// driver. The shell script answers in a few milliseconds; where Node.js
// would answer (Windows, PLAYWRIGHT_NODEJS_PATH) the question is left to
// playwright-go, which asks it anyway.
func tryLauncher(l string) error {
	if runtime.GOOS == "windows" || os.Getenv("PLAYWRIGHT_NODEJS_PATH") != "" {
		return nil
	}
	if _, ok := tried.Load(l); ok {
		return nil
	}
	node := filepath.Join(l, nodeExeName())
	out, err := exec.Command(node, filepath.Join(l, "package", "cli.js"), "--version").Output()
	if err != nil {
		return fmt.Errorf("running %s: %w", node, err)
	}
	if got := strings.TrimSpace(string(out)); got != "Version "+DriverVersion {
		return fmt.Errorf("%s answered %q", node, got)
	}
	tried.Store(l, true)
	return nil
}

// launcherNode gives l a node that runs the node of the driver in dir:
// the shell script launcherSh on Unix, a link to it on Windows (linkNode).
// With PLAYWRIGHT_NODEJS_PATH set, playwright-go runs that node and l
// needs none.
func launcherNode(l, dir string) error {
	if os.Getenv("PLAYWRIGHT_NODEJS_PATH") != "" {
		return nil
	}
	real, err := filepath.EvalSymlinks(filepath.Join(dir, nodeExeName()))
	if err != nil {
		return err
	}
	node := filepath.Join(l, nodeExeName())
	if runtime.GOOS != "windows" {
		quoted := "'" + strings.ReplaceAll(real, "'", `'\''`) + "'"
		return writeAtomic(node, []byte(fmt.Sprintf(launcherSh, quoted, DriverVersion)), 0o755)
	}
	want, err := os.Stat(real)
	if err != nil {
		return err
	}
	if got, err := os.Stat(node); err == nil && os.SameFile(got, want) {
		return nil
	}
	tmp := node + fmt.Sprintf(".%d.tmp", os.Getpid())
	os.Remove(tmp)
	if err := linkNode(real, tmp); err != nil {
		return fmt.Errorf("linking %s: %w", real, err)
	}
	if err := os.Rename(tmp, node); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// writeAtomic makes path hold data with mode perm, unless it already does
// (userfile.WriteAtomic: a process starting at the same moment reads the
// old file or the new one, never half of one).
func writeAtomic(path string, data []byte, perm os.FileMode) error {
	if fi, err := os.Stat(path); err == nil && fi.Mode().Perm() == perm {
		if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
			return nil
		}
	}
	return userfile.WriteAtomic(path, data, perm)
}
