package studio

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/keychain"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Session kinds.
const (
	KindRecord = "record"
	KindRun    = "run"
)

// session is one browser page with its mirror: a recording (an agent
// recording into a draft) or the page a run left open.
type session struct {
	id      string
	kind    string
	bs      *browser.Session
	browser *browser.Browser
	page    playwright.Page
	mirror  *mirror
	model   string

	// stateMu orders session:state events: reading the state and sending
	// it happen under it, so a stale "busy" can never arrive after "idle".
	stateMu sync.Mutex

	mu     sync.Mutex
	busy   string // "", "instruction" or "run"
	what   string // the instruction under way
	cancel context.CancelFunc
	agent  *agent.Agent
	// resolving reads instructions on a session with no agent of its own
	// (ResolveStep); made on first use.
	resolving *agent.Agent
	// resolvingWith is the Settings resolving was made with (resolvingWith).
	resolvingWith string
	draft         *trajectory.Trajectory
	vals          map[string]string
	saved         string // JSON of the draft when last loaded or saved
	// stable is a copy of the draft taken before the agent started
	// appending to it; readers use it while an instruction runs.
	stable *trajectory.Trajectory
	// stableVals is a copy of vals taken with stable: the recorder adds
	// to vals (a password typed literally becomes a secret value) while
	// the mirror's goroutine reads which values to mask.
	stableVals map[string]string
	runID      string
	trajID     string
	// results are the recorded steps' results by step id, kept with the
	// saved revision as its recording (GetRecording).
	results map[string]trajectory.StepResult

	// teardown closes the mirror and page and releases the browser
	// exactly once, however many callers drop the session (a run ending,
	// the user closing it, a new run replacing it, the studio closing).
	teardown sync.Once
}

// SessionOptions start a session (docs/api.md §4).
type SessionOptions struct {
	URL          string                `json:"url,omitempty"`
	Name         string                `json:"name,omitempty"`
	Model        string                `json:"model,omitempty"`
	TrajectoryID string                `json:"trajectoryId,omitempty"`
	Variables    []trajectory.Variable `json:"variables,omitempty"`
	Values       map[string]string     `json:"values,omitempty"`
}

// Viewport is a page size in CSS pixels.
type Viewport struct {
	Width  int `json:"width"`
	Height int `json:"height"`
}

// SessionInfo describes a session.
type SessionInfo struct {
	ID         string                 `json:"id"`
	Kind       string                 `json:"kind"`
	URL        string                 `json:"url"`
	Title      string                 `json:"title"`
	Model      string                 `json:"model"`
	Busy       bool                   `json:"busy"`
	Viewport   Viewport               `json:"viewport"`
	Trajectory *trajectory.Trajectory `json:"trajectory"`
	Dirty      bool                   `json:"dirty"`
	RunID      string                 `json:"runId,omitempty"`
}

// SessionState is the payload of session:state (latest-only per session).
type SessionState struct {
	SessionID   string `json:"sessionId"`
	Busy        bool   `json:"busy"`
	URL         string `json:"url"`
	Title       string `json:"title"`
	Instruction string `json:"instruction,omitempty"`
	StepCount   int    `json:"stepCount"`
	Dirty       bool   `json:"dirty"`
}

// CoalesceKey makes session states latest-only per session.
func (s SessionState) CoalesceKey() string { return s.SessionID }

// SessionStep is the payload of session:step.
type SessionStep struct {
	SessionID string                `json:"sessionId"`
	Step      trajectory.Step       `json:"step"`
	Result    trajectory.StepResult `json:"result"`
	Index     int                   `json:"index"`
	// Provenance says who resolved the step and what it cost; nil for
	// steps a goal recorded (its agent:event log has the costs).
	Provenance *StepProvenance `json:"provenance,omitempty"`
}

// SessionError is the payload of session:error.
type SessionError struct {
	SessionID   string `json:"sessionId"`
	Instruction string `json:"instruction"`
	Error       *Error `json:"error"`
}

// SessionRef is the payload of session:closed.
type SessionRef struct {
	SessionID string `json:"sessionId"`
}

