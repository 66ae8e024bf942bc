package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// common holds the flags shared by commands that open a store or browser.
type common struct {
	store       string
	browserPath string
	cdp         string
	ws          string
	headed      bool
	viewport    string
	nav         navFlags
	scale       scaleFlags
	// notices is where the store's notices go (the command's stderr).
	notices io.Writer
	// readOnly marks a command that only reads the store (ls, show,
	// export): a store that does not exist is said so, not made.
	readOnly bool
}

func (c *common) register(fs *flag.FlagSet) {
	fs.StringVar(&c.store, "store", "", "store directory")
	fs.StringVar(&c.browserPath, "browser", "", "browser executable")
	c.scale.register(fs, &c.cdp, &c.ws)
	fs.BoolVar(&c.headed, "headed", false, "show the browser window")
	c.viewport = "1280x800"
	fs.Func("viewport", "viewport WxH (default 1280x800)", func(v string) error {
		_, _, err := parseViewport(v) // refused as the flags are parsed
		c.viewport = v
		return err
	})
	c.nav.register(fs)
	c.notices = fs.Output()
}

// openStore opens the store for a command that works with it for a while
// (name: "reprise run"), or, when the desktop app or reprise serve holds
// it, connects to that process (sharedstore): either way the command
// sees the same store. While the command holds the store itself, brief
// commands in other terminals (openStoreBrief) use it through this one.
func (c *common) openStore(name string) (sharedstore.Store, error) {
	return c.open(sharedstore.Options{Serve: name})
}

// openStoreBrief opens the store for a command that reads or makes one
// change and ends (ls, show, export, import): it may also go through
// another command holding the store.
func (c *common) openStoreBrief() (sharedstore.Store, error) {
	return c.open(sharedstore.Options{Brief: true})
}

func (c *common) open(opts sharedstore.Options) (sharedstore.Store, error) {
	dir := c.store
	if dir == "" {
		d, err := cache.DefaultDir()
		if err != nil {
			return nil, err
		}
		dir = d
	}
	notices := c.notices
	if notices == nil {
		notices = os.Stderr
	}
	opts.Notice = func(s string) { fmt.Fprintln(notices, s) }
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		switch {
		case c.readOnly:
			// Reading makes nothing: a mistyped --store is said so.
			return nil, &noStoreError{dir: dir, chosen: c.store != ""}
		case c.store != "":
			// A mistyped --store would otherwise read as an empty library.
			fmt.Fprintf(notices, "reprise: there was no store in %s: it is made now, empty (check --store if you meant another)\n", dir)
		}
	}
	return sharedstore.Open(dir, opts)
}

// noStoreError is a command that only reads the store given a store
// directory that does not exist.
type noStoreError struct {
	dir string
	// chosen is set when the directory was given with --store.
	chosen bool
}

func (e *noStoreError) Error() string {
	if e.chosen {
		return fmt.Sprintf("there is no store in %s: check --store (reprise record or reprise import makes a store where there is none)", e.dir)
	}
	return fmt.Sprintf("there is no store in %s yet: record a flow (reprise record) or import one (reprise import) to make it", e.dir)
}

func (c *common) launch(ctx context.Context, stderr io.Writer) (*browser.Browser, *browser.Session, error) {
	b, err := c.launchBrowser(ctx, stderr)
	if err != nil {
		return nil, nil, err
	}
	s, err := b.NewSession(ctx)
	if err != nil {
		b.Close()
		return nil, nil, err
	}
	return b, s, nil
}

// launchBrowser launches the browser, or connects to --cdp-endpoint or
// --ws-endpoint, with no session: callers that run many sessions (reprise
// run) open their own.
func (c *common) launchBrowser(ctx context.Context, stderr io.Writer) (*browser.Browser, error) {
	w, h, err := parseViewport(c.viewport)
	if err != nil {
		return nil, err
	}
	opts := c.browserOptions(w, h, stderr)
	if err := c.scale.apply(&opts); err != nil {
		return nil, err
	}
	return browser.Launch(ctx, opts)
}

