package snapshot

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestCompare(t *testing.T) {
	save := trajectory.Fingerprint{
		Tag: "button", Role: "button", Name: "Save", Text: "Save",
		Attrs:   map[string]string{"id": "save", "class": "btn primary", "type": "submit"},
		Path:    "html>body>main>form>button",
		Context: "Profile",
		Box:     &trajectory.Box{X: 10, Y: 20, W: 80, H: 30},
	}
	with := func(f func(*trajectory.Fingerprint)) trajectory.Fingerprint {
		fp := save
		fp.Attrs = map[string]string{}
		for k, v := range save.Attrs {
			fp.Attrs[k] = v
		}
		f(&fp)
		return fp
	}
	tests := []struct {
		name   string
		live   trajectory.Fingerprint
		ok     bool
		reason []string // substrings of the reason
		rec    *trajectory.Fingerprint
	}{
		{name: "same element", live: save, ok: true},
		{name: "moved, restyled and re-parented", ok: true, live: with(func(fp *trajectory.Fingerprint) {
			fp.Box = &trajectory.Box{X: 300, Y: 400, W: 90, H: 32}
			fp.Attrs["class"] = "button button--primary"
			fp.Path = "html>body>div>main>section>form>div>button"
		})},
		{name: "white space and case of the name", ok: true, live: with(func(fp *trajectory.Fingerprint) {
			fp.Name, fp.Text = "  SAVE ", "SAVE"
		})},
		{name: "renamed Save to Delete", ok: false, reason: []string{`"Save"`, `"Delete"`}, live: with(func(fp *trajectory.Fingerprint) {
			fp.Name, fp.Text = "Delete", "Delete"
			delete(fp.Attrs, "id")
		})},
		{name: "renamed Save to Delete keeps its id", ok: false, reason: []string{`"Save"`, `"Delete"`}, live: with(func(fp *trajectory.Fingerprint) {
			fp.Name, fp.Text = "Delete", "Delete"
		})},
		{name: "field relabelled Billing to Shipping address keeps its id", ok: false, reason: []string{`"Billing address"`, `"Shipping address"`},
			rec:  &trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Billing address", Attrs: map[string]string{"id": "address", "name": "address"}, Context: "Profile"},
			live: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Shipping address", Attrs: map[string]string{"id": "address", "name": "address"}, Context: "Profile"}},
		{name: "another row's nameless label", ok: false, reason: []string{"text", `"Buy milk"`, `"Walk the dog"`},
			rec:  &trajectory.Fingerprint{Tag: "label", Text: "Buy milk", Context: "todos"},
			live: trajectory.Fingerprint{Tag: "label", Text: "Walk the dog", Context: "todos"}},
		{name: "minor name drift with the same id", ok: true, live: with(func(fp *trajectory.Fingerprint) {
			fp.Name, fp.Text = "Save changes", "Save changes"
		})},
		{name: "minor name drift without a stable attribute", ok: false, reason: []string{`"Save changes"`}, live: with(func(fp *trajectory.Fingerprint) {
			fp.Name, fp.Text = "Save changes", "Save changes"
			delete(fp.Attrs, "id")
		})},
		{name: "aria-label changed, visible text the same", ok: true, live: with(func(fp *trajectory.Fingerprint) {
			fp.Name = "Save profile"
			delete(fp.Attrs, "id")
		})},
		{name: "same test id, name gained a word", ok: true, live: trajectory.Fingerprint{
			Tag: "button", Role: "button", Name: "Sign in now", Attrs: map[string]string{"data-testid": "login"},
		}},
		{name: "button became a link", ok: false, reason: []string{"tag", "button", "a"}, live: with(func(fp *trajectory.Fingerprint) {
			fp.Tag, fp.Role = "a", "link"
		})},
		{name: "role changed", ok: false, reason: []string{"role", `"button"`, `"menuitem"`}, live: with(func(fp *trajectory.Fingerprint) {
			fp.Role = "menuitem"
		})},
		{name: "button and input type=submit are one kind", ok: true, live: with(func(fp *trajectory.Fingerprint) {
			fp.Tag, fp.Text = "input", ""
			fp.Attrs["type"] = "submit"
		})},
		{name: "another product's Add to cart", ok: false, reason: []string{"context", `"Profile"`, `"Billing"`}, live: with(func(fp *trajectory.Fingerprint) {
			fp.Context = "Billing"
		})},
		{name: "context missing on one side", ok: true, live: with(func(fp *trajectory.Fingerprint) {
			fp.Context = ""
		})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := save
			if tt.rec != nil {
				rec = *tt.rec
			}
			if tt.name == "same test id, name gained a word" {
				rec = trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Sign in", Attrs: map[string]string{"data-testid": "login"}}
			}
			ok, reason := Compare(rec, tt.live)
			if ok != tt.ok {
				t.Fatalf("Compare = %v (%q), want %v", ok, reason, tt.ok)
			}
			if ok && reason != "" {
				t.Errorf("reason %q for a match", reason)
			}
			for _, want := range tt.reason {
				if !strings.Contains(reason, want) {
					t.Errorf("reason %q lacks %q", reason, want)
				}
			}
		})
	}
}

func TestCompareFieldKinds(t *testing.T) {
	input := trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Comment", Attrs: map[string]string{"type": "text"}}
	textarea := trajectory.Fingerprint{Tag: "textarea", Role: "textbox", Name: "Comment"}
	if ok, why := Compare(input, textarea); !ok {
		t.Errorf("input → textarea: %s", why)
	}
	checkbox := trajectory.Fingerprint{Tag: "input", Role: "checkbox", Name: "Comment", Attrs: map[string]string{"type": "checkbox"}}
	if ok, _ := Compare(input, checkbox); ok {
		t.Errorf("a text field matched a checkbox")
	}
	search := trajectory.Fingerprint{Tag: "input", Role: "searchbox", Name: "Comment", Attrs: map[string]string{"type": "search"}}
	if ok, why := Compare(input, search); !ok {
		t.Errorf("textbox → searchbox: %s", why)
	}
}
