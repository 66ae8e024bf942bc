// Reprise desktop app: a Wails v2 shell around the engine in backend/.
// Build with the Wails tags, e.g.
//
//	go build -tags desktop,production,webkit2_41 -o build/bin/reprise-desktop .
//
// The headless CLI (cmd/reprise) runs the same engine without GUI libraries.
package main

import (
	"embed"
	"io/fs"
	"log"

	"github.com/wailsapp/wails/v2"
	"github.com/wailsapp/wails/v2/pkg/options"
	"github.com/wailsapp/wails/v2/pkg/options/assetserver"
)

//go:embed all:frontend/shell
var assets embed.FS // the library page; issue 5 replaces it with the built Vite app

// mustSub roots the embedded files at dir, so index.html is served at /.
func mustSub(fsys embed.FS, dir string) fs.FS {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		log.Fatalf("embedding %s: %v", dir, err)
	}
	return sub
}

func main() {
	app := NewApp()
	err := wails.Run(&options.App{
		Title:       "Reprise",
		Width:       1280,
		Height:      860,
		AssetServer: &assetserver.Options{Assets: mustSub(assets, "frontend/shell")},
		OnStartup:   app.startup,
		OnShutdown:  app.shutdown,
		Bind:        []any{app},
	})
	if err != nil {
		log.Fatal(err)
	}
}
