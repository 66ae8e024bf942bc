package recorder

import (
	"context"
	"sync"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/snapshot"
)

// maxReadyWait bounds how long an act waits for its document's
// preparation; past it the act goes ahead (the preparation only saves
// time).
const maxReadyWait = 5 * time.Second

// warmSnapshots is how many snapshots a document's preparation takes at
// most, and warmBudget the time after which it takes no more (a large
// page's first snapshot costs more than the warming would save).
const (
	warmSnapshots = 3
	warmBudget    = 40 * time.Millisecond
)

// readiness prepares each document of the page's main frame once it has
// loaded (see prepare) and lets an act wait for that instead of racing it,
// so the first act on a freshly loaded page costs what a later one does:
//
//   - Playwright's isolated world and replay's selector engine are set up
//     (warm);
//   - one snapshot is taken and dropped, so the snapshot script's code is
//     compiled and the page's styles and layout computed before the first
//     act's snapshot, which then costs what a later one does.
type readiness struct {
	mu sync.Mutex
	// done is closed when the current document's preparation ends; nil
	// before the first document loaded.
	done chan struct{}
	// awaited is the done channel the last await waited for.
	awaited chan struct{}
	// navs counts the main frame's navigations as Playwright reports
	// them; doneNavs is the count await last knew to belong to done's
	// document.
	navs, doneNavs int
}

// navigated counts a navigation of the main frame. Playwright reports it
// before the new document's DOMContentLoaded, and also for a navigation
// within the document (history.pushState, a #fragment), which loads
// nothing.
func (r *readiness) navigated() {
	r.mu.Lock()
	r.navs++
	r.mu.Unlock()
}

// loaded starts preparing the main frame's new document. It is called
// from the DOMContentLoaded handler, which must not call Playwright: the
// work runs on its own goroutine, which await waits for.
func (r *readiness) loaded(page playwright.Page) {
	done := make(chan struct{})
	r.mu.Lock()
	r.done = done
	r.doneNavs = r.navs
	r.mu.Unlock()
	go func() {
		defer close(done)
		warm(page.MainFrame())
		ctx, cancel := context.WithTimeout(context.Background(), maxReadyWait)
		defer cancel()
		// The page's engine compiles the snapshot script's hot paths over
		// its first few runs: on a small page a run or two more within
		// warmBudget make the first act's snapshot cost a later one's.
		start := time.Now()
		for n := 0; n < warmSnapshots; n++ {
			t0 := time.Now()
			if _, err := snapshot.Take(ctx, page, snapshot.Options{}); err != nil || time.Since(start)+time.Since(t0) > warmBudget {
				break
			}
		}
	}()
}

// await waits until the current document is prepared, at most
// maxReadyWait or until ctx ends. Before any document's DOMContentLoaded
// was seen it prepares the main frame itself (warm only).
func (r *readiness) await(ctx context.Context, page playwright.Page) {
	r.mu.Lock()
	done := r.done
	seen := done != nil && done == r.awaited
	moved := r.navs != r.doneNavs
	r.mu.Unlock()
	if seen && moved {
		done, seen = r.settle(page, done)
	}
	r.mu.Lock()
	r.awaited = done
	r.mu.Unlock()
	switch {
	case seen:
		return
	case done == nil:
		warm(page.MainFrame())
		return
	}
	select {
	case <-done:
	case <-ctx.Done():
	case <-time.After(maxReadyWait):
	}
}

// settle is await's answer when the main frame navigated after the
// document it last waited for had loaded: a new document is coming, or
// has come and its DOMContentLoaded is still being delivered (the step
// that waited for it can return before the recorder's handler has run),
// or the navigation stayed within the document. It waits for the main
// frame's DOMContentLoaded (at once for the last kind), then makes one
// call to the page: Playwright delivers events and replies in order, so
// when the reply arrives every handler of that DOMContentLoaded has run.
// It returns the document to wait for and whether that was done already.
func (r *readiness) settle(page playwright.Page, last chan struct{}) (chan struct{}, bool) {
	_ = browser.WaitLoad(page, playwright.LoadStateDomcontentloaded, maxReadyWait)
	_, _ = page.MainFrame().Title()
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.done != last {
		return r.done, false
	}
	// No new document: the navigation stayed within this one.
	r.doneNavs = r.navs
	return last, true
}
