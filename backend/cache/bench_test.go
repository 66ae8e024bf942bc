package cache

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// bench100k is the 100,000-entry act cache shared by every call of
// BenchmarkActLookup100k in one test binary run; TestMain removes it.
var bench100k struct {
	once sync.Once
	dir  string
	s    *Store
	keys []string
	fill time.Duration
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if bench100k.s != nil {
		bench100k.s.Close()
	}
	if bench100k.dir != "" {
		os.RemoveAll(bench100k.dir)
	}
	code = checkLeaks(code)
	os.Exit(code)
}

// benchEntry returns a realistic act entry: a click with three ranked
// locators and a fingerprint, about 800 bytes of JSON.
func benchEntry(i int) ActEntry {
	name := fmt.Sprintf("Product %d", i)
	return ActEntry{
		Instruction: fmt.Sprintf("click the card of product %d", i),
		URL:         fmt.Sprintf("https://shop.example.com/catalog?page=%d&sort=price&utm_source=bench", i/20),
		Source:      SourceMiss,
		Steps: []trajectory.Step{{
			ID: "s1", Action: trajectory.ActionClick, Instruction: fmt.Sprintf("click the card of product %d", i),
			Target: &trajectory.Target{
				Candidates: []trajectory.Locator{
					{Kind: trajectory.LocTestID, Attr: "data-testid", Value: fmt.Sprintf("product-card-%d", i), Score: 1},
					{Kind: trajectory.LocRole, Role: "link", Name: name, Score: 100},
					{Kind: trajectory.LocCSS, Value: fmt.Sprintf("main > ul.products > li:nth-child(%d) > a", i%20+1), Score: 500},
				},
				Fingerprint: trajectory.Fingerprint{
					Tag: "a", Role: "link", Name: name, Text: name + " — €19.99",
					Attrs:   map[string]string{"href": fmt.Sprintf("/p/%d", i), "class": "card card--product", "data-testid": fmt.Sprintf("product-card-%d", i)},
					Path:    "html>body>main>ul>li>a",
					Context: "Catalog",
					Box:     &trajectory.Box{X: 24, Y: float64(120 + 40*(i%20)), W: 280, H: 36},
				},
			},
		}},
	}
}

// fillActs writes n act entries (revision 1 each) with Badger's
// WriteBatch, in batches of 10,000, and returns their keys.
func fillActs(s *Store, n int) ([]string, error) {
	keys := make([]string, 0, n)
	head, _ := json.Marshal(actHead{Revision: 1})
	created := time.Now().UTC()
	const batch = 10_000
	for start := 0; start < n; start += batch {
		wb := s.db.NewWriteBatch()
		for i := start; i < min(start+batch, n); i++ {
			e := benchEntry(i)
			e.Key = ActKey(e.Instruction, e.URL, e.VarNames, nil)
			e.URL = NormalizeURL(e.URL, nil)
			e.VarNames = canonicalNames(e.VarNames)
			e.Revision, e.CreatedAt = 1, created
			data, err := json.Marshal(&e)
			if err != nil {
				wb.Cancel()
				return nil, err
			}
			if err := wb.Set([]byte(actRevKey(e.Key, 1)), data); err != nil {
				wb.Cancel()
				return nil, err
			}
			if err := wb.Set([]byte(actHeadKey(e.Key)), head); err != nil {
				wb.Cancel()
				return nil, err
			}
			keys = append(keys, e.Key)
		}
		if err := wb.Flush(); err != nil {
			return nil, fmt.Errorf("flushing batch at %d: %w", start, err)
		}
	}
	return keys, nil
}

