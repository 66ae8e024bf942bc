package webapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/keychain"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/webapi"
	"github.com/reprise-qa/reprise/testdata/sites"
)

// waitFor bounds how long a test waits for an event. It is a safety net
// for a hung browser, not a performance assertion.
const waitFor = 90 * time.Second

// memKeys is a keychain in memory (the OS keychain needs a desktop session).
type memKeys struct {
	mu sync.Mutex
	m  map[string]string
}

func (k *memKeys) Get(p string) (string, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if v, ok := k.m[p]; ok {
		return v, nil
	}
	return "", fmt.Errorf("no key: %w", errNoKey)
}
func (k *memKeys) Set(p, v string) error { k.mu.Lock(); k.m[p] = v; k.mu.Unlock(); return nil }
func (k *memKeys) Delete(p string) error { k.mu.Lock(); delete(k.m, p); k.mu.Unlock(); return nil }

// errNoKey is what a keychain says of a provider with no key stored.
var errNoKey = keychain.ErrNotFound

// server is reprise serve's handler on a loopback port, over a real store
// and the shared headless browser.
type server struct {
	t     *testing.T
	url   string
	token string
	st    *studio.Studio
}

func startServer(t *testing.T, ui fs.FS) *server {
	t.Helper()
	for _, k := range []string{"OPENAI_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY", "ANTHROPIC_API_KEY"} {
		t.Setenv(k, "")
	}
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	hub := webapi.NewHub()
	batcher := studio.NewBatcher(hub.Broadcast, 0, 0)
	st, err := studio.New(studio.Options{Store: store, Emitter: batcher, Browser: browsertest.Shared(t),
		SettingsPath: filepath.Join(t.TempDir(), "settings.json"), Keys: &memKeys{m: map[string]string{}}, Log: func(s string) { t.Log(s) }})
	if err != nil {
		t.Fatal(err)
	}
	token := webapi.NewToken()
	h, err := webapi.NewHandler(st, hub, webapi.Options{Token: token, UI: ui})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() {
		srv.Close()
		if err := st.Close(); err != nil {
			t.Errorf("closing studio: %v", err)
		}
		batcher.Close()
		store.Close()
	})
	return &server{t: t, url: srv.URL, token: token, st: st}
}

// call posts args to /api/method and decodes the result into out. It
// returns the API error, if any.
func (s *server) call(method string, out any, args ...any) *studio.Error {
	s.t.Helper()
	if args == nil {
		args = []any{}
	}
	body, _ := json.Marshal(args)
	req, _ := http.NewRequest("POST", s.url+"/api/"+method, bytes.NewReader(body))
	req.Header.Set(webapi.TokenHeader, s.token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatalf("%s: %v", method, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		var e struct{ Error studio.Error }
		if err := json.Unmarshal(data, &e); err != nil || e.Error.Code == "" {
			s.t.Fatalf("%s: status %d with body %s", method, resp.StatusCode, data)
		}
		return &e.Error
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			s.t.Fatalf("%s: decoding %s: %v", method, data, err)
		}
	}
	return nil
}

// must is call that fails the test on an API error.
func (s *server) must(method string, out any, args ...any) {
	s.t.Helper()
	if e := s.call(method, out, args...); e != nil {
		s.t.Fatalf("%s: %s: %s", method, e.Code, e.Message)
	}
}

// events is a WebSocket client of /api/events that keeps every event.
type events struct {
	t    *testing.T
	mu   sync.Mutex
	cond *sync.Cond
	list []event
	raw  []string // every message as received, to check no secret leaks
	err  error
}

type event struct {
	Name    string          `json:"name"`
	Payload json.RawMessage `json:"payload"`
}

func (s *server) events() *events {
	s.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	ws := "ws" + strings.TrimPrefix(s.url, "http") + "/api/events?token=" + s.token
	conn, _, err := websocket.Dial(ctx, ws, nil)
	if err != nil {
		cancel()
		s.t.Fatalf("dialing %s: %v", ws, err)
	}
	conn.SetReadLimit(64 << 20)
	e := &events{t: s.t}
	e.cond = sync.NewCond(&e.mu)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			_, data, err := conn.Read(ctx)
			e.mu.Lock()
			if err != nil {
				e.err = err
				e.cond.Broadcast()
				e.mu.Unlock()
				return
			}
			var batch []event
			if jerr := json.Unmarshal(data, &batch); jerr != nil {
				e.err = fmt.Errorf("a WebSocket message is not an array of events: %v: %.200s", jerr, data)
			}
			e.raw = append(e.raw, string(data))
			e.list = append(e.list, batch...)
			e.cond.Broadcast()
			e.mu.Unlock()
		}
	}()
	s.t.Cleanup(func() {
		conn.Close(websocket.StatusNormalClosure, "")
		cancel()
		<-done
	})
	return e
}

