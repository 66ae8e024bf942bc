package sharedstore

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"sync"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/version"
)

// handshakeTimeout bounds the hello exchange: a holder that accepts but
// never answers is treated as gone.
const handshakeTimeout = 10 * time.Second

// Client is a store held by another process: each cache.Interface method
// (forward_gen.go) is sent to the holder and answered there. Its methods
// are safe for concurrent use; calls share one connection.
type Client struct {
	dir    string
	holder string // the holder's description, for messages
	// transient is set when the holder is a command that ends when its
	// work does (HolderOptions.Transient).
	transient bool
	conn      net.Conn

	writeMu sync.Mutex
	enc     *json.Encoder

	mu      sync.Mutex
	nextID  uint64
	pending map[uint64]chan response
	broken  error // set when the connection failed; later calls fail at once
	closed  bool

	readerDone chan struct{}
}

// Dial connects to the process holding the store in dir. It fails with
// an error matching errNoEndpoint when nothing listens there, and with a
// *VersionError when the holder is another version of Reprise.
func Dial(dir string) (*Client, error) {
	conn, err := dial(dir)
	if err != nil {
		return nil, err
	}
	c := &Client{dir: dir, conn: conn, enc: json.NewEncoder(conn), pending: map[uint64]chan response{}, readerDone: make(chan struct{})}
	dec := json.NewDecoder(conn)
	ours := hello{Protocol: ProtocolVersion, Fingerprint: Fingerprint(), Version: version.String(), PID: os.Getpid()}
	_ = conn.SetDeadline(time.Now().Add(handshakeTimeout))
	var theirs hello
	if err := c.enc.Encode(ours); err != nil {
		conn.Close()
		return nil, fmt.Errorf("greeting the Reprise process that holds the store in %s: %w", dir, err)
	}
	if err := dec.Decode(&theirs); err != nil {
		conn.Close()
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			// It closed at once: a holder that is shutting down.
			return nil, fmt.Errorf("%w: the holder closed the connection", errNoEndpoint)
		}
		return nil, fmt.Errorf("the process listening on the store's endpoint in %s did not answer as Reprise does (%v); "+
			"close other Reprise windows and commands and try again", dir, err)
	}
	_ = conn.SetDeadline(time.Time{})
	c.holder, c.transient = theirs.describe(), theirs.Transient
	if theirs.Protocol != ProtocolVersion || theirs.Fingerprint != ours.Fingerprint {
		conn.Close()
		return nil, &VersionError{Dir: dir, Holder: c.holder, Ours: ours.Version, Protocol: theirs.Protocol != ProtocolVersion}
	}
	go c.read(dec)
	return c, nil
}

// Dir returns the store directory.
func (c *Client) Dir() string { return c.dir }

// Holder describes the process holding the store.
func (c *Client) Holder() string { return c.holder }

// Close closes the connection; calls under way fail. The store stays
// open in its holder.
func (c *Client) Close() error {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil
	}
	c.closed = true
	c.mu.Unlock()
	err := c.conn.Close()
	<-c.readerDone
	if err != nil && !errors.Is(err, net.ErrClosed) {
		return fmt.Errorf("closing the connection to the store's holder: %w", err)
	}
	return nil
}

// read delivers responses to their callers until the connection ends,
// then fails every call still waiting.
func (c *Client) read(dec *json.Decoder) {
	defer close(c.readerDone)
	for {
		var r response
		if err := dec.Decode(&r); err != nil {
			c.fail(err)
			return
		}
		c.mu.Lock()
		ch := c.pending[r.ID]
		delete(c.pending, r.ID)
		c.mu.Unlock()
		if ch != nil {
			ch <- r // buffered
		}
	}
}

// fail marks the connection broken and wakes every waiting call.
func (c *Client) fail(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.broken == nil {
		c.broken = err
	}
	for id, ch := range c.pending {
		delete(c.pending, id)
		close(ch)
	}
}

// call sends one operation and decodes its results into the pointers in
// results.
func (c *Client) call(method string, args []any, results []any) (err error) {
	if undo := assignRunID(method, args); undo != nil {
		defer func() {
			if err != nil {
				undo()
			}
		}()
	}
	req := request{Method: method, Args: make([]json.RawMessage, len(args))}
	for i, a := range args {
		// Secrets given only to be masked are masked here: they never
		// leave this process.
		if o, ok := a.(cache.Outbound); ok {
			a = o.Outbound()
		}
		raw, err := json.Marshal(a)
		if err != nil {
			return fmt.Errorf("encoding argument %d of %s: %w", i+1, words(method), err)
		}
		req.Args[i] = raw
	}
	ch := make(chan response, 1)
	c.mu.Lock()
	switch {
	case c.closed:
		c.mu.Unlock()
		return fmt.Errorf("%s: the store is closed", words(method))
	case c.broken != nil:
		err := c.broken
		c.mu.Unlock()
		return c.gone(method, err)
	}
	c.nextID++
	req.ID = c.nextID
	c.pending[req.ID] = ch
	c.mu.Unlock()

	c.writeMu.Lock()
	err = c.enc.Encode(req)
	c.writeMu.Unlock()
	if err != nil {
		c.mu.Lock()
		delete(c.pending, req.ID)
		c.mu.Unlock()
		return c.gone(method, err)
	}
	r, ok := <-ch
	if !ok {
		c.mu.Lock()
		err := c.broken
		c.mu.Unlock()
		return c.gone(method, err)
	}
	for i, p := range results {
		if i >= len(r.Results) {
			break
		}
		if err := json.Unmarshal(r.Results[i], p); err != nil {
			return fmt.Errorf("decoding the answer to %s from %s: %w", words(method), c.holder, err)
		}
	}
	return fromWire(r.Error)
}

// assignRunID gives a run saved without an id (SaveRun) its id here, as
// (*cache.Store).SaveRun does in place: the holder assigns ids to its own
// copy of the run, which never comes back, so without this the caller
// would print, report and name screenshots by an empty id while the store
// keeps another. It returns what clears the id again when the save fails
// (nil when nothing was assigned).
func assignRunID(method string, args []any) (undo func()) {
	if method != "SaveRun" || len(args) != 1 {
		return nil
	}
	r, ok := args[0].(*trajectory.Run)
	if !ok || r == nil || r.ID != "" {
		return nil
	}
	r.ID = cache.NewRunID(time.Now())
	return func() { r.ID = "" }
}

// gone reports the holder's disappearance during method.
func (c *Client) gone(method string, err error) error {
	c.mu.Lock()
	closed := c.closed
	c.mu.Unlock()
	if closed {
		return fmt.Errorf("%s: the store is closed", words(method))
	}
	return &HolderGoneError{Dir: c.dir, Holder: c.holder, Operation: words(method), Err: err}
}
