package llm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Sentinel errors. Errors returned by this package wrap one of them, so test
// with [errors.Is].
var (
	// ErrAuth means the vendor rejected the API key (HTTP 401 or 403, or
	// Google's 400 API_KEY_INVALID).
	ErrAuth = errors.New("authentication failed")
	// ErrRateLimited means the vendor throttled the request (HTTP 429). The
	// error is a [*RateLimitError] that may say how long to wait.
	ErrRateLimited = errors.New("rate limited")
	// ErrBadRequest means the vendor refused the request as malformed or
	// unsupported (HTTP 400 and other 4xx), such as an unknown model or a
	// schema it cannot handle. Retrying the same request will not help.
	ErrBadRequest = errors.New("bad request")
	// ErrUnavailable means the vendor failed or could not be reached (HTTP
	// 5xx, Anthropic's 529 overloaded, 408, or a network error). Retrying
	// later may help.
	ErrUnavailable = errors.New("service unavailable")
	// ErrNoKey means no API key was found; the message names the
	// environment variable to set.
	ErrNoKey = errors.New("no API key")
	// ErrUnknownProvider means the model string's prefix names no supported
	// vendor.
	ErrUnknownProvider = errors.New("unknown provider")
	// ErrInvalidResponse means the vendor answered but the answer was
	// unusable, such as a structured answer that is not valid JSON or tool
	// arguments that do not parse.
	ErrInvalidResponse = errors.New("invalid response")
	// ErrTimeout means the vendor did not answer within Options.Timeout.
	// It is not retried: a server that hangs once is likely to again.
	ErrTimeout = errors.New("no answer in time")
	// ErrUnreachable matches an [*APIError] whose server could not be
	// connected to at all (see APIError.Unreachable): waiting will not
	// help, the address or the server must change. Such an error is
	// [ErrUnavailable] too.
	ErrUnreachable = errors.New("server not reachable")
	// ErrNotModelAPI matches an [*APIError] whose server answered, but not
	// as a model API does (see APIError.NotModelAPI): with a web page, or
	// a 404 or 405 without a model API's JSON error. The base URL leads to
	// a web site, a proxy's sign-in page or the wrong path; asking again
	// will not help. Such an error is [ErrBadRequest] too.
	ErrNotModelAPI = errors.New("not a model API")
)

// ModelNameError is a model string that does not name a model Reprise can
// call: it has no provider ("gpt-4o") or one Reprise does not know
// ("gpt/4o"). It wraps [ErrUnknownProvider] in the second case.
type ModelNameError struct {
	// Model is the string as given.
	Model string
	// Provider is the unknown provider written, or "" when none was.
	Provider string
	// Suggest is the model string likely meant ("openai/gpt-4o"), or "".
	Suggest string
}

// Error says what is wrong with the model string, and what it likely
// meant: `model "gpt-4o" has no provider: did you mean openai/gpt-4o?`.
func (e *ModelNameError) Error() string { return "model " + e.Problem() }

// Problem is Error without its leading "model", for a caller that names
// the field itself: `"gpt-4o" has no provider: did you mean openai/gpt-4o?`.
func (e *ModelNameError) Problem() string {
	known := strings.Join(Providers, ", ")
	what := fmt.Sprintf("%q has no provider", e.Model)
	if e.Provider != "" {
		what = fmt.Sprintf("%q: %s %q", e.Model, ErrUnknownProvider, e.Provider)
	}
	if e.Suggest != "" {
		return what + ": did you mean " + e.Suggest + "?"
	}
	if e.Provider != "" {
		return what + " (known: " + known + ")"
	}
	return what + ": write provider/model, e.g. openai/gpt-4.1-mini (providers: " + known + ")"
}

// Unwrap returns [ErrUnknownProvider] for a provider Reprise does not
// know, and nil for a string without one.
func (e *ModelNameError) Unwrap() error {
	if e.Provider != "" {
		return ErrUnknownProvider
	}
	return nil
}

// NoKeyError is a model whose provider needs an API key, and none was
// found: not in Options, its KeySource nor the environment. It wraps
// [ErrNoKey].
type NoKeyError struct {
	// Model is the model string, e.g. "openai/gpt-4.1-mini".
	Model string
	// Provider is its provider, e.g. "openai".
	Provider string
	// Env lists the environment variables read for the key, in order.
	Env []string
	// Ways, when set, are the ways to give the key that Error lists, in
	// the words of the program that shows it ("store it with `reprise key
	// set openai`"); empty, Error says to set the environment variable.
	Ways []string
}

