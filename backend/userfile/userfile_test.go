//go:build unix

package userfile_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/userfile"
)

// readSoon runs Read in a goroutine and fails the test, rather than
// hanging it, if Read has not returned after a generous wait.
func readSoon(t *testing.T, path string, limit int64) ([]byte, error) {
	t.Helper()
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	go func() {
		d, err := userfile.ReadLimit(context.Background(), path, limit)
		done <- result{d, err}
	}()
	select {
	case r := <-done:
		return r.data, r.err
	case <-time.After(20 * time.Second):
		t.Fatalf("reading %s did not return", path)
		return nil, nil
	}
}

func TestReadsRegularFiles(t *testing.T) {
	p := filepath.Join(t.TempDir(), "flow.json")
	if err := os.WriteFile(p, []byte(`{"steps":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	data, err := readSoon(t, p, userfile.MaxSize)
	if err != nil || string(data) != `{"steps":[]}` {
		t.Fatalf("got %q, %v", data, err)
	}
	link := filepath.Join(t.TempDir(), "link.json")
	if err := os.Symlink(p, link); err != nil {
		t.Fatal(err)
	}
	if data, err := readSoon(t, link, userfile.MaxSize); err != nil || len(data) != 12 {
		t.Fatalf("a symlink to a file: %q, %v", data, err)
	}
}

func TestRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for _, tc := range []struct{ path, kind string }{
		{fifo, "named pipe"},
		{"/dev/zero", "character device"},
		{dir, "directory"},
	} {
		_, err := readSoon(t, tc.path, userfile.MaxSize)
		if !errors.Is(err, userfile.ErrNotRegular) || !strings.Contains(err.Error(), tc.path) || !strings.Contains(err.Error(), tc.kind) {
			t.Errorf("%s: want a not-a-regular-file error naming it as a %s, got %v", tc.path, tc.kind, err)
		}
	}
}

func TestRefusesFilesOverTheLimit(t *testing.T) {
	p := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(p, make([]byte, 2<<20+1), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := readSoon(t, p, 2<<20)
	if !errors.Is(err, userfile.ErrTooLarge) || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), "2 MiB") {
		t.Fatalf("want an error naming the file and the 2 MiB limit, got %v", err)
	}
	if data, err := readSoon(t, p, 3<<20); err != nil || len(data) != 2<<20+1 {
		t.Fatalf("under the limit: %d bytes, %v", len(data), err)
	}
}

func TestStopsWithTheContext(t *testing.T) {
	p := filepath.Join(t.TempDir(), "f.json")
	if err := os.WriteFile(p, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := userfile.Read(ctx, p); !errors.Is(err, context.Canceled) {
		t.Fatalf("want context.Canceled, got %v", err)
	}
}

// A file written over is replaced whole, with the mode asked for, and no
// temporary file is left beside it.
func TestWriteAtomicReplacesWholeAndLeavesNothingBehind(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.xml")
	if err := os.WriteFile(path, []byte("an older, longer report"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := userfile.WriteAtomic(path, []byte("new"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "new" {
		t.Fatalf("read %q, %v; want new", got, err)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", fi.Mode().Perm())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d entries, want the report alone", len(entries))
	}
	if err := userfile.WriteAtomic(filepath.Join(dir, "missing", "x"), []byte("x"), 0o644); err == nil {
		t.Error("writing into a missing folder succeeded")
	}
}

// TestWriteAtomicNamesTheFolder: writing into a folder that is missing, or
// is a file, says so about the folder, not about the temporary file the
// write goes through.
func TestWriteAtomicNamesTheFolder(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "nope", "flow.go")
	if err := userfile.WriteAtomic(missing, []byte("x"), 0o600); err == nil || !strings.Contains(err.Error(), "the folder "+filepath.Join(dir, "nope")+" does not exist") {
		t.Errorf("a missing folder: %v", err)
	}
	file := filepath.Join(dir, "afile")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := userfile.WriteAtomic(filepath.Join(file, "flow.go"), []byte("x"), 0o600); err == nil || !strings.Contains(err.Error(), file+" is a file, not a folder") {
		t.Errorf("a file as the folder: %v", err)
	}
	// A folder given as the file ("export -o exp/") is said so, not
	// "rename … file exists".
	if err := userfile.WriteAtomic(dir, []byte("x"), 0o600); err == nil || !strings.Contains(err.Error(), dir+" is a folder: give a file name") {
		t.Errorf("a folder as the file: %v", err)
	}
}
