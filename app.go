package main

//go:generate go run ./backend/studio/internal/genapp

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/version"
)

// wailsEvents is the one Wails event the app emits: its payload is a
// flushed batch of studio events ([{name, payload}, …], as one WebSocket
// message of reprise serve), which the frontend's transport dispatches in
// order. One Wails event per studio event would arrive out of order in a
// browser on the dev server, which sends each from its own goroutine.
const wailsEvents = "reprise:events"

// App is the thin facade the desktop frontend calls: app_api.go (generated)
// binds every studio API method on it, and the platform shim
// (platform_desktop.go) carries events and dialogs. The engine never
// imports Wails.
type App struct {
	mu      sync.Mutex
	studio  *studio.Studio
	store   *cache.Store
	batcher *studio.Batcher
	holder  *sharedstore.Holder // serves the store to reprise commands; nil if it could not listen
	err     error
	p       platform // set by start
	// stopping is set when the app shuts down: events are no longer sent.
	stopping atomic.Bool
	// signals receives SIGTERM and interrupts (the desktop's startup
	// asks for them): a logout or kill quits without asking.
	signals chan os.Signal
}

// NewApp returns an App; the store and the studio open at startup.
func NewApp() *App { return &App{signals: make(chan os.Signal, 1)} }

// start opens the store (the settings' store directory, else the default)
// and the studio, delivering events and dialogs through p.
func (a *App) start(p platform) {
	a.mu.Lock()
	a.p, a.err = p, nil
	a.mu.Unlock()
	settingsPath, err := studio.DefaultSettingsPath()
	if err != nil {
		a.fail(err)
		return
	}
	// The settings' store location is in cache.DefaultDir (appdirs), so
	// the app and reprise commands in a terminal find the same store.
	// (studio.New reports an unreadable settings file.)
	dir, err := cache.DefaultDir()
	if err != nil {
		a.fail(err)
		return
	}
	store, err := cache.Open(dir, cache.Options{})
	if err != nil {
		a.fail(err)
		return
	}
	batcher := studio.NewBatcher(func(evs []studio.Event) {
		// Closing sessions at shutdown emits events after the window's
		// web view is gone (WebKitGTK then logs CRITICAL assertions).
		if !a.stopping.Load() {
			p.Emit(wailsEvents, evs)
		}
	}, 0, 0)
	st, err := studio.New(studio.Options{Store: store, Emitter: batcher, SettingsPath: settingsPath,
		Dialogs: p, Mode: "desktop", Version: version.String(), Log: p.Log})
	if err != nil {
		store.Close()
		a.fail(err)
		return
	}
	// reprise commands run while the app is open work through it.
	holder, err := sharedstore.Serve(store, store.Dir(), sharedstore.HolderOptions{Holder: "the Reprise app", OnWrite: st.StoreWritten, Log: p.Log})
	if err != nil {
		p.Log(err.Error())
	}
	a.mu.Lock()
	a.studio, a.store, a.batcher, a.holder = st, store, batcher, holder
	a.mu.Unlock()
}

func (a *App) fail(err error) {
	a.mu.Lock()
	a.err = err
	a.mu.Unlock()
}

// afterStart runs once the window shows the UI. When another Reprise holds
// the store (a Reprise window on a machine whose desktop has no session
// bus for the single-instance lock, or a reprise command in a terminal),
// the window would show an empty library that fails at every step: the
// user is told who holds it, and may try again (the window reloads) or
// quit.
func (a *App) afterStart(p platform) {
	for {
		a.mu.Lock()
		err := a.err
		a.mu.Unlock()
		if !errors.Is(err, cache.ErrLocked) {
			return
		}
		if !p.Ask("Reprise is already open", storeHeldText(err)) {
			p.Quit()
			return
		}
		a.start(p)
		p.Reload()
	}
}

// storeHeldText says that another Reprise holds the store and what to do.
func storeHeldText(err error) string {
	return "Another Reprise is using your flows and runs: a Reprise window, or a reprise command running in a terminal.\n\n" +
		"Use that window, or close it (or let the command finish) and choose Yes to try again. No quits.\n\n(" + err.Error() + ")"
}

