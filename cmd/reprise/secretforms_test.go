package main

import (
	"context"
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
)

// TestSecretWithTrailingWhitespaceIsFoundNowhere: a secret given with a
// trailing space (or, on replay, a trailing newline, as a vars file's
// JSON value may end) is trimmed by the page, which then greets the user
// with the trimmed text ("Welcome, tok_REC_TRAIL_28") and puts it in the
// dashboard's URL. The trimmed text is as secret as the value: it is in
// no output, export, run record or store entry.
func TestSecretWithTrailingWhitespaceIsFoundNowhere(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	const core = "tok_REC_TRAIL_28"
	store := filepath.Join(t.TempDir(), "store")
	work := t.TempDir()
	var transcript strings.Builder
	cli := func(wantCode int, args ...string) string {
		t.Helper()
		code, out, errs := runCLI(t, args...)
		fmt.Fprintf(&transcript, "$ reprise %s\n%s%s\n", args[0], out, errs)
		if code != wantCode {
			t.Fatalf("reprise %s: exit %d, want %d\n%s\n%s", args[0], code, wantCode, out, errs)
		}
		return out
	}
	id := strings.TrimSpace(cli(0, "record", "--store", store, "--url", site.URL()+"/login.html", "--name", "Trailing space",
		"--secret", "user="+core+" ", "--secret", "password=secret123",
		"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard",
		"click Sign out"))
	cli(0, "show", id, "--store", store)
	for _, format := range []string{"json", "playwright-ts"} {
		cli(0, "export", id, "--store", store, "--format", format, "-o", filepath.Join(work, "export-"+format))
	}
	cli(0, "replay", id, "--store", store, "--json", "--secret", "user="+core+"\n", "--secret", "password=secret123")
	cli(0, "replay", id, "--store", store, "--secret", "user="+core+"\n", "--secret", "password=secret123")

	if strings.Contains(transcript.String(), core) {
		t.Errorf("the trimmed secret is in the command output:\n%s", excerpt(transcript.String(), core))
	}
	_ = filepath.WalkDir(work, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if data, err := os.ReadFile(p); err == nil && strings.Contains(string(data), core) {
				t.Errorf("the trimmed secret is in %s:\n%s", p, excerpt(string(data), core))
			}
		}
		return nil
	})
	scanStore(t, store, core)
}

// scanStore fails t when any key or value of the Badger store in dir
// holds needle.
func scanStore(t *testing.T, dir, needle string) {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions(dir).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	entries := 0
	err = db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{AllVersions: true})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			entries++
			val, err := it.Item().ValueCopy(nil)
			if err != nil {
				return err
			}
			if strings.Contains(string(it.Item().Key()), needle) || strings.Contains(string(val), needle) {
				t.Errorf("the secret is in the store under %s:\n%s", it.Item().Key(), excerpt(string(val), needle))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if entries < 3 {
		t.Fatalf("only %d store entries read back: the scan proves nothing", entries)
	}
}

// TestObserveAndExtractPrintNoSecret: observe and extract quote the page,
// which greets the user by a secret value; what they print (text,
// --json, errors) has it masked, as act's output has. The model extract
// asks is not shown the secret either, not even URL-encoded in the
// page's address (user=tok%20MODEL_LEAK_23).
func TestObserveAndExtractPrintNoSecret(t *testing.T) {
	agenttest.ClearEnv(t)
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()
	dash := func(user string) string { return site.URL() + "/dashboard.html?user=" + user }
	check := func(what, text, secret string) {
		t.Helper()
		if strings.Contains(text, secret) {
			t.Errorf("%s prints the secret:\n%s", what, excerpt(text, secret))
		}
	}

	const observed = "tok_OBSERVE_LEAK_27"
	code, out, errs := runCLI(t, "observe", "--store", store, "--url", dash(observed), "--secret", "user="+observed, "--json", "click Sign out")
	if code != 0 || !strings.Contains(out, `"context"`) {
		t.Fatalf("observe --json: exit %d\n%s\n%s", code, out, errs)
	}
	check("observe --json", out+errs, observed)
	code, out, errs = runCLI(t, "observe", "--store", store, "--url", dash(observed), "--secret", "user="+observed, "Sign out of the store")
	if code == 0 || !strings.Contains(errs, "near") {
		t.Fatalf("observe with no model: exit %d, want an error naming the closest elements\n%s\n%s", code, out, errs)
	}
	check("observe's error", out+errs, observed)

	const extracted = "tok_EXTRACT_LEAK_19"
	code, out, errs = runCLI(t, "extract", "--store", store, "--url", dash(extracted), "--secret", "user="+extracted)
	if code != 0 || !strings.Contains(out, "pageText") {
		t.Fatalf("extract: exit %d\n%s\n%s", code, out, errs)
	}
	check("extract", out+errs, extracted)

	const shown = "MODEL_LEAK_23"
	_, srv := agenttest.Model(t, llmtest.OpenAI, func(llmtest.Request) llmtest.Reply {
		return llmtest.Reply{JSON: `{"extraction":"tok ` + shown + `"}`}
	})
	code, out, errs = runCLI(t, "extract", "--store", store, "--url", dash("tok%20"+shown), "--secret", "user=tok "+shown,
		"--model", "openai-compatible/qwen3", "--model-url", srv.BaseURL(), "the signed-in user")
	if code != 0 || !strings.Contains(out, `"extraction"`) {
		t.Fatalf("extract with a model: exit %d\n%s\n%s", code, out, errs)
	}
	check("extract with a model", out+errs, shown)
	if len(srv.Requests()) == 0 {
		t.Fatal("the model was not asked")
	}
	for _, r := range srv.Requests() {
		body, _ := json.Marshal(r.Body)
		if strings.Contains(string(body), shown) {
			t.Errorf("the model was sent the secret:\n%s", excerpt(string(body), shown))
		}
	}
}
