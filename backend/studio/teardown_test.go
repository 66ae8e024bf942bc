package studio

import (
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
)

// countingEmitter counts events by name.
type countingEmitter struct {
	mu sync.Mutex
	n  map[string]int
}

func (c *countingEmitter) Emit(name string, _ any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n[name]++
}

func (c *countingEmitter) count(name string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[name]
}

// ownBrowserStudio is a studio that launches its own headless browser
// (as the app does), over an in-memory store.
func ownBrowserStudio(t *testing.T, emit Emitter) *Studio {
	t.Helper()
	store, err := cache.Open("", cache.Options{InMemory: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	s, err := New(Options{Store: store, Emitter: emit, SettingsPath: filepath.Join(t.TempDir(), "settings.json"),
		Log: func(l string) { t.Log(l) }})
	if err != nil {
		t.Fatal(err)
	}
	set, _ := s.GetSettings()
	set.Browser.Headless = true
	if _, err := s.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	return s
}

// A session dropped by several callers at once (its run ending, the user
// closing it, a new run replacing it) is torn down once: its browser is
// released once, so changing the browser settings afterwards does not
// close the browser under another open session, and the retired browser
// is closed by the time the studio's Close returns.
func TestSessionDroppedManyTimesReleasesItsBrowserOnce(t *testing.T) {
	emit := &countingEmitter{n: map[string]int{}}
	s := ownBrowserStudio(t, emit)
	closed := false
	t.Cleanup(func() {
		if !closed {
			s.Close()
		}
	})
	a, err := s.StartSession(SessionOptions{URL: "about:blank", Name: "A"})
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.StartSession(SessionOptions{URL: "about:blank", Name: "B"})
	if err != nil {
		t.Fatal(err)
	}
	ssA, err := s.session(a.ID)
	if err != nil {
		t.Fatal(err)
	}
	ssB, err := s.session(b.ID)
	if err != nil {
		t.Fatal(err)
	}

	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range 8 {
		wg.Go(func() {
			<-start
			if i%2 == 0 {
				_ = s.CloseSession(a.ID)
			} else {
				s.dropSession(ssA)
			}
		})
	}
	close(start)
	wg.Wait()
	if n := emit.count(EvSessionClosed); n != 1 {
		t.Errorf("session:closed was emitted %d times for one session", n)
	}

	// New browser settings retire the running browser; it must stay up
	// while session B uses it.
	set, _ := s.GetSettings()
	set.Browser.Width = 1000
	if _, err := s.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	v, err := ssB.page.Evaluate("1 + 1")
	if err != nil || v != 2 {
		t.Fatalf("session B's page after session A was dropped 8 times and the browser retired: %v, %v", v, err)
	}
	if _, err := s.GetSession(b.ID); err != nil {
		t.Fatal(err)
	}

	// Closing B closes the retired browser; Close waits for it.
	old := ssB.browser.Underlying()
	if err := s.CloseSession(b.ID); err != nil {
		t.Fatal(err)
	}
	closed = true
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if old.IsConnected() {
		t.Error("the retired browser was still running after the studio's Close returned")
	}
}

// Once Close has returned, the sink is never called again, even for an
// event emitted while Close was delivering the last batch (here by the
// sink itself, standing for any goroutine emitting at that moment).
func TestBatcherDeliversNothingAfterClose(t *testing.T) {
	var b *Batcher
	var closed atomic.Bool
	var calls, late atomic.Int32
	b = NewBatcher(func([]Event) {
		if closed.Load() {
			late.Add(1)
		}
		if calls.Add(1) == 1 {
			b.Emit("run:step", "emitted while Close delivers")
		}
	}, time.Millisecond, 1000)
	b.Emit("run:step", "queued before Close")
	b.Close()
	closed.Store(true)
	time.Sleep(20 * time.Millisecond) // many batch intervals
	if n := late.Load(); n > 0 {
		t.Fatalf("the sink was called %d times after Close returned", n)
	}
	if calls.Load() != 1 {
		t.Fatalf("the events queued before Close were not delivered")
	}
}
