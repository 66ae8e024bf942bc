package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// noBrowser is a browser path that cannot start: a command that gets as
// far as launching a browser fails saying so, so an error about a flag
// proves the flag was checked first.
const noBrowser = "/nonexistent/chromium"

func TestFlagsAreCheckedBeforeABrowserStarts(t *testing.T) {
	store := t.TempDir()
	file := filepath.Join(t.TempDir(), "flow.json")
	if err := os.WriteFile(file, []byte(flowJSON("f1", "Flow")), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"huge viewport", []string{"replay", file, "--viewport", "100000x100000"}, "out of range: from 200x200 to 7680x4320"},
		{"tiny viewport", []string{"run", file, "--viewport", "10x10"}, "out of range"},
		{"viewport that is not a size", []string{"record", "--url", "http://127.0.0.1:1/", "--viewport", "big", "click Go"}, "WIDTHxHEIGHT"},
		{"variable name with a leading digit", []string{"record", "--url", "http://127.0.0.1:1/", "--var", "1st=ann", "click Go"}, `"1st" is not a valid variable name`},
		{"variable name with a space", []string{"replay", file, "--var", "user name=ann"}, `"user name" is not a valid variable name`},
		{"secret name with a dot", []string{"act", "--url", "http://127.0.0.1:1/", "--secret", "pass.word=x", "click Go"}, `"pass.word" is not a valid variable name`},
		{"run's --json given a flow", []string{"run", "--json", "abc123", file}, `--json takes the report's file name, ending in .json`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append(tc.args, "--store", store, "--browser", noBrowser)
			code, _, errs := runCLI(t, args...)
			if code != 2 || !strings.Contains(errs, tc.want) || strings.Contains(errs, noBrowser) {
				t.Errorf("exit %d, want 2 and %q before any browser:\n%s", code, tc.want, errs)
			}
		})
	}
}

func TestReplayOfAFileKeepsNoRunRecordAndSaysNothingAboutIt(t *testing.T) {
	page := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte("<!doctype html><title>Home</title><h1>Home</h1>"))
	}))
	defer page.Close()
	file := filepath.Join(t.TempDir(), "home.json")
	doc := `{"version":1,"id":"home","name":"Home","startUrl":"` + page.URL + `/","steps":[
	 {"id":"s1","instruction":"verify the url contains 127.0.0.1","action":"assert-url","url":"127.0.0.1"}]}`
	if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "replay", file, "--store", t.TempDir())
	if code != 0 || !strings.Contains(out, "PASSED") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	if strings.Contains(errs, "saving run record") || strings.Contains(errs, "not found") {
		t.Errorf("a passing replay of a file printed an error:\n%s", errs)
	}
}

func TestReplayPrintsNoEscapeSequencesFromThePage(t *testing.T) {
	page := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte("<!doctype html><title>t</title><h1 id=h>Hello \x1b]0;pwned\x07\x1b[2J world\u202e</h1>"))
	}))
	defer page.Close()
	file := filepath.Join(t.TempDir(), "hostile.json")
	// The step fails and its error quotes the page's text; the flow's own
	// instruction carries an escape too.
	doc := `{"version":1,"id":"hostile","name":"Hostile","startUrl":"` + page.URL + `/","steps":[
	 {"id":"s1","instruction":"check \u001b[31mthe title","action":"assert-text","value":"Goodbye","match":"exact","timeoutMs":500,
	  "target":{"candidates":[{"kind":"css","value":"#h","score":100}],"fingerprint":{"tag":"h1"}}}]}`
	if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "replay", file, "--store", t.TempDir(), "--artifacts", t.TempDir())
	if code != 1 || !strings.Contains(out, "pwned") {
		t.Fatalf("want the failing step reported with the page's text: exit %d\n%q\n%s", code, out, errs)
	}
	for _, raw := range []string{"\x1b", "\x07", "\u202e"} {
		if strings.Contains(out, raw) || strings.Contains(errs, raw) {
			t.Errorf("replay printed the raw character %q:\n%q", raw, out)
		}
	}
}

// TestReplayThatCannotOpenItsStartPageSaysWhy: a run that fails before
// any step prints its reason in words (not the driver's net::ERR_…),
// not only skipped steps and FAILED, and a
// file's run has an id of its own (its screenshots are named by it).
func TestReplayThatCannotOpenItsStartPageSaysWhy(t *testing.T) {
	dead := httptest.NewServer(http.NotFoundHandler())
	url := dead.URL
	dead.Close()
	file := filepath.Join(t.TempDir(), "dead.json")
	doc := `{"version":1,"id":"dead","name":"Dead","startUrl":"` + url + `/login.html","steps":[
	 {"id":"s1","instruction":"verify the url contains login","action":"assert-url","url":"login"}]}`
	if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "replay", file, "--store", t.TempDir())
	if code != 1 || !strings.Contains(out, "error: the start URL: opening "+url+"/login.html: nothing answers at that address") || strings.Contains(out, "net::ERR") || strings.Contains(out, "Frame.") {
		t.Fatalf("exit %d, want 1 and the start URL's error printed:\n%s\n%s", code, out, errs)
	}
	if strings.Contains(out, "(run )") || !strings.Contains(out, "(run file-") {
		t.Errorf("the file's run has no id of its own:\n%s", out)
	}
}

// TestHelpAndFlagErrors: a command's --help says what it does and exits
// 0; a bad flag value is one line and where to read more, not the error
// above a dump of every flag.
func TestHelpAndFlagErrors(t *testing.T) {
	for _, args := range [][]string{{"record", "--help"}, {"replay", "-h"}, {"cache", "--help"}} {
		code, out, errs := runCLI(t, args...)
		if code != 0 || !strings.Contains(out+errs, "reprise "+args[0]+" ") || !strings.Contains(out+errs, "Usage:") {
			t.Errorf("%v: exit %d, want 0 and the command's usage:\n%s%s", args, code, out, errs)
		}
	}
	// Commands that share a usage line with others say theirs too: the
	// Usage section is never empty.
	for _, args := range [][]string{{"show", "--help"}, {"rm", "--help"}, {"undelete", "--help"}, {"restore", "--help"}, {"cache", "prune", "--help"}} {
		_, out, errs := runCLI(t, args...)
		usage, _, _ := strings.Cut(out+errs, "\nFlags:")
		if !strings.Contains(usage, " "+args[len(args)-2]+" ") && !strings.Contains(usage, "|"+args[len(args)-2]+"|") {
			t.Errorf("%v: the usage does not show the command:\n%s", args, usage)
		}
	}
	code, out, errs := runCLI(t, "replay", "flow.json", "--var", "user", "--browser", noBrowser)
	want := "invalid value \"user\" for flag -var: want name=value, got \"user\"\nsee reprise replay --help\n"
	if code != 2 || errs != want || out != "" {
		t.Errorf("exit %d, stderr %q, want 2 and %q", code, errs, want)
	}
}
