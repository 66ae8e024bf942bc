package studio

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ResolvedByDemonstration is the StepProvenance.ResolvedBy of a step the
// user demonstrated on the live page.
const ResolvedByDemonstration = "demonstration"

// DemoResult is what one input on the live page did (recorder.Demonstrated)
// plus the draft after it.
type DemoResult struct {
	*recorder.Demonstrated
	Trajectory *trajectory.Trajectory `json:"trajectory"`
}

// Demonstrate performs one input the user gave on the mirror of a
// recording session (a click, typed text, a key, a choice in a drop-down
// list, a wheel turn) on the real page and records it as a step, as an
// instruction would: ranked candidates, fingerprint and a generated
// instruction. Typing into one field folds into one fill step (its
// session:step repeats the index); a password becomes a secret variable.
// On failure nothing is recorded.
func (s *Studio) Demonstrate(sessionID string, in recorder.DemoInput) (DemoResult, error) {
	ss, ag, err := s.recordingAgent(sessionID)
	if err != nil {
		return DemoResult{}, err
	}
	what := in.Kind
	ctx, end, err := s.begin(ss, "instruction", "demonstrated "+what)
	if err != nil {
		return DemoResult{}, err
	}
	defer end()
	first := ss.freeze()
	start := time.Now()
	d, derr := ag.Recorder().Demonstrate(ctx, in)
	_, draft := ss.thaw(first)
	if derr != nil {
		return DemoResult{}, s.demoError(ctx, ss, in, derr)
	}
	if d.Step != nil {
		res := &agent.ActResult{Instruction: d.Step.Instruction, Steps: []trajectory.Step{*d.Step}, Results: []trajectory.StepResult{d.Result},
			Cache: agent.CacheOff, ResolvedBy: ResolvedByDemonstration, DurationMS: time.Since(start).Milliseconds()}
		s.recordSteps(ss, res, d.Index, ag.ModelName())
		s.highlightAfter(ss, d.Step)
	}
	return DemoResult{Demonstrated: d, Trajectory: draft}, nil
}

// demoError turns a failed demonstration into the error the user sees.
func (s *Studio) demoError(ctx context.Context, ss *session, in recorder.DemoInput, err error) *Error {
	ss.mu.Lock()
	secrets := ss.secrets()
	ss.mu.Unlock()
	var e *Error
	switch {
	case ctx.Err() != nil:
		e = &Error{Code: CodeCancelled, Message: "cancelled; nothing was recorded", err: err}
	case errors.Is(err, recorder.ErrNoFocus), errors.Is(err, recorder.ErrNothingThere):
		e = &Error{Code: CodeBadRequest, Message: err.Error(), err: err}
	default:
		e = AsError(err)
		if e.Code == CodeInternal {
			e = &Error{Code: CodeBrowser, Message: fmt.Sprintf("%s — nothing was recorded; try again, or record the step with an instruction", firstLine(err.Error())), err: err}
		}
	}
	e = maskError(e, secrets)
	s.emit.Emit(EvSessionError, SessionError{SessionID: ss.id, Instruction: "demonstrated " + in.Kind, Error: e})
	return e
}

// AssertionChoice is one assertion the user may record about a picked
// element, prefilled from the page: Step is ready for AddAssertion.
type AssertionChoice struct {
	// Kind is "visible", "text-equals", "text-contains", "value",
	// "checked", "count" or "url".
	Kind string `json:"kind"`
	// Label says what the assertion checks, e.g. `text equals "Total: $42"`.
	Label string          `json:"label"`
	Step  trajectory.Step `json:"step"`
}

// AssertionPick is the element under a point of the mirror and the
// assertions that can be made about it.
type AssertionPick struct {
	Description string            `json:"description"`
	Box         Box               `json:"box"`
	Choices     []AssertionChoice `json:"choices"`
}

