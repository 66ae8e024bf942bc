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
// reached over CDP; the demo suite split in two shards, each run with 2
// workers (shard 1 on one Playwright server, shard 2 on a pool of the
// CDP Chromium and the other server, as two CI machines would); the shards' reports merged
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

	pools := map[int][]string{1: {ws1}, 2: {cdp, ws2}}
	var reports []string
	for i := 1; i <= 2; i++ {
		args := []string{"run", flows, "--shard", fmt.Sprintf("%d/2", i), "--workers", "2", "--secret", "password=secret123",
			"--header", "Authorization: Bearer sekrit-token-123",
			"--json", filepath.Join(out, fmt.Sprintf("shard%d.json", i)), "--junit", filepath.Join(out, fmt.Sprintf("shard%d.xml", i))}
		if i == 1 {
			args = append(args, "--ws-endpoint", ws1) // 2 workers on 1 endpoint
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

// TestRunRejectsBadScaleOutInput: each mistake is named with its flag,
// exit 2, and nothing runs (no browser starts, no flow line is printed).
func TestRunRejectsBadScaleOutInput(t *testing.T) {
	dir := t.TempDir()
	flow := filepath.Join(dir, "flow.json")
	os.WriteFile(flow, []byte(`{"version":1,"id":"f","name":"F","startUrl":"http://127.0.0.1:9/","steps":[
	 {"id":"s1","action":"assert-url","url":"/"}]}`), 0o644)
	notJSON := filepath.Join(dir, "state.json")
	os.WriteFile(notJSON, []byte("cookies: none\n"), 0o644)
	emptyList := filepath.Join(dir, "endpoints.txt")
	os.WriteFile(emptyList, []byte("# nothing here\n"), 0o644)
	for _, tc := range []struct {
		name string
		args []string
		env  string
		want []string
	}{
		{"unreachable endpoint", []string{"--ws-endpoint", "ws://127.0.0.1:1/?token=sekrit"}, "",
			[]string{"--ws-endpoint ws://127.0.0.1:1/?…: cannot connect (tried twice)"}},
		{"endpoint that is not a URL", []string{"--cdp-endpoint", "localhost-9222"}, "", []string{`--cdp-endpoint "localhost-9222" is not a full address: give one with its scheme, e.g. http://127.0.0.1:9222`}},
		{"Playwright endpoint over http", []string{"--ws-endpoint", "http://127.0.0.1:9/"}, "", []string{`--ws-endpoint "http://127.0.0.1:9/" is not a ws:// or wss:// address`}},
		{"endpoints file with none", []string{"--endpoints", emptyList}, "", []string{"--endpoints: " + emptyList + " lists no endpoints"}},
		{"malformed shard", []string{"--shard", "3/2"}, "", []string{"--shard: bad shard: the index in \"3/2\" must be between 1 and 2"}},
		{"shard that is not a fraction", []string{"--shard", "half"}, "", []string{"--shard: bad shard: want INDEX/TOTAL such as 1/4"}},
		{"header without a colon", []string{"--header", "Authorization Bearer sekrit"}, "", []string{"--header #1 has no colon: want 'Name: value'"}},
		{"header in the environment without a colon", nil, "X-Ok: 1\nsekrit-without-colon", []string{"REPRISE_HEADERS line 2 has no colon"}},
		{"storage state that is not JSON", []string{"--storage-state", notJSON}, "", []string{"--storage-state " + notJSON + " is not a JSON object"}},
		{"missing storage state", []string{"--storage-state", filepath.Join(dir, "nope.json")}, "", []string{"--storage-state: open"}},
		{"base URL without a scheme", []string{"--base-url", "staging.example.com"}, "", []string{"--base-url: want an http:// or https:// URL"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.env != "" {
				t.Setenv("REPRISE_HEADERS", tc.env)
			}
			code, out, errs := runCLI(t, append([]string{"run", flow}, tc.args...)...)
			for _, w := range tc.want {
				if !strings.Contains(errs, w) {
					t.Errorf("error lacks %q:\n%s", w, errs)
				}
			}
			if code != 2 || strings.Contains(out, "running") || strings.Contains(out, "flow(s):") {
				t.Errorf("exit %d, want 2 with nothing run:\n%s", code, out)
			}
			if strings.Contains(out+errs, "sekrit") {
				t.Errorf("a secret value was printed:\n%s\n%s", out, errs)
			}
		})
	}
}

// TestRunStartsLoggedInAndAgainstAnotherSite: --storage-state gives every
// context the saved local storage (the login page fills in the
// remembered email from it), through a Playwright server; --base-url
// runs flows recorded on one site against another.
func TestRunStartsLoggedInAndAgainstAnotherSite(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	other, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	dir := t.TempDir()
	remembered := filepath.Join(dir, "remembered.json")
	os.WriteFile(remembered, []byte(`{"version":1,"id":"remembered","name":"Email remembered","startUrl":"`+site.URL()+`/login.html","steps":[
	 {"id":"s1","instruction":"verify Email is state@example.com","action":"assert-value","value":"state@example.com","timeoutMs":2000,
	  "target":{"candidates":[{"kind":"label","value":"Email","score":140}],"fingerprint":{"tag":"input","role":"textbox","name":"Email"}}},
	 {"id":"s2","instruction":"verify the url","action":"assert-url","url":"`+site.URL()+`/login.html","match":"exact"}]}`), 0o644)
	state := filepath.Join(dir, "state.json")
	os.WriteFile(state, []byte(`{"cookies":[],"origins":[{"origin":"`+site.URL()+`","localStorage":[{"name":"reprise-demo-remembered-email","value":"state@example.com"}]}]}`), 0o644)
	ws := endpointtest.PlaywrightServer(t)

	if code, out, errs := runCLI(t, "run", remembered, "--ws-endpoint", ws, "--heal=off"); code != 1 {
		t.Fatalf("without --storage-state the flow should fail: exit %d\n%s\n%s", code, out, errs)
	}
	if code, out, errs := runCLI(t, "run", remembered, "--ws-endpoint", ws, "--storage-state", state); code != 0 {
		t.Fatalf("with --storage-state: exit %d\n%s\n%s", code, out, errs)
	}

	// The same flow aimed at the other site: its origin has no saved
	// state, so the email is empty there: the flow fails on that site,
	// and its page URLs are the other site's.
	code, out, errs := runCLI(t, "run", remembered, "--storage-state", state, "--base-url", other.URL(), "--heal=off")
	if code != 1 || !strings.Contains(out, "against "+other.URL()) || !strings.Contains(out, other.URL()+"/login.html") {
		t.Fatalf("--base-url: exit %d, want 1 on %s\n%s\n%s", code, other.URL(), out, errs)
	}
}

// TestEmptyShardStillWritesItsReports: with more shards than flows, a
// shard with nothing to run passes and writes its reports (into
// directories it creates), so a merge job finds every shard's files.
func TestEmptyShardStillWritesItsReports(t *testing.T) {
	dir := t.TempDir()
	flow := filepath.Join(dir, "flow.json")
	os.WriteFile(flow, []byte(`{"version":1,"id":"f","name":"F","startUrl":"http://127.0.0.1:9/","steps":[
	 {"id":"s1","action":"assert-url","url":"/"}]}`), 0o644)
	junit, report := filepath.Join(dir, "new", "junit.xml"), filepath.Join(dir, "new", "report.json")
	code, out, errs := runCLI(t, "run", flow, "--shard", "2/2", "--junit", junit, "--json", report)
	if code != 0 || !strings.Contains(out, "shard 2/2: 0 of 1 flow(s)") || !strings.Contains(out, "no flows in this shard") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	var doc junitDoc
	if data, err := os.ReadFile(junit); err != nil || xml.Unmarshal(data, &doc) != nil || doc.Tests != 0 {
		t.Errorf("the empty shard's JUnit: %v %+v", err, doc)
	}
	if rep, _, err := runner.ReadReport(report); err != nil || len(rep.Flows) != 0 || rep.Shard.String() != "2/2" {
		t.Errorf("the empty shard's JSON report: %v", err)
	}
}