func newID(prefix string) string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return prefix + hex.EncodeToString(b)
}

// StartSession opens a page at opts.URL (or the trajectory's start URL)
// with the live mirror, ready to record instructions into a draft: a new
// one, or the latest revision of opts.TrajectoryID.
func (s *Studio) StartSession(opts SessionOptions) (SessionInfo, error) {
	// An address typed without a scheme is kept as it is opened (see
	// gotoURL): the flow's start URL, and every export of it, has one.
	draft := &trajectory.Trajectory{Version: trajectory.FormatVersion, Name: strings.TrimSpace(opts.Name), StartURL: navpolicy.Normalize(opts.URL)}
	if opts.TrajectoryID != "" {
		t, err := s.GetTrajectory(opts.TrajectoryID)
		if err != nil {
			return SessionInfo{}, err
		}
		draft = t
		if opts.URL == "" {
			opts.URL = t.StartURL
		}
	} else {
		for _, v := range opts.Variables {
			if v.Secret {
				v.Default = ""
			}
			draft.Variables = append(draft.Variables, v)
		}
		if draft.Name == "" {
			draft.Name = "New recording"
		}
	}
	if strings.TrimSpace(opts.URL) == "" {
		return SessionInfo{}, errorf(CodeBadRequest, "a session needs a URL to open: enter the address of the page to record")
	}
	if p := trajectory.NameProblem(draft.Name); p != "" && opts.TrajectoryID == "" {
		// Said now, not when the recording is saved.
		return SessionInfo{}, &Error{Code: CodeInvalid, Message: p, Details: []Problem{{Field: "name", Message: p}}}
	}
	vals := map[string]string{}
	for k, v := range opts.Values {
		vals[k] = v
	}
	set, _ := s.GetSettings()
	modelName := strings.TrimSpace(opts.Model)
	if modelName == "" {
		modelName = set.Model
	}
	model, err := s.openModel(modelName, set)
	if err != nil {
		return SessionInfo{}, err
	}
	ss, err := s.openSession(KindRecord, set, "")
	if err != nil {
		return SessionInfo{}, err
	}
	player := replay.NewPlayer(ss.page, replay.Options{Blobs: s.store, ScreenshotEachStep: true, StepTimeout: stepTimeout(set), Nav: s.opts.Nav})
	ss.mu.Lock()
	ss.model = modelName
	ss.agent = agent.New(draft, player, vals, agent.Options{Model: model, Cache: s.store, ResolverOff: set.ResolverOff})
	ss.draft, ss.vals = draft, vals
	ss.saved = draftJSON(draft)
	ss.mu.Unlock()
	if err := s.gotoURL(ss, opts.URL); err != nil {
		s.dropSession(ss)
		return SessionInfo{}, err
	}
	info := s.sessionInfo(ss)
	s.emit.Emit(EvSessionOpened, info)
	return info, nil
}

func stepTimeout(set Settings) time.Duration {
	return time.Duration(set.StepTimeoutMS) * time.Millisecond
}

// noKeyWords says what to do about a model whose provider has no API
// key: add it in Settings (where the machine has a keychain), or set the
// provider's environment variable before starting Reprise; orLocal adds
// the local model as the other way on. The sentence is llm.NoKeyWords',
// as on the command line.
func (s *Studio) noKeyWords(model string, orLocal bool) string {
	provider, _, _ := strings.Cut(model, "/")
	ways := []string{}
	if _, err := s.keys.Get(provider); err == nil || errors.Is(err, keychain.ErrNotFound) {
		ways = append(ways, "add it in Settings → Models")
	}
	if env := llm.KeyEnv(provider); len(env) > 0 {
		ways = append(ways, "set "+env[0]+" before starting Reprise")
	}
	if orLocal {
		ways = append(ways, "pick the local model")
	}
	return llm.NoKeyWords(model, ways...)
}

// keySource reads a provider's key from the app's keychain; a missing
// key is no error (the vendor's environment variable is tried next).
func (s *Studio) keySource(provider string) (string, error) {
	k, err := s.keys.Get(provider)
	if err != nil {
		return "", nil
	}
	return k, nil
}

