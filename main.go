// Reprise desktop app: a Wails v2 shell around the engine in backend/.
// Build the frontend, then the app with the Wails tags, e.g.
//
//	(cd frontend && npm ci && npm run build)
//	go build -tags desktop,production,webkit2_41 -o build/bin/reprise-desktop .
//
// Builds tagged production or dev embed frontend/dist (assets_dist.go);
// untagged builds (go vet, go test) need no built frontend
// (assets_nodist.go). The headless CLI (cmd/reprise) runs the same engine
// without GUI libraries, and `reprise serve` the same UI in a browser.
package main

import (
	"log"

	"github.com/wailsapp/wails/v2"
	"github.com/wailsapp/wails/v2/pkg/options"
	"github.com/wailsapp/wails/v2/pkg/options/linux"
)

func main() {
	app := NewApp()
	err := wails.Run(&options.App{
		Title:       "Reprise",
		Width:       1360,
		Height:      900,
		MinWidth:    960,
		MinHeight:   640,
		AssetServer: uiAssets(),
		OnStartup:   app.startup,
		OnShutdown:  app.shutdown,
		Bind:        []any{app},
		Linux:       &linux.Options{Icon: appIcon(), ProgramName: "reprise"},
	})
	if err != nil {
		log.Fatal(err)
	}
}
