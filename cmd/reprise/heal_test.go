package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// staleLogin is a trajectory whose only locator is a test id the demo
// login page no longer has: the button is still "Sign in", so it heals.
func staleLogin(t *testing.T, base string) string {
	t.Helper()
	doc := `{"version":1,"id":"stale-login","name":"stale login","startUrl":"` + base + `/login.html","steps":[
	 {"id":"s1","instruction":"type ann@example.com into Email","action":"fill","value":"ann@example.com",
	  "target":{"candidates":[{"kind":"label","value":"Email","score":140}],"fingerprint":{"tag":"input","role":"textbox","name":"Email"}}},
	 {"id":"s2","instruction":"type secret123 into Password","action":"fill","value":"secret123",
	  "target":{"candidates":[{"kind":"label","value":"Password","score":140}],"fingerprint":{"tag":"input","role":"textbox","name":"Password"}}},
	 {"id":"s3","instruction":"click Sign in","action":"click","timeoutMs":3000,
	  "target":{"candidates":[{"kind":"testid","attr":"data-testid","value":"login-button","score":1}],
	            "fingerprint":{"tag":"button","role":"button","name":"Sign in","attrs":{"data-testid":"login-button","type":"submit"}}}},
	 {"id":"s4","instruction":"verify the url contains /dashboard","action":"assert-url","url":"/dashboard"}]}`
	file := filepath.Join(t.TempDir(), "stale.json")
	if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

type healRun struct {
	Passed      bool   `json:"passed"`
	Healed      int    `json:"healed"`
	NewRevision int    `json:"newRevision"`
	PatchedFile string `json:"patchedFile"`
	HealNote    string `json:"healNote"`
	Steps       []struct {
		Status string            `json:"status"`
		Heal   *trajectory.Patch `json:"heal"`
	} `json:"steps"`
}

func replayJSON(t *testing.T, args ...string) (int, healRun) {
	t.Helper()
	code, out, errs := runCLI(t, append([]string{"replay", "--json"}, args...)...)
	var r healRun
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("replay --json: %v\n%s\n%s", err, out, errs)
	}
	return code, r
}

func TestReplayHealPolicies(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()
	file := staleLogin(t, site.URL())
	// The import makes the password typed literally the secret
	// {{password}}: every replay below is given its value.
	t.Setenv("REPRISE_SECRET_PASSWORD", "secret123")
	if code, _, errs := runCLI(t, "import", file, "--store", store); code != 0 {
		t.Fatalf("import: %s", errs)
	}

	// off: the stale step fails.
	if code, r := replayJSON(t, "stale-login", "--store", store, "--heal=off"); code != 1 || r.Passed || r.Healed != 0 {
		t.Fatalf("--heal=off: exit %d %+v", code, r)
	}

	// suggest (the default): acts on the healed button, reports the patch,
	// keeps the trajectory.
	code, r := replayJSON(t, "stale-login", "--store", store)
	if code != 0 || !r.Passed || r.Healed != 1 || r.Steps[2].Heal == nil || r.NewRevision != 0 || !strings.Contains(r.HealNote, "unchanged") {
		t.Fatalf("suggest: exit %d %+v", code, r)
	}
	p := r.Steps[2].Heal
	if p.Tier != trajectory.TierSimilarity || p.New.Fingerprint.Attrs["data-testid"] != "login-submit" || p.Before == "" || p.After == "" {
		t.Errorf("patch: %+v", p)
	}
	if _, out, _ := runCLI(t, "show", "stale-login", "--store", store); !strings.Contains(out, `"revision": 1`) || strings.Contains(out, "login-submit") {
		t.Fatalf("suggest changed the stored trajectory:\n%s", out)
	}

	// The text report shows the heal.
	_, out, _ := runCLI(t, "replay", "stale-login", "--store", store, "--artifacts", t.TempDir())
	for _, want := range []string{"healed (similarity", `was data-testid="login-button", now data-testid="login-submit"`, "before: ", "1 step(s) healed: suggest policy"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}

	// run's progress lines say what the heal changed, not only how many.
	_, out, _ = runCLI(t, "run", "stale-login", "--store", store)
	for _, want := range []string{"[1 step(s) healed]", `    step 3 "`, "healed (similarity", `      was data-testid="login-button", now data-testid="login-submit"`} {
		if !strings.Contains(out, want) {
			t.Errorf("run's output lacks %q:\n%s", want, out)
		}
	}

	// auto: a new revision with the patched target; revision 1 kept.
	code, r = replayJSON(t, "stale-login", "--store", store, "--heal=auto")
	if code != 0 || r.NewRevision != 2 || r.Steps[2].Heal == nil || r.Steps[2].Heal.Revision != 2 {
		t.Fatalf("auto: exit %d %+v", code, r)
	}
	if _, out, _ := runCLI(t, "show", "stale-login", "--store", store); !strings.Contains(out, "login-submit") {
		t.Fatalf("the latest revision lacks the healed locator:\n%s", out)
	}
	if code, r := replayJSON(t, "stale-login", "--store", store, "--heal=off"); code != 0 || r.Healed != 0 {
		t.Fatalf("the healed revision does not replay without healing: exit %d %+v", code, r)
	}

	// auto on a FILE writes the patched copy next to it.
	code, r = replayJSON(t, file, "--store", store, "--heal=auto")
	if code != 0 || r.PatchedFile != strings.TrimSuffix(file, ".json")+".healed.json" {
		t.Fatalf("auto on a file: exit %d %+v", code, r)
	}
	healed, err := trajectory.LoadFile(r.PatchedFile)
	if err != nil || healed.Steps[2].Target.Fingerprint.Attrs["data-testid"] != "login-submit" {
		t.Fatalf("patched file: %v %+v", err, healed)
	}
	orig, _ := os.ReadFile(file)
	if strings.Contains(string(orig), "login-submit") {
		t.Error("the original file was changed")
	}

	if code, _, errs := runCLI(t, "replay", "stale-login", "--store", store, "--heal=sometimes"); code != 2 || !strings.Contains(errs, "want off, suggest or auto") {
		t.Errorf("bad --heal: exit %d %s", code, errs)
	}
}