// PickAssertion returns the element at (x, y) of a recording session's
// page with the assertions that fit it, each prefilled with what the page
// shows now: visible, text equals, text contains, value (fields), checked
// (checked boxes), count (elements like it) and the page's URL. Nothing
// is recorded until AddAssertion.
func (s *Studio) PickAssertion(sessionID string, x, y float64) (AssertionPick, error) {
	ss, _, err := s.recordingAgent(sessionID)
	if err != nil {
		return AssertionPick{}, err
	}
	ctx, cancel := context.WithTimeout(s.ctx, pickTimeout)
	defer cancel()
	snap, err := snapshot.Take(ctx, ss.page, snapshot.Options{})
	if err != nil {
		return AssertionPick{}, &Error{Code: CodeBrowser, Message: fmt.Sprintf("reading the page to pick an element: %v", err), err: err}
	}
	el, tb, ok := snapshot.At(ss.page, snap, x, y)
	if !ok {
		return AssertionPick{}, errorf(CodeNotFound, "no element to check at (%.0f, %.0f): point at text, a field, a button or a link", x, y)
	}
	desc := recorder.Describe(el)
	p := AssertionPick{Description: desc, Box: Box{X: tb.X, Y: tb.Y, W: tb.W, H: tb.H}}
	ss.mu.Lock()
	vals := ss.values()
	secrets := ss.secrets()
	ss.mu.Unlock()
	tmpl := func(v string) string { return trajectory.Template(v, vals) }
	add := func(kind, label string, st trajectory.Step) {
		if st.Target != nil {
			t := st.Target.Clone()
			st.Target = &t
		}
		if st.Instruction == "" {
			st.Instruction = "verify " + label
		}
		p.Choices = append(p.Choices, AssertionChoice{Kind: kind, Label: label, Step: st})
	}
	t := el.Target
	add("visible", desc+" is visible", trajectory.Step{Action: trajectory.ActionAssertVisible, Target: &t})
	field := el.Tag == "input" || el.Tag == "textarea" || el.Tag == "select"
	text := strings.Join(strings.Fields(el.Target.Fingerprint.Text), " ")
	if text == "" && !field {
		text = strings.Join(strings.Fields(el.Name), " ")
	}
	if text != "" && !field && len(text) <= 500 && trajectory.Mask(text, secrets) == text {
		add("text-equals", fmt.Sprintf("%s text equals %q", desc, tmpl(text)),
			trajectory.Step{Action: trajectory.ActionAssertText, Target: &t, Value: tmpl(text), Match: "exact"})
		add("text-contains", fmt.Sprintf("%s text contains %q", desc, tmpl(text)),
			trajectory.Step{Action: trajectory.ActionAssertText, Target: &t, Value: tmpl(text), Match: "contains"})
	}
	if field && !strings.EqualFold(el.Target.Fingerprint.Attrs["type"], "password") {
		if v, err := snapshot.Resolve(ss.page, t.Frames, t.Candidates[0]).InputValue(); err == nil && trajectory.Mask(v, secrets) == v {
			add("value", fmt.Sprintf("%s value is %q", desc, tmpl(v)),
				trajectory.Step{Action: trajectory.ActionAssertValue, Target: &t, Value: tmpl(v), Match: "exact"})
		}
	}
	if el.Checked == "true" {
		add("checked", desc+" is checked", trajectory.Step{Action: trajectory.ActionAssertChecked, Target: &t})
	}
	if ct, n, ok := countTarget(ss, el); ok {
		add("count", fmt.Sprintf("%d elements like %s", n, desc),
			trajectory.Step{Action: trajectory.ActionAssertCount, Target: ct, Value: strconv.Itoa(n),
				Instruction: fmt.Sprintf("verify there are %d %s elements", n, desc)})
	}
	if u := ss.page.URL(); u != "" {
		shown := u
		if pu, err := url.Parse(u); err == nil && pu.Path != "" {
			// The path and query: the host may differ between machines.
			shown = pu.Path
			if pu.RawQuery != "" {
				shown += "?" + pu.RawQuery
			}
		}
		shown = tmpl(shown)
		add("url", fmt.Sprintf("the URL contains %q", shown), trajectory.Step{Action: trajectory.ActionAssertURL, URL: shown, Match: "contains"})
	}
	return p, nil
}

