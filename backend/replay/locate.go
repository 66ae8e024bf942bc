package replay

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// maxNth bounds how many matches of a non-unique candidate are inspected
// for the one whose fingerprint matches.
const maxNth = 5

// maxBackoff caps the wait between two rounds of trying the candidates.
const maxBackoff = 100 * time.Millisecond

// found is the outcome of locating a target.
type found struct {
	loc    playwright.Locator
	winner int
	// nth is the index among several matches, or -1 for a unique match.
	nth      int
	attempts []trajectory.Attempt
	// learned is the live fingerprint of the element found for a target
	// whose recorded fingerprint is unverified (imported).
	learned *trajectory.Fingerprint
	// exact is true when loc itself keeps only the recorded element
	// (snapshot.Recorded): its name is the recorded one.
	exact bool
	// broken counts the candidates the page cannot run at all (a CSS or
	// XPath selector with a syntax error): waiting does not mend them.
	broken int
	// note is what acting on the element did that the step's author
	// should know (a fill done by choosing a <select>'s option); perform
	// sets it and Step adds it to the winning attempt's outcome.
	note string
}

// LocateError says why no candidate led to the recorded element.
type LocateError struct {
	Attempts []trajectory.Attempt
	// Mismatch is true when some candidate found an element that is not
	// the recorded one (its meaning changed): replay refused to act on it.
	Mismatch bool
}

func (e *LocateError) Error() string {
	var parts []string
	for _, a := range e.Attempts {
		parts = append(parts, fmt.Sprintf("%s → %s", a.Locator.String(), a.Outcome))
	}
	what := "no candidate found the recorded element"
	if e.Mismatch {
		what = "refusing to act: the element found is not the recorded one"
	}
	return what + " (" + strings.Join(parts, "; ") + ")"
}

// locate tries the target's candidates in rank order until one finds
// exactly one element whose fingerprint matches the recorded one, polling
// until the deadline so elements that appear late are waited for.
func locate(ctx context.Context, page playwright.Page, t *trajectory.Target, relax bool, deadline time.Time, maxSettle time.Duration) (*found, error) {
	return locateWith(ctx, page, t, relax, true, deadline, maxSettle)
}

// locateDrop is locate for a drag's drop target, which must not be
// narrowed to its recorded name: many relabel themselves once a drag
// starts ("Drop here" → "Release to drop"), after Playwright resolves the
// dragged element and before it resolves the drop target.
func locateDrop(ctx context.Context, page playwright.Page, t *trajectory.Target, deadline time.Time, maxSettle time.Duration) (*found, error) {
	return locateWith(ctx, page, t, false, false, deadline, maxSettle)
}

// locateWith is locate; narrow allows acting through snapshot.Recorded.
func locateWith(ctx context.Context, page playwright.Page, t *trajectory.Target, relax, narrow bool, deadline time.Time, maxSettle time.Duration) (*found, error) {
	want := t.Fingerprint
	if relax {
		want = snapshot.Relaxed(want)
	}
	backoff := 25 * time.Millisecond
	for {
		f, mismatch := tryCandidates(ctx, page, t, want, relax, narrow)
		if f.loc != nil && f.nth >= 0 {
			// Acting on one of several matches by index is only safe on a
			// DOM that has stopped changing: wait for quiet, then check
			// that the same index is still the recorded element.
			quiet(page, DefaultQuietWindow, maxSettle)
			again, _ := tryCandidates(ctx, page, t, want, relax, narrow)
			if again.loc != nil && again.winner == f.winner && again.nth == f.nth {
				return again, nil
			}
			f = again
		} else if f.loc != nil {
			return f, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("locating target: %w", err)
		}
		if f.broken == len(t.Candidates) || time.Now().Add(backoff).After(deadline) {
			return nil, &LocateError{Attempts: f.attempts, Mismatch: mismatch}
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("locating target: %w", ctx.Err())
		case <-time.After(backoff):
		}
		// A short cap: an element that appears (a frame or a page that
		// finishes loading) is found within maxBackoff, as Playwright's own
		// auto-waiting would, instead of up to 400 ms later.
		if backoff < maxBackoff {
			backoff = min(2*backoff, maxBackoff)
		}
	}
}

