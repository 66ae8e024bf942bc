// Package studio is the backend of Reprise's desktop app and of
// `reprise serve`: the library, recording sessions with a live mirror of
// the page, editor operations, runs with per-step events, run diffs and
// settings. It never imports Wails: app.go binds these methods for the
// desktop, backend/webapi serves them over HTTP and WebSocket, and both
// deliver events through the Emitter given to New.
//
// The methods listed in the API interface (api.go) are the API
// (docs/api.md): plain arguments, a JSON-encodable result and an
// *Error. Long operations (runs) return an id at once and report progress
// as events; Cancel(id) stops them.
package studio

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/version"
)

// Options configure a Studio.
type Options struct {
	// Store is the open store. Required.
	Store *cache.Store
	// Emitter receives events; nil drops them. Wrap high-rate sinks in a
	// Batcher (New does not batch by itself).
	Emitter Emitter
	// SettingsPath is the settings file; "" keeps settings in memory.
	SettingsPath string
	// Browser, when set, is used for every session and never closed by
	// the Studio (tests share one). Otherwise a browser is launched from
	// the settings on first use.
	Browser *browser.Browser
	// Keys is where API keys live; nil means the OS keychain.
	Keys Keychain
	// Dialogs opens native file dialogs; nil in the browser transport
	// (ImportDialog and ExportDialog then fail with CodeUnsupported).
	Dialogs Dialogs
	// Mode is "desktop" or "web", reported by AppInfo.
	Mode string
	// Version is reported by AppInfo; empty means the build's own
	// (backend/version).
	Version string
	// Log receives diagnostic lines (never secrets); nil discards them.
	Log func(string)
	// Nav is the navigation policy of every session and run (which URLs
	// open, which origins a flow may reach; see backend/navpolicy).
	Nav navpolicy.Policy
}

// Dialogs are the native file dialogs of the desktop app.
type Dialogs interface {
	// OpenFile asks for a file to read, showing the files filters match;
	// "" when the user cancelled.
	OpenFile(title string, filters []FileFilter) (string, error)
	// SaveFile asks where to write defaultName, offering filters; ""
	// when cancelled.
	SaveFile(title, defaultName string, filters []FileFilter) (string, error)
}

// FileFilter is one choice of a file dialog's type list.
type FileFilter struct {
	// DisplayName is the choice's text, e.g. "Playwright Test (TypeScript) (*.spec.ts)".
	DisplayName string
	// Pattern is a ';'-separated list of globs, e.g. "*.spec.ts".
	Pattern string
}

// allFiles is the last choice of every file dialog.
var allFiles = FileFilter{DisplayName: "All files", Pattern: "*"}

// importFilters are the open dialog's choices: every format the importer
// reads is a JSON file.
var importFilters = []FileFilter{{DisplayName: "Flows: Reprise, Chrome DevTools Recorder, Stagehand, AskUI, HyperAgent (*.json)", Pattern: "*.json"}, allFiles}

// Studio is the app's backend. Its methods are safe for concurrent use.
type Studio struct {
	opts  Options
	store *cache.Store
	emit  Emitter
	keys  Keychain

	ctx    context.Context // cancelled by Close
	cancel context.CancelFunc

	mu       sync.Mutex
	settings Settings
	br       *browser.Browser // launched by the studio (nil when opts.Browser)
	// brRefs counts, for each browser the studio launched, the sessions
	// open or opening on it: the one reference count that decides when a
	// browser closes (when it is no longer br and its count reaches 0).
	brRefs map[*browser.Browser]int
	// launching is the browser launch under way, if any.
	launching *launch
	sessions  map[string]*session
	runs      map[string]*runState // runs under way or kept for ContinueRun
	batch     *batchState          // the batch under way, or the last one (StartBatch)
	bg        sync.WaitGroup
}

