//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package cache

import (
	"fmt"
	"os"
	"syscall"
)

// lockStoreDir takes the same lock Badger takes on the store directory (an
// exclusive flock on the directory itself), so Check and Repair never work
// on a store another process (or this one) has open. It returns a
// *LockedError when the store is in use.
func lockStoreDir(dir string) (unlock func(), err error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("opening store directory %s: %w", dir, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, &LockedError{Dir: dir, PID: LockHolderPID(dir), Err: err}
	}
	return func() { f.Close() }, nil
}
