package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
)

// TestFailureScreenshotsArePrivateAndInTheStore: a failed replay's
// screenshot shows what was typed; by default it goes into the store's
// directory with the store's permissions, never the shared temp dir, and
// the store still opens afterwards.
func TestFailureScreenshotsArePrivateAndInTheStore(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := filepath.Join(t.TempDir(), "store")
	doc := `{"version":1,"id":"broken","name":"broken","startUrl":"` + site.URL() + `/login.html","steps":[
	 {"id":"s1","instruction":"click Register","action":"click","timeoutMs":500,
	  "target":{"candidates":[{"kind":"role","role":"button","name":"Register","score":100}],
	            "fingerprint":{"tag":"button","role":"button","name":"Register"}}}]}`
	file := filepath.Join(t.TempDir(), "broken.json")
	if err := os.WriteFile(file, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "replay", file, "--store", store)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, out, errs)
	}
	m := regexp.MustCompile(`screenshot: (\S+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no screenshot in the report:\n%s", out)
	}
	shot := m[1]
	if !strings.HasPrefix(shot, store+string(os.PathSeparator)) {
		t.Errorf("screenshot %s is not inside the store %s", shot, store)
	}
	for path, want := range map[string]os.FileMode{shot: 0o600, filepath.Dir(shot): 0o700} {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != want {
			t.Errorf("%s has mode %04o, want %04o", path, fi.Mode().Perm(), want)
		}
	}
	if code, _, errs := runCLI(t, "ls", "--store", store); code != 0 {
		t.Fatalf("the store does not open with artifacts inside it: %s", errs)
	}
}
