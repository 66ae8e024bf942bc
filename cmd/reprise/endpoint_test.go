package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser"
)

// TestBadEndpointIsRefusedInSettingsWords: every command that opens a
// browser refuses an endpoint that is no address before anything starts,
// with its flag and then the words the studio's Settings say for the same
// field (browser.EndpointProblem), credentials left out.
func TestBadEndpointIsRefusedInSettingsWords(t *testing.T) {
	dir := t.TempDir()
	flow := filepath.Join(dir, "flow.json")
	if err := os.WriteFile(flow, []byte(`{"version":1,"id":"f","name":"F","startUrl":"http://127.0.0.1:9/","steps":[
	 {"id":"s1","action":"assert-url","url":"/"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	eps := filepath.Join(dir, "endpoints.txt")
	if err := os.WriteFile(eps, []byte("ws://127.0.0.1:9/\ncdp grid.example.com:9222\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	commands := [][]string{
		{"run", flow},
		{"replay", flow},
		{"record", "--url", "http://127.0.0.1:9/", "click Sign in"},
		{"act", "--url", "http://127.0.0.1:9/", "click Sign in"},
		{"observe", "--url", "http://127.0.0.1:9/", "the Sign in button"},
		{"extract", "--url", "http://127.0.0.1:9/"},
		{"agent", "--url", "http://127.0.0.1:9/", "log in"},
		{"bench", "heal"},
	}
	for _, ep := range []struct {
		name  string
		flags []string
		want  string
	}{
		{"CDP endpoint without a scheme", []string{"--cdp-endpoint", "localhost-9222"},
			"--cdp-endpoint " + browser.EndpointProblem("localhost-9222", false)},
		{"Playwright server over http", []string{"--ws-endpoint", "http://ann:sekrit@127.0.0.1:9/?token=sekrit"},
			"--ws-endpoint " + browser.EndpointProblem("http://ann:sekrit@127.0.0.1:9/?token=sekrit", true)},
		{"CDP endpoint with another scheme", []string{"--cdp-endpoint", "ftp://127.0.0.1:9222"},
			"--cdp-endpoint " + browser.EndpointProblem("ftp://127.0.0.1:9222", false)},
	} {
		for _, cmd := range commands {
			t.Run(ep.name+"/"+strings.Join(cmd[:min(2, len(cmd))], " "), func(t *testing.T) {
				args := append(append(append([]string{}, cmd...), ep.flags...), "--store", filepath.Join(dir, "store"))
				code, out, errs := runCLI(t, args...)
				if code != 2 || !strings.Contains(errs, "reprise: "+ep.want+"\n") {
					t.Errorf("exit %d, want 2 and %q:\n%s", code, ep.want, errs)
				}
				if strings.Contains(out+errs, "sekrit") {
					t.Errorf("a credential was printed:\n%s\n%s", out, errs)
				}
			})
		}
	}
	// A line of an --endpoints file is named by its number.
	code, _, errs := runCLI(t, "run", flow, "--endpoints", eps, "--store", filepath.Join(dir, "store"))
	want := "--endpoints " + eps + " line 2 " + browser.EndpointProblem("grid.example.com:9222", false)
	if code != 2 || !strings.Contains(errs, want) {
		t.Errorf("exit %d, want 2 and %q:\n%s", code, want, errs)
	}
}