// openModel returns the model for a model string; nil for "local".
func (s *Studio) openModel(name string, set Settings) (llm.Model, error) {
	if name == "" || name == "local" {
		return nil, nil
	}
	m, err := llm.New(name, llm.Options{BaseURL: set.BaseURL, MaxRetries: llm.DefaultMaxRetries, KeySource: s.keySource})
	if err != nil {
		e := AsError(err)
		if e.Code == CodeNoKey {
			e.Message = s.noKeyWords(name, true)
		} else if e.Code == CodeInternal {
			e.Code = CodeBadRequest
		}
		return nil, e
	}
	return m, nil
}

// openSession opens a browser page with its mirror and registers it;
// trajID names the trajectory a run session shows.
func (s *Studio) openSession(kind string, set Settings, trajID string) (*session, error) {
	bs, b, err := s.newBrowserSession()
	if err != nil {
		return nil, err
	}
	ss := &session{id: newID(kind[:3] + "-"), kind: kind, bs: bs, browser: b, page: bs.Page, model: "local", trajID: trajID}
	w, h := set.Browser.Width, set.Browser.Height
	if vs := bs.Page.ViewportSize(); vs != nil {
		w, h = vs.Width, vs.Height
	}
	if m, err := startMirror(bs.Context, bs.Page, ss.id, w, h, s.emit, func() []string { return s.secretsOf(ss) }); err != nil {
		s.logf("session %s: no live mirror: %v", ss.id, err)
	} else {
		ss.mirror = m
	}
	s.mu.Lock()
	s.sessions[ss.id] = ss
	s.mu.Unlock()
	return ss, nil
}

// gotoURL opens u (placeholders expanded) on the session's page.
func (s *Studio) gotoURL(ss *session, u string) error {
	ss.mu.Lock()
	vals := ss.values()
	ss.mu.Unlock()
	full, missing := trajectory.Expand(strings.TrimSpace(u), vals)
	if missing != "" {
		return errorf(CodeMissingVariable, "the URL refers to {{%s}}, which has no value: enter one", missing)
	}
	full = navpolicy.Normalize(full)
	if err := s.opts.Nav.CheckURL(full); err != nil {
		return errorf(CodeBadRequest, "%s", err.Error())
	}
	if _, err := ss.page.Goto(full, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateDomcontentloaded}); err != nil {
		return &Error{Code: CodeBrowser, Message: fmt.Sprintf("opening %s: %s%s", full, firstLine(err.Error()), browser.CheckSiteHint(err.Error())), err: err}
	}
	s.emitState(ss)
	return nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// session returns the open session with id.
func (s *Studio) session(id string) (*session, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ss, ok := s.sessions[id]
	if !ok {
		return nil, errorf(CodeNotFound, "session %q is not open (it was closed, or the app restarted): start a new one", id)
	}
	return ss, nil
}

func draftJSON(t *trajectory.Trajectory) string {
	data, _ := json.Marshal(t)
	return string(data)
}

// sessionInfo describes ss; it locks ss.
func (s *Studio) sessionInfo(ss *session) SessionInfo {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	info := SessionInfo{ID: ss.id, Kind: ss.kind, URL: ss.page.URL(), Model: ss.model, Busy: ss.busy != "", RunID: ss.runID}
	if vs := ss.page.ViewportSize(); vs != nil {
		info.Viewport = Viewport{Width: vs.Width, Height: vs.Height}
	}
	info.Title, _ = ss.page.Title()
	if d := ss.current(); d != nil {
		info.Trajectory = d.Clone()
		info.Dirty = draftJSON(d) != ss.saved
	}
	return info
}

// hasDraft reports whether the session records into a draft.
func (ss *session) hasDraft() bool {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return ss.draft != nil
}

// current is the draft as readers may see it; ss.mu held.
func (ss *session) current() *trajectory.Trajectory {
	if ss.stable != nil {
		return ss.stable
	}
	return ss.draft
}

