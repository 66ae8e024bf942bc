package cache

import (
	"encoding/json"
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
// the instruction and page as given, then e.Secrets masked out of the
// entry (conceal) and Secrets cleared. PutAct stores the result as it
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
	e.conceal()
	return e
}

// conceal masks e.Secrets out of everything the entry stores, then
// clears them. The entry's URL and Instruction are copies for people to
// read (the key was made from the real ones): they are redacted as
// printed text is, credential-looking query values included
// (trajectory.RedactURL, trajectory.Redact). The steps are what a hit
// replays, and what a heal shows a model: they only have the secret
// values masked (with their whitespace and URL-encoded forms,
// trajectory.Mask), wherever a caller left one instead of its
// {{placeholder}}; a locator candidate that holds one is dropped while
// others remain, as the recorder does. A credential-looking query value that is no secret
// ("go to /dash?session=abc", written into the instruction) stays in a
// step's URL and instruction, as in a flow in the library: the goto must
// open that address.
func (e *ActEntry) conceal() {
	e.URL = trajectory.RedactURL(e.URL, e.Secrets)
	e.Instruction = trajectory.Redact(e.Instruction, e.Secrets)
	if len(e.Secrets) > 0 && len(e.Steps) > 0 {
		mask := func(s string) string { return trajectory.Mask(s, e.Secrets) }
		steps := make([]trajectory.Step, len(e.Steps))
		for i := range e.Steps {
			st := e.Steps[i].Clone()
			st.Instruction, st.URL, st.Value, st.Key = mask(st.Instruction), mask(st.URL), mask(st.Value), mask(st.Key)
			if st.Tool != nil {
				if args := mask(string(st.Tool.Args)); json.Valid([]byte(args)) {
					st.Tool.Args = json.RawMessage(args)
				}
			}
			concealTarget(st.Target, mask)
			concealTarget(st.DropTarget, mask)
			steps[i] = st
		}
		e.Steps = steps
	}
	e.Secrets = nil
}

// concealTarget masks with mask the page texts of t (a copy the caller
// owns) and drops the locator candidates that mask changes, keeping them
// masked when no other candidate is left.
func concealTarget(t *trajectory.Target, mask func(string) string) {
	if t == nil {
		return
	}
	trajectory.RedactTarget(t, mask)
	kept := make([]trajectory.Locator, 0, len(t.Candidates))
	for _, c := range t.Candidates {
		if mask(c.Value) == c.Value && mask(c.Name) == c.Name {
			kept = append(kept, c)
		}
	}
	if len(kept) > 0 {
		t.Candidates = kept
		return
	}
	for i := range t.Candidates {
		t.Candidates[i].Value, t.Candidates[i].Name = mask(t.Candidates[i].Value), mask(t.Candidates[i].Name)
	}
}
