package cua

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
)

// Action kinds, the vendor-neutral vocabulary every vendor's actions are
// mapped onto.
const (
	actClick       = "click"
	actDouble      = "double_click"
	actTriple      = "triple_click"
	actRight       = "right_click"
	actMiddle      = "middle_click"
	actMove        = "move"
	actDrag        = "drag"
	actMouseDown   = "mouse_down"
	actMouseUp     = "mouse_up"
	actScroll      = "scroll"
	actType        = "type"
	actKey         = "key"
	actWait        = "wait"
	actGoto        = "goto"
	actBack        = "back"
	actForward     = "forward"
	actScreenshot  = "screenshot"
	actCursor      = "cursor_position"
	actOpenBrowser = "open_browser"
)

// action is one vendor action in the neutral vocabulary. Coordinates and
// scroll distances are in the model's space (display pixels, or Gemini's
// grid).
type action struct {
	Kind   string
	X, Y   float64
	X2, Y2 float64 // drag end
	HasXY  bool
	DX, DY float64
	Text   string
	// Clear and Enter are type_text_at's: replace the field's value,
	// press Enter after typing.
	Clear, Enter bool
	Keys         string // Playwright combination
	URL          string
	Wait         time.Duration
}

// maxWait bounds a wait the model asks for.
const maxWait = 10 * time.Second

// screen maps the model's coordinates onto the page's viewport and takes
// the screenshots the model sees.
type screen struct {
	page playwright.Page
	// vw, vh: the viewport in CSS pixels.
	vw, vh int
	// dw, dh: the screenshot size the model sees.
	dw, dh int
	// gw, gh: the model's coordinate space (the display, or a grid).
	gw, gh float64
}

// newScreen reads the viewport. display zero means screenshots of the
// viewport's size; grid > 0 puts the model's coordinates on a grid×grid
// space (Gemini), else they are display pixels.
func newScreen(page playwright.Page, display Size, grid float64) (*screen, error) {
	vw, vh, err := viewport(page)
	if err != nil {
		return nil, err
	}
	sc := &screen{page: page, vw: vw, vh: vh, dw: vw, dh: vh}
	if !display.IsZero() {
		sc.dw, sc.dh = display.Width, display.Height
	}
	sc.gw, sc.gh = float64(sc.dw), float64(sc.dh)
	if grid > 0 {
		sc.gw, sc.gh = grid, grid
	}
	return sc, nil
}

// viewport returns the page's viewport size in CSS pixels.
func viewport(page playwright.Page) (int, int, error) {
	if s := page.ViewportSize(); s != nil && s.Width > 0 && s.Height > 0 {
		return s.Width, s.Height, nil
	}
	v, err := page.Evaluate(`() => [window.innerWidth, window.innerHeight]`)
	if xy, ok := v.([]any); err == nil && ok && len(xy) == 2 {
		w, h := int(num(xy[0])), int(num(xy[1]))
		if w > 0 && h > 0 {
			return w, h, nil
		}
	}
	return 0, 0, fmt.Errorf("reading the viewport size: %v", err)
}

func num(v any) float64 {
	switch n := v.(type) {
	case float64:
		return n
	case int:
		return float64(n)
	case int64:
		return float64(n)
	}
	return 0
}

// toViewport maps a point of the model's space to viewport CSS pixels.
func (sc *screen) toViewport(x, y float64) (float64, float64) {
	return x * float64(sc.vw) / sc.gw, y * float64(sc.vh) / sc.gh
}

// fromViewport maps viewport CSS pixels to the model's space.
func (sc *screen) fromViewport(x, y float64) (float64, float64) {
	return x * sc.gw / float64(sc.vw), y * sc.gh / float64(sc.vh)
}

// distance scales a length along y (down/up) or x of the model's space to
// CSS pixels.
func (sc *screen) scaleY(d float64) float64 { return d * float64(sc.vh) / sc.gh }
func (sc *screen) scaleX(d float64) float64 { return d * float64(sc.vw) / sc.gw }

// shot returns a PNG of the viewport at the display size.
func (sc *screen) shot() ([]byte, error) {
	b, err := sc.page.Screenshot(playwright.PageScreenshotOptions{Type: playwright.ScreenshotTypePng, Scale: playwright.ScreenshotScaleCss})
	if err != nil {
		return nil, fmt.Errorf("taking a screenshot: %w", err)
	}
	return fitPNG(b, sc.dw, sc.dh)
}

