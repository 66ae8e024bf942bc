package llmtest

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
)

// google parses a Gemini API generateContent request.
func (p parser) google(r *http.Request, req *Request) {
	p.t.Helper()
	model, ok := strings.CutPrefix(r.URL.Path, "/v1beta/models/")
	model, ok2 := strings.CutSuffix(model, ":generateContent")
	if r.Method != http.MethodPost || !ok || !ok2 {
		p.fail("want POST /v1beta/models/{model}:generateContent, got %s %s", r.Method, r.URL.Path)
	}
	req.Model = model
	req.Key = r.Header.Get("X-Goog-Api-Key")
	if r.URL.Query().Get("key") != "" {
		p.fail("API key sent in the URL")
	}
	b := req.Body
	if si := obj(b, "systemInstruction"); si != nil {
		for _, pv := range list(si, "parts") {
			part, _ := pv.(map[string]any)
			req.System += str(part, "text")
		}
	}
	for _, cv := range list(b, "contents") {
		c, _ := cv.(map[string]any)
		t := Turn{Role: str(c, "role")}
		switch t.Role {
		case "user":
		case "model":
			t.Role = "assistant"
		default:
			p.fail("content role %q, want user or model", t.Role)
		}
		sawOther := false
		for _, pv := range list(c, "parts") {
			part, _ := pv.(map[string]any)
			switch {
			case part["text"] != nil:
				t.Texts = append(t.Texts, str(part, "text"))
				sawOther = true
			case part["inlineData"] != nil:
				d := obj(part, "inlineData")
				t.Images = append(t.Images, Image{MIMEType: str(d, "mimeType"), Data: p.decodeB64(str(d, "data"), "inlineData")})
				sawOther = true
			case part["functionCall"] != nil:
				if t.Role != "assistant" {
					p.fail("functionCall in a %s turn", t.Role)
				}
				fc := obj(part, "functionCall")
				call := Call{ID: str(fc, "id"), Name: str(fc, "name"), Args: raw(fc["args"])}
				if fc["args"] == nil {
					call.Args = json.RawMessage("{}")
				}
				if sig := str(part, "thoughtSignature"); sig != "" {
					call.Signature = p.decodeB64(sig, "thoughtSignature")
				}
				t.Calls = append(t.Calls, call)
			case part["functionResponse"] != nil:
				if t.Role != "user" {
					p.fail("functionResponse in a %s turn", t.Role)
				}
				if sawOther {
					p.fail("functionResponse after other parts in the same turn")
				}
				fr := obj(part, "functionResponse")
				if str(fr, "name") == "" {
					p.fail("functionResponse without a name")
				}
				resp := obj(fr, "response")
				res := Result{CallID: str(fr, "id"), Name: str(fr, "name"), Text: str(resp, "output")}
				if e, ok := resp["error"].(string); ok {
					res.Text, res.IsError = e, true
				}
				t.Results = append(t.Results, res)
			default:
				p.fail("unknown part %v", part)
			}
		}
		req.Turns = append(req.Turns, t)
	}
	for _, tv := range list(b, "tools") {
		tool, _ := tv.(map[string]any)
		for _, fv := range list(tool, "functionDeclarations") {
			fd, _ := fv.(map[string]any)
			params := fd["parametersJsonSchema"]
			if params == nil {
				params = fd["parameters"]
			}
			req.Tools = append(req.Tools, Tool{Name: str(fd, "name"), Description: str(fd, "description"), Parameters: raw(params)})
		}
	}
	if fc := obj(obj(b, "toolConfig"), "functionCallingConfig"); fc != nil {
		names := list(fc, "allowedFunctionNames")
		switch str(fc, "mode") {
		case "AUTO":
			req.ToolChoice = "auto"
		case "ANY":
			req.ToolChoice = "required"
			if len(names) == 1 {
				req.ToolChoice, _ = names[0].(string)
			}
		case "NONE":
			req.ToolChoice = "none"
		default:
			p.fail("functionCallingConfig mode %q", str(fc, "mode"))
		}
	}
	gc := obj(b, "generationConfig")
	req.MaxTokens = num(gc, "maxOutputTokens")
	req.Temperature = float(gc, "temperature")
	schema := gc["responseJsonSchema"]
	if schema == nil {
		schema = gc["responseSchema"]
	}
	if schema != nil {
		if str(gc, "responseMimeType") != "application/json" {
			p.fail("response schema without responseMimeType application/json")
		}
		req.Schema = &Schema{Schema: raw(schema)}
	}
}

// googleReply builds a GenerateContentResponse.
func googleReply(req Request, r Reply) map[string]any {
	var parts []any
	text := r.Text
	if r.JSON != "" {
		text = r.JSON
	}
	if text != "" {
		parts = append(parts, map[string]any{"text": text})
	}
	for _, c := range r.Calls {
		fc := map[string]any{"name": c.Name, "args": c.Args}
		if c.ID != "" {
			fc["id"] = c.ID
		}
		parts = append(parts, map[string]any{
			"functionCall":     fc,
			"thoughtSignature": base64.StdEncoding.EncodeToString([]byte("sig-" + c.Name)),
		})
	}
	return map[string]any{
		"candidates": []any{map[string]any{
			"content":      map[string]any{"role": "model", "parts": parts},
			"finishReason": "STOP",
			"index":        0,
		}},
		"usageMetadata": map[string]any{
			"promptTokenCount":     r.PromptTokens,
			"candidatesTokenCount": r.CompletionTokens,
			"totalTokenCount":      r.PromptTokens + r.CompletionTokens,
		},
		"modelVersion": req.Model,
		"responseId":   "resp-fake",
	}
}
