package studio

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/internal/demodrift"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestAmbiguousFixOffersTheRecordedCardFirstAndAcceptingItAddsIt: the
// shop lists a new "Merino Wool Scarf" before the Wool Scarf, whose
// button lost its aria-label and its card its product id. A studio run of
// "click Add to cart for Wool Scarf" fails without clicking; the stored
// run says why in the engine's words (ambiguous, with both scores) and
// offers first the button still in the Wool Scarf card. Accepting that
// suggestion saves a revision whose run puts the Wool Scarf in the cart
// (its price, $24.00, on the cart page; the Merino's is $29.00).
func TestAmbiguousFixOffersTheRecordedCardFirstAndAcceptingItAddsIt(t *testing.T) {
	orig := demodrift.Serve(t, nil)
	drifted := demodrift.Serve(t, map[string][]string{"shop.html": {
		`<article class="product" data-product-id="wool-scarf" `,
		`<article class="product" data-product-id="merino-wool-scarf" data-name="Merino Wool Scarf" data-price="2900" data-order="0" aria-labelledby="name-merino-wool-scarf">
        <div class="swatch" style="--hue: 40" aria-hidden="true"></div>
        <p class="category">Scarves</p>
        <h2 id="name-merino-wool-scarf">Merino Wool Scarf</h2>
        <p class="price">$29.00</p>
        <button type="button" class="btn add-to-cart">Add to cart</button>
      </article>
      <article class="product" data-product-id="wool-scarf-2025" `,
		`<button type="button" class="btn add-to-cart" aria-label="Add Wool Scarf to cart">`, `<button type="button" class="btn add-to-cart">`,
	}})

	// Record on the shop as it was.
	sess := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{Name: "Scarf to cart", StartURL: orig + "/shop.html"}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{}), nil, nil)
	ctx := context.Background()
	if err := rec.Start(ctx); err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"click Add to cart for Wool Scarf", "click Cart", `verify the page contains "$24.00"`} {
		if _, _, err := rec.Do(ctx, in); err != nil {
			t.Fatalf("recording %q: %v", in, err)
		}
	}
	data, err := trajectory.Marshal(rec.Trajectory())
	if err != nil {
		t.Fatal(err)
	}
	if tr, err = trajectory.Parse([]byte(strings.ReplaceAll(string(data), orig, drifted)), "recorded"); err != nil {
		t.Fatal(err)
	}
	tr.ID = ""
	tr.Steps[0].TimeoutMS = 3000 // it fails: no need to wait the default

	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	saved, err := store.SaveTrajectory(tr)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{Store: store, Browser: browsertest.Shared(t), SettingsPath: filepath.Join(t.TempDir(), "settings.json")})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	run := func() *trajectory.Run {
		t.Helper()
		started, err := s.StartRun(RunOptions{TrajectoryID: saved.ID})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.WaitRun(ctx, started.RunID); err != nil {
			t.Fatal(err)
		}
		r, err := s.GetRun(saved.ID, started.RunID)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	failed := run()
	res := failed.Steps[0]
	if failed.Status != trajectory.StatusFailed || res.Status != trajectory.StatusFailed || failed.Steps[1].Status != trajectory.StatusSkipped {
		t.Fatalf("run %s, step 1 %s: nothing may be clicked on an ambiguous match (%s)", failed.Status, res.Status, res.Error)
	}
	if !strings.HasPrefix(res.Cause, "Two elements match about equally: ") || !strings.Contains(res.Cause, `near "Wool Scarf" (`) || !strings.Contains(res.Cause, `near "Merino Wool Scarf" (`) {
		t.Errorf("the stored run's cause %q does not say the match is ambiguous", res.Cause)
	}
	if len(res.Suggestions) < 2 || res.Suggestions[0].Target.Fingerprint.Context != "Wool Scarf" || res.Suggestions[0].Why == "" {
		t.Fatalf("the first suggestion is not the Wool Scarf's, with why: %+v", res.Suggestions)
	}

	zero := 0
	fixed, err := s.AcceptFix(Fix{TrajectoryID: saved.ID, RunID: failed.ID, StepID: res.StepID, Suggestion: &zero})
	if err != nil {
		t.Fatal(err)
	}
	if fixed.Revision != saved.Revision+1 {
		t.Fatalf("the fix saved revision %d, want %d", fixed.Revision, saved.Revision+1)
	}
	if again := run(); again.Status != trajectory.StatusPassed {
		t.Fatalf("the fixed flow does not pass (its cart must hold the $24.00 Wool Scarf, not the $29.00 Merino): %s", again.Error)
	}
}
