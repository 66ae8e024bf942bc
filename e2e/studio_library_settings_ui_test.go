package e2e

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
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

// keepShots copies the test's screenshots to $REPRISE_SHOTS_DIR, when
// set, before its temporary directory goes: a look at the screens without
// writing docs/screenshots.
func (u *ui) keepShots() {
	dir := os.Getenv("REPRISE_SHOTS_DIR")
	if dir == "" {
		return
	}
	u.t.Cleanup(func() {
		shots, _ := filepath.Glob(filepath.Join(u.shots.dir, "*.png"))
		for _, f := range shots {
			if b, err := os.ReadFile(f); err == nil {
				_ = os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o644)
			}
		}
	})
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
	u.keepShots()
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
	u.keepShots()
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

// TestStudioRecorderHangingModelUI records with a model that never
// answers: the step's row says Reprise is asking that model (and for how
// long), the keyboard is on Stop, and Escape stops the step, after which
// the instruction is back in its box with the keyboard. Settings keeps
// offering the typed model after a listed one is chosen.
func TestStudioRecorderHangingModelUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// A model that never answers. The body is read first: only then does
		// the server notice the client going (Stop) and end the request.
		_, _ = io.Copy(io.Discard, r.Body)
		<-r.Context().Done()
	}))
	t.Cleanup(hang.Close)
	u, page := openStudio(t, srv)
	u.keepShots()

	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Settings"}), "Settings")
	u.fill(u.label("Model name"), "openai-compatible/hang", "a typed model")
	u.fill(page.GetByLabel(regexp.MustCompile(`^Base URL`)), hang.URL+"/v1", "the base URL")
	u.ok(page.Keyboard().Press("Control+s"), "Ctrl+S saves")
	u.ok(u.expect.Locator(page.GetByText("Settings saved; new sessions and runs use them")).ToBeVisible(), "the settings are saved")
	u.ok(u.expect.Locator(page.GetByTestId("settings-dirty")).ToBeHidden(), "nothing is left unsaved")
	model := u.label("Default model")
	_, err := model.SelectOption(playwright.SelectOptionValues{Values: &[]string{"openai/gpt-4.1-mini"}})
	u.ok(err, "choosing a listed model")
	u.ok(u.expect.Locator(model.Locator(`option[value="openai-compatible/hang"]`)).ToHaveCount(1), "the typed model is still offered")
	_, err = model.SelectOption(playwright.SelectOptionValues{Values: &[]string{"openai-compatible/hang"}})
	u.ok(err, "back to the typed model")
	u.ok(u.expect.Locator(page.GetByTestId("settings-dirty")).ToBeHidden(), "as saved")

	u.openRecorder(site.URL + "/login.html")
	u.ok(u.expect.Locator(u.label("Model")).ToHaveValue("openai-compatible/hang"), "the recorder uses the model from Settings")
	u.click(u.role("button", "● Start recording"), "Start recording")
	box := u.label("Instruction")
	u.fill(box, "sign me in somehow", "an instruction for the model")
	u.ok(box.Press("Enter"), "running it")
	waiting := page.GetByTestId("rec-waiting")
	u.ok(u.expect.Locator(waiting).ToContainText(regexp.MustCompile(`^asking openai-compatible/hang… \d+ s · Esc stops$`)), "the row says which model it waits for")
	u.ok(u.expect.Locator(u.role("button", "Stop")).ToBeFocused(), "the keyboard is on Stop")
	u.shotSizes("recorder-waiting-for-model")
	u.ok(page.Keyboard().Press("Escape"), "Escape")
	u.ok(u.expect.Locator(waiting).ToHaveCount(0), "the step is stopped")
	u.ok(u.expect.Locator(page.Locator(".rec-steps").GetByRole("alert")).ToBeVisible(), "it says the step was stopped")
	u.ok(u.expect.Locator(box).ToHaveValue("sign me in somehow"), "the instruction is back to edit")
	u.ok(u.expect.Locator(box).ToBeFocused(), "with the keyboard")
	u.shotSizes("recorder-model-stopped")
}

// TestStudioLibraryCacheKeysUI types in the Library as fast as Playwright
// can: "/", "Checkout", ↓, Enter opens Checkout (before, the filter lagged
// and Enter opened the first row of the old list, "Log in"). In the Cache
// view, / searches, ↓ selects, Enter opens the selected entry, the hint
// line lists the keys; g goes back to the flows, where r records.
func TestStudioLibraryCacheKeysUI(t *testing.T) {
	dist := builtUI(t)
	srv := startStudio(t, dist)
	seedCache(t, srv.store)
	flow := func(name string) trajectory.Trajectory {
		return trajectory.Trajectory{Version: trajectory.FormatVersion, Name: name, StartURL: "http://127.0.0.1:8080/login.html",
			Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionGoto, URL: "http://127.0.0.1:8080/login.html"}}}
	}
	// Saved last, "Log in" is listed first, and selected.
	var checkout trajectory.Trajectory
	srv.call("SaveTrajectory", &checkout, flow("Checkout"))
	srv.call("SaveTrajectory", nil, flow("Log in"))
	u, page := openStudio(t, srv)
	u.keepShots()
	kb := page.Keyboard()
	table := page.GetByRole("table", playwright.PageGetByRoleOptions{Name: "Trajectories"})
	u.ok(u.expect.Locator(table.Locator("tr[aria-selected=true]")).ToContainText("Log in"), "Log in is selected")
	u.ok(kb.Type("/Checkout"), "typing / and the search")
	u.ok(kb.Press("ArrowDown"), "↓")
	u.ok(kb.Press("Enter"), "Enter")
	u.ok(u.expect.Locator(u.label("Trajectory name")).ToHaveValue("Checkout"), "Enter opens the flow the search shows")

	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Library"}), "Library")
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Cache"}), "the Cache view")
	cache := page.GetByRole("table", playwright.PageGetByRoleOptions{Name: "Cache entries"})
	u.ok(u.expect.Locator(cache.Locator("tr[aria-selected=true]")).ToHaveCount(1), "an entry is selected")
	u.ok(u.expect.Locator(page.Locator(".cache-view .hint")).ToContainText("search · ↑↓ select · Enter open · r record · g flows"), "the hint line")
	u.shotSizes("cache-view-keys")
	u.ok(kb.Press("/"), "/")
	u.ok(u.expect.Locator(u.label("Search cache entries")).ToBeFocused(), "/ puts the keyboard on the cache's search")
	u.ok(kb.Type("cheapest"), "searching the cache")
	u.ok(u.expect.Locator(cache.Locator("tbody tr[data-testid^=entry-]")).ToHaveCount(1), "one entry matches")
	u.ok(kb.Press("ArrowDown"), "↓")
	u.ok(kb.Press("Enter"), "Enter")
	u.ok(u.expect.Locator(page.GetByRole("note")).ToContainText("This is an agent cache entry"), "Enter opens the entry in the editor")
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Library"}), "Library")
	u.ok(u.expect.Locator(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Cache"})).ToHaveAttribute("aria-selected", "true"), "back on the Cache view")
	u.ok(kb.Press("g"), "g")
	u.ok(u.expect.Locator(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Flows"})).ToHaveAttribute("aria-selected", "true"), "g goes to the flows")
	u.ok(kb.Press("r"), "r")
	u.ok(u.expect.Locator(page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "New recording"})).ToBeVisible(), "r opens the recorder")
}
