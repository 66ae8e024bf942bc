package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// BaseURLField names the base URL where a person sets it, in the words
// of messages: the command line's flag and the app's Settings section
// (the app rewrites it to name only its own).
const BaseURLField = "the Base URL (--model-url, or Settings → Models)"

// DefaultAnthropicBaseURL is where "anthropic/" models are served when
// Options.BaseURL is empty (the SDK's own default).
const DefaultAnthropicBaseURL = "https://api.anthropic.com/"

// DefaultOpenAIBaseURL is where "openai/" models are served when
// Options.BaseURL is empty.
const DefaultOpenAIBaseURL = "https://api.openai.com/v1/"

// endpoint is where a model's requests go, for the words of its errors.
type endpoint struct {
	// provider is the model's provider ("openai", "ollama", …).
	provider string
	// shown is the base URL as a person may read it: scheme, host and
	// path, never a user, a password or a query.
	shown string
	// given is set when the base URL is Options.BaseURL rather than the
	// vendor's own endpoint.
	given bool
}

// endpointOf is the endpoint of provider's models under o.
func endpointOf(provider string, o Options) endpoint {
	base := strings.TrimSpace(o.BaseURL)
	e := endpoint{provider: provider, given: base != ""}
	if base == "" {
		switch provider {
		case ProviderOpenAI:
			base = DefaultOpenAIBaseURL
		case ProviderOllama:
			base = DefaultOllamaBaseURL
		case ProviderAnthropic:
			base = DefaultAnthropicBaseURL
		case ProviderGoogle:
			base = DefaultGoogleBaseURL
		}
	}
	e.shown = shownURL(base)
	return e
}

// shownURL is u with only its scheme, host and path: a key put in a user,
// a password or a query parameter is never shown.
func shownURL(u string) string {
	p, err := url.Parse(u)
	if err != nil || p.Host == "" {
		return scrub(u, "")
	}
	return (&url.URL{Scheme: p.Scheme, Host: p.Host, Path: p.Path}).String()
}

