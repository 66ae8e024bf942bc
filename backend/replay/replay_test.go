package replay_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

var site *demosite.Server

func demo(t testing.TB) *demosite.Server {
	t.Helper()
	if site == nil {
		s, err := demosite.Start(context.Background(), "")
		if err != nil {
			t.Fatal(err)
		}
		site = s
	}
	return site
}

// record records instrs on a fresh page and returns the trajectory after a
// round trip through its JSON form, as a stored or exported flow would be.
func record(t *testing.T, start string, vars []trajectory.Variable, vals map[string]string, instrs ...string) *trajectory.Trajectory {
	t.Helper()
	sess := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "t-" + t.Name(), Name: t.Name(), StartURL: start, Variables: vars}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{}), nil, vals)
	ctx := context.Background()
	if err := rec.Start(ctx); err != nil {
		t.Fatal(err)
	}
	for i, in := range instrs {
		if _, _, err := rec.Do(ctx, in); err != nil {
			t.Fatalf("recording step %d %q: %v", i+1, in, err)
		}
	}
	data, err := trajectory.Marshal(rec.Trajectory())
	if err != nil {
		t.Fatal(err)
	}
	back, err := trajectory.Parse(data, "recorded")
	if err != nil {
		t.Fatalf("recorded trajectory does not validate: %v", err)
	}
	return back
}

// replayFresh replays tr on a new page (new browser context: no cookies or
// storage carried over from recording).
func replayFresh(t *testing.T, tr *trajectory.Trajectory, vals map[string]string, setup func(*testing.T, playwright.Page)) (*trajectory.Run, playwright.Page) {
	t.Helper()
	sess := browsertest.NewPage(t)
	if setup != nil {
		setup(t, sess.Page)
	}
	p := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 6 * time.Second})
	return p.Run(context.Background(), tr, vals), sess.Page
}

func requirePassed(t *testing.T, r *trajectory.Run) {
	t.Helper()
	if r.Status != trajectory.StatusPassed {
		for _, s := range r.Steps {
			t.Logf("step %d %s %s: %s %v", s.Index+1, s.Action, s.Status, s.Error, s.Attempts)
		}
		t.Fatalf("run %s: %s", r.Status, r.Error)
	}
	if r.LLMCalls != 0 {
		t.Errorf("replay made %d LLM calls, want 0", r.LLMCalls)
	}
}

func bodyText(t *testing.T, page playwright.Page) string {
	t.Helper()
	txt, err := page.Locator("body").InnerText()
	if err != nil {
		t.Fatal(err)
	}
	return txt
}

var loginVars = []trajectory.Variable{{Name: "user", Default: "ann@example.com"}, {Name: "password", Secret: true}}

func TestLoginRecordsAndReplaysWithOtherVariableValues(t *testing.T) {
	s := demo(t)
	tr := record(t, s.URL()+"/login.html", loginVars, map[string]string{"password": "secret123"},
		"type {{user}} into Email",
		"type {{password}} into Password",
		"check Remember me",
		"click Sign in",
		"verify the url contains /dashboard",
	)
	for _, st := range tr.Steps {
		if strings.Contains(st.Value, "secret123") {
			t.Fatalf("secret value stored in step %s: %q", st.ID, st.Value)
		}
	}
	if tr.Steps[0].Value != "{{user}}" || tr.Steps[0].Target == nil || len(tr.Steps[0].Target.Candidates) < 2 {
		t.Fatalf("step 1 should keep the placeholder and several candidates: %+v", tr.Steps[0])
	}
	r, page := replayFresh(t, tr, map[string]string{"user": "bob@example.com", "password": "secret123"}, nil)
	requirePassed(t, r)
	if txt := bodyText(t, page); !strings.Contains(txt, "Welcome, bob@example.com") {
		t.Errorf("dashboard does not greet the replayed user:\n%s", txt)
	}
}

func TestReplayWithoutSecretValueFailsBeforeActing(t *testing.T) {
	s := demo(t)
	tr := record(t, s.URL()+"/login.html", loginVars, map[string]string{"password": "secret123"},
		"type {{password}} into Password")
	r, page := replayFresh(t, tr, nil, nil)
	if r.Status != trajectory.StatusFailed || !strings.Contains(r.Error, "{{password}} has no value") {
		t.Fatalf("want a failure naming the missing variable, got %s %q", r.Status, r.Error)
	}
	if len(r.Steps) != len(tr.Steps) || slices.ContainsFunc(r.Steps, func(s trajectory.StepResult) bool { return s.Status != trajectory.StatusSkipped }) {
		t.Fatalf("want every step skipped (nothing acted on), got %+v", r.Steps)
	}
	if u := page.URL(); u != "about:blank" {
		t.Errorf("the start URL was opened (%s) although the run could not start", u)
	}
}

