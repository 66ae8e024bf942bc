package studio

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/library"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// saveDialog answers every dialog with path, and remembers the name and
// the file types a dialog offered.
type saveDialog struct {
	path, offered string
	filters       []FileFilter
}

func (d *saveDialog) OpenFile(_ string, filters []FileFilter) (string, error) {
	d.filters = filters
	return d.path, nil
}
func (d *saveDialog) SaveFile(_, name string, filters []FileFilter) (string, error) {
	d.offered, d.filters = name, filters
	return d.path, nil
}

// TestExportFlowDialog: the desktop's save dialog is offered the format's
// file name and gets exactly what ExportFlow returns; a cancelled dialog
// writes nothing.
func TestExportFlowDialog(t *testing.T) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	d := &saveDialog{path: filepath.Join(t.TempDir(), "login.py")}
	s, err := New(Options{Store: store, Dialogs: d, SettingsPath: filepath.Join(t.TempDir(), "settings.json")})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tr, err := trajectory.LoadFile(filepath.Join("..", "..", "testdata", "trajectories", "demo-login.json"))
	if err != nil {
		t.Fatal(err)
	}
	tr.ID = ""
	saved, err := store.SaveTrajectory(tr)
	if err != nil {
		t.Fatal(err)
	}
	path, err := s.ExportFlowDialog(saved.ID, 0, "python")
	if err != nil || path != d.path {
		t.Fatalf("ExportFlowDialog: %q, %v", path, err)
	}
	want, _ := export.Bytes(export.Python, saved, export.Options{})
	got, _ := os.ReadFile(path)
	if string(got) != string(want) || !strings.HasSuffix(d.offered, ".py") {
		t.Errorf("offered %q; wrote %d bytes, want the %d of the Python export", d.offered, len(got), len(want))
	}
	// The dialog's file type is the format's, not Reprise JSON.
	if len(d.filters) == 0 || d.filters[0].Pattern != "*.py" || !strings.Contains(d.filters[0].DisplayName, "Python") {
		t.Errorf("the save dialog offered the file types %+v; want the Python export's (*.py) first", d.filters)
	}
	if _, err := s.ExportFlowDialog(saved.ID, 0, "playwright-ts"); err != nil || d.filters[0].Pattern != "*.spec.ts" {
		t.Errorf("exporting as Playwright TS offered %+v (%v); want *.spec.ts", d.filters, err)
	}
	dir := filepath.Dir(path)
	d.path = ""
	if path, err := s.ExportFlowDialog(saved.ID, 0, "go"); path != "" || err != nil {
		t.Errorf("a cancelled dialog: %q, %v", path, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d files; want only the export (no temporary files)", len(entries))
	}
}

// TestExportErrorNamesTheStep: an exporter's refusal of a step reaches the
// user as "unsupported" with its message (which step, why) and the format.
func TestExportErrorNamesTheStep(t *testing.T) {
	tr := &trajectory.Trajectory{ID: "f1", Name: "Checkout"}
	cause := errors.New("exporting playwright-ts: cannot express step 3 (tool, id s3) in Playwright TypeScript: a custom tool belongs to the agent; edit or disable the step, or export another format")
	e := exportError(tr, export.PlaywrightTS, cause)
	if e.Code != CodeUnsupported || !strings.Contains(e.Message, "step 3") || !strings.Contains(e.Message, "Playwright Test (TypeScript)") ||
		!strings.Contains(e.Message, `"Checkout"`) || strings.Contains(e.Message, "exporting playwright-ts:") {
		t.Errorf("%s: %s", e.Code, e.Message)
	}
	if e := exportError(tr, export.Go, fmt.Errorf("exporting go: step s2: %w: \"hover\"", export.ErrUnsupportedAction)); e.Code != CodeUnsupported {
		t.Errorf("an unsupported action: %s: %s", e.Code, e.Message)
	}
}

// TestImportFlowDialog: the file the open dialog names is imported in any
// format with the mode asked for; a cancelled dialog imports nothing.
func TestImportFlowDialog(t *testing.T) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	d := &saveDialog{path: filepath.Join("..", "..", "testdata", "imports", "stagehand", "act-login.json")}
	s, err := New(Options{Store: store, Dialogs: d, SettingsPath: filepath.Join(t.TempDir(), "settings.json")})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.ImportFlowDialog("revision"); err == nil || !strings.Contains(err.Error(), "new flow") {
		t.Errorf("a Stagehand file (no flow id) as a revision: %v", err)
	}
	res, err := s.ImportFlowDialog("new")
	if err != nil || res == nil || res.Format != "stagehand-act" || res.Action != string(library.Created) || res.Kept == 0 {
		t.Fatalf("ImportFlowDialog: %+v, %v", res, err)
	}
	d.path = ""
	if res, err := s.ImportFlowDialog(""); res != nil || err != nil {
		t.Errorf("a cancelled dialog: %+v, %v", res, err)
	}
	d.path = t.TempDir()
	if _, err := s.ImportFlowDialog(""); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("a folder: %v", err)
	}
	script := filepath.Join(t.TempDir(), "login.spec.ts")
	if err := os.WriteFile(script, []byte("import { test } from '@playwright/test';\ntest('login', async ({ page }) => {\n  await page.goto('https://example.com');\n});\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	d.path = script
	_, err = s.ImportFlowDialog("")
	if err == nil || !strings.Contains(err.Error(), "Playwright script") || strings.Count(err.Error(), importer.FormatsInWords()) != 1 {
		t.Errorf("a Playwright script says what it is and lists the formats once: %v", err)
	}
	if list, _ := store.ListTrajectories(); len(list) != 1 {
		t.Errorf("%d flows stored; want the one import", len(list))
	}
}
