package agent_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// funcDriver is a Driver whose live part is a function: a stand-in for a
// computer-use loop that acts by pixels.
type funcDriver func(ctx context.Context, s *agent.Session) error

func (funcDriver) Config() cache.AgentConfig {
	return cache.AgentConfig{Model: "test/pixels", Mode: "cua"}
}

func (d funcDriver) Drive(ctx context.Context, s *agent.Session, _, _ string) error {
	if _, err := s.Turn(); err != nil {
		return err
	}
	if err := d(ctx, s); err != nil {
		return err
	}
	s.Close(true, "done")
	return nil
}

// center returns the centre of the element sel in the page's viewport.
func center(t *testing.T, p playwright.Page, sel string) (float64, float64) {
	t.Helper()
	box, err := p.Locator(sel).BoundingBox()
	if err != nil || box == nil {
		t.Fatalf("locating %s: %v", sel, err)
	}
	return box.X + box.Width/2, box.Y + box.Height/2
}

// TestSessionFillAndPressOnTheFocusedElement: a computer-use model clicks a
// field and types, then presses Enter; the session records a fill (so a
// replay replaces whatever the field holds) and a press on the field
// itself, and the run replays by locator in another viewport.
func TestSessionFillAndPressOnTheFocusedElement(t *testing.T) {
	vars := []trajectory.Variable{{Name: "user"}}
	a, page := session(t, "/login.html", nil, nil, vars, map[string]string{"user": "ann@example.com"})
	if err := page.Locator("#email").Fill("someone-else@example.com"); err != nil {
		t.Fatal(err)
	}
	var gotVars []string
	res, err := a.Execute(context.Background(), "log in", agent.ExecuteOptions{Driver: funcDriver(func(ctx context.Context, s *agent.Session) error {
		gotVars = s.Variables()
		for _, f := range []struct{ sel, text string }{{"#email", "ann@example.com"}, {"#password", "secret123"}} {
			x, y := center(t, s.Page(), f.sel)
			if _, err := s.ClickAt(ctx, x, y, 1, 0); err != nil {
				return err
			}
			if _, err := s.FillFocused(ctx, f.text); err != nil {
				return err
			}
		}
		_, err := s.PressFocused(ctx, "Enter")
		return err
	})})
	if err != nil || !res.Success {
		t.Fatalf("%+v %v", res, err)
	}
	if len(gotVars) != 1 || gotVars[0] != "user" {
		t.Errorf("Variables() = %v", gotVars)
	}
	if got := text(t, page, "#welcome"); got != "Welcome, ann@example.com" {
		t.Errorf("dashboard says %q", got)
	}
	steps := res.Trajectory.Steps
	if len(steps) != 5 {
		t.Fatalf("recorded %d steps: %+v", len(steps), steps)
	}
	fill, press := steps[1], steps[4]
	if fill.Action != trajectory.ActionFill || fill.Value != "{{user}}" || fill.Target.Fingerprint.Name != "Email" {
		t.Errorf("email step %+v, want a fill of {{user}} on Email", fill)
	}
	if press.Action != trajectory.ActionPress || press.Key != "Enter" || press.Target == nil || press.Target.Fingerprint.Name != "Password" {
		t.Errorf("last step %+v, want Enter pressed on Password", press)
	}

	// The replay, on a page whose email field is prefilled, replaces it.
	s := browsertest.NewPage(t)
	if err := s.Page.SetViewportSize(800, 1000); err != nil {
		t.Fatal(err)
	}
	if err := s.Page.AddInitScript(playwright.Script{Content: playwright.String(`localStorage.setItem("reprise-demo-remembered-email", "old@example.com")`)}); err != nil {
		t.Fatal(err)
	}
	run := replay.NewPlayer(s.Page, replay.Options{}).Run(context.Background(), res.Trajectory, map[string]string{"user": "bob@example.com"})
	if run.Status != trajectory.StatusPassed {
		t.Fatalf("replay: %s", run.Error)
	}
	if got := text(t, s.Page, "#welcome"); got != "Welcome, bob@example.com" {
		t.Errorf("replayed dashboard says %q", got)
	}
}

// TestSessionRightAndDoubleClicksReplay: a right-click fires the page's
// contextmenu handler and a double-click its dblclick handler; both are
// recorded as one click step each (button, click count) naming the
// element, and a replay fires the same handlers.
func TestSessionRightAndDoubleClicksReplay(t *testing.T) {
	const listen = `() => {
		window.seen = [];
		const email = document.querySelector("#email");
		email.addEventListener("contextmenu", e => { e.preventDefault(); window.seen.push("menu:" + e.target.id); });
		email.addEventListener("dblclick", e => window.seen.push("dblclick:" + e.target.id));
	}`
	a, page := session(t, "/login.html", nil, nil, nil, nil)
	if _, err := page.Evaluate(listen); err != nil {
		t.Fatal(err)
	}
	res, err := a.Execute(context.Background(), "open the menu, then double-click the email", agent.ExecuteOptions{Driver: funcDriver(func(ctx context.Context, s *agent.Session) error {
		x, y := center(t, s.Page(), "#email")
		out, err := s.RightClickAt(ctx, x, y)
		if err == nil && !strings.Contains(out, `"Email"`) {
			t.Errorf("result %q does not name the element", out)
		}
		if err != nil {
			return err
		}
		_, err = s.ClickAt(ctx, x, y, 2, 0)
		return err
	})})
	if err != nil || !res.Success {
		t.Fatalf("%+v %v", res, err)
	}
	want := []any{"menu:email", "dblclick:email"}
	if v, _ := page.Evaluate(`() => window.seen`); !reflect.DeepEqual(v, want) {
		t.Errorf("while recording the page saw %v, want %v", v, want)
	}
	steps := res.Trajectory.Steps
	if len(steps) != 2 || steps[0].Action != trajectory.ActionClick || steps[0].Button != "right" ||
		steps[1].Action != trajectory.ActionClick || steps[1].ClickCount != 2 {
		t.Fatalf("recorded %+v", steps)
	}
	if !strings.HasPrefix(steps[0].Instruction, "right-click") || !strings.HasPrefix(steps[1].Instruction, "double-click") {
		t.Errorf("instructions %q, %q do not say which click", steps[0].Instruction, steps[1].Instruction)
	}
	s := browsertest.NewPage(t)
	p := replay.NewPlayer(s.Page, replay.Options{})
	if _, err := s.Page.Goto(res.Trajectory.StartURL); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Page.Evaluate(listen); err != nil {
		t.Fatal(err)
	}
	for i := range steps {
		if r := p.Step(context.Background(), res.Trajectory, i, nil); r.Status != trajectory.StatusPassed {
			t.Fatalf("replaying step %d: %s", i+1, r.Error)
		}
	}
	if v, _ := s.Page.Evaluate(`() => window.seen`); !reflect.DeepEqual(v, want) {
		t.Errorf("on replay the page saw %v, want %v", v, want)
	}
}
