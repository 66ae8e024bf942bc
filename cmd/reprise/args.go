package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// parseInterspersed parses flags that may come before, between or after
// positional arguments ("reprise replay ID --json"), which the standard
// flag package does not allow on its own.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var flags, pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			pos = append(pos, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		f := fs.Lookup(name)
		if f == nil {
			continue // let Parse report it
		}
		if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && bf.IsBoolFlag() {
			continue
		}
		if i+1 < len(args) {
			flags = append(flags, args[i+1])
			i++
		}
	}
	// On a bad flag the flag package prints the error and calls Usage:
	// the error and where to read more, not a dump of every flag.
	out := fs.Output()
	fs.Usage = func() {}
	err := fs.Parse(flags)
	switch {
	case errors.Is(err, flag.ErrHelp):
		printHelp(out, fs)
		return nil, err
	case err != nil:
		if name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: -"); ok {
			if near := closest(name, flagNames(fs)); near != "" {
				fmt.Fprintf(out, "did you mean --%s? (see reprise %s --help)\n", near, fs.Name())
				return nil, err
			}
		}
		fmt.Fprintf(out, "see reprise %s --help\n", fs.Name())
		return nil, err
	}
	return pos, nil
}

// printHelp prints a command's help: its lines of the main usage (what it
// does, with its arguments), then its flags.
func printHelp(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintln(w, "Usage:")
	for _, line := range strings.Split(usage, "\n") {
		if usageOf(line, fs.Name()) {
			fmt.Fprintln(w, line)
		}
	}
	fmt.Fprintln(w, "\nFlags:")
	shown := flag.NewFlagSet(fs.Name(), flag.ContinueOnError)
	fs.VisitAll(func(f *flag.Flag) {
		if _, ok := f.Value.(hiddenValue); !ok {
			shown.Var(f.Value, f.Name, f.Usage)
			shown.Lookup(f.Name).DefValue = f.DefValue
		}
	})
	shown.SetOutput(w)
	shown.PrintDefaults()
}

// hiddenValue is a flag a command accepts but does not list in its help
// nor suggest for a mistyped one: a shared flag that does nothing there
// (reprise export takes --store, not the browser flags).
type hiddenValue struct{ flag.Value }

// IsBoolFlag is the hidden flag's, so a hidden --headed takes no value.
func (h hiddenValue) IsBoolFlag() bool {
	b, ok := h.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// hideFlags hides the named flags of fs (hiddenValue).
func hideFlags(fs *flag.FlagSet, names ...string) {
	for _, n := range names {
		if f := fs.Lookup(n); f != nil {
			f.Value = hiddenValue{f.Value}
		}
	}
}

// usageOf reports whether line of the main usage is about the command
// name: "show" is in "  reprise ls [--all] | show ID … | rm ID", and
// "cache prune" in "  reprise cache ls|show|rm|prune|save …".
func usageOf(line, name string) bool {
	rest, ok := strings.CutPrefix(line, "  reprise ")
	words := strings.Fields(name)
	if !ok || len(words) == 0 {
		return false
	}
	for _, alt := range strings.Split(rest, " | ") {
		f := strings.Fields(alt)
		if len(f) == 0 || f[0] != words[0] {
			continue
		}
		if len(words) == 1 || len(f) > 1 && slices.Contains(strings.Split(f[1], "|"), words[1]) {
			return true
		}
	}
	return false
}

// helpAsked reports whether args ask a command for its help.
func helpAsked(args []string) bool {
	return slices.ContainsFunc(args, func(a string) bool { return a == "-h" || a == "-help" || a == "--help" })
}

// kvFlag collects repeated variable flags (--var user=ann): the name is
// checked as the flag is parsed, before anything starts.
type kvFlag map[string]string

func (k kvFlag) String() string { return fmt.Sprint(map[string]string(k)) }

func (k kvFlag) Set(s string) error {
	name, val, ok := strings.Cut(s, "=")
	if !ok || name == "" {
		return fmt.Errorf("want name=value, got %q", s)
	}
	if !trajectory.ValidVariableName(name) {
		return fmt.Errorf("%q is not a valid variable name: use a letter or _ followed by letters, digits, _ or - (as in {{user_name}})", name)
	}
	k[name] = val
	return nil
}
