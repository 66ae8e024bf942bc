// Package demosite serves the Reprise demo web app (package
// github.com/reprise-qa/reprise/testdata/sites) for tests, demos and
// screenshots.
//
// Start runs two HTTP servers that serve the same files: the main origin and
// an alternate origin with a different host name and port. iframe.html on the
// main origin embeds contact.html from the alternate origin, so the page holds
// a genuinely cross-origin (and cross-site) iframe. Both servers also answer
// /config.js, which sets window.DEMO_ORIGIN to the serving origin and
// window.DEMO_ALT_ORIGIN to the other one.
package demosite

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/reprise-qa/reprise/testdata/sites"
)

// DefaultAddr is the address the main server listens on when Start is given
// an empty address: a free port on the IPv4 loopback interface.
const DefaultAddr = "127.0.0.1:0"

// shutdownTimeout bounds how long Close waits for in-flight requests before it
// drops the remaining connections.
const shutdownTimeout = 5 * time.Second

// Server is a running demo site: a main origin and an alternate origin that
// serve the same pages. Create one with Start and stop it with Close or by
// cancelling the context passed to Start.
type Server struct {
	mainURL string
	altURL  string
	servers []*http.Server

	serving sync.WaitGroup
	stop    chan struct{}

	mu        sync.Mutex
	serveErrs []error

	closeOnce sync.Once
	closeErr  error
}

// Start listens on addr (DefaultAddr when addr is empty) for the main origin
// and on a free loopback port for the alternate origin, then serves the demo
// site on both in the background. The alternate origin uses the host name
// "localhost" (or "127.0.0.1" when the main origin already uses "localhost"),
// so the two origins differ in host as well as port.
//
// The servers stop when ctx is cancelled or Close is called, whichever comes
// first.
func Start(ctx context.Context, addr string) (*Server, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("starting demo site: %w", err)
	}
	if addr == "" {
		addr = DefaultAddr
	}

	mainLn, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listening on %s: %w", addr, err)
	}
	mainHost := publicHost(addr, mainLn.Addr())
	mainURL := "http://" + net.JoinHostPort(mainHost, port(mainLn.Addr()))

	const altAddr = "127.0.0.1:0"
	altLn, err := net.Listen("tcp", altAddr)
	if err != nil {
		_ = mainLn.Close()
		return nil, fmt.Errorf("listening on %s: %w", altAddr, err)
	}
	altHost := "localhost"
	if mainHost == "localhost" {
		altHost = "127.0.0.1"
	}
	altURL := "http://" + net.JoinHostPort(altHost, port(altLn.Addr()))

	s := &Server{
		mainURL: mainURL,
		altURL:  altURL,
		stop:    make(chan struct{}),
	}
	s.serve(mainLn, newHandler(mainURL, altURL))
	s.serve(altLn, newHandler(altURL, mainURL))

	go func() {
		select {
		case <-ctx.Done():
			_ = s.Close()
		case <-s.stop:
		}
	}()
	return s, nil
}

// URL returns the base URL of the main origin without a trailing slash, for
// example "http://127.0.0.1:40123".
func (s *Server) URL() string { return s.mainURL }

// AltURL returns the base URL of the alternate origin without a trailing
// slash, for example "http://localhost:40124". Its origin always differs from
// the one of URL.
func (s *Server) AltURL() string { return s.altURL }

// Close gracefully shuts down both servers, waiting a few seconds at most for
// in-flight requests, and reports any error met while serving or shutting
// down. It is safe to call more than once and after the context given to
// Start was cancelled; every call returns the same result once shutdown has
// finished.
func (s *Server) Close() error {
	s.closeOnce.Do(func() {
		close(s.stop)
		ctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
		defer cancel()

		errs := make([]error, len(s.servers))
		var wg sync.WaitGroup
		for i, srv := range s.servers {
			wg.Go(func() {
				if err := srv.Shutdown(ctx); err != nil {
					errs[i] = fmt.Errorf("shutting down %s: %w", srv.Addr, err)
					_ = srv.Close()
				}
			})
		}
		wg.Wait()
		s.serving.Wait()

		s.mu.Lock()
		defer s.mu.Unlock()
		s.closeErr = errors.Join(append(errs, s.serveErrs...)...)
	})
	return s.closeErr
}

// serve starts an http.Server for h on ln in a new goroutine.
func (s *Server) serve(ln net.Listener, h http.Handler) {
	srv := &http.Server{
		Addr:              ln.Addr().String(),
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
	}
	s.servers = append(s.servers, srv)
	s.serving.Go(func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.mu.Lock()
			s.serveErrs = append(s.serveErrs, fmt.Errorf("serving on %s: %w", srv.Addr, err))
			s.mu.Unlock()
		}
	})
}

// newHandler returns the handler of one origin: the embedded site plus a
// /config.js that names self and the other origin.
func newHandler(self, other string) http.Handler {
	config := fmt.Sprintf("window.DEMO_ORIGIN = %s;\nwindow.DEMO_ALT_ORIGIN = %s;\n", jsString(self), jsString(other))

	mux := http.NewServeMux()
	mux.HandleFunc("GET /config.js", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = w.Write([]byte(config))
	})
	files := http.FileServerFS(sites.FS)
	mux.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) {
		// ?delay=MS serves a file late (at most 5 s), as a slow network or
		// a script loader would: late.html loads its app this way.
		if ms, err := strconv.Atoi(r.URL.Query().Get("delay")); err == nil && ms > 0 {
			select {
			case <-time.After(time.Duration(min(ms, 5000)) * time.Millisecond):
			case <-r.Context().Done():
				return
			}
		}
		// Revalidate every time so that a rebuilt site is never served stale.
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
	return mux
}

// publicHost returns the host name to put in URLs for a listener created for
// addr: the host name given in addr if it is not an IP address, the bound IP
// otherwise, and 127.0.0.1 when bound to all interfaces.
func publicHost(addr string, bound net.Addr) string {
	if host, _, err := net.SplitHostPort(addr); err == nil && host != "" && net.ParseIP(host) == nil {
		return host
	}
	tcp, ok := bound.(*net.TCPAddr)
	if !ok || tcp.IP == nil || tcp.IP.IsUnspecified() {
		return "127.0.0.1"
	}
	return tcp.IP.String()
}

// port returns the port part of a listener address.
func port(a net.Addr) string {
	if tcp, ok := a.(*net.TCPAddr); ok {
		return fmt.Sprint(tcp.Port)
	}
	_, p, _ := net.SplitHostPort(a.String())
	return p
}

// jsString returns s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s) // Marshalling a string cannot fail.
	return string(b)
}