// countTarget is the target of a count assertion about el: the elements
// with its role and name (or its tag and text), counted as they are.
func countTarget(ss *session, el *snapshot.Element) (*trajectory.Target, int, bool) {
	var l trajectory.Locator
	switch {
	case el.Role != "" && el.Role != "generic" && el.Role != "text" && el.Name != "":
		l = trajectory.Locator{Kind: trajectory.LocRole, Role: el.Role, Name: el.Name, Score: snapshot.ScoreRole}
	case el.Role != "" && el.Role != "generic" && el.Role != "text":
		l = trajectory.Locator{Kind: trajectory.LocCSS, Value: el.Tag, Score: snapshot.ScoreCSSPath}
	default:
		return nil, 0, false
	}
	t := trajectory.Target{Candidates: []trajectory.Locator{l}, Frames: el.Target.Frames, Fingerprint: el.Target.Fingerprint}
	n, err := snapshot.Resolve(ss.page, t.Frames, l).Count()
	if err != nil || n == 0 {
		return nil, 0, false
	}
	return &t, n, true
}

// AddAssertion checks an assertion step (one PickAssertion offered,
// possibly edited) on the session's page and appends it to the draft; an
// assertion that does not hold now is not recorded.
func (s *Studio) AddAssertion(sessionID string, step trajectory.Step) (InstructResult, error) {
	ss, ag, err := s.recordingAgent(sessionID)
	if err != nil {
		return InstructResult{}, err
	}
	if !strings.HasPrefix(string(step.Action), "assert-") {
		return InstructResult{}, errorf(CodeBadRequest, "%q is not an assertion: pick one of the checks offered", step.Action)
	}
	step.ID = ""
	probe := trajectory.Trajectory{Version: trajectory.FormatVersion, Steps: []trajectory.Step{step}}
	probe.Steps[0].ID = "s1"
	if err := probe.Validate(); err != nil {
		return InstructResult{}, errorf(CodeBadRequest, "the assertion is incomplete: %s", firstLine(err.Error()))
	}
	if strings.TrimSpace(step.Instruction) == "" {
		step.Instruction = "verify " + string(step.Action)
	}
	ctx, end, err := s.begin(ss, "instruction", step.Instruction)
	if err != nil {
		return InstructResult{}, err
	}
	defer end()
	first := ss.freeze()
	start := time.Now()
	results, perr := ag.Recorder().Perform(ctx, []trajectory.Step{step})
	steps, draft := ss.thaw(first)
	if perr != nil {
		msg := perr.Error()
		if n := len(results); n > 0 && results[n-1].Error != "" {
			msg = results[n-1].Error
		}
		e := &Error{Code: CodeBadRequest, Message: fmt.Sprintf("the check %q does not hold on the page now (%s): nothing was recorded; change the expected value and try again", step.Instruction, firstLine(msg)), err: perr}
		if ctx.Err() != nil {
			e = &Error{Code: CodeCancelled, Message: "cancelled; nothing was recorded", err: perr}
		}
		return InstructResult{}, s.agentError(ctx, ss, "checking", step.Instruction, e)
	}
	res := &agent.ActResult{Instruction: step.Instruction, Steps: steps, Results: results, Cache: agent.CacheOff,
		ResolvedBy: ResolvedByDemonstration, DurationMS: time.Since(start).Milliseconds()}
	s.recordSteps(ss, res, first, ag.ModelName())
	if n := len(steps); n > 0 {
		s.highlightAfter(ss, &steps[n-1])
	}
	return InstructResult{ActResult: res, Trajectory: draft}, nil
}

// LocatorEvaluation is what a locator a user typed finds on the live page.
type LocatorEvaluation struct {
	// Locator is the candidate read from the text; zero when Error is set.
	Locator trajectory.Locator `json:"locator"`
	// Error says why the text could not be read or run, in the user's
	// words; empty when it was.
	Error string `json:"error,omitempty"`
	// Matches counts the elements it finds; FingerprintMatches those of
	// them that are the recorded element.
	Matches            int `json:"matches"`
	FingerprintMatches int `json:"fingerprintMatches"`
	// Recorded says whether the recorded element is among the matches.
	Recorded bool `json:"recorded"`
	// Outcome says in words what replay would make of it, as
	// CheckCandidates does.
	Outcome string `json:"outcome"`
	// Boxes are where the first matches are, in viewport CSS pixels.
	Boxes []Box `json:"boxes"`
	// Found lists the first matches (as many as Boxes, at most) in the
	// order the locator finds them, numbered as on the mirror.
	Found []LocatorMatch `json:"found"`
}

