package browser

import (
	"bytes"
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
//
// The JavaScript answer serves Windows and PLAYWRIGHT_NODEJS_PATH.
//
// The launcher is only used for a driver EnsureDriver has just checked,
// and it names that driver's version, so the answer is true.

// launcherJS is the launcher's cli.js; %[1]s is the driver's cli.js path
// as a JSON string, %[2]s its version.
const launcherJS = `// Written by Reprise (backend/browser/launcher.go). playwright-go asks
// "cli.js --version" before each start of the driver; Reprise has checked
// the driver this file hands everything else to, so it answers at once
// instead of loading Playwright for it.
if (process.argv.length === 3 && process.argv[2] === '--version') {
  process.stdout.write('Version %[2]s\n');
} else {
  require(%[1]s);
}
`

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
	cli, err := json.Marshal(filepath.Join(dir, "package", "cli.js"))
	if err != nil {
		return dir, err
	}
	h := fnv.New32a()
	h.Write([]byte(dir))
	l := filepath.Join(root, fmt.Sprintf("playwright-launch-%s-%08x", DriverVersion, h.Sum32()))
	if err := os.MkdirAll(filepath.Join(l, "package"), 0o755); err != nil {
		return dir, err
	}
	js := fmt.Sprintf(launcherJS, cli, DriverVersion)
	if err := writeAtomic(filepath.Join(l, "package", "cli.js"), []byte(js), 0o644); err != nil {
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
