package main

import (
	"bytes"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/webapi"
)

// TestAppBindsTheSameMethodsAsServe keeps the desktop bindings and the
// HTTP API in step: same names, same parameter and result types.
func TestAppBindsTheSameMethodsAsServe(t *testing.T) {
	web := webapi.Methods()
	app := reflect.TypeFor[*App]()
	var names []string
	for i := 0; i < app.NumMethod(); i++ {
		m := app.Method(i)
		names = append(names, m.Name)
		w, ok := web[m.Name]
		if !ok {
			t.Errorf("App.%s is bound in the desktop app but not served by reprise serve", m.Name)
			continue
		}
		if w.Type.NumIn() != m.Type.NumIn() || w.Type.NumOut() != m.Type.NumOut() {
			t.Errorf("App.%s: signature %v differs from studio's %v", m.Name, m.Type, w.Type)
			continue
		}
		for k := 1; k < m.Type.NumIn(); k++ {
			if m.Type.In(k) != w.Type.In(k) {
				t.Errorf("App.%s argument %d: %v, studio has %v", m.Name, k, m.Type.In(k), w.Type.In(k))
			}
		}
		for k := 0; k < m.Type.NumOut(); k++ {
			if m.Type.Out(k) != w.Type.Out(k) {
				t.Errorf("App.%s result %d: %v, studio has %v", m.Name, k, m.Type.Out(k), w.Type.Out(k))
			}
		}
	}
	sort.Strings(names)
	if len(names) != len(web) {
		t.Errorf("the desktop app binds %d methods, reprise serve %d: run go generate . (app_api.go)", len(names), len(web))
	}
}

func TestDesktopErrorsAreTheAPIErrorJSON(t *testing.T) {
	a := &App{}
	_, err := a.AppInfo()
	if err == nil {
		t.Fatal("an app that did not start answered")
	}
	if got := err.Error(); !bytes.HasPrefix([]byte(got), []byte(`{"code":"internal","message":"opening the store: the app is still starting"`)) {
		t.Errorf("error JSON %s", got)
	}
	if desktopError(nil) != nil {
		t.Error("desktopError(nil) is not nil")
	}
}

// recordingPlatform is a platform that keeps what the app emits and the
// questions it asks; answer answers them (nil: No).
type recordingPlatform struct {
	mu      sync.Mutex
	events  []emitted
	asked   []string // titles
	answer  func(title, message string) bool
	quit    bool
	reloads int
}

type emitted struct {
	name    string
	payload any
}

func (p *recordingPlatform) Emit(name string, payload any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.events = append(p.events, emitted{name, payload})
}
func (p *recordingPlatform) OpenFile(string, []studio.FileFilter) (string, error) { return "", nil }
func (p *recordingPlatform) SaveFile(string, string, []studio.FileFilter) (string, error) {
	return "", nil
}
func (p *recordingPlatform) Log(string) {}
func (p *recordingPlatform) Ask(title, message string) bool {
	p.mu.Lock()
	p.asked = append(p.asked, title)
	answer := p.answer
	p.mu.Unlock()
	return answer != nil && answer(title, message)
}
func (p *recordingPlatform) Tell(title, _ string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.asked = append(p.asked, title)
}
func (p *recordingPlatform) Raise() {}
func (p *recordingPlatform) Quit() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.quit = true
}
func (p *recordingPlatform) Reload() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.reloads++
}

// privateHome points the app's settings, cache and store at a temporary
// directory and returns it.
func privateHome(t *testing.T) string {
	dir := t.TempDir()
	t.Setenv("HOME", dir)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	t.Setenv("XDG_CACHE_HOME", filepath.Join(dir, "cache"))
	t.Setenv("REPRISE_STORE", filepath.Join(dir, "store"))
	return dir
}

