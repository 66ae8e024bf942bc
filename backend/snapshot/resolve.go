package snapshot

import (
	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Resolve turns a recorded locator into a Playwright locator on page,
// inside the iframes listed in frames (outermost first, each entered with
// Locator(selector).ContentFrame()). Each kind maps to the Playwright call
// whose semantics Take used when it checked the candidate was unique:
//
//   - testid: Locator(`[attr="value"]`), a CSS attribute selector, so any
//     test id attribute works (GetByTestId knows only one);
//   - role: GetByRole(role, {Name, Exact: true}), any name when Name is
//     empty (only a user writes such a locator);
//   - label: GetByLabel(value, {Exact: true});
//   - placeholder: GetByPlaceholder(value, {Exact: true});
//   - alt: GetByAltText(value, {Exact: true});
//   - text: GetByText(value, {Exact: true});
//   - title: GetByTitle(value, {Exact: true});
//   - css: Locator(value), which pierces open shadow roots;
//   - xpath: Locator("xpath=" + value).
//
// An unknown kind yields a locator that matches nothing, so callers see a
// count of zero rather than a panic. Resolve makes no round trip to the
// browser.
func Resolve(page playwright.Page, frames []trajectory.FrameRef, l trajectory.Locator) playwright.Locator {
	return resolveIn(scopeOf(page, frames), l)
}

// scopeOf is the scope of page's frame that frames lead to.
func scopeOf(page playwright.Page, frames []trajectory.FrameRef) scope {
	var s scope = pageScope{page}
	for _, f := range frames {
		s = frameScope{s.locator(f.Selector).ContentFrame()}
	}
	return s
}

// resolveIn is Resolve in the scope s.
func resolveIn(s scope, l trajectory.Locator) playwright.Locator {
	exact := true
	switch l.Kind {
	case trajectory.LocTestID:
		return s.locator("[" + l.Attr + "=" + cssString(l.Value) + "]")
	case trajectory.LocRole:
		return s.role(l.Role, l.Name)
	case trajectory.LocLabel:
		return s.label(l.Value, exact)
	case trajectory.LocPlaceholder:
		return s.placeholder(l.Value, exact)
	case trajectory.LocAltText:
		return s.alt(l.Value, exact)
	case trajectory.LocText:
		return s.text(l.Value, exact)
	case trajectory.LocTitle:
		return s.title(l.Value, exact)
	case trajectory.LocCSS:
		return s.locator(l.Value)
	case trajectory.LocXPath:
		return s.locator("xpath=" + l.Value)
	default:
		return s.locator("css=reprise-unknown-locator-kind-" + cssIdent(string(l.Kind)))
	}
}

// scope is what Resolve searches in: the page or a frame locator. The two
// playwright-go types have the same methods with different option types.
type scope interface {
	locator(sel string) playwright.Locator
	role(role, name string) playwright.Locator
	label(v string, exact bool) playwright.Locator
	placeholder(v string, exact bool) playwright.Locator
	alt(v string, exact bool) playwright.Locator
	text(v string, exact bool) playwright.Locator
	title(v string, exact bool) playwright.Locator
}

type pageScope struct{ p playwright.Page }

func (s pageScope) locator(sel string) playwright.Locator { return s.p.Locator(sel) }
func (s pageScope) role(role, name string) playwright.Locator {
	if name == "" { // any name, as getByRole('textbox') (Take records none such)
		return s.p.GetByRole(playwright.AriaRole(role))
	}
	return s.p.GetByRole(playwright.AriaRole(role), playwright.PageGetByRoleOptions{Name: name, Exact: playwright.Bool(true)})
}
func (s pageScope) label(v string, exact bool) playwright.Locator {
	return s.p.GetByLabel(v, playwright.PageGetByLabelOptions{Exact: &exact})
}
func (s pageScope) placeholder(v string, exact bool) playwright.Locator {
	return s.p.GetByPlaceholder(v, playwright.PageGetByPlaceholderOptions{Exact: &exact})
}
func (s pageScope) alt(v string, exact bool) playwright.Locator {
	return s.p.GetByAltText(v, playwright.PageGetByAltTextOptions{Exact: &exact})
}
func (s pageScope) text(v string, exact bool) playwright.Locator {
	return s.p.GetByText(v, playwright.PageGetByTextOptions{Exact: &exact})
}
func (s pageScope) title(v string, exact bool) playwright.Locator {
	return s.p.GetByTitle(v, playwright.PageGetByTitleOptions{Exact: &exact})
}

type frameScope struct{ f playwright.FrameLocator }

func (s frameScope) locator(sel string) playwright.Locator { return s.f.Locator(sel) }
func (s frameScope) role(role, name string) playwright.Locator {
	if name == "" {
		return s.f.GetByRole(playwright.AriaRole(role))
	}
	return s.f.GetByRole(playwright.AriaRole(role), playwright.FrameLocatorGetByRoleOptions{Name: name, Exact: playwright.Bool(true)})
}
func (s frameScope) label(v string, exact bool) playwright.Locator {
	return s.f.GetByLabel(v, playwright.FrameLocatorGetByLabelOptions{Exact: &exact})
}
func (s frameScope) placeholder(v string, exact bool) playwright.Locator {
	return s.f.GetByPlaceholder(v, playwright.FrameLocatorGetByPlaceholderOptions{Exact: &exact})
}
func (s frameScope) alt(v string, exact bool) playwright.Locator {
	return s.f.GetByAltText(v, playwright.FrameLocatorGetByAltTextOptions{Exact: &exact})
}
func (s frameScope) text(v string, exact bool) playwright.Locator {
	return s.f.GetByText(v, playwright.FrameLocatorGetByTextOptions{Exact: &exact})
}
func (s frameScope) title(v string, exact bool) playwright.Locator {
	return s.f.GetByTitle(v, playwright.FrameLocatorGetByTitleOptions{Exact: &exact})
}

// cssString quotes s as a CSS string, as the snapshot script does.
func cssString(s string) string {
	out := make([]byte, 0, len(s)+2)
	out = append(out, '"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\\':
			out = append(out, '\\', c)
		case '\n':
			out = append(out, `\a `...)
		case '\r':
			out = append(out, `\d `...)
		default:
			out = append(out, c)
		}
	}
	return string(append(out, '"'))
}

// cssIdent keeps the letters, digits and dashes of s.
func cssIdent(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			out = append(out, c)
		}
	}
	return string(out)
}