// wait returns the first event from index from on that satisfies match,
// and the index after it.
func (e *events) wait(from int, what string, match func(ev event) bool) (event, int) {
	e.t.Helper()
	deadline := time.Now().Add(waitFor)
	timer := time.AfterFunc(waitFor, func() { e.mu.Lock(); e.cond.Broadcast(); e.mu.Unlock() })
	defer timer.Stop()
	e.mu.Lock()
	defer e.mu.Unlock()
	for i := from; ; {
		for ; i < len(e.list); i++ {
			if match(e.list[i]) {
				return e.list[i], i + 1
			}
		}
		if e.err != nil || time.Now().After(deadline) {
			names := []string{}
			for _, ev := range e.list[from:] {
				names = append(names, ev.Name)
			}
			e.t.Fatalf("no %s event (connection: %v); events seen: %v", what, e.err, names)
		}
		e.cond.Wait()
	}
}

func (e *events) len() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.list)
}

func named(name string, fields map[string]string) func(event) bool {
	return func(ev event) bool {
		if ev.Name != name {
			return false
		}
		var p map[string]any
		_ = json.Unmarshal(ev.Payload, &p)
		for k, v := range fields {
			if fmt.Sprint(p[k]) != v {
				return false
			}
		}
		return true
	}
}

// brokenSite serves the demo site with a login page whose "Sign in"
// button was redone: its test id is gone and there are now two identical
// "Continue" buttons, so no locator finds it and healing refuses to guess
// between the two; suggestions are offered instead.
func brokenSite(t *testing.T) string {
	t.Helper()
	login, err := fs.ReadFile(sites.FS, "login.html")
	if err != nil {
		t.Fatal(err)
	}
	old := `<button type="submit" class="btn primary block" data-testid="login-submit">Sign in</button>`
	if !bytes.Contains(login, []byte(old)) {
		t.Fatal("login.html changed: update brokenSite")
	}
	login = bytes.Replace(login, []byte(old), []byte(`<button type="submit" class="btn primary block">Continue</button>
        <button type="submit" class="btn primary block">Continue</button>`), 1)
	files := http.FileServerFS(sites.FS)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/login.html" {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write(login)
			return
		}
		if r.URL.Path == "/config.js" {
			w.Header().Set("Content-Type", "text/javascript")
			return
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func TestTokenIsRequired(t *testing.T) {
	s := startServer(t, nil)
	for _, tc := range []struct{ name, header, query string }{
		{"no token", "", ""},
		{"wrong token", "nope", ""},
		{"wrong token in the query", "", "?token=nope"},
	} {
		req, _ := http.NewRequest("POST", s.url+"/api/AppInfo"+tc.query, strings.NewReader("[]"))
		if tc.header != "" {
			req.Header.Set(webapi.TokenHeader, tc.header)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var e struct{ Error studio.Error }
		_ = json.NewDecoder(resp.Body).Decode(&e)
		resp.Body.Close()
		if resp.StatusCode != 401 || e.Error.Code != studio.CodeUnauthorized {
			t.Errorf("%s: got %d %+v, want 401 unauthorized", tc.name, resp.StatusCode, e.Error)
		}
	}
	if _, resp, err := websocket.Dial(context.Background(), "ws"+strings.TrimPrefix(s.url, "http")+"/api/events", nil); err == nil || resp == nil || resp.StatusCode != 401 {
		t.Errorf("WebSocket without token: err %v, response %v; want 401", err, resp)
	}
	// With the token in the query (as the printed URL carries it).
	req, _ := http.NewRequest("POST", s.url+"/api/AppInfo?token="+s.token, strings.NewReader("[]"))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("token in the query: status %d", resp.StatusCode)
	}
	// A foreign Host (DNS rebinding) and a foreign Origin are refused.
	req, _ = http.NewRequest("POST", s.url+"/api/AppInfo", strings.NewReader("[]"))
	req.Header.Set(webapi.TokenHeader, s.token)
	req.Host = "evil.example.com"
	if resp, err = http.DefaultClient.Do(req); err == nil {
		resp.Body.Close()
		if resp.StatusCode != 403 {
			t.Errorf("foreign Host: status %d, want 403", resp.StatusCode)
		}
	}
	req, _ = http.NewRequest("POST", s.url+"/api/AppInfo", strings.NewReader("[]"))
	req.Header.Set(webapi.TokenHeader, s.token)
	req.Header.Set("Origin", "https://evil.example.com")
	if resp, err = http.DefaultClient.Do(req); err == nil {
		resp.Body.Close()
		if resp.StatusCode != 403 {
			t.Errorf("foreign Origin: status %d, want 403", resp.StatusCode)
		}
	}
}

func TestBadCallsSayWhatIsWrong(t *testing.T) {
	s := startServer(t, nil)
	for _, tc := range []struct {
		method string
		args   []any
		code   string
		says   string
	}{
		{"NoSuchMethod", nil, studio.CodeUnknownMethod, "NoSuchMethod"},
		{"GetTrajectory", []any{"a", "b"}, studio.CodeBadRequest, "takes 1 argument"},
		{"GetRevision", []any{"x", "two"}, studio.CodeBadRequest, "argument 2"},
		{"GetTrajectory", []any{"nope"}, studio.CodeNotFound, `"nope"`},
		{"StartSession", []any{map[string]any{}}, studio.CodeBadRequest, "URL"},
		{"SaveTrajectory", []any{map[string]any{"name": "x", "steps": []any{map[string]any{"id": "s1", "action": "click"}}}}, studio.CodeInvalid, "target"},
		{"ImportDialog", nil, studio.CodeUnsupported, "desktop"},
		{"SaveSettings", []any{map[string]any{"model": "nosuch/model", "heal": "suggest", "browser": map[string]any{"width": 1280, "height": 800}}}, studio.CodeInvalid, "model"},
		// Wrong input in Settings is refused, not saved or swapped for a default.
		{"SaveSettings", []any{map[string]any{"model": "local", "heal": "suggest", "baseUrl": "not a url", "browser": map[string]any{"width": 1280, "height": 800}}}, studio.CodeInvalid, `"not a url" is not an http:// or https:// address`},
		{"SaveSettings", []any{map[string]any{"model": "local", "heal": "suggest", "stepTimeoutMs": 1, "browser": map[string]any{"width": 1280, "height": 800}}}, studio.CodeInvalid, "from 500 to 600000 ms"},
		{"SaveSettings", []any{map[string]any{"model": "local", "heal": "suggest", "browser": map[string]any{"width": -5, "height": 0}}}, studio.CodeInvalid, "viewport -5x0 is out of range"},
	} {
		e := s.call(tc.method, nil, tc.args...)
		if e == nil || e.Code != tc.code || !strings.Contains(e.Message+fmt.Sprint(e.Details), tc.says) {
			t.Errorf("%s%v: got %+v, want code %s mentioning %q", tc.method, tc.args, e, tc.code, tc.says)
		}
	}
}

func TestSettingsAndKeysNeverReturnTheKey(t *testing.T) {
	s := startServer(t, nil)
	var set studio.Settings
	s.must("GetSettings", &set)
	if set.Model != "local" || set.Heal != trajectory.HealSuggest || !set.Browser.Headless {
		t.Errorf("defaults: %+v", set)
	}
	set.Model, set.Browser.Width = "openai/gpt-4.1-mini", 1024
	s.must("SaveSettings", &set, set)
	var again studio.Settings
	s.must("GetSettings", &again)
	if again.Model != "openai/gpt-4.1-mini" || again.Browser.Width != 1024 {
		t.Errorf("saved settings: %+v", again)
	}
	const key = "sk-test-0123456789abcdef"
	s.must("SetProviderKey", nil, "openai", key)
	var ps []studio.ProviderInfo
	s.must("ListProviders", &ps)
	var openai *studio.ProviderInfo
	for i := range ps {
		if ps[i].Provider == "openai" {
			openai = &ps[i]
		}
	}
	if openai == nil || openai.KeyIn != "keychain" || !openai.NeedsKey {
		t.Errorf("providers: %+v", ps)
	}
	body, _ := json.Marshal(ps)
	if strings.Contains(string(body), key) {
		t.Error("ListProviders returned the key")
	}
	if e := s.call("SetProviderKey", nil, "nosuch", key); e == nil || e.Code != studio.CodeBadRequest {
		t.Errorf("unknown provider: %+v", e)
	}
	s.must("DeleteProviderKey", nil, "openai")
	s.must("ListProviders", &ps)
	for _, p := range ps {
		if p.KeyIn != "" {
			t.Errorf("%s still has a key in %s", p.Provider, p.KeyIn)
		}
	}
	// A session with a model whose provider has no key says where to add one.
	want := "anthropic/claude-sonnet-4-5 has no API key: add it in Settings → Models, set ANTHROPIC_API_KEY before starting Reprise, or pick the local model"
	if e := s.call("StartSession", nil, studio.SessionOptions{URL: "http://127.0.0.1:1/", Model: "anthropic/claude-sonnet-4-5"}); e == nil || e.Code != studio.CodeNoKey || e.Message != want {
		t.Errorf("session without a key: %+v, want %q", e, want)
	}
}

func TestServesTheBuiltUIWithClientRoutes(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>Reprise UI</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "assets"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "assets", "app.js"), []byte("console.log(1)"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := startServer(t, webapi.DirFS(dir))
	for path, want := range map[string]string{"/": "Reprise UI", "/library/abc": "Reprise UI", "/assets/app.js": "console.log"} {
		resp, err := http.Get(s.url + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(body), want) {
			t.Errorf("GET %s: %d %q, want %q", path, resp.StatusCode, body, want)
		}
	}
	resp, err := http.Get(s.url + "/assets/missing.js")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 404 {
		t.Errorf("missing asset: status %d, want 404", resp.StatusCode)
	}
}

// TestStudioEndToEnd drives the API the way the UI does: record the demo
// login flow by instruction watching steps and mirror frames arrive, pick
// elements on the mirror, reorder, save and restore revisions, run it
// green, break the page, see the failure with its screenshot and
// suggestions, accept one, re-run green and diff the two runs.
func TestStudioEndToEnd(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	s := startServer(t, nil)
	ev := s.events()
	const secret = "secret123"
	var set studio.Settings
	s.must("GetSettings", &set)
	set.StepTimeoutMS = 4000 // the broken step fails sooner
	s.must("SaveSettings", &set, set)

	// Record by instruction.
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "Log in",
		Variables: []trajectory.Variable{{Name: "user", Default: "ann@example.com"}, {Name: "password", Secret: true}},
		Values:    map[string]string{"user": "ann@example.com", "password": secret}})
	if sess.Kind != studio.KindRecord || sess.Viewport.Width == 0 {
		t.Fatalf("session: %+v", sess)
	}
	frame, _ := ev.wait(0, "mirror:frame", named("mirror:frame", map[string]string{"sessionId": sess.ID}))
	var mf studio.MirrorFrame
	if err := json.Unmarshal(frame.Payload, &mf); err != nil || len(mf.Data) < 1000 || mf.Width != float64(sess.Viewport.Width) {
		t.Fatalf("mirror frame: %v, %d bytes of data, %vx%v", err, len(mf.Data), mf.Width, mf.Height)
	}
	instrs := []string{"type {{user}} into Email", "type {{password}} into Password", "click Sign in", "verify the url contains /dashboard"}
	next := ev.len()
	for i, in := range instrs {
		var res studio.InstructResult
		s.must("Instruct", &res, sess.ID, in)
		if len(res.Steps) != 1 || len(res.Trajectory.Steps) != i+1 {
			t.Fatalf("instruction %q: %d steps, draft has %d", in, len(res.Steps), len(res.Trajectory.Steps))
		}
		var step event
		step, next = ev.wait(next, "session:step for "+in, named("session:step", map[string]string{"sessionId": sess.ID, "index": fmt.Sprint(i)}))
		var p studio.SessionStep
		_ = json.Unmarshal(step.Payload, &p)
		if p.Step.Instruction != in || p.Result.Status != trajectory.StatusPassed {
			t.Fatalf("session:step %d: %+v", i, p)
		}
	}
	ev.wait(0, "mirror:highlight with a box", func(e event) bool {
		var h studio.Highlight
		return e.Name == "mirror:highlight" && json.Unmarshal(e.Payload, &h) == nil && h.Box != nil && h.SessionID == sess.ID
	})
	// An instruction the offline resolver cannot do says so and records nothing.
	if e := s.call("Instruct", nil, sess.ID, "do something clever with the page"); e == nil || e.Code != studio.CodeNeedsModel {
		t.Fatalf("vague instruction: %+v, want needs_model", e)
	}
	var saved trajectory.Trajectory
	s.must("SaveSession", &saved, sess.ID, "Log in to the demo store")
	if saved.ID == "" || saved.Revision != 1 || len(saved.Steps) != 4 {
		t.Fatalf("saved: id %q rev %d, %d steps", saved.ID, saved.Revision, len(saved.Steps))
	}
	// The recording's step results (with screenshots) stay with the
	// revision, but a recording is not a run.
	var rec trajectory.Run
	s.must("GetRecording", &rec, saved.ID, 0)
	if len(rec.Steps) != 4 || rec.Steps[3].Screenshot == "" || rec.Revision != 1 {
		t.Fatalf("recording: revision %d, %d steps", rec.Revision, len(rec.Steps))
	}
	var lib []cache.Summary
	s.must("ListTrajectories", &lib, studio.LibraryFilter{})
	if len(lib) != 1 || lib[0].LastRunStatus != "" {
		t.Errorf("a recorded, never run trajectory: %+v", lib)
	}

	// Pick an element on the mirror (coordinates from Playwright on an
	// independent page of the same size) and make it a step's target.
	var info studio.SessionInfo
	s.must("Navigate", &info, sess.ID, site.URL()+"/login.html")
	oracle := browsertest.NewPage(t)
	if _, err := oracle.Page.Goto(site.URL() + "/login.html"); err != nil {
		t.Fatal(err)
	}
	emailBox, err := oracle.Page.GetByLabel("Email", playwright.PageGetByLabelOptions{Exact: playwright.Bool(true)}).BoundingBox()
	if err != nil {
		t.Fatal(err)
	}
	var picked studio.PickedElement
	s.must("PickElement", &picked, sess.ID, emailBox.X+emailBox.Width/2, emailBox.Y+emailBox.Height/2)
	if picked.Role != "textbox" || picked.Name != "Email" || len(picked.Target.Candidates) == 0 {
		t.Fatalf("picked %+v, want the Email textbox", picked)
	}
	if c := picked.Candidates[0]; c.Matches != 1 || c.FingerprintMatches != 1 || c.Outcome != "ok" {
		t.Errorf("live check of the picked element's best candidate: %+v", picked.Candidates[0])
	}
	// The badge is on the candidate replay takes: it tries #email before
	// the role and label queries ranked above it.
	var wins []trajectory.Locator
	for _, c := range picked.Candidates {
		if c.WouldWin {
			wins = append(wins, c.Locator)
		}
	}
	if len(wins) != 1 || wins[0].Kind != trajectory.LocCSS || wins[0].Value != "#email" {
		t.Errorf("replay would use %+v, want the one candidate css #email", wins)
	}
	var edited studio.EditResult
	s.must("EditTrajectory", &edited, saved, []studio.Edit{{Op: "setTarget", Index: 0, Target: &picked.Target}})
	if len(edited.Problems) != 0 || edited.Trajectory.Steps[0].Target.Fingerprint.Name != "Email" {
		t.Fatalf("setTarget: problems %v", edited.Problems)
	}
	var checks []studio.CandidateCheck
	s.must("CheckCandidates", &checks, sess.ID, saved.Steps[2].Target)
	if len(checks) == 0 || checks[0].Matches != 1 {
		t.Errorf("Sign in candidates on the login page: %+v", checks)
	}
	// Inside an iframe: the newsletter form's email field.
	s.must("Navigate", &info, sess.ID, site.URL()+"/iframe.html")
	if _, err := oracle.Page.Goto(site.URL() + "/iframe.html"); err != nil {
		t.Fatal(err)
	}
	nl := oracle.Page.FrameLocator("#newsletter-frame").GetByLabel("Email address")
	if err := nl.WaitFor(); err != nil {
		t.Fatal(err)
	}
	nlBox, err := nl.BoundingBox()
	if err != nil {
		t.Fatal(err)
	}
	s.must("PickElement", &picked, sess.ID, nlBox.X+nlBox.Width/2, nlBox.Y+nlBox.Height/2)
	if picked.Name != "Email address" || len(picked.Target.Frames) != 1 || picked.Box.Y < nlBox.Y-2 || picked.Box.Y > nlBox.Y+2 {
		t.Fatalf("picked in iframe: %q frames %v box %+v, want the newsletter email at %+v", picked.Name, picked.Target.Frames, picked.Box, nlBox)
	}

	// Reorder two steps, save (revision 2), restore revision 1 (revision 3).
	s.must("EditTrajectory", &edited, saved, []studio.Edit{{Op: "move", From: 0, To: 1}})
	if edited.Trajectory.Steps[0].ID != saved.Steps[1].ID || edited.Trajectory.Steps[1].ID != saved.Steps[0].ID {
		t.Fatalf("move: steps %s, %s", edited.Trajectory.Steps[0].ID, edited.Trajectory.Steps[1].ID)
	}
	var rev2 trajectory.Trajectory
	s.must("SaveTrajectory", &rev2, edited.Trajectory)
	if rev2.Revision != 2 {
		t.Fatalf("save: revision %d", rev2.Revision)
	}
	if e := s.call("SaveTrajectory", nil, edited.Trajectory); e == nil || e.Code != studio.CodeConflict {
		t.Errorf("saving a stale revision again: %+v, want conflict", e)
	}
	var revs []cache.RevisionInfo
	s.must("ListRevisions", &revs, saved.ID)
	if len(revs) != 2 {
		t.Fatalf("revisions: %+v", revs)
	}
	var rev3 trajectory.Trajectory
	s.must("RestoreRevision", &rev3, saved.ID, 1)
	if rev3.Revision != 3 || rev3.Steps[0].ID != saved.Steps[0].ID {
		t.Fatalf("restore: revision %d, first step %s", rev3.Revision, rev3.Steps[0].ID)
	}

	// Run it: per-step events and a pass. The secret is asked at run time.
	if e := s.call("StartRun", nil, studio.RunOptions{TrajectoryID: saved.ID}); e == nil || e.Code != studio.CodeMissingVariable {
		t.Fatalf("run without the secret: %+v, want missing_variable", e)
	} else if !strings.Contains(e.Message, "{{password}}") || strings.Contains(e.Message, "--var") {
		t.Errorf("run without the secret: %q, want words for the studio naming {{password}}", e.Message)
	}
	var inputs []studio.RunInput
	s.must("RunInputs", &inputs, saved.ID)
	if len(inputs) != 2 || !inputs[1].Secret || !inputs[1].NeedsValue || inputs[0].NeedsValue {
		t.Errorf("run inputs: %+v", inputs)
	}
	vals := map[string]string{"password": secret}
	green := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID, Values: vals})
	if green.Status != trajectory.StatusPassed || len(green.Steps) != 4 || green.LLMCalls != 0 {
		t.Fatalf("run: %s (%s), %d steps", green.Status, green.Error, len(green.Steps))
	}

	// Run one step without a live page: the steps before it prepare it.
	two := 2
	one := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID, Values: vals, From: &two, To: &two, Prepare: true})
	if one.Status != trajectory.StatusPassed || one.Steps[0].Status != studio.StatusSetup || one.Steps[2].Status != trajectory.StatusPassed || one.Steps[3].Status != trajectory.StatusSkipped {
		t.Fatalf("run step 3 only: %s (%s) %+v", one.Status, one.Error, one.Steps)
	}

	// Against another site, for one run: it starts there, and the flow
	// keeps its start URL and its revision.
	other, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	var before trajectory.Trajectory
	s.must("GetTrajectory", &before, saved.ID)
	away := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID, Values: vals, BaseURL: other.URL()})
	if away.Status != trajectory.StatusPassed || !strings.HasPrefix(away.StartURL, other.URL()+"/") {
		t.Fatalf("run on another site: %s (%s), started at %q", away.Status, away.Error, away.StartURL)
	}
	var kept trajectory.Trajectory
	s.must("GetTrajectory", &kept, saved.ID)
	if kept.StartURL != before.StartURL || kept.Revision != before.Revision {
		t.Errorf("the run on another site changed the flow: %q rev %d", kept.StartURL, kept.Revision)
	}
	if e := s.call("StartRun", nil, studio.RunOptions{TrajectoryID: saved.ID, Values: vals, BaseURL: "ftp://staging"}); e == nil || !strings.Contains(e.Message, "the site for this run: want an http:// or https:// URL") {
		t.Errorf("a site that is no web address: %+v", e)
	}

	// Break the page: the trajectory now starts on a copy of the site
	// whose Sign in button was replaced by two "Continue" buttons.
	broken := brokenSite(t)
	var cur trajectory.Trajectory
	s.must("GetTrajectory", &cur, saved.ID)
	s.must("EditTrajectory", &edited, cur, []studio.Edit{{Op: "setStartUrl", URL: broken + "/login.html"}})
	var moved trajectory.Trajectory
	s.must("SaveTrajectory", &moved, edited.Trajectory)
	red := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID, Values: vals})
	if red.Status != trajectory.StatusFailed {
		t.Fatalf("run on the broken page: %s, want failed", red.Status)
	}
	fail := red.Steps[2]
	if fail.Status != trajectory.StatusFailed || fail.Screenshot == "" || len(fail.Attempts) == 0 || len(fail.Suggestions) == 0 {
		t.Fatalf("failed step: status %s, screenshot %q, %d attempts, %d suggestions: %s", fail.Status, fail.Screenshot, len(fail.Attempts), len(fail.Suggestions), fail.Error)
	}
	if red.Steps[3].Status != trajectory.StatusSkipped {
		t.Errorf("step after the failure: %s, want skipped", red.Steps[3].Status)
	}
	var shot string
	s.must("GetBlob", &shot, fail.Screenshot, 320)
	if !strings.HasPrefix(shot, "data:image/jpeg;base64,") {
		t.Errorf("thumbnail: %.40s", shot)
	}
	resp, err := http.Get(s.url + "/api/blob/" + fail.Screenshot + "?token=" + s.token)
	if err != nil {
		t.Fatal(err)
	}
	png, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Errorf("GET /api/blob: %d, %d bytes", resp.StatusCode, len(png))
	}
	// The failed run's page stays open: the mirror shows it and a fix can
	// be checked against it.
	var sessions []studio.SessionInfo
	s.must("ListSessions", &sessions)
	var runSession *studio.SessionInfo
	for i := range sessions {
		if sessions[i].RunID == red.ID {
			runSession = &sessions[i]
		}
	}
	if runSession == nil || runSession.Kind != studio.KindRun {
		t.Fatalf("no session kept for the failed run: %+v", sessions)
	}
	s.must("CheckCandidates", &checks, runSession.ID, fail.Suggestions[0].Target)
	if checks[0].Matches != 1 || checks[0].FingerprintMatches != 1 {
		t.Errorf("the suggestion's best candidate on the failed page: %+v", checks[0])
	}
	// A step typed by hand is read on the page the run left: its action,
	// value and element, nothing typed.
	var resolved studio.ResolvedStep
	s.must("ResolveStep", &resolved, runSession.ID, "type {{user}} into Email")
	if st := resolved.Step; st.Action != trajectory.ActionFill || st.Value != "{{user}}" || st.Target == nil ||
		!strings.HasPrefix(resolved.Description, `textbox "Email"`) || resolved.ResolvedBy != "local" {
		t.Errorf("ResolveStep: %+v (step %+v)", resolved, resolved.Step)
	}
	if e := s.call("ResolveStep", nil, runSession.ID, "juggle the elephants"); e == nil || e.Code != studio.CodeNeedsModel || !strings.Contains(e.Message, "Settings") {
		t.Errorf("ResolveStep of what the offline resolver cannot read, with no model: %+v", e)
	}

	// Accept the first suggestion (a new revision) and re-run: green.
	zero := 0
	var fixed trajectory.Trajectory
	s.must("AcceptFix", &fixed, studio.Fix{TrajectoryID: saved.ID, RunID: red.ID, StepID: fail.StepID, Suggestion: &zero})
	if fixed.Revision != moved.Revision+1 {
		t.Fatalf("fix saved as revision %d, want %d", fixed.Revision, moved.Revision+1)
	}
	var cont studio.RunStarted
	s.must("ContinueRun", &cont, red.ID, map[string]string{})
	if cont.SessionID != runSession.ID || cont.From != 2 {
		t.Errorf("continue: %+v, want session %s from step 2", cont, runSession.ID)
	}
	contRun := waitRun(t, ev, cont.RunID)
	if contRun.Status != trajectory.StatusPassed || contRun.Steps[0].Status != trajectory.StatusSkipped {
		t.Errorf("continued run: %s (%s)", contRun.Status, contRun.Error)
	}
	again := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID, Values: vals})
	if again.Status != trajectory.StatusPassed {
		t.Fatalf("re-run after the fix: %s: %s", again.Status, again.Error)
	}

	// Diff the red and the green run.
	var diff studio.RunDiff
	s.must("DiffRuns", &diff, saved.ID, red.ID, again.ID)
	if diff.A.Status != trajectory.StatusFailed || diff.B.Status != trajectory.StatusPassed || len(diff.Steps) != 4 {
		t.Fatalf("diff: %+v", diff)
	}
	d := diff.Steps[2]
	if !contains(d.Changed, "status") || !contains(d.Changed, "locator") || d.A.Screenshot == "" || d.B.Winner == nil {
		t.Errorf("diff of the fixed step: %+v", d)
	}
	if contains(diff.Steps[0].Changed, "status") {
		t.Errorf("diff of an unchanged step: %+v", diff.Steps[0])
	}
	var runs []trajectory.Run
	s.must("ListRuns", &runs, saved.ID, 0)
	if len(runs) != 6 || runs[0].ID != again.ID { // the run on another site among them
		t.Errorf("run history: %d runs, newest %s", len(runs), runs[0].ID)
	}
	s.must("ListTrajectories", &lib, studio.LibraryFilter{Search: "demo store"})
	if len(lib) != 1 || lib[0].LastRunStatus != trajectory.StatusPassed {
		t.Errorf("library: %+v", lib)
	}

	// Delete with undo.
	s.must("DeleteTrajectory", nil, saved.ID)
	s.must("ListTrajectories", &lib, studio.LibraryFilter{})
	if len(lib) != 0 {
		t.Errorf("deleted trajectory still listed: %+v", lib)
	}
	s.must("UndeleteTrajectory", nil, saved.ID)
	s.must("ListTrajectories", &lib, studio.LibraryFilter{})
	if len(lib) != 1 {
		t.Errorf("undeleted trajectory not listed: %+v", lib)
	}

	// Export and import.
	var file studio.ExportFile
	s.must("ExportTrajectory", &file, saved.ID)
	var imported trajectory.Trajectory
	s.must("ImportTrajectory", &imported, file.Content, file.FileName)
	if imported.ID == saved.ID || len(imported.Steps) != 4 || imported.Source.Kind == "" {
		t.Errorf("import: %+v", imported)
	}

	s.must("CloseSession", nil, sess.ID)
	ev.wait(0, "session:closed", named("session:closed", map[string]string{"sessionId": sess.ID}))

	// The secret never travelled: not in any event, not in the store.
	ev.mu.Lock()
	for _, m := range ev.raw {
		if strings.Contains(m, secret) {
			t.Errorf("an event carries the secret: %.300s", m)
		}
	}
	ev.mu.Unlock()
	if strings.Contains(file.Content, secret) {
		t.Error("the export carries the secret")
	}
}

