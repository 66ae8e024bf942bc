package healbench

import (
	"github.com/reprise-qa/reprise/backend/heal"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// RepriseName is the name of the strategy the acceptance bar applies to.
const RepriseName = "reprise"

// Reprise is Reprise's replay as CI runs it: recorded candidates checked
// against the fingerprint, then healing with the "suggest" policy and the
// similarity healer (no model).
func Reprise() Strategy {
	return ReplayStrategy(RepriseName, "replay with healing policy suggest and the similarity healer, no model", func() replay.Options {
		return replay.Options{Heal: trajectory.HealSuggest, Healers: []replay.Healer{heal.New(heal.Options{})}}
	})
}

// DefaultStrategies are the strategies `reprise bench heal` compares:
// Reprise with healing, plain replay and the xpath-only baseline.
func DefaultStrategies() []Strategy {
	return []Strategy{Reprise(), PlainReplay(), XPathBaseline()}
}
