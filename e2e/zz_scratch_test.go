package e2e

import (
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

func TestScratchKeyboardPass(t *testing.T) {
	dist := builtUI(t)
	site := startDemoSite(t)
	srv := startStudio(t, dist)
	s := browsertest.NewPage(t)
	page := s.Page
	u := &ui{t: t, page: page, expect: playwright.NewPlaywrightAssertions(10000), shots: newShots(t, page)}
	u.ok(page.SetViewportSize(1024, 700), "size")
	_, err := page.Goto(srv.URL + "/?token=" + srv.Token)
	u.ok(err, "open")
	kb := page.Keyboard()
	desc := `() => { const a = document.activeElement; if (!a) return 'none'; const r = a.getBoundingClientRect();
	  const vis = r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
	  const cs = getComputedStyle(a); const ring = cs.outlineStyle !== 'none' && cs.outlineWidth !== '0px' || cs.boxShadow !== 'none';
	  return a.tagName + ' ' + (a.getAttribute('aria-label') || a.textContent || a.getAttribute('placeholder') || '').trim().slice(0, 50) + (a.disabled ? ' [disabled]' : '') + (vis ? '' : ' [OFFSCREEN]') + (ring ? '' : ' [NO-RING]') + ' @' + Math.round(r.x) + ',' + Math.round(r.y) }`
	walk := func(label string, n int) {
		for i := 0; i < n; i++ {
			u.ok(kb.Press("Tab"), "tab")
			v, _ := page.Evaluate(desc)
			t.Logf("%s %02d: %v", label, i, v)
		}
	}
	walk("home", 12)
	u.click(u.role("button", "● New recording"), "New recording")
	walk("setup", 14)
	u.fill(u.label("Start URL"), site.URL+"/login.html", "start URL")
	u.ok(kb.Press("Enter"), "enter")
	u.ok(u.expect.Locator(page.GetByAltText("Live page")).ToBeVisible(), "mirror")
	v, _ := page.Evaluate(desc)
	t.Logf("after start: %v", v)
	u.ok(kb.Type("type ann@example.com into Email"), "type")
	u.ok(kb.Press("Enter"), "enter")
	u.ok(u.expect.Locator(page.GetByTestId("rec-step")).ToHaveCount(1), "step")
	v, _ = page.Evaluate(desc)
	t.Logf("after instruction: %v", v)
	walk("rec", 22)
	u.ok(kb.Press("Tab"), "t"); u.ok(kb.Press("Tab"), "t"); u.ok(kb.Press("Tab"), "t"); u.ok(kb.Press("Tab"), "t"); page.Screenshot(playwright.PageScreenshotOptions{Path: playwright.String("/tmp/scratch-rec.png")})
}
