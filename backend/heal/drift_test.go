package heal_test

import (
	"cmp"
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/internal/demodrift"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// recordOnDemo records instrs on the demo site's page and returns the
// trajectory pointed at the same page of drifted, another server.
func recordOnDemo(t *testing.T, page, drifted string, instrs ...string) *trajectory.Trajectory {
	t.Helper()
	orig := demodrift.Serve(t, nil)
	sess := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "drift" + strings.ToLower(strings.NewReplacer("/", "", " ", "").Replace(t.Name())), Name: t.Name(), StartURL: orig + page}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{}), nil, nil)
	ctx := context.Background()
	if err := rec.Start(ctx); err != nil {
		t.Fatal(err)
	}
	for _, in := range instrs {
		if _, _, err := rec.Do(ctx, in); err != nil {
			t.Fatalf("recording %q: %v", in, err)
		}
	}
	out := cloneJSON(t, rec.Trajectory())
	out.StartURL = drifted + page
	for i := range out.Steps {
		out.Steps[i].Page = strings.ReplaceAll(out.Steps[i].Page, orig, drifted)
	}
	return out
}

// merinoCard is a new product the shop lists before the Wool Scarf.
const merinoCard = `<article class="product" data-product-id="merino-wool-scarf" data-name="Merino Wool Scarf" data-price="2900" data-order="0" aria-labelledby="name-merino-wool-scarf">
        <div class="swatch" style="--hue: 40" aria-hidden="true"></div>
        <p class="category">Scarves</p>
        <h2 id="name-merino-wool-scarf">Merino Wool Scarf</h2>
        <p class="price">$29.00</p>
        <button type="button" class="btn add-to-cart">Add to cart</button>
      </article>
      `

const woolCard = `<article class="product" data-product-id="wool-scarf" `

// cart reads which products the page put in the cart, by id.
func cart(t *testing.T, r replayed) []string {
	t.Helper()
	v, err := r.page.Evaluate(`() => (JSON.parse(localStorage.getItem("reprise-demo-cart") || "[]")).map(l => l.id)`)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, id := range v.([]any) {
		ids = append(ids, id.(string))
	}
	return ids
}

var percentRe = regexp.MustCompile(`\((\d+)%\)`)

// ranked reports whether sug lists the elements replay could act on by
// score, best first, then the refused ones by score.
func ranked(sug []trajectory.Suggestion) bool {
	key := func(s trajectory.Suggestion) float64 {
		if s.Refused != "" {
			return s.Score - 2
		}
		return s.Score
	}
	return slices.IsSortedFunc(sug, func(a, b trajectory.Suggestion) int { return cmp.Compare(key(b), key(a)) })
}

// The Wool Scarf card lost its aria-label and its product id, and a
// "Merino Wool Scarf" card now stands where it stood. Its "Add to cart"
// is no longer named "Add Wool Scarf to cart": two cards' buttons are
// candidates, and nothing may be clicked. The suggestion offered first is
// the one still in the Wool Scarf card, not the newcomer that took its
// place; the cause says the match is ambiguous, in words, with both
// scores; the suggestions are sorted by score; and accepting the first
// one puts the Wool Scarf in the cart.
func TestNewProductBeforeTheRecordedOneIsAmbiguousAndTheRecordedCardComesFirst(t *testing.T) {
	drifted := demodrift.Serve(t, map[string][]string{"shop.html": {
		woolCard, merinoCard + `<article class="product" data-product-id="wool-scarf-2025" `,
		`<button type="button" class="btn add-to-cart" aria-label="Add Wool Scarf to cart">`, `<button type="button" class="btn add-to-cart">`,
	}})
	tr := recordOnDemo(t, "/shop.html", drifted, "add Wool Scarf to the cart")
	got := replayWith(t, tr, replay.Options{StepTimeout: 2 * time.Second})
	logRun(t, got.run)
	res := got.run.Steps[0]
	if res.Status != trajectory.StatusFailed {
		t.Fatalf("step %s (heal %+v): two cards' buttons are candidates, nothing may be clicked", res.Status, res.Heal)
	}
	if ids := cart(t, got); len(ids) != 0 {
		t.Fatalf("the cart holds %v: something was added", ids)
	}
	if len(res.Suggestions) < 2 {
		t.Fatalf("want at least two suggestions, got %+v", res.Suggestions)
	}
	first := res.Suggestions[0]
	if first.Target.Fingerprint.Context != "Wool Scarf" || first.Refused != "" {
		t.Errorf("first suggestion %q (%.2f), want the Add to cart near \"Wool Scarf\"", first.Description, first.Score)
	}
	if !strings.Contains(first.Why, "context") || strings.Contains(first.Why, "context changed") {
		t.Errorf("the first suggestion's why %q does not say its context is the recorded one", first.Why)
	}
	if !ranked(res.Suggestions) {
		t.Errorf("suggestions not sorted by score: %+v", res.Suggestions)
	}
	if !strings.HasPrefix(res.Cause, "Two elements match about equally: ") || !strings.Contains(res.Cause, `near "Wool Scarf" (`) || !strings.Contains(res.Cause, `near "Merino Wool Scarf" (`) {
		t.Errorf("cause %q does not say the match is ambiguous between the two cards", res.Cause)
	}
	if m := percentRe.FindAllStringSubmatch(res.Cause, -1); len(m) != 2 {
		t.Errorf("cause %q does not give both scores", res.Cause)
	}
	if strings.Contains(res.Error, "equally good") {
		t.Errorf("error says %q: the rule is a least lead, not equality", res.Error)
	}

	// Accepting the first suggestion adds the Wool Scarf.
	fixed := cloneJSON(t, tr)
	tgt := first.Target.Clone()
	fixed.Steps[0].Target = &tgt
	again := replayWith(t, fixed, replay.Options{Heal: trajectory.HealOff})
	if again.run.Status != trajectory.StatusPassed {
		logRun(t, again.run)
		t.Fatal("the accepted suggestion does not replay")
	}
	if ids := cart(t, again); !slices.Equal(ids, []string{"wool-scarf-2025"}) {
		t.Errorf("the accepted suggestion added %v, want the Wool Scarf", ids)
	}
}