func (c *common) browserOptions(w, h int, stderr io.Writer) browser.Options {
	return browser.Options{
		Headless:    !c.headed,
		Viewport:    browser.Viewport{Width: w, Height: h},
		BrowserPath: c.browserPath,
		CDPEndpoint: c.cdp,
		WSEndpoint:  c.ws,
		Driver:      browser.DriverOptions{Log: func(s string) { fmt.Fprintln(stderr, s) }},
	}
}

// openAll opens the store for the command name (openStore), then the
// browser and one session; the caller closes all three. The store comes
// first: a store that cannot be used fails the command before the
// driver and the browser start.
func (c *common) openAll(ctx context.Context, stderr io.Writer, name string) (sharedstore.Store, *browser.Browser, *browser.Session, error) {
	st, err := c.openStore(name)
	if err != nil {
		return nil, nil, nil, err
	}
	b, sess, err := c.launch(ctx, stderr)
	if err != nil {
		st.Close()
		return nil, nil, nil, err
	}
	return st, b, sess, nil
}

// The viewport sizes the CLI accepts: the studio's bounds (its settings'
// browser.width and browser.height).
const (
	minViewportW, minViewportH = 200, 200
	maxViewportW, maxViewportH = 7680, 4320
)

func parseViewport(s string) (int, int, error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil || w <= 0 || h <= 0 {
		return 0, 0, fmt.Errorf("--viewport wants WIDTHxHEIGHT such as 1280x800, got %q", s)
	}
	if w < minViewportW || h < minViewportH || w > maxViewportW || h > maxViewportH {
		return 0, 0, fmt.Errorf("--viewport %dx%d is out of range: from %dx%d to %dx%d", w, h, minViewportW, minViewportH, maxViewportW, maxViewportH)
	}
	return w, h, nil
}

func fail(stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, "reprise: "+format+"\n", args...)
	return 2
}

