package export_test

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// fixtures returns the trajectories the golden tests export: the recorded
// demo flows and the hand-written one that uses every action and locator
// kind with awkward values.
func fixtures(t *testing.T) map[string]*trajectory.Trajectory {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(fixtureDir, "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no demo trajectories in %s (go generate ./backend/export records them): %v", fixtureDir, err)
	}
	paths = append(paths, filepath.Join("testdata", "all-actions.json"))
	out := map[string]*trajectory.Trajectory{}
	for _, p := range paths {
		tr, err := trajectory.LoadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[strings.TrimSuffix(filepath.Base(p), ".json")] = tr
	}
	return out
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./backend/export -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the export (go test ./backend/export -update rewrites it):\n%s", path, diff(string(want), string(got)))
	}
}

// diff shows the first differing line of two texts.
func diff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return "line " + strconv.Itoa(i+1) + ":\n  want: " + w + "\n  got:  " + g
		}
	}
	return "(equal lines, different bytes)"
}

func TestExportsMatchGoldenFiles(t *testing.T) {
	for name, tr := range fixtures(t) {
		for _, f := range export.Formats() {
			t.Run(name+"/"+string(f), func(t *testing.T) {
				got, err := export.Bytes(f, tr, export.Options{})
				if err != nil {
					t.Fatal(err)
				}
				golden(t, filepath.Join("testdata", "golden", name+f.Extension()+".golden"), got)
			})
		}
	}
}

