package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestReplayThroughServeKeepsItsRunID: with reprise serve holding the
// store, replay ID names its run by the id the store keeps and the open
// app lists — in the report's last line, in --json and in the failure
// screenshots' names — and two runs never share a screenshot file.
func TestReplayThroughServeKeepsItsRunID(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store := filepath.Join(t.TempDir(), "store")
	srv := startServe(t, store)

	flow, err := trajectory.Parse([]byte(`{"version":1,"name":"Register","startUrl":"`+site.URL()+`/login.html","steps":[
	 {"id":"s1","instruction":"click Register","action":"click","timeoutMs":500,
	  "target":{"candidates":[{"kind":"role","role":"button","name":"Register","score":100}],
	            "fingerprint":{"tag":"button","role":"button","name":"Register"}}}]}`), "the test flow")
	if err != nil {
		t.Fatal(err)
	}
	st, err := sharedstore.Open(store, sharedstore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	saved, err := st.SaveTrajectory(flow)
	st.Close()
	if err != nil {
		t.Fatal(err)
	}

	var ids []string
	shots := map[string]bool{}
	for range 2 {
		code, out, errs := runCLI(t, "replay", saved.ID, "--store", store, "--json")
		if code != 1 {
			t.Fatalf("replay of a failing flow: exit %d\n%s\n%s", code, out, errs)
		}
		var res struct {
			ID    string            `json:"id"`
			Shots map[string]string `json:"screenshotFiles"`
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatalf("replay --json: %v\n%s", err, out)
		}
		if res.ID == "" {
			t.Fatalf("replay --json through serve gives no run id:\n%s", out)
		}
		ids = append(ids, res.ID)
		if len(res.Shots) != 1 {
			t.Fatalf("want one failure screenshot, got %v", res.Shots)
		}
		for _, path := range res.Shots {
			if base := filepath.Base(path); !strings.HasPrefix(base, res.ID+"-step1") {
				t.Errorf("the screenshot %s is not named by the run %s", base, res.ID)
			}
			if _, err := os.Stat(path); err != nil {
				t.Error(err)
			}
			shots[path] = true
		}
	}
	if ids[0] == ids[1] || len(shots) != 2 {
		t.Errorf("two runs: ids %v, screenshots %v; want two of each", ids, shots)
	}

	code, out, errs := runCLI(t, "replay", saved.ID, "--store", store)
	m := regexp.MustCompile(`FAILED in .*\(run ([^)]*)\)\n`).FindStringSubmatch(out)
	if code != 1 || m == nil || m[1] == "" {
		t.Fatalf("the report's last line names no run: exit %d\n%s\n%s", code, out, errs)
	}
	ids = append(ids, m[1])

	var runs []struct {
		ID string `json:"id"`
	}
	srv.call(t, "ListRuns", &runs, saved.ID, 10)
	listed := map[string]bool{}
	for _, r := range runs {
		listed[r.ID] = true
	}
	for _, id := range ids {
		if !listed[id] {
			t.Errorf("the open app lists runs %+v, not the run %s the terminal named", runs, id)
		}
	}
}
