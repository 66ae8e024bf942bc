package studio

import (
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestWritesFromOtherProcessesReachTheLibrary: what a reprise command in
// a terminal writes through the app's hold on the store becomes
// library:changed events, so the Library and an open editor update.
func TestWritesFromOtherProcessesReachTheLibrary(t *testing.T) {
	store, err := cache.Open("", cache.Options{InMemory: true})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	var mu sync.Mutex
	var got []LibraryChange
	s, err := New(Options{Store: store, SettingsPath: filepath.Join(t.TempDir(), "settings.json"),
		Emitter: EmitterFunc(func(name string, payload any) {
			if name == EvLibraryChanged {
				mu.Lock()
				got = append(got, payload.(LibraryChange))
				mu.Unlock()
			}
		})})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	saved := &trajectory.Trajectory{ID: "abc", Revision: 3}
	for _, c := range []struct {
		name  string
		write sharedstore.Write
		want  []LibraryChange
	}{
		{"a saved flow names its new revision", sharedstore.Write{Operation: "SaveTrajectory",
			Args: []any{&trajectory.Trajectory{ID: "abc", Revision: 2}}, Results: []any{saved}},
			[]LibraryChange{{TrajectoryID: "abc", Revision: 3, Reason: ReasonElsewhere}}},
		{"imported flows each get an event", sharedstore.Write{Operation: "SaveTrajectories",
			Args: []any{[]*trajectory.Trajectory{{}, {}}}, Results: []any{[]*trajectory.Trajectory{{ID: "a", Revision: 1}, {ID: "b", Revision: 1}}}},
			[]LibraryChange{{TrajectoryID: "a", Revision: 1, Reason: ReasonElsewhere}, {TrajectoryID: "b", Revision: 1, Reason: ReasonElsewhere}}},
		{"a run updates its flow's last status", sharedstore.Write{Operation: "SaveRun",
			Args: []any{&trajectory.Run{TrajectoryID: "abc"}}, Results: []any{}},
			[]LibraryChange{{TrajectoryID: "abc", Reason: ReasonElsewhere}}},
		{"a deletion by prefix reloads the library", sharedstore.Write{Operation: "DeleteTrajectory",
			Args: []any{"ab"}, Results: []any{}},
			[]LibraryChange{{Reason: ReasonElsewhere}}},
		{"a screenshot alone changes nothing listed", sharedstore.Write{Operation: "PutBlob",
			Args: []any{[]byte("png")}, Results: []any{"key"}}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			mu.Lock()
			got = nil
			mu.Unlock()
			s.StoreWritten(c.write)
			mu.Lock()
			defer mu.Unlock()
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("events %+v, want %+v", got, c.want)
			}
		})
	}
}
