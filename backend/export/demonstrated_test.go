package export_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// recordCheckoutByDemonstration records the shop checkout the way a user
// does on the studio's mirror: clicks, typing and a drop-down choice at
// element centres (recorder.Demonstrate), plus a checked box and a count
// asserted as the assert picker records them.
func recordCheckoutByDemonstration(t *testing.T, base string) *trajectory.Trajectory {
	t.Helper()
	s := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: "demonstrated-checkout", Name: "Checkout by demonstration", StartURL: base + "/shop.html"}
	r := recorder.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, map[string]string{})
	ctx := context.Background()
	if err := r.Start(ctx); err != nil {
		t.Fatal(err)
	}
	page := s.Page
	centre := func(sel string) (float64, float64) {
		t.Helper()
		loc := page.Locator(sel)
		if err := loc.ScrollIntoViewIfNeeded(); err != nil {
			t.Fatalf("scrolling to %s: %v", sel, err)
		}
		b, err := loc.BoundingBox()
		if err != nil || b == nil {
			t.Fatalf("locating %s on %s: %v", sel, page.URL(), err)
		}
		return b.X + b.Width/2, b.Y + b.Height/2
	}
	do := func(in recorder.DemoInput) {
		t.Helper()
		if _, err := r.Demonstrate(ctx, in); err != nil {
			t.Fatalf("demonstrating %+v on %s: %v", in, page.URL(), err)
		}
	}
	click := func(sel string) {
		t.Helper()
		x, y := centre(sel)
		do(recorder.DemoInput{Kind: recorder.InputClick, X: x, Y: y})
	}
	typeInto := func(sel, text string) {
		t.Helper()
		click(sel)
		do(recorder.DemoInput{Kind: recorder.InputType, Text: text})
	}
	assert := func(st trajectory.Step) {
		t.Helper()
		if _, err := r.Perform(ctx, []trajectory.Step{st}); err != nil {
			t.Fatalf("asserting %s: %v", st.Instruction, err)
		}
	}

	click(`[aria-label="Add Wool Scarf to cart"]`)
	click(`[data-testid="cart-link"]`)
	click("#checkout")
	if err := page.WaitForURL("**/checkout.html"); err != nil {
		t.Fatal(err)
	}
	typeInto("#full-name", "Ann Lee")
	typeInto("#address", "1 Main St")
	typeInto("#city", "Springfield")
	x, y := centre("#country")
	do(recorder.DemoInput{Kind: recorder.InputClick, X: x, Y: y}) // offers the options
	do(recorder.DemoInput{Kind: recorder.InputSelect, X: x, Y: y, Value: "Canada"})
	click("#ship-express")
	click("#terms")
	terms := r.Trajectory().Steps[len(r.Trajectory().Steps)-1].Target
	assert(trajectory.Step{Action: trajectory.ActionAssertChecked, Target: terms, Instruction: `verify checkbox "I agree to the terms" is checked`})
	radios := &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "input[name=shipping]", Score: 520}},
		Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "radio"}}
	assert(trajectory.Step{Action: trajectory.ActionAssertCount, Target: radios, Value: "3", Instruction: "verify there are 3 shipping options"})
	click(`button[type=submit]`)
	if err := page.WaitForURL("**/confirmation.html*"); err != nil {
		t.Fatal(err)
	}
	assert(trajectory.Step{Action: trajectory.ActionAssertURL, URL: "/confirmation.html", Match: "contains", Instruction: "verify the URL contains /confirmation.html"})
	return r.Trajectory()
}

func TestDemonstratedCheckoutExportPassesAgainstTheDemoSite(t *testing.T) {
	base := demoSite(t).URL()
	tr := recordCheckoutByDemonstration(t, base)
	var acts []string
	for _, s := range tr.Steps {
		acts = append(acts, string(s.Action))
	}
	if got := strings.Join(acts, " "); got != "click click click fill fill fill select check check assert-checked assert-count click assert-url" {
		t.Fatalf("recorded %s", got)
	}
	data, err := export.Bytes(export.PlaywrightTS, tr, export.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{".toBeChecked(", ".toHaveCount(3", `.selectOption(`, `.fill('Ann Lee'`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the spec lacks %s:\n%s", want, data)
		}
	}
	modules := playwrightTest(t)
	dir := t.TempDir()
	for name, content := range map[string][]byte{"demonstrated_checkout.spec.ts": data, "playwright.config.ts": []byte(playwrightConfig)} {
		if err := os.WriteFile(filepath.Join(dir, name), content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(modules, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	out, err := run(t, ctx, dir, runEnv(t), "node", filepath.Join(modules, "@playwright", "test", "cli.js"), "test")
	if err != nil || !regexp.MustCompile(`\b1 passed\b`).MatchString(out) {
		t.Fatalf("the demonstrated checkout's spec failed against the demo site: %v\n%s\n%s", err, out, data)
	}
}