func cmdRecord(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("record", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c common
	c.register(fs)
	var m modelFlags
	m.register(fs)
	var v varFlags
	v.register(fs)
	startURL := fs.String("url", "", "start URL (required)")
	name := fs.String("name", "", "trajectory name")
	instrs, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if *startURL == "" || len(instrs) == 0 {
		return fail(stderr, "record needs --url and at least one instruction")
	}
	if err := v.load(os.Environ()); err != nil {
		return fail(stderr, "%v", err)
	}
	model, err := m.open(stderr)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	t, err := c.nav.newFlow(*name, *startURL)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if p := trajectory.NameProblem(t.Name); p != "" {
		return fail(stderr, "--name: %s", p)
	}
	if t.Name == "" {
		t.Name = instrs[0] // shortened below, once a password in it is concealed
	}
	vals := v.declare(t)
	st, b, sess, err := c.openAll(ctx, stderr, "reprise record")
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer st.Close()
	defer b.Close()
	defer sess.Close()
	a := newAgent(t, sess, vals, model, &m, st)
	c.nav.apply(a)
	// Ctrl+C says what it leaves, as a failed instruction does.
	var recorded atomic.Int32
	setStopNote(func() string { return interrupted(int(recorded.Load()), len(instrs)) })
	defer setStopNote(nil)
	if err := recordInstructions(ctx, a, instrs, stderr, func(n int) { recorded.Store(int32(n)) }); err != nil {
		if ctx.Err() != nil {
			if note := takeStopNote(); note != "" {
				fmt.Fprintf(stderr, "reprise: %s\n", note)
			}
			return 1
		}
		fmt.Fprintf(stderr, "reprise: %v\n%s\n", err, notSaved(err))
		return 1
	}
	setStopNote(func() string {
		return "stopped while saving the flow: it may not be saved (reprise ls shows whether it is); if it is not, run the command again: its instructions replay from the act cache with no model call"
	})
	// The default name is the first instruction: it must not keep a
	// password typed literally into it, nor be longer than a name may be.
	a.Trajectory().Name = trajectory.ShortName(a.Recorder().Conceal(a.Trajectory().Name))
	if *name != "" {
		// Recording a named flow again makes its next revision, as agent
		// --save does (the earlier ones are kept: reprise revisions).
		said, saved, err := saveRun(st, a.Trajectory())
		if err != nil {
			return fail(stderr, "saving trajectory: %v", err)
		}
		fmt.Fprintln(stderr, said)
		fmt.Fprintln(stdout, saved.ID)
		return 0
	}
	saved, err := st.SaveTrajectory(a.Trajectory())
	if err != nil {
		return fail(stderr, "saving trajectory: %v", err)
	}
	fmt.Fprintln(stdout, saved.ID)
	return 0
}

// notSaved says what a recording that failed with err (recordInstructions'
// error) leaves: no flow, but the act cache keeps the instructions that
// worked, so running the command again costs no model call for them.
func notSaved(err error) string {
	var ie *instructionError
	if !errors.As(err, &ie) || ie.n < 2 {
		return "the flow was not saved"
	}
	worked, replays := "instruction 1 worked and is", "it replays"
	if ie.n > 2 {
		worked, replays = fmt.Sprintf("instructions 1 to %d worked and are", ie.n-1), "they replay"
	}
	return fmt.Sprintf("the flow was not saved; %s kept in the act cache: change instruction %d and run the command again, and %s from the cache with no model call",
		worked, ie.n, replays)
}

// interrupted says what a recording stopped by a signal leaves, done of
// total instructions recorded: no flow, and the act cache's instructions,
// as notSaved says for a failed one.
func interrupted(done, total int) string {
	if done == 0 {
		return "stopped before any instruction was recorded: the flow was not saved; run the command again to record it"
	}
	worked, replays := "instruction 1 worked and is", "it replays"
	if done > 1 {
		worked, replays = fmt.Sprintf("instructions 1 to %d worked and are", done), "they replay"
	}
	return fmt.Sprintf("stopped while recording instruction %d of %d: the flow was not saved; %s kept in the act cache: run the command again, and %s from the cache with no model call",
		done+1, total, worked, replays)
}

// instructionError is recordInstructions' error for the n-th (from 1)
// instruction.
type instructionError struct {
	n   int
	msg string
}

func (e *instructionError) Error() string { return e.msg }

// recordInstructions opens the trajectory's start URL and records every
// instruction with a, printing one line per step to w (an instruction may
// take two steps); done, when not nil, hears how many instructions are
// recorded after each one. On failure the error (an *instructionError) names the
// instruction, secrets masked, and the caller saves no flow. A value typed literally into a
// password field becomes a secret variable (the recorder does it); w
// says so, and no line shows the value.
func recordInstructions(ctx context.Context, a *agent.Agent, instrs []string, w io.Writer, done func(n int)) error {
	t := a.Trajectory()
	secrets := func() []string { return t.SecretValues(t.Values(a.Recorder().Values())) }
	if err := a.Recorder().Start(ctx); err != nil {
		return errors.New(trajectory.Redact(err.Error(), secrets()))
	}
	n := 0
	for i, in := range instrs {
		before := t.SecretNames()
		res, err := a.Act(ctx, in)
		if err != nil {
			return &instructionError{n: i + 1, msg: fmt.Sprintf("instruction %d: %s%s", i+1, trajectory.Redact(err.Error(), secrets()), whatNext(err, a.ModelName()))}
		}
		shown := a.Recorder().Conceal(in)
		for k, step := range res.Steps {
			n++
			how := winnerText(res.Results[len(res.Results)-len(res.Steps)+k])
			if res.ModelCalls > 0 {
				how += fmt.Sprintf(" (%s, %d tokens)", res.ResolvedBy, res.Usage.PromptTokens+res.Usage.CompletionTokens)
			} else if res.Cache == agent.CacheHit {
				how += " (act cache)"
			}
			fmt.Fprintf(w, "✓ %2d %-12s %-40s %4d ms  %s\n", n, step.Action, shown, res.Results[len(res.Results)-len(res.Steps)+k].DurationMS, trajectory.Redact(how, secrets()))
		}
		if res.CacheWhy != "" {
			fmt.Fprintf(w, "  act cache: %s\n", trajectory.Redact(res.CacheWhy, secrets()))
		}
		for _, name := range t.SecretNames() {
			if !slices.Contains(before, name) {
				fmt.Fprintf(w, "  note: the value typed into a password field is now the secret variable {{%s}}: it is not stored; "+
					"pass it when replaying with --secret %s=…, REPRISE_SECRET_%s or --vars-file\n", name, name, strings.ToUpper(name))
			}
		}
		if done != nil {
			done(i + 1)
		}
	}
	return nil
}

func winnerText(r trajectory.StepResult) string {
	if r.Winner == nil {
		return ""
	}
	return "via " + r.Winner.String()
}

// looksLikeFile reports whether ref names a trajectory file rather than a
// stored flow: it ends in .json or has a path separator.
func looksLikeFile(ref string) bool {
	return strings.HasSuffix(ref, ".json") || strings.ContainsRune(ref, os.PathSeparator)
}

// loadTrajectory reads a trajectory from a file path or the store.
func loadTrajectory(st sharedstore.Store, ref string) (*trajectory.Trajectory, error) {
	looksLikeFile := looksLikeFile(ref)
	if looksLikeFile {
		if _, err := os.Stat(ref); err == nil {
			return importer.LoadFlowFile(ref)
		}
	}
	t, err := findFlow(st, ref)
	if err != nil && looksLikeFile && cache.CheckTrajectoryID(ref) != nil {
		return nil, fmt.Errorf("there is no file %s (and a flow id has no dots or slashes): check the path, or give an id from reprise ls", ref)
	}
	return t, err
}

func cmdReplay(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c common
	c.register(fs)
	var v varFlags
	v.register(fs)
	asJSON := fs.Bool("json", false, "print the run as JSON")
	timeout := fs.Duration("timeout", replay.DefaultStepTimeout, "default per-step timeout")
	shots := fs.String("artifacts", "", "directory for failure and heal screenshots (default: artifacts in the store directory)")
	baseURL := fs.String("base-url", "", "replay the flow against this site: its start URL's origin is replaced (https://staging.example.com), as reprise run --base-url does")
	var hf healFlag
	hf.register(fs)
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) != 1 {
		return fail(stderr, "replay needs one trajectory id or file")
	}
	var base *url.URL
	if *baseURL != "" {
		if base, err = runner.ParseBaseURL(*baseURL); err != nil {
			return fail(stderr, "--base-url: %v", err)
		}
	}
	if fi, err := os.Stat(*shots); *shots != "" && err == nil && !fi.IsDir() {
		return fail(stderr, "--artifacts %s is a file: give a folder for the screenshots (it is made when missing)", *shots)
	}
	if err := v.load(os.Environ()); err != nil {
		return fail(stderr, "%v", err)
	}
	// With --json, a replay that cannot start still prints a JSON
	// document: scripts read stdout.
	failed := func(err error) int {
		if *asJSON {
			writeJSON(stdout, struct {
				Status string `json:"status"`
				Passed bool   `json:"passed"`
				Error  string `json:"error"`
			}{"error", false, err.Error()}, v.secretValues())
		}
		return fail(stderr, "%v", err)
	}
	// The store, the flow, its values and the healers are checked first:
	// a wrong id or a missing value fails before the driver and the
	// browser start.
	if !looksLikeFile(pos[0]) {
		c.readOnly = true // a run is recorded only in a store that has the flow
	}
	st, err := c.openStore("reprise replay")
	if err != nil {
		return failed(err)
	}
	defer st.Close()
	t, err := loadTrajectory(st, pos[0])
	if err != nil {
		return failed(err)
	}
	if err := v.checkUsed(t); err != nil {
		return failed(err)
	}
	for _, n := range v.envNotes(t) {
		fmt.Fprintln(stderr, n)
	}
	vars := v.valuesFor(t)
	if err := t.CheckValues(t.Values(vars)); err != nil {
		return failed(err)
	}
	// The flow as it plays: aimed at --base-url (the same rule as reprise
	// run); its runs and heals still belong to the stored flow.
	played := runner.Rebase(t, base)
	if err := c.nav.checkFlow(pos[0], played); err != nil {
		return failed(err)
	}
	hs, err := hf.healers()
	if err != nil {
		return failed(err)
	}
	b, sess, err := c.launch(ctx, stderr)
	if err != nil {
		return failed(err)
	}
	defer b.Close()
	defer sess.Close()
	// The run's id is given here, before it runs, so what is printed, the
	// JSON, the screenshots' names and the store's record agree also when
	// the store is another process's (sharedstore): run records belong to
	// stored flows; a trajectory file's run is reported and not kept (its
	// id may name no stored flow, or another one), and gets an id of its
	// own that names its screenshots apart from other runs'.
	runID := cache.NewRunID(time.Now())
	if trajectoryFile(pos[0]) != "" {
		runID = fileRunID(time.Now())
	}
	p := replay.NewPlayer(sess.Page, c.nav.options(replay.Options{StepTimeout: *timeout, Blobs: st, Heal: hf.policy, Healers: hs, Winners: cache.Winners(st)}))
	r := p.Run(ctx, played, vars)
	r.ID = runID
	// Replay masks the trajectory's secret variables; --secret and
	// REPRISE_SECRET_* may name others.
	secrets := append(t.SecretValues(t.Values(vars)), v.secretValues()...)
	trajectory.RedactRun(r, secrets)
	healed, err := applyHeals(st, t, trajectoryFile(pos[0]), r, hf.policy)
	if err != nil {
		fmt.Fprintf(stderr, "reprise: saving the healed trajectory: %v\n", err)
	}
	if trajectoryFile(pos[0]) == "" {
		if err := st.SaveRun(r); err != nil {
			fmt.Fprintf(stderr, "reprise: saving run record: %v\n", err)
		}
	}
	files := writeFailureShots(st, r, *shots)
	writeHealShots(st, r, *shots, files)
	if *asJSON {
		out := struct {
			*trajectory.Run
			Passed      bool              `json:"passed"`
			Screenshots map[string]string `json:"screenshotFiles,omitempty"`
			Healed      int               `json:"healed"`
			healOutcome
		}{r, r.Status == trajectory.StatusPassed, files, len(replay.Heals(r)), healed}
		writeJSON(stdout, out, secrets)
	} else {
		printReport(stdout, t, r, files)
		printHealSummary(stdout, t, r, healed)
	}
	if r.Status != trajectory.StatusPassed {
		return 1
	}
	return 0
}

