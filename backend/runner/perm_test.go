package runner_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// failedReport is a report of one flow whose only step failed with a
// screenshot stored in blobs.
func failedReport(t *testing.T, blobs *runner.DirBlobs) *runner.Report {
	t.Helper()
	key, err := blobs.PutBlob([]byte("\x89PNG\r\n\x1a\n not really a picture"))
	if err != nil {
		t.Fatal(err)
	}
	tr := &trajectory.Trajectory{ID: "t1", Name: "Log in", StartURL: "http://127.0.0.1/",
		Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionClick, Instruction: "click Sign in"}}}
	now := time.Now().UTC()
	run := &trajectory.Run{TrajectoryID: "t1", Status: trajectory.StatusFailed, StartedAt: now, FinishedAt: now,
		Steps: []trajectory.StepResult{{StepID: "s1", Action: trajectory.ActionClick, Status: trajectory.StatusFailed,
			Error: "no element", Screenshot: key, WinnerIndex: -1}}}
	return &runner.Report{StartedAt: now, FinishedAt: now, Flows: []runner.FlowResult{{
		Flow: runner.Flow{Ref: "login.json", File: "login.json", Trajectory: tr}, Status: trajectory.StatusFailed,
		Runs: []*trajectory.Run{run}}}}
}

// modeOf is path's permission bits.
func modeOf(t *testing.T, path string) fs.FileMode {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Mode().Perm()
}

// TestReportFilesAreOwnerOnly: reports and their screenshots show what a
// flow typed and what its pages showed, so the directories the runner
// creates are 0700 and every file it writes (index.html, report.json,
// junit.xml, screenshots, the blob store's) is 0600, as the store keeps
// its artifacts — also when it replaces an older, more open file. A
// directory the user made keeps its own mode.
func TestReportFilesAreOwnerOnly(t *testing.T) {
	old := runner.InlineBudget
	runner.InlineBudget = 0 // screenshots go to files next to the page
	t.Cleanup(func() { runner.InlineBudget = old })

	check := func(t *testing.T, out string, dirMode fs.FileMode) {
		t.Helper()
		blobDir := filepath.Join(t.TempDir(), "blobs")
		blobs, err := runner.NewDirBlobs(blobDir)
		if err != nil {
			t.Fatal(err)
		}
		rep := failedReport(t, blobs)
		shots, err := runner.SaveScreenshots(rep, blobs, filepath.Join(out, "shots"))
		if err != nil {
			t.Fatal(err)
		}
		page, err := runner.WriteHTML(out, rep, blobs)
		if err != nil {
			t.Fatal(err)
		}
		if err := runner.WriteJSON(filepath.Join(out, "report.json"), rep, shots); err != nil {
			t.Fatal(err)
		}
		if err := runner.WriteJUnitFile(filepath.Join(out, "junit.xml"), rep, shots); err != nil {
			t.Fatal(err)
		}
		if got := modeOf(t, out); got != dirMode {
			t.Errorf("report directory %s is %v, want %v", out, got, dirMode)
		}
		dirs := []string{blobDir, filepath.Join(out, "shots"), filepath.Join(out, "screenshots")}
		files := []string{page, filepath.Join(out, "report.json"), filepath.Join(out, "junit.xml")}
		for _, p := range shots {
			files = append(files, p)
		}
		inReport, _ := filepath.Glob(filepath.Join(out, "screenshots", "*.png"))
		inStore, _ := filepath.Glob(filepath.Join(blobDir, "*"))
		if len(shots) != 1 || len(inReport) != 1 || len(inStore) != 1 {
			t.Fatalf("screenshots: saved %v, next to the page %v, in the blob store %v: want one each", shots, inReport, inStore)
		}
		files = append(append(files, inReport...), inStore...)
		for _, d := range dirs {
			if got := modeOf(t, d); got != 0o700 {
				t.Errorf("directory %s is %v, want -rwx------", d, got)
			}
		}
		for _, f := range files {
			if got := modeOf(t, f); got != 0o600 {
				t.Errorf("file %s is %v, want -rw-------", f, got)
			}
		}
	}
	t.Run("a new report directory is the owner's only", func(t *testing.T) {
		check(t, filepath.Join(t.TempDir(), "rep1", "html"), 0o700)
	})
	t.Run("a directory the user made keeps its mode, the files are 0600", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "html")
		if err := os.Mkdir(out, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(out, 0o755); err != nil { // whatever the umask
			t.Fatal(err)
		}
		// An earlier run's files, written more openly.
		for _, name := range []string{"index.html", "report.json", "junit.xml"} {
			if err := os.WriteFile(filepath.Join(out, name), []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(filepath.Join(out, name), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		check(t, out, 0o755)
	})
}
