package main

import (
	"context"
	"io"

	"github.com/reprise-qa/reprise/backend/browser"
)

// launching is a browser launch started before a command's other
// start-up work (flags, store, flow, model), so starting the driver and
// the browser — most of a short command's wall time — overlaps it. Its
// goroutine is owned by the launching value: wait or discard waits for it.
type launching struct {
	done chan struct{}
	b    *browser.Browser
	s    *browser.Session
	err  error
}

// startLaunch starts launching the browser and opening one session.
func (c *common) startLaunch(ctx context.Context, stderr io.Writer) *launching {
	l := &launching{done: make(chan struct{})}
	go func() {
		defer close(l.done)
		l.b, l.s, l.err = c.launch(ctx, stderr)
	}()
	return l
}

// wait returns the browser and session once launched.
func (l *launching) wait() (*browser.Browser, *browser.Session, error) {
	<-l.done
	return l.b, l.s, l.err
}

// discard waits for the launch and closes what it opened, for a command
// that fails before it uses the browser.
func (l *launching) discard() {
	<-l.done
	if l.s != nil {
		_ = l.s.Close()
	}
	if l.b != nil {
		_ = l.b.Close()
	}
}
