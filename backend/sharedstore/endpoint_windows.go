//go:build windows

package sharedstore

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"path/filepath"
	"strings"
	"time"

	"github.com/Microsoft/go-winio"
	"golang.org/x/sys/windows"
)

// pipeName returns the named pipe of the store in dir: one per store
// directory (case-insensitively, as Windows paths are).
func pipeName(dir string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(filepath.Clean(dir))))
	return `\\.\pipe\reprise-store-` + hex.EncodeToString(sum[:12])
}

// listen creates the store's named pipe with a security descriptor that
// grants access to this process's user only (no inherited entries, so
// neither other users nor Everyone can open it).
func listen(dir string) (net.Listener, string, error) {
	name := pipeName(dir)
	user, err := windows.GetCurrentProcessToken().GetTokenUser()
	if err != nil {
		return nil, name, fmt.Errorf("sharing the store: finding the current user: %w", err)
	}
	sddl := "D:P(A;;GA;;;" + user.User.Sid.String() + ")"
	ln, err := winio.ListenPipe(name, &winio.PipeConfig{SecurityDescriptor: sddl})
	if err != nil {
		return nil, name, fmt.Errorf("sharing the store: listening on %s: %w", name, err)
	}
	return ln, name, nil
}

// dial connects to the holder of the store in dir.
func dial(dir string) (net.Conn, error) {
	timeout := 2 * time.Second
	conn, err := winio.DialPipe(pipeName(dir), &timeout)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%w: %v", errNoEndpoint, err)
		}
		return nil, fmt.Errorf("connecting to the Reprise process that holds the store in %s: %w", dir, err)
	}
	return conn, nil
}
