package studio

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/reprise-qa/reprise/backend/appdirs"
	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/keychain"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Settings are the user's preferences. They live in a small JSON file in
// the user's configuration directory; API keys never do (they go to the
// OS keychain through SetProviderKey).
type Settings struct {
	// Model is the default model for new sessions: "local" or provider/model.
	Model string `json:"model"`
	// BaseURL is the endpoint for openai-compatible and ollama models.
	BaseURL string `json:"baseUrl,omitempty"`
	// Browser says which browser sessions and runs use.
	Browser BrowserSettings `json:"browser"`
	// Heal is the default heal policy of runs.
	Heal trajectory.HealPolicy `json:"heal"`
	// HealWithModel lets runs ask Model (when it is not "local") for a
	// step that similarity healing cannot fix (agent.Healers). Off by
	// default: runs make no model calls unless the user turns this on.
	HealWithModel bool `json:"healWithModel,omitempty"`
	// ResolverOff sends every instruction of a recording to Model, even
	// those the offline resolver understands (the CLI's --resolver off).
	// Off by default: simple instructions cost no model call.
	ResolverOff bool `json:"resolverOff,omitempty"`
	// MCPServers are command lines of MCP servers (started over stdio)
	// whose tools goals may use, e.g. "npx @acme/mcp".
	MCPServers []string `json:"mcpServers,omitempty"`
	// ReplayableTools names the MCP tools a replay may call again.
	ReplayableTools []string `json:"replayableTools,omitempty"`
	// StepTimeoutMS is the default step timeout; 0 means the engine's.
	StepTimeoutMS int `json:"stepTimeoutMs"`
	// StoreDir is the store directory; "" means the default. A change
	// applies when the app starts again.
	StoreDir string `json:"storeDir"`
}

// BrowserSettings choose and shape the browser.
type BrowserSettings struct {
	Path        string `json:"path,omitempty"`
	CDPEndpoint string `json:"cdpEndpoint,omitempty"`
	WSEndpoint  string `json:"wsEndpoint,omitempty"`
	Headless    bool   `json:"headless"`
	Width       int    `json:"width"`
	Height      int    `json:"height"`
}

// DefaultSettings are used when no settings file exists.
func DefaultSettings() Settings {
	return Settings{Model: "local", Heal: trajectory.HealSuggest,
		Browser: BrowserSettings{Headless: true, Width: 1280, Height: 800}}
}

// DefaultSettingsPath is settings.json in the "reprise" directory of the
// user's configuration directory (appdirs: $XDG_CONFIG_HOME or ~/.config
// on Linux, ~/Library/Application Support on macOS, %AppData% on Windows).
func DefaultSettingsPath() (string, error) {
	d, err := appdirs.Default()
	if err != nil {
		return "", fmt.Errorf("finding the settings file: %w", err)
	}
	return filepath.Join(d.Config, appdirs.SettingsFile), nil
}

// LoadSettings reads the settings file at path; a missing file gives the
// defaults.
func LoadSettings(path string) (Settings, error) {
	s := DefaultSettings()
	if path == "" {
		return s, nil
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, fmt.Errorf("reading settings %s: %w", path, err)
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return DefaultSettings(), fmt.Errorf("reading settings %s: %w (fix or delete the file)", path, err)
	}
	return s.normalized(), nil
}

func (s Settings) normalized() Settings {
	d := DefaultSettings()
	if strings.TrimSpace(s.Model) == "" {
		s.Model = d.Model
	}
	if s.Heal == "" {
		s.Heal = d.Heal
	}
	if s.Browser.Width <= 0 || s.Browser.Height <= 0 {
		s.Browser.Width, s.Browser.Height = d.Browser.Width, d.Browser.Height
	}
	return s
}

// The step timeouts Settings accept besides 0 (the engine's default).
const (
	minStepTimeoutMS = 500
	maxStepTimeoutMS = 10 * 60 * 1000
)

// settingsLabels name Settings' fields (by their JSON paths, as a
// settings error's Problem.Field gives them) as the Settings screen
// labels them.
var settingsLabels = map[string]string{
	"model":               "Default model",
	"baseUrl":             "Base URL",
	"heal":                "Heal policy",
	"healWithModel":       "Ask the model when similarity healing cannot decide",
	"resolverOff":         "Send every instruction to the model",
	"browser":             "Browser",
	"browser.path":        "Executable",
	"browser.cdpEndpoint": "CDP endpoint",
	"browser.wsEndpoint":  "Playwright server",
	"browser.width":       "Viewport width",
	"browser.height":      "Viewport height",
	"stepTimeoutMs":       "Step timeout",
	"storeDir":            "Store directory",
}

