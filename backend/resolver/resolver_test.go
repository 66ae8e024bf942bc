package resolver

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func el(id, role, name string, attrs map[string]string, context string) snapshot.Element {
	tag := map[string]string{"button": "button", "link": "a", "textbox": "input", "checkbox": "input", "radio": "input", "combobox": "select", "heading": "h1"}[role]
	return snapshot.Element{ID: id, Role: role, Name: name, Tag: tag, Interactive: role != "heading",
		Target: trajectory.Target{
			Candidates:  []trajectory.Locator{{Kind: trajectory.LocRole, Role: role, Name: name}},
			Fingerprint: trajectory.Fingerprint{Tag: tag, Role: role, Name: name, Attrs: attrs, Context: context}}}
}

var shop = &snapshot.Snapshot{Elements: []snapshot.Element{
	el("e1", "heading", "Demo shop", nil, ""),
	el("e2", "textbox", "Email", map[string]string{"placeholder": "you@example.com"}, ""),
	el("e3", "textbox", "Password", nil, ""),
	el("e4", "checkbox", "Remember me", nil, ""),
	el("e5", "button", "Sign in", nil, ""),
	el("e6", "link", "Forgot password?", nil, ""),
	el("e7", "combobox", "Country", nil, ""),
	el("e8", "button", "Add to cart", nil, "Wool Scarf"),
	el("e9", "button", "Add to cart", nil, "Silk Scarf"),
	el("e10", "textbox", "Search products", map[string]string{"placeholder": "Search products"}, ""),
	el("e11", "radio", "Express", nil, ""),
}}

func TestResolveSimpleInstructions(t *testing.T) {
	cases := []struct {
		instr  string
		action trajectory.Action
		id     string
		value  string
	}{
		{"click Sign in", trajectory.ActionClick, "e5", ""},
		{"Click the \"Sign in\" button.", trajectory.ActionClick, "e5", ""},
		{"tap on sign in", trajectory.ActionClick, "e5", ""},
		{"press Sign in", trajectory.ActionClick, "e5", ""},
		{"type {{user}} into Email", trajectory.ActionFill, "e2", "{{user}}"},
		{"enter 'secret123' in the Password field", trajectory.ActionFill, "e3", "secret123"},
		{"fill Email with ann@example.com", trajectory.ActionFill, "e2", "ann@example.com"},
		{"type scarf into you@example.com", trajectory.ActionFill, "e2", "scarf"},
		{"select France from Country", trajectory.ActionSelect, "e7", "France"},
		{"check Remember me", trajectory.ActionCheck, "e4", ""},
		{"check the Express radio", trajectory.ActionCheck, "e11", ""},
		{"uncheck remember me", trajectory.ActionUncheck, "e4", ""},
		{"hover over Forgot password?", trajectory.ActionHover, "e6", ""},
		{"click Add to cart for Silk Scarf", trajectory.ActionClick, "e9", ""},
		{"wait for Sign in", trajectory.ActionWaitFor, "e5", ""},
		// A field shows its value: the check reads it, not its (empty) text.
		{"verify Email contains ann", trajectory.ActionAssertValue, "e2", "ann"},
		{"verify Demo shop is visible", trajectory.ActionAssertVisible, "e1", ""},
		{"verify Remember me is checked", trajectory.ActionAssertChecked, "e4", ""},
		{"check that the Express radio is selected", trajectory.ActionAssertChecked, "e11", ""},
		{"make sure remember me is ticked", trajectory.ActionAssertChecked, "e4", ""},
		{"Remember me should be checked", trajectory.ActionAssertChecked, "e4", ""},
		{"make sure the Sign in button is visible", trajectory.ActionAssertVisible, "e5", ""},
		{"the Sign in button should be visible", trajectory.ActionAssertVisible, "e5", ""},
	}
	for _, tc := range cases {
		t.Run(tc.instr, func(t *testing.T) {
			in, err := Resolve(tc.instr, shop)
			if err != nil {
				t.Fatal(err)
			}
			if in.Action != tc.action || in.Element == nil || in.Element.ID != tc.id || in.Value != tc.value {
				id := ""
				if in.Element != nil {
					id = in.Element.ID
				}
				t.Errorf("got %s %s %q, want %s %s %q", in.Action, id, in.Value, tc.action, tc.id, tc.value)
			}
		})
	}
}

