package agent_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// A todo list as many apps build it: row checkboxes without names of their
// own, delete buttons shown only while their row is hovered, an editor that
// appears in place on double-click. With no model, every instruction is
// recorded by the offline resolver and the list ends as the flow says.
func TestOfflineRecordsTodoRowsByTheirText(t *testing.T) {
	srv := httptest.NewServer(http.FileServer(http.Dir("../resolver/testdata/pages")))
	defer srv.Close()
	s := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "t1", Name: t.Name(), StartURL: srv.URL + "/todo.html"}
	a := agent.New(tr, replay.NewPlayer(s.Page, replay.Options{}), nil, agent.Options{})
	if err := a.Recorder().Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	steps := map[string][]trajectory.Action{}
	for _, in := range []string{
		"type 'Feed the cat' into the 'What needs to be done?' field",
		"press Enter",
		"check the checkbox next to 'Walk the dog'",
		"click the delete button for 'Buy milk'",
		"double-click 'Pay rent'",
		"type 'Pay the rent' into the edit field",
		"press Enter",
	} {
		res := act(t, a, in)
		if res.ModelCalls != 0 || res.ResolvedBy != "local" {
			t.Errorf("%q: %d model calls, resolved by %q", in, res.ModelCalls, res.ResolvedBy)
		}
		for _, st := range res.Steps {
			steps[in] = append(steps[in], st.Action)
		}
	}
	if got, want := steps["click the delete button for 'Buy milk'"], []trajectory.Action{trajectory.ActionHover, trajectory.ActionClick}; !reflect.DeepEqual(got, want) {
		t.Errorf("delete on a hover-only button recorded as %v, want %v", got, want)
	}
	labels, err := s.Page.Locator(".todo-list li label").AllTextContents()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Walk the dog", "Pay the rent", "Call mom", "Water the plants", "Feed the cat"}; !reflect.DeepEqual(labels, want) {
		t.Errorf("todos are %q, want %q", labels, want)
	}
	done, err := s.Page.Locator(".todo-list li.completed label").AllTextContents()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Walk the dog", "Call mom"}; !reflect.DeepEqual(done, want) {
		t.Errorf("completed todos are %q, want %q", done, want)
	}
}
