package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/runner"
)

// repeated collects a repeatable flag's values. Set never fails, so the
// flag package never echoes a value (a header may hold a token): values
// are checked after parsing.
type repeated []string

func (l *repeated) String() string { return strings.Join(*l, ", ") }

func (l *repeated) Set(s string) error { *l = append(*l, s); return nil }

// lastOf is a repeatable flag that also keeps its last value in a string
// the single-endpoint code reads (common.cdp, common.ws).
type lastOf struct {
	all  *repeated
	last *string
}

func (f lastOf) String() string {
	if f.all == nil {
		return ""
	}
	return f.all.String()
}

func (f lastOf) Set(s string) error { *f.last = s; return f.all.Set(s) }

// scaleFlags are the remote browser flags of every command that opens a
// browser: several endpoints (a pool, for reprise run), the headers hosted
// browser services need, and a storage state to start logged in.
type scaleFlags struct {
	cdp, ws       repeated
	endpointsFile string
	headers       repeated
	storageState  string
}

// register adds the flags to fs; cdp and ws receive the last endpoint of
// each kind for commands that use one browser.
func (s *scaleFlags) register(fs *flag.FlagSet, cdp, ws *string) {
	fs.Var(lastOf{&s.cdp, cdp}, "cdp-endpoint", "connect to a running Chromium over CDP (repeatable: reprise run spreads workers over them)")
	fs.Var(lastOf{&s.ws, ws}, "ws-endpoint", "connect to a Playwright browser server (repeatable: reprise run spreads workers over them)")
	fs.StringVar(&s.endpointsFile, "endpoints", "", "file of browser endpoints, one per line (ws://… Playwright servers, http://… or ws://…/devtools/… CDP; 'cdp URL' or 'ws URL' to say which)")
	fs.Var(&s.headers, "header", "'Name: value' HTTP header sent to remote endpoints (repeatable; also REPRISE_HEADERS, one per line); never logged")
	fs.StringVar(&s.storageState, "storage-state", "", "Playwright storage state JSON file every browser context starts with (cookies, local storage: start logged in)")
}

// endpoint is one remote browser to connect to and the flag it came from.
type endpoint struct {
	flag string // "--ws-endpoint", "--cdp-endpoint" or "--endpoints FILE line N"
	cdp  bool
	url  string
}

