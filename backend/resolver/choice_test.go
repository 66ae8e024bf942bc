package resolver

import "testing"

func TestChoosesAmong(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"add the cheapest scarf to the cart", true},
		{"Open the newest order", true},
		{"click the third result", true},
		{"click the 2nd search result", true},
		{"select the most expensive plan", true},
		{"open the last invoice", true},
		{"pick the top-rated hotel", true},
		{"click Sign in", false},
		{"type {{user}} into Email", false},
		{"type Ann into First name", false},
		{"fill the last name with Lee", false},
		{"click 'Last page'", false},
		{`click "Newest first"`, false},
		{"check Remember me", false},
		{"close the dialog", false},
	} {
		if got := ChoosesAmong(c.in); got != c.want {
			t.Errorf("ChoosesAmong(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}
