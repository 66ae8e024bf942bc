package replay

import (
	"context"
	"slices"
	"sync"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// The order replay tries a target's candidates in is about speed only:
// every candidate, whichever goes first, must find an element whose
// fingerprint matches the recorded one before the step acts, so the order
// never decides which element is acted on, only how soon it is found.
//
// The recorded rank (Score) says which locator is the most robust to
// write; it is not what is cheapest to evaluate. On a page of thousands of
// elements a role+name query computes the accessible name of every
// element of that role (hundreds of milliseconds), while a test id or an
// #id is one selector match. So replay tries, in this order:
//
//  1. the candidate that found the element last time in this flow (a
//     learned winner, see Winners);
//  2. test ids and the CSS ids and attribute selectors the snapshot
//     recorded as unique and not generated;
//  3. placeholder, alt text and title, then label, then role+name, then
//     text, each of which may compute names or text over the page;
//  4. the structural CSS path and the XPath, which break first when the
//     page changes.
//
// Within a class the recorded rank is kept.

// candidateCost is the class of l in the order above (lower first).
func candidateCost(l trajectory.Locator) int {
	switch l.Kind {
	case trajectory.LocTestID:
		return 0
	case trajectory.LocCSS:
		if l.Score >= snapshot.ScoreCSSPath {
			return 6
		}
		return 1
	case trajectory.LocPlaceholder, trajectory.LocAltText, trajectory.LocTitle:
		return 2
	case trajectory.LocLabel:
		return 3
	case trajectory.LocRole:
		return 4
	case trajectory.LocText:
		return 5
	default:
		return 7
	}
}

// TryOrder returns the indexes of t's candidates in the order replay
// tries them: the preferred candidate (a learned winner, by its String)
// first when t has it, then by candidateCost, recorded rank within a cost.
func TryOrder(t *trajectory.Target, preferred string) []int {
	order := make([]int, len(t.Candidates))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ca, cb := t.Candidates[a], t.Candidates[b]
		if preferred != "" {
			pa, pb := ca.String() == preferred, cb.String() == preferred
			if pa != pb {
				if pa {
					return -1
				}
				return 1
			}
		}
		return candidateCost(ca) - candidateCost(cb)
	})
	return order
}

// preferKey carries the learned winner of the step being located.
type preferKey struct{}

// withPreferred returns ctx carrying the locator (its String) to try
// first when locating.
func withPreferred(ctx context.Context, locator string) context.Context {
	if locator == "" {
		return ctx
	}
	return context.WithValue(ctx, preferKey{}, locator)
}

// preferred is the locator withPreferred put in ctx, or "".
func preferred(ctx context.Context) string {
	s, _ := ctx.Value(preferKey{}).(string)
	return s
}

// Winner is what a replay learned about one step: the candidate that
// found the element and how long finding it took.
type Winner struct {
	// Locator is the winning candidate as trajectory.Locator.String
	// renders it (a step edited since no longer has it, and it is
	// ignored).
	Locator string `json:"locator"`
	// LocateMicros is how long locating the element took, in
	// microseconds.
	LocateMicros int64 `json:"locateUs"`
}

// Winners remembers, per flow and step, the candidate that found the
// step's element last time, so the next replay tries it first. A player
// with Options.Winners set reads it before each step and writes it after
// each step that found its element without healing. Implementations must
// be safe for concurrent use (suite runs replay flows in parallel); the
// store (backend/cache) keeps them across processes, MemoryWinners within
// one.
type Winners interface {
	// Winner returns what was learned for step of flow.
	Winner(flow, step string) (Winner, bool)
	// Learn records what a replay of step of flow found.
	Learn(flow, step string, w Winner)
}

// MemoryWinners is a Winners kept in memory.
type MemoryWinners struct {
	mu sync.Mutex
	m  map[[2]string]Winner
}

var _ Winners = (*MemoryWinners)(nil)

// Winner implements Winners.
func (m *MemoryWinners) Winner(flow, step string) (Winner, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	w, ok := m.m[[2]string{flow, step}]
	return w, ok
}

// Learn implements Winners.
func (m *MemoryWinners) Learn(flow, step string, w Winner) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.m == nil {
		m.m = map[[2]string]Winner{}
	}
	m.m[[2]string{flow, step}] = w
}
