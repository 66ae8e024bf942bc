package runner_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/runner"
)

// BenchmarkRunDemoFlows measures the runner's throughput on the demo
// flows (log in, add to cart, check out, reset the password; each twice
// per run, so 8 flows) with 1 and 2 workers on one shared browser, and
// reports flows per minute: run it with
//
//	go test -run '^$' -bench RunDemoFlows -benchtime 3x ./backend/runner/
func BenchmarkRunDemoFlows(b *testing.B) {
	br := browsertest.Shared(b)
	dir := b.TempDir()
	paths := writeDemoFlows(b, dir)
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		id := strings.TrimSuffix(filepath.Base(p), ".json")
		copyDoc := strings.Replace(string(data), `"id": "`+id+`"`, `"id": "`+id+`-2"`, 1)
		writeFile(b, dir, id+"-2.json", copyDoc)
	}
	flows, _, err := runner.Resolve([]string{dir}, nil)
	if err != nil {
		b.Fatal(err)
	}
	opts := runner.Options{Vars: map[string]string{"password": "secret123"}}
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			opts.Workers = workers
			var flowsRun int
			var minutes float64
			for b.Loop() {
				rep := runner.Run(context.Background(), br, flows, opts)
				if !rep.Passed() {
					for _, f := range rep.Flows {
						b.Log(f.Line())
					}
					b.Fatal("a demo flow failed")
				}
				flowsRun += len(rep.Flows)
				minutes += rep.Duration().Minutes()
			}
			b.ReportMetric(float64(flowsRun)/minutes, "flows/min")
			b.ReportMetric(0, "ns/op")
		})
	}
}
