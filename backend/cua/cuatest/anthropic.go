package cuatest

import (
	"fmt"
	"image"
	"net/http"
	"strings"
)

// anthropicBetas are the beta headers each computer tool version needs.
var anthropicBetas = map[string]string{
	"computer_20250124": "computer-use-2025-01-24",
	"computer_20251124": "computer-use-2025-11-24",
}

// parseAnthropic checks a beta Messages API request.
func (s *Server) parseAnthropic(p *parser, r *http.Request, req *Request) {
	p.t.Helper()
	if r.Method != http.MethodPost || r.URL.Path != "/v1/messages" {
		p.fail("want POST /v1/messages, got %s %s", r.Method, r.URL)
		return
	}
	if r.Header.Get("Anthropic-Version") == "" {
		p.fail("no anthropic-version header")
	}
	req.Key = r.Header.Get("X-Api-Key")
	if k, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		req.Key = k
	}
	if req.Key == "" {
		p.fail("no key")
	}
	b := req.Body
	req.Model = str(b, "model")
	if mt, _ := number(b, "max_tokens"); mt <= 0 {
		p.fail("max_tokens is required")
	}
	switch sys := b["system"].(type) {
	case string:
		req.System = sys
	case []any:
		for _, bv := range sys {
			blk, _ := bv.(map[string]any)
			if str(blk, "type") != "text" {
				p.fail("system block type %q", str(blk, "type"))
			}
			req.System += str(blk, "text")
		}
	}
	for _, tv := range list(b, "tools") {
		tool, _ := tv.(map[string]any)
		typ := str(tool, "type")
		if beta, ok := anthropicBetas[typ]; ok {
			req.ComputerTool = typ
			if str(tool, "name") != "computer" {
				p.fail("computer tool named %q, want computer", str(tool, "name"))
			}
			w, okw := number(tool, "display_width_px")
			h, okh := number(tool, "display_height_px")
			if !okw || !okh || w <= 0 || h <= 0 {
				p.fail("computer tool without a display size: %s", rawJSON(tool))
			}
			req.Display = image.Pt(int(w), int(h))
			if !strings.Contains(r.Header.Get("Anthropic-Beta"), beta) {
				p.fail("tool %s needs the anthropic-beta header %q, got %q", typ, beta, r.Header.Get("Anthropic-Beta"))
			}
			continue
		}
		if typ != "" && typ != "custom" {
			p.fail("unexpected tool type %q", typ)
			continue
		}
		schema := obj(tool, "input_schema")
		if str(tool, "name") == "" || str(schema, "type") != "object" {
			p.fail("custom tool without a name or an object input_schema: %s", rawJSON(tool))
		}
		req.Functions = append(req.Functions, str(tool, "name"))
	}
	if req.ComputerTool == "" {
		p.fail("no computer tool")
	}
	msgs := list(b, "messages")
	if len(msgs) == 0 {
		p.fail("no messages")
		return
	}
	var pending []issuedCall // tool_use blocks of the previous assistant message
	for i, mv := range msgs {
		m, _ := mv.(map[string]any)
		role := str(m, "role")
		if want := []string{"user", "assistant"}[i%2]; role != want {
			p.fail("message %d has role %q, want %q (user and assistant alternate, user first)", i, role, want)
			return
		}
		last := i == len(msgs)-1
		blocks := list(m, "content")
		if role == "assistant" {
			req.Turn++
			pending = nil
			for _, bv := range blocks {
				blk, _ := bv.(map[string]any)
				if str(blk, "type") != "tool_use" {
					continue
				}
				if _, ok := blk["input"].(map[string]any); !ok {
					p.fail("tool_use input is %T, want an object", blk["input"])
				}
				pending = append(pending, issuedCall{id: str(blk, "id"), name: str(blk, "name")})
			}
			continue
		}
		answered := map[string]bool{}
		sawOther := false
		for _, bv := range blocks {
			blk, _ := bv.(map[string]any)
			switch typ := str(blk, "type"); typ {
			case "text":
				if str(blk, "text") == "" {
					p.fail("empty text block")
				}
				if i == 0 && req.Goal == "" {
					req.Goal = str(blk, "text")
				}
				if last {
					req.UserTexts = append(req.UserTexts, str(blk, "text"))
				}
				sawOther = true
			case "image":
				if img := anthropicImage(p, blk, fmt.Sprintf("message %d image", i)); img != nil {
					req.Images = append(req.Images, *img)
				}
				sawOther = true
			case "tool_result":
				if sawOther {
					p.fail("message %d: tool_result after other content", i)
				}
				id := str(blk, "tool_use_id")
				var call issuedCall
				found := false
				for _, c := range pending {
					if c.id == id {
						call, found = c, true
					}
				}
				if !found {
					p.fail("message %d: tool_result for %q, which the previous message did not call", i, id)
				}
				answered[id] = true
				o := Output{CallID: id, Name: call.name}
				o.IsError, _ = blk["is_error"].(bool)
				for _, cv := range list(blk, "content") {
					c, _ := cv.(map[string]any)
					switch str(c, "type") {
					case "text":
						o.Text += str(c, "text")
					case "image":
						if img := anthropicImage(p, c, "tool_result image"); img != nil {
							req.Images = append(req.Images, *img)
							o.Screenshot = img
						}
					default:
						p.fail("tool_result content type %q", str(c, "type"))
					}
				}
				if last {
					req.Outputs = append(req.Outputs, o)
				}
			default:
				p.fail("message %d: unexpected block type %q", i, typ)
			}
		}
		for _, c := range pending {
			if !answered[c.id] {
				p.fail("message %d does not answer tool_use %s (%s)", i, c.id, c.name)
			}
		}
		pending = nil
	}
	if str(msgs[len(msgs)-1].(map[string]any), "role") != "user" {
		p.fail("the last message is not the user's")
	}
}

// anthropicImage reads an image block with a base64 PNG source.
func anthropicImage(p *parser, blk map[string]any, where string) *Image {
	src := obj(blk, "source")
	if str(src, "type") != "base64" || str(src, "media_type") != "image/png" {
		p.fail("%s source is %s, want base64 image/png", where, rawJSON(src))
		return nil
	}
	return decodePNG(p, decodeB64(p, str(src, "data"), where), where)
}

// anthropicResponse renders a reply as a Messages API response.
func (s *Server) anthropicResponse(req Request, reply Reply) any {
	content := []any{}
	if reply.Text != "" {
		content = append(content, map[string]any{"type": "text", "text": reply.Text})
	}
	stop := "end_turn"
	for i, c := range reply.Calls {
		name := c.Name
		if name == "" {
			name = "computer"
		}
		args := c.Args
		if args == nil {
			args = map[string]any{}
		}
		content = append(content, map[string]any{"type": "tool_use", "id": fmt.Sprintf("toolu_%d_%d", s.seq, i), "name": name, "input": args})
		stop = "tool_use"
	}
	return map[string]any{
		"id": fmt.Sprintf("msg_%d", s.seq), "type": "message", "role": "assistant", "model": req.Model,
		"content": content, "stop_reason": stop, "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": reply.InputTokens, "output_tokens": reply.OutputTokens},
	}
}
