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
	goruntime "runtime"

	"github.com/wailsapp/wails/v2"
	"github.com/wailsapp/wails/v2/pkg/menu"
	"github.com/wailsapp/wails/v2/pkg/menu/keys"
	"github.com/wailsapp/wails/v2/pkg/options"
	"github.com/wailsapp/wails/v2/pkg/options/linux"
)

func main() {
	app := NewApp()
	err := wails.Run(&options.App{
		Title:         "Reprise",
		Width:         1360,
		Height:        900,
		MinWidth:      960,
		MinHeight:     640,
		AssetServer:   uiAssets(),
		Menu:          appMenu(app),
		OnStartup:     app.startup,
		OnDomReady:    app.domReady,
		OnBeforeClose: app.beforeClose,
		OnShutdown:    app.shutdown,
		// A second launch raises this window (where the desktop has a
		// session bus; elsewhere App.afterStart says who holds the store).
		SingleInstanceLock: &options.SingleInstanceLock{UniqueId: "io.github.reprise-qa.reprise", OnSecondInstanceLaunch: app.secondLaunch},
		Bind:               []any{app},
		// The window's class is the executable's name, reprise-desktop, as
		// the launcher's StartupWMClass says (build/linux).
		Linux: &linux.Options{Icon: appIcon(), ProgramName: "reprise-desktop"},
	})
	if err != nil {
		log.Fatal(err)
	}
}

// appMenu is the window's menu: Quit (Ctrl+Q, asking first about unsaved
// recordings) and About; on macOS also the standard app and Edit menus
// (without Edit, Cmd+C/V do not reach the page).
func appMenu(app *App) *menu.Menu {
	m := menu.NewMenu()
	if goruntime.GOOS == "darwin" {
		m.Append(menu.AppMenu())
		m.Append(menu.EditMenu())
	}
	file := m.AddSubmenu("File")
	file.AddText("Quit", keys.CmdOrCtrl("q"), func(*menu.CallbackData) { app.withPlatform(platform.Quit) })
	help := m.AddSubmenu("Help")
	help.AddText("About Reprise", nil, func(*menu.CallbackData) {
		app.withPlatform(func(p platform) { p.Tell("About Reprise", app.about()) })
	})
	return m
}
