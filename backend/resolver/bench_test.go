package resolver

import (
	"context"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/snapshot"
)

// BenchmarkResolveLargePage resolves instructions against a snapshot of
// the demo site's 400-row users table (about 5,000 elements): a named
// button, a control by its row, and one that is ambiguous.
func BenchmarkResolveLargePage(b *testing.B) {
	s := browsertest.NewPage(b)
	if _, err := s.Page.Goto(demo.URL()+"/large.html", playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
		b.Fatal(err)
	}
	snap, err := snapshot.Take(context.Background(), s.Page, snapshot.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%d elements", len(snap.Elements))
	for _, instr := range []string{"click Export CSV", "click the Delete button for ben.hughes@example.com", "click the checkbox next to ben.hughes@example.com", "click Delete"} {
		in, err := Resolve(instr, snap)
		if err == nil {
			b.Logf("%q → %s", instr, describeIntent(in))
		} else {
			b.Logf("%q → %v", instr, err)
		}
		b.Run(instr, func(b *testing.B) {
			for b.Loop() {
				_, _ = Resolve(instr, snap)
			}
		})
	}
}
