package editor

import (
	"encoding/json"
	"fmt"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// EditJSON is Run on JSON, the WebAssembly build's entry point
// (backend/studio/editor/wasm), kept here so it is tested natively: a
// trajectory, a list of edits and Options ("" for none) in; out the
// EditResult, or {"error": message} with the message the studio gives
// (as a bad_request error).
func EditJSON(trajectoryJSON, editsJSON, optionsJSON string) string {
	var t *trajectory.Trajectory
	var edits []Edit
	var opts Options
	if err := decode("trajectory", trajectoryJSON, &t); err != nil {
		return failed(err)
	}
	if err := decode("edits", editsJSON, &edits); err != nil {
		return failed(err)
	}
	if optionsJSON != "" {
		if err := decode("options", optionsJSON, &opts); err != nil {
			return failed(err)
		}
	}
	r, err := Run(t, edits, opts)
	if err != nil {
		return failed(err)
	}
	return encode(r)
}

// ValidateJSON is Validate on JSON: a trajectory in; out
// {"problems": [...]} (a list, empty when it is valid) or {"error": message}.
func ValidateJSON(trajectoryJSON string) string {
	var t *trajectory.Trajectory
	if err := decode("trajectory", trajectoryJSON, &t); err != nil {
		return failed(err)
	}
	if t == nil {
		return failed(fmt.Errorf("no trajectory to validate"))
	}
	return encode(struct {
		Problems []Problem `json:"problems"`
	}{Validate(t)})
}

// ActionsJSON is Actions as JSON: a list of ActionInfo.
func ActionsJSON() string {
	return encode(Actions())
}

func decode(what, s string, v any) error {
	if err := json.Unmarshal([]byte(s), v); err != nil {
		return fmt.Errorf("reading the %s: %v", what, err)
	}
	return nil
}

func encode(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return failed(err)
	}
	return string(b)
}

func failed(err error) string {
	b, _ := json.Marshal(struct {
		Error string `json:"error"`
	}{err.Error()})
	return string(b)
}
