// Package keychain keeps model providers' API keys in the operating
// system's credential store (macOS Keychain, Windows Credential Manager,
// the Secret Service on Linux desktops) under the service "reprise", so
// keys never sit in Reprise's store, its settings or a shell history.
//
// Source plugs into llm.Options.KeySource: a key found here is used before
// the provider's environment variable. Where no credential store runs (a
// CI machine, a container without D-Bus), Source finds nothing and the
// environment variables are used.
package keychain

import (
	"errors"
	"fmt"
	"strings"

	"github.com/zalando/go-keyring"

	"github.com/reprise-qa/reprise/backend/appdirs"
)

// Service is the name keys are filed under in the credential store, the
// same on every system (appdirs.KeychainService).
const Service = appdirs.KeychainService

// ErrNotFound is returned by Get when no key is stored for the provider.
var ErrNotFound = errors.New("no key stored")

// Get returns the key stored for provider ("openai", "google",
// "anthropic", …).
func Get(provider string) (string, error) {
	k, err := keyring.Get(Service, provider)
	if errors.Is(err, keyring.ErrNotFound) {
		return "", fmt.Errorf("reading the %s key from the OS keychain: %w", provider, ErrNotFound)
	}
	if err != nil {
		return "", fmt.Errorf("reading the %s key from the OS keychain: %w", provider, err)
	}
	return k, nil
}

// Set stores key for provider, replacing any earlier one.
func Set(provider, key string) error {
	key = strings.TrimSpace(key)
	if key == "" {
		return fmt.Errorf("storing the %s key: the key is empty", provider)
	}
	if err := keyring.Set(Service, provider, key); err != nil {
		return &StoreError{Op: "store", Provider: provider, Err: err}
	}
	return nil
}

// StoreError is a key the OS keychain did not store or remove. Its text
// says so in words and what usually causes it; the credential store's own
// message (often about D-Bus) is kept for errors.Unwrap.
type StoreError struct {
	// Op is "store" or "remove".
	Op       string
	Provider string
	Err      error
}

func (e *StoreError) Error() string {
	why := strings.TrimSpace(e.Err.Error())
	if low := strings.ToLower(why); strings.Contains(low, "dbus") || strings.Contains(low, "org.freedesktop") {
		// Linux: the Secret Service is reached over a D-Bus session.
		why = "no keychain service answers on this machine: on Linux a Secret Service (GNOME Keyring or KWallet) must be running in a desktop session"
	}
	return fmt.Sprintf("could not %s the %s key in the OS keychain: %s", e.Op, e.Provider, why)
}

func (e *StoreError) Unwrap() error { return e.Err }

// Delete removes the key stored for provider; removing a key that is not
// there is not an error.
func Delete(provider string) error {
	err := keyring.Delete(Service, provider)
	if err != nil && !errors.Is(err, keyring.ErrNotFound) {
		return &StoreError{Op: "remove", Provider: provider, Err: err}
	}
	return nil
}

// Source is an llm.Options.KeySource: the stored key, or "" (so the
// environment is read) when none is stored or no credential store runs.
func Source(provider string) (string, error) {
	k, err := Get(provider)
	if err != nil {
		return "", nil
	}
	return k, nil
}
