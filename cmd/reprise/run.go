package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// lazyStore opens the store the first time a PATH turns out to be a
// stored trajectory id, so running trajectory files needs no store.
type lazyStore struct {
	c   *common
	st  *cache.Store
	err error
}

func (l *lazyStore) Trajectory(idOrPrefix string) (*trajectory.Trajectory, error) {
	if l.st == nil && l.err == nil {
		l.st, l.err = l.c.openStore()
	}
	if l.err != nil {
		return nil, fmt.Errorf("opening the store: %w", l.err)
	}
	return l.st.Trajectory(idOrPrefix)
}

func (l *lazyStore) Close() {
	if l.st != nil {
		l.st.Close()
	}
}

// cmdRun is the CI runner: reprise run PATHS... Exit 0 when every flow
// passed, 1 when one failed, 2 for usage and setup errors.
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
	var hf healFlag
	hf.register(fs)
	paths, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(paths) == 0 {
		return fail(stderr, "run needs trajectory files, directories, globs or stored ids (reprise run flows/)")
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
	flows, err := runner.Resolve(paths, ls)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	opts := runner.Options{
		Workers:            *workers,
		Retries:            *retries,
		Heal:               hf.policy,
		Healers:            hs,
		Vars:               vars,
		LookupEnv:          lookupVar,
		Secrets:            secrets,
		ScreenshotEachStep: eachStep,
		StepTimeout:        *timeout,
	}
	if err := runner.Check(flows, opts); err != nil {
		return fail(stderr, "%v", err)
	}
	if err := c.nav.checkFlows(flows); err != nil {
		return fail(stderr, "%v", err)
	}
	opts.Nav = c.nav.policy()
	var blobs runner.BlobReader
	if ls.st != nil {
		opts.Store, opts.Blobs, blobs = ls.st, ls.st, ls.st
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

	b, err := c.launchBrowser(ctx, stderr)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer b.Close()
	where := "local " + b.ExecutablePath()
	if b.Remote() {
		where = "remote browser " + runner.RedactURL(b.Endpoint())
	}
	fmt.Fprintf(stdout, "running %d flow(s) on %d worker(s), %s, heal %s\n", len(flows), min(*workers, len(flows)), where, hf.policy)
	opts.OnFlow = func(f runner.FlowResult) { fmt.Fprintln(stdout, f.Line()) }
	rep := runner.Run(ctx, b, flows, opts)

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
	if *junit != "" {
		var buf bytes.Buffer
		if err := runner.WriteJUnit(&buf, rep, files); err == nil {
			err = os.WriteFile(*junit, buf.Bytes(), 0o644)
		}
		if err != nil {
			fmt.Fprintf(stderr, "reprise: writing JUnit XML: %v\n", err)
			code = 2
		} else {
			fmt.Fprintf(stdout, "JUnit XML: %s\n", *junit)
		}
	}
	if *html != "" {
		path, err := runner.WriteHTML(*html, rep, blobs)
		if err != nil {
			fmt.Fprintf(stderr, "reprise: %v\n", err)
			code = 2
		} else {
			fmt.Fprintf(stdout, "HTML report: %s\n", path)
		}
	}
	if len(files) > 0 && *html == "" {
		fmt.Fprintf(stdout, "screenshots: %s\n", dir)
	}
	return code
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
		lines = append(lines, fmt.Sprintf("  %s: %d step(s) healed: %s", f.Flow.Ref, n, what))
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
