package llm

import (
	"context"
	"sync"
)

// Counter is a [Model] that forwards to another Model and counts the calls
// and the usage that went through it. It is safe for concurrent use.
//
// Reprise wraps the model of a cached replay in a Counter to prove that the
// replay made zero model calls.
type Counter struct {
	model Model

	mu     sync.Mutex
	calls  int
	failed int
	usage  Usage
}

// Count returns a Counter wrapping m.
func Count(m Model) *Counter { return &Counter{model: m} }

// Generate forwards the request to the wrapped model and counts it, whether
// it succeeds or fails; usage is added for answers that arrived.
func (c *Counter) Generate(ctx context.Context, req Request) (*Response, error) {
	resp, err := c.model.Generate(ctx, req)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.calls++
	if err != nil {
		c.failed++
	}
	if resp != nil {
		c.usage = c.usage.Add(resp.Usage)
	}
	return resp, err
}

// Name returns the wrapped model's name.
func (c *Counter) Name() string { return c.model.Name() }

// Calls returns how many times Generate was called, failed calls included.
func (c *Counter) Calls() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.calls
}

// Failed returns how many calls returned an error.
func (c *Counter) Failed() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.failed
}

// Usage returns the summed usage and estimated cost of all answers so far.
func (c *Counter) Usage() Usage {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.usage
}

// Reset sets the counts and usage back to zero.
func (c *Counter) Reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.calls, c.failed, c.usage = 0, 0, Usage{}
}
