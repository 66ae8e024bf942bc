package perfbench

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
)

func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }

// TestBenchReportsEveryFigure runs the benchmark once on the demo site's
// login flow (the process figure needs a reprise binary and is left out)
// and checks the report holds every figure, that the plain program and the
// replay both ran the flow, and that every act's prompt is within its
// budget and led to the element the instruction names. It asserts no
// timing.
func TestBenchReportsEveryFigure(t *testing.T) {
	ctx := context.Background()
	site, err := demosite.Start(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	b := browsertest.Shared(t)
	flows, err := DemoFlows(ctx, b, site.URL())
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(ctx, Options{Browser: b, Runs: 1, Flows: flows[:1], Site: site.URL()})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Replays) != 1 || rep.Replays[0].Flow != "login" || rep.Replays[0].PlainMS <= 0 || rep.Replays[0].ReplayMS <= 0 || rep.Replays[0].Steps != 8 {
		t.Errorf("replay figures: %+v", rep.Replays)
	}
	if len(rep.FirstActs) != 3 {
		t.Errorf("first-act figures: %+v", rep.FirstActs)
	}
	if len(rep.Tokens) != len(actCases) {
		t.Fatalf("token figures: %+v", rep.Tokens)
	}
	for _, f := range rep.Tokens {
		if !f.RightElement || (f.Budget > 0 && f.Tokens > f.Budget) {
			t.Errorf("%s: %d tokens (budget %d), right element %v", f.Page, f.Tokens, f.Budget, f.RightElement)
		}
	}
	var out strings.Builder
	rep.WriteTable(&out)
	for _, want := range []string{"Cached replay vs plain playwright-go", "First act", "Prompt tokens", "login", "Few runs: a ratio from 1 run(s) can move"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the table lacks %q:\n%s", want, out.String())
		}
	}
}
