package webapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/webapi"
)

// TestClosingTheTabStopsTheGoal: a goal waits on a model that never
// answers; when the browser tab that asked for it goes away, the goal is
// cancelled (the model request is abandoned and the session is free again)
// instead of running on for no one.
func TestClosingTheTabStopsTheGoal(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	asked, abandoned := make(chan struct{}, 8), make(chan struct{}, 8)
	testDone := make(chan struct{})
	model := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Reading the body lets the server notice the client leaving.
		_, _ = io.Copy(io.Discard, r.Body)
		asked <- struct{}{}
		select {
		case <-r.Context().Done():
			abandoned <- struct{}{}
		case <-testDone:
		}
	}))
	t.Cleanup(model.Close)

	s := startServer(t, nil)
	// Registered after the server, so it runs first: a goal still waiting
	// on the model must be let go before the server waits for its call.
	t.Cleanup(func() { close(testDone) })
	var set studio.Settings
	s.must("GetSettings", &set)
	set.BaseURL = model.URL
	s.must("SaveSettings", &set, set)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "Goal", Model: "openai-compatible/qwen3"})

	// The tab: a request whose connection goes away once the model is asked.
	tab, closeTab := context.WithCancel(context.Background())
	body, _ := json.Marshal([]any{sess.ID, "log in as ann", studio.GoalOptions{}})
	req, _ := http.NewRequestWithContext(tab, "POST", s.url+"/api/Goal", bytes.NewReader(body))
	req.Header.Set(webapi.TokenHeader, s.token)
	req.Header.Set("Content-Type", "application/json")
	callDone := make(chan struct{})
	go func() {
		defer close(callDone)
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
		}
	}()
	select {
	case <-asked:
	case <-time.After(waitFor):
		t.Fatal("the goal never asked the model")
	}
	closeTab()
	<-callDone

	select {
	case <-abandoned:
	case <-time.After(30 * time.Second): // a safety net, not a timing assertion
		t.Fatal("the goal kept waiting on the model after its tab went away")
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		var info studio.SessionInfo
		s.must("GetSession", &info, sess.ID)
		if !info.Busy {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the session stayed busy after the goal's tab went away")
		}
		time.Sleep(50 * time.Millisecond)
	}
}
