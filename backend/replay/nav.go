package replay

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// guard is the player's network guard. While a flow with secret values
// runs, every request of the page whose URL carries a secret
// (navpolicy.SecretPattern, matched in the Playwright driver so other
// requests never wait for this process) goes through it, and is aborted
// when it goes outside the flow's scope, whoever started it (a step, or
// the page itself). It is armed only once a step gives the page a secret
// (see Player.Step): intercepting requests turns the browser's HTTP cache
// off.
type guard struct {
	mu      sync.Mutex
	pattern *regexp.Regexp // routed; nil when not armed
	scope   navpolicy.Scope
	secrets []string
	blocked []string // origins of aborted requests, not yet reported
}

// Policy returns the player's navigation policy (Options.Nav).
func (p *Player) Policy() navpolicy.Policy { return p.opts.Nav }

// SetPolicy sets the navigation policy (Options.Nav). It must not be
// called while a step runs.
func (p *Player) SetPolicy(pol navpolicy.Policy) { p.opts.Nav = pol }

// Open opens a flow's start URL (an address without a scheme gets one,
// see navpolicy.Normalize) after checking it against the policy: a
// javascript:, file: (unless allowed), data: or browser-internal URL is
// refused with a *navpolicy.RefusedError and nothing is opened.
func (p *Player) Open(u string) error {
	u = navpolicy.Normalize(u)
	if err := p.opts.Nav.CheckURL(u); err != nil {
		return err
	}
	if _, err := p.page.Goto(u, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateDomcontentloaded}); err != nil {
		return fmt.Errorf("opening %s: %s", u, firstLine(err.Error()))
	}
	return nil
}

// scope is where t may go under the player's policy.
func (p *Player) scope(t *trajectory.Trajectory) navpolicy.Scope {
	return p.opts.Nav.Scope(t.StartURL, t.AllowedOrigins)
}

// checkGoto checks the resolved URL of a goto step before it is opened.
func (p *Player) checkGoto(t *trajectory.Trajectory, u string, secrets []string) error {
	if err := p.opts.Nav.CheckNavigation(p.scope(t), u); err != nil {
		return err
	}
	if p.opts.Nav.NoSecretURLs && navpolicy.CarriesSecret(u, secrets) {
		return ErrSecretInURL
	}
	return nil
}

// checkSecretField refuses to type a secret into a field of a page outside
// the flow's scope.
func (p *Player) checkSecretField(t *trajectory.Trajectory, orig, s *trajectory.Step, secrets []string) error {
	if s.Action != trajectory.ActionFill && s.Action != trajectory.ActionType {
		return nil
	}
	if !refersToSecret(t, orig.Value) && !navpolicy.CarriesSecret(s.Value, secrets) {
		return nil
	}
	if cur := p.page.URL(); !p.scope(t).Allows(cur) {
		return &SecretFieldError{Origin: navpolicy.Origin(cur)}
	}
	return nil
}

// refersToSecret reports whether s has a placeholder of a secret variable.
func refersToSecret(t *trajectory.Trajectory, s string) bool {
	names := trajectory.Placeholders(s)
	for _, v := range t.Variables {
		if v.Secret && slices.Contains(names, v.Name) {
			return true
		}
	}
	return false
}

// checkLanded checks where the page is after a step: a link, a form or a
// script may have taken it outside the flow's scope or to a refused
// scheme. If so, the page is taken back to where it was, so that what
// comes next (another step, an agent's next look at the page) does not
// happen there. The browser's own error page (a failed load) is not
// judged here; the next step fails on it.
func (p *Player) checkLanded(t *trajectory.Trajectory, before string) error {
	cur := p.page.URL()
	if navpolicy.Scheme(cur) == "chrome-error" {
		return nil
	}
	err := p.opts.Nav.CheckNavigation(p.scope(t), cur)
	if err == nil {
		return nil
	}
	if _, berr := p.page.GoBack(playwright.PageGoBackOptions{Timeout: playwright.Float(5000), WaitUntil: playwright.WaitUntilStateDomcontentloaded}); berr != nil || p.page.URL() != before {
		_, _ = p.page.Goto(before, playwright.PageGotoOptions{Timeout: playwright.Float(5000), WaitUntil: playwright.WaitUntilStateDomcontentloaded})
	}
	return fmt.Errorf("the page left the flow: %w", err)
}

// armed reports whether the network guard routes requests.
func (p *Player) armed() bool {
	p.guard.mu.Lock()
	defer p.guard.mu.Unlock()
	return p.guard.pattern != nil
}

