package main

import (
	"errors"
	"flag"
	"fmt"
	"slices"
	"strings"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// navFlags are --allow-file-urls and --allow-origin: the navigation
// policy of a command (see backend/navpolicy).
type navFlags struct {
	allowFiles bool
	origins    originList
}

// originList is the repeatable --allow-origin; each value is checked as
// it is parsed.
type originList []string

func (l *originList) String() string { return strings.Join(*l, ", ") }

func (l *originList) Set(s string) error {
	o, err := navpolicy.WebOrigin(s)
	if err != nil {
		return err
	}
	if !slices.Contains(*l, o) {
		*l = append(*l, o)
	}
	return nil
}

func (n *navFlags) register(fs *flag.FlagSet) {
	fs.BoolVar(&n.allowFiles, "allow-file-urls", false, "open file: URLs (local testing only: a flow could read this machine's files into reports)")
	fs.Var(&n.origins, "allow-origin", "an origin flows may visit besides their start URL's site, e.g. https://login.example.com (repeatable)")
}

// policy is the navigation policy the flags give.
func (n *navFlags) policy() navpolicy.Policy {
	return navpolicy.Policy{AllowFileURLs: n.allowFiles, Origins: slices.Clone(n.origins)}
}

// startURL completes and checks a start URL given on the command line,
// before anything starts.
func (n *navFlags) startURL(u string) (string, error) {
	u = navpolicy.Normalize(u)
	if err := n.policy().CheckURL(u); err != nil {
		return "", fmt.Errorf("--url: %w", err)
	}
	return u, nil
}

// newFlow returns a flow to record at the --url start, with the
// --allow-origin origins as its allowedOrigins (saved with it).
func (n *navFlags) newFlow(name, start string) (*trajectory.Trajectory, error) {
	u, err := n.startURL(start)
	if err != nil {
		return nil, err
	}
	return &trajectory.Trajectory{Name: name, StartURL: u, AllowedOrigins: slices.Clone(n.origins)}, nil
}

// apply sets the flags' policy on an agent's player, keeping what the
// agent set (it never sends secrets in addresses).
func (n *navFlags) apply(a *agent.Agent) {
	p := a.Recorder().Player()
	pol := p.Policy()
	pol.AllowFileURLs, pol.Origins = n.allowFiles, slices.Clone(n.origins)
	p.SetPolicy(pol)
}

// options returns replay options with the flags' policy.
func (n *navFlags) options(o replay.Options) replay.Options {
	o.Nav = n.policy()
	return o
}

// checkFlow refuses, before a browser starts, a flow whose start URL or
// a goto step's address is one the policy never opens (a file: start URL
// in a flow from a pull request would put this machine's files into
// reports). Addresses built from variables are checked when they run.
func (n *navFlags) checkFlow(ref string, t *trajectory.Trajectory) error {
	pol := n.policy()
	if t.StartURL != "" && !hasPlaceholderScheme(t.StartURL) {
		if err := pol.CheckURL(navpolicy.Normalize(t.StartURL)); err != nil {
			return fmt.Errorf("%s: start URL: %w", ref, err)
		}
	}
	for i, s := range t.Steps {
		if s.Action != trajectory.ActionGoto || navpolicy.Scheme(s.URL) == "" || hasPlaceholderScheme(s.URL) {
			continue
		}
		if err := pol.CheckURL(s.URL); err != nil {
			return fmt.Errorf("%s: step %d (%s): %w", ref, i+1, s.ID, err)
		}
	}
	return nil
}

// checkFlows is checkFlow for every flow of a run; every refusal is
// reported.
func (n *navFlags) checkFlows(flows []runner.Flow) error {
	var errs []error
	for _, f := range flows {
		if err := n.checkFlow(f.Ref, f.Trajectory); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// hasPlaceholderScheme reports whether u's scheme comes from a variable
// ("{{base}}/login"): only the run knows it.
func hasPlaceholderScheme(u string) bool {
	return strings.HasPrefix(strings.TrimSpace(u), "{{")
}
