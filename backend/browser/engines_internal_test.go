package browser

import (
	"strings"
	"testing"
)

// TestEnginesMustBeASCII checks that Launch refuses a selector engine
// whose script holds a character beyond ASCII, naming the engine and the
// character, and takes one written with escapes.
func TestEnginesMustBeASCII(t *testing.T) {
	bad := SelectorEngine{Name: "cut", Script: `(() => ({queryAll: (r, b) => b.endsWith("…") ? [r] : []}))()`}
	err := checkASCII(bad)
	if err == nil || !strings.Contains(err.Error(), "selector engine cut") || !strings.Contains(err.Error(), `'…'`) {
		t.Fatalf("want the engine refused, naming it and the character, got %v", err)
	}
	good := SelectorEngine{Name: "cut", Script: `(() => ({queryAll: (r, b) => b.endsWith("\u2026") ? [r] : []}))()`}
	if err := checkASCII(good); err != nil {
		t.Fatalf("an engine written with escapes was refused: %v", err)
	}
}
