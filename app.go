package main

import (
	"context"
	"fmt"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// App is the thin facade the desktop frontend calls. It only adapts calls
// to backend services; the engine never imports Wails.
type App struct {
	store *cache.Store
	err   error
}

// NewApp returns an App; the store opens at startup.
func NewApp() *App { return &App{} }

func (a *App) startup(ctx context.Context) {
	dir, err := cache.DefaultDir()
	if err == nil {
		a.store, err = cache.Open(dir, cache.Options{})
	}
	a.err = err
}

func (a *App) shutdown(ctx context.Context) {
	if a.store != nil {
		a.store.Close()
	}
}

// ListTrajectories returns the library: every stored trajectory, newest first.
func (a *App) ListTrajectories() ([]cache.Summary, error) {
	if a.store == nil {
		return nil, fmt.Errorf("opening store: %w", a.err)
	}
	return a.store.ListTrajectories()
}

// GetTrajectory returns the latest revision of a trajectory.
func (a *App) GetTrajectory(id string) (*trajectory.Trajectory, error) {
	if a.store == nil {
		return nil, fmt.Errorf("opening store: %w", a.err)
	}
	return a.store.Trajectory(id)
}
