package runner

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ParseBaseURL checks a --base-url value: an absolute http(s) URL with a
// host, and no query or fragment.
func ParseBaseURL(s string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(s))
	switch {
	case err != nil:
		return nil, fmt.Errorf("not a URL: %v", err)
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, fmt.Errorf("want an http:// or https:// URL such as https://staging.example.com, got %q", s)
	case u.Host == "":
		return nil, fmt.Errorf("no host in %q", s)
	case u.RawQuery != "" || u.Fragment != "":
		return nil, fmt.Errorf("want no query or fragment in %q", s)
	}
	return u, nil
}

// Rebase returns a copy of t aimed at base, for running a suite recorded
// on one site against another (staging, production): the start URL and
// every goto and assert-url URL on the start URL's origin get base's
// scheme and host instead, with base's path (if any) put before their
// path. URLs on other origins, relative URLs (which replay resolves
// against the start URL, so they follow it), regex assertions and URLs
// built from {{variables}} are left alone. t itself is not changed.
func Rebase(t *trajectory.Trajectory, base *url.URL) *trajectory.Trajectory {
	if base == nil || t == nil {
		return t
	}
	start, err := url.Parse(t.StartURL)
	if err != nil || start.Host == "" || strings.Contains(t.StartURL, "{{") {
		return t
	}
	origin := start.Scheme + "://" + start.Host
	move := func(s string) string {
		if strings.Contains(s, "{{") {
			return s
		}
		u, err := url.Parse(s)
		if err != nil || u.Scheme+"://"+u.Host != origin {
			return s
		}
		u.Scheme, u.Host, u.User = base.Scheme, base.Host, base.User
		u.Path = strings.TrimSuffix(base.Path, "/") + u.Path
		if u.RawPath != "" {
			u.RawPath = strings.TrimSuffix(base.EscapedPath(), "/") + u.RawPath
		}
		return u.String()
	}
	c := *t
	c.StartURL = move(t.StartURL)
	c.Steps = append([]trajectory.Step(nil), t.Steps...)
	for i := range c.Steps {
		s := &c.Steps[i]
		switch {
		case s.Action == trajectory.ActionGoto:
			s.URL = move(s.URL)
		case s.Action == trajectory.ActionAssertURL && s.Match != "regex":
			s.URL = move(s.URL)
		}
	}
	return &c
}

// RebaseFlows applies Rebase to every flow.
func RebaseFlows(flows []Flow, base *url.URL) []Flow {
	out := make([]Flow, len(flows))
	for i, f := range flows {
		f.Trajectory = Rebase(f.Trajectory, base)
		out[i] = f
	}
	return out
}
