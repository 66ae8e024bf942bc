package snapshot

import (
	"bytes"
	"compress/flate"
	"context"
	"crypto/rand"
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// script is the injected snapshot function. Take evaluates it once per
// frame; FingerprintOf evaluates it on one element.
//
//go:embed snapshot.js
var script string

// fingerprintBuild is the fingerprint-only build of snapshot.js, which
// the replay engine carries to every document (see engineScript): it
// leaves out the <snapshot-only> sections (the walk, candidates,
// encoding), and it is minified (esbuild: names, white space, syntax;
// characters beyond ASCII escaped, see engineScript), since a document
// compiles it on the engine's first query there: 39 KB compacted, 26 KB
// minified. TestMinifiedBuildIsCurrent checks it is built from
// snapshot.js as it is, and rebuilds it with -update.
//
//go:embed snapshot.fingerprint.min.js
var fingerprintBuild string

// library is one build of snapshot.js.
type library struct {
	source  string // the function expression
	version string // tells apart builds a page may have kept
	stub    string // calls the build a document already has
}

// full snapshots frames and fingerprints elements (compacted: comments
// and indentation left out); fingerprints only fingerprints and counts
// elements, so a document that is only replayed on compiles about half
// as much.
var (
	full = newLibrary(compact(script, false), nil)
	// A document that has the whole library (the recorder installs it)
	// fingerprints with it rather than compiling the smaller build too.
	fingerprints = newLibrary(strings.TrimSpace(fingerprintBuild), full)
)

// newLibrary builds a library from source; its stub also uses superset,
// a build that does all this one does, when a document has that instead.
func newLibrary(source string, superset *library) *library {
	sum := sha256.Sum256([]byte(source))
	version := hex.EncodeToString(sum[:6])
	key := func(v string) string { return fmt.Sprintf("globalThis[Symbol.for(%q)]", "reprise.snapshot.lib."+v) }
	have := key(version)
	if superset != nil {
		have += " || " + key(superset.version)
	}
	// The stub is tried first: sending and compiling the whole script
	// costs more than a round trip. It returns notInstalled when the
	// document has no library of this build yet.
	stub := fmt.Sprintf(`(x, y) => { const l = %s; return l ? l.run(x, y) : %q; }`, have, notInstalled)
	return &library{source: source, version: version, stub: stub}
}

// compact drops full-line comments, indentation and blank lines from the
// script (it has no template literals or multi-line strings, which would
// make that unsafe) and, for the fingerprint-only build, the lines between
// "// <snapshot-only>" and "// </snapshot-only>".
func compact(src string, fingerprintOnly bool) string {
	var b strings.Builder
	b.Grow(len(src))
	skip := false
	for line := range strings.SplitSeq(src, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "// <snapshot-only>"):
			skip = fingerprintOnly
			continue
		case strings.HasPrefix(t, "// </snapshot-only>"):
			skip = false
			continue
		case skip, t == "", strings.HasPrefix(t, "//"):
			continue
		}
		b.WriteString(t)
		b.WriteByte('\n')
	}
	return strings.TrimSpace(b.String())
}

const notInstalled = "\x00reprise-snapshot-not-installed"

// evaluator is what runs the script: a Frame, a Locator or an
// ElementHandle, adapted to one signature.
type evaluator func(expression string, arg any) (any, error)

// run evaluates the library's entry with arg through eval: the stub first,
// the whole library when the document has not seen it yet.
func (l *library) run(eval evaluator, arg map[string]any) (any, error) {
	arg["v"] = l.version
	raw, err := eval(l.stub, arg)
	if err != nil {
		return nil, err
	}
	if s, ok := raw.(string); !ok || s != notInstalled {
		return raw, nil
	}
	return eval(l.source, arg)
}

// installScript is a script for Page.AddInitScript that builds l in every
// document.
func (l *library) installScript() string {
	return fmt.Sprintf("(%s)({mode: %q, v: %q});", l.source, "install", l.version)
}