func (s *Studio) emitState(ss *session) {
	ss.stateMu.Lock()
	defer ss.stateMu.Unlock()
	ss.mu.Lock()
	st := SessionState{SessionID: ss.id, Busy: ss.busy != "", URL: ss.page.URL(), Instruction: ss.what}
	if d := ss.current(); d != nil {
		st.StepCount = len(d.Steps)
		st.Dirty = draftJSON(d) != ss.saved
	}
	ss.mu.Unlock()
	s.emit.Emit(EvSessionState, st)
}

// GetSession describes an open session.
func (s *Studio) GetSession(id string) (SessionInfo, error) {
	ss, err := s.session(id)
	if err != nil {
		return SessionInfo{}, err
	}
	return s.sessionInfo(ss), nil
}

// ListSessions describes every open session.
func (s *Studio) ListSessions() ([]SessionInfo, error) {
	s.mu.Lock()
	list := make([]*session, 0, len(s.sessions))
	for _, ss := range s.sessions {
		list = append(list, ss)
	}
	s.mu.Unlock()
	out := []SessionInfo{}
	for _, ss := range list {
		out = append(out, s.sessionInfo(ss))
	}
	return out, nil
}

// begin marks ss busy with what and returns the context of the work.
func (s *Studio) begin(ss *session, busy, what string) (context.Context, func(), error) {
	ss.mu.Lock()
	if ss.busy != "" {
		cur := ss.busy
		ss.mu.Unlock()
		return nil, nil, errorf(CodeBusy, "the page is busy with %s: wait for it or cancel it", withArticle(cur))
	}
	ctx, cancel := context.WithCancel(s.ctx)
	ss.busy, ss.what, ss.cancel = busy, what, cancel
	ss.mu.Unlock()
	s.emitState(ss)
	end := func() {
		cancel()
		ss.mu.Lock()
		ss.busy, ss.what, ss.cancel = "", "", nil
		ss.mu.Unlock()
		s.emitState(ss)
	}
	return ctx, end, nil
}

// InstructResult is what one instruction did (agent.ActResult) plus the
// draft after it.
type InstructResult struct {
	*agent.ActResult
	Trajectory *trajectory.Trajectory `json:"trajectory"`
}

// Instruct resolves and performs one instruction in a recording session
// and appends its steps to the draft. Cancel(sessionID) stops it. On
// failure nothing is appended.
func (s *Studio) Instruct(sessionID, instruction string) (InstructResult, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return InstructResult{}, err
	}
	instruction = strings.TrimSpace(instruction)
	if instruction == "" {
		return InstructResult{}, errorf(CodeBadRequest, "the instruction is empty: type what to do, e.g. \"click Sign in\"")
	}
	ss.mu.Lock()
	ag := ss.agent
	ss.mu.Unlock()
	if ag == nil {
		return InstructResult{}, errorf(CodeBadRequest, "session %s shows a run; start a recording session to add steps", sessionID)
	}
	ctx, end, err := s.begin(ss, "instruction", instruction)
	if err != nil {
		return InstructResult{}, err
	}
	defer end()
	ss.mu.Lock()
	first := len(ss.draft.Steps)
	secrets := ss.draft.SecretValues(ss.draft.Values(ss.vals))
	ss.hold()
	ss.mu.Unlock()
	// The agent appends to the draft; readers see the stable copy, and
	// writers (UpdateDraft, SaveSession) are refused while busy.
	res, actErr := ag.Act(ctx, instruction)
	ss.mu.Lock()
	ss.stable, ss.stableVals = nil, nil
	ss.mu.Unlock()
	if actErr != nil {
		e := AsError(actErr)
		if ctx.Err() != nil {
			e = &Error{Code: CodeCancelled, Message: fmt.Sprintf("instruction %q cancelled; nothing was recorded", instruction), err: actErr}
		}
		e = maskError(e, secrets)
		switch e.Code {
		case CodeInternal:
			e = &Error{Code: CodeBrowser, Message: e.Message + " — " + notRecorded(actErr), err: actErr}
		case CodeNeedsModel:
			e = &Error{Code: CodeNeedsModel, Message: e.Message + " — " + needsModelNext, err: actErr}
		}
		s.emit.Emit(EvSessionError, SessionError{SessionID: ss.id, Instruction: trajectory.Mask(instruction, secrets), Error: e})
		return InstructResult{}, e
	}
	ss.mu.Lock()
	draft := ss.draft.Clone()
	ss.mu.Unlock()
	s.recordSteps(ss, res, first, ag.ModelName())
	if n := len(res.Steps); n > 0 {
		s.highlightAfter(ss, &res.Steps[n-1])
	}
	return InstructResult{ActResult: res, Trajectory: draft}, nil
}

