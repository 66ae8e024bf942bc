package perfbench

import (
	"context"
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestProfSnap(t *testing.T) {
	ctx := context.Background()
	site, _ := demosite.Start(ctx, "")
	defer site.Close()
	b := browsertest.Shared(t)
	for _, pg := range []string{"/login.html", "/shop.html"} {
		var d [3][]float64
		for i := 0; i < 20; i++ {
			s, _ := b.NewSession(ctx)
			tr := &trajectory.Trajectory{ID: "bench-act", StartURL: site.URL() + pg}
			a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, agent.Options{Model: &oracle{}, ResolverOff: true})
			if err := a.Recorder().Start(ctx); err != nil {
				t.Fatal(err)
			}
			for k := 0; k < 3; k++ {
				t0 := time.Now()
				snapshot.Take(ctx, s.Page, snapshot.Options{})
				d[k] = append(d[k], float64(time.Since(t0).Microseconds())/1000)
			}
			s.Close()
		}
		for k := range d {
			sort.Float64s(d[k])
		}
		fmt.Printf("%s snap1 %.1f snap2 %.1f snap3 %.1f\n", pg, d[0][10], d[1][10], d[2][10])
	}
}
