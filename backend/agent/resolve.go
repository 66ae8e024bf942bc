package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/reprise-qa/reprise/backend/heal"
	"github.com/reprise-qa/reprise/backend/heal/meaning"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/resolver"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// DefaultPageTokens is the budget of the page part of a prompt: on larger
// pages snapshot.Narrow keeps the elements the instruction names, their
// rows and cards, landmarks and headings within it. EstimateTokens errs
// high, so real tokenizers count less.
const DefaultPageTokens = 2400

// ModelResolver resolves instructions the offline resolver cannot: it asks
// a model to pick the element and the action from the page's snapshot. An
// instruction the offline resolver understands with confidence costs no
// model call. It implements recorder.Resolver.
type ModelResolver struct {
	// Model answers; nil means offline only (the "local" model).
	Model llm.Model
	// PageTokens is the budget of the page in the prompt; 0 means
	// DefaultPageTokens.
	PageTokens int
	// OnCall, when set, sees every request sent and its answer (or error),
	// e.g. to count tokens; it must not keep req.
	OnCall func(req llm.Request, resp *llm.Response, err error)
	// ResolverOff asks the model about every instruction, even those the
	// offline resolver understands.
	ResolverOff bool
}

var _ recorder.Resolver = (*ModelResolver)(nil)

// Resolve implements recorder.Resolver.
func (m *ModelResolver) Resolve(ctx context.Context, q recorder.Query) (*resolver.Intent, error) {
	if m.ResolverOff {
		if m.Model == nil {
			return nil, ErrResolverOffNeedsModel
		}
		return m.ask(ctx, q)
	}
	if q.Failure == "" {
		// With steps done, the offline resolver continues only what it
		// started (hover a row, then act on the control it reveals).
		in, err := resolver.ResolveAfter(q.Instruction, q.Snapshot, q.Done)
		if err == nil {
			return in, nil
		}
		if m.Model == nil || !errors.Is(err, resolver.ErrNeedsModel) {
			return nil, err
		}
	} else if m.Model == nil {
		return nil, &resolver.NeedsModelError{Instruction: q.Instruction, Reason: "the offline resolver cannot retry: " + q.Failure}
	}
	return m.ask(ctx, q)
}

// ask sends the act prompt and turns the answer into an intent. An answer
// that is not the JSON asked for, names no element of the page or an
// action the element cannot take is sent back once with the reason; a
// second bad answer is an *AnswerError.
func (m *ModelResolver) ask(ctx context.Context, q recorder.Query) (*resolver.Intent, error) {
	for attempt := 0; ; attempt++ {
		text, sent := pagePrompt(q, cmpOrInt(m.PageTokens, DefaultPageTokens))
		req := llm.Request{
			System:   actSystem,
			Messages: []llm.Message{llm.UserText(text)},
			Schema:   &llm.Schema{Name: "act", Schema: actSchema, Strict: true},
		}
		var a actAnswer
		err := m.generate(ctx, req, &a)
		var in *resolver.Intent
		if err == nil {
			in, err = intentFor(a, sent, q.Instruction)
		}
		var bad *AnswerError
		if errors.As(err, &bad) && attempt == 0 && ctx.Err() == nil {
			q.Failure = "your answer " + bad.Answer + " was rejected: " + bad.Reason
			continue
		}
		if err != nil {
			return nil, withModel(fmt.Sprintf("resolving %q", q.Instruction), m.Model, err)
		}
		return in, nil
	}
}

// generate calls the model and decodes its structured answer into v.
func (m *ModelResolver) generate(ctx context.Context, req llm.Request, v any) error {
	resp, err := m.Model.Generate(ctx, req)
	if m.OnCall != nil {
		m.OnCall(req, resp, err)
	}
	if err != nil {
		return err
	}
	raw := resp.JSON
	if len(raw) == 0 {
		raw = json.RawMessage(resp.Text)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return &AnswerError{Answer: string(raw), Reason: "not the JSON asked for: " + err.Error()}
	}
	return nil
}

