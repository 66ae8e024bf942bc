package cua

import (
	"strings"
)

// keyAliases lists, per Playwright key name, the names the vendors use
// for it (OpenAI's "CTRL", "ENTER"; Anthropic's xdotool names "Return",
// "ctrl", "Page_Down"; Gemini's "Control", "enter"), lower-cased.
var keyAliases = []struct{ key, aliases string }{
	{"Control", "ctrl control ctl"},
	{"Alt", "alt option opt"},
	{"Shift", "shift"},
	{"Meta", "cmd command meta super win windows"},
	{"Enter", "enter return kp_enter"},
	{"Tab", "tab"},
	{"Shift+Tab", "iso_left_tab"},
	{"Escape", "esc escape"},
	{"Space", "space"},
	{"Backspace", "backspace back_space"},
	{"Delete", "delete del"},
	{"Insert", "insert ins"},
	{"Home", "home"},
	{"End", "end"},
	{"PageUp", "pageup page_up prior pgup"},
	{"PageDown", "pagedown page_down next pgdn"},
	{"ArrowUp", "up arrowup arrow_up"},
	{"ArrowDown", "down arrowdown arrow_down"},
	{"ArrowLeft", "left arrowleft arrow_left"},
	{"ArrowRight", "right arrowright arrow_right"},
	{"CapsLock", "capslock caps_lock"},
	{"+", "plus"},
	{"-", "minus"},
	{"=", "equal"},
	{",", "comma"},
	{".", "period"},
	{"/", "slash"},
	{"\\", "backslash"},
}

// keyNames maps a lower-cased vendor key name to Playwright's.
var keyNames = func() map[string]string {
	m := map[string]string{}
	for _, k := range keyAliases {
		for _, a := range strings.Fields(k.aliases) {
			m[a] = k.key
		}
	}
	return m
}()

// modifiers are the Playwright modifier names.
var modifiers = map[string]bool{"Control": true, "Alt": true, "Shift": true, "Meta": true}

// normalizeKeys turns a vendor's key combination — a list (OpenAI's
// ["CTRL", "A"]) or one string joined by "+" (Anthropic's "ctrl+a",
// Gemini's "Control+A") — into Playwright's form, "Control+a".
func normalizeKeys(keys ...string) string {
	var parts []string
	for _, k := range keys {
		k = strings.TrimSpace(k)
		if len(keys) == 1 && len(k) > 1 && strings.Contains(k, "+") {
			parts = append(parts, strings.Split(k, "+")...)
			continue
		}
		parts = append(parts, k)
	}
	var out []string
	mods := false
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		n := keyName(p)
		if modifiers[n] {
			mods = true
		}
		out = append(out, n)
	}
	// A letter pressed with Control, Alt or Meta is the lower-case key
	// (Playwright would otherwise type the capital with Shift).
	if mods && len(out) > 0 {
		last := out[len(out)-1]
		if len(last) == 1 && !hasShift(out) {
			out[len(out)-1] = strings.ToLower(last)
		}
	}
	return strings.Join(out, "+")
}

func hasShift(keys []string) bool {
	for _, k := range keys {
		if k == "Shift" {
			return true
		}
	}
	return false
}

// keyName maps one key name.
func keyName(k string) string {
	if n, ok := keyNames[strings.ToLower(k)]; ok {
		return n
	}
	l := strings.ToLower(k)
	if len(l) >= 2 && len(l) <= 3 && l[0] == 'f' && l[1] >= '1' && l[1] <= '9' {
		return strings.ToUpper(l) // f1 … f12
	}
	if strings.HasPrefix(l, "kp_") && len(l) == 4 {
		return l[3:] // keypad digits
	}
	return k
}
