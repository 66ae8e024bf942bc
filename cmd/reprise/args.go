package main

import (
	"flag"
	"fmt"
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
	if err := fs.Parse(flags); err != nil {
		return nil, err
	}
	return pos, nil
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
