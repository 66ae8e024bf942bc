package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// lazyStore opens the store the first time a PATH turns out to be a
// stored trajectory id, so running trajectory files needs no store.
type lazyStore struct {
	c   *common
	st  sharedstore.Store
	err error
}

func (l *lazyStore) Trajectory(idOrPrefix string) (*trajectory.Trajectory, error) {
	if l.st == nil && l.err == nil {
		l.st, l.err = l.c.openStore("reprise run")
	}
	if l.err != nil {
		return nil, fmt.Errorf("opening the store: %w", l.err)
	}
	return findFlow(l.st, idOrPrefix)
}

func (l *lazyStore) Close() {
	if l.st != nil {
		l.st.Close()
	}
}

// cmdRun is the CI runner: reprise run PATHS... Exit 0 when every flow
// passed, 1 when one failed or could not be read, 2 for usage and setup
// errors.
func cmdRun(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c common
	c.register(fs)
	var v varFlags
	v.register(fs)
	workers := fs.Int("workers", 1, "flows run at once, each in its own browser context")
	retries := fs.Int("retries", 0, "re-run a failed flow up to N more times in a fresh context (a pass on retry is reported as flaky)")
	junit := fs.String("junit", "", "write JUnit XML to this file")
	html := fs.String("html", "", "write the HTML report (index.html) into this directory")
	artifacts := fs.String("artifacts", "", "directory for failure and heal screenshots (default: HTML-DIR/screenshots, else next to the JUnit file, else artifacts in the store directory)")
	shots := fs.String("screenshots", "auto", "auto (every step when --html is given, else failures only), all, or failures")
	timeout := fs.Duration("timeout", replay.DefaultStepTimeout, "default per-step timeout")
	jsonOut := fs.String("json", "", "write the JSON report (what reprise report merge combines) to `FILE`.json; --html DIR also writes DIR/report.json")
	shardFlag := fs.String("shard", "", "run only part INDEX of TOTAL of the flows, such as 2/4 (balanced by recorded duration, else by name; the same on every machine)")
	shardDurations := fs.String("shard-durations", "", "a previous run's JSON report whose flow durations balance --shard (default: the store's last runs of stored flows)")
	baseURL := fs.String("base-url", "", "run the flows against this site: their start URL's origin is replaced (https://staging.example.com)")
	rowsFile := fs.String("rows", "", "run each flow once per row of `FILE`, a CSV file: its first line names the variables (\"secret NAME\" for a secret one), each line after it is one run's values")
	var hf healFlag
	hf.register(fs)
	paths, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(paths) == 0 {
		return fail(stderr, "run needs trajectory files, directories, globs or stored ids (reprise run flows/)")
	}
	// --json takes a file here (replay's --json is a switch): a flow given
	// right after it would be taken for the report's name and not run.
	if *jsonOut != "" && !strings.EqualFold(filepath.Ext(*jsonOut), ".json") {
		return fail(stderr, "--json takes the report's file name, ending in .json (--json report.json); %q is not one — if it is a flow, put it after the report's name", *jsonOut)
	}
	// Reports that cannot be written are refused before the suite runs.
	if fi, err := os.Stat(*junit); *junit != "" && err == nil && fi.IsDir() {
		return fail(stderr, "--junit %s is a folder: give the report's file name (--junit %s)", *junit, filepath.Join(*junit, "junit.xml"))
	}
	if fi, err := os.Stat(*html); *html != "" && err == nil && !fi.IsDir() {
		return fail(stderr, "--html %s is a file: give a folder for the report (it is made when missing)", *html)
	}
	// Check every scale-out flag before anything opens or runs.
	var shard runner.Shard
	if *shardFlag != "" {
		if shard, err = runner.ParseShard(*shardFlag); err != nil {
			return fail(stderr, "--shard: %v", err)
		}
	}
	var rows []runner.Row
	if *rowsFile != "" {
		if rows, err = runner.ParseRows(*rowsFile); err != nil {
			return fail(stderr, "--rows: %v", err)
		}
	}
	var base *url.URL
	if *baseURL != "" {
		if base, err = runner.ParseBaseURL(*baseURL); err != nil {
			return fail(stderr, "--base-url: %v", err)
		}
	}
	var durations map[string]time.Duration
	if *shardDurations != "" {
		prev, _, err := runner.ReadReport(*shardDurations)
		if err != nil {
			return fail(stderr, "--shard-durations: %v", err)
		}
		durations = runner.ReportDurations(prev)
	}
	endpoints, err := c.scale.endpoints()
	if err != nil {
		return fail(stderr, "%v", err)
	}
	headers, err := c.scale.parseHeaders(os.LookupEnv)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if err := c.scale.checkStorageState(); err != nil {
		return fail(stderr, "%v", err)
	}
	vw, vh, err := parseViewport(c.viewport)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if *workers < 1 || *retries < 0 {
		return fail(stderr, "--workers must be at least 1 and --retries at least 0")
	}
	var eachStep bool
	switch *shots {
	case "auto":
		eachStep = *html != ""
	case "all":
		eachStep = true
	case "failures":
	default:
		return fail(stderr, "--screenshots wants auto, all or failures, got %q", *shots)
	}

	// --var, --secret, --vars-file and REPRISE_VAR_*/REPRISE_SECRET_*;
	// the runner also looks each flow's variables up in the environment
	// by name (lookupVar).
	if err := v.load(os.Environ()); err != nil {
		return fail(stderr, "%v", err)
	}
	vars := map[string]string{}
	for k, val := range v.vars {
		vars[k] = val
	}
	for k, val := range v.secrets {
		vars[k] = val
	}
	secrets := v.secretValues()

	hs, err := hf.healers()
	if err != nil {
		return fail(stderr, "%v", err)
	}
	ls := &lazyStore{c: &c}
	defer ls.Close()
	// Flows that exist but cannot be loaded are no usage error: the
	// others run, and the reports show each as a failed test case.
	flows, unreadable, err := runner.Resolve(paths, ls)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	ts := make([]*trajectory.Trajectory, len(flows))
	for i, f := range flows {
		ts[i] = f.Trajectory
	}
	// A variable only an unreadable flow uses is no typo.
	if len(unreadable) == 0 {
		if err := v.checkUsed(ts...); err != nil {
			return fail(stderr, "%v", err)
		}
	}
	for _, n := range v.envNotes(ts...) {
		fmt.Fprintln(stderr, n)
	}
	if len(rows) > 0 {
		if hf.policy == trajectory.HealAuto {
			return fail(stderr, "--rows runs each flow several times, and --heal=auto would save a revision for each run that healed: use --heal=suggest (the default) and save a heal once it is checked")
		}
		if err := rowsUsed(rows[0], ts, v.given, len(unreadable) == 0); err != nil {
			return fail(stderr, "--rows: %v", err)
		}
		flows = runner.WithRows(flows, rows)
	}
	all := len(flows)
	if shard.Total > 1 {
		how := "by name"
		if durations == nil && ls.st != nil {
			durations = runner.StoredDurations(flows, ls.st)
			if len(durations) > 0 {
				how = "by the store's recorded durations"
			}
		} else if durations != nil {
			how = "by the durations in " + *shardDurations
		}
		flows = runner.SelectShard(flows, shard, durations)
		fmt.Fprintf(stdout, "shard %s: %d of %d flow(s), balanced %s\n", shard, len(flows), all, how)
	}
	opts := runner.Options{
		Shard:              shard,
		BaseURL:            base,
		Workers:            *workers,
		Retries:            *retries,
		Heal:               hf.policy,
		Healers:            hs,
		Vars:               vars,
		LookupEnv:          lookupVar,
		Secrets:            secrets,
		ScreenshotEachStep: eachStep,
		StepTimeout:        *timeout,
		Unreadable:         unreadable,
	}
	if err := runner.Check(flows, opts); err != nil {
		return fail(stderr, "%v", err)
	}
	if err := c.nav.checkFlows(flows); err != nil {
		return fail(stderr, "%v", err)
	}
	opts.Nav = c.nav.policy()
	var blobs runner.BlobReader
	var written *runStore // nil when no store is open
	if ls.st != nil {
		written = &runStore{Store: ls.st}
		opts.Store, opts.Blobs, blobs = written, written, ls.st
	} else {
		tmp, err := os.MkdirTemp("", "reprise-run-")
		if err != nil {
			return fail(stderr, "%v", err)
		}
		defer os.RemoveAll(tmp)
		db, err := runner.NewDirBlobs(tmp)
		if err != nil {
			return fail(stderr, "%v", err)
		}
		opts.Blobs, blobs = db, db
	}

	if len(flows) == 0 {
		// A shard with nothing to do still writes its reports, so a CI
		// merge job finds every shard's files; they hold the flows that
		// could not be read, if any.
		rep := runner.Run(ctx, nil, nil, opts)
		code := 0
		if shard.Total > 1 {
			fmt.Fprintln(stdout, "no flows in this shard")
		}
		if len(rep.Unreadable) > 0 {
			code = 1
			printUnreadable(stdout, rep)
			fmt.Fprintln(stdout)
			fmt.Fprintln(stdout, rep.Summary())
		}
		return writeRunReports(rep, nil, blobs, *junit, *html, *jsonOut, stdout, stderr, code)
	}
	var opener runner.SessionOpener
	var where string
	bopts := c.browserOptions(vw, vh, stderr)
	bopts.Headers, bopts.StorageStatePath = headers, c.scale.storageState
	if len(endpoints) > 0 {
		pool, closePool, err := connectPool(ctx, endpoints, bopts, min(*workers, len(flows)), stderr)
		if err != nil {
			return fail(stderr, "%v", err)
		}
		defer closePool()
		opener = pool
		where = fmt.Sprintf("%d remote browser(s)", len(endpoints))
		if len(endpoints) == 1 {
			where = "remote browser " + runner.RedactURL(endpoints[0].url)
		}
	} else {
		bopts.CDPEndpoint, bopts.WSEndpoint = "", ""
		b, err := browser.Launch(ctx, bopts)
		if err != nil {
			return fail(stderr, "%v", err)
		}
		defer b.Close()
		opener = b
		where = "local " + b.ExecutablePath()
	}
	if base != nil {
		where += ", against " + runner.RedactURL(base.String())
	}
	// Counted as the summary will count them: the flows that cannot be
	// read are in its total too.
	more := ""
	if len(unreadable) > 0 {
		more = fmt.Sprintf("; %d more cannot be read (reported as failed)", len(unreadable))
	}
	fmt.Fprintf(stdout, "running %d flow(s) on %d worker(s), %s, heal %s%s\n", len(flows), min(*workers, len(flows)), where, hf.policy, more)
	opts.OnFlow = func(f runner.FlowResult) {
		fmt.Fprintln(stdout, f.Line())
		for _, l := range f.HealLines() {
			fmt.Fprintln(stdout, l)
		}
	}
	rep := runner.Run(ctx, opener, flows, opts)
	printUnreadable(stdout, rep)

	dir := *artifacts
	switch {
	case dir != "":
	case *html != "":
		dir = filepath.Join(*html, "screenshots")
	case *junit != "":
		dir = filepath.Join(filepath.Dir(*junit), "reprise-screenshots")
	default:
		dir = runArtifactsDir(ls.st, &c)
	}
	files, err := runner.SaveScreenshots(rep, blobs, dir)
	if err != nil {
		fmt.Fprintf(stderr, "reprise: %v\n", err)
	}
	code := 0
	if !rep.Passed() {
		code = 1
	}
	for i := range rep.Flows {
		if f := &rep.Flows[i]; f.Status != trajectory.StatusPassed && f.Final() != nil {
			fmt.Fprintln(stdout)
			runner.WriteDetails(stdout, f, files)
		}
	}
	printRunHeals(stdout, rep)
	fmt.Fprintln(stdout)
	fmt.Fprintln(stdout, rep.Summary())
	if written != nil {
		if err := written.failed(); err != nil {
			fmt.Fprintf(stderr, "reprise: the store could not record this run: %v\n", err)
			code = 2
		}
	}
	code = writeRunReports(rep, files, blobs, *junit, *html, *jsonOut, stdout, stderr, code)
	if len(files) > 0 && *html == "" {
		fmt.Fprintf(stdout, "screenshots: %s\n", dir)
	}
	return code
}

