package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestSecretCanaryIsFoundNowhere records, replays (passing and failing),
// runs (JUnit, HTML report, screenshots), acts through the act cache and
// runs the agent with a fake model on a flow whose secret is a canary
// value, given through REPRISE_SECRET_*, a vars file and --secret. The
// demo site puts the signed-in user's address into the page URL
// (/dashboard.html?user=…), so the canary flows through step URLs, act
// cache keys and tool results. Then it looks for the canary, in any
// encoding, everywhere: every stdout and stderr, every file under the
// store directory (raw bytes) and every key and value read back through
// Badger (values are Snappy-compressed on disk), the reports, exports
// and artifact directories, and every request the model received.
func TestSecretCanaryIsFoundNowhere(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	var b [6]byte
	_, _ = rand.Read(b[:])
	core := "cnry" + hex.EncodeToString(b[:]) // in every encoding of the canary
	canary := core + "@example.com"

	store := filepath.Join(t.TempDir(), "store")
	work := t.TempDir() // reports, exports, artifacts, flow files
	varsFile := filepath.Join(work, "ci.vars")
	if err := os.WriteFile(varsFile, []byte("secret user="+canary+"\nsecret password=secret123\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	var transcript strings.Builder
	cli := func(wantCode int, args ...string) string {
		t.Helper()
		code, out, errs := runCLI(t, args...)
		// The command line is the test's own; only what reprise printed counts.
		fmt.Fprintf(&transcript, "$ reprise %s\n", strings.ReplaceAll(strings.Join(args, " "), canary, "CANARY"))
		fmt.Fprintf(&transcript, "%s%s\n", out, errs)
		if wantCode >= 0 && code != wantCode {
			t.Fatalf("reprise %s: exit %d, want %d\n%s\n%s", args[0], code, wantCode, out, errs)
		}
		return out
	}
	login := site.URL() + "/login.html"

	// record, the secret from the environment and the vars file
	t.Setenv("REPRISE_SECRET_USER", canary)
	id := strings.TrimSpace(cli(0, "record", "--store", store, "--url", login, "--name", "Canary login", "--vars-file", varsFile,
		"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard",
		"click Continue shopping"))

	// replay by id, passing, --json; then a failing copy of the flow
	cli(0, "replay", id, "--store", store, "--json", "--secret", "password=secret123")
	flow := filepath.Join(work, "canary.json")
	cli(0, "export", id, "--store", store, "-o", flow)
	tr, err := trajectory.LoadFile(flow)
	if err != nil {
		t.Fatal(err)
	}
	tr.ID, tr.Name = "canary-broken", "Canary broken"
	tr.Steps = append(tr.Steps[:4], trajectory.Step{ID: "s9", Instruction: "click Register", Action: trajectory.ActionClick, TimeoutMS: 500,
		Target: &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: "Register", Score: 100}},
			Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Register"}}})
	data, err := trajectory.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	broken := filepath.Join(work, "broken.json")
	if err := os.WriteFile(broken, data, 0o600); err != nil {
		t.Fatal(err)
	}
	cli(1, "replay", broken, "--store", store, "--json", "--vars-file", varsFile)
	cli(1, "replay", broken, "--store", store, "--vars-file", varsFile)

	// run: a file and the stored id, with reports and screenshots
	t.Setenv("REPRISE_SECRET_USER", "")
	os.Unsetenv("REPRISE_SECRET_USER")
	cli(1, "run", broken, id, "--store", store, "--vars-file", varsFile, "--html", filepath.Join(work, "html"),
		"--junit", filepath.Join(work, "junit.xml"), "--artifacts", filepath.Join(work, "artifacts"))

	// act through the act cache, twice (a miss, then a hit)
	for range 2 {
		cli(0, "act", "--store", store, "--url", login, "--json", "--secret", "user="+canary, "--secret", "password=secret123",
			"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "click Continue shopping")
	}

	// the agent, driven by a fake model on loopback
	turns := []string{
		`{"name":"act","args":{"instruction":"type {{user}} into Email"}}`,
		`{"name":"act","args":{"instruction":"type {{password}} into Password"}}`,
		`{"name":"act","args":{"instruction":"click Sign in"}}`,
		`{"name":"close","args":{"success":true,"result":"signed in"}}`,
	}
	_, srv := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
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
	})
	cli(0, "agent", "--store", store, "--url", login, "--model", "openai-compatible/qwen3", "--model-url", srv.BaseURL(),
		"--vars-file", varsFile, "--save", "Agent canary", "sign in")
	cli(0, "agent", "--store", store, "--url", login, "--model", "openai-compatible/qwen3", "--model-url", srv.BaseURL(),
		"--vars-file", varsFile, "--json", "sign in")

	// exports and listings
	for _, format := range []string{"playwright-ts", "python", "go", "chrome-recorder", "json"} {
		cli(0, "export", id, "--store", store, "--format", format, "-o", filepath.Join(work, "export-"+format))
	}
	cli(0, "ls", "--store", store)
	cli(0, "show", id, "--store", store)
	os.Remove(varsFile) // the one place the canary belongs

	// Now look everywhere.
	leak := func(b []byte) bool { return bytes.Contains(b, []byte(core)) }
	if leak([]byte(transcript.String())) {
		t.Errorf("the canary is in the command output:\n%s", excerpt(transcript.String(), core))
	}
	for _, dir := range []string{store, work} {
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			if data, err := os.ReadFile(p); err == nil && leak(data) {
				t.Errorf("the canary is in %s:\n%s", p, excerpt(string(data), core))
			}
			return nil
		})
	}
	db, err := badger.Open(badger.DefaultOptions(store).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	entries := 0
	err = db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{PrefetchValues: false, AllVersions: true})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			item := it.Item()
			entries++
			val, err := item.ValueCopy(nil)
			if err != nil {
				return err
			}
			if leak(item.Key()) || leak(val) {
				t.Errorf("the canary is in the store under %s:\n%s", item.Key(), excerpt(string(val), core))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if entries < 10 {
		t.Fatalf("only %d store entries read back: the scan proves nothing", entries)
	}
	for _, r := range srv.Requests() {
		if body, _ := json.Marshal(r.Body); leak(body) {
			t.Errorf("the model was sent the canary:\n%s", excerpt(string(body), core))
		}
	}
	t.Logf("searched %d store entries, %d model requests and %d bytes of output", entries, len(srv.Requests()), transcript.Len())
}

// excerpt shows where s holds needle.
func excerpt(s, needle string) string {
	i := strings.Index(s, needle)
	if i < 0 {
		return ""
	}
	from, to := max(0, i-200), min(len(s), i+len(needle)+200)
	return s[from:to]
}
