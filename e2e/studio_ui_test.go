// Package e2e drives the Reprise studio UI end to end: the built frontend
// (frontend/dist) served by reprise serve's handler (backend/webapi) over
// a real Badger store, real sessions in a real headless Chromium, and the
// demo site — the same path a QA engineer takes in a browser.
//
// Run `make frontend` (or `cd frontend && npm ci && npm run build`) first;
// the test builds the frontend itself when frontend/dist is missing and
// npm is available. Screenshots go to a temporary directory, or to
// docs/screenshots when REPRISE_UPDATE_SCREENSHOTS=1 (`make screenshots`).
package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/keychain"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/webapi"
	"github.com/reprise-qa/reprise/testdata/sites"
)

func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }

// repoRoot is the repository root (this package lives in e2e/).
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// builtUI returns frontend/dist, building it with npm when it is missing.
func builtUI(t *testing.T) string {
	t.Helper()
	root := repoRoot(t)
	dist := filepath.Join(root, "frontend", "dist")
	if _, err := os.Stat(filepath.Join(dist, "index.html")); err == nil {
		return dist
	}
	if _, err := exec.LookPath("npm"); err != nil {
		t.Fatalf("frontend/dist is not built and npm is missing: run `make frontend` (needs Node.js and npm)")
	}
	for _, args := range [][]string{{"ci", "--no-audit", "--no-fund"}, {"run", "build"}} {
		cmd := exec.Command("npm", args...)
		cmd.Dir = filepath.Join(root, "frontend")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("building the frontend: npm %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	return dist
}

// demoSite serves the demo web app; when broken is set, login.html's
// "Sign in" button reads "Continue" under a new test id — a change replay
// must refuse to guess about.
type demoSite struct {
	URL    string
	broken atomic.Bool
}

func startDemoSite(t *testing.T) *demoSite {
	t.Helper()
	d := &demoSite{}
	files := http.FileServerFS(sites.FS)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /config.js", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprintf(w, "window.DEMO_ORIGIN = %q;\nwindow.DEMO_ALT_ORIGIN = %q;\n", d.URL, d.URL)
	})
	mux.HandleFunc("GET /login.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if !d.broken.Load() {
			files.ServeHTTP(w, r)
			return
		}
		page, err := sites.FS.ReadFile("login.html")
		if err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		const from = `data-testid="login-submit">Sign in</button>`
		if !bytes.Contains(page, []byte(from)) {
			http.Error(w, "demo site changed: the Sign in button is gone", 500)
			return
		}
		page = bytes.Replace(page, []byte(from), []byte(`data-testid="login-continue">Continue</button>`), 1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write(page)
	})
	mux.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		files.ServeHTTP(w, r)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	d.URL = srv.URL
	return d
}

// memKeys keeps provider keys in memory: tests never touch the OS keychain.
type memKeys struct{ m map[string]string }

func (k *memKeys) Get(p string) (string, error) {
	if v, ok := k.m[p]; ok {
		return v, nil
	}
	return "", keychain.ErrNotFound
}
func (k *memKeys) Set(p, v string) error { k.m[p] = v; return nil }
func (k *memKeys) Delete(p string) error { delete(k.m, p); return nil }

// studioServer is reprise serve's handler over a fresh store.
type studioServer struct {
	t     *testing.T
	URL   string
	Token string
	// store is the studio's store, for seeding what no UI makes (cache
	// entries made by model runs).
	store *cache.Store
}

func startStudio(t *testing.T, ui string) *studioServer {
	t.Helper()
	for _, k := range []string{"OPENAI_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY", "ANTHROPIC_API_KEY", "REPRISE_MODEL"} {
		t.Setenv(k, "")
	}
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	hub := webapi.NewHub()
	batcher := studio.NewBatcher(hub.Broadcast, 0, 0)
	st, err := studio.New(studio.Options{Store: store, Emitter: batcher, Browser: browsertest.Shared(t), Mode: "web", Version: "e2e",
		SettingsPath: filepath.Join(t.TempDir(), "settings.json"), Keys: &memKeys{m: map[string]string{}}})
	if err != nil {
		t.Fatal(err)
	}
	token := webapi.NewToken()
	h, err := webapi.NewHandler(st, hub, webapi.Options{Token: token, UI: webapi.DirFS(ui)})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() {
		srv.Close()
		if err := st.Close(); err != nil {
			t.Errorf("closing studio: %v", err)
		}
		batcher.Close()
		store.Close()
	})
	return &studioServer{t: t, URL: srv.URL, Token: token, store: store}
}

