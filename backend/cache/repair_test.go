package cache

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// realStore builds a store on disk the way Reprise writes one: three
// sessions (open, save, close), so it has three table files, one per
// session, and a screenshot-sized blob in the value log. It returns the
// directory, the trajectory names saved in each session and the blob key.
func realStore(t *testing.T) (dir string, sessions [][]string, blob string) {
	t.Helper()
	dir = filepath.Join(t.TempDir(), "store")
	for i := range 3 {
		s, err := Open(dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for j := range 8 {
			name := fmt.Sprintf("session %d flow %d", i+1, j+1)
			if _, err := s.SaveTrajectory(sample(name, 15)); err != nil {
				t.Fatal(err)
			}
			names = append(names, name)
		}
		if i == 0 {
			shot := make([]byte, 60<<10) // over valueThreshold: lives in the value log
			r := rand.NewChaCha8([32]byte{1})
			_, _ = r.Read(shot)
			if blob, err = s.PutBlob(shot); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		sessions = append(sessions, names)
	}
	tables, _ := filepath.Glob(filepath.Join(dir, "*.sst"))
	for _, tb := range tables {
		if fi, err := os.Stat(tb); err != nil || fi.Size() < 8<<10 {
			t.Fatalf("table %s is too small to hold a data block and an index apart: %v", tb, fi.Size())
		}
	}
	if len(tables) != 3 {
		t.Fatalf("the sample store has %d table files, want one per session (3)", len(tables))
	}
	return dir, sessions, blob
}

// overwrite writes 4 KiB of garbage into file at offset (negative: from the end).
func overwrite(t *testing.T, file string, offset int64) {
	t.Helper()
	fi, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	if offset < 0 {
		offset = max(0, offset+fi.Size())
	}
	garbage := make([]byte, 4<<10)
	_, _ = rand.NewChaCha8([32]byte{7}).Read(garbage)
	f, err := os.OpenFile(file, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteAt(garbage, offset); err != nil {
		t.Fatal(err)
	}
}

// names lists the trajectory names in the store at dir, sorted.
func names(t *testing.T, dir string) []string {
	t.Helper()
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatalf("opening the repaired store: %v", err)
	}
	defer s.Close()
	list, err := s.ListTrajectories()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, sum := range list {
		tr, err := s.Trajectory(sum.ID)
		if err != nil {
			t.Errorf("reading %s after repair: %v", sum.Name, err)
			continue
		}
		out = append(out, tr.Name)
	}
	sort.Strings(out)
	return out
}

func flatten(groups ...[]string) []string {
	var out []string
	for _, g := range groups {
		out = append(out, g...)
	}
	sort.Strings(out)
	return out
}

func TestDamagedStore(t *testing.T) {
	cases := []struct {
		name string
		// damage corrupts the store and returns the damaged file's name.
		damage func(t *testing.T, dir string) string
		// opens: whether Open still succeeds (damage found only on read).
		opens bool
		// kept returns the trajectory names a repair keeps.
		kept func(sessions [][]string) []string
		// blobKept: whether the screenshot survives the repair.
		blobKept bool
	}{
		{
			name: "garbage over a table's index (Badger panicked in its own goroutine)",
			damage: func(t *testing.T, dir string) string {
				overwrite(t, filepath.Join(dir, "000002.sst"), -4<<10)
				return "000002.sst"
			},
			kept:     func(s [][]string) []string { return flatten(s[0], s[2]) },
			blobKept: true,
		},
		{
			name: "garbage over a table's first data block (the store looked empty)",
			damage: func(t *testing.T, dir string) string {
				overwrite(t, filepath.Join(dir, "000001.sst"), 0)
				return "000001.sst"
			},
			kept: func(s [][]string) []string { return flatten(s[1], s[2]) },
			// The blob's pointer lived in the lost table.
			blobKept: false,
		},
		{
			name: "garbage MANIFEST",
			damage: func(t *testing.T, dir string) string {
				overwrite(t, filepath.Join(dir, "MANIFEST"), 0)
				return "MANIFEST"
			},
			kept:     func(s [][]string) []string { return flatten(s...) },
			blobKept: true,
		},
		{
			name: "truncated value log",
			damage: func(t *testing.T, dir string) string {
				logs, _ := filepath.Glob(filepath.Join(dir, "*.vlog"))
				var biggest string
				var size int64
				for _, l := range logs {
					if fi, err := os.Stat(l); err == nil && fi.Size() > size {
						biggest, size = l, fi.Size()
					}
				}
				if err := os.Truncate(biggest, size/2); err != nil {
					t.Fatal(err)
				}
				return ""
			},
			opens:    true,
			kept:     func(s [][]string) []string { return flatten(s...) },
			blobKept: false,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir, sessions, blob := realStore(t)
			file := tc.damage(t, dir)

			s, err := Open(dir, Options{})
			if tc.opens {
				if err != nil {
					t.Fatalf("Open: %v", err)
				}
				if _, err := s.Blob(blob); err == nil {
					t.Error("reading the screenshot from a truncated value log succeeded")
				}
				s.Close()
			} else {
				if err == nil {
					s.Close()
					t.Fatal("Open of a damaged store succeeded; want an error naming the damage")
				}
				if !errors.Is(err, ErrDamaged) {
					t.Errorf("Open error is not ErrDamaged: %v", err)
				}
				msg := err.Error()
				for _, want := range []string{dir, file, "reprise store check", "reprise store repair"} {
					if !strings.Contains(msg, want) {
						t.Errorf("Open error does not mention %q: %s", want, msg)
					}
				}
			}

			before := snapshotDir(t, dir)
			rep, err := Check(dir)
			if err != nil {
				t.Fatalf("Check: %v", err)
			}
			if rep.Healthy() {
				t.Errorf("Check found a damaged store healthy: %+v", rep)
			}
			if file != "" && (len(rep.DamagedFiles) == 0 || rep.DamagedFiles[0].File != file) {
				t.Errorf("Check reported damaged files %+v, want %s", rep.DamagedFiles, file)
			}
			if !tc.blobKept && file == "" && (len(rep.Damaged) != 1 || rep.Damaged[0].Key != "blob/"+blob) {
				t.Errorf("Check reported damaged entries %+v, want the screenshot only", rep.Damaged)
			}
			if after := snapshotDir(t, dir); after != before {
				t.Errorf("Check changed the store:\nbefore %s\nafter  %s", before, after)
			}

			rep, err = Repair(dir)
			if err != nil {
				t.Fatalf("Repair: %v", err)
			}
			if rep.MovedTo == "" {
				t.Fatal("Repair did not say where the original files went")
			}
			if file != "" {
				if _, err := os.Stat(filepath.Join(rep.MovedTo, file)); err != nil {
					t.Errorf("the damaged file was not moved aside: %v", err)
				}
			}
			if got, want := names(t, dir), tc.kept(sessions); strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("after repair the store holds\n%q\nwant\n%q", got, want)
			}
			s, err = Open(dir, Options{})
			if err != nil {
				t.Fatal(err)
			}
			_, err = s.Blob(blob)
			s.Close()
			if tc.blobKept && err != nil {
				t.Errorf("the screenshot was lost: %v", err)
			}
			if !tc.blobKept && !errors.Is(err, ErrNotFound) {
				t.Errorf("reading the lost screenshot: %v, want not found", err)
			}
			if rep, err := Check(dir); err != nil || !rep.Healthy() {
				t.Errorf("Check after repair: %+v, %v", rep, err)
			}
		})
	}
}

