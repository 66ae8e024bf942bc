// Package cache is Reprise's persistent store: trajectories with every
// revision kept, the act cache (instruction + page → resolved steps), run
// records and content-addressed blobs such as screenshots. It is one Badger
// database in a directory that only one process may hold open at a time.
//
// # Key layout
//
// Every key is a '/'-separated ASCII path. Ids are restricted to
// [A-Za-z0-9_-] so they never contain the separator. Values are JSON unless
// noted.
//
//	traj/<id>/head            headRecord: {"revision":N,"createdAt":…,"deleted":bool,"deletedAt":…}
//	traj/<id>/rev/<%08d>      trajectory.Marshal of revision N (1-based, never rewritten)
//	act/<key>/head            {"revision":N} — latest revision of the act entry
//	act/<key>/rev/<%08d>      ActEntry, revision N; <key> is ActKey's 64 hex digits
//	run/<trajID>/<runID>      trajectory.Run; run ids sort chronologically
//	blob/<sha256 hex>         raw bytes (the only non-JSON value), content-addressed
//
// A trajectory exists when its head key exists; the head is written in the
// same transaction as the revision it points to, so a reader never sees a
// head without its revision. "head" sorts before "rev", which lets scans
// visit a trajectory's head and then seek past its revisions.
//
// # Durability and memory
//
// Writes are synced (SyncWrites) before a call returns, so a crash or
// kill -9 after SaveTrajectory, PutAct, SaveRun or PutBlob returned loses
// nothing. Badger's defaults are sized for servers (64 MiB memtables × 5,
// 256 MiB block cache, 1 GiB value-log files). Open uses settings suited
// to a desktop app: 8 MiB memtables × 2, an 8 MiB block cache, values over
// 8 KiB (screenshots, large trajectories) in the value log, 64 MiB
// value-log files, two compactors and no metrics.
package cache

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	badger "github.com/dgraph-io/badger/v4"
	"github.com/dgraph-io/badger/v4/options"

	"github.com/reprise-qa/reprise/backend/appdirs"
)

// Memory and value-log settings used by Open. They keep a store holding a
// few hundred thousand act entries and thousands of screenshots within a
// few tens of MiB of resident memory.
const (
	// memTableSize is the size of one in-memory write buffer (Badger
	// default 64 MiB). Two of them may exist at once (numMemtables).
	memTableSize = 8 << 20
	// numMemtables bounds the write buffers waiting to be flushed (default 5).
	numMemtables = 2
	// blockCacheSize caches decompressed table blocks (default 256 MiB).
	blockCacheSize = 8 << 20
	// valueThreshold: values larger than this live in the value log rather
	// than in the LSM tree, so screenshots (50–200 KiB) and large
	// trajectories do not bloat the tables that key look-ups walk, while
	// act entries and run records (typically 1–4 KiB) stay inline.
	valueThreshold = 8 << 10
	// valueLogFileSize bounds one value-log file (default 1 GiB, which
	// Badger maps at twice that size).
	valueLogFileSize = 64 << 20
)

// Options configures Open.
type Options struct {
	// InMemory keeps everything in memory and ignores the directory; for
	// tests and throw-away sessions. Nothing survives Close.
	InMemory bool
	// Logger receives Badger's error, warning and info messages, one line
	// per call. When nil, Badger's logging is silenced.
	Logger func(string)
	// Notice receives what Open did that the user should know, such as
	// tightening the permissions of a store directory other users could
	// read. When nil, notices go to standard error.
	Notice func(string)
}

// Store is an open Reprise store. Its methods are safe for concurrent use.
type Store struct {
	db  *badger.DB
	dir string

	// now returns the current time; tests may replace it.
	now func() time.Time

	mu          sync.Mutex
	lastRunTime int64 // last millisecond used in a run id, for monotonic ids
}

// DefaultDir returns the store directory: $REPRISE_STORE when set, else
// the store location chosen in the app's settings, else the system's data directory for Reprise (appdirs: ~/.local/share/reprise/store
// on Linux, ~/Library/Application Support/reprise/store on macOS,
// %LocalAppData%\reprise\store on Windows), or the store a user already has
// under the configuration directory.
func DefaultDir() (string, error) {
	d, err := appdirs.Default()
	if err != nil {
		return "", fmt.Errorf("finding the store directory: %w", err)
	}
	return d.Store, nil
}

