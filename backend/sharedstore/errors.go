package sharedstore

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/reprise-qa/reprise/backend/cache"
)

// Sentinel errors; test for them with errors.Is.
var (
	// ErrNotShared means another process holds the store and does not
	// share it. The concrete error is a *NotSharedError.
	ErrNotShared = errors.New("store is held by a process that does not share it")
	// ErrVersion means the holder speaks another version of the
	// protocol. The concrete error is a *VersionError.
	ErrVersion = errors.New("store holder is another version of Reprise")
	// ErrHolderGone means the holder stopped or closed the connection
	// while this process was using it. The concrete error is a
	// *HolderGoneError.
	ErrHolderGone = errors.New("store holder stopped")
)

// errNoEndpoint means nothing listens on the store's endpoint (no socket,
// or a socket left behind by a process that died).
var errNoEndpoint = errors.New("nothing listens on the store's endpoint")

// NotSharedError is returned by Open when the store is locked by a
// process that does not listen for other commands: another reprise
// command, or a Reprise from before stores were shared.
type NotSharedError struct {
	// Dir is the store directory.
	Dir string
	// Holder describes the command that holds it and shares it only with
	// brief commands (Options.Brief), when that is who holds it.
	Holder string
	// Err is the lock error.
	Err error
}

// Error says who has the store and what to do.
func (e *NotSharedError) Error() string {
	if e.Holder != "" {
		return fmt.Sprintf("store directory %s is in use by %s; while it works, only commands that read or make one change (ls, show, export, import) can use the store too: "+
			"wait for it to finish and try again, or set --store or REPRISE_STORE to use a different directory", e.Dir, e.Holder)
	}
	who := "another reprise command"
	var locked *cache.LockedError
	if errors.As(e.Err, &locked) && locked.PID > 0 {
		who = fmt.Sprintf("another reprise command (process %d)", locked.PID)
	}
	return fmt.Sprintf("store directory %s is in use by %s, which does not share it (only the Reprise app and reprise serve do); "+
		"wait for that command to finish and try again, or set --store or REPRISE_STORE to use a different directory "+
		"(an older Reprise app that does not share its store must be closed first)", e.Dir, who)
}

// Unwrap makes errors.Is(err, ErrNotShared) and errors.Is(err,
// cache.ErrLocked) true.
func (e *NotSharedError) Unwrap() []error { return []error{ErrNotShared, e.Err} }

// VersionError is returned by Dial when the holder is a Reprise whose
// store operations differ from this one's.
type VersionError struct {
	// Dir is the store directory.
	Dir string
	// Holder describes the holding process ("reprise serve, version
	// v1.2.0, pid 123").
	Holder string
	// Ours is this process's version.
	Ours string
	// Protocol tells whether the protocol itself differs (not only the
	// operations).
	Protocol bool
}

// Error names both versions and what to do.
func (e *VersionError) Error() string {
	return fmt.Sprintf("the store in %s is open in %s, which is a different version of Reprise than this reprise (%s), so they cannot share it; "+
		"close that Reprise and run this command again, or use the same version for both", e.Dir, e.Holder, e.Ours)
}

// Unwrap makes errors.Is(err, ErrVersion) true.
func (e *VersionError) Unwrap() error { return ErrVersion }

// HolderGoneError is returned by a forwarded operation when the holder
// closed, crashed or was killed while this process was using it.
type HolderGoneError struct {
	// Dir is the store directory.
	Dir string
	// Holder describes the holding process.
	Holder string
	// Operation is the store operation under way, in words ("save
	// trajectory").
	Operation string
	// Err is the connection's error.
	Err error
}

// Error says what stopped, what is kept and what to do.
func (e *HolderGoneError) Error() string {
	return fmt.Sprintf("%s, which holds the store in %s, stopped while this command was using it (%s): "+
		"everything saved before that is kept; run the command again", e.Holder, e.Dir, e.Operation)
}

// Unwrap makes errors.Is(err, ErrHolderGone) true and exposes the cause.
func (e *HolderGoneError) Unwrap() []error { return []error{ErrHolderGone, e.Err} }

// words turns an operation's name into words: "SaveTrajectory" → "save
// trajectory".
func words(name string) string {
	var b strings.Builder
	for i, r := range name {
		if 'A' <= r && r <= 'Z' {
			if i > 0 {
				b.WriteByte(' ')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// errorKinds are the store's sentinel errors that survive forwarding:
// errors.Is(err, cache.ErrNotFound) holds for a forwarded error as it does
// for the local one.
var errorKinds = map[string]error{
	"notFound":    cache.ErrNotFound,
	"locked":      cache.ErrLocked,
	"ambiguous":   cache.ErrAmbiguous,
	"deleted":     cache.ErrDeleted,
	"corrupt":     cache.ErrCorrupt,
	"invalid":     cache.ErrInvalid,
	"permissions": cache.ErrPermissions,
	"damaged":     cache.ErrDamaged,
}

// wireError is an error as it crosses the connection.
type wireError struct {
	Message string   `json:"message"`
	Kinds   []string `json:"kinds,omitempty"`
}

// toWire encodes err with the sentinels it matches.
func toWire(err error) *wireError {
	if err == nil {
		return nil
	}
	w := &wireError{Message: err.Error()}
	for name, kind := range errorKinds {
		if errors.Is(err, kind) {
			w.Kinds = append(w.Kinds, name)
		}
	}
	sort.Strings(w.Kinds)
	return w
}

// remoteError is an error returned by the holder's store: the same
// message, and errors.Is true for the same sentinels.
type remoteError struct {
	msg   string
	kinds []error
}

func (e *remoteError) Error() string   { return e.msg }
func (e *remoteError) Unwrap() []error { return e.kinds }

// fromWire decodes an error sent by the holder.
func fromWire(w *wireError) error {
	if w == nil {
		return nil
	}
	e := &remoteError{msg: w.Message}
	for _, k := range w.Kinds {
		if s, ok := errorKinds[k]; ok {
			e.kinds = append(e.kinds, s)
		}
	}
	return e
}
