package runner_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/internal/demodrift"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// runLoginOn records the demo login flow and runs it against the demo
// site with edits (demodrift), with the suggest heal policy as in CI.
func runLoginOn(t *testing.T, edits map[string][]string) (*runner.Report, runner.BlobReader) {
	t.Helper()
	dir := t.TempDir()
	p := filepath.Join(dir, "login.json")
	if err := os.WriteFile(p, recordFlow(t, demo(t).URL(), demoFlows[0]), 0o644); err != nil {
		t.Fatal(err)
	}
	flows, _, err := runner.Resolve([]string{p}, nil)
	if err != nil {
		t.Fatal(err)
	}
	base, err := url.Parse(demodrift.Serve(t, edits))
	if err != nil {
		t.Fatal(err)
	}
	blobs, _ := runner.NewDirBlobs(t.TempDir())
	rep := runner.Run(context.Background(), browsertest.Shared(t), flows, runner.Options{
		Vars: map[string]string{"password": "secret123"}, Blobs: blobs, BaseURL: base, StepTimeout: 4 * time.Second})
	return rep, blobs
}

// "Sign in" became "Continue": the console line and the JUnit message
// say so first, once, in a short message; the details keep every locator
// tried.
func TestRenamedButtonFailureLeadsWithItsCauseInEveryReport(t *testing.T) {
	rep, _ := runLoginOn(t, map[string][]string{"login.html": {
		`<button type="submit" class="btn primary block" data-testid="login-submit">Sign in</button>`,
		`<button type="submit" class="btn primary block">Continue</button>`,
	}})
	f := rep.Flows[0]
	if f.Status != trajectory.StatusFailed || f.FailedStep() == nil || f.FailedStep().Index != 3 {
		t.Fatalf("want step 4 (click Sign in) to fail: %s", f.Line())
	}
	const fact = `Meaning changed from "Sign in" to "Continue" (a different action)`
	line := f.Line()
	if !strings.Contains(line, "step 4 failed: "+fact) {
		t.Errorf("line %q does not lead with %q", line, fact)
	}
	if n := strings.Count(strings.ToLower(line), "meaning changed"); n != 1 {
		t.Errorf("line says the meaning changed %d times: %s", n, line)
	}

	var junit bytes.Buffer
	if err := runner.WriteJUnit(&junit, rep, nil); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Failure struct {
			Message string `xml:"message,attr"`
			Body    string `xml:",chardata"`
		} `xml:"testsuite>testcase>failure"`
	}
	if err := xml.Unmarshal(junit.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	msg := doc.Failure.Message
	if !strings.HasPrefix(msg, `step 4 (s4) "click Sign in" failed: `+fact) || len([]rune(msg)) > 300 {
		t.Errorf("JUnit message (%d characters) does not lead with the fact, short:\n%s", len([]rune(msg)), msg)
	}
	for _, want := range []string{"why: " + fact, `data-testid="login-submit" → no element`, "closest elements (not acted on)"} {
		if !strings.Contains(doc.Failure.Body, want) {
			t.Errorf("JUnit failure body lacks %q:\n%s", want, doc.Failure.Body)
		}
	}
}

// A field whose id and label changed heals; a field that only moved
// heals with its locators unchanged. What the reports say of each heal
// agrees with the step's own line: the locator that found the element,
// the recorded one of its kind it replaced (or nothing, when they read
// the same), and no "runner-up 0.00" when no other element could be it.
func TestHealLinesNameTheLocatorThatFoundTheElement(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edits []string
		// was, now: the locator line, "" when there must be none.
		was, now string
	}{
		{"Email renamed", []string{
			`<label for="email">Email</label>
          <input id="email" name="email"`, `<label for="user-email">Email address</label>
          <input id="user-email" name="user_email"`,
			`document.getElementById("email")`, `document.getElementById("user-email")`,
		}, `css "#email"`, `css "#user-email"`},
		{"Email moved into a fieldset", []string{
			`<div class="field">
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required>
        </div>
`, ``,
			`<div class="row-between">`, `<fieldset class="grp"><legend>Account</legend><div class="field">
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required>
        </div></fieldset>
        <div class="row-between">`,
		}, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep, blobs := runLoginOn(t, map[string][]string{"login.html": tc.edits})
			f := rep.Flows[0]
			r := f.Final()
			if f.Status != trajectory.StatusPassed || r.Steps[0].Heal == nil {
				t.Fatalf("want the flow to pass with step 1 healed: %s", f.Line())
			}
			s := r.Steps[0]
			if s.Winner == nil {
				t.Fatal("the healed step has no winner")
			}
			t.Logf("winner %s; heal %+v", s.Winner, s.Heal.Lines())

			var details bytes.Buffer
			runner.WriteDetails(&details, &f, nil)
			out := details.String()
			if strings.Contains(out, "runner-up 0.00") {
				t.Errorf("details say runner-up 0.00:\n%s", out)
			}
			if s.Heal.RunnerUp == 0 && !strings.Contains(out, "no other element could be it") {
				t.Errorf("details do not say no other element could be it:\n%s", out)
			}
			same := regexp.MustCompile(`was (.+), now (.+)`).FindStringSubmatch(out)
			switch {
			case tc.now == "" && same != nil:
				t.Errorf("details say %q: nothing changed in the locators", same[0])
			case tc.now != "" && !strings.Contains(out, "was "+tc.was+", now "+tc.now):
				t.Errorf("details lack %q:\n%s", "was "+tc.was+", now "+tc.now, out)
			case tc.now != "" && s.Winner.String() != tc.now:
				t.Errorf("the step was found by %s, the heal line says %s", s.Winner, tc.now)
			}

			page, err := runner.WriteHTML(t.TempDir(), rep, blobs)
			if err != nil {
				t.Fatal(err)
			}
			html, _ := os.ReadFile(page)
			box := regexp.MustCompile(`(?s)<div class="healbox">.*?</div>`).Find(html)
			if box == nil {
				t.Fatal("no heal box in the HTML report")
			}
			esc := func(s string) string { return strings.ReplaceAll(s, `"`, "&#34;") }
			if !bytes.Contains(box, []byte(esc(s.Winner.String()))) {
				t.Errorf("the heal box does not name %s, the step's Locator column:\n%s", s.Winner, box)
			}
			if bytes.Contains(box, []byte("runner-up 0.00")) {
				t.Errorf("the heal box says runner-up 0.00:\n%s", box)
			}
		})
	}
}