// snapshotDir describes the files in dir (names and sizes) so a test can
// tell whether anything changed.
func snapshotDir(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range entries {
		fi, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s:%d:%s ", e.Name(), fi.Size(), fi.ModTime())
	}
	return b.String()
}

func TestCheckHealthyStore(t *testing.T) {
	dir, _, _ := realStore(t)
	rep, err := Check(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Healthy() {
		t.Fatalf("a healthy store was reported damaged: %+v", rep)
	}
	if rep.Readable["trajectories"] != 24 || rep.Readable["blobs"] != 1 {
		t.Errorf("Check counted %v, want 24 trajectories and 1 blob", rep.Readable)
	}
}

func TestCheckRefusesAnOpenStore(t *testing.T) {
	dir, _, _ := realStore(t)
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := Check(dir); !errors.Is(err, ErrLocked) {
		t.Errorf("Check of a store in use: %v, want ErrLocked", err)
	}
	if _, err := Repair(dir); !errors.Is(err, ErrLocked) {
		t.Errorf("Repair of a store in use: %v, want ErrLocked", err)
	}
}

// A head whose newest revision was lost (a large revision lives in the
// value log, which was cut short) points at the newest revision kept.
func TestRepairRewindsHeadsToKeptRevisions(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "store")
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	tr, err := s.SaveTrajectory(sample("checkout", 3))
	if err != nil {
		t.Fatal(err)
	}
	big := sample("checkout, long version", 80) // over valueThreshold
	big.ID = tr.ID
	if _, err := s.SaveTrajectory(big); err != nil {
		t.Fatal(err)
	}
	s.Close()
	logs, _ := filepath.Glob(filepath.Join(dir, "*.vlog"))
	for _, l := range logs {
		if err := os.Truncate(l, 20); err != nil {
			t.Fatal(err)
		}
	}

	rep, err := Repair(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := names(t, dir); len(got) != 1 || got[0] != "checkout" {
		t.Errorf("after repair: %q, want the first revision, \"checkout\"", got)
	}
	if len(rep.Fixed) != 1 || !strings.Contains(rep.Fixed[0].Problem, "now at revision 1") {
		t.Errorf("Repair reported fixed heads %+v, want one now at revision 1", rep.Fixed)
	}
}

// TestAsideDirDoesNotReuseAFolder: a second repair within the same second
// gets a folder of its own for the original files.
func TestAsideDirDoesNotReuseAFolder(t *testing.T) {
	parent := t.TempDir()
	first, err := asideDir(parent, "store-damaged-20261129-010203")
	if err != nil || first != filepath.Join(parent, "store-damaged-20261129-010203") {
		t.Fatalf("first: %q %v", first, err)
	}
	if err := os.Mkdir(first, 0o700); err != nil {
		t.Fatal(err)
	}
	second, err := asideDir(parent, "store-damaged-20261129-010203")
	if err != nil || second != first+"-2" {
		t.Fatalf("second: %q %v", second, err)
	}
}
