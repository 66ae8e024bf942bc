package perfbench

import (
	"context"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestScratch2(t *testing.T) {
	ctx := context.Background()
	site, _ := demosite.Start(ctx, "")
	defer site.Close()
	b := browsertest.Shared(t)
	for _, c := range actCases[:3] {
		for i := 0; i < 3; i++ {
			s, _ := b.NewSession(ctx)
			m := &oracle{}
			tr := &trajectory.Trajectory{ID: "x", StartURL: site.URL() + c.page}
			a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, agent.Options{Model: m, ResolverOff: true})
			t0 := time.Now()
			a.Recorder().Start(ctx)
			dStart := time.Since(t0)
			t0 = time.Now()
			snapshot.Prepare(s.Page.MainFrame())
			dPrep := time.Since(t0)
			var takes []time.Duration
			for k := 0; k < 3; k++ {
				t0 = time.Now()
				snapshot.Take(ctx, s.Page, snapshot.Options{})
				takes = append(takes, time.Since(t0))
			}
			t0 = time.Now()
			a.Act(ctx, c.instr)
			d1 := time.Since(t0)
			t0 = time.Now()
			a.Act(ctx, c.instr)
			d2 := time.Since(t0)
			s.Close()
			t.Logf("%s start %v prep %v takes %v act1 %v act2 %v", c.page, dStart, dPrep, takes, d1, d2)
		}
	}
}
