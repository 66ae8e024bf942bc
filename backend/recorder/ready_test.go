package recorder

import (
	"context"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// prepared reports whether the current document's preparation has ended
// and was waited for.
func (r *readiness) prepared() bool {
	r.mu.Lock()
	done, awaited := r.done, r.awaited
	r.mu.Unlock()
	if done == nil || done != awaited {
		return false
	}
	select {
	case <-done:
		return true
	default:
		return false
	}
}

// The first act on a freshly loaded page does not race the page's
// preparation: when Start returns the page is prepared, and an act after
// a step that loaded a new document starts once that one is prepared.
func TestActsStartOnAPreparedPage(t *testing.T) {
	ctx := context.Background()
	// A listener of the page's own, ahead of the recorder's, holds up the
	// delivery of each DOMContentLoaded: on a loaded machine the step
	// that waited for the new document can return, and the next act
	// begin, before the recorder hears of that document (seen in CI).
	rec, _ := startOnLogin(t, func(p playwright.Page) {
		p.OnDOMContentLoaded(func(playwright.Page) { time.Sleep(300 * time.Millisecond) })
	})
	if !rec.ready.prepared() {
		t.Fatal("Start returned before the page was prepared")
	}
	first := rec.ready.done
	if _, _, err := rec.Do(ctx, "click Forgot password?"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := rec.Do(ctx, "type ann@example.com into Email"); err != nil {
		t.Fatal(err)
	}
	if rec.ready.done == first || !rec.ready.prepared() {
		t.Error("the act on the new document did not wait for its preparation")
	}
}

// A navigation within the document (history.pushState) loads nothing: the
// next act finds the page prepared and does not wait for a document that
// is not coming.
func TestNavigationWithinTheDocumentKeepsItPrepared(t *testing.T) {
	ctx := context.Background()
	rec, page := startOnLogin(t, nil)
	first := rec.ready.done
	if _, err := page.Evaluate(`history.pushState({}, "", "#step-2")`); err != nil {
		t.Fatal(err)
	}
	if _, _, err := rec.Do(ctx, "type ann@example.com into Email"); err != nil {
		t.Fatal(err)
	}
	if rec.ready.done != first || !rec.ready.prepared() {
		t.Error("a navigation within the document was taken for a new document")
	}
	rec.ready.mu.Lock()
	navs, moved := rec.ready.navs, rec.ready.navs != rec.ready.doneNavs
	rec.ready.mu.Unlock()
	if navs < 2 {
		t.Fatalf("Playwright reported %d navigations of the main frame; the test wants the pushState among them", navs)
	}
	if moved {
		t.Error("the next act would ask the page about the same navigation again")
	}
}

// startOnLogin starts a recorder on the demo site's login page, in a page
// that before can prepare first (nil: none).
func startOnLogin(t *testing.T, before func(playwright.Page)) (*Recorder, playwright.Page) {
	t.Helper()
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	s := browsertest.NewPage(t)
	if before != nil {
		before(s.Page)
	}
	tr := &trajectory.Trajectory{ID: "t", StartURL: site.URL() + "/login.html"}
	rec := New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, nil)
	if err := rec.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	return rec, s.Page
}
