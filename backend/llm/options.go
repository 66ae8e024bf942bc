package llm

import (
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"
)

// Options configures a [Model] made by [New].
//
// The zero value is valid: keys come from the environment, requests go to
// the vendor's public endpoint, and failed requests are not retried.
type Options struct {
	// APIKey is the vendor API key. It overrides KeySource and the
	// environment. It is sent only to the vendor's endpoint (or BaseURL),
	// and never logged or put in an error.
	APIKey string
	// KeySource, when set, is asked for the key of a provider ("openai",
	// "google", "anthropic", "ollama", "openai-compatible") when APIKey is
	// empty, before the environment is read. It is the hook for an OS
	// keychain. An empty key with a nil error falls back to the environment;
	// an error fails [New].
	KeySource func(provider string) (string, error)
	// BaseURL replaces the vendor's endpoint, e.g. "http://127.0.0.1:1234/v1"
	// for LM Studio. It is required for "openai-compatible/" models. The
	// SDKs' own base-URL environment variables (OPENAI_BASE_URL,
	// ANTHROPIC_BASE_URL, GOOGLE_GEMINI_BASE_URL) are ignored.
	BaseURL string
	// HTTPClient sends the requests; nil means the SDK's default client.
	HTTPClient *http.Client
	// MaxRetries is how many times a request that failed with a rate
	// limit, a server error or a network error is sent again (see
	// retrier; a wait longer than MaxRetryWait is not made, and a server
	// nothing answers at, ErrUnreachable, is not asked again). Zero means no
	// retries, so that callers see [ErrRateLimited] and decide themselves;
	// DefaultMaxRetries matches the SDKs' own default.
	MaxRetries int
	// OnRetry, when set, is called before a failed request is sent again,
	// so that a caller can say it is waiting ("rate limited; trying again
	// in 2 s").
	OnRetry func(Retry)
	// Timeout bounds a call to Generate, its tries and the waits between
	// them: a model that has not answered by then fails with [ErrTimeout],
	// and the request in flight is cancelled. Zero means DefaultTimeout; a
	// negative Timeout means only the caller's context bounds it.
	Timeout time.Duration
}

// DefaultMaxRetries is the retry count the vendor SDKs use by default.
const DefaultMaxRetries = 2

// DefaultTimeout bounds a call when Options.Timeout is zero:
// long enough for a large prompt to a slow model, short enough that a
// server that hangs does not hold a recording or a CI job for good.
const DefaultTimeout = 3 * time.Minute

// DefaultOllamaBaseURL is where "ollama/" models are served when
// Options.BaseURL is empty.
const DefaultOllamaBaseURL = "http://localhost:11434/v1"

// keyEnv lists, per provider, the environment variables that may hold its
// key, in the order they are read.
var keyEnv = map[string][]string{
	ProviderOpenAI:    {"OPENAI_API_KEY"},
	ProviderGoogle:    {"GEMINI_API_KEY", "GOOGLE_API_KEY"},
	ProviderAnthropic: {"ANTHROPIC_API_KEY"},
}

// KeyEnv returns the environment variables read for a provider's API key,
// in order; it is empty for providers that need no key (ollama,
// openai-compatible).
func KeyEnv(provider string) []string { return append([]string(nil), keyEnv[provider]...) }

// resolveKey finds the API key for provider: APIKey, KeySource, then the
// environment. Providers that need no key get "" and no error.
func (o Options) resolveKey(provider, name string) (string, error) {
	k, _, err := o.findKey(provider, name)
	return k, err
}

// findKey is resolveKey, also saying where the key came from: "" for
// Options.APIKey, "the OS keychain" for KeySource, or the environment
// variable's name.
func (o Options) findKey(provider, name string) (key, from string, err error) {
	if k := strings.TrimSpace(o.APIKey); k != "" {
		return k, "", nil
	}
	if o.KeySource != nil {
		k, err := o.KeySource(provider)
		if err != nil {
			// The key source's error is kept in the chain for errors.Is, but
			// its text is scrubbed of anything that looks like a key.
			return "", "", &keySourceError{name: name, err: err}
		}
		if k = strings.TrimSpace(k); k != "" {
			return k, "the OS keychain", nil
		}
	}
	vars := keyEnv[provider]
	for _, v := range vars {
		if k := strings.TrimSpace(os.Getenv(v)); k != "" {
			return k, v, nil
		}
	}
	if len(vars) == 0 {
		return "", "", nil // local servers need no key
	}
	return "", "", &NoKeyError{Model: name, Provider: provider, Env: append([]string(nil), vars...)}
}

// keySourceError reports a failing Options.KeySource without echoing
// anything key-like from its message.
type keySourceError struct {
	name string
	err  error
}

// Error describes the failure, scrubbed of key-like strings.
func (e *keySourceError) Error() string {
	return fmt.Sprintf("%s: reading its API key: %s", e.name, scrub(e.err.Error(), ""))
}

// Unwrap returns the key source's error.
func (e *keySourceError) Unwrap() error { return e.err }