// zoom returns a PNG of a region of the model's space, scaled to the
// display size (Anthropic's zoom action).
func (sc *screen) zoom(x1, y1, x2, y2 float64) ([]byte, error) {
	ax, ay := sc.toViewport(math.Min(x1, x2), math.Min(y1, y2))
	bx, by := sc.toViewport(math.Max(x1, x2), math.Max(y1, y2))
	if bx-ax < 1 || by-ay < 1 {
		return nil, fmt.Errorf("%w: zoom region [%g, %g, %g, %g] is empty", ErrBadAction, x1, y1, x2, y2)
	}
	b, err := sc.page.Screenshot(playwright.PageScreenshotOptions{Type: playwright.ScreenshotTypePng, Scale: playwright.ScreenshotScaleCss,
		Clip: &playwright.Rect{X: ax, Y: ay, Width: bx - ax, Height: by - ay}})
	if err != nil {
		return nil, fmt.Errorf("taking a zoomed screenshot: %w", err)
	}
	return fitPNG(b, sc.dw, sc.dh)
}

// fitPNG scales a PNG to w×h (bilinear) unless it already has that size.
func fitPNG(b []byte, w, h int) ([]byte, error) {
	cfg, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("reading the screenshot: %w", err)
	}
	if cfg.Width == w && cfg.Height == h {
		return b, nil
	}
	src, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("reading the screenshot: %w", err)
	}
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	sb := src.Bounds()
	sx, sy := float64(sb.Dx())/float64(w), float64(sb.Dy())/float64(h)
	for y := 0; y < h; y++ {
		fy := (float64(y)+0.5)*sy - 0.5
		y0 := clamp(int(math.Floor(fy)), 0, sb.Dy()-1)
		y1 := clamp(y0+1, 0, sb.Dy()-1)
		ty := fy - math.Floor(fy)
		for x := 0; x < w; x++ {
			fx := (float64(x)+0.5)*sx - 0.5
			x0 := clamp(int(math.Floor(fx)), 0, sb.Dx()-1)
			x1 := clamp(x0+1, 0, sb.Dx()-1)
			tx := fx - math.Floor(fx)
			c00, c10 := rgba(src, sb.Min.X+x0, sb.Min.Y+y0), rgba(src, sb.Min.X+x1, sb.Min.Y+y0)
			c01, c11 := rgba(src, sb.Min.X+x0, sb.Min.Y+y1), rgba(src, sb.Min.X+x1, sb.Min.Y+y1)
			var px [4]uint8
			for i := range px {
				top := c00[i]*(1-tx) + c10[i]*tx
				bottom := c01[i]*(1-tx) + c11[i]*tx
				px[i] = uint8(math.Round(top*(1-ty) + bottom*ty))
			}
			dst.SetNRGBA(x, y, color.NRGBA{px[0], px[1], px[2], px[3]})
		}
	}
	var out bytes.Buffer
	if err := png.Encode(&out, dst); err != nil {
		return nil, fmt.Errorf("encoding the screenshot: %w", err)
	}
	return out.Bytes(), nil
}

func rgba(img image.Image, x, y int) [4]float64 {
	c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
	return [4]float64{float64(c.R), float64(c.G), float64(c.B), float64(c.A)}
}

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }

// computer performs neutral actions through the session. Every pointer
// action goes to the element under the point (recorded with locators);
// typing and keys go to the focused element.
type computer struct {
	s  *agent.Session
	sc *screen
	// cursor is where the pointer is, in viewport pixels, once known.
	cursor    [2]float64
	hasCursor bool
	// down is where the left button went down (Anthropic's
	// left_mouse_down), nil when it is up.
	down *[2]float64
	// selected is true after a triple-click or select-all: the next
	// typing replaces the field's value.
	selected bool
}

