package heal

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/heal/meaning"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestNameSimilarityTellsRewordsFromMeaningChanges(t *testing.T) {
	for _, tc := range []struct {
		recorded, live string
		veto           bool
		minSim         float64
	}{
		{"Sign in", "Sign in now", false, 1},
		{"Sign in", "Log in", false, 1},
		{"Add to cart", "Add to basket", false, 1},
		{"Continue to payment", "Proceed to payment", false, 1},
		{"Email", "Email address", false, 0.6},
		{"Place order", "Buy now", false, 0.6},
		{"Colour", "Color", false, 1},
		{"Subscribe to the newsletter", "Subscribe to our newsletter", false, 1},
		{"Save", "Delete", true, 0},
		{"Place order", "Cancel order", true, 0},
		{"Subscribe", "Unsubscribe", true, 0},
		{"Remember me", "Don't remember me", true, 0},
		{"4 stars", "5 stars", true, 0},
		{"Sign in", "Sign out", true, 0},
		{"Save", "Done", true, 0},
		{"Sign in", "Create account", true, 0},
		{"Download report", "Upload report", true, 0},
		{"Billing address", "Shipping address", true, 0},
		{"First name", "Last name", true, 0},
		{"Home phone", "Work phone", true, 0},
		{"Billing address", "Billing address (street and number)", false, 0.5},
		{"Delivery adress", "Delivery address", false, 0.5},
		{"Address", "Billing address", false, 0.5},
	} {
		sim, _, veto := meaning.Compare(tc.recorded, tc.live)
		if (veto != "") != tc.veto {
			t.Errorf("%q → %q: veto %q, want veto=%v", tc.recorded, tc.live, veto, tc.veto)
		}
		if !tc.veto && sim < tc.minSim {
			t.Errorf("%q → %q: similarity %.2f, want ≥ %.2f", tc.recorded, tc.live, sim, tc.minSim)
		}
	}
}

func TestGeneratedTokensAreIgnored(t *testing.T) {
	for _, s := range []string{"css-1x2y3z", "sc-bdVaJa", "ember123", ":r1:", "a1b2c3", "jsx-2841"} {
		if !meaning.Generated(s) {
			t.Errorf("%q should look generated", s)
		}
	}
	for _, s := range []string{"save", "btn-primary", "login-form", "h2", "col-6"} {
		if meaning.Generated(s) {
			t.Errorf("%q should look hand-written", s)
		}
	}
}

// el builds a snapshot element with a target, as snapshot.Take would.
func el(fp trajectory.Fingerprint, cands ...trajectory.Locator) snapshot.Element {
	if len(cands) == 0 {
		cands = []trajectory.Locator{{Kind: trajectory.LocCSS, Value: fp.Path, Score: snapshot.ScoreCSSPath}}
	}
	return snapshot.Element{Role: fp.Role, Name: fp.Name, Tag: fp.Tag, Interactive: true,
		Target: trajectory.Target{Candidates: cands, Fingerprint: fp}}
}

func button(name, id, class, path, context string, x, y float64) trajectory.Fingerprint {
	fp := trajectory.Fingerprint{Tag: "button", Role: "button", Name: name, Text: name, Path: path, Context: context,
		Box: &trajectory.Box{X: x, Y: y, W: 100, H: 32}, Attrs: map[string]string{"type": "submit"}}
	if id != "" {
		fp.Attrs["id"] = id
	}
	if class != "" {
		fp.Attrs["class"] = class
	}
	return fp
}

var roleName = func(name string) trajectory.Locator {
	return trajectory.Locator{Kind: trajectory.LocRole, Role: "button", Name: name, Score: snapshot.ScoreRole}
}

