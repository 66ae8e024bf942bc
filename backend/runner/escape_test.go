package runner_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// hostileText holds what a page or a flow file can carry that CI must not
// choke on: an escape sequence that retitles a terminal, a bell, NUL, a
// vertical tab, a C1 control and a right-to-left override.
const hostileText = "Total \x1b]0;pwned\x07 \x00\x0b\u0085 due\u202Efdp.exe"

// hostileJSON is hostileText as a JSON string body.
const hostileJSON = `Total \u001b]0;pwned\u0007 \u0000\u000b\u0085 due\u202efdp.exe`

func TestFailingFlowWithControlCharactersStillGivesReadableReports(t *testing.T) {
	b := browsertest.Shared(t)
	page := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte("<!doctype html><title>t</title><h1 id=total>" + hostileText + "</h1><button>Pay</button>"))
	}))
	defer page.Close()
	dir := t.TempDir()
	// The flow's name and instruction carry the characters too, and the
	// failing assertion quotes both the expected and the page's text.
	writeFile(t, dir, "hostile.json", `{"version":1,"id":"hostile","name":"Pay `+hostileJSON+`","startUrl":"`+page.URL+`/","steps":[
	 {"id":"s1","instruction":"check `+hostileJSON+`","action":"assert-text","value":"`+hostileJSON+` (expected)","match":"exact","timeoutMs":500,
	  "target":{"candidates":[{"kind":"css","value":"#total","score":100}],"fingerprint":{"tag":"h1"}}}]}`)
	flows, _, err := runner.Resolve([]string{filepath.Join(dir, "hostile.json")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	blobs, _ := runner.NewDirBlobs(t.TempDir())
	rep := runner.Run(context.Background(), b, flows, runner.Options{Blobs: blobs})
	f := rep.Flows[0]
	if f.Status != trajectory.StatusFailed {
		t.Fatalf("want the flow to fail: %s", f.Line())
	}

	var junit bytes.Buffer
	if err := runner.WriteJUnit(&junit, rep, nil); err != nil {
		t.Fatal(err)
	}
	s := parseJUnit(t, junit.Bytes()) // fails on ill-formed XML
	c := s.Suites[0].Cases[0]
	if c.Failure == nil || !strings.Contains(c.Name, `\u202E`) || !strings.Contains(c.Failure.Body, `\x1b]0;pwned\x07`) {
		t.Errorf("the JUnit testcase does not show the characters visibly: name %q, failure %+v", c.Name, c.Failure)
	}

	htmlPath, err := runner.WriteHTML(t.TempDir(), rep, blobs)
	if err != nil {
		t.Fatal(err)
	}
	html, err := os.ReadFile(htmlPath)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(html, []byte(`\u202E`)) {
		t.Errorf("the HTML report does not show the bidi override visibly")
	}

	var details bytes.Buffer
	runner.WriteDetails(&details, &f, nil)
	for name, out := range map[string]string{"JUnit": junit.String(), "HTML": string(html), "details": details.String(), "line": f.Line()} {
		for _, raw := range []string{"\x1b", "\x07", "\x00", "\x0b", "\u0085", "\u202e"} {
			if strings.Contains(out, raw) {
				t.Errorf("%s output holds the raw character %q", name, raw)
			}
		}
	}
}
