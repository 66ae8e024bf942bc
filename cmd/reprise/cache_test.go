package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// scriptedAgent answers agent turns from a script (by the number of
// assistant turns so far) and act resolutions like a capable model.
func scriptedAgent(turns ...string) func(llmtest.Request) llmtest.Reply {
	return func(r llmtest.Request) llmtest.Reply {
		if len(r.Tools) == 0 { // an act resolution, not an agent turn
			return agenttest.Oracle(r)
		}
		n := 0
		for _, tr := range r.Turns {
			if tr.Role == "assistant" {
				n++
			}
		}
		var c struct {
			Name string          `json:"name"`
			Args json.RawMessage `json:"args"`
		}
		_ = json.Unmarshal([]byte(turns[min(n, len(turns)-1)]), &c)
		return llmtest.Reply{Calls: []llmtest.Call{{ID: fmt.Sprintf("c%d", n), Name: c.Name, Args: c.Args}}, PromptTokens: 700, CompletionTokens: 30}
	}
}

// TestCacheEntriesListEditReplayAndPrune: a model-made act and an agent
// run appear in `reprise cache ls` with what they save; the agent run's
// step edited as a flow (what the editor does) is what the next `reprise
// agent` with the same goal replays, with 0 model calls and the revision
// named; cache rm and prune do what they say and leave library flows alone.
func TestCacheEntriesListEditReplayAndPrune(t *testing.T) {
	agenttest.ClearEnv(t)
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	_, srv := agenttest.Model(t, llmtest.OpenAI, scriptedAgent(
		`{"name":"act","args":{"instruction":"type ann@example.com into Email"}}`,
		`{"name":"close","args":{"success":true,"result":"typed the email"}}`,
	))
	store := t.TempDir()
	model := []string{"--store", store, "--model", "openai-compatible/qwen3", "--model-url", srv.BaseURL()}
	code, out, errs := runCLI(t, append([]string{"act", "--url", site.URL() + "/shop.html", `use "Add to cart" after "Cotton Scarf"`}, model...)...)
	if code != 0 || !strings.Contains(out, "cache miss act-") {
		t.Fatalf("act: exit %d\n%s\n%s", code, out, errs)
	}
	const goal = "put ann's address in the email field"
	agentArgs := append([]string{"agent", "--url", site.URL() + "/login.html"}, model...)
	code, out, errs = runCLI(t, append(agentArgs, goal)...)
	if code != 0 || !strings.Contains(out, "cache: stored as agent-") {
		t.Fatalf("agent: exit %d\n%s\n%s", code, out, errs)
	}
	calls := len(srv.Requests())

	code, out, errs = runCLI(t, "cache", "ls", "--store", store)
	if code != 0 || !strings.Contains(out, "act ") || !strings.Contains(out, "agent-dom") ||
		!strings.Contains(out, "saves 1 model call(s)") || !strings.Contains(out, "saves 2 model call(s), 1400+60 tokens") ||
		!strings.Contains(out, `goal "`+goal+`"`) || !strings.Contains(out, "model openai-compatible/qwen3") || !strings.Contains(out, "tools ") {
		t.Fatalf("cache ls: exit %d\n%s\n%s", code, out, errs)
	}
	// The common flags may come before the command.
	if code, before, errs := runCLI(t, "cache", "--store", store, "ls"); code != 0 || before != out {
		t.Errorf("cache --store DIR ls: exit %d\n%s\n%s", code, before, errs)
	}
	var list cache.EntryList
	code, out, _ = runCLI(t, "cache", "ls", "--store", store, "--json")
	// Three entries: the act, the agent run and the act the agent did.
	if err := json.Unmarshal([]byte(out), &list); code != 0 || err != nil || len(list.Entries) != 3 {
		t.Fatalf("cache ls --json: %v\n%s", err, out)
	}
	ids := map[string]string{}
	for _, e := range list.Entries {
		if e.Kind == cache.KindAgent || strings.Contains(e.Instruction, "Cotton") {
			ids[e.Kind] = e.ID
		}
	}

	// Edit the agent run's step as the editor does: open the entry id,
	// change the value, add a check, save.
	st, err := cache.Open(store, cache.Options{Notice: func(string) {}})
	if err != nil {
		t.Fatal(err)
	}
	tr, err := st.Trajectory(ids[cache.KindAgent])
	if err != nil || len(tr.Steps) != 1 || tr.Steps[0].Value != "ann@example.com" {
		t.Fatalf("the agent entry as a flow: %+v %v", tr, err)
	}
	tr.Steps[0].Value = "bob@example.com"
	check := trajectory.Step{ID: "check", Action: trajectory.ActionAssertValue, Target: tr.Steps[0].Target, Value: "bob@example.com"}
	tr.Steps = append(tr.Steps, check)
	if _, err := st.SaveTrajectory(tr); err != nil {
		t.Fatal(err)
	}
	st.Close()

	code, out, errs = runCLI(t, append(agentArgs, "--json", goal)...)
	var res struct {
		Success, CacheHit         bool
		ModelCalls, CacheRevision int
		CacheEntry                string
		Replay                    []trajectory.StepResult
	}
	if err := json.Unmarshal([]byte(out), &res); code != 0 || err != nil {
		t.Fatalf("agent again: exit %d %v\n%s\n%s", code, err, out, errs)
	}
	if !res.Success || !res.CacheHit || res.ModelCalls != 0 || len(srv.Requests()) != calls || res.CacheRevision != 2 || res.CacheEntry != ids[cache.KindAgent] {
		t.Fatalf("agent again: %+v (%d new requests); want the edited revision 2 replayed with 0 model calls", res, len(srv.Requests())-calls)
	}
	if len(res.Replay) != 2 || res.Replay[1].Status != trajectory.StatusPassed {
		t.Fatalf("the edited steps did not replay: %+v", res.Replay)
	}
	code, out, _ = runCLI(t, "cache", "show", ids[cache.KindAgent], "--store", store)
	if code != 0 || !strings.Contains(out, "1 hit(s)") && !strings.Contains(out, "over 1 replays") || !strings.Contains(out, "r2") || !strings.Contains(out, "bob@example.com") {
		t.Errorf("cache show after the replay:\n%s", out)
	}

	// Remove and prune: library flows are never touched.
	code, out, errs = runCLI(t, "cache", "save", ids[cache.KindAgent], "--name", "Email for Bob", "--store", store)
	if code != 0 {
		t.Fatalf("cache save: %d\n%s", code, errs)
	}
	flowID := strings.Fields(strings.SplitN(out, "library flow ", 2)[1])[0]
	if code, _, errs := runCLI(t, "cache", "prune", "--store", store); code != 2 || !strings.Contains(errs, "--older-than") {
		t.Errorf("prune with nothing to do: exit %d %s", code, errs)
	}
	code, out, _ = runCLI(t, "cache", "prune", "--keep-revisions", "1", "--older-than", "30d", "--store", store)
	if code != 0 || !strings.Contains(out, "pruned 0 entries and 1 old revisions") {
		t.Errorf("prune --keep-revisions 1: %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "cache", "rm", ids[cache.KindAct], "--store", store)
	if code != 0 || !strings.Contains(out, "removed "+ids[cache.KindAct]) {
		t.Errorf("cache rm: %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "ls", "--all", "--store", store)
	if code != 0 || !strings.Contains(out, flowID) || !strings.Contains(out, "Email for Bob") || !strings.Contains(out, ids[cache.KindAgent]) || strings.Contains(out, ids[cache.KindAct]) {
		t.Errorf("ls --all after rm and prune:\n%s", out)
	}
	if code, out, _ := runCLI(t, "ls", "--store", store); code != 0 || strings.Contains(out, ids[cache.KindAgent]) || !strings.Contains(out, flowID) {
		t.Errorf("ls lists cache entries without --all:\n%s", out)
	}
	if code, out, _ := runCLI(t, "show", flowID, "--store", store); code != 0 || !strings.Contains(out, "bob@example.com") {
		t.Errorf("the library flow after prune and rm: %d\n%s", code, out)
	}
	if code, _, errs := runCLI(t, "cache", "rm", flowID, "--store", store); code != 2 || !strings.Contains(errs, "not a cache entry id") || strings.Contains(errs, "invalid argument") {
		t.Errorf("cache rm of a library flow: exit %d %s", code, errs)
	}

	// --cache no: no store at all, even where none could be opened. (The
	// model's server under its old flag name, --base-url, still works and
	// says its new name, and that it is not the site.)
	notDir := filepath.Join(t.TempDir(), "file")
	_ = os.WriteFile(notDir, []byte("x"), 0o600)
	code, out, errs = runCLI(t, "agent", "--url", site.URL()+"/login.html", "--store", notDir, "--model", "openai-compatible/qwen3",
		"--base-url", srv.BaseURL(), "--cache", "no", goal)
	if code != 0 || !strings.Contains(out, "SUCCESS") || !strings.Contains(errs, "--base-url here is the old name of --model-url") {
		t.Errorf("agent --cache no with an unusable store: exit %d\n%s\n%s", code, out, errs)
	}
}

// TestStoreProblemsAreGraceful: a store that cannot be opened is named
// with the fix; act --cache no needs none; a corrupt flow or entry is
// reported and skipped by ls and cache ls.
func TestStoreProblemsAreGraceful(t *testing.T) {
	notDir := filepath.Join(t.TempDir(), "file")
	_ = os.WriteFile(notDir, []byte("x"), 0o600)
	for _, args := range [][]string{{"ls"}, {"cache", "ls"}} {
		code, _, errs := runCLI(t, append(args, "--store", notDir)...)
		if code != 2 || !strings.Contains(errs, "cannot open the store in "+notDir) || !strings.Contains(errs, "--store DIR") || strings.Contains(errs, "panic") {
			t.Errorf("%v on a file: exit %d\n%s", args, code, errs)
		}
	}
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	code, out, errs := runCLI(t, "act", "--cache", "no", "--store", notDir, "--url", site.URL()+"/login.html", "type ann@example.com into Email")
	if code != 0 || !strings.Contains(out, "cache off") {
		t.Errorf("act --cache no with an unusable store: exit %d\n%s\n%s", code, out, errs)
	}

	dir := t.TempDir()
	st, err := cache.Open(dir, cache.Options{Notice: func(string) {}})
	if err != nil {
		t.Fatal(err)
	}
	good, _ := st.SaveTrajectory(&trajectory.Trajectory{Name: "Good", StartURL: site.URL(), Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionGoto, URL: "/login.html"}}})
	bad, _ := st.SaveTrajectory(&trajectory.Trajectory{Name: "Bad", StartURL: site.URL(), Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionGoto, URL: "/shop.html"}}})
	act, err := st.PutAct(cache.ActEntry{Instruction: "go", URL: site.URL(), Steps: good.Steps, Source: cache.SourceMiss})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	db, err := badger.Open(badger.DefaultOptions(dir).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(txn *badger.Txn) error {
		if err := txn.Set([]byte("traj/"+bad.ID+"/rev/00000001"), []byte(`{"steps": [`)); err != nil {
			return err
		}
		return txn.Set([]byte("act/"+act.Key+"/rev/00000001"), []byte(`not json`))
	})
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	code, out, errs = runCLI(t, "ls", "--all", "--store", dir)
	if code != 0 || !strings.Contains(out, good.ID) || strings.Contains(out, "Bad") || !strings.Contains(errs, "skipped flow "+bad.ID) ||
		!strings.Contains(errs, "skipped act cache entry act-"+act.Key[:16]) || !strings.Contains(errs, "store repair") {
		t.Errorf("ls --all with a corrupt flow and entry: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "cache", "ls", "--store", dir)
	if code != 0 || !strings.Contains(out, "no cache entries") || !strings.Contains(errs, "skipped act cache entry") {
		t.Errorf("cache ls with a corrupt entry: exit %d\n%s\n%s", code, out, errs)
	}
}
