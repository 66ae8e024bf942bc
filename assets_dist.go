//go:build production || dev

package main

import (
	"embed"
	"io/fs"
	"log"

	"github.com/wailsapp/wails/v2/pkg/options/assetserver"
)

// dist is the built frontend: run `npm run build` in frontend/ first.
//
//go:embed all:frontend/dist
var dist embed.FS

// icon is the window icon on Linux (wails build bundles it itself for
// macOS and Windows).
//
//go:embed build/appicon.png
var icon []byte

// appIcon returns the window icon.
func appIcon() []byte { return icon }

// uiAssets serves the built frontend, index.html at /.
func uiAssets() *assetserver.Options {
	sub, err := fs.Sub(dist, "frontend/dist")
	if err != nil {
		log.Fatalf("embedding frontend/dist: %v", err)
	}
	return &assetserver.Options{Assets: sub}
}
