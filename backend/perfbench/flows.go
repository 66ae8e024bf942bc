package perfbench

import (
	"context"
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// demoFlow is a demo flow as instructions the offline resolver records.
type demoFlow struct {
	name, page string
	vars       []trajectory.Variable
	values     map[string]string
	instrs     []string
	target     float64
}

// demoFlows are the four demo flows (testdata/trajectories) and a flow on
// the 5,000-element page.
var demoFlows = []demoFlow{
	{name: "login", page: "/login.html",
		vars:   []trajectory.Variable{{Name: "user", Default: "ann@example.com"}, {Name: "password", Secret: true}},
		values: map[string]string{"password": "secret123"},
		instrs: []string{"type {{user}} into Email", "type {{password}} into Password", "check Remember me", "click Sign in",
			"verify the url contains /dashboard", "verify Sign out is visible", `verify "You are signed in to the Demo Store." is visible`,
			"hover Continue shopping"}},
	{name: "checkout", page: "/shop.html", vars: []trajectory.Variable{{Name: "name", Default: "Ann Lee"}},
		instrs: []string{"click Add Wool Scarf to cart", "click Add to cart for Silk Scarf", "click Cart", "click Checkout",
			"type {{name}} into Full name", "type 1 Main Street into Address", "type Paris into City", "select France from Country",
			"check Express", "check PayPal", "check I accept the terms", "click Place order", `verify "Thank you for your order" is visible`}},
	{name: "iframe", page: "/iframe.html",
		instrs: []string{"type ann@example.com into Email address", "click Subscribe", "type Ann into Name", "type ann@example.com into Email",
			"select Returns and exchanges from Topic", "type Where is my parcel? into Message", "click Send message", "wait for Message sent"}},
	{name: "shadow", page: "/shadow.html",
		instrs: []string{"click 4 stars", "type SAVE10 into Promo code", "click Apply", `verify "Code applied: SAVE10" is visible`}},
	{name: "large (5,000)", page: "/large.html", target: TargetReplayLarge,
		instrs: []string{"type Chen into Filter users", "check Select all users", "click Export CSV", "type Keira into Filter users"}},
}

// DemoFlows records the demo flows on the demo site at base with the
// offline resolver, as a user would with `reprise record`.
func DemoFlows(ctx context.Context, b *browser.Browser, base string) ([]Flow, error) {
	var out []Flow
	for _, d := range demoFlows {
		t := &trajectory.Trajectory{ID: "bench-" + strings.Fields(d.name)[0], Name: d.name, StartURL: base + d.page, Variables: d.vars}
		if err := record(ctx, b, t, d.values, d.instrs); err != nil {
			return nil, fmt.Errorf("recording the demo flow %s: %w", d.name, err)
		}
		target := d.target
		if target == 0 {
			target = TargetReplay
		}
		out = append(out, Flow{Name: d.name, Trajectory: t, Values: d.values, Target: target})
	}
	return out, nil
}

// record records instrs into t on a fresh session.
func record(ctx context.Context, b *browser.Browser, t *trajectory.Trajectory, values map[string]string, instrs []string) error {
	s, err := b.NewSession(ctx)
	if err != nil {
		return err
	}
	defer s.Close()
	rec := recorder.New(t, replay.NewPlayer(s.Page, replay.Options{}), nil, t.Values(values))
	if err := rec.Start(ctx); err != nil {
		return err
	}
	for _, in := range instrs {
		if _, _, err := rec.Do(ctx, in); err != nil {
			return fmt.Errorf("%q: %w", in, err)
		}
	}
	return nil
}
