package e2e

import (
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestStudioLibraryKeysUI walks the Library as a newcomer's walkthrough
// did: Enter on a focused button or link does what it says (not "open the
// first flow"); a 200-character flow name and long tags leave the columns
// in place, the toolbar on one row and every row's actions in the window
// at 1440 and 1024 px; the Cache view's headers read whole on an empty
// cache, "Confirm remove" leaves its neighbours in the cell, and ← from an
// entry comes back to the Cache view; the Settings' providers table stays
// in its card.
func TestStudioLibraryKeysUI(t *testing.T) {
	dist := builtUI(t)
	srv := startStudio(t, dist)
	long := "Login flow long name " + strings.Repeat("abcdefghij", 18)
	flow := func(name string, tags ...string) trajectory.Trajectory {
		return trajectory.Trajectory{Version: trajectory.FormatVersion, Name: name, StartURL: "http://127.0.0.1:8080/login.html", Tags: tags,
			Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionGoto, URL: "http://127.0.0.1:8080/login.html"}}}
	}
	for _, f := range []trajectory.Trajectory{
		flow(long, "smoke", "login", "a-very-long-tag-name-that-goes-on-and-on"),
		flow("Shadow widgets"), flow("Embedded forms"), flow("Shop and check out"),
	} {
		srv.call("SaveTrajectory", nil, f)
	}

	u, page := openStudio(t, srv)
	kb := page.Keyboard()
	table := page.GetByRole("table", playwright.PageGetByRoleOptions{Name: "Trajectories"})
	row := func(name string) playwright.Locator {
		return table.GetByRole("row").Filter(playwright.LocatorFilterOptions{HasText: name})
	}
	u.ok(u.expect.Locator(table.GetByRole("row")).ToHaveCount(5), "four flows listed")

	// ---- the layout with a 200-character name, at both sizes ----
	for _, size := range []struct{ w, h int }{{1440, 900}, {1024, 700}} {
		u.ok(page.SetViewportSize(size.w, size.h), "sizing the window")
		name := row(long).GetByRole("link").First()
		tagsHead := u.box(table.GetByRole("columnheader", playwright.LocatorGetByRoleOptions{Name: "Tags"}), "the Tags header")
		if b := u.box(name, "the long name"); b.X+b.Width > tagsHead.X+1 {
			t.Errorf("at %d px the long name runs to x %.0f, over the Tags column at x %.0f", size.w, b.X+b.Width, tagsHead.X)
		}
		if title, _ := name.GetAttribute("title"); title != long {
			t.Errorf("at %d px the long name's title is %q, want the whole name", size.w, title)
		}
		for _, n := range []string{long, "Shop and check out"} {
			del := u.box(row(n).GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Delete " + n}), "Delete")
			if del.X+del.Width > float64(size.w) {
				t.Errorf("at %d px the Delete button of %.20q… ends at x %.0f, off the window", size.w, n, del.X+del.Width)
			}
		}
		over, err := page.Evaluate(`() => { const c = document.querySelector('.content'); return c.scrollWidth - c.clientWidth }`)
		u.ok(err, "reading the scroll width")
		if n := toF(over); n > 0 {
			t.Errorf("at %d px the library scrolls sideways by %.0f px", size.w, n)
		}
		title := u.box(page.GetByRole("heading", playwright.PageGetByRoleOptions{Name: "Library"}), "the title")
		for _, b := range []string{"Import…", "● New recording"} {
			if bb := u.box(u.role("button", b), b); bb.Y > title.Y+title.Height {
				t.Errorf("at %d px %q is on a second toolbar row (y %.0f, title at y %.0f)", size.w, b, bb.Y, title.Y)
			}
		}
	}
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.shotSizes("library-long-name")

	// ---- Enter on a focused control does what the control says ----
	shop := row("Shop and check out")
	u.ok(shop.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Export Shop and check out as…"}).Focus(), "focusing Export…")
	u.ok(kb.Press("Enter"), "Enter on Export…")
	dialog := page.GetByRole("dialog")
	u.ok(u.expect.Locator(dialog).ToContainText("Shop and check out"), "Enter opens the export of that flow")
	u.ok(u.expect.Locator(page.GetByLabel("Trajectory name")).ToHaveCount(0), "no flow opened")
	u.ok(kb.Press("Escape"), "closing the dialog")
	u.ok(u.expect.Locator(dialog).ToHaveCount(0), "the dialog closes")

	chip := page.GetByRole("group", playwright.PageGetByRoleOptions{Name: "Filter by tag"}).GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "#smoke"})
	u.ok(chip.Focus(), "focusing the #smoke chip")
	u.ok(kb.Press("Enter"), "Enter on #smoke")
	u.ok(u.expect.Locator(chip).ToHaveAttribute("aria-pressed", "true"), "Enter filters by the tag")
	u.ok(u.expect.Locator(table.GetByRole("row")).ToHaveCount(2), "one flow has #smoke")
	u.ok(kb.Press("Enter"), "Enter on #smoke again")
	u.ok(u.expect.Locator(table.GetByRole("row")).ToHaveCount(5), "the filter is off again")

	u.ok(shop.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Delete Shop and check out"}).Focus(), "focusing Delete")
	u.ok(kb.Press("Enter"), "Enter on Delete")
	u.ok(u.expect.Locator(shop).ToHaveCount(0), "Enter deletes that flow")
	u.ok(u.expect.Locator(row(long)).ToHaveCount(1), "the first flow is still there")

	u.ok(row("Embedded forms").GetByRole("link", playwright.LocatorGetByRoleOptions{Name: "Embedded forms"}).Focus(), "focusing a flow's name")
	u.ok(kb.Press("Enter"), "Enter on the name")
	u.ok(u.expect.Locator(page.GetByLabel("Trajectory name", playwright.PageGetByLabelOptions{Exact: playwright.Bool(true)})).ToHaveValue("Embedded forms"), "Enter opens that flow")
}