// perform carries out one action and returns text for the model.
func (c *computer) perform(ctx context.Context, a action) (string, error) {
	s := c.s
	vx, vy := c.sc.toViewport(a.X, a.Y)
	// needXY settles the point acted on: the action's, or where the
	// pointer is when the action names none (Anthropic's left_click).
	needXY := func() error {
		if !a.HasXY {
			if !c.hasCursor {
				return fmt.Errorf("%w: %s needs coordinates", ErrBadAction, a.Kind)
			}
			vx, vy = c.cursor[0], c.cursor[1]
			return nil
		}
		if vx < 0 || vy < 0 || vx > float64(c.sc.vw) || vy > float64(c.sc.vh) {
			return fmt.Errorf("%w: (%g, %g) is outside the screen (%gx%g)", ErrBadAction, a.X, a.Y, c.sc.gw, c.sc.gh)
		}
		c.cursor, c.hasCursor = [2]float64{vx, vy}, true
		return nil
	}
	selected := c.selected
	c.selected = false
	switch a.Kind {
	case actClick, actDouble:
		if err := needXY(); err != nil {
			return "", err
		}
		clicks := 1
		if a.Kind == actDouble {
			clicks = 2
		}
		return s.ClickAt(ctx, vx, vy, clicks, 0)
	case actTriple:
		if err := needXY(); err != nil {
			return "", err
		}
		out, err := s.ClickAt(ctx, vx, vy, 1, 0)
		if err != nil {
			return "", err
		}
		// The click is recorded. In a field, the selection a triple-click
		// makes is what the next typing replaces (recorded as a fill), so
		// it is made directly, without further clicks to record or to
		// trigger click handlers again.
		if v, err := s.Page().Evaluate(selectFocused); err == nil && v == true {
			c.selected = true
			return out + "; its text is selected", nil
		}
		return out, nil
	case actRight:
		if err := needXY(); err != nil {
			return "", err
		}
		return s.RightClickAt(ctx, vx, vy)
	case actMiddle:
		return "", fmt.Errorf("%w: a middle click opens a new tab, which this browser session does not follow; click instead", ErrBadAction)
	case actMove:
		if err := needXY(); err != nil {
			return "", err
		}
		out, err := s.MoveTo(ctx, vx, vy)
		if err != nil {
			// Nothing to hover there: move the pointer anyway, unrecorded.
			if merr := s.Page().Mouse().Move(vx, vy); merr != nil {
				return "", fmt.Errorf("moving the mouse: %w", merr)
			}
			return fmt.Sprintf("moved the pointer to (%.0f, %.0f)", a.X, a.Y), nil
		}
		return out, nil
	case actDrag:
		if err := needXY(); err != nil {
			return "", err
		}
		tx, ty := c.sc.toViewport(a.X2, a.Y2)
		c.cursor, c.hasCursor = [2]float64{tx, ty}, true
		return s.Drag(ctx, vx, vy, tx, ty)
	case actMouseDown:
		if err := needXY(); err != nil {
			return "", err
		}
		p := [2]float64{vx, vy}
		c.down = &p
		return "the left button is down", nil
	case actMouseUp:
		if err := needXY(); err != nil {
			return "", err
		}
		if c.down == nil {
			return "", fmt.Errorf("%w: the left button is not down", ErrBadAction)
		}
		from, to := *c.down, [2]float64{vx, vy}
		c.down = nil
		if math.Hypot(to[0]-from[0], to[1]-from[1]) < 4 {
			return s.ClickAt(ctx, to[0], to[1], 1, 0)
		}
		return s.Drag(ctx, from[0], from[1], to[0], to[1])
	case actScroll:
		x, y := float64(c.sc.vw)/2, float64(c.sc.vh)/2
		if a.HasXY || c.hasCursor {
			if err := needXY(); err != nil {
				return "", err
			}
			x, y = vx, vy
		}
		dx, dy := int(math.Round(c.sc.scaleX(a.DX))), int(math.Round(c.sc.scaleY(a.DY)))
		if dx == 0 && dy == 0 {
			return "", fmt.Errorf("%w: scroll by nothing", ErrBadAction)
		}
		return s.Scroll(ctx, x, y, dx, dy)
	case actType:
		return c.typeText(ctx, a.Text, selected)
	case actTypeAt:
		if err := needXY(); err != nil {
			return "", err
		}
		var out string
		var err error
		if a.Clear {
			out, err = s.TypeAt(ctx, vx, vy, a.Text)
		} else if out, err = s.ClickAt(ctx, vx, vy, 1, 0); err == nil {
			var typed string
			typed, err = c.typeText(ctx, a.Text, false)
			out += "\n" + typed
		}
		if err != nil || !a.Enter {
			return out, err
		}
		pressed, err := s.PressFocused(ctx, "Enter")
		return out + "\n" + pressed, err
	case actKey:
		return c.key(ctx, a.Keys)
	case actWait:
		d := min(max(a.Wait, 0), maxWait)
		select {
		case <-time.After(d):
		case <-ctx.Done():
			return "", ctx.Err()
		}
		return fmt.Sprintf("waited %.1f s", d.Seconds()), nil
	case actGoto:
		if a.URL == "" {
			return "", fmt.Errorf("%w: goto needs a url", ErrBadAction)
		}
		return s.Goto(ctx, a.URL)
	case actBack:
		return s.Back(ctx)
	case actForward:
		return s.Forward(ctx)
	case actScreenshot, actOpenBrowser:
		c.selected = selected
		return "here is the screen", nil
	case actCursor:
		c.selected = selected
		x, y := c.sc.fromViewport(c.cursor[0], c.cursor[1])
		return fmt.Sprintf("the pointer is at (%.0f, %.0f)", x, y), nil
	}
	return "", fmt.Errorf("%w: unknown action %q", ErrBadAction, a.Kind)
}

