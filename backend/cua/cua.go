// Package cua drives computer-use models — OpenAI's computer-use tool in
// the Responses API, Anthropic's computer tool (computer_20250124,
// computer_20251124) and Gemini's ComputerUse tool — as agent Drivers.
//
// A computer-use model sees screenshots and answers with pixel actions.
// Each vendor client here is one loop behind one interface (agent.Driver):
// it sends the goal and a screenshot, maps the vendor's actions onto the
// browser (click, double-, triple- and right-click, move, drag, scroll,
// type, key presses with key names normalized across vendors, wait,
// navigate, back and forward, screenshot) and answers with a fresh
// screenshot, until the model calls close or the run's step limit is
// reached. The actions go through the agent.Session, which resolves every
// pointer action to the element under the point at that moment (frames and
// shadow roots included) and records it as a step with locator candidates
// and a fingerprint, and attaches typing and keys to the focused element.
// So a computer-use run becomes an ordinary trajectory: the agent cache
// stores it, and a cache hit replays it by locator with zero model calls,
// in any viewport.
//
// Coordinates: OpenAI and Anthropic act in screenshot pixels, so the model
// is told a display of the viewport's size (or Options.Display, with
// screenshots scaled to it and coordinates scaled back); Gemini acts on a
// 0–999 grid that is scaled to the viewport.
package cua

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/llm"
)

// Mode is the agent mode name of computer-use runs, as the agent cache
// key and the CLI (--mode cua) spell it.
const Mode = "cua"

// Size is a display size in pixels.
type Size struct{ Width, Height int }

// IsZero reports whether s is unset.
func (s Size) IsZero() bool { return s.Width <= 0 || s.Height <= 0 }

// String formats s as WIDTHxHEIGHT.
func (s Size) String() string { return fmt.Sprintf("%dx%d", s.Width, s.Height) }

// ParseSize reads WIDTHxHEIGHT, e.g. "1280x800".
func ParseSize(s string) (Size, error) {
	w, h, ok := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "x")
	wi, err1 := strconv.Atoi(w)
	hi, err2 := strconv.Atoi(h)
	if !ok || err1 != nil || err2 != nil || wi < 100 || hi < 100 || wi > 10000 || hi > 10000 {
		return Size{}, fmt.Errorf("display size %q: want WIDTHxHEIGHT such as 1280x800", s)
	}
	return Size{wi, hi}, nil
}

// SafetyCheck is a vendor's request that a person confirm an action before
// it is performed: an OpenAI pending safety check or a Gemini
// require_confirmation decision.
type SafetyCheck struct {
	// ID identifies an OpenAI check; empty for Gemini.
	ID string
	// Code is OpenAI's kind of check ("malicious_instructions",
	// "irrelevant_domain", "sensitive_domain"), or "require_confirmation".
	Code string
	// Message is the vendor's explanation.
	Message string
	// Action is the action waiting for the confirmation, as JSON.
	Action string
}

// Options configure a computer-use driver.
//
// The zero value is valid: keys come from the environment, requests go to
// the vendor's public endpoint, the display follows the viewport and
// safety checks are declined.
type Options struct {
	// APIKey, KeySource, BaseURL, HTTPClient and MaxRetries mean what they
	// mean in llm.Options: the key comes from APIKey, then KeySource (the
	// OS keychain), then the vendor's environment variable.
	APIKey     string
	KeySource  func(provider string) (string, error)
	BaseURL    string
	HTTPClient *http.Client
	MaxRetries int
	// Display is the screen size the model is told about and sees
	// screenshots at (OpenAI, Anthropic). Zero means the page's viewport,
	// read at every turn. Gemini always sees the viewport.
	Display Size
	// Confirm is asked when the vendor's safety system wants a person to
	// confirm an action. true acknowledges the check (sent back on the
	// wire) and performs the action; false, or a nil Confirm, ends the run
	// with ErrSafetyDeclined before the action is performed.
	Confirm func(ctx context.Context, c SafetyCheck) bool
	// MaxTokens caps each answer; zero means llm.DefaultMaxTokens.
	MaxTokens int
	// AnthropicTool picks Anthropic's computer tool version,
	// "computer_20250124" or "computer_20251124"; empty chooses by model
	// (the newer one for Claude Opus 4.5, Sonnet 4.6 and later).
	AnthropicTool string
	// Now gives the date in the system prompt; time.Now when nil.
	Now func() time.Time
}

// Provider names of the vendors New accepts.
var Providers = []string{llm.ProviderOpenAI, llm.ProviderAnthropic, llm.ProviderGoogle}

// Computer-use models chosen for a vendor when the user picked one of its
// other models (ModelFor).
const (
	DefaultOpenAIModel    = "openai/computer-use-preview"
	DefaultAnthropicModel = "anthropic/claude-sonnet-4-5"
	DefaultGoogleModel    = "google/gemini-2.5-computer-use-preview-10-2025"
)

// ModelFor returns the computer-use model for the model a user chose: the
// model itself when it can use a computer (OpenAI's and Google's
// computer-use models, any Claude model), else its vendor's computer-use
// model ("openai/gpt-4.1-mini" → DefaultOpenAIModel). Vendors without a
// computer-use tool, and "local", are an error that says which vendors
// have one.
func ModelFor(model string) (string, error) {
	provider, id, err := llm.ParseModel(model)
	if err != nil {
		return "", fmt.Errorf("computer use needs a model of %s: %w", strings.Join(Providers, ", "), err)
	}
	switch provider {
	case llm.ProviderOpenAI:
		if strings.Contains(id, "computer-use") {
			return provider + "/" + id, nil
		}
		return DefaultOpenAIModel, nil
	case llm.ProviderAnthropic:
		return provider + "/" + id, nil
	case llm.ProviderGoogle:
		if strings.Contains(id, "computer-use") {
			return provider + "/" + id, nil
		}
		return DefaultGoogleModel, nil
	}
	return "", fmt.Errorf("computer use is available with %s models, not %s: choose one of those (e.g. %s)", strings.Join(Providers, ", "), provider, DefaultOpenAIModel)
}

// New returns the computer-use driver for a model string such as
// "openai/computer-use-preview", "anthropic/claude-sonnet-4-5" or
// "google/gemini-2.5-computer-use-preview-10-2025". The provider prefix
// picks the vendor. It fails with llm.ErrNoKey (naming the variable to
// set) when no key is found, and with llm.ErrUnknownProvider for other
// providers.
func New(model string, o Options) (agent.Driver, error) {
	provider, id, err := llm.ParseModel(model)
	if err != nil {
		return nil, err
	}
	name := provider + "/" + id
	key, err := llm.ResolveKey(name, llm.Options{APIKey: o.APIKey, KeySource: o.KeySource})
	if err != nil {
		return nil, err
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.MaxTokens <= 0 {
		o.MaxTokens = llm.DefaultMaxTokens
	}
	b := base{name: name, id: id, key: key, opts: o}
	switch provider {
	case llm.ProviderOpenAI:
		return newOpenAI(b), nil
	case llm.ProviderAnthropic:
		return newAnthropic(b)
	case llm.ProviderGoogle:
		return newGoogle(b)
	}
	return nil, fmt.Errorf("cua: model %q: %w for computer use: %s models have no computer-use tool; computer use is available from %s", model, llm.ErrUnknownProvider, provider, strings.Join(Providers, ", "))
}