// TestStudioCacheLayoutUI checks the Cache view's table empty and full at
// 1440 and 1024 px, the remove confirmation's place, ← from an entry back
// to the Cache view, and the Settings' providers table in its card.
func TestStudioCacheLayoutUI(t *testing.T) {
	dist := builtUI(t)
	srv := startStudio(t, dist)

	u, page := openStudio(t, srv)
	u.ok(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Cache"}).Click(), "the Cache view")
	table := page.GetByRole("table", playwright.PageGetByRoleOptions{Name: "Cache entries"})
	u.ok(u.expect.Locator(table).ToContainText("No cache entries yet"), "the empty cache")
	headers := func(size int) {
		t.Helper()
		var right float64
		for _, h := range []string{"Instruction or goal", "Source", "Key inputs", "Last used", "Replays", "Saves per replay"} {
			th := table.GetByRole("columnheader", playwright.LocatorGetByRoleOptions{Name: h})
			b := u.box(th, h)
			w, err := th.Evaluate(`(th) => { const r = document.createRange(); r.selectNodeContents(th); const b = r.getBoundingClientRect(); return [b.left, b.right] }`, nil)
			u.ok(err, "measuring the text of "+h)
			lr := w.([]any)
			left, r := toF(lr[0]), toF(lr[1])
			if left < right-0.5 {
				t.Errorf("at %d px the header %q starts at x %.0f, over the one before it (ends at x %.0f)", size, h, left, right)
			}
			if r > b.X+b.Width+0.5 {
				t.Errorf("at %d px the header %q runs out of its cell (text to x %.0f, cell to x %.0f)", size, h, r, b.X+b.Width)
			}
			right = r
		}
	}
	headers(1440)
	u.ok(page.SetViewportSize(1024, 700), "1024×700")
	headers(1024)
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.shotSizes("cache-empty")

	seedCache(t, srv.store)
	// An act entry the offline resolver made (no model call).
	if _, err := srv.store.PutAct(cache.ActEntry{Key: cache.ActKey("click Sign in", "http://127.0.0.1:8080/login.html", nil, nil), Instruction: "click Sign in",
		URL: "http://127.0.0.1:8080/login.html", Source: cache.SourceMiss, Cost: cache.Cost{Model: "local"},
		Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionClick, Target: &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: "Sign in", Score: 100}},
			Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Sign in"}}}}}); err != nil {
		t.Fatal(err)
	}
	_, err := page.Reload()
	u.ok(err, "reloading")
	u.ok(u.expect.Locator(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Cache"})).ToHaveAttribute("aria-selected", "true"), "the reload stays on the Cache view")
	local := table.GetByRole("row").Filter(playwright.LocatorFilterOptions{HasText: "click Sign in"})
	u.ok(u.expect.Locator(local).ToContainText("made by the offline resolver"), "the offline resolver's entry")

	for _, size := range []struct{ w, h int }{{1440, 900}, {1024, 700}} {
		u.ok(page.SetViewportSize(size.w, size.h), "sizing the window")
		u.click(local.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Remove click Sign in"}), "Remove")
		confirm := local.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Confirm removing click Sign in"})
		u.ok(u.expect.Locator(confirm).ToBeVisible(), "Remove asks to confirm")
		cell := u.box(local.Locator("td").Last(), "the actions cell")
		for _, b := range []string{"Edit click Sign in", "Copy the id of click Sign in", "Confirm removing click Sign in", "Save click Sign in as a library flow"} {
			bb := u.box(local.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: b}), b)
			if bb.X < cell.X-0.5 || bb.X+bb.Width > cell.X+cell.Width+0.5 {
				t.Errorf("at %d px the button %q (x %.0f–%.0f) is out of its cell (x %.0f–%.0f)", size.w, b, bb.X, bb.X+bb.Width, cell.X, cell.X+cell.Width)
			}
		}
		if size.w == 1440 {
			u.shots.take("cache-confirm-remove")
		} else {
			u.shots.take("cache-confirm-remove-1024")
		}
		u.ok(page.Keyboard().Press("Escape"), "Escape")
		u.ok(confirm.Blur(), "leaving the confirmation")
	}
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.click(local.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Remove click Sign in"}), "Remove")
	u.click(local.GetByRole("button", playwright.LocatorGetByRoleOptions{Name: "Confirm removing click Sign in"}), "Confirm remove")
	u.ok(u.expect.Locator(page.GetByText("the next run of it resolves it again")).ToBeVisible(), "the removal's toast")
	u.shots.take("cache-removed", true)

	// ---- ← from an entry returns to the Cache view ----
	u.click(table.GetByRole("link", playwright.LocatorGetByRoleOptions{Name: "type {{user}} into Email"}), "opening an entry")
	u.ok(u.expect.Locator(page.GetByText("This is an act cache entry")).ToBeVisible(), "the entry opens in the editor")
	u.click(page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "Back to library"}), "←")
	u.ok(u.expect.Locator(page.GetByRole("tab", playwright.PageGetByRoleOptions{Name: "Cache"})).ToHaveAttribute("aria-selected", "true"), "← comes back to the Cache view")
	u.ok(u.expect.Locator(table).ToBeVisible(), "the cache entries")

	// ---- Settings: the providers table stays in the Models card ----
	// As on a machine with no keychain (the walkthrough's): each provider's
	// row says to set its variable instead.
	u.ok(page.Route("**/api/ListProviders", func(r playwright.Route) {
		resp, err := r.Fetch()
		if err != nil {
			_ = r.Abort()
			return
		}
		body, _ := resp.Text()
		_ = r.Fulfill(playwright.RouteFulfillOptions{Status: playwright.Int(resp.Status()), ContentType: playwright.String("application/json"),
			Body: strings.ReplaceAll(body, `"keychainAvailable":true`, `"keychainAvailable":false`)})
	}), "a studio with no keychain")
	u.click(page.GetByRole("link", playwright.PageGetByRoleOptions{Name: "Settings"}), "Settings")
	providers := page.GetByRole("table", playwright.PageGetByRoleOptions{Name: "Providers"})
	u.ok(u.expect.Locator(providers).ToBeVisible(), "the providers")
	u.ok(u.expect.Locator(page.GetByTestId("no-keychain-openai")).ToBeVisible(), "no keychain here")
	for _, size := range []struct{ w, h int }{{1440, 900}, {1024, 700}} {
		u.ok(page.SetViewportSize(size.w, size.h), "sizing the window")
		card := u.box(page.Locator("section.card").Filter(playwright.LocatorFilterOptions{Has: providers}), "the Models card")
		tb := u.box(providers, "the providers table")
		if tb.X+tb.Width > card.X+card.Width+0.5 {
			t.Errorf("at %d px the providers table ends at x %.0f, past its card (x %.0f)", size.w, tb.X+tb.Width, card.X+card.Width)
		}
	}
	u.ok(page.SetViewportSize(1440, 900), "1440×900")
	u.shotSizes("settings-providers")
}

func toF(v any) float64 {
	switch n := v.(type) {
	case float64:
		return n
	case int:
		return float64(n)
	}
	return 0
}
