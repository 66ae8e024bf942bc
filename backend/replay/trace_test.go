package replay_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// memBlobs keeps screenshots in memory.
type memBlobs struct {
	mu sync.Mutex
	n  int
}

func (b *memBlobs) PutBlob([]byte) (string, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.n++
	return fmt.Sprintf("blob-%d", b.n), nil
}

const tracePage = `<!doctype html><title>Trace</title>
<input id="pw" aria-label="Password" type="password">
<button onclick="save()">Save</button>
<button onclick="console.info('other step')">Other</button>
<p id="status">idle</p>
<script>
function save() {
  console.log('saving with ' + document.getElementById('pw').value);
  console.warn('slow disk');
  const missing = new XMLHttpRequest();
  missing.open('GET', '/missing.json', false);
  missing.send();
  fetch('REFUSED/api').catch(() => {}).finally(() => { document.getElementById('status').textContent = 'sent'; });
}
</script>`

// TestStepTrace: with Trace, each step keeps what the page logged and
// which requests failed while it ran (not those of other steps), with the
// run's secrets masked, and a screenshot of the page before it (the
// previous step's after screenshot when nothing happened in between).
func TestStepTrace(t *testing.T) {
	// An address nothing listens on.
	closed := httptest.NewServer(http.NotFoundHandler())
	refused := closed.URL
	closed.Close()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/missing.json" {
			http.NotFound(w, r)
			return
		}
		fmt.Fprint(w, strings.Replace(tracePage, "REFUSED", refused, 1))
	}))
	t.Cleanup(srv.Close)
	sess := browsertest.NewPage(t)
	button := func(name string) *trajectory.Target {
		return &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: name}},
			Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: name}}
	}
	tr := &trajectory.Trajectory{ID: "trace", StartURL: srv.URL + "/",
		Variables: []trajectory.Variable{{Name: "pw", Secret: true}},
		Steps: []trajectory.Step{
			{ID: "s1", Action: trajectory.ActionFill, Value: "{{pw}}", Target: &trajectory.Target{
				Candidates:  []trajectory.Locator{{Kind: trajectory.LocLabel, Value: "Password"}},
				Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Password", Attrs: map[string]string{"type": "password"}}}},
			{ID: "s2", Action: trajectory.ActionClick, Target: button("Save")},
			// The refused request fails after the click returns: this step
			// waits for it.
			{ID: "s3", Action: trajectory.ActionAssertText, Value: "sent", Target: &trajectory.Target{
				Candidates:  []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#status"}},
				Fingerprint: trajectory.Fingerprint{Tag: "p", Role: "paragraph"}}},
			{ID: "s4", Action: trajectory.ActionClick, Target: button("Other")},
		}}
	blobs := &memBlobs{}
	p := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 5 * time.Second, Blobs: blobs, ScreenshotEachStep: true, Trace: true})
	run := p.Play(context.Background(), tr, map[string]string{"pw": "hunter2-secret"}, replay.Plan{})
	if run.Status != trajectory.StatusPassed {
		t.Fatalf("run %s: %s", run.Status, run.Error)
	}
	fill, save, sent, other := run.Steps[0], run.Steps[1], run.Steps[2], run.Steps[3]
	if len(fill.Console) != 0 || len(fill.FailedRequests) != 0 {
		t.Errorf("the fill step logged nothing, but its trace has %+v %+v", fill.Console, fill.FailedRequests)
	}
	var texts []string
	for _, c := range save.Console {
		texts = append(texts, c.Type+": "+c.Text)
	}
	joined := strings.Join(texts, "\n")
	if !strings.Contains(joined, "log: saving with "+trajectory.Masked) || !strings.Contains(joined, "warning: slow disk") {
		t.Errorf("the Save step's console:\n%s\nwant the log (secret masked) and the warning", joined)
	}
	if strings.Contains(joined, "hunter2") {
		t.Errorf("a secret reached the trace: %s", joined)
	}
	var got404, gotRefused bool
	for _, r := range save.FailedRequests {
		got404 = got404 || (r.Status == 404 && strings.HasSuffix(r.URL, "/missing.json") && r.Method == "GET")
	}
	for _, r := range append(save.FailedRequests, sent.FailedRequests...) {
		gotRefused = gotRefused || (r.Status == 0 && strings.HasPrefix(r.URL, refused) && r.Error == "net::ERR_CONNECTION_REFUSED")
	}
	if !got404 || !gotRefused {
		t.Errorf("the Save step's failed requests %+v: want the 404 and the refused connection (console %+v, other %+v)", save.FailedRequests, save.Console, other)
	}
	if len(other.Console) != 1 || other.Console[0].Text != "other step" || len(other.FailedRequests) != 0 {
		t.Errorf("the Other step's trace %+v %+v: want only its own message", other.Console, other.FailedRequests)
	}
	for i, r := range run.Steps {
		if r.ScreenshotBefore == "" || r.Screenshot == "" || r.URL == "" {
			t.Errorf("step %d: before %q, after %q, URL %q: want both screenshots and the URL", i+1, r.ScreenshotBefore, r.Screenshot, r.URL)
		}
		if i > 0 && r.ScreenshotBefore != run.Steps[i-1].Screenshot {
			t.Errorf("step %d's before screenshot %q is not step %d's after screenshot %q", i+1, r.ScreenshotBefore, i, run.Steps[i-1].Screenshot)
		}
	}

	// Without Trace, results are as before: no console, no before picture.
	plain := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 5 * time.Second, Blobs: blobs, ScreenshotEachStep: true})
	run = plain.Play(context.Background(), tr, map[string]string{"pw": "x"}, replay.Plan{})
	if run.Status != trajectory.StatusPassed {
		t.Fatalf("run without trace %s: %s", run.Status, run.Error)
	}
	if s := run.Steps[1]; len(s.Console) != 0 || s.ScreenshotBefore != "" {
		t.Errorf("without Trace a step kept %d messages and before screenshot %q", len(s.Console), s.ScreenshotBefore)
	}
}

