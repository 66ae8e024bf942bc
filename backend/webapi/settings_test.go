package webapi_test

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/studio"
)

// settingsWith is the default settings with fields of the JSON form
// replaced (browser's by browser.KEY).
func settingsWith(fields map[string]any) map[string]any {
	s := map[string]any{"model": "local", "heal": "suggest"}
	browser := map[string]any{"width": 1280, "height": 800, "headless": true}
	for k, v := range fields {
		if b, ok := strings.CutPrefix(k, "browser."); ok {
			browser[b] = v
			continue
		}
		s[k] = v
	}
	s["browser"] = browser
	return s
}

// TestSettingsErrorsNameTheFieldAsTheScreenDoes: a setting that does not
// validate is refused with the field as the Settings screen labels it
// (not its JSON name), a model without a provider with the one it likely
// meant, and details that give the field by its JSON path so the screen
// can mark it.
func TestSettingsErrorsNameTheFieldAsTheScreenDoes(t *testing.T) {
	s := startServer(t, nil)
	for _, c := range []struct {
		name   string
		fields map[string]any
		field  string
		want   string
	}{
		{"a base URL that is no address", map[string]any{"baseUrl": "not a url"}, "baseUrl",
			`settings not saved: Base URL: "not a url" is not an http:// or https:// address, e.g. http://127.0.0.1:11434/v1`},
		{"an OpenAI model without its provider", map[string]any{"model": "gpt-4o"}, "model",
			`settings not saved: Default model: "gpt-4o" has no provider: did you mean openai/gpt-4o?`},
		{"a Claude model without its provider", map[string]any{"model": "claude-sonnet-4-5"}, "model",
			`settings not saved: Default model: "claude-sonnet-4-5" has no provider: did you mean anthropic/claude-sonnet-4-5?`},
		{"a Gemini model without its provider", map[string]any{"model": "gemini-2.5-flash"}, "model",
			`settings not saved: Default model: "gemini-2.5-flash" has no provider: did you mean google/gemini-2.5-flash?`},
		{"a viewport too short", map[string]any{"browser.height": 100}, "browser.height",
			`settings not saved: Viewport height: viewport 1280x100 is out of range (200x200 to 7680x4320)`},
		{"a viewport of nothing", map[string]any{"browser.width": 0}, "browser.width",
			`settings not saved: Viewport width: viewport 0x800 is out of range (200x200 to 7680x4320)`},
		{"a CDP endpoint that is no address", map[string]any{"browser.cdpEndpoint": "abc"}, "browser.cdpEndpoint",
			`settings not saved: CDP endpoint: "abc" is not a full address: give one with its scheme, e.g. http://127.0.0.1:9222`},
		{"a Playwright server over http", map[string]any{"browser.wsEndpoint": "http://127.0.0.1:3000/"}, "browser.wsEndpoint",
			`settings not saved: Playwright server: "http://127.0.0.1:3000/" is not a ws:// or wss:// address, which a Playwright server's is, e.g. ws://127.0.0.1:3000/`},
		{"a step timeout of a millisecond", map[string]any{"stepTimeoutMs": 1}, "stepTimeoutMs",
			`settings not saved: Step timeout: 1 ms: give 0 for the default (10 s), or from 500 to 600000 ms`},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := s.call("SaveSettings", nil, settingsWith(c.fields))
			if e == nil || e.Code != studio.CodeInvalid || !strings.HasPrefix(e.Message, c.want) {
				t.Fatalf("got %+v\nwant %s", e, c.want)
			}
			if strings.Contains(e.Message, "llm:") {
				t.Errorf("%q speaks of a package", e.Message)
			}
			ps, ok := e.Details.([]any)
			if !ok || len(ps) == 0 {
				t.Fatalf("details %v; want the problems", e.Details)
			}
			if p, _ := ps[0].(map[string]any); p["field"] != c.field || p["message"] == "" {
				t.Errorf("details %v; want field %s first", e.Details, c.field)
			}
		})
	}
	// An endpoint that is an address is saved as it is (nothing connects
	// until a session or a run starts).
	var saved studio.Settings
	if s.must("SaveSettings", &saved, settingsWith(map[string]any{"browser.cdpEndpoint": "http://127.0.0.1:9222"})); saved.Browser.CDPEndpoint != "http://127.0.0.1:9222" {
		t.Errorf("saved %+v", saved.Browser)
	}
	// Two problems: the first is said, both are listed for the screen.
	e := s.call("SaveSettings", nil, settingsWith(map[string]any{"baseUrl": "nope", "stepTimeoutMs": -1}))
	if e == nil || !strings.Contains(e.Message, "(and 1 more problem(s), marked on the page)") {
		t.Errorf("two problems: %+v", e)
	} else if ps, _ := e.Details.([]any); len(ps) != 2 {
		t.Errorf("two problems: details %v", e.Details)
	}
}
