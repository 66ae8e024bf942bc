package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestForwardedClientIsCurrent fails when forward_gen.go differs from what
// the generator writes now: a store operation was added to (or changed
// in) cache.Interface without regenerating, so commands could not use it
// while the app holds the store.
func TestForwardedClientIsCurrent(t *testing.T) {
	want, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../forward_gen.go")
	if err != nil {
		t.Fatalf("reading forward_gen.go: %v — run `go generate ./backend/sharedstore/`", err)
	}
	if !bytes.Equal(got, want) {
		la, lb := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		line := min(len(la), len(lb)) + 1
		for i := range min(len(la), len(lb)) {
			if la[i] != lb[i] {
				line = i + 1
				break
			}
		}
		t.Errorf("backend/sharedstore/forward_gen.go is stale (first difference at line %d): run `go generate ./backend/sharedstore/` and commit it", line)
	}
}

// TestEveryOperationIsForwarded: the generated file has a client method
// and a dispatch entry for each operation of cache.Interface.
func TestEveryOperationIsForwarded(t *testing.T) {
	ms, err := methods()
	if err != nil {
		t.Fatal(err)
	}
	src, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if !bytes.Contains(src, []byte("func (c *Client) "+m.name+"(")) || !bytes.Contains(src, []byte("\""+m.name+"\": {write: ")) {
			t.Errorf("%s is not forwarded", m.name)
		}
	}
	if len(ms) < 20 {
		t.Errorf("only %d operations found in cache.Interface", len(ms))
	}
}
