// Reprise desktop app: a Wails v2 shell around the engine in backend/.
// Build with the Wails tags, e.g.
//
//	go build -tags desktop,production,webkit2_41 -o build/bin/reprise-desktop .
//
// The headless CLI (cmd/reprise) runs the same engine without GUI libraries.
package main

import (
	"embed"
	"log"

	"github.com/wailsapp/wails/v2"
	"github.com/wailsapp/wails/v2/pkg/options"
	"github.com/wailsapp/wails/v2/pkg/options/assetserver"
)

//go:embed all:frontend/dist
var assets embed.FS

func main() {
	app := NewApp()
	err := wails.Run(&options.App{
		Title:       "Reprise",
		Width:       1280,
		Height:      860,
		AssetServer: &assetserver.Options{Assets: assets},
		OnStartup:   app.startup,
		OnShutdown:  app.shutdown,
		Bind:        []any{app},
	})
	if err != nil {
		log.Fatal(err)
	}
}