// endpoints lists every endpoint given, flags first, then the file's.
func (s *scaleFlags) endpoints() ([]endpoint, error) {
	var out []endpoint
	for _, u := range s.ws {
		out = append(out, endpoint{flag: "--ws-endpoint", url: strings.TrimSpace(u)})
	}
	for _, u := range s.cdp {
		out = append(out, endpoint{flag: "--cdp-endpoint", cdp: true, url: strings.TrimSpace(u)})
	}
	if s.endpointsFile != "" {
		f, err := os.Open(s.endpointsFile)
		if err != nil {
			return nil, fmt.Errorf("--endpoints: %w", err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		n := 0
		for sc.Scan() {
			n++
			line := strings.TrimSpace(sc.Text())
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			e := endpoint{flag: fmt.Sprintf("--endpoints %s line %d", s.endpointsFile, n), url: line}
			if kind, rest, ok := strings.Cut(line, " "); ok {
				switch strings.ToLower(kind) {
				case "cdp":
					e.cdp, e.url = true, strings.TrimSpace(rest)
				case "ws", "playwright":
					e.url = strings.TrimSpace(rest)
				default:
					return nil, fmt.Errorf("%s: want a URL, or 'cdp URL' / 'ws URL'", e.flag)
				}
			} else {
				e.cdp = strings.HasPrefix(line, "http://") || strings.HasPrefix(line, "https://") || strings.Contains(line, "/devtools/browser/")
			}
			out = append(out, e)
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("--endpoints: reading %s: %w", s.endpointsFile, err)
		}
		if n == 0 || len(out) == len(s.ws)+len(s.cdp) {
			return nil, fmt.Errorf("--endpoints: %s lists no endpoints", s.endpointsFile)
		}
	}
	for _, e := range out {
		if err := e.check(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// check rejects an endpoint that is not an address of the right kind, in
// the words Settings use for the same field (browser.EndpointProblem),
// after the flag it came from; credentials are left out.
func (e endpoint) check() error {
	if p := browser.EndpointProblem(e.url, !e.cdp); p != "" {
		return fmt.Errorf("%s %s", e.flag, p)
	}
	return nil
}

// reachable dials e's host, so an endpoint nobody listens on fails fast,
// before a Playwright driver is started for it.
func (e endpoint) reachable(ctx context.Context) error {
	u, err := url.Parse(e.url)
	if err != nil {
		return err
	}
	host := u.Host
	if u.Port() == "" {
		port := "80"
		if u.Scheme == "https" || u.Scheme == "wss" {
			port = "443"
		}
		host = net.JoinHostPort(u.Hostname(), port)
	}
	d := net.Dialer{Timeout: 10 * time.Second}
	c, err := d.DialContext(ctx, "tcp", host)
	if err != nil {
		return err
	}
	return c.Close()
}

// parseHeaders reads --header values and REPRISE_HEADERS (one header per
// line; --header wins for the same name). Errors name the flag and the
// header's position, never its value.
func (s *scaleFlags) parseHeaders(lookupEnv func(string) (string, bool)) (map[string]string, error) {
	out := map[string]string{}
	add := func(where, h string) error {
		name, val, ok := strings.Cut(h, ":")
		name = strings.TrimSpace(name)
		switch {
		case !ok:
			return fmt.Errorf("%s has no colon: want 'Name: value', such as --header 'Authorization: Bearer TOKEN'", where)
		case name == "" || strings.ContainsAny(name, " \t\"(),/;<=>?@[\\]{}"):
			return fmt.Errorf("%s: the part before the colon is not a header name: want 'Name: value'", where)
		}
		out[name] = strings.TrimSpace(val)
		return nil
	}
	if env, ok := lookupEnv("REPRISE_HEADERS"); ok {
		for i, line := range strings.Split(env, "\n") {
			if strings.TrimSpace(line) == "" {
				continue
			}
			if err := add(fmt.Sprintf("REPRISE_HEADERS line %d", i+1), strings.TrimRight(line, "\r")); err != nil {
				return nil, err
			}
		}
	}
	for i, h := range s.headers {
		if err := add(fmt.Sprintf("--header #%d", i+1), h); err != nil {
			return nil, err
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

// checkStorageState fails unless --storage-state names a readable JSON
// object.
func (s *scaleFlags) checkStorageState() error {
	if s.storageState == "" {
		return nil
	}
	data, err := os.ReadFile(s.storageState)
	if err != nil {
		return fmt.Errorf("--storage-state: %w", err)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(data, &obj); err != nil {
		return fmt.Errorf("--storage-state %s is not a JSON object (%v): save one with Playwright's storageState() or `npx playwright codegen --save-storage FILE`", s.storageState, err)
	}
	return nil
}

// apply checks the flags and puts headers and storage state into opts,
// for commands that use one browser.
func (s *scaleFlags) apply(opts *browser.Options) error {
	eps, err := s.endpoints()
	if err != nil {
		return err
	}
	if len(eps) > 1 {
		return fmt.Errorf("%d browser endpoints given: only `reprise run` spreads flows over several; give one --ws-endpoint or --cdp-endpoint", len(eps))
	}
	if len(eps) == 1 {
		opts.CDPEndpoint, opts.WSEndpoint = "", ""
		if eps[0].cdp {
			opts.CDPEndpoint = eps[0].url
		} else {
			opts.WSEndpoint = eps[0].url
		}
	}
	if opts.Headers, err = s.parseHeaders(os.LookupEnv); err != nil {
		return err
	}
	if err := s.checkStorageState(); err != nil {
		return err
	}
	opts.StorageStatePath = s.storageState
	return nil
}

// connectTimeout bounds connecting to one endpoint.
var connectTimeout = 30 * time.Second

// connectPool connects to every endpoint at once, each tried twice, and
// returns the pool and a function that disconnects from all. Worker w
// uses endpoint w mod N; each worker on a Playwright server gets a
// connection of its own (with playwright-go v0.5700.1 a connection to a
// Playwright server that several workers share can deadlock), while the
// workers on a CDP endpoint share one. An endpoint that cannot be reached
// fails the whole command, naming its flag, before any flow runs.
func connectPool(ctx context.Context, eps []endpoint, base browser.Options, workers int, stderr io.Writer) (*runner.Pool, func(), error) {
	// slot s is worker s's connection: to endpoint s mod N.
	slots := max(workers, len(eps))
	conn := make([]int, slots) // slot → index into dials
	var dials []endpoint
	cdpDial := map[int]int{}
	for s := range slots {
		i := s % len(eps)
		if k, ok := cdpDial[i]; ok {
			conn[s] = k
			continue
		}
		conn[s] = len(dials)
		if eps[i].cdp {
			cdpDial[i] = len(dials)
		}
		dials = append(dials, eps[i])
	}
	browsers := make([]*browser.Browser, len(dials))
	errs := make([]error, len(dials))
	var wg sync.WaitGroup
	for i, e := range dials {
		wg.Go(func() {
			opts := base
			opts.CDPEndpoint, opts.WSEndpoint = "", ""
			if e.cdp {
				opts.CDPEndpoint = e.url
			} else {
				opts.WSEndpoint = e.url
			}
			if log := base.Driver.Log; log != nil {
				opts.Driver.Log = func(s string) { log(runner.RedactText(s)) }
			}
			for try := range 2 {
				if try > 0 {
					time.Sleep(time.Second)
				}
				cctx, cancel := context.WithTimeout(ctx, connectTimeout)
				err := e.reachable(cctx)
				var b *browser.Browser
				if err == nil {
					b, err = browser.Launch(cctx, opts)
				}
				cancel()
				if err == nil {
					browsers[i], errs[i] = b, nil
					return
				}
				errs[i] = err
				if errors.Is(err, browser.ErrInvalidOptions) || ctx.Err() != nil || try == 1 {
					return
				}
			}
		})
	}
	wg.Wait()
	closeAll := func() {
		for _, b := range browsers {
			if b != nil {
				b.Close()
			}
		}
	}
	var problems []string
	reported := map[string]bool{}
	for i, err := range errs {
		if err != nil && !reported[dials[i].flag+dials[i].url] {
			reported[dials[i].flag+dials[i].url] = true
			problems = append(problems, fmt.Sprintf("%s %s: cannot connect (tried twice): %s", dials[i].flag, runner.RedactURL(dials[i].url), runner.RedactText(err.Error())))
		}
	}
	if len(problems) > 0 {
		closeAll()
		return nil, nil, errors.New(strings.Join(problems, "\n  ") + "\ncheck the endpoint is running and reachable from here, or leave it out")
	}
	var members []runner.PoolMember
	for s := range slots {
		members = append(members, runner.PoolMember{Endpoint: dials[conn[s]].url, Browser: browsers[conn[s]]})
	}
	var mu sync.Mutex
	pool := runner.NewPool(members, func(s string) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintln(stderr, "reprise: "+s)
	})
	return pool, closeAll, nil
}