// Options controls Take.
type Options struct {
	// MaxElements caps the number of elements in the snapshot, frames
	// included; 0 means no cap.
	MaxElements int
	// IncludeHidden also lists elements hidden from the accessibility tree
	// (display:none, aria-hidden, visibility:hidden), marked Hidden.
	IncludeHidden bool
}

// fingerprintTimeout bounds how long FingerprintOf waits for its element
// when ctx has no deadline.
const fingerprintTimeout = 5 * time.Second

// jsFrame is what the script returns for one frame; each element is an
// array of strings (see encode in snapshot.js and decoder.element).
type jsFrame struct {
	URL      string
	Title    string
	Elements [][]string
	Frames   int
}

// The separators of the script's snapshot records (see record in
// snapshot.js): fields are joined with unitSep, records with recordSep,
// and escapeChar+'A'…'D' stands for a literal \x1c…\x1f in a field.
const (
	escapeChar = "\x1c"
	recordSep  = "\x1e"
	unitSep    = "\x1f"
)

// decodeFrame splits the records the script returned for a frame, inflating
// them first when they were compressed.
func decodeFrame(raw any) (*jsFrame, error) {
	b, err := inflate(raw)
	if err != nil {
		return nil, err
	}
	records := strings.Split(b, recordSep)
	head := fields(records[0])
	if len(head) != 3 {
		return nil, fmt.Errorf("decoding snapshot: header has %d fields, want 3", len(head))
	}
	frames, err := strconv.Atoi(head[2])
	if err != nil {
		return nil, fmt.Errorf("decoding snapshot: number of frames: %w", err)
	}
	jf := &jsFrame{URL: head[0], Title: head[1], Frames: frames, Elements: make([][]string, len(records)-1)}
	for i, r := range records[1:] {
		jf.Elements[i] = fields(r)
	}
	return jf, nil
}

// fields splits a record into its fields and unescapes them.
func fields(record string) []string {
	f := strings.Split(record, unitSep)
	if !strings.Contains(record, escapeChar) {
		return f
	}
	for i, s := range f {
		if !strings.Contains(s, escapeChar) {
			continue
		}
		var b strings.Builder
		for {
			j := strings.Index(s, escapeChar)
			if j < 0 || j+1 >= len(s) {
				b.WriteString(s)
				break
			}
			b.WriteString(s[:j])
			if c := s[j+1]; c >= 'A' && c <= 'D' {
				b.WriteByte(0x1c + c - 'A')
			} else {
				b.WriteByte(c) // not written by the script
			}
			s = s[j+2:]
		}
		f[i] = b.String()
	}
	return f
}

// same stands for "same as the field it defaults to" in the encoding.
const same = "\x00"

// Positions of the fields of an encoded element.
const (
	fTag = iota
	fRole
	fName
	fValue
	fChecked
	fFlags
	fLevel
	fDepth
	fFrame
	fOptions
	fFPRole // the fields from here on are sent for elements with a target
	fFPName
	fText
	fPath
	fContext
	fBox
	fCSSPath
	fXPath
	fAttrCount
)

// decoder turns encoded elements back into Elements; it keeps the previous
// element's paths, which the script front-codes as "shared|rest".
type decoder struct {
	path, css, xpath string
	context          string // the last context sent
}

// expand returns the full string of a front-coded field and remembers it.
func expand(coded string, prev *string) (string, error) {
	n, rest, ok := strings.Cut(coded, "|")
	shared, err := strconv.Atoi(n)
	if !ok || err != nil || shared < 0 || shared > len(*prev) {
		return "", fmt.Errorf("decoding front-coded string %q after %q", coded, *prev)
	}
	s := (*prev)[:shared] + rest
	*prev = s
	return s, nil
}

