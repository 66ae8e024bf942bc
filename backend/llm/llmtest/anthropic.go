package llmtest

import (
	"encoding/json"
	"net/http"
)

// anthropic parses a Messages API request.
func (p parser) anthropic(r *http.Request, req *Request) {
	p.t.Helper()
	if r.Method != http.MethodPost || r.URL.Path != "/v1/messages" {
		p.fail("want POST /v1/messages, got %s %s", r.Method, r.URL.Path)
	}
	if r.Header.Get("Anthropic-Version") == "" {
		p.fail("no anthropic-version header")
	}
	req.Key = bearer(r)
	if k := r.Header.Get("X-Api-Key"); k != "" {
		req.Key = k
	}
	b := req.Body
	req.Model = str(b, "model")
	req.MaxTokens = num(b, "max_tokens")
	if req.MaxTokens <= 0 {
		p.fail("max_tokens is required")
	}
	req.Temperature = float(b, "temperature")
	switch s := b["system"].(type) {
	case string:
		req.System = s
	case []any:
		for _, bv := range s {
			blk, _ := bv.(map[string]any)
			if str(blk, "type") != "text" {
				p.fail("system block type %q", str(blk, "type"))
			}
			req.System += str(blk, "text")
		}
	}
	for _, mv := range list(b, "messages") {
		m, _ := mv.(map[string]any)
		t := Turn{Role: str(m, "role")}
		if t.Role != "user" && t.Role != "assistant" {
			p.fail("message role %q", t.Role)
		}
		switch c := m["content"].(type) {
		case string:
			t.Texts = append(t.Texts, c)
		case []any:
			sawOther := false
			for _, bv := range c {
				blk, _ := bv.(map[string]any)
				switch typ := str(blk, "type"); typ {
				case "thinking", "redacted_thinking":
					if t.Role != "assistant" {
						p.fail("%s block in a %s message", typ, t.Role)
					}
					if sawOther || len(t.Calls) > 0 {
						p.fail("%s block after other content; thinking must come first", typ)
					}
					if typ == "thinking" {
						if str(blk, "signature") == "" {
							p.fail("thinking block without signature")
						}
						t.Thoughts = append(t.Thoughts, Thought{Text: str(blk, "thinking"), Signature: str(blk, "signature")})
					} else {
						t.Thoughts = append(t.Thoughts, Thought{Redacted: str(blk, "data")})
					}
				case "text":
					if str(blk, "text") == "" {
						p.fail("empty text block")
					}
					t.Texts = append(t.Texts, str(blk, "text"))
					sawOther = true
				case "image":
					t.Images = append(t.Images, p.anthropicImage(blk))
					sawOther = true
				case "tool_use":
					if t.Role != "assistant" {
						p.fail("tool_use block in a %s message", t.Role)
					}
					if _, ok := blk["input"].(map[string]any); !ok {
						p.fail("tool_use input is %T, want an object", blk["input"])
					}
					t.Calls = append(t.Calls, Call{ID: str(blk, "id"), Name: str(blk, "name"), Args: raw(blk["input"])})
				case "tool_result":
					if t.Role != "user" {
						p.fail("tool_result block in a %s message", t.Role)
					}
					if sawOther {
						p.fail("tool_result after other content in the same message")
					}
					res := Result{CallID: str(blk, "tool_use_id")}
					res.IsError, _ = blk["is_error"].(bool)
					switch rc := blk["content"].(type) {
					case string:
						res.Text = rc
					case []any:
						for _, rv := range rc {
							rb, _ := rv.(map[string]any)
							switch str(rb, "type") {
							case "text":
								res.Text += str(rb, "text")
							case "image":
								res.Images = append(res.Images, p.anthropicImage(rb))
							default:
								p.fail("tool_result content block %q", str(rb, "type"))
							}
						}
					}
					t.Results = append(t.Results, res)
				default:
					p.fail("unknown content block type %q", typ)
				}
			}
		default:
			p.fail("message content is %T", c)
		}
		req.Turns = append(req.Turns, t)
	}
	for i := 1; i < len(req.Turns); i++ {
		if req.Turns[i].Role == req.Turns[i-1].Role {
			p.fail("consecutive %s messages", req.Turns[i].Role)
		}
	}
	for _, tv := range list(b, "tools") {
		t, _ := tv.(map[string]any)
		if typ := str(t, "type"); typ != "" && typ != "custom" {
			p.fail("tool type %q", typ)
		}
		schema := obj(t, "input_schema")
		if str(schema, "type") != "object" {
			p.fail("tool %q input_schema type %q, want object", str(t, "name"), str(schema, "type"))
		}
		req.Tools = append(req.Tools, Tool{Name: str(t, "name"), Description: str(t, "description"), Parameters: raw(schema)})
	}
	if tc := obj(b, "tool_choice"); tc != nil {
		switch str(tc, "type") {
		case "auto":
			req.ToolChoice = "auto"
		case "any":
			req.ToolChoice = "required"
		case "none":
			req.ToolChoice = "none"
		case "tool":
			req.ToolChoice = str(tc, "name")
			// Structured output is a forced call of a tool named after the
			// schema.
			for _, t := range req.Tools {
				if t.Name == req.ToolChoice {
					req.Schema = &Schema{Name: t.Name, Schema: t.Parameters, ForcedTool: true}
				}
			}
			if req.Schema == nil {
				p.fail("tool_choice names unknown tool %q", req.ToolChoice)
			}
		default:
			p.fail("tool_choice type %q", str(tc, "type"))
		}
	}
	if f := obj(obj(b, "output_config"), "format"); f != nil {
		if str(f, "type") != "json_schema" {
			p.fail("output_config.format type %q, want json_schema", str(f, "type"))
		}
		if obj(f, "schema") == nil {
			p.fail("output_config.format without schema")
		}
		if req.Schema != nil {
			p.fail("both a forced tool and output_config.format")
		}
		req.Schema = &Schema{Schema: raw(f["schema"])}
	}
}

