package runner

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// MergeInput is one report to merge and where it came from (for notes).
type MergeInput struct {
	// Name says where the report came from, such as its path.
	Name string
	// Report is the report, as ReadReport returns it.
	Report *Report
}

// Merge combines the reports of the shards of one suite (or of any runs)
// into one report, as if one run had run every flow: flows sorted by Ref
// (then trajectory id), each once; StartedAt the earliest start and
// FinishedAt the latest finish, so flows per minute is the suite's
// throughput across machines; Workers the sum; Retries the largest. A flow
// found in more than one report (a shard run twice) is kept from the
// later input, and notes say so. Flows that could not be loaded are kept
// too, each once by Ref and sorted by it: every shard of a suite reports
// the same unreadable file, so that is no note. Merge returns an error
// wrapping ErrReport when there is nothing to merge.
func Merge(in []MergeInput) (*Report, []string, error) {
	if len(in) == 0 {
		return nil, nil, fmt.Errorf("%w: no reports to merge", ErrReport)
	}
	out := &Report{}
	var notes []string
	where := map[string]int{}
	from := map[string]string{}
	heals := map[string]bool{}
	unreadable := map[string]int{}
	for _, mi := range in {
		r := mi.Report
		out.Merged += max(r.Merged, 1)
		out.Workers += r.Workers
		out.Retries = max(out.Retries, r.Retries)
		heals[string(r.Heal)] = true
		if out.Heal == "" {
			out.Heal = r.Heal
		}
		if out.Browser == "" {
			out.Browser = r.Browser
		}
		for _, e := range append([]string{r.Endpoint}, r.Endpoints...) {
			if e != "" && !slices.Contains(out.Endpoints, RedactURL(e)) {
				out.Endpoints = append(out.Endpoints, RedactURL(e))
			}
		}
		if !r.StartedAt.IsZero() && (out.StartedAt.IsZero() || r.StartedAt.Before(out.StartedAt)) {
			out.StartedAt = r.StartedAt
		}
		if r.FinishedAt.After(out.FinishedAt) {
			out.FinishedAt = r.FinishedAt
		}
		for _, u := range r.Unreadable {
			if i, dup := unreadable[u.Ref]; dup {
				out.Unreadable[i] = u
				continue
			}
			unreadable[u.Ref] = len(out.Unreadable)
			out.Unreadable = append(out.Unreadable, u)
		}
		for _, f := range r.Flows {
			if f.Endpoint == "" && r.Endpoint != "" {
				f.Endpoint = RedactURL(r.Endpoint)
			}
			k := ShardKey(f.Flow)
			if i, dup := where[k]; dup {
				notes = append(notes, fmt.Sprintf("%s is in both %s and %s: kept the result from %s", f.Flow.Ref, from[k], mi.Name, mi.Name))
				out.Flows[i] = f
				from[k] = mi.Name
				continue
			}
			where[k] = len(out.Flows)
			from[k] = mi.Name
			out.Flows = append(out.Flows, f)
		}
	}
	if len(heals) > 1 {
		var ps []string
		for p := range heals {
			ps = append(ps, p)
		}
		sort.Strings(ps)
		notes = append(notes, "the reports used different heal policies ("+strings.Join(ps, ", ")+")")
	}
	sort.SliceStable(out.Flows, func(a, b int) bool {
		fa, fb := out.Flows[a].Flow, out.Flows[b].Flow
		if fa.Ref != fb.Ref {
			return fa.Ref < fb.Ref
		}
		return ShardKey(fa) < ShardKey(fb)
	})
	sort.SliceStable(out.Unreadable, func(a, b int) bool { return out.Unreadable[a].Ref < out.Unreadable[b].Ref })
	if len(out.Endpoints) == 1 {
		out.Endpoint = out.Endpoints[0]
	}
	return out, notes, nil
}