// fileRunID is the id of a trajectory file's run, which is not stored:
// "file-" and the time it started, to the millisecond.
func fileRunID(started time.Time) string {
	return "file-" + strings.ReplaceAll(started.UTC().Format("20060102T150405.000"), ".", "-")
}

// writeFailureShots copies failure screenshots from the store to files a
// user can open, keyed by step id: into dir when the user chose one, else
// into the store's artifacts directory (artifactsDir). Screenshots show
// what was typed, so they get the store's permissions.
func writeFailureShots(st sharedstore.Store, r *trajectory.Run, dir string) map[string]string {
	out := map[string]string{}
	for _, s := range r.Steps {
		if s.Status != trajectory.StatusFailed || s.Screenshot == "" {
			continue
		}
		if path, ok := writeShot(st, s.Screenshot, dir, fmt.Sprintf("%s-step%d.png", r.ID, s.Index+1)); ok {
			out[s.StepID] = path
		}
	}
	return out
}

// artifactsDir is where screenshots go when the user chose no directory:
// "artifacts" inside the store directory, private like the store, never
// the shared temp directory. An in-memory store has none ("").
func artifactsDir(st sharedstore.Store) string {
	if st == nil || st.Dir() == "" {
		return ""
	}
	return filepath.Join(st.Dir(), "artifacts")
}

