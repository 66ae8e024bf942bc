package studio

import (
	"fmt"
	"sync"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// MirrorFrame is one screencast frame of a session's page (mirror:frame).
type MirrorFrame struct {
	SessionID string `json:"sessionId"`
	// Data is the JPEG image, base64-encoded.
	Data string `json:"data"`
	// Width and Height are the page viewport in CSS pixels: the
	// coordinate space of PickElement and mirror:highlight.
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
	// TS is when the frame was captured, in ms since the Unix epoch.
	TS  int64  `json:"ts"`
	URL string `json:"url"`
}

// CoalesceKey makes mirror frames latest-only per session.
func (f MirrorFrame) CoalesceKey() string { return f.SessionID }

// MirrorInterval is the least time between two frames of one session
// (at most 10 frames per second).
const MirrorInterval = 100 * time.Millisecond

// mirror streams a page's CDP screencast as mirror:frame events. Chrome
// sends a frame only when the page repaints and holds further frames
// until the previous ones are acknowledged, so acknowledging a frame only
// after it was emitted (at most every MirrorInterval) throttles Chrome
// itself. Acknowledgements are sent from the mirror's own goroutine:
// sending from inside the CDP event handler would deadlock the connection.
type mirror struct {
	sessionID string
	page      playwright.Page
	cdp       playwright.CDPSession
	emit      Emitter
	// secrets returns the secret values the page may show, masked out of
	// the frames' URL.
	secrets func() []string

	frames chan map[string]any
	stop   chan struct{}
	done   chan struct{}

	mu     sync.Mutex
	latest *MirrorFrame

	closeOnce sync.Once
}

// startMirror starts the screencast of page at most w×h pixels; secrets
// returns the values to mask out of the frames' URL.
func startMirror(ctx playwright.BrowserContext, page playwright.Page, sessionID string, w, h int, emit Emitter, secrets func() []string) (*mirror, error) {
	cdp, err := ctx.NewCDPSession(page)
	if err != nil {
		return nil, fmt.Errorf("opening a CDP session for the mirror: %w", err)
	}
	m := &mirror{sessionID: sessionID, page: page, cdp: cdp, emit: emit, secrets: secrets,
		frames: make(chan map[string]any, 16), stop: make(chan struct{}), done: make(chan struct{})}
	cdp.On("Page.screencastFrame", func(params map[string]any) {
		select {
		case m.frames <- params:
		default: // never expected: Chrome keeps at most a few frames in flight
		}
	})
	go m.loop()
	if _, err := cdp.Send("Page.startScreencast", map[string]any{
		"format": "jpeg", "quality": 60, "maxWidth": w, "maxHeight": h, "everyNthFrame": 1,
	}); err != nil {
		m.close()
		return nil, fmt.Errorf("starting the screencast: %w", err)
	}
	return m, nil
}

func (m *mirror) loop() {
	defer close(m.done)
	var last time.Time
	for {
		var p map[string]any
		select {
		case <-m.stop:
			return
		case p = <-m.frames:
		}
		// Keep only the newest frame; acknowledge the ones dropped.
	drain:
		for {
			select {
			case q := <-m.frames:
				m.ack(p)
				p = q
			default:
				break drain
			}
		}
		if wait := MirrorInterval - time.Since(last); wait > 0 {
			select {
			case <-m.stop:
				return
			case <-time.After(wait):
			}
		}
		if f, ok := m.frame(p); ok {
			m.mu.Lock()
			m.latest = &f
			m.mu.Unlock()
			m.emit.Emit(EvMirrorFrame, f)
			last = time.Now()
		}
		m.ack(p)
	}
}

// frame decodes a Page.screencastFrame event. Its URL is the page's
// address redacted as a run step's is (trajectory.RedactURL with the
// session's secret values).
func (m *mirror) frame(p map[string]any) (MirrorFrame, bool) {
	data, _ := p["data"].(string)
	if data == "" {
		return MirrorFrame{}, false
	}
	f := MirrorFrame{SessionID: m.sessionID, Data: data, TS: time.Now().UnixMilli(), URL: trajectory.RedactURL(m.page.URL(), m.secrets())}
	if md, ok := p["metadata"].(map[string]any); ok {
		f.Width, _ = md["deviceWidth"].(float64)
		f.Height, _ = md["deviceHeight"].(float64)
		if ts, ok := md["timestamp"].(float64); ok && ts > 0 {
			f.TS = int64(ts * 1000)
		}
	}
	if f.Width == 0 || f.Height == 0 {
		if vs := m.page.ViewportSize(); vs != nil {
			f.Width, f.Height = float64(vs.Width), float64(vs.Height)
		}
	}
	return f, true
}

func (m *mirror) ack(p map[string]any) {
	if id, ok := p["sessionId"]; ok {
		_, _ = m.cdp.Send("Page.screencastFrameAck", map[string]any{"sessionId": id})
	}
}

// Latest returns the newest frame emitted, or nil.
func (m *mirror) Latest() *MirrorFrame {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.latest
}

// close stops the screencast and the mirror's goroutine. It is safe to
// call more than once, concurrently; later calls wait for the first.
func (m *mirror) close() {
	m.closeOnce.Do(func() {
		close(m.stop)
		<-m.done
		_, _ = m.cdp.Send("Page.stopScreencast", nil)
		_ = m.cdp.Detach()
	})
}

// secretsOf returns the secret values ss's page may show: those of the
// draft it records, and those a run under way on it was given. Events
// that carry the page's address (mirror:frame, mirror:highlight) mask
// them, as run:step's step results do.
func (s *Studio) secretsOf(ss *session) []string {
	ss.mu.Lock()
	out := ss.secrets()
	runID := ss.runID
	ss.mu.Unlock()
	if runID == "" {
		return out
	}
	s.mu.Lock()
	rs := s.runs[runID]
	s.mu.Unlock()
	if rs == nil || len(rs.values) == 0 {
		return out
	}
	t, err := s.store.Trajectory(rs.trajID)
	if err != nil {
		// Which values are secret is unknown: mask them all.
		for _, v := range rs.values {
			out = append(out, v)
		}
		return out
	}
	return append(out, t.SecretValues(t.Values(rs.values))...)
}
