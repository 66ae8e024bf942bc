package export

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// This file declares, once for every language, what each action's export
// does: which object a Playwright method is called on, the method (its
// Playwright Test spelling: pythonic and Go spellings are derived from it)
// and its arguments and options. The TypeScript, Python and Go writers
// only render these statements, so an action added to the trajectory
// package cannot be exported by one language and forgotten by another:
// without a row here every code export refuses it with a
// *CannotExpressError naming the step.

// recv is what a call is made on.
type recv int

const (
	onPage         recv = iota // the page
	onLocator                  // the step's target
	onKeyboard                 // page.keyboard
	onMouse                    // page.mouse
	onExpectTarget             // expect(<target>)
	onExpectPage               // expect(page)
)

// argKind says how an argument is rendered.
type argKind int

const (
	argText     argKind = iota // a string with {{var}} placeholders
	argURL                     // a URL: the start URL's origin becomes the base URL
	argInt                     // a number
	argTarget                  // another element (drag-and-drop)
	argRegex                   // a regular expression the user wrote (placeholders allowed)
	argContains                // a regular expression matching any text containing the value
	argOption                  // an option of a <select> (playwright-go wraps it)
	argTexts                   // a list of strings with {{var}} placeholders, one per element
)

// arg is one positional argument.
type arg struct {
	kind   argKind
	text   string
	n      int
	target *trajectory.Target
	texts  []string // argTexts
	// url marks a URL (its start-URL origin becomes the base URL).
	url bool
}

// optKind says how an option's value is rendered.
type optKind int

const (
	optMillis optKind = iota // a duration in milliseconds (float in Go)
	optCount                 // a count (int in Go)
	optButton                // a mouse button name
)

// opt is one named option, in Playwright Test's spelling ("clickCount").
type opt struct {
	name string
	kind optKind
	n    int
	text string
}

// call is one Playwright call: on, verb(args..., {opts}).
type call struct {
	on     recv
	target *trajectory.Target // for onLocator and onExpectTarget
	// within is a CSS selector for elements inside the target the call is
	// made on instead ("option:checked": a drop-down's chosen options).
	within string
	verb   string // Playwright Test's method name, e.g. "pressSequentially"
	args   []arg
	opts   []opt
}

// stmt is what one step exports to: calls in order, a note instead (a
// step a script cannot run, kept as a comment), or an extract block.
type stmt struct {
	calls   []call
	note    string
	extract []trajectory.ExtractField // bound fields read with innerText
}

// actionExport declares the export of one action.
type actionExport func(s *trajectory.Step) stmt