// runArtifactsDir is artifactsDir for reprise run, which opens the store
// only for stored ids: without an open store it is "artifacts" in the
// directory the store would use.
func runArtifactsDir(st sharedstore.Store, c *common) string {
	if d := artifactsDir(st); d != "" {
		return d
	}
	dir := c.store
	if dir == "" {
		d, err := cache.DefaultDir()
		if err != nil {
			return filepath.Join(".", "reprise-artifacts")
		}
		dir = d
	}
	return filepath.Join(dir, "artifacts")
}

// writeShot writes the blob key of st to dir/name (dir "" means
// artifactsDir) with mode 0600 in a directory created 0700.
func writeShot(st sharedstore.Store, key, dir, name string) (string, bool) {
	if dir == "" {
		dir = artifactsDir(st)
	}
	if dir == "" {
		return "", false
	}
	data, err := st.Blob(key)
	if err != nil {
		return "", false
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", false
	}
	path := filepath.Join(dir, name)
	if err := writePrivate(path, data); err != nil {
		return "", false
	}
	return path, true
}

// writePrivate writes data to path readable by the user only, also when
// path already exists with a looser mode.
func writePrivate(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func printReport(w io.Writer, t *trajectory.Trajectory, r *trajectory.Run, shots map[string]string) {
	fmt.Fprintf(w, "%s  (%s, revision %d)\n", t.Name, t.ID, t.Revision)
	for _, s := range r.Steps {
		instr := t.Steps[s.Index].Instruction
		if instr == "" {
			instr = string(s.Action)
		}
		fmt.Fprintf(w, "%s %2d %-40s %5d ms  %s\n", runner.StepMark(s.Status), s.Index+1, instr, s.DurationMS, winnerText(s))
		if s.Status == trajectory.StatusFailed {
			fmt.Fprintf(w, "     error: %s\n", s.Error)
			for _, t := range s.PageSays {
				fmt.Fprintf(w, "     the page says: %q\n", t)
			}
			for _, a := range s.Attempts {
				fmt.Fprintf(w, "     tried %-45s → %s\n", a.Locator.String(), a.Outcome)
			}
			if p := shots[s.StepID]; p != "" {
				fmt.Fprintf(w, "     screenshot: %s\n", p)
			}
		}
		if s.Status == trajectory.StatusCancel {
			fmt.Fprintf(w, "     %s\n", s.Error)
		}
		printHealLines(w, s, shots)
	}
	// A run can fail before any step (the start page did not open, a
	// variable has no value): its error is then the only reason.
	if r.Status != trajectory.StatusPassed && r.Error != "" && !slices.ContainsFunc(r.Steps, func(s trajectory.StepResult) bool {
		return s.Status == trajectory.StatusFailed || s.Status == trajectory.StatusCancel
	}) {
		fmt.Fprintf(w, "  error: %s\n", r.Error)
	}
	dur := r.FinishedAt.Sub(r.StartedAt).Round(time.Millisecond)
	fmt.Fprintf(w, "%s in %s, %d LLM calls (run %s)\n", strings.ToUpper(string(r.Status)), dur, r.LLMCalls, r.ID)
}

func storeOnly(args []string, stderr io.Writer, name string, extra func(*flag.FlagSet)) (sharedstore.Store, []string, int) {
	c, pos, code := storeFlags(args, stderr, name, extra)
	if c == nil {
		return nil, nil, code
	}
	st, err := c.openStoreBrief()
	if err != nil {
		return nil, nil, fail(stderr, "%v", err)
	}
	return st, pos, 0
}

// storeFlags parses the flags of a command that only uses the store
// (storeOnly); c is nil on a usage error, and code the exit code.
func storeFlags(args []string, stderr io.Writer, name string, extra func(*flag.FlagSet)) (c *common, pos []string, code int) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	c = &common{}
	c.register(fs)
	if extra != nil {
		extra(fs)
	}
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return nil, nil, 2
	}
	c.readOnly = readOnlyCommands[name]
	return c, pos, 0
}

