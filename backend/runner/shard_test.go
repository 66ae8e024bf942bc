package runner_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestParseShard(t *testing.T) {
	for _, tc := range []struct {
		in      string
		want    runner.Shard
		wantErr bool
	}{
		{"1/2", runner.Shard{Index: 1, Total: 2}, false},
		{" 3/3 ", runner.Shard{Index: 3, Total: 3}, false},
		{"1/1", runner.Shard{Index: 1, Total: 1}, false},
		{"0/2", runner.Shard{}, true},
		{"3/2", runner.Shard{}, true},
		{"1/0", runner.Shard{}, true},
		{"2", runner.Shard{}, true},
		{"a/b", runner.Shard{}, true},
		{"1-2", runner.Shard{}, true},
		{"", runner.Shard{}, true},
	} {
		got, err := runner.ParseShard(tc.in)
		if (err != nil) != tc.wantErr || got != tc.want {
			t.Errorf("ParseShard(%q) = %v, %v; want %v, error %v", tc.in, got, err, tc.want, tc.wantErr)
		}
		if err != nil && !errors.Is(err, runner.ErrShard) {
			t.Errorf("ParseShard(%q) error does not wrap ErrShard: %v", tc.in, err)
		}
	}
}

func flowsNamed(names ...string) []runner.Flow {
	var out []runner.Flow
	for _, n := range names {
		out = append(out, runner.Flow{Ref: "flows/" + n + ".json", File: "flows/" + n + ".json", Trajectory: &trajectory.Trajectory{ID: n}})
	}
	return out
}

func refs(fs []runner.Flow) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Trajectory.ID)
	}
	return out
}

func split(flows []runner.Flow, n int, d map[string]time.Duration) [][]string {
	var parts [][]string
	for i := 1; i <= n; i++ {
		parts = append(parts, refs(runner.SelectShard(flows, runner.Shard{Index: i, Total: n}, d)))
	}
	return parts
}

func TestSelectShard(t *testing.T) {
	abcde := flowsNamed("a", "b", "c", "d", "e")
	dur := func(kv ...any) map[string]time.Duration {
		m := map[string]time.Duration{}
		for i := 0; i < len(kv); i += 2 {
			id := kv[i].(string)
			m[runner.ShardKey(flowsNamed(id)[0])] = time.Duration(kv[i+1].(int)) * time.Second
		}
		return m
	}
	for _, tc := range []struct {
		name  string
		flows []runner.Flow
		n     int
		dur   map[string]time.Duration
		want  [][]string
	}{
		{"one shard runs everything", abcde, 1, nil, [][]string{{"a", "b", "c", "d", "e"}}},
		{"no durations: split by name and count", abcde, 2, nil, [][]string{{"a", "c", "e"}, {"b", "d"}}},
		{"more shards than flows leaves the last ones empty", flowsNamed("a", "b"), 3, nil, [][]string{{"a"}, {"b"}, nil}},
		{"the long flow gets a shard to itself", abcde, 2, dur("a", 1, "b", 1, "c", 10, "d", 1, "e", 1),
			[][]string{{"c"}, {"a", "b", "d", "e"}}},
		{"longest first onto the lightest shard", abcde, 2, dur("a", 5, "b", 4, "c", 3, "d", 3, "e", 3),
			[][]string{{"a", "d"}, {"b", "c", "e"}}},
		{"a flow never run weighs the mean of the others", flowsNamed("a", "b", "new"), 2, dur("a", 6, "b", 2),
			[][]string{{"a"}, {"b", "new"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := split(tc.flows, tc.n, tc.dur)
			for i := range got {
				if !slices.Equal(got[i], tc.want[i]) {
					t.Errorf("shard %d/%d = %v, want %v (all: %v)", i+1, tc.n, got[i], tc.want[i], got)
				}
			}
		})
	}
}

// TestSelectShardCoversEveryFlowOnce is what CI relies on: n machines
// that list the flows in any order run every flow exactly once between
// them, and the parts are balanced.
func TestSelectShardCoversEveryFlowOnce(t *testing.T) {
	var names []string
	for i := range 37 {
		names = append(names, fmt.Sprintf("flow-%02d", i))
	}
	flows := flowsNamed(names...)
	durations := map[string]time.Duration{}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, f := range flows[:30] {
		durations[runner.ShardKey(f)] = time.Duration(1+rng.IntN(20)) * time.Second
	}
	for _, n := range []int{2, 3, 5} {
		seen := map[string]int{}
		var loads []time.Duration
		for i := 1; i <= n; i++ {
			// Each machine lists the flows in its own order.
			mine := slices.Clone(flows)
			rng.Shuffle(len(mine), func(a, b int) { mine[a], mine[b] = mine[b], mine[a] })
			var load time.Duration
			for _, f := range runner.SelectShard(mine, runner.Shard{Index: i, Total: n}, durations) {
				seen[f.Trajectory.ID]++
				load += durations[runner.ShardKey(f)]
			}
			loads = append(loads, load)
		}
		for _, name := range names {
			if seen[name] != 1 {
				t.Errorf("%d shards: %s ran %d times, want once", n, name, seen[name])
			}
		}
		if lo, hi := slices.Min(loads), slices.Max(loads); hi-lo > 20*time.Second {
			t.Errorf("%d shards are unbalanced: %v", n, loads)
		}
	}
}
