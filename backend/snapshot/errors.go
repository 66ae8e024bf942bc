package snapshot

import "errors"

// ErrNoElement is returned (wrapped) by FingerprintOf when its locator
// matches no element before the deadline.
var ErrNoElement = errors.New("no element matches the locator")
