package webapi_test

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/library"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// importResult is the part of an ImportResult the tests read.
type importResult struct {
	Trajectory  *trajectory.Trajectory `json:"trajectory"`
	Format      string                 `json:"format"`
	FormatLabel string                 `json:"formatLabel"`
	Action      string                 `json:"action"`
	Message     string                 `json:"message"`
	Kept        int                    `json:"kept"`
	Notes       []struct {
		Step    int    `json:"step"`
		Field   string `json:"field"`
		Message string `json:"message"`
	} `json:"notes"`
}

// saveDemo stores testdata/trajectories/name.json through the API.
func saveDemo(t *testing.T, s *server, name string) *trajectory.Trajectory {
	t.Helper()
	tr, err := trajectory.LoadFile(filepath.Join("..", "..", "testdata", "trajectories", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	tr.ID, tr.Revision = "", 0
	var saved trajectory.Trajectory
	s.must("SaveTrajectory", &saved, tr)
	return &saved
}

// TestExportFlowEveryFormat: the app offers every format `reprise export`
// writes and exports through the same engine, byte for byte; a revision
// can be exported; a DevTools Recorder export imports back.
func TestExportFlowEveryFormat(t *testing.T) {
	s := startServer(t, nil)
	saved := saveDemo(t, s, "demo-checkout")

	var formats []studio.ExportFormat
	s.must("ExportFormats", &formats)
	if len(formats) != len(export.Formats()) {
		t.Fatalf("the app offers %d formats, the CLI %d: %+v", len(formats), len(export.Formats()), formats)
	}
	for i, f := range export.Formats() {
		got := formats[i]
		if got.Name != string(f) || got.Label == "" || got.Extension != f.Extension() || got.Language == "" {
			t.Errorf("format %d: %+v, want %s with a label, %s and a language", i, got, f, f.Extension())
		}
	}

	stored, _ := s.st.GetTrajectory(saved.ID)
	for _, f := range formats {
		var file studio.ExportedFile
		s.must("ExportFlow", &file, saved.ID, 0, f.Name)
		want, err := export.Bytes(export.Format(f.Name), stored, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if file.Content != string(want) {
			t.Errorf("%s: the app's export differs from `reprise export --format %s`", f.Name, f.Name)
		}
		if !strings.HasSuffix(file.FileName, f.Extension) || file.Language != f.Language || file.MediaType == "" {
			t.Errorf("%s: file %q, language %q, media type %q", f.Name, file.FileName, file.Language, file.MediaType)
		}
	}
	var ts studio.ExportedFile
	s.must("ExportFlow", &ts, saved.ID, 0, "playwright-ts")
	var py studio.ExportedFile
	s.must("ExportFlow", &py, saved.ID, 0, "python")
	if py.FileName != "test_shop_and_check_out.py" {
		t.Errorf("Python export %q: pytest collects test_*.py", py.FileName)
	}
	if !strings.Contains(ts.Content, "@playwright/test") || ts.FileName != "shop-and-check-out.spec.ts" {
		t.Errorf("Playwright TS export %q:\n%.400s", ts.FileName, ts.Content)
	}

	// An older revision exports as it was.
	renamed := *saved
	renamed.Name = "Checkout v2"
	var v2 trajectory.Trajectory
	s.must("SaveTrajectory", &v2, &renamed)
	var old, latest studio.ExportedFile
	s.must("ExportFlow", &old, saved.ID, 1, "python")
	s.must("ExportFlow", &latest, saved.ID, 0, "python")
	if !strings.Contains(old.Content, "revision 1") || !strings.Contains(latest.Content, "revision 2") || latest.FileName != "test_checkout_v2.py" {
		t.Errorf("revision export: old %q, latest %q", old.FileName, latest.FileName)
	}

	// What the app exports as a DevTools recording, the app imports.
	var rec studio.ExportedFile
	s.must("ExportFlow", &rec, saved.ID, 0, "devtools")
	var back importResult
	s.must("ImportFlow", &back, rec.Content, rec.FileName, "new")
	if back.Format != string(importer.ChromeRecorder) || back.Action != string(library.Created) || len(back.Trajectory.Steps) != len(v2.Steps) {
		t.Errorf("importing the DevTools export: format %s, %s, %d steps (flow has %d)", back.Format, back.Action, len(back.Trajectory.Steps), len(v2.Steps))
	}

	if e := s.call("ExportFlow", nil, saved.ID, 0, "cobol"); e == nil || e.Code != studio.CodeBadRequest || !strings.Contains(e.Message, "playwright-ts") {
		t.Errorf("an unknown format: %+v; want bad_request listing the known ones", e)
	}
	if e := s.call("ExportFlow", nil, saved.ID, 9, "json"); e == nil || e.Code != studio.CodeNotFound {
		t.Errorf("a revision that does not exist: %+v", e)
	}
}

// TestImportFlowEveryFormat: every format the importer detects imports
// in the app, with what was kept and dropped; ImportTrajectory (the old
// method) takes them too.
func TestImportFlowEveryFormat(t *testing.T) {
	s := startServer(t, nil)
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "imports", "*", "*.json"))
	seen := map[string]bool{}
	for _, p := range files {
		if strings.Contains(p, "corrupt") {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		cli, err := importer.Import(data, p)
		if err != nil {
			t.Fatalf("%s: the CLI's importer: %v", p, err)
		}
		var res importResult
		s.must("ImportFlow", &res, string(data), p, "")
		if res.Format != string(cli.Format) || res.Action != string(library.Created) || res.Kept != len(cli.Trajectory.Steps) || res.Kept == 0 ||
			len(res.Notes) != len(cli.Notes) || res.FormatLabel == "" || res.Trajectory.ID == "" {
			t.Errorf("%s: format %s (%s), %s, %d steps kept (CLI %d), %d notes (CLI %d)", p, res.Format, res.FormatLabel, res.Action, res.Kept, len(cli.Trajectory.Steps), len(res.Notes), len(cli.Notes))
		}
		if _, err := s.st.GetTrajectory(res.Trajectory.ID); err != nil {
			t.Errorf("%s: not stored: %v", p, err)
		}
		seen[res.Format] = true
	}
	for _, f := range []importer.Format{importer.ChromeRecorder, importer.StagehandAct, importer.StagehandAgent, importer.AskUI, importer.HyperAgent} {
		if !seen[string(f)] {
			t.Errorf("no %s file was imported", f)
		}
	}
	// The DevTools recording notes what it drops, step by step.
	data, _ := os.ReadFile(filepath.Join("..", "..", "testdata", "imports", "chrome-recorder", "login.json"))
	var rec importResult
	s.must("ImportFlow", &rec, string(data), "login.json", "new")
	dropped := false
	for _, n := range rec.Notes {
		dropped = dropped || n.Step > 0 && n.Message != ""
	}
	if !dropped {
		t.Errorf("the DevTools import has no per-step notes: %+v", rec.Notes)
	}
	// The old method imports every format too (it took only Reprise JSON).
	var old trajectory.Trajectory
	s.must("ImportTrajectory", &old, string(data), "login.json")
	if old.Source.Format != string(importer.ChromeRecorder) || len(old.Steps) != rec.Kept {
		t.Errorf("ImportTrajectory of a DevTools recording: %+v", old.Source)
	}
}

// TestImportFlowBadFiles: a foreign or unreadable file is a short summary
// (the format it looked like, the first three problems, how many more)
// and nothing is saved.
func TestImportFlowBadFiles(t *testing.T) {
	s := startServer(t, nil)
	count := func() int {
		var lib []cache.Summary
		s.must("ListTrajectories", &lib, studio.LibraryFilter{})
		return len(lib)
	}
	corrupt, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "imports", "corrupt", "*"))
	if len(corrupt) < 5 {
		t.Fatalf("only %d corrupt samples", len(corrupt))
	}
	for _, p := range corrupt {
		data, _ := os.ReadFile(p)
		e := s.call("ImportFlow", nil, string(data), p, "new")
		if e == nil {
			t.Errorf("%s imported", p)
			continue
		}
		name := filepath.Base(p)
		t.Logf("%s: %s", name, e.Message)
		if e.Code != studio.CodeInvalid || !strings.HasPrefix(e.Message, name+" ") || !strings.HasSuffix(e.Message, "Nothing was imported.") || strings.Contains(e.Message, "\n") {
			t.Errorf("%s: %s: %q; want one invalid line naming the file and saying nothing was imported", p, e.Code, e.Message)
		}
	}
	data, _ := os.ReadFile(filepath.Join("..", "..", "testdata", "imports", "corrupt", "chrome-wrong-types.json"))
	if e := s.call("ImportFlow", nil, string(data), "x.json", ""); e == nil || !strings.Contains(e.Message, "looks like a Chrome DevTools Recorder recording") {
		t.Errorf("a broken DevTools file: %+v; want it named as one", e)
	}
	if e := s.call("ImportFlow", nil, `{"hello":"world"}`, "hello.json", ""); e == nil || !strings.Contains(e.Message, "not in a format Reprise imports") {
		t.Errorf("a foreign file: %+v", e)
	}
	// A Reprise file with seven broken steps: three shown, four counted.
	var steps []string
	for i := 1; i <= 7; i++ {
		steps = append(steps, `{"id":"s`+string(rune('0'+i))+`","action":"teleport"}`)
	}
	e := s.call("ImportFlow", nil, `{"version":1,"name":"x","steps":[`+strings.Join(steps, ",")+`]}`, "seven.json", "")
	if e == nil || !strings.Contains(e.Message, "looks like a Reprise trajectory") || !strings.Contains(e.Message, "and 4 more problem(s)") ||
		strings.Count(e.Message, "teleport") > 3 {
		t.Fatalf("seven bad steps: %+v", e)
	}
	if d, ok := e.Details.([]any); !ok || len(d) != 7 {
		t.Errorf("details hold %v; want all seven problems", e.Details)
	}
	if n := count(); n != 0 {
		t.Errorf("%d flows saved by failed imports", n)
	}
}