// writeRunReports writes the JUnit, HTML and JSON reports asked for (and
// report.json next to the HTML page, for `reprise report merge`); a
// report that cannot be written makes the exit code 2.
func writeRunReports(rep *runner.Report, files map[string]string, blobs runner.BlobReader, junit, html, jsonOut string, stdout, stderr io.Writer, code int) int {
	if junit != "" {
		// Owner-only, as the store keeps artifacts (runner.ReportFileMode).
		if err := runner.WriteJUnitFile(junit, rep, files); err != nil {
			fmt.Fprintf(stderr, "reprise: %v\n", err)
			code = 2
		} else {
			fmt.Fprintf(stdout, "JUnit XML: %s\n", junit)
		}
	}
	if html != "" {
		path, err := runner.WriteHTML(html, rep, blobs)
		if err == nil {
			err = runner.WriteJSON(filepath.Join(html, "report.json"), rep, files)
		}
		if err != nil {
			fmt.Fprintf(stderr, "reprise: %v\n", err)
			code = 2
		} else {
			fmt.Fprintf(stdout, "HTML report: %s\n", path)
		}
	}
	if jsonOut != "" {
		err := os.MkdirAll(filepath.Dir(jsonOut), runner.ReportDirMode)
		if err == nil {
			err = runner.WriteJSON(jsonOut, rep, files)
		}
		if err != nil {
			fmt.Fprintf(stderr, "reprise: %v\n", err)
			code = 2
		} else {
			fmt.Fprintf(stdout, "JSON report: %s\n", jsonOut)
		}
	}
	return code
}