func tryCandidates(ctx context.Context, page playwright.Page, t *trajectory.Target, want trajectory.Fingerprint, relax, narrow bool) (*found, bool) {
	f := &found{winner: -1, nth: -1}
	mismatch := false
	strict := narrow && !want.Unverified
	// The order is about speed only (see tryOrder): whichever candidate
	// goes first must find the recorded element.
	for _, i := range TryOrder(t, preferred(ctx)) {
		c := t.Candidates[i]
		loc := snapshot.Resolve(page, t.Frames, c)
		if strict {
			// The quick check, one round trip in Playwright's isolated
			// world: does the candidate find exactly one element that is
			// the recorded one by the strict rule (same name)? Acting
			// through the narrowed locator checks that again up to the
			// action. Among several matches, one with the recorded name
			// wins over others whose names drifted, which the full check
			// alone would refuse as ambiguous.
			exact := snapshot.Recorded(loc, t.Fingerprint, relax)
			n, err := exact.Count()
			if err == nil && n == 1 {
				f.attempts = append(f.attempts, trajectory.Attempt{Locator: c, Matches: 1, Outcome: "ok"})
				f.loc, f.winner, f.exact = exact, i, true
				return f, mismatch
			}
			// Otherwise the full check below says why, and accepts an
			// element whose name drifted within what Compare allows.
			strict = !snapshot.IsUnregisteredEngine(err)
		}
		// One round trip: how many elements match, and who they are.
		n, fps, err := snapshot.FingerprintsOf(loc, maxNth)
		a := trajectory.Attempt{Locator: c, Matches: n}
		switch {
		case err != nil && badSelector(err) != "":
			a.Outcome = badSelector(err)
			f.broken++
		case err != nil:
			a.Outcome = "error: " + firstLine(err.Error())
		case n == 0:
			a.Outcome = "no element"
		case want.Unverified && n == 1:
			// An imported step: its fingerprint was guessed, so the one
			// element its best working locator finds alone is taken and
			// its fingerprint learned.
			a.Outcome = "ok (fingerprint learned)"
			f.attempts = append(f.attempts, a)
			f.loc, f.winner, f.learned = loc, i, &fps[0]
			return f, mismatch
		case want.Unverified:
			a.Outcome = fmt.Sprintf("%d elements; an imported step acts only on a unique match", n)
		default:
			// With several matches, accept only if exactly one has the
			// recorded fingerprint.
			hit, hits, reason := -1, 0, ""
			for k, live := range fps {
				if relax {
					live = snapshot.Relaxed(live)
				}
				if ok, why := snapshot.Compare(want, live); ok {
					hits++
					hit = k
				} else if reason == "" {
					reason = why
				}
			}
			one := loc
			if n > 1 {
				one = loc.Nth(hit)
			}
			why := ""
			if hits == 1 {
				why = fieldNameConflict(one, t.Fingerprint, c)
			}
			switch {
			case hits == 1 && why != "":
				a.Outcome = why
				mismatch = true
			case hits == 1:
				a.Outcome = "ok"
				f.attempts = append(f.attempts, a)
				f.loc, f.winner = one, i
				if n > 1 {
					f.nth = hit
				}
				return f, mismatch
			case hits > 1:
				a.Outcome = fmt.Sprintf("%d elements match the fingerprint", hits)
			case n > 1:
				a.Outcome = fmt.Sprintf("%d elements, none is the recorded one (%s)", n, reason)
			default:
				a.Outcome = "fingerprint mismatch: " + reason
				mismatch = true
			}
		}
		f.attempts = append(f.attempts, a)
	}
	return f, mismatch
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// SelectorProblem words an error that says a candidate's selector cannot
// be parsed ("" for any other error): such a candidate never finds
// anything, however long a step waits.
func SelectorProblem(err error) string { return badSelector(err) }

// badSelector is SelectorProblem.
func badSelector(err error) string {
	msg := err.Error()
	for _, m := range []string{"while parsing css selector", "while parsing selector", "is not a valid selector", "is not a valid XPath expression"} {
		if strings.Contains(msg, m) {
			detail := firstLine(msg)
			if i := strings.Index(detail, "playwright: "); i >= 0 {
				detail = detail[i+len("playwright: "):]
			}
			detail = strings.TrimSuffix(strings.TrimSpace(strings.SplitN(detail, " Did you mean", 2)[0]), ".")
			return "not a valid selector (" + detail + "): fix or remove it"
		}
	}
	return ""
}
