package browser

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// loggingDriver lays out a driver directory (with a quote and a space in
// its path) whose cli.js, when loaded, appends its arguments to the
// returned log file and prints "driver ran".
func loggingDriver(t *testing.T, node string) (dir, logFile string) {
	t.Helper()
	dir = filepath.Join(t.TempDir(), "Ann's driver")
	logFile = filepath.Join(t.TempDir(), "loaded")
	if err := os.MkdirAll(filepath.Join(dir, "package"), 0o755); err != nil {
		t.Fatal(err)
	}
	js := `require("fs").appendFileSync(` + jsString(logFile) + `, process.argv.slice(2).join(" ") + "\n"); console.log("driver ran")`
	if err := os.WriteFile(filepath.Join(dir, "package", "cli.js"), []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(node, filepath.Join(dir, "node")); err != nil {
		t.Fatal(err)
	}
	return dir, logFile
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// runLauncher runs `node cli.js args…` as playwright-go does: node is the
// directory's own node unless PLAYWRIGHT_NODEJS_PATH names one.
func runLauncher(t *testing.T, l string, args ...string) string {
	t.Helper()
	cmd := exec.Command(nodeFor(l), append([]string{filepath.Join(l, "package", "cli.js")}, args...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v: %s", cmd.Path, args, err, out)
	}
	return string(out)
}

func loaded(t *testing.T, logFile string) string {
	t.Helper()
	b, err := os.ReadFile(logFile)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return string(b)
}

// The version question playwright-go asks before every driver start is
// answered without loading the driver (its half second of start-up), and
// everything else reaches the driver with its arguments, whichever node
// playwright-go runs.
func TestLauncherAnswersTheVersionAndHandsTheRestToTheDriver(t *testing.T) {
	node := needUnixNode(t)
	for _, envNode := range []string{"", node} {
		t.Run("PLAYWRIGHT_NODEJS_PATH="+envNode, func(t *testing.T) {
			t.Setenv("PLAYWRIGHT_NODEJS_PATH", envNode)
			dir, logFile := loggingDriver(t, node)
			l, err := launcher(t.TempDir(), dir)
			if err != nil || l == dir {
				t.Fatalf("launcher = %q, %v; want a launcher directory", l, err)
			}
			if got := runLauncher(t, l, "--version"); got != "Version "+DriverVersion+"\n" {
				t.Errorf("--version printed %q", got)
			}
			if got := loaded(t, logFile); got != "" {
				t.Errorf("answering --version loaded the driver (%q)", got)
			}
			if got := runLauncher(t, l, "run-driver"); got != "driver ran\n" {
				t.Errorf("run-driver printed %q", got)
			}
			if got := loaded(t, logFile); got != "run-driver\n" {
				t.Errorf("the driver saw arguments %q, want run-driver", got)
			}
		})
	}
}

// A launcher someone damaged is written again; one for another driver
// lives beside it; where none can be written the driver is used directly.
func TestLauncherRepairsItselfAndFallsBackToTheDriver(t *testing.T) {
	node := needUnixNode(t)
	t.Setenv("PLAYWRIGHT_NODEJS_PATH", "")
	root := t.TempDir()
	dir, logFile := loggingDriver(t, node)
	l, err := launcher(root, dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{filepath.Join(l, "package", "cli.js"), filepath.Join(l, "node")} {
		if err := os.WriteFile(f, []byte("garbage"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if again, err := launcher(root, dir); err != nil || again != l {
		t.Fatalf("launcher again = %q, %v; want %q", again, err, l)
	}
	if got := runLauncher(t, l, "run-driver"); got != "driver ran\n" || loaded(t, logFile) != "run-driver\n" {
		t.Errorf("the repaired launcher printed %q and the driver saw %q", got, loaded(t, logFile))
	}

	other, _ := loggingDriver(t, node)
	if l2, err := launcher(root, other); err != nil || l2 == l {
		t.Errorf("a second driver's launcher = %q, %v; want its own beside %q", l2, err, l)
	}

	notDir := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(notDir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := launcher(notDir, dir); err == nil || got != dir {
		t.Errorf("launcher under a file = %q, %v; want the driver directory and an error", got, err)
	}
}

// A launcher that cannot run here (a cache mounted noexec fails the same
// way as a script without execute permission) is found out before
// playwright-go depends on it, and the driver is used directly.
func TestLauncherThatCannotRunIsNotUsed(t *testing.T) {
	node := needUnixNode(t)
	t.Setenv("PLAYWRIGHT_NODEJS_PATH", "")
	dir, _ := loggingDriver(t, node)
	l, err := launcher(t.TempDir(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := tryLauncher(l); err != nil {
		t.Fatalf("a working launcher failed its try: %v", err)
	}
	broken := t.TempDir()
	if err := os.MkdirAll(filepath.Join(broken, "package"), 0o755); err != nil {
		t.Fatal(err)
	}
	script, _ := os.ReadFile(filepath.Join(l, "node"))
	if err := os.WriteFile(filepath.Join(broken, "node"), script, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tryLauncher(broken); err == nil {
		t.Error("a launcher whose node cannot run passed its try")
	}
}

// The driver starts with what V8 compiled at its last start: the first
// start writes the code cache, the next one compiles nothing afresh and
// leaves it alone, and a damaged cache neither stops the driver nor stays
// damaged.
func TestLauncherKeepsACodeCache(t *testing.T) {
	node := needUnixNode(t)
	t.Setenv("PLAYWRIGHT_NODEJS_PATH", "")
	dir, logFile := loggingDriver(t, node)
	// The driver's cli.js requires a module of its own, as Playwright's does.
	lib := filepath.Join(dir, "package", "lib.js")
	if err := os.WriteFile(lib, []byte(`exports.greet = (s) => "driver " + s;`), 0o644); err != nil {
		t.Fatal(err)
	}
	js := `require("fs").appendFileSync(` + jsString(logFile) + `, process.argv.slice(2).join(" ") + "\n"); console.log(require("./lib.js").greet("ran"))`
	if err := os.WriteFile(filepath.Join(dir, "package", "cli.js"), []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := launcher(t.TempDir(), dir)
	if err != nil {
		t.Fatal(err)
	}
	caches := func() []string {
		found, _ := filepath.Glob(filepath.Join(l, "code-cache", "*.cache"))
		return found
	}
	start := func(when string) os.FileInfo {
		t.Helper()
		if got := runLauncher(t, l, "run-driver"); got != "driver ran\n" {
			t.Fatalf("%s: the driver printed %q", when, got)
		}
		files := caches()
		if len(files) != 1 {
			t.Fatalf("%s: code cache files %q, want one", when, files)
		}
		fi, err := os.Stat(files[0])
		if err != nil {
			t.Fatal(err)
		}
		if fi.Size() < 100 {
			t.Fatalf("%s: the code cache holds %d bytes", when, fi.Size())
		}
		return fi
	}
	first := start("first start")
	if again := start("second start"); !os.SameFile(first, again) {
		t.Error("the second start compiled afresh what the first had cached (the cache file was written again)")
	}
	if err := os.WriteFile(caches()[0], []byte("garbage"), 0o644); err != nil {
		t.Fatal(err)
	}
	repaired := start("start with a damaged cache")
	if again := start("start after the repair"); !os.SameFile(repaired, again) {
		t.Error("the cache written after the damage was not taken at the next start")
	}
	if got := loaded(t, logFile); got != strings.Repeat("run-driver\n", 4) {
		t.Errorf("the driver saw %q, want four starts", got)
	}
}
