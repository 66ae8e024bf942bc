package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/library"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// cmdExport writes a stored trajectory (by id) or a trajectory file in one
// of export.Formats: reprise export [--format F] [-o FILE] ID|FILE.
func cmdExport(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c common
	c.register(fs)
	// Export opens no browser: the browser and endpoint flags are still
	// accepted (scripts pass the same flags to every command) but not
	// listed.
	hideFlags(fs, "browser", "cdp-endpoint", "ws-endpoint", "endpoints", "header", "storage-state", "headed", "viewport", "allow-origin", "allow-file-urls")
	out := fs.String("o", "", "output file (default, or -: stdout)")
	formatName := fs.String("format", "json", "export format: "+formatNames())
	goPkg := fs.String("go-package", "", "package clause of a Go export (default e2e)")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) != 1 {
		return fail(stderr, "export needs one trajectory id or file (reprise export --format %s ID|FILE)", formatNames())
	}
	format, err := export.ParseFormat(*formatName)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	t, learned, err := exportSource(&c, pos[0])
	if err != nil {
		return fail(stderr, "%v", err)
	}
	data, err := export.Bytes(format, t, export.Options{GoPackage: *goPkg, Learned: learned})
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if *out == "" || *out == "-" {
		_, _ = stdout.Write(data)
		return 0
	}
	if err := writeFileAtomic(*out, data); err != nil {
		return fail(stderr, "%v", err)
	}
	fmt.Fprintf(stderr, "wrote %s (%s)\n", *out, format)
	if note := export.NameNote(format, *out); note != "" {
		fmt.Fprintf(stderr, "note: %s\n", note)
	}
	return 0
}

// exportSource reads ref as a trajectory file when one exists at that
// path, and otherwise looks it up by id in the store, with the locators
// replays of it learned to use (replay.Learned; none for a file).
func exportSource(c *common, ref string) (*trajectory.Trajectory, map[string]int, error) {
	if fi, err := os.Stat(ref); err == nil && !fi.IsDir() {
		t, err := importer.LoadFlowFile(ref)
		return t, nil, err
	}
	st, err := c.openStoreBrief()
	if err != nil {
		return nil, nil, err
	}
	defer st.Close()
	t, err := st.Trajectory(ref)
	if errors.Is(err, cache.ErrNotFound) {
		return nil, nil, fmt.Errorf("%q is neither a trajectory file nor a stored trajectory id (reprise ls lists them): %w", ref, err)
	}
	if err != nil {
		return nil, nil, err
	}
	return t, replay.Learned(cache.Winners(st), t), nil
}

func formatNames() string {
	var names []string
	for _, f := range export.Formats() {
		names = append(names, string(f))
	}
	return strings.Join(names, "|")
}

// cmdImport reads trajectory files or other tools' recordings and caches
// (the format is detected), prints what each could not keep, and saves
// them by library.Import's rules: every file is read and checked before
// anything is saved, and all are saved or none. A flow whose id is
// already stored needs --as-new or --as-revision.
func cmdImport(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c common
	c.register(fs)
	formatName := fs.String("format", "", "input format (default: detected): "+importFormatNames())
	dryRun := fs.Bool("dry-run", false, "check the files and print what would be dropped, save nothing")
	asNew := fs.Bool("as-new", false, "store a flow whose id is already in the library under a new id")
	asRevision := fs.Bool("as-revision", false, "store a flow whose id is already in the library as its next revision")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) == 0 {
		return fail(stderr, "import needs files (reprise import [--format F] [--as-new|--as-revision] FILE...)")
	}
	if *asNew && *asRevision {
		return fail(stderr, "import takes --as-new or --as-revision, not both")
	}
	policy := library.Ask
	switch {
	case *asNew:
		policy = library.AsNew
	case *asRevision:
		policy = library.AsRevision
	}
	var items []library.Item
	for _, p := range pos {
		res, err := importFile(ctx, p, *formatName)
		if err != nil {
			return fail(stderr, "%v\nnothing was imported", err)
		}
		items = append(items, library.Item{Source: p, Trajectory: res.Trajectory})
		fmt.Fprintf(stderr, "%s: %s, %d step(s)", p, res.Format, len(res.Trajectory.Steps))
		if len(res.Notes) > 0 {
			fmt.Fprintf(stderr, "; notes (what was dropped, changed or needs a look):")
		}
		fmt.Fprintln(stderr)
		for _, n := range res.Notes {
			fmt.Fprintf(stderr, "  - %s\n", n)
		}
	}
	st, err := c.openStoreBrief()
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer st.Close()
	do := library.Import
	if *dryRun {
		do = library.Plan
	}
	outs, err := do(st, items, policy)
	if err != nil {
		return fail(stderr, "%v\nnothing was imported", err)
	}
	for _, o := range outs {
		fmt.Fprintln(stderr, o.Message)
		if !*dryRun {
			fmt.Fprintln(stdout, o.Trajectory.ID)
		}
	}
	if *dryRun {
		fmt.Fprintln(stderr, "dry run: nothing was saved")
	}
	return 0
}

// importFile reads and imports one file, detecting its format unless
// formatName names one.
func importFile(ctx context.Context, path, formatName string) (*importer.Result, error) {
	data, err := userfile.ReadLimit(ctx, path, importer.MaxInputSize)
	if err != nil {
		return nil, err
	}
	if formatName == "" {
		return importer.Import(data, path)
	}
	return importer.ImportAs(importer.Format(formatName), data, path)
}

func importFormatNames() string {
	var names []string
	for _, f := range importer.Formats() {
		names = append(names, string(f))
	}
	return strings.Join(names, "|")
}
