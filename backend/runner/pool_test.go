package runner_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestPoolTakesOutADeadEndpoint: a pool member whose browser is gone is
// retried once, taken out with one warning (its URL redacted), and its
// worker's flows run on the member left; with every member gone, flows
// fail saying so.
func TestPoolTakesOutADeadEndpoint(t *testing.T) {
	live := browsertest.Shared(t)
	dead, err := browser.Launch(context.Background(), browser.Options{Headless: true})
	if err != nil {
		t.Fatal(err)
	}
	dead.Close()
	flows, _, err := runner.Resolve(writeDemoFlows(t, t.TempDir())[1:3], nil)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var warnings []string
	warn := func(s string) { mu.Lock(); warnings = append(warnings, s); mu.Unlock() }
	deadURL, liveURL := "wss://user:hunter2@browsers.example.com/?token=sekrit", "ws://127.0.0.1:3000/"
	pool := runner.NewPool([]runner.PoolMember{{Endpoint: deadURL, Browser: dead}, {Endpoint: liveURL, Browser: live}}, warn)
	rep := runner.Run(context.Background(), pool, flows, runner.Options{Workers: 2})
	for _, f := range rep.Flows {
		if f.Status != trajectory.StatusPassed || f.Endpoint != liveURL {
			t.Errorf("%s: %s on %q, want passed on the live endpoint %s", f.Flow.Ref, f.Status, f.Endpoint, liveURL)
		}
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], "wss://…@browsers.example.com/?… taken out of the pool (1 of 2 left)") {
		t.Errorf("warnings %q, want one about the dead endpoint", warnings)
	}
	if strings.Contains(strings.Join(warnings, ""), "hunter2") || strings.Contains(strings.Join(warnings, ""), "sekrit") {
		t.Errorf("a warning shows the endpoint's credentials: %q", warnings)
	}
	if got := pool.Live(); len(got) != 1 || got[0] != liveURL {
		t.Errorf("live endpoints %q, want only %s", got, liveURL)
	}
	if len(rep.Endpoints) != 2 {
		t.Errorf("the report lists endpoints %q, want both", rep.Endpoints)
	}

	gone := runner.NewPool([]runner.PoolMember{{Endpoint: deadURL, Browser: dead}}, nil)
	rep = runner.Run(context.Background(), gone, flows[:1], runner.Options{})
	if f := rep.Flows[0]; f.Status != trajectory.StatusFailed || !strings.Contains(f.Final().Error, "every browser endpoint has been taken out of the pool") {
		t.Errorf("with every endpoint gone: %s %q", f.Status, f.Final().Error)
	}
}
