//go:build !production && !dev

package main

import (
	"io"
	"net/http"

	"github.com/wailsapp/wails/v2/pkg/options/assetserver"
)

// uiAssets, in builds without the production or dev tag (go vet, go test,
// the bindings generator), serves a page saying how to build the app:
// those builds must work on a fresh clone where frontend/dist does not
// exist yet.
func uiAssets() *assetserver.Options {
	return &assetserver.Options{Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, `<!doctype html><meta charset="utf-8"><title>Reprise</title>
<body style="font:15px system-ui;margin:40px"><h1>Reprise</h1>
<p>This build has no frontend. Build it with <code>(cd frontend &amp;&amp; npm ci &amp;&amp; npm run build)</code>
and then <code>go build -tags desktop,production,webkit2_41 .</code></p></body>`)
	})}
}

// appIcon is nil: untagged builds show no window.
func appIcon() []byte { return nil }
