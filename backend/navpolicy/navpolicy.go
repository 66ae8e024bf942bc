// Package navpolicy decides where a flow may take the browser. It is the
// one place the engine asks before it opens a URL (a start URL, a goto
// step, an agent's goto, an imported step) and after a step has run (did
// the page leave the flow's sites?).
//
// Two rules:
//   - Schemes: only http:, https: and about:blank are opened. javascript:,
//     file:, data:, blob:, view-source:, chrome:, chrome-extension:, other
//     about: pages and every other scheme are refused; file: is let
//     through when AllowFileURLs is set, for local testing.
//   - Origins: a flow stays on its start URL's site (scheme and registrable
//     domain, e.g. https://shop.example.com allows https://www.example.com;
//     for an IP address or localhost the exact host and port) and on the
//     origins the flow or the user adds (trajectory allowedOrigins,
//     --allow-origin). A site reached over http: may also be reached over
//     https:.
package navpolicy

import (
	"fmt"
	"net"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/net/publicsuffix"
)

// Policy is the navigation policy of one run. The zero value is the
// strict default: no file: URLs, no origins beyond the flow's own.
type Policy struct {
	// AllowFileURLs lets file: URLs be opened (local testing only: a flow
	// file from someone else could read this machine's files into
	// screenshots and reports).
	AllowFileURLs bool `json:"allowFileUrls,omitempty"`
	// Origins are allowed in addition to each flow's own (its start URL's
	// site and its allowedOrigins), e.g. "https://login.example.net".
	Origins []string `json:"origins,omitempty"`
	// NoSecretURLs refuses any navigation whose URL carries a secret
	// value, even on an allowed origin. Agents set it: a secret is only
	// ever typed into a field.
	NoSecretURLs bool `json:"noSecretUrls,omitempty"`
}

// CheckURL refuses a URL whose scheme the policy does not open. raw must
// be absolute (Normalize bare hosts first).
func (p Policy) CheckURL(raw string) error {
	s := strings.TrimSpace(raw)
	if s == "" {
		return &RefusedError{URL: raw, Reason: "it is empty"}
	}
	if strings.EqualFold(s, "about:blank") {
		return nil
	}
	scheme := Scheme(s)
	switch scheme {
	case "http", "https":
		u, err := url.Parse(s)
		if err != nil || u.Host == "" {
			return &RefusedError{URL: raw, Reason: "it is not a valid web address"}
		}
		return nil
	case "file":
		if p.AllowFileURLs {
			return nil
		}
		return &RefusedError{URL: raw, Scheme: scheme,
			Reason: "file: URLs read this machine's files; give --allow-file-urls to open them for local testing"}
	case "":
		return &RefusedError{URL: raw, Reason: "it is not an absolute http:// or https:// address"}
	}
	return &RefusedError{URL: raw, Scheme: scheme, Reason: schemeReason(scheme)}
}

// schemeReason says why a scheme is refused.
func schemeReason(scheme string) string {
	switch scheme {
	case "javascript":
		return "javascript: URLs run code in the page instead of opening one"
	case "data", "blob":
		return scheme + ": URLs open content that no site serves"
	case "about", "chrome", "chrome-extension", "chrome-untrusted", "devtools", "view-source", "edge", "brave", "opera", "vivaldi":
		return "browser-internal pages are never opened by a flow"
	}
	return "only http:// and https:// pages (and about:blank) are opened"
}

// Scheme returns raw's lower-cased URL scheme, or "" when it has none.
func Scheme(raw string) string {
	s := strings.TrimSpace(raw)
	i := strings.IndexByte(s, ':')
	if i <= 0 {
		return ""
	}
	sch := s[:i]
	for k, c := range sch {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || k > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')
		if !ok {
			return ""
		}
	}
	return strings.ToLower(sch)
}

// bareHost matches an address typed without a scheme: a host name or IP
// address, an optional port, then a path, query, fragment or nothing.
var bareHost = regexp.MustCompile(`^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?(?:[/?#]|$)`)

// Normalize completes an address typed without a scheme: loopback hosts
// ("localhost:8731/login.html", "127.0.0.1:8080") get http://, other
// hosts https://. Anything else, including every URL with a scheme, is
// returned trimmed and otherwise unchanged (CheckURL judges it).
func Normalize(raw string) string {
	s := strings.TrimSpace(raw)
	if s == "" || strings.Contains(s, "://") || !bareHost.MatchString(s) {
		return s
	}
	host := s
	if i := strings.IndexAny(host, "/?#"); i >= 0 {
		host = host[:i]
	}
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	// "mailto:x" and "javascript:void(0)" do not match bareHost: after
	// the colon only a port may follow.
	if isLoopback(strings.Trim(host, "[]")) {
		return "http://" + s
	}
	return "https://" + s
}

