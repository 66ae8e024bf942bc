package studio

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/heal"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Box is a rectangle in CSS pixels of the page's viewport.
type Box struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// PickedElement is the element under a point of the mirror.
type PickedElement struct {
	ID          string            `json:"id"`
	Role        string            `json:"role"`
	Name        string            `json:"name"`
	Tag         string            `json:"tag"`
	Description string            `json:"description"`
	Box         Box               `json:"box"`
	Target      trajectory.Target `json:"target"`
	Candidates  []CandidateCheck  `json:"candidates"`
}

// CandidateCheck is what one locator candidate finds on the live page.
type CandidateCheck struct {
	Locator            trajectory.Locator `json:"locator"`
	Matches            int                `json:"matches"`
	FingerprintMatches int                `json:"fingerprintMatches"`
	Outcome            string             `json:"outcome"`
	// WouldWin marks the candidate replay would take now: of those among
	// whose matches exactly one is the recorded element, the first in the
	// order replay tries them (replay.Uses: the candidate replays of the
	// step learned first, then replay.TryOrder: test ids and #ids before
	// labels, roles and texts; the recorded rank within a kind). What was
	// learned is known for a step of the stored flow the session shows.
	WouldWin bool `json:"wouldWin"`
}

// pickTimeout bounds one pick or candidate check.
const pickTimeout = 15 * time.Second

// PickElement returns the element at (x, y) in CSS pixels of the session
// page's viewport: the smallest element with locator candidates whose box
// contains the point, in any frame or open shadow root, with its target
// (candidates, frames, fingerprint) and the live match count of each
// candidate. Nothing on the page is changed.
func (s *Studio) PickElement(sessionID string, x, y float64) (PickedElement, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return PickedElement{}, err
	}
	ctx, cancel := context.WithTimeout(s.ctx, pickTimeout)
	defer cancel()
	snap, err := snapshot.Take(ctx, ss.page, snapshot.Options{})
	if err != nil {
		return PickedElement{}, &Error{Code: CodeBrowser, Message: fmt.Sprintf("reading the page to pick an element: %v", err), err: err}
	}
	el, tb, ok := snapshot.At(ss.page, snap, x, y)
	box := Box{X: tb.X, Y: tb.Y, W: tb.W, H: tb.H}
	if !ok {
		return PickedElement{}, errorf(CodeNotFound, "no element to act on at (%.0f, %.0f): point at a button, link, field or text", x, y)
	}
	p := PickedElement{ID: el.ID, Role: el.Role, Name: el.Name, Tag: el.Tag, Description: heal.Describe(el),
		Box: box, Target: el.Target}
	p.Candidates = checkCandidates(ss.page, &el.Target, nil, "", "")
	return p, nil
}

// PageElement is one element of a session's page that can be picked with
// the keyboard: what it is and where it is now.
type PageElement struct {
	Role string `json:"role"`
	Name string `json:"name"`
	// Description says what the element is, e.g. `button "Sign in"`.
	Description string `json:"description"`
	Box         Box    `json:"box"`
	// Interactive is true for elements a user acts on (buttons, links,
	// fields); the others are headings and text kept to assert about.
	Interactive bool `json:"interactive"`
}

// maxPageElements bounds the list PageElements returns.
const maxPageElements = 400

// PageElements lists, in document order, the elements of the session's
// page that can be picked and are at least half inside the viewport now:
// a keyboard user steps through them instead of pointing (arrow keys on
// the mirror) and picks one by its box's centre. Nothing on the page is
// changed.
func (s *Studio) PageElements(sessionID string) ([]PageElement, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(s.ctx, pickTimeout)
	defer cancel()
	snap, err := snapshot.Take(ctx, ss.page, snapshot.Options{})
	if err != nil {
		return nil, &Error{Code: CodeBrowser, Message: fmt.Sprintf("reading the page to list its elements: %v", err), err: err}
	}
	vw, vh := 1e9, 1e9
	if vs := ss.page.ViewportSize(); vs != nil {
		vw, vh = float64(vs.Width), float64(vs.Height)
	}
	out := []PageElement{}
	for _, p := range snapshot.AllPlaced(ss.page, snap) {
		cx, cy := p.Box.X+p.Box.W/2, p.Box.Y+p.Box.H/2
		if cx < 0 || cy < 0 || cx > vw || cy > vh {
			continue
		}
		out = append(out, PageElement{Role: p.Role, Name: p.Name, Description: heal.Describe(p.Element),
			Box: Box{X: p.Box.X, Y: p.Box.Y, W: p.Box.W, H: p.Box.H}, Interactive: p.Interactive})
		if len(out) == maxPageElements {
			break
		}
	}
	return out, nil
}

