package browser

import (
	"errors"
	"fmt"
	"time"

	"github.com/playwright-community/playwright-go"
)

// loadSlice is how long one wait of WaitLoad lasts before it looks again.
const loadSlice = 100 * time.Millisecond

// WaitLoad waits up to timeout for page's main frame to reach state
// (DOMContentLoaded, load or network idle). It returns nil once it has,
// or Playwright's timeout error (playwright.ErrTimeout) when it has not in
// time, or an error matching ErrClosed once the page is closed.
//
// page.WaitForLoadState in playwright-go first checks the states it has
// already seen, then starts listening for the next one: a state that
// arrives between the two is missed, and the call waits out its whole
// timeout although the page is ready. WaitLoad waits in slices of
// loadSlice and checks again after each, so such a miss costs one slice,
// not the timeout.
func WaitLoad(page playwright.Page, state *playwright.LoadState, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		if page.IsClosed() {
			// Playwright's wait on a closed page runs out its timeout.
			return fmt.Errorf("%w: the page closed while it was loading", ErrClosed)
		}
		left := min(time.Until(deadline), loadSlice)
		// A timeout of 0 would be none at all (see Loaded).
		ms := float64(max(left.Milliseconds(), 1))
		err := page.WaitForLoadState(playwright.PageWaitForLoadStateOptions{State: state, Timeout: &ms})
		if err == nil || !errors.Is(err, playwright.ErrTimeout) || !time.Now().Before(deadline) {
			return err
		}
	}
}

// Loaded reports whether page's main document has fired its load event,
// from the load states Playwright's driver reported as they happened: no
// round trip to the page. It asks with a wait whose timeout is a
// microsecond: playwright-go's timer counts whole milliseconds, so it
// fires at once, where a millisecond would make a page still loading
// answer a millisecond late and a timeout of 0 would mean none.
func Loaded(page playwright.Page) bool {
	return page.MainFrame().WaitForLoadState(playwright.FrameWaitForLoadStateOptions{State: playwright.LoadStateLoad, Timeout: playwright.Float(0.001)}) == nil
}
