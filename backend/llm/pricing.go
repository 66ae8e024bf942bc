package llm

import (
	"regexp"
	"strings"
)

// Price is a model's list price in US dollars per million tokens.
type Price struct {
	// InputPerM is the price of one million input (prompt) tokens.
	InputPerM float64
	// OutputPerM is the price of one million output (completion) tokens.
	OutputPerM float64
}

// PricesAsOf is the date the price table was written. The table is an
// ESTIMATE: it holds standard (non-batch, short-context, uncached) list
// prices as published by the vendors around that date, prices change
// without notice, and cached input, batch, priority or long-context rates,
// regional surcharges and free tiers are not modelled. Use it to compare
// runs and catch runaway spending, not for billing.
const PricesAsOf = "2026-11-22"

// prices maps "provider/model" to its list price. Models missing here cost
// zero in [Usage.CostUSD]; see [PriceFor].
var prices = map[string]Price{
	// OpenAI, https://openai.com/api/pricing/
	"openai/gpt-4o":       {2.50, 10.00},
	"openai/gpt-4o-mini":  {0.15, 0.60},
	"openai/gpt-4.1":      {2.00, 8.00},
	"openai/gpt-4.1-mini": {0.40, 1.60},
	"openai/gpt-4.1-nano": {0.10, 0.40},
	"openai/o3":           {2.00, 8.00},
	"openai/o4-mini":      {1.10, 4.40},
	"openai/gpt-5":        {1.25, 10.00},
	"openai/gpt-5-mini":   {0.25, 2.00},
	"openai/gpt-5-nano":   {0.05, 0.40},
	"openai/gpt-5.1":      {1.25, 10.00},
	"openai/gpt-5.2":      {1.75, 14.00},
	"openai/gpt-5.4":      {2.50, 15.00},
	"openai/gpt-5.4-mini": {0.75, 4.50},
	"openai/gpt-5.4-nano": {0.20, 1.25},
	"openai/gpt-5.5":      {5.00, 30.00},
	// Computer use (Responses API), added 2026-11-22 from
	// https://platform.openai.com/docs/models/computer-use-preview
	// (snapshots such as computer-use-preview-2025-03-11 price the same).
	"openai/computer-use-preview": {3.00, 12.00},

	// Google Gemini API (paid tier, prompts up to 200k tokens),
	// https://ai.google.dev/gemini-api/docs/pricing
	"google/gemini-2.5-flash-lite":  {0.10, 0.40},
	"google/gemini-2.5-flash":       {0.30, 2.50},
	"google/gemini-2.5-pro":         {1.25, 10.00},
	"google/gemini-3-flash-preview": {0.50, 3.00},
	"google/gemini-3-pro-preview":   {2.00, 12.00},
	"google/gemini-3.1-pro-preview": {2.00, 12.00},
	"google/gemini-3.5-flash":       {1.50, 9.00},
	// Computer use, added 2026-11-22 from the pricing page above (the
	// preview is priced as Gemini 2.5 Pro, prompts up to 200k tokens).
	"google/gemini-2.5-computer-use-preview-10-2025": {1.25, 10.00},

	// Anthropic, https://platform.claude.com/docs/en/about-claude/pricing
	"anthropic/claude-haiku-4-5":  {1.00, 5.00},
	"anthropic/claude-sonnet-4":   {3.00, 15.00},
	"anthropic/claude-sonnet-4-5": {3.00, 15.00},
	"anthropic/claude-sonnet-4-6": {3.00, 15.00},
	"anthropic/claude-opus-4-1":   {15.00, 75.00},
	"anthropic/claude-opus-4-5":   {5.00, 25.00},
	"anthropic/claude-opus-4-6":   {5.00, 25.00},
	"anthropic/claude-sonnet-5":   {2.00, 10.00},
	"anthropic/claude-sonnet-5-5": {2.00, 10.00},
	"anthropic/claude-opus-5":     {5.00, 25.00},
}

// PriceFor returns the list price of a model string such as
// "openai/gpt-4.1-mini" and whether the table knows it. Dated snapshots
// ("gpt-4.1-mini-2025-04-14", "claude-haiku-4-5-20251001") get the price of
// their base model. Local providers (ollama, openai-compatible) are free.
func PriceFor(model string) (Price, bool) {
	provider, id, err := ParseModel(model)
	if err != nil {
		return Price{}, false
	}
	if provider == ProviderOllama || provider == ProviderOpenAICompatible {
		return Price{}, true
	}
	key := provider + "/" + strings.ToLower(id)
	if p, ok := prices[key]; ok {
		return p, true
	}
	// A dated snapshot ("-2025-04-14", "-20251001") costs what its base
	// model costs.
	if loc := snapshotSuffix.FindStringIndex(key); loc != nil {
		if p, ok := prices[key[:loc[0]]]; ok {
			return p, true
		}
	}
	return Price{}, false
}

// snapshotSuffix matches the date suffix of a pinned model snapshot.
var snapshotSuffix = regexp.MustCompile(`-(\d{8}|\d{4}-\d{2}-\d{2})$`)

// EstimateCost returns the estimated cost in US dollars of a call to model
// that used the given tokens; zero when the model's price is unknown.
func EstimateCost(model string, promptTokens, completionTokens int) float64 {
	p, ok := PriceFor(model)
	if !ok {
		return 0
	}
	return (float64(promptTokens)*p.InputPerM + float64(completionTokens)*p.OutputPerM) / 1e6
}

// usage builds a Usage with its estimated cost.
func usage(model string, prompt, completion int) Usage {
	return Usage{PromptTokens: prompt, CompletionTokens: completion, CostUSD: EstimateCost(model, prompt, completion)}
}