func TestDecide(t *testing.T) {
	form := "html>body>main>form>button"
	recorded := button("Save", "save", "btn btn-primary css-1x2y3z", form, "Profile", 100, 400)
	target := &trajectory.Target{Candidates: []trajectory.Locator{roleName("Save")}, Fingerprint: recorded}
	cancel := el(button("Cancel", "cancel", "btn", form, "Profile", 220, 400))
	nav := el(trajectory.Fingerprint{Tag: "a", Role: "link", Name: "Save", Path: "html>body>nav>a", Context: "Navigation", Box: &trajectory.Box{X: 10, Y: 10, W: 50, H: 20}})

	for _, tc := range []struct {
		name   string
		page   []snapshot.Element
		healed string // the accepted element's name, "" when it must fail
		why    string // a fragment of the reason
	}{
		{"renamed id heals by role and name",
			[]snapshot.Element{el(button("Save", "save-profile", "btn btn-primary css-1x2y3z", form, "Profile", 100, 400)), cancel, nav},
			"Save", `id changed from "save" to "save-profile"`},
		{"regenerated classes heal",
			[]snapshot.Element{el(button("Save", "", "btn btn-primary css-9q8w7e", form, "Profile", 100, 400)), cancel},
			"Save", "role, name and context unchanged"},
		{"reworded label heals in place",
			[]snapshot.Element{el(button("Save changes", "", "btn btn-primary", form, "Profile", 100, 400)), cancel},
			"Save changes", `name changed from "Save" to "Save changes"`},
		{"added wrapper heals",
			[]snapshot.Element{el(button("Save", "", "btn btn-primary", "html>body>main>form>div>div>button", "Profile", 100, 410)), cancel},
			"Save", "moved in the DOM"},
		{"moved into a shadow root heals",
			[]snapshot.Element{el(func() trajectory.Fingerprint {
				fp := button("Save", "", "btn btn-primary", "html>body>main>form>save-button/button", "Profile", 100, 400)
				fp.InShadow = true
				return fp
			}()), cancel},
			"Save", "moved into a shadow root"},
		{"Save became Delete is refused",
			[]snapshot.Element{el(button("Delete", "save", "btn btn-primary css-1x2y3z", form, "Profile", 100, 400)), cancel},
			"", `meaning changed from "Save" to "Delete"`},
		{"a link with the same name is another control",
			[]snapshot.Element{nav, cancel},
			"", "was refused"},
		{"two equally good look-alikes are ambiguous",
			[]snapshot.Element{
				el(button("Save", "", "btn btn-primary", form, "Profile", 100, 400)),
				el(button("Save", "", "btn btn-primary", form, "Profile", 100, 400)), cancel},
			"", "ambiguous"},
		{"removed element is not replaced by a similar name elsewhere",
			[]snapshot.Element{el(button("Save as template", "tpl", "link", "html>body>aside>button", "Templates", 900, 80)), cancel},
			"", "no confident match"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := New(Options{}).Decide(Rank(target, tc.page))
			switch {
			case tc.healed == "" && d.Best != nil:
				t.Fatalf("healed onto %s (%.2f): %s", Describe(d.Best.Element), d.Best.Score, d.Reason)
			case tc.healed != "" && d.Best == nil:
				t.Fatalf("did not heal: %s", d.Reason)
			case tc.healed != "" && d.Best.Element.Target.Fingerprint.Name != tc.healed:
				t.Fatalf("healed onto %s, want %q", Describe(d.Best.Element), tc.healed)
			}
			if !strings.Contains(d.Reason, tc.why) {
				t.Errorf("reason %q lacks %q", d.Reason, tc.why)
			}
		})
	}
}