// exports is the one table of action exports. TestEveryActionExportsInEveryLanguage
// fails when an action of trajectory.Actions has no row.
var exports = map[trajectory.Action]actionExport{
	trajectory.ActionGoto: func(s *trajectory.Step) stmt {
		return one(call{on: onPage, verb: "goto", args: []arg{{kind: argURL, text: s.URL}}, opts: timeout(s)})
	},
	trajectory.ActionClick: func(s *trajectory.Step) stmt {
		var o []opt
		if s.DelayMS > 0 {
			o = append(o, opt{name: "delay", kind: optMillis, n: s.DelayMS})
		}
		if s.Button == "right" || s.Button == "middle" {
			o = append(o, opt{name: "button", kind: optButton, text: s.Button})
		}
		if s.ClickCount > 1 {
			o = append(o, opt{name: "clickCount", kind: optCount, n: s.ClickCount})
		}
		return one(onTarget(s, "click", nil, append(o, timeout(s)...)))
	},
	trajectory.ActionFill: func(s *trajectory.Step) stmt {
		return one(onTarget(s, "fill", []arg{{kind: argText, text: s.Value}}, timeout(s)))
	},
	trajectory.ActionType: func(s *trajectory.Step) stmt {
		return one(onTarget(s, "pressSequentially", []arg{{kind: argText, text: s.Value}}, timeout(s)))
	},
	trajectory.ActionPress: func(s *trajectory.Step) stmt {
		if s.Target == nil {
			return one(call{on: onKeyboard, verb: "press", args: []arg{{kind: argText, text: s.Key}}})
		}
		return one(onTarget(s, "press", []arg{{kind: argText, text: s.Key}}, timeout(s)))
	},
	trajectory.ActionSelect: func(s *trajectory.Step) stmt {
		return one(onTarget(s, "selectOption", []arg{{kind: argOption, text: s.Value}}, timeout(s)))
	},
	trajectory.ActionCheck: func(s *trajectory.Step) stmt {
		return one(onTarget(s, "check", nil, timeout(s)))
	},
	trajectory.ActionUncheck: func(s *trajectory.Step) stmt {
		return one(onTarget(s, "uncheck", nil, timeout(s)))
	},
	trajectory.ActionHover: func(s *trajectory.Step) stmt {
		return one(onTarget(s, "hover", nil, timeout(s)))
	},
	trajectory.ActionScroll: func(s *trajectory.Step) stmt {
		var st stmt
		wheel := s.DeltaX != 0 || s.DeltaY != 0
		if s.Target != nil {
			st.calls = append(st.calls, onTarget(s, "scrollIntoViewIfNeeded", nil, timeout(s)))
			if wheel {
				// The wheel scrolls what is under the mouse.
				st.calls = append(st.calls, onTarget(s, "hover", nil, timeout(s)))
			}
		}
		if s.Target == nil || wheel {
			st.calls = append(st.calls, call{on: onMouse, verb: "wheel",
				args: []arg{{kind: argInt, n: s.DeltaX}, {kind: argInt, n: s.DeltaY}}})
		}
		return st
	},
	trajectory.ActionWaitFor: func(s *trajectory.Step) stmt {
		return one(onTarget(s, "waitFor", nil, timeout(s)))
	},
	trajectory.ActionBack: func(s *trajectory.Step) stmt {
		return one(call{on: onPage, verb: "goBack", opts: timeout(s)})
	},
	trajectory.ActionForward: func(s *trajectory.Step) stmt {
		return one(call{on: onPage, verb: "goForward", opts: timeout(s)})
	},
	trajectory.ActionDragAndDrop: func(s *trajectory.Step) stmt {
		return one(onTarget(s, "dragTo", []arg{{kind: argTarget, target: s.DropTarget}}, timeout(s)))
	},
	trajectory.ActionAssertVisible: func(s *trajectory.Step) stmt {
		return one(expectTarget(s, "toBeVisible", nil))
	},
	trajectory.ActionAssertText: func(s *trajectory.Step) stmt {
		if isSelect(s.Target) {
			return assertChosen(s)
		}
		switch s.Match {
		case "exact":
			return one(expectTarget(s, "toHaveText", &arg{kind: argText, text: s.Value}))
		case "regex":
			return one(expectTarget(s, "toHaveText", &arg{kind: argRegex, text: s.Value}))
		}
		return one(expectTarget(s, "toContainText", &arg{kind: argText, text: s.Value}))
	},
	trajectory.ActionAssertValue: func(s *trajectory.Step) stmt {
		a := arg{kind: argText, text: s.Value}
		switch s.Match {
		case "contains":
			a.kind = argContains
		case "regex":
			a.kind = argRegex
		}
		return one(expectTarget(s, "toHaveValue", &a))
	},
	trajectory.ActionAssertChecked: func(s *trajectory.Step) stmt {
		return one(expectTarget(s, "toBeChecked", nil))
	},
	trajectory.ActionAssertCount: func(s *trajectory.Step) stmt {
		n, err := strconv.Atoi(strings.TrimSpace(s.Value))
		if err != nil {
			return stmt{note: fmt.Sprintf("step %s: %q is not a count", s.ID, s.Value)}
		}
		// The elements counted are alike: the first locator as it is,
		// as replay counts.
		c := expectTarget(s, "toHaveCount", &arg{kind: argInt, n: n})
		if s.Target != nil && len(s.Target.Candidates) > 1 {
			t := *s.Target
			t.Candidates = t.Candidates[:1]
			c.target = &t
		}
		return one(c)
	},
	trajectory.ActionAssertURL: func(s *trajectory.Step) stmt {
		a := arg{kind: argURL, text: s.URL, url: true}
		switch s.Match {
		case "exact":
		case "regex":
			a.kind = argRegex
		default:
			a.kind = argContains
		}
		return one(call{on: onExpectPage, verb: "toHaveURL", args: []arg{a}, opts: timeout(s)})
	},
	trajectory.ActionExtract: func(s *trajectory.Step) stmt {
		fields := boundFields(s.Extract)
		if len(fields) == 0 {
			return stmt{note: notExported(s)}
		}
		return stmt{extract: fields}
	},
	trajectory.ActionTool: func(s *trajectory.Step) stmt {
		return stmt{note: notExported(s)}
	},
}