// isLoopback reports whether host names this machine.
func isLoopback(host string) bool {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Site returns what an origin is compared by: for a host name, the scheme
// and registrable domain ("https://example.co.uk"); for an IP address or
// a localhost name, the scheme, host and port ("http://127.0.0.1:8731");
// for anything that is not an http(s) URL, "".
func Site(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	host := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	if net.ParseIP(host) != nil || isLoopback(host) || !strings.Contains(host, ".") {
		return u.Scheme + "://" + strings.ToLower(u.Host)
	}
	d, err := publicsuffix.EffectiveTLDPlusOne(host)
	if err != nil {
		d = host
	}
	return u.Scheme + "://" + d
}

// Origin returns raw's origin ("https://shop.example.com:8443"), or "".
func Origin(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Scheme == "" || u.Host == "" {
		return ""
	}
	return strings.ToLower(u.Scheme + "://" + u.Host)
}

// WebOrigin is the http or https origin of s, an address or a bare host
// such as "localhost:8080" (completed as Normalize completes it), as a
// flow's allowed sites and --allow-origin take it; the error says what to
// give instead.
func WebOrigin(s string) (string, error) {
	o := Origin(Normalize(s))
	if o == "" || Scheme(o) != "http" && Scheme(o) != "https" {
		return "", fmt.Errorf("%q is not a web address: give a site such as https://login.example.com or localhost:8080", short(strings.TrimSpace(s)))
	}
	return o, nil
}

// Scope is the set of origins one flow may visit.
type Scope struct {
	sites   []string // Site values
	origins []string // exact origins
	open    bool     // no start URL: any http(s) origin
}

// Scope returns where a flow that starts at startURL and lists extra
// origins (its allowedOrigins) may go under p. A flow without a start URL
// is not limited by origin (schemes still are).
func (p Policy) Scope(startURL string, extra []string) Scope {
	var sc Scope
	start := Normalize(startURL)
	if s := Site(start); s != "" {
		sc.sites = append(sc.sites, s)
		if strings.HasPrefix(s, "http://") {
			sc.sites = append(sc.sites, "https://"+strings.TrimPrefix(s, "http://"))
		}
	} else if Scheme(start) != "file" {
		sc.open = true
	}
	for _, o := range slices.Concat(extra, p.Origins) {
		if n := Origin(Normalize(o)); n != "" {
			sc.origins = append(sc.origins, n)
		}
	}
	return sc
}

// Allows reports whether a page at raw is within the scope. about:blank
// is always allowed; file: URLs are allowed when raw passes CheckURL
// (the caller checks schemes).
func (sc Scope) Allows(raw string) bool {
	s := strings.TrimSpace(raw)
	if strings.EqualFold(s, "about:blank") || Scheme(s) == "file" {
		return true
	}
	o := Origin(s)
	if o == "" {
		return false
	}
	if sc.open {
		return true
	}
	return slices.Contains(sc.origins, o) || slices.Contains(sc.sites, Site(s))
}

// CheckNavigation checks that a flow in scope sc may open raw under p:
// the scheme (CheckURL), then the origin (an *OriginError naming it and
// how to allow it).
func (p Policy) CheckNavigation(sc Scope, raw string) error {
	if err := p.CheckURL(raw); err != nil {
		return err
	}
	if !sc.Allows(raw) {
		return &OriginError{Origin: Origin(raw)}
	}
	return nil
}

// CarriesSecret reports whether raw contains one of the secret values, as
// typed or URL-encoded (SecretForms).
func CarriesSecret(raw string, secrets []string) bool {
	if len(secrets) == 0 {
		return false
	}
	dec, err := url.QueryUnescape(raw)
	if err != nil {
		dec = raw
	}
	for _, s := range secrets {
		for _, form := range SecretForms(s) {
			if strings.Contains(raw, form) || strings.Contains(dec, form) {
				return true
			}
		}
	}
	return false
}

// SecretForms returns the ways secret s appears in a URL: as typed,
// query-encoded (url.QueryEscape, "+" for a space), as JavaScript's
// encodeURIComponent writes it, and path-encoded; none for "".
func SecretForms(s string) []string {
	if s == "" {
		return nil
	}
	q := url.QueryEscape(s)
	js := strings.NewReplacer("+", "%20", "%21", "!", "%2A", "*", "%27", "'", "%28", "(", "%29", ")").Replace(q)
	out := []string{s}
	for _, f := range []string{q, js, url.PathEscape(s)} {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

// SecretGlobs returns URL patterns, in the glob syntax of Chromium's
// request interception ("*" any text, "?" one character, "\\" escapes),
// that match any URL containing one of secrets in one of its
// SecretForms; none when there are no secrets.
func SecretGlobs(secrets []string) []string {
	esc := strings.NewReplacer(`\`, `\\`, `*`, `\*`, `?`, `\?`)
	var out []string
	for _, s := range secrets {
		for _, f := range SecretForms(s) {
			if g := "*" + esc.Replace(f) + "*"; !slices.Contains(out, g) {
				out = append(out, g)
			}
		}
	}
	return out
}

// SecretPattern returns a regular expression that matches any text
// containing one of secrets in one of its SecretForms, or nil when there
// are no secrets. It uses only syntax Go and JavaScript read alike.
func SecretPattern(secrets []string) *regexp.Regexp {
	var alts []string
	for _, s := range secrets {
		for _, f := range SecretForms(s) {
			alts = append(alts, regexp.QuoteMeta(f))
		}
	}
	if len(alts) == 0 {
		return nil
	}
	return regexp.MustCompile(strings.Join(alts, "|"))
}

// RefusedError is a URL the policy does not open.
type RefusedError struct {
	// URL is the address as given.
	URL string
	// Scheme is its scheme, when it has one.
	Scheme string
	// Reason says why, and what to do if the user meant it.
	Reason string
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("refusing to open %s: %s", short(e.URL), e.Reason)
}

// OriginError is a navigation outside the flow's allowed origins.
type OriginError struct {
	// Origin is where the page would go, e.g. "http://127.0.0.1:9000".
	Origin string
}

func (e *OriginError) Error() string {
	return fmt.Sprintf("refusing to go to %s: it is outside this flow's allowed sites; if the flow should go there, allow it with --allow-origin %s (or add it to the flow's allowedOrigins)", e.Origin, e.Origin)
}

// short keeps an error line readable for a long URL (a data: URL may be
// megabytes).
func short(u string) string {
	const max = 120
	if len(u) <= max {
		return u
	}
	return u[:max] + "…"
}