func TestResolveRightAndDoubleClicks(t *testing.T) {
	for _, tc := range []struct {
		instr  string
		button string
		count  int
	}{
		{"right-click Sign in", "right", 0},
		{"Right click on the Sign in button", "right", 0},
		{"double-click Sign in", "", 2},
		{"double click sign in", "", 2},
		{"click Sign in", "", 0},
	} {
		in, err := Resolve(tc.instr, shop)
		if err != nil {
			t.Fatalf("%s: %v", tc.instr, err)
		}
		if in.Action != trajectory.ActionClick || in.Element == nil || in.Element.ID != "e5" || in.Button != tc.button || in.ClickCount != tc.count {
			t.Errorf("%s: got %s on %v, button %q, count %d", tc.instr, in.Action, in.Element, in.Button, in.ClickCount)
		}
	}
}

func TestResolvePageActions(t *testing.T) {
	cases := []struct {
		instr string
		want  Intent
	}{
		{"go to /shop.html", Intent{Action: trajectory.ActionGoto, URL: "/shop.html"}},
		{"open https://example.com/a?b=1", Intent{Action: trajectory.ActionGoto, URL: "https://example.com/a?b=1"}},
		{"press Enter", Intent{Action: trajectory.ActionPress, Key: "Enter"}},
		{"hit the escape key", Intent{Action: trajectory.ActionPress, Key: "Escape"}},
		{"press ctrl+a", Intent{Action: trajectory.ActionPress, Key: "Control+a"}},
		{"scroll down", Intent{Action: trajectory.ActionScroll, DeltaY: 600}},
		{"scroll up by 200 px", Intent{Action: trajectory.ActionScroll, DeltaY: -200}},
		{"go back", Intent{Action: trajectory.ActionBack}},
		{"verify url contains /dashboard", Intent{Action: trajectory.ActionAssertURL, URL: "/dashboard", Match: "contains"}},
	}
	for _, tc := range cases {
		t.Run(tc.instr, func(t *testing.T) {
			in, err := Resolve(tc.instr, shop)
			if err != nil {
				t.Fatal(err)
			}
			if in.Action != tc.want.Action || in.URL != tc.want.URL || in.Key != tc.want.Key || in.DeltaY != tc.want.DeltaY || in.Match != tc.want.Match || in.Element != nil {
				t.Errorf("got %+v, want %+v", *in, tc.want)
			}
		})
	}
}

func TestResolveNeverGuesses(t *testing.T) {
	cases := []struct {
		instr   string
		mention string
	}{
		{"add the cheapest scarf to the cart", `choosing the product by "cheapest" compares the products`},
		{"click Add to cart", "2 elements match equally well"},
		{"click Checkout", "no element matches"},
		{"type hello into Remember me", "a checkbox cannot be typed into"}, // a checkbox is not fillable
		{"click Add to cart for Cotton Scarf", `no element fits: 2 match, but not next to "Cotton Scarf"`},
	}
	for _, tc := range cases {
		t.Run(tc.instr, func(t *testing.T) {
			in, err := Resolve(tc.instr, shop)
			if !errors.Is(err, ErrNeedsModel) {
				t.Fatalf("want ErrNeedsModel, got %+v, %v", in, err)
			}
			if !strings.Contains(err.Error(), tc.mention) {
				t.Errorf("error %q does not mention %q", err, tc.mention)
			}
		})
	}
	_, err := Resolve("click Add to cart", shop)
	if !strings.Contains(err.Error(), `[e8] button "Add to cart"`) {
		t.Errorf("ambiguity error should list the closest elements: %v", err)
	}
	// An instruction that names nothing on the page lists the page's
	// controls once, with the one reason said once.
	_, err = Resolve("flibber the wobble gronk", shop)
	if msg := err.Error(); strings.Count(msg, "nothing on the page is named like it") != 1 || strings.Contains(msg, "names nothing like it") ||
		!strings.Contains(msg, `text field "Email"`) {
		t.Errorf("an instruction that names nothing here: %v", err)
	}
}

