package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"sort"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/sharedstore"
)

const storeUsage = `Usage:
  reprise store check [--store DIR] [--json]    verify every file and entry of the store; change nothing
  reprise store repair [--store DIR] [--json]   keep every entry that still reads in a fresh store;
                                                the original files are moved to DIR-damaged-<date>

Close every other Reprise window and command first: both need the store to themselves.
check exits 0 when the store is healthy and 1 when it found damage.
`

// cmdStore runs "reprise store check" and "reprise store repair".
func cmdStore(_ context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || (args[0] != "check" && args[0] != "repair") {
		fmt.Fprint(stderr, storeUsage)
		return 2
	}
	sub := args[0]
	fs := flag.NewFlagSet("store "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("store", "", "store directory (default: $REPRISE_STORE, else the store chosen in the app's Settings, else the user data dir)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	pos, err := parseInterspersed(fs, args[1:])
	if err != nil {
		return 2
	}
	if len(pos) > 0 {
		return fail(stderr, "store %s takes no arguments (got %q); use --store DIR to choose the store", sub, pos[0])
	}
	if *dir == "" {
		if *dir, err = cache.DefaultDir(); err != nil {
			return fail(stderr, "%v", err)
		}
	}
	var rep *cache.Report
	if sub == "check" {
		rep, err = cache.Check(*dir)
	} else {
		rep, err = cache.Repair(*dir)
	}
	if errors.Is(err, cache.ErrLocked) {
		return fail(stderr, "store %s: %s", sub, heldBy(*dir, sub))
	}
	if err != nil {
		return fail(stderr, "store %s: %v", sub, err)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return fail(stderr, "%v", err)
		}
	} else {
		printStoreReport(stdout, sub, rep)
	}
	if sub == "check" && !rep.Healthy() {
		return 1
	}
	return 0
}

// heldBy says which process holds the store in dir, which check and
// repair (sub) need to themselves, and how to free it: the holder names
// itself when it shares the store (reprise serve, the app, reprise run),
// else the database's lock file gives its process id, else lsof finds it.
func heldBy(dir, sub string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		abs = dir
	}
	who := ""
	var ve *sharedstore.VersionError
	if c, err := sharedstore.Dial(abs); err == nil {
		who = c.Holder()
		c.Close()
	} else if errors.As(err, &ve) {
		who = ve.Holder
	}
	pid := cache.LockHolderPID(abs)
	switch {
	case who != "":
		return fmt.Sprintf("the store in %s is in use by %s, and store %s needs it to itself: stop that process (Ctrl+C where it runs, or close the app) and run this again", abs, who, sub)
	case pid > 0:
		return fmt.Sprintf("the store in %s is in use by process %d (ps -p %d shows what it is), and store %s needs it to itself: stop that process and run this again", abs, pid, pid, sub)
	}
	return fmt.Sprintf("the store in %s is in use by another process (lsof %s shows which), and store %s needs it to itself: stop that process and run this again", abs, abs, sub)
}

// printStoreReport prints what check or repair found and did.
func printStoreReport(w io.Writer, sub string, rep *cache.Report) {
	fmt.Fprintf(w, "store %s\n", rep.Dir)
	for _, f := range rep.DamagedFiles {
		fmt.Fprintf(w, "  damaged file %s: %s\n", f.File, f.Problem)
	}
	for _, e := range rep.Damaged {
		fmt.Fprintf(w, "  damaged entry %s: %s\n", e.Key, e.Problem)
	}
	verb := "readable"
	if sub == "repair" {
		verb = "kept"
	}
	kinds := make([]string, 0, len(rep.Readable))
	for k := range rep.Readable {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		fmt.Fprintf(w, "  %s: %d %s\n", verb, rep.Readable[k], k)
	}
	for _, f := range rep.Fixed {
		fmt.Fprintf(w, "  %s %s\n", f.Key, f.Problem)
	}
	switch {
	case sub == "check" && rep.Healthy():
		fmt.Fprintln(w, "healthy: every file and entry reads")
	case sub == "check":
		fmt.Fprintf(w, "damaged: run `reprise store repair --store %s` to keep what reads\n", rep.Dir)
	case rep.MovedTo == "":
		fmt.Fprintln(w, "healthy: every file and entry reads, so nothing was changed")
	default:
		lost := len(rep.Damaged)
		fmt.Fprintf(w, "repaired: %d unreadable entries left out", lost)
		if len(rep.DamagedFiles) > 0 {
			fmt.Fprintf(w, ", plus whatever only the %d damaged files held", len(rep.DamagedFiles))
		}
		fmt.Fprintf(w, "\nthe original files (damaged ones included) are in %s\n", rep.MovedTo)
	}
}
