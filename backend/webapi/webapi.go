// Package webapi serves the studio API over HTTP and WebSocket for
// `reprise serve` (docs/api.md §1): POST /api/<Method> with a JSON array
// of arguments, GET /api/events (a WebSocket of event batches), GET
// /api/blob/<key> for screenshots, and the built frontend at /.
//
// Every /api/ request needs the server's token (header X-Reprise-Token,
// or the token query parameter where headers cannot be set). Requests
// must name a loopback host (a guard against DNS rebinding) and, when
// they carry an Origin, come from the server's own origin.
package webapi

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/studio"
)

// TokenHeader carries the token on API calls.
const TokenHeader = "X-Reprise-Token"

// maxBody bounds a request body. The largest is an import: the file's
// content as a JSON string, which escaping makes longer than the file
// (every quote of a JSON file doubles), so that any file the importer
// reads (importer.MaxInputSize, as the command line) fits.
const maxBody = 2 * importer.MaxInputSize

// Options configure a Handler.
type Options struct {
	// Token is required on every /api/ request. Required.
	Token string
	// UI holds the built frontend (index.html at its root); nil serves a
	// page explaining how to build it.
	UI fs.FS
	// AllowedOrigins are extra origins (scheme://host:port) allowed to
	// call the API, e.g. a Vite dev server; the server's own is always
	// allowed.
	AllowedOrigins []string
}

// NewToken returns a random 128-bit token in hex.
func NewToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// Handler serves the API of st and the frontend. hub delivers the events
// of st (pass the hub's Broadcast, through a studio.Batcher, as st's
// Emitter).
type Handler struct {
	st      *studio.Studio
	hub     *Hub
	opts    Options
	methods map[string]reflect.Method
	mux     *http.ServeMux
}

var _ http.Handler = (*Handler)(nil)

// NewHandler returns the handler for st with events from hub.
func NewHandler(st *studio.Studio, hub *Hub, opts Options) (*Handler, error) {
	if opts.Token == "" {
		return nil, errors.New("webapi: empty token")
	}
	h := &Handler{st: st, hub: hub, opts: opts, methods: Methods(), mux: http.NewServeMux()}
	h.mux.HandleFunc("POST /api/{method}", h.call)
	h.mux.HandleFunc("GET /api/events", h.events)
	h.mux.HandleFunc("GET /api/blob/{key}", h.blob)
	h.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, &studio.Error{Code: studio.CodeUnknownMethod, Message: fmt.Sprintf("%s %s is not an API endpoint: call methods with POST /api/<Method>", r.Method, r.URL.Path)})
	})
	h.mux.Handle("/", h.ui())
	return h, nil
}

// Methods returns the methods of studio.API (and only those) by name, as
// methods of *studio.Studio: an exported method of *Studio that the API
// interface does not list is not served.
func Methods() map[string]reflect.Method {
	out := map[string]reflect.Method{}
	api := reflect.TypeFor[studio.API]()
	impl := reflect.TypeFor[*studio.Studio]()
	for i := 0; i < api.NumMethod(); i++ {
		if m, ok := impl.MethodByName(api.Method(i).Name); ok {
			out[m.Name] = m
		}
	}
	return out
}

// ServeHTTP checks the host and origin, then routes the request.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if p := recover(); p != nil {
			writeError(w, &studio.Error{Code: studio.CodeInternal, Message: fmt.Sprintf("internal error serving %s: %v — please report it", r.URL.Path, p)})
		}
	}()
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Referrer-Policy", "no-referrer")
	if !loopbackHost(r.Host) {
		http.Error(w, "reprise serve answers on loopback names only (127.0.0.1, ::1, localhost)", http.StatusForbidden)
		return
	}
	if o := r.Header.Get("Origin"); o != "" && !h.originAllowed(o, r) {
		http.Error(w, "cross-origin requests are refused", http.StatusForbidden)
		return
	}
	if strings.HasPrefix(r.URL.Path, "/api/") {
		w.Header().Set("Cache-Control", "no-store")
		if !h.authorized(r) {
			writeError(w, &studio.Error{Code: studio.CodeUnauthorized, Message: "missing or wrong token: open the URL reprise serve printed (it carries ?token=…)"})
			return
		}
	}
	h.mux.ServeHTTP(w, r)
}

