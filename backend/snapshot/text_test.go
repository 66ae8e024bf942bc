package snapshot

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestText(t *testing.T) {
	s := &Snapshot{Elements: []Element{
		{ID: "e1", Role: "navigation", Name: "Main"},
		{ID: "e2", Role: "link", Name: "Shop", Tag: "a", Interactive: true, Depth: 1},
		{ID: "e3", Role: "heading", Name: "Welcome back", Level: 1},
		{ID: "e4", Role: "textbox", Name: "Email", Tag: "input", Value: "alice@example.com", Interactive: true},
		{ID: "e5", Role: "checkbox", Name: "Remember me", Tag: "input", Checked: "true", Interactive: true},
		{ID: "e6", Role: "checkbox", Name: "Newsletter", Tag: "input", Checked: "false", Interactive: true},
		{ID: "e7", Role: "button", Name: "Sign in", Tag: "button", Disabled: true, Interactive: true},
		{ID: "e8", Role: "combobox", Name: "Size", Tag: "select", Value: "M", Options: []string{"S", "M", "L"}, Interactive: true},
		{ID: "e9", Role: "generic", Tag: "div", Interactive: true, Target: trajectory.Target{Fingerprint: trajectory.Fingerprint{Text: "Clickable card"}}},
		{ID: "e10", Role: "iframe", Name: "Contact form", Tag: "iframe", Frame: "f1"},
		{ID: "f1e1", Role: "button", Name: "Send", Tag: "button", Interactive: true, Depth: 1},
		{ID: "e11", Role: "link", Name: "Deep", Depth: 12},
	}}
	want := `[e1] navigation "Main"
 [e2] link "Shop"
[e3] heading "Welcome back" level=1
[e4] textbox "Email" value="alice@example.com"
[e5] checkbox "Remember me" checked
[e6] checkbox "Newsletter"
[e7] button "Sign in" disabled
[e8] combobox "Size" value="M" options=[S|M|L]
[e9] div "Clickable card"
[e10] iframe "Contact form" (f1)
 [f1e1] button "Send"
        [e11] link "Deep"
`
	if got := s.Text(); got != want {
		t.Errorf("Text():\n%s\nwant:\n%s", got, want)
	}
}

func TestTextCutsLongValues(t *testing.T) {
	var opts []string
	for range 20 {
		opts = append(opts, "Option")
	}
	s := &Snapshot{Elements: []Element{
		{ID: "e1", Role: "textbox", Name: strings.Repeat("n", 300), Value: strings.Repeat("v", 300)},
		{ID: "e2", Role: "combobox", Options: opts},
	}}
	got := s.Text()
	lines := strings.Split(strings.TrimSpace(got), "\n")
	if len(lines[0]) > 200 || !strings.Contains(lines[0], "…") {
		t.Errorf("long name and value not cut: %q", lines[0])
	}
	if strings.Count(lines[1], "Option") != maxOptions || !strings.HasSuffix(lines[1], "|…]") {
		t.Errorf("options not cut: %q", lines[1])
	}
}
