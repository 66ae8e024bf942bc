package cache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// Sentinel errors returned (wrapped) by the store. Test for them with
// errors.Is; the concrete types below carry the details for messages.
var (
	// ErrNotFound means no trajectory, revision, act entry, run or blob
	// exists under the given id or key.
	ErrNotFound = errors.New("not found")

	// ErrLocked means another process holds the store directory open.
	// The concrete error is a *LockedError naming the directory.
	ErrLocked = errors.New("store is locked by another process")

	// ErrAmbiguous means an id prefix matches more than one trajectory.
	// The concrete error is an *AmbiguousError listing the matches.
	ErrAmbiguous = errors.New("ambiguous id prefix")

	// ErrDeleted means the trajectory is marked deleted: it is hidden from
	// the list and cannot be read as latest or saved until it is undeleted.
	ErrDeleted = errors.New("trajectory is deleted")

	// ErrCorrupt means a value in the store could not be decoded. The
	// concrete error is a *CorruptError naming the key.
	ErrCorrupt = errors.New("corrupt value in store")

	// ErrInvalid means an argument cannot be used as given: an id with
	// characters outside [A-Za-z0-9_-], a malformed act or blob key, or an
	// act entry without steps.
	ErrInvalid = errors.New("invalid argument")

	// ErrTooLarge means a trajectory revision is larger than the store
	// keeps (MaxTrajectorySize).
	ErrTooLarge = errors.New("flow too large to store")

	// ErrPermissions means the store directory is open to other users and
	// could not be made private. The concrete error is a
	// *PermissionError naming the directory.
	ErrPermissions = errors.New("store directory is not private")
)

// PermissionError is returned by Open when the store directory can be
// read by other users and changing that failed (the directory belongs to
// someone else, or the file system does not allow it).
// errors.Is(err, ErrPermissions) is true for it.
type PermissionError struct {
	// Dir is the store directory.
	Dir string
	// Mode is its permission bits.
	Mode os.FileMode
	// Err is why they could not be changed.
	Err error
}

// Error says which directory is open to others and what to do.
func (e *PermissionError) Error() string {
	return fmt.Sprintf("store directory %s can be read by other users (mode %04o) and could not be made private: %v; "+
		"run chmod 700 %s as its owner, or choose another directory with --store or REPRISE_STORE", e.Dir, e.Mode, e.Err, e.Dir)
}

// Unwrap makes errors.Is(err, ErrPermissions) true and exposes the cause.
func (e *PermissionError) Unwrap() []error { return []error{ErrPermissions, e.Err} }

// LockedError is returned by Open when another process holds the store
// directory. errors.Is(err, ErrLocked) is true for it.
type LockedError struct {
	// Dir is the store directory that is in use.
	Dir string
	// PID is the process holding it, as the database's lock file says;
	// zero when unknown.
	PID int
	// Err is the underlying error reported by the database.
	Err error
}

// Error says which directory is in use, by which process when known,
// and what the user can do about it.
func (e *LockedError) Error() string {
	who := "another Reprise process"
	if e.PID > 0 {
		who = fmt.Sprintf("another Reprise process (process %d)", e.PID)
	}
	return fmt.Sprintf("store directory %s is in use by %s; "+
		"close the other Reprise window or command and try again, "+
		"or set REPRISE_STORE to use a different directory", e.Dir, who)
}

// lockPIDFile is the file in the store directory where the database
// writes the id of the process that holds it, while it holds it.
const lockPIDFile = "LOCK"