// Open opens (creating if needed) the store in dir. If another process
// holds dir, the error is a *LockedError (errors.Is(err, ErrLocked)). With
// opts.InMemory, dir is ignored and may be empty.
func Open(dir string, opts Options) (*Store, error) {
	return open(dir, opts.InMemory, badgerOptions(dir, opts), opts.Notice)
}

// open opens the store in dir with the given Badger options; notice (nil:
// standard error) hears about permissions tightened.
func open(dir string, inMemory bool, bo badger.Options, notice func(string)) (*Store, error) {
	if !inMemory {
		if dir == "" {
			return nil, fmt.Errorf("opening store: %w: empty directory", ErrInvalid)
		}
		abs, err := filepath.Abs(dir)
		if err != nil {
			return nil, fmt.Errorf("resolving store directory %s: %w", dir, err)
		}
		dir = abs
		// Screenshots and filled-in forms may be sensitive: keep the
		// directory private to the user.
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, &OpenError{Dir: dir, File: fileInTheWay(dir), Err: err}
		}
		if err := makePrivate(dir, notice); err != nil {
			return nil, err
		}
		bo = bo.WithDir(dir).WithValueDir(dir)
		// Badger panics in its own goroutines on a damaged table file:
		// check the files here first (see verify.go).
		sf, err := verifyFiles(dir)
		if err != nil {
			return nil, err
		}
		if len(sf.problems) > 0 {
			return nil, &DamagedError{Dir: dir, Files: sf.problems}
		}
	}
	db, err := openBadger(bo)
	if err != nil {
		if isLockError(err) {
			return nil, &LockedError{Dir: dir, PID: LockHolderPID(dir), Err: err}
		}
		var de *DamagedError
		if errors.As(err, &de) {
			de.Dir = dir
			return nil, de
		}
		if !inMemory {
			return nil, &OpenError{Dir: dir, Err: err}
		}
		return nil, fmt.Errorf("opening store in %s: %w", dir, err)
	}
	return &Store{db: db, dir: dir, now: time.Now}, nil
}

// fileInTheWay returns dir or the nearest folder above it when that
// exists and is not a directory (so dir cannot be made), "" otherwise.
func fileInTheWay(dir string) string {
	for p := dir; ; p = filepath.Dir(p) {
		if fi, err := os.Stat(p); err == nil {
			if fi.IsDir() {
				return ""
			}
			return p
		}
		if filepath.Dir(p) == p {
			return ""
		}
	}
}

// openBadger opens Badger, turning a panic in the calling goroutine (on
// damaged files that verifyFiles does not cover, such as the value log or
// the write-ahead log) into a *DamagedError. The caller fills in Dir.
func openBadger(bo badger.Options) (db *badger.DB, err error) {
	defer func() {
		if r := recover(); r != nil {
			db, err = nil, &DamagedError{Files: []FileProblem{{File: "(unknown)", Problem: firstLine(fmt.Sprint(r))}}}
		}
	}()
	return badger.Open(bo)
}

// badgerOptions translates Options into Badger's options with Reprise's
// durability and memory settings.
func badgerOptions(dir string, opts Options) badger.Options {
	var bo badger.Options
	if opts.InMemory {
		bo = badger.DefaultOptions("").WithInMemory(true)
	} else {
		bo = badger.DefaultOptions(dir)
	}
	var logger badger.Logger
	if opts.Logger != nil {
		logger = funcLogger(opts.Logger)
	}
	return bo.
		WithLogger(logger).
		WithSyncWrites(true).
		WithMemTableSize(memTableSize).
		WithNumMemtables(numMemtables).
		WithBlockCacheSize(blockCacheSize).
		WithValueThreshold(valueThreshold).
		WithValueLogFileSize(valueLogFileSize).
		WithNumCompactors(2).
		WithNumGoroutines(2).
		WithMetricsEnabled(false).
		WithDetectConflicts(true).
		// Tables are verified whole before Open (verifyFiles); later
		// reads check each block and each value-log entry, so damage
		// shows as an error on read instead of wrong data or a panic.
		WithChecksumVerificationMode(options.OnBlockRead).
		WithVerifyValueChecksum(true)
}

