package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
)

// TestReplayBaseURL: replay --base-url plays one flow against another
// site, as reprise run --base-url does: the demo login flow, recorded on
// 127.0.0.1:8080, passes on the demo site wherever it listens.
func TestReplayBaseURL(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	code, out, errs := runCLI(t, "replay", demoLoginFile, "--store", t.TempDir(), "--base-url", site.URL(), "--secret", "password=secret123", "--json")
	if code != 0 {
		t.Fatalf("replay --base-url: exit %d\n%s\n%s", code, out, errs)
	}
	var res struct {
		StartURL string `json:"startUrl"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(res.StartURL, site.URL()+"/login.html") {
		t.Errorf("the run started at %q, want the demo site %s", res.StartURL, site.URL())
	}
	code, _, errs = runCLI(t, "replay", demoLoginFile, "--store", t.TempDir(), "--base-url", "staging.example.com")
	if code != 2 || !strings.Contains(errs, "--base-url: want an http:// or https:// URL") {
		t.Errorf("a base URL without a scheme: exit %d\n%s", code, errs)
	}
}

// TestBaseURLOnActIsTheModelsURL: on record and act, --base-url is the
// old name of --model-url; the warning says it is the model's server and
// that the site is --url.
func TestBaseURLOnActIsTheModelsURL(t *testing.T) {
	_, _, errs := runCLI(t, "act", "--base-url", "http://127.0.0.1:9/v1", "click Sign in")
	for _, want := range []string{"old name of --model-url", "the model's server, not of the site", "--url"} {
		if !strings.Contains(errs, want) {
			t.Errorf("the warning lacks %q:\n%s", want, errs)
		}
	}
}

// TestDidYouMean: a mistyped flag or command is answered with the one it
// is closest to, not with the whole help.
func TestDidYouMean(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"record", "--secert", "password=x"}, "did you mean --secret? (see reprise record --help)"},
		{[]string{"run", "--junti", "out.xml", "flows/"}, "did you mean --junit? (see reprise run --help)"},
		{[]string{"replay", "--jsno", "abc"}, "did you mean --json?"},
		{[]string{"repaly", "abc"}, `unknown command "repaly": did you mean "replay"?`},
		{[]string{"revsions", "abc"}, `did you mean "revisions"?`},
	} {
		code, _, errs := runCLI(t, tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, want 2 and %q:\n%s", tc.args, code, tc.want, errs)
		}
		if strings.Contains(errs, "Common flags") {
			t.Errorf("%v: the whole help is printed:\n%s", tc.args, errs)
		}
	}
	// Far from everything: no guess, the commands listed.
	code, _, errs := runCLI(t, "fly")
	if code != 2 || strings.Contains(errs, "did you mean") || !strings.Contains(errs, "replay, report") {
		t.Errorf("fly: exit %d\n%s", code, errs)
	}
	if got := closest("ru", []string{"rm", "run"}); got != "" {
		t.Errorf("closest(ru) = %q, want no guess between two as close", got)
	}
}

// TestFlowNameWhereAnIDGoes: a flow's name given where its id goes is
// answered with the id; an id nothing has says so once and where ids are
// listed.
func TestFlowNameWhereAnIDGoes(t *testing.T) {
	store := t.TempDir()
	code, out, errs := runCLI(t, "import", "--store", store, demoLoginFile)
	if code != 0 {
		t.Fatalf("import: exit %d\n%s", code, errs)
	}
	code, out, _ = runCLI(t, "ls", "--store", store, "--json")
	var list struct {
		Flows []struct{ ID, Name string } `json:"flows"`
	}
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list.Flows) != 1 {
		t.Fatalf("ls --json: %v\n%s", err, out)
	}
	id := list.Flows[0].ID
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", "Log in"}, `"Log in" is a flow name: its id is ` + id + " (see reprise ls)"},
		{[]string{"replay", "log in"}, `"Log in" is a flow name: its id is ` + id},
		{[]string{"show", "Log in"}, "its id is " + id},
		{[]string{"run", "Log in"}, "its id is " + id},
		{[]string{"replay", "abc"}, `no flow has the id "abc", an id starting with it, or that name: reprise ls lists the flows`},
		{[]string{"replay", "Sign up"}, `"Sign up" is neither a flow id`},
	} {
		code, _, errs := runCLI(t, append(tc.args, "--store", store)...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, want 2 and %q:\n%s", tc.args, code, tc.want, errs)
		}
		if strings.Count(errs, "not found") > 0 || strings.Contains(errs, "invalid argument") {
			t.Errorf("%v: %s", tc.args, errs)
		}
	}
}