// LocatorMatch is one element a typed locator finds.
type LocatorMatch struct {
	// Description says what it is, e.g. `textbox "Email"`.
	Description string `json:"description"`
	// Recorded is true when it is the step's recorded element.
	Recorded bool `json:"recorded"`
}

// describeFingerprint names an element from its fingerprint the way
// generated instructions do: role (or tag) and name (or text).
func describeFingerprint(fp trajectory.Fingerprint) string {
	kind := fp.Role
	if kind == "" || kind == "generic" || kind == "text" {
		kind = fp.Tag
	}
	name := strings.Join(strings.Fields(fp.Name), " ")
	if name == "" {
		name = strings.Join(strings.Fields(fp.Text), " ")
	}
	if name == "" {
		return kind
	}
	if r := []rune(name); len(r) > 60 {
		name = string(r[:57]) + "…"
	}
	return fmt.Sprintf("%s %q", kind, name)
}

// maxBoxes bounds how many matches of a typed locator are outlined.
const maxBoxes = 20

// EvaluateLocator reads text as a locator (Playwright locator syntax,
// CSS or XPath: snapshot.ParseLocator), counts what it finds on the
// session's page in target's frames, says whether the recorded element
// (target's fingerprint) is among the matches, and outlines the matches
// on the mirror (mirror:candidates). Nothing is changed.
func (s *Studio) EvaluateLocator(sessionID string, target trajectory.Target, text string) (LocatorEvaluation, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return LocatorEvaluation{}, err
	}
	ev := LocatorEvaluation{Boxes: []Box{}, Found: []LocatorMatch{}}
	l, perr := snapshot.ParseLocator(text)
	if perr != nil {
		ev.Error = perr.Error()
		return ev, nil
	}
	ev.Locator = l
	probe := trajectory.Target{Candidates: []trajectory.Locator{l}, Frames: target.Frames, Fingerprint: target.Fingerprint}
	checks := checkCandidates(ss.page, &probe, nil, "", "")
	if len(checks) == 1 {
		c := checks[0]
		ev.Matches, ev.FingerprintMatches, ev.Outcome = c.Matches, c.FingerprintMatches, c.Outcome
		if strings.HasPrefix(c.Outcome, "error: ") {
			ev.Error = "the page cannot run this locator: " + strings.TrimPrefix(c.Outcome, "error: ")
		}
	}
	ev.Recorded = ev.FingerprintMatches > 0
	loc := snapshot.Resolve(ss.page, target.Frames, l)
	boxes := MirrorCandidates{SessionID: ss.id, Instruction: text, Candidates: []CandidateBox{}, TS: time.Now().UnixMilli()}
	for i := 0; ev.Error == "" && i < ev.Matches && i < maxBoxes; i++ {
		// Boxes are in the main frame's viewport, frames included.
		bb, err := loc.Nth(i).BoundingBox(playwright.LocatorBoundingBoxOptions{Timeout: playwright.Float(1000)})
		if err != nil || bb == nil {
			continue
		}
		b := Box{X: bb.X, Y: bb.Y, W: bb.Width, H: bb.Height}
		ev.Boxes = append(ev.Boxes, b)
		boxes.Candidates = append(boxes.Candidates, CandidateBox{Index: i, Label: fmt.Sprintf("%d", i+1), Box: &b})
	}
	if ev.Error == "" && ev.Matches > 0 {
		if _, fps, err := snapshot.FingerprintsOf(loc, maxBoxes); err == nil {
			for _, fp := range fps {
				ok, _ := snapshot.Compare(target.Fingerprint, fp)
				ev.Found = append(ev.Found, LocatorMatch{Description: describeFingerprint(fp), Recorded: ok})
			}
		}
	}
	s.emit.Emit(EvMirrorCandidates, boxes)
	return ev, nil
}
