//go:build !windows

package sharedstore

import (
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"syscall"
)

// socketPath returns the socket's path for the store in dir.
func socketPath(dir string) string { return filepath.Join(dir, SocketName) }

// listen listens on the store's socket, replacing one left behind by a
// process that died, with mode 0600.
func listen(dir string) (net.Listener, string, error) {
	path := socketPath(dir)
	if fi, err := os.Lstat(path); err == nil {
		if fi.Mode()&fs.ModeSocket == 0 {
			return nil, path, fmt.Errorf("sharing the store: %s exists and is not a socket; move it away so other reprise commands can use the store while this one holds it", path)
		}
		// The caller holds the store, so no live holder listens here.
		if err := os.Remove(path); err != nil {
			return nil, path, fmt.Errorf("sharing the store: removing the stale socket %s: %w", path, err)
		}
	}
	ln, err := net.Listen("unix", path)
	if err != nil {
		return nil, path, fmt.Errorf("sharing the store: listening on %s: %w", path, err)
	}
	// The store directory is 0700 already; the socket is the user's only
	// too, in case the directory is opened up later.
	if err := os.Chmod(path, 0o600); err != nil {
		ln.Close()
		return nil, path, fmt.Errorf("sharing the store: making %s private: %w", path, err)
	}
	return ln, path, nil
}

// dial connects to the holder of the store in dir.
func dial(dir string) (net.Conn, error) {
	path := socketPath(dir)
	conn, err := net.Dial("unix", path)
	if err != nil {
		// No socket, a dead one, or a store path that is not a directory
		// (opening the store then says what is wrong with it).
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ENOTDIR) {
			return nil, fmt.Errorf("%w: %v", errNoEndpoint, err)
		}
		return nil, fmt.Errorf("connecting to the Reprise process that holds the store in %s: %w", dir, err)
	}
	return conn, nil
}
