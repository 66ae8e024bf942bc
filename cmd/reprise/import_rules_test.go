package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// flowJSON is a one-step Reprise flow file with the given id and name.
func flowJSON(id, name string) string {
	idField := ""
	if id != "" {
		idField = `"id":"` + id + `",`
	}
	return `{"version":1,` + idField + `"name":"` + name + `","startUrl":"http://127.0.0.1:1/","steps":[
	 {"id":"s1","instruction":"go home","action":"goto","url":"/home"}]}`
}

func writeTemp(t *testing.T, name, doc string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// listed returns `reprise ls`'s lines.
func listed(t *testing.T, store string) []string {
	t.Helper()
	code, out, errs := runCLI(t, "ls", "--store", store)
	if code != 0 {
		t.Fatalf("ls: exit %d: %s", code, errs)
	}
	return strings.Fields(strings.ReplaceAll(strings.TrimSpace(out), "\n", " | "))
}

func TestImportOfGoodAndBadFilesSavesNothing(t *testing.T) {
	store := t.TempDir()
	good := writeTemp(t, "good.json", flowJSON("", "Good"))
	// Valid as a trajectory file, but its id cannot name a stored flow.
	bad := writeTemp(t, "bad.json", flowJSON("no/slashes here", "Bad"))
	code, out, errs := runCLI(t, "import", "--store", store, good, bad)
	if code != 2 || out != "" || !strings.Contains(errs, "bad.json") || !strings.Contains(errs, "nothing was imported") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if l := listed(t, store); len(l) != 0 {
		t.Errorf("the good file was saved although the import failed: %v", l)
	}
	code, _, errs = runCLI(t, "import", "--dry-run", "--store", store, bad)
	if code != 2 || !strings.Contains(errs, "bad.json") || !strings.Contains(errs, "id") {
		t.Errorf("--dry-run accepted a bad id: exit %d, %s", code, errs)
	}
}

func TestImportOfAStoredIDAsksForAsNewOrAsRevision(t *testing.T) {
	store := t.TempDir()
	first := writeTemp(t, "login.json", flowJSON("login-flow", "Log in"))
	if code, out, errs := runCLI(t, "import", "--store", store, first); code != 0 || strings.TrimSpace(out) != "login-flow" {
		t.Fatalf("first import: exit %d, %q, %s", code, out, errs)
	}
	edited := writeTemp(t, "login.json", flowJSON("login-flow", "Log in again"))

	code, out, errs := runCLI(t, "import", "--store", store, edited)
	if code != 2 || out != "" || !strings.Contains(errs, `"Log in" (login-flow)`) ||
		!strings.Contains(errs, "--as-new") || !strings.Contains(errs, "--as-revision") {
		t.Fatalf("an import over a stored id did not ask: exit %d, stdout %q, stderr %s", code, out, errs)
	}
	if code, shown, _ := runCLI(t, "show", "--store", store, "login-flow"); code != 0 || !strings.Contains(shown, `"revision": 1`) {
		t.Fatalf("the refused import changed the stored flow:\n%s", shown)
	}

	code, out, errs = runCLI(t, "import", "--as-revision", "--store", store, edited)
	if code != 0 || strings.TrimSpace(out) != "login-flow" || !strings.Contains(errs, "revision 2") {
		t.Fatalf("--as-revision: exit %d, %q, %s", code, out, errs)
	}

	// The same file again is what is stored: said, and nothing added.
	code, out, errs = runCLI(t, "import", "--as-revision", "--store", store, edited)
	if code != 0 || !strings.Contains(errs, "unchanged") || !strings.Contains(errs, "nothing added") {
		t.Fatalf("identical import: exit %d, %q, %s", code, out, errs)
	}
	if code, shown, _ := runCLI(t, "show", "--store", store, "login-flow"); code != 0 || !strings.Contains(shown, `"revision": 2`) {
		t.Fatalf("an identical import added a revision:\n%s", shown)
	}

	code, out, errs = runCLI(t, "import", "--as-new", "--store", store, edited)
	newID := strings.TrimSpace(out)
	if code != 0 || newID == "" || newID == "login-flow" {
		t.Fatalf("--as-new: exit %d, %q, %s", code, out, errs)
	}
	if l := strings.Join(listed(t, store), " "); !strings.Contains(l, "login-flow") || !strings.Contains(l, newID) {
		t.Errorf("want both flows listed, got %s", l)
	}
}

// TestImportOfAPictureSaysWhatItIs: `reprise import picture.png` says the
// file is a PNG image and what to choose instead, quoting none of its
// bytes, and saves nothing.
func TestImportOfAPictureSaysWhatItIs(t *testing.T) {
	store := t.TempDir()
	pic := writeTemp(t, "picture.png", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x04\x00\x00\x00\x04\x08\x00\x00\x00\x00")
	code, out, errs := runCLI(t, "import", "--store", store, pic)
	want := pic + " is a PNG image, not a flow file: choose a .json file exported by Reprise or a Chrome DevTools Recorder recording"
	if code != 2 || out != "" || !strings.Contains(errs, want) || !strings.Contains(errs, "nothing was imported") || strings.ContainsAny(errs, "\x89\x00\ufffd") {
		t.Errorf("exit %d, stdout %q, stderr %q; want %q", code, out, errs, want)
	}
	if code, _, errs := runCLI(t, "import", "--format", "chrome-recorder", "--store", store, pic); code != 2 || !strings.Contains(errs, "is a PNG image") {
		t.Errorf("--format chrome-recorder: exit %d, %q", code, errs)
	}
	if l := listed(t, store); len(l) != 0 {
		t.Errorf("importing a picture saved %v", l)
	}
}

// TestALongFlowNameIsShortenedOnImportAndRefusedForRecord: `reprise
// import` keeps a flow named with 2,000 characters under its first words
// and says so; `reprise record --name` with such a name is refused before
// anything starts.
func TestALongFlowNameIsShortenedOnImportAndRefusedForRecord(t *testing.T) {
	store := t.TempDir()
	long := strings.TrimSpace(strings.Repeat("Check out as a guest ", 100))
	p := writeTemp(t, "long.json", flowJSON("", long))
	code, out, errs := runCLI(t, "import", "--store", store, p)
	if code != 0 || strings.TrimSpace(out) == "" || !strings.Contains(errs, "file name: the name had 2099 characters, more than the 250 a flow's name may have") {
		t.Fatalf("import: exit %d, stdout %q, stderr %s", code, out, errs)
	}
	code, _, errs = runCLI(t, "record", "--store", store, "--url", "http://127.0.0.1:1/", "--name", long, "click Go")
	if code != 2 || !strings.Contains(errs, "--name: the flow's name has 2099 characters, more than the 250 a name may have: shorten it") {
		t.Errorf("record --name: exit %d, %s", code, errs)
	}
}