// settingsError is the error for settings that do not validate: its
// message names the first problem's field as the Settings screen labels
// it, and Details lists every problem (Problem[], as for any CodeInvalid
// error) with the field by its JSON path ("baseUrl", "browser.width"),
// for the screen to mark.
func settingsError(ps []Problem) *Error {
	label := settingsLabels[ps[0].Field]
	if label == "" {
		label = ps[0].Field
	}
	msg := "settings not saved: " + label + ": " + ps[0].Message
	if len(ps) > 1 {
		msg += fmt.Sprintf(" (and %d more problem(s), marked on the page)", len(ps)-1)
	}
	return &Error{Code: CodeInvalid, Message: msg, Details: ps}
}

// viewportProblem says what is wrong with a viewport of w×h, naming the
// field out of range; "" when both are in range.
func viewportProblem(w, h int) (field, msg string) {
	switch {
	case w < 200 || w > 7680:
		field = "browser.width"
	case h < 200 || h > 4320:
		field = "browser.height"
	default:
		return "", ""
	}
	return field, fmt.Sprintf("viewport %dx%d is out of range (200x200 to 7680x4320)", w, h)
}

// validate checks settings before they are saved.
func (s Settings) validate() error {
	var ps []Problem
	bad := func(field, msg string) { ps = append(ps, Problem{Field: field, Message: msg}) }
	if s.Model != "local" {
		if _, _, err := llm.ParseModel(s.Model); err != nil {
			msg := err.Error()
			if me := (*llm.ModelNameError)(nil); errors.As(err, &me) {
				msg = me.Problem() // the field's label says it is the model
			}
			bad("model", msg)
		}
	}
	if _, err := trajectory.ParseHealPolicy(string(s.Heal)); err != nil {
		bad("heal", err.Error())
	}
	if s.ResolverOff && s.Model == "local" {
		bad("resolverOff", "sending every instruction to the model needs a model: choose one above, or leave the offline resolver on")
	}
	if s.Browser.CDPEndpoint != "" && s.Browser.WSEndpoint != "" {
		bad("browser", "set a CDP endpoint or a Playwright server endpoint, not both")
	}
	// Checked now, in the words a run would say them, rather than at the
	// next run.
	if ep := s.Browser.CDPEndpoint; ep != "" {
		if p := browser.EndpointProblem(ep, false); p != "" {
			bad("browser.cdpEndpoint", p)
		}
	}
	if ep := s.Browser.WSEndpoint; ep != "" {
		if p := browser.EndpointProblem(ep, true); p != "" {
			bad("browser.wsEndpoint", p)
		}
	}
	if field, msg := viewportProblem(s.Browser.Width, s.Browser.Height); field != "" {
		bad(field, msg)
	}
	if s.StepTimeoutMS < 0 || s.StepTimeoutMS > 0 && s.StepTimeoutMS < minStepTimeoutMS || s.StepTimeoutMS > maxStepTimeoutMS {
		bad("stepTimeoutMs", fmt.Sprintf("%d ms: give 0 for the default (10 s), or from %d to %d ms (a shorter one fails steps whose page takes a moment)",
			s.StepTimeoutMS, minStepTimeoutMS, maxStepTimeoutMS))
	}
	if s.BaseURL != "" {
		if u, err := url.Parse(s.BaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			bad("baseUrl", fmt.Sprintf("%q is not an http:// or https:// address, e.g. http://127.0.0.1:11434/v1", s.BaseURL))
		}
	}
	if len(ps) > 0 {
		return settingsError(ps)
	}
	return nil
}

