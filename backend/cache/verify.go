package cache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	badger "github.com/dgraph-io/badger/v4"
	"github.com/dgraph-io/badger/v4/options"
	"github.com/dgraph-io/badger/v4/table"
)

// Why the store's files are checked before Badger opens them: Badger opens
// every table file listed in its MANIFEST in goroutines of its own, and a
// table whose index is garbage makes it panic there (table.go re-panics on
// purpose after printing debugging details). A panic in another goroutine
// cannot be recovered by the caller, so it would end the whole process. No
// Badger option prevents it: checksum verification on open runs only after
// the index was parsed. verifyFiles therefore parses each table in the
// caller's goroutine, under recover, before Badger sees it.
//
// What this guarantees: a table file damaged before Open, a MANIFEST that
// cannot be read, and table files that a MANIFEST lists but are missing are
// reported by Open as a *DamagedError instead of a crash or a silently
// empty store. What it cannot guarantee: files damaged while the store is
// open (a disk failing under a running process) are read by Badger's own
// goroutines without this check; reads of such data fail with checksum
// errors (blocks and value-log entries are verified on read) rather than
// wrong data, but a damaged index read by a background compaction could
// still panic.

// FileProblem names one damaged or missing file of a store.
type FileProblem struct {
	// File is the file name inside the store directory.
	File string `json:"file"`
	// Problem says what is wrong with it, in plain words.
	Problem string `json:"problem"`
}

// storeFiles is what verifyFiles learned about a store directory.
type storeFiles struct {
	// manifest is the replayed MANIFEST; nil when it is absent or unreadable.
	manifest *badger.Manifest
	// tables maps each readable table file's id to what the MANIFEST says
	// about it (its level and compression); tables found only on disk
	// (when the MANIFEST is unreadable) are assumed at level 0.
	tables map[uint64]badger.TableManifest
	// problems lists the damaged or missing files, sorted by name.
	problems []FileProblem
}

// verifyFiles checks the MANIFEST and every table file of the store in dir
// without opening it: each table's index is parsed and every block's
// checksum verified, with Badger's panics on bad data recovered here. An
// empty or new directory has no problems.
func verifyFiles(dir string) (*storeFiles, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("listing store directory %s: %w", dir, err)
	}
	onDisk := map[uint64]bool{}
	for _, e := range entries {
		if id, ok := table.ParseFileID(e.Name()); ok && e.Type().IsRegular() {
			onDisk[id] = true
		}
	}
	sf := &storeFiles{tables: map[uint64]badger.TableManifest{}}

	listed := map[uint64]badger.TableManifest{}
	m, mErr := readManifest(dir)
	switch {
	case mErr == nil:
		sf.manifest = m
		listed = m.Tables
	case errors.Is(mErr, os.ErrNotExist):
		if len(onDisk) > 0 {
			// Badger would start a fresh MANIFEST and delete every table
			// it does not list: all data would silently vanish.
			sf.problems = append(sf.problems, FileProblem{File: badger.ManifestFilename,
				Problem: fmt.Sprintf("missing, while %d table files exist", len(onDisk))})
		}
	default:
		sf.problems = append(sf.problems, FileProblem{File: badger.ManifestFilename,
			Problem: "unreadable (" + firstLine(mErr.Error()) + ")"})
	}
	if mErr != nil {
		// Without a MANIFEST, check every table on disk so the report is
		// complete and a repair can keep the intact ones.
		for id := range onDisk {
			listed[id] = badger.TableManifest{Level: 0, Compression: options.Snappy}
		}
	}
	for id, tm := range listed {
		name := table.IDToFilename(id)
		if !onDisk[id] {
			sf.problems = append(sf.problems, FileProblem{File: name, Problem: "missing (the MANIFEST lists it)"})
			continue
		}
		if problem := verifyTable(filepath.Join(dir, name), id, tm); problem != "" {
			sf.problems = append(sf.problems, FileProblem{File: name, Problem: problem})
			continue
		}
		sf.tables[id] = tm
	}
	sort.Slice(sf.problems, func(i, j int) bool { return sf.problems[i].File < sf.problems[j].File })
	return sf, nil
}

// readManifest replays the MANIFEST in dir. A missing file yields an error
// for which errors.Is(err, os.ErrNotExist) is true.
func readManifest(dir string) (m *badger.Manifest, err error) {
	f, err := os.Open(filepath.Join(dir, badger.ManifestFilename))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, fmt.Errorf("%v", r)
		}
	}()
	mf, _, err := badger.ReplayManifestFile(f, 0, badger.DefaultOptions("").WithLogger(nil))
	if err != nil {
		return nil, err
	}
	return &mf, nil
}

// verifyTable parses the table file at path and verifies every block's
// checksum, in memory and in the caller's goroutine. It returns "" for an
// intact table, else what is wrong in plain words.
func verifyTable(path string, id uint64, tm badger.TableManifest) (problem string) {
	if tm.KeyID != 0 {
		// Reprise never encrypts its store; an encrypted table cannot
		// be checked without the key, so leave it to Badger.
		return ""
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "cannot be read (" + firstLine(err.Error()) + ")"
	}
	stage := "its index cannot be read"
	defer func() {
		if r := recover(); r != nil {
			problem = stage
		}
	}()
	opts := &table.Options{ChkMode: options.NoVerification, Compression: tm.Compression, BlockSize: 4 << 10}
	t, err := table.OpenInMemoryTable(data, id, opts)
	if err != nil {
		return stage
	}
	stage = "a data block fails its checksum"
	if err := t.VerifyChecksum(); err != nil {
		return stage
	}
	return ""
}

// firstLine returns s up to its first line break.
func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}
