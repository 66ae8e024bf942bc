package cuatest

import (
	"encoding/json"
	"fmt"
	"image"
	"net/http"
	"strings"
	"time"
)

// parseOpenAI checks a Responses API request.
func (s *Server) parseOpenAI(p *parser, r *http.Request, req *Request) {
	p.t.Helper()
	if r.Method != http.MethodPost || r.URL.Path != "/v1/responses" {
		p.fail("want POST /v1/responses, got %s %s", r.Method, r.URL.Path)
		return
	}
	req.Key, _ = strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if req.Key == "" {
		p.fail("no bearer key")
	}
	b := req.Body
	req.Model = str(b, "model")
	req.System = str(b, "instructions")
	for _, tv := range list(b, "tools") {
		tool, _ := tv.(map[string]any)
		switch typ := str(tool, "type"); typ {
		case "computer_use_preview":
			req.ComputerTool = typ
			w, okw := number(tool, "display_width")
			h, okh := number(tool, "display_height")
			if !okw || !okh || w <= 0 || h <= 0 {
				p.fail("computer_use_preview without a display size: %s", rawJSON(tool))
			}
			req.Display = image.Pt(int(w), int(h))
			if env := str(tool, "environment"); env != "browser" {
				p.fail("computer_use_preview environment %q, want browser", env)
			}
			if str(b, "truncation") != "auto" {
				p.fail("computer_use_preview requires truncation \"auto\", got %q", str(b, "truncation"))
			}
		case "computer":
			req.ComputerTool = typ
		case "function":
			if str(tool, "name") == "" || tool["parameters"] == nil {
				p.fail("function tool without name or parameters: %s", rawJSON(tool))
			}
			req.Functions = append(req.Functions, str(tool, "name"))
		default:
			p.fail("unexpected tool type %q", typ)
		}
	}
	if req.ComputerTool == "" {
		p.fail("no computer tool")
	}
	var prev issued
	if id := str(b, "previous_response_id"); id != "" {
		got, ok := s.responses[id]
		if !ok {
			p.fail("previous_response_id %q was never issued", id)
			return
		}
		prev = got
		req.Turn = got.turn + 1
	}
	items := list(b, "input")
	if len(items) == 0 {
		p.fail("no input items")
	}
	answered := map[string]bool{}
	for i, iv := range items {
		item, _ := iv.(map[string]any)
		typ := str(item, "type")
		if typ == "" && str(item, "role") != "" {
			typ = "message"
		}
		switch typ {
		case "message":
			if str(item, "role") != "user" {
				p.fail("input %d: message role %q", i, str(item, "role"))
			}
			for _, cv := range list(item, "content") {
				c, _ := cv.(map[string]any)
				switch str(c, "type") {
				case "input_text":
					req.UserTexts = append(req.UserTexts, str(c, "text"))
				case "input_image":
					if img := dataURLImage(p, str(c, "image_url"), fmt.Sprintf("input %d image", i)); img != nil {
						req.Images = append(req.Images, *img)
					}
				default:
					p.fail("input %d: content type %q", i, str(c, "type"))
				}
			}
		case "computer_call_output":
			id := str(item, "call_id")
			call, ok := prev.find(id)
			if !ok || call.name != "computer" {
				p.fail("computer_call_output for %q, which is no computer_call of the previous response", id)
			}
			answered[id] = true
			out := obj(item, "output")
			if str(out, "type") != "computer_screenshot" {
				p.fail("computer_call_output output type %q, want computer_screenshot", str(out, "type"))
			}
			o := Output{CallID: id, Name: "computer"}
			if img := dataURLImage(p, str(out, "image_url"), "computer_call_output image_url"); img != nil {
				o.Screenshot = img
				req.Images = append(req.Images, *img)
			}
			for _, av := range list(item, "acknowledged_safety_checks") {
				ack, _ := av.(map[string]any)
				if !prev.checks[str(ack, "id")] {
					p.fail("acknowledged safety check %q was never pending", str(ack, "id"))
				}
				o.Acknowledged = append(o.Acknowledged, str(ack, "id"))
			}
			if call.safety && len(o.Acknowledged) == 0 {
				p.fail("computer_call_output for %q does not acknowledge its pending safety checks", id)
			}
			req.Outputs = append(req.Outputs, o)
		case "function_call_output":
			id := str(item, "call_id")
			call, ok := prev.find(id)
			if !ok || call.name == "computer" {
				p.fail("function_call_output for %q, which is no function_call of the previous response", id)
			}
			answered[id] = true
			if _, isStr := item["output"].(string); !isStr {
				p.fail("function_call_output output is %T, want a string", item["output"])
			}
			req.Outputs = append(req.Outputs, Output{CallID: id, Name: call.name, Text: str(item, "output")})
		default:
			p.fail("input %d: unexpected item type %q", i, typ)
		}
	}
	for _, c := range prev.calls {
		if !answered[c.id] {
			p.fail("call %s (%s) of the previous response is not answered", c.id, c.name)
		}
	}
	if req.Turn == 0 {
		if len(req.UserTexts) == 0 {
			p.fail("the first request has no user text")
		} else {
			req.Goal = req.UserTexts[0]
		}
	}
}