// saveSettings writes s to path atomically, readable by the user only.
func saveSettings(path string, s Settings) error {
	if path == "" {
		return nil
	}
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding settings: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("creating settings directory: %w", err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o600); err != nil {
		return fmt.Errorf("writing settings %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("writing settings %s: %w", path, err)
	}
	return nil
}

// browserOptions turns settings into launch options.
func (s Settings) browserOptions() browser.Options {
	return browser.Options{
		Headless:    s.Browser.Headless,
		Viewport:    browser.Viewport{Width: s.Browser.Width, Height: s.Browser.Height},
		BrowserPath: s.Browser.Path,
		CDPEndpoint: s.Browser.CDPEndpoint,
		WSEndpoint:  s.Browser.WSEndpoint,
	}
}

// GetSettings returns the current settings.
func (s *Studio) GetSettings() (Settings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.settings, nil
}

// SaveSettings validates and stores settings. Browser changes apply to
// sessions and runs started afterwards (the browser restarts when no
// session uses it); the store directory applies on the next start.
func (s *Studio) SaveSettings(in Settings) (Settings, error) {
	// A viewport typed as 0 or less is refused, not swapped for the
	// default as one missing from an old settings file is.
	if in.Browser.Width <= 0 || in.Browser.Height <= 0 {
		field, msg := viewportProblem(in.Browser.Width, in.Browser.Height)
		return Settings{}, settingsError([]Problem{{Field: field, Message: msg}})
	}
	in = in.normalized()
	if err := in.validate(); err != nil {
		return Settings{}, err
	}
	if err := saveSettings(s.opts.SettingsPath, in); err != nil {
		return Settings{}, AsError(err)
	}
	s.mu.Lock()
	old := s.settings
	s.settings = in
	s.mu.Unlock()
	if old.Browser != in.Browser {
		s.retireBrowser()
	}
	return in, nil
}

// ProviderInfo describes a model provider for the settings page.
type ProviderInfo struct {
	Provider          string   `json:"provider"`
	NeedsKey          bool     `json:"needsKey"`
	KeyEnv            []string `json:"keyEnv"`
	KeyIn             string   `json:"keyIn"`
	KeychainAvailable bool     `json:"keychainAvailable"`
	Examples          []string `json:"examples"`
}

var providerExamples = map[string][]string{
	llm.ProviderOpenAI:           {"openai/gpt-4.1-mini", "openai/gpt-4.1"},
	llm.ProviderGoogle:           {"google/gemini-2.5-flash", "google/gemini-2.5-pro"},
	llm.ProviderAnthropic:        {"anthropic/claude-sonnet-4-5"},
	llm.ProviderOllama:           {"ollama/qwen3"},
	llm.ProviderOpenAICompatible: {"openai-compatible/NAME"},
}

// ListProviders lists the model providers, whether a key is configured and
// where (never the key itself).
func (s *Studio) ListProviders() ([]ProviderInfo, error) {
	out := []ProviderInfo{}
	for _, p := range llm.Providers {
		env := llm.KeyEnv(p)
		info := ProviderInfo{Provider: p, NeedsKey: len(env) > 0, KeyEnv: env, Examples: providerExamples[p]}
		if info.KeyEnv == nil {
			info.KeyEnv = []string{}
		}
		_, err := s.keys.Get(p)
		switch {
		case err == nil:
			info.KeyIn, info.KeychainAvailable = "keychain", true
		case errors.Is(err, keychain.ErrNotFound):
			info.KeychainAvailable = true
		}
		if info.KeyIn == "" && slices.ContainsFunc(env, func(v string) bool { return os.Getenv(v) != "" }) {
			info.KeyIn = "env"
		}
		out = append(out, info)
	}
	return out, nil
}

// SetProviderKey stores a provider's API key in the OS keychain.
func (s *Studio) SetProviderKey(provider, key string) error {
	if !slices.Contains(llm.Providers, provider) {
		return errorf(CodeBadRequest, "unknown provider %q (known: %s)", provider, strings.Join(llm.Providers, ", "))
	}
	if err := s.keys.Set(provider, key); err != nil {
		return &Error{Code: CodeInternal, Message: err.Error() + "; otherwise set " + strings.Join(llm.KeyEnv(provider), " or ") + " where Reprise starts", err: err}
	}
	return nil
}

// DeleteProviderKey removes a provider's API key from the OS keychain.
func (s *Studio) DeleteProviderKey(provider string) error {
	if !slices.Contains(llm.Providers, provider) {
		return errorf(CodeBadRequest, "unknown provider %q (known: %s)", provider, strings.Join(llm.Providers, ", "))
	}
	return wrapErr(s.keys.Delete(provider))
}

// BrowserInfo is a browser found on the machine.
type BrowserInfo struct {
	Path         string `json:"path"`
	Kind         string `json:"kind"`
	Source       string `json:"source"`
	HeadlessOnly bool   `json:"headlessOnly"`
}

// ListBrowsers lists the browsers found on the machine.
func (s *Studio) ListBrowsers() ([]BrowserInfo, error) {
	out := []BrowserInfo{}
	for _, f := range browser.FindBrowsers() {
		out = append(out, BrowserInfo{Path: f.Path, Kind: f.Kind, Source: f.Source, HeadlessOnly: f.HeadlessOnly})
	}
	return out, nil
}

// Keychain is where API keys are kept; the OS keychain by default, a fake
// in tests (the real one needs a desktop session).
type Keychain interface {
	Get(provider string) (string, error)
	Set(provider, key string) error
	Delete(provider string) error
}

type osKeychain struct{}

func (osKeychain) Get(p string) (string, error) { return keychain.Get(p) }
func (osKeychain) Set(p, k string) error        { return keychain.Set(p, k) }
func (osKeychain) Delete(p string) error        { return keychain.Delete(p) }
