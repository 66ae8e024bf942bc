package sharedstore

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"sync"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/version"
)

// Write is a store operation of cache.Writer that another process made
// through the holder, reported to HolderOptions.OnWrite after it
// succeeded.
type Write struct {
	// Operation is the cache.Writer method ("SaveTrajectory").
	Operation string
	// Args are its decoded arguments.
	Args []any
	// Results are its results, without the error.
	Results []any
}

// HolderOptions configures Serve.
type HolderOptions struct {
	// Holder describes this process to clients, for their messages
	// ("the Reprise app", "reprise serve").
	Holder string
	// OnWrite, when set, is called after each successful forwarded write,
	// from the goroutine that served it: the studio tells its UI.
	OnWrite func(Write)
	// Log receives diagnostic lines; nil discards them.
	Log func(string)
	// Transient marks a holder that is a command ending when its work
	// does (reprise run): only brief commands (Options.Brief) use the
	// store through it, since a long one would lose the store midway.
	Transient bool
}

// Holder serves the store it holds to other processes. Close it before
// closing the store.
type Holder struct {
	store    cache.Interface
	dir      string
	opts     HolderOptions
	ln       net.Listener
	endpoint string

	mu     sync.Mutex
	conns  map[net.Conn]struct{}
	closed bool
	wg     sync.WaitGroup // the accept loop, connections and their calls
}

// Serve starts serving store, open in dir by this process, to other
// processes on the store's endpoint (a socket in dir on Unix, a named
// pipe on Windows), and returns at once. The caller must hold the store
// (cache.Open succeeded), which is what makes removing a socket left
// behind by a dead process safe.
func Serve(store cache.Interface, dir string, opts HolderOptions) (*Holder, error) {
	ln, endpoint, err := listen(dir)
	if err != nil {
		return nil, err
	}
	h := &Holder{store: store, dir: dir, opts: opts, ln: ln, endpoint: endpoint, conns: map[net.Conn]struct{}{}}
	h.wg.Add(1)
	go h.accept()
	return h, nil
}

// Endpoint returns where the holder listens: the socket's path, or the
// pipe's name on Windows.
func (h *Holder) Endpoint() string { return h.endpoint }

// Close stops listening, closes every client connection and waits for
// the calls under way to finish. Clients' later calls fail with a
// *HolderGoneError.
func (h *Holder) Close() error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	h.closed = true
	err := h.ln.Close()
	for c := range h.conns {
		c.Close()
	}
	h.mu.Unlock()
	h.wg.Wait()
	if err != nil && !errors.Is(err, net.ErrClosed) {
		return fmt.Errorf("closing the store's endpoint %s: %w", h.endpoint, err)
	}
	return nil
}

func (h *Holder) logf(format string, args ...any) {
	if h.opts.Log != nil {
		h.opts.Log(fmt.Sprintf(format, args...))
	}
}

func (h *Holder) accept() {
	defer h.wg.Done()
	for {
		conn, err := h.ln.Accept()
		if err != nil {
			h.mu.Lock()
			closed := h.closed
			h.mu.Unlock()
			if !closed {
				h.logf("sharing the store: accepting a connection: %v; other reprise commands cannot use the store until the app restarts", err)
			}
			return
		}
		h.mu.Lock()
		if h.closed {
			h.mu.Unlock()
			conn.Close()
			return
		}
		h.conns[conn] = struct{}{}
		h.wg.Add(1)
		h.mu.Unlock()
		go h.serveConn(conn)
	}
}

// serveConn answers one client: the hello, then its requests, each in its
// own goroutine so a slow operation does not hold up the others.
func (h *Holder) serveConn(conn net.Conn) {
	defer h.wg.Done()
	var calls sync.WaitGroup
	defer func() {
		calls.Wait()
		conn.Close()
		h.mu.Lock()
		delete(h.conns, conn)
		h.mu.Unlock()
	}()
	dec := json.NewDecoder(conn)
	enc := json.NewEncoder(conn)
	var writeMu sync.Mutex

	_ = conn.SetDeadline(time.Now().Add(handshakeTimeout))
	var theirs hello
	if err := dec.Decode(&theirs); err != nil {
		return
	}
	ours := hello{Protocol: ProtocolVersion, Fingerprint: Fingerprint(), Version: version.String(), Holder: h.opts.Holder, Transient: h.opts.Transient, PID: os.Getpid()}
	if err := enc.Encode(ours); err != nil {
		return
	}
	_ = conn.SetDeadline(time.Time{})
	if theirs.Protocol != ours.Protocol || theirs.Fingerprint != ours.Fingerprint {
		h.logf("sharing the store: refused %s: it is another version of Reprise", theirs.describe())
		return
	}
	for {
		var req request
		if err := dec.Decode(&req); err != nil {
			return
		}
		calls.Add(1)
		go func() {
			defer calls.Done()
			resp := h.handle(req)
			writeMu.Lock()
			defer writeMu.Unlock()
			if err := enc.Encode(resp); err != nil {
				conn.Close() // the reader then ends the loop
			}
		}()
	}
}

// handle runs one request against the store.
func (h *Holder) handle(req request) (resp response) {
	resp.ID = req.ID
	op, ok := operations[req.Method]
	if !ok {
		resp.Error = toWire(fmt.Errorf("%w: this Reprise does not know the store operation %q", cache.ErrInvalid, req.Method))
		return resp
	}
	defer func() {
		if r := recover(); r != nil {
			h.logf("sharing the store: %s panicked: %v", req.Method, r)
			resp.Results = nil
			resp.Error = toWire(fmt.Errorf("%s failed in %s with an internal error; see its log", words(req.Method), h.opts.Holder))
		}
	}()
	args, results, err := op.call(h.store, req.Args)
	resp.Error = toWire(err)
	for _, r := range results {
		raw, merr := json.Marshal(r)
		if merr != nil {
			resp.Results = nil
			resp.Error = toWire(fmt.Errorf("encoding the result of %s: %w", words(req.Method), merr))
			return resp
		}
		resp.Results = append(resp.Results, raw)
	}
	if err == nil && op.write && h.opts.OnWrite != nil {
		h.opts.OnWrite(Write{Operation: req.Method, Args: args, Results: results})
	}
	return resp
}