// A check whose element is not on the page fails as a failed check,
// naming the element, not only as a locator that found nothing.
func TestMissingElementFailsTheCheckByName(t *testing.T) {
	s := demo(t)
	tr := record(t, s.URL()+"/login.html", loginVars, map[string]string{"password": "secret123"},
		"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify Sign out is visible")
	r, _ := replayFresh(t, tr, map[string]string{"password": "wrong"}, nil)
	last := r.Steps[len(r.Steps)-1]
	if r.Status != trajectory.StatusFailed || last.Status != trajectory.StatusFailed ||
		!strings.HasPrefix(last.Error, `assertion failed: button "Sign out" is not on the page — `) {
		t.Fatalf("want the check to fail naming Sign out, got %s: %q", last.Status, last.Error)
	}
}

func TestShopCheckoutRecordsAndReplays(t *testing.T) {
	s := demo(t)
	instrs := append([]string(nil), checkoutInstrs...)
	instrs[4] = "type {{name}} into Full name"
	tr := record(t, s.URL()+"/shop.html", []trajectory.Variable{{Name: "name", Default: "Ann Lee"}}, nil, instrs...)
	r, page := replayFresh(t, tr, map[string]string{"name": "Bo Chen"}, nil)
	requirePassed(t, r)
	txt := bodyText(t, page)
	for _, want := range []string{"Thank you for your order", "Express", "France"} {
		if !strings.Contains(txt, want) {
			t.Errorf("confirmation page lacks %q:\n%s", want, txt)
		}
	}
}

func TestIframeFormsRecordAndReplay(t *testing.T) {
	s := demo(t)
	tr := record(t, s.URL()+"/iframe.html", nil, nil,
		"type ann@example.com into Email address",
		"click Subscribe",
		"type Ann into Name",
		"type ann@example.com into Email",
		"select Returns and exchanges from Topic",
		"type Where is my parcel? into Message",
		"click Send message",
		"wait for Message sent",
	)
	var crossOrigin bool
	for _, st := range tr.Steps {
		if st.Target != nil && len(st.Target.Frames) > 0 && strings.Contains(st.Target.Frames[len(st.Target.Frames)-1].URL, "contact") {
			crossOrigin = true
		}
	}
	if !crossOrigin {
		t.Fatalf("no step recorded inside the cross-origin contact frame: %+v", tr.Steps)
	}
	r, _ := replayFresh(t, tr, nil, nil)
	requirePassed(t, r)
}

func TestShadowWidgetRecordsAndReplays(t *testing.T) {
	s := demo(t)
	tr := record(t, s.URL()+"/shadow.html", nil, nil,
		"click 4 stars",
		"type SAVE10 into Promo code",
		"click Apply",
		`verify "Code applied: SAVE10" is visible`,
	)
	if !tr.Steps[0].Target.Fingerprint.InShadow {
		t.Errorf("star button should be recorded as inside a shadow root: %+v", tr.Steps[0].Target.Fingerprint)
	}
	r, _ := replayFresh(t, tr, nil, nil)
	requirePassed(t, r)
}

// renameSignIn turns the sign-in button into a "Delete account" button
// that keeps the same test id, class and position: a locator that still
// matches but means something else.
const renameSignIn = `document.addEventListener('DOMContentLoaded', () => {
  const b = document.querySelector('[data-testid="login-submit"]');
  if (b) { b.textContent = 'Delete account'; b.form.addEventListener('submit', () => { window.__submitted = true; }); }
});`

func TestReplayRefusesWhenFingerprintNoLongerMatches(t *testing.T) {
	s := demo(t)
	tr := record(t, s.URL()+"/login.html", loginVars, map[string]string{"password": "secret123"},
		"type {{user}} into Email", "type {{password}} into Password", "click Sign in")
	r, page := replayFresh(t, tr, map[string]string{"password": "secret123"}, func(t *testing.T, p playwright.Page) {
		if err := p.AddInitScript(playwright.Script{Content: playwright.String(renameSignIn)}); err != nil {
			t.Fatal(err)
		}
	})
	if r.Status != trajectory.StatusFailed {
		t.Fatalf("replay passed on a renamed button: %+v", r)
	}
	last := r.Steps[2]
	if last.Status != trajectory.StatusFailed || !strings.Contains(last.Error, "refusing to act") || !strings.Contains(last.Error, "Delete account") {
		t.Errorf("step 3 should refuse and name the changed element: %s", last.Error)
	}
	if strings.Contains(last.Error, "secret123") {
		t.Errorf("error leaks the secret: %s", last.Error)
	}
	submitted, err := page.Evaluate(`() => !!window.__submitted`)
	if err != nil {
		t.Fatal(err)
	}
	if submitted == true || !strings.Contains(page.URL(), "/login.html") {
		t.Errorf("the changed button was clicked (submitted=%v, url=%s)", submitted, page.URL())
	}
}

