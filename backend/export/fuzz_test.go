package export_test

// The export fuzz test: random valid trajectories (every action, variable
// names from the whole valid set, strings full of quotes, escapes, comment
// delimiters, control, bidi and invisible characters) are exported to
// Playwright TypeScript, Python and Go, and every output must compile:
// with tsc --noEmit against the real @playwright/test types, with
// py_compile and with the Go compiler against playwright-go. Cases are
// batched, one compiler run per language. go test -fuzz=FuzzExport runs
// the in-process checks deeper.

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"
	"unicode"

	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

var (
	fuzzCases = flag.Int("export-fuzz-cases", 10000,
		"exported files TestExportFuzzCompiles compiles, in total: one random trajectory gives one per language")
	fuzzSeed = flag.Uint64("export-fuzz-seed", 20261125, "seed of TestExportFuzzCompiles")
)

// codeFormats are the exports that are source code.
var codeFormats = []export.Format{export.PlaywrightTS, export.Python, export.Go}

// rawInvisible returns the first character of src that must never appear
// raw in generated source (control, format, bidi, separator, private use,
// unassigned; newlines and tabs aside), with its line.
func rawInvisible(src []byte) (rune, int, bool) {
	line := 1
	for _, r := range string(src) {
		switch {
		case r == '\n':
			line++
		case r == '\t':
		case r != ' ' && !unicode.IsPrint(r):
			return r, line, true
		}
	}
	return 0, 0, false
}

// checkExport exports tr in every format and checks what can be checked
// in process: the export succeeds, the Go output is gofmt-clean source,
// no invisible character is raw, the DevTools recording is JSON that the
// exporter's own types read back.
func checkExport(t *testing.T, tr *trajectory.Trajectory) map[export.Format][]byte {
	t.Helper()
	out := map[export.Format][]byte{}
	for _, f := range export.Formats() {
		data, err := export.Bytes(f, tr, export.Options{})
		if err != nil {
			t.Fatalf("%s export of a valid trajectory failed: %v\n%s", f, err, mustJSON(tr))
		}
		if r, line, bad := rawInvisible(data); bad {
			t.Fatalf("%s export has a raw U+%04X on line %d:\n%s", f, r, line, data)
		}
		out[f] = data
	}
	return out
}

func mustJSON(tr *trajectory.Trajectory) string {
	data, err := trajectory.Marshal(tr)
	if err != nil {
		return err.Error()
	}
	return string(data)
}

var goTestFunc = regexp.MustCompile(`(?m)^func Test\w*\(t \*testing\.T\) \{$`)

