package cua_test

import (
	"context"
	"math"
	"os"
	"sync"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cua"
	"github.com/reprise-qa/reprise/backend/cua/cuatest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }

var (
	siteOnce sync.Once
	site     *demosite.Server
	siteErr  error
)

// demo returns the demo site, started once per test binary.
func demo(t testing.TB) *demosite.Server {
	t.Helper()
	siteOnce.Do(func() { site, siteErr = demosite.Start(context.Background(), "") })
	if siteErr != nil {
		t.Fatal(siteErr)
	}
	return site
}

// models are the computer-use models the tests drive, per vendor.
var models = map[cuatest.Vendor]string{
	cuatest.OpenAI:    "openai/computer-use-preview",
	cuatest.Anthropic: "anthropic/claude-sonnet-4-5",
	cuatest.Google:    "google/gemini-2.5-computer-use-preview-10-2025",
}

var vendors = []cuatest.Vendor{cuatest.OpenAI, cuatest.Anthropic, cuatest.Google}

// newDriver starts vendor's fake API and returns the real driver pointed at
// it. Safety checks are acknowledged when confirm is set.
func newDriver(t *testing.T, v cuatest.Vendor, opts cua.Options, respond func(cuatest.Request) cuatest.Reply) (agent.Driver, *cuatest.Server) {
	t.Helper()
	return newDriverFor(t, v, models[v], opts, respond)
}

// newDriverFor is newDriver for a given model string.
func newDriverFor(t *testing.T, v cuatest.Vendor, model string, opts cua.Options, respond func(cuatest.Request) cuatest.Reply) (agent.Driver, *cuatest.Server) {
	t.Helper()
	agenttest.ClearEnv(t)
	srv := cuatest.NewServer(t, v)
	srv.Respond(respond)
	opts.APIKey, opts.BaseURL = "test-key-not-real", srv.BaseURL()
	d, err := cua.New(model, opts)
	if err != nil {
		t.Fatal(err)
	}
	return d, srv
}

// confirmAll acknowledges every safety check and remembers them.
type confirmAll struct {
	mu     sync.Mutex
	checks []cua.SafetyCheck
}

func (c *confirmAll) confirm(_ context.Context, chk cua.SafetyCheck) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.checks = append(c.checks, chk)
	return true
}

// loginVars are the login page's variables: the user, and the password
// as a secret (never stored, never shown to the model).
var loginVars = []trajectory.Variable{{Name: "user"}, {Name: "password", Secret: true}}

var loginVals = map[string]string{"user": "ann@example.com", "password": "secret123"}

// newAgent opens path on a fresh page of the given viewport with an agent
// recording into a new trajectory.
func newAgent(t *testing.T, path string, w, h int, vars []trajectory.Variable, vals map[string]string) (*agent.Agent, playwright.Page) {
	t.Helper()
	s := browsertest.NewPage(t)
	if err := s.Page.SetViewportSize(w, h); err != nil {
		t.Fatal(err)
	}
	tr := &trajectory.Trajectory{ID: "t1", Name: t.Name(), StartURL: demo(t).URL() + path, Variables: vars}
	a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), vals, agent.Options{})
	if err := a.Recorder().Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	return a, s.Page
}

// pilot plays a computer-use model: it aims at elements of the live page
// (their boxes at this moment and viewport) and speaks vendor v's action
// vocabulary. Coordinates are screenshot pixels of the display (OpenAI,
// Anthropic) or Gemini's 0–999 grid.
type pilot struct {
	t       *testing.T
	v       cuatest.Vendor
	page    playwright.Page
	display [2]float64 // the display size the model sees; zero: the viewport
}

// at returns the model-space coordinates of the centre of sel.
func (p pilot) at(sel string) (int, int) {
	p.t.Helper()
	box, err := p.page.Locator(sel).First().BoundingBox()
	if err != nil || box == nil {
		p.t.Errorf("pilot: locating %s: %v", sel, err)
		return 0, 0
	}
	vp := p.page.ViewportSize()
	x, y := box.X+box.Width/2, box.Y+box.Height/2
	if y < 0 || y > float64(vp.Height) {
		p.t.Errorf("pilot: %s is off screen at y=%.0f (viewport %dx%d)", sel, y, vp.Width, vp.Height)
	}
	sw, sh := float64(vp.Width), float64(vp.Height)
	switch {
	case p.v == cuatest.Google:
		sw, sh = 1000, 1000
	case p.display != [2]float64{}:
		sw, sh = p.display[0], p.display[1]
	}
	return int(math.Round(x * sw / float64(vp.Width))), int(math.Round(y * sh / float64(vp.Height)))
}

// click clicks the centre of sel.
func (p pilot) click(sel string) cuatest.Call {
	x, y := p.at(sel)
	switch p.v {
	case cuatest.OpenAI:
		return cuatest.Call{Args: map[string]any{"type": "click", "button": "left", "x": x, "y": y}}
	case cuatest.Anthropic:
		return cuatest.Call{Args: map[string]any{"action": "left_click", "coordinate": []int{x, y}}}
	}
	return cuatest.Call{Name: "click_at", Args: map[string]any{"x": x, "y": y}}
}

// typeText types into the focused element (OpenAI, Anthropic).
func (p pilot) typeText(text string) cuatest.Call {
	if p.v == cuatest.OpenAI {
		return cuatest.Call{Args: map[string]any{"type": "type", "text": text}}
	}
	return cuatest.Call{Args: map[string]any{"action": "type", "text": text}}
}

// scroll scrolls the page by dy viewport pixels (down when positive)
// with the pointer over sel.
func (p pilot) scroll(sel string, dy int) cuatest.Call {
	x, y := p.at(sel)
	vp := p.page.ViewportSize()
	switch {
	case p.v == cuatest.Google:
		dy = int(math.Round(float64(dy) * 1000 / float64(vp.Height)))
	case p.display != [2]float64{}:
		dy = int(math.Round(float64(dy) * p.display[1] / float64(vp.Height)))
	}
	switch p.v {
	case cuatest.OpenAI:
		return cuatest.Call{Args: map[string]any{"type": "scroll", "x": x, "y": y, "scroll_x": 0, "scroll_y": dy}}
	case cuatest.Anthropic:
		dir := "down"
		if dy < 0 {
			dir, dy = "up", -dy
		}
		return cuatest.Call{Args: map[string]any{"action": "scroll", "coordinate": []int{x, y}, "scroll_direction": dir, "scroll_amount": dy / 100}}
	}
	dir := "down"
	if dy < 0 {
		dir, dy = "up", -dy
	}
	return cuatest.Call{Name: "scroll_at", Args: map[string]any{"x": x, "y": y, "direction": dir, "magnitude": dy}}
}

// closeCall ends the run.
func closeCall(success bool, result string) cuatest.Call {
	return cuatest.Call{Name: "close", Args: map[string]any{"success": success, "result": result}}
}