// The Wool Scarf is gone and the Merino Wool Scarf took its place: the
// newcomer sits where the recorded button sat, but it is another
// product's. Nothing is clicked; no suggestion is the Wool Scarf's.
func TestProductReplacedInPlaceIsNotHealedOntoTheNewcomer(t *testing.T) {
	drifted := demodrift.Serve(t, map[string][]string{"shop.html": {
		`<article class="product" data-product-id="wool-scarf" data-name="Wool Scarf" data-price="2400" data-order="0" aria-labelledby="name-wool-scarf">
        <div class="swatch" style="--hue: 12" aria-hidden="true"></div>
        <p class="category">Scarves</p>
        <h2 id="name-wool-scarf">Wool Scarf</h2>
        <p class="price">$24.00</p>
        <button type="button" class="btn add-to-cart" aria-label="Add Wool Scarf to cart">Add to cart</button>
      </article>
      `, merinoCard,
	}})
	tr := recordOnDemo(t, "/shop.html", drifted, "add Wool Scarf to the cart")
	got := replayWith(t, tr, replay.Options{StepTimeout: 2 * time.Second})
	logRun(t, got.run)
	res := got.run.Steps[0]
	if res.Status != trajectory.StatusFailed || res.Heal != nil {
		t.Fatalf("step %s (heal %+v): the recorded product is gone", res.Status, res.Heal)
	}
	if ids := cart(t, got); len(ids) != 0 {
		t.Fatalf("the cart holds %v: another product was added", ids)
	}
	if !strings.HasPrefix(res.Cause, "Nothing like the recorded element is left where it was: ") || strings.Contains(res.Error, "equally good") {
		t.Errorf("cause %q does not say the recorded element's place is gone (error %q)", res.Cause, res.Error)
	}
	if !ranked(res.Suggestions) {
		t.Errorf("suggestions not sorted by score: %+v", res.Suggestions)
	}
}

// Sign in became Continue: the failure's cause says so first, short.
func TestRenamedButtonCauseSaysTheMeaningChangedFirst(t *testing.T) {
	drifted := demodrift.Serve(t, map[string][]string{"login.html": {
		`<button type="submit" class="btn primary block" data-testid="login-submit">Sign in</button>`,
		`<button type="submit" class="btn primary block">Continue</button>`,
	}})
	tr := recordOnDemo(t, "/login.html", drifted, "click Sign in")
	got := replayWith(t, tr, replay.Options{StepTimeout: 2 * time.Second})
	logRun(t, got.run)
	res := got.run.Steps[0]
	if res.Status != trajectory.StatusFailed {
		t.Fatalf("step %s: Continue is not Sign in", res.Status)
	}
	const want = `Meaning changed from "Sign in" to "Continue" (a different action): replay will not act on button "Continue"`
	if !strings.HasPrefix(res.Cause, want) || len(res.Cause) > 200 {
		t.Errorf("cause %q, want it to start %q and stay short", res.Cause, want)
	}
}