func TestResolveAssertionOnPageTextLeavesLookupToCaller(t *testing.T) {
	in, err := Resolve(`verify "Thank you for your order" is visible`, shop)
	if err != nil {
		t.Fatal(err)
	}
	if in.Element != nil || in.Phrase != "Thank you for your order" {
		t.Errorf("got element %v phrase %q", in.Element, in.Phrase)
	}
}

func TestRoleWordThatBelongsToTheName(t *testing.T) {
	snap := &snapshot.Snapshot{Elements: []snapshot.Element{
		{ID: "e1", Role: "textbox", Name: "Email", Interactive: true},
		{ID: "e2", Role: "button", Name: "Send reset link", Interactive: true},
		{ID: "e3", Role: "link", Name: "Back to sign in", Interactive: true},
	}}
	in, err := Resolve("click Send reset link", snap)
	if err != nil || in.Element.ID != "e2" {
		t.Fatalf("got %+v, %v; want the button named Send reset link", in, err)
	}
	if in, err := Resolve("click Back to sign in link", snap); err != nil || in.Element.ID != "e3" {
		t.Fatalf("role hint: got %+v, %v", in, err)
	}
}

// rows is a list whose row checkboxes and delete buttons have no names
// of their own: only their row's text tells them apart.
var rows = &snapshot.Snapshot{Elements: []snapshot.Element{
	el("e1", "textbox", "What needs to be done?", map[string]string{"placeholder": "What needs to be done?"}, "todos"),
	xel("e2", "checkbox", "", "/html/body/ul/li[1]/div/input", "todos"),
	xel("e3", "text", "Buy milk", "/html/body/ul/li[1]/div/label", "todos"),
	xel("e4", "button", "Delete", "/html/body/ul/li[1]/div/button", "todos"),
	xel("e5", "checkbox", "", "/html/body/ul/li[2]/div/input", "todos"),
	xel("e6", "text", "Walk the dog", "/html/body/ul/li[2]/div/label", "todos"),
	xel("e7", "button", "Delete", "/html/body/ul/li[2]/div/button", "todos"),
	el("e8", "button", "Clear completed", nil, "todos"),
}}

func xel(id, role, name, xpath, context string) snapshot.Element {
	e := el(id, role, name, nil, context)
	e.Interactive = role != "text"
	e.Target.Candidates = append(e.Target.Candidates, trajectory.Locator{Kind: trajectory.LocXPath, Value: xpath})
	return e
}

func TestNamelessControlsFoundByTheirRow(t *testing.T) {
	for _, tc := range []struct{ instr, id string }{
		{"check the checkbox next to 'Walk the dog'", "e5"},
		{"tick the box for Buy milk", "e2"},
		{"mark 'Walk the dog' as done", "e5"},
		{"click the delete button for 'Walk the dog'", "e7"},
		{"click the second Delete button", "e7"},
		{"double-click 'Buy milk'", "e3"},
		{"type 'Call the bank in the morning' into the 'What needs to be done?' field", "e1"},
	} {
		in, err := Resolve(tc.instr, rows)
		if err != nil || in.Element.ID != tc.id {
			t.Errorf("%q: got %+v, %v; want %s", tc.instr, in, err, tc.id)
		}
	}
}

func TestCheckboxNextToItsOwnLabel(t *testing.T) {
	snap := &snapshot.Snapshot{Elements: []snapshot.Element{
		el("e1", "checkbox", "Walk the dog", nil, "todos"),
		el("e2", "checkbox", "Buy milk", nil, "todos"),
	}}
	in, err := Resolve("check the checkbox next to 'Walk the dog'", snap)
	if err != nil || in.Element.ID != "e1" {
		t.Fatalf("got %+v, %v; want the checkbox labelled Walk the dog", in, err)
	}
}

