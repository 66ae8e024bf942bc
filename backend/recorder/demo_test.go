package recorder

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// demoRecorder opens path of the demo site on a fresh page and returns a
// recorder on it.
func demoRecorder(t *testing.T, path string) (*Recorder, string) {
	t.Helper()
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = site.Close() })
	s := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{Name: "demo", StartURL: site.URL() + path}
	r := New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, map[string]string{})
	if err := r.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	return r, site.URL()
}

// at is the centre of the element sel on the recorder's page.
func at(t *testing.T, r *Recorder, sel string) (float64, float64) {
	t.Helper()
	b, err := r.Player().Page().Locator(sel).BoundingBox()
	if err != nil || b == nil {
		t.Fatalf("locating %s: %v", sel, err)
	}
	return b.X + b.Width/2, b.Y + b.Height/2
}

func demo(t *testing.T, r *Recorder, in DemoInput) *Demonstrated {
	t.Helper()
	d, err := r.Demonstrate(context.Background(), in)
	if err != nil {
		t.Fatalf("demonstrating %+v: %v", in, err)
	}
	return d
}

func click(t *testing.T, r *Recorder, sel string) *Demonstrated {
	t.Helper()
	x, y := at(t, r, sel)
	return demo(t, r, DemoInput{Kind: InputClick, X: x, Y: y})
}

func TestDemonstratedLoginRecordsStepsThatReplay(t *testing.T) {
	r, base := demoRecorder(t, "/login.html")
	page := r.Player().Page()

	// Clicking a field only focuses it; typing folds into one fill step.
	if d := click(t, r, "#email"); d.Step != nil || d.Focused != `textbox "Email"` {
		t.Fatalf("clicking Email: step %v, focused %q; want no step and the field focused", d.Step, d.Focused)
	}
	demo(t, r, DemoInput{Kind: InputType, Text: "ann@"})
	demo(t, r, DemoInput{Kind: InputType, Text: "example.coo"})
	demo(t, r, DemoInput{Kind: InputKey, Key: "Backspace"})
	d := demo(t, r, DemoInput{Kind: InputType, Text: "m"})
	if !d.Updated || d.Index != 0 {
		t.Errorf("more typing: updated %v at %d, want the first step updated", d.Updated, d.Index)
	}
	if got, _ := page.Locator("#email").InputValue(); got != "ann@example.com" {
		t.Errorf("the page's Email field holds %q, want ann@example.com", got)
	}

	// A password becomes a secret variable; its value is never stored.
	click(t, r, "#password")
	demo(t, r, DemoInput{Kind: InputType, Text: "secret"})
	demo(t, r, DemoInput{Kind: InputType, Text: "123"})
	if got, _ := page.Locator("#password").InputValue(); got != "secret123" {
		t.Errorf("the page's Password field holds %q, want secret123", got)
	}

	if d := click(t, r, "#remember"); d.Step == nil || d.Step.Action != trajectory.ActionCheck {
		t.Fatalf("clicking Remember me recorded %+v, want a check step", d.Step)
	}
	signIn := click(t, r, `[data-testid="login-submit"]`)
	if !strings.Contains(page.URL(), "/dashboard") {
		t.Fatalf("after clicking Sign in the page is %s, want the dashboard", page.URL())
	}

	tr := r.Trajectory()
	var got []string
	for _, s := range tr.Steps {
		got = append(got, s.Instruction)
	}
	want := []string{`type "ann@example.com" into textbox "Email"`, `type {{password}} into textbox "Password"`,
		`check checkbox "Remember me"`, `click button "Sign in"`}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("instructions:\n got %q\nwant %q", got, want)
	}
	if tr.Steps[0].Value != "ann@example.com" || tr.Steps[1].Value != "{{password}}" {
		t.Errorf("values %q and %q, want the email and {{password}}", tr.Steps[0].Value, tr.Steps[1].Value)
	}
	if len(tr.Variables) != 1 || tr.Variables[0].Name != "password" || !tr.Variables[0].Secret {
		t.Errorf("variables %+v, want one secret variable password", tr.Variables)
	}
	data, _ := trajectory.Marshal(tr)
	if strings.Contains(string(data), "secret123") {
		t.Errorf("the stored trajectory holds the password:\n%s", data)
	}
	if r.Values()["password"] != "secret123" {
		t.Errorf("the recording's value of password is %q, want what was typed", r.Values()["password"])
	}

	// The same candidates and fingerprint as the instruction "click Sign in".
	r2, _ := demoRecorder(t, "/login.html")
	step, _, err := r2.Do(context.Background(), "click Sign in")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(step.Target.Candidates, signIn.Step.Target.Candidates) {
		t.Errorf("demonstrated candidates %v differ from the instruction's %v", signIn.Step.Target.Candidates, step.Target.Candidates)
	}
	a, b := step.Target.Fingerprint, signIn.Step.Target.Fingerprint
	a.Box, b.Box = nil, nil
	if !reflect.DeepEqual(a, b) {
		t.Errorf("demonstrated fingerprint %+v differs from the instruction's %+v", b, a)
	}

	// It replays on a fresh page with the password given at run time.
	s := browsertest.NewPage(t)
	c := tr.Clone()
	c.StartURL = base + "/login.html"
	run := replay.NewPlayer(s.Page, replay.Options{}).Run(context.Background(), c, map[string]string{"password": "secret123"})
	if run.Status != trajectory.StatusPassed {
		js, _ := json.MarshalIndent(run.Steps, "", " ")
		t.Fatalf("replay %s:\n%s", run.Status, js)
	}
}

