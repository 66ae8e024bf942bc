package agent

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/resolver"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Observation is an element an instruction refers to and the action that
// would carry the instruction out on it. Nothing has been performed.
type Observation struct {
	// Description says what the element is, e.g. `button "Add to cart"`.
	Description string `json:"description"`
	// ElementID is the element's id in the snapshot observed.
	ElementID string `json:"elementId"`
	// Step is the step that would perform the action, with the element's
	// locator candidates and fingerprint; it can be appended to a
	// trajectory or passed to a replay as it is.
	Step trajectory.Step `json:"step"`
}

// ObserveResult is what an observe found and what it cost.
type ObserveResult struct {
	Observations []Observation `json:"observations"`
	ModelCalls   int           `json:"modelCalls"`
	Usage        llm.Usage     `json:"usage"`
}

// Observe lists the elements the instruction refers to, best first,
// without acting. An instruction the offline resolver understands yields
// its one element with no model call; otherwise the model is asked.
func (a *Agent) Observe(ctx context.Context, instruction string) (*ObserveResult, error) {
	calls0, usage0 := a.counts()
	out := &ObserveResult{}
	done := func(err error) (*ObserveResult, error) {
		calls, usage := a.counts()
		out.ModelCalls, out.Usage = calls-calls0, usage.Sub(usage0)
		return out, err
	}
	snap, err := snapshot.Take(ctx, a.rec.Player().Page(), snapshot.Options{})
	if err != nil {
		return done(fmt.Errorf("taking snapshot: %w", err))
	}
	in, err := resolver.Resolve(instruction, snap)
	if phrase, ok := elementPhrase(instruction); err != nil && ok {
		// "the Sign in button", "find the search box": an element named,
		// not an action; the offline resolver finds it as it would for a
		// click, and the observation suggests one.
		if named, nerr := resolver.Resolve("click "+phrase, snap); nerr == nil && named.Element != nil {
			in, err = named, nil
		}
	}
	if err == nil && in.Element != nil {
		out.Observations = append(out.Observations, observation(instruction, in.Action, in.Value, in.Element, ""))
		return done(nil)
	} else if a.model == nil {
		if err == nil {
			err = &resolver.NeedsModelError{Instruction: instruction, Reason: "it names no element"}
		}
		return done(fmt.Errorf("observing %q: %w", instruction, err))
	}
	q := recorder.Query{Instruction: instruction, Snapshot: snap, Variables: a.rec.VarNames(), Secrets: a.secrets()}
	text, sent := pagePrompt(q, cmpOrInt(a.opts.PageTokens, DefaultPageTokens))
	req := llm.Request{
		System:   observeSystem,
		Messages: []llm.Message{llm.UserText(text)},
		Schema:   &llm.Schema{Name: "observe", Schema: observeSchema, Strict: true},
	}
	var ans observeAnswer
	if err := a.res.generate(ctx, req, &ans); err != nil {
		return done(withModel(fmt.Sprintf("observing %q", instruction), a.model, err))
	}
	var rejected []string
	for _, c := range ans.Candidates {
		in, err := intentFor(actAnswer{Action: c.Action, Element: c.Element, Value: c.Value}, sent, instruction)
		if err != nil || in.Element == nil {
			rejected = append(rejected, c.Element)
			continue
		}
		out.Observations = append(out.Observations, observation(instruction, in.Action, in.Value, in.Element, c.Description))
	}
	if len(out.Observations) == 0 {
		return done(fmt.Errorf("observing %q with %s: %w", instruction, a.model.Name(),
			&AnswerError{Answer: strings.Join(rejected, ", "), Reason: "no candidate names an element of the page"}))
	}
	return done(nil)
}

// lookFor is what people put before the element they want observed.
var lookFor = regexp.MustCompile(`(?i)^(?:find|locate|look for|show me|where is|get)\s+`)

// namesElement is a phrase that names an element: "the Sign in button",
// "a search box".
var namesElement = regexp.MustCompile(`(?i)^(?:the|a|an)\s+\S|\s(?:button|link|field|box|checkbox|radio|tab|menu|input|dropdown|drop-down|toggle|switch)$`)

// elementPhrase returns the element an observe instruction names when it
// names one rather than saying what to do ("find the Sign in button").
func elementPhrase(instruction string) (string, bool) {
	p := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(instruction), ".?"))
	p = lookFor.ReplaceAllString(p, "")
	return p, namesElement.MatchString(p)
}

// observation builds an Observation for an element.
func observation(instruction string, act trajectory.Action, value string, el *snapshot.Element, desc string) Observation {
	t := el.Target
	if desc == "" {
		desc = fmt.Sprintf("%s %q", el.Role, el.Name)
	}
	return Observation{Description: desc, ElementID: el.ID,
		Step: trajectory.Step{Instruction: instruction, Action: act, Value: value, Target: &t}}
}

// secrets returns this session's secret values, for masking prompts.
func (a *Agent) secrets() []string {
	t := a.rec.Trajectory()
	return t.SecretValues(t.Values(a.rec.Values()))
}

// ResolveStep returns the step instruction would record on the page as it
// is now, without performing it (recorder.Recorder.Resolve), and who read
// it: "local" (the offline resolver) or the model's name.
func (a *Agent) ResolveStep(ctx context.Context, instruction string) (*trajectory.Step, string, error) {
	calls0, _ := a.counts()
	s, err := a.rec.Resolve(ctx, instruction)
	by := "local"
	if calls, _ := a.counts(); calls > calls0 {
		by = a.model.Name()
	}
	return s, by, err
}
