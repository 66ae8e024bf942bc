package main

import (
	"bytes"
	"reflect"
	"sort"
	"testing"

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
