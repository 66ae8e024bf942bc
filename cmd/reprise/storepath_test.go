package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
)

// TestReadOnlyCommandsMakeNoStore: ls, show, revisions, cache ls and
// replay of an id, given a store directory that does not exist, say so
// and make nothing (before any browser starts); ls on a default store
// not made yet lists an empty library; a command that writes still makes
// the store.
func TestReadOnlyCommandsMakeNoStore(t *testing.T) {
	top := filepath.Join(t.TempDir(), "nope")
	store := filepath.Join(top, "deeper", "store")
	for _, args := range [][]string{
		{"ls"}, {"ls", "--json"}, {"show", "abc"}, {"revisions", "abc"}, {"cache", "ls"}, {"replay", "abc"},
	} {
		code, out, errs := runCLI(t, append(args, "--store", store)...)
		if code != 2 || !strings.Contains(errs, "there is no store in "+store+": check --store") || out != "" {
			t.Errorf("%v on a missing store: exit %d, out %q, stderr %q", args, code, out, errs)
		}
		if strings.Contains(errs, "Playwright driver") {
			t.Errorf("%v: the driver started:\n%s", args, errs)
		}
		if _, err := os.Stat(top); !os.IsNotExist(err) {
			t.Fatalf("%v made %s (%v)", args, top, err)
		}
	}

	t.Setenv("REPRISE_STORE", store)
	code, out, errs := runCLI(t, "ls")
	if code != 0 || out != "" || !strings.Contains(errs, "no flows in the store "+store+" yet") {
		t.Errorf("ls on a default store not made yet: exit %d, out %q, stderr %q", code, out, errs)
	}
	if _, err := os.Stat(top); !os.IsNotExist(err) {
		t.Fatalf("ls made the default store %s (%v)", top, err)
	}

	if code, _, errs := runCLI(t, "import", "--store", store, demoLoginFile); code != 0 {
		t.Fatalf("import into a new store: exit %d\n%s", code, errs)
	}
	if code, out, errs := runCLI(t, "ls", "--store", store); code != 0 || !strings.Contains(out, "Log in") {
		t.Errorf("ls after import: exit %d\n%s%s", code, out, errs)
	}
}

// TestStorePathThatIsAFile: a store path that is a file, or lies under
// one, says which file is in the way, once.
func TestStorePathThatIsAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "storefile")
	if err := os.WriteFile(file, []byte("hello\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ store, want string }{
		{file, "cannot open the store in " + file + ": it is a file, not a directory: remove or rename it"},
		{filepath.Join(file, "sub"), ": " + file + " is a file, not a directory: remove or rename it"},
	} {
		for _, cmd := range []string{"ls", "import"} {
			args := []string{cmd, "--store", tc.store}
			if cmd == "import" {
				args = append(args, demoLoginFile)
			}
			code, _, errs := runCLI(t, args...)
			if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(errs, "not a directory") != 1 {
				t.Errorf("%v: exit %d, want 2 and %q said once:\n%s", args, code, tc.want, errs)
			}
		}
	}
}

// TestReplayAndRecordCheckTheStoreBeforeTheBrowser: a flow id the store
// does not have, or a store that cannot be opened, fails replay and
// record before the Playwright driver starts.
func TestReplayAndRecordCheckTheStoreBeforeTheBrowser(t *testing.T) {
	store := t.TempDir()
	if code, _, errs := runCLI(t, "import", "--store", store, demoLoginFile); code != 0 {
		t.Fatalf("import: exit %d\n%s", code, errs)
	}
	file := filepath.Join(t.TempDir(), "storefile")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"replay", "abc", "--store", store},
		{"replay", "Log in", "--store", store},
		{"replay", "demo-login", "--store", file},
		{"record", "--store", file, "--url", "http://127.0.0.1:9/", "click Sign in"},
	} {
		code, _, errs := runCLI(t, args...)
		if code != 2 || strings.Contains(errs, "Playwright driver") {
			t.Errorf("%v: exit %d, want 2 before the driver starts:\n%s", args, code, errs)
		}
	}
}

// TestStoreCheckNamesTheProcessHoldingTheStore: store check on a store
// reprise serve holds names reprise serve and its process; on one held by
// a process that does not share it, the process id from the lock file.
func TestStoreCheckNamesTheProcessHoldingTheStore(t *testing.T) {
	store := filepath.Join(t.TempDir(), "store")
	startServe(t, store)
	code, _, errs := runCLI(t, "store", "check", "--store", store)
	want := "is in use by reprise serve (version "
	if code != 2 || !strings.Contains(errs, want) || !strings.Contains(errs, fmt.Sprintf("process %d)", os.Getpid())) || !strings.Contains(errs, "store check needs it to itself") {
		t.Errorf("store check on a store serve holds: exit %d, want 2, %q and this process:\n%s", code, want, errs)
	}

	other := filepath.Join(t.TempDir(), "store")
	st, err := cache.Open(other, cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	code, _, errs = runCLI(t, "store", "repair", "--store", other)
	if want := fmt.Sprintf("is in use by process %d (ps -p %d", os.Getpid(), os.Getpid()); code != 2 || !strings.Contains(errs, want) {
		t.Errorf("store repair on a store a process holds: exit %d, want 2 and %q:\n%s", code, want, errs)
	}
}
