package replay_test

import (
	"context"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// BenchmarkSecretGuard replays the demo login with its password secret
// (the network guard intercepts every request and each step makes one
// more round trip to the page) and with the same value as a plain
// variable (no guard), on fresh contexts in alternation, and reports
// both medians and their ratio.
func BenchmarkSecretGuard(b *testing.B) {
	s := demo(b)
	br := browsertest.Shared(b)
	ctx := context.Background()
	vals := map[string]string{"user": "ann@example.com", "password": "secret123"}
	sess, err := br.NewSession(ctx)
	if err != nil {
		b.Fatal(err)
	}
	guarded := &trajectory.Trajectory{ID: "guarded", StartURL: s.URL() + "/login.html",
		Variables: []trajectory.Variable{{Name: "user"}, {Name: "password", Secret: true}}}
	rec := recorder.New(guarded, replay.NewPlayer(sess.Page, replay.Options{}), nil, vals)
	if err := rec.Start(ctx); err != nil {
		b.Fatal(err)
	}
	for _, in := range []string{"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard"} {
		if _, _, err := rec.Do(ctx, in); err != nil {
			b.Fatalf("recording %q: %v", in, err)
		}
	}
	sess.Close()
	plain := *guarded
	plain.Variables = []trajectory.Variable{{Name: "user"}, {Name: "password"}}

	var with, without []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, tr := range []*trajectory.Trajectory{guarded, &plain} {
			sess, err := br.NewSession(ctx)
			if err != nil {
				b.Fatal(err)
			}
			t0 := time.Now()
			r := replay.NewPlayer(sess.Page, replay.Options{}).Run(ctx, tr, vals)
			d := time.Since(t0)
			sess.Close()
			if r.Status != trajectory.StatusPassed {
				b.Fatalf("replay of %s failed: %s", tr.ID, r.Error)
			}
			if tr == guarded {
				with = append(with, d)
			} else {
				without = append(without, d)
			}
		}
	}
	b.StopTimer()
	mw, mo := median(with), median(without)
	b.ReportMetric(float64(mw.Microseconds())/1000, "guarded-ms")
	b.ReportMetric(float64(mo.Microseconds())/1000, "unguarded-ms")
	b.ReportMetric(float64(mw)/float64(mo), "ratio")
}
