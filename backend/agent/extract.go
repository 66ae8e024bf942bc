package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/playwright-community/playwright-go"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/snapshot"
)

// ExtractResult is what an extract read and what it cost.
type ExtractResult struct {
	// Data is the extracted JSON. Without a schema and an instruction it
	// is {"pageText": "…"}; with an instruction and no schema it is
	// {"extraction": "…"}.
	Data       json.RawMessage `json:"data"`
	ModelCalls int             `json:"modelCalls"`
	Usage      llm.Usage       `json:"usage"`
}

// extractionSchema is used when an instruction comes without a schema.
var extractionSchema = mustJSON(map[string]any{
	"type":                 "object",
	"properties":           map[string]any{"extraction": map[string]any{"type": "string"}},
	"required":             []string{"extraction"},
	"additionalProperties": false,
})

// Extract reads data off the page, iframes included. With neither an
// instruction nor a schema it returns the page's text with no model call.
// Otherwise the model is shown the page narrowed to the instruction and
// answers with JSON that must validate against schema (a JSON Schema; a
// top-level non-object schema is wrapped and unwrapped transparently). An
// answer that does not validate is sent back once with the problems; a
// second one is a *SchemaError.
func (a *Agent) Extract(ctx context.Context, instruction string, schema json.RawMessage) (*ExtractResult, error) {
	res, _, err := a.extract(ctx, instruction, schema)
	return res, err
}

// extract is Extract that also returns the snapshot the model was shown
// (nil when none was taken).
func (a *Agent) extract(ctx context.Context, instruction string, schema json.RawMessage) (*ExtractResult, *snapshot.Snapshot, error) {
	var snap *snapshot.Snapshot
	res, err := a.extractOn(ctx, instruction, schema, &snap)
	return res, snap, err
}

func (a *Agent) extractOn(ctx context.Context, instruction string, schema json.RawMessage, shown **snapshot.Snapshot) (*ExtractResult, error) {
	calls0, usage0 := a.counts()
	out := &ExtractResult{}
	done := func(err error) (*ExtractResult, error) {
		calls, usage := a.counts()
		out.ModelCalls, out.Usage = calls-calls0, usage.Sub(usage0)
		return out, err
	}
	page := a.rec.Player().Page()
	if strings.TrimSpace(instruction) == "" && len(schema) == 0 {
		text, err := PageText(page)
		if err != nil {
			return done(err)
		}
		out.Data = mustJSON(map[string]string{"pageText": text})
		return done(nil)
	}
	if a.model == nil {
		return done(fmt.Errorf("extracting %q: %w", instruction, ErrNoModel))
	}
	if len(schema) == 0 {
		schema = extractionSchema
	}
	wire, wrapped, err := objectSchema(schema)
	if err != nil {
		return done(err)
	}
	validator, err := compileSchema(wire)
	if err != nil {
		return done(err)
	}
	snap, err := snapshot.Take(ctx, page, snapshot.Options{})
	if err != nil {
		return done(fmt.Errorf("taking snapshot: %w", err))
	}
	*shown = snap
	q := recorder.Query{Instruction: instruction, Snapshot: snap, Secrets: a.secrets()}
	text, _ := pagePrompt(q, 2*cmpOrInt(a.opts.PageTokens, DefaultPageTokens))
	msgs := []llm.Message{llm.UserText(text)}
	for attempt := 0; ; attempt++ {
		req := llm.Request{System: extractSystem, Messages: msgs,
			Schema: &llm.Schema{Name: "extract", Schema: wire}}
		resp, err := a.model.Generate(ctx, req)
		if a.opts.OnCall != nil {
			a.opts.OnCall(req, resp, err)
		}
		if err != nil {
			return done(withModel(fmt.Sprintf("extracting %q", instruction), a.model, err))
		}
		raw := bytes.TrimSpace(cmpOrBytes(resp.JSON, []byte(resp.Text)))
		problems := validate(validator, raw)
		if len(problems) == 0 {
			if wrapped {
				var w struct {
					Value json.RawMessage `json:"value"`
				}
				_ = json.Unmarshal(raw, &w) // validated: has "value"
				raw = w.Value
			}
			out.Data = json.RawMessage(raw)
			return done(nil)
		}
		if attempt == 1 || ctx.Err() != nil {
			return done(fmt.Errorf("extracting %q with %s: %w", instruction, a.model.Name(),
				&SchemaError{Problems: problems, Answer: string(raw)}))
		}
		msgs = append(msgs, resp.Message(), llm.UserText("That answer does not match the schema: "+
			strings.Join(problems, "; ")+". Answer again with JSON that matches it."))
	}
}

// objectSchema returns the schema to send: the caller's when its top level
// is an object, else {"type":"object","properties":{"value":schema}} (most
// vendors want an object at the top), with wrapped set.
func objectSchema(schema json.RawMessage) (json.RawMessage, bool, error) {
	var m map[string]any
	if err := json.Unmarshal(schema, &m); err != nil {
		return nil, false, fmt.Errorf("reading the extract schema: not a JSON object: %w", err)
	}
	if t, _ := m["type"].(string); t == "object" || (m["type"] == nil && m["properties"] != nil) {
		return schema, false, nil
	}
	return mustJSON(map[string]any{"type": "object", "properties": map[string]any{"value": m},
		"required": []string{"value"}, "additionalProperties": false}), true, nil
}

// compileSchema compiles a caller's JSON Schema.
func compileSchema(schema json.RawMessage) (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schema))
	if err != nil {
		return nil, fmt.Errorf("reading the extract schema: %w", err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("extract.schema.json", doc); err != nil {
		return nil, fmt.Errorf("reading the extract schema: %w", err)
	}
	s, err := c.Compile("extract.schema.json")
	if err != nil {
		return nil, fmt.Errorf("compiling the extract schema: %w", err)
	}
	return s, nil
}

// validate returns the problems of raw against s, each with its JSON
// pointer; none means valid.
func validate(s *jsonschema.Schema, raw []byte) []string {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return []string{"not JSON: " + err.Error()}
	}
	err = s.Validate(doc)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return []string{err.Error()}
	}
	printer := message.NewPrinter(language.English)
	var out []string
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) > 0 {
			for _, c := range e.Causes {
				walk(c)
			}
			return
		}
		out = append(out, "/"+strings.Join(e.InstanceLocation, "/")+": "+e.ErrorKind.LocalizedString(printer))
	}
	walk(ve)
	return out
}

func cmpOrBytes(a, b []byte) []byte {
	if len(bytes.TrimSpace(a)) > 0 {
		return a
	}
	return b
}

// PageText returns the visible text of the page and of every frame in it
// (cross-origin ones included), each frame's text after a line naming it.
func PageText(page playwright.Page) (string, error) {
	var b strings.Builder
	for i, f := range browser.Frames(page) {
		v, err := f.Evaluate(`() => document.body ? document.body.innerText : ""`)
		if err != nil {
			if i == 0 {
				return "", fmt.Errorf("reading the page text: %w", err)
			}
			continue // a frame that went away meanwhile
		}
		s, _ := v.(string)
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		if i > 0 {
			fmt.Fprintf(&b, "\n--- frame %s ---\n", f.URL())
		}
		b.WriteString(s)
		b.WriteByte('\n')
	}
	return b.String(), nil
}