// key presses a combination on the focused element. Alt+Left and
// Alt+Right go back and forward, as in a browser.
func (c *computer) key(ctx context.Context, keys string) (string, error) {
	switch strings.ToLower(keys) {
	case "":
		return "", fmt.Errorf("%w: no key to press", ErrBadAction)
	case "alt+arrowleft", "browserback":
		return c.s.Back(ctx)
	case "alt+arrowright", "browserforward":
		return c.s.Forward(ctx)
	}
	out, err := c.s.PressFocused(ctx, keys)
	if err == nil {
		switch strings.ToLower(keys) {
		case "control+a", "meta+a":
			c.selected = true
		}
	}
	return out, err
}

// focusState says what typing would do to the focused element: "empty"
// (nothing to keep), "selected" (the whole text is selected), "text",
// "other" or "none".
const focusState = `() => {
  let el = document.activeElement;
  for (;;) {
    if (el && el.shadowRoot && el.shadowRoot.activeElement) { el = el.shadowRoot.activeElement; continue; }
    if (el && (el.tagName === "IFRAME" || el.tagName === "FRAME")) {
      let doc; try { doc = el.contentDocument; } catch (e) { doc = null; }
      if (!doc || !doc.activeElement) break;
      el = doc.activeElement; continue;
    }
    break;
  }
  if (!el || el === document.body || el === document.documentElement) return "none";
  if (el.tagName === "INPUT" || el.tagName === "TEXTAREA") {
    const v = el.value || "";
    if (v === "") return "empty";
    try { if (el.selectionStart === 0 && el.selectionEnd === v.length) return "selected"; } catch (e) {}
    return "text";
  }
  if (el.isContentEditable) {
    const t = (el.innerText || "").trim();
    if (t === "") return "empty";
    const sel = el.ownerDocument.getSelection();
    if (sel && sel.toString().trim() === t) return "selected";
    return "text";
  }
  return "other";
}`

// selectFocused selects the whole text of the focused field and reports
// whether there was one.
const selectFocused = `() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  if (el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA")) { try { el.select(); return true; } catch (e) { return false; } }
  if (el && el.isContentEditable) { const r = el.ownerDocument.createRange(); r.selectNodeContents(el); const s = el.ownerDocument.getSelection(); s.removeAllRanges(); s.addRange(r); return true; }
  return false;
}`

// typeText types into the focused element. Into an empty field, or over
// a selection of its whole text, it is recorded as a fill (a replay
// replaces the value); otherwise as typing. A newline presses Enter.
func (c *computer) typeText(ctx context.Context, text string, selected bool) (string, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	var outs []string
	for i, line := range lines {
		if line != "" {
			state, _ := c.s.Page().Evaluate(focusState)
			var out string
			var err error
			if st, _ := state.(string); selected || st == "empty" || st == "selected" {
				out, err = c.s.FillFocused(ctx, line)
			} else {
				out, err = c.s.Type(ctx, line)
			}
			if err != nil {
				return strings.Join(outs, "\n"), err
			}
			outs = append(outs, out)
			selected = false
		}
		if i < len(lines)-1 {
			out, err := c.s.PressFocused(ctx, "Enter")
			if err != nil {
				return strings.Join(outs, "\n"), err
			}
			outs = append(outs, out)
		}
	}
	return strings.Join(outs, "\n"), nil
}

// function runs a function tool the driver offers (close, goto, back,
// forward) or one of the run's custom tools. closed is true after close.
func (c *computer) function(ctx context.Context, name string, args json.RawMessage) (out string, closed bool, err error) {
	switch name {
	case fnClose:
		var in struct {
			Success bool   `json:"success"`
			Result  string `json:"result"`
		}
		if err := json.Unmarshal(orEmpty(args), &in); err != nil {
			return "", false, fmt.Errorf("close arguments %s: %w", args, err)
		}
		c.s.Close(in.Success, in.Result)
		return "closed", true, nil
	case fnGoto:
		var in struct {
			URL string `json:"url"`
		}
		if err := json.Unmarshal(orEmpty(args), &in); err != nil || in.URL == "" {
			return "", false, fmt.Errorf("goto needs a url, got %s", args)
		}
		out, err := c.s.Goto(ctx, in.URL)
		return out, false, err
	case fnBack:
		out, err := c.s.Back(ctx)
		return out, false, err
	case fnForward:
		out, err := c.s.Forward(ctx)
		return out, false, err
	}
	out, err = c.s.CallTool(ctx, name, orEmpty(args))
	return out, false, err
}

func orEmpty(b json.RawMessage) json.RawMessage {
	if len(bytes.TrimSpace(b)) == 0 {
		return json.RawMessage("{}")
	}
	return b
}
