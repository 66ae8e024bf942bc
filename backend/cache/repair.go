package cache

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	badger "github.com/dgraph-io/badger/v4"
	"github.com/dgraph-io/badger/v4/pb"
	"github.com/dgraph-io/badger/v4/table"
	"google.golang.org/protobuf/proto"
)

// ErrDamaged means files of the store are damaged, so it cannot be opened
// safely. The concrete error is a *DamagedError naming the directory and
// the files. (Kept here rather than in errors.go, with the check and
// repair code it belongs to.)
var ErrDamaged = errors.New("store files are damaged")

// DamagedError is returned by Open when files of the store are damaged or
// missing. errors.Is(err, ErrDamaged) is true for it.
type DamagedError struct {
	// Dir is the store directory.
	Dir string
	// Files lists the damaged or missing files.
	Files []FileProblem
}

// Error names the store and the files and says what the user can do.
func (e *DamagedError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "the store in %s is damaged: ", e.Dir)
	for i, f := range e.Files {
		if i > 0 {
			b.WriteString("; ")
		}
		if i == 5 {
			fmt.Fprintf(&b, "and %d more files", len(e.Files)-5)
			break
		}
		fmt.Fprintf(&b, "%s: %s", f.File, f.Problem)
	}
	fmt.Fprintf(&b, ". Run `reprise store check --store %s` to see what is affected, then "+
		"`reprise store repair --store %s` to keep every entry that still reads "+
		"(the original files are moved aside, not deleted)", e.Dir, e.Dir)
	return b.String()
}

// Unwrap makes errors.Is(err, ErrDamaged) true.
func (e *DamagedError) Unwrap() error { return ErrDamaged }

// EntryProblem names one store entry that cannot be read or decoded.
type EntryProblem struct {
	// Key is the store key of the entry.
	Key string `json:"key"`
	// Problem says what is wrong, in plain words.
	Problem string `json:"problem"`
}

// Report is what Check and Repair found and did.
type Report struct {
	// Dir is the store directory.
	Dir string `json:"dir"`
	// DamagedFiles lists files that are damaged or missing. Entries held
	// only in them cannot be listed, so they are not in Damaged.
	DamagedFiles []FileProblem `json:"damagedFiles,omitempty"`
	// Readable counts, by kind (trajectories, act entries, agent entries,
	// runs, blobs, other), the entries that read and decode correctly.
	Readable map[string]int `json:"readable"`
	// Damaged lists the entries that could be listed but not read.
	Damaged []EntryProblem `json:"damaged,omitempty"`
	// Fixed lists heads that pointed at a lost revision and now point at
	// the newest kept one, or were dropped when none was kept (Repair).
	Fixed []EntryProblem `json:"fixed,omitempty"`
	// MovedTo is the folder holding the original files after Repair.
	MovedTo string `json:"movedTo,omitempty"`
}

// Healthy reports whether the check found nothing wrong.
func (r *Report) Healthy() bool { return len(r.DamagedFiles) == 0 && len(r.Damaged) == 0 }

// entryKind names the kind of entry under key, for Report.Readable.
func entryKind(key string) string {
	prefix, rest, _ := strings.Cut(key, "/")
	switch prefix {
	case "traj":
		if strings.HasSuffix(rest, "/head") {
			return "trajectories"
		}
		return "trajectory revisions"
	case "act":
		if strings.HasSuffix(rest, "/head") {
			return "act entries"
		}
		return "act revisions"
	case "agent":
		if strings.HasSuffix(rest, "/head") {
			return "agent entries"
		}
		return "agent revisions"
	case "run":
		return "runs"
	case "blob":
		return "blobs"
	}
	return "other"
}

// checkValue says what is wrong with the value under key, or "".
// Blobs must hash to their key; everything else must be JSON.
func checkValue(key string, val []byte) string {
	if hexSum, ok := strings.CutPrefix(key, "blob/"); ok {
		sum := sha256.Sum256(val)
		if hex.EncodeToString(sum[:]) != hexSum {
			return "content does not match its checksum"
		}
		return ""
	}
	if !json.Valid(val) {
		return "value is not valid JSON"
	}
	return ""
}

// Check verifies every file and every entry of the store in dir without
// changing it: it works on a private copy next to the store, opened with
// damaged tables left out. The store must not be open in another process
// (the error is then a *LockedError).
func Check(dir string) (*Report, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("resolving store directory %s: %w", dir, err)
	}
	unlock, err := lockStoreDir(dir)
	if err != nil {
		return nil, err
	}
	defer unlock()
	work, err := os.MkdirTemp(filepath.Dir(dir), filepath.Base(dir)+"-check-")
	if err != nil {
		return nil, fmt.Errorf("making a working copy of the store next to %s: %w", dir, err)
	}
	defer os.RemoveAll(work)
	rep := &Report{Dir: dir, Readable: map[string]int{}}
	db, err := salvage(dir, work, rep)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	err = scan(db, rep, func(string, []byte) error { return nil })
	return rep, err
}

