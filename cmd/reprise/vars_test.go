package main

import (
	"encoding/json"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// loadVars parses args like a command would and loads env and file.
func loadVars(t *testing.T, env []string, args ...string) (*varFlags, error) {
	t.Helper()
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var v varFlags
	v.register(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return &v, v.load(env)
}

func TestVariablesFromEnvironmentFileAndFlags(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "vars")
	os.WriteFile(file, []byte("# CI values\nuser=file-user\nsecret password = \"file pw\"\nexport region='eu'\nsecret token=from-file\n"), 0o600)
	env := []string{"REPRISE_VAR_USER=env-user", "REPRISE_SECRET_API_KEY=env-key", "REPRISE_VAR_Mixed=m", "HOME=/root", "REPRISE_VAR_TOKEN=plain"}
	v, err := loadVars(t, env, "--vars-file", file, "--var", "region=us", "--secret", "token=flag-token")
	if err != nil {
		t.Fatal(err)
	}
	wantVars := map[string]string{"user": "file-user", "region": "us", "Mixed": "m"}
	wantSecrets := map[string]string{"password": "file pw", "token": "flag-token", "api_key": "env-key"}
	for k, want := range wantVars {
		if v.vars[k] != want {
			t.Errorf("var %s = %q, want %q (all: %v)", k, v.vars[k], want, v.vars)
		}
	}
	for k, want := range wantSecrets {
		if v.secrets[k] != want {
			t.Errorf("secret %s = %q, want %q (all: %v)", k, v.secrets[k], want, v.secrets)
		}
		if _, ok := v.vars[k]; ok {
			t.Errorf("%s is both a plain variable and a secret", k)
		}
	}
	// A flow's {{User}} or {{api-key}} finds values given in capitals.
	tr := &trajectory.Trajectory{Variables: []trajectory.Variable{{Name: "User"}, {Name: "api-key", Secret: true}}}
	vals := v.valuesFor(tr)
	if vals["User"] != "file-user" || vals["api-key"] != "env-key" {
		t.Errorf("valuesFor = %v", vals)
	}
}

func TestVarsFileAsJSON(t *testing.T) {
	file := filepath.Join(t.TempDir(), "vars.json")
	os.WriteFile(file, []byte(`{"user": "ann", "retries": 3, "password": {"value": "hunter2", "secret": true}}`), 0o600)
	v, err := loadVars(t, nil, "--vars-file", file)
	if err != nil {
		t.Fatal(err)
	}
	if v.vars["user"] != "ann" || v.vars["retries"] != "3" || v.secrets["password"] != "hunter2" || v.vars["password"] != "" {
		t.Errorf("vars %v, secrets %v", v.vars, v.secrets)
	}
}

// TestBadVarsFileNamesTheLineNotTheSecret: a mistake is reported by file
// and line, without quoting the line (it may hold a password).
func TestBadVarsFileNamesTheLineNotTheSecret(t *testing.T) {
	dir := t.TempDir()
	for name, doc := range map[string]string{
		"vars":      "user=ann\nsecret hunter2-no-equals\n",
		"vars.json": `{"password": "hunter2", }`,
		"nested":    `{"password": {"secret": true, "value": {"hunter2": 1}}}`,
	} {
		file := filepath.Join(dir, name)
		os.WriteFile(file, []byte(doc), 0o600)
		_, err := loadVars(t, nil, "--vars-file", file)
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		if strings.Contains(err.Error(), "hunter2") || !strings.Contains(err.Error(), file) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := loadVars(t, nil, "--vars-file", filepath.Join(dir, "missing")); err == nil || !strings.Contains(err.Error(), "--vars-file") {
		t.Errorf("missing file: %v", err)
	}
}

// TestJSONOutputIsRedacted: --json output masks secrets, also inside
// escaped strings, and strips tokens from every URL it holds.
func TestJSONOutputIsRedacted(t *testing.T) {
	var b strings.Builder
	writeJSON(&b, map[string]any{
		"url":   "https://app.example/cb?a=1&access_token=t0k3n&user=ann",
		"typed": `say "hunter2"`,
	}, []string{`"hunter2"`, "ann"})
	out := b.String()
	for _, leak := range []string{"t0k3n", "hunter2", "=ann"} {
		if strings.Contains(out, leak) {
			t.Errorf("--json output holds %q:\n%s", leak, out)
		}
	}
	if !strings.Contains(out, "a=1&access_token=••••") {
		t.Errorf("the URL lost its shape:\n%s", out)
	}
}

// TestMistypedVariableNameIsRefused: --var usr=… for a flow whose
// variable is user stops before any browser, naming the flow's variables,
// in replay and in run; a name in another case still fills its variable.
func TestMistypedVariableNameIsRefused(t *testing.T) {
	doc := `{"version":1,"id":"f1","name":"Sign in","startUrl":"http://127.0.0.1:1/","variables":[{"name":"user","default":"ann"},{"name":"password","secret":true}],"steps":[
	 {"id":"s1","instruction":"type {{user}} into Email","action":"fill","value":"{{user}}","target":{"candidates":[{"kind":"css","value":"#email","score":1}],"fingerprint":{"tag":"input","role":"textbox","name":"Email"}}}]}`
	file := writeTemp(t, "flow.json", doc)
	store := t.TempDir()
	for _, args := range [][]string{
		{"replay", file, "--var", "usr=zed@example.com"},
		{"run", file, "--secret", "pasword=x"},
	} {
		code, _, errs := runCLI(t, append(args, "--store", store, "--browser", noBrowser)...)
		name := strings.SplitN(args[3], "=", 2)[0]
		want := `the flow has no variable named "` + name + `" (its variables: password, user)`
		if code != 2 || !strings.Contains(errs, want) || strings.Contains(errs, noBrowser) {
			t.Errorf("%s: exit %d, want 2 and %q before any browser:\n%s", args[0], code, want, errs)
		}
	}
	code, _, errs := runCLI(t, "replay", file, "--var", "USER=zed", "--store", store, "--browser", noBrowser)
	if strings.Contains(errs, "no variable named") || !strings.Contains(errs, noBrowser) {
		t.Errorf("--var USER= is refused (exit %d) though it fills {{user}}:\n%s", code, errs)
	}
}

// TestMisspeltEnvironmentVariableIsPointedOut: REPRISE_SECRET_PASWORD
// fills no variable of the demo login, whose password then has no value;
// the replay says which variable the environment variable was meant for.
// One for a name no flow is near (another flow's) goes unmentioned; a
// misspelt prefix (REPRISE_SECERT_) is pointed out whatever the name.
func TestMisspeltEnvironmentVariableIsPointedOut(t *testing.T) {
	t.Setenv("REPRISE_SECRET_PASWORD", "hunter2")
	t.Setenv("REPRISE_VAR_REGION", "eu")
	t.Setenv("REPRISE_SECERT_TOKEN", "t0ken")
	t.Setenv("REPRISE_UPDATE_SCREENSHOTS", "1")
	code, out, errs := runCLI(t, "replay", "--store", t.TempDir(), demoLoginFile)
	if code != 2 || out != "" || !strings.Contains(errs, "note: REPRISE_SECRET_PASWORD is set, but no variable is named pasword: did you mean REPRISE_SECRET_PASSWORD for {{password}}?") {
		t.Fatalf("replay: exit %d %q\n%s", code, out, errs)
	}
	if !strings.Contains(errs, "note: REPRISE_SECERT_TOKEN is set, but Reprise reads values from REPRISE_SECRET_…: did you mean REPRISE_SECRET_TOKEN?") {
		t.Errorf("a misspelt prefix is not pointed out:\n%s", errs)
	}
	if strings.Contains(errs, "REGION") || strings.Contains(errs, "SCREENSHOTS") || strings.Contains(errs, "hunter2") || strings.Contains(errs, "t0ken") {
		t.Errorf("the notes name an unrelated variable or show the value:\n%s", errs)
	}
}

// TestReplayJSONThatCannotStartPrintsJSON: a script reading --json gets a
// document saying why the replay did not start, not an empty stdout.
func TestReplayJSONThatCannotStartPrintsJSON(t *testing.T) {
	code, out, errs := runCLI(t, "replay", "--store", t.TempDir(), "--json", demoLoginFile)
	var got struct {
		Status string `json:"status"`
		Passed bool   `json:"passed"`
		Error  string `json:"error"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 2 || got.Status != "error" || got.Passed || !strings.Contains(got.Error, "{{password}} has no value") {
		t.Fatalf("exit %d, stdout %q (%v)\n%s", code, out, err, errs)
	}
}

// TestEmptySecretStopsTheReplayBeforeItStarts: a CI job whose secret is
// not set passes "" (REPRISE_SECRET_PASSWORD= or --secret password=); the
// replay refuses it as a missing value, naming where to set it, instead of
// typing nothing and failing at the login's own error steps later.
func TestEmptySecretStopsTheReplayBeforeItStarts(t *testing.T) {
	for _, how := range [][]string{{"--secret", "password="}, {"env"}} {
		args := []string{"replay", "--store", t.TempDir(), demoLoginFile}
		if how[0] == "env" {
			t.Setenv("REPRISE_SECRET_PASSWORD", "")
		} else {
			args = append(args, how...)
		}
		code, out, errs := runCLI(t, args...)
		if code != 2 || out != "" || !strings.Contains(errs, "secret {{password}} is empty: is it set for this run? (set REPRISE_SECRET_PASSWORD") {
			t.Errorf("%v: exit %d %q\n%s", how, code, out, errs)
		}
	}
}
