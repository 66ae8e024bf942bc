// Package heal repairs replay steps whose recorded locators no longer find
// their element, with no model: it scores every element of the page
// against the recorded fingerprint and accepts the best one only when it
// is clearly the same control.
//
// The score (Compare) weighs what a user and a test would recognise the
// element by: role and tag, accessible name and text, ids and test ids,
// stable classes, key attributes (name, type, href, placeholder, title,
// aria-label, alt), the DOM path, the nearby context (heading, row, list
// item, legend) and the position. Features the recording lacks are left
// out, so the score stays in 0–1.
//
// A high score is not enough. An element whose role changed, or whose name
// now means something else ("Save" → "Delete", "Subscribe" →
// "Unsubscribe", "4 stars" → "5 stars"), is vetoed however well its
// structure matches; a repeated name ("Add to cart") whose context changed
// is another element's look-alike and vetoed too (Rank). Decide then
// accepts the best remaining element only above a confidence threshold,
// with a clear margin over the runner-up, and with its identity anchored
// (see Decide). Anything else fails with ranked suggestions: healing never
// acts on a guess.
//
// Scoring reads one snapshot (snapshot.Take: every frame and open shadow
// root); it never clicks, hovers or focuses.
package heal

import (
	"context"
	"fmt"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Default thresholds (Options).
const (
	// DefaultMinScore is the least similarity a healed element needs.
	DefaultMinScore = 0.6
	// DefaultMinMargin is the least lead over the runner-up: two elements
	// closer than this are ambiguous.
	DefaultMinMargin = 0.1
	// DefaultMinNameSim is the least name similarity for a reworded
	// element, which must also keep its id or its place.
	DefaultMinNameSim = 0.5
	// DefaultSuggestions is how many suggestions a failed heal returns.
	DefaultSuggestions = 3
	// DefaultSuggestFloor is the least score of a suggestion.
	DefaultSuggestFloor = 0.3
)

// Options configure a Similarity healer; zero fields take the defaults.
type Options struct {
	// MinScore is the least similarity (0–1) an element needs to be
	// healed onto (DefaultMinScore).
	MinScore float64
	// MinMargin is the least lead over the runner-up (DefaultMinMargin).
	MinMargin float64
	// MinNameSim is the least name similarity of an element whose name
	// changed (DefaultMinNameSim).
	MinNameSim float64
	// Suggestions caps the suggestions of a failed heal
	// (DefaultSuggestions); SuggestFloor is their least score
	// (DefaultSuggestFloor).
	Suggestions  int
	SuggestFloor float64
	// MaxElements caps the snapshot (0: no cap).
	MaxElements int
}

// Similarity is the model-free healer (tier trajectory.TierSimilarity).
type Similarity struct {
	opts Options
}

var _ replay.Healer = (*Similarity)(nil)

// New returns a similarity healer with opts, defaults filled in.
func New(opts Options) *Similarity {
	if opts.MinScore <= 0 {
		opts.MinScore = DefaultMinScore
	}
	if opts.MinMargin <= 0 {
		opts.MinMargin = DefaultMinMargin
	}
	if opts.MinNameSim <= 0 {
		opts.MinNameSim = DefaultMinNameSim
	}
	if opts.Suggestions <= 0 {
		opts.Suggestions = DefaultSuggestions
	}
	if opts.SuggestFloor <= 0 {
		opts.SuggestFloor = DefaultSuggestFloor
	}
	return &Similarity{opts: opts}
}

// Options returns the healer's options with defaults filled in.
func (s *Similarity) Options() Options { return s.opts }

// Heal implements replay.Healer: it snapshots the page, ranks its
// elements against the step's recorded target and returns a patch for the
// accepted element, or a *replay.NoHealError with the reason and the
// closest elements.
func (s *Similarity) Heal(ctx context.Context, page playwright.Page, step *trajectory.Step, _ *replay.LocateError) (*trajectory.Patch, error) {
	if step == nil || step.Target == nil {
		return nil, &replay.NoHealError{Tier: trajectory.TierSimilarity, Reason: "the step has no target to heal"}
	}
	snap, err := snapshot.Take(ctx, page, snapshot.Options{MaxElements: s.opts.MaxElements})
	if err != nil {
		return nil, fmt.Errorf("healing step %s: %w", step.ID, err)
	}
	return s.HealSnapshot(step.Target, snap)
}

// HealSnapshot is Heal on a snapshot already taken: it ranks snap's
// elements against target and decides.
func (s *Similarity) HealSnapshot(target *trajectory.Target, snap *snapshot.Snapshot) (*trajectory.Patch, error) {
	ranked := Rank(target, snap.Elements)
	d := s.Decide(ranked)
	if d.Best == nil {
		return nil, &replay.NoHealError{
			Tier:        trajectory.TierSimilarity,
			Reason:      d.Reason,
			Cause:       d.Cause,
			Suggestions: Suggestions(ranked, s.opts.Suggestions, s.opts.SuggestFloor),
		}
	}
	p := &trajectory.Patch{
		Tier:   trajectory.TierSimilarity,
		Score:  round2(d.Best.Score),
		Old:    *target,
		New:    d.Best.Element.Target,
		Reason: d.Reason,
	}
	if d.RunnerUp != nil {
		p.RunnerUp = round2(d.RunnerUp.Score)
	}
	if len(p.New.Frames) != len(target.Frames) {
		if len(p.New.Frames) > 0 {
			p.Reason += "; now inside iframe " + p.New.Frames[len(p.New.Frames)-1].Selector
		} else {
			p.Reason += "; no longer inside an iframe"
		}
	}
	return p, nil
}
