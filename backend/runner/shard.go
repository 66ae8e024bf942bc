package runner

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Shard is one part of a suite split across machines, like Playwright
// Test's --shard: Index of Total, counted from 1.
type Shard struct {
	// Index is this part, from 1 to Total.
	Index int
	// Total is how many parts the suite is split into.
	Total int
}

// String returns "i/n".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Total) }

// ParseShard reads "i/n" (1 ≤ i ≤ n), as given to --shard.
func ParseShard(s string) (Shard, error) {
	is, ns, ok := strings.Cut(strings.TrimSpace(s), "/")
	i, err1 := strconv.Atoi(strings.TrimSpace(is))
	n, err2 := strconv.Atoi(strings.TrimSpace(ns))
	switch {
	case !ok || err1 != nil || err2 != nil:
		return Shard{}, fmt.Errorf("%w: want INDEX/TOTAL such as 1/4, got %q", ErrShard, s)
	case n < 1:
		return Shard{}, fmt.Errorf("%w: the total in %q must be at least 1", ErrShard, s)
	case i < 1 || i > n:
		return Shard{}, fmt.Errorf("%w: the index in %q must be between 1 and %d", ErrShard, s, n)
	}
	return Shard{Index: i, Total: n}, nil
}

// ShardKey is what identifies a flow when a suite is split: the
// trajectory's id, then its Ref (so two files holding the same id stay
// distinct). It is the same on every machine that resolves the same
// arguments.
func ShardKey(f Flow) string {
	id := ""
	if f.Trajectory != nil {
		id = f.Trajectory.ID
	}
	return id + "\x00" + f.Ref
}

// SelectShard returns the flows of shard s, in the order given, from a
// split of all flows into s.Total parts that every machine computes alike
// without talking to the others:
//
//   - flows are weighed by durations (keyed by ShardKey) where known; a
//     flow without a known duration weighs the mean of the known ones, or
//     1 when none is known (a split by count);
//   - heaviest first (ties broken by ShardKey), each flow goes to the
//     lightest part so far (ties: the lowest index) — the longest
//     processing time rule, within 4/3 of the best possible balance.
//
// The split depends only on the flows' keys and durations, never on the
// order the flows are given in, so machines agree as long as they resolve
// the same flows and read the same durations (the same report or store
// snapshot). With no durations at all the split is by name and count.
// Every flow lands in exactly one part.
func SelectShard(flows []Flow, s Shard, durations map[string]time.Duration) []Flow {
	if s.Total <= 1 {
		return flows
	}
	parts := assignShards(flows, s.Total, durations)
	var out []Flow
	for i, p := range parts {
		if p == s.Index-1 {
			out = append(out, flows[i])
		}
	}
	return out
}

// assignShards returns, for each flow, its part (0-based).
func assignShards(flows []Flow, n int, durations map[string]time.Duration) []int {
	type item struct {
		i   int
		key string
		w   float64
	}
	var sum float64
	known := 0
	items := make([]item, len(flows))
	for i, f := range flows {
		k := ShardKey(f)
		items[i] = item{i: i, key: k, w: -1}
		if d, ok := durations[k]; ok && d > 0 {
			items[i].w = float64(d)
			sum += float64(d)
			known++
		}
	}
	def := 1.0
	if known > 0 {
		def = sum / float64(known)
	}
	for i := range items {
		if items[i].w < 0 {
			items[i].w = def
		}
	}
	sort.SliceStable(items, func(a, b int) bool {
		if items[a].w != items[b].w {
			return items[a].w > items[b].w
		}
		return items[a].key < items[b].key
	})
	load := make([]float64, n)
	out := make([]int, len(flows))
	for _, it := range items {
		best := 0
		for p := 1; p < n; p++ {
			if load[p] < load[best] {
				best = p
			}
		}
		load[best] += it.w
		out[it.i] = best
	}
	return out
}

// RunHistory gives a stored trajectory's runs, newest first;
// *cache.Store implements it.
type RunHistory interface {
	Runs(trajIDOrPrefix string, limit int) ([]trajectory.Run, error)
}

// StoredDurations returns, keyed by ShardKey, how long the last recorded
// run of each stored flow took, from h. Flows read from files and flows
// never run are left out.
func StoredDurations(flows []Flow, h RunHistory) map[string]time.Duration {
	out := map[string]time.Duration{}
	if h == nil {
		return out
	}
	for _, f := range flows {
		if !f.Stored() || f.Trajectory == nil {
			continue
		}
		runs, err := h.Runs(f.Trajectory.ID, 1)
		if err != nil || len(runs) == 0 {
			continue
		}
		if d := runs[0].FinishedAt.Sub(runs[0].StartedAt); d > 0 {
			out[ShardKey(f)] = d
		}
	}
	return out
}

// ReportDurations returns, keyed by ShardKey, how long each flow of rep
// took (all attempts): a previous run's report, such as the merged
// report.json of the last CI run, gives every machine the same weights.
func ReportDurations(rep *Report) map[string]time.Duration {
	out := map[string]time.Duration{}
	for i := range rep.Flows {
		f := &rep.Flows[i]
		if f.Duration > 0 && f.Status != trajectory.StatusSkipped {
			out[ShardKey(f.Flow)] = f.Duration
		}
	}
	return out
}
