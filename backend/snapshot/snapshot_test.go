package snapshot

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

var (
	demo     *demosite.Server // the demo shop: login, shop, iframes, shadow DOM, large page
	fixtures *httptest.Server // testdata/*.html
)

func TestMain(m *testing.M) {
	ctx, cancel := context.WithCancel(context.Background())
	srv, err := demosite.Start(ctx, "")
	if err != nil {
		fmt.Fprintln(os.Stderr, "starting demo site:", err)
		os.Exit(1)
	}
	demo = srv
	fixtures = httptest.NewServer(http.FileServer(http.Dir("testdata")))
	code := browsertest.Main(m)
	fixtures.Close()
	cancel()
	_ = srv.Close()
	os.Exit(code)
}

// open loads url in a fresh page and waits until it and its frames have
// loaded.
func open(t testing.TB, url string) playwright.Page {
	t.Helper()
	s := browsertest.NewPage(t)
	if _, err := s.Page.Goto(url, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	return s.Page
}

func take(t testing.TB, page playwright.Page, opts Options) *Snapshot {
	t.Helper()
	snap, err := Take(context.Background(), page, opts)
	if err != nil {
		t.Fatalf("Take: %v", err)
	}
	return snap
}

// find returns the elements with role and name.
func find(s *Snapshot, role, name string) []*Element {
	var out []*Element
	for i := range s.Elements {
		if e := &s.Elements[i]; e.Role == role && e.Name == name {
			out = append(out, e)
		}
	}
	return out
}

// one returns the only element with role and name.
func one(t *testing.T, s *Snapshot, role, name string) *Element {
	t.Helper()
	got := find(s, role, name)
	if len(got) != 1 {
		t.Fatalf("want one %s %q, got %d in:\n%s", role, name, len(got), s.Text())
	}
	return got[0]
}

// candidate returns e's candidate of kind, if any.
func candidate(e *Element, kind trajectory.LocatorKind) (trajectory.Locator, bool) {
	for _, c := range e.Target.Candidates {
		if c.Kind == kind {
			return c, true
		}
	}
	return trajectory.Locator{}, false
}

// checkCandidates resolves every candidate of the elements with Playwright
// and checks that it matches exactly one element whose live fingerprint is
// the snapshot's, both per Compare and field by field (box aside). This is
// what keeps the script's uniqueness counting honest with Playwright's own
// selector engines.
func checkCandidates(t *testing.T, page playwright.Page, elements []*Element) {
	t.Helper()
	type job struct {
		el *Element
		c  trajectory.Locator
	}
	var jobs []job
	for _, e := range elements {
		if len(e.Target.Candidates) == 0 {
			continue
		}
		if last := e.Target.Candidates[len(e.Target.Candidates)-1]; last.Kind != trajectory.LocCSS && last.Kind != trajectory.LocXPath {
			t.Errorf("%s %s %q: last candidate is %s, want the css path or xpath", e.ID, e.Role, e.Name, last.Kind)
		}
		for i, c := range e.Target.Candidates {
			if i > 0 && c.Score < e.Target.Candidates[i-1].Score {
				t.Errorf("%s: candidates not sorted by score: %v", e.ID, e.Target.Candidates)
			}
			jobs = append(jobs, job{e, c})
		}
	}
	ch := make(chan job)
	var wg sync.WaitGroup
	var mu sync.Mutex
	errs := map[string][]string{}
	fail := func(j job, format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		key := fmt.Sprintf("%s %s %q", j.el.ID, j.el.Role, j.el.Name)
		errs[key] = append(errs[key], fmt.Sprintf("%s %s: ", j.c.Kind, locString(j.c))+fmt.Sprintf(format, args...))
	}
	for range 6 {
		wg.Go(func() {
			for j := range ch {
				loc := Resolve(page, j.el.Target.Frames, j.c)
				n, err := loc.Count()
				if err != nil {
					fail(j, "counting: %v", err)
					continue
				}
				if n != 1 {
					fail(j, "matches %d elements, want 1", n)
					continue
				}
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				live, err := FingerprintOf(ctx, loc)
				cancel()
				if err != nil {
					fail(j, "fingerprinting: %v", err)
					continue
				}
				if ok, why := Compare(j.el.Target.Fingerprint, live); !ok {
					fail(j, "found another element: %s", why)
					continue
				}
				want := j.el.Target.Fingerprint
				want.Box, live.Box = nil, nil
				if !reflect.DeepEqual(want, live) {
					fail(j, "fingerprint differs:\n  take:          %+v\n  FingerprintOf: %+v", want, live)
				}
			}
		})
	}
	for _, j := range jobs {
		ch <- j
	}
	close(ch)
	wg.Wait()
	for k, v := range errs {
		t.Errorf("%s:\n  %s", k, strings.Join(v, "\n  "))
	}
	t.Logf("checked %d candidates of %d elements", len(jobs), len(elements))
}

func locString(l trajectory.Locator) string {
	switch l.Kind {
	case trajectory.LocRole:
		return fmt.Sprintf("%s[name=%q]", l.Role, l.Name)
	case trajectory.LocTestID:
		return fmt.Sprintf("[%s=%q]", l.Attr, l.Value)
	}
	return fmt.Sprintf("%q", l.Value)
}

func all(s *Snapshot) []*Element {
	out := make([]*Element, len(s.Elements))
	for i := range s.Elements {
		out[i] = &s.Elements[i]
	}
	return out
}

func TestLoginPage(t *testing.T) {
	page := open(t, demo.URL()+"/login.html")
	snap := take(t, page, Options{})

	email := one(t, snap, "textbox", "Email")
	one(t, snap, "textbox", "Password")
	remember := one(t, snap, "checkbox", "Remember me")
	one(t, snap, "link", "Forgot password?")
	signIn := one(t, snap, "button", "Sign in")
	one(t, snap, "heading", "Welcome back")
	one(t, snap, "navigation", "Main")

	if c := signIn.Target.Candidates[0]; c.Kind != trajectory.LocTestID || c.Attr != "data-testid" || c.Value != "login-submit" || c.Score != ScoreTestID {
		t.Errorf("Sign in: first candidate %+v, want data-testid login-submit", c)
	}
	if c, ok := candidate(email, trajectory.LocLabel); !ok || c.Value != "Email" {
		t.Errorf("Email: want label candidate, got %+v", email.Target.Candidates)
	}
	if c, ok := candidate(email, trajectory.LocCSS); !ok || c.Value != "#email" || c.Score != ScoreCSSID {
		t.Errorf("Email: want #email first css candidate, got %+v", email.Target.Candidates)
	}
	if remember.Checked != "false" {
		t.Errorf("Remember me: checked %q, want false", remember.Checked)
	}
	fp := email.Target.Fingerprint
	if fp.Tag != "input" || fp.Role != "textbox" || fp.Attrs["type"] != "email" || fp.Attrs["id"] != "email" ||
		fp.Context != "Welcome back" || fp.Box == nil || fp.Box.W <= 0 || !strings.HasPrefix(fp.Path, "html>body>main>") {
		t.Errorf("Email fingerprint: %+v", fp)
	}
	if !strings.HasPrefix(email.ID, "e") || snap.Title != "Sign in · Demo Store" {
		t.Errorf("id %q title %q", email.ID, snap.Title)
	}

	text := snap.Text()
	for _, want := range []string{
		`] button "Sign in"`,
		`] textbox "Email"`,
		`] checkbox "Remember me"`,
		`] heading "Welcome back" level=1`,
		` [e`, // nested lines are indented
	} {
		if !strings.Contains(text, want) {
			t.Errorf("Text() lacks %q:\n%s", want, text)
		}
	}
	if !strings.Contains(text, "["+signIn.ID+`] button "Sign in"`) {
		t.Errorf("Text() lacks the Sign in line with its id %s:\n%s", signIn.ID, text)
	}
	t.Logf("login Text(): %d bytes (~%d tokens), %d elements, took %v\n%s", len(text), len(text)/4, len(snap.Elements), snap.Took, text)

	checkCandidates(t, page, all(snap))
}

func TestTextShowsStateAndMasksPasswords(t *testing.T) {
	page := open(t, demo.URL()+"/login.html")
	if err := page.GetByLabel("Email").Fill("alice@example.com"); err != nil {
		t.Fatal(err)
	}
	if err := page.GetByLabel("Password").Fill("secret123"); err != nil {
		t.Fatal(err)
	}
	if err := page.GetByLabel("Remember me").Check(); err != nil {
		t.Fatal(err)
	}
	text := take(t, page, Options{}).Text()
	for _, want := range []string{`textbox "Email" value="alice@example.com"`, `checkbox "Remember me" checked`, `textbox "Password" value="••••••"`} {
		if !strings.Contains(text, want) {
			t.Errorf("Text() lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "secret123\"") {
		t.Errorf("Text() leaks the password:\n%s", text)
	}
}

func TestRepeatedButtonsAreToldApartByContext(t *testing.T) {
	page := open(t, demo.URL()+"/shop.html")
	snap := take(t, page, Options{})

	plain := find(snap, "button", "Add to cart")
	if len(plain) != 4 {
		t.Fatalf("want 4 buttons named just \"Add to cart\", got %d:\n%s", len(plain), snap.Text())
	}
	contexts := map[string]bool{}
	for _, b := range plain {
		if _, ok := candidate(b, trajectory.LocRole); ok {
			t.Errorf("%s: role candidate for a name shared by 4 buttons: %+v", b.ID, b.Target.Candidates)
		}
		contexts[b.Target.Fingerprint.Context] = true
	}
	for _, want := range []string{"Silk Scarf", "Cotton Scarf", "Bucket Hat", "Knit Gloves"} {
		if !contexts[want] {
			t.Errorf("no Add to cart button with context %q (have %v)", want, contexts)
		}
	}
	if ok, why := Compare(plain[0].Target.Fingerprint, plain[1].Target.Fingerprint); ok {
		t.Errorf("Compare took one product's Add to cart for another's")
	} else if !strings.Contains(why, "context") {
		t.Errorf("Compare reason %q, want it to name the context", why)
	}
	labelled := one(t, snap, "button", "Add Wool Scarf to cart")
	if c := labelled.Target.Candidates[0]; c.Kind != trajectory.LocRole {
		t.Errorf("Add Wool Scarf to cart: first candidate %+v, want role", c)
	}
	sort := one(t, snap, "combobox", "Sort by")
	if sort.Value != "Featured" || len(sort.Options) != 4 || sort.Options[1] != "Price: low to high" {
		t.Errorf("Sort by: value %q options %q", sort.Value, sort.Options)
	}
	if !strings.Contains(snap.Text(), `options=[Featured|Price: low to high|Price: high to low|Name: A to Z]`) {
		t.Errorf("Text() lacks the select's options:\n%s", snap.Text())
	}
	if !strings.Contains(snap.Text(), `"$39.00"`) {
		t.Errorf("Text() lacks the prices that tell products apart:\n%s", snap.Text())
	}
	checkCandidates(t, page, all(snap))

	// The css path is anchored on the product card's data key, so it still
	// finds Silk Scarf's button after the grid is re-sorted.
	silk := plain[0]
	var path trajectory.Locator
	for _, c := range silk.Target.Candidates {
		if c.Kind == trajectory.LocCSS && c.Score == ScoreCSSPath {
			path = c
		}
	}
	if !strings.Contains(path.Value, `data-product-id="silk-scarf"`) {
		t.Errorf("Silk Scarf's css path %q is not anchored on its card", path.Value)
	}
	if _, err := page.GetByLabel("Sort by").SelectOption(playwright.SelectOptionValues{Labels: &[]string{"Price: high to low"}}); err != nil {
		t.Fatal(err)
	}
	live, err := FingerprintOf(context.Background(), Resolve(page, nil, path))
	if err != nil {
		t.Fatal(err)
	}
	if ok, why := Compare(silk.Target.Fingerprint, live); !ok {
		t.Errorf("after sorting, the css path finds another element: %s", why)
	}
}

func TestFrames(t *testing.T) {
	page := open(t, demo.URL()+"/iframe.html")
	// The cross-origin frame's src is set by script: wait for its form.
	if err := page.Locator("#contact-frame").ContentFrame().GetByRole("button", playwright.FrameLocatorGetByRoleOptions{Name: "Send message"}).WaitFor(); err != nil {
		t.Fatal(err)
	}
	snap := take(t, page, Options{})

	same := one(t, snap, "iframe", "Newsletter signup")
	cross := one(t, snap, "iframe", "Contact form")
	if same.Frame != "f1" || cross.Frame != "f2" {
		t.Errorf("frame ids %q %q, want f1 f2", same.Frame, cross.Frame)
	}
	email := one(t, snap, "textbox", "Email address")
	if !strings.HasPrefix(email.ID, "f1e") || len(email.Target.Frames) != 1 || email.Target.Frames[0].Selector != "#newsletter-frame" {
		t.Errorf("newsletter email: id %s frames %+v", email.ID, email.Target.Frames)
	}
	send := one(t, snap, "button", "Send message")
	fr := send.Target.Frames
	if !strings.HasPrefix(send.ID, "f2e") || len(fr) != 1 || fr[0].Selector != "#contact-frame" || !strings.HasPrefix(fr[0].URL, demo.AltURL()) {
		t.Errorf("cross-origin send: id %s frames %+v (alt origin %s)", send.ID, fr, demo.AltURL())
	}
	topic := one(t, snap, "combobox", "Topic")
	if topic.Value != "General question" || !strings.HasPrefix(topic.ID, "f2e") {
		t.Errorf("topic: %+v", topic)
	}
	text := snap.Text()
	if !strings.Contains(text, `iframe "Contact form" (f2)`) || !strings.Contains(text, `[`+send.ID+`] button "Send message"`) {
		t.Errorf("Text() lacks the frame lines:\n%s", text)
	}
	// Frame elements follow their iframe and are indented below it.
	idx := map[string]int{}
	for i, e := range snap.Elements {
		idx[e.ID] = i
	}
	if !(idx[cross.ID] < idx[send.ID]) || send.Depth <= cross.Depth {
		t.Errorf("frame elements not nested under their iframe")
	}
	checkCandidates(t, page, all(snap))
}

func TestShadowRoots(t *testing.T) {
	page := open(t, demo.URL()+"/shadow.html")
	if err := page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "3 stars"}).WaitFor(); err != nil {
		t.Fatal(err)
	}
	snap := take(t, page, Options{})
	for _, name := range []string{"1 star", "2 stars", "3 stars", "4 stars", "5 stars"} {
		star := one(t, snap, "button", name)
		if !star.Target.Fingerprint.InShadow || !strings.Contains(star.Target.Fingerprint.Path, "rating-widget/") {
			t.Errorf("%s: fingerprint %+v, want inShadow under rating-widget/", name, star.Target.Fingerprint)
		}
		if _, ok := candidate(star, trajectory.LocXPath); ok {
			t.Errorf("%s: xpath candidate inside a shadow root", name)
		}
	}
	promo := one(t, snap, "textbox", "Promo code")
	if !strings.Contains(promo.Target.Fingerprint.Path, "rating-widget/") || !strings.Contains(promo.Target.Fingerprint.Path, "promo-code/") {
		t.Errorf("promo code in nested shadow root: path %q", promo.Target.Fingerprint.Path)
	}
	one(t, snap, "button", "Apply")
	one(t, snap, "group", "Rate Wool Scarf")
	if got := find(snap, "button", "Help"); len(got) != 0 {
		t.Errorf("found %d buttons inside a closed shadow root", len(got))
	}
	checkCandidates(t, page, all(snap))
}

func TestEdgeCases(t *testing.T) {
	page := open(t, fixtures.URL+"/edge.html")
	deepInput := page.Locator(`iframe[name="inner"]`).ContentFrame().Locator("#deep").ContentFrame().Locator("input")
	if err := deepInput.WaitFor(); err != nil {
		t.Fatal(err)
	}
	snap := take(t, page, Options{})
	text := snap.Text()

	kind := func(e *Element, k trajectory.LocatorKind) trajectory.Locator {
		t.Helper()
		c, ok := candidate(e, k)
		if !ok {
			t.Errorf("%s %q: no %s candidate in %+v", e.Role, e.Name, k, e.Target.Candidates)
		}
		return c
	}
	none := func(e *Element, k trajectory.LocatorKind, value string) {
		t.Helper()
		for _, c := range e.Target.Candidates {
			if c.Kind == k && (value == "" || c.Value == value) {
				t.Errorf("%s %q: unexpected candidate %+v", e.Role, e.Name, c)
			}
		}
	}

	if c := kind(one(t, snap, "button", "Save"), trajectory.LocTestID); c.Attr != "data-test" || c.Score != ScoreOtherTestID {
		t.Errorf("Save: %+v", c)
	}
	kind(one(t, snap, "button", "Quality"), trajectory.LocTestID)
	kind(one(t, snap, "button", "Cypress"), trajectory.LocTestID)
	none(one(t, snap, "button", "Dup one"), trajectory.LocTestID, "")

	for _, name := range []string{"React id", "Ember id", "Hash id"} {
		e := one(t, snap, "textbox", name)
		for _, c := range e.Target.Candidates {
			if c.Kind == trajectory.LocCSS && c.Score == ScoreCSSID {
				t.Errorf("%s: generated-looking id used: %+v", name, c)
			}
		}
	}
	if c := kind(one(t, snap, "textbox", "Stable id"), trajectory.LocCSS); c.Value != "#stable-name" {
		t.Errorf("Stable id: %+v", c)
	}

	nick := one(t, snap, "textbox", "Nickname")
	if c := kind(nick, trajectory.LocLabel); c.Value != "Nickname" {
		t.Errorf("Nickname label: %+v", c)
	}
	if c := kind(one(t, snap, "textbox", "City"), trajectory.LocLabel); c.Value != "City" {
		t.Errorf("City label: %+v", c)
	}
	bio := one(t, snap, "textbox", "Bio")
	if c := kind(bio, trajectory.LocPlaceholder); c.Value != "Tell us" {
		t.Errorf("Bio placeholder: %+v", c)
	}
	if pw := one(t, snap, "textbox", "Secret"); pw.Value != "••••••" {
		t.Errorf("password value %q not masked", pw.Value)
	}
	size := find(snap, "combobox", "")
	if len(size) != 1 || size[0].Value != "Medium" || len(size[0].Options) != 3 {
		t.Fatalf("unnamed select: %+v", size)
	}
	if c := kind(size[0], trajectory.LocCSS); c.Value != `select[name="size"]` || c.Score != ScoreCSSAttr {
		t.Errorf("select css: %+v", c)
	}
	if agree := one(t, snap, "checkbox", "I agree"); agree.Checked != "true" {
		t.Errorf("I agree: checked %q", agree.Checked)
	}
	for _, plan := range []string{"Free", "Pro"} {
		if r := one(t, snap, "radio", plan); r.Target.Fingerprint.Context != "Plan" {
			t.Errorf("radio %s: context %q, want the legend", plan, r.Target.Fingerprint.Context)
		}
	}
	if c := kind(one(t, snap, "button", "Send form"), trajectory.LocText); c.Value != "Send form" {
		t.Errorf("submit input text: %+v", c)
	}
	if d := one(t, snap, "button", "Disabled action"); !d.Disabled || !strings.Contains(text, `"Disabled action" disabled`) {
		t.Errorf("disabled button: %+v", d)
	}
	star := one(t, snap, "button", "★ Star") // ::before content counts, as for Playwright
	if c := kind(star, trajectory.LocRole); c.Name != "★ Star" {
		t.Errorf("star role: %+v", c)
	}
	one(t, snap, "link", "Company logo")
	if c := kind(findByText(t, snap, "Hover me"), trajectory.LocTitle); c.Value != "Tooltip thing" {
		t.Errorf("title: %+v", c)
	}
	if e := findByText(t, snap, "Clickable div"); !e.Interactive {
		t.Errorf("clickable div not interactive: %+v", e)
	}
	if e := findByText(t, snap, "Editable area"); !e.Interactive {
		t.Errorf("contenteditable not interactive: %+v", e)
	}
	if summary := one(t, snap, "generic", "More info"); summary.Tag != "summary" || !summary.Interactive { // no role for Playwright
		t.Errorf("summary: %+v", summary)
	}
	for _, want := range []string{`] summary "More info"`, `] div "Clickable div"`, `] div "Editable area"`, `] listitem "Buy milk"`, `] combobox near "Edge cases" value="Medium"`} {
		if !strings.Contains(text, want) {
			t.Errorf("Text() lacks %q", want)
		}
	}
	if len(find(snap, "button", "Inside details")) != 0 {
		t.Errorf("closed <details> content listed")
	}
	ghost := one(t, snap, "button", "Ghost") // its display:none twin is not listed...
	kind(ghost, trajectory.LocRole)          // ...nor counted by getByRole...
	none(ghost, trajectory.LocText, "")      // ...but getByText counts hidden elements
	for _, hidden := range []string{"Aria hidden", "Invisible"} {
		if len(find(snap, "button", hidden)) != 0 {
			t.Errorf("hidden button %q listed", hidden)
		}
	}
	one(t, snap, "button", "Spaced out text")
	one(t, snap, "listbox", "Colors")
	if red := one(t, snap, "option", "Red"); !red.Interactive {
		t.Errorf("custom option not interactive")
	}
	one(t, snap, "option", "Green")
	one(t, snap, "button", "Custom button")
	one(t, snap, "button", "Nested label")
	removes := find(snap, "button", "Remove")
	if len(removes) != 2 || removes[0].Target.Fingerprint.Context != "Buy milk" || removes[1].Target.Fingerprint.Context != "Walk dog" {
		t.Errorf("Remove buttons: want contexts from their list items, got %d", len(removes))
		for _, r := range removes {
			t.Logf("  %+v", r.Target.Fingerprint)
		}
	}
	slotted := one(t, snap, "button", "Slotted")
	if slotted.Target.Fingerprint.InShadow {
		t.Errorf("slotted light-DOM button marked inShadow")
	}
	if sb := one(t, snap, "button", "Shadow button"); !sb.Target.Fingerprint.InShadow {
		t.Errorf("shadow button not inShadow")
	}

	// Frames: by name, by src, and a frame inside a frame.
	inner := one(t, snap, "button", "Inner button")
	if f := inner.Target.Frames; len(f) != 1 || f[0].Selector != `iframe[name="inner"]` || f[0].Name != "inner" {
		t.Errorf("inner frame ref: %+v", f)
	}
	link := one(t, snap, "link", "Second frame link")
	if f := link.Target.Frames; len(f) != 1 || f[0].Selector != `iframe[src*="/inner2.html"]` {
		t.Errorf("second frame ref: %+v", f)
	}
	deep := one(t, snap, "textbox", "Deep field")
	if f := deep.Target.Frames; len(f) != 2 || f[0].Selector != `iframe[name="inner"]` || f[1].Selector != "#deep" {
		t.Errorf("nested frame refs: %+v", f)
	}
	if !strings.HasPrefix(inner.ID, "f1e") || !strings.HasPrefix(deep.ID, "f2e") || !strings.HasPrefix(link.ID, "f3e") {
		t.Errorf("frame numbering: inner %s deep %s second %s, want f1, f2 (inside f1), f3", inner.ID, deep.ID, link.ID)
	}
	if t.Failed() {
		t.Logf("Text():\n%s", text)
	}
	checkCandidates(t, page, all(snap))
}

// TestAccessibleNames covers naming rules; every role candidate is checked
// against Playwright's getByRole, so a wrong name fails the test.
func TestAccessibleNames(t *testing.T) {
	page := open(t, fixtures.URL+"/names.html")
	snap := take(t, page, Options{})
	for _, c := range []struct{ role, name string }{
		{"button", "Alpha Beta"},
		{"button", "Visible"},
		{"button", "Close"},
		{"link", "Logo Home"},
		{"button", "Next →"},
		{"button", "Go"},
		{"button", "Reset"},
		{"button", "Blank button"},
		{"textbox", "Only a title"},
		{"textbox", "Only a placeholder"},
		{"checkbox", "Accept terms"},
		{"switch", "Dark mode"},
		{"link", "Block Text"},
		{"link", "Inline"},
		{"spinbutton", "Qty items"}, // the field itself is skipped in its label
		{"combobox", "Color"},
		{"button", "Settings"},
		{"tab", "Tab A"},
		{"menuitem", "Save as…"},
		{"button", "Click me"},
		{"button", "Inside contents"},
		{"button", "Save draft"},
		{"button", "Details"},
		{"button", "Deep inside"},
		{"link", "link inside"},
	} {
		e := one(t, snap, c.role, c.name)
		if _, ok := candidate(e, trajectory.LocRole); !ok {
			t.Errorf("%s %q: no role candidate", c.role, c.name)
		}
	}
	if c, ok := candidate(one(t, snap, "button", "Details"), trajectory.LocTitle); !ok || c.Value != "More details" {
		t.Errorf("title candidate: %+v", c)
	}
	for _, name := range []string{"Name"} {
		for _, e := range find(snap, "textbox", name) {
			if _, ok := candidate(e, trajectory.LocLabel); ok {
				t.Errorf("label candidate for a label shared by two inputs")
			}
		}
	}
	if c, ok := candidate(findByText(t, snap, "Fancy div"), trajectory.LocLabel); !ok || c.Value != "Fancy" {
		t.Errorf("aria-label on a div: want label candidate Fancy, got %+v", c)
	}
	if e := one(t, snap, "switch", "Dark mode"); e.Checked != "false" {
		t.Errorf("switch checked %q", e.Checked)
	}
	if e := one(t, snap, "checkbox", "Accept terms"); e.Checked != "true" {
		t.Errorf("aria checkbox checked %q", e.Checked)
	}
	if t.Failed() {
		t.Logf("Text():\n%s", snap.Text())
	}
	checkCandidates(t, page, all(snap))
}

// findByText returns the interactive element whose fingerprint text is text.
func findByText(t *testing.T, s *Snapshot, text string) *Element {
	t.Helper()
	for i := range s.Elements {
		if e := &s.Elements[i]; e.Interactive && e.Target.Fingerprint.Text == text {
			return e
		}
	}
	t.Fatalf("no interactive element with text %q in:\n%s", text, s.Text())
	return nil
}

func TestLargePage(t *testing.T) {
	page := open(t, demo.URL()+"/large.html")
	count, err := page.Evaluate(`() => document.getElementsByTagName("*").length`)
	if err != nil {
		t.Fatal(err)
	}
	take(t, page, Options{}) // warm up
	snap := take(t, page, Options{})
	text := snap.Text()
	t.Logf("large page: %v DOM elements, %d snapshot elements, Take %v, Text() %d bytes (~%d tokens)",
		count, len(snap.Elements), snap.Took, len(text), len(text)/4)

	edits := find(snap, "button", "Edit")
	if len(edits) != 400 {
		t.Fatalf("want 400 Edit buttons, got %d", len(edits))
	}
	ctx := map[string]bool{}
	for _, e := range edits {
		ctx[e.Target.Fingerprint.Context] = true
	}
	if len(ctx) < 390 {
		t.Errorf("Edit buttons share contexts: %d distinct of 400", len(ctx))
	}
	one(t, snap, "checkbox", "Select all users")
	one(t, snap, "searchbox", "Filter users")

	// Check a deterministic sample: every 15th element plus every fifth
	// element that has a candidate other than the css path and xpath.
	var sample []*Element
	for i := range snap.Elements {
		e := &snap.Elements[i]
		rich := len(e.Target.Candidates) > 2
		if i%15 == 0 || (rich && i%5 == 0) {
			sample = append(sample, e)
		}
	}
	checkCandidates(t, page, sample)
}

func TestOptions(t *testing.T) {
	page := open(t, fixtures.URL+"/edge.html")
	capped := take(t, page, Options{MaxElements: 5})
	if len(capped.Elements) != 5 {
		t.Errorf("MaxElements 5: got %d elements", len(capped.Elements))
	}
	full := take(t, page, Options{IncludeHidden: true})
	var hidden []string
	for _, e := range full.Elements {
		if e.Hidden {
			hidden = append(hidden, e.Role+" "+e.Name)
		}
	}
	for _, want := range []string{"button Ghost", "button Aria hidden", "button Invisible", "button Inside details"} {
		if !contains(hidden, want) {
			t.Errorf("IncludeHidden: %q not listed as hidden (hidden: %q)", want, hidden)
		}
	}
	if !strings.Contains(full.Text(), `"Invisible" hidden`) {
		t.Errorf("Text() does not mark hidden elements")
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func TestIDsAreStable(t *testing.T) {
	page := open(t, demo.URL()+"/shop.html")
	a := take(t, page, Options{})
	b := take(t, page, Options{})
	if len(a.Elements) != len(b.Elements) {
		t.Fatalf("element counts differ: %d then %d", len(a.Elements), len(b.Elements))
	}
	for i := range a.Elements {
		x, y := a.Elements[i], b.Elements[i]
		x.Target.Fingerprint.Box, y.Target.Fingerprint.Box = nil, nil
		if !reflect.DeepEqual(x, y) {
			t.Fatalf("element %d differs between two snapshots:\n%+v\n%+v", i, x, y)
		}
	}
	if a.Text() != b.Text() {
		t.Errorf("Text() differs between two snapshots of the same page")
	}
}

func TestFingerprintOfDetectsChangedElement(t *testing.T) {
	page := open(t, demo.URL()+"/login.html")
	snap := take(t, page, Options{})
	signIn := one(t, snap, "button", "Sign in")
	if _, err := page.Evaluate(`() => { document.querySelector("[data-testid=login-submit]").textContent = "Delete account"; }`); err != nil {
		t.Fatal(err)
	}
	loc := Resolve(page, nil, signIn.Target.Candidates[0]) // the test id survived the change
	live, err := FingerprintOf(context.Background(), loc)
	if err != nil {
		t.Fatal(err)
	}
	ok, why := Compare(signIn.Target.Fingerprint, live)
	if ok || !strings.Contains(why, `"Sign in"`) || !strings.Contains(why, `"Delete account"`) {
		t.Errorf("Compare(recorded, renamed) = %v, %q; want a failure naming both names", ok, why)
	}
}

func TestFingerprintOfTimesOut(t *testing.T) {
	page := open(t, demo.URL()+"/login.html")
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := FingerprintOf(ctx, page.Locator("#no-such-element"))
	if !errors.Is(err, ErrNoElement) {
		t.Fatalf("FingerprintOf of a missing element: %v, want ErrNoElement", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("FingerprintOf waited %v past a 300ms deadline", d)
	}
}

func TestFingerprintOfWaitsForLateElements(t *testing.T) {
	page := open(t, demo.URL()+"/login.html")
	if _, err := page.Evaluate(`() => setTimeout(() => {
		const b = document.createElement("button");
		b.textContent = "Late";
		document.body.append(b);
	}, 300)`); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	fp, err := FingerprintOf(ctx, page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "Late"}))
	if err != nil || fp.Name != "Late" {
		t.Errorf("late element: %+v, %v", fp, err)
	}
}

func TestFingerprintOfHiddenAndAmbiguous(t *testing.T) {
	page := open(t, fixtures.URL+"/edge.html")
	// Hidden and zero-sized elements have fingerprints too (assertions on
	// hidden elements, custom checkboxes whose input has no size).
	fp, err := FingerprintOf(context.Background(), page.Locator("button.hidden"))
	if err != nil || fp.Tag != "button" || fp.Text != "Ghost" {
		t.Errorf("hidden element: %+v, %v", fp, err)
	}
	_, err = FingerprintOf(context.Background(), page.Locator("button"))
	if err == nil || !strings.Contains(err.Error(), "elements, want 1") {
		t.Errorf("ambiguous locator: %v, want a count error", err)
	}
}

func TestResolveUnknownKindMatchesNothing(t *testing.T) {
	page := open(t, demo.URL()+"/login.html")
	n, err := Resolve(page, nil, trajectory.Locator{Kind: "magic", Value: "x"}).Count()
	if err != nil || n != 0 {
		t.Errorf("unknown kind: count %d, err %v; want 0, nil", n, err)
	}
}