// element converts the encoded element f, which gets id.
func (d *decoder) element(f []string, id string) (Element, error) {
	if len(f) < fFPRole {
		return Element{}, fmt.Errorf("decoding element %s: %d fields", id, len(f))
	}
	flags := f[fFlags]
	el := Element{
		ID:          id,
		Tag:         f[fTag],
		Role:        f[fRole],
		Name:        f[fName],
		Value:       f[fValue],
		Checked:     f[fChecked],
		Interactive: strings.Contains(flags, "i"),
		Disabled:    strings.Contains(flags, "d"),
		Hidden:      strings.Contains(flags, "h"),
		Level:       num(f[fLevel]),
		Depth:       num(f[fDepth]),
	}
	if o := f[fOptions]; o != "" {
		el.Options = strings.Split(o[1:], "\x01")
	}
	if !strings.Contains(flags, "t") {
		return el, nil // context only: rows and landmarks have no target
	}
	if len(f) <= fAttrCount {
		return el, fmt.Errorf("decoding element %s: %d fields", id, len(f))
	}
	fp := trajectory.Fingerprint{
		Tag:      el.Tag,
		Role:     f[fFPRole],
		Name:     f[fFPName],
		Text:     f[fText],
		Context:  f[fContext],
		InShadow: strings.Contains(flags, "s"),
	}
	if fp.Name == same {
		fp.Name = el.Name
	}
	if fp.Text == same {
		fp.Text = fp.Name
	}
	if fp.Context == same {
		fp.Context = d.context
	}
	d.context = fp.Context
	var err error
	if fp.Path, err = expand(f[fPath], &d.path); err != nil {
		return el, err
	}
	if box := strings.Split(f[fBox], ","); len(box) == 4 {
		v := make([]float64, 4)
		for i, s := range box {
			v[i], _ = strconv.ParseFloat(s, 64)
		}
		fp.Box = &trajectory.Box{X: v[0], Y: v[1], W: v[2], H: v[3]}
	}
	n := num(f[fAttrCount])
	rest := f[fAttrCount+1:]
	if n < 0 || 2*n > len(rest) || (len(rest)-2*n)%4 != 0 {
		return el, fmt.Errorf("decoding element %s: %d attributes and %d more fields", id, n, len(rest))
	}
	if n > 0 {
		fp.Attrs = make(map[string]string, n)
		for i := 0; i < n; i++ {
			fp.Attrs[rest[2*i]] = rest[2*i+1]
		}
	}
	rest = rest[2*n:]
	cands := make([]trajectory.Locator, 0, len(rest)/4+2)
	for i := 0; i < len(rest); i += 4 {
		l := trajectory.Locator{Kind: trajectory.LocatorKind(rest[i])}
		switch l.Kind {
		case trajectory.LocRole:
			l.Role, l.Name = rest[i+1], rest[i+2]
			if l.Name == same {
				l.Name = fp.Name
			}
		case trajectory.LocTestID:
			l.Attr, l.Value = rest[i+1], rest[i+2]
		default:
			l.Value = rest[i+1]
		}
		if l.Score, err = strconv.Atoi(rest[i+3]); err != nil {
			return el, fmt.Errorf("decoding %s candidate of element %s: %w", l.Kind, id, err)
		}
		cands = append(cands, l)
	}
	if f[fCSSPath] != "" {
		v, err := expand(f[fCSSPath], &d.css)
		if err != nil {
			return el, err
		}
		cands = append(cands, trajectory.Locator{Kind: trajectory.LocCSS, Value: v, Score: ScoreCSSPath})
	}
	if f[fXPath] != "" {
		v, err := expand(f[fXPath], &d.xpath)
		if err != nil {
			return el, err
		}
		cands = append(cands, trajectory.Locator{Kind: trajectory.LocXPath, Value: v, Score: ScoreXPath})
	}
	el.Target = trajectory.Target{Candidates: cands, Fingerprint: fp}
	return el, nil
}

// jsFrameInfo is what the script stored on an <iframe> during the last
// snapshot of its parent frame.
type jsFrameInfo struct {
	Token string              `json:"token"`
	Index int                 `json:"index"`
	Ref   trajectory.FrameRef `json:"ref"`
}

