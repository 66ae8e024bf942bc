package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/reprise-qa/reprise/backend/browser"
)

// cmdSetup installs the Playwright driver if needed and reports the browser
// Reprise will use, so the first record or replay does not stall.
func cmdSetup(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("setup", flag.ContinueOnError)
	fs.SetOutput(stderr)
	path := fs.String("browser", "", "browser executable to check")
	if _, err := parseInterspersed(fs, args); err != nil {
		return 2
	}
	opts := browser.DriverOptions{Log: func(s string) { fmt.Fprintln(stderr, s) }}
	ro, err := browser.EnsureDriver(ctx, opts)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	fmt.Fprintf(stdout, "playwright driver: %s\n", ro.DriverDirectory)
	exe, err := browser.FindBrowser(*path)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	fmt.Fprintf(stdout, "browser: %s\n", exe)
	// Headless runs may launch another (Chromium's headless shell).
	if *path == "" {
		if h, err := (browser.Finder{}).Resolve("", true); err == nil && h != exe {
			fmt.Fprintf(stdout, "headless runs: %s\n", h)
		}
	}
	return 0
}
