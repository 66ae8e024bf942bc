package replay_test

import (
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// todoServer serves a TodoMVC-like list whose rows come from the query
// (?items=a|b|c): each row's checkbox and delete button have no name of
// their own, only the row's label text tells them apart.
func todoServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var rows strings.Builder
		for _, it := range strings.Split(r.URL.Query().Get("items"), "|") {
			fmt.Fprintf(&rows, `<li><div class="view"><input class="toggle" type="checkbox"><label>%s</label><button class="destroy" onclick="this.closest('li').remove()"></button></div><input class="edit" value="%[1]s" hidden></li>`, html.EscapeString(it))
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html><head><title>todos</title></head><body><section class="todoapp"><header><h1>todos</h1><input class="new-todo" placeholder="What needs to be done?"></header><section class="main"><ul class="todo-list">%s</ul></section></section></body></html>`, rows.String())
	}))
	t.Cleanup(srv.Close)
	return srv
}

// checkedRows reads, from outside the app, the labels of the checked rows.
func checkedRows(t *testing.T, page playwright.Page) string {
	t.Helper()
	v, err := page.Evaluate(`() => [...document.querySelectorAll('.todo-list li')].filter(li => li.querySelector('.toggle').checked).map(li => li.querySelector('label').textContent).join('|')`)
	if err != nil {
		t.Fatal(err)
	}
	return v.(string)
}

// TestNamelessRowCheckboxFollowsItsRow records "check the checkbox next to
// 'Walk the dog'" on one list and replays it after rows were added and
// reordered: the checkbox of the row that says Walk the dog is checked,
// never the one now in the recorded position.
func TestNamelessRowCheckboxFollowsItsRow(t *testing.T) {
	srv := todoServer(t)
	tr := record(t, srv.URL+"/?items=Buy milk|Walk the dog|Pay rent", nil, nil,
		"check the checkbox next to 'Walk the dog'")
	tg := tr.Steps[0].Target
	if tg.Fingerprint.Context != "Walk the dog" {
		t.Errorf("the nameless checkbox's fingerprint context is %q, want its row's text", tg.Fingerprint.Context)
	}
	row := false
	for _, c := range tg.Candidates {
		row = row || c.Kind == trajectory.LocCSS && strings.HasPrefix(c.Value, `li:has-text("Walk the dog") > `)
	}
	if !row {
		t.Errorf("no candidate finds the checkbox by its row: %v", tg.Candidates)
	}
	tr.StartURL = srv.URL + "/?items=Call mom|Pay rent|Walk the dog|Buy milk"
	r, page := replayFresh(t, tr, nil, nil)
	requirePassed(t, r)
	if got := checkedRows(t, page); got != "Walk the dog" {
		t.Errorf("checked rows after replay: %q, want only Walk the dog", got)
	}
	// The row is gone: the replay must refuse, not check another row.
	tr.StartURL = srv.URL + "/?items=Call mom|Pay rent|Buy milk"
	r, page = replayFresh(t, tr, nil, nil)
	if r.Status != trajectory.StatusFailed {
		t.Errorf("replay without the row: %s, want failed", r.Status)
	}
	if got := checkedRows(t, page); got != "" {
		t.Errorf("replay without the row checked %q", got)
	}
}