func TestRepeatedNameWithAnotherContextIsVetoed(t *testing.T) {
	// "Add to cart" was recorded in the Silk Scarf card; no role locator
	// named it since every card has one.
	list := "html>body>main>ul>li>article>button"
	rec := button("Add to cart", "", "add", list, "Silk Scarf", 300, 500)
	target := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "li:nth-child(2) button", Score: snapshot.ScoreCSSPath}}, Fingerprint: rec}
	wool := el(button("Add to cart", "", "add", list, "Wool Scarf", 300, 300))
	hat := el(button("Add to cart", "", "add", list, "Felt Hat", 300, 700))
	silk := el(button("Add to basket", "", "add", list, "Silk Scarf", 300, 300))

	s := New(Options{})
	// The Silk Scarf card was removed: another card's button must not do.
	if d := s.Decide(Rank(target, []snapshot.Element{wool, hat})); d.Best != nil {
		t.Fatalf("healed onto another product's button: %s", Describe(d.Best.Element))
	}
	// The list was reordered and the label reworded: the Silk Scarf one heals.
	d := s.Decide(Rank(target, []snapshot.Element{wool, silk, hat}))
	if d.Best == nil || d.Best.Element.Target.Fingerprint.Context != "Silk Scarf" {
		t.Fatalf("want the Silk Scarf button, got %+v (%s)", d.Best, d.Reason)
	}
}

func TestDecoyWithSimilarNameDoesNotStealTheHeal(t *testing.T) {
	form := "html>body>main>form>button"
	rec := button("Sign in", "login", "primary", form, "Log in", 100, 300)
	target := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocTestID, Attr: "data-testid", Value: "login"}, roleName("Sign in")}, Fingerprint: rec}
	real := el(button("Sign in now", "login-submit", "primary", form, "Log in", 100, 300))
	decoy := el(button("Sign in with Google", "google", "social", "html>body>main>div>button", "Log in", 100, 360))
	d := New(Options{}).Decide(Rank(target, []snapshot.Element{decoy, real}))
	if d.Best == nil || d.Best.Element != &[]snapshot.Element{decoy, real}[1] && d.Best.Element.Target.Fingerprint.Name != "Sign in now" {
		t.Fatalf("want the reworded button, got %v (%s)", d.Best, d.Reason)
	}
	if d.RunnerUp == nil || d.Best.Score-d.RunnerUp.Score < DefaultMinMargin {
		t.Errorf("margin over the decoy too small: %+v vs %+v", d.Best, d.RunnerUp)
	}
}

func TestSuggestionsListCloseElementsAndSayWhyRefused(t *testing.T) {
	form := "html>body>main>form>button"
	rec := button("Save", "save", "btn", form, "Profile", 100, 400)
	target := &trajectory.Target{Candidates: []trajectory.Locator{roleName("Save")}, Fingerprint: rec}
	page := []snapshot.Element{el(button("Delete", "save", "btn", form, "Profile", 100, 400)), el(button("Save draft", "", "btn", "html>body>aside>button", "Drafts", 900, 40))}
	ranked := Rank(target, page)
	sug := Suggestions(ranked, 3, DefaultSuggestFloor)
	if len(sug) != 2 {
		t.Fatalf("want 2 suggestions, got %+v", sug)
	}
	if !strings.Contains(sug[0].Description, `"Save draft"`) || !strings.Contains(sug[1].Description, "refused: meaning changed") {
		t.Errorf("unexpected suggestions: %q, %q", sug[0].Description, sug[1].Description)
	}
	if sug[0].Refused != "" || !strings.HasPrefix(sug[1].Refused, "meaning changed") || !strings.HasSuffix(sug[1].Description, " (refused: "+sug[1].Refused+")") {
		t.Errorf("refused: %q and %q", sug[0].Refused, sug[1].Refused)
	}
}

func TestPathSimilarityWeighsTheTail(t *testing.T) {
	a := "html>body>main>form>button"
	if s := pathSimilarity(a, "html>body>div>main>form>button"); s < 0.85 {
		t.Errorf("a wrapper high up: %.2f, want ≥ 0.85", s)
	}
	if s := pathSimilarity(a, "html>body>nav>ul>li>button"); s > 0.6 {
		t.Errorf("another place: %.2f, want ≤ 0.6", s)
	}
}

