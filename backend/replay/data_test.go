package replay_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestExtractStepsReadTheLivePage: an extract step bound to elements
// returns today's values, not the recorded ones, with no model.
func TestExtractStepsReadTheLivePage(t *testing.T) {
	s := browsertest.NewPage(t)
	ctx := context.Background()
	if err := s.Page.SetContent(`<main><h1>Order</h1><p id="total">Total: $15.00</p><p id="items">2 items</p><button>Pay</button></main>`); err != nil {
		t.Fatal(err)
	}
	snap, err := snapshot.Take(ctx, s.Page, snapshot.Options{})
	if err != nil {
		t.Fatal(err)
	}
	target := func(text string) trajectory.Target {
		for _, e := range snap.Elements {
			if e.Name == text && len(e.Target.Candidates) > 0 {
				return e.Target
			}
		}
		t.Fatalf("no element %q in %d elements (%s)\n%s", text, len(snap.Elements), snap.URL, snap.Text())
		return trajectory.Target{}
	}
	tr := &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: "x", Steps: []trajectory.Step{{
		ID: "s1", Action: trajectory.ActionExtract, Extract: &trajectory.Extract{
			Instruction: "the total and the item count",
			Shape:       json.RawMessage(`{"total":"$15.00","count":2,"currency":"USD"}`),
			Fields: []trajectory.ExtractField{
				{Path: "/total", Target: target("Total: $15.00"), Pattern: `^Total: (.+)$`, Type: "string"},
				{Path: "/count", Target: target("2 items"), Pattern: `^([0-9]+) items$`, Type: "integer"},
			}},
	}}}
	// The order changed since recording.
	if _, err := s.Page.Evaluate(`() => { total.textContent = "Total: $42.50"; items.textContent = "5 items"; }`); err != nil {
		t.Fatal(err)
	}
	res := replay.NewPlayer(s.Page, replay.Options{}).Step(ctx, tr, 0, nil)
	if res.Status != trajectory.StatusPassed {
		t.Fatalf("extract failed: %s", res.Error)
	}
	if got := string(res.Output); got != `{"count":5,"currency":"USD","total":"$42.50"}` {
		t.Errorf("output %s, want the live values", got)
	}

	t.Run("unbound extract needs a model", func(t *testing.T) {
		tr := &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: "y", Steps: []trajectory.Step{{
			ID: "s1", Action: trajectory.ActionExtract, Extract: &trajectory.Extract{Instruction: "a summary of the order"}}}}
		res := replay.NewPlayer(s.Page, replay.Options{}).Step(ctx, tr, 0, nil)
		if res.Status != trajectory.StatusFailed || !strings.Contains(res.Error, "a model must answer it again") {
			t.Errorf("status %s, error %q", res.Status, res.Error)
		}
	})
}

func TestToolSteps(t *testing.T) {
	s := browsertest.NewPage(t)
	ctx := context.Background()
	var got string
	tools := map[string]replay.ToolFunc{"lookupOrder": func(_ context.Context, args json.RawMessage) (string, error) {
		got = string(args)
		return "shipped", nil
	}}
	step := func(replayable bool, name string) *trajectory.Trajectory {
		return &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: "t", Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionTool,
			Tool: &trajectory.ToolCall{Name: name, Args: json.RawMessage(`{"order":"{{order}}"}`), Replayable: replayable}}}}
	}
	p := replay.NewPlayer(s.Page, replay.Options{Tools: tools})
	res := p.Step(ctx, step(true, "lookupOrder"), 0, map[string]string{"order": "A-17"})
	if res.Status != trajectory.StatusPassed || string(res.Output) != `"shipped"` || got != `{"order":"A-17"}` {
		t.Fatalf("replayable tool: %s %s %s, called with %s", res.Status, res.Error, res.Output, got)
	}
	for _, c := range []struct {
		name       string
		replayable bool
		tool       string
		want       string
	}{
		{"not replayable", false, "lookupOrder", "marked not replayable"},
		{"missing tool", true, "refund", `tool "refund" is not available`},
	} {
		res := p.Step(ctx, step(c.replayable, c.tool), 0, map[string]string{"order": "A-17"})
		if res.Status != trajectory.StatusFailed || !strings.Contains(res.Error, c.want) {
			t.Errorf("%s: %s %q", c.name, res.Status, res.Error)
		}
	}
}
