package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/keychain"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// healFlag is replay's and run's --heal=off|suggest|auto, with the
// model heal tier's --heal-model and --heal-model-url.
type healFlag struct {
	policy  trajectory.HealPolicy
	model   string
	baseURL string
}

func (h *healFlag) register(fs *flag.FlagSet) {
	h.policy = trajectory.HealSuggest
	fs.Var(h, "heal", "when recorded locators fail: off (fail), suggest (act on a confident heal, report the patch; default), auto (also save the patched trajectory as a new revision)")
	fs.StringVar(&h.model, "heal-model", "", "also ask this model (openai/…, google/…, anthropic/…, ollama/…, openai-compatible/…) for a step that similarity healing cannot fix; its pick passes the same checks. Off by default: replays make no model calls unless you give one")
	fs.StringVar(&h.baseURL, "heal-model-url", "", "endpoint of the --heal-model server (OpenAI-compatible servers, proxies)")
	fs.Func("heal-base-url", "old name of --heal-model-url", func(v string) error {
		fmt.Fprintln(fs.Output(), "reprise: --heal-base-url is now --heal-model-url (it still works)")
		h.baseURL = v
		return nil
	})
}

func (h *healFlag) String() string { return string(h.policy) }

func (h *healFlag) Set(s string) error {
	p, err := trajectory.ParseHealPolicy(s)
	if err != nil {
		return err
	}
	h.policy = p
	return nil
}

// healers are the healers replay tries in order (agent.Healers): the
// model-free similarity healer, then the model given with --heal-model.
func (h *healFlag) healers() ([]replay.Healer, error) {
	if h.model == "" || h.model == "local" {
		return agent.Healers(nil, nil), nil
	}
	m, err := llm.New(h.model, llm.Options{BaseURL: h.baseURL, KeySource: keychain.Source, MaxRetries: llm.DefaultMaxRetries})
	if err != nil {
		return nil, fmt.Errorf("--heal-model: %w", keyWays(err))
	}
	return agent.Healers(m, nil), nil
}

// healOutcome is what the auto policy wrote; reprise run shares it.
type healOutcome = runner.HealOutcome

// applyHeals carries out the policy after a run (runner.ApplyHeals): for a
// stored trajectory, auto saves a new revision (the replayed one is kept);
// for a trajectory FILE it writes NAME.healed.json next to it and leaves
// the file itself untouched. A run that failed writes nothing.
func applyHeals(st sharedstore.Store, t *trajectory.Trajectory, fromFile string, r *trajectory.Run, policy trajectory.HealPolicy) (healOutcome, error) {
	return runner.ApplyHeals(st, t, fromFile, r, policy)
}

// printHealLines prints a healed step's patch, or a failed step's
// suggestions, under its line in the report.
func printHealLines(w io.Writer, s trajectory.StepResult, shots map[string]string) {
	if p := s.Heal; p != nil {
		for _, l := range p.Lines() {
			fmt.Fprintf(w, "     %s\n", l)
		}
		if f := shots[s.StepID+"-before"]; f != "" {
			fmt.Fprintf(w, "     before: %s  after: %s\n", f, shots[s.StepID+"-after"])
		}
		if p.Revision > 0 {
			fmt.Fprintf(w, "     saved in revision %d\n", p.Revision)
		}
	}
	if m := s.Model; m != nil {
		fmt.Fprintf(w, "     asked %s: %d call(s), %d+%d tokens, $%.4f\n", m.Model, m.Calls, m.PromptTokens, m.CompletionTokens, m.CostUSD)
	}
	for i, sg := range s.Suggestions {
		if i == 0 {
			fmt.Fprintf(w, "     did you mean:\n")
		}
		fmt.Fprintf(w, "       %.2f  %s\n", sg.Score, sg.Description)
	}
}

// printHealSummary prints what the policy did with the run's patches.
func printHealSummary(w io.Writer, t *trajectory.Trajectory, r *trajectory.Run, o healOutcome) {
	heals := replay.Heals(r)
	if len(heals) == 0 {
		return
	}
	n := trajectory.HealCount(heals)
	switch {
	case o.Revision > 0:
		fmt.Fprintf(w, "%s: saved as revision %d of %s (revision %d kept)\n", n, o.Revision, t.ID, t.Revision)
	case o.File != "":
		fmt.Fprintf(w, "%s: patched trajectory written to %s (the original file is unchanged)\n", n, o.File)
	default:
		fmt.Fprintf(w, "%s: %s\n", n, o.Note)
	}
}

// writeHealShots copies heal before/after screenshots to files next to
// the failure screenshots (writeShot: dir, else the store's artifacts
// directory, mode 0600), keyed "STEPID-before" and "STEPID-after".
func writeHealShots(st sharedstore.Store, r *trajectory.Run, dir string, out map[string]string) {
	for _, s := range r.Steps {
		if s.Heal == nil {
			continue
		}
		for what, key := range map[string]string{"before": s.Heal.Before, "after": s.Heal.After} {
			if key == "" {
				continue
			}
			name := fmt.Sprintf("%s-step%d-heal-%s.png", r.ID, s.Index+1, what)
			if path, ok := writeShot(st, key, dir, name); ok {
				out[s.StepID+"-"+what] = path
			}
		}
	}
}

// trajectoryFile returns ref when replay loaded it from a file, else "".
func trajectoryFile(ref string) string {
	if strings.HasSuffix(ref, ".json") || strings.ContainsRune(ref, os.PathSeparator) {
		if _, err := os.Stat(ref); err == nil {
			return ref
		}
	}
	return ""
}
