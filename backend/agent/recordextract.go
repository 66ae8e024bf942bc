package agent

import (
	"context"
	"encoding/json"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ExtractAndRecord is Extract that also appends an extract step to the
// trajectory, as a goal's extract tool does: its values are bound to the
// elements they were read from when reading them back gives the same
// JSON, and otherwise kept as a step that asks a model on replay. It
// returns the step appended (nil when the extract failed; nothing is
// appended then).
func (a *Agent) ExtractAndRecord(ctx context.Context, instruction string, schema json.RawMessage) (*ExtractResult, *trajectory.Step, error) {
	res, snap, err := a.extract(ctx, instruction, schema)
	if err != nil {
		return res, nil, err
	}
	n := len(a.Trajectory().Steps)
	a.recordExtract(ctx, instruction, schema, res.Data, snap)
	steps := a.Trajectory().Steps
	if len(steps) <= n {
		return res, nil, nil
	}
	st := steps[len(steps)-1].Clone()
	return res, &st, nil
}
