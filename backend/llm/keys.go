package llm

import (
	"context"
	"fmt"
)

// ResolveKey finds the API key for the provider of a model string such as
// "openai/computer-use-preview" exactly as [New] does: Options.APIKey,
// then Options.KeySource (the OS keychain), then the provider's
// environment variables (see [KeyEnv]). It fails with [ErrNoKey], naming
// the variable to set, when there is none; ollama and openai-compatible
// models get "" and no error.
//
// It is for packages that call a vendor SDK directly (computer-use
// drivers) and must find keys the same way; the key is never logged.
func ResolveKey(model string, o Options) (string, error) {
	provider, id, err := ParseModel(model)
	if err != nil {
		return "", err
	}
	return o.resolveKey(provider, provider+"/"+id)
}

// MapError maps an error returned by a vendor SDK (openai-go, the
// Anthropic SDK or genai) for model onto this package's errors, exactly
// as a [Model] does: an [*APIError] wrapping [ErrAuth], [ErrRateLimited]
// (as a [*RateLimitError]), [ErrBadRequest] or [ErrUnavailable], or the
// context's error when ctx ended. key is removed from every message, as is
// anything shaped like a vendor key. A nil err gives nil.
func MapError(ctx context.Context, model, key string, err error) error {
	if err == nil {
		return nil
	}
	provider, id, perr := ParseModel(model)
	if perr != nil {
		return fmt.Errorf("%s: %s", model, scrub(err.Error(), key))
	}
	name := provider + "/" + id
	switch provider {
	case ProviderAnthropic:
		return (&anthropicModel{id: id, name: name, key: key}).mapError(ctx, err)
	case ProviderGoogle:
		return (&googleModel{id: id, name: name, key: key}).mapError(ctx, err)
	default:
		return (&openaiModel{provider: provider, id: id, name: name, key: key}).mapError(ctx, err)
	}
}
