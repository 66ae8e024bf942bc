package perfbench

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/tiktoken-go/tokenizer"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// actCase is one act on a demo page that goes to the model.
type actCase struct {
	page, instr string
	// name is the accessible name of the element the act must act on, and
	// near a word of the row or card it must be in ("" for none).
	name, near string
	budget     int
	// firstAct marks the pages of the first-act figure.
	firstAct bool
}

// actCases are issue 19's pages: a login form, a 30-product shop, the
// 5,000-element page, a same-origin iframe form and a shadow-root widget.
var actCases = []actCase{
	{page: "/login.html", instr: `supply 'ann@example.com' to "Email"`, name: "Email", budget: 350, firstAct: true},
	{page: "/shop.html", instr: `use "Add to cart" after "Cotton Scarf"`, name: "Add to cart", near: "Cotton Scarf", budget: 1500, firstAct: true},
	{page: "/large.html", instr: `use "Edit" after "Keira Chen"`, name: "Edit", near: "Keira Chen", budget: 2500, firstAct: true},
	{page: "/iframe.html", instr: `supply 'Ann' to "Name"`, name: "Name"},
	{page: "/shadow.html", instr: `use "4 stars"`, name: "4 stars"},
}

// oracle is the model of the act figures: in process, answering at once
// from the prompt it received (agenttest.ActAnswer reads the element off
// the prompt's lines, so an element the prompt left out cannot be
// picked). It keeps the last prompt.
type oracle struct {
	mu   sync.Mutex
	last string
	// asked is when the last request arrived.
	asked time.Time
}

var _ llm.Model = (*oracle)(nil)

func (o *oracle) Name() string { return "bench/oracle" }

func (o *oracle) Generate(_ context.Context, req llm.Request) (*llm.Response, error) {
	var user []string
	for _, m := range req.Messages {
		for _, p := range m.Parts {
			user = append(user, p.Text)
		}
	}
	prompt := strings.Join(user, "\n")
	o.mu.Lock()
	o.last, o.asked = req.System+"\n"+prompt, time.Now()
	o.mu.Unlock()
	b, _ := json.Marshal(agenttest.ActAnswer(prompt))
	return &llm.Response{JSON: b, Text: string(b)}, nil
}

func (o *oracle) prompt() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.last
}

// since is how long after t0 the last request arrived.
func (o *oracle) since(t0 time.Time) time.Duration {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.asked.Sub(t0)
}

// actFigures measures, per act case, the first act on a freshly loaded
// page and the same act again, and counts the first act's prompt tokens.
// The resolver is off, so every act goes to the model. The first-act
// figure is the time from the act's start to the model's request (the
// snapshot and the prompt: what the act itself prepares), as issue 19
// measured it; the whole act, which also performs the action, is shown
// beside it with a plain playwright-go program (on plain) performing the
// same action first and again on a fresh page, because the page and Playwright also
// take longer the first time (focus, the page's own handlers, Playwright's
// injected script).
func actFigures(ctx context.Context, b, plain *browser.Browser, site string, runs int, rep *Report) error {
	codec, err := tokenizer.Get(tokenizer.O200kBase)
	if err != nil {
		return fmt.Errorf("loading the o200k tokenizer: %w", err)
	}
	for _, c := range actCases {
		var first, later, wholeFirst, wholeLater, plainFirst, plainLater []time.Duration
		var tok TokenFigure
		for i := 0; i <= runs; i++ {
			m := &oracle{}
			s, err := b.NewSession(ctx)
			if err != nil {
				return err
			}
			tr := &trajectory.Trajectory{ID: "bench-act", StartURL: site + c.page}
			a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, agent.Options{Model: m, ResolverOff: true})
			err = a.Recorder().Start(ctx)
			var d1, d2, w1, w2 time.Duration
			var res *agent.ActResult
			if err == nil {
				t0 := time.Now()
				res, err = a.Act(ctx, c.instr)
				w1, d1 = time.Since(t0), m.since(t0)
			}
			if err == nil && i == runs {
				ids, _, _ := codec.Encode(m.prompt())
				tok = TokenFigure{Page: strings.TrimPrefix(c.page, "/"), Instruction: c.instr, Tokens: len(ids), Budget: c.budget,
					RightElement: rightElement(res, c)}
			}
			if err == nil && c.firstAct {
				// The later act does the same work: the page scrolled back
				// to where the first act found it.
				_, _ = s.Page.Evaluate("window.scrollTo(0, 0)")
				t0 := time.Now()
				_, err = a.Act(ctx, c.instr)
				w2, d2 = time.Since(t0), m.since(t0)
			}
			_ = s.Close()
			var p1, p2 time.Duration
			if err == nil && c.firstAct {
				p1, p2, err = plainTwice(ctx, plain, site+c.page, res)
			}
			if err != nil {
				return fmt.Errorf("act %q on %s: %w", c.instr, c.page, err)
			}
			if i > 0 { // the first round warms the browser's caches
				first, later = append(first, d1), append(later, d2)
				wholeFirst, wholeLater = append(wholeFirst, w1), append(wholeLater, w2)
				plainFirst, plainLater = append(plainFirst, p1), append(plainLater, p2)
			}
		}
		rep.Tokens = append(rep.Tokens, tok)
		if c.firstAct {
			f := FirstActFigure{Page: strings.TrimPrefix(c.page, "/"), Instruction: c.instr, FirstMS: median(first), LaterMS: median(later),
				WholeFirstMS: median(wholeFirst), WholeLaterMS: median(wholeLater), PlainFirstMS: median(plainFirst), PlainLaterMS: median(plainLater)}
			f.Ratio = f.FirstMS / f.LaterMS
			rep.FirstActs = append(rep.FirstActs, f)
		}
	}
	return nil
}

// plainTwice opens url on a fresh page as the recorder does (through a
// player) and performs the step the act recorded twice with plain
// playwright-go on its first locator, timing each.
func plainTwice(ctx context.Context, b *browser.Browser, url string, res *agent.ActResult) (first, later time.Duration, err error) {
	if res == nil || len(res.Steps) != 1 {
		return 0, 0, fmt.Errorf("the act recorded %d steps, want 1", len(res.Steps))
	}
	s, err := b.NewSession(ctx)
	if err != nil {
		return 0, 0, err
	}
	defer s.Close()
	if err := replay.NewPlayer(s.Page, replay.Options{}).Open(url); err != nil {
		return 0, 0, err
	}
	step := res.Steps[0]
	t0 := time.Now()
	if err := plainStep(s.Page, &step, url); err != nil {
		return 0, 0, fmt.Errorf("the plain program: %w", err)
	}
	first = time.Since(t0)
	_, _ = s.Page.Evaluate("window.scrollTo(0, 0)")
	t0 = time.Now()
	if err := plainStep(s.Page, &step, url); err != nil {
		return 0, 0, fmt.Errorf("the plain program, again: %w", err)
	}
	return first, time.Since(t0), nil
}

// rightElement reports whether the act acted on the element c names.
func rightElement(res *agent.ActResult, c actCase) bool {
	if res == nil || len(res.Steps) != 1 || res.Steps[0].Target == nil {
		return false
	}
	fp := res.Steps[0].Target.Fingerprint
	if fp.Name != c.name {
		return false
	}
	if c.near == "" {
		return true
	}
	return strings.Contains(fp.Context+fp.Text, c.near)
}