// isLockError reports whether err is Badger failing to lock its directory.
// Badger flattens the flock error into text, so the message is matched.
func isLockError(err error) bool {
	return errors.Is(err, syscall.EWOULDBLOCK) ||
		strings.Contains(err.Error(), "Another process is using this Badger database")
}

// funcLogger adapts a func(string) to Badger's Logger, dropping debug lines.
type funcLogger func(string)

func (f funcLogger) Errorf(format string, args ...any) {
	f("badger ERROR: " + strings.TrimRight(fmt.Sprintf(format, args...), "\n"))
}

func (f funcLogger) Warningf(format string, args ...any) {
	f("badger WARNING: " + strings.TrimRight(fmt.Sprintf(format, args...), "\n"))
}

func (f funcLogger) Infof(format string, args ...any) {
	f("badger INFO: " + strings.TrimRight(fmt.Sprintf(format, args...), "\n"))
}

func (f funcLogger) Debugf(string, ...any) {}

// Dir returns the absolute store directory, or "" for an in-memory store.
func (s *Store) Dir() string { return s.dir }

// Close flushes and closes the store, releasing the directory lock.
func (s *Store) Close() error {
	if err := s.db.Close(); err != nil {
		return fmt.Errorf("closing store %s: %w", s.dir, err)
	}
	return nil
}

// maxConflictRetries bounds how often a read-modify-write transaction is
// retried when a concurrent writer touched the same keys.
const maxConflictRetries = 64

// update runs fn in a read-write transaction and commits it, retrying when
// Badger reports a conflict with a concurrent transaction.
func (s *Store) update(fn func(txn *badger.Txn) error) error {
	var err error
	for range maxConflictRetries {
		err = s.db.Update(fn)
		if !errors.Is(err, badger.ErrConflict) {
			return err
		}
	}
	return err
}

// getJSON decodes the JSON value under key into v. A missing key yields
// ErrNotFound; undecodable data yields a *CorruptError naming the key.
func getJSON(txn *badger.Txn, key string, v any) error {
	item, err := txn.Get([]byte(key))
	if errors.Is(err, badger.ErrKeyNotFound) {
		return fmt.Errorf("reading key %s: %w", key, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("reading key %s: %w", key, err)
	}
	return decodeItem(item, v)
}

// decodeItem decodes an item's JSON value into v, reporting bad data as a
// *CorruptError naming the key.
func decodeItem(item *badger.Item, v any) error {
	var decErr error
	err := item.Value(func(val []byte) error {
		decErr = json.Unmarshal(val, v)
		return nil
	})
	if err != nil {
		return fmt.Errorf("reading value of key %s: %w", item.Key(), err)
	}
	if decErr != nil {
		return &CorruptError{Key: string(item.Key()), Err: decErr}
	}
	return nil
}

// setJSON encodes v and stores it under key in txn.
func setJSON(txn *badger.Txn, key string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encoding value for key %s: %w", key, err)
	}
	if err := txn.Set([]byte(key), data); err != nil {
		return fmt.Errorf("writing key %s: %w", key, err)
	}
	return nil
}

// exists reports whether key is present.
func exists(txn *badger.Txn, key string) (bool, error) {
	_, err := txn.Get([]byte(key))
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, badger.ErrKeyNotFound):
		return false, nil
	default:
		return false, fmt.Errorf("reading key %s: %w", key, err)
	}
}

// revSuffix formats a revision number as it appears in keys.
func revSuffix(rev int) string { return fmt.Sprintf("%08d", rev) }

// makePrivate makes an existing store directory that other users may read
// or enter (a directory created by hand with mode 0755) private to its
// owner, saying so through notice, or refuses the store when that cannot
// be done: the store holds screenshots of filled-in forms. Windows has no
// such permission bits and is left alone.
func makePrivate(dir string, notice func(string)) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	fi, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("checking store directory %s: %w", dir, err)
	}
	mode := fi.Mode().Perm()
	if mode&0o077 == 0 {
		return nil
	}
	if err := os.Chmod(dir, mode&0o700|0o700); err != nil {
		return &PermissionError{Dir: dir, Mode: mode, Err: err}
	}
	if notice == nil {
		notice = func(s string) { fmt.Fprintln(os.Stderr, s) }
	}
	notice(fmt.Sprintf("reprise: the store directory %s was readable by other users (mode %04o); it is now private to you (0700)", dir, mode))
	return nil
}
