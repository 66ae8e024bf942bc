package main

//go:generate go run ./backend/studio/internal/genapp

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"

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
}

// NewApp returns an App; the store and the studio open at startup.
func NewApp() *App { return &App{} }

// start opens the store (the settings' store directory, else the default)
// and the studio, delivering events and dialogs through p.
func (a *App) start(p platform) {
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
	batcher := studio.NewBatcher(func(evs []studio.Event) { p.Emit(wailsEvents, evs) }, 0, 0)
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

// stop closes the studio (sessions, runs, browser) and the store.
func (a *App) stop() {
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
