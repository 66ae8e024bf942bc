package snapshot

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// benchTake measures Take on a loaded page. Besides ns/op it reports the
// median in ms (machines are noisy), the element count and Text() size.
func benchTake(b *testing.B, url string) {
	page := open(b, url)
	ctx := context.Background()
	snap, err := Take(ctx, page, Options{}) // the first call installs the script
	if err != nil {
		b.Fatal(err)
	}
	var took []time.Duration
	b.ResetTimer()
	for b.Loop() {
		start := time.Now()
		if snap, err = Take(ctx, page, Options{}); err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(start))
	}
	b.StopTimer()
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(len(snap.Elements)), "elements")
	b.ReportMetric(float64(len(snap.Text())), "text-bytes")
}

// BenchmarkTakeLarge snapshots the demo site's large page (about 5,000
// elements: a 400-row table with checkboxes and buttons, menus, footer
// links).
func BenchmarkTakeLarge(b *testing.B) { benchTake(b, demo.URL()+"/large.html") }

// BenchmarkTakeLogin snapshots the demo site's login page.
func BenchmarkTakeLogin(b *testing.B) { benchTake(b, demo.URL()+"/login.html") }

// BenchmarkAriaSnapshotLarge is a yardstick: Playwright's own
// Locator.AriaSnapshot of the large page (no locators, no fingerprints).
func BenchmarkAriaSnapshotLarge(b *testing.B) {
	page := open(b, demo.URL()+"/large.html")
	var took []time.Duration
	size := 0
	for b.Loop() {
		start := time.Now()
		s, err := page.Locator("body").AriaSnapshot()
		if err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(start))
		size = len(s)
	}
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(size), "text-bytes")
}

// BenchmarkTakeVsAriaSnapshotLarge alternates Take and Playwright's
// Locator.AriaSnapshot on the large page, so both see the same machine
// load, and reports both medians and their ratio (below 1: Take is the
// faster, although it also computes locators and fingerprints).
func BenchmarkTakeVsAriaSnapshotLarge(b *testing.B) {
	page := open(b, demo.URL()+"/large.html")
	ctx := context.Background()
	if _, err := Take(ctx, page, Options{}); err != nil { // installs the script
		b.Fatal(err)
	}
	var take, aria []time.Duration
	for b.Loop() {
		start := time.Now()
		if _, err := Take(ctx, page, Options{}); err != nil {
			b.Fatal(err)
		}
		take = append(take, time.Since(start))
		start = time.Now()
		if _, err := page.Locator("body").AriaSnapshot(); err != nil {
			b.Fatal(err)
		}
		aria = append(aria, time.Since(start))
	}
	mt, ma := median(take), median(aria)
	b.ReportMetric(float64(mt.Microseconds())/1000, "take-median-ms")
	b.ReportMetric(float64(ma.Microseconds())/1000, "aria-median-ms")
	b.ReportMetric(float64(mt)/float64(ma), "take/aria")
}

func median(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

// BenchmarkRecordedEngine measures what the fingerprint engine (Recorded)
// adds to a query, in a fresh browser context each iteration as a replay
// run has: the first query in the context's first document (which builds
// the library there and runs it cold), a later one in that document, and
// the first in the next document of the same context (the same renderer,
// whose JavaScript engine has kept the library's compiled code). Each is
// the query's time less that of the same query without the engine, in
// the same isolated world (headed by the tiny Until engine), so
// Playwright's own setup of the document is left out.
func BenchmarkRecordedEngine(b *testing.B) {
	br := browsertest.Shared(b)
	ctx := context.Background()
	email := trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Email", Context: "Welcome back"}
	password := trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Password", Context: "Welcome back"}
	signOut := trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Sign out", Context: "Welcome, ann@example.com"}
	var first, later, next, helper, nextHelper []time.Duration
	for b.Loop() {
		sess, err := br.NewSession(ctx)
		if err != nil {
			b.Fatal(err)
		}
		page := sess.Page
		// without is css in the engines' world, without the fingerprint.
		without := func(css string) time.Duration {
			loc, _ := Until(page, nil, trajectory.Locator{Kind: trajectory.LocCSS, Value: css}, time.Minute)
			return timed(b, loc)
		}
		if _, err := page.Goto(demo.URL() + "/login.html"); err != nil {
			b.Fatal(err)
		}
		helper = append(helper, without("#remember")) // Playwright builds its helper script in the world
		f := timed(b, Recorded(page.Locator("#email"), email, false))
		l := timed(b, Recorded(page.Locator("#password"), password, false))
		first = append(first, f-without("#email"))
		later = append(later, l-without("#password"))
		if _, err := page.Goto(demo.URL() + "/dashboard.html?user=ann@example.com"); err != nil {
			b.Fatal(err)
		}
		nextHelper = append(nextHelper, without("h1"))
		n := timed(b, Recorded(page.Locator("#sign-out"), signOut, false))
		next = append(next, n-without("#sign-out"))
		sess.Close()
	}
	b.StopTimer()
	b.ReportMetric(float64(median(first).Microseconds())/1000, "first-ms")
	b.ReportMetric(float64(median(later).Microseconds())/1000, "later-ms")
	b.ReportMetric(float64(median(next).Microseconds())/1000, "next-doc-ms")
	b.ReportMetric(float64(median(helper).Microseconds())/1000, "helper-ms")
	b.ReportMetric(float64(median(nextHelper).Microseconds())/1000, "next-helper-ms")
}

// timed counts loc's matches, which must be one, and returns how long
// that took.
func timed(b *testing.B, loc playwright.Locator) time.Duration {
	t0 := time.Now()
	n, err := loc.Count()
	d := time.Since(t0)
	if err != nil || n != 1 {
		b.Fatalf("%d matches (%v), want 1", n, err)
	}
	return d
}