// TestHealModel: with --heal-model, a step that similarity healing cannot
// fix (a "Save" button reworded to "Store changes" and moved) is healed by
// the model, reported with the model's calls; without it, the step fails
// and no model is asked. The model tier is never on by default.
func TestHealModel(t *testing.T) {
	const page = `<title>Edit</title><div class="toolbar"><button type="button" id="b-1f3">Store changes</button></div>` +
		`<form onsubmit="return false"><label>Title <input name="title"></label> <button type="button" id="b-9a2">Delete</button></form>` +
		`<p id="log"></p><script>document.addEventListener("click", e => { if (e.target.tagName === "BUTTON") document.getElementById("log").textContent += e.target.textContent + ";"; });</script>`
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte(page))
	}))
	defer site.Close()
	_, model := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		id := agenttest.Find(agenttest.Lines(agenttest.UserPrompt(r)), "Store changes", "")
		return llmtest.Reply{JSON: `{"element":"` + id + `","reason":"saves the form"}`, PromptTokens: 400, CompletionTokens: 9}
	})
	doc := `{"version":1,"id":"save-edit","name":"save","startUrl":"` + site.URL + `/edit","steps":[
	 {"id":"s1","instruction":"click Save","action":"click","timeoutMs":2500,
	  "target":{"candidates":[{"kind":"css","value":"#save","score":500}],"fingerprint":{"tag":"button","role":"button","name":"Save","attrs":{"id":"save","type":"button"}}}},
	 {"id":"s2","instruction":"verify the log says Store changes","action":"assert-text","value":"Store changes;",
	  "target":{"candidates":[{"kind":"css","value":"#log","score":500}],"fingerprint":{"tag":"p","role":"paragraph","attrs":{"id":"log"}}}}]}`
	file := filepath.Join(t.TempDir(), "save.json")
	if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	store := t.TempDir()

	// Without --heal-model: similarity cannot decide, the step fails, no
	// model is asked.
	if code, r := replayJSON(t, file, "--store", store); code != 1 || r.Passed || len(model.Requests()) != 0 {
		t.Fatalf("without --heal-model: exit %d passed %v, %d model request(s)", code, r.Passed, len(model.Requests()))
	}

	heal := []string{"--store", store, "--heal-model", "openai-compatible/qwen3", "--heal-model-url", model.BaseURL()}
	code, out, errs := runCLI(t, append([]string{"replay", "--json", file}, heal...)...)
	var r struct {
		Passed   bool `json:"passed"`
		LLMCalls int  `json:"llmCalls"`
		Steps    []struct {
			Heal  *trajectory.Patch    `json:"heal"`
			Model *trajectory.ModelUse `json:"model"`
		} `json:"steps"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("replay --json: %v\n%s\n%s", err, out, errs)
	}
	if code != 0 || !r.Passed || r.Steps[0].Heal == nil || r.Steps[0].Heal.Tier != trajectory.TierModel {
		t.Fatalf("with --heal-model: exit %d %+v\n%s\n%s", code, r, out, errs)
	}
	if m := r.Steps[0].Model; m == nil || m.Calls != 1 || m.PromptTokens != 400 || r.LLMCalls != 1 {
		t.Errorf("the run does not count the model's call: llmCalls %d, step model %+v", r.LLMCalls, m)
	}

	// The text report names the model and what it cost; run takes the flag too.
	_, out, _ = runCLI(t, append([]string{"replay", file, "--artifacts", t.TempDir()}, heal...)...)
	for _, want := range []string{"healed (model", "asked openai-compatible/qwen3: 1 call(s), 400+9 tokens", "1 LLM calls"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	if code, out, errs := runCLI(t, append([]string{"run", file}, heal...)...); code != 0 {
		t.Errorf("run --heal-model: exit %d\n%s\n%s", code, out, errs)
	}

	// A model that cannot be opened is a usage error before any browser starts.
	if code, _, errs := runCLI(t, "replay", file, "--store", store, "--heal-model", "nosuchvendor/x"); code != 2 || !strings.Contains(errs, "--heal-model") {
		t.Errorf("bad --heal-model: exit %d %s", code, errs)
	}
}
