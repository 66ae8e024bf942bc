package llmtest

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"
)

// openai parses a Chat Completions request.
func (p parser) openai(r *http.Request, req *Request) {
	p.t.Helper()
	if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/chat/completions") {
		p.fail("want POST …/chat/completions, got %s %s", r.Method, r.URL.Path)
	}
	req.Key = bearer(r)
	b := req.Body
	req.Model = str(b, "model")
	if n := num(b, "max_completion_tokens"); n > 0 {
		req.MaxTokens = n
	} else {
		req.MaxTokens = num(b, "max_tokens")
	}
	req.Temperature = float(b, "temperature")
	for _, mv := range list(b, "messages") {
		m, _ := mv.(map[string]any)
		role := str(m, "role")
		switch role {
		case "system", "developer":
			req.System += openaiText(p, m["content"])
		case "user":
			t := Turn{Role: "user"}
			switch c := m["content"].(type) {
			case string:
				t.Texts = append(t.Texts, c)
			case []any:
				for _, pv := range c {
					part, _ := pv.(map[string]any)
					switch str(part, "type") {
					case "text":
						t.Texts = append(t.Texts, str(part, "text"))
					case "image_url":
						url := str(obj(part, "image_url"), "url")
						mime, data, ok := strings.Cut(strings.TrimPrefix(url, "data:"), ";base64,")
						if !strings.HasPrefix(url, "data:") || !ok {
							p.fail("image_url is not a base64 data URL: %.40q", url)
							continue
						}
						t.Images = append(t.Images, Image{MIMEType: mime, Data: p.decodeB64(data, "image data URL")})
					default:
						p.fail("unknown user content part type %q", str(part, "type"))
					}
				}
			default:
				p.fail("user message content is %T", c)
			}
			req.Turns = append(req.Turns, t)
		case "assistant":
			t := Turn{Role: "assistant"}
			if s := openaiText(p, m["content"]); s != "" {
				t.Texts = append(t.Texts, s)
			}
			for _, cv := range list(m, "tool_calls") {
				c, _ := cv.(map[string]any)
				if str(c, "type") != "function" {
					p.fail("tool call type %q, want function", str(c, "type"))
				}
				fn := obj(c, "function")
				args := str(fn, "arguments")
				if !json.Valid([]byte(args)) {
					p.fail("tool call arguments are not a JSON string: %q", args)
				}
				t.Calls = append(t.Calls, Call{ID: str(c, "id"), Name: str(fn, "name"), Args: json.RawMessage(args)})
			}
			req.Turns = append(req.Turns, t)
		case "tool":
			id := str(m, "tool_call_id")
			if id == "" {
				p.fail("tool message without tool_call_id")
			}
			req.Turns = append(req.Turns, Turn{Role: "tool", Results: []Result{{CallID: id, Text: openaiText(p, m["content"])}}})
		default:
			p.fail("unknown message role %q", role)
		}
	}
	for _, tv := range list(b, "tools") {
		t, _ := tv.(map[string]any)
		if str(t, "type") != "function" {
			p.fail("tool type %q, want function", str(t, "type"))
		}
		fn := obj(t, "function")
		req.Tools = append(req.Tools, Tool{Name: str(fn, "name"), Description: str(fn, "description"), Parameters: raw(fn["parameters"])})
	}
	switch tc := b["tool_choice"].(type) {
	case string:
		req.ToolChoice = tc
	case map[string]any:
		req.ToolChoice = str(obj(tc, "function"), "name")
	}
	if rf := obj(b, "response_format"); rf != nil {
		if str(rf, "type") != "json_schema" {
			p.fail("response_format type %q, want json_schema", str(rf, "type"))
		}
		js := obj(rf, "json_schema")
		strict, _ := js["strict"].(bool)
		req.Schema = &Schema{Name: str(js, "name"), Schema: raw(js["schema"]), Strict: strict}
	}
}

// openaiText reads message content that is a string or an array of text
// parts.
func openaiText(p parser, c any) string {
	switch c := c.(type) {
	case nil:
		return ""
	case string:
		return c
	case []any:
		var b strings.Builder
		for _, pv := range c {
			part, _ := pv.(map[string]any)
			if str(part, "type") != "text" {
				p.fail("non-text part %q where only text is allowed", str(part, "type"))
			}
			b.WriteString(str(part, "text"))
		}
		return b.String()
	}
	p.fail("content is %T", c)
	return ""
}

// openaiReply builds a chat.completion object.
func openaiReply(req Request, r Reply) map[string]any {
	msg := map[string]any{"role": "assistant", "content": nil, "refusal": nil}
	finish := "stop"
	switch {
	case r.JSON != "":
		msg["content"] = r.JSON
	case r.Text != "":
		msg["content"] = r.Text
	}
	if len(r.Calls) > 0 {
		var calls []any
		for _, c := range r.Calls {
			calls = append(calls, map[string]any{
				"id":       c.ID,
				"type":     "function",
				"function": map[string]any{"name": c.Name, "arguments": string(c.Args)},
			})
		}
		msg["tool_calls"] = calls
		finish = "tool_calls"
	}
	return map[string]any{
		"id":      "chatcmpl-fake",
		"object":  "chat.completion",
		"created": time.Now().Unix(),
		"model":   req.Model,
		"choices": []any{map[string]any{
			"index":         0,
			"message":       msg,
			"logprobs":      nil,
			"finish_reason": finish,
		}},
		"usage": map[string]any{
			"prompt_tokens":     r.PromptTokens,
			"completion_tokens": r.CompletionTokens,
			"total_tokens":      r.PromptTokens + r.CompletionTokens,
		},
	}
}