func TestDemonstratedSelectScrollAndKeys(t *testing.T) {
	r, _ := demoRecorder(t, "/checkout.html")
	page := r.Player().Page()
	d := click(t, r, "#country")
	if d.Step != nil || len(d.Options) == 0 || d.Options[1] != "United States" {
		t.Fatalf("clicking the country list: step %v, options %q; want its options offered", d.Step, d.Options)
	}
	x, y := at(t, r, "#country")
	d = demo(t, r, DemoInput{Kind: InputSelect, X: x, Y: y, Value: "Canada"})
	if d.Step == nil || d.Step.Action != trajectory.ActionSelect || d.Step.Value != "Canada" || d.Step.Instruction != `select "Canada" from combobox "Country"` {
		t.Fatalf("choosing Canada recorded %+v", d.Step)
	}
	if v, _ := page.Locator("#country").InputValue(); v != "CA" {
		t.Errorf("the country list holds %q, want CA", v)
	}

	demo(t, r, DemoInput{Kind: InputScroll, X: 300, Y: 300, DeltaY: 200})
	d = demo(t, r, DemoInput{Kind: InputScroll, X: 300, Y: 300, DeltaY: 150})
	if !d.Updated || d.Step.DeltaY != 350 || d.Step.Instruction != "scroll down 350 px" {
		t.Errorf("two wheel turns: %+v, want one scroll step of 350 px", d.Step)
	}

	click(t, r, "#full-name")
	demo(t, r, DemoInput{Kind: InputType, Text: "Ann Lee"})
	d = demo(t, r, DemoInput{Kind: InputKey, Key: "Tab"})
	if d.Step.Action != trajectory.ActionPress || d.Step.Key != "Tab" || d.Step.Target == nil {
		t.Errorf("Tab in the name field recorded %+v, want a press on the field", d.Step)
	}
	// The keyboard moved the page's focus to Address: typing goes there.
	if d.Focused != `textbox "Address"` {
		t.Errorf("after Tab typing goes into %q, want textbox \"Address\"", d.Focused)
	}
	d = demo(t, r, DemoInput{Kind: InputType, Text: "1 Main St"})
	if d.Step == nil || d.Step.Action != trajectory.ActionFill || d.Step.Instruction != `type "1 Main St" into textbox "Address"` {
		t.Errorf("typing after Tab recorded %+v, want a fill of Address", d.Step)
	}
	if v, _ := page.Locator("#address").InputValue(); v != "1 Main St" {
		t.Errorf("the page's Address field holds %q", v)
	}
	// Shift+Tab goes back to the name field.
	if d = demo(t, r, DemoInput{Kind: InputKey, Key: "Shift+Tab"}); d.Focused != `textbox "Full name"` {
		t.Errorf("after Shift+Tab typing goes into %q, want the name field", d.Focused)
	}
	// Escape leaves no field to type into.
	demo(t, r, DemoInput{Kind: InputKey, Key: "Escape"})
	if _, err := r.Demonstrate(context.Background(), DemoInput{Kind: InputType, Text: "x"}); err == nil {
		t.Error("typing after Escape with no field clicked was accepted")
	}
	if n := len(r.Trajectory().Steps); n != 7 {
		t.Errorf("%d steps, want 7 (select, scroll, fill, press Tab, fill, press Shift+Tab, press Escape)", n)
	}
}

func TestDemonstratedClickOnNothingSaysWhatToDo(t *testing.T) {
	r, _ := demoRecorder(t, "/login.html")
	_, err := r.Demonstrate(context.Background(), DemoInput{Kind: InputClick, X: 5, Y: 795})
	if err == nil || !strings.Contains(err.Error(), "click a button, link, field") {
		t.Errorf("clicking empty page: %v, want a hint", err)
	}
	if len(r.Trajectory().Steps) != 0 {
		t.Errorf("a failed click recorded %d steps", len(r.Trajectory().Steps))
	}
}