func TestExportFuzzCompiles(t *testing.T) {
	n := (*fuzzCases + len(codeFormats) - 1) / len(codeFormats)
	g := newGen(*fuzzSeed)
	dirs := map[export.Format]string{}
	for _, f := range codeFormats {
		dirs[f] = t.TempDir()
	}
	cases := make([]*trajectory.Trajectory, n)
	for i := range cases {
		tr := g.trajectory(8)
		if err := tr.Validate(); err != nil {
			t.Fatalf("case %d: the generator made an invalid trajectory: %v", i, err)
		}
		cases[i] = tr
		out := checkExport(t, tr)
		ts := out[export.PlaywrightTS]
		py := out[export.Python]
		gosrc := goTestFunc.ReplaceAll(out[export.Go], []byte(fmt.Sprintf("func Case%d(t *testing.T) {", i)))
		for f, data := range map[export.Format][]byte{
			export.PlaywrightTS: ts, export.Python: py, export.Go: gosrc,
		} {
			if err := os.WriteFile(filepath.Join(dirs[f], caseFile(f, i)), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("exported %d random trajectories (seed %d) to every format; compiling %d TypeScript, Python and Go files",
		n, *fuzzSeed, n*len(codeFormats))
	report := func(t *testing.T, lang string, out string, err error) {
		t.Helper()
		if err == nil {
			return
		}
		msg := out
		if len(msg) > 4000 {
			msg = msg[:4000] + "…"
		}
		t.Errorf("%s: exported code does not compile (seed %d; -export-fuzz-seed reproduces it): %v\n%s", lang, *fuzzSeed, err, msg)
	}
	t.Run("typescript", func(t *testing.T) {
		out, err := typeCheckTS(t, dirs[export.PlaywrightTS])
		report(t, "TypeScript (tsc --noEmit)", out, err)
	})
	t.Run("python", func(t *testing.T) {
		out, err := compilePython(t, dirs[export.Python])
		report(t, "Python (py_compile)", out, err)
	})
	t.Run("go", func(t *testing.T) {
		out, err := buildGo(t, dirs[export.Go])
		report(t, "Go (go build)", out, err)
	})
}

func caseFile(f export.Format, i int) string {
	switch f {
	case export.PlaywrightTS:
		return fmt.Sprintf("case%05d.spec.ts", i)
	case export.Python:
		return fmt.Sprintf("test_case%05d.py", i)
	}
	// Not _test.go: go build compiles the package without linking a test binary.
	return fmt.Sprintf("case%05d.go", i)
}

// tsc returns the TypeScript compiler of the frontend's toolchain.
func tsc(t *testing.T) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "..", "frontend", "node_modules", "typescript", "bin", "tsc"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err != nil {
		if _, nerr := exec.LookPath("node"); nerr != nil {
			t.Skip("node is not installed: the TypeScript exports cannot be type-checked (scripts/setup.sh installs it)")
		}
		t.Fatalf("the frontend's TypeScript compiler is missing (%v): run `npm ci` in frontend/ (make test does it)", err)
	}
	return p
}

const fuzzTSConfig = `{
  "compilerOptions": {
    "strict": true, "noEmit": true, "target": "ES2022", "module": "commonjs",
    "moduleResolution": "node", "skipLibCheck": true, "types": []
  },
  "include": ["*.ts"]
}
`

// process.env is all the exports use of Node's API; @types/node is not a
// dependency of the frontend.
const fuzzNodeDecl = "declare const process: { env: Record<string, string | undefined> };\n"

// typeCheckTS runs tsc --noEmit over every spec in dir against the real
// @playwright/test type declarations.
func typeCheckTS(t *testing.T, dir string) (string, error) {
	compiler := tsc(t)
	modules := playwrightTest(t)
	for name, content := range map[string]string{"tsconfig.json": fuzzTSConfig, "node.d.ts": fuzzNodeDecl} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(modules, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	return run(t, ctx, dir, os.Environ(), "node", compiler, "-p", ".")
}

// compilePython byte-compiles every module in dir with one interpreter.
func compilePython(t *testing.T, dir string) (string, error) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed: the Python exports cannot be compiled")
	}
	script := `import glob, py_compile, sys
bad = 0
for f in sorted(glob.glob("*.py")):
    try:
        py_compile.compile(f, doraise=True)
    except py_compile.PyCompileError as e:
        bad += 1
        if bad <= 5:
            print(e.msg)
sys.exit(1 if bad else 0)
`
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	return run(t, ctx, dir, os.Environ(), py, "-c", script)
}

// writeGoModule makes dir a module that requires the playwright-go
// version of Reprise's go.mod, with Reprise's go.sum, for exported Go to
// build and run in.
func writeGoModule(t *testing.T, dir string) {
	t.Helper()
	sum, err := os.ReadFile("../../go.sum")
	if err != nil {
		t.Fatal(err)
	}
	mod := "module reprise.test/e2e\n\ngo 1.26.0\n\nrequire github.com/playwright-community/playwright-go v0.5700.1\n"
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644); err != nil {
		t.Fatal(err)
	}
}

// buildGo compiles every file in dir as one package of a module that
// requires the playwright-go version of Reprise's go.mod.
func buildGo(t *testing.T, dir string) (string, error) {
	writeGoModule(t, dir)
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	return run(t, ctx, dir, env, "go", "build", ".")
}

// FuzzExport checks, for trajectories generated from the fuzzer's seed,
// that every format exports and no invisible character reaches the code
// (go test -fuzz=FuzzExport ./backend/export). Compiling stays with
// TestExportFuzzCompiles, which batches it.
func FuzzExport(f *testing.F) {
	for _, s := range []uint64{1, 2, 3, 20261125} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		tr := newGen(seed).trajectory(12)
		if err := tr.Validate(); err != nil {
			t.Fatalf("the generator made an invalid trajectory: %v", err)
		}
		checkExport(t, tr)
	})
}