func TestNeedsModelListsClosestWithWhyNotTaken(t *testing.T) {
	cases := []struct {
		instr string
		want  []string
	}{
		{"check the checkbox", []string{`[e2] checkbox without a name (near "todos") — 2 equally close — ambiguous`, `[e5] checkbox`}},
		{"click the Delete button", []string{"2 elements match equally well", `[e4] button "Delete" (near "todos") — 2 equally close — ambiguous`}},
		{"click the Remove all button", []string{`button "Clear completed"`, "name differs"}},
		{"check the checkbox next to 'Feed the cat'", []string{`not next to "Feed the cat"`}},
		{"get rid of the completed ones", []string{"not one of the simple forms", `[e8] button "Clear completed" (near "todos") — shares words with it`}},
		{"type milk into Clear completed", []string{`[e8] button "Clear completed" (near "todos") — a button cannot be typed into`}},
		{"click the Delete link", []string{`[e4] button "Delete" (near "todos") — is a button, not a link`}},
	}
	for _, tc := range cases {
		_, err := Resolve(tc.instr, rows)
		var nm *NeedsModelError
		if !errors.As(err, &nm) {
			t.Fatalf("%q: want a needs-a-model error, got %v", tc.instr, err)
		}
		if len(nm.Closest) == 0 || len(nm.Closest) > 5 {
			t.Errorf("%q: %d closest elements, want 1 to 5: %v", tc.instr, len(nm.Closest), err)
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%q: error %q does not say %q", tc.instr, err, w)
			}
		}
	}
}

func TestQuotedPartsAreAtomic(t *testing.T) {
	for _, tc := range []struct {
		in     string
		masked string
		quotes []string
	}{
		{`type 'The box was crushed in transit.' into the 'Message' field`, "type \x010\x02 into the \x011\x02 field", []string{"The box was crushed in transit.", "Message"}},
		{`click "Don't save"`, "click \x010\x02", []string{"Don't save"}},
		{`click Ada Lovelace's Edit button`, "click Ada Lovelace's Edit button", nil},
		{`click “Save”`, "click \x010\x02", []string{"Save"}},
		{`type it's fine into Notes`, "type it's fine into Notes", nil},
	} {
		m, q := maskQuotes(tc.in)
		if m != tc.masked || !slices.Equal(q, tc.quotes) {
			t.Errorf("%s: masked %q %q, want %q %q", tc.in, m, q, tc.masked, tc.quotes)
		}
	}
}

func TestRoleFreeWordsNeedAQuotedName(t *testing.T) {
	snap := &snapshot.Snapshot{Elements: []snapshot.Element{
		el("e1", "button", "New", nil, ""),
		el("e2", "button", "New item", nil, ""),
	}}
	if in, err := Resolve("click New item", snap); err != nil || in.Element.ID != "e2" {
		t.Fatalf("got %+v, %v; want the button named New item", in, err)
	}
}

// Every instruction the resolver is not sure of fails with the elements
// that came closest, each with why it was not taken, whatever made it
// unsure: an unknown verb, a name the page lacks, two equally good
// matches, no target at all, a sentence in none of the simple forms.
func TestNeedsModelErrorsListClosestWithReasons(t *testing.T) {
	for _, instr := range []string{
		"click Add to cart",                 // two, in different cards
		"click Buy now",                     // no such element
		"frobnicate the scarf",              // unknown verb
		"type hello into the Comment field", // no such field
		"check the checkbox next to 'Nobody'",
		"click",                            // no target named
		"Then I should see the dashboard",  // not a simple form
		"select Germany from the Password", // not a select
		"dismiss the toast",
	} {
		_, err := Resolve(instr, shop)
		if !errors.Is(err, ErrNeedsModel) {
			t.Errorf("%q: %v, want a needs-a-model error", instr, err)
			continue
		}
		if why := listsClosest(err); why != "" {
			t.Errorf("%q: %s", instr, why)
		}
		t.Log(err)
	}
}