// TestSecondAppOnAHeldStoreSaysSo: a second Reprise window on a store the
// first holds (a desktop with no session bus, where the single-instance
// lock cannot work) says another Reprise is open instead of showing an
// empty library that fails at every step; No quits it, and Yes after the
// first one closed starts it for real and reloads its UI.
func TestSecondAppOnAHeldStoreSaysSo(t *testing.T) {
	privateHome(t)
	first := NewApp()
	first.start(&recordingPlatform{})
	t.Cleanup(first.stop)
	if _, err := first.ready(); err != nil {
		t.Fatal(err)
	}

	p := &recordingPlatform{}
	second := NewApp()
	second.start(p)
	t.Cleanup(second.stop)
	second.afterStart(p)
	if len(p.asked) != 1 || p.asked[0] != "Reprise is already open" || !p.quit {
		t.Fatalf("asked %q, quit %v; want the question once, then quit on No", p.asked, p.quit)
	}

	p = &recordingPlatform{answer: func(string, string) bool {
		first.stop() // the user closes the other window, then chooses Yes
		return true
	}}
	third := NewApp()
	third.start(p)
	t.Cleanup(third.stop)
	third.afterStart(p)
	if _, err := third.ready(); err != nil || p.quit || p.reloads != 1 || len(p.asked) != 1 {
		t.Fatalf("ready: %v; quit %v, %d reloads, asked %q; want it started, its UI reloaded once", err, p.quit, p.reloads, p.asked)
	}
}

// TestQuitAsksAboutUnsavedRecordings: closing the window with a recording
// that has unsaved steps asks first, in words that name it and its steps;
// saved or empty recordings and runs do not.
func TestQuitAsksAboutUnsavedRecordings(t *testing.T) {
	rec := func(name string, steps int, dirty bool) studio.SessionInfo {
		tr := &trajectory.Trajectory{Name: name, Steps: make([]trajectory.Step, steps)}
		return studio.SessionInfo{Kind: studio.KindRecord, Dirty: dirty, Trajectory: tr}
	}
	for _, c := range []struct {
		sessions []studio.SessionInfo
		want     string
	}{
		{nil, ""},
		{[]studio.SessionInfo{rec("Log in", 3, false), rec("", 0, true), {Kind: studio.KindRun, Dirty: true}}, ""},
		{[]studio.SessionInfo{rec("Log in", 1, true)}, "The recording “Log in” has 1 step that is not saved. Quit and lose it?"},
		{[]studio.SessionInfo{rec("", 2, true), rec("Checkout", 3, true)}, "2 recordings (“untitled”, “Checkout”) have 5 steps that are not saved."},
	} {
		got := unsavedText(c.sessions)
		if c.want == "" && got != "" || c.want != "" && !strings.HasPrefix(got, c.want) {
			t.Errorf("unsavedText = %q, want %q…", got, c.want)
		}
	}
	if !NewApp().mayClose(&recordingPlatform{}) {
		t.Error("an app that did not start keeps its window open")
	}
}

// TestAppEmitsEachBatchAsOneWailsEvent: the studio's events leave as one
// "reprise:events" Wails event per flushed batch, in the order emitted,
// so no transport can reorder them.
func TestAppEmitsEachBatchAsOneWailsEvent(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("HOME", dir)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	t.Setenv("XDG_CACHE_HOME", filepath.Join(dir, "cache"))
	t.Setenv("REPRISE_STORE", filepath.Join(dir, "store"))
	p := &recordingPlatform{}
	a := NewApp()
	a.start(p)
	t.Cleanup(a.stop)
	if _, err := a.ready(); err != nil {
		t.Fatal(err)
	}
	a.batcher.Emit("session:state", 1)
	a.batcher.Emit("run:step", 2)
	a.batcher.Emit("session:state", 3)
	deadline := time.Now().Add(5 * time.Second)
	for {
		p.mu.Lock()
		got := append([]emitted(nil), p.events...)
		p.mu.Unlock()
		if len(got) > 0 {
			want := []studio.Event{{Name: "session:state", Payload: 1}, {Name: "run:step", Payload: 2}, {Name: "session:state", Payload: 3}}
			if len(got) != 1 || got[0].name != wailsEvents || !reflect.DeepEqual(got[0].payload, want) {
				t.Fatalf("emitted %+v, want one %s event carrying %+v", got, wailsEvents, want)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("no event reached the platform")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