// local reports whether the endpoint is on this machine.
func (e endpoint) local() bool {
	p, err := url.Parse(e.shown)
	if err != nil {
		return false
	}
	h := p.Hostname()
	if h == "localhost" {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// openAIStyle reports whether the endpoint speaks OpenAI's wire format,
// whose base URLs end in /v1 as a rule.
func (e endpoint) openAIStyle() bool {
	return e.provider == ProviderOpenAI || e.provider == ProviderOllama || e.provider == ProviderOpenAICompatible
}

// checkBase is the advice for a base URL that reaches something other
// than a model API.
func (e endpoint) checkBase() string {
	s := "check " + BaseURLField
	if e.openAIStyle() && !strings.HasSuffix(strings.TrimRight(e.shown, "/"), "/v1") {
		s += ", which usually ends in /v1"
	}
	return s
}

// at is " at URL", or "" when the endpoint is not known.
func (e endpoint) at() string {
	if e.shown == "" {
		return ""
	}
	return " at " + e.shown
}

// fixAddress is what to do about an endpoint nothing answers at
// (refused) or whose host is not known: check the base URL or start the
// local server; for a vendor's own endpoint, check the network.
func (e endpoint) fixAddress(refused bool) string {
	switch {
	case e.given && refused:
		return "check " + BaseURLField + ", or start the local model server"
	case e.given:
		return "check " + BaseURLField + ", or the network"
	case e.local():
		return "start the local model server (for Ollama: ollama serve), or set " + BaseURLField
	}
	return "check the network connection (a firewall or proxy may stop it), or set " + BaseURLField
}

// callKey holds, in a request's context, the [call] it is part of.
type callKey struct{}

// call is what the errors of one call to a model need to know that the
// vendor's SDK does not pass on: the time allowed and where it went.
type call struct {
	// within is the Options.Timeout in force; zero when none.
	within time.Duration
	endpoint
}

// callOf is the call ctx belongs to; the zero call when none.
func callOf(ctx context.Context) call {
	c, _ := ctx.Value(callKey{}).(call)
	return c
}

// errWithin is the cause of a call's deadline (Options.Timeout), to tell
// it from a deadline of the caller's.
var errWithin = errors.New("the model did not answer within the timeout")

// begin starts a call under o's Timeout: the deadline cancels the HTTP
// request in flight, and the call's errors name the endpoint.
func (o Options) begin(ctx context.Context, e endpoint) (context.Context, context.CancelFunc) {
	d := o.Timeout
	if d == 0 {
		d = DefaultTimeout
	}
	c := call{endpoint: e}
	if d > 0 {
		c.within = d
		return context.WithTimeoutCause(context.WithValue(ctx, callKey{}, c), d, errWithin)
	}
	return context.WithValue(ctx, callKey{}, c), func() {}
}

// timedOut reports whether ctx ended because its call's time ran out.
func timedOut(ctx context.Context) bool {
	return errors.Is(ctx.Err(), context.DeadlineExceeded) && context.Cause(ctx) == errWithin
}

// timeoutError is the error of a call that got no answer in its time.
func timeoutError(name string, c call) error {
	return &APIError{Model: name, Kind: ErrTimeout, Waited: c.within,
		Message: fmt.Sprintf("its server%s is slow or stuck: try a smaller or faster model, or check the server", c.at())}
}

// guard is the transport under every Model: it tells a model API from a
// web site at the base URL. A model API answers in JSON, errors
// included; a web page (a site's home page, a proxy's sign-in page) or a
// bare "404 page not found" means the base URL leads somewhere else, and
// the SDKs would report it in their own terms ("expected destination
// type of 'string' or '[]byte' …") or as a refused request.
type guard struct{ next http.RoundTripper }

// guarded returns c (nil: a default client) with a guard in its transport.
func guarded(c *http.Client) *http.Client {
	out := &http.Client{}
	if c != nil {
		*out = *c
	}
	next := out.Transport
	if next == nil {
		next = http.DefaultTransport
	}
	out.Transport = guard{next: next}
	return out
}

// notAPIError is an answer that is not a model API's: a web page, or a
// 404 or 405 without the JSON error a model API sends.
type notAPIError struct {
	status  int
	webPage bool
}

func (e *notAPIError) Error() string {
	if e.webPage {
		return fmt.Sprintf("HTTP %d: a web page, not a model API", e.status)
	}
	return fmt.Sprintf("HTTP %d without a model API's error", e.status)
}

// maxPeek bounds how much of a 404 or 405 body the guard reads to see
// whether a model API sent it.
const maxPeek = 64 << 10

// RoundTrip sends req and refuses an answer that is not a model API's.
func (g guard) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := g.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	s := resp.StatusCode
	if s >= 500 || s == http.StatusTooManyRequests || s == http.StatusUnauthorized || s == http.StatusForbidden || (s >= 300 && s < 400) {
		// A failing server, a rate limit or a refused key say what they
		// say (a proxy's error page included); a redirect is followed.
		return resp, nil
	}
	mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	if mt == "text/html" || mt == "application/xhtml+xml" {
		discard(resp.Body)
		return nil, &notAPIError{status: s, webPage: true}
	}
	if s != http.StatusNotFound && s != http.StatusMethodNotAllowed {
		return resp, nil
	}
	// A model API's 404 (an unknown model) carries its JSON error.
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxPeek))
	if err != nil {
		resp.Body.Close()
		return nil, err
	}
	var e struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal(body, &e) != nil || len(e.Error) == 0 || string(e.Error) == "null" {
		discard(resp.Body)
		return nil, &notAPIError{status: s, webPage: bytes.HasPrefix(bytes.TrimSpace(body), []byte("<"))}
	}
	resp.Body = struct {
		io.Reader
		io.Closer
	}{io.MultiReader(bytes.NewReader(body), resp.Body), resp.Body}
	return resp, nil
}

// discard reads a little of body, so that its connection may be reused,
// and closes it.
func discard(body io.ReadCloser) {
	_, _ = io.Copy(io.Discard, io.LimitReader(body, maxPeek))
	body.Close()
}

// notAPIWords is the error for an answer that is not a model API's.
func notAPIWords(name string, c call, na *notAPIError) error {
	server := "the server" + c.at()
	if c.shown == "" {
		server = "its server"
	}
	var what string
	switch {
	case na.webPage && na.status/100 == 2:
		what = server + " answered with a web page, not a model API"
	case na.webPage:
		what = fmt.Sprintf("%s answered with a web page (HTTP %d %s), not a model API", server, na.status, http.StatusText(na.status))
	default:
		what = fmt.Sprintf("%s answered HTTP %d (%s): it is not a model API, or not at that path", server, na.status, http.StatusText(na.status))
	}
	fix := c.checkBase()
	if !c.given && c.shown != "" && !c.local() {
		fix = "something between this machine and the vendor answers in its place (a proxy or a sign-in page): check the network, or set " + BaseURLField
	}
	return &APIError{Model: name, StatusCode: na.status, Kind: ErrBadRequest, NotModelAPI: true, Message: what + ": " + fix}
}