// Repair keeps every entry of the store in dir that still reads: it copies
// them into a fresh store, moves the original files (damaged ones
// included) aside into a dated folder next to the store, and puts the
// fresh store in place. Heads whose latest revision was lost are pointed at
// the newest kept revision. A store with nothing to repair is left as it
// is (Report.MovedTo stays empty). The store must not be open in another
// process.
func Repair(dir string) (*Report, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("resolving store directory %s: %w", dir, err)
	}
	if _, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("repairing store %s: %w", dir, err)
	}
	unlock, err := lockStoreDir(dir)
	if err != nil {
		return nil, err
	}
	defer unlock()
	parent, base := filepath.Dir(dir), filepath.Base(dir)
	work, err := os.MkdirTemp(parent, base+"-repair-")
	if err != nil {
		return nil, fmt.Errorf("making a working copy of the store next to %s: %w", dir, err)
	}
	defer os.RemoveAll(work)
	fresh := filepath.Join(work, "fresh")
	rep := &Report{Dir: dir, Readable: map[string]int{}}

	db, err := salvage(dir, filepath.Join(work, "copy"), rep)
	if err != nil {
		return nil, err
	}
	out, err := Open(fresh, Options{})
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("creating the repaired store: %w", err)
	}
	wb := out.db.NewWriteBatch()
	err = scan(db, rep, func(key string, val []byte) error { return wb.Set([]byte(key), val) })
	if err == nil {
		err = wb.Flush()
	} else {
		wb.Cancel()
	}
	db.Close()
	if err == nil {
		err = fixHeads(out, rep)
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, fmt.Errorf("copying readable entries into a fresh store: %w", err)
	}
	if rep.Healthy() && len(rep.Fixed) == 0 {
		// Every file and entry read: swapping in a copy would only move a
		// healthy store aside under a "damaged" name.
		return rep, nil
	}

	aside, err := asideDir(parent, base+"-damaged-"+time.Now().UTC().Format("20060102-150405"))
	if err != nil {
		return nil, fmt.Errorf("moving the damaged store %s aside: %w", dir, err)
	}
	if err := os.Rename(dir, aside); err != nil {
		return nil, fmt.Errorf("moving the damaged store %s aside: %w", dir, err)
	}
	if err := os.Rename(fresh, dir); err != nil {
		// Put the original back rather than leave no store at all.
		if rerr := os.Rename(aside, dir); rerr != nil {
			return nil, fmt.Errorf("putting the repaired store in place (%v); the original files are in %s: %w", rerr, aside, err)
		}
		return nil, fmt.Errorf("putting the repaired store in place; nothing was changed: %w", err)
	}
	rep.MovedTo = aside
	return rep, nil
}

