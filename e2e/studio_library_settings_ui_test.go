package e2e

import (
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"
)

// discardRecording presses the recorder's Discard and, when steps would be
// lost, confirms in the app's dialog ("Discard the recording?").
func (u *ui) discardRecording() {
	u.t.Helper()
	u.click(u.role("button", "Discard"), "Discard")
	ask := u.page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Discard the recording?"})
	if n, _ := ask.Count(); n == 0 {
		// The dialog opens in the click's render: give it a moment before deciding there is none.
		_ = ask.WaitFor(playwright.LocatorWaitForOptions{Timeout: playwright.Float(1000)})
	}
	if n, _ := ask.Count(); n > 0 {
		u.click(ask.GetByRole("button").Filter(playwright.LocatorFilterOptions{HasText: "Discard"}), "Discard in the dialog")
	}
	u.ok(u.expect.Locator(u.page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "New recording"})).ToBeVisible(), "the recording is discarded")
}

// noKeychain makes the studio's providers say, as on a machine with no OS
// keychain, that keys cannot be stored here.
func (u *ui) noKeychain() {
	u.t.Helper()
	u.ok(u.page.Route("**/api/ListProviders", func(r playwright.Route) {
		resp, err := r.Fetch()
		if err != nil {
			_ = r.Abort()
			return
		}
		body, _ := resp.Text()
		_ = r.Fulfill(playwright.RouteFulfillOptions{Status: playwright.Int(resp.Status()), ContentType: playwright.String("application/json"),
			Body: strings.ReplaceAll(body, `"keychainAvailable":true`, `"keychainAvailable":false`)})
	}), "a studio with no keychain")
}

// TestStudioSettingsKeyFromEnvUI opens Settings with OPENAI_API_KEY set on
// a machine with no keychain: "✓ key from OPENAI_API_KEY" and the disabled
// key field each keep their own place at 1440 and 1024 px (the text was
// drawn over the field).
func TestStudioSettingsKeyFromEnvUI(t *testing.T) {
	dist := builtUI(t)
	srv := startStudio(t, dist)
	t.Setenv("OPENAI_API_KEY", "sk-test")
	u, page := openStudio(t, srv)
	u.noKeychain()
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Settings"}), "Settings")
	row := page.GetByTestId("provider-openai")
	status := row.GetByText("✓ key from OPENAI_API_KEY")
	u.ok(u.expect.Locator(status).ToBeVisible(), "the key's source")
	// With nowhere to store another key, the row says so instead of a disabled field.
	note := row.GetByTestId("env-key-openai")
	u.ok(u.expect.Locator(note).ToContainText("uses the key in OPENAI_API_KEY"), "where the key comes from")
	u.ok(u.expect.Locator(row.GetByLabel("API key for openai")).ToHaveCount(0), "no key field that can take nothing")
	cell := row.Locator("td.key-state")
	for _, size := range []struct{ w, h int }{{1440, 900}, {1024, 700}} {
		u.ok(page.SetViewportSize(size.w, size.h), "sizing the window")
		s, c, n := u.box(status, "the key's source"), u.box(cell, "the Key cell"), u.box(note, "the note")
		if s.X+s.Width > c.X+c.Width+0.5 {
			t.Errorf("at %d px the key's source ends at x %.0f, past its cell (x %.0f)", size.w, s.X+s.Width, c.X+c.Width)
		}
		if s.X < n.X+n.Width && n.X < s.X+s.Width && s.Y < n.Y+n.Height && n.Y < s.Y+s.Height {
			t.Errorf("at %d px the key's source (%v) is drawn over the next cell (%v)", size.w, *s, *n)
		}
	}
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.shotSizes("settings-key-from-env")
}

// TestStudioRecorderLongLabelUI records a step with a long instruction:
// the mirror's label of the acted element stays inside the mirror at 1440
// and 1024 px, ends in an ellipsis, and holds the whole text in its
// tooltip (it ran off the mirror's right edge).
func TestStudioRecorderLongLabelUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)
	u, page := openStudio(t, srv)
	u.openRecorder(site.URL + "/login.html")
	u.click(u.role("button", "● Start recording"), "Start recording")
	ins := "type 'ann.longname.with.many.parts@example-company-with-a-long-domain.example.com' into Email"
	u.fill(u.label("Instruction"), ins, "a long instruction")
	u.ok(u.label("Instruction").Press("Enter"), "running it")
	u.ok(u.expect.Locator(page.GetByTestId("rec-step").First()).ToHaveAttribute("data-status", "passed"), "the step passes")
	label := page.Locator(".mirror-hl-label")
	u.ok(u.expect.Locator(label).ToBeVisible(), "the mirror labels the acted element")
	text, err := label.TextContent()
	u.ok(err, "reading the label")
	if title, _ := label.GetAttribute("title"); title != text {
		t.Errorf("the label's tooltip is %q, want its whole text %q", title, text)
	}
	for _, size := range []struct{ w, h int }{{1440, 900}, {1024, 700}} {
		u.ok(page.SetViewportSize(size.w, size.h), "sizing the window")
		l, m := u.box(label, "the label"), u.box(page.Locator(".rec-mirror .mirror-stage"), "the mirror")
		if l.X < m.X-0.5 || l.X+l.Width > m.X+m.Width+0.5 {
			t.Errorf("at %d px the label runs from x %.0f to %.0f, out of the mirror (x %.0f to %.0f)", size.w, l.X, l.X+l.Width, m.X, m.X+m.Width)
		}
	}
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.shotSizes("recorder-long-label")
}
