package llm

import (
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestScrub(t *testing.T) {
	key := "my-secret-key-123"
	in := "bad key my-secret-key-123; also sk-proj-abcDEF123456 and sk-ant-api03-xyz_987654 and AIzaSyA1234567890abcdefghij and Bearer abcdefghijklmnop"
	out := scrub(in, key)
	for _, leak := range []string{key, "sk-proj-abc", "sk-ant-api03", "AIzaSy", "abcdefghijklmnop"} {
		if strings.Contains(out, leak) {
			t.Errorf("scrub left %q in %q", leak, out)
		}
	}
	if !strings.Contains(out, "bad key [redacted]") {
		t.Errorf("scrub(%q) = %q", in, out)
	}
	long := strings.Repeat("x", 2000)
	if got := scrub(long, ""); len(got) > maxMessage+10 {
		t.Errorf("long message kept at %d bytes", len(got))
	}
}

func TestRetryAfter(t *testing.T) {
	cases := []struct {
		h    http.Header
		want time.Duration
	}{
		{http.Header{"Retry-After": {"7"}}, 7 * time.Second},
		{http.Header{"Retry-After": {"1.5"}}, 1500 * time.Millisecond},
		{http.Header{"Retry-After-Ms": {"250"}, "Retry-After": {"9"}}, 250 * time.Millisecond},
		{http.Header{"Retry-After": {"soon"}}, 0},
		{http.Header{}, 0},
		{nil, 0},
	}
	for _, c := range cases {
		if got := retryAfter(c.h); got != c.want {
			t.Errorf("retryAfter(%v) = %v, want %v", c.h, got, c.want)
		}
	}
	future := time.Now().Add(30 * time.Second).UTC().Format(http.TimeFormat)
	if got := retryAfter(http.Header{"Retry-After": {future}}); got < 28*time.Second || got > 31*time.Second {
		t.Errorf("HTTP-date Retry-After = %v, want about 30s", got)
	}
}

func TestKindForStatus(t *testing.T) {
	cases := map[int]error{
		400: ErrBadRequest, 401: ErrAuth, 403: ErrAuth, 404: ErrBadRequest, 408: ErrUnavailable,
		413: ErrBadRequest, 422: ErrBadRequest, 429: ErrRateLimited, 500: ErrUnavailable,
		502: ErrUnavailable, 503: ErrUnavailable, 529: ErrUnavailable,
	}
	for status, want := range cases {
		if got := kindForStatus(status); got != want {
			t.Errorf("kindForStatus(%d) = %v, want %v", status, got, want)
		}
	}
}

func TestRateLimitErrorChain(t *testing.T) {
	err := apiError("openai/gpt-4o", "k", 429, "slow down", "req_1", 3*time.Second)
	var rl *RateLimitError
	var api *APIError
	if !errors.Is(err, ErrRateLimited) || !errors.As(err, &rl) || !errors.As(err, &api) {
		t.Fatalf("chain broken: %v", err)
	}
	if rl.RetryAfter != 3*time.Second || api.RequestID != "req_1" {
		t.Errorf("rl = %+v", rl)
	}
	if s := err.Error(); s != "openai/gpt-4o is limiting how often it may be asked (HTTP 429): slow down; it asks to wait 3 s before the next try [request req_1]" {
		t.Errorf("Error() = %q", s)
	}
}
