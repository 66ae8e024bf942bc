package trajectory

import "testing"

func TestTargetTextsTemplateAndExpandVariableValues(t *testing.T) {
	tg := &Target{
		Candidates: []Locator{{Kind: LocText, Value: "Welcome, ann@example.com"}, {Kind: LocRole, Role: "button", Name: "Sign out"}},
		Fingerprint: Fingerprint{Tag: "button", Name: "Sign out", Context: "Welcome, ann@example.com",
			Attrs: map[string]string{"title": "Sign out ann@example.com"}},
	}
	shared := tg.Fingerprint.Attrs
	TemplateTarget(tg, map[string]string{"user": "ann@example.com", "qty": "1"})
	if tg.Fingerprint.Context != "Welcome, {{user}}" || tg.Candidates[0].Value != "Welcome, {{user}}" || tg.Fingerprint.Attrs["title"] != "Sign out {{user}}" {
		t.Fatalf("values not templated: %+v", tg)
	}
	if shared["title"] != "Sign out ann@example.com" {
		t.Error("templating wrote into a shared attribute map")
	}
	if tg.Fingerprint.Name != "Sign out" {
		t.Errorf("a short value (qty=1) was templated: name %q", tg.Fingerprint.Name)
	}
	bob := ExpandTarget(tg, map[string]string{"user": "bob@example.com"})
	if bob.Fingerprint.Context != "Welcome, bob@example.com" || bob.Candidates[0].Value != "Welcome, bob@example.com" {
		t.Errorf("not expanded for bob: %+v", bob)
	}
	if tg.Fingerprint.Context != "Welcome, {{user}}" {
		t.Error("ExpandTarget changed the recorded target")
	}
}
