package webapi

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/reprise-qa/reprise/backend/studio"
)

// clientQueue is how many event batches may wait for one slow client
// before it is disconnected (it reconnects and reloads).
const clientQueue = 256

// pingEvery keeps idle WebSocket connections alive through proxies.
const pingEvery = 20 * time.Second

// Hub fans event batches out to the connected WebSocket clients.
type Hub struct {
	mu      sync.Mutex
	clients map[*client]bool
}

type client struct {
	send chan []byte
	drop chan struct{}
	once sync.Once
}

// NewHub returns a hub with no clients.
func NewHub() *Hub { return &Hub{clients: map[*client]bool{}} }

// Broadcast sends one batch of events to every client, as one JSON array
// message. It never blocks: a client that cannot keep up is dropped.
func (h *Hub) Broadcast(events []studio.Event) {
	data, err := json.Marshal(events)
	if err != nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.clients {
		select {
		case c.send <- data:
		default:
			c.once.Do(func() { close(c.drop) })
			delete(h.clients, c)
		}
	}
}

// Clients returns how many clients are connected.
func (h *Hub) Clients() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.clients)
}

// events upgrades to a WebSocket and streams event batches until the
// client goes away.
func (h *Handler) events(w http.ResponseWriter, r *http.Request) {
	var patterns []string
	for _, o := range h.opts.AllowedOrigins {
		patterns = append(patterns, o)
	}
	conn, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: patterns})
	if err != nil {
		return // Accept wrote the response
	}
	defer conn.CloseNow()
	c := &client{send: make(chan []byte, clientQueue), drop: make(chan struct{})}
	h.hub.mu.Lock()
	h.hub.clients[c] = true
	h.hub.mu.Unlock()
	defer func() {
		h.hub.mu.Lock()
		delete(h.hub.clients, c)
		h.hub.mu.Unlock()
	}()
	ctx := conn.CloseRead(r.Context()) // the client sends nothing; this answers pings and sees the close
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-c.drop:
			conn.Close(websocket.StatusPolicyViolation, "too slow to keep up with events: reconnect and reload")
			return
		case <-ping.C:
			pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.Ping(pctx)
			cancel()
			if err != nil {
				return
			}
		case data := <-c.send:
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.Write(wctx, websocket.MessageText, data)
			cancel()
			if err != nil {
				return
			}
		}
	}
}
