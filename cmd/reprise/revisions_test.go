package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRemoveUndeleteAndRevisions: rm names the flow and how to bring it
// back, undelete does, and a flow's revisions can be listed, printed and
// restored from the command line.
// TestListOfAnEmptyStoreSaysWhatToDo: ls with no flows says how to get
// one, on stderr (a script reading the list reads nothing).
func TestListOfAnEmptyStoreSaysWhatToDo(t *testing.T) {
	code, out, errs := runCLI(t, "ls", "--store", t.TempDir())
	if code != 0 || out != "" || !strings.Contains(errs, "no flows in the store") || !strings.Contains(errs, "reprise import FILE") {
		t.Errorf("ls of an empty store: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestRemoveUndeleteAndRevisions(t *testing.T) {
	store, dir := t.TempDir(), t.TempDir()
	if code, _, errs := runCLI(t, "import", "--store", store, demoLoginFile); code != 0 {
		t.Fatalf("import: %s", errs)
	}
	data, err := os.ReadFile(demoLoginFile)
	if err != nil {
		t.Fatal(err)
	}
	edited := filepath.Join(dir, "edited.json")
	os.WriteFile(edited, []byte(strings.Replace(string(data), `"name": "Log in"`, `"name": "Log in, edited"`, 1)), 0o600)
	if code, _, errs := runCLI(t, "import", "--store", store, "--as-revision", edited); code != 0 {
		t.Fatalf("import --as-revision: %s", errs)
	}
	code, out, errs := runCLI(t, "revisions", "--store", store, "demo")
	if code != 0 || !strings.Contains(out, "r1 ") || !strings.Contains(out, "Log in, edited") || !strings.Contains(out, "reprise restore demo N") {
		t.Fatalf("revisions: exit %d\n%s%s", code, out, errs)
	}
	if code, out, _ := runCLI(t, "show", "--store", store, "demo-login", "--revision", "1"); code != 0 || !strings.Contains(out, `"name": "Log in",`) {
		t.Errorf("show --revision 1: exit %d\n%s", code, out)
	}
	if code, out, errs := runCLI(t, "restore", "--store", store, "demo-login", "1"); code != 0 || !strings.Contains(out, "revision 1 is now the latest, as revision 3") {
		t.Errorf("restore: exit %d\n%s%s", code, out, errs)
	}
	// One stray key does not remove the only flow whose id starts with it.
	if code, out, errs := runCLI(t, "rm", "--store", store, "d"); code != 2 || out != "" || !strings.Contains(errs, "too short to stand for demo-login") {
		t.Errorf("rm d: exit %d %q %q", code, out, errs)
	}
	if code, out, _ := runCLI(t, "rm", "--store", store, "demo"); code != 0 || out != "removed flow \"Log in\" (demo-login); reprise undelete demo-login brings it back\n" {
		t.Errorf("rm: exit %d %q", code, out)
	}
	if code, _, errs := runCLI(t, "show", "--store", store, "demo-login"); code != 2 || !strings.Contains(errs, "undelete demo-login") {
		t.Errorf("show of a removed flow: exit %d %s", code, errs)
	}
	if code, out, errs := runCLI(t, "undelete", "--store", store, "demo-login"); code != 0 || !strings.Contains(out, "is back in the library") {
		t.Errorf("undelete: exit %d\n%s%s", code, out, errs)
	}
	if code, out, errs := runCLI(t, "undelete", "--store", store, "demo-login"); code != 0 || !strings.Contains(out, "was not deleted") {
		t.Errorf("undelete: exit %d %s%s", code, out, errs)
	}
	if code, out, _ := runCLI(t, "ls", "--store", store); code != 0 || !strings.Contains(out, "demo-login") {
		t.Errorf("ls after undelete: %s", out)
	}
}

// TestReplayOfAMissingFileSaysSo: a mistyped file name is not reported as
// a bad flow id.
func TestReplayOfAMissingFileSaysSo(t *testing.T) {
	code, _, errs := runCLI(t, "replay", "--store", t.TempDir(), "nosuch.json")
	if code != 2 || !strings.Contains(errs, "there is no file nosuch.json") || strings.Contains(errs, "invalid argument") {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// TestReplayArtifactsMustBeAFolder: --artifacts naming a file is refused
// before the replay, not ignored after it.
func TestReplayArtifactsMustBeAFolder(t *testing.T) {
	file := filepath.Join(t.TempDir(), "afile")
	os.WriteFile(file, nil, 0o600)
	code, _, errs := runCLI(t, "replay", "--store", t.TempDir(), "--artifacts", file, demoLoginFile)
	if code != 2 || !strings.Contains(errs, "--artifacts "+file+" is a file") {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// TestRunReportPathsAreCheckedFirst: --junit naming a folder and --html
// naming a file are refused before the suite runs (they failed after it,
// with "rename … file exists").
func TestRunReportPathsAreCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "afile")
	os.WriteFile(file, nil, 0o600)
	code, out, errs := runCLI(t, "run", "--store", t.TempDir(), "--junit", dir, demoLoginFile)
	if code != 2 || !strings.Contains(errs, "--junit "+dir+" is a folder") || strings.Contains(out, "PASSED") {
		t.Errorf("--junit DIR: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "run", "--store", t.TempDir(), "--html", file, demoLoginFile)
	if code != 2 || !strings.Contains(errs, "--html "+file+" is a file") || strings.Contains(out, "PASSED") {
		t.Errorf("--html FILE: exit %d\n%s%s", code, out, errs)
	}
}