func one(c call) stmt { return stmt{calls: []call{c}} }

// isSelect reports whether t is a <select>, whose text replay reads as
// the labels of its chosen options.
func isSelect(t *trajectory.Target) bool {
	return t != nil && strings.EqualFold(t.Fingerprint.Tag, "select")
}

// chosenOptions selects a drop-down's chosen options.
const chosenOptions = "option:checked"

// assertChosen is the export of a text check on a drop-down. Replay reads
// the labels of its chosen options joined by line breaks (a <select>'s own
// text is every option's, which any choice contains), so the check is
// made on those options: one expected text per line, each option's text
// containing ("contains") or equal to ("exact") its line, in order. A
// pattern is matched against the one chosen option; a list that shows
// several rows may hold several choices, whose joined labels Playwright
// cannot match a pattern against, and is left to a note.
func assertChosen(s *trajectory.Step) stmt {
	var c call
	switch s.Match {
	case "regex":
		if strings.EqualFold(s.Target.Fingerprint.Role, "listbox") {
			return stmt{note: fmt.Sprintf("step %s: checking the choices of a list that may hold several against a pattern "+
				"cannot be written in Playwright; Reprise checks it when it replays the flow", s.ID)}
		}
		c = expectTarget(s, "toHaveText", &arg{kind: argRegex, text: s.Value})
	case "exact":
		c = expectTarget(s, "toHaveText", &arg{kind: argTexts, texts: strings.Split(strings.TrimSpace(s.Value), "\n")})
	default:
		c = expectTarget(s, "toContainText", &arg{kind: argTexts, texts: strings.Split(s.Value, "\n")})
	}
	c.within = chosenOptions
	return one(c)
}

func timeout(s *trajectory.Step) []opt {
	if s.TimeoutMS > 0 {
		return []opt{{name: "timeout", kind: optMillis, n: s.TimeoutMS}}
	}
	return nil
}

func onTarget(s *trajectory.Step, verb string, args []arg, opts []opt) call {
	return call{on: onLocator, target: s.Target, verb: verb, args: args, opts: opts}
}

func expectTarget(s *trajectory.Step, verb string, a *arg) call {
	c := call{on: onExpectTarget, target: s.Target, verb: verb, opts: timeout(s)}
	if a != nil {
		c.args = []arg{*a}
	}
	return c
}

// locStep is one link of a locator chain: page.<verb>(<text>[, name, exact]).
type locStep struct {
	verb  string // Playwright Test's method name, e.g. "getByLabel"
	text  string
	role  bool   // getByRole: text is the role, name the accessible name
	name  string // getByRole's name
	exact bool   // the exact option
	frame bool   // a frameLocator link (changes the scope of what follows)
}