// Error says the model has no key and how to give it one.
func (e *NoKeyError) Error() string {
	if len(e.Ways) > 0 {
		return NoKeyWords(e.Model, e.Ways...)
	}
	if len(e.Env) == 0 {
		return NoKeyWords(e.Model)
	}
	return NoKeyWords(e.Model, "set "+strings.Join(e.Env, " or "))
}

// Unwrap returns [ErrNoKey].
func (e *NoKeyError) Unwrap() error { return ErrNoKey }

// NoKeyWords says that model has no API key, and the ways to give it
// one: "openai/gpt-4.1-mini has no API key: a, b, or c". It is the one
// wording of a missing key, whichever program lists the ways.
func NoKeyWords(model string, ways ...string) string {
	msg := model + " has no API key"
	switch len(ways) {
	case 0:
		return msg
	case 1:
		return msg + ": " + ways[0]
	}
	return msg + ": " + strings.Join(ways[:len(ways)-1], ", ") + ", or " + ways[len(ways)-1]
}

// NoBaseURLError is an "openai-compatible/" model without a base URL:
// Reprise cannot guess where its server is.
type NoBaseURLError struct {
	// Model is the model string.
	Model string
}

// Error says what the model needs and where to give it.
func (e *NoBaseURLError) Error() string {
	return fmt.Sprintf("%s needs the address of its server: set %s, e.g. http://127.0.0.1:1234/v1 (LM Studio) or http://127.0.0.1:8000/v1 (vLLM)", e.Model, BaseURLField)
}

// APIError is a failed call, mapped from the vendor SDK's error. It wraps
// one of the sentinel errors (see Kind). Its message is written for the
// person who reads it: what the model's server did, in words, with the
// vendor's own explanation after it.
type APIError struct {
	// Model is the full model string, e.g. "openai/gpt-4.1-mini"; its prefix
	// names the vendor.
	Model string
	// StatusCode is the HTTP status, or zero for network errors.
	StatusCode int
	// Message is the vendor's explanation, with anything key-like removed.
	Message string
	// RequestID is the vendor's request ID when it sent one, for support.
	RequestID string
	// Kind is the sentinel error this error wraps.
	Kind error
	// Tries is how many times the request was sent (0 or 1: once).
	Tries int
	// KeyFrom says where the API key came from ("OPENAI_API_KEY", "the OS
	// keychain"), for a refused key; "" when the caller gave it.
	KeyFrom string
	// Unreachable is set when nothing answered at the server's address
	// (connection refused) or the address is not known (no DNS answer):
	// the base URL is wrong or the server is not running.
	Unreachable bool
	// NotModelAPI is set when the server answered, but not as a model
	// API does: a web page, or a 404 or 405 without a model API's JSON
	// error. Message then says so, naming the base URL.
	NotModelAPI bool
	// Waited is how long the call waited for an answer, for [ErrTimeout].
	Waited time.Duration
}

// Error describes the failure, naming the model.
func (e *APIError) Error() string { return e.text() + e.request() }

// text is Error without the request ID.
func (e *APIError) text() string {
	var b strings.Builder
	b.WriteString(e.Model)
	if e.NotModelAPI {
		// Message says what answered, with its status.
		b.WriteString(": ")
		b.WriteString(e.Message)
		return b.String()
	}
	switch e.Kind {
	case ErrAuth:
		b.WriteString(" refused the API key")
	case ErrRateLimited:
		b.WriteString(" is limiting how often it may be asked")
	case ErrBadRequest:
		b.WriteString(" refused the request")
	case ErrUnavailable:
		if e.StatusCode == 0 {
			b.WriteString(": its server could not be reached")
		} else {
			b.WriteString("'s server failed")
		}
	case ErrTimeout:
		if e.Waited > 0 {
			b.WriteString(" did not answer within " + WaitWords(e.Waited))
		} else {
			b.WriteString(" did not answer in time")
		}
	case ErrInvalidResponse:
		b.WriteString(" gave an answer Reprise cannot use")
	default:
		fmt.Fprintf(&b, ": %v", e.Kind)
	}
	if e.StatusCode != 0 {
		fmt.Fprintf(&b, " (HTTP %d)", e.StatusCode)
	}
	if e.Message != "" {
		b.WriteString(": ")
		b.WriteString(strings.TrimRight(e.Message, "."))
	}
	if e.Tries > 1 {
		fmt.Fprintf(&b, " (asked %d times)", e.Tries)
	}
	if e.Kind == ErrAuth && e.KeyFrom != "" {
		fmt.Fprintf(&b, "; the key came from %s", e.KeyFrom)
	}
	return b.String()
}