// CheckCandidates reports, for each candidate of target, how many
// elements it finds on the session's page now and how many of those are
// the recorded element (fingerprint match), in the candidates' order, and
// which one a replay would use.
func (s *Studio) CheckCandidates(sessionID string, target trajectory.Target) ([]CandidateCheck, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return nil, err
	}
	flow, step := s.stepOf(ss, &target)
	return checkCandidates(ss.page, &target, cache.Winners(s.store), flow, step), nil
}

// stepOf names the stored flow ss shows (the flow it edits or runs) and
// its first step whose target is the element target describes (the same
// fingerprint and frames: its candidates may have been edited since), so
// that a check can say which candidate replays of that step learned to
// use; "" when ss shows no stored flow or no step of it has that element.
func (s *Studio) stepOf(ss *session, target *trajectory.Target) (flow, step string) {
	ss.mu.Lock()
	flow = ss.trajID
	var t *trajectory.Trajectory
	if d := ss.current(); d != nil {
		if flow == "" {
			flow = d.ID
		}
		if d.ID == flow {
			t = d.Clone()
		}
	}
	ss.mu.Unlock()
	if flow == "" {
		return "", ""
	}
	if t == nil {
		var err error
		if t, err = s.store.Trajectory(flow); err != nil {
			return "", ""
		}
	}
	want := elementKey(target)
	for i := range t.Steps {
		if st := &t.Steps[i]; st.Target != nil && elementKey(st.Target) == want {
			return flow, st.ID
		}
	}
	return "", ""
}

// elementKey identifies the element a target was recorded on: its
// fingerprint and frames, as JSON.
func elementKey(t *trajectory.Target) string {
	data, _ := json.Marshal(struct {
		F trajectory.Fingerprint
		R []trajectory.FrameRef
	}{t.Fingerprint, t.Frames})
	return string(data)
}

// maxInspect bounds how many matches of one candidate are fingerprinted.
const maxInspect = 5

// checkCandidates checks t's candidates on page and marks the one replay
// would use, with what replays of step of flow learned (ws; nil, or flow
// "", for a target that is no stored step's).
func checkCandidates(page playwright.Page, t *trajectory.Target, ws replay.Winners, flow, step string) []CandidateCheck {
	out := make([]CandidateCheck, 0, len(t.Candidates))
	var wins []bool // whether each candidate finds the recorded element alone
	for _, c := range t.Candidates {
		loc := snapshot.Resolve(page, t.Frames, c)
		n, fps, err := snapshot.FingerprintsOf(loc, maxInspect)
		if err != nil && navigatedAway(err) {
			// The page went to another document while it was read (a run
			// or a click under way): read the new one.
			_ = browser.WaitLoad(page, playwright.LoadStateDomcontentloaded, 2*time.Second)
			n, fps, err = snapshot.FingerprintsOf(loc, maxInspect)
		}
		cc := CandidateCheck{Locator: c, Matches: n}
		reason, named := "", false
		for _, fp := range fps {
			if ok, why := snapshot.Compare(t.Fingerprint, fp); ok {
				cc.FingerprintMatches++
			} else if reason == "" {
				reason = why
			}
		}
		switch {
		case err != nil:
			cc.Outcome = "error: " + firstLine(err.Error())
			if why := replay.SelectorProblem(err); why != "" {
				cc.Outcome = "error: " + why
			}
		case n == 0:
			cc.Outcome = "no element"
		case n == 1 && cc.FingerprintMatches == 1:
			cc.Outcome = "ok"
		case n == 1:
			cc.Outcome = "fingerprint mismatch: " + reason
		case cc.FingerprintMatches == 1:
			cc.Outcome = fmt.Sprintf("%d elements, one is the recorded element", n)
		case cc.FingerprintMatches > 1 && exactlyOneNamed(loc, t.Fingerprint):
			// As replay: the one with the recorded name wins over those
			// whose names drifted.
			cc.Outcome = fmt.Sprintf("%d elements match the fingerprint; one has the recorded name", cc.FingerprintMatches)
			named = true
		case cc.FingerprintMatches > 1:
			cc.Outcome = fmt.Sprintf("%d elements match the fingerprint", cc.FingerprintMatches)
		default:
			cc.Outcome = fmt.Sprintf("%d elements, none is the recorded one", n)
		}
		wins = append(wins, err == nil && (cc.FingerprintMatches == 1 || named))
		out = append(out, cc)
	}
	if i, _ := replay.Uses(ws, flow, step, t, func(i int) bool { return wins[i] }); i >= 0 {
		out[i].WouldWin = true
	}
	return out
}

