package healbench

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// WriteTable prints the report: one row of figures per strategy, then,
// per strategy, every case that did not end as it should (missed heals,
// unsolvable cases that did not fail, wrong-element actions) with the
// step's error, heal patch or top suggestions.
func (r *Report) WriteTable(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "strategy\tsolvable\tas recorded\thealed (no model)\thealed (model)\tmissed\tsolved w/o model\tunsolvable\tcorrectly failed\twrong-element actions\tmean/step\t")
	for _, s := range r.Strategies {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%.0f%%\t%d\t%d\t%d\t%.0f ms\t\n", s.Name, s.Solvable, s.AsRecorded, s.Healed, s.HealedModel,
			s.Missed, 100*s.SolvedWithoutModel(), s.Unsolvable, s.FailedCleanly, s.WrongActions, s.MeanStepMS)
	}
	tw.Flush()
	fmt.Fprintf(w, "%d cases in %.1f s\n", r.Cases, float64(r.TookMS)/1000)
	for _, s := range r.Strategies {
		var bad []CaseResult
		for _, c := range s.Cases {
			switch c.Outcome {
			case OutcomeMissed, OutcomeNotFailed, OutcomeWrongElement:
				bad = append(bad, c)
			}
		}
		if len(bad) == 0 {
			continue
		}
		fmt.Fprintf(w, "\n%s: %d case(s) not as they should be\n", s.Name, len(bad))
		for _, c := range bad {
			fmt.Fprintf(w, "  %-34s %-14s %s\n", c.Case, c.Outcome, c.detail())
		}
	}
}

// detail says in one line what went wrong in the case's decisive step.
func (c *CaseResult) detail() string {
	for _, st := range c.Steps {
		var parts []string
		if st.Wrong > 0 {
			for _, e := range st.Events {
				if !e.Inside || !c.Solvable && st.Mutated {
					parts = append(parts, "acted on "+e.Target+" ("+e.Type+")")
					break
				}
			}
		}
		if h := st.Result.Heal; h != nil && (st.Wrong > 0 || !c.Solvable) {
			parts = append(parts, fmt.Sprintf("healed by %s score %.2f runner-up %.2f: %s", h.Tier, h.Score, h.RunnerUp, h.Reason))
		}
		if st.Result.Status == trajectory.StatusFailed {
			parts = append(parts, "step "+fmt.Sprint(st.Result.Index+1)+" failed: "+cut(st.Result.Error, 160))
			for i, sg := range st.Result.Suggestions {
				if i == 3 {
					break
				}
				parts = append(parts, fmt.Sprintf("suggested %s (%.2f)", sg.Description, sg.Score))
			}
		}
		if len(parts) > 0 {
			return strings.Join(parts, "; ")
		}
		if st.Result.Status == trajectory.StatusPassed && st.Mutated && !c.Solvable {
			return "mutated step passed via " + winner(st.Result)
		}
	}
	return ""
}

func winner(r trajectory.StepResult) string {
	if r.Winner == nil {
		return "?"
	}
	return r.Winner.String()
}

func cut(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
