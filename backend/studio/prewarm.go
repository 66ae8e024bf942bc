package studio

import (
	"context"
	"fmt"

	"github.com/reprise-qa/reprise/backend/browser"
)

// launch is a browser launch under way; done closes when it ends.
type launch struct {
	done chan struct{}
	b    *browser.Browser
	err  error
}

// PrewarmBrowser starts the browser in the background when none runs or
// is starting, so the first recording does not wait for the driver and
// the browser: the recorder calls it as soon as the user starts typing the
// first URL. It returns at once; a launch that fails is reported by the
// session that needs the browser, which tries again.
func (s *Studio) PrewarmBrowser() error {
	if s.opts.Browser != nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.br != nil || s.launching != nil || s.ctx.Err() != nil {
		return nil
	}
	l := &launch{done: make(chan struct{})}
	s.launching = l
	s.bg.Go(func() { s.runLaunch(l) })
	return nil
}

// runLaunch launches the browser from the settings for l and makes it the
// studio's browser (unless one is already), then ends l.
func (s *Studio) runLaunch(l *launch) {
	defer close(l.done)
	s.mu.Lock()
	set := s.settings
	s.mu.Unlock()
	ctx, cancel := context.WithTimeout(s.ctx, browserLaunchTimeout)
	defer cancel()
	opts := set.browserOptions()
	opts.Log = s.opts.Log
	nb, err := browser.Launch(ctx, opts)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.launching == l {
		s.launching = nil
	}
	if err != nil {
		l.err = &Error{Code: CodeBrowser, Message: fmt.Sprintf("starting the browser: %v — check Settings → Browser", err), err: err}
		return
	}
	if s.br == nil {
		s.br = nb
	} else {
		s.bg.Go(func() { _ = nb.Close() }) // another launch won the race
	}
	l.b = s.br
}