// Take captures page: every frame's visible elements in document order
// (open shadow roots included), each with an id, ranked locator candidates
// and a fingerprint. It evaluates one script per frame; child frames,
// same- or cross-origin, are captured through Playwright's frame tree and
// their elements follow their <iframe> element. All frames are captured at
// once: a cross-origin frame runs in its own process, and the round trips
// overlap.
//
// An error is returned only when the main frame cannot be captured; a
// child frame that navigates or detaches meanwhile is left out.
func Take(ctx context.Context, page playwright.Page, opts Options) (*Snapshot, error) {
	start := time.Now()
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("taking snapshot: %w", err)
	}
	t := &taker{ctx: ctx, opts: opts, token: newToken()}
	main := page.MainFrame()
	res, err := t.assemble(t.capture(main, nil), nil, "", 0)
	if err != nil {
		return nil, fmt.Errorf("taking snapshot of %s: %w", main.URL(), err)
	}
	if opts.MaxElements > 0 && len(res.elements) > opts.MaxElements {
		res.elements = res.elements[:opts.MaxElements]
	}
	return &Snapshot{
		URL:      res.url,
		Title:    res.title,
		Elements: res.elements,
		Took:     time.Since(start),
	}, nil
}

// taker holds the state of one Take across frames.
type taker struct {
	ctx    context.Context
	opts   Options
	token  string
	frames int // frames numbered so far
	count  int // elements so far
}

// frameResult is one frame's elements, its child frames' spliced in.
type frameResult struct {
	url, title string
	elements   []Element
}

// capture is one frame's snapshot in flight.
type capture struct {
	frame    playwright.Frame
	done     chan struct{} // closed when jf and err are set
	jf       *jsFrame
	err      error
	parent   *capture
	children []*capture
	// mapped is closed when index and ref are set: which <iframe> of the
	// parent this frame is in (index -1 when that is unknown).
	mapped chan struct{}
	index  int
	ref    trajectory.FrameRef
}

// capture starts evaluating the snapshot script in f and, at the same
// time, in all its descendant frames; parent is the capture of f's parent
// frame (nil for the main frame).
func (t *taker) capture(f playwright.Frame, parent *capture) *capture {
	c := &capture{frame: f, parent: parent, done: make(chan struct{}), mapped: make(chan struct{}), index: -1}
	go func() {
		defer close(c.done)
		arg := map[string]any{
			"mode":          "snapshot",
			"token":         t.token,
			"max":           t.opts.MaxElements, // assemble cuts the total
			"includeHidden": t.opts.IncludeHidden,
			"compress":      true,
		}
		raw, err := full.run(func(e string, a any) (any, error) { return f.Evaluate(e, a) }, arg)
		// A frame that is still loading (an <iframe> going from about:blank
		// to its src) replaces its document under the script: capture the
		// new one.
		for tries := 0; err != nil && parent != nil && tries < 2 && contextDestroyed(err); tries++ {
			raw, err = full.run(func(e string, a any) (any, error) { return f.Evaluate(e, a) }, arg)
		}
		if err != nil {
			c.err = fmt.Errorf("evaluating snapshot script: %w", err)
			return
		}
		c.jf, c.err = decodeFrame(raw)
	}()
	if parent != nil {
		go func() {
			defer close(c.mapped)
			// The <iframe> is found while the parent's script runs; its
			// mark is read once that script has set it.
			h, err := f.FrameElement()
			if err != nil {
				return
			}
			defer func() { go func() { _ = h.Dispose() }() }() // Take does not wait for that
			<-parent.done
			if parent.err == nil && parent.jf.Frames > 0 {
				c.index, c.ref = t.frameInfo(h)
			}
		}()
	}
	for _, child := range f.ChildFrames() {
		if !child.IsDetached() {
			c.children = append(c.children, t.capture(child, c))
		}
	}
	return c
}

// wait waits for ch to close or Take's context to end.
func (t *taker) wait(ch <-chan struct{}) error {
	select {
	case <-ch:
		return nil
	case <-t.ctx.Done():
		return t.ctx.Err()
	}
}

