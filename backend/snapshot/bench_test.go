package snapshot

import (
	"context"
	"sort"
	"testing"
	"time"
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
