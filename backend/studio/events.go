package studio

import (
	"sync"
	"time"
)

// Emitter delivers an event to the UI: the Wails runtime in the desktop
// app, the WebSocket hub of reprise serve, a recorder in tests. Emit must
// not block for long; it may be called from any goroutine.
type Emitter interface {
	Emit(name string, payload any)
}

// EmitterFunc adapts a function to Emitter.
type EmitterFunc func(name string, payload any)

// Emit calls f.
func (f EmitterFunc) Emit(name string, payload any) { f(name, payload) }

// discard drops every event.
type discard struct{}

func (discard) Emit(string, any) {}

// Event is one emitted event, as the WebSocket transport sends it.
type Event struct {
	Name    string `json:"name"`
	Payload any    `json:"payload"`
}

// Coalescer is implemented by payloads of latest-only events: within one
// flush of a Batcher, only the newest event with the same name and key is
// delivered (mirror frames and session states, keyed by session).
type Coalescer interface {
	CoalesceKey() string
}

// Batch defaults (docs/api.md §5).
const (
	DefaultBatchInterval = 100 * time.Millisecond
	DefaultBatchMax      = 300
)

// Batcher is an Emitter that queues events and hands them to its sink in
// batches: at most every interval, or as soon as max events are queued.
// Latest-only events (payloads implementing Coalescer) replace the queued
// event with the same name and key, keeping its place. The sink is called
// from one goroutine at a time, in order.
type Batcher struct {
	sink     func([]Event)
	interval time.Duration
	max      int

	mu      sync.Mutex
	queue   []Event
	index   map[string]int // name+key → position in queue
	timer   *time.Timer
	closed  bool
	flushMu sync.Mutex // serialises sink calls
}

// NewBatcher returns a Batcher delivering to sink; zero interval and max
// take DefaultBatchInterval and DefaultBatchMax.
func NewBatcher(sink func([]Event), interval time.Duration, max int) *Batcher {
	if interval <= 0 {
		interval = DefaultBatchInterval
	}
	if max <= 0 {
		max = DefaultBatchMax
	}
	return &Batcher{sink: sink, interval: interval, max: max, index: map[string]int{}}
}

// Emit queues an event.
func (b *Batcher) Emit(name string, payload any) {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	ev := Event{Name: name, Payload: payload}
	if c, ok := payload.(Coalescer); ok {
		k := name + "\x00" + c.CoalesceKey()
		if i, ok := b.index[k]; ok {
			b.queue[i] = ev
			b.mu.Unlock()
			return
		}
		b.index[k] = len(b.queue)
	}
	b.queue = append(b.queue, ev)
	full := len(b.queue) >= b.max
	if !full && b.timer == nil {
		b.timer = time.AfterFunc(b.interval, b.Flush)
	}
	b.mu.Unlock()
	if full {
		b.Flush()
	}
}

// Flush delivers the queued events now.
func (b *Batcher) Flush() {
	b.flushMu.Lock()
	defer b.flushMu.Unlock()
	b.mu.Lock()
	q := b.queue
	b.queue, b.index = nil, map[string]int{}
	if b.timer != nil {
		b.timer.Stop()
		b.timer = nil
	}
	b.mu.Unlock()
	if len(q) > 0 {
		b.sink(q)
	}
}

// Close delivers what is queued and drops later events: once Close has
// returned, the sink is never called again. It marks the Batcher closed
// before taking the queue, so an event emitted meanwhile is either in
// this last batch or dropped, never left to a timer that fires later.
func (b *Batcher) Close() {
	b.flushMu.Lock()
	defer b.flushMu.Unlock()
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	b.closed = true
	q := b.queue
	b.queue, b.index = nil, map[string]int{}
	if b.timer != nil {
		b.timer.Stop()
		b.timer = nil
	}
	b.mu.Unlock()
	if len(q) > 0 {
		b.sink(q)
	}
}

// Event names (docs/api.md §5).
const (
	EvSessionOpened   = "session:opened"
	EvSessionState    = "session:state"
	EvSessionStep     = "session:step"
	EvSessionError    = "session:error"
	EvSessionClosed   = "session:closed"
	EvMirrorFrame     = "mirror:frame"
	EvMirrorHighlight = "mirror:highlight"
	EvRunStarted      = "run:started"
	EvRunStep         = "run:step"
	EvRunFinished     = "run:finished"
	EvBatchState      = "batch:state"
	EvLibraryChanged  = "library:changed"
)