// contextDestroyed reports whether err says the document went away while
// a script ran in it.
func contextDestroyed(err error) bool {
	return strings.Contains(err.Error(), "Execution context was destroyed")
}

// assemble decodes c's elements, numbers them and splices in each child
// frame's after its <iframe>; refs is c's iframe path from the main frame.
func (t *taker) assemble(c *capture, refs []trajectory.FrameRef, prefix string, depth int) (*frameResult, error) {
	if t.opts.MaxElements > 0 && t.count >= t.opts.MaxElements && c.parent != nil {
		return &frameResult{}, nil // past the cap: do not wait for it
	}
	if err := t.wait(c.done); err != nil {
		return nil, err
	}
	if c.err != nil {
		return nil, c.err
	}
	jf := c.jf
	res := &frameResult{url: jf.URL, title: jf.Title}
	if t.opts.MaxElements > 0 && t.count >= t.opts.MaxElements {
		return res, nil
	}
	children := map[int]*capture{}
	if jf.Frames > 0 {
		// A frame attached after capture listed c's children, before
		// c's script marked its <iframe>, is captured now.
		known := map[playwright.Frame]bool{}
		for _, child := range c.children {
			known[child.frame] = true
		}
		for _, f := range c.frame.ChildFrames() {
			if !known[f] && !f.IsDetached() {
				c.children = append(c.children, t.capture(f, c))
			}
		}
		for _, child := range c.children {
			if err := t.wait(child.mapped); err != nil {
				return nil, err
			}
			if child.index >= 0 {
				children[child.index] = child
			}
		}
	}
	var dec decoder
	for i, je := range jf.Elements {
		el, err := dec.element(je, prefix+"e"+strconv.Itoa(i+1))
		if err != nil {
			return nil, err
		}
		el.Depth += depth
		el.Target.Frames = refs
		res.elements = append(res.elements, el)
		t.count++
		if je[fFrame] == "" {
			continue
		}
		child, ok := children[num(je[fFrame])]
		if !ok {
			continue
		}
		t.frames++
		childPrefix := "f" + strconv.Itoa(t.frames)
		res.elements[len(res.elements)-1].Frame = childPrefix
		ref := child.ref
		ref.URL = child.frame.URL()
		childRefs := append(append([]trajectory.FrameRef(nil), refs...), ref)
		sub, err := t.assemble(child, childRefs, childPrefix, el.Depth+1)
		if err != nil {
			if t.ctx.Err() != nil {
				return nil, err
			}
			continue // the frame navigated or detached meanwhile
		}
		res.elements = append(res.elements, sub.elements...)
	}
	return res, nil
}

// frameInfo reads which of its parent's <iframe> elements iframe is, as
// the parent's script marked it in this Take (-1 when it did not).
func (t *taker) frameInfo(iframe playwright.ElementHandle) (int, trajectory.FrameRef) {
	raw, err := full.run(func(e string, a any) (any, error) { return iframe.Evaluate(e, a) },
		map[string]any{"mode": "frameinfo", "token": t.token})
	if err != nil {
		return -1, trajectory.FrameRef{}
	}
	s, _ := raw.(string)
	if s == "" {
		return -1, trajectory.FrameRef{}
	}
	var info jsFrameInfo
	if err := json.Unmarshal([]byte(s), &info); err != nil || info.Token != t.token {
		return -1, trajectory.FrameRef{}
	}
	return info.Index, info.Ref
}

