package cache

import (
	"reflect"
	"slices"
	"testing"
)

// TestEveryStoreMethodIsInTheInterface fails when an exported method of
// *Store is neither a store operation listed in Interface nor in
// LocalOnly: a command using it would work with the store opened directly
// and not while the desktop app holds it.
func TestEveryStoreMethodIsInTheInterface(t *testing.T) {
	iface := reflect.TypeFor[Interface]()
	st := reflect.TypeFor[*Store]()
	for i := range st.NumMethod() {
		name := st.Method(i).Name
		if _, ok := iface.MethodByName(name); ok || slices.Contains(LocalOnly, name) {
			continue
		}
		t.Errorf("(*cache.Store).%s is not in cache.Interface: list it in Reader or Writer (backend/cache/interface.go) "+
			"and run `go generate ./backend/sharedstore/`, so commands can use it while the app holds the store", name)
	}
}
