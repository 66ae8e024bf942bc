package main

import (
	"bytes"
	"path/filepath"
	"reflect"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/studio"
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

// recordingPlatform is a platform that keeps what the app emits.
type recordingPlatform struct {
	mu     sync.Mutex
	events []emitted
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