// TestCancelStopsARun cancels a run whose step waits for an element
// that never appears (its timeout is far longer than the test waits).
func TestCancelStopsARun(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	s := startServer(t, nil)
	ev := s.events()
	tr := trajectory.Trajectory{Name: "Waits forever", StartURL: site.URL() + "/login.html", Steps: []trajectory.Step{{
		ID: "s1", Action: trajectory.ActionClick, TimeoutMS: 600000,
		Target: &trajectory.Target{Candidates: []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#never-there", Score: 500}},
			Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Never"}},
	}}}
	var saved trajectory.Trajectory
	s.must("SaveTrajectory", &saved, tr)
	var started studio.RunStarted
	s.must("StartRun", &started, studio.RunOptions{TrajectoryID: saved.ID, Heal: trajectory.HealOff})
	ev.wait(0, "run:started", named("run:started", map[string]string{"runId": started.RunID}))
	ev.wait(0, "the session busy with the run", named("session:state", map[string]string{"sessionId": started.SessionID, "busy": "true"}))
	var ok bool
	s.must("Cancel", &ok, started.RunID)
	if !ok {
		t.Fatal("Cancel found nothing running")
	}
	run := waitRun(t, ev, started.RunID)
	if run.Status != trajectory.StatusCancel {
		t.Errorf("cancelled run: %s (%s)", run.Status, run.Error)
	}
	s.must("Cancel", &ok, started.RunID)
	if ok {
		t.Error("a finished run was cancelled again")
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// runAndWait starts a run and waits for its run:finished event, checking
// a run:step event arrived for every step.
func runAndWait(t *testing.T, s *server, ev *events, opts studio.RunOptions) *trajectory.Run {
	t.Helper()
	var started studio.RunStarted
	s.must("StartRun", &started, opts)
	run := waitRun(t, ev, started.RunID)
	var stored trajectory.Run
	s.must("GetRun", &stored, opts.TrajectoryID, started.RunID)
	if stored.Status != run.Status {
		t.Errorf("stored run %s, event says %s", stored.Status, run.Status)
	}
	return run
}

func waitRun(t *testing.T, ev *events, runID string) *trajectory.Run {
	t.Helper()
	fin, _ := ev.wait(0, "run:finished", named("run:finished", map[string]string{"runId": runID}))
	var p studio.RunFinished
	if err := json.Unmarshal(fin.Payload, &p); err != nil {
		t.Fatal(err)
	}
	steps := 0
	ev.mu.Lock()
	for _, e := range ev.list {
		var rs studio.RunStep
		if e.Name == "run:step" && json.Unmarshal(e.Payload, &rs) == nil && rs.RunID == runID {
			steps++
		}
	}
	ev.mu.Unlock()
	if steps != len(p.Run.Steps) {
		t.Errorf("run %s: %d run:step events for %d steps", runID, steps, len(p.Run.Steps))
	}
	return p.Run
}

// TestAStepRefusedOffSiteOffersTheSiteToAllow: a run whose step goes to a
// site the flow may not visit fails naming that site, in the app's words
// (no command-line flag), and once the site is added to the flow's other
// sites (setSites) the same run passes.
func TestAStepRefusedOffSiteOffersTheSiteToAllow(t *testing.T) {
	home, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { home.Close() })
	pay, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pay.Close() })
	s := startServer(t, nil)
	ev := s.events()
	tr := trajectory.Trajectory{Name: "Pays elsewhere", StartURL: home.URL() + "/login.html", Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionGoto, URL: pay.URL() + "/shop.html"},
		{ID: "s2", Action: trajectory.ActionAssertURL, URL: "/shop.html"},
	}}
	var saved trajectory.Trajectory
	s.must("SaveTrajectory", &saved, tr)

	red := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID})
	step := red.Steps[0]
	if red.Status != trajectory.StatusFailed || step.OffSite != pay.URL() {
		t.Fatalf("run: %s, step 1 names %q as the site to allow (want %s): %s", red.Status, step.OffSite, pay.URL(), step.Error)
	}
	if want := "add " + pay.URL() + " to Other sites"; !strings.Contains(step.Error, want) || strings.Contains(step.Error+red.Error, "--allow-origin") {
		t.Errorf("step 1 says %q; want the app's words (%q), no command-line flag", step.Error, want)
	}

	var edited studio.EditResult
	s.must("EditTrajectory", &edited, saved, []studio.Edit{{Op: "setSites", Sites: []string{pay.URL() + "/checkout"}}})
	if got := edited.Trajectory.AllowedOrigins; len(got) != 1 || got[0] != pay.URL() {
		t.Fatalf("the flow's other sites: %q, want [%s]", got, pay.URL())
	}
	var allowed trajectory.Trajectory
	s.must("SaveTrajectory", &allowed, edited.Trajectory)
	if green := runAndWait(t, s, ev, studio.RunOptions{TrajectoryID: saved.ID}); green.Status != trajectory.StatusPassed {
		t.Fatalf("run once the site is allowed: %s (%s)", green.Status, green.Error)
	}
}
