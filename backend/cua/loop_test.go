package cua_test

import (
	"context"
	"errors"
	"image"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/cua"
	"github.com/reprise-qa/reprise/backend/cua/cuatest"
)

// TestSmallerDisplayScalesCoordinatesBack: told a 640x400 display on a
// 1280x800 viewport, the model sees half-size screenshots and aims in
// them; its clicks land on the same elements.
func TestSmallerDisplayScalesCoordinatesBack(t *testing.T) {
	for _, v := range []cuatest.Vendor{cuatest.OpenAI, cuatest.Anthropic} {
		t.Run(string(v), func(t *testing.T) {
			a, page := newAgent(t, "/login.html", 1280, 800, loginVars, loginVals)
			p := pilot{t: t, v: v, page: page, display: [2]float64{640, 400}}
			conf := &confirmAll{}
			d, srv := newDriver(t, v, cua.Options{Display: cua.Size{Width: 640, Height: 400}, Confirm: conf.confirm}, script(loginTurns(p)...))
			res, err := a.Execute(context.Background(), "sign in as {{user}}", agent.ExecuteOptions{Driver: d})
			if err != nil || !res.Success {
				t.Fatalf("%+v %v", res, err)
			}
			if got := strings.Join(stepLines(res.Trajectory.Steps), "\n"); got != strings.Join(loginSteps[v], "\n") {
				t.Fatalf("recorded\n%s", got)
			}
			if got, _ := page.Locator("#welcome").InnerText(); got != "Welcome, ann@example.com" {
				t.Errorf("dashboard says %q", got)
			}
			if d := srv.Requests()[0].Display; d != image.Pt(640, 400) {
				t.Errorf("declared display %v, want 640x400", d)
			}
			for i, s := range srv.Screenshots() {
				if s.Width != 640 || s.Height != 400 {
					t.Errorf("screenshot %d is %dx%d, want 640x400", i+1, s.Width, s.Height)
				}
			}
		})
	}
}

// TestAnthropicSelectionAndMouseButtons: typing over a triple-click
// selection is recorded as a fill (a replay replaces the value), a mouse
// down and up at one point is a click, and zoom answers with an image of
// the region (computer_20251124).
func TestAnthropicSelectionAndMouseButtons(t *testing.T) {
	a, page := newAgent(t, "/login.html", 1280, 800, loginVars, loginVals)
	p := pilot{t: t, v: cuatest.Anthropic, page: page}
	at := func(sel string) []int { x, y := p.at(sel); return []int{x, y} }
	act := func(args map[string]any) cuatest.Call { return cuatest.Call{Args: args} }
	d, srv := newDriverFor(t, cuatest.Anthropic, "anthropic/claude-opus-4-5", cua.Options{}, script(
		func() cuatest.Reply { return cuatest.Reply{Calls: []cuatest.Call{p.click("#email")}} },
		calls(p.typeText("wrong@example.com")),
		func() cuatest.Reply {
			return cuatest.Reply{Calls: []cuatest.Call{act(map[string]any{"action": "triple_click", "coordinate": at("#email")})}}
		},
		calls(p.typeText("ann@example.com")),
		func() cuatest.Reply {
			return cuatest.Reply{Calls: []cuatest.Call{
				act(map[string]any{"action": "left_mouse_down", "coordinate": at("#remember")}),
				act(map[string]any{"action": "left_mouse_up"}),
			}}
		},
		calls(act(map[string]any{"action": "cursor_position"}), act(map[string]any{"action": "zoom", "region": []int{0, 0, 640, 400}})),
		calls(act(map[string]any{"action": "wait", "duration": 0})),
		calls(closeCall(true, "filled")),
	))
	res, err := a.Execute(context.Background(), "fill the form", agent.ExecuteOptions{Driver: d})
	if err != nil || !res.Success {
		t.Fatalf("%+v %v", res, err)
	}
	if v, _ := page.Locator("#email").InputValue(); v != "ann@example.com" {
		t.Errorf("email holds %q", v)
	}
	if on, _ := page.Locator("#remember").IsChecked(); !on {
		t.Error("Remember me is not checked")
	}
	want := []string{`click textbox "Email"`, `fill textbox "Email" wrong@example.com`, `click textbox "Email"`,
		`fill textbox "Email" {{user}}`, `click checkbox "Remember me"`}
	if got := strings.Join(stepLines(res.Trajectory.Steps), "\n"); got != strings.Join(want, "\n") {
		t.Fatalf("recorded\n  %s", strings.ReplaceAll(got, "\n", "\n  "))
	}
	reqs := srv.Requests()
	if reqs[0].ComputerTool != "computer_20251124" {
		t.Errorf("computer tool %s, want computer_20251124 for Claude Opus 4.5", reqs[0].ComputerTool)
	}
	zoomed := reqs[6].Outputs
	if len(zoomed) != 2 || !strings.Contains(zoomed[0].Text, "pointer is at") || zoomed[1].Screenshot == nil || zoomed[1].Screenshot.Width != 1280 {
		t.Errorf("cursor_position and zoom answered %+v", zoomed)
	}
}