// FingerprintOf computes the fingerprint of the one element loc points at,
// with the same script Take uses, so a replay can check that a locator
// still finds the recorded element (see Compare). Hidden and zero-sized
// elements work too. When loc matches nothing yet it waits for an element
// to be attached until ctx's deadline, or five seconds without one; when
// it matches several elements it fails.
func FingerprintOf(ctx context.Context, loc playwright.Locator) (trajectory.Fingerprint, error) {
	var fp trajectory.Fingerprint
	if err := ctx.Err(); err != nil {
		return fp, fmt.Errorf("fingerprinting element: %w", err)
	}
	deadline := time.Now().Add(fingerprintTimeout)
	if d, ok := ctx.Deadline(); ok {
		deadline = d
	}
	// Locator.Evaluate in playwright-go waits for the element to be
	// visible; EvaluateAll does not wait at all, so wait here if needed.
	eval := func(e string, a any) (any, error) { return loc.EvaluateAll(e, a) }
	for waited := false; ; waited = true {
		raw, err := fingerprints.run(eval, map[string]any{"mode": "fingerprint"})
		if err != nil {
			return fp, fmt.Errorf("fingerprinting element: %w", err)
		}
		if s, ok := raw.(string); ok {
			if n, ok := strings.CutPrefix(s, countPrefix); ok {
				if n != "0" {
					return fp, fmt.Errorf("fingerprinting element: locator matches %s elements, want 1", n)
				}
				if waited {
					return fp, fmt.Errorf("fingerprinting element: %w", ErrNoElement)
				}
				ms := float64(time.Until(deadline).Milliseconds())
				if ms <= 0 {
					return fp, fmt.Errorf("fingerprinting element: %w", ErrNoElement)
				}
				// Whatever the wait ends with (an element, several, a
				// timeout), the next evaluation says what to report.
				_ = loc.WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateAttached, Timeout: &ms})
				continue
			}
		}
		if err := decode(raw, &fp); err != nil {
			return fp, fmt.Errorf("fingerprinting element: %w", err)
		}
		return fp, nil
	}
}

// InitScript returns a script that builds the snapshot library in every
// document when passed to Page.AddInitScript, so that the first snapshot
// of a page does not have to ship and compile it in each of its frames.
// The recorder installs it; replay needs no snapshot.
func InitScript() string { return full.installScript() }

// FingerprintsOf returns how many elements loc matches now and the
// fingerprints of the first max of them, in one round trip and without
// waiting: the replay engine polls with it.
func FingerprintsOf(loc playwright.Locator, max int) (int, []trajectory.Fingerprint, error) {
	eval := func(e string, a any) (any, error) { return loc.EvaluateAll(e, a) }
	raw, err := fingerprints.run(eval, map[string]any{"mode": "fingerprints", "max": max})
	if err != nil {
		return 0, nil, fmt.Errorf("fingerprinting elements: %w", err)
	}
	var out struct {
		N   int                      `json:"n"`
		FPs []trajectory.Fingerprint `json:"fps"`
	}
	if err := decode(raw, &out); err != nil {
		return 0, nil, fmt.Errorf("fingerprinting elements: %w", err)
	}
	return out.N, out.FPs, nil
}

// countPrefix starts the script's answer when a fingerprint was asked of
// a locator that does not match exactly one element.
const countPrefix = "\x00reprise-count:"

func num(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// decode unmarshals the JSON string the script returned, inflating it
// first when the script compressed it.
func decode(raw any, v any) error {
	b, err := inflate(raw)
	if err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(b), v); err != nil {
		return fmt.Errorf("decoding script result: %w", err)
	}
	return nil
}

// inflate returns the string the script returned, inflated when the script
// compressed it ("z:" + base64 of raw deflate).
func inflate(raw any) (string, error) {
	s, ok := raw.(string)
	if !ok {
		return "", fmt.Errorf("decoding script result: got %T, want a string", raw)
	}
	z, ok := strings.CutPrefix(s, "z:")
	if !ok {
		return s, nil
	}
	packed, err := base64.StdEncoding.DecodeString(z)
	if err != nil {
		return "", fmt.Errorf("decoding script result: %w", err)
	}
	var buf strings.Builder
	buf.Grow(12 * len(packed)) // snapshots deflate about 10:1
	if _, err := io.Copy(&buf, flate.NewReader(bytes.NewReader(packed))); err != nil {
		return "", fmt.Errorf("inflating script result: %w", err)
	}
	return buf.String(), nil
}

func newToken() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
