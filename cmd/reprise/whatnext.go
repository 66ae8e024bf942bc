package main

import (
	"errors"
	"strings"

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
	case errors.Is(err, llm.ErrRateLimited), errors.Is(err, llm.ErrUnavailable), errors.Is(err, llm.ErrTimeout):
		return " — try again in a while, or another --model"
	case errors.Is(err, llm.ErrInvalidResponse):
		return " — try again, or another --model"
	}
	return ""
}