// mayClose reports whether the app may close: when a recording has steps
// that are not saved, the user is asked first (closing the window drops
// them: sessions live in memory only), unless a signal asked it to quit.
func (a *App) mayClose(p platform) bool {
	select {
	case <-a.signals:
		// Asked to quit by a signal (Wails quits on it too, and gets
		// here): there is no one to answer a question.
		return true
	default:
	}
	a.mu.Lock()
	st := a.studio
	a.mu.Unlock()
	if st == nil {
		return true
	}
	sessions, err := st.ListSessions()
	if err != nil {
		return true
	}
	q := unsavedText(sessions)
	return q == "" || p.Ask("Quit Reprise?", q)
}

// unsavedText is the question asked before quitting with recordings that
// have unsaved steps, or "" when there are none.
func unsavedText(sessions []studio.SessionInfo) string {
	var names []string
	steps := 0
	for _, s := range sessions {
		if s.Kind != studio.KindRecord || !s.Dirty || s.Trajectory == nil || len(s.Trajectory.Steps) == 0 {
			continue
		}
		name := s.Trajectory.Name
		if name == "" {
			name = "untitled"
		}
		names = append(names, "“"+name+"”")
		steps += len(s.Trajectory.Steps)
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("The recording %s has %s that %s not saved. Quit and lose %s?\n\nChoose No, then save it with Ctrl+S.",
			names[0], plural(steps, "step"), isAre(steps), itThem(steps))
	}
	return fmt.Sprintf("%d recordings (%s) have %s that are not saved. Quit and lose them?\n\nChoose No, then save each with Ctrl+S.",
		len(names), strings.Join(names, ", "), plural(steps, "step"))
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

func itThem(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

// withPlatform calls f with the platform once the app started; a menu
// item chosen before that does nothing. Not on Wails' dispatch goroutine:
// dialogs wait for the GTK thread.
func (a *App) withPlatform(f func(platform)) {
	a.mu.Lock()
	p := a.p
	a.mu.Unlock()
	if p != nil {
		go f(p)
	}
}

// about is the About dialog's text.
func (a *App) about() string {
	text := "Reprise " + version.String() + "\nRecord browser flows from plain instructions; replay them with no LLM."
	a.mu.Lock()
	store := a.store
	a.mu.Unlock()
	if store != nil {
		text += "\n\nFlows and runs: " + store.Dir()
	}
	if path, err := studio.DefaultSettingsPath(); err == nil {
		text += "\nSettings: " + path
	}
	return text
}

// stop closes the studio (sessions, runs, browser) and the store.
func (a *App) stop() {
	a.stopping.Store(true)
	a.mu.Lock()
	st, store, batcher, holder := a.studio, a.store, a.batcher, a.holder
	a.studio, a.store, a.batcher, a.holder = nil, nil, nil, nil
	a.mu.Unlock()
	if holder != nil {
		_ = holder.Close()
	}
	if st != nil {
		_ = st.Close()
	}
	if batcher != nil {
		batcher.Close()
	}
	if store != nil {
		_ = store.Close()
	}
}

// ready returns the studio, or why it did not start (e.g. the store is
// locked by another Reprise).
func (a *App) ready() (*studio.Studio, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.studio == nil {
		err := a.err
		if err == nil {
			err = errors.New("the app is still starting")
		}
		return nil, desktopError(fmt.Errorf("opening the store: %w", err))
	}
	return a.studio, nil
}

// desktopErr is an error whose message is the JSON of the API error
// object: Wails rejects the call's promise with err.Error(), and the
// frontend's adapter parses it (docs/api.md §1).
type desktopErr struct{ e *studio.Error }

func (d desktopErr) Error() string {
	data, err := json.Marshal(d.e)
	if err != nil {
		return fmt.Sprintf(`{"code":"internal","message":%q}`, d.e.Message)
	}
	return string(data)
}

func (d desktopErr) Unwrap() error { return d.e }

// desktopError converts err for Wails; nil stays nil.
func desktopError(err error) error {
	if err == nil {
		return nil
	}
	return desktopErr{studio.AsError(err)}
}
