package cache

import (
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Outbound is implemented by argument types that carry values given to
// the store only to be masked and never stored (ActEntry.Secrets, which
// JSON leaves out). Before such an argument is sent to another process
// (sharedstore forwards store operations to the process holding the
// store), it is replaced by Outbound(): the same value with those applied
// and removed, which the store then stores exactly as it would have
// stored the original.
type Outbound interface {
	Outbound() any
}

var _ Outbound = ActEntry{}

// Outbound returns e as PutAct begins storing it: the key computed from
// the instruction and page as given, then the URL and instruction with
// e.Secrets masked and Secrets cleared. PutAct stores the result as it
// would store e. Without secrets, e is returned unchanged.
func (e ActEntry) Outbound() any {
	if len(e.Secrets) == 0 {
		return e
	}
	e.Instruction = strings.TrimSpace(e.Instruction)
	e.VarNames = canonicalNames(e.VarNames)
	if e.Key == "" {
		e.Key = ActKey(e.Instruction, e.URL, e.VarNames, nil)
		e.URL = NormalizeURL(e.URL, nil)
	} else {
		e.URL = NormalizeURL(e.URL, []string{})
	}
	e.URL = trajectory.RedactURL(e.URL, e.Secrets)
	e.Instruction = trajectory.Redact(e.Instruction, e.Secrets)
	e.Secrets = nil
	return e
}