// asideDir returns a path in parent named name that does not exist yet:
// name, else name-2, name-3… (two repairs within a second).
func asideDir(parent, name string) (string, error) {
	for i := 1; i < 100; i++ {
		p := filepath.Join(parent, name)
		if i > 1 {
			p = fmt.Sprintf("%s-%d", p, i)
		}
		if _, err := os.Lstat(p); errors.Is(err, os.ErrNotExist) {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s and 98 more folders named like it already exist in %s", name, parent)
}

// salvage copies the store in dir into work, leaving out damaged tables
// and writing a MANIFEST that lists only the intact ones when needed, and
// opens the copy. It records damaged files in rep.
func salvage(dir, work string, rep *Report) (*badger.DB, error) {
	sf, err := verifyFiles(dir)
	if err != nil {
		return nil, err
	}
	rep.DamagedFiles = sf.problems
	if err := os.MkdirAll(work, 0o700); err != nil {
		return nil, fmt.Errorf("making a working copy of the store: %w", err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("listing store directory %s: %w", dir, err)
	}
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || name == "LOCK" || name == badger.ManifestFilename {
			continue
		}
		if id, ok := table.ParseFileID(name); ok {
			if _, intact := sf.tables[id]; !intact {
				continue
			}
		}
		if err := copyFile(filepath.Join(dir, name), filepath.Join(work, name)); err != nil {
			return nil, fmt.Errorf("copying %s: %w", name, err)
		}
	}
	if err := writeManifest(work, sf.tables); err != nil {
		return nil, fmt.Errorf("writing the working copy's MANIFEST: %w", err)
	}
	bo := badgerOptions(work, Options{}).WithDir(work).WithValueDir(work).
		WithCompactL0OnClose(false).WithNumCompactors(0)
	db, err := openBadger(bo)
	if err != nil {
		var de *DamagedError
		if errors.As(err, &de) {
			rep.DamagedFiles = append(rep.DamagedFiles, de.Files...)
			return nil, &DamagedError{Dir: dir, Files: rep.DamagedFiles}
		}
		return nil, fmt.Errorf("opening a copy of the store %s: %w", dir, err)
	}
	return db, nil
}

// writeManifest writes a MANIFEST in dir that lists tables at their levels,
// in Badger's format: a header, then one length- and checksum-prefixed set
// of changes.
func writeManifest(dir string, tables map[uint64]badger.TableManifest) error {
	ids := make([]uint64, 0, len(tables))
	for id := range tables {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	set := &pb.ManifestChangeSet{}
	for _, id := range ids {
		tm := tables[id]
		set.Changes = append(set.Changes, &pb.ManifestChange{
			Id: id, Op: pb.ManifestChange_CREATE, Level: uint32(tm.Level), KeyId: tm.KeyID,
			EncryptionAlgo: pb.EncryptionAlgo_aes, Compression: uint32(tm.Compression),
		})
	}
	body, err := proto.Marshal(set)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	buf.WriteString("Bdgr")
	_ = binary.Write(&buf, binary.BigEndian, uint16(0))         // external magic (Reprise uses none)
	_ = binary.Write(&buf, binary.BigEndian, uint16(manifestV)) // Badger's manifest version
	_ = binary.Write(&buf, binary.BigEndian, uint32(len(body)))
	_ = binary.Write(&buf, binary.BigEndian, crc32.Checksum(body, crc32.MakeTable(crc32.Castagnoli)))
	buf.Write(body)
	return os.WriteFile(filepath.Join(dir, badger.ManifestFilename), buf.Bytes(), 0o600)
}

// manifestV is the manifest format version of the Badger release in go.mod
// (badgerMagicVersion in its manifest.go). TestWriteManifestRoundTrip
// fails if an upgrade changes it.
const manifestV = 8

// scan reads every live entry of db, checks its value and passes good ones
// to keep, recording counts and problems in rep.
func scan(db *badger.DB, rep *Report, keep func(key string, val []byte) error) error {
	return db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			item := it.Item()
			key := string(item.KeyCopy(nil))
			val, err := readValue(item)
			problem := ""
			if err != nil {
				problem = "value cannot be read (" + firstLine(err.Error()) + ")"
			} else {
				problem = checkValue(key, val)
			}
			if problem != "" {
				rep.Damaged = append(rep.Damaged, EntryProblem{Key: key, Problem: problem})
				continue
			}
			rep.Readable[entryKind(key)]++
			if err := keep(key, val); err != nil {
				return err
			}
		}
		return nil
	})
}

// readValue copies an item's value, turning a panic on damaged data into
// an error.
func readValue(item *badger.Item) (val []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			val, err = nil, fmt.Errorf("%v", r)
		}
	}()
	return item.ValueCopy(nil)
}

// fixHeads points every head ("<kind>/<id>/head" → {"revision":N}) whose
// revision was lost at the newest kept revision, or deletes it when no
// revision was kept, recording each change in rep.Fixed.
func fixHeads(s *Store, rep *Report) error {
	return s.update(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{})
		defer it.Close()
		type head struct {
			key string
			raw map[string]any
			rev int
		}
		var heads []head
		revs := map[string]int{} // "<kind>/<id>/" → newest kept revision
		for it.Rewind(); it.Valid(); it.Next() {
			key := string(it.Item().KeyCopy(nil))
			parts := strings.Split(key, "/")
			if len(parts) == 4 && parts[2] == "rev" {
				if n, err := strconv.Atoi(parts[3]); err == nil {
					p := parts[0] + "/" + parts[1] + "/"
					revs[p] = max(revs[p], n)
				}
				continue
			}
			if len(parts) != 3 || parts[2] != "head" {
				continue
			}
			var raw map[string]any
			val, err := it.Item().ValueCopy(nil)
			if err != nil || json.Unmarshal(val, &raw) != nil {
				continue
			}
			n, _ := raw["revision"].(float64)
			heads = append(heads, head{key: key, raw: raw, rev: int(n)})
		}
		for _, h := range heads {
			p := strings.TrimSuffix(h.key, "head")
			newest := revs[p]
			if newest >= h.rev {
				continue
			}
			if newest == 0 {
				if err := txn.Delete([]byte(h.key)); err != nil {
					return err
				}
				rep.Fixed = append(rep.Fixed, EntryProblem{Key: h.key,
					Problem: fmt.Sprintf("dropped: no revision of it could be kept (it pointed at revision %d)", h.rev)})
				continue
			}
			h.raw["revision"] = newest
			if err := setJSON(txn, h.key, h.raw); err != nil {
				return err
			}
			rep.Fixed = append(rep.Fixed, EntryProblem{Key: h.key,
				Problem: fmt.Sprintf("now at revision %d: revision %d was lost", newest, h.rev)})
		}
		return nil
	})
}

// copyFile copies src to a new file dst, private to the user.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