// BenchmarkActLookup100k looks up random existing keys in an on-disk act
// cache of 100,000 entries, filled once per test binary run (outside the
// timer) and then closed and reopened, as after an app restart. One op is 10,000 look-ups through Store.Act
// (two point reads and a JSON decode each); p50/p99/max are over every
// look-up of the run. Memory is reported as the Go heap live after a GC
// and, on Linux, the process's resident set (rss-MiB), its anonymous part
// (anon-rss-MiB) and its peak (peak-rss-MiB, reached while filling: table
// builds and compactions of the bulk load hold transient buffers that
// Badger's allocator pool releases within seconds of going idle).
//
// Set REPRISE_BENCH_BADGER_DEFAULTS=1 to build the store with Badger's
// default options instead of Open's, for comparison.
func BenchmarkActLookup100k(b *testing.B) {
	const entries, lookupsPerOp = 100_000, 10_000
	bench100k.once.Do(func() {
		bench100k.dir, bench100k.err = os.MkdirTemp("", "reprise-bench-*")
		if bench100k.err != nil {
			return
		}
		bo := badgerOptions(bench100k.dir, Options{})
		if os.Getenv("REPRISE_BENCH_BADGER_DEFAULTS") != "" {
			bo = badger.DefaultOptions(bench100k.dir).WithLogger(nil).WithSyncWrites(true)
		}
		bench100k.s, bench100k.err = open(bench100k.dir, false, bo, nil)
		if bench100k.err != nil {
			return
		}
		start := time.Now()
		bench100k.keys, bench100k.err = fillActs(bench100k.s, entries)
		bench100k.fill = time.Since(start)
		if bench100k.err != nil {
			return
		}
		// Look up in a settled store, as after an app restart, rather than
		// while the bulk load's compactions still run: compact the tables
		// into one level, close, reopen and collect the fill's garbage.
		if bench100k.err = bench100k.s.db.Flatten(2); bench100k.err != nil {
			return
		}
		if bench100k.err = bench100k.s.Close(); bench100k.err != nil {
			return
		}
		bench100k.s, bench100k.err = open(bench100k.dir, false, bo, nil)
		debug.FreeOSMemory()
	})
	if bench100k.err != nil {
		b.Fatal(bench100k.err)
	}
	s, keys := bench100k.s, bench100k.keys
	rng := rand.New(rand.NewPCG(1, 2))
	lat := make([]time.Duration, 0, b.N*lookupsPerOp)
	b.ResetTimer()
	for range b.N {
		for range lookupsPerOp {
			k := keys[rng.IntN(len(keys))]
			t0 := time.Now()
			e, err := s.Act(k)
			lat = append(lat, time.Since(t0))
			if err != nil || e.Key != k {
				b.Fatalf("Act(%s) = %v, %v", k, e, err)
			}
		}
	}
	b.StopTimer()

	slices.Sort(lat)
	pct := func(p float64) float64 {
		return float64(lat[int(p*float64(len(lat)-1))]) / float64(time.Microsecond)
	}
	b.ReportMetric(pct(0.50), "p50-µs")
	b.ReportMetric(pct(0.99), "p99-µs")
	b.ReportMetric(float64(lat[len(lat)-1])/float64(time.Microsecond), "max-µs")
	b.ReportMetric(bench100k.fill.Seconds(), "fill-s")
	debug.FreeOSMemory() // runs a GC and returns freed pages to the OS
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapAlloc)/(1<<20), "live-heap-MiB")
	if mem, ok := procMem(); ok {
		b.ReportMetric(mem["VmRSS"], "rss-MiB")
		b.ReportMetric(mem["RssAnon"], "anon-rss-MiB")
		b.ReportMetric(mem["VmHWM"], "peak-rss-MiB")
	}
	b.ReportMetric(dirMiB(bench100k.dir), "disk-MiB")
}

// procMem returns the memory lines of /proc/self/status in MiB (Linux):
// VmRSS is the resident set, RssAnon its anonymous part (heap, caches;
// the rest is memory-mapped table files the kernel can reclaim) and VmHWM
// the peak resident set.
func procMem() (map[string]float64, bool) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return nil, false
	}
	defer f.Close()
	out := map[string]float64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 3 || fields[2] != "kB" {
			continue
		}
		if kb, err := strconv.ParseFloat(fields[1], 64); err == nil {
			out[strings.TrimSuffix(fields[0], ":")] = kb / 1024
		}
	}
	return out, out["VmRSS"] > 0
}

// dirMiB returns the allocated size of the files under dir in MiB
// (value-log files are sparse, so apparent sizes would overstate it).
func dirMiB(dir string) float64 {
	var total int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if info, err := d.Info(); err == nil {
				total += allocated(info)
			}
		}
		return nil
	})
	return float64(total) / (1 << 20)
}
