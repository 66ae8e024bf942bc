package cua

import "testing"

func TestAnthropicToolVersionByModel(t *testing.T) {
	for id, want := range map[string]string{
		"claude-sonnet-4-5":          AnthropicTool20250124,
		"claude-sonnet-4-5-20250929": AnthropicTool20250124,
		"claude-haiku-4-5":           AnthropicTool20250124,
		"claude-opus-4-1":            AnthropicTool20250124,
		"claude-sonnet-4":            AnthropicTool20250124,
		"claude-opus-4-5":            AnthropicTool20251124,
		"claude-opus-4-6":            AnthropicTool20251124,
		"claude-sonnet-4-6":          AnthropicTool20251124,
		"claude-sonnet-5":            AnthropicTool20251124,
		"claude-3-7-sonnet-latest":   AnthropicTool20250124,
	} {
		if got := anthropicToolFor(id); got != want {
			t.Errorf("anthropicToolFor(%q) = %s, want %s", id, got, want)
		}
	}
}
