package agent

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/heal"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// healSystem tells the model how to answer a heal.
const healSystem = `A recorded browser test step no longer finds its element: the page changed. Find the element on the page now that is the same control, with the same purpose.
The page is listed one element per line: [id] role "name" and state; indentation shows nesting; elements of an iframe follow it, their ids prefixed by its (fN).
Answer with JSON: element (the id, or "" if the control is gone or only a control with a different purpose remains — never pick an element that does something else) and reason (a few words).
` + untrustedNote

// healSchema is the structured answer of a heal.
var healSchema = mustJSON(map[string]any{
	"type": "object",
	"properties": map[string]any{
		"element": map[string]any{"type": "string"},
		"reason":  map[string]any{"type": "string"},
	},
	"required":             []string{"element", "reason"},
	"additionalProperties": false,
})

// ModelHealer is replay's last healing tier (trajectory.TierModel): when
// neither the recorded candidates nor similarity scoring found a step's
// element, it asks a model with the step's instruction and the recorded
// element. The model's pick is then checked like any heal: an element
// whose role or meaning differs from the recorded one (heal.Compare's
// vetoes: "Delete" where "Save" was) is refused, so a model cannot make
// replay act on the wrong element. It implements replay.Healer.
type ModelHealer struct {
	// Model is asked; it must not be nil.
	Model llm.Model
	// PageTokens is the budget of the page in the prompt; 0 means
	// DefaultPageTokens.
	PageTokens int
	// OnCall sees every request and answer.
	OnCall func(req llm.Request, resp *llm.Response, err error)

	// asked remembers, per step, the last prompt and its outcome: replay
	// asks its healers again while a step's element stays missing, and
	// the model is asked again only when the page it would see changed.
	mu    sync.Mutex
	asked map[string]askedHeal
}

type askedHeal struct {
	prompt string
	patch  *trajectory.Patch
	err    error
}

var _ replay.Healer = (*ModelHealer)(nil)

// Healers are the healing tiers replay tries in order: similarity scoring
// with no model (backend/heal), then, when model is not nil, the model
// (ModelHealer) for what similarity could not decide. The model's pick
// passes the same meaning vetoes, so it never makes replay act on the
// wrong element. Callers turn the model tier on only when the user asked
// for it (reprise replay/run --heal-model, the studio's "Heal with the
// model" setting): it is never on by default.
func Healers(model llm.Model, onCall func(llm.Request, *llm.Response, error)) []replay.Healer {
	hs := []replay.Healer{heal.New(heal.Options{})}
	if model != nil {
		hs = append(hs, &ModelHealer{Model: model, OnCall: onCall})
	}
	return hs
}

// Heal implements replay.Healer. It only reads the page.
func (h *ModelHealer) Heal(ctx context.Context, page playwright.Page, step *trajectory.Step, _ *replay.LocateError) (*trajectory.Patch, error) {
	if step.Target == nil {
		return nil, &replay.NoHealError{Tier: trajectory.TierModel, Reason: "the step has no target"}
	}
	snap, err := snapshot.Take(ctx, page, snapshot.Options{})
	if err != nil {
		return nil, fmt.Errorf("taking snapshot: %w", err)
	}
	fp := step.Target.Fingerprint
	recorded := fmt.Sprintf("%s %q", cmpOr(fp.Role, fp.Tag), cmpOr(fp.Name, fp.Text))
	if fp.Context != "" {
		recorded += fmt.Sprintf(" near %q", fp.Context)
	}
	// Narrow by what the step says and what the element was called.
	focus := strings.TrimSpace(step.Instruction + " " + fp.Name + " " + fp.Context)
	q := recorder.Query{Instruction: focus, Snapshot: snap}
	page0, sent := pagePrompt(q, cmpOrInt(h.PageTokens, DefaultPageTokens))
	_, pageText, _ := strings.Cut(page0, "Page: ")
	text := fmt.Sprintf("Step: %s\nAction: %s\nRecorded element: %s\nPage: %s", cmpOr(step.Instruction, string(step.Action)), step.Action, recorded, pageText)
	memo := step.ID + "\x00" + step.Instruction
	h.mu.Lock()
	prev, seen := h.asked[memo]
	h.mu.Unlock()
	if seen && prev.prompt == text {
		return prev.patch, prev.err
	}
	patch, err := h.ask(ctx, step, text, snap, sent, recorded)
	var no *replay.NoHealError
	if err == nil || errors.As(err, &no) { // a provider error is worth asking again
		h.mu.Lock()
		if h.asked == nil {
			h.asked = map[string]askedHeal{}
		}
		h.asked[memo] = askedHeal{prompt: text, patch: patch, err: err}
		h.mu.Unlock()
	}
	return patch, err
}

// ask sends the heal prompt text and checks the model's pick.
func (h *ModelHealer) ask(ctx context.Context, step *trajectory.Step, text string, snap, sent *snapshot.Snapshot, recorded string) (*trajectory.Patch, error) {
	req := llm.Request{System: healSystem, Messages: []llm.Message{llm.UserText(text)},
		Schema: &llm.Schema{Name: "heal", Schema: healSchema, Strict: true}}
	var ans struct {
		Element string `json:"element"`
		Reason  string `json:"reason"`
	}
	r := &ModelResolver{Model: h.Model, OnCall: func(req llm.Request, resp *llm.Response, err error) {
		if resp != nil {
			replay.ModelCalled(ctx, h.Model.Name(), resp.Usage.PromptTokens, resp.Usage.CompletionTokens, resp.Usage.CostUSD)
		} else {
			replay.ModelCalled(ctx, h.Model.Name(), 0, 0, 0)
		}
		if h.OnCall != nil {
			h.OnCall(req, resp, err)
		}
	}}
	if err := r.generate(ctx, req, &ans); err != nil {
		return nil, withModel("asking the model to heal the step", h.Model, err)
	}
	ranked := heal.Rank(step.Target, snap.Elements)
	refuse := func(reason string) (*trajectory.Patch, error) {
		return nil, &replay.NoHealError{Tier: trajectory.TierModel, Reason: reason, Suggestions: heal.Suggestions(ranked, 5, 0.3)}
	}
	id := strings.Trim(ans.Element, "[] ")
	if id == "" {
		return refuse(fmt.Sprintf("%s found no element like %s: %s", h.Model.Name(), recorded, ans.Reason))
	}
	el, ok := sent.ByID(id)
	if !ok || len(el.Target.Candidates) == 0 {
		return refuse(fmt.Sprintf("%s answered %q, which is not an element that can be acted on", h.Model.Name(), ans.Element))
	}
	var pick *heal.Scored
	runnerUp := 0.0
	for i := range ranked {
		switch {
		case ranked[i].Element.ID == el.ID:
			pick = &ranked[i]
		case ranked[i].Veto == "" && ranked[i].Score > runnerUp:
			runnerUp = ranked[i].Score
		}
	}
	if pick == nil {
		return refuse(fmt.Sprintf("%s picked %s, which cannot be the recorded %s", h.Model.Name(), heal.Describe(el), recorded))
	}
	if pick.Veto != "" {
		return refuse(fmt.Sprintf("%s picked %s, refused: %s", h.Model.Name(), heal.Describe(el), pick.Veto))
	}
	return &trajectory.Patch{
		Tier:     trajectory.TierModel,
		Score:    pick.Score,
		RunnerUp: runnerUp,
		Old:      *step.Target,
		New:      el.Target,
		Reason:   fmt.Sprintf("%s picked %s for the recorded %s: %s", h.Model.Name(), heal.Describe(el), recorded, ans.Reason),
	}, nil
}
