package snapshot

import (
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// UntilEngineName is the Playwright selector engine at the head of a
// locator that must find its element within a time (see Until).
const UntilEngineName = "reprise-until"

// untilMessage starts the error the engine throws once its time is up.
const untilMessage = "reprise: the element was not found within"

// The engine passes its root on (a document's root element) until the
// time in its body, counted from its first query in the document, is up,
// and then throws. Playwright resolves a locator before it acts and
// never after it has dispatched input, and an engine's error ends the
// action at once: a locator headed by it fails fast when its element is
// not there, yet an action that found it has its whole timeout, through
// whatever the action then waits for (a navigation).
func init() {
	browser.RegisterSelectorEngine(browser.SelectorEngine{Name: UntilEngineName, ContentScript: true, Script: untilScript})
}

const untilScript = `(() => {
const starts = new Map();
return {
  queryAll(root, body) {
    const colon = body.lastIndexOf(":");
    const ms = Number(body.slice(colon + 1));
    const now = performance.now();
    if (!starts.has(body)) {
      if (starts.size > 200) starts.clear();
      starts.set(body, now);
    }
    if (now - starts.get(body) > ms) throw new Error(` + "`" + untilMessage + ` ${ms} ms` + "`" + `);
    const el = root.nodeType === 9 ? root.documentElement : root;
    return el ? [el] : [];
  },
};
})()`

var untilSeq atomic.Uint64

// Until is Resolve with a time limit on finding the element: an action
// on the returned locator that has not found l's element within d fails
// at once with an error IsUntilExpired recognizes, before any input, and
// one that found it keeps the action's own timeout. ok is false for the
// locators the engine's root would change the meaning of (an absolute
// XPath, a CSS selector that names the root element), which must be
// resolved with Resolve.
func Until(page playwright.Page, frames []trajectory.FrameRef, l trajectory.Locator, d time.Duration) (loc playwright.Locator, ok bool) {
	switch v := strings.TrimSpace(l.Value); l.Kind {
	case trajectory.LocXPath:
		if strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "//") {
			return nil, false
		}
	case trajectory.LocCSS:
		if low := strings.ToLower(v); strings.HasPrefix(low, "html") || strings.Contains(low, ":root") {
			return nil, false
		}
	}
	head := scopeOf(page, frames).locator(fmt.Sprintf("%s=%d:%d", UntilEngineName, untilSeq.Add(1), d.Milliseconds()))
	return resolveIn(locatorScope{head}, l), true
}

// IsUntilExpired reports whether err says an Until locator did not find
// its element in time (so the action did nothing).
func IsUntilExpired(err error) bool {
	return err != nil && strings.Contains(err.Error(), untilMessage)
}

type locatorScope struct{ l playwright.Locator }

func (s locatorScope) locator(sel string) playwright.Locator { return s.l.Locator(sel) }
func (s locatorScope) role(role, name string) playwright.Locator {
	if name == "" {
		return s.l.GetByRole(playwright.AriaRole(role))
	}
	return s.l.GetByRole(playwright.AriaRole(role), playwright.LocatorGetByRoleOptions{Name: name, Exact: playwright.Bool(true)})
}
func (s locatorScope) label(v string, exact bool) playwright.Locator {
	return s.l.GetByLabel(v, playwright.LocatorGetByLabelOptions{Exact: &exact})
}
func (s locatorScope) placeholder(v string, exact bool) playwright.Locator {
	return s.l.GetByPlaceholder(v, playwright.LocatorGetByPlaceholderOptions{Exact: &exact})
}
func (s locatorScope) alt(v string, exact bool) playwright.Locator {
	return s.l.GetByAltText(v, playwright.LocatorGetByAltTextOptions{Exact: &exact})
}
func (s locatorScope) text(v string, exact bool) playwright.Locator {
	return s.l.GetByText(v, playwright.LocatorGetByTextOptions{Exact: &exact})
}
func (s locatorScope) title(v string, exact bool) playwright.Locator {
	return s.l.GetByTitle(v, playwright.LocatorGetByTitleOptions{Exact: &exact})
}
