package perfbench

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestProfProto(t *testing.T) {
	ctx := context.Background()
	site, _ := demosite.Start(ctx, "")
	defer site.Close()
	b := browsertest.Shared(t)
	flows, err := DemoFlows(ctx, b, site.URL())
	if err != nil {
		t.Fatal(err)
	}
	f := flows[0]
	w := &replay.MemoryWinners{}
	for r := 0; r < 2; r++ {
		s, _ := b.NewSession(ctx)
		fmt.Fprintf(os.Stderr, "MARK plain %d\n", r)
		Plain(s.Page, f.Trajectory, f.Values)
		s.Close()
		s, _ = b.NewSession(ctx)
		fmt.Fprintf(os.Stderr, "MARK replay %d\n", r)
		replay.NewPlayer(s.Page, replay.Options{Winners: w}).Play(ctx, f.Trajectory, f.Values, replay.Plan{
			BeforeStep: func(i int, st *trajectory.Step) { fmt.Fprintf(os.Stderr, "MARK step %d %s\n", i, st.Action) }})
		s.Close()
		fmt.Fprintf(os.Stderr, "MARK end %d\n", r)
	}
}
