package runner

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/textsafe"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Line is the one-line outcome of a flow, for progress output:
// "✓ Log in  (flows/login.json)  1.234s", with the failing step of a
// failed flow and "passed after retry" for a flaky one. Secrets masked;
// escape sequences and control characters removed (textsafe.Terminal).
func (f *FlowResult) Line() string {
	mark := map[trajectory.Status]string{trajectory.StatusPassed: "✓", trajectory.StatusSkipped: "-"}[f.Status]
	if mark == "" {
		mark = "✗"
	}
	s := fmt.Sprintf("%s %s  (%s)  %s", mark, f.Mask(f.Flow.Name()), f.Flow.Ref, f.Duration.Round(time.Millisecond))
	switch {
	case f.Flaky():
		s += fmt.Sprintf("  passed after retry (attempt %d of %d)", len(f.Runs), len(f.Runs))
	case f.Status == trajectory.StatusSkipped:
		s += "  " + f.Note
	case f.Status != trajectory.StatusPassed:
		if r := f.Final(); r != nil {
			s += "  " + f.Mask(runHeadline(r))
		}
		if len(f.Runs) > 1 {
			s += fmt.Sprintf(" (all %d attempts failed)", len(f.Runs))
		}
	}
	if f.Healed() > 0 {
		s += "  [" + trajectory.HealCount(replay.Heals(f.Final())) + "]"
	}
	return textsafe.Terminal(s)
}

// HealLines say, for progress output under Line, what each healed step
// of the final run changed: "step 3 "click Sign in": healed (…): name
// changed from …" and the locator it replaced, so that a CI log shows
// what a heal did without the HTML or JUnit report. Secrets masked;
// escape sequences and control characters removed.
func (f *FlowResult) HealLines() []string {
	r := f.Final()
	if r == nil {
		return nil
	}
	var out []string
	for _, s := range r.Steps {
		if s.Heal == nil {
			continue
		}
		for k, l := range s.Heal.LinesFor(s.Winner) {
			if k == 0 {
				l = fmt.Sprintf("step %d %q: %s", s.Index+1, f.Instruction(s.Index), l)
			} else {
				l = "  " + l
			}
			out = append(out, textsafe.Terminal(f.Mask("    "+l)))
		}
	}
	return out
}

// WriteDetails writes what a reader needs to fix a failed flow: the
// failing step with the candidates tried, the closest elements and the
// screenshot (shots: blob key → file, from SaveScreenshots), then one line
// per step of the final run. Secret values are masked; escape sequences
// and control characters are removed (textsafe.Terminal).
func WriteDetails(w io.Writer, f *FlowResult, shots map[string]string) {
	r := f.Final()
	if r == nil {
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s)\n", f.Flow.Name(), f.Flow.Ref)
	if r.Status != trajectory.StatusPassed {
		_, _, body := failureText(f, r, shots, false)
		b.WriteString(body)
	}
	writeStepLog(&b, f, r, shots, false)
	if f.Note != "" {
		fmt.Fprintf(&b, "note: %s\n", f.Note)
	}
	_, _ = io.WriteString(w, textsafe.Terminal(f.Mask(b.String())))
}

// runHeadline is why r failed in one line: its failed step's Headline,
// else the run's error's first line.
func runHeadline(r *trajectory.Run) string {
	if s := failedStep(r); s != nil {
		return fmt.Sprintf("step %d failed: %s", s.Index+1, Headline(s))
	}
	return firstLine(r.Error)
}

// maxHeadline is the most characters a one-line failure keeps; the
// details (a report's body) have the rest.
const maxHeadline = 300

// Headline is why step s failed, short, the key fact first: its Cause
// (what healing found: "Meaning changed from … to …", "Two elements
// match about equally: …") when it has one, else its error's first line,
// cut at its list of locators tried, or at maxHeadline characters.
func Headline(s *trajectory.StepResult) string {
	if s.Cause != "" {
		return s.Cause
	}
	msg := firstLine(s.Error)
	r := []rune(msg)
	if len(r) <= maxHeadline {
		return msg
	}
	if i := strings.Index(msg, " ("); i >= 20 && i < len(string(r[:maxHeadline])) {
		return msg[:i] + " (details below)"
	}
	return string(r[:maxHeadline-1]) + "…"
}

// Line is the one-line outcome of a flow that could not be loaded, for
// progress output as FlowResult.Line: "✗ checkout  (flows/checkout.json)
// could not be read: step 3 (s3) action: unknown action …". Escape
// sequences and control characters removed (textsafe.Terminal).
func (u Unreadable) Line() string {
	return textsafe.Terminal(fmt.Sprintf("✗ %s  (%s)  could not be read: %s", u.Name(), u.Ref, strings.Join(u.Problems, "; ")))
}