// request is the vendor's request ID as Error ends with it, for support.
func (e *APIError) request() string {
	if e.RequestID == "" {
		return ""
	}
	return fmt.Sprintf(" [request %s]", e.RequestID)
}

// Unwrap returns Kind, so errors.Is(err, ErrAuth) and the like work.
func (e *APIError) Unwrap() error { return e.Kind }

// Is makes errors.Is(err, ErrUnreachable) true for an unreachable server,
// and errors.Is(err, ErrNotModelAPI) for a server that is not a model API.
func (e *APIError) Is(target error) bool {
	return (target == ErrUnreachable && e.Unreachable) || (target == ErrNotModelAPI && e.NotModelAPI)
}

// NamesModel reports whether err says which model failed itself (an
// [*APIError], or a call stopped before the model answered), so that a
// caller wrapping it does not name the model again.
func NamesModel(err error) bool {
	var api *APIError
	var st *stopped
	return errors.As(err, &api) || errors.As(err, &st)
}

// RateLimitError is the error for HTTP 429. It wraps [ErrRateLimited] and
// carries the delay the vendor asked for, if it asked.
type RateLimitError struct {
	APIError
	// RetryAfter is how long the vendor asked to wait before retrying, from
	// the Retry-After header or Google's RetryInfo; zero when not given.
	RetryAfter time.Duration
}

// Error describes the failure and when to try again.
func (e *RateLimitError) Error() string {
	s := e.text()
	if e.RetryAfter > 0 {
		s += fmt.Sprintf("; it asks to wait %s before the next try", WaitWords(e.RetryAfter))
	}
	return s + e.request()
}

// Unwrap returns the embedded [*APIError], so both errors.Is(err,
// ErrRateLimited) and errors.As(err, **APIError) work.
func (e *RateLimitError) Unwrap() error { return &e.APIError }

// WaitWords renders a wait for a person: "250 ms", "2 s", "1 min 30 s".
func WaitWords(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	d = d.Round(time.Second)
	if d < time.Minute {
		return fmt.Sprintf("%d s", int(d.Seconds()))
	}
	m, sec := int(d/time.Minute), int((d%time.Minute)/time.Second)
	if sec == 0 {
		return fmt.Sprintf("%d min", m)
	}
	return fmt.Sprintf("%d min %d s", m, sec)
}

// kindForStatus maps an HTTP status to a sentinel error.
func kindForStatus(status int) error {
	switch {
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		return ErrAuth
	case status == http.StatusTooManyRequests:
		return ErrRateLimited
	case status == http.StatusRequestTimeout || status >= 500:
		return ErrUnavailable
	case status >= 400:
		return ErrBadRequest
	}
	return ErrUnavailable
}

// apiError builds the mapped error for one failed HTTP exchange.
func apiError(name, key string, status int, message, requestID string, retryAfter time.Duration) error {
	return apiErrorKind(name, key, kindForStatus(status), status, message, requestID, retryAfter)
}

// apiErrorKind builds the mapped error with an explicit kind.
func apiErrorKind(name, key string, kind error, status int, message, requestID string, retryAfter time.Duration) error {
	e := APIError{Model: name, StatusCode: status, Message: scrub(message, key), RequestID: scrub(requestID, key), Kind: kind}
	if kind == ErrRateLimited {
		return &RateLimitError{APIError: e, RetryAfter: retryAfter}
	}
	return &e
}

// transportError maps an error that came without a model API's answer:
// the caller's context ending is returned as such (wrapped), the call's
// own deadline (Options.Timeout) is [ErrTimeout], an answer that is not
// a model API's (a web page) is [ErrNotModelAPI], a body the SDK could
// not read is [ErrInvalidResponse], and anything else is
// [ErrUnavailable], with a network failure put in words. The call's
// endpoint (see Options.begin) is named where it helps.
func transportError(ctx context.Context, name, key string, err error) error {
	c := callOf(ctx)
	if ctxErr := ctx.Err(); ctxErr != nil {
		if c.within > 0 && timedOut(ctx) {
			return timeoutError(name, c)
		}
		return &stopped{name: name, err: ctxErr}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		// The SDK's own request timeout (Anthropic's).
		return timeoutError(name, c)
	}
	if errors.Is(err, context.Canceled) {
		return &stopped{name: name, err: context.Canceled}
	}
	var na *notAPIError
	if errors.As(err, &na) {
		return notAPIWords(name, c, na)
	}
	if msg, ok := unreadable(err); ok {
		return &APIError{Model: name, Message: msg, Kind: ErrInvalidResponse}
	}
	words, unreachable := netWords(err, c.endpoint)
	return &APIError{Model: name, Message: scrub(words, key), Kind: ErrUnavailable, Unreachable: unreachable}
}

