package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/webapi"
)

// cmdServe runs the studio UI in a browser: the built frontend, the API
// over HTTP and the events over WebSocket, on a loopback address with a
// random token (docs/api.md).
func cmdServe(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:0", "loopback address to listen on (port 0 picks a free one)")
	defUI := os.Getenv("REPRISE_UI")
	if defUI == "" {
		defUI = "frontend/dist"
	}
	ui := fs.String("ui", defUI, "directory of the built frontend (default $REPRISE_UI or frontend/dist)")
	storeDir := fs.String("store", "", "store directory (default: $REPRISE_STORE, else the store chosen in the app's Settings, else the user data dir)")
	settings := fs.String("settings", "", "settings file (default: reprise/settings.json in the user config dir)")
	var origins stringList
	fs.Var(&origins, "allow-origin", "extra origin allowed to call the API, e.g. a Vite dev server http://127.0.0.1:5173 (repeatable)")
	allowFiles := fs.Bool("allow-file-urls", false, "let sessions open file: URLs (local testing only)")
	rest, err := parseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(rest) > 0 {
		return fail(stderr, "serve takes no arguments, got %q", rest)
	}
	// Once serving, Ctrl+C is said to have stopped it, after everything
	// is closed (this runs last).
	serving := false
	defer func() {
		if serving && ctx.Err() != nil {
			fmt.Fprintln(stdout, "reprise serve: stopped")
		}
	}()
	if err := checkLoopback(*addr); err != nil {
		return fail(stderr, "%v", err)
	}
	if *settings == "" {
		if *settings, err = studio.DefaultSettingsPath(); err != nil {
			return fail(stderr, "%v", err)
		}
	}
	if *storeDir == "" {
		if *storeDir, err = cache.DefaultDir(); err != nil {
			return fail(stderr, "%v", err)
		}
	}
	store, err := cache.Open(*storeDir, cache.Options{})
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer store.Close()

	hub := webapi.NewHub()
	batcher := studio.NewBatcher(hub.Broadcast, 0, 0)
	defer batcher.Close()
	st, err := studio.New(studio.Options{Store: store, Emitter: batcher, SettingsPath: *settings, Mode: "web", Nav: navpolicy.Policy{AllowFileURLs: *allowFiles},
		Log: func(s string) { fmt.Fprintln(stderr, "reprise serve:", s) }})
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer st.Close()
	// Other reprise commands on this store work through this process.
	holder, err := sharedstore.Serve(store, store.Dir(), sharedstore.HolderOptions{Holder: "reprise serve", OnWrite: st.StoreWritten,
		Log: func(s string) { fmt.Fprintln(stderr, "reprise serve:", s) }})
	if err != nil {
		fmt.Fprintf(stderr, "reprise serve: %v; other reprise commands cannot use this store while serve runs\n", err)
	} else {
		defer holder.Close()
	}
	uiFS := webapi.DirFS(*ui)
	if uiFS == nil {
		where := *ui
		if abs, err := filepath.Abs(*ui); err == nil {
			where = abs
		}
		fmt.Fprintf(stderr, "reprise serve: no built UI in %s (pass --ui with the built UI's folder, or build it: cd frontend && npm ci && npm run build); serving the API only\n", where)
	}
	token := webapi.NewToken()
	h, err := webapi.NewHandler(st, hub, webapi.Options{Token: token, UI: uiFS, AllowedOrigins: origins})
	if err != nil {
		return fail(stderr, "%v", err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fail(stderr, "listening on %s: %v", *addr, err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	fmt.Fprintf(stdout, "Reprise is serving on http://%s/?token=%s\n", ln.Addr(), token)
	fmt.Fprintln(stdout, "Open that URL in a browser; the token is required. Press Ctrl+C to stop.")
	serving = true
	select {
	case <-ctx.Done():
	case err := <-served:
		if !errors.Is(err, http.ErrServerClosed) {
			return fail(stderr, "serving: %v", err)
		}
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = srv.Shutdown(sctx) // WebSockets are hijacked: Close below ends them
	_ = srv.Close()
	return 0
}

// checkLoopback refuses addresses that are not on the loopback interface:
// the API drives a browser and reads the store, so it must not be
// reachable from other machines.
func checkLoopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("--addr %q: want HOST:PORT such as 127.0.0.1:8080: %v", addr, err)
	}
	if strings.EqualFold(host, "localhost") {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("--addr %q is not a loopback address: reprise serve only listens on 127.0.0.1, ::1 or localhost "+
		"(it can drive a browser and read your store); to share it, put an authenticating proxy or an SSH tunnel in front", addr)
}

// stringList collects a repeatable string flag.
type stringList []string

func (s *stringList) String() string { return strings.Join(*s, ",") }

func (s *stringList) Set(v string) error {
	*s = append(*s, v)
	return nil
}
