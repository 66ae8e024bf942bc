package browser

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors returned (wrapped) by this package. Test for them with
// errors.Is; the wrapping error's message says what was being done.
var (
	// ErrNoDriver means no usable Playwright driver was found and none could
	// be installed. The error that wraps it is a *DriverError listing every
	// attempt.
	ErrNoDriver = errors.New("no usable Playwright driver")

	// ErrNoBrowser means no browser executable was found, or an explicitly
	// requested one (Options.BrowserPath, REPRISE_BROWSER) does not exist.
	ErrNoBrowser = errors.New("no usable browser")

	// ErrLaunch means the Playwright driver or the browser process failed to
	// start.
	ErrLaunch = errors.New("browser did not start")

	// ErrConnect means connecting to a remote browser (Options.CDPEndpoint or
	// Options.WSEndpoint) failed.
	ErrConnect = errors.New("could not connect to browser")

	// ErrClosed means the Browser was used after Close, or the browser went
	// away.
	ErrClosed = errors.New("browser is closed")

	// ErrInvalidOptions means the Options given to Launch contradict each
	// other.
	ErrInvalidOptions = errors.New("invalid browser options")
)

// DriverError is returned by EnsureDriver when no driver could be found or
// installed. It lists what was tried, in order, and how to fix it. It
// matches ErrNoDriver with errors.Is.
type DriverError struct {
	// Attempts describes each location or installation method tried and why
	// it did not work, in the order tried.
	Attempts []string
	// Fix is a human-readable suggestion for the user.
	Fix string
}

// Error returns a multi-line message listing the attempts and the fix.
func (e *DriverError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "ensuring Playwright driver %s: %s; tried:", DriverVersion, ErrNoDriver)
	for _, a := range e.Attempts {
		b.WriteString("\n  - ")
		b.WriteString(a)
	}
	if e.Fix != "" {
		b.WriteString("\n")
		b.WriteString(e.Fix)
	}
	return b.String()
}

// Unwrap returns ErrNoDriver so that errors.Is(err, ErrNoDriver) holds.
func (e *DriverError) Unwrap() error { return ErrNoDriver }
