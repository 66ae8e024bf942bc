package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/reprise-qa/reprise/backend/runner"
)

const reportUsage = `usage: reprise report merge -o DIR REPORT...

Combines the reports of several runs — the shards of one suite run on
several CI machines — into one: DIR/junit.xml (one JUnit file, every flow
once), DIR/index.html and DIR/report.json. Each REPORT is a JSON report
written by reprise run --json FILE, or a directory holding report.json
(reprise run --html DIR writes one there).
`

// cmdReport is reprise report SUBCOMMAND; merge is the only one.
func cmdReport(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "merge" {
		fmt.Fprint(stderr, reportUsage)
		return 2
	}
	return cmdReportMerge(ctx, args[1:], stdout, stderr)
}

// cmdReportMerge merges JSON reports into one report directory. Exit 0
// when the merged report was written (whatever the flows' outcomes; each
// shard's own run already failed its job), 2 on bad input.
func cmdReportMerge(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("report merge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "output directory (required)")
	failOnFailure := fs.Bool("fail-on-failure", false, "exit 1 when a flow of the merged report failed")
	ins, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if *out == "" || len(ins) == 0 {
		fmt.Fprint(stderr, reportUsage)
		return fail(stderr, "report merge needs -o DIR and at least one report")
	}
	var inputs []runner.MergeInput
	shots := runner.FileBlobs{}
	for _, in := range ins {
		rep, files, err := runner.ReadReport(in)
		if err != nil {
			return fail(stderr, "%v", err)
		}
		inputs = append(inputs, runner.MergeInput{Name: in, Report: rep})
		for k, p := range files {
			shots[k] = p
		}
	}
	merged, notes, err := runner.Merge(inputs)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	for _, n := range notes {
		fmt.Fprintf(stderr, "reprise: note: %s\n", n)
	}
	if err := os.MkdirAll(*out, runner.ReportDirMode); err != nil {
		return fail(stderr, "creating %s: %v", *out, err)
	}
	files, err := runner.SaveScreenshots(merged, shots, filepath.Join(*out, "screenshots"))
	if err != nil {
		return fail(stderr, "%v", err)
	}
	junit := filepath.Join(*out, "junit.xml")
	if err := runner.WriteJUnitFile(junit, merged, files); err != nil {
		return fail(stderr, "writing JUnit XML: %v", err)
	}
	html, err := runner.WriteHTML(*out, merged, shots)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	jsonPath := filepath.Join(*out, "report.json")
	if err := runner.WriteJSON(jsonPath, merged, files); err != nil {
		return fail(stderr, "%v", err)
	}
	fmt.Fprintf(stdout, "merged %d report(s): %s\n", len(inputs), merged.Summary())
	fmt.Fprintf(stdout, "JUnit XML: %s\nHTML report: %s\nJSON report: %s\n", junit, html, jsonPath)
	if *failOnFailure && !merged.Passed() {
		return 1
	}
	return 0
}