// TestImportFlowOfAPicture: a picture chosen in the Import dialog (which
// reads it as text, so its bytes that are not UTF-8 arrive as U+FFFD) is
// named as one, with what to choose instead, and nothing is saved.
func TestImportFlowOfAPicture(t *testing.T) {
	s := startServer(t, nil)
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 4, 4))); err != nil {
		t.Fatal(err)
	}
	asRead := strings.ToValidUTF8(string(b.Bytes()[:1]), "\uFFFD") + string(b.Bytes()[1:])
	for _, content := range []string{asRead, b.String()} {
		e := s.call("ImportFlow", nil, content, "picture.png", "new")
		want := "picture.png is a PNG image, not a flow file: choose a .json file exported by Reprise or a Chrome DevTools Recorder recording. Nothing was imported."
		if e == nil || e.Code != studio.CodeInvalid || e.Message != want {
			t.Errorf("importing a PNG: %+v\nwant %s", e, want)
		}
	}
	var lib []cache.Summary
	if s.must("ListTrajectories", &lib, studio.LibraryFilter{}); len(lib) != 0 {
		t.Errorf("%d flows saved by importing a picture", len(lib))
	}
}

// TestImportFlowIDPolicy: as "new" a file is always a new flow; as
// "revision" it is the next revision of the flow with its id, an
// identical file adds nothing and says so, and a file without a stored
// flow is an error.
func TestImportFlowIDPolicy(t *testing.T) {
	s := startServer(t, nil)
	saved := saveDemo(t, s, "demo-login")
	var file studio.ExportedFile
	s.must("ExportFlow", &file, saved.ID, 0, "json")

	var same importResult
	s.must("ImportFlow", &same, file.Content, file.FileName, "revision")
	if same.Action != string(library.Unchanged) || same.Trajectory.Revision != 1 || !strings.Contains(same.Message, "nothing added") {
		t.Errorf("re-importing the stored flow as a revision: %s %q", same.Action, same.Message)
	}
	edited := strings.Replace(file.Content, `"name": "`+saved.Name+`"`, `"name": "Login (edited)"`, 1)
	if edited == file.Content {
		edited = regexp.MustCompile(`"name":\s*"[^"]*"`).ReplaceAllString(file.Content, `"name": "Login (edited)"`)
	}
	var rev importResult
	s.must("ImportFlow", &rev, edited, file.FileName, "revision")
	if rev.Action != string(library.Revised) || rev.Trajectory.ID != saved.ID || rev.Trajectory.Revision != 2 || rev.Trajectory.Name != "Login (edited)" {
		t.Errorf("an edited file as a revision: %s, %s rev %d %q", rev.Action, rev.Trajectory.ID, rev.Trajectory.Revision, rev.Trajectory.Name)
	}
	var fresh importResult
	s.must("ImportFlow", &fresh, file.Content, file.FileName, "new")
	if fresh.Action != string(library.Created) || fresh.Trajectory.ID == saved.ID || fresh.Trajectory.Revision != 1 {
		t.Errorf("as new: %s %s rev %d", fresh.Action, fresh.Trajectory.ID, fresh.Trajectory.Revision)
	}
	data, _ := os.ReadFile(filepath.Join("..", "..", "testdata", "imports", "chrome-recorder", "login.json"))
	if e := s.call("ImportFlow", nil, string(data), "login.json", "revision"); e == nil || e.Code != studio.CodeBadRequest || !strings.Contains(e.Message, "new flow") {
		t.Errorf("a file without a flow id as a revision: %+v", e)
	}
	gone := regexp.MustCompile(`"id":\s*"`+saved.ID+`"`).ReplaceAllString(file.Content, `"id": "nosuchflow"`)
	if e := s.call("ImportFlow", nil, gone, "gone.json", "revision"); e == nil || e.Code != studio.CodeBadRequest || !strings.Contains(e.Message, "nosuchflow") {
		t.Errorf("a revision of a flow the library does not hold: %+v", e)
	}
	if e := s.call("ImportFlow", nil, file.Content, file.FileName, "merge"); e == nil || e.Code != studio.CodeBadRequest {
		t.Errorf("an unknown mode: %+v", e)
	}
	var revs []cache.RevisionInfo
	s.must("ListRevisions", &revs, saved.ID)
	if len(revs) != 2 {
		t.Errorf("%d revisions; want 2 (the unchanged import added none)", len(revs))
	}
}

// TestImportFlowTakesWhatTheCommandLineTakes: a file over the 32 MB the
// served studio used to take in a request imports as it does with
// reprise import (files up to importer.MaxInputSize).
func TestImportFlowTakesWhatTheCommandLineTakes(t *testing.T) {
	s := startServer(t, nil)
	// A small flow padded with whitespace to 40 MB: cheap to read, large
	// to send (JSON-escaped newlines double it on the way).
	flow := `{"version":1,"name":"Padded","startUrl":"http://127.0.0.1/","steps":[{"id":"s1","action":"goto","url":"http://127.0.0.1/"}]}`
	content := flow + strings.Repeat("\n", 40<<20)
	var res studio.ImportResult
	if e := s.call("ImportFlow", &res, content, "padded.json", "new"); e != nil {
		t.Fatalf("a 40 MB file: %s", e.Message)
	}
	if res.Trajectory == nil || res.Trajectory.Name != "Padded" {
		t.Errorf("imported %+v", res)
	}
}