// BenchmarkTraceOverhead replays the recorded demo checkout with every
// step pictured, with and without Trace (console, failed requests and a
// before screenshot), in alternation on fresh contexts, and reports both
// medians and their ratio.
func BenchmarkTraceOverhead(b *testing.B) {
	s := demo(b)
	br := browsertest.Shared(b)
	ctx := context.Background()
	sess, err := br.NewSession(ctx)
	if err != nil {
		b.Fatal(err)
	}
	tr := &trajectory.Trajectory{ID: "bench", Name: "checkout", StartURL: s.URL() + "/shop.html"}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{}), nil, nil)
	if err := rec.Start(ctx); err != nil {
		b.Fatal(err)
	}
	for _, in := range checkoutInstrs {
		if _, _, err := rec.Do(ctx, in); err != nil {
			b.Fatalf("recording %q: %v", in, err)
		}
	}
	sess.Close()
	var plain, traced []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, trace := range []bool{false, true} {
			sess, err := br.NewSession(ctx)
			if err != nil {
				b.Fatal(err)
			}
			t0 := time.Now()
			r := replay.NewPlayer(sess.Page, replay.Options{Blobs: &memBlobs{}, ScreenshotEachStep: true, Trace: trace}).Run(ctx, tr, nil)
			d := time.Since(t0)
			sess.Close()
			if r.Status != trajectory.StatusPassed {
				b.Fatalf("replay failed: %s", r.Error)
			}
			if trace {
				traced = append(traced, d)
			} else {
				plain = append(plain, d)
			}
		}
	}
	b.StopTimer()
	mp, mt := median(plain), median(traced)
	b.ReportMetric(float64(mp.Milliseconds()), "plain-ms")
	b.ReportMetric(float64(mt.Milliseconds()), "traced-ms")
	b.ReportMetric(float64(mt)/float64(mp), "ratio")
}
