package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

const cacheUsage = `Usage:
  reprise cache ls [--source act|agent|agent-dom|agent-hybrid|agent-cua] [--json]   every act and agent cache entry
  reprise cache show ID [--json]                 an entry's inputs, savings, revisions and steps
  reprise cache rm ID...                         remove entries (every revision); library flows are never touched
  reprise cache prune [--older-than D] [--keep-revisions N]
                                                 remove entries not stored or replayed within D (30d, 12h, 2w)
                                                 and all but the newest N revisions of the others
  reprise cache save ID [--name NAME]            copy an entry into the library as a new flow
All take --store DIR. An entry id (act-… or agent-…) also works with show, replay and export like a
flow id; editing it in the app's editor writes a new revision of the entry, which the cache replays next.
`

// cmdCache runs "reprise cache ls|show|rm|prune|save".
// cacheCommands are reprise cache's commands.
var cacheCommands = []string{"ls", "show", "rm", "prune", "save"}

func cmdCache(_ context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, cacheUsage)
		return 2
	}
	if helpAsked(args[:1]) || args[0] == "help" {
		fmt.Fprint(stdout, cacheUsage)
		return 0
	}
	// The command may come after the common flags: reprise cache --store DIR ls.
	sub, rest := args[0], args[1:]
	if strings.HasPrefix(sub, "-") {
		for i, a := range args {
			if slices.Contains(cacheCommands, a) {
				sub, rest = a, append(slices.Clone(args[:i]), args[i+1:]...)
				break
			}
		}
	}
	var source, name, olderThan string
	var asJSON bool
	var keep int
	extra := func(fs *flag.FlagSet) {
		switch sub {
		case "ls":
			fs.StringVar(&source, "source", "", "only entries from this source: act, agent, agent-dom, agent-hybrid or agent-cua")
			fs.BoolVar(&asJSON, "json", false, "print JSON")
		case "show":
			fs.BoolVar(&asJSON, "json", false, "print JSON")
		case "prune":
			fs.StringVar(&olderThan, "older-than", "", "remove entries neither stored nor replayed within this long: 30d, 12h, 2w, 90min")
			fs.IntVar(&keep, "keep-revisions", 0, "keep only the newest N revisions of every other entry")
		case "save":
			fs.StringVar(&name, "name", "", "name of the new library flow (default: the instruction or goal)")
		}
	}
	if !slices.Contains(cacheCommands, sub) {
		fmt.Fprintf(stderr, "reprise: unknown cache command %q (one of: %s)\n\n%s", sub, strings.Join(cacheCommands, ", "), cacheUsage)
		return 2
	}
	st, pos, code := storeOnly(rest, stderr, "cache "+sub, extra)
	if st == nil {
		return code
	}
	defer st.Close()
	switch sub {
	case "ls":
		return cacheList(st, source, asJSON, stdout, stderr)
	case "show":
		if len(pos) != 1 {
			return fail(stderr, "cache show needs one entry id (see reprise cache ls)")
		}
		return cacheShow(st, pos[0], asJSON, stdout, stderr)
	case "rm":
		if len(pos) == 0 {
			return fail(stderr, "cache rm needs entry ids (see reprise cache ls)")
		}
		for _, id := range pos {
			info, err := st.RemoveEntry(id)
			if err != nil {
				return fail(stderr, "%v", err)
			}
			fmt.Fprintf(stdout, "removed %s (%s)\n", info.ID, entryInput(info))
		}
		return 0
	case "prune":
		return cachePrune(st, olderThan, keep, pos, stdout, stderr)
	default: // save
		if len(pos) != 1 {
			return fail(stderr, "cache save needs one entry id (see reprise cache ls)")
		}
		t, err := st.SaveEntryAsFlow(pos[0], name)
		if err != nil {
			return fail(stderr, "%v", err)
		}
		fmt.Fprintf(stdout, "saved %s as library flow %s (%q); the cache entry is unchanged\n", pos[0], t.ID, t.Name)
		return 0
	}
}

