package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestStoreRepairAfterDamage is the user's path through a damaged store:
// a command says the store is damaged and what to run, check lists the
// damage, repair keeps the intact flows, and the store works again.
func TestStoreRepairAfterDamage(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "store")
	// Two sessions, so two table files: one will be damaged.
	for i, name := range []string{"Log in", "Check out"} {
		st, err := cache.Open(dir, cache.Options{})
		if err != nil {
			t.Fatal(err)
		}
		tr := &trajectory.Trajectory{Name: name, StartURL: "http://127.0.0.1/", Source: trajectory.Source{Kind: "record"}}
		for j := range 40 {
			tr.Steps = append(tr.Steps, trajectory.Step{ID: fmt.Sprintf("s%d", j+1), Action: trajectory.ActionAssertURL,
				URL: fmt.Sprintf("/page/%d/%d", i, j), Match: "contains"})
		}
		if _, err := st.SaveTrajectory(tr); err != nil {
			t.Fatal(err)
		}
		st.Close()
	}
	damaged := filepath.Join(dir, "000002.sst")
	data, err := os.ReadFile(damaged)
	if err != nil {
		t.Fatal(err)
	}
	for i := max(0, len(data)-4096); i < len(data); i++ {
		data[i] = byte(i*131 + 7)
	}
	if err := os.WriteFile(damaged, data, 0o600); err != nil {
		t.Fatal(err)
	}

	code, _, errs := runCLI(t, "ls", "--store", dir)
	if code != 2 || !strings.Contains(errs, "000002.sst") || !strings.Contains(errs, "reprise store repair --store "+dir) {
		t.Fatalf("ls on a damaged store: exit %d, %s", code, errs)
	}
	code, out, errs := runCLI(t, "store", "check", "--store", dir)
	if code != 1 || !strings.Contains(out, "damaged file 000002.sst") {
		t.Fatalf("store check: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "store", "repair", "--store", dir)
	t.Log(out)
	if code != 0 || !strings.Contains(out, "kept: 1 trajectories") || !strings.Contains(out, dir+"-damaged-") {
		t.Fatalf("store repair: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "ls", "--store", dir)
	if code != 0 || !strings.Contains(out, "Log in") || strings.Contains(out, "Check out") {
		t.Fatalf("ls after repair: exit %d\n%s%s", code, out, errs)
	}
	code, out, _ = runCLI(t, "store", "check", "--store", dir)
	if code != 0 || !strings.Contains(out, "healthy") {
		t.Fatalf("store check after repair: exit %d\n%s", code, out)
	}
	// Repairing the now healthy store changes nothing and moves nothing
	// aside (it used to move it aside as "damaged", and failed when run
	// twice within a second).
	asides, _ := filepath.Glob(dir + "-damaged-*")
	for range 2 {
		code, out, errs = runCLI(t, "store", "repair", "--store", dir)
		if code != 0 || !strings.Contains(out, "nothing was changed") || !strings.Contains(out, "kept: 1 trajectories") {
			t.Fatalf("store repair of a healthy store: exit %d\n%s%s", code, out, errs)
		}
	}
	if again, _ := filepath.Glob(dir + "-damaged-*"); len(again) != len(asides) {
		t.Errorf("repairing a healthy store moved it aside: %v", again)
	}
	if code, out, _ := runCLI(t, "ls", "--store", dir); code != 0 || !strings.Contains(out, "Log in") {
		t.Fatalf("ls after repairing a healthy store: exit %d\n%s", code, out)
	}
}

// TestMistypedStoreIsNamed: a --store that does not exist is said so, so
// a typo does not read as an empty library: ls makes nothing; a command
// that writes makes it and says so.
func TestMistypedStoreIsNamed(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "stroe")
	code, _, errs := runCLI(t, "ls", "--store", dir)
	if code != 2 || !strings.Contains(errs, "there is no store in "+dir+": check --store") {
		t.Fatalf("ls of a missing store: exit %d\n%s", code, errs)
	}
	code, _, errs = runCLI(t, "import", "--store", dir, demoLoginFile)
	if code != 0 || !strings.Contains(errs, "there was no store in "+dir+": it is made now, empty (check --store if you meant another)") {
		t.Fatalf("import into a new store: exit %d\n%s", code, errs)
	}
	if _, _, errs := runCLI(t, "ls", "--store", dir); strings.Contains(errs, "no store") {
		t.Errorf("the second time the store exists:\n%s", errs)
	}
}

// TestListAsJSON: ls --json gives scripts the library's flows.
func TestListAsJSON(t *testing.T) {
	store := t.TempDir()
	code, out, errs := runCLI(t, "ls", "--store", store, "--json")
	if code != 0 || strings.TrimSpace(out) != "{\n  \"flows\": []\n}" {
		t.Fatalf("ls --json of an empty store: exit %d %q\n%s", code, out, errs)
	}
	if code, _, errs := runCLI(t, "import", "--store", store, demoLoginFile); code != 0 {
		t.Fatalf("import: %s", errs)
	}
	code, out, errs = runCLI(t, "ls", "--store", store, "--json")
	var got struct {
		Flows []struct {
			ID       string `json:"id"`
			Name     string `json:"name"`
			Revision int    `json:"revision"`
		} `json:"flows"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 || len(got.Flows) != 1 || got.Flows[0].ID != "demo-login" || got.Flows[0].Revision != 1 {
		t.Fatalf("ls --json: exit %d %q (%v)\n%s", code, out, err, errs)
	}
}
