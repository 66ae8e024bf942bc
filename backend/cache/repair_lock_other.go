//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package cache

// lockStoreDir does nothing on systems without flock (Windows): there,
// Check and Repair rely on the user closing other Reprise processes first.
// Badger's own lock still keeps a second process from opening the store.
func lockStoreDir(string) (unlock func(), err error) { return func() {}, nil }
