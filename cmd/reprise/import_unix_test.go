//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// importSoon runs `reprise import` and fails the test, rather than
// hanging it, when the command does not return.
func importSoon(t *testing.T, args ...string) (int, string) {
	t.Helper()
	type res struct {
		code int
		errs string
	}
	done := make(chan res, 1)
	go func() {
		code, _, errs := runCLI(t, append([]string{"import"}, args...)...)
		done <- res{code, errs}
	}()
	select {
	case r := <-done:
		return r.code, r.errs
	case <-time.After(30 * time.Second):
		t.Fatalf("reprise import %v did not return", args)
		return 0, ""
	}
}

func TestImportRefusesPipesAndDevices(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "flow.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes: %v", err)
	}
	store := t.TempDir()
	for path, kind := range map[string]string{fifo: "named pipe", "/dev/zero": "character device"} {
		code, errs := importSoon(t, "--store", store, path)
		if code != 2 || !strings.Contains(errs, path) || !strings.Contains(errs, kind) || !strings.Contains(errs, "not a regular file") {
			t.Errorf("%s: exit %d, %s", path, code, errs)
		}
	}
	big := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(65<<20 + 1); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	f.Close()
	if code, errs := importSoon(t, "--store", store, big); code != 2 || !strings.Contains(errs, big) || !strings.Contains(errs, "64 MiB") {
		t.Errorf("a 65 MiB file: exit %d, %s", code, errs)
	}
}
