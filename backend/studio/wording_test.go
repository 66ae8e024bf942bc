package studio

import (
	"errors"
	"fmt"
	"net"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// internalNames are words of the engine's insides that a user must never
// read in an error.
var internalNames = []string{"Frame.", "frame.goto", "Page.", "Locator.", "playwright", "Error: ", "Options.BaseURL", "[e14]", "Call log", "net::"}

func assertWorded(t *testing.T, msg string) {
	t.Helper()
	for _, w := range internalNames {
		if strings.Contains(msg, w) {
			t.Errorf("message leaks %q: %s", w, msg)
		}
	}
}

func TestErrorsAreWordedForTheUser(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"refused connection on goto",
			"opening http://127.0.0.1:1/: playwright: Frame.goto: net::ERR_CONNECTION_REFUSED at http://127.0.0.1:1/\nCall log:\n  - navigating to \"http://127.0.0.1:1/\", waiting until \"load\"",
			"opening http://127.0.0.1:1/: opening the page: nothing answers at that address (is the site's server running?)"},
		{"driver error prefix", "step 3: playwright: Error: Locator.click: Element is not attached to the DOM",
			"step 3: clicking: Element is not attached to the DOM"},
		{"timeout", "playwright: timeout: Timeout 10000ms exceeded.", "gave up after 10 s"},
		{"timeout wrapped", "clicking: timeout: Timeout 500ms exceeded.", "clicking: gave up after 0.5 s"},
		{"a field named Step timeout", "settings not saved: Step timeout: 1 ms: give 0 for the default", "settings not saved: Step timeout: 1 ms: give 0 for the default"},
		{"snapshot ids", `no element matches "Sign in"; closest: [e14] button "Log in" (near "form")`,
			`no element matches "Sign in"; closest: button "Log in" (near "form")`},
		{"base URL option", "llm: openai-compatible/x: Options.BaseURL is required", "llm: openai-compatible/x: a base URL is required"},
		{"a command to run", "a Selenium IDE project (.side), which Reprise cannot import: it imports JSON. Record the flow with reprise record, or in Chrome DevTools Recorder and import that recording",
			"a Selenium IDE project (.side), which Reprise cannot import: it imports JSON. Record the flow in Reprise (Record), or in Chrome DevTools Recorder and import that recording"},
		{"a flag to give", "file: URLs read this machine's files; give --allow-file-urls to open them for local testing",
			"file: URLs read this machine's files; serve the folder over http instead (e.g. python3 -m http.server); Settings → Start URLs says more"},
		{"plain message unchanged", `the instruction is empty: type what to do, e.g. "click Sign in"`, `the instruction is empty: type what to do, e.g. "click Sign in"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := AsError(errors.New(tc.in)).Message
			if got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
			assertWorded(t, got)
		})
	}
}

// A 240,000-character instruction (a paste gone wrong) comes back in an
// error of a few lines: the quote is shortened, and so is the message.
func TestErrorQuotingAHugeInstructionIsBounded(t *testing.T) {
	huge := strings.Repeat("click the blue button ", 240000/22+1)[:240000]
	for _, in := range []string{
		fmt.Sprintf("cannot resolve %q: no element matches", huge),
		"step 2 failed: " + huge,
	} {
		msg := AsError(errors.New(in)).Message
		if n := utf8.RuneCountInString(msg); n > maxMessage {
			t.Errorf("message is %d characters, want at most %d", n, maxMessage)
		}
		if !strings.Contains(msg, "click the blue button") || !strings.Contains(msg, "characters") {
			t.Errorf("message should keep the start of the text and say how much was left out: %.300s", msg)
		}
		// Wording twice (a studio error passed through AsError again) changes nothing.
		if again := AsError(AsError(errors.New(in))).Message; again != msg {
			t.Errorf("wording is not stable:\n%.300s\n%.300s", msg, again)
		}
	}
}

// Opening a page where nothing answers fails at the studio door with the
// address and a remedy, never the driver's names (real browser).
func TestStartSessionOnDeadAddressSaysWhatToDo(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := "http://" + ln.Addr().String() + "/login.html"
	ln.Close() // nothing listens there any more
	s := ownBrowserStudio(t, &countingEmitter{n: map[string]int{}})
	defer s.Close()
	_, err = s.StartSession(SessionOptions{URL: addr})
	if err == nil {
		t.Fatal("StartSession on a closed port succeeded")
	}
	msg := AsError(err).Message
	t.Logf("user reads: %s", msg)
	assertWorded(t, msg)
	if !strings.Contains(msg, ln.Addr().String()) {
		t.Errorf("message should name the address: %s", msg)
	}
	if !strings.Contains(msg, "server running") {
		t.Errorf("message should say what to check: %s", msg)
	}
}

// A flow the editor cannot save says what to fix in the editor's words:
// its steps by number, not their ids or the trajectory's, and the step's
// part by what the editor calls it.
func TestInvalidFlowSaysWhatToFix(t *testing.T) {
	ve := &trajectory.ValidationError{Source: "trajectory qcdcgct6so", Problems: []trajectory.Problem{
		{Step: 4, StepID: "s5", Field: "target", Message: "is required for click"},
		{Step: 2, StepID: "s2", Field: "value", Message: `"many" is not a count: give a whole number such as 3`},
	}}
	e := AsError(fmt.Errorf("validating trajectory qcdcgct6so: %w", ve))
	if e.Code != CodeInvalid {
		t.Fatalf("code %s, want %s", e.Code, CodeInvalid)
	}
	want := `the flow has 2 problems to fix: step 4 (click) needs an element; ` +
		`step 2 value: "many" is not a count: give a whole number such as 3 — fix them in their steps, or delete those steps`
	if e.Message != want {
		t.Errorf("message:\n%s\nwant:\n%s", e.Message, want)
	}
}

// TestNotRecordedSaysWhatToDo checks the advice after an instruction that
// recorded nothing: a model's failure asks for a key, a moment or another
// model, not for another wording of the instruction.
func TestNotRecordedSaysWhatToDo(t *testing.T) {
	cases := []struct {
		err  error
		want string
	}{
		{&llm.APIError{Model: "openai/gpt-4.1-mini", StatusCode: 401, Kind: llm.ErrAuth}, "give the model a working API key (Settings → Models)"},
		{&llm.RateLimitError{APIError: llm.APIError{Model: "openai/gpt-4.1-mini", StatusCode: 429, Kind: llm.ErrRateLimited}}, "try again in a moment, or pick another model"},
		{&llm.APIError{Model: "openai/gpt-4.1-mini", Kind: llm.ErrUnavailable, StatusCode: 503}, "try again in a moment, or pick another model"},
		{&llm.APIError{Model: "openai/gpt-4.1-mini", Kind: llm.ErrInvalidResponse}, "try again, or pick another model"},
		{errors.New("no element matches"), "rephrase the instruction or pick a model"},
	}
	for _, c := range cases {
		if got := notRecorded(fmt.Errorf("resolving: %w", c.err)); !strings.Contains(got, c.want) || !strings.HasPrefix(got, "nothing was recorded; ") {
			t.Errorf("notRecorded(%v) = %q, want it to say %q", c.err, got, c.want)
		}
	}
	// The error says what to do itself: a Base URL nothing answers at (no
	// wait mends it) or that is no model API, no answer in time, an
	// element the page does not have.
	for _, err := range []error{
		&llm.APIError{Model: "openai-compatible/qwen", Kind: llm.ErrUnavailable, Unreachable: true},
		&llm.APIError{Model: "openai-compatible/qwen", Kind: llm.ErrBadRequest, NotModelAPI: true},
		&llm.APIError{Model: "openai/gpt-4.1-mini", Kind: llm.ErrTimeout},
		&agent.AnswerError{Reason: `element "e9" is not on the page shown`},
	} {
		if got := notRecorded(fmt.Errorf("resolving: %w", err)); got != "nothing was recorded" {
			t.Errorf("notRecorded(%v) = %q, want only that nothing was recorded", err, got)
		}
	}
}

// TestRunErrorsSayHowToAllowASiteInTheApp: the engine's three refusals of
// a site outside the flow's say, in a studio run, where the app allows
// it, and a failed check keeps the page's own words as they are.
func TestRunErrorsSayHowToAllowASiteInTheApp(t *testing.T) {
	const how = "allow it: add https://pay.example.com to Other sites, next to the flow's Start URL, or press Allow https://pay.example.com"
	for _, tc := range []struct{ in, want string }{
		{"refusing to go to https://pay.example.com: it is outside this flow's allowed sites; if the flow should go there, allow it with --allow-origin https://pay.example.com (or add it to the flow's allowedOrigins)",
			"refusing to go to https://pay.example.com: it is outside this flow's allowed sites; if the flow should go there, " + how},
		{"step 2 failed: blocked the page from sending a secret or navigating to https://pay.example.com, outside this flow's allowed sites; if the flow should go there, allow it with --allow-origin https://pay.example.com; also x",
			"step 2 failed: blocked the page from sending a secret or navigating to https://pay.example.com, outside this flow's allowed sites; if the flow should go there, " + how + "; also x"},
		{`assertion failed: text "Error: playwright: --allow-origin" does not contain "Welcome"`, `assertion failed: text "Error: playwright: --allow-origin" does not contain "Welcome"`},
	} {
		if got := runWording(tc.in); got != tc.want {
			t.Errorf("got  %q\nwant %q", got, tc.want)
		}
	}
}
