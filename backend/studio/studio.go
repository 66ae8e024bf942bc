// Package studio is the backend of Reprise's desktop app and of
// `reprise serve`: the library, recording sessions with a live mirror of
// the page, editor operations, runs with per-step events, run diffs and
// settings. It never imports Wails: app.go binds these methods for the
// desktop, backend/webapi serves them over HTTP and WebSocket, and both
// deliver events through the Emitter given to New.
//
// Every exported method of *Studio except Close and Flush is an API
// method (docs/api.md): plain arguments, a JSON-encodable result and an
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
}

// Dialogs are the native file dialogs of the desktop app.
type Dialogs interface {
	// OpenFile asks for a file to read; "" when the user cancelled.
	OpenFile(title string) (string, error)
	// SaveFile asks where to write defaultName; "" when cancelled.
	SaveFile(title, defaultName string) (string, error)
}

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
	brUsers  int              // sessions open on br
	brOld    []*browser.Browser
	sessions map[string]*session
	runs     map[string]*runState // runs under way or kept for ContinueRun
	bg       sync.WaitGroup
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
		sessions: map[string]*session{}, runs: map[string]*runState{}}
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
	s.bg.Wait()
	s.mu.Lock()
	brs := append(s.brOld, s.br)
	s.br, s.brOld = nil, nil
	s.mu.Unlock()
	var errs []error
	for _, b := range brs {
		if b != nil {
			errs = append(errs, b.Close())
		}
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
}

// AppInfo returns the version, the transport mode and the store in use.
func (s *Studio) AppInfo() (AppInfo, error) {
	v := s.opts.Version
	if v == "" {
		v = version.String()
	}
	return AppInfo{Version: v, Mode: s.opts.Mode, StoreDir: s.store.Dir(), Dialogs: s.opts.Dialogs != nil}, nil
}

// browserLaunchTimeout bounds starting (or connecting to) a browser.
const browserLaunchTimeout = 2 * time.Minute

// newBrowserSession opens a browser session, launching the browser from
// the settings when none runs. Release it with releaseBrowser.
func (s *Studio) newBrowserSession() (*browser.Session, *browser.Browser, error) {
	b := s.opts.Browser
	if b == nil {
		s.mu.Lock()
		b = s.br
		set := s.settings
		s.mu.Unlock()
		if b == nil {
			ctx, cancel := context.WithTimeout(s.ctx, browserLaunchTimeout)
			defer cancel()
			opts := set.browserOptions()
			opts.Log = s.opts.Log
			nb, err := browser.Launch(ctx, opts)
			if err != nil {
				return nil, nil, &Error{Code: CodeBrowser, Message: fmt.Sprintf("starting the browser: %v — check Settings → Browser", err), err: err}
			}
			s.mu.Lock()
			if s.br == nil {
				s.br = nb
			} else {
				go nb.Close() // another call won the race
			}
			b = s.br
			s.mu.Unlock()
		}
	}
	ctx, cancel := context.WithTimeout(s.ctx, 30*time.Second)
	defer cancel()
	bs, err := b.NewSession(ctx)
	if err != nil {
		return nil, nil, &Error{Code: CodeBrowser, Message: fmt.Sprintf("opening a browser page: %v", err), err: err}
	}
	s.mu.Lock()
	if b == s.br {
		s.brUsers++
	}
	s.mu.Unlock()
	return bs, b, nil
}

// releaseBrowser is called when a session on b closed.
func (s *Studio) releaseBrowser(b *browser.Browser) {
	s.mu.Lock()
	var closeIt *browser.Browser
	if b == s.br {
		s.brUsers--
	}
	for i, old := range s.brOld {
		if old == b && s.usersOf(b) == 0 {
			closeIt = old
			s.brOld = append(s.brOld[:i], s.brOld[i+1:]...)
			break
		}
	}
	s.mu.Unlock()
	if closeIt != nil {
		go closeIt.Close()
	}
}

// usersOf counts sessions on b; s.mu held.
func (s *Studio) usersOf(b *browser.Browser) int {
	n := 0
	for _, ss := range s.sessions {
		if ss.browser == b {
			n++
		}
	}
	return n
}

// retireBrowser makes the next session launch a browser with the new
// settings; the old one closes when its last session does.
func (s *Studio) retireBrowser() {
	s.mu.Lock()
	b := s.br
	users := s.brUsers
	s.br, s.brUsers = nil, 0
	if b != nil && users > 0 {
		s.brOld = append(s.brOld, b)
		b = nil
	}
	s.mu.Unlock()
	if b != nil {
		go b.Close()
	}
}

// notAPI are the exported methods of *Studio that are not API methods.
var notAPI = map[string]bool{"Close": true, "WaitRun": true, "Blob": true}

// IsAPIMethod reports whether the exported method name of *Studio is part
// of the API that transports expose (docs/api.md).
func IsAPIMethod(name string) bool { return !notAPI[name] }