// cloneSignIn adds a second, identical "Sign in" button: two equally good
// candidates for the recorded element.
const cloneSignIn = `document.addEventListener('DOMContentLoaded', () => {
  const b = document.querySelector('[data-testid="login-submit"]');
  const c = b.cloneNode(true);
  c.type = 'button';
  c.addEventListener('click', () => { window.__decoy = true; });
  b.parentNode.insertBefore(c, b);
});`

func TestReplayRefusesToChooseBetweenIdenticalElements(t *testing.T) {
	s := demo(t)
	tr := record(t, s.URL()+"/login.html", nil, nil, "type ann@example.com into Email", "type secret123 into Password", "click Sign in")
	// The password typed literally became the secret {{password}}.
	r, page := replayFresh(t, tr, map[string]string{"password": "secret123"}, func(t *testing.T, p playwright.Page) {
		if err := p.AddInitScript(playwright.Script{Content: playwright.String(cloneSignIn)}); err != nil {
			t.Fatal(err)
		}
	})
	if r.Status != trajectory.StatusFailed || r.Steps[2].Status != trajectory.StatusFailed {
		t.Fatalf("replay chose one of two identical buttons: %+v", r.Steps)
	}
	if !strings.Contains(r.Steps[2].Error, "2 elements") {
		t.Errorf("error should say two elements match: %s", r.Steps[2].Error)
	}
	decoy, _ := page.Evaluate(`() => !!window.__decoy`)
	if decoy == true || !strings.Contains(page.URL(), "/login.html") {
		t.Errorf("a button was clicked (decoy=%v, url=%s)", decoy, page.URL())
	}
}

// TestRecordingAfterEnterNavigatesAndPartialTextChecks: pressing Enter in
// a form navigates while the next instruction snapshots the page, and a
// check on part of a heading's text replays for another user.
func TestRecordingAfterEnterNavigatesAndPartialTextChecks(t *testing.T) {
	s := demo(t)
	tr := record(t, s.URL()+"/login.html", loginVars, map[string]string{"user": "ann@example.com", "password": "secret123"},
		"type {{user}} into Email", "type {{password}} into Password", "press Enter",
		`verify "Welcome" is visible`, "verify the url contains /dashboard")
	r, _ := replayFresh(t, tr, map[string]string{"user": "bob@example.com", "password": "secret123"}, nil)
	requirePassed(t, r)
}

// TestRightAndDoubleClickReplayAsOneGesture replays a right-click and a
// double-click: the page's contextmenu and dblclick handlers must run,
// which two separate left clicks would not do.
func TestRightAndDoubleClickReplayAsOneGesture(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, `<!doctype html><title>Files</title><main><ul>
<li><button oncontextmenu="log('menu'); return false" ondblclick="log('open')">report.pdf</button></li></ul>
<p id="log"></p></main>
<script>function log(m) { document.getElementById("log").textContent += m + ";"; }</script>`)
	}))
	defer srv.Close()
	tr := record(t, srv.URL, nil, nil, "click report.pdf", "click report.pdf")
	tr.Steps[0].Button = "right"
	tr.Steps[1].ClickCount = 2
	if err := tr.Validate(); err != nil {
		t.Fatal(err)
	}
	r, page := replayFresh(t, tr, nil, nil)
	requirePassed(t, r)
	got, err := page.Locator("#log").TextContent()
	if err != nil {
		t.Fatal(err)
	}
	if got != "menu;open;" {
		t.Fatalf("page saw %q, want a context menu and one double-click (menu;open;)", got)
	}
}

// TestStepWithoutItsElementFailsInWords: a step whose action needs an
// element but that has none (an edit, a model's answer: files are checked
// when read) fails with what to do, and does not panic.
func TestStepWithoutItsElementFailsInWords(t *testing.T) {
	page := browsertest.NewPage(t).Page
	if err := page.SetContent(`<p>Hello</p>`); err != nil {
		t.Fatal(err)
	}
	tr := &trajectory.Trajectory{Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionAssertText, Value: "Hello"}}}
	res := replay.NewPlayer(page, replay.Options{}).Step(context.Background(), tr, 0, nil)
	if res.Status != trajectory.StatusFailed || !strings.Contains(res.Error, "needs an element to act on, and this step has none") {
		t.Fatalf("%s: %s", res.Status, res.Error)
	}
}
