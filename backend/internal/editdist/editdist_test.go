package editdist

import "testing"

func TestRunes(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"user", "", 4}, {"", "usr", 3}, {"user", "usr", 1}, {"kitten", "sitting", 3},
		{"shippingAddress", "shipingAdress", 2}, {"café", "cafe", 1}, {"id", "city", 3},
	} {
		if got := Runes([]rune(c.a), []rune(c.b)); got != c.want {
			t.Errorf("Runes(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
		if got := Runes([]rune(c.b), []rune(c.a)); got != c.want {
			t.Errorf("Runes(%q, %q) = %d, want %d (symmetric)", c.b, c.a, got, c.want)
		}
	}
}
