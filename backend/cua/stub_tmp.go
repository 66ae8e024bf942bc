package cua

import (
	"fmt"

	"github.com/reprise-qa/reprise/backend/agent"
)

func newGoogle(b base) (agent.Driver, error) {
	return nil, fmt.Errorf("cua: %s: Gemini computer use is not implemented yet", b.name)
}