// New returns a Studio over opts.Store. Settings are read from
// opts.SettingsPath (defaults when the file does not exist; an unreadable
// file is reported and the defaults used).
func New(opts Options) (*Studio, error) {
	if opts.Store == nil {
		return nil, errors.New("studio: no store")
	}
	set, err := LoadSettings(opts.SettingsPath)
	if err != nil && opts.Log != nil {
		opts.Log(err.Error())
	}
	s := &Studio{opts: opts, store: opts.Store, emit: opts.Emitter, keys: opts.Keys, settings: set,
		sessions: map[string]*session{}, runs: map[string]*runState{}, brRefs: map[*browser.Browser]int{}}
	if s.emit == nil {
		s.emit = discard{}
	}
	if s.keys == nil {
		s.keys = osKeychain{}
	}
	if s.opts.Mode == "" {
		s.opts.Mode = "web"
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	return s, nil
}

// Close cancels runs and instructions, closes every session and the
// browser the studio launched. The store is the caller's to close.
func (s *Studio) Close() error {
	s.cancel()
	s.mu.Lock()
	ids := make([]string, 0, len(s.sessions))
	for id := range s.sessions {
		ids = append(ids, id)
	}
	s.mu.Unlock()
	for _, id := range ids {
		_ = s.CloseSession(id)
	}
	// Runs, highlights and browsers being closed are all tracked by bg.
	s.bg.Wait()
	s.mu.Lock()
	var brs []*browser.Browser
	if s.br != nil {
		brs = append(brs, s.br)
	}
	for b := range s.brRefs { // none unless a session is still opening
		if b != s.br {
			brs = append(brs, b)
		}
	}
	s.br, s.brRefs = nil, map[*browser.Browser]int{}
	s.mu.Unlock()
	var errs []error
	for _, b := range brs {
		errs = append(errs, b.Close())
	}
	return errors.Join(errs...)
}

func (s *Studio) logf(format string, args ...any) {
	if s.opts.Log != nil {
		s.opts.Log(fmt.Sprintf(format, args...))
	}
}

// AppInfo describes the running backend.
type AppInfo struct {
	Version  string `json:"version"`
	Mode     string `json:"mode"`
	StoreDir string `json:"storeDir"`
	Dialogs  bool   `json:"dialogs"`
	// AllowFileURLs says whether flows may open file: URLs (reprise serve
	// --allow-file-urls); Settings states it.
	AllowFileURLs bool `json:"allowFileUrls,omitempty"`
}

// AppInfo returns the version, the transport mode and the store in use.
func (s *Studio) AppInfo() (AppInfo, error) {
	v := s.opts.Version
	if v == "" {
		v = version.String()
	}
	return AppInfo{Version: v, Mode: s.opts.Mode, StoreDir: s.store.Dir(), Dialogs: s.opts.Dialogs != nil, AllowFileURLs: s.opts.Nav.AllowFileURLs}, nil
}

// browserLaunchTimeout bounds starting (or connecting to) a browser.
const browserLaunchTimeout = 2 * time.Minute

// newBrowserSession opens a browser session, launching the browser from
// the settings when none runs. Release it with releaseBrowser.
func (s *Studio) newBrowserSession() (*browser.Session, *browser.Browser, error) {
	b := s.opts.Browser
	if b == nil {
		var err error
		if b, err = s.acquireBrowser(); err != nil {
			return nil, nil, err
		}
	}
	ctx, cancel := context.WithTimeout(s.ctx, 30*time.Second)
	defer cancel()
	bs, err := b.NewSession(ctx)
	if err != nil {
		s.releaseBrowser(b)
		return nil, nil, &Error{Code: CodeBrowser, Message: fmt.Sprintf("opening a browser page: %v", err), err: err}
	}
	return bs, b, nil
}

// acquireBrowser returns the studio's browser, launching it from the
// settings when none runs, with one more reference taken on it. The
// reference is taken before the page is opened, so retiring the browser
// meanwhile cannot close it under the new session.
func (s *Studio) acquireBrowser() (*browser.Browser, error) {
	for {
		s.mu.Lock()
		if b := s.br; b != nil {
			s.brRefs[b]++
			s.mu.Unlock()
			return b, nil
		}
		// One launch at a time: a pre-launch (PrewarmBrowser) under way is
		// waited for rather than doubled.
		l := s.launching
		if l == nil {
			l = &launch{done: make(chan struct{})}
			s.launching = l
			s.mu.Unlock()
			s.runLaunch(l)
		} else {
			s.mu.Unlock()
			<-l.done
		}
		if l.err != nil {
			return nil, l.err
		}
		if err := s.ctx.Err(); err != nil {
			return nil, &Error{Code: CodeBrowser, Message: "the app is closing", err: err}
		}
		// Loop: the browser is taken with a reference under the lock (it
		// may have been retired meanwhile, when settings changed).
	}
}

// releaseBrowser drops the reference a session held on b (taken by
// newBrowserSession). A retired browser closes with its last reference;
// browsers the studio did not launch (opts.Browser) are never closed.
func (s *Studio) releaseBrowser(b *browser.Browser) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n, ours := s.brRefs[b]
	if !ours {
		return
	}
	if n > 1 || b == s.br {
		s.brRefs[b] = n - 1
		return
	}
	delete(s.brRefs, b)
	s.bg.Go(func() { _ = b.Close() })
}

// retireBrowser makes the next session launch a browser with the new
// settings; the old one closes when its last session does.
func (s *Studio) retireBrowser() {
	s.mu.Lock()
	defer s.mu.Unlock()
	b := s.br
	s.br = nil
	if b != nil && s.brRefs[b] == 0 {
		delete(s.brRefs, b)
		s.bg.Go(func() { _ = b.Close() })
	}
}
