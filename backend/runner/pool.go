package runner

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"sync"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
)

// PoolMember is one connection of a Pool to a remote endpoint. Several
// members may connect to the same endpoint (one per worker: a
// playwright-go v0.5700.1 connection to a Playwright server can deadlock
// when several workers share it); the pool treats them as one endpoint.
type PoolMember struct {
	// Endpoint is the member's URL; reports and warnings show it through
	// RedactURL.
	Endpoint string
	// Browser opens the member's sessions; *browser.Browser implements it.
	Browser SessionOpener
}

// Pool spreads a run's workers over several browsers, such as Playwright
// browser servers or Chromiums reached over CDP on other machines: worker
// w uses member w mod N, so N members share the workers evenly (give one
// member per worker, as reprise run does, to pin each worker to its own
// connection). When a
// member fails to open a session twice in a row (it is retried once), or
// its connection is found closed after an attempt, it is taken out of the
// pool with a warning and its workers move on to the next member; the
// attempt it spoiled is run again elsewhere. A Pool is safe for
// concurrent use. Pass it to Run as the SessionOpener.
type Pool struct {
	mu      sync.Mutex
	members []*poolMember
	warn    func(string)
}

type poolMember struct {
	PoolMember
	out bool
}

// NewPool makes a pool of members; warn (may be nil) receives one line
// each time a member is taken out, with its endpoint redacted.
func NewPool(members []PoolMember, warn func(string)) *Pool {
	p := &Pool{warn: warn}
	for _, m := range members {
		p.members = append(p.members, &poolMember{PoolMember: m})
	}
	return p
}

var _ SessionOpener = (*Pool)(nil)

// Endpoints returns every endpoint of the pool, once each, in the order
// given.
func (p *Pool) Endpoints() []string {
	var out []string
	for _, m := range p.members {
		if !slices.Contains(out, m.Endpoint) {
			out = append(out, m.Endpoint)
		}
	}
	return out
}

// Endpoint returns the endpoint of a pool of one endpoint, else "" (the
// report then lists them all in Endpoints).
func (p *Pool) Endpoint() string {
	if eps := p.Endpoints(); len(eps) == 1 {
		return eps[0]
	}
	return ""
}

// Live returns the endpoints still in the pool.
func (p *Pool) Live() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []string
	for _, m := range p.members {
		if !m.out && !slices.Contains(out, m.Endpoint) {
			out = append(out, m.Endpoint)
		}
	}
	return out
}

// Version returns the first member's browser version, when it tells.
func (p *Pool) Version() string {
	for _, m := range p.members {
		if v, ok := m.Browser.(interface{ Version() string }); ok {
			return v.Version()
		}
	}
	return ""
}

// NewSession opens a session on the first member still in the pool; Run
// spreads workers with open instead.
func (p *Pool) NewSession(ctx context.Context) (*browser.Session, error) {
	s, _, err := p.open(ctx, 0)
	return s, err
}

// open opens a session for worker on its member, or on the next one in
// the pool when that one is out or fails twice. It returns the member
// used.
func (p *Pool) open(ctx context.Context, worker int) (*browser.Session, *poolMember, error) {
	n := len(p.members)
	if n == 0 {
		return nil, nil, ErrPoolExhausted
	}
	var last error
	for k := range n {
		m := p.members[(worker+k)%n]
		if p.isOut(m) {
			continue
		}
		for try := range 2 {
			s, err := m.Browser.NewSession(ctx)
			if err == nil {
				return s, m, nil
			}
			if ctx.Err() != nil {
				return nil, nil, err
			}
			last = err
			_ = try
		}
		p.takeOut(m, "it failed to open a browser context twice: "+last.Error())
	}
	if last != nil {
		return nil, nil, fmt.Errorf("%w (last error: %w)", ErrPoolExhausted, last)
	}
	return nil, nil, ErrPoolExhausted
}

func (p *Pool) isOut(m *poolMember) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return m.out
}

// takeOut removes m's endpoint (every member connected to it) from the
// pool, warning once.
func (p *Pool) takeOut(m *poolMember, why string) {
	p.mu.Lock()
	if m.out {
		p.mu.Unlock()
		return
	}
	for _, o := range p.members {
		if o.Endpoint == m.Endpoint {
			o.out = true
		}
	}
	p.mu.Unlock()
	left, all := len(p.Live()), len(p.Endpoints())
	if p.warn != nil {
		p.warn(fmt.Sprintf("warning: browser endpoint %s taken out of the pool (%d of %d left): %s",
			RedactURL(m.Endpoint), left, all, RedactText(why)))
	}
}

// lost reports whether m's connection has closed, taking it out of the
// pool if so.
func (p *Pool) lost(m *poolMember) bool {
	u, ok := m.Browser.(interface{ Underlying() playwright.Browser })
	if !ok || u.Underlying() == nil || u.Underlying().IsConnected() {
		return false
	}
	p.takeOut(m, "its connection closed during a flow")
	return true
}

var urlInText = regexp.MustCompile(`[a-zA-Z][a-zA-Z0-9+.-]*://[^\s"'<>]+`)

// RedactText applies RedactURL to every URL in s, such as an error
// message that quotes an endpoint.
func RedactText(s string) string {
	return urlInText.ReplaceAllStringFunc(s, RedactURL)
}