// printUnreadable lists the flows that could not be read, one line each.
func printUnreadable(w io.Writer, rep *runner.Report) {
	for _, u := range rep.Unreadable {
		fmt.Fprintln(w, u.Line())
	}
}

// printRunHeals lists what the heal policy did, per flow that healed.
func printRunHeals(w io.Writer, rep *runner.Report) {
	var lines []string
	for i := range rep.Flows {
		f := &rep.Flows[i]
		n := f.Healed()
		if n == 0 {
			continue
		}
		what := f.Heal.Note
		switch {
		case f.Heal.Revision > 0:
			what = fmt.Sprintf("saved as revision %d (revision %d kept)", f.Heal.Revision, f.Flow.Trajectory.Revision)
		case f.Heal.File != "":
			what = "patched trajectory written to " + f.Heal.File + " (the original file is unchanged)"
		}
		lines = append(lines, fmt.Sprintf("  %s: %s: %s", f.Flow.Ref, trajectory.HealCount(replay.Heals(f.Final())), what))
	}
	if len(lines) == 0 {
		return
	}
	sort.Strings(lines)
	fmt.Fprintln(w, "\nheals:")
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}

// rowsUsed refuses a rows file column that is no variable of any of ts, as
// checkUsed refuses a --var: a mistyped header (usr) would leave every row
// running on the flow's default; allRead is false when some flows could
// not be read, and a column may be theirs. It refuses a column --var or
// --secret (given) also sets too: one of the two values would be ignored.
func rowsUsed(row runner.Row, ts []*trajectory.Trajectory, given []string, allRead bool) error {
	known := knownVariables(ts)
	names := slices.Sorted(maps.Keys(row.Values))
	for _, name := range names {
		if slices.Contains(given, name) {
			return fmt.Errorf("the column %q and --var/--secret %s both give %s a value; drop one (the column gives each row its own)", name, name, name)
		}
		if allRead && !slices.Contains(known, name) {
			has := "they have no variables"
			if len(known) > 0 {
				has = "their variables: " + strings.Join(known, ", ")
			}
			return fmt.Errorf("the column %q is no variable of the flows (%s); check the file's first line", name, has)
		}
	}
	return nil
}