// readOnlyCommands are the commands of storeOnly that only read the
// store: they never make one (common.readOnly).
var readOnlyCommands = map[string]bool{"ls": true, "show": true, "revisions": true, "cache ls": true, "cache show": true}

func cmdList(_ context.Context, args []string, stdout, stderr io.Writer) int {
	var all, asJSON bool
	c, _, code := storeFlags(args, stderr, "ls", func(fs *flag.FlagSet) {
		fs.BoolVar(&all, "all", false, "also list the act and agent cache entries")
		fs.BoolVar(&asJSON, "json", false, "print the list as JSON: {\"flows\": […]} (and \"entries\" with --all)")
	})
	if c == nil {
		return code
	}
	var lib cache.LibraryList
	dir := ""
	st, err := c.openStoreBrief()
	var none *noStoreError
	switch {
	case errors.As(err, &none) && !none.chosen:
		// The default store is made by the first record or import: until
		// then the library is empty, and listing it makes nothing.
		dir = none.dir
	case err != nil:
		return fail(stderr, "%v", err)
	default:
		defer st.Close()
		if lib, err = st.ListLibrary(); err != nil {
			return fail(stderr, "%v", err)
		}
		dir = st.Dir()
	}
	// A flow or entry that does not read is named and skipped.
	printProblems(stderr, lib.Problems)
	if asJSON {
		out := struct {
			Flows   []cache.Summary   `json:"flows"`
			Entries []cache.EntryInfo `json:"entries,omitempty"`
		}{Flows: lib.Flows}
		if out.Flows == nil {
			out.Flows = []cache.Summary{}
		}
		if all {
			out.Entries = lib.Entries
		}
		writeJSON(stdout, out, nil)
		return 0
	}
	if len(lib.Flows) == 0 && (!all || len(lib.Entries) == 0) {
		// On stderr: a script reading the list reads none.
		fmt.Fprintf(stderr, "no flows in the store %s yet: record one (reprise record --url URL \"instruction\" …) or import a file (reprise import FILE)\n", dir)
	}
	for _, s := range lib.Flows {
		fmt.Fprintf(stdout, "%-12s r%-3d %3d steps  %-9s %s\n", s.ID, s.Revision, s.Steps, orDash(string(s.LastRunStatus)), s.Name)
	}
	if all {
		for _, e := range lib.Entries {
			printEntry(stdout, e)
		}
	}
	return 0
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func cmdShow(_ context.Context, args []string, stdout, stderr io.Writer) int {
	var rev int
	st, pos, code := storeOnly(args, stderr, "show", func(fs *flag.FlagSet) {
		fs.IntVar(&rev, "revision", 0, "print revision `N` instead of the latest (reprise revisions ID lists them)")
	})
	if st == nil {
		return code
	}
	defer st.Close()
	if len(pos) != 1 {
		return fail(stderr, "show needs one trajectory id")
	}
	var t *trajectory.Trajectory
	var err error
	if rev > 0 {
		t, err = st.TrajectoryRevision(pos[0], rev)
	} else {
		t, err = st.Trajectory(pos[0])
	}
	if err != nil {
		return fail(stderr, "%v", explainRef(st, pos[0], err))
	}
	data, err := trajectory.Marshal(t)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	_, _ = stdout.Write(data)
	return 0
}

// cmdRevisions lists a flow's revisions, oldest first.
func cmdRevisions(_ context.Context, args []string, stdout, stderr io.Writer) int {
	st, pos, code := storeOnly(args, stderr, "revisions", nil)
	if st == nil {
		return code
	}
	defer st.Close()
	if len(pos) != 1 {
		return fail(stderr, "revisions needs one trajectory id")
	}
	revs, err := st.Revisions(pos[0])
	if err != nil {
		return fail(stderr, "%v", explainRef(st, pos[0], err))
	}
	for _, r := range revs {
		fmt.Fprintf(stdout, "r%-3d %s %3d steps  %s\n", r.Revision, r.UpdatedAt.Local().Format("2006-01-02 15:04"), r.Steps, r.Name)
	}
	if len(revs) > 1 {
		fmt.Fprintf(stdout, "reprise show %s --revision N prints one; reprise restore %s N makes it the latest again (a new revision)\n", pos[0], pos[0])
	}
	return 0
}

// cmdRestore saves an earlier revision's content as the latest revision.
func cmdRestore(_ context.Context, args []string, stdout, stderr io.Writer) int {
	st, pos, code := storeOnly(args, stderr, "restore", nil)
	if st == nil {
		return code
	}
	defer st.Close()
	rev := 0
	if len(pos) == 2 {
		rev, _ = strconv.Atoi(strings.TrimPrefix(pos[1], "r"))
	}
	if rev < 1 {
		return fail(stderr, "restore needs a trajectory id and a revision number: reprise restore ID N (reprise revisions ID lists them)")
	}
	t, err := st.RestoreRevision(pos[0], rev)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	fmt.Fprintf(stdout, "flow %q (%s): revision %d is now the latest, as revision %d\n", t.Name, t.ID, rev, t.Revision)
	return 0
}

// minRemovePrefix is the fewest characters of an id rm takes as standing
// for the whole id.
const minRemovePrefix = 4

func cmdRemove(_ context.Context, args []string, stdout, stderr io.Writer) int {
	st, pos, code := storeOnly(args, stderr, "rm", nil)
	if st == nil {
		return code
	}
	defer st.Close()
	if len(pos) == 0 {
		return fail(stderr, "rm needs trajectory ids")
	}
	for _, id := range pos {
		t, err := findFlow(st, id)
		if errors.Is(err, cache.ErrDeleted) {
			fmt.Fprintf(stdout, "%s was already removed\n", id)
			continue
		}
		if err != nil {
			return fail(stderr, "%v", err)
		}
		if t.ID != id && len(id) < minRemovePrefix {
			// A slip of one or two keys must not remove a flow the user
			// did not name; as git does, an abbreviated id has 4 or more.
			return fail(stderr, "rm %s: no flow has that id, and it is too short to stand for %s (%q): give the whole id, or at least %d of its characters",
				id, t.ID, t.Name, minRemovePrefix)
		}
		if err := st.DeleteTrajectory(t.ID); err != nil {
			return fail(stderr, "%v", err)
		}
		fmt.Fprintf(stdout, "removed flow %q (%s); reprise undelete %s brings it back\n", t.Name, t.ID, t.ID)
	}
	return 0
}

// cmdUndelete brings removed flows back.
func cmdUndelete(_ context.Context, args []string, stdout, stderr io.Writer) int {
	st, pos, code := storeOnly(args, stderr, "undelete", nil)
	if st == nil {
		return code
	}
	defer st.Close()
	if len(pos) == 0 {
		return fail(stderr, "undelete needs trajectory ids (reprise rm printed them)")
	}
	for _, id := range pos {
		if t, err := st.Trajectory(id); err == nil {
			fmt.Fprintf(stdout, "flow %q (%s) was not deleted: it is in the library\n", t.Name, t.ID)
			continue
		}
		if err := st.UndeleteTrajectory(id); err != nil {
			return fail(stderr, "%v", err)
		}
		t, err := st.Trajectory(id)
		if err != nil {
			return fail(stderr, "%v", err)
		}
		fmt.Fprintf(stdout, "flow %q (%s) is back in the library\n", t.Name, t.ID)
	}
	return 0
}

// writeFileAtomic writes through a temp file and rename, so a crash never
// leaves a half-written export. Exports keep the owner-only mode they
// have always had.
func writeFileAtomic(path string, data []byte) error {
	if err := userfile.WriteAtomic(path, data, 0o600); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

func cmdDemoSite(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("demo-site", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "listen address (loopback)")
	if _, err := parseInterspersed(fs, args); err != nil {
		return 2
	}
	srv, err := demosite.Start(ctx, *addr)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	fmt.Fprintf(stdout, "demo site on %s (cross-origin frames from %s); Ctrl-C stops it\n", srv.URL(), srv.AltURL())
	<-ctx.Done()
	srv.Close()
	fmt.Fprintln(stdout, "demo site stopped")
	return 0
}