func TestSearchForTypesIntoTheOneSearchField(t *testing.T) {
	in, err := Resolve("search for scarf", shop)
	if err != nil || in.Action != trajectory.ActionFill || in.Element.ID != "e10" || in.Value != "scarf" {
		t.Fatalf("search for scarf: got %+v, %v", in, err)
	}
	twoSearches := &snapshot.Snapshot{Elements: append(slices.Clone(shop.Elements),
		el("e12", "textbox", "", map[string]string{"class": "site-search"}, "banner"))}
	none := &snapshot.Snapshot{Elements: slices.DeleteFunc(slices.Clone(shop.Elements), func(e snapshot.Element) bool { return e.ID == "e10" })}
	for _, tc := range []struct {
		name    string
		snap    *snapshot.Snapshot
		instr   string
		mention string
	}{
		{"two search fields", twoSearches, "search for scarf", "2 search fields"},
		{"no search field", none, "search for scarf", "no search field"},
		{"where to search is in the words", shop, "search for scarf in the shop", "quote the search"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, err := Resolve(tc.instr, tc.snap)
			if !errors.Is(err, ErrNeedsModel) || !strings.Contains(err.Error(), tc.mention) {
				t.Fatalf("want a needs-a-model error that mentions %q, got %+v, %v", tc.mention, in, err)
			}
		})
	}
}

func TestNextPageIsTheWholeName(t *testing.T) {
	pager := &snapshot.Snapshot{Elements: []snapshot.Element{
		el("e1", "link", "Previous orders", nil, "Account"),
		el("e2", "button", "Next", nil, "Orders"),
	}}
	in, err := Resolve("go to the next page", pager)
	if err != nil || in.Element.ID != "e2" || in.Action != trajectory.ActionClick {
		t.Fatalf("go to the next page: got %+v, %v", in, err)
	}
	if in, err := Resolve("go to the previous page", pager); !errors.Is(err, ErrNeedsModel) {
		t.Fatalf(`"Previous orders" is no previous page: got %+v, %v`, in, err)
	}
}

// TestPastedPageOfTextIsRefusedInWords: an instruction longer than
// MaxInstruction (a pasted page) needs a model, and the error says why
// without echoing the whole text.
func TestPastedPageOfTextIsRefusedInWords(t *testing.T) {
	huge := strings.Repeat("click the blue button ", 240000/22+1)[:240000]
	_, err := Resolve(huge, shop)
	var nm *NeedsModelError
	if !errors.As(err, &nm) || !strings.Contains(err.Error(), "it is 240000 characters long, and the offline resolver reads instructions of at most 1000") || len(err.Error()) > 400 {
		t.Errorf("err = %.500v", err)
	}
	if _, err := Resolve(strings.Repeat("x", MaxInstruction-len("click "))+"", shop); err != nil && strings.Contains(err.Error(), "characters long") {
		t.Errorf("an instruction at the limit was refused as too long: %.200v", err)
	}
}

func TestVerifyThePageContains(t *testing.T) {
	for _, instr := range []string{`verify the page contains Sign in`, `check that the page shows "Thank you for your order"`, `Verify the page contains {{user}}.`} {
		in, err := Resolve(instr, shop)
		if err != nil {
			t.Fatalf("%s: %v", instr, err)
		}
		if !in.Page || in.Element != nil || in.Action != trajectory.ActionAssertText || in.Value == "" || in.Match != "contains" {
			t.Errorf("%s: got %+v; want a check of the page's text", instr, in)
		}
	}
}

func TestSubmitTheFormClicksItsOneSubmitButton(t *testing.T) {
	submit := func(id, name, ty, context string) snapshot.Element {
		e := el(id, "button", name, map[string]string{"type": ty}, context)
		if ty == "" {
			e.Target.Fingerprint.Attrs = nil
		}
		return e
	}
	login := &snapshot.Snapshot{Elements: []snapshot.Element{
		el("e1", "textbox", "Email", nil, "Welcome back"),
		submit("e2", "Show password", "button", "Welcome back"),
		submit("e3", "Sign in", "submit", "Welcome back"),
	}}
	for _, instr := range []string{"submit the form", "Submit", "then submit it", "submit the Welcome back form"} {
		if in, err := Resolve(instr, login); err != nil || in.Action != trajectory.ActionClick || in.Element.ID != "e3" {
			t.Errorf("%q: got %+v, %v; want a click on Sign in", instr, in, err)
		}
	}
	// A page whose buttons have no type: the one there is submits its form.
	untyped := &snapshot.Snapshot{Elements: []snapshot.Element{el("e1", "textbox", "Name", nil, ""), submit("e2", "Send", "", "")}}
	if in, err := Resolve("submit the form", untyped); err != nil || in.Element.ID != "e2" {
		t.Errorf("one untyped button: got %+v, %v", in, err)
	}
	two := &snapshot.Snapshot{Elements: []snapshot.Element{submit("e1", "Subscribe", "submit", "Newsletter"), submit("e2", "Send message", "submit", "Contact us")}}
	if in, err := Resolve("submit the Contact us form", two); err != nil || in.Element.ID != "e2" {
		t.Errorf("the form named: got %+v, %v", in, err)
	}
	for _, tc := range []struct {
		snap    *snapshot.Snapshot
		mention string
	}{
		{two, "2 submit buttons: name the button to click"},
		{&snapshot.Snapshot{Elements: []snapshot.Element{el("e1", "link", "Home", nil, "")}}, "no submit button"},
	} {
		if in, err := Resolve("submit the form", tc.snap); !errors.Is(err, ErrNeedsModel) || !strings.Contains(err.Error(), tc.mention) {
			t.Errorf("want a needs-a-model error that mentions %q, got %+v, %v", tc.mention, in, err)
		}
	}
}