func TestJSONExportRoundTripsExactly(t *testing.T) {
	for name, tr := range fixtures(t) {
		first, err := export.Bytes(export.JSON, tr, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		back, err := trajectory.Parse(first, name)
		if err != nil {
			t.Fatalf("%s: exported JSON does not load: %v", name, err)
		}
		second, err := export.Bytes(export.JSON, back, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first, second) {
			t.Errorf("%s: JSON export changed after a round trip:\n%s", name, diff(string(first), string(second)))
		}
		orig, _ := os.ReadFile(filepath.Join(fixtureDir, name+".json"))
		if len(orig) > 0 && !bytes.Equal(orig, first) {
			t.Errorf("%s: JSON export differs from the file it was loaded from:\n%s", name, diff(string(orig), string(first)))
		}
	}
}

func TestCodeExportsReadVariablesFromTheEnvironment(t *testing.T) {
	tr := fixtures(t)["demo-login"]
	cases := []struct {
		format        export.Format
		user, secret  string
		mustNotAppear []string
	}{
		// The names reprise replay and run read: one set of CI variables.
		{export.PlaywrightTS, `process.env.REPRISE_VAR_USER ?? 'ann@example.com'`, `requiredEnv('REPRISE_SECRET_PASSWORD')`, nil},
		{export.Python, `os.environ.get("REPRISE_VAR_USER", "ann@example.com")`, `required_env("REPRISE_SECRET_PASSWORD")`, nil},
		{export.Go, `os.LookupEnv("REPRISE_VAR_USER")`, `os.Getenv("REPRISE_SECRET_PASSWORD")`, nil},
	}
	for _, c := range cases {
		got, err := export.Bytes(c.format, tr, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{c.user, c.secret} {
			if !bytes.Contains(got, []byte(want)) {
				t.Errorf("%s export lacks %s:\n%s", c.format, want, got)
			}
		}
		if bytes.Contains(got, []byte("{{")) && c.format != export.Go {
			// Placeholders survive only inside comments (the instructions).
			for _, line := range strings.Split(string(got), "\n") {
				trim := strings.TrimSpace(line)
				if strings.Contains(line, "{{") && !strings.HasPrefix(trim, "//") && !strings.HasPrefix(trim, "#") {
					t.Errorf("%s export uses a placeholder outside a comment: %s", c.format, line)
				}
			}
		}
	}
}

func TestSecretsAreNeverInlined(t *testing.T) {
	tr := fixtures(t)["all-actions"]
	for _, f := range export.Formats() {
		got, err := export.Bytes(f, tr, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		// The secret "token" is only ever read from REPRISE_SECRET_TOKEN.
		if f != export.JSON && f != export.ChromeRecorder && !bytes.Contains(got, []byte(`"REPRISE_SECRET_TOKEN"`)) && !bytes.Contains(got, []byte(`'REPRISE_SECRET_TOKEN'`)) {
			t.Errorf("%s export does not read the secret from REPRISE_SECRET_TOKEN", f)
		}
	}
	// A secret default cannot even be expressed: exporting refuses it.
	bad := *tr
	bad.Variables = append([]trajectory.Variable(nil), tr.Variables...)
	bad.Variables[1].Default = "hunter2"
	for _, f := range export.Formats() {
		var buf bytes.Buffer
		err := export.Write(&buf, f, &bad, export.Options{})
		if err == nil || !strings.Contains(err.Error(), "must not carry a default") {
			t.Errorf("%s: exporting a secret with a value: want a validation error, got %v", f, err)
		}
		if buf.Len() != 0 || strings.Contains(buf.String(), "hunter2") {
			t.Errorf("%s: something was written on error: %q", f, buf.String())
		}
	}
}

func TestInstructionsCannotInjectCode(t *testing.T) {
	tr := fixtures(t)["all-actions"]
	for _, f := range []export.Format{export.PlaywrightTS, export.Python, export.Go} {
		got, err := export.Bytes(f, tr, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(got), "\n") {
			if strings.Contains(line, "await page.close()") && !strings.Contains(line, "// s27:") && !strings.Contains(line, "# s27:") {
				t.Errorf("%s: instruction text escaped its comment: %q", f, line)
			}
		}
		if bytes.ContainsRune(got, '\u2028') {
			t.Errorf("%s: a U+2028 line separator reached the code", f)
		}
	}
}

func TestBestLocatorFollowsRank(t *testing.T) {
	fp := trajectory.Fingerprint{Tag: "button"}
	cases := []struct {
		name  string
		cands []trajectory.Locator
		want  trajectory.LocatorKind
	}{
		{"test id before role", []trajectory.Locator{{Kind: "role", Role: "button", Name: "Go", Score: 100}, {Kind: "testid", Attr: "data-testid", Value: "go", Score: 1}}, "testid"},
		{"role before label", []trajectory.Locator{{Kind: "label", Value: "Go", Score: 140}, {Kind: "role", Role: "button", Name: "Go", Score: 100}}, "role"},
		{"text before css", []trajectory.Locator{{Kind: "css", Value: "#go", Score: 500}, {Kind: "text", Value: "Go", Score: 180}}, "text"},
		{"css before xpath", []trajectory.Locator{{Kind: "xpath", Value: "/html/body/button", Score: 10000001}, {Kind: "css", Value: "main > button", Score: 10000000}}, "css"},
		{"unusable skipped", []trajectory.Locator{{Kind: "role", Score: 100}, {Kind: "css", Value: "#go", Score: 500}}, "css"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, ok := export.Best(&trajectory.Target{Candidates: c.cands, Fingerprint: fp})
			if !ok || got.Kind != c.want {
				t.Errorf("Best = %v %v, want %s", got, ok, c.want)
			}
		})
	}
}

func TestUnknownFormatWritesNothing(t *testing.T) {
	tr := fixtures(t)["demo-login"]
	var buf bytes.Buffer
	err := export.Write(&buf, "cypress", tr, export.Options{})
	if !errors.Is(err, export.ErrUnknownFormat) || !strings.Contains(err.Error(), "playwright-ts") {
		t.Errorf("want an unknown-format error listing the formats, got %v", err)
	}
	if buf.Len() != 0 {
		t.Errorf("wrote %d bytes on error", buf.Len())
	}
	if _, err := export.ParseFormat("devtools"); err != nil {
		t.Errorf("devtools alias: %v", err)
	}
}

// A start URL kept without a scheme is exported with the one a replay
// opens it with: page.goto('127.0.0.1:8080/…') would not open.
func TestStartURLWithoutSchemeExportsWithOne(t *testing.T) {
	for name, tr := range fixtures(t) {
		if !strings.HasPrefix(tr.StartURL, "http://127.0.0.1") {
			continue
		}
		bare := *tr
		bare.StartURL = strings.TrimPrefix(tr.StartURL, "http://")
		for _, f := range export.Formats() {
			want, err := export.Bytes(f, tr, export.Options{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := export.Bytes(f, &bare, export.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s as %s: the start URL without its scheme exports differently:\n%s", name, f, diff(string(want), string(got)))
			}
		}
		return
	}
	t.Fatal("no fixture starts on http://127.0.0.1")
}

func TestNameNoteSaysWhatTheRunnerFinds(t *testing.T) {
	for _, c := range []struct {
		f    export.Format
		name string
		note bool
	}{
		{export.Go, "flow.go", true}, {export.Go, "e2e/login_test.go", false},
		{export.Python, "login.py", true}, {export.Python, "test_login.py", false}, {export.Python, "login_test.py", false},
		{export.PlaywrightTS, "login.ts", true}, {export.PlaywrightTS, "login.spec.ts", false}, {export.PlaywrightTS, "login.test.js", false},
		{export.JSON, "flow.json", false}, {export.ChromeRecorder, "x.json", false},
	} {
		if got := export.NameNote(c.f, c.name); (got != "") != c.note {
			t.Errorf("export.NameNote(%s, %q) = %q", c.f, c.name, got)
		}
	}
	for _, f := range export.Formats() {
		if note := export.NameNote(f, export.FileName(&trajectory.Trajectory{Name: "Log in"}, f)); note != "" {
			t.Errorf("the name offered for %s needs a note: %s", f, note)
		}
	}
}