// stopped is a call the caller's context ended before the model answered.
type stopped struct {
	name string
	err  error
}

func (e *stopped) Error() string {
	if errors.Is(e.err, context.DeadlineExceeded) {
		return e.name + ": the time allowed ran out before it answered"
	}
	return e.name + ": stopped before it answered"
}

// Unwrap returns the context's error, so errors.Is(err, context.Canceled)
// works.
func (e *stopped) Unwrap() error { return e.err }

// unreadable reports whether err says the server's answer could not be
// read (cut off, not JSON), and says so in words.
func unreadable(err error) (string, bool) {
	s := err.Error()
	if strings.Contains(s, "that is not 'application/json'") {
		// openai-go and the Anthropic SDK on an answer of another type.
		return "its server sent an answer that is not JSON, as a model API's is", true
	}
	for _, m := range []string{"error parsing response json", "unexpected end of JSON input", "invalid character", "cannot unmarshal"} {
		if strings.Contains(s, m) {
			return "its server sent an answer that is cut off or is not JSON", true
		}
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return "its server sent an answer that is cut off", true
	}
	return "", false
}

// netWords puts a network failure in words, with what to do: the
// address that is not known, nothing answering, a connection not
// answered; the error itself otherwise. unreachable is set when the
// server's address is not known or nothing answers there, which no wait
// mends.
func netWords(err error, e endpoint) (words string, unreachable bool) {
	var dns *net.DNSError
	if errors.As(err, &dns) {
		in := ""
		if e.shown != "" {
			in = " (in " + e.shown + ")"
		}
		return fmt.Sprintf("the address %s%s is not known (no DNS answer): %s", dns.Name, in, e.fixAddress(false)), true
	}
	var op *net.OpError
	if errors.As(err, &op) && op.Op == "dial" {
		where := e.shown
		if where == "" && op.Addr != nil {
			where = op.Addr.String()
		}
		if errors.Is(err, syscall.ECONNREFUSED) {
			return fmt.Sprintf("nothing answers at %s (connection refused): %s", where, e.fixAddress(true)), true
		}
		if op.Timeout() {
			return fmt.Sprintf("%s did not answer the connection: check %s, or the network", where, BaseURLField), false
		}
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err.Error(), false
	}
	return err.Error(), false
}

// badStructured reports a structured answer that is not the JSON asked
// for: nothing at all, cut off at the token limit, or something else.
func badStructured(name, text, stop string) error {
	switch {
	case strings.TrimSpace(text) == "":
		return invalid(name, "it answered nothing")
	case stop == StopMaxTokens:
		return invalid(name, "its answer was cut off at the token limit")
	}
	return invalid(name, "its answer is not the JSON it was asked for")
}

// invalid reports an unusable answer.
func invalid(name, format string, args ...any) error {
	return &APIError{Model: name, Message: fmt.Sprintf(format, args...), Kind: ErrInvalidResponse}
}

// badRequest reports a request this package refuses before sending it.
func badRequest(name string, err error) error {
	return &APIError{Model: name, Message: err.Error(), Kind: ErrBadRequest}
}

// keyPatterns match the shapes of common vendor keys, so that even keys
// this process was not given (or partly masked ones) are not echoed.
var keyPatterns = regexp.MustCompile(`sk-[A-Za-z0-9_\-\*\.]{6,}|AIza[0-9A-Za-z_\-]{10,}|(?i:bearer\s+)[A-Za-z0-9_\-\.\*]{8,}`)

// maxMessage bounds the vendor message kept in an error.
const maxMessage = 600

// scrub removes key from s, along with anything shaped like a vendor API
// key, and shortens overly long messages.
func scrub(s, key string) string {
	if key != "" {
		s = strings.ReplaceAll(s, key, "[redacted]")
	}
	s = keyPatterns.ReplaceAllString(s, "[redacted]")
	s = strings.TrimSpace(s)
	if len(s) > maxMessage {
		s = s[:maxMessage] + "…"
	}
	return s
}

// retryAfter reads the delay a response asks for from the retry-after-ms
// header (OpenAI, Anthropic) or the standard Retry-After header (seconds or
// an HTTP date). It returns zero when neither is usable.
func retryAfter(h http.Header) time.Duration {
	if h == nil {
		return 0
	}
	if v := strings.TrimSpace(h.Get("Retry-After-Ms")); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 {
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		if s <= 0 {
			return 0
		}
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := time.Until(t); d > 0 {
			return d.Round(time.Second)
		}
	}
	return 0
}
