package studio

import (
	"net/url"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// RunDiff compares two runs of a trajectory step by step.
type RunDiff struct {
	A     RunHeader  `json:"a"`
	B     RunHeader  `json:"b"`
	Steps []StepDiff `json:"steps"`
}

// RunHeader summarises one run of a diff.
type RunHeader struct {
	ID         string            `json:"id"`
	Revision   int               `json:"revision"`
	Status     trajectory.Status `json:"status"`
	StartedAt  string            `json:"startedAt"`
	FinishedAt string            `json:"finishedAt,omitempty"`
	DurationMS int64             `json:"durationMs"`
	Error      string            `json:"error,omitempty"`
}

// StepDiff is one step in both runs; A or B is nil when the step was not
// in that run's revision.
type StepDiff struct {
	StepID      string            `json:"stepId"`
	Index       int               `json:"index"`
	Action      trajectory.Action `json:"action"`
	Instruction string            `json:"instruction,omitempty"`
	A           *StepSide         `json:"a,omitempty"`
	B           *StepSide         `json:"b,omitempty"`
	Changed     []string          `json:"changed"`
}

// StepSide is what happened to a step in one run.
type StepSide struct {
	Status      trajectory.Status   `json:"status"`
	Winner      *trajectory.Locator `json:"winner,omitempty"`
	WinnerIndex int                 `json:"winnerIndex"`
	DurationMS  int64               `json:"durationMs"`
	Screenshot  string              `json:"screenshot,omitempty"`
	Error       string              `json:"error,omitempty"`
	Healed      bool                `json:"healed"`
	URL         string              `json:"url,omitempty"`
}

// DiffRuns compares two runs of a trajectory (typically a failed one and
// the green re-run after a fix).
func (s *Studio) DiffRuns(trajectoryID, runIDA, runIDB string) (RunDiff, error) {
	a, err := s.GetRun(trajectoryID, runIDA)
	if err != nil {
		return RunDiff{}, err
	}
	b, err := s.GetRun(trajectoryID, runIDB)
	if err != nil {
		return RunDiff{}, err
	}
	ta, _ := s.store.TrajectoryRevision(trajectoryID, a.Revision)
	tb, _ := s.store.TrajectoryRevision(trajectoryID, b.Revision)
	return DiffRuns(a, b, ta, tb), nil
}

// DiffRuns aligns the step results of runs a and b by step id (steps keep
// their ids across edits), in b's order with steps only in a after the
// step that preceded them. ta and tb are the runs' revisions, for the
// steps' instructions; either may be nil.
func DiffRuns(a, b *trajectory.Run, ta, tb *trajectory.Trajectory) RunDiff {
	d := RunDiff{A: header(a), B: header(b), Steps: []StepDiff{}}
	info := map[string]trajectory.Step{}
	for _, t := range []*trajectory.Trajectory{ta, tb} {
		if t != nil {
			for _, st := range t.Steps {
				info[st.ID] = st
			}
		}
	}
	inB := map[string]bool{}
	for _, r := range b.Steps {
		inB[r.StepID] = true
	}
	ra := map[string]trajectory.StepResult{}
	for _, r := range a.Steps {
		ra[r.StepID] = r
	}
	add := func(id string, idx int, action trajectory.Action, sa, sb *trajectory.StepResult) {
		sd := StepDiff{StepID: id, Index: idx, Action: action, Instruction: info[id].Instruction, Changed: []string{}}
		if sa != nil {
			sd.A = side(sa)
		}
		if sb != nil {
			sd.B = side(sb)
		}
		sd.Changed = changes(sd.A, sd.B)
		d.Steps = append(d.Steps, sd)
	}
	// Steps only in a go right after the step that preceded them in a.
	onlyA := map[string][]trajectory.StepResult{} // previous step id → a-only steps
	prev := ""
	for _, r := range a.Steps {
		if !inB[r.StepID] {
			onlyA[prev] = append(onlyA[prev], r)
			continue
		}
		prev = r.StepID
	}
	flushA := func(after string) {
		for _, r := range onlyA[after] {
			add(r.StepID, r.Index, r.Action, &r, nil)
		}
	}
	flushA("")
	for _, r := range b.Steps {
		var sa *trajectory.StepResult
		if x, ok := ra[r.StepID]; ok {
			sa = &x
		}
		add(r.StepID, r.Index, r.Action, sa, &r)
		flushA(r.StepID)
	}
	return d
}

func header(r *trajectory.Run) RunHeader {
	h := RunHeader{ID: r.ID, Revision: r.Revision, Status: r.Status, StartedAt: r.StartedAt.Format("2006-01-02T15:04:05.000Z07:00"), Error: r.Error}
	if !r.FinishedAt.IsZero() {
		h.FinishedAt = r.FinishedAt.Format("2006-01-02T15:04:05.000Z07:00")
		h.DurationMS = r.FinishedAt.Sub(r.StartedAt).Milliseconds()
	}
	return h
}

func side(r *trajectory.StepResult) *StepSide {
	return &StepSide{Status: r.Status, Winner: r.Winner, WinnerIndex: r.WinnerIndex, DurationMS: r.DurationMS,
		Screenshot: r.Screenshot, Error: r.Error, Healed: r.Heal != nil, URL: r.URL}
}

// changes lists what differs between the two sides of a step.
func changes(a, b *StepSide) []string {
	out := []string{}
	switch {
	case a == nil && b == nil:
		return out
	case a == nil:
		return append(out, "added")
	case b == nil:
		return append(out, "removed")
	}
	if a.Status != b.Status {
		out = append(out, "status")
	}
	if a.Status == trajectory.StatusSkipped || b.Status == trajectory.StatusSkipped {
		// A step one run did not perform has no locator, duration or heal
		// to compare.
		return out
	}
	if locatorText(a.Winner) != locatorText(b.Winner) {
		out = append(out, "locator")
	}
	lo, hi := min(a.DurationMS, b.DurationMS), max(a.DurationMS, b.DurationMS)
	if hi-lo > 100 && float64(hi) > 1.5*float64(lo) {
		out = append(out, "duration")
	}
	if a.Healed != b.Healed {
		out = append(out, "heal")
	}
	if pathOf(a.URL) != pathOf(b.URL) {
		// The step left the page somewhere else (a sign-in that stayed on
		// the login page): the runs parted here even when it passed in
		// both.
		out = append(out, "page")
	}
	return out
}

// pathOf is the path of an address, what two runs' pages are compared by
// (a run on another site, or with other ids in its query, is on the same
// page).
func pathOf(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return u
	}
	return strings.TrimSuffix(p.Path, "/")
}

func locatorText(l *trajectory.Locator) string {
	if l == nil {
		return ""
	}
	return l.String()
}