// cacheList prints every entry (of one source) and names the ones skipped.
func cacheList(st cache.Interface, source string, asJSON bool, stdout, stderr io.Writer) int {
	list, err := st.ListEntries()
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if source != "" {
		kept := list.Entries[:0]
		for _, e := range list.Entries {
			if e.Source == source || e.Kind == source {
				kept = append(kept, e)
			}
		}
		list.Entries = kept
	}
	printProblems(stderr, list.Problems)
	if asJSON {
		writeJSON(stdout, list, nil)
		return 0
	}
	if len(list.Entries) == 0 {
		fmt.Fprintln(stdout, "no cache entries")
	}
	for _, e := range list.Entries {
		printEntry(stdout, e)
	}
	return 0
}

// printProblems names the flows and entries a list skipped.
func printProblems(w io.Writer, problems []cache.Skipped) {
	for _, p := range problems {
		fmt.Fprintf(w, "reprise: skipped %s: %s\n", p.Item, p.Problem)
	}
}

// printEntry prints one cache entry in two lines: what it is and what it
// saves, then its key inputs.
func printEntry(w io.Writer, e cache.EntryInfo) {
	last := "never replayed"
	if e.Hits > 0 {
		last = fmt.Sprintf("%d hit(s), last %s", e.Hits, e.LastHit.Local().Format("2006-01-02 15:04"))
	}
	fmt.Fprintf(w, "%-22s %-12s r%-3d %3d steps  %s  saves %s per replay\n", e.ID, e.Source, e.Revision, e.Steps, last, costText(e.Saves))
	fmt.Fprintf(w, "    %s\n", entryInputs(e))
}

// costText describes a model run's cost.
func costText(c cache.Cost) string {
	return fmt.Sprintf("%d model call(s), %d+%d tokens, $%.4f", c.ModelCalls, c.PromptTokens, c.CompletionTokens, c.CostUSD)
}

// entryInput is an entry's instruction or goal.
func entryInput(e cache.EntryInfo) string {
	if e.Kind == cache.KindAct {
		return "act " + strconv.Quote(e.Instruction)
	}
	return "goal " + strconv.Quote(e.Goal)
}

// entryInputs lists the inputs an entry's key was made of.
func entryInputs(e cache.EntryInfo) string {
	parts := []string{entryInput(e) + " at " + e.URL}
	if len(e.VarNames) > 0 {
		parts = append(parts, "variables {{"+strings.Join(e.VarNames, "}}, {{")+"}}")
	}
	if e.Model != "" {
		parts = append(parts, "model "+e.Model)
	}
	if e.Mode != "" {
		parts = append(parts, "mode "+e.Mode)
	}
	if len(e.Tools) > 0 {
		parts = append(parts, "tools "+strings.Join(e.Tools, ", "))
	}
	return strings.Join(parts, "; ")
}

// cacheShow prints one entry, its revisions and its steps.
func cacheShow(st cache.Interface, id string, asJSON bool, stdout, stderr io.Writer) int {
	d, err := st.Entry(id)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if asJSON {
		writeJSON(stdout, d, nil)
		return 0
	}
	e := d.Entry
	fmt.Fprintf(stdout, "%s  %s entry, key %s\n", e.ID, e.Source, e.Key)
	fmt.Fprintf(stdout, "inputs:    %s\n", entryInputs(e))
	fmt.Fprintf(stdout, "saves:     %s per replay", costText(e.Saves))
	if e.Hits > 0 {
		total := e.Saves
		total.ModelCalls *= e.Hits
		total.PromptTokens *= e.Hits
		total.CompletionTokens *= e.Hits
		total.CostUSD *= float64(e.Hits)
		fmt.Fprintf(stdout, "; %s over %d replays", costText(total), e.Hits)
	}
	fmt.Fprintln(stdout)
	fmt.Fprintf(stdout, "created:   %s; last hit %s\n", e.CreatedAt.Local().Format(time.DateTime), orDash(timeText(e.LastHit)))
	fmt.Fprintln(stdout, "revisions:")
	for _, r := range d.Revisions {
		fmt.Fprintf(stdout, "  r%-3d %s  %d steps\n", r.Revision, r.UpdatedAt.Local().Format(time.DateTime), r.Steps)
	}
	fmt.Fprintf(stdout, "steps of r%d (%s):\n", e.Revision, e.Origin)
	for i, s := range d.Trajectory.Steps {
		fmt.Fprintf(stdout, "  %2d %s\n", i+1, stepText(s))
	}
	return 0
}

