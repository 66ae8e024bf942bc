//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package cache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLockedStoreNamesItsProcess: a store another process holds is said
// to be held by that process, by its id, when Open or Check meets it.
func TestLockedStoreNamesItsProcess(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "store")
	st, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got := LockHolderPID(dir); got != os.Getpid() {
		t.Fatalf("LockHolderPID = %d, want this process %d", got, os.Getpid())
	}
	_, err = Check(dir)
	var locked *LockedError
	if !errors.As(err, &locked) || locked.PID != os.Getpid() || !strings.Contains(err.Error(), fmt.Sprintf("(process %d)", os.Getpid())) {
		t.Errorf("Check on a held store: %v", err)
	}
	if got := LockHolderPID(t.TempDir()); got != 0 {
		t.Errorf("LockHolderPID of a directory no one holds = %d", got)
	}
}

// TestStorePathIsAFile: Open on a file, or below one, names the file in
// the way and says "not a directory" once.
func TestStorePathIsAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "storefile")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{file, filepath.Join(file, "a", "b")} {
		_, err := Open(dir, Options{})
		var oe *OpenError
		if !errors.As(err, &oe) {
			t.Fatalf("Open(%s): %v, want an *OpenError", dir, err)
		}
		if oe.File != file || strings.Count(err.Error(), "not a directory") != 1 {
			t.Errorf("Open(%s): %v (file in the way %q, want %q)", dir, err, oe.File, file)
		}
	}
}
