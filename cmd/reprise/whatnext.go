package main

import (
	"errors"
	"strings"

	"github.com/reprise-qa/reprise/backend/keychain"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/resolver"
)

// whatNext is what a person can do after an instruction failed with err,
// on the command line, as a clause to end its error line with ("" when
// the error says it already): an instruction the offline resolver cannot
// read needs a model or other words; a model that refused its key, failed
// or answered nothing useful needs a key, a moment or another model.
func whatNext(err error, model string) string {
	provider, _, _ := strings.Cut(model, "/")
	switch {
	case errors.Is(err, resolver.ErrNeedsModel) && (model == "" || model == "local"):
		return " — give it a model with --model (e.g. --model openai/gpt-4.1-mini), or rephrase it in a form the offline resolver reads (see the README)"
	case errors.Is(err, llm.ErrAuth):
		return " — store a working key with `reprise key set " + provider + "`, or fix the environment variable it came from"
	case errors.Is(err, llm.ErrUnreachable), errors.Is(err, llm.ErrNotModelAPI), errors.Is(err, llm.ErrTimeout):
		// The error says what to do (check --model-url, start the local
		// server, a faster model): waiting will not mend it.
		return ""
	case errors.Is(err, llm.ErrRateLimited), errors.Is(err, llm.ErrUnavailable):
		return " — try again in a while, or another --model"
	case errors.Is(err, llm.ErrInvalidResponse):
		return " — try again, or another --model"
	}
	return ""
}

// keyWays words a missing API key for the command line: store it in the
// OS keychain with `reprise key set PROVIDER` (where this machine has
// one), or set the provider's environment variable. Other errors pass as
// they are.
func keyWays(err error) error {
	var nk *llm.NoKeyError
	if !errors.As(err, &nk) {
		return err
	}
	nk.Ways = nil
	if _, kerr := keychain.Get(nk.Provider); kerr == nil || errors.Is(kerr, keychain.ErrNotFound) {
		nk.Ways = append(nk.Ways, "store it with `reprise key set "+nk.Provider+"` (it reads the key from standard input)")
	}
	if len(nk.Env) > 0 {
		nk.Ways = append(nk.Ways, "set "+strings.Join(nk.Env, " or "))
	}
	return err
}