func maskError(e *Error, secrets []string) *Error {
	if len(secrets) == 0 {
		return e
	}
	c := *e
	c.Message = trajectory.Mask(c.Message, secrets)
	return &c
}

// UpdateDraft replaces a recording session's draft (edits made while
// recording); later instructions append to it.
func (s *Studio) UpdateDraft(sessionID string, t *trajectory.Trajectory) (SessionInfo, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return SessionInfo{}, err
	}
	if t == nil {
		return SessionInfo{}, errorf(CodeBadRequest, "no trajectory given")
	}
	if !ss.hasDraft() {
		return SessionInfo{}, errorf(CodeBadRequest, "session %s shows a run and has no draft", sessionID)
	}
	_, end, err := s.begin(ss, "draft update", "")
	if err != nil {
		return SessionInfo{}, err
	}
	c := t.Clone()
	ss.mu.Lock()
	if ss.draft.ID != "" && c.ID != ss.draft.ID {
		ss.mu.Unlock()
		end()
		return SessionInfo{}, errorf(CodeBadRequest, "the draft given is trajectory %q, but the session edits %q", c.ID, ss.draft.ID)
	}
	*ss.draft = *c // the agent records into this very value
	ss.mu.Unlock()
	end()
	return s.sessionInfo(ss), nil
}

// AllowOrigin lets the session's flow visit origin (an address's scheme,
// host and port, e.g. "https://pay.example.com"): it is added to the
// draft's allowed origins, so the step that was refused for leaving the
// flow's sites (CodeOffSite) can be tried again. Saved with the draft.
func (s *Studio) AllowOrigin(sessionID, origin string) (SessionInfo, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return SessionInfo{}, err
	}
	o, err := navpolicy.WebOrigin(origin)
	if err != nil {
		return SessionInfo{}, errorf(CodeBadRequest, "%s", err)
	}
	if !ss.hasDraft() {
		return SessionInfo{}, errorf(CodeBadRequest, "this page shows a run; allow sites while recording or editing")
	}
	ss.mu.Lock()
	if ss.busy != "" {
		// The recorder reads the draft's sites while it acts.
		ss.mu.Unlock()
		return SessionInfo{}, errorf(CodeBusy, "a step is being recorded: allow the site once it has finished")
	}
	if !slices.Contains(ss.draft.AllowedOrigins, o) {
		ss.draft.AllowedOrigins = append(ss.draft.AllowedOrigins, o)
	}
	ss.mu.Unlock()
	return s.sessionInfo(ss), nil
}

// SaveSession stores the session's draft as a new revision (creating the
// trajectory on the first save); the session then edits that trajectory.
func (s *Studio) SaveSession(sessionID, name string) (*trajectory.Trajectory, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return nil, err
	}
	if !ss.hasDraft() {
		return nil, errorf(CodeBadRequest, "session %s shows a run and has no draft to save", sessionID)
	}
	_, end, err := s.begin(ss, "save", "")
	if err != nil {
		return nil, err
	}
	defer end()
	ss.mu.Lock()
	c := ss.draft.Clone()
	ss.mu.Unlock()
	if n := strings.TrimSpace(name); n != "" {
		c.Name = n
	}
	saved, err := s.SaveTrajectory(c)
	if err != nil {
		return nil, err
	}
	ss.mu.Lock()
	ss.draft.ID, ss.draft.Name, ss.draft.Revision = saved.ID, saved.Name, saved.Revision
	ss.draft.CreatedAt, ss.draft.UpdatedAt, ss.draft.Version = saved.CreatedAt, saved.UpdatedAt, saved.Version
	ss.saved = draftJSON(ss.draft)
	rec := recording(saved, ss.results)
	ss.mu.Unlock()
	if rec != nil {
		if err := s.store.SaveRun(rec); err != nil {
			s.logf("keeping the recording of %s revision %d: %v", saved.ID, saved.Revision, err)
		}
	}
	return saved, nil
}

