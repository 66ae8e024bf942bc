// Package sharedstore lets several Reprise processes use one store at
// once. The store's Badger files can be open in one process only; that
// process (the holder: the desktop app or reprise serve) also listens on a
// local endpoint only its user can reach, and every other process that
// finds the store held (a reprise command in a terminal) forwards each
// store operation to it. Commands see the same cache.Interface either way:
// Open returns the store itself when it is free and a *Client when it is
// held.
//
// # Endpoint
//
// On Unix the endpoint is the socket SocketName inside the store
// directory, mode 0600 in a directory of mode 0700 (cache.Open makes it
// private), so only the store's owner can connect. On Windows it is a
// named pipe derived from the store directory whose security descriptor
// grants access to the holder's user only.
//
// # Protocol
//
// One JSON value after another over the connection. The client first sends
// a hello naming the protocol version and the fingerprint of the
// operations it forwards (their names, signatures and the JSON shape of
// their arguments and results); the holder answers with its own, and a
// client whose fingerprint differs refuses to go on (see VersionError).
// Then each request {"id","method","args"} gets a response
// {"id","results","error"}; requests on one connection may be answered out
// of order, so concurrent callers share it.
//
// The client methods and the holder's dispatch table are generated from
// cache.Interface (forward_gen.go); see cache.Interface for how to add an
// operation.
package sharedstore

//go:generate go run ./internal/genforward

import (
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
)

// Store is a store as commands use it: every store operation, the
// directory and Close. *cache.Store and *Client implement it.
type Store interface {
	cache.Interface
	// Dir returns the absolute store directory.
	Dir() string
	// Close releases the store (or the connection to its holder).
	Close() error
}

var (
	_ Store = (*cache.Store)(nil)
	_ Store = (*Client)(nil)
	_ Store = (*sharing)(nil)
)

// Options configures Open.
type Options struct {
	// Notice receives what opening the store did that the user should
	// know (cache.Options.Notice); nil prints to standard error.
	Notice func(string)
	// Wait bounds how long Open keeps trying when the store is held but
	// its holder does not answer yet (it is starting); zero means
	// DefaultWait.
	Wait time.Duration
	// Serve, when this process opens the store itself, shares it while
	// it is open with brief commands (see Brief), naming this process
	// so to them ("reprise run"): a command that holds the store for
	// minutes does not shut out reprise ls. Long commands keep waiting
	// for it as for any process that does not share the store.
	Serve string
	// Brief says the opener reads or makes one change and ends (ls,
	// show, export, import): it may use a store another command holds
	// and shares (Serve).
	Brief bool
}

// SocketName is the file name of the holder's socket in the store
// directory (on Unix; Windows uses a named pipe).
const SocketName = "reprise.sock"

// DefaultWait is how long Open waits for a holder that is starting.
const DefaultWait = 3 * time.Second

// Open connects to the process holding the store in dir, or opens the
// store directly when no process holds it. The holder is asked first:
// opening the files checks them, which is both slow on a large store and
// unsafe while another process is compacting them. A store held by a
// process that does not share it (another reprise command, or an older
// Reprise) gives a *NotSharedError; a holder of another Reprise version a
// *VersionError.
func Open(dir string, opts Options) (Store, error) {
	wait := opts.Wait
	if wait <= 0 {
		wait = DefaultWait
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("resolving store directory %s: %w", dir, err)
	}
	deadline := time.Now().Add(wait)
	for {
		var held error // why the store cannot be used yet
		holder := ""   // who holds it, when it said
		c, err := Dial(abs)
		switch {
		case err == nil && (!c.transient || opts.Brief):
			return c, nil
		case err == nil:
			// A command that will end holds it: wait for it to end.
			holder, held = c.Holder(), &cache.LockedError{Dir: abs, Err: cache.ErrLocked}
			c.Close()
		case !errors.Is(err, errNoEndpoint):
			return nil, err
		default:
			st, err := cache.Open(abs, cache.Options{Notice: opts.Notice})
			if err == nil {
				return share(st, abs, opts), nil
			}
			var locked *cache.LockedError
			if !errors.As(err, &locked) {
				return nil, err
			}
			// Held, but nobody answers yet: a holder that is starting,
			// or a process that does not share the store.
			held = locked
		}
		if time.Now().After(deadline) {
			return nil, &NotSharedError{Dir: abs, Holder: holder, Err: held}
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// share serves st, which this process opened in dir, to brief commands
// while it is open, when opts asks to (Options.Serve). Sharing is a
// courtesy: when it cannot listen, opts.Notice says why and the store is
// used unshared.
func share(st *cache.Store, dir string, opts Options) Store {
	if opts.Serve == "" {
		return st
	}
	h, err := Serve(st, dir, HolderOptions{Holder: opts.Serve, Transient: true})
	if err != nil {
		if opts.Notice != nil {
			opts.Notice(err.Error())
		}
		return st
	}
	return &sharing{Store: st, holder: h}
}

// sharing is a store this process holds and serves to brief commands.
type sharing struct {
	*cache.Store
	holder *Holder
}

// Close stops serving, letting the calls under way finish, then closes
// the store.
func (s *sharing) Close() error {
	herr := s.holder.Close()
	if err := s.Store.Close(); err != nil {
		return err
	}
	return herr
}
