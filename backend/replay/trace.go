package replay

import (
	"fmt"
	"net/url"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Bounds of a step's trace: a page that logs in a loop must not make a
// run record (stored, sent to the UI) grow without end.
const (
	// maxTraceItems is how many console messages, and how many failed
	// requests, a step keeps; a last entry says how many more there were.
	maxTraceItems = 50
	// maxTraceText is the longest message text kept, in characters.
	maxTraceText = 1000
	// maxTraceEvents is how many events a page's trace holds between two
	// steps' reads.
	maxTraceEvents = 500
)

// pageTrace collects what one page logs and which of its requests fail.
// There is one per page (traceOf), shared by every Player on the page, so
// its listeners are added once however many runs use the page; a step
// reads the events that arrived since it began (mark, since).
type pageTrace struct {
	mu     sync.Mutex
	seq    int // events seen so far
	events []traceEvent
}

type traceEvent struct {
	seq     int
	console *trajectory.ConsoleMessage
	request *trajectory.FailedRequest
}

// tracers maps each traced page to its pageTrace; a page leaves it when it
// closes.
var tracers sync.Map // playwright.Page → *pageTrace

// traceOf returns page's trace, listening to the page on first use.
func traceOf(page playwright.Page) *pageTrace {
	if v, ok := tracers.Load(page); ok {
		return v.(*pageTrace)
	}
	pt := &pageTrace{}
	if v, loaded := tracers.LoadOrStore(page, pt); loaded {
		return v.(*pageTrace)
	}
	// The handlers run on the driver connection's dispatch path: they only
	// read what the event carries and never call the driver.
	page.OnConsole(func(m playwright.ConsoleMessage) {
		if m.Type() == "verbose" {
			return // the browser's own hints ("[DOM] Password field is not contained in a form")
		}
		c := &trajectory.ConsoleMessage{Type: m.Type(), Text: m.Text()}
		l := m.Location()
		if l != nil && l.URL != "" {
			c.Source = fmt.Sprintf("%s:%d", l.URL, l.LineNumber+1)
		}
		pt.add(traceEvent{console: c})
		// A request that got no response: Chromium logs it with the
		// request's address as the location. (playwright-go does not
		// subscribe to the driver's requestFailed event, so
		// Page.OnRequestFailed never fires.)
		if netErr, ok := strings.CutPrefix(m.Text(), "Failed to load resource: net::"); ok && l != nil && !browserOwn(l.URL) {
			pt.add(traceEvent{request: &trajectory.FailedRequest{URL: l.URL, Error: "net::" + netErr}})
		}
	})
	page.OnPageError(func(err error) {
		pt.add(traceEvent{console: &trajectory.ConsoleMessage{Type: "error", Text: "Uncaught " + firstLine(err.Error())}})
	})
	page.OnResponse(func(r playwright.Response) {
		if r.Status() < 400 || browserOwn(r.URL()) {
			return
		}
		pt.add(traceEvent{request: &trajectory.FailedRequest{Method: r.Request().Method(), URL: r.URL(), Status: r.Status(), Error: r.StatusText()}})
	})
	page.OnClose(func(playwright.Page) { tracers.Delete(page) })
	return pt
}

// browserOwn reports whether u is a request the browser makes by itself
// (the site icon), not the page.
func browserOwn(u string) bool {
	p, err := url.Parse(u)
	return err == nil && p.Path == "/favicon.ico"
}

func (pt *pageTrace) add(e traceEvent) {
	pt.mu.Lock()
	defer pt.mu.Unlock()
	pt.seq++
	e.seq = pt.seq
	pt.events = append(pt.events, e)
	if n := len(pt.events); n > maxTraceEvents {
		pt.events = append(pt.events[:0:0], pt.events[n-maxTraceEvents:]...)
	}
}

// mark returns the position a later since reads from.
func (pt *pageTrace) mark() int {
	pt.mu.Lock()
	defer pt.mu.Unlock()
	return pt.seq
}

// since returns the console messages and failed requests that arrived
// after mark, bounded and with secrets masked.
func (pt *pageTrace) since(mark int, secrets []string) ([]trajectory.ConsoleMessage, []trajectory.FailedRequest) {
	pt.mu.Lock()
	defer pt.mu.Unlock()
	var cons []trajectory.ConsoleMessage
	var reqs []trajectory.FailedRequest
	moreCons, moreReqs := 0, 0
	for _, e := range pt.events {
		if e.seq <= mark {
			continue
		}
		switch {
		case e.console != nil && len(cons) < maxTraceItems:
			c := *e.console
			c.Text = trajectory.Redact(cut(c.Text, maxTraceText), secrets)
			c.Source = trajectory.RedactURL(cut(c.Source, maxTraceText), secrets)
			cons = append(cons, c)
		case e.console != nil:
			moreCons++
		case e.request != nil && len(reqs) < maxTraceItems:
			r := *e.request
			r.URL = trajectory.RedactURL(cut(r.URL, maxTraceText), secrets)
			r.Error = trajectory.Redact(cut(r.Error, maxTraceText), secrets)
			reqs = append(reqs, r)
		case e.request != nil:
			moreReqs++
		}
	}
	if moreCons > 0 {
		cons = append(cons, trajectory.ConsoleMessage{Type: "info", Text: fmt.Sprintf("… and %d more message(s), not kept", moreCons)})
	}
	if moreReqs > 0 {
		reqs = append(reqs, trajectory.FailedRequest{Error: fmt.Sprintf("… and %d more failed request(s), not kept", moreReqs)})
	}
	return cons, reqs
}

// cut shortens s to at most n characters, marking the cut.
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n])) + "…"
}
