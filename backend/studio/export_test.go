package studio

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// saveDialog answers every save dialog with path, and remembers the name
// it offered.
type saveDialog struct{ path, offered string }

func (d *saveDialog) OpenFile(string) (string, error) { return "", nil }
func (d *saveDialog) SaveFile(_, name string) (string, error) {
	d.offered = name
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
	dir := filepath.Dir(path)
	d.path = ""
	if path, err := s.ExportFlowDialog(saved.ID, 0, "go"); path != "" || err != nil {
		t.Errorf("a cancelled dialog: %q, %v", path, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d files; want only the export (no temporary files)", len(entries))
	}
}