func timeText(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Local().Format(time.DateTime)
}

// stepText describes a step in one line.
func stepText(s trajectory.Step) string {
	line := string(s.Action)
	if s.Instruction != "" {
		line += "  " + strconv.Quote(s.Instruction)
	}
	if s.Target != nil && s.Target.Fingerprint.Name != "" {
		line += fmt.Sprintf("  on %s %q", orDash(s.Target.Fingerprint.Role), s.Target.Fingerprint.Name)
	}
	if v := firstNonEmpty(s.Value, s.Key, s.URL); v != "" {
		line += fmt.Sprintf("  %q", v)
	}
	return line
}

// cachePrune removes old entries and revisions.
func cachePrune(st cache.Interface, olderThan string, keep int, pos []string, stdout, stderr io.Writer) int {
	if len(pos) > 0 {
		return fail(stderr, "cache prune takes no ids (got %q); use cache rm ID to remove one entry", pos[0])
	}
	if olderThan == "" && keep == 0 {
		return fail(stderr, "cache prune needs --older-than D (e.g. 30d) or --keep-revisions N, or both")
	}
	if keep < 0 {
		return fail(stderr, "--keep-revisions wants 1 or more, got %d", keep)
	}
	var age time.Duration
	if olderThan != "" {
		var err error
		if age, err = parseAge(olderThan); err != nil {
			return fail(stderr, "--older-than: %v", err)
		}
	}
	res, err := st.PruneEntries(cache.PruneOptions{OlderThanSeconds: int64(age / time.Second), KeepRevisions: keep})
	if err != nil {
		return fail(stderr, "%v", err)
	}
	for _, e := range res.Removed {
		fmt.Fprintf(stdout, "removed %s (%s; last used %s)\n", e.ID, entryInput(e), e.LastUsed().Local().Format(time.DateTime))
	}
	fmt.Fprintf(stdout, "pruned %d entries and %d old revisions; library flows are untouched\n", len(res.Removed), res.RevisionsRemoved)
	return 0
}

// multiply is n (a number as written) times k, as written, or n·k.
func multiply(n string, k int) string {
	v, err := strconv.ParseFloat(n, 64)
	if err != nil {
		return n + "×" + strconv.Itoa(k)
	}
	return strconv.FormatFloat(v*float64(k), 'f', -1, 64)
}

// parseAge reads a duration with day (d), week (w) and minute (min)
// units besides Go's; a bare "m" is refused (a month or a minute?).
func parseAge(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	for unit, d := range map[string]time.Duration{"d": 24 * time.Hour, "w": 7 * 24 * time.Hour} {
		if n, ok := strings.CutSuffix(s, unit); ok {
			v, err := strconv.ParseFloat(n, 64)
			if err != nil || v <= 0 {
				return 0, fmt.Errorf("%q is not a duration such as 30d, 12h or 2w", s)
			}
			return time.Duration(v * float64(d)), nil
		}
	}
	if n, ok := strings.CutSuffix(s, "m"); ok && !strings.ContainsAny(n, "hms") {
		// "1m" read as Go reads it is a minute, which a user pruning a
		// cache likely meant as a month: prune everything by mistake.
		return 0, fmt.Errorf("%q would be %s minute(s), which is likely not what you mean: write months as days (%sd is %s month(s)), or minutes as %smin", s, n, multiply(n, 30), n, n)
	}
	if n, ok := strings.CutSuffix(s, "min"); ok {
		s = n + "m"
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("%q is not a duration such as 30d, 12h or 2w", s)
	}
	return d, nil
}