// call invokes an API method directly (used only to seed data the UI test
// is not about).
func (s *studioServer) call(method string, out any, args ...any) {
	s.t.Helper()
	if args == nil {
		args = []any{}
	}
	body, _ := json.Marshal(args)
	req, _ := http.NewRequest("POST", s.URL+"/api/"+method, bytes.NewReader(body))
	req.Header.Set(webapi.TokenHeader, s.Token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatalf("%s: %v", method, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		s.t.Fatalf("%s: HTTP %d: %s", method, resp.StatusCode, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			s.t.Fatalf("%s: decoding %s: %v", method, data, err)
		}
	}
}

// shots saves named screenshots of the UI page.
type shots struct {
	t    *testing.T
	dir  string
	page playwright.Page
}

func newShots(t *testing.T, page playwright.Page) *shots {
	dir := t.TempDir()
	if os.Getenv("REPRISE_UPDATE_SCREENSHOTS") == "1" {
		dir = filepath.Join(repoRoot(t), "docs", "screenshots")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return &shots{t: t, dir: dir, page: page}
}

// take saves a screenshot; toasts are dismissed first unless keepToasts.
func (s *shots) take(name string, keepToasts ...bool) {
	s.t.Helper()
	if len(keepToasts) == 0 || !keepToasts[0] {
		_, _ = s.page.Evaluate(`() => document.querySelectorAll('.toasts .icon-btn').forEach((b) => b.click())`)
	}
	path := filepath.Join(s.dir, name+".png")
	if _, err := s.page.Screenshot(playwright.PageScreenshotOptions{Path: playwright.String(path)}); err != nil {
		s.t.Fatalf("screenshot %s: %v", name, err)
	}
	s.t.Logf("screenshot: %s", path)
}

// ui wraps the page with the few gestures the test repeats.
type ui struct {
	t      *testing.T
	page   playwright.Page
	expect playwright.PlaywrightAssertions
	shots  *shots
}

func (u *ui) ok(err error, what string) {
	u.t.Helper()
	if err != nil {
		name := "failure-" + strings.ReplaceAll(what, " ", "-")
		u.shots.take(name)
		// REPRISE_E2E_FAILURES=DIR keeps failure screenshots past the test.
		if dir := os.Getenv("REPRISE_E2E_FAILURES"); dir != "" {
			_, _ = u.page.Screenshot(playwright.PageScreenshotOptions{Path: playwright.String(filepath.Join(dir, u.t.Name()+"-"+name+".png"))})
		}
		u.t.Fatalf("%s: %v", what, err)
	}
}

func (u *ui) role(role, name string) playwright.Locator {
	return u.page.GetByRole(playwright.AriaRole(role), playwright.PageGetByRoleOptions{Name: name, Exact: playwright.Bool(true)})
}

func (u *ui) label(name string) playwright.Locator {
	return u.page.GetByLabel(name, playwright.PageGetByLabelOptions{Exact: playwright.Bool(true)})
}

func (u *ui) click(l playwright.Locator, what string) {
	u.t.Helper()
	u.ok(l.Click(), "clicking "+what)
}

func (u *ui) fill(l playwright.Locator, v, what string) {
	u.t.Helper()
	u.ok(l.Fill(v), "filling "+what)
}

// openStudio opens the served studio's Library in a new page at
// 1440×900, with the gestures the UI tests share.
func openStudio(t *testing.T, srv *studioServer) (*ui, playwright.Page) {
	t.Helper()
	page := browsertest.NewPage(t).Page
	u := &ui{t: t, page: page, expect: playwright.NewPlaywrightAssertions(30000), shots: newShots(t, page)}
	u.ok(page.SetViewportSize(1440, 900), "sizing the window")
	_, err := page.Goto(srv.URL + "/?token=" + srv.Token)
	u.ok(err, "opening the studio")
	return u, page
}

// recordSignIn records the demo site's sign-in with the offline resolver
// (email, the password, which becomes the secret {{password}}, Sign in,
// and a check on the dashboard), saves it and waits for the editor.
func (u *ui) recordSignIn(site string) {
	u.t.Helper()
	u.openRecorder(site + "/login.html")
	u.click(u.role("button", "● Start recording"), "Start recording")
	instr := u.label("Instruction")
	recSteps := u.page.GetByTestId("rec-step")
	for i, ins := range []string{"type ann@example.com into Email", "type secret123 into Password", "click Sign in", "verify Sign out is visible"} {
		u.fill(instr, ins, "instruction")
		u.ok(instr.Press("Enter"), "running "+ins)
		u.ok(u.expect.Locator(recSteps.Nth(i)).ToHaveAttribute("data-status", "passed"), "step passes: "+ins)
	}
	u.click(u.role("button", "Save"), "Save recording")
	u.ok(u.expect.Locator(u.page.GetByTestId("step")).ToHaveCount(4), "four steps in the editor")
}

// box measures what l shows, failing the test when it shows nothing.
func (u *ui) box(l playwright.Locator, what string) *playwright.Rect {
	u.t.Helper()
	b, err := l.BoundingBox()
	u.ok(err, "measuring "+what)
	if b == nil {
		u.t.Fatalf("%s is not shown", what)
	}
	return b
}

// shotSizes saves the screen at 1440x900 (name) and at 1024x700
// (name-1024), then returns to 1440x900; keepToasts as for take.
func (u *ui) shotSizes(name string, keepToasts ...bool) {
	u.t.Helper()
	u.shots.take(name, keepToasts...)
	u.ok(u.page.SetViewportSize(1024, 700), "sizing the window")
	u.shots.take(name+"-1024", keepToasts...)
	u.ok(u.page.SetViewportSize(1440, 900), "sizing the window")
}

// openRecorder opens the recorder's form from the navigation and fills
// its Start URL.
func (u *ui) openRecorder(url string) {
	u.t.Helper()
	u.click(u.page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Record"}), "Record link")
	// The editor has a Start URL field too: wait for the recorder's form.
	u.ok(u.expect.Locator(u.page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "New recording"})).ToBeVisible(), "the recorder opens")
	u.fill(u.label("Start URL"), url, "start URL")
}

// stepStatuses waits until the timeline shows want (data-status per step).
func (u *ui) stepStatuses(what string, want ...string) {
	u.t.Helper()
	steps := u.page.GetByTestId("step")
	u.ok(u.expect.Locator(steps).ToHaveCount(len(want)), what+": step count")
	for i, s := range want {
		u.ok(u.expect.Locator(steps.Nth(i)).ToHaveAttribute("data-status", s), fmt.Sprintf("%s: step %d is %s", what, i+1, s))
	}
}

// clickMirrorAt clicks the live mirror at page coordinates (CSS px of the
// recorded page's viewport).
func (u *ui) clickMirrorAt(x, y, vw, vh float64) {
	u.t.Helper()
	stage := u.page.Locator(".mirror-stage")
	box, err := stage.BoundingBox()
	u.ok(err, "measuring the mirror")
	u.ok(stage.Click(playwright.LocatorClickOptions{Position: &playwright.Position{X: x / vw * box.Width, Y: y / vh * box.Height}}), "clicking the mirror")
}

func TestStudioUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)

	// A second, real trajectory so the library is not a single row: recorded
	// through the API (the UI recording below is what this test is about).
	var sess studio.SessionInfo
	srv.call("StartSession", &sess, map[string]any{"url": site.URL + "/shop.html", "name": "Add a scarf to the cart"})
	for _, ins := range []string{"click Add to cart for Silk Scarf", "click Cart", "verify the url contains /cart"} {
		srv.call("Instruct", nil, sess.ID, ins)
	}
	var shop struct {
		ID string `json:"id"`
	}
	srv.call("SaveSession", &shop, sess.ID, "")
	srv.call("CloseSession", nil, sess.ID)
	srv.call("SetTags", nil, shop.ID, []string{"shop", "smoke"})

	s := browsertest.NewPage(t)
	page := s.Page
	if err := page.SetViewportSize(1440, 900); err != nil {
		t.Fatal(err)
	}
	u := &ui{t: t, page: page, expect: playwright.NewPlaywrightAssertions(30000), shots: newShots(t, page)}
	var consoleErrors []string
	page.On("console", func(m playwright.ConsoleMessage) {
		if m.Type() == "error" {
			consoleErrors = append(consoleErrors, m.Text())
		}
	})
	page.On("pageerror", func(err error) { consoleErrors = append(consoleErrors, err.Error()) })
	page.On("response", func(r playwright.Response) {
		if r.Status() >= 400 {
			consoleErrors = append(consoleErrors, fmt.Sprintf("HTTP %d for %s", r.Status(), r.URL()))
		}
	})

	_, err := page.Goto(srv.URL + "/?token=" + srv.Token)
	u.ok(err, "opening the studio")
	u.ok(u.expect.Locator(page.GetByText("Add a scarf to the cart")).ToBeVisible(), "library lists the seeded trajectory")
	if strings.Contains(page.URL(), srv.Token) {
		t.Errorf("the token stays in the address bar: %s", page.URL())
	}

	// ---- record the login flow by instruction ----
	u.click(u.role("button", "● New recording"), "New recording")
	u.fill(u.label("Start URL"), site.URL+"/login.html", "start URL")
	u.fill(u.label("Name"), "Log in", "name")
	u.click(u.role("button", "+ Variable"), "+ Variable")
	u.click(u.role("button", "+ Variable"), "+ Variable")
	names, values := page.GetByLabel("Variable name"), page.GetByLabel("Variable value")
	u.fill(names.Nth(0), "user", "variable 1 name")
	u.fill(values.Nth(0), "ann@example.com", "variable 1 value")
	u.fill(names.Nth(1), "password", "variable 2 name")
	u.fill(values.Nth(1), "secret123", "variable 2 value")
	u.ok(page.Locator(".var-row").Nth(1).GetByRole("checkbox").Check(), "marking password secret")
	u.ok(u.expect.Locator(u.label("Model")).ToHaveValue("local"), "model defaults to local")
	u.click(u.role("button", "● Start recording"), "Start recording")

	instr := u.label("Instruction")
	recSteps := page.GetByTestId("rec-step")
	for i, ins := range []string{"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard"} {
		u.ok(u.expect.Locator(instr).ToBeEnabled(), "instruction box ready")
		u.fill(instr, ins, "instruction")
		u.ok(instr.Press("Enter"), "running "+ins)
		u.ok(u.expect.Locator(recSteps).ToHaveCount(i+1), "step appears: "+ins)
		u.ok(u.expect.Locator(recSteps.Nth(i)).ToHaveAttribute("data-status", "passed"), "step passes: "+ins)
		if i == 1 {
			// The mirror shows the page with the field just typed into outlined.
			u.ok(u.expect.Locator(page.GetByAltText("Live page")).ToBeVisible(), "mirror frames arrive")
			u.ok(u.expect.Locator(page.GetByTestId("mirror-highlight")).ToBeVisible(), "acted element highlighted")
			u.ok(u.expect.Locator(page.GetByTestId("mirror-highlight")).ToContainText("Password"), "highlight names the field")
			u.shots.take("recorder")
		}
	}
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/dashboard"), "mirror follows the page to the dashboard")
	u.click(u.role("button", "Save"), "Save recording")
	u.ok(u.expect.Locator(u.label("Trajectory name")).ToHaveValue("Log in"), "editor opens the saved trajectory")
	u.stepStatuses("after saving", "", "", "", "")
	u.ok(u.expect.Locator(page.GetByAltText("After step 1")).ToBeVisible(), "thumbnails from the recording before any run")

	// ---- edit a step's selector by picking the element on the live page ----
	u.click(u.role("button", "Close page"), "Close page")
	u.click(u.role("button", "Open live page"), "Open live page")
	u.ok(u.expect.Locator(page.Locator(".mirror-url")).ToContainText("/login.html"), "live page at the start URL")
	steps := page.GetByTestId("step")
	u.click(steps.Nth(0), "step 1")
	matches := page.GetByTestId("candidate-matches")
	u.ok(u.expect.Locator(matches.First()).ToHaveText("matches 1 element"), "live match count of the first candidate")
	u.click(u.role("button", "Pick element"), "Pick element")
	// The Email field on login.html at 1280x800 (the recorded box).
	u.clickMirrorAt(477+163, 245+22, 1280, 800)
	u.ok(u.expect.Locator(page.GetByText(`Step 1 now targets textbox "Email"`)).ToBeVisible(), "picked element replaces the target")
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeVisible(), "edit marks the trajectory unsaved")
	u.ok(u.expect.Locator(matches.First()).ToHaveText("matches 1 element"), "picked target's candidates checked live")
	u.ok(u.expect.Locator(page.GetByTestId("candidate").Filter(playwright.LocatorFilterOptions{HasText: "replay uses"})).ToContainText("#email"),
		"the candidate replay would take (#email, tried before the role ranked above it) is marked")
	u.shots.take("editor", true)

	// ---- reorder two steps by dragging ----
	u.ok(steps.Nth(1).DragTo(steps.Nth(0)), "dragging step 2 onto step 1")
	u.ok(u.expect.Locator(steps.Nth(0)).ToContainText("type {{password}} into Password"), "password step now first")
	u.ok(u.expect.Locator(steps.Nth(1)).ToContainText("type {{user}} into Email"), "email step now second")
	u.click(u.role("button", "Save"), "Save")
	u.ok(u.expect.Locator(page.GetByText("rev 2", playwright.PageGetByTextOptions{Exact: playwright.Bool(true)})).ToBeVisible(), "save makes revision 2")

	// ---- run: the secret is asked for, every step passes ----
	u.click(u.role("button", "▶ Run all"), "Run all")
	dialog := page.GetByRole("dialog")
	u.ok(u.expect.Locator(dialog).ToBeVisible(), "run-time values dialog")
	u.fill(dialog.GetByLabel("password"), "secret123", "password at run time")
	u.click(dialog.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Run", Exact: playwright.Bool(true)}), "Run")
	u.stepStatuses("first run", "passed", "passed", "passed", "passed")

	// ---- break the page: the run fails, the failure panel offers the fix ----
	site.broken.Store(true)
	u.click(u.role("button", "▶ Run all"), "Run all on the broken page")
	panel := page.GetByRole("region", playwright.PageGetByRoleOptions{Name: "Failed step"})
	u.ok(u.expect.Locator(panel).ToBeVisible(), "failure panel opens")
	u.ok(u.expect.Locator(panel).ToContainText("Step 3 failed"), "failure panel names the step")
	u.ok(u.expect.Locator(panel.GetByRole("table", playwright.LocatorGetByRoleOptions{Name: "Attempts"})).ToContainText(`data-testid="login-submit"`), "what was tried")
	u.ok(u.expect.Locator(panel.GetByAltText("Screenshot at failure")).ToBeVisible(), "failure screenshot")
	sug := panel.GetByTestId("suggestion").First()
	u.ok(u.expect.Locator(sug).ToContainText(`button "Continue"`), "suggestion names the Continue button")
	u.stepStatuses("failed run", "passed", "passed", "failed", "skipped")
	u.shots.take("failed-run")

	// Replay refused "Continue" (its meaning changed from "Sign in"): it is
	// offered as refused, and used only once the user confirms.
	u.ok(u.expect.Locator(sug).ToContainText("refused"), "the suggestion says replay refused it")
	u.click(sug.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Use it anyway…"}), "Use it anyway…")
	u.click(page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Use a refused element?"}).GetByRole("button", playwright.LocatorGetByRoleOptions{Name: `Use button "Continue" near "Welcome back" and continue`}), "confirming the refused element")
	u.ok(u.expect.Locator(panel).ToBeHidden(), "failure panel closes")
	u.ok(u.expect.Locator(page.GetByText("rev 3", playwright.PageGetByTextOptions{Exact: playwright.Bool(true)})).ToBeVisible(), "the fix is revision 3")
	u.ok(u.expect.Locator(steps.Nth(2)).ToHaveAttribute("data-status", "passed"), "the continued run passes step 3")
	u.ok(u.expect.Locator(steps.Nth(3)).ToHaveAttribute("data-status", "passed"), "the continued run passes step 4")

	// ---- re-run green from the start on the changed page ----
	u.ok(u.expect.Locator(u.role("button", "▶ Run all")).ToBeEnabled(), "ready to run again")
	u.click(u.role("button", "▶ Run all"), "Run all after the fix")
	u.ok(u.expect.Locator(page.GetByText("Run passed — 4 steps, 0 LLM calls")).ToBeVisible(), "re-run is green")
	u.stepStatuses("re-run", "passed", "passed", "passed", "passed")

	// ---- diff the passing run with the failed one ----
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Runs"}), "Runs tab")
	rows := page.GetByTestId("run-row")
	u.ok(u.expect.Locator(rows).ToHaveCount(4), "four runs in the history")
	// newest first: re-run, the failed run with the run that continued it
	// after the fix grouped under it, first run
	u.ok(u.expect.Locator(rows.Nth(2)).ToContainText("continued: steps 3–4 of 4 only"), "the continued run sits under the run it repaired")
	// At 1024 px, with a failed run's error and a continued run's mark, the
	// table fits the screen: nothing to scroll sideways.
	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	overflow, err := page.Evaluate(`() => {
		const table = document.querySelector('table[aria-label="Run history"]');
		const main = document.querySelector('main.content');
		const end = table.getBoundingClientRect().right, room = table.parentElement.getBoundingClientRect().right;
		const scroll = main.scrollWidth - main.clientWidth;
		return end > room + 0.5 || scroll > 0 ? 'the table ends at x ' + end + ', past its room (' + room + '); the screen scrolls sideways by ' + scroll + ' px' : '';
	}`)
	u.ok(err, "measuring the Runs table")
	if overflow != "" {
		t.Errorf("at 1024 px %v", overflow)
	}
	u.shots.take("runs-1024")
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.ok(rows.Nth(1).GetByRole("checkbox").Check(), "selecting the failed run")
	u.ok(rows.Nth(3).GetByRole("checkbox").Check(), "selecting the first run")
	u.click(page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "Compare selected (2/2)"}), "Compare")
	diffRows := page.GetByTestId("diff-row")
	u.ok(u.expect.Locator(diffRows).ToHaveCount(4), "diff aligns four steps")
	u.ok(u.expect.Locator(diffRows.Nth(2)).ToHaveClass(regexp.MustCompile(`\bdiff-changed\b`)), "step 3 differs")
	u.ok(u.expect.Locator(diffRows.Nth(2)).ToContainText("status"), "the status changed")
	// Durations vary run to run, so only the status is compared for step 1.
	u.ok(u.expect.Locator(diffRows.Nth(0).Locator("td").Last()).Not().ToContainText("status"), "step 1's status is the same")
	u.shots.take("run-diff")

	// ---- variables (the secret is masked) and the revision history ----
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Variables (2)"}), "Variables tab")
	u.ok(u.expect.Locator(page.GetByTestId("variable").Nth(1)).ToContainText("prompted at run time, never stored"), "secret variable masked")
	u.ok(u.expect.Locator(u.label("Default for user")).ToHaveValue("ann@example.com"), "default shown")
	u.shots.take("variables")
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "History"}), "History tab")
	u.ok(u.expect.Locator(page.GetByTestId("revision")).ToHaveCount(3), "three revisions: recorded, reordered, fixed")

	// ---- settings ----
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Settings"}), "Settings")
	u.ok(u.expect.Locator(u.label("Default model")).ToHaveValue("local"), "local is the default model")
	u.shots.take("settings")

	// ---- the library shows both trajectories with their last run ----
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Library"}), "Library")
	u.ok(u.expect.Locator(page.GetByRole("row").Filter(playwright.LocatorFilterOptions{HasText: "Log in"})).ToContainText("passed"), "last run status in the library")
	u.shots.take("library")
	_, err = page.Evaluate(`() => { localStorage.setItem('reprise.theme', 'dark'); }`)
	u.ok(err, "choosing the dark theme")
	_, err = page.Reload()
	u.ok(err, "reloading")
	u.ok(u.expect.Locator(page.GetByText("Add a scarf to the cart")).ToBeVisible(), "library after reload (token kept for the tab)")
	u.shots.take("library-dark")

	if len(consoleErrors) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(consoleErrors, "\n"))
	}
}