// anthropicImage decodes an image block.
func (p parser) anthropicImage(blk map[string]any) Image {
	p.t.Helper()
	src := obj(blk, "source")
	if str(src, "type") != "base64" {
		p.fail("image source type %q, want base64", str(src, "type"))
	}
	mt := str(src, "media_type")
	switch mt {
	case "image/png", "image/jpeg", "image/gif", "image/webp":
	default:
		p.fail("image media_type %q", mt)
	}
	return Image{MIMEType: mt, Data: p.decodeB64(str(src, "data"), "image source data")}
}

// anthropicReply builds a Messages API message.
func (s *Server) anthropicReply(req Request, r Reply) map[string]any {
	var content []any
	stop := "end_turn"
	if r.Thinking != "" {
		content = append(content, map[string]any{"type": "thinking", "thinking": r.Thinking, "signature": "sig-" + r.Thinking})
	}
	if r.Text != "" {
		content = append(content, map[string]any{"type": "text", "text": r.Text})
	}
	if r.JSON != "" {
		switch {
		case req.Schema == nil:
			s.t.Errorf("llmtest: anthropic: a JSON reply to a request without a schema")
		case req.Schema.ForcedTool:
			content = append(content, map[string]any{"type": "tool_use", "id": "toolu_schema", "name": req.Schema.Name, "input": json.RawMessage(r.JSON)})
			stop = "tool_use"
		default:
			content = append(content, map[string]any{"type": "text", "text": r.JSON})
		}
	}
	for _, c := range r.Calls {
		content = append(content, map[string]any{"type": "tool_use", "id": c.ID, "name": c.Name, "input": c.Args})
		stop = "tool_use"
	}
	if content == nil {
		content = []any{}
	}
	return map[string]any{
		"id":            "msg_fake",
		"type":          "message",
		"role":          "assistant",
		"model":         req.Model,
		"content":       content,
		"stop_reason":   stop,
		"stop_sequence": nil,
		"usage": map[string]any{
			"input_tokens":                r.PromptTokens,
			"output_tokens":               r.CompletionTokens,
			"cache_creation_input_tokens": 0,
			"cache_read_input_tokens":     0,
			"service_tier":                "standard",
		},
	}
}
