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
	o.last = req.System + "\n" + prompt
	o.mu.Unlock()
	b, _ := json.Marshal(agenttest.ActAnswer(prompt))
	return &llm.Response{JSON: b, Text: string(b)}, nil
}

func (o *oracle) prompt() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.last
}

// actFigures measures, per act case, the first act on a freshly loaded
// page and the same act again, and counts the first act's prompt tokens.
// The resolver is off, so every act goes to the model.
func actFigures(ctx context.Context, b *browser.Browser, site string, runs int, rep *Report) error {
	codec, err := tokenizer.Get(tokenizer.O200kBase)
	if err != nil {
		return fmt.Errorf("loading the o200k tokenizer: %w", err)
	}
	for _, c := range actCases {
		var first, later []time.Duration
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
			var d1, d2 time.Duration
			var res *agent.ActResult
			if err == nil {
				t0 := time.Now()
				res, err = a.Act(ctx, c.instr)
				d1 = time.Since(t0)
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
				d2 = time.Since(t0)
			}
			_ = s.Close()
			if err != nil {
				return fmt.Errorf("act %q on %s: %w", c.instr, c.page, err)
			}
			if i > 0 { // the first round warms the browser's caches
				first, later = append(first, d1), append(later, d2)
			}
		}
		rep.Tokens = append(rep.Tokens, tok)
		if c.firstAct {
			f := FirstActFigure{Page: strings.TrimPrefix(c.page, "/"), Instruction: c.instr, FirstMS: median(first), LaterMS: median(later)}
			f.Ratio = f.FirstMS / f.LaterMS
			rep.FirstActs = append(rep.FirstActs, f)
		}
	}
	return nil
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
