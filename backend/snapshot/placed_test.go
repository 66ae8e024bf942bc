package snapshot

import (
	"testing"

	"github.com/playwright-community/playwright-go"
)

// TestAllPlacedListsElementsWhereAtFindsThem: every element AllPlaced
// lists, frames included, is the one At finds at its box's centre (or an
// element inside it), hidden ones are left out, and the order is the
// document's.
func TestAllPlacedListsElementsWhereAtFindsThem(t *testing.T) {
	page := open(t, demo.URL()+"/iframe.html")
	if err := page.Locator("#contact-frame").ContentFrame().GetByRole("button", playwright.FrameLocatorGetByRoleOptions{Name: "Send message"}).WaitFor(); err != nil {
		t.Fatal(err)
	}
	snap := take(t, page, Options{})
	placed := AllPlaced(page, snap)
	if len(placed) == 0 {
		t.Fatal("no elements placed")
	}
	pos := map[string]int{}
	for i := range snap.Elements {
		pos[snap.Elements[i].ID] = i
	}
	framed := 0
	for i, p := range placed {
		if p.Hidden || p.Role == "iframe" || len(p.Target.Candidates) == 0 {
			t.Errorf("%s %q placed though At never returns it", p.Role, p.Name)
		}
		if i > 0 && pos[p.ID] <= pos[placed[i-1].ID] {
			t.Errorf("%s placed out of document order", p.ID)
		}
		if len(p.Target.Frames) > 0 {
			framed++
		}
		at, box, ok := At(page, snap, p.Box.X+p.Box.W/2, p.Box.Y+p.Box.H/2)
		if !ok {
			t.Errorf("At finds nothing at the centre of %s %q", p.Role, p.Name)
			continue
		}
		// At returns the smallest element there: this one or one inside it.
		if at.ID != p.ID && !(box.X >= p.Box.X-0.5 && box.Y >= p.Box.Y-0.5 && box.X+box.W <= p.Box.X+p.Box.W+0.5 && box.Y+box.H <= p.Box.Y+p.Box.H+0.5) {
			t.Errorf("At the centre of %s %q (%+v) is %s %q (%+v)", p.Role, p.Name, p.Box, at.Role, at.Name, box)
		}
	}
	if framed == 0 {
		t.Error("no element of the page's frames placed")
	}
	send := one(t, snap, "button", "Send message")
	for _, p := range placed {
		if p.ID == send.ID && p.Box.Y == send.Target.Fingerprint.Box.Y && p.Box.X == send.Target.Fingerprint.Box.X {
			t.Errorf("Send message's box %+v was not moved by its frame's offset", p.Box)
		}
	}
}
