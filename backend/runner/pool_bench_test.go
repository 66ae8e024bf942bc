package runner_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/runner/endpointtest"
)

// BenchmarkPoolThroughput measures issue 18's scale-out figures in one
// run: the demo suite (8 flows: the 4 demo flows twice) replayed with
// 1 worker on a local browser, 1 worker on one remote endpoint (a
// Playwright browser server from the installed driver, on this machine),
// 2 workers on that endpoint, and 2 workers on a pool of two such
// endpoints. Configurations take turns round by round (b.N rounds), so
// machine noise hits them alike; it reports each one's median flows per
// minute, their ratios, and the per-flow overhead of the remote endpoint
// over the local browser (median time per flow with 1 worker). Run it
// with
//
//	go test -run '^$' -bench PoolThroughput -benchtime 3x ./backend/runner/
func BenchmarkPoolThroughput(b *testing.B) {
	dir := b.TempDir()
	for _, p := range writeDemoFlows(b, dir) {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		id := strings.TrimSuffix(filepath.Base(p), ".json")
		writeFile(b, dir, id+"-2.json", strings.Replace(string(data), `"id": "`+id+`"`, `"id": "`+id+`-2"`, 1))
	}
	flows, _, err := runner.Resolve([]string{dir}, nil)
	if err != nil {
		b.Fatal(err)
	}
	fmt.Fprintln(os.Stderr, "recorded the demo flows; starting the endpoints")
	local := browsertest.Shared(b)
	connect := func(ep string) *browser.Browser {
		br, err := browser.Launch(context.Background(), browser.Options{WSEndpoint: ep})
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { br.Close() })
		return br
	}
	ws1, ws2 := endpointtest.PlaywrightServer(b), endpointtest.PlaywrightServer(b)
	// One connection per worker, as reprise run makes them.
	r1, r1b, r2 := connect(ws1), connect(ws1), connect(ws2)
	one := runner.NewPool([]runner.PoolMember{{Endpoint: ws1, Browser: r1}, {Endpoint: ws1, Browser: r1b}}, nil)
	two := runner.NewPool([]runner.PoolMember{{Endpoint: ws1, Browser: r1}, {Endpoint: ws2, Browser: r2}}, nil)
	configs := []struct {
		name    string
		opener  runner.SessionOpener
		workers int
	}{
		{"local browser, 1 worker", local, 1},
		{"1 endpoint, 1 worker", one, 1},
		{"1 endpoint, 2 workers", one, 2},
		{"2 endpoints, 2 workers", two, 2},
	}
	fpm := make([][]float64, len(configs))
	perFlow := make([][]float64, len(configs))
	opts := runner.Options{Vars: map[string]string{"password": "secret123"}}
	for b.Loop() {
		for i, c := range configs {
			o := opts
			o.Workers = c.workers
			rep := runner.Run(context.Background(), c.opener, flows, o)
			if !rep.Passed() {
				for _, f := range rep.Flows {
					b.Log(f.Line())
				}
				b.Fatalf("%s: a demo flow failed", c.name)
			}
			fmt.Fprintf(os.Stderr, "  %s: %s\n", c.name, rep.Summary())
			fpm[i] = append(fpm[i], rep.FlowsPerMinute())
			var sum time.Duration
			for _, f := range rep.Flows {
				sum += f.Duration
			}
			perFlow[i] = append(perFlow[i], float64(sum.Milliseconds())/float64(len(rep.Flows)))
		}
	}
	med := func(xs []float64) float64 {
		s := slices.Sorted(slices.Values(xs))
		return s[len(s)/2]
	}
	fmt.Printf("\n%d flows per run, %d runs per configuration, medians:\n", len(flows), len(fpm[0]))
	for i, c := range configs {
		fmt.Printf("  %-26s %6.1f flows/min  %6.0f ms per flow\n", c.name, med(fpm[i]), med(perFlow[i]))
	}
	base := med(fpm[1])
	fmt.Printf("throughput vs 1 endpoint, 1 worker: 2 workers on 1 endpoint ×%.2f, 2 workers on 2 endpoints ×%.2f\n",
		med(fpm[2])/base, med(fpm[3])/base)
	over := med(perFlow[1])/med(perFlow[0]) - 1
	fmt.Printf("per-flow overhead of the remote endpoint vs the local browser: %+.0f%% (%+.0f ms per flow)\n",
		100*over, med(perFlow[1])-med(perFlow[0]))
	b.ReportMetric(base, "flows/min(1ep,1w)")
	b.ReportMetric(med(fpm[2])/base, "x(1ep,2w)")
	b.ReportMetric(med(fpm[3])/base, "x(2ep,2w)")
	b.ReportMetric(100*over, "%remote-overhead")
	b.ReportMetric(0, "ns/op")
}
