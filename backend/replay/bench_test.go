package replay_test

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

var checkoutInstrs = []string{
	"click Add Wool Scarf to cart",
	"click Add to cart for Silk Scarf",
	"click Cart",
	"click Checkout",
	"type Ann Lee into Full name",
	"type 1 Main Street into Address",
	"type Paris into City",
	"select France from Country",
	"check Express",
	"check PayPal",
	"check I accept the terms",
	"click Place order",
	`verify "Thank you for your order" is visible`,
}

// handwrittenCheckout is the checkout flow as a developer would write it
// with playwright-go: one locator per step, Playwright's auto-waiting.
func handwrittenCheckout(page playwright.Page, start string) error {
	steps := []func() error{
		func() error { _, err := page.Goto(start); return err },
		func() error {
			return page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "Add Wool Scarf to cart"}).Click()
		},
		func() error {
			return page.Locator("article", playwright.PageLocatorOptions{HasText: "Silk Scarf"}).
				GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Add to cart"}).Click()
		},
		func() error { return page.GetByTestId("cart-link").Click() },
		func() error {
			return page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "Checkout"}).Click()
		},
		func() error { return page.GetByLabel("Full name").Fill("Ann Lee") },
		func() error { return page.GetByLabel("Address").Fill("1 Main Street") },
		func() error { return page.GetByLabel("City").Fill("Paris") },
		func() error {
			_, err := page.GetByLabel("Country").SelectOption(playwright.SelectOptionValues{Labels: &[]string{"France"}})
			return err
		},
		func() error { return page.GetByLabel("Express").Check() },
		func() error { return page.GetByLabel("PayPal").Check() },
		func() error { return page.GetByLabel("I accept the terms").Check() },
		func() error {
			return page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "Place order"}).Click()
		},
		func() error { return page.GetByText("Thank you for your order").WaitFor() },
	}
	for _, s := range steps {
		if err := s(); err != nil {
			return err
		}
	}
	return nil
}

// BenchmarkCheckoutReplayVsHandwritten replays the recorded demo checkout
// and runs the hand-written playwright-go program on fresh contexts in
// alternation, and reports both medians and their ratio.
func BenchmarkCheckoutReplayVsHandwritten(b *testing.B) {
	s := demo(b)
	start := s.URL() + "/shop.html"
	br := browsertest.Shared(b)
	ctx := context.Background()

	sess, err := br.NewSession(ctx)
	if err != nil {
		b.Fatal(err)
	}
	tr := &trajectory.Trajectory{ID: "bench", Name: "checkout", StartURL: start}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{}), nil, nil)
	if err := rec.Start(ctx); err != nil {
		b.Fatal(err)
	}
	for _, in := range checkoutInstrs {
		if _, _, err := rec.Do(ctx, in); err != nil {
			b.Fatalf("recording %q: %v", in, err)
		}
	}
	sess.Close()

	var hand, rep []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, mode := range []string{"hand", "replay"} {
			sess, err := br.NewSession(ctx)
			if err != nil {
				b.Fatal(err)
			}
			t0 := time.Now()
			if mode == "hand" {
				err = handwrittenCheckout(sess.Page, start)
				hand = append(hand, time.Since(t0))
			} else {
				r := replay.NewPlayer(sess.Page, replay.Options{}).Run(ctx, tr, nil)
				rep = append(rep, time.Since(t0))
				if r.Status != trajectory.StatusPassed {
					b.Fatalf("replay failed: %s", r.Error)
				}
			}
			sess.Close()
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	b.StopTimer()
	mh, mr := median(hand), median(rep)
	b.ReportMetric(float64(mh.Milliseconds()), "handwritten-ms")
	b.ReportMetric(float64(mr.Milliseconds()), "replay-ms")
	b.ReportMetric(float64(mr)/float64(mh), "ratio")
}

func median(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}
