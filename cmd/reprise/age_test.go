package main

import (
	"strings"
	"testing"
	"time"
)

// TestParseAge: days and weeks read as such, "1m" is refused rather than
// pruning every entry older than a minute (a month was meant), "5min" is
// five minutes.
func TestParseAge(t *testing.T) {
	for in, want := range map[string]time.Duration{"30d": 30 * 24 * time.Hour, "2w": 14 * 24 * time.Hour, "12h": 12 * time.Hour, "1h30m": 90 * time.Minute, "5min": 5 * time.Minute} {
		if got, err := parseAge(in); err != nil || got != want {
			t.Errorf("parseAge(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := parseAge("1m"); err == nil || !strings.Contains(err.Error(), "30d is 1 month") {
		t.Errorf(`parseAge("1m") = %v, want it refused with the way to write a month`, err)
	}
}
