package runner_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"go.uber.org/goleak"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestMain(m *testing.M) {
	code := browsertest.Main(m)
	if site != nil {
		site.Close()
	}
	// Fail the package if any goroutine outlived its test (workers, a
	// run's browser sessions, the store's compactors).
	if code == 0 {
		if err := goleak.Find(leakIgnore...); err != nil {
			fmt.Fprintln(os.Stderr, "goroutines left running after the tests:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// leakIgnore lists goroutines that live as long as the process by design.
var leakIgnore = []goleak.Option{
	// OpenCensus (a dependency of Badger, the store) starts its stats
	// worker in a package init function; it never stops.
	goleak.IgnoreTopFunction("go.opencensus.io/stats/view.(*worker).start"),
}

var (
	siteMu sync.Mutex
	site   *demosite.Server
)

// demo returns the demo site, started once per test binary.
func demo(tb testing.TB) *demosite.Server {
	tb.Helper()
	siteMu.Lock()
	defer siteMu.Unlock()
	if site == nil {
		s, err := demosite.Start(context.Background(), "")
		if err != nil {
			tb.Fatal(err)
		}
		site = s
	}
	return site
}

// demoFlow is a flow of the demo site recorded by instruction.
type demoFlow struct {
	file, name, page string
	vars             []trajectory.Variable
	vals             map[string]string
	instrs           []string
}

var demoFlows = []demoFlow{
	{file: "login.json", name: "Log in", page: "/login.html",
		vars: []trajectory.Variable{{Name: "user", Default: "ann@example.com"}, {Name: "password", Secret: true}},
		vals: map[string]string{"password": "secret123"},
		instrs: []string{"type {{user}} into Email", "type {{password}} into Password", "check Remember me",
			"click Sign in", "verify the url contains /dashboard"}},
	// The cart lives in localStorage: run in a shared context, a second
	// run would find "Cart (2)".
	{file: "cart.json", name: "Add one scarf to the cart", page: "/shop.html",
		instrs: []string{"click Add Wool Scarf to cart", `verify Cart contains "Cart (1)"`}},
	{file: "checkout.json", name: "Check out", page: "/shop.html",
		instrs: []string{"click Add Wool Scarf to cart", "click Cart", "click Checkout", "type Ann Lee into Full name",
			"type 1 Main Street into Address", "type Paris into City", "select France from Country",
			"check I accept the terms", "click Place order", `verify "Thank you for your order" is visible`}},
	{file: "reset.json", name: "Reset the password", page: "/forgot-password.html",
		instrs: []string{"type ann@example.com into Email", "click Send reset link button", `verify "Check your inbox" is visible`}},
}

var (
	recordedMu sync.Mutex
	recorded   = map[string][]byte{}
)

// writeDemoFlows records the demo flows (once per test binary, on a fresh
// context each) and writes their JSON files into dir; it returns the
// paths in demoFlows order.
func writeDemoFlows(tb testing.TB, dir string) []string {
	tb.Helper()
	s := demo(tb)
	recordedMu.Lock()
	defer recordedMu.Unlock()
	var paths []string
	for _, f := range demoFlows {
		data, ok := recorded[f.file]
		if !ok {
			data = recordFlow(tb, s.URL(), f)
			recorded[f.file] = data
		}
		p := filepath.Join(dir, f.file)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			tb.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

func recordFlow(tb testing.TB, base string, f demoFlow) []byte {
	tb.Helper()
	sess := browsertest.NewPage(tb)
	defer sess.Close()
	tr := &trajectory.Trajectory{ID: strings.TrimSuffix(f.file, ".json"), Name: f.name, StartURL: base + f.page, Variables: f.vars}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{}), nil, f.vals)
	ctx := context.Background()
	if err := rec.Start(ctx); err != nil {
		tb.Fatal(err)
	}
	for i, in := range f.instrs {
		if _, _, err := rec.Do(ctx, in); err != nil {
			tb.Fatalf("recording %s step %d %q: %v", f.file, i+1, in, err)
		}
	}
	data, err := trajectory.Marshal(rec.Trajectory())
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// writeFile writes a hand-written trajectory into dir.
func writeFile(tb testing.TB, dir, name, doc string) string {
	tb.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(doc), 0o644); err != nil {
		tb.Fatal(err)
	}
	return p
}

// removedButton is a flow whose second step clicks a button the login
// page does not have: it fails, and healing refuses "Sign in".
func removedButton(base string) string {
	return `{"version":1,"id":"register","name":"Register","startUrl":"` + base + `/login.html","steps":[
	 {"id":"s1","instruction":"type {{user}} into Email","action":"fill","value":"{{user}}",
	  "target":{"candidates":[{"kind":"label","value":"Email","score":140}],"fingerprint":{"tag":"input","role":"textbox","name":"Email"}}},
	 {"id":"s2","instruction":"click Register","action":"click","timeoutMs":1500,
	  "target":{"candidates":[{"kind":"role","role":"button","name":"Register","score":100},{"kind":"css","value":"#register","score":500}],
	            "fingerprint":{"tag":"button","role":"button","name":"Register"}}},
	 {"id":"s3","instruction":"verify the url contains /welcome","action":"assert-url","url":"/welcome"}],
	 "variables":[{"name":"user","default":"ann@example.com"}]}`
}

// staleLogin is the login flow with a test id the page no longer has on
// its button (still "Sign in"): it heals.
func staleLogin(base string) string {
	return `{"version":1,"id":"stale-login","name":"Log in (renamed test id)","startUrl":"` + base + `/login.html","steps":[
	 {"id":"s1","instruction":"type {{user}} into Email","action":"fill","value":"{{user}}",
	  "target":{"candidates":[{"kind":"label","value":"Email","score":140}],"fingerprint":{"tag":"input","role":"textbox","name":"Email"}}},
	 {"id":"s2","instruction":"type {{password}} into Password","action":"fill","value":"{{password}}",
	  "target":{"candidates":[{"kind":"label","value":"Password","score":140}],"fingerprint":{"tag":"input","role":"textbox","name":"Password"}}},
	 {"id":"s3","instruction":"click Sign in","action":"click","timeoutMs":4000,
	  "target":{"candidates":[{"kind":"testid","attr":"data-testid","value":"login-button","score":1}],
	            "fingerprint":{"tag":"button","role":"button","name":"Sign in","attrs":{"data-testid":"login-button","type":"submit"}}}},
	 {"id":"s4","instruction":"verify the url contains /dashboard","action":"assert-url","url":"/dashboard"}],
	 "variables":[{"name":"user","default":"ann@example.com"},{"name":"password","secret":true}]}`
}
