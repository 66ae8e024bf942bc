package snapshot

import (
	"strings"
	"testing"
)

func TestEstimateTokens(t *testing.T) {
	cases := []struct {
		in   string
		want int
	}{
		{"", 0},
		{"Sign in", 2},
		{`[e12] button "Sign in"`, 1 + 1 + 1 + 1 + 2 + 1 + 1 + 1 + 1}, // [ e 12 ] button " Sign in "
		{"12345", 2},
		{"internationalization", 5},
	}
	for _, c := range cases {
		if got := EstimateTokens(c.in); got != c.want {
			t.Errorf("EstimateTokens(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}

func TestNarrowKeepsTheTargetRowWithinBudget(t *testing.T) {
	page := open(t, demo.URL()+"/large.html")
	snap := take(t, page, Options{})
	full := EstimateTokens(snap.Text())
	edits := find(snap, "button", "Edit")
	target := edits[250]
	who := target.Target.Fingerprint.Context
	if who == "" {
		t.Fatal("Edit buttons carry no context to tell rows apart")
	}
	const budget = 8000
	for _, instr := range []string{"click Edit for " + who, "edit the user " + who} {
		n := snap.Narrow(instr, budget)
		text := n.Text()
		got := EstimateTokens(text)
		t.Logf("%q: %d → %d estimated tokens (%d → %d bytes), %d elements", instr, full, got, len(snap.Text()), len(text), len(n.Elements))
		if got > budget {
			t.Errorf("narrowed text is %d tokens, budget %d", got, budget)
		}
		if !strings.Contains(text, "["+target.ID+"] button \"Edit\"") {
			t.Errorf("narrowed text lost the target [%s]:\n%s", target.ID, text[:min(len(text), 3000)])
		}
		if !strings.Contains(text, who) {
			t.Errorf("narrowed text lost the row name %q", who)
		}
		if _, ok := n.ByID(target.ID); !ok {
			t.Errorf("narrowed snapshot lost element %s", target.ID)
		}
	}
	if full <= budget {
		t.Errorf("the large page should exceed the budget before narrowing: %d tokens", full)
	}
}

func TestNarrowLeavesSmallPagesWhole(t *testing.T) {
	page := open(t, demo.URL()+"/login.html")
	snap := take(t, page, Options{})
	if n := snap.Narrow("click Sign in", 600); n != snap {
		t.Errorf("login page (%d tokens) was narrowed", EstimateTokens(snap.Text()))
	}
}

func TestNarrowKeepsEveryMatchingProductCard(t *testing.T) {
	page := open(t, demo.URL()+"/shop.html")
	snap := take(t, page, Options{})
	n := snap.Narrow("add the cheapest scarf to the cart", 400)
	text := n.Text()
	t.Logf("shop: %d → %d estimated tokens", EstimateTokens(snap.Text()), EstimateTokens(text))
	if EstimateTokens(text) > 400 {
		t.Errorf("over budget: %d", EstimateTokens(text))
	}
	for _, p := range []string{"Wool Scarf", "Silk Scarf", "Cotton Scarf", "Cashmere Scarf", "$15.00", "$89.00"} {
		if !strings.Contains(text, p) {
			t.Errorf("narrowed shop lost %q:\n%s", p, text)
		}
	}
}
