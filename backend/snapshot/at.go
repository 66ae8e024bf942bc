package snapshot

import (
	"strings"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// At returns the element of snap under the point (x, y) in CSS pixels of
// the page's viewport: the smallest element with locator candidates whose
// box contains the point, in any frame or open shadow root, and its box in
// viewport coordinates. It is how a pixel (a click on a screenshot, a pick
// on the live mirror) becomes an element that replays by locator. Boxes of
// elements inside iframes are offset by their frame's content box, which
// At reads from the page (one round trip per frame that has elements).
func At(page playwright.Page, snap *Snapshot, x, y float64) (*Element, trajectory.Box, bool) {
	return AtWhere(page, snap, x, y, nil)
}

// AtWhere is At among the elements keep accepts (nil keeps all): a click
// on a button's label asks for the smallest interactive element there,
// not the text inside it.
func AtWhere(page playwright.Page, snap *Snapshot, x, y float64, keep func(*Element) bool) (*Element, trajectory.Box, bool) {
	frames := frameOffsets(page, snap)
	var best *Element
	var bestBox trajectory.Box
	bestArea := 0.0
	for i := range snap.Elements {
		el := &snap.Elements[i]
		b := el.Target.Fingerprint.Box
		if el.Hidden || el.Role == "iframe" || len(el.Target.Candidates) == 0 || b == nil || b.W <= 0 || b.H <= 0 || keep != nil && !keep(el) {
			continue
		}
		f := frames[framePrefix(el.ID)]
		if !f.ok || !boxContains(f.clip, x, y) {
			continue
		}
		box := trajectory.Box{X: b.X + f.dx, Y: b.Y + f.dy, W: b.W, H: b.H}
		if !boxContains(box, x, y) {
			continue
		}
		if area := box.W * box.H; best == nil || area <= bestArea {
			best, bestBox, bestArea = el, box, area
		}
	}
	return best, bestBox, best != nil
}

// Placed is an element of a snapshot with its box in viewport coordinates.
type Placed struct {
	*Element
	Box trajectory.Box
}

// AllPlaced returns, in document order, the elements of snap At could
// return (shown, with locator candidates and a box, not an iframe), each
// with its box in the viewport; elements of a frame that is not on the
// page, or outside the part of the frame that shows, are left out.
func AllPlaced(page playwright.Page, snap *Snapshot) []Placed {
	frames := frameOffsets(page, snap)
	var out []Placed
	for i := range snap.Elements {
		el := &snap.Elements[i]
		b := el.Target.Fingerprint.Box
		if el.Hidden || el.Role == "iframe" || len(el.Target.Candidates) == 0 || b == nil || b.W <= 0 || b.H <= 0 {
			continue
		}
		f := frames[framePrefix(el.ID)]
		box := trajectory.Box{X: b.X + f.dx, Y: b.Y + f.dy, W: b.W, H: b.H}
		if !f.ok || !boxContains(f.clip, box.X+box.W/2, box.Y+box.H/2) {
			continue
		}
		out = append(out, Placed{Element: el, Box: box})
	}
	return out
}

func boxContains(b trajectory.Box, x, y float64) bool {
	return x >= b.X && y >= b.Y && x <= b.X+b.W && y <= b.Y+b.H
}

// frameBox is where a frame's elements sit in the viewport.
type frameBox struct {
	dx, dy float64
	clip   trajectory.Box
	ok     bool
}

// frameOffsets maps each frame prefix of snap ("" for the main frame, "f1",
// …) to its content box in the viewport: the content starts after the
// iframe's border and padding.
func frameOffsets(page playwright.Page, snap *Snapshot) map[string]frameBox {
	out := map[string]frameBox{"": {clip: trajectory.Box{X: -1e9, Y: -1e9, W: 2e9, H: 2e9}, ok: true}}
	for i := range snap.Elements {
		el := &snap.Elements[i]
		prefix := framePrefix(el.ID)
		if _, done := out[prefix]; done || len(el.Target.Frames) == 0 {
			continue
		}
		out[prefix] = locateFrame(page, el.Target.Frames)
	}
	return out
}

// FrameOffset returns where the content of the innermost iframe of frames
// starts in the page's viewport: add it to a box measured inside that
// frame to get viewport coordinates. ok is false when the iframe is not on
// the page.
func FrameOffset(page playwright.Page, frames []trajectory.FrameRef) (dx, dy float64, ok bool) {
	if len(frames) == 0 {
		return 0, 0, true
	}
	f := locateFrame(page, frames)
	return f.dx, f.dy, f.ok
}

// locateFrame finds the content box of the innermost iframe of frames.
func locateFrame(page playwright.Page, frames []trajectory.FrameRef) frameBox {
	last := len(frames) - 1
	loc := Resolve(page, frames[:last], trajectory.Locator{Kind: trajectory.LocCSS, Value: frames[last].Selector}).First()
	bb, err := loc.BoundingBox(playwright.LocatorBoundingBoxOptions{Timeout: playwright.Float(2000)})
	if err != nil || bb == nil {
		return frameBox{}
	}
	f := frameBox{dx: bb.X, dy: bb.Y, clip: trajectory.Box{X: bb.X, Y: bb.Y, W: bb.Width, H: bb.Height}, ok: true}
	inset, err := loc.Evaluate(`el => { const s = getComputedStyle(el);
		return [el.clientLeft + parseFloat(s.paddingLeft || "0"), el.clientTop + parseFloat(s.paddingTop || "0"), el.clientWidth - parseFloat(s.paddingLeft || "0") - parseFloat(s.paddingRight || "0"), el.clientHeight - parseFloat(s.paddingTop || "0") - parseFloat(s.paddingBottom || "0")]; }`, nil,
		playwright.LocatorEvaluateOptions{Timeout: playwright.Float(2000)})
	if v, ok := inset.([]any); err == nil && ok && len(v) == 4 {
		l, t, w, h := toFloat(v[0]), toFloat(v[1]), toFloat(v[2]), toFloat(v[3])
		f.dx, f.dy = bb.X+l, bb.Y+t
		if w > 0 && h > 0 {
			f.clip = trajectory.Box{X: f.dx, Y: f.dy, W: w, H: h}
		}
	}
	return f
}

func toFloat(v any) float64 {
	switch n := v.(type) {
	case float64:
		return n
	case int:
		return float64(n)
	}
	return 0
}

// framePrefix is the frame part of an element id: "" for "e12", "f2" for "f2e5".
func framePrefix(id string) string {
	if i := strings.LastIndexByte(id, 'e'); i > 0 {
		return id[:i]
	}
	return ""
}