func TestFieldsWithRewrittenHintOrLostLabel(t *testing.T) {
	field := func(name, placeholder, id, path, context string, y float64) trajectory.Fingerprint {
		fp := trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: name, Path: path, Context: context,
			Box: &trajectory.Box{X: 20, Y: y, W: 200, H: 30}, Attrs: map[string]string{}}
		if placeholder != "" {
			fp.Attrs["placeholder"] = placeholder
		}
		if id != "" {
			fp.Attrs["id"] = id
		}
		return fp
	}
	text := func(s string) snapshot.Element { return snapshot.Element{Role: "text", Name: s, Tag: "p"} }
	s := New(Options{})

	// The coupon field's placeholder (its only name) was rewritten, its id
	// renamed and a wrapper added: it is still the field in that place.
	rec := field("e.g. SAVE10", "e.g. SAVE10", "coupon", "html>body>form>input", "Your cart", 100)
	target := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocPlaceholder, Value: "e.g. SAVE10"}}, Fingerprint: rec}
	page := []snapshot.Element{text("Coupon code"), el(field("Enter code", "Enter code", "promo-code-input", "html>body>form>div>input", "Your cart", 104))}
	if d := s.Decide(Rank(target, page)); d.Best == nil {
		t.Errorf("rewritten placeholder: %s", d.Reason)
	}

	// The label lost its for=: the text before the field still reads "Quantity".
	rec = field("Quantity", "", "qty", "html>body>form>input", "Wool Scarf", 100)
	target = &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocLabel, Value: "Quantity"}}, Fingerprint: rec}
	page = []snapshot.Element{text("Quantity"), el(field("", "", "", "html>body>form>input", "Wool Scarf", 100))}
	d := s.Decide(Rank(target, page))
	if d.Best == nil || !d.Best.NameExact {
		t.Errorf("lost label: %+v %s", d.Best, d.Reason)
	}

	// The labelled coupon field was removed: the email field next to it is
	// another field, however close.
	rec = field("Coupon code", "", "coupon", "html>body>form>input", "Checkout", 100)
	target = &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocLabel, Value: "Coupon code"}}, Fingerprint: rec}
	page = []snapshot.Element{el(field("Email for receipt", "", "email", "html>body>form>input", "Checkout", 140))}
	if d := s.Decide(Rank(target, page)); d.Best != nil {
		t.Errorf("healed a removed field onto %s", Describe(d.Best.Element))
	}
}

func TestNamelessRowCheckboxHealsByItsRowOnly(t *testing.T) {
	box := func(path, row string, y float64) trajectory.Fingerprint {
		return trajectory.Fingerprint{Tag: "input", Role: "checkbox", Path: path, Context: row,
			Attrs: map[string]string{"type": "checkbox", "class": "toggle"}, Box: &trajectory.Box{X: 10, Y: y, W: 20, H: 20}}
	}
	old := "html>body>section>ul>li>div>input"
	rec := box(old, "Walk the dog", 100)
	target := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "li:nth-child(2) > div > input", Score: snapshot.ScoreCSSPath}}, Fingerprint: rec}
	// The app dropped the wrapper div and sorted the list differently.
	now := "html>body>section>ul>li>input"
	milk, dog, rent := el(box(now, "Buy milk", 100)), el(box(now, "Walk the dog", 160)), el(box(now, "Pay rent", 130))
	s := New(Options{})
	d := s.Decide(Rank(target, []snapshot.Element{milk, rent, dog}))
	if d.Best == nil || d.Best.Element.Target.Fingerprint.Context != "Walk the dog" {
		t.Fatalf("want the Walk the dog row's checkbox, got %+v (%s)", d.Best, d.Reason)
	}
	// Its row is gone: no other row's checkbox will do.
	if d := s.Decide(Rank(target, []snapshot.Element{milk, rent})); d.Best != nil {
		t.Fatalf("healed onto another row's checkbox: %s", Describe(d.Best.Element))
	}
}
