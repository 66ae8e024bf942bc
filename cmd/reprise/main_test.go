package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
)

func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestRecordThenReplayJSONMakesNoModelCalls is the README's flow: record
// the demo login by instruction, replay it by id with --json.
func TestRecordThenReplayJSONMakesNoModelCalls(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()

	code, out, errs := runCLI(t, "record", "--store", store, "--url", site.URL()+"/login.html", "--name", "Log in",
		"--var", "user=ann@example.com", "--secret", "password=secret123",
		"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard")
	if code != 0 {
		t.Fatalf("record exit %d\n%s", code, errs)
	}
	id := strings.TrimSpace(out)
	if id == "" {
		t.Fatal("record printed no id")
	}

	code, out, errs = runCLI(t, "replay", id, "--json", "--store", store, "--var", "user=bob@example.com", "--var", "password=secret123")
	if code != 0 {
		t.Fatalf("replay exit %d\n%s\n%s", code, out, errs)
	}
	var res struct {
		Status   string `json:"status"`
		Passed   bool   `json:"passed"`
		LLMCalls int    `json:"llmCalls"`
		Steps    []struct {
			Status string `json:"status"`
			Winner *struct {
				Kind string `json:"kind"`
			} `json:"winner"`
		} `json:"steps"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("replay --json output is not JSON: %v\n%s", err, out)
	}
	if !res.Passed || res.Status != "passed" || res.LLMCalls != 0 || len(res.Steps) != 4 {
		t.Fatalf("unexpected replay result: %+v", res)
	}
	if res.Steps[0].Winner == nil {
		t.Error("replay does not say which locator won")
	}

	// export → import round trip; the stored file carries no secret.
	file := filepath.Join(t.TempDir(), "flow.json")
	if code, _, errs := runCLI(t, "export", id, "-o", file, "--store", store); code != 0 {
		t.Fatalf("export: %s", errs)
	}
	data, _ := os.ReadFile(file)
	if bytes.Contains(data, []byte("secret123")) {
		t.Fatal("exported file contains the secret value")
	}
	if code, out, errs := runCLI(t, "ls", "--store", store); code != 0 || !strings.Contains(out, "Log in") || !strings.Contains(out, "passed") {
		t.Fatalf("ls: %d %q %s", code, out, errs)
	}
	// a file replays too
	if code, out, errs := runCLI(t, "replay", file, "--store", store, "--var", "password=secret123"); code != 0 || !strings.Contains(out, "PASSED") {
		t.Fatalf("replaying the exported file: %d\n%s\n%s", code, out, errs)
	}
}

func TestReplayFailureNamesStepAndWritesScreenshot(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()
	doc := `{"version":1,"id":"broken","name":"broken","startUrl":"` + site.URL() + `/login.html","steps":[
	 {"id":"s1","instruction":"click Register","action":"click","timeoutMs":500,
	  "target":{"candidates":[{"kind":"role","role":"button","name":"Register","score":100},{"kind":"css","value":"#register","score":500}],
	            "fingerprint":{"tag":"button","role":"button","name":"Register"}}}]}`
	file := filepath.Join(t.TempDir(), "broken.json")
	os.WriteFile(file, []byte(doc), 0o644)
	art := t.TempDir()
	code, out, _ := runCLI(t, "replay", file, "--store", store, "--artifacts", art)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s", code, out)
	}
	for _, want := range []string{"✗  1 click Register", `tried role button "Register"`, "no element", "screenshot: " + art} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	shots, _ := filepath.Glob(filepath.Join(art, "*.png"))
	if len(shots) != 1 {
		t.Errorf("want one failure screenshot in %s, got %v", art, shots)
	}
}

func TestBadTrajectoryFileIsRejectedWithStepAndField(t *testing.T) {
	file := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(file, []byte(`{"version":1,"steps":[{"id":"a","action":"teleport"}]}`), 0o644)
	code, _, errs := runCLI(t, "import", file, "--store", t.TempDir())
	if code != 2 || !strings.Contains(errs, `step 1 (a) action: unknown action "teleport"`) {
		t.Fatalf("exit %d: %s", code, errs)
	}
}

func TestUnknownCommandAndMissingArgs(t *testing.T) {
	if code, _, errs := runCLI(t, "fly"); code != 2 || !strings.Contains(errs, `unknown command "fly"`) {
		t.Errorf("unknown command: %d %s", code, errs)
	}
	if code, _, errs := runCLI(t, "record", "--store", t.TempDir()); code != 2 || !strings.Contains(errs, "needs --url") {
		t.Errorf("record without url: %d %s", code, errs)
	}
}

// TestRecordThatFailsKeepsWhatWorkedInTheActCache: a recording whose
// third instruction fails saves no flow and says so, and says the first
// two are kept; run again with the third changed, they come from the
// act cache.
func TestRecordThatFailsKeepsWhatWorkedInTheActCache(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()
	args := []string{"record", "--store", store, "--url", site.URL() + "/login.html", "--var", "user=ann@example.com",
		"type {{user}} into Email", "check Remember me"}
	code, out, errs := runCLI(t, append(args, "juggle the purple elephants")...)
	if code != 1 || out != "" || !strings.Contains(errs, "instruction 3:") ||
		!strings.Contains(errs, "the flow was not saved; instructions 1 to 2 worked and are kept in the act cache: change instruction 3") {
		t.Fatalf("record with a failing instruction: exit %d %q\n%s", code, out, errs)
	}
	if code, out, _ := runCLI(t, "ls", "--store", store); code != 0 || out != "" {
		t.Fatalf("a failed recording saved a flow: %q", out)
	}
	code, out, errs = runCLI(t, append(args, "click Sign in")...)
	if code != 0 || strings.Count(errs, "(act cache)") != 2 {
		t.Fatalf("record again: exit %d %q\n%s", code, out, errs)
	}
}

// TestRecordingANamedFlowAgainMakesItsNextRevision: the same --name twice
// is one flow with two revisions, as agent --save does, not two flows of
// one name.
func TestRecordingANamedFlowAgainMakesItsNextRevision(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()
	args := []string{"record", "--store", store, "--url", site.URL() + "/login.html", "--name", "Remember me", "check Remember me"}
	code, first, errs := runCLI(t, args...)
	if code != 0 || !strings.Contains(errs, `as flow "Remember me"`) {
		t.Fatalf("record: exit %d %q\n%s", code, first, errs)
	}
	code, again, errs := runCLI(t, append(args, "verify Remember me is checked")...)
	if code != 0 || again != first || !strings.Contains(errs, `saved as a new revision of flow "Remember me"`) || !strings.Contains(errs, "revision 2") {
		t.Fatalf("record again: exit %d %q (first %q)\n%s", code, again, first, errs)
	}
	if code, out, _ := runCLI(t, "ls", "--store", store); code != 0 || strings.Count(out, "Remember me") != 1 {
		t.Errorf("ls: %s", out)
	}
}

// TestRecordSubmitAndWhereThePageIs records the demo login with the words
// a QA person writes for the last two steps, "submit the form" and
// "verify I am on the dashboard", with no model, and replays it.
func TestRecordSubmitAndWhereThePageIs(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()
	code, out, errs := runCLI(t, "record", "--store", store, "--url", site.URL()+"/login.html", "--name", "Submit",
		"type ann@example.com into Email", "type secret123 into Password", "submit the form", "verify I am on the dashboard")
	if code != 0 {
		t.Fatalf("record exit %d\n%s", code, errs)
	}
	id := strings.TrimSpace(out)
	if code, out, errs := runCLI(t, "replay", id, "--store", store, "--secret", "password=secret123"); code != 0 {
		t.Fatalf("replay exit %d\n%s\n%s", code, out, errs)
	}
	// Replayed with a wrong password, the failed check quotes the page.
	if code, out, errs := runCLI(t, "replay", id, "--store", store, "--secret", "password=wrong"); code != 1 || !strings.Contains(out, `the page says: "Invalid email or password"`) {
		t.Errorf("replay with a wrong password: exit %d\n%s\n%s\nwant the failed step to quote the page's alert", code, out, errs)
	}
	// A wrong password stays on the login page: the check fails there,
	// saying where the page is, and asks for no model.
	code, _, errs = runCLI(t, "record", "--store", store, "--url", site.URL()+"/login.html",
		"type ann@example.com into Email", "type wrong into Password", "submit the form", "verify I am on the dashboard")
	if code == 0 || !strings.Contains(errs, `does not contain "dashboard"`) || strings.Contains(errs, "needs a model") {
		t.Errorf("the check on the wrong page: exit %d, %s; want it failed saying where the page is", code, errs)
	}
	if code, _, errs := runCLI(t, "record", "--store", store, "--url", site.URL()+"/login.html", "wait 2 seconds"); code == 0 || !strings.Contains(errs, "Say what to wait for instead") || strings.Contains(errs, "--model") {
		t.Errorf("a fixed wait: exit %d, %s; want it refused saying what to write, not sent to a model", code, errs)
	}
}
