package main

import (
	"context"
	"log"

	"github.com/wailsapp/wails/v2/pkg/runtime"

	"github.com/reprise-qa/reprise/backend/studio"
)

// platform is what the app needs from the GUI runtime: events to the
// frontend, native file dialogs and a log. This file is the only one that
// calls the Wails runtime.
type platform interface {
	Emit(name string, payload any)
	OpenFile(title string, filters []studio.FileFilter) (string, error)
	SaveFile(title, defaultName string, filters []studio.FileFilter) (string, error)
	Log(msg string)
}

// desktop is the Wails implementation of platform.
type desktop struct{ ctx context.Context }

var _ platform = desktop{}

// Emit sends an event to the frontend (runtime.EventsOn in JavaScript).
func (d desktop) Emit(name string, payload any) { runtime.EventsEmit(d.ctx, name, payload) }

// fileFilters are the studio's dialog filters in Wails' terms.
func fileFilters(fs []studio.FileFilter) []runtime.FileFilter {
	out := make([]runtime.FileFilter, 0, len(fs))
	for _, f := range fs {
		out = append(out, runtime.FileFilter{DisplayName: f.DisplayName, Pattern: f.Pattern})
	}
	return out
}

// OpenFile shows the native open dialog; "" when cancelled.
func (d desktop) OpenFile(title string, filters []studio.FileFilter) (string, error) {
	return runtime.OpenFileDialog(d.ctx, runtime.OpenDialogOptions{Title: title, Filters: fileFilters(filters)})
}

// SaveFile shows the native save dialog; "" when cancelled.
func (d desktop) SaveFile(title, defaultName string, filters []studio.FileFilter) (string, error) {
	return runtime.SaveFileDialog(d.ctx, runtime.SaveDialogOptions{Title: title, DefaultFilename: defaultName, Filters: fileFilters(filters)})
}

// Log writes to the Wails log (the terminal in dev builds).
func (d desktop) Log(msg string) {
	if d.ctx == nil {
		log.Println(msg)
		return
	}
	runtime.LogInfo(d.ctx, msg)
}

// startup is Wails' OnStartup: the studio opens with the desktop platform.
func (a *App) startup(ctx context.Context) { a.start(desktop{ctx: ctx}) }

// shutdown is Wails' OnShutdown.
func (a *App) shutdown(context.Context) { a.stop() }