// givesSecret reports whether performing s hands the page one of secrets:
// a typed value or an address that holds one.
func givesSecret(s *trajectory.Step, secrets []string) bool {
	switch s.Action {
	case trajectory.ActionFill, trajectory.ActionType:
		return navpolicy.CarriesSecret(s.Value, secrets)
	case trajectory.ActionGoto:
		return navpolicy.CarriesSecret(s.URL, secrets)
	}
	return false
}

// arm points the network guard at t's scope and secrets, routing the
// requests that carry one of them (again only when the secrets changed).
func (p *Player) arm(t *trajectory.Trajectory, secrets []string) {
	g := &p.guard
	g.mu.Lock()
	g.scope, g.secrets = p.scope(t), secrets
	old := g.pattern
	g.mu.Unlock()
	re := navpolicy.SecretPattern(secrets)
	if old != nil && re != nil && old.String() == re.String() {
		return
	}
	if old != nil {
		_ = p.page.Unroute(old)
	}
	if re != nil && p.page.Route(re, p.route) != nil {
		re = nil
	}
	g.mu.Lock()
	g.pattern = re
	g.mu.Unlock()
}

// route is the guard's request handler. It runs on Playwright's task
// goroutine and only reads local request state before answering.
func (p *Player) route(r playwright.Route) {
	req := r.Request()
	u := req.URL()
	g := &p.guard
	g.mu.Lock()
	sc, secrets := g.scope, g.secrets
	g.mu.Unlock()
	if !sc.Allows(u) {
		leak := navpolicy.CarriesSecret(u, secrets)
		top := req.IsNavigationRequest() && req.Frame() == p.page.MainFrame()
		if leak || top {
			g.mu.Lock()
			g.blocked = append(g.blocked, navpolicy.Origin(u))
			g.mu.Unlock()
			_ = r.Abort("blockedbyclient")
			return
		}
	}
	_ = r.Fallback()
}

// takeBlocked returns the error for requests the guard aborted since the
// last call, or nil. With flush, when the guard is armed, it first makes
// a round trip to the page, so that requests the last action started
// (a page script sending what was just typed) have usually reached the
// guard; without it a late request fails the next step, or the run.
func (p *Player) takeBlocked(flush bool) error {
	g := &p.guard
	g.mu.Lock()
	armed := g.pattern != nil
	g.mu.Unlock()
	if armed && flush {
		_, _ = p.page.Evaluate("() => new Promise(r => setTimeout(r, 0))")
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.blocked) == 0 {
		return nil
	}
	var origins []string
	for _, o := range g.blocked {
		if !slices.Contains(origins, o) {
			origins = append(origins, o)
		}
	}
	g.blocked = nil
	return &BlockedError{Origins: origins}
}

// ErrSecretInURL is a navigation refused because its URL would carry a
// secret value (Policy.NoSecretURLs).
var ErrSecretInURL = errors.New("refusing to put a secret into a URL: secrets are only typed into fields of the flow's own sites")

// SecretFieldError is a secret that was not typed because the page is
// outside the flow's allowed sites.
type SecretFieldError struct {
	// Origin is where the page is.
	Origin string
}

func (e *SecretFieldError) Error() string {
	return fmt.Sprintf("refusing to type a secret on %s: it is outside this flow's allowed sites; if the secret belongs there, allow it with --allow-origin %s", e.Origin, e.Origin)
}

// BlockedError reports requests the network guard aborted: the page tried
// to send a secret, or to go, outside the flow's allowed sites.
type BlockedError struct {
	// Origins are where the requests went, in order, once each.
	Origins []string
}

func (e *BlockedError) Error() string {
	return fmt.Sprintf("blocked the page from sending a secret or navigating to %s, outside this flow's allowed sites; if the flow should go there, allow it with --allow-origin %s",
		strings.Join(e.Origins, ", "), e.Origins[0])
}

// IsRefusal reports whether err is the navigation policy refusing an
// address, a site, a secret in an address or a secret typed off-site:
// nothing a retry or another locator can fix.
func IsRefusal(err error) bool {
	var re *navpolicy.RefusedError
	var oe *navpolicy.OriginError
	var se *SecretFieldError
	var be *BlockedError
	return errors.As(err, &re) || errors.As(err, &oe) || errors.As(err, &se) || errors.As(err, &be) || errors.Is(err, ErrSecretInURL)
}
