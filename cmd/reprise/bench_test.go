package main

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/healbench"
	"github.com/reprise-qa/reprise/backend/perfbench"
	"github.com/reprise-qa/reprise/testdata/mutations"
)

// TestBenchHealOnACasesDir runs `reprise bench heal --cases DIR --json` on
// two cases of the corpus: a reword Reprise replays as recorded and a
// Save→Delete change it must refuse while the xpath-only baseline clicks
// Delete.
func TestBenchHealOnACasesDir(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []string{"12-text-reword-save-changes", "30-text-meaning-save-delete"} {
		sub, err := fs.Sub(mutations.FS, c)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.CopyFS(filepath.Join(dir, c), sub); err != nil {
			t.Fatal(err)
		}
	}
	code, out, errs := runCLI(t, "bench", "heal", "--cases", dir, "--json", "--timeout", "3s")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	var rep healbench.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("--json output does not parse: %v\n%s", err, out)
	}
	if rep.Cases != 2 || len(rep.Strategies) != 3 {
		t.Fatalf("want 2 cases under 3 strategies, got %d cases, %d strategies", rep.Cases, len(rep.Strategies))
	}
	r, x := rep.Strategy(healbench.RepriseName), rep.Strategy("xpath-only")
	if r == nil || x == nil {
		t.Fatalf("strategies missing from the report: %+v", rep.Strategies)
	}
	if r.Solvable != 1 || r.Unsolvable != 1 || r.FailedCleanly != 1 || r.WrongActions != 0 || r.Missed != 0 {
		t.Errorf("reprise: %+v", *r)
	}
	if x.WrongActions != 1 {
		t.Errorf("xpath-only made %d wrong-element actions, want 1 (it clicks Delete)", x.WrongActions)
	}
}

func TestBenchUsageErrors(t *testing.T) {
	if code, _, errs := runCLI(t, "bench", "nosuch"); code != 2 || !strings.Contains(errs, "bench heal") || !strings.Contains(errs, "--flow") {
		t.Errorf("bench with an unknown name: %d %s", code, errs)
	}
	if code, _, errs := runCLI(t, "bench", "--runs", "0"); code != 2 || !strings.Contains(errs, "--runs must be at least 1") {
		t.Errorf("bench --runs 0: %d %s", code, errs)
	}
	if code, _, errs := runCLI(t, "act", "--url", "http://127.0.0.1:1/", "--resolver", "off", "click Go"); code != 2 || !strings.Contains(errs, "choose a model") {
		t.Errorf("act --resolver off without a model: %d %s", code, errs)
	}
	if code, _, errs := runCLI(t, "act", "--url", "http://127.0.0.1:1/", "--resolver", "maybe", "click Go"); code != 2 || !strings.Contains(errs, "--resolver is on or off") {
		t.Errorf("act --resolver maybe: %d %s", code, errs)
	}
	if code, _, errs := runCLI(t, "bench", "heal", "--cases", filepath.Join(t.TempDir(), "none")); code != 2 || !strings.Contains(errs, "not a directory") {
		t.Errorf("bench heal with a missing dir: %d %s", code, errs)
	}
}

// TestBenchOnAUsersOwnFlow: `reprise bench --flow ID` measures a stored
// flow's cached replay against the plain playwright-go program doing the
// same actions, with the flow's variables, and prints the ratio.
func TestBenchOnAUsersOwnFlow(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := t.TempDir()
	code, out, errs := runCLI(t, "record", "--store", store, "--url", site.URL()+"/login.html", "--name", "My login",
		"--var", "user=ann@example.com", "--secret", "password=secret123",
		"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard")
	if code != 0 {
		t.Fatalf("record exit %d\n%s", code, errs)
	}
	id := strings.TrimSpace(out)
	code, out, errs = runCLI(t, "bench", "--flow", id, "--store", store, "--runs", "1", "--json", "--var", "user=ann@example.com", "--secret", "password=secret123")
	if code > 1 { // 1: a figure missed its bar on a loaded machine
		t.Fatalf("bench exit %d\n%s\n%s", code, out, errs)
	}
	var rep perfbench.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("--json output does not parse: %v\n%s", err, out)
	}
	if len(rep.Replays) != 1 || rep.Replays[0].Flow != "My login" || rep.Replays[0].Steps != 4 || rep.Replays[0].Ratio <= 0 {
		t.Errorf("replay figures: %+v", rep.Replays)
	}
	if len(rep.FirstActs) != 0 || rep.Process != nil {
		t.Errorf("with --flow only the flows are measured: %+v", rep)
	}
	if strings.Contains(out+errs, "secret123") {
		t.Error("the secret value was printed")
	}
}
