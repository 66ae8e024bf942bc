package browser

import (
	"fmt"
	"sync"
	"unicode"

	"github.com/playwright-community/playwright-go"
)

// A SelectorEngine is a custom Playwright selector engine (see
// Selectors.Register) that every browser Launch starts gets.
type SelectorEngine struct {
	Name string
	// Script evaluates to an object with queryAll(root, body). It must be
	// ASCII (write other characters as escapes): Playwright compiles every
	// registered engine into the helper script it builds in each world of
	// each document, and one character beyond Latin-1 makes that whole
	// script, some 300 KB, a string of two-byte characters in every
	// document, whether the engine is used there or not (a plain
	// playwright-go program took 2 to 7 % longer on the demo login flow;
	// see backend/snapshot's engineScript). Launch refuses an engine
	// that is not.
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
		if err := checkASCII(e); err != nil {
			return err
		}
		err := pw.Selectors.Register(e.Name, playwright.Script{Content: playwright.String(e.Script)},
			playwright.SelectorsRegisterOptions{ContentScript: playwright.Bool(e.ContentScript)})
		if err != nil {
			return fmt.Errorf("registering selector engine %s: %w", e.Name, err)
		}
	}
	return nil
}

// checkASCII returns an error naming e and the first character of its
// script beyond ASCII, if it has one (see SelectorEngine.Script).
func checkASCII(e SelectorEngine) error {
	for i, r := range e.Script {
		if r > unicode.MaxASCII {
			return fmt.Errorf("selector engine %s: its script holds %q at byte %d; write characters beyond ASCII as escapes", e.Name, r, i)
		}
	}
	return nil
}