func TestVerifyWhereThePageIs(t *testing.T) {
	dash := &snapshot.Snapshot{URL: "http://127.0.0.1:8080/order-confirmation.html?id=7", Elements: []snapshot.Element{
		el("e1", "heading", "Your orders", nil, ""),
		el("e2", "button", "Sign out", nil, ""),
	}}
	dash.Elements[0].Level = 1
	for _, tc := range []struct{ instr, url, heading string }{
		{"verify I am on the order confirmation page", "order-confirmation", ""},
		{"Then I should be on the Order Confirmation page", "order-confirmation", ""},
		{"make sure the order confirmation page is shown", "order-confirmation", ""},
		{"check that I'm on the orders page", "", "e1"},
		{"the Your orders screen should open", "", "e1"},
	} {
		in, err := Resolve(tc.instr, dash)
		switch {
		case err != nil:
			t.Errorf("%q: %v", tc.instr, err)
		case tc.url != "" && (in.Action != trajectory.ActionAssertURL || in.URL != tc.url || in.Match != "contains"):
			t.Errorf("%q: got %s %q (%s), want the URL to contain %q", tc.instr, in.Action, in.URL, in.Match, tc.url)
		case tc.heading != "" && (in.Action != trajectory.ActionAssertVisible || in.Element == nil || in.Element.ID != tc.heading):
			t.Errorf("%q: got %+v, want heading %s visible", tc.instr, in, tc.heading)
		}
	}
	// Somewhere else (a wrong password stays on the login page): the
	// address is checked, and the check fails where it is performed.
	if in, err := Resolve("verify I am on the account dashboard", dash); err != nil || in.Action != trajectory.ActionAssertURL || in.URL != "account-dashboard" {
		t.Errorf("a place the page does not show: got %+v, %v; want the URL to contain account-dashboard", in, err)
	}
	for _, tc := range []struct{ instr, mention string }{
		{"Given I am on the login page", "make that page the flow's start URL"},
	} {
		if in, err := Resolve(tc.instr, dash); !errors.Is(err, ErrNeedsModel) || !strings.Contains(err.Error(), tc.mention) {
			t.Errorf("%q: want a needs-a-model error that mentions %q, got %+v, %v", tc.instr, tc.mention, in, err)
		}
	}
}

func TestAFixedWaitIsNoStepForAModelEither(t *testing.T) {
	for _, instr := range []string{"wait 2 seconds", "wait for 500 ms", "pause for a moment", "Then wait a few seconds", "sleep 1s"} {
		in, err := Resolve(instr, shop)
		var ns *NotAStepError
		if !errors.As(err, &ns) || errors.Is(err, ErrNeedsModel) || !strings.Contains(err.Error(), `Say what to wait for instead, e.g. "wait for Order confirmed"`) {
			t.Errorf("%q: got %+v, %v; want a refusal that says what to write instead and asks no model", instr, in, err)
		}
	}
	if in, err := Resolve("wait for Sign in", shop); err != nil || in.Action != trajectory.ActionWaitFor {
		t.Errorf("wait for an element: got %+v, %v", in, err)
	}
}
