package llm

import (
	"context"
	"errors"
	"strings"
	"time"
)

// MaxRetryWait is the longest wait between two tries that a Model sits
// through. A vendor that asks for longer (a rate limit's Retry-After of a
// minute) gets no further try: the error says how long it asked for, and
// the person decides, rather than a command hanging silently for minutes.
const MaxRetryWait = 20 * time.Second

// Retry is a failed try of a request that is about to be sent again (see
// Options.OnRetry).
type Retry struct {
	// Model is the model string.
	Model string
	// Next is the number of the coming try, 2 or more; Of is how many
	// tries there are at most.
	Next, Of int
	// Wait is how long until the next try.
	Wait time.Duration
	// Err is why the last try failed; Why is its text without the
	// vendor's request ID, for a line that says a try is coming.
	Err error
	Why string
}

// retrier sends a request again when the vendor throttled it or failed
// (rate limits, server errors, network errors), waiting what the vendor
// asked for or a short backoff. It does what the vendor SDKs would do
// (they are told not to retry), in one place for the three of them, so
// that a try can be reported as it happens (Options.OnRetry), a long wait
// is not sat through (MaxRetryWait) and the final error says how many
// tries were made.
//
// It also bounds the call as a whole (Options.Timeout): the deadline is
// on the context the vendor's SDK sends the request with, so it cancels
// the request in flight, and a wait for the next try ends with it too.
type retrier struct {
	Model
	retries int
	onRetry func(Retry)
	keyFrom string
	opts    Options
	at      endpoint
}

// Generate sends req, trying again as described above.
func (r *retrier) Generate(ctx context.Context, req Request) (*Response, error) {
	ctx, cancel := r.opts.begin(ctx, r.at)
	defer cancel()
	for try := 1; ; try++ {
		resp, err := r.Model.Generate(ctx, req)
		if err == nil {
			return resp, nil
		}
		wait, again := r.retryable(err, try)
		if !again || ctx.Err() != nil {
			return nil, r.final(err, try)
		}
		if r.onRetry != nil {
			why := err.Error()
			if i := strings.LastIndex(why, " [request "); i > 0 && strings.HasSuffix(why, "]") {
				why = why[:i]
			}
			r.onRetry(Retry{Model: r.Name(), Next: try + 1, Of: r.retries + 1, Wait: wait, Err: err, Why: why})
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			if timedOut(ctx) {
				err = timeoutError(r.Name(), callOf(ctx))
			}
			return nil, r.final(err, try)
		case <-t.C:
		}
	}
}

// retryable reports whether a request that failed with err on try may be
// sent again, and after how long.
func (r *retrier) retryable(err error, try int) (time.Duration, bool) {
	// A server nothing answers at stays so: the address must change.
	if try > r.retries || !(errors.Is(err, ErrRateLimited) || errors.Is(err, ErrUnavailable)) || errors.Is(err, ErrUnreachable) {
		return 0, false
	}
	wait := backoff(try)
	var rl *RateLimitError
	if errors.As(err, &rl) && rl.RetryAfter > 0 {
		wait = rl.RetryAfter
	}
	return wait, wait <= MaxRetryWait
}

// backoff is the wait before try+1 when the vendor asked for none: 0.5 s,
// 1 s, 2 s, … up to 8 s.
func backoff(try int) time.Duration {
	return min(500*time.Millisecond<<(try-1), 8*time.Second)
}

// final is err as returned: with the number of tries and, for a refused
// key, where the key came from.
func (r *retrier) final(err error, tries int) error {
	var api *APIError
	if errors.As(err, &api) {
		api.Tries = tries
		api.KeyFrom = r.keyFrom
	}
	return err
}
