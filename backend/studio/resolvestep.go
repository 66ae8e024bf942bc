package studio

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/heal"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ResolvedStep is an instruction read on a session's page (ResolveStep):
// the step it would record, nothing performed.
type ResolvedStep struct {
	// Step has the action, its arguments (placeholders kept) and the
	// element; no id.
	Step trajectory.Step `json:"step"`
	// Description says what the element is, e.g. `textbox "Email"`; empty
	// for a step on the page as a whole (press a key, open an address).
	Description string `json:"description,omitempty"`
	// ResolvedBy is "local" (the offline resolver) or the model's name.
	ResolvedBy string `json:"resolvedBy"`
}

// ResolveStep reads instruction on the session's page as it is now and
// returns the step it would record, without performing it: the editor
// gives a step inserted or retyped by hand its action, arguments and
// element this way. Any session will do (a recording's, or the page a run
// left); a run's session is given a resolver of its own on first use. The
// offline resolver goes first, then the model of Settings, if any.
func (s *Studio) ResolveStep(sessionID, instruction string) (ResolvedStep, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return ResolvedStep{}, err
	}
	instruction = strings.TrimSpace(instruction)
	if instruction == "" {
		return ResolvedStep{}, errorf(CodeBadRequest, "the step has no instruction to read: type what it should do, e.g. \"type {{user}} into Email\"")
	}
	// The session is busy before the agent is chosen, so that its model
	// is never changed under an instruction being read (resolvingAgent).
	ctx, end, err := s.begin(ss, "instruction", instruction)
	if err != nil {
		return ResolvedStep{}, err
	}
	defer end()
	ag, err := s.resolvingAgent(ss)
	if err != nil {
		return ResolvedStep{}, err
	}
	step, by, err := ag.ResolveStep(ctx, instruction)
	if err != nil {
		return ResolvedStep{}, s.resolveError(ctx, ss, instruction, err)
	}
	out := ResolvedStep{Step: *step, ResolvedBy: by}
	if step.Target != nil {
		out.Description = heal.Describe(&snapshot.Element{Target: *step.Target})
	}
	return out, nil
}

// resolvingAgent is the agent ResolveStep reads instructions with: a
// recording's own, or one made once for the session's page (a page has
// one recorder: it prepares the page's documents) with Settings' model.
// That one follows Settings: a model chosen (or a Base URL fixed) after
// "choose a model in Settings" is the one the next instruction is read
// with.
func (s *Studio) resolvingAgent(ss *session) (*agent.Agent, error) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.agent != nil {
		return ss.agent, nil
	}
	set, _ := s.GetSettings()
	with := resolvingWith(set)
	if ss.resolving != nil && ss.resolvingWith == with {
		return ss.resolving, nil
	}
	model, err := s.openModel(set.Model, set)
	if err != nil {
		return nil, err
	}
	if ss.resolving == nil {
		player := replay.NewPlayer(ss.page, replay.Options{StepTimeout: stepTimeout(set), Nav: s.opts.Nav})
		ss.resolving = agent.New(&trajectory.Trajectory{Version: trajectory.FormatVersion}, player, map[string]string{},
			agent.Options{Model: model, ResolverOff: set.ResolverOff})
	} else {
		ss.resolving.UseModel(model, set.ResolverOff)
	}
	ss.resolvingWith = with
	return ss.resolving, nil
}

// resolvingWith is what of set the resolving agent's model depends on.
func resolvingWith(set Settings) string {
	return fmt.Sprintf("%s\x00%s\x00%t", set.Model, set.BaseURL, set.ResolverOff)
}

// resolveError words ResolveStep's failures for the editor.
func (s *Studio) resolveError(ctx context.Context, ss *session, instruction string, err error) *Error {
	ss.mu.Lock()
	secrets := ss.secrets()
	ss.mu.Unlock()
	e := AsError(err)
	switch {
	case ctx.Err() != nil:
		e = &Error{Code: CodeCancelled, Message: fmt.Sprintf("reading %q was cancelled; the step is unchanged", instruction), err: err}
	case errors.Is(err, recorder.ErrSeveralSteps):
		e = &Error{Code: CodeBadRequest, Message: err.Error(), err: err}
	case errors.Is(err, agent.ErrNoModel), recorder.IsNeedsModel(err):
		e = &Error{Code: CodeNeedsModel, Message: fmt.Sprintf("%s — choose a model in Settings → Default model, or set the action and pick the element yourself", e.Message), err: err}
	case e.Code == CodeInternal:
		e = &Error{Code: CodeBrowser, Message: fmt.Sprintf("reading %q on the page failed: %s; the step is unchanged", instruction, e.Message), err: err}
	}
	return maskError(e, secrets)
}