func (h *Handler) authorized(r *http.Request) bool {
	tok := r.Header.Get(TokenHeader)
	if tok == "" {
		tok = r.URL.Query().Get("token")
	}
	return subtle.ConstantTimeCompare([]byte(tok), []byte(h.opts.Token)) == 1
}

func (h *Handler) originAllowed(origin string, r *http.Request) bool {
	if origin == "http://"+r.Host || origin == "https://"+r.Host {
		return true
	}
	for _, o := range h.opts.AllowedOrigins {
		if strings.EqualFold(strings.TrimRight(o, "/"), origin) {
			return true
		}
	}
	return false
}

// loopbackHost reports whether a Host header names this machine.
func loopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// call runs one API method: the body is the JSON array of its arguments.
func (h *Handler) call(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("method")
	m, ok := h.methods[name]
	if !ok {
		writeError(w, &studio.Error{Code: studio.CodeUnknownMethod, Message: fmt.Sprintf("unknown method %q (see docs/api.md)", name)})
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
	if err != nil {
		writeError(w, &studio.Error{Code: studio.CodeBadRequest, Message: "reading the request body: " + err.Error()})
		return
	}
	if len(body) > maxBody {
		writeError(w, &studio.Error{Code: studio.CodeBadRequest, Message: fmt.Sprintf("what was sent is over %d MB, more than the studio takes at once; a file this large can be imported with the command line: reprise import FILE (files up to %d MB)", maxBody>>20, importer.MaxInputSize>>20)})
		return
	}
	args, err := decodeArgs(m, body)
	if err != nil {
		writeError(w, &studio.Error{Code: studio.CodeBadRequest, Message: fmt.Sprintf("%s: %v", name, err)})
		return
	}
	if cancelOnHangUp[name] && len(args) > 0 && args[0].Kind() == reflect.String {
		defer h.cancelWhenGone(r.Context(), args[0].String())()
	}
	out := m.Func.Call(append([]reflect.Value{reflect.ValueOf(h.st)}, args...))
	if errV := out[len(out)-1]; !errV.IsNil() {
		writeError(w, studio.AsError(errV.Interface().(error)))
		return
	}
	var result any
	if len(out) == 2 {
		result = out[0].Interface()
	}
	writeJSON(w, http.StatusOK, result)
}

// cancelOnHangUp are the long-running API methods whose first argument is
// a session id. The studio's API takes no context (it is the same for the
// desktop app), so the request's context reaches them through Cancel: when
// the client goes away before the call returns (the browser tab closed, a
// page reload), what the session is doing is cancelled instead of running
// on for no one.
var cancelOnHangUp = map[string]bool{"Instruct": true, "Goal": true}

// cancelWhenGone cancels what session sessionID is doing if ctx ends
// before the returned function is called (when the call has returned).
func (h *Handler) cancelWhenGone(ctx context.Context, sessionID string) (returned func()) {
	var mu sync.Mutex
	done := false
	stop := context.AfterFunc(ctx, func() {
		mu.Lock()
		defer mu.Unlock()
		if !done {
			_, _ = h.st.Cancel(sessionID)
		}
	})
	return func() {
		mu.Lock()
		done = true
		mu.Unlock()
		stop()
	}
}

// decodeArgs decodes a JSON array into m's parameters. Missing trailing
// arguments take their zero values; an empty body is no arguments.
func decodeArgs(m reflect.Method, body []byte) ([]reflect.Value, error) {
	nin := m.Type.NumIn() - 1 // the receiver
	var raw []json.RawMessage
	if len(strings.TrimSpace(string(body))) > 0 {
		if err := json.Unmarshal(body, &raw); err != nil {
			return nil, fmt.Errorf("the body must be a JSON array of the %d argument(s): %v", nin, err)
		}
	}
	if len(raw) > nin {
		return nil, fmt.Errorf("takes %d argument(s), got %d", nin, len(raw))
	}
	args := make([]reflect.Value, nin)
	for i := range nin {
		pt := m.Type.In(i + 1)
		v := reflect.New(pt)
		if i < len(raw) && string(raw[i]) != "null" {
			if err := json.Unmarshal(raw[i], v.Interface()); err != nil {
				return nil, fmt.Errorf("argument %d: want %s: %v", i+1, typeName(pt), err)
			}
		}
		args[i] = v.Elem()
	}
	return args, nil
}

func typeName(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Map:
		return "an object (" + t.Name() + ")"
	case reflect.Slice:
		return "an array"
	}
	return t.Kind().String()
}