// LockHolderPID returns the id of the process holding the store in dir,
// as the database's lock file says, or 0 when it says none.
func LockHolderPID(dir string) int {
	data, err := os.ReadFile(filepath.Join(dir, lockPIDFile))
	if err != nil {
		return 0
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}

// Unwrap makes errors.Is(err, ErrLocked) true and exposes the database error.
func (e *LockedError) Unwrap() []error { return []error{ErrLocked, e.Err} }

// AmbiguousError is returned when an id prefix matches several
// trajectories. errors.Is(err, ErrAmbiguous) is true for it.
type AmbiguousError struct {
	// Prefix is the id prefix that was looked up.
	Prefix string
	// Matches are the full ids that start with Prefix, sorted.
	Matches []string
}

// Error lists the matching ids so the user can pick a longer prefix.
func (e *AmbiguousError) Error() string {
	const show = 10
	list := e.Matches
	more := ""
	if len(list) > show {
		more = fmt.Sprintf(" and %d more", len(list)-show)
		list = list[:show]
	}
	return fmt.Sprintf("id prefix %q is ambiguous: it matches %d trajectories (%s%s); use a longer prefix",
		e.Prefix, len(e.Matches), strings.Join(list, ", "), more)
}

// Unwrap makes errors.Is(err, ErrAmbiguous) true.
func (e *AmbiguousError) Unwrap() error { return ErrAmbiguous }

// CorruptError is returned when a stored value cannot be decoded.
// errors.Is(err, ErrCorrupt) is true for it.
type CorruptError struct {
	// Key is the store key whose value is bad.
	Key string
	// Err says what is wrong with the value.
	Err error
}

// Error names the key and the decoding problem.
func (e *CorruptError) Error() string {
	return fmt.Sprintf("corrupt value under key %q: %v", e.Key, e.Err)
}

// Unwrap makes errors.Is(err, ErrCorrupt) true and exposes the cause.
func (e *CorruptError) Unwrap() []error { return []error{ErrCorrupt, e.Err} }

// OpenError is returned by Open when the store directory cannot be
// created or the database in it cannot be opened for a reason other than
// a lock, loose permissions or damage (those have their own types): the
// directory is not writable, the disk is full, the path is a file.
type OpenError struct {
	// Dir is the store directory.
	Dir string
	// File, when set, is the path (Dir or a folder above it) that is a
	// file where a directory must be.
	File string
	// Err is what failed.
	Err error
}

// Error names the directory, what failed and what to do next.
func (e *OpenError) Error() string {
	if e.File != "" {
		what := e.File + " is a file"
		if e.File == e.Dir {
			what = "it is a file"
		}
		return fmt.Sprintf("cannot open the store in %s: %s, not a directory: remove or rename it, or choose another directory with --store DIR or REPRISE_STORE "+
			"(act and agent also run without a store with --cache no)", e.Dir, what)
	}
	fix := "run `reprise store check --store " + e.Dir + "` to see what is wrong"
	switch {
	case errors.Is(e.Err, os.ErrPermission):
		fix = "make it writable for you (chmod u+rwx " + e.Dir + ")"
	case errors.Is(e.Err, syscall.ENOSPC):
		fix = "free some disk space on that drive"
	case errors.Is(e.Err, syscall.ENOTDIR), errors.Is(e.Err, os.ErrExist):
		fix = "remove or rename what is in the way"
	case errors.Is(e.Err, syscall.EROFS):
		fix = "the drive is read-only"
	}
	return fmt.Sprintf("cannot open the store in %s: %v; %s, or choose another directory with --store DIR or REPRISE_STORE "+
		"(act and agent also run without a store with --cache no)", e.Dir, e.Err, fix)
}

// Unwrap exposes the cause.
func (e *OpenError) Unwrap() error { return e.Err }

// invalid is an ErrInvalid whose message is only what is wrong, for the
// person who gave the argument ("… is not a cache entry id"), without the
// sentinel's "invalid argument" in front.
type invalid struct{ msg string }

func (e *invalid) Error() string        { return e.msg }
func (e *invalid) Is(target error) bool { return target == ErrInvalid }

// invalidf returns an ErrInvalid that reads as format says.
func invalidf(format string, args ...any) error { return &invalid{msg: fmt.Sprintf(format, args...)} }

// notFound is an ErrNotFound whose message already says what was not
// found ("no trajectory id starts with …"), without the sentinel's "not
// found" repeating it.
type notFound struct{ msg string }

func (e *notFound) Error() string        { return e.msg }
func (e *notFound) Is(target error) bool { return target == ErrNotFound }

// notFoundf returns an ErrNotFound that reads as format says.
func notFoundf(format string, args ...any) error { return &notFound{msg: fmt.Sprintf(format, args...)} }
