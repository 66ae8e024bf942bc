package browser

import (
	"fmt"
	"sync"

	"github.com/playwright-community/playwright-go"
)

// A SelectorEngine is a custom Playwright selector engine (see
// Selectors.Register) that every browser Launch starts gets.
type SelectorEngine struct {
	Name string
	// Script evaluates to an object with queryAll(root, body).
	Script string
	// ContentScript runs the engine in Playwright's isolated utility world
	// rather than the page's own.
	ContentScript bool
}

var (
	enginesMu sync.Mutex
	engines   []SelectorEngine
)

// RegisterSelectorEngine adds e to the engines Launch registers with the
// Playwright driver it starts; packages whose locators use an engine call
// it from init. Registering a name twice keeps the last script.
func RegisterSelectorEngine(e SelectorEngine) {
	enginesMu.Lock()
	defer enginesMu.Unlock()
	for i := range engines {
		if engines[i].Name == e.Name {
			engines[i] = e
			return
		}
	}
	engines = append(engines, e)
}

// registerEngines registers the engines with pw before it has contexts.
func registerEngines(pw *playwright.Playwright) error {
	enginesMu.Lock()
	defer enginesMu.Unlock()
	for _, e := range engines {
		err := pw.Selectors.Register(e.Name, playwright.Script{Content: playwright.String(e.Script)},
			playwright.SelectorsRegisterOptions{ContentScript: playwright.Bool(e.ContentScript)})
		if err != nil {
			return fmt.Errorf("registering selector engine %s: %w", e.Name, err)
		}
	}
	return nil
}
