package browser

import (
	"strings"
	"testing"
)

// TestNetErrorWords: a refused port is not called a site that is down.
func TestNetErrorWords(t *testing.T) {
	msg := "page.goto: net::ERR_UNSAFE_PORT at http://127.0.0.1:1/"
	w, at, ok := NetErrorWords(msg)
	if !ok || at != "http://127.0.0.1:1/" || !strings.Contains(w, "browsers refuse that port") {
		t.Errorf("NetErrorWords(%q) = %q, %q, %v", msg, w, at, ok)
	}
	if h := CheckSiteHint(ReplaceNetErrors(msg)); h != "" {
		t.Errorf("a refused port is told %q; the site may be up", h)
	}
	refused := "page.goto: net::ERR_CONNECTION_REFUSED at http://127.0.0.1:9/"
	if h := CheckSiteHint(ReplaceNetErrors(refused)); !strings.Contains(h, "that the site is up") {
		t.Errorf("a refused connection is told %q, want to check the site", h)
	}
}