// status maps error codes to HTTP statuses (docs/api.md §2).
var status = map[string]int{
	studio.CodeBadRequest: 400, studio.CodeInvalid: 422, studio.CodeMissingVariable: 422,
	studio.CodeNotFound: 404, studio.CodeDeleted: 409, studio.CodeConflict: 409, studio.CodeBusy: 409,
	studio.CodeAmbiguous: 409, studio.CodeLocked: 423, studio.CodeNeedsModel: 422, studio.CodeNoKey: 422,
	studio.CodeBrowser: 502, studio.CodeCancelled: 409, studio.CodeUnsupported: 501,
	studio.CodeUnauthorized: 401, studio.CodeUnknownMethod: 404, studio.CodeInternal: 500,
}

func writeError(w http.ResponseWriter, e *studio.Error) {
	code, ok := status[e.Code]
	if !ok {
		code = 500
	}
	writeJSON(w, code, map[string]any{"error": e})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		code = 500
		data, _ = json.Marshal(map[string]any{"error": studio.Error{Code: studio.CodeInternal, Message: "encoding the result: " + err.Error()}})
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	_, _ = w.Write(data)
}

// blob serves a stored screenshot; ?w=N scales it to a JPEG thumbnail.
func (h *Handler) blob(w http.ResponseWriter, r *http.Request) {
	width := 0
	if s := r.URL.Query().Get("w"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n > 4000 {
			writeError(w, &studio.Error{Code: studio.CodeBadRequest, Message: "w must be a width in pixels (1–4000)"})
			return
		}
		width = n
	}
	data, mime, err := h.st.Blob(r.PathValue("key"), width)
	if err != nil {
		writeError(w, studio.AsError(err))
		return
	}
	w.Header().Set("Content-Type", mime)
	w.Header().Set("Cache-Control", "private, max-age=31536000, immutable") // content-addressed
	_, _ = w.Write(data)
}

// ui serves the built frontend, falling back to index.html for client
// routes, or a page saying how to build it.
func (h *Handler) ui() http.Handler {
	if h.opts.UI == nil {
		return http.HandlerFunc(notBuilt)
	}
	if _, err := fs.Stat(h.opts.UI, "index.html"); err != nil {
		return http.HandlerFunc(notBuilt)
	}
	files := http.FileServerFS(h.opts.UI)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if p != "" {
			if _, err := fs.Stat(h.opts.UI, p); errors.Is(err, fs.ErrNotExist) && path.Ext(p) == "" {
				r = r.Clone(r.Context())
				r.URL.Path = "/"
			}
		}
		if r.URL.Path == "/" || r.URL.Path == "/index.html" {
			w.Header().Set("Cache-Control", "no-cache")
		}
		files.ServeHTTP(w, r)
	})
}

func notBuilt(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	_, _ = io.WriteString(w, `<!doctype html><meta charset="utf-8"><title>Reprise</title>
<body style="font:15px system-ui;margin:40px;max-width:640px">
<h1>Reprise</h1><p>The web UI is not built yet. Build it with
<code>cd frontend &amp;&amp; npm ci &amp;&amp; npm run build</code>, or point
<code>reprise serve --ui DIR</code> at a built copy. The API is up at
<code>/api/</code> (see docs/api.md).</p></body>`)
}

// DirFS returns the directory as a UI file system, or nil when it holds
// no index.html.
func DirFS(dir string) fs.FS {
	if dir == "" {
		return nil
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return nil
	}
	return os.DirFS(dir)
}
