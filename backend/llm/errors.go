package llm

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
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
)

// APIError is a failed call, mapped from the vendor SDK's error. It wraps
// one of the sentinel errors (see Kind).
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
}

// Error describes the failure, naming the vendor and the model.
func (e *APIError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "llm: %s: %v", e.Model, e.Kind)
	if e.StatusCode != 0 {
		fmt.Fprintf(&b, " (HTTP %d)", e.StatusCode)
	}
	if e.Message != "" {
		b.WriteString(": ")
		b.WriteString(e.Message)
	}
	if e.RequestID != "" {
		fmt.Fprintf(&b, " [request %s]", e.RequestID)
	}
	return b.String()
}

// Unwrap returns Kind, so errors.Is(err, ErrAuth) and the like work.
func (e *APIError) Unwrap() error { return e.Kind }

// RateLimitError is the error for HTTP 429. It wraps [ErrRateLimited] and
// carries the delay the vendor asked for, if it asked.
type RateLimitError struct {
	APIError
	// RetryAfter is how long the vendor asked to wait before retrying, from
	// the Retry-After header or Google's RetryInfo; zero when not given.
	RetryAfter time.Duration
}

// Error describes the failure and the requested delay.
func (e *RateLimitError) Error() string {
	s := e.APIError.Error()
	if e.RetryAfter > 0 {
		s += fmt.Sprintf(" (retry after %s)", e.RetryAfter)
	}
	return s
}

// Unwrap returns the embedded [*APIError], so both errors.Is(err,
// ErrRateLimited) and errors.As(err, **APIError) work.
func (e *RateLimitError) Unwrap() error { return &e.APIError }

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

// transportError maps an error that came without an HTTP response: the
// caller's context ending is returned as such (wrapped), anything else is a
// network failure and becomes [ErrUnavailable].
func transportError(ctx context.Context, name, key string, err error) error {
	if ctxErr := ctx.Err(); ctxErr != nil {
		return fmt.Errorf("llm: %s: %w", name, ctxErr)
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("llm: %s: %w", name, context.DeadlineExceeded)
	}
	return &APIError{Model: name, Message: scrub(err.Error(), key), Kind: ErrUnavailable}
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