// locatorChain is the Playwright locator for t as links from the page:
// the frames it lives in, then its best locator.
func locatorChain(t *trajectory.Target) ([]locStep, error) {
	l, ok := Best(t)
	if !ok {
		return nil, ErrNoLocator
	}
	var out []locStep
	for _, f := range t.Frames {
		out = append(out, locStep{verb: "frameLocator", text: f.Selector, frame: true})
	}
	switch l.Kind {
	case trajectory.LocTestID:
		if l.Attr == "data-testid" {
			out = append(out, locStep{verb: "getByTestId", text: l.Value})
		} else {
			out = append(out, locStep{verb: "locator", text: testIDSelector(l)})
		}
	case trajectory.LocRole:
		out = append(out, locStep{verb: "getByRole", text: l.Role, role: true, name: l.Name, exact: true})
	case trajectory.LocLabel:
		out = append(out, locStep{verb: "getByLabel", text: l.Value, exact: true})
	case trajectory.LocPlaceholder:
		out = append(out, locStep{verb: "getByPlaceholder", text: l.Value, exact: true})
	case trajectory.LocAltText:
		out = append(out, locStep{verb: "getByAltText", text: l.Value, exact: true})
	case trajectory.LocText:
		out = append(out, locStep{verb: "getByText", text: l.Value, exact: true})
	case trajectory.LocTitle:
		out = append(out, locStep{verb: "getByTitle", text: l.Value, exact: true})
	case trajectory.LocCSS:
		out = append(out, locStep{verb: "locator", text: l.Value})
	case trajectory.LocXPath:
		out = append(out, locStep{verb: "locator", text: "xpath=" + l.Value})
	default:
		return nil, fmt.Errorf("%w: unknown locator kind %q", ErrNoLocator, l.Kind)
	}
	return out, nil
}

// statement returns the declared export of step s (the i-th, from 0) for
// language lang, or a *CannotExpressError.
func statement(s *trajectory.Step, i int, lang string) (stmt, error) {
	ex, ok := exports[s.Action]
	if !ok {
		return stmt{}, &CannotExpressError{Step: i + 1, StepID: s.ID, Action: string(s.Action), Language: lang,
			Reason: "no export is declared for this action"}
	}
	st := ex(s)
	for _, c := range st.calls {
		for _, tg := range append([]*trajectory.Target{c.target}, argTargets(c.args)...) {
			if tg == nil {
				continue
			}
			if _, err := locatorChain(tg); err != nil {
				return stmt{}, &CannotExpressError{Step: i + 1, StepID: s.ID, Action: string(s.Action), Language: lang,
					Reason: "its element has no locator a script can use", Err: err}
			}
		}
		if (c.on == onLocator || c.on == onExpectTarget) && c.target == nil {
			return stmt{}, &CannotExpressError{Step: i + 1, StepID: s.ID, Action: string(s.Action), Language: lang,
				Reason: "it has no element to act on"}
		}
	}
	return st, nil
}

func argTargets(args []arg) []*trajectory.Target {
	var out []*trajectory.Target
	for _, a := range args {
		if a.kind == argTarget {
			out = append(out, a.target)
		}
	}
	return out
}

// pyName is the Python spelling of a Playwright method or option name:
// "toHaveURL" → "to_have_url", "clickCount" → "click_count".
func pyName(camel string) string {
	rs := []rune(camel)
	var out []rune
	for i, r := range rs {
		upper := r >= 'A' && r <= 'Z'
		if upper && i > 0 {
			prev := rs[i-1]
			prevLower := prev >= 'a' && prev <= 'z' || prev >= '0' && prev <= '9'
			nextLower := i+1 < len(rs) && rs[i+1] >= 'a' && rs[i+1] <= 'z'
			if prevLower || nextLower && prev >= 'A' && prev <= 'Z' {
				out = append(out, '_')
			}
		}
		if upper {
			r += 'a' - 'A'
		}
		out = append(out, r)
	}
	return string(out)
}

// goName is the playwright-go spelling: "pressSequentially" → "PressSequentially".
func goName(camel string) string {
	if camel == "" {
		return ""
	}
	return string(camel[0]-('a'-'A')) + camel[1:]
}