// intentFor checks a model's answer against the snapshot it was shown and
// builds the intent.
func intentFor(a actAnswer, sent *snapshot.Snapshot, instruction string) (*resolver.Intent, error) {
	act := trajectory.Action(a.Action)
	bad := func(reason string) error {
		b, _ := json.Marshal(a)
		return &AnswerError{Answer: string(b), Reason: reason}
	}
	if a.Action == "none" {
		return nil, &NotPossibleError{Instruction: instruction, Reason: a.Reason}
	}
	if !act.Known() {
		return nil, bad(fmt.Sprintf("unknown action %q", a.Action))
	}
	in := &resolver.Intent{Action: act, More: a.More, Score: 100}
	switch act {
	case trajectory.ActionGoto:
		if a.Value == "" {
			return nil, bad("goto without a URL")
		}
		in.URL = a.Value
		return in, nil
	case trajectory.ActionBack:
		return in, nil
	case trajectory.ActionScroll:
		in.DeltaY = 600
		if strings.EqualFold(strings.TrimSpace(a.Value), "up") {
			in.DeltaY = -600
		} else if n, err := strconv.Atoi(strings.TrimSpace(a.Value)); err == nil && n != 0 {
			in.DeltaY = n
		}
	case trajectory.ActionPress:
		if a.Value == "" {
			return nil, bad("press without a key")
		}
		in.Key = a.Value
	case trajectory.ActionFill, trajectory.ActionType, trajectory.ActionSelect:
		in.Value = a.Value
	case trajectory.ActionClick:
		switch strings.ToLower(strings.TrimSpace(a.Value)) {
		case "right":
			in.Button = "right"
		case "double":
			in.ClickCount = 2
		}
	case trajectory.ActionAssertText:
		if a.Value == "" {
			return nil, bad("assert-text without the expected text")
		}
		in.Value, in.Match = a.Value, "contains"
	}
	if a.Element == "" {
		if act.NeedsTarget() {
			return nil, bad(fmt.Sprintf("%s needs an element", act))
		}
		return in, nil
	}
	el, ok := sent.ByID(strings.Trim(a.Element, "[] "))
	if !ok {
		return nil, bad(fmt.Sprintf("element %q is not on the page shown", a.Element))
	}
	if len(el.Target.Candidates) == 0 {
		return nil, bad(fmt.Sprintf("element %s (%s %q) cannot be acted on; pick an element inside it", el.ID, el.Role, el.Name))
	}
	if act == trajectory.ActionSelect && len(el.Options) == 0 {
		return nil, bad(fmt.Sprintf("element %s (%s %q) is not a <select>; click it to open it (more: true), then click the option", el.ID, el.Role, el.Name))
	}
	if why := pickRefusal(instruction, in.Value, el); why != "" {
		return nil, bad(why)
	}
	in.Element, in.Phrase = el, el.Name
	return in, nil
}

// quoted finds the phrases an instruction puts in quotes: the names of
// what it means ("the checkbox next to 'Walk the dog'") and the values it
// types.
var quoted = regexp.MustCompile(`"([^"]+)"|“([^”]+)”|‘([^’]+)’|(?:^|[\s(])'([^']+)'`)

// pickRefusal checks a model's pick against what the instruction names in
// quotes, with the meaning checks healing uses, so a model cannot make a
// recording act on the wrong element (the pick is sent back once with the
// reason, then the act fails):
//   - a control with no name of its own is known by the row, card or
//     group it sits in: one of the quoted names must be there ("the
//     checkbox next to 'Walk the dog'" is not the one near "Buy milk");
//   - a named control whose name means something else than every quoted
//     name ("Shipping address" for 'Billing address', "Delete" for
//     'Save') is refused; a name that only shares no word with a quote
//     (a dialog's title, a section) is not evidence either way.
//
// The value typed is not a name. With no quoted name it returns "".
func pickRefusal(instruction, value string, el *snapshot.Element) string {
	var names []string
	for _, m := range quoted.FindAllStringSubmatch(instruction, -1) {
		q := strings.TrimSpace(m[1] + m[2] + m[3] + m[4])
		if q == "" || trajectory.Fold(q) == trajectory.Fold(value) || strings.Contains(q, "{{") {
			continue
		}
		names = append(names, q)
	}
	if len(names) == 0 {
		return ""
	}
	fp := el.Target.Fingerprint
	around := trajectory.Fold(strings.Join([]string{el.Name, fp.Text, fp.Context, fp.Attrs["placeholder"], el.Value}, " \x00 "))
	for _, q := range names {
		if strings.Contains(around, trajectory.Fold(q)) {
			return ""
		}
	}
	if el.Name == "" {
		return fmt.Sprintf("element %s (%s) has no name of its own and is not near %s; pick the one that is", el.ID, heal.Describe(el), quoteList(names))
	}
	for _, q := range names {
		if _, _, veto := meaning.Compare(q, el.Name); !strings.HasPrefix(veto, "meaning changed") {
			return ""
		}
	}
	_, _, veto := meaning.Compare(names[0], el.Name)
	return fmt.Sprintf("element %s (%s %q) is not what the instruction names: %s", el.ID, el.Role, el.Name, veto)
}

// quoteList joins phrases as "a" or "b".
func quoteList(qs []string) string {
	out := make([]string, len(qs))
	for i, q := range qs {
		out[i] = strconv.Quote(q)
	}
	return strings.Join(out, " or ")
}

func cmpOrInt(a, b int) int {
	if a != 0 {
		return a
	}
	return b
}
