package keychain

import (
	"errors"
	"strings"
	"testing"

	"github.com/zalando/go-keyring"
)

// TestNoKeychainIsSaidInWords: on a Linux machine with no desktop session
// the credential store's own error is about D-Bus; storing or removing a
// key says instead that no keychain service answers and what must run,
// keeping the original for errors.Is/As. (go-keyring's mock stands in for
// the credential store, which does not run on this machine.)
func TestNoKeychainIsSaidInWords(t *testing.T) {
	cause := errors.New(`exec: "dbus-launch": executable file not found in $PATH`)
	keyring.MockInitWithError(cause)
	t.Cleanup(keyring.MockInit)
	for _, c := range []struct {
		op  string
		err error
	}{{"store", Set("openai", "sk-test")}, {"remove", Delete("openai")}} {
		var se *StoreError
		if !errors.As(c.err, &se) || !errors.Is(c.err, cause) {
			t.Fatalf("%s: %v, want a StoreError wrapping the credential store's", c.op, c.err)
		}
		msg := c.err.Error()
		if !strings.HasPrefix(msg, "could not "+c.op+" the openai key in the OS keychain: no keychain service answers") ||
			!strings.Contains(msg, "Secret Service") || strings.Contains(msg, "dbus-launch") || strings.Contains(msg, "$PATH") {
			t.Errorf("%s: %q", c.op, msg)
		}
	}
	// Another failure keeps the store's own words, which may be all there is.
	keyring.MockInitWithError(errors.New("user interaction is not allowed"))
	if err := Set("openai", "sk-test"); err == nil || err.Error() != "could not store the openai key in the OS keychain: user interaction is not allowed" {
		t.Errorf("another failure: %v", err)
	}
}
