package cuatest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// googlePredefined are Gemini's predefined computer-use functions, whose
// responses must carry the page URL.
var googlePredefined = map[string]bool{
	"open_web_browser": true, "click_at": true, "hover_at": true, "type_text_at": true,
	"scroll_document": true, "scroll_at": true, "wait_5_seconds": true, "go_back": true,
	"go_forward": true, "search": true, "navigate": true, "key_combination": true, "drag_and_drop": true,
}

// parseGoogle checks a generateContent request.
func (s *Server) parseGoogle(p *parser, r *http.Request, req *Request) {
	p.t.Helper()
	model, ok := strings.CutPrefix(r.URL.Path, "/v1beta/models/")
	model, ok2 := strings.CutSuffix(model, ":generateContent")
	if r.Method != http.MethodPost || !ok || !ok2 {
		p.fail("want POST /v1beta/models/{model}:generateContent, got %s %s", r.Method, r.URL.Path)
		return
	}
	req.Model = model
	req.Key = r.Header.Get("X-Goog-Api-Key")
	if req.Key == "" {
		p.fail("no x-goog-api-key header")
	}
	if r.URL.Query().Get("key") != "" {
		p.fail("API key sent in the URL")
	}
	b := req.Body
	for _, pv := range list(obj(b, "systemInstruction"), "parts") {
		part, _ := pv.(map[string]any)
		req.System += str(part, "text")
	}
	for _, tv := range list(b, "tools") {
		tool, _ := tv.(map[string]any)
		if cu := obj(tool, "computerUse"); cu != nil {
			req.ComputerTool = "computerUse"
			if env := str(cu, "environment"); env != "ENVIRONMENT_BROWSER" {
				p.fail("computerUse environment %q, want ENVIRONMENT_BROWSER", env)
			}
		}
		for _, fv := range list(tool, "functionDeclarations") {
			fd, _ := fv.(map[string]any)
			if str(fd, "name") == "" || (fd["parametersJsonSchema"] == nil && fd["parameters"] == nil) {
				p.fail("function declaration without name or parameters: %s", rawJSON(fd))
			}
			if googlePredefined[str(fd, "name")] {
				p.fail("function declaration %q shadows a predefined computer-use function", str(fd, "name"))
			}
			req.Functions = append(req.Functions, str(fd, "name"))
		}
	}
	if req.ComputerTool == "" {
		p.fail("no computerUse tool")
	}
	contents := list(b, "contents")
	if len(contents) == 0 {
		p.fail("no contents")
		return
	}
	var pending []issuedCall // function calls of the previous model turn
	for i, cv := range contents {
		c, _ := cv.(map[string]any)
		role := str(c, "role")
		if want := []string{"user", "model"}[i%2]; role != want {
			p.fail("content %d has role %q, want %q (user and model alternate, user first)", i, role, want)
			return
		}
		last := i == len(contents)-1
		if role == "model" {
			req.Turn++
			pending = nil
			for _, pv := range list(c, "parts") {
				part, _ := pv.(map[string]any)
				if fc := obj(part, "functionCall"); fc != nil {
					safety := str(obj(obj(fc, "args"), "safety_decision"), "decision") == "require_confirmation"
					pending = append(pending, issuedCall{id: str(fc, "id"), name: str(fc, "name"), safety: safety})
				}
			}
			continue
		}
		k := 0 // the next pending call to answer
		shots := 0
		for _, pv := range list(c, "parts") {
			part, _ := pv.(map[string]any)
			switch {
			case part["text"] != nil:
				if i == 0 && req.Goal == "" {
					req.Goal = str(part, "text")
				}
				if last {
					req.UserTexts = append(req.UserTexts, str(part, "text"))
				}
			case part["inlineData"] != nil:
				if img := googleImage(p, obj(part, "inlineData"), fmt.Sprintf("content %d inlineData", i)); img != nil {
					req.Images = append(req.Images, *img)
				}
			case part["functionResponse"] != nil:
				fr := obj(part, "functionResponse")
				if k >= len(pending) {
					p.fail("content %d: functionResponse %q answers no call", i, str(fr, "name"))
					continue
				}
				call := pending[k]
				k++
				if str(fr, "name") != call.name || str(fr, "id") != call.id {
					p.fail("content %d: functionResponse %q (id %q) does not answer call %q (id %q)", i, str(fr, "name"), str(fr, "id"), call.name, call.id)
				}
				resp := obj(fr, "response")
				if resp == nil {
					p.fail("functionResponse %q without a response object", call.name)
				}
				o := Output{CallID: call.id, Name: call.name, Text: rawJSON(resp), URL: str(resp, "url"), IsError: resp["error"] != nil}
				if googlePredefined[call.name] && !strings.HasPrefix(o.URL, "http") {
					p.fail("functionResponse %q without the page url: %s", call.name, rawJSON(resp))
				}
				if ack := str(resp, "safety_acknowledgement"); ack != "" {
					if ack != "true" {
						p.fail("safety_acknowledgement %q, want \"true\"", ack)
					}
					o.Acknowledged = []string{ack}
				}
				if call.safety && len(o.Acknowledged) == 0 {
					p.fail("functionResponse %q does not acknowledge its require_confirmation safety decision", call.name)
				}
				for _, rp := range list(fr, "parts") {
					d := obj(rp.(map[string]any), "inlineData")
					if img := googleImage(p, d, "functionResponse part"); img != nil {
						req.Images = append(req.Images, *img)
						o.Screenshot = img
						shots++
					}
				}
				if last {
					req.Outputs = append(req.Outputs, o)
				}
			default:
				p.fail("content %d: unexpected part %s", i, rawJSON(part))
			}
		}
		if k < len(pending) {
			p.fail("content %d answers %d of %d function calls", i, k, len(pending))
		}
		if last && i > 0 && shots == 0 {
			for _, c := range pending {
				if googlePredefined[c.name] {
					p.fail("the answers to computer-use calls carry no screenshot")
					break
				}
			}
		}
		pending = nil
	}
}

// googleImage reads an inlineData blob holding a PNG.
func googleImage(p *parser, d map[string]any, where string) *Image {
	if str(d, "mimeType") != "image/png" {
		p.fail("%s has MIME type %q, want image/png", where, str(d, "mimeType"))
		return nil
	}
	return decodePNG(p, decodeB64(p, str(d, "data"), where), where)
}

// googleResponse renders a reply as a generateContent response.
func (s *Server) googleResponse(req Request, reply Reply) any {
	parts := []any{}
	if reply.Text != "" {
		parts = append(parts, map[string]any{"text": reply.Text})
	}
	for _, c := range reply.Calls {
		args := map[string]any{}
		for k, v := range c.Args {
			args[k] = v
		}
		if c.SafetyCheck != "" {
			args["safety_decision"] = map[string]any{"decision": "require_confirmation", "explanation": c.SafetyCheck}
		}
		parts = append(parts, map[string]any{"functionCall": map[string]any{"name": c.Name, "args": json.RawMessage(rawJSON(args))}})
	}
	return map[string]any{
		"candidates": []any{map[string]any{"content": map[string]any{"role": "model", "parts": parts}, "finishReason": "STOP", "index": 0}},
		"usageMetadata": map[string]any{"promptTokenCount": reply.InputTokens, "candidatesTokenCount": reply.OutputTokens,
			"totalTokenCount": reply.InputTokens + reply.OutputTokens},
		"modelVersion": req.Model,
	}
}
