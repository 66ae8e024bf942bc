package perfbench

import (
	"math"
	"testing"
)

// The replay figure's ratio follows the bulk of the pairs, not a stray
// one, and reads alike whichever way round the two sides are.
func TestPairedRatio(t *testing.T) {
	for _, c := range []struct {
		name   string
		ratios []float64
		want   float64
	}{
		{"one pair", []float64{1.2}, 1.2},
		{"a stray slow replay", []float64{1, 1, 1, 1, 2}, 1},
		{"a stray slow plain run", []float64{1.05, 1.05, 1.05, 1.05, 0.3}, 1.05},
		{"two pairs either side", []float64{0.9, 1.1}, math.Sqrt(0.9 * 1.1)},
		{"replay faster every time", []float64{0.8, 0.85, 0.9, 0.95}, 0.8732},
	} {
		got := pairedRatio(c.ratios)
		if math.Abs(got-c.want) > 0.001 {
			t.Errorf("%s: pairedRatio(%v) = %.4f, want %.4f", c.name, c.ratios, got, c.want)
		}
		inverse := make([]float64, len(c.ratios))
		for i, r := range c.ratios {
			inverse[i] = 1 / r
		}
		if back := pairedRatio(inverse); math.Abs(back*got-1) > 1e-9 {
			t.Errorf("%s: plain/replay reads %.4f, not the inverse of %.4f", c.name, back, got)
		}
	}
}