// Navigate moves a session's page to url without recording a step.
func (s *Studio) Navigate(sessionID, url string) (SessionInfo, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return SessionInfo{}, err
	}
	_, end, err := s.begin(ss, "navigation", url)
	if err != nil {
		return SessionInfo{}, err
	}
	err = s.gotoURL(ss, url)
	end()
	if err != nil {
		return SessionInfo{}, err
	}
	return s.sessionInfo(ss), nil
}

// GetMirrorFrame returns the newest mirror frame of a session, or nil
// before the first one.
func (s *Studio) GetMirrorFrame(sessionID string) (*MirrorFrame, error) {
	ss, err := s.session(sessionID)
	if err != nil {
		return nil, err
	}
	if ss.mirror == nil {
		return nil, nil
	}
	return ss.mirror.Latest(), nil
}

// CloseSession cancels what the session is doing and closes its page.
// Unsaved steps are dropped.
func (s *Studio) CloseSession(sessionID string) error {
	ss, err := s.session(sessionID)
	if err != nil {
		return err
	}
	ss.mu.Lock()
	if ss.cancel != nil {
		ss.cancel()
	}
	ss.mu.Unlock()
	s.dropSession(ss)
	return nil
}

// dropSession unregisters ss and closes its mirror and page. It may be
// called any number of times, concurrently: the teardown runs once.
func (s *Studio) dropSession(ss *session) {
	s.mu.Lock()
	delete(s.sessions, ss.id)
	for id, r := range s.runs {
		if r.sessionID == ss.id && r.finished() {
			delete(s.runs, id)
		}
	}
	s.mu.Unlock()
	ss.teardown.Do(func() {
		if ss.mirror != nil {
			ss.mirror.close()
		}
		if err := ss.bs.Close(); err != nil && !errors.Is(err, playwright.ErrTargetClosed) {
			s.logf("closing session %s: %v", ss.id, err)
		}
		s.releaseBrowser(ss.browser)
		s.emit.Emit(EvSessionClosed, SessionRef{SessionID: ss.id})
	})
}

// freeze lets readers see a copy of the draft while an agent or the
// recorder appends to it (writers are refused while the session is busy);
// it returns how many steps the draft had. thaw ends it.
func (ss *session) freeze() int {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	ss.hold()
	return len(ss.draft.Steps)
}

// hold takes the copies readers see while the session is busy; ss.mu held.
func (ss *session) hold() {
	ss.stable = ss.draft.Clone()
	ss.stableVals = maps.Clone(ss.vals)
}

// values are the draft's values as readers may see them (defaults, then
// the values given); ss.mu held. Empty when the session records nothing.
func (ss *session) values() map[string]string {
	switch {
	case ss.stable != nil:
		return ss.stable.Values(ss.stableVals)
	case ss.draft != nil:
		return ss.draft.Values(ss.vals)
	}
	return map[string]string{}
}

// secrets are the secret values among values(); ss.mu held.
func (ss *session) secrets() []string {
	if t := ss.current(); t != nil {
		return t.SecretValues(ss.values())
	}
	return nil
}

// thaw ends freeze: it returns the steps appended since first and a copy
// of the draft as it is now.
func (ss *session) thaw(first int) ([]trajectory.Step, *trajectory.Trajectory) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	ss.stable, ss.stableVals = nil, nil
	appended := append([]trajectory.Step(nil), ss.draft.Steps[min(first, len(ss.draft.Steps)):]...)
	return appended, ss.draft.Clone()
}
