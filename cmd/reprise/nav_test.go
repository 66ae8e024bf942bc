package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
)

// writeFlow writes a trajectory file with the given start URL and steps.
func writeFlow(t *testing.T, start, steps string) string {
	t.Helper()
	doc := `{"version":1,"id":"f","name":"flow","startUrl":"` + start + `","steps":[` + steps + `]}`
	file := filepath.Join(t.TempDir(), "flow.json")
	if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// TestFlowFileWithFileStartURLIsRefused: a flow from a pull request cannot
// publish the CI machine's files through replay --json or the reports.
func TestFlowFileWithFileStartURLIsRefused(t *testing.T) {
	const canary = "CANARY-local-file-7f3a"
	secretFile := filepath.Join(t.TempDir(), "secret.html")
	if err := os.WriteFile(secretFile, []byte("<title>"+canary+"</title><h1>"+canary+"</h1>"), 0o600); err != nil {
		t.Fatal(err)
	}
	startFlow := writeFlow(t, "file://"+secretFile, `{"id":"s1","action":"assert-url","url":"secret.html"}`)
	gotoFlow := writeFlow(t, "about:blank", `{"id":"s1","action":"goto","url":"file://`+secretFile+`"}`)
	reports := t.TempDir()
	store := t.TempDir()
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"run, start URL", []string{"run", startFlow, "--html", filepath.Join(reports, "html"), "--junit", filepath.Join(reports, "junit.xml"), "--screenshots", "all"}, "start URL: refusing to open file://"},
		{"run, goto step", []string{"run", gotoFlow, "--junit", filepath.Join(reports, "junit.xml")}, "step 1 (s1): refusing to open file://"},
		{"replay --json, start URL", []string{"replay", startFlow, "--json", "--store", store}, "start URL: refusing to open file://"},
		{"replay --json, goto step", []string{"replay", gotoFlow, "--json", "--store", store}, "step 1 (s1): refusing to open file://"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runCLI(t, c.args...)
			if code != 2 || !strings.Contains(errs, c.want) || !strings.Contains(errs, "--allow-file-urls") {
				t.Fatalf("want exit 2 saying %q and how to allow it, got %d\nstdout: %s\nstderr: %s", c.want, code, out, errs)
			}
			if strings.Contains(out+errs, canary) {
				t.Fatalf("the local file was read into the output:\n%s%s", out, errs)
			}
			if entries, _ := os.ReadDir(reports); len(entries) > 0 {
				t.Fatalf("reports were written for a refused flow: %v", entries)
			}
		})
	}

	// For local testing, the user can say so.
	code, out, errs := runCLI(t, "replay", startFlow, "--json", "--store", store, "--allow-file-urls")
	if code != 0 || !strings.Contains(out, `"passed": true`) {
		t.Fatalf("with --allow-file-urls the flow should run: exit %d\n%s\n%s", code, out, errs)
	}
}

func TestStartURLsAreCheckedBeforeTheBrowserStarts(t *testing.T) {
	for _, args := range [][]string{
		{"record", "--url", "javascript:alert(1)", "click Sign in"},
		{"record", "--url", "chrome://settings", "click Sign in"},
		{"act", "--url", "data:text/html,<button>x</button>", "click x"},
		{"agent", "--url", "file:///etc/passwd", "read the file"},
	} {
		code, _, errs := runCLI(t, append(args, "--browser", "/nonexistent/browser")...)
		if code != 2 || !strings.Contains(errs, "--url: refusing to open") {
			t.Errorf("%v: want exit 2 refusing the URL before the browser starts, got %d: %s", args, code, errs)
		}
	}
	if code, _, errs := runCLI(t, "replay", "x.json", "--allow-origin", "not an origin"); code != 2 || !strings.Contains(errs, `"not an origin" is not a web address`) {
		t.Errorf("a bad --allow-origin should be refused as flags are parsed: %d %s", code, errs)
	}
}

// TestRecordNormalisesBareHostAndKeepsAllowedOrigins: "127.0.0.1:PORT/…"
// is opened over http://, and --allow-origin is saved with the flow and
// lets its replay go there; without it the replay names the origin and
// the flag.
func TestRecordNormalisesBareHostAndKeepsAllowedOrigins(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	partner := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "<title>partner</title><h1>Partner</h1>")
	}))
	defer partner.Close()
	store := t.TempDir()
	bare := strings.TrimPrefix(site.URL(), "http://") + "/login.html"
	code, out, errs := runCLI(t, "record", "--store", store, "--url", bare, "--allow-origin", partner.URL,
		"type ann@example.com into Email", "go to "+partner.URL+"/")
	if code != 0 {
		t.Fatalf("record exit %d: %s", code, errs)
	}
	id := strings.TrimSpace(out)
	_, shown, _ := runCLI(t, "show", id, "--store", store)
	if !strings.Contains(shown, `"startUrl": "`+site.URL()+`/login.html"`) || !strings.Contains(shown, `"allowedOrigins": [`) || !strings.Contains(shown, partner.URL) {
		t.Fatalf("the start URL is not normalised or the allowed origin not saved:\n%s", shown)
	}
	if code, out, errs := runCLI(t, "replay", id, "--store", store); code != 0 {
		t.Fatalf("replay of a flow that allows the partner: exit %d\n%s\n%s", code, out, errs)
	}

	// The same flow without the saved origin: refused, naming it.
	file := writeFlow(t, site.URL()+"/login.html", `{"id":"s1","action":"goto","url":"`+partner.URL+`/"}`)
	code, out, _ = runCLI(t, "replay", file, "--store", store)
	if code != 1 || !strings.Contains(out, "refusing to go to "+partner.URL) || !strings.Contains(out, "--allow-origin "+partner.URL) {
		t.Fatalf("want the replay failed naming %s and --allow-origin, got %d\n%s", partner.URL, code, out)
	}
	if code, out, _ := runCLI(t, "replay", file, "--store", store, "--allow-origin", partner.URL); code != 0 {
		t.Fatalf("with --allow-origin the replay should pass: %d\n%s", code, out)
	}
}
