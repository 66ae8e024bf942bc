package importer

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// askuiBlock is one assistant tool_use block of an AskUI cached trajectory.
type askuiBlock struct {
	Type                 string          `json:"type"`
	ID                   string          `json:"id"`
	Name                 string          `json:"name"`
	Input                json.RawMessage `json:"input"`
	CacheControl         json.RawMessage `json:"cache_control"`
	VisualRepresentation *string         `json:"visual_representation"`
}

// askuiFile is an AskUI CacheFile (format 0.2 in vision-agent v0.34, 0.3 in
// python-sdk); the legacy format (≤ v0.24, read as "0.0") is a bare array
// of blocks.
type askuiFile struct {
	Metadata struct {
		Version            string          `json:"version"`
		CreatedAt          string          `json:"created_at"`
		Goal               string          `json:"goal"`
		LastExecutedAt     json.RawMessage `json:"last_executed_at"`
		TokenUsage         json.RawMessage `json:"token_usage"`
		ExecutionAttempts  json.RawMessage `json:"execution_attempts"`
		Failures           json.RawMessage `json:"failures"`
		IsValid            *bool           `json:"is_valid"`
		InvalidationReason *string         `json:"invalidation_reason"`
		VisualValidation   json.RawMessage `json:"visual_validation"`
	} `json:"metadata"`
	Trajectory      []askuiBlock      `json:"trajectory"`
	CacheParameters map[string]string `json:"cache_parameters"`
}

// AskUI's {{name}} parameters are Reprise's placeholder syntax already.

func importAskUI(data []byte) (*Result, error) {
	var f askuiFile
	trimmed := strings.TrimSpace(string(data))
	if strings.HasPrefix(trimmed, "[") {
		if err := decode(data, &f.Trajectory); err != nil {
			return nil, err
		}
		f.Metadata.Version = "0.0"
	} else if err := decode(data, &f); err != nil {
		return nil, err
	}
	switch f.Metadata.Version {
	case "0.0", "0.1", "0.2", "0.3":
	default:
		return nil, fmt.Errorf("%w: field metadata.version: AskUI cache version %q is not supported (this Reprise reads the legacy array, 0.2 and 0.3)", ErrCorrupt, f.Metadata.Version)
	}
	b := newBuilder(strings.TrimSpace(f.Metadata.Goal), "")
	if b.t.Name == "" {
		b.t.Name = "AskUI cached trajectory"
	}
	names := make([]string, 0, len(f.CacheParameters))
	for k := range f.CacheParameters {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if !validVar.MatchString(k) {
			b.note(0, "cache_parameters", "parameter %q is not a valid Reprise variable name: dropped", k)
			continue
		}
		b.t.Variables = append(b.t.Variables, trajectory.Variable{Name: k, Description: f.CacheParameters[k]})
	}
	if f.Metadata.IsValid != nil && !*f.Metadata.IsValid {
		reason := "no reason given"
		if f.Metadata.InvalidationReason != nil {
			reason = *f.Metadata.InvalidationReason
		}
		b.note(0, "metadata.is_valid", "AskUI marked this cache invalid (%s)", reason)
	}
	if len(f.Metadata.Failures) > 0 && string(f.Metadata.Failures) != "[]" && string(f.Metadata.Failures) != "null" {
		b.note(0, "metadata.failures", "execution statistics and failures are not kept")
	}
	for i, blk := range f.Trajectory {
		if askuiStep(b, i+1, blk) {
			b.actions++
		}
	}
	return b.result(), nil
}

// askuiInput is the union of the inputs AskUI's tools take (Anthropic's
// computer tool and AskUI's own mouse, keyboard and browser tools).
type askuiInput struct {
	Action     string          `json:"action"`
	Text       *string         `json:"text"`
	Key        *string         `json:"key"`
	Keys       json.RawMessage `json:"keys"`
	URL        *string         `json:"url"`
	Coordinate json.RawMessage `json:"coordinate"`
	X          json.RawMessage `json:"x"`
	Y          json.RawMessage `json:"y"`
	X1         json.RawMessage `json:"x1"`
}

// askuiStep maps one block; acts reports whether the block is an action
// on the page (kept or not), rather than a screenshot, a check or a note.
func askuiStep(b *builder, n int, blk askuiBlock) (acts bool) {
	if blk.Type != "tool_use" {
		b.note(n, "type", "block of type %q is not a tool call: dropped", blk.Type)
		return false
	}
	acts = true
	name := strings.ToLower(blk.Name)
	var in askuiInput
	if len(blk.Input) > 0 && string(blk.Input) != "null" {
		if err := json.Unmarshal(blk.Input, &in); err != nil {
			b.note(n, "input", "tool %q has an input Reprise cannot read: dropped", blk.Name)
			return
		}
	}
	act := strings.ToLower(in.Action)
	hasPoint := len(in.Coordinate) > 0 || len(in.X) > 0 || len(in.Y) > 0 || len(in.X1) > 0
	switch {
	case strings.Contains(name, "retrieve") || strings.Contains(name, "switch_speaker") || strings.Contains(name, "verify") ||
		strings.Contains(name, "print") || strings.Contains(name, "inspect") || strings.Contains(name, "execute_cached") ||
		act == "screenshot" || strings.Contains(name, "screenshot") || act == "cursor_position":
		b.note(n, "name", "tool %q does not act on the page: dropped", blk.Name)
		acts = false
	case in.URL != nil && *in.URL != "" && (strings.Contains(name, "goto") || strings.Contains(name, "navigate") ||
		strings.Contains(name, "url") || strings.Contains(name, "browser") || act == "goto" || act == "navigate"):
		b.add(n, trajectory.Step{Instruction: "go to " + *in.URL, Action: trajectory.ActionGoto, URL: *in.URL})
	case act == "key" || strings.Contains(name, "key") && !strings.Contains(name, "type"):
		key := ""
		switch {
		case in.Text != nil:
			key = *in.Text
		case in.Key != nil:
			key = *in.Key
		default:
			var keys []string
			if json.Unmarshal(in.Keys, &keys) == nil {
				key = strings.Join(keys, "+")
			}
		}
		if strings.TrimSpace(key) == "" {
			b.note(n, "input", "key press without a key: dropped")
			return
		}
		k := playwrightKey(key)
		b.add(n, trajectory.Step{Instruction: "press " + k, Action: trajectory.ActionPress, Key: k})
	case act == "type" || strings.Contains(name, "type"):
		b.note(n, "input", "typed text has no element to type into (AskUI types wherever the focus is): dropped — record it as \"type … into FIELD\"")
	case hasPoint || strings.Contains(name, "mouse") || strings.Contains(name, "click") || strings.HasSuffix(act, "click") ||
		act == "mouse_move" || act == "left_click_drag" || act == "scroll":
		what := blk.Name
		if act != "" {
			what += " " + act
		}
		b.note(n, "input", "%s acts on screen coordinates, not on an element: dropped — re-record it as an instruction", what)
	default:
		b.note(n, "name", "tool %q is not replayed: dropped", blk.Name)
	}
	if blk.VisualRepresentation != nil && *blk.VisualRepresentation != "" {
		b.note(n, "visual_representation", "the perceptual hash of the target region is not kept")
	}
	return acts
}
