package llm_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/llm"
)

// TestResolveKeyLikeNew: drivers that call a vendor SDK directly find keys
// as New does — the option, then the key source, then the environment.
func TestResolveKeyLikeNew(t *testing.T) {
	clearEnv(t)
	fromSource := func(provider string) (string, error) {
		if provider == llm.ProviderAnthropic {
			return "from-keychain", nil
		}
		return "", nil
	}
	t.Setenv("ANTHROPIC_API_KEY", "from-env")
	t.Setenv("GEMINI_API_KEY", "gemini-env")
	cases := []struct {
		model string
		opts  llm.Options
		want  string
	}{
		{"anthropic/claude-sonnet-4-5", llm.Options{APIKey: "explicit", KeySource: fromSource}, "explicit"},
		{"anthropic/claude-sonnet-4-5", llm.Options{KeySource: fromSource}, "from-keychain"},
		{"anthropic/claude-sonnet-4-5", llm.Options{}, "from-env"},
		{"google/gemini-2.5-computer-use-preview-10-2025", llm.Options{KeySource: fromSource}, "gemini-env"},
		{"ollama/qwen3", llm.Options{}, ""},
	}
	for _, c := range cases {
		got, err := llm.ResolveKey(c.model, c.opts)
		if err != nil || got != c.want {
			t.Errorf("ResolveKey(%s) = %q, %v; want %q", c.model, got, err, c.want)
		}
	}
	_, err := llm.ResolveKey("openai/computer-use-preview", llm.Options{})
	if !errors.Is(err, llm.ErrNoKey) || !strings.Contains(err.Error(), "OPENAI_API_KEY") {
		t.Errorf("no key: %v; want ErrNoKey naming OPENAI_API_KEY", err)
	}
	if _, err := llm.ResolveKey("acme/x", llm.Options{}); !errors.Is(err, llm.ErrUnknownProvider) {
		t.Errorf("unknown provider: %v", err)
	}
}

func TestComputerUseModelsArePriced(t *testing.T) {
	for _, m := range []string{"openai/computer-use-preview", "openai/computer-use-preview-2025-03-11", "google/gemini-2.5-computer-use-preview-10-2025"} {
		if p, ok := llm.PriceFor(m); !ok || p.InputPerM <= 0 {
			t.Errorf("PriceFor(%s) = %+v, %v", m, p, ok)
		}
	}
}
