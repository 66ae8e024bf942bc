package main

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/runner/endpointtest"
)

// demoSuite records the demo site's suite (log in, add to the cart, check
// out, reset the password) by instruction and exports it as trajectory
// files into a directory, which it returns.
func demoSuite(t *testing.T, base string) string {
	t.Helper()
	store, dir := t.TempDir(), t.TempDir()
	for _, f := range []struct {
		file, name, page string
		extra            []string
		instrs           []string
	}{
		{"login.json", "Log in", "/login.html", []string{"--var", "user=ann@example.com", "--secret", "password=secret123"},
			[]string{"type {{user}} into Email", "type {{password}} into Password", "check Remember me", "click Sign in", "verify the url contains /dashboard"}},
		{"cart.json", "Add one scarf to the cart", "/shop.html", nil,
			[]string{"click Add Wool Scarf to cart", `verify Cart contains "Cart (1)"`}},
		{"checkout.json", "Check out", "/shop.html", nil,
			[]string{"click Add Wool Scarf to cart", "click Cart", "click Checkout", "type Ann Lee into Full name",
				"type 1 Main Street into Address", "type Paris into City", "select France from Country",
				"check I accept the terms", "click Place order", `verify "Thank you for your order" is visible`}},
		{"reset.json", "Reset the password", "/forgot-password.html", nil,
			[]string{"type ann@example.com into Email", "click Send reset link button", `verify "Check your inbox" is visible`}},
	} {
		args := append([]string{"record", "--store", store, "--url", base + f.page, "--name", f.name}, f.extra...)
		code, out, errs := runCLI(t, append(args, f.instrs...)...)
		if code != 0 {
			t.Fatalf("recording %s: exit %d\n%s", f.name, code, errs)
		}
		if code, _, errs := runCLI(t, "export", strings.TrimSpace(out), "-o", filepath.Join(dir, f.file), "--store", store); code != 0 {
			t.Fatalf("exporting %s: %s", f.name, errs)
		}
	}
	return dir
}

