package snapshot

import (
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// An action on an Until locator that finds no element fails with the
// engine's error, before any input, where Playwright would wait out its
// whole timeout; one whose element shows up in time acts on it, in the
// page or in a frame; and locators whose meaning the engine's root would
// change are not offered.
func TestUntilEndsTheSearchNotTheAction(t *testing.T) {
	s := browsertest.NewPage(t)
	err := s.Page.SetContent(`<main><button type="button" onclick="this.dataset.clicks = (+this.dataset.clicks || 0) + 1">Save</button>
<div id="host"></div><div id="slot"></div><iframe srcdoc="<button>Inner</button>"></iframe></main>
<script>
document.getElementById("host").attachShadow({mode: "open"}).innerHTML = "<button>Deep</button>";
setTimeout(() => { document.getElementById("slot").innerHTML = "<button>Late</button>"; }, 300);
</script>`)
	if err != nil {
		t.Fatal(err)
	}
	click := func(l trajectory.Locator, frames []trajectory.FrameRef) error {
		t.Helper()
		loc, ok := Until(s.Page, frames, l, 700*time.Millisecond)
		if !ok {
			t.Fatalf("Until refused %s", l)
		}
		return loc.Click(playwright.LocatorClickOptions{Timeout: playwright.Float(10000)})
	}
	role := func(name string) trajectory.Locator {
		return trajectory.Locator{Kind: trajectory.LocRole, Role: "button", Name: name}
	}
	if err := click(role("Publish"), nil); !IsUntilExpired(err) {
		t.Errorf("a button that is not there: %v; want the engine's error, not Playwright's timeout", err)
	}
	for _, c := range []struct {
		l      trajectory.Locator
		frames []trajectory.FrameRef
	}{
		{role("Save"), nil},
		{trajectory.Locator{Kind: trajectory.LocText, Value: "Save"}, nil},
		{trajectory.Locator{Kind: trajectory.LocCSS, Value: "main > button"}, nil},
		{trajectory.Locator{Kind: trajectory.LocXPath, Value: "//main/button"}, nil},
		{role("Deep"), nil},
		{role("Late"), nil},
		{role("Inner"), []trajectory.FrameRef{{Selector: "iframe"}}},
	} {
		if err := click(c.l, c.frames); err != nil {
			t.Errorf("%s: %v", c.l, err)
		}
	}
	if n, _ := s.Page.Locator("main > button").GetAttribute("data-clicks"); n != "4" {
		t.Errorf("Save was clicked %q times; want 4 (role, text, CSS, XPath)", n)
	}
	if err := click(role("Nope"), []trajectory.FrameRef{{Selector: "iframe"}}); !IsUntilExpired(err) {
		t.Errorf("a button not in the frame: %v; want the engine's error", err)
	}
	for _, l := range []trajectory.Locator{
		{Kind: trajectory.LocXPath, Value: "/html/body/main/button"},
		{Kind: trajectory.LocCSS, Value: "html > body > main > button"},
		{Kind: trajectory.LocCSS, Value: ":root button"},
	} {
		if _, ok := Until(s.Page, nil, l, time.Second); ok {
			t.Errorf("Until offered %s, which the engine's root would make find nothing", l)
		}
	}
}
