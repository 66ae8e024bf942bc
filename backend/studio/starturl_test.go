package studio

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/navpolicy"
)

// TestEditorStartURL: the editor refuses a Start URL that is not a web
// address with a message that says what to type, completes an address
// typed without a scheme (http:// for this machine, https:// elsewhere),
// and opens file: URLs only when the app allows them.
func TestEditorStartURL(t *testing.T) {
	strict := &Studio{}
	for _, tc := range []struct {
		name, in, want, refused string
	}{
		{"a full address is kept", "https://shop.example.com/cart", "https://shop.example.com/cart", ""},
		{"localhost without a scheme opens over http", "localhost:8731/login.html", "http://localhost:8731/login.html", ""},
		{"127.0.0.1 without a scheme opens over http", " 127.0.0.1:8080/ ", "http://127.0.0.1:8080/", ""},
		{"another host without a scheme opens over https", "example.com/login", "https://example.com/login", ""},
		{"a placeholder host is checked at run time", "{{base}}/login", "{{base}}/login", ""},
		{"empty means no start page", "  ", "", ""},
		{"words are not an address", "not a url", "", "is not a web address: type a full address such as https://"},
		{"javascript: is refused", "javascript:alert(1)", "", "cannot be opened: javascript: URLs run code"},
		{"file: is off unless the app allows it", "file:///etc/passwd", "", "file: URLs are turned off in this app"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := strict.EditTrajectory(flow(), []Edit{{Op: "setStartUrl", URL: tc.in}})
			if tc.refused != "" {
				if err == nil || !strings.Contains(err.Error(), tc.refused) {
					t.Fatalf("Start URL %q: error %v; want one containing %q", tc.in, err, tc.refused)
				}
				return
			}
			if err != nil || res.Trajectory.StartURL != tc.want {
				t.Fatalf("Start URL %q: %v, %+v; want %q", tc.in, err, res.Trajectory, tc.want)
			}
		})
	}
	open := &Studio{opts: Options{Nav: navpolicy.Policy{AllowFileURLs: true}}}
	if res, err := open.EditTrajectory(flow(), []Edit{{Op: "setStartUrl", URL: "file:///tmp/site/login.html"}}); err != nil || res.Trajectory.StartURL != "file:///tmp/site/login.html" {
		t.Errorf("with file: URLs allowed: %v", err)
	}
}

// A recording started on an address typed without a scheme keeps the
// address it opened as the flow's start URL, so that exports open it too.
func TestRecordingStartURLGetsItsScheme(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte("<!doctype html><title>t</title><button>Go</button>"))
	}))
	defer srv.Close()
	s := ownBrowserStudio(t, &countingEmitter{n: map[string]int{}})
	defer s.Close()
	bare := strings.TrimPrefix(srv.URL, "http://") + "/login.html"
	info, err := s.StartSession(SessionOptions{URL: bare})
	if err != nil {
		t.Fatal(err)
	}
	if want := "http://" + bare; info.Trajectory == nil || info.Trajectory.StartURL != want {
		t.Fatalf("start URL %+v, want %q", info.Trajectory, want)
	}
}
