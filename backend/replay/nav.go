package replay

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// guard is the player's network guard. Once a step gives the page a
// secret (see Player.Step), every request whose URL carries one of the
// flow's secrets is paused before it leaves the browser, and aborted when
// it goes outside the flow's scope, whoever started it (a step, or the
// page itself). Other requests are never paused.
//
// The browser pauses them itself: Chromium's request interception (CDP
// Fetch) with URL patterns that match only the secret
// (navpolicy.SecretGlobs), on sessions of the guard's own. That leaves
// the HTTP cache on, where Playwright's page.Route turns it off for as
// long as any route is set, so that a page's style sheets and scripts
// would load again on every page after the one a password was typed on.
// A session sees the requests of one renderer: the page's documents, its
// workers and the frames of its own site. A frame of another site has a
// renderer of its own, so the guard opens a session on each such frame,
// when armed and whenever one loads later (a frame that loads after the
// guard was armed is covered moments after its document arrives).
// Where no CDP session can be opened, Playwright's route is the guard.
type guard struct {
	mu      sync.Mutex
	idle    *sync.Cond // broadcast when pending drops to 0
	pending int        // paused requests and frame sessions not yet done
	globs   []string   // the secret's URL patterns; nil when not armed
	// sessions are the guard's CDP sessions, by the frame they were opened
	// on (the main frame: the page's).
	sessions map[playwright.Frame]playwright.CDPSession
	enabled  map[playwright.CDPSession][]string // the patterns each pauses
	route    *regexp.Regexp                     // Playwright's route, when the guard is one
	watched  bool                               // the page's frame loads are watched
	scope    navpolicy.Scope
	secrets  []string
	blocked  []string // origins of aborted requests, not yet reported
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
		if words, _, ok := browser.NetErrorWords(err.Error()); ok {
			return fmt.Errorf("opening %s: %s", u, words)
		}
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

// armed reports whether the network guard is armed.
func (p *Player) armed() bool {
	p.guard.mu.Lock()
	defer p.guard.mu.Unlock()
	return p.guard.globs != nil
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

// prearm opens the guard's session on the page and has the browser pause
// the page's requests that carry a secret, in the background: Play calls
// it once the start page is open, so that the step that types a secret
// usually waits for neither (arm then finds the main frame guarded). The
// browser only pauses requests whose URL matches the secrets' patterns,
// and before a step gives the page a secret none can. Play does not call
// it as the start page opens: the session's round trips, made while the
// page loads, delayed the first step of the demo login by some 3 ms
// (measured in pairs against plain playwright-go, reprise bench), unless
// the start address itself carries a secret. The guard counts as armed
// (reports what it blocked) from arm.
func (p *Player) prearm(t *trajectory.Trajectory, secrets []string) {
	globs := navpolicy.SecretGlobs(secrets)
	if len(globs) == 0 {
		return
	}
	g := &p.guard
	g.mu.Lock()
	defer g.mu.Unlock()
	g.scope, g.secrets = p.scope(t), secrets
	g.pending++
	go func() {
		defer g.done()
		p.guardFrame(p.page.MainFrame(), globs, false)
	}()
}

// arm points the network guard at t's scope and secrets, and has the
// browser pause the requests that carry one of them (again only when the
// secrets changed).
func (p *Player) arm(t *trajectory.Trajectory, secrets []string) {
	globs := navpolicy.SecretGlobs(secrets)
	if len(globs) == 0 {
		return
	}
	g := &p.guard
	g.mu.Lock()
	for g.pending > 0 { // prearm's session
		g.idle.Wait()
	}
	g.scope, g.secrets = p.scope(t), secrets
	same := slices.Equal(g.globs, globs)
	g.globs = globs
	watch := !g.watched
	g.watched = true
	g.mu.Unlock()
	if same {
		return
	}
	if watch {
		// On Playwright's dispatch goroutine, which must not wait for the
		// driver: the session is opened from a goroutine of the guard's.
		p.page.On("framenavigated", func(f playwright.Frame) {
			if f != p.page.MainFrame() {
				p.guardLater(f)
			}
		})
	}
	if !p.guardFrame(p.page.MainFrame(), globs, false) {
		p.setRoute()
		return
	}
	// A frame still on its first, empty document may be about to load
	// another site's: wait for the page's load (which waits for its
	// frames) so that the frame is guarded before the secret is typed.
	for _, f := range p.page.Frames()[1:] {
		if hostOf(f.URL()) == "" {
			p.waitLoaded()
			break
		}
	}
	for _, f := range p.page.Frames()[1:] {
		p.guardFrame(f, globs, false)
	}
}

// guardFrame has the browser pause f's requests that match globs, on a
// session of the guard's: the page's for the main frame, the frame's own
// for a frame of another site; a frame of the page's renderer (the same
// site) has no session of its own and needs none. It reports whether f is
// guarded; retried is set on its second try. With nil globs it only
// opens the session. Not on Playwright's dispatch goroutine.
func (p *Player) guardFrame(f playwright.Frame, globs []string, retried bool) bool {
	g := &p.guard
	g.mu.Lock()
	s := g.sessions[f]
	done := s != nil && slices.Equal(g.enabled[s], globs)
	g.mu.Unlock()
	if done {
		return true
	}
	if s == nil {
		var target any = f
		if f == p.page.MainFrame() {
			target = p.page
		}
		var err error
		if s, err = p.page.Context().NewCDPSession(target); err != nil {
			return false
		}
		s.On("Fetch.requestPaused", func(ev map[string]any) { p.paused(s, ev) })
		g.mu.Lock()
		if g.sessions == nil {
			g.sessions = map[playwright.Frame]playwright.CDPSession{}
			g.enabled = map[playwright.CDPSession][]string{}
		}
		g.sessions[f] = s
		g.mu.Unlock()
	}
	if globs == nil {
		return true
	}
	patterns := make([]map[string]any, len(globs))
	for i, pat := range globs {
		patterns[i] = map[string]any{"urlPattern": pat, "requestStage": "Request"}
	}
	_, err := s.Send("Fetch.enable", map[string]any{"patterns": patterns})
	if err != nil && f != p.page.MainFrame() && !retried {
		// The frame's session ended: it loaded a document of yet another
		// site, in another renderer. Guard that one.
		g.mu.Lock()
		delete(g.sessions, f)
		g.mu.Unlock()
		return p.guardFrame(f, globs, true)
	}
	if err == nil {
		g.mu.Lock()
		g.enabled[s] = globs
		g.mu.Unlock()
	}
	return err == nil
}

// guardLater guards a frame that loaded a document while the guard is
// armed, on a new session. It runs on Playwright's dispatch goroutine, so
// the session is opened from a goroutine of the guard's (takeBlocked
// waits for it).
func (p *Player) guardLater(f playwright.Frame) {
	g := &p.guard
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.globs == nil || g.route != nil {
		return
	}
	g.pending++
	globs := g.globs
	// The frame's new document may have a renderer of its own: a session
	// opened on its last one does not see it.
	old := g.sessions[f]
	delete(g.sessions, f)
	delete(g.enabled, old)
	go func() {
		defer g.done()
		if old != nil {
			_ = old.Detach()
		}
		p.guardFrame(f, globs, false)
	}()
}

func hostOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Hostname()
}

// setRoute makes Playwright's route the guard: every request of the page
// whose URL carries a secret goes through routed.
func (p *Player) setRoute() {
	g := &p.guard
	g.mu.Lock()
	re, old := navpolicy.SecretPattern(g.secrets), g.route
	g.mu.Unlock()
	if old != nil && re != nil && old.String() == re.String() {
		return
	}
	if old != nil {
		_ = p.page.Unroute(old)
	}
	if re != nil && p.page.Route(re, p.routed) != nil {
		re = nil
	}
	g.mu.Lock()
	g.route = re
	g.mu.Unlock()
}

// done marks one of the guard's goroutines finished.
func (g *guard) done() {
	g.mu.Lock()
	g.pending--
	if g.pending == 0 {
		g.idle.Broadcast()
	}
	g.mu.Unlock()
}

// blocks reports whether a request to u that carries a secret must be
// aborted, and notes it if so.
func (g *guard) blocks(u string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.scope.Allows(u) {
		return false
	}
	g.blocked = append(g.blocked, navpolicy.Origin(u))
	return true
}

// paused answers a request the browser paused on session s because its
// URL carries a secret. It runs on Playwright's dispatch goroutine, which
// must not wait for the driver, so the answer is sent from a goroutine of
// the guard's (takeBlocked waits for it).
func (p *Player) paused(s playwright.CDPSession, ev map[string]any) {
	id, _ := ev["requestId"].(string)
	req, _ := ev["request"].(map[string]any)
	u, _ := req["url"].(string)
	g := &p.guard
	method, params := "Fetch.continueRequest", map[string]any{"requestId": id}
	if g.blocks(u) {
		method, params["errorReason"] = "Fetch.failRequest", "BlockedByClient"
	}
	g.mu.Lock()
	g.pending++
	g.mu.Unlock()
	go func() {
		defer g.done()
		_, _ = s.Send(method, params)
	}()
}

// routed is the handler of Playwright's route. It runs on Playwright's
// task goroutine and only reads local request state before answering.
func (p *Player) routed(r playwright.Route) {
	req := r.Request()
	u := req.URL()
	top := req.IsNavigationRequest() && req.Frame() == p.page.MainFrame()
	if (navpolicy.CarriesSecret(u, p.secrets()) || top) && p.guard.blocks(u) {
		_ = r.Abort("blockedbyclient")
		return
	}
	_ = r.Fallback()
}

// secrets returns the secrets the guard watches for.
func (p *Player) secrets() []string {
	p.guard.mu.Lock()
	defer p.guard.mu.Unlock()
	return p.guard.secrets
}

// takeBlocked returns the error for requests the guard aborted since the
// last call, or nil. With flush, when the guard is armed, it first makes
// a round trip to the page, so that requests the last action started
// (a page script sending what was just typed) have usually reached the
// guard; without it a late request fails the next step, or the run.
func (p *Player) takeBlocked(flush bool) error {
	g := &p.guard
	g.mu.Lock()
	armed, cdp := g.globs != nil, g.sessions[p.page.MainFrame()]
	g.mu.Unlock()
	if armed && flush {
		const tick = "new Promise(r => setTimeout(r, 0))"
		if cdp != nil {
			_, _ = cdp.Send("Runtime.evaluate", map[string]any{"expression": tick, "awaitPromise": true})
		} else {
			_, _ = p.page.Evaluate("() => " + tick)
		}
	}
	g.mu.Lock()
	for g.pending > 0 {
		g.idle.Wait()
	}
	g.mu.Unlock()
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

// OffSite is the site outside the flow's allowed sites that err says a
// step was stopped from reaching (a navigation, a secret typed there, a
// request carrying one), or "" (StepResult.OffSite).
func OffSite(err error) string {
	var oe *navpolicy.OriginError
	var se *SecretFieldError
	var be *BlockedError
	switch {
	case errors.As(err, &oe):
		return oe.Origin
	case errors.As(err, &se):
		return se.Origin
	case errors.As(err, &be) && len(be.Origins) > 0:
		return be.Origins[0]
	}
	return ""
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