type junitDoc struct {
	Tests    int `xml:"tests,attr"`
	Failures int `xml:"failures,attr"`
	Errors   int `xml:"errors,attr"`
	Suites   []struct {
		Properties []struct {
			Name  string `xml:"name,attr"`
			Value string `xml:"value,attr"`
		} `xml:"properties>property"`
		Cases []struct {
			Name       string `xml:"name,attr"`
			Classname  string `xml:"classname,attr"`
			Properties []struct {
				Name  string `xml:"name,attr"`
				Value string `xml:"value,attr"`
			} `xml:"properties>property"`
			Failure *struct{} `xml:"failure"`
			Skipped *struct{} `xml:"skipped"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

// TestShardedRunOverABrowserPool is issue 18's scale-out test: two
// Playwright browser servers from the installed driver and a Chromium
// reached over CDP; the demo suite split in two shards, each run over
// its own pool (as two CI machines would); the shards' reports merged
// into one JUnit file in which every flow appears once and passed, with
// the endpoint that ran it.
func TestShardedRunOverABrowserPool(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	flows := demoSuite(t, site.URL())
	ws1, ws2 := endpointtest.PlaywrightServer(t), endpointtest.PlaywrightServer(t)
	cdp := endpointtest.CDPChromium(t)
	out := t.TempDir()
	endpointsFile := filepath.Join(out, "endpoints.txt")
	if err := os.WriteFile(endpointsFile, []byte("# shard 2's pool\ncdp "+cdp+"\n\n"+ws2+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("REPRISE_HEADERS", "X-Pool-Token: env-sekrit-456")

	pools := map[int][]string{1: {ws1, ws2}, 2: {cdp, ws2}}
	var reports []string
	for i := 1; i <= 2; i++ {
		args := []string{"run", flows, "--shard", fmt.Sprintf("%d/2", i), "--workers", "2", "--secret", "password=secret123",
			"--header", "Authorization: Bearer sekrit-token-123",
			"--json", filepath.Join(out, fmt.Sprintf("shard%d.json", i)), "--junit", filepath.Join(out, fmt.Sprintf("shard%d.xml", i))}
		if i == 1 {
			args = append(args, "--ws-endpoint", ws1, "--ws-endpoint", ws2)
		} else {
			args = append(args, "--endpoints", endpointsFile)
		}
		code, stdout, errs := runCLI(t, args...)
		if code != 0 {
			t.Fatalf("shard %d/2: exit %d\n%s\n%s", i, code, stdout, errs)
		}
		if want := fmt.Sprintf("shard %d/2: 2 of 4 flow(s)", i); !strings.Contains(stdout, want) {
			t.Errorf("shard %d output lacks %q:\n%s", i, want, stdout)
		}
		if strings.Contains(stdout+errs, "sekrit") {
			t.Errorf("shard %d printed a header value:\n%s\n%s", i, stdout, errs)
		}
		reports = append(reports, filepath.Join(out, fmt.Sprintf("shard%d.json", i)))
	}

	merged := filepath.Join(out, "merged")
	code, stdout, errs := runCLI(t, append([]string{"report", "merge", "-o", merged}, reports...)...)
	if code != 0 || !strings.Contains(stdout, "merged 2 report(s): 4 flow(s): 4 passed, 0 failed") {
		t.Fatalf("report merge: exit %d\n%s\n%s", code, stdout, errs)
	}
	data, err := os.ReadFile(filepath.Join(merged, "junit.xml"))
	if err != nil {
		t.Fatal(err)
	}
	var doc junitDoc
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("merged JUnit XML does not parse: %v\n%s", err, data)
	}
	if doc.Tests != 4 || doc.Failures != 0 || doc.Errors != 0 || len(doc.Suites) != 1 {
		t.Fatalf("merged JUnit: %d tests, %d failures, %d errors in %d suites; want 4, 0, 0 in 1\n%s", doc.Tests, doc.Failures, doc.Errors, len(doc.Suites), data)
	}
	var names []string
	for _, c := range doc.Suites[0].Cases {
		names = append(names, c.Name)
		if c.Failure != nil || c.Skipped != nil {
			t.Errorf("%s did not pass", c.Name)
		}
		var ep string
		for _, p := range c.Properties {
			if p.Name == "endpoint" {
				ep = p.Value
			}
		}
		if ep == "" {
			t.Errorf("%s: the report does not say which endpoint ran it", c.Name)
		}
	}
	slices.Sort(names)
	if want := []string{"Add one scarf to the cart", "Check out", "Log in", "Reset the password"}; !slices.Equal(names, want) {
		t.Errorf("merged testcases %q, want each demo flow once: %q", names, want)
	}
	if strings.Contains(string(data), "sekrit") || strings.Contains(string(data), "secret123") {
		t.Error("the merged JUnit shows a header value or the password")
	}

	// Each flow ran on an endpoint of its shard's pool, and the pools'
	// three endpoints all appear in the merged report.
	used := map[string]bool{}
	for i, r := range reports {
		rep, _, err := runner.ReadReport(r)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range rep.Flows {
			var pool []string
			for _, e := range pools[i+1] {
				pool = append(pool, runner.RedactURL(e))
			}
			if !slices.Contains(pool, f.Endpoint) {
				t.Errorf("shard %d ran %s on %q, not on its pool %q", i+1, f.Flow.Ref, f.Endpoint, pool)
			}
			used[f.Endpoint] = true
		}
	}
	var mj struct {
		Endpoints []string `json:"endpoints"`
		Flows     []struct {
			Status string `json:"status"`
		} `json:"flows"`
	}
	if data, err := os.ReadFile(filepath.Join(merged, "report.json")); err != nil || json.Unmarshal(data, &mj) != nil {
		t.Fatalf("merged report.json: %v", err)
	}
	if len(mj.Flows) != 4 || len(mj.Endpoints) != 3 {
		t.Errorf("merged report.json: %d flows over endpoints %q; want 4 over 3", len(mj.Flows), mj.Endpoints)
	}
	if html, err := os.ReadFile(filepath.Join(merged, "index.html")); err != nil || !strings.Contains(string(html), "Reset the password") {
		t.Errorf("merged HTML report: %v", err)
	}
}
