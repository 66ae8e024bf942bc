package webapi_test

import (
	"context"
	"net"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/studio"
)

// TestUnreachableModelIsNamedOnceAndPointsAtTheBaseURL: an instruction sent
// to a model whose base URL nothing answers at fails naming the model
// once, and says to check the Base URL (or start the server) rather than
// to try again in a moment.
func TestUnreachableModelIsNamedOnceAndPointsAtTheBaseURL(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close() // nothing answers there now

	s := startServer(t, nil)
	var set studio.Settings
	s.must("GetSettings", &set)
	set.Model, set.BaseURL, set.ResolverOff = "openai-compatible/qwen-test", "http://"+addr+"/v1", true
	s.must("SaveSettings", &set, set)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "Unreachable", Model: "openai-compatible/qwen-test"})
	e := s.call("Instruct", nil, sess.ID, "click Sign in")
	if e == nil {
		t.Fatal("the instruction was recorded with no model to answer")
	}
	t.Log(e.Message)
	if n := strings.Count(e.Message, "openai-compatible/qwen-test"); n != 1 {
		t.Errorf("the model is named %d times in %q; want once", n, e.Message)
	}
	if !strings.Contains(e.Message, "nothing answers at http://"+addr+"/v1 (connection refused)") || !strings.Contains(e.Message, "check the Base URL in Settings → Models") ||
		strings.Contains(e.Message, "try again in a moment") {
		t.Errorf("message %q; want it to say nothing answers and to check the Base URL, not to wait", e.Message)
	}
}