func (i issued) find(id string) (issuedCall, bool) {
	for _, c := range i.calls {
		if c.id == id {
			return c, true
		}
	}
	return issuedCall{}, false
}

// openAIResponse renders a reply as a Responses API response.
func (s *Server) openAIResponse(req Request, reply Reply) map[string]any {
	id := fmt.Sprintf("resp_%d", s.seq)
	is := issued{turn: req.Turn, checks: map[string]bool{}}
	output := []any{map[string]any{"type": "reasoning", "id": fmt.Sprintf("rs_%d", s.seq), "summary": []any{}}}
	for i, c := range reply.Calls {
		callID := fmt.Sprintf("call_%d_%d", s.seq, i)
		if c.Name != "" {
			args, _ := json.Marshal(c.Args)
			if c.Args == nil {
				args = []byte("{}")
			}
			output = append(output, map[string]any{"type": "function_call", "id": fmt.Sprintf("fc_%d_%d", s.seq, i),
				"call_id": callID, "name": c.Name, "arguments": string(args), "status": "completed"})
			is.calls = append(is.calls, issuedCall{id: callID, name: c.Name})
			continue
		}
		item := map[string]any{"type": "computer_call", "id": fmt.Sprintf("cu_%d_%d", s.seq, i), "call_id": callID,
			"status": "completed", "pending_safety_checks": []any{}}
		if len(c.Actions) > 0 {
			item["actions"] = c.Actions
		} else {
			item["action"] = c.Args
		}
		if c.SafetyCheck != "" {
			cid := fmt.Sprintf("cu_sc_%d_%d", s.seq, i)
			item["pending_safety_checks"] = []any{map[string]any{"id": cid, "code": "malicious_instructions", "message": c.SafetyCheck}}
			is.checks[cid] = true
		}
		output = append(output, item)
		is.calls = append(is.calls, issuedCall{id: callID, name: "computer", safety: c.SafetyCheck != ""})
	}
	if reply.Text != "" {
		output = append(output, map[string]any{"type": "message", "id": fmt.Sprintf("msg_%d", s.seq), "role": "assistant", "status": "completed",
			"content": []any{map[string]any{"type": "output_text", "text": reply.Text, "annotations": []any{}}}})
	}
	s.responses[id] = is
	return map[string]any{
		"id": id, "object": "response", "created_at": time.Now().Unix(), "status": "completed", "model": req.Model,
		"output": output, "parallel_tool_calls": true, "tool_choice": "auto", "tools": []any{}, "truncation": "auto",
		"usage": map[string]any{"input_tokens": reply.InputTokens, "output_tokens": reply.OutputTokens,
			"total_tokens":         reply.InputTokens + reply.OutputTokens,
			"input_tokens_details": map[string]any{"cached_tokens": 0}, "output_tokens_details": map[string]any{"reasoning_tokens": 0}},
	}
}
