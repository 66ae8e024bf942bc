package cua

import "testing"

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