// exactlyOneNamed reports whether exactly one element loc finds is the
// recorded one by replay's strict rule (snapshot.Recorded).
func exactlyOneNamed(loc playwright.Locator, fp trajectory.Fingerprint) bool {
	n, err := snapshot.Recorded(loc, fp, false).Count()
	return err == nil && n == 1
}

// Highlight is the payload of mirror:highlight: the element a step acts
// or acted on, in viewport CSS pixels; Box nil clears the highlight.
type Highlight struct {
	SessionID string `json:"sessionId"`
	Box       *Box   `json:"box"`
	Label     string `json:"label"`
	StepID    string `json:"stepId,omitempty"`
	TS        int64  `json:"ts"`
	// URL is the page the box was measured on: the mirror draws the box
	// only over a frame of that page.
	URL string `json:"url,omitempty"`
}

// CoalesceKey makes highlights latest-only per session.
func (h Highlight) CoalesceKey() string { return h.SessionID }

// liveBox finds the element of target on the page now: the first
// candidate whose matches include exactly one element with the recorded
// fingerprint. It does not wait.
func liveBox(page playwright.Page, t *trajectory.Target) (*Box, bool) {
	if t == nil {
		return nil, false
	}
	for _, c := range t.Candidates {
		_, fps, err := snapshot.FingerprintsOf(snapshot.Resolve(page, t.Frames, c), maxInspect)
		if err != nil {
			continue
		}
		var hit *trajectory.Fingerprint
		hits := 0
		for k := range fps {
			if ok, _ := snapshot.Compare(t.Fingerprint, fps[k]); ok {
				hits++
				hit = &fps[k]
			}
		}
		if hits != 1 || hit.Box == nil {
			continue
		}
		b := Box{X: hit.Box.X, Y: hit.Box.Y, W: hit.Box.W, H: hit.Box.H}
		dx, dy, ok := snapshot.FrameOffset(page, t.Frames)
		if !ok {
			return nil, false
		}
		b.X += dx
		b.Y += dy
		return &b, true
	}
	return nil, false
}

// highlight emits mirror:highlight for step's element as it is on the
// page now (nil box when it is not there).
func (s *Studio) highlight(ss *session, st *trajectory.Step) {
	h := Highlight{SessionID: ss.id, StepID: st.ID, TS: time.Now().UnixMilli(), Label: stepLabel(st),
		URL: trajectory.RedactURL(ss.page.URL(), s.secretsOf(ss))}
	if st.Target != nil {
		h.Box, _ = liveBox(ss.page, st.Target)
	}
	s.emit.Emit(EvMirrorHighlight, h)
}

// highlightAfter highlights the element a step just acted on, in the
// background so a recording does not wait for it.
func (s *Studio) highlightAfter(ss *session, st *trajectory.Step) {
	c := st.Clone()
	s.bg.Go(func() { s.highlight(ss, &c) })
}

func stepLabel(st *trajectory.Step) string {
	if st.Instruction != "" {
		return st.Instruction
	}
	label := string(st.Action)
	if st.Target != nil {
		fp := st.Target.Fingerprint
		if fp.Name != "" {
			label += fmt.Sprintf(" %q", fp.Name)
		}
	}
	return label
}

// navigatedAway reports whether err says the page's document went away
// while it was read.
func navigatedAway(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "Execution context was destroyed") || strings.Contains(msg, "navigat")
}
