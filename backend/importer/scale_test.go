package importer_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/importer"
)

// devToolsRecording returns a DevTools Recorder recording of n steps: a
// navigation, then clicks and changes on a dozen fields in turn.
func devToolsRecording(tb testing.TB, n int) []byte {
	tb.Helper()
	steps := []map[string]any{{"type": "navigate", "url": "https://shop.example/"}}
	for i := 1; i < n; i++ {
		sel := [][]string{{fmt.Sprintf("#field-%d", i%12)}, {fmt.Sprintf("aria/Field %d", i%12)}}
		if i%2 == 0 {
			steps = append(steps, map[string]any{"type": "click", "selectors": sel, "offsetX": 3, "offsetY": 4})
		} else {
			steps = append(steps, map[string]any{"type": "change", "selectors": sel, "value": fmt.Sprintf("v%d", i)})
		}
	}
	data, err := json.Marshal(map[string]any{"title": "long recording", "steps": steps})
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// TestHundredThousandStepImportKeepsEveryStep imports a 100,000-step
// recording and checks every step came through with its own id, in order.
// (The time it takes is BenchmarkChromeImport's job, not this test's.)
func TestHundredThousandStepImportKeepsEveryStep(t *testing.T) {
	if testing.Short() {
		t.Skip("large input")
	}
	const n = 100_000
	res, err := importer.Import(devToolsRecording(t, n), "long.json")
	if err != nil {
		t.Fatal(err)
	}
	tr := res.Trajectory
	if tr.StartURL != "https://shop.example/" || len(tr.Steps) != n-1 {
		t.Fatalf("start %q, %d steps; want the navigation as start URL and %d steps", tr.StartURL, len(tr.Steps), n-1)
	}
	seen := make(map[string]bool, n)
	for i, s := range tr.Steps {
		if seen[s.ID] {
			t.Fatalf("step %d: id %s used twice", i+1, s.ID)
		}
		seen[s.ID] = true
		if want := fmt.Sprintf("s%d", i+1); s.ID != want {
			t.Fatalf("step %d: id %s, want %s", i+1, s.ID, want)
		}
	}
}

// BenchmarkChromeImport prints how long a DevTools Recorder import of
// 25,000 and 100,000 steps takes (wall and process CPU time, the latter
// including the garbage collector's), and the ratio between the two (4 for
// a linear importer, 16 for a quadratic one).
//
//	go test ./backend/importer/ -run '^$' -bench ChromeImport -benchtime 3x
func BenchmarkChromeImport(b *testing.B) {
	per := map[int]time.Duration{}
	for _, n := range []int{25_000, 100_000} {
		data := devToolsRecording(b, n)
		b.Run(fmt.Sprintf("steps=%d", n), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			start, cpu0 := time.Now(), cpuTime()
			for b.Loop() {
				if _, err := importer.Import(data, "long.json"); err != nil {
					b.Fatal(err)
				}
			}
			per[n] = time.Since(start) / time.Duration(b.N)
			b.ReportMetric(float64(per[n].Milliseconds()), "ms/import")
			// CPU time is what the import costs on a machine shared with
			// other work (wall time there includes waiting for a core).
			b.ReportMetric(float64((cpuTime()-cpu0).Milliseconds())/float64(b.N), "cpu-ms/import")
		})
	}
	if per[25_000] > 0 && per[100_000] > 0 {
		b.Logf("25,000 steps: %s; 100,000 steps: %s; ratio %.1f (linear: 4)", per[25_000].Round(time.Millisecond), per[100_000].Round(time.Millisecond), float64(per[100_000])/float64(per[25_000]))
	}
}
