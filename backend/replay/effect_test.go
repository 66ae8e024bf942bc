package replay_test

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// lateFlow is written as a QA person writes it, for the demo site's
// late.html, a todo list whose app script arrives 1.5 s after the page
// shows its field (as RequireJS apps load theirs).
var lateFlow = []string{
	"type 'Buy milk' into the 'What needs to be done?' field",
	"press Enter",
	"type 'Walk the dog' into the 'What needs to be done?' field",
	"press Enter",
	"check the checkbox next to 'Buy milk'",
}

// todos reads late.html's list from outside the app: each row's label,
// "[x] " before a completed one.
func todos(t *testing.T, page playwright.Page) []string {
	t.Helper()
	v, err := page.Evaluate(`() => [...document.querySelectorAll('.todo-list li')].map((li) =>
		(li.classList.contains('completed') ? '[x] ' : '') + li.querySelector('label').textContent)`)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, s := range v.([]any) {
		out = append(out, s.(string))
	}
	return out
}

// On a page whose handlers attach late, the first Enter would come before
// the app can handle it. Recording and replay both wait for the page to
// be able to handle it, so the list ends as the flow says, each todo
// once — read from outside the app after recording and after a replay on
// a fresh page.
func TestLateHandlersRecordAndReplayTheRightList(t *testing.T) {
	start := demo(t).URL() + "/late.html"
	want := []string{"[x] Buy milk", "Walk the dog"}

	sess := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "late", Name: "late todos", StartURL: start}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 6 * time.Second}), nil, nil)
	ctx := context.Background()
	if err := rec.Start(ctx); err != nil {
		t.Fatal(err)
	}
	for _, in := range lateFlow {
		if _, res, err := rec.Do(ctx, in); err != nil || res.Status != trajectory.StatusPassed {
			t.Fatalf("recording %q: %v (%s)", in, err, res.Status)
		}
	}
	if got := todos(t, sess.Page); !reflect.DeepEqual(got, want) {
		t.Fatalf("after recording the list is %q, want %q", got, want)
	}
	data, err := trajectory.Marshal(rec.Trajectory())
	if err != nil {
		t.Fatal(err)
	}
	flow, err := trajectory.Parse(data, "late")
	if err != nil {
		t.Fatal(err)
	}

	run, page := replayFresh(t, flow, nil, nil)
	requirePassed(t, run)
	if got := todos(t, page); !reflect.DeepEqual(got, want) {
		t.Errorf("after replay the list is %q, want %q", got, want)
	}

	// The same flow on the app that renders its field anew when it starts
	// (late.html?reset), wiping what was typed before: the replay waits
	// for the page before it types and ends with the same list.
	reset := *flow
	reset.StartURL = start + "?reset"
	run, page = replayFresh(t, &reset, nil, nil)
	requirePassed(t, run)
	if got := todos(t, page); !reflect.DeepEqual(got, want) {
		t.Errorf("after replay on the app that renders its field anew the list is %q, want %q", got, want)
	}
}

// A replay makes its steps take effect: a fill on a page that wipes what
// is typed until its script arrives is typed once the page has loaded
// (the script holds the load back), and an Enter that a page ignores for
// good fails its step with a message that says so (never passed).
func TestReplayChecksTheEffectOfFillAndEnter(t *testing.T) {
	srv := lateApp(t) // drops what is typed until its script arrives
	flow := &trajectory.Trajectory{ID: "wipe", Name: "wipe", StartURL: srv.URL + "/"}
	field := &trajectory.Target{
		Candidates:  []trajectory.Locator{{Kind: trajectory.LocCSS, Value: ".new-todo", Score: 100}},
		Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Attrs: map[string]string{"placeholder": "What needs to be done?"}, Unverified: true},
	}
	flow.Steps = []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionFill, Value: "Buy milk", Target: field},
		{ID: "s2", Action: trajectory.ActionPress, Key: "Enter", Target: field},
	}
	run, page := replayFresh(t, flow, nil, nil)
	requirePassed(t, run)
	items, err := page.Locator(".todo-list li").AllTextContents()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(items, []string{"Buy milk"}) {
		t.Errorf("after replay the list is %q, want [Buy milk]", items)
	}

	// /plain: Enter in the field does nothing, ever.
	note := &trajectory.Target{
		Candidates:  []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#note", Score: 100}},
		Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Note", Unverified: true},
	}
	plain := &trajectory.Trajectory{ID: "plain", Name: "plain", StartURL: srv.URL + "/plain", Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionFill, Value: "hello", Target: note},
		{ID: "s2", Action: trajectory.ActionPress, Key: "Enter", Target: note},
	}}
	run, _ = replayFresh(t, plain, nil, nil)
	if run.Status != trajectory.StatusFailed || run.Steps[0].Status != trajectory.StatusPassed {
		t.Fatalf("replay on a field that ignores Enter: %s, first step %s", run.Status, run.Steps[0].Status)
	}
	if st := run.Steps[1]; st.Status != trajectory.StatusFailed || !strings.Contains(st.Error, `pressing Enter in textbox "Note" changed nothing`) {
		t.Errorf("the ignored Enter is %s: %q", st.Status, st.Error)
	}
}
