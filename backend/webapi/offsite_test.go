package webapi_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestRecordingAsksBeforeLeavingTheFlowsSites: a recorded step that would
// take the flow to another site is refused with the origin, in the app's
// words; once the user allows that origin, the same instruction records
// and the saved flow keeps the allowed origin.
func TestRecordingAsksBeforeLeavingTheFlowsSites(t *testing.T) {
	site := demoSite(t)
	pay := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, "<title>Pay</title><h1>Payment</h1>")
	}))
	t.Cleanup(pay.Close)
	s := startServer(t, nil)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "Pay", Model: "local"})

	instr := "go to " + pay.URL + "/checkout"
	e := s.call("Instruct", nil, sess.ID, instr)
	if e == nil || e.Code != studio.CodeOffSite {
		t.Fatalf("leaving the site: %+v; want code %s", e, studio.CodeOffSite)
	}
	details, _ := e.Details.(map[string]any)
	if details["origin"] != pay.URL || !strings.Contains(e.Message, "Allow "+pay.URL) || strings.Contains(e.Message, "--allow-origin") {
		t.Errorf("the error says %q with details %v; want the origin, in the app's words", e.Message, e.Details)
	}
	if e := s.call("AllowOrigin", nil, sess.ID, "javascript:alert(1)"); e == nil || e.Code != studio.CodeBadRequest {
		t.Errorf("allowing a non-web address: %+v", e)
	}
	s.must("AllowOrigin", nil, sess.ID, pay.URL+"/anything")
	s.must("Instruct", nil, sess.ID, instr)
	var saved trajectory.Trajectory
	s.must("SaveSession", &saved, sess.ID, "Pay")
	if !slices.Contains(saved.AllowedOrigins, pay.URL) || len(saved.Steps) != 1 {
		t.Fatalf("saved flow: allowed %v, %d step(s)", saved.AllowedOrigins, len(saved.Steps))
	}
}
