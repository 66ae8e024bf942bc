package replay

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ToolFunc runs a custom agent tool with its arguments (placeholders
// expanded) and returns its result text.
type ToolFunc func(ctx context.Context, args json.RawMessage) (string, error)

// Extractor answers an extract step that needs a model: its values are
// not the text of single elements. It returns JSON matching e.Schema.
type Extractor interface {
	Extract(ctx context.Context, page playwright.Page, e *trajectory.Extract) (json.RawMessage, error)
}

// UnreplayableError says a step cannot run without the live agent: a tool
// that is not replayable or not available, or an extract that needs a
// model when none is configured. An agent replay hands over from here.
type UnreplayableError struct {
	// Action is the step's action; Reason says what is missing.
	Action trajectory.Action
	Reason string
}

func (e *UnreplayableError) Error() string {
	return fmt.Sprintf("%s step cannot be replayed: %s", e.Action, e.Reason)
}

// SetTools sets the tools replayable tool steps call (Options.Tools). It
// must not be called while a step runs.
func (p *Player) SetTools(tools map[string]ToolFunc) { p.opts.Tools = tools }

// SetExtractor sets what answers extract steps that need a model
// (Options.Extractor). It must not be called while a step runs.
func (p *Player) SetExtractor(e Extractor) { p.opts.Extractor = e }

// runData performs an extract or tool step and returns its output.
func (p *Player) runData(ctx context.Context, s *trajectory.Step, vals map[string]string, deadline time.Time) (json.RawMessage, error) {
	switch s.Action {
	case trajectory.ActionTool:
		t := s.Tool
		fn := p.opts.Tools[t.Name]
		switch {
		case !t.Replayable:
			return nil, &UnreplayableError{Action: s.Action, Reason: fmt.Sprintf("tool %q is marked not replayable", t.Name)}
		case fn == nil:
			return nil, &UnreplayableError{Action: s.Action, Reason: fmt.Sprintf("tool %q is not available to this replay", t.Name)}
		}
		args, missing := trajectory.Expand(string(t.Args), vals)
		if missing != "" {
			return nil, &trajectory.VariableError{Field: "tool.args", Name: missing}
		}
		out, err := fn(ctx, json.RawMessage(args))
		if err != nil {
			return nil, fmt.Errorf("tool %q: %w", t.Name, err)
		}
		b, _ := json.Marshal(out)
		return b, nil
	default:
		e := s.Extract
		if len(e.Fields) == 0 {
			if p.opts.Extractor == nil {
				return nil, &UnreplayableError{Action: s.Action, Reason: fmt.Sprintf("%q was not read from single elements, so a model must answer it again", e.Instruction)}
			}
			return p.opts.Extractor.Extract(ctx, p.page, e)
		}
		return p.readFields(ctx, e, deadline)
	}
}

// readFields reads every bound value of e off the live page and writes it
// into a copy of the recorded answer's shape.
func (p *Player) readFields(ctx context.Context, e *trajectory.Extract, deadline time.Time) (json.RawMessage, error) {
	var doc any
	if len(e.Shape) > 0 {
		if err := json.Unmarshal(e.Shape, &doc); err != nil {
			return nil, fmt.Errorf("extract %q: reading the recorded shape: %w", e.Instruction, err)
		}
	}
	for i := range e.Fields {
		f := &e.Fields[i]
		found, err := locate(ctx, p.page, &f.Target, true, deadline, p.opts.MaxSettle)
		if err != nil {
			return nil, fmt.Errorf("extract %q, value %s: %w", e.Instruction, f.Path, err)
		}
		text, err := elementText(found.loc)
		if err != nil {
			return nil, fmt.Errorf("extract %q, value %s: reading the element: %w", e.Instruction, f.Path, err)
		}
		v, err := parseField(f, text)
		if err != nil {
			return nil, fmt.Errorf("extract %q, value %s: %w", e.Instruction, f.Path, err)
		}
		if doc, err = setPointer(doc, f.Path, v); err != nil {
			return nil, fmt.Errorf("extract %q: %w", e.Instruction, err)
		}
	}
	b, err := json.Marshal(doc)
	if err != nil {
		return nil, fmt.Errorf("extract %q: encoding the answer: %w", e.Instruction, err)
	}
	return b, nil
}

// elementText is a form field's value, else the element's visible text.
func elementText(loc playwright.Locator) (string, error) {
	v, err := loc.Evaluate(`el => ("value" in el && ["INPUT","TEXTAREA","SELECT"].includes(el.tagName)) ? String(el.value) : (el.innerText ?? el.textContent ?? "")`, nil, playwright.LocatorEvaluateOptions{Timeout: playwright.Float(2000)})
	if err != nil {
		return "", err
	}
	s, _ := v.(string)
	return strings.Join(strings.Fields(s), " "), nil
}

// parseField picks a field's value out of an element's text.
func parseField(f *trajectory.ExtractField, text string) (any, error) {
	raw := text
	if f.Pattern != "" {
		re, err := regexp.Compile(f.Pattern)
		if err != nil {
			return nil, fmt.Errorf("pattern %q: %w", f.Pattern, err)
		}
		m := re.FindStringSubmatch(text)
		if m == nil {
			return nil, fmt.Errorf("text %q does not match %q", text, f.Pattern)
		}
		if len(m) > 1 {
			raw = m[1]
		}
	}
	switch f.Type {
	case "number", "integer":
		n, err := strconv.ParseFloat(strings.ReplaceAll(raw, ",", ""), 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", raw)
		}
		if f.Type == "integer" {
			return int64(n), nil
		}
		return n, nil
	case "boolean":
		b, err := strconv.ParseBool(strings.ToLower(raw))
		if err != nil {
			return nil, fmt.Errorf("%q is not true or false", raw)
		}
		return b, nil
	}
	return raw, nil
}

// setPointer sets the value at JSON pointer path in doc (decoded JSON),
// creating objects along the way, and returns the new root.
func setPointer(doc any, path string, v any) (any, error) {
	if path == "" {
		return v, nil
	}
	parts := strings.Split(path[1:], "/")
	for i := range parts {
		parts[i] = strings.NewReplacer("~1", "/", "~0", "~").Replace(parts[i])
	}
	var set func(node any, parts []string) (any, error)
	set = func(node any, parts []string) (any, error) {
		if len(parts) == 0 {
			return v, nil
		}
		key := parts[0]
		switch n := node.(type) {
		case []any:
			i, err := strconv.Atoi(key)
			if err != nil || i < 0 {
				return nil, fmt.Errorf("path %s: %q is not an array index", path, key)
			}
			for len(n) <= i {
				n = append(n, nil)
			}
			child, err := set(n[i], parts[1:])
			if err != nil {
				return nil, err
			}
			n[i] = child
			return n, nil
		case map[string]any:
			child, err := set(n[key], parts[1:])
			if err != nil {
				return nil, err
			}
			n[key] = child
			return n, nil
		case nil:
			return set(map[string]any{}, parts)
		default:
			return nil, fmt.Errorf("path %s: %q is not inside an object or array", path, key)
		}
	}
	return set(doc, parts)
}
