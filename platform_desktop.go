package main

import (
	"context"
	"log"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/wailsapp/wails/v2/pkg/options"
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
	// Ask shows a native question with Yes and No; it reports Yes.
	Ask(title, message string) bool
	// Tell shows a native message with OK.
	Tell(title, message string)
	// Raise brings the window to the front.
	Raise()
	// Quit closes the app (through OnBeforeClose).
	Quit()
	// Reload loads the UI again (after the studio started late).
	Reload()
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

// dialogText escapes s for GTK's message dialog, which reads its message
// as a printf format: a flow named "50% off" would otherwise print junk.
func dialogText(s string) string { return strings.ReplaceAll(s, "%", "%%") }

// Ask shows a native Yes/No question.
func (d desktop) Ask(title, message string) bool {
	got, err := runtime.MessageDialog(d.ctx, runtime.MessageDialogOptions{Type: runtime.QuestionDialog, Title: title,
		Message: dialogText(message), Buttons: []string{"Yes", "No"}, DefaultButton: "No", CancelButton: "No"})
	return err == nil && got == "Yes"
}

// Tell shows a native message.
func (d desktop) Tell(title, message string) {
	_, _ = runtime.MessageDialog(d.ctx, runtime.MessageDialogOptions{Type: runtime.InfoDialog, Title: title, Message: dialogText(message)})
}

// Raise brings the window to the front (a second launch does).
func (d desktop) Raise() {
	runtime.WindowUnminimise(d.ctx)
	runtime.WindowShow(d.ctx)
}

// Quit asks Wails to quit; OnBeforeClose still has its say.
func (d desktop) Quit() { runtime.Quit(d.ctx) }

// Reload loads the UI again.
func (d desktop) Reload() { runtime.WindowReloadApp(d.ctx) }

// startup is Wails' OnStartup: the studio opens with the desktop platform.
func (a *App) startup(ctx context.Context) {
	// Wails quits on these too; beforeClose must then not ask.
	signal.Notify(a.signals, syscall.SIGTERM, os.Interrupt)
	a.start(desktop{ctx: ctx})
}

// domReady is Wails' OnDomReady: the window shows the UI, so a dialog
// about the start (another Reprise holds the store) has a window to sit
// on. Dialogs wait for the GTK thread: not on Wails' dispatch goroutine.
func (a *App) domReady(ctx context.Context) { go a.afterStart(desktop{ctx: ctx}) }

// beforeClose is Wails' OnBeforeClose: true keeps the window open.
func (a *App) beforeClose(ctx context.Context) bool { return !a.mayClose(desktop{ctx: ctx}) }

// secondLaunch is the single-instance lock's OnSecondInstanceLaunch: Reprise
// launched again (from a launcher, a file manager) brings this window up
// instead of opening a second one on the same store.
func (a *App) secondLaunch(options.SecondInstanceData) {
	a.mu.Lock()
	p := a.p
	a.mu.Unlock()
	if p != nil {
		p.Raise()
	}
}

// shutdown is Wails' OnShutdown.
func (a *App) shutdown(context.Context) { a.stop() }
