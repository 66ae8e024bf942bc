package demosite

import (
	"context"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/testdata/sites"
)

// client does not keep connections alive, so a stopped server is noticed at
// once instead of through a stale pooled connection.
var client = &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}

func startServer(t *testing.T) *Server {
	t.Helper()
	s, err := Start(t.Context(), "")
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return s
}

func get(t *testing.T, rawURL string) (*http.Response, string) {
	t.Helper()
	resp, err := client.Get(rawURL)
	if err != nil {
		t.Fatalf("GET %s: %v", rawURL, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("reading %s: %v", rawURL, err)
	}
	return resp, string(body)
}

func TestServesPages(t *testing.T) {
	s := startServer(t)
	tests := []struct {
		path        string
		contentType string
		contains    string
	}{
		{"/", "text/html", `href="/login.html"`},
		{"/login.html", "text/html", `data-testid="login-submit"`},
		{"/dashboard.html", "text/html", `id="sign-out"`},
		{"/forgot-password.html", "text/html", "Send reset link"},
		{"/shop.html", "text/html", `placeholder="Search products"`},
		{"/cart.html", "text/html", "Checkout"},
		{"/checkout.html", "text/html", "Place order"},
		{"/confirmation.html", "text/html", "Thank you for your order"},
		{"/iframe.html", "text/html", `id="contact-frame"`},
		{"/frame-same.html", "text/html", "Subscribe"},
		{"/contact.html", "text/html", "Send message"},
		{"/shadow.html", "text/html", "<rating-widget"},
		{"/large.html", "text/html", `placeholder="Filter users"`},
		{"/style.css", "text/css", ".product-grid"},
		{"/common.js", "text/javascript", "window.Demo"},
		{"/widgets.js", "text/javascript", `attachShadow({ mode: "closed" })`},
		{"/large.js", "text/javascript", "Export"},
		{"/config.js", "text/javascript", "window.DEMO_ALT_ORIGIN = " + `"` + s.AltURL() + `"`},
	}
	for _, tt := range tests {
		t.Run(strings.TrimPrefix(tt.path, "/"), func(t *testing.T) {
			resp, body := get(t, s.URL()+tt.path)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status = %d, want 200", resp.StatusCode)
			}
			if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, tt.contentType) {
				t.Errorf("Content-Type = %q, want prefix %q", ct, tt.contentType)
			}
			if !strings.Contains(body, tt.contains) {
				t.Errorf("body does not contain %q", tt.contains)
			}
		})
	}
}

func TestServesEveryEmbeddedPage(t *testing.T) {
	s := startServer(t)
	pages, err := fs.Glob(sites.FS, "*.html")
	if err != nil {
		t.Fatalf("listing pages: %v", err)
	}
	if len(pages) == 0 {
		t.Fatal("no pages embedded")
	}
	for _, base := range []string{s.URL(), s.AltURL()} {
		for _, page := range pages {
			if page == "index.html" {
				page = "" // FileServer redirects /index.html to /.
			}
			resp, _ := get(t, base+"/"+page)
			if resp.StatusCode != http.StatusOK {
				t.Errorf("GET %s/%s: status = %d, want 200", base, page, resp.StatusCode)
			}
		}
	}
}

func TestAltURLIsCrossOrigin(t *testing.T) {
	s := startServer(t)
	main, err := url.Parse(s.URL())
	if err != nil {
		t.Fatalf("parsing URL: %v", err)
	}
	alt, err := url.Parse(s.AltURL())
	if err != nil {
		t.Fatalf("parsing AltURL: %v", err)
	}
	if main.Hostname() == alt.Hostname() {
		t.Errorf("hosts are equal (%s); want different hosts", main.Hostname())
	}
	if main.Port() == alt.Port() {
		t.Errorf("ports are equal (%s); want different ports", main.Port())
	}

	// Each origin's config.js names itself and the other origin.
	_, mainConfig := get(t, s.URL()+"/config.js")
	_, altConfig := get(t, s.AltURL()+"/config.js")
	wantMain := "window.DEMO_ORIGIN = \"" + s.URL() + "\";\nwindow.DEMO_ALT_ORIGIN = \"" + s.AltURL() + "\";\n"
	wantAlt := "window.DEMO_ORIGIN = \"" + s.AltURL() + "\";\nwindow.DEMO_ALT_ORIGIN = \"" + s.URL() + "\";\n"
	if mainConfig != wantMain {
		t.Errorf("main config.js = %q, want %q", mainConfig, wantMain)
	}
	if altConfig != wantAlt {
		t.Errorf("alt config.js = %q, want %q", altConfig, wantAlt)
	}
}

func TestLargePageElementCount(t *testing.T) {
	s := startServer(t)
	_, body := get(t, s.URL()+"/large.html")
	n := len(regexp.MustCompile(`<[a-zA-Z]`).FindAllStringIndex(body, -1))
	if n < 4500 || n > 5500 {
		t.Errorf("large.html has %d start tags, want about 5,000", n)
	}
}

func TestCancelStopsServers(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	s, err := Start(ctx, "")
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	get(t, s.URL()+"/")
	cancel()
	// Close waits for the shutdown that the cancellation started.
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	for _, u := range []string{s.URL(), s.AltURL()} {
		if resp, err := client.Get(u + "/"); err == nil {
			resp.Body.Close()
			t.Errorf("GET %s after cancel succeeded; want an error", u)
		}
	}
}

func TestStartErrors(t *testing.T) {
	if _, err := Start(t.Context(), "256.0.0.1:0"); err == nil || !strings.Contains(err.Error(), "listening on 256.0.0.1:0") {
		t.Errorf("Start with a bad address: err = %v, want a listening error", err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := Start(ctx, ""); err == nil {
		t.Error("Start with a cancelled context: err = nil, want an error")
	}
}

func TestPublicHost(t *testing.T) {
	s, err := Start(t.Context(), "localhost:0")
	if err != nil {
		t.Skipf("cannot listen on localhost: %v", err)
	}
	defer s.Close()
	if !strings.HasPrefix(s.URL(), "http://localhost:") {
		t.Errorf("URL = %q, want http://localhost:PORT", s.URL())
	}
	if !strings.HasPrefix(s.AltURL(), "http://127.0.0.1:") {
		t.Errorf("AltURL = %q, want http://127.0.0.1:PORT", s.AltURL())
	}
}
