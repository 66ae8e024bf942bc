package e2e

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestStudioImportExportUI drives Export as…, Import and the run trace in
// the served studio: the login flow is exported as Playwright TS from the
// editor, copied, downloaded, and the downloaded spec passes against the
// demo site with @playwright/test (as backend/export's tests run exports);
// a DevTools Recorder file and a Stagehand cache file are imported through
// the dialog, which reports what was kept and dropped; a foreign file is
// refused with a summary; a run's trace shows the page's console message
// and failed request, and the screenshots open full size.
func TestStudioImportExportUI(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)

	// The demo login flow, pointed at this demo site.
	login, err := trajectory.LoadFile(filepath.Join(repoRoot(t), "testdata", "trajectories", "demo-login.json"))
	if err != nil {
		t.Fatal(err)
	}
	login.ID, login.Revision, login.StartURL = "", 0, site.URL+"/login.html"
	var saved trajectory.Trajectory
	srv.call("SaveTrajectory", &saved, login)

	s := browsertest.NewPage(t)
	page := s.Page
	u := &ui{t: t, page: page, expect: playwright.NewPlaywrightAssertions(30000), shots: newShots(t, page)}
	u.ok(page.Context().GrantPermissions([]string{"clipboard-read", "clipboard-write"}, playwright.BrowserContextGrantPermissionsOptions{Origin: playwright.String(srv.URL)}), "allowing the clipboard")
	u.ok(page.SetViewportSize(1440, 900), "sizing the window")
	_, err = page.Goto(srv.URL + "/?token=" + srv.Token)
	u.ok(err, "opening the studio")

	// ---- export as Playwright TS from the editor ----
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Log in", Exact: playwright.Bool(true)}), "opening Log in")
	u.click(u.role("button", "Export as…"), "Export as…")
	dialog := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Export “Log in” as…"})
	u.ok(u.expect.Locator(dialog).ToBeVisible(), "the export dialog opens")
	formats := dialog.GetByRole("radio")
	u.ok(u.expect.Locator(formats).ToHaveCount(5), "every export format is offered")
	u.ok(dialog.GetByRole("radio", playwright.LocatorGetByRoleOptions{Name: "Playwright Test (TypeScript)"}).Check(), "choosing Playwright TS")
	code := dialog.GetByTestId("code")
	u.ok(u.expect.Locator(code).ToContainText("test('Log in', async ({ page }) => {"), "the code view shows the spec")
	u.ok(u.expect.Locator(code.Locator(".tok-keyword").First()).ToHaveText("import"), "the code is highlighted")
	u.shotSizes("export-dialog")

	var want studio.ExportedFile
	srv.call("ExportFlow", &want, saved.ID, 0, "playwright-ts")
	u.click(dialog.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Copy", Exact: playwright.Bool(true)}), "Copy")
	u.ok(u.expect.Locator(dialog.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Copied ✓"})).ToBeVisible(), "copy confirms")
	copied, err := page.Evaluate(`() => navigator.clipboard.readText()`)
	u.ok(err, "reading the clipboard")
	if copied != want.Content {
		t.Errorf("the clipboard holds %d characters, want the %d of the Playwright TS export", len(fmt.Sprint(copied)), len(want.Content))
	}
	dl, err := page.ExpectDownload(func() error {
		return dialog.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Download"}).Click()
	})
	u.ok(err, "downloading the export")
	if dl.SuggestedFilename() != "log-in.spec.ts" {
		t.Errorf("the download is named %q, want log-in.spec.ts", dl.SuggestedFilename())
	}
	specDir := t.TempDir()
	u.ok(dl.SaveAs(filepath.Join(specDir, dl.SuggestedFilename())), "saving the download")
	got, err := os.ReadFile(filepath.Join(specDir, dl.SuggestedFilename()))
	if err != nil || string(got) != want.Content {
		t.Errorf("the downloaded file differs from the export (%v)", err)
	}
	runExportedSpec(t, specDir, site.URL)

	// Another format shows at once.
	u.ok(dialog.GetByRole("radio", playwright.LocatorGetByRoleOptions{Name: "Chrome DevTools Recorder (JSON)"}).Check(), "choosing DevTools Recorder")
	u.ok(u.expect.Locator(code).ToContainText(`"steps"`), "the recording shows")
	u.click(dialog.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Close"}), "closing the export dialog")
	u.ok(u.expect.Locator(dialog).ToBeHidden(), "the export dialog closes")

	// ---- import a DevTools Recorder file and a Stagehand cache ----
	d := u.openImport()
	imp, input, report := d.dialog, d.input, d.report
	u.importRecorderAndStagehand(d, "import-report")

	// The same Stagehand file again, as a revision of the flow it made:
	// nothing is added, and the dialog says so.
	u.ok(imp.GetByLabel("As a new revision of the flow it came from").Check(), "choosing a new revision")
	var exported studio.ExportedFile
	srv.call("ExportFlow", &exported, saved.ID, 0, "json")
	again := filepath.Join(t.TempDir(), "log-in.json")
	u.ok(os.WriteFile(again, []byte(exported.Content), 0o644), "writing the Reprise export")
	u.ok(input.SetInputFiles(again), "importing the stored flow again")
	u.ok(u.expect.Locator(report).ToContainText("Already in the library: “Log in” revision 1 holds exactly this flow. Nothing was added."), "a duplicate import says so")

	// A foreign file: a short summary, every problem on demand, nothing saved.
	u.ok(input.SetInputFiles(filepath.Join(repoRoot(t), "testdata", "imports", "corrupt", "chrome-wrong-types.json")), "choosing a broken file")
	alert := imp.GetByRole("alert")
	u.ok(u.expect.Locator(alert).ToContainText("Nothing was imported."), "the failure says nothing was saved")
	u.ok(u.expect.Locator(alert).ToContainText("looks like a Chrome DevTools Recorder recording"), "the failure names the format it looked like")
	u.ok(u.expect.Locator(report).ToBeHidden(), "no report for a failed import")
	if n, _ := alert.Locator("summary").Count(); n > 0 {
		u.click(alert.Locator("summary"), "showing every problem")
		u.ok(u.expect.Locator(alert.Locator(".problem-list li").First()).ToBeVisible(), "the problems are listed")
	}
	u.shots.take("import-error")
	u.click(imp.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Done"}), "Done")
	for _, name := range []string{"Demo store login", "Log in"} {
		u.ok(u.expect.Locator(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: name, Exact: playwright.Bool(true)})).ToBeVisible(), "the library lists "+name)
	}
	var lib []struct{ ID string }
	srv.call("ListTrajectories", &lib, map[string]any{})
	if len(lib) != 3 {
		t.Errorf("the library holds %d flows, want 3 (the login flow and the two imports; the duplicate and the broken file add none)", len(lib))
	}

	// ---- a run's trace: the console message and the failed request ----
	shop := startLoggingShop(t)
	cart := trajectory.Trajectory{Name: "Add to cart", StartURL: shop + "/", Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionClick, Instruction: "click Add to cart", Target: &trajectory.Target{
			Candidates:  []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: "Add to cart"}},
			Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Add to cart"}}},
		{ID: "s2", Action: trajectory.ActionAssertText, Instruction: "the cart says 1 item", Value: "1 item", Target: &trajectory.Target{
			Candidates:  []trajectory.Locator{{Kind: trajectory.LocTestID, Attr: "data-testid", Value: "cart"}},
			Fingerprint: trajectory.Fingerprint{Tag: "p", Role: "paragraph"}}},
	}}
	var cartFlow trajectory.Trajectory
	srv.call("SaveTrajectory", &cartFlow, cart)
	_, err = page.Goto(srv.URL + "/#/t/" + cartFlow.ID)
	u.ok(err, "opening the cart flow")
	u.click(u.role("button", "▶ Run all"), "Run all")
	u.stepStatuses("the cart run", "passed", "passed")
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Runs (1)"}), "Runs tab")
	u.click(page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "Trace of run"}), "Trace")
	traced := page.GetByTestId("trace-step")
	u.ok(u.expect.Locator(traced).ToHaveCount(2), "the trace lists both steps")
	first := traced.First()
	u.ok(u.expect.Locator(first.GetByRole("list", playwright.LocatorGetByRoleOptions{Name: "Console messages of step 1"})).ToContainText("cart service unavailable"), "the console message of the click")
	u.ok(u.expect.Locator(page.Locator(".trace-list").Filter(playwright.LocatorFilterOptions{HasText: "Failed requests"})).ToContainText("/api/cart"), "the failed request")
	u.ok(u.expect.Locator(first).ToContainText(shop+"/"), "the step's URL")
	u.ok(u.expect.Locator(first.GetByAltText("Before step 1")).ToBeVisible(), "the before thumbnail")
	u.shotSizes("run-trace")

	u.click(first.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Open the screenshots of step 1 full size"}), "opening the screenshots")
	cmp := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Step 1: click Add to cart"})
	u.ok(u.expect.Locator(cmp.GetByAltText("After the step")).ToBeVisible(), "the full-size after screenshot")
	slider := cmp.GetByRole("slider")
	u.ok(slider.Focus(), "focusing the divider")
	for range 10 {
		u.ok(page.Keyboard().Press("ArrowRight"), "moving the divider with the keyboard")
	}
	u.ok(u.expect.Locator(slider).ToHaveValue("60"), "the divider moved")
	u.shots.take("run-trace-compare")
	u.ok(page.Keyboard().Press("Escape"), "closing the screenshots")
	u.ok(u.expect.Locator(cmp).ToBeHidden(), "Escape closes the screenshots")

	// ---- a value edit makes the instruction stale; Run all asks first ----
	u.click(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Steps (2)"}), "Steps tab")
	u.click(page.GetByTestId("step").Nth(1), "selecting step 2")
	expected := page.GetByLabel("Step 2 inspector").GetByLabel("Expected", playwright.LocatorGetByLabelOptions{Exact: playwright.Bool(true)})
	u.fill(expected, "2 items", "the expected text")
	u.ok(expected.Press("Enter"), "committing the expected text")
	offer := page.GetByTestId("stale-instruction")
	u.ok(u.expect.Locator(offer).ToContainText("Update it to “the cart says 2 items”?"), "the stale instruction is noticed")
	u.shotSizes("stale-instruction")
	u.click(offer.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Update instruction"}), "Update instruction")
	u.ok(u.expect.Locator(page.GetByTestId("step").Nth(1)).ToContainText("the cart says 2 items"), "the instruction follows the value")
	u.click(u.role("button", "▶ Run all"), "Run all with unsaved edits")
	ask := page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Run with unsaved edits?"})
	u.ok(u.expect.Locator(ask).ToBeVisible(), "Run all asks before saving")
	u.shots.take("run-unsaved")
	u.click(ask.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Run revision 1 as stored"}), "running the stored revision")
	u.stepStatuses("the stored revision's run", "passed", "passed")
	u.ok(u.expect.Locator(page.GetByTestId("dirty")).ToBeVisible(), "the edits stay unsaved")
	var revs []struct{ Revision int }
	srv.call("ListRevisions", &revs, cartFlow.ID)
	if len(revs) != 1 {
		t.Errorf("the flow has %d revisions after running the stored one; want 1 (nothing saved without asking)", len(revs))
	}
}

// importDialog is the library's Import dialog with its file input and
// report. The test sets the input's file: in the desktop app "Choose a
// file…" opens a native dialog no test can drive, while the input calls
// the same ImportFlow.
type importDialog struct{ dialog, input, report playwright.Locator }

// openImport opens the Import dialog from the library.
func (u *ui) openImport() importDialog {
	u.t.Helper()
	u.click(u.page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Library"}), "Library")
	u.click(u.role("button", "Import…"), "Import…")
	imp := u.page.GetByRole("dialog", playwright.PageGetByRoleOptions{Name: "Import a flow"})
	u.ok(u.expect.Locator(imp.GetByLabel("As a new flow")).ToBeChecked(), "a new flow is the default")
	return importDialog{dialog: imp, input: imp.GetByTestId("import-flow-file"),
		report: imp.GetByRole("region", playwright.LocatorGetByRoleOptions{Name: "Import report"})}
}

// importRecorderAndStagehand imports testdata/imports' DevTools Recorder
// login and Stagehand act cache through d: each report names the format
// and what was kept or dropped. shot names screenshots of the first report.
func (u *ui) importRecorderAndStagehand(d importDialog, shot string) {
	u.t.Helper()
	imports := filepath.Join(repoRoot(u.t), "testdata", "imports")
	u.ok(d.input.SetInputFiles(filepath.Join(imports, "chrome-recorder", "login.json")), "choosing the Recorder file")
	u.ok(u.expect.Locator(d.report).ToContainText("as a Chrome DevTools Recorder recording"), "the report names the format")
	u.ok(u.expect.Locator(d.report).ToContainText("Imported as a new flow, “Demo store login”"), "the report says what was stored")
	notes := d.report.GetByRole("table", playwright.LocatorGetByRoleOptions{Name: "Import notes"})
	u.ok(u.expect.Locator(notes).ToContainText("Step 1"), "the setViewport step is reported dropped")
	u.shotSizes(shot)

	u.ok(d.input.SetInputFiles(filepath.Join(imports, "stagehand", "act-login.json")), "choosing the Stagehand file")
	u.ok(u.expect.Locator(d.report).ToContainText("as a Stagehand act cache entry"), "the Stagehand file is read")
	u.ok(u.expect.Locator(d.report).ToContainText("Email"), "the act cache's step is kept")
}

// startLoggingShop serves a page whose Add to cart button logs an error to
// the console and asks an API that answers 404.
func startLoggingShop(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Shop</title><link rel="icon" href="data:,"><style>
body{font:16px system-ui;margin:40px}button{font-size:16px;padding:8px 16px}</style></head><body>
<h1>Silk Scarf</h1><p>A light scarf for every season.</p>
<button onclick="console.error('cart service unavailable, kept the item locally'); fetch('/api/cart', {method: 'POST'}).catch(() => {}); document.querySelector('[data-testid=cart]').textContent = 'Cart: 1 item'">Add to cart</button>
<p data-testid="cart">Cart: empty</p></body></html>`)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// runExportedSpec runs the Playwright Test spec in dir against the demo
// site at base with @playwright/test, installed as backend/export's tests
// install it (npm, into Reprise's cache, no browser download), in the
// system Chromium.
func runExportedSpec(t *testing.T, dir, base string) {
	t.Helper()
	root, err := browser.CacheRoot(browser.DriverOptions{})
	if err != nil {
		t.Fatal(err)
	}
	modules := filepath.Join(root, "playwright-test-"+browser.DriverVersion, "node_modules")
	cli := filepath.Join(modules, "@playwright", "test", "cli.js")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	if _, err := os.Stat(cli); err != nil {
		tmp, err := os.MkdirTemp(root, ".pwtest-")
		if err != nil {
			t.Fatal(err)
		}
		defer os.RemoveAll(tmp)
		cmd := exec.CommandContext(ctx, "npm", "install", "--no-audit", "--no-fund", "--no-update-notifier", "--prefix", tmp, "@playwright/test@"+browser.DriverVersion)
		cmd.Env = append(os.Environ(), "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("installing @playwright/test@%s (the npm registry must be reachable): %v\n%s", browser.DriverVersion, err, out)
		}
		if err := os.Rename(tmp, filepath.Dir(modules)); err != nil {
			if _, serr := os.Stat(cli); serr != nil {
				t.Fatalf("publishing @playwright/test: %v", err)
			}
		}
	}
	exe, err := browser.Finder{}.Resolve("", true)
	if err != nil {
		t.Fatalf("finding a browser for the exported spec: %v", err)
	}
	const config = `import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  timeout: 30000,
  reporter: 'list',
  use: { headless: true, launchOptions: { executablePath: process.env.REPRISE_BROWSER,
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] } },
});
`
	if err := os.WriteFile(filepath.Join(dir, "playwright.config.ts"), []byte(config), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(modules, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, "node", cli, "test")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "BASE_URL="+base, "REPRISE_VAR_USER=bob@example.com", "REPRISE_SECRET_PASSWORD=secret123",
		"REPRISE_BROWSER="+exe, "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("the exported spec failed against the demo site: %v\n%s", err, out.String())
	}
	if !regexp.MustCompile(`\b1 passed\b`).MatchString(out.String()) {
		t.Errorf("want 1 passing spec:\n%s", out.String())
	}
	t.Logf("exported spec: %s", strings.TrimSpace(out.String()))
}