// TestStepLimitCancelAndSilence: the run's step limit, cancellation at a
// safe point and a model that stops acting end the loop cleanly.
func TestStepLimitCancelAndSilence(t *testing.T) {
	screenshot := map[cuatest.Vendor]cuatest.Call{
		cuatest.OpenAI:    {Args: map[string]any{"type": "screenshot"}},
		cuatest.Anthropic: {Args: map[string]any{"action": "screenshot"}},
		cuatest.Google:    {Name: "open_web_browser", Args: map[string]any{}},
	}
	for _, v := range vendors {
		t.Run(string(v)+"/max steps", func(t *testing.T) {
			a, _ := newAgent(t, "/login.html", 1280, 800, nil, nil)
			d, srv := newDriver(t, v, cua.Options{}, func(cuatest.Request) cuatest.Reply {
				return cuatest.Reply{Calls: []cuatest.Call{screenshot[v]}}
			})
			res, err := a.Execute(context.Background(), "look forever", agent.ExecuteOptions{Driver: d, MaxSteps: 3})
			if !errors.Is(err, agent.ErrMaxSteps) || res.Completed || res.Turns != 3 || len(srv.Requests()) != 3 {
				t.Fatalf("err %v, result %+v, %d requests", err, res, len(srv.Requests()))
			}
		})
		t.Run(string(v)+"/same failure", func(t *testing.T) {
			// A model that asks for an action there is no such thing as,
			// every turn, is stopped after agent.StuckAfter turns with the
			// reason, not left to spend the run's whole step budget.
			bad := map[cuatest.Vendor]cuatest.Call{
				cuatest.OpenAI:    {Args: map[string]any{"type": "teleport"}},
				cuatest.Anthropic: {Args: map[string]any{"action": "teleport"}},
				cuatest.Google:    {Name: "teleport_to", Args: map[string]any{}},
			}
			a, _ := newAgent(t, "/login.html", 1280, 800, nil, nil)
			d, srv := newDriver(t, v, cua.Options{}, func(cuatest.Request) cuatest.Reply {
				return cuatest.Reply{Calls: []cuatest.Call{bad[v]}}
			})
			res, err := a.Execute(context.Background(), "sign in", agent.ExecuteOptions{Driver: d, MaxSteps: 20})
			if !errors.Is(err, agent.ErrStuck) || res.Completed || len(srv.Requests()) != agent.StuckAfter {
				t.Fatalf("err %v, completed %v, %d requests; want the run stopped after %d identical failures", err, res.Completed, len(srv.Requests()), agent.StuckAfter)
			}
			if !strings.Contains(err.Error(), "teleport") {
				t.Errorf("the reason does not name what failed: %v", err)
			}
		})
		t.Run(string(v)+"/cancel", func(t *testing.T) {
			a, page := newAgent(t, "/login.html", 1280, 800, loginVars, loginVals)
			conf := &confirmAll{}
			d, srv := newDriver(t, v, cua.Options{Confirm: conf.confirm}, script(loginTurns(pilot{t: t, v: v, page: page})...))
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			res, err := a.Execute(ctx, "sign in as {{user}}", agent.ExecuteOptions{Driver: d, OnEvent: func(e agent.Event) {
				if e.Type == agent.EventToolResult {
					cancel() // after the first action
				}
			}})
			if !errors.Is(err, context.Canceled) || res.Completed || len(res.Trajectory.Steps) == 0 || len(srv.Requests()) != 1 {
				t.Fatalf("err %v, completed %v, %d steps, %d requests; want cancelled after the first action with its steps kept",
					err, res.Completed, len(res.Trajectory.Steps), len(srv.Requests()))
			}
		})
		t.Run(string(v)+"/silence", func(t *testing.T) {
			a, _ := newAgent(t, "/login.html", 1280, 800, nil, nil)
			d, srv := newDriver(t, v, cua.Options{}, func(cuatest.Request) cuatest.Reply {
				return cuatest.Reply{Text: "The page looks fine to me."}
			})
			res, err := a.Execute(context.Background(), "check the page", agent.ExecuteOptions{Driver: d})
			if err != nil || res.Success || !res.Completed || !strings.Contains(res.Result, "looks fine") || len(srv.Requests()) != 2 {
				t.Fatalf("err %v, result %+v, %d requests; want one nudge, then the run closed as not done", err, res, len(srv.Requests()))
			}
			if nudge := strings.Join(srv.Requests()[1].UserTexts, " "); !strings.Contains(nudge, "call close") {
				t.Errorf("second request says %q, want the nudge", nudge)
			}
		})
	}
}

// TestOpenAIGAComputerTool: models other than computer-use-preview get the
// GA computer tool (no declared display) and answer with batched actions.
func TestOpenAIGAComputerTool(t *testing.T) {
	a, page := newAgent(t, "/login.html", 1280, 800, loginVars, loginVals)
	conf := &confirmAll{}
	d, srv := newDriverFor(t, cuatest.OpenAI, "openai/gpt-5.4", cua.Options{Confirm: conf.confirm}, script(loginTurns(pilot{t: t, v: cuatest.OpenAI, page: page})...))
	res, err := a.Execute(context.Background(), "sign in as {{user}}", agent.ExecuteOptions{Driver: d})
	if err != nil || !res.Success {
		t.Fatalf("%+v %v", res, err)
	}
	if got := strings.Join(stepLines(res.Trajectory.Steps), "\n"); got != strings.Join(loginSteps[cuatest.OpenAI], "\n") {
		t.Fatalf("recorded\n%s", got)
	}
	if r := srv.Requests()[0]; r.ComputerTool != "computer" || r.Display != (image.Point{}) {
		t.Errorf("tool %q with display %v, want the GA computer tool", r.ComputerTool, r.Display)
	}
	if res.Usage.CostUSD <= 0 {
		t.Errorf("no cost estimated for gpt-5.4: %+v", res.Usage)
	}
}
