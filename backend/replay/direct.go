package replay

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// A step whose locator won last time (a learned winner, see Winners) is
// acted on directly: the action goes to that candidate narrowed to the
// recorded element (snapshot.Recorded), with no separate query first. The
// narrowed locator is what the full path acts through too, and Playwright
// applies its filter again up to the moment it acts, so the direct path
// checks the fingerprint exactly as strictly; it only saves the round trip
// that counted the matches beforehand (one of the two a step costs).
//
// When the winner does not find the recorded element alone, Playwright
// says so without acting: a strict-mode error (several match) at once, a
// timeout (none does) after directTimeout. The step then takes the full
// path (every candidate, similarity healing) with its whole timeout left.
// A timeout may also come after Playwright acted, so only actions that
// are harmless done twice go direct that way (directActions). A click
// goes direct another way: its locator is headed by snapshot.Until, which
// ends the click before any input when the element is not found within
// directTimeout, and otherwise leaves it the step's whole timeout, so a
// click that acted never runs out early and is never done again.

// directTimeout bounds how long the direct path waits for the winner to
// find the recorded element before taking the full path. Playwright acts
// as soon as the element is actionable, so a page that renders late costs
// nothing extra; only a step whose winner no longer works pays it, once.
const directTimeout = time.Second

// directActions are the actions that act through one Playwright call on
// the target which fails without side effects when the element is not
// found, and which do no harm done twice. The second matters because a
// timeout does not say how far Playwright got: a click on a button that
// renders late on a loaded machine, or whose navigation commits late,
// can run out of directTimeout after the click, and the full path would
// click again (an order placed twice; seen under -race in make test).
// Filling, selecting, checking (Playwright's check leaves a checked box
// alone), hovering and looking are the same done twice; clicks and key
// presses are not: clicks go direct through snapshot.Until (above), key
// presses take the full path, which acts once with the step's whole
// timeout. Typing (PressSequentially) is left out too: a
// timeout part-way would leave half a value for the full path to type
// again.
var directActions = map[trajectory.Action]bool{
	trajectory.ActionFill: true, trajectory.ActionCheck: true, trajectory.ActionUncheck: true,
	trajectory.ActionHover: true, trajectory.ActionSelect: true, trajectory.ActionWaitFor: true,
	trajectory.ActionAssertVisible: true,
}

// direct acts on s's learned winner (learned is its String) as described
// above. done is false when the step must take the full path: the step is
// not eligible, or the winner did not find the recorded element alone.
// Otherwise err is the action's outcome and f says which candidate acted.
func (p *Player) direct(ctx context.Context, s *trajectory.Step, startURL, learned string, deadline time.Time) (f *found, done bool, err error) {
	t := s.Target
	click := s.Action == trajectory.ActionClick
	if learned == "" || t == nil || t.Fingerprint.Unverified || s.DropTarget != nil || !(directActions[s.Action] || click) {
		return nil, false, nil
	}
	i := -1
	for k, c := range t.Candidates {
		if c.String() == learned {
			i = k
			break
		}
	}
	if i < 0 {
		return nil, false, nil
	}
	c := t.Candidates[i]
	base, until := snapshot.Resolve(p.page, t.Frames, c), time.Now().Add(directTimeout)
	if click {
		var ok bool
		if base, ok = snapshot.Until(p.page, t.Frames, c, directTimeout); !ok {
			return nil, false, nil
		}
		until = deadline
	}
	loc := snapshot.Recorded(base, t.Fingerprint, false)
	f = &found{loc: loc, winner: i, nth: -1, exact: true,
		attempts: []trajectory.Attempt{{Locator: c, Matches: 1, Outcome: "ok"}}}
	typed := p.readyToType(s, loc)
	err = p.perform(ctx, s, startURL, f, nil, until)
	typed()
	if err != nil && (snapshot.IsUntilExpired(err) || !click && notFoundAlone(err) || click && strictOrUnknown(err)) {
		return nil, false, nil
	}
	return f, true, err
}

// strictOrUnknown reports whether err says Playwright did not act because
// several elements matched or an engine is unknown: the errors of a click
// that did nothing, besides snapshot.IsUntilExpired's.
func strictOrUnknown(err error) bool {
	return strings.Contains(err.Error(), "strict mode violation") || snapshot.IsUnregisteredEngine(err)
}

// notFoundAlone reports whether err says Playwright did not act because
// the locator found no actionable element in time or several elements.
func notFoundAlone(err error) bool {
	return errors.Is(err, playwright.ErrTimeout) || strictOrUnknown(err)
}
