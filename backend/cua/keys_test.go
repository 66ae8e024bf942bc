package cua

import (
	"strings"
	"testing"
)

func TestKeyNamesAreNormalizedAcrossVendors(t *testing.T) {
	cases := []struct {
		in   []string
		want string
	}{
		{[]string{"CTRL", "A"}, "Control+a"},              // OpenAI keypress
		{[]string{"ENTER"}, "Enter"},                      // OpenAI
		{[]string{"SPACE"}, "Space"},                      // OpenAI
		{[]string{"ctrl+a"}, "Control+a"},                 // Anthropic (xdotool)
		{[]string{"Return"}, "Enter"},                     // Anthropic
		{[]string{"Page_Down"}, "PageDown"},               // Anthropic
		{[]string{"ctrl+shift+Tab"}, "Control+Shift+Tab"}, // Anthropic
		{[]string{"super"}, "Meta"},                       // Anthropic
		{[]string{"Control+A"}, "Control+a"},              // Gemini key_combination
		{[]string{"alt+Left"}, "Alt+ArrowLeft"},           // back, as browsers do
		{[]string{"shift+A"}, "Shift+A"},                  // a capital stays one
		{[]string{"f5"}, "F5"},
		{[]string{"Escape"}, "Escape"},
		{[]string{"+"}, "+"},
	}
	for _, c := range cases {
		if got := normalizeKeys(c.in...); got != c.want {
			t.Errorf("normalizeKeys(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestModelFor(t *testing.T) {
	for _, tc := range []struct{ in, want, err string }{
		{"openai/gpt-4.1-mini", DefaultOpenAIModel, ""},
		{"openai/computer-use-preview-2025-03-11", "openai/computer-use-preview-2025-03-11", ""},
		{"anthropic/claude-haiku-4-5", "anthropic/claude-haiku-4-5", ""},
		{"google/gemini-2.5-flash", DefaultGoogleModel, ""},
		{"google/gemini-2.5-computer-use-preview-10-2025", "google/gemini-2.5-computer-use-preview-10-2025", ""},
		{"ollama/qwen3", "", "available with openai, anthropic, google models, not ollama"},
		{"local", "", "computer use needs a model"},
	} {
		got, err := ModelFor(tc.in)
		if got != tc.want || (tc.err == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.err) {
			t.Errorf("ModelFor(%q) = %q, %v; want %q, error with %q", tc.in, got, err, tc.want, tc.err)
		}
	}
}
