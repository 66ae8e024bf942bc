package webapi_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestDemonstrateAssertAndPlayground records the login flow by input on
// the mirror alone (click, typing folded into fills, a password that
// becomes a secret, a checkbox), mixes in an instruction, adds two
// assertions by picking, tries locators in the playground, saves and
// replays it from the store.
func TestDemonstrateAssertAndPlayground(t *testing.T) {
	site := demoSite(t)
	s := startServer(t, nil)
	ev := s.events()
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "Log in by hand"})
	w, h := sess.Viewport.Width, sess.Viewport.Height
	pts := browsertest.ElementCenters(t, site.URL()+"/login.html", w, h, "#email", "#password", "#remember", `[data-testid="login-submit"]`, "h1")
	in := func(i recorder.DemoInput) studio.DemoResult {
		t.Helper()
		var r studio.DemoResult
		s.must("Demonstrate", &r, sess.ID, i)
		return r
	}
	clickAt := func(p [2]float64) studio.DemoResult {
		t.Helper()
		return in(recorder.DemoInput{Kind: recorder.InputClick, X: p[0], Y: p[1]})
	}

	// Typing before any field is clicked says what to do.
	if e := s.call("Demonstrate", nil, sess.ID, recorder.DemoInput{Kind: recorder.InputType, Text: "x"}); e == nil || !strings.Contains(e.Message, "click a text field") {
		t.Fatalf("typing with no field: %v", e)
	}

	// The playground: a locator typed in Playwright syntax, counted on the
	// page, with the fingerprint check, and outlined on the mirror.
	if r := clickAt(pts[0]); r.Focused != `textbox "Email"` || r.Step != nil {
		t.Fatalf("click on Email: %+v", r.Demonstrated)
	}
	in(recorder.DemoInput{Kind: recorder.InputType, Text: "ann@example.com"})
	next := ev.len()
	r := in(recorder.DemoInput{Kind: recorder.InputType, Text: "x"})
	in(recorder.DemoInput{Kind: recorder.InputKey, Key: "Backspace"})
	if !r.Updated || r.Index != 0 {
		t.Errorf("more typing made a new step: %+v", r.Demonstrated)
	}
	if p, _ := stepEvent(t, ev, next, sess.ID, 0); p.Provenance == nil || p.Provenance.ResolvedBy != studio.ResolvedByDemonstration {
		t.Errorf("session:step provenance %+v, want demonstration", p.Provenance)
	}
	clickAt(pts[1])
	in(recorder.DemoInput{Kind: recorder.InputType, Text: "secret123"})
	if r := clickAt(pts[2]); r.Step == nil || r.Step.Action != trajectory.ActionCheck {
		t.Fatalf("click on Remember me: %+v", r.Demonstrated)
	}
	var info studio.SessionInfo
	s.must("GetSession", &info, sess.ID)
	emailTarget := *info.Trajectory.Steps[0].Target
	for _, c := range []struct {
		text     string
		matches  int
		recorded bool
	}{
		{`getByLabel('Email')`, 1, true},
		{`page.getByRole('textbox')`, 2, true},
		{`input[type=password]`, 1, false},
		{`//input`, 3, true},
		{`getByRole('button', { name: 'Nope' })`, 0, false},
	} {
		var e studio.LocatorEvaluation
		s.must("EvaluateLocator", &e, sess.ID, emailTarget, c.text)
		if e.Error != "" || e.Matches != c.matches || e.Recorded != c.recorded || len(e.Boxes) != c.matches {
			t.Errorf("%s: %d matches (%d boxes), recorded %v, error %q; want %d, %v", c.text, e.Matches, len(e.Boxes), e.Recorded, e.Error, c.matches, c.recorded)
		}
	}
	var bad studio.LocatorEvaluation
	s.must("EvaluateLocator", &bad, sess.ID, emailTarget, `getByRole(button)`)
	if bad.Error == "" || !strings.Contains(bad.Error, "quoted") {
		t.Errorf("unquoted role: %+v, want a syntax hint", bad)
	}
	var badCSS studio.LocatorEvaluation
	s.must("EvaluateLocator", &badCSS, sess.ID, emailTarget, `button[[[`)
	if !strings.HasPrefix(badCSS.Error, "the page cannot run this locator: not a valid selector (") || strings.Contains(badCSS.Error, "playwright") {
		t.Errorf("a CSS syntax error reads %q", badCSS.Error)
	}

	// An instruction step mixes in; then the click that navigates.
	s.must("Instruct", nil, sess.ID, "click Sign in")
	for {
		s.must("GetSession", &info, sess.ID)
		if strings.Contains(info.URL, "/dashboard") {
			break
		}
	}

	// Assert by picking: the heading's text and the URL.
	dash := browsertest.ElementCenters(t, site.URL()+"/dashboard.html?user=ann@example.com", w, h, "h1")
	var pick studio.AssertionPick
	s.must("PickAssertion", &pick, sess.ID, dash[0][0], dash[0][1])
	kinds := map[string]studio.AssertionChoice{}
	for _, c := range pick.Choices {
		kinds[c.Kind] = c
	}
	for _, k := range []string{"visible", "text-equals", "text-contains", "count", "url"} {
		if _, ok := kinds[k]; !ok {
			t.Errorf("picking the heading offers %v, missing %s", pick.Choices, k)
		}
	}
	if u := kinds["url"].Step; u.URL != "/dashboard.html?user=ann@example.com" || u.Match != "contains" {
		t.Errorf("URL choice %+v, want the path prefilled", u)
	}
	var added studio.InstructResult
	s.must("AddAssertion", &added, sess.ID, kinds["text-equals"].Step)
	s.must("AddAssertion", &added, sess.ID, kinds["url"].Step)
	wrong := kinds["text-contains"].Step
	wrong.Value = "Not on the page"
	if e := s.call("AddAssertion", nil, sess.ID, wrong); e == nil || !strings.Contains(e.Message, "does not hold") {
		t.Errorf("a false assertion: %v, want it refused", e)
	}

	saved := &trajectory.Trajectory{}
	s.must("SaveSession", saved, sess.ID, "")
	var acts []string
	for _, st := range saved.Steps {
		acts = append(acts, string(st.Action))
	}
	if got := strings.Join(acts, " "); got != "fill fill check click assert-text assert-url" {
		t.Fatalf("saved steps %s", got)
	}
	if saved.Steps[0].Value != "ann@example.com" || saved.Steps[1].Value != "{{password}}" || len(saved.Variables) != 1 || !saved.Variables[0].Secret {
		t.Errorf("values %q %q, variables %+v; want the email, {{password}} and one secret", saved.Steps[0].Value, saved.Steps[1].Value, saved.Variables)
	}
	data, _ := json.Marshal(saved)
	if strings.Contains(string(data), "secret123") {
		t.Errorf("the saved trajectory holds the password")
	}
	ev.mu.Lock()
	for _, raw := range ev.raw {
		if strings.Contains(raw, "secret123") {
			t.Errorf("an event carried the password: %.200s", raw)
		}
	}
	ev.mu.Unlock()
	s.must("CloseSession", nil, sess.ID)

	run := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID, Values: map[string]string{"password": "secret123"}})
	if run.Status != trajectory.StatusPassed {
		js, _ := json.MarshalIndent(run.Steps, "", " ")
		t.Fatalf("replay %s:\n%s", run.Status, js)
	}
	for _, st := range run.Steps {
		if st.Model != nil && st.Model.Calls > 0 {
			t.Errorf("step %d called a model on replay", st.Index+1)
		}
	}
}
