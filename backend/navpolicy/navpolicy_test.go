package navpolicy

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

func TestCheckURLRefusesEverythingButWebPages(t *testing.T) {
	for _, c := range []struct {
		url       string
		ok        bool
		withFiles bool // outcome with AllowFileURLs
	}{
		{"https://shop.example.com/cart", true, true},
		{"http://127.0.0.1:8731/login.html", true, true},
		{"about:blank", true, true},
		{"ABOUT:BLANK", true, true},
		{"javascript:alert(document.cookie)", false, false},
		{"JavaScript:void(0)", false, false},
		{"  javascript:fetch('//evil')", false, false},
		{"file:///etc/passwd", false, true},
		{"FILE:///etc/passwd", false, true},
		{"data:text/html,<script>alert(1)</script>", false, false},
		{"blob:https://example.com/1234", false, false},
		{"view-source:https://example.com", false, false},
		{"chrome://settings", false, false},
		{"chrome-extension://abc/page.html", false, false},
		{"about:config", false, false},
		{"about:srcdoc", false, false},
		{"devtools://devtools/bundled/inspector.html", false, false},
		{"ftp://example.com/x", false, false},
		{"ws://example.com/socket", false, false},
		{"mailto:ann@example.com", false, false},
		{"/relative/path", false, false},
		{"", false, false},
		{"http://", false, false},
	} {
		err := Policy{}.CheckURL(c.url)
		if (err == nil) != c.ok {
			t.Errorf("CheckURL(%q) = %v, want ok=%v", c.url, err, c.ok)
		}
		var re *RefusedError
		if err != nil && !errors.As(err, &re) {
			t.Errorf("CheckURL(%q): error %T is not a *RefusedError", c.url, err)
		}
		if err := (Policy{AllowFileURLs: true}).CheckURL(c.url); (err == nil) != c.withFiles {
			t.Errorf("with --allow-file-urls, CheckURL(%q) = %v, want ok=%v", c.url, err, c.withFiles)
		}
	}
	err := Policy{}.CheckURL("file:///etc/passwd")
	if err == nil || !strings.Contains(err.Error(), "--allow-file-urls") {
		t.Errorf("a refused file: URL should say how to allow it: %v", err)
	}
}

func TestNormalizeGivesBareHostsAScheme(t *testing.T) {
	for in, want := range map[string]string{
		"localhost:8731/login.html":  "http://localhost:8731/login.html",
		"localhost":                  "http://localhost",
		"127.0.0.1:8080":             "http://127.0.0.1:8080",
		"127.0.0.1/x?y=1":            "http://127.0.0.1/x?y=1",
		"[::1]:9000/":                "http://[::1]:9000/",
		"app.localhost:3000":         "http://app.localhost:3000",
		"example.com":                "https://example.com",
		"shop.example.com:8443/cart": "https://shop.example.com:8443/cart",
		" https://example.com ":      "https://example.com",
		"http://localhost:1":         "http://localhost:1",
		"javascript:void(0)":         "javascript:void(0)",
		"mailto:ann@example.com":     "mailto:ann@example.com",
		"about:blank":                "about:blank",
		"data:text/html,hi":          "data:text/html,hi",
		"file:///etc/passwd":         "file:///etc/passwd",
		"/relative":                  "/relative",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestScopeIsTheStartSitePlusAddedOrigins(t *testing.T) {
	for _, c := range []struct {
		name, start string
		extra       []string
		policy      Policy
		url         string
		ok          bool
	}{
		{"same page", "https://shop.example.com/", nil, Policy{}, "https://shop.example.com/cart", true},
		{"another subdomain of the site", "https://shop.example.com/", nil, Policy{}, "https://login.example.com/", true},
		{"another site", "https://shop.example.com/", nil, Policy{}, "https://evil.example.net/collect", false},
		{"a public suffix is not a site", "https://a.github.io/", nil, Policy{}, "https://b.github.io/", false},
		{"http site upgraded to https", "http://example.com/", nil, Policy{}, "https://example.com/", true},
		{"https site downgraded to http", "https://example.com/", nil, Policy{}, "http://example.com/", false},
		{"loopback: another port is another site", "http://127.0.0.1:8731/", nil, Policy{}, "http://127.0.0.1:9999/collect", false},
		{"loopback: same port", "http://127.0.0.1:8731/", nil, Policy{}, "http://127.0.0.1:8731/next", true},
		{"localhost is not 127.0.0.1", "http://localhost:8731/", nil, Policy{}, "http://127.0.0.1:8731/", false},
		{"bare start host", "localhost:8731/login.html", nil, Policy{}, "http://localhost:8731/home", true},
		{"origin the flow lists", "https://shop.example.com/", []string{"https://pay.example.net"}, Policy{}, "https://pay.example.net/checkout", true},
		{"listed origin is exact", "https://shop.example.com/", []string{"https://pay.example.net"}, Policy{}, "https://other.example.net/", false},
		{"origin the user adds", "http://127.0.0.1:8731/", nil, Policy{Origins: []string{"127.0.0.1:9999"}}, "http://127.0.0.1:9999/x", true},
		{"about:blank always", "https://example.com/", nil, Policy{}, "about:blank", true},
		{"no start URL: any web origin", "", nil, Policy{}, "https://anything.example/", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			sc := c.policy.Scope(c.start, c.extra)
			err := c.policy.CheckNavigation(sc, c.url)
			if (err == nil) != c.ok {
				t.Fatalf("CheckNavigation(%q) from %q = %v, want ok=%v", c.url, c.start, err, c.ok)
			}
			var oe *OriginError
			if err != nil && (!errors.As(err, &oe) || !strings.Contains(err.Error(), "--allow-origin "+Origin(c.url))) {
				t.Fatalf("error should name the origin and how to allow it: %v", err)
			}
		})
	}
}

func TestCarriesSecretSeesEncodedForms(t *testing.T) {
	secrets := []string{"hunter2 &x"}
	for u, want := range map[string]bool{
		"http://evil/collect?p=hunter2 &x":     true,
		"http://evil/collect?p=hunter2+%26x":   true,
		"http://evil/collect?p=hunter2%20%26x": true,
		"http://evil/hunter2%20&x/":            true,
		"http://evil/collect?p=hunter":         false,
	} {
		if got := CarriesSecret(u, secrets); got != want {
			t.Errorf("CarriesSecret(%q) = %v, want %v", u, got, want)
		}
	}
}

func TestSecretPatternMatchesEveryFormAndOnlyThem(t *testing.T) {
	re := SecretPattern([]string{"p@ss word!(x)"})
	for u, want := range map[string]bool{
		"http://evil/c?p=p@ss word!(x)":                      true,
		"http://evil/c?p=p%40ss+word%21%28x%29":              true, // url.QueryEscape
		"http://evil/c?p=p%40ss%20word!(x)":                  true, // encodeURIComponent
		"http://evil/c?p=P@SS WORD!(X)":                      false,
		"http://evil/c?p=p%40ss":                             false,
		"http://evil/c?p=" + url.PathEscape("p@ss word!(x)"): true,
	} {
		if got := re.MatchString(u); got != want {
			t.Errorf("SecretPattern matches %q = %v, want %v", u, got, want)
		}
	}
	if SecretPattern(nil) != nil || SecretPattern([]string{""}) != nil {
		t.Error("no secrets should give no pattern")
	}
}
