// Package resolver turns simple instructions into actions against a page
// snapshot with no model at all: "click Sign in", "type {{user}} into
// Email", "select France from Country", "go to /shop.html", "press Enter",
// and the way QA people write them: "click the 'PayPal' radio button",
// "check the checkbox next to 'Walk the dog'", "click the second Delete
// button", "click Save in the Notifications section", "type 'The box was
// crushed in transit.' into the 'Message' field", "click Ada Lovelace's
// Edit button", "enter the password {{password}}", "search for wool",
// "select the Express shipping method", "go to the next page", "click the
// redo arrow", "dismiss the toast".
//
// An instruction is read every way its words allow (each cut at "into",
// each relation word); only readings that name exactly one element count,
// and readings that name different elements make it ambiguous.
//
// It never guesses: when an instruction is not one of the simple forms, or
// its target matches no element or several equally well, Resolve returns a
// *NeedsModelError listing the closest elements, so the caller can hand the
// instruction to a model instead.
package resolver

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Intent is a resolved instruction: an action, its arguments and, for
// element actions, the element it applies to.
type Intent struct {
	Action trajectory.Action
	// Element is the target for element actions; nil for page actions.
	Element *snapshot.Element
	// Value, URL and Key are the step arguments, placeholders kept.
	Value string
	URL   string
	Key   string
	// DeltaY is the scroll distance for scroll actions.
	DeltaY int
	// Button and ClickCount make a click a right- or double-click.
	Button     string
	ClickCount int
	Match      string
	// Score is how well the target matched (100 = exact accessible name).
	Score int
	// Phrase is the target as the instruction named it. For waits and
	// assertions whose phrase names no interactive element, Element is nil
	// and the caller looks the phrase up as page text.
	Phrase string
	// Page is set on an assertion about the whole page's text ("verify
	// the page contains Thank you"): the caller checks the page's body.
	Page bool
	// More is true when this is the first part of a two-step action (open
	// a custom dropdown, then choose in it): the caller performs it, takes
	// a new snapshot and asks again. The offline resolver sets it on a
	// hover over a row whose control shows only while it is hovered; it
	// is asked again with ResolveAfter.
	More bool
}

const q = `["“']?` // optional quote

func unq(s string) string {
	s = strings.TrimSpace(s)
	s = strings.Trim(s, `"“”'‘’`)
	return strings.TrimSpace(s)
}

var keyNames = map[string]string{
	"enter": "Enter", "return": "Enter", "tab": "Tab", "escape": "Escape", "esc": "Escape",
	"space": "Space", "backspace": "Backspace", "delete": "Delete", "arrowdown": "ArrowDown",
	"arrowup": "ArrowUp", "arrowleft": "ArrowLeft", "arrowright": "ArrowRight", "down": "ArrowDown",
	"up": "ArrowUp", "left": "ArrowLeft", "right": "ArrowRight", "home": "Home", "end": "End",
	"pagedown": "PageDown", "pageup": "PageUp",
}

// keyName returns the Playwright key for s ("enter" → "Enter", "ctrl+a" →
// "Control+a"), or "" when s is not a key.
func keyName(s string) string {
	s = strings.TrimSuffix(strings.ToLower(unq(s)), " key")
	if k, ok := keyNames[strings.ReplaceAll(s, " ", "")]; ok {
		return k
	}
	if parts := strings.Split(s, "+"); len(parts) > 1 {
		mods := map[string]string{"ctrl": "Control", "control": "Control", "shift": "Shift", "alt": "Alt", "meta": "Meta", "cmd": "Meta"}
		var out []string
		for i, p := range parts {
			p = strings.TrimSpace(p)
			if m, ok := mods[p]; ok && i < len(parts)-1 {
				out = append(out, m)
				continue
			}
			if i != len(parts)-1 {
				return ""
			}
			if k, ok := keyNames[p]; ok {
				out = append(out, k)
			} else if len([]rune(p)) == 1 {
				out = append(out, p)
			} else {
				return ""
			}
		}
		return strings.Join(out, "+")
	}
	return ""
}

// reading is one way to read an instruction: the intent and the target
// phrase to look up ("" for page actions). An instruction may read several
// ways ("type a in b into c"); only readings that resolve count, and when
// they disagree the instruction is ambiguous.
type reading struct {
	in     Intent
	phrase string
	// choose turns the action into check (checkboxes, radios, switches) or
	// click (tabs, options, menu items) once the element is known.
	choose bool
	// search fills the page's one search field ("search for Ada").
	search bool
	// refuse, when set, is why the reading needs a model.
	refuse string
	// submit clicks the page's one submit button ("submit the form").
	submit bool
	// onPage checks where the page is ("verify I am on the dashboard"):
	// by its address, else by its heading (see onPage).
	onPage bool
	// notStep, when set, is why the instruction is no step at all, for
	// the offline resolver and a model alike (a fixed wait).
	notStep string
}

// pattern is one instruction form. Its expression runs on the instruction
// with quoted parts masked (see maskQuotes), so quoted values and names
// are atomic whatever words they contain.
type pattern struct {
	re     *regexp.Regexp
	action trajectory.Action
	// build turns the submatches into readings.
	build func(m []string) []reading
}

func one(in Intent, phrase string) []reading { return []reading{{in: in, phrase: phrase}} }

// splits returns every way to cut s at one of the separator words, left
// part first: "a in b into c" at " into " and " in " gives ("a in b", "c")
// and ("a", "b into c").
func splits(s string, seps ...string) [][2]string {
	var out [][2]string
	low := strings.ToLower(s)
	for _, sep := range seps {
		for i := 0; ; {
			j := strings.Index(low[i:], sep)
			if j < 0 {
				break
			}
			j += i
			if l, r := strings.TrimSpace(s[:j]), strings.TrimSpace(s[j+len(sep):]); l != "" && r != "" {
				out = append(out, [2]string{l, r})
			}
			i = j + 1
		}
	}
	return out
}

var leadingThe = regexp.MustCompile(`(?i)^(?:the|a|an)\s+`)

func stripThe(s string) string { return leadingThe.ReplaceAllString(strings.TrimSpace(s), "") }

// urlLike reports whether s looks like an address rather than a name.
func urlLike(s string) bool {
	s = unq(s)
	return strings.ContainsAny(s, "/.:") && !strings.Contains(s, " ")
}

var patterns = []pattern{
	{re: regexp.MustCompile(`(?i)^(?:go to|navigate to|visit|load|open)\s+(?:the\s+)?(?:url\s+|page\s+)?` + q + `(\S+?)` + q + `$`), action: trajectory.ActionGoto,
		build: func(m []string) []reading {
			if !isMasked(m[1]) && !urlLike(m[1]) {
				// "go to Billing" names a link, not an address.
				return one(Intent{Action: trajectory.ActionClick}, m[1])
			}
			return one(Intent{URL: unq(m[1])}, "")
		}},
	{re: regexp.MustCompile(`(?i)^(?:go|navigate)\s+back$`), action: trajectory.ActionBack,
		build: func(m []string) []reading { return one(Intent{}, "") }},
	{re: regexp.MustCompile(`(?i)^(?:go|navigate)\s+forward$`), action: trajectory.ActionForward,
		build: func(m []string) []reading { return one(Intent{}, "") }},
	{re: regexp.MustCompile(`(?i)^scroll\s+(down|up)(?:\s+by\s+(\d+)(?:\s*px|\s+pixels)?)?$`), action: trajectory.ActionScroll,
		build: func(m []string) []reading {
			d := 600
			if m[2] != "" {
				d, _ = strconv.Atoi(m[2])
			}
			if strings.EqualFold(m[1], "up") {
				d = -d
			}
			return one(Intent{DeltaY: d}, "")
		}},
	{re: regexp.MustCompile(`(?i)^scroll\s+to\s+(?:the\s+)?(bottom|top)(?:\s+of\s+the\s+page)?$`), action: trajectory.ActionScroll,
		build: func(m []string) []reading {
			if strings.EqualFold(m[1], "top") {
				return one(Intent{DeltaY: -100000}, "")
			}
			return one(Intent{DeltaY: 100000}, "")
		}},
	// "verify I am on the dashboard", "I should be on the Orders page",
	// "make sure the checkout page is shown", "the cart page should open".
	{re: regexp.MustCompile(`(?i)^(?:(?:verify|assert|expect|check|ensure|make sure|confirm)(?:\s+that)?\s+(?:i|we|you|the user|user|it)(?:\s+am|\s+are|\s+is|'m|'re|’m|’re)\s+|(?:am|are|is|be)\s+)(?:now\s+)?(?:on|at|in)\s+(?:the\s+)?(.+?)(?:\s+(?:page|screen|view))?$`),
		action: trajectory.ActionAssertURL, build: func(m []string) []reading { return []reading{{onPage: true, phrase: m[1]}} }},
	{re: regexp.MustCompile(`(?i)^(?:(?:verify|assert|expect|check|ensure|make sure|confirm)(?:\s+that)?\s+)?(?:the\s+)?(.+?)\s+(?:page|screen)\s+(?:is\s+(?:shown|open|opened|displayed|loaded|visible)|opens|loads|appears|should\s+(?:be\s+(?:shown|open|opened|displayed|loaded|visible)|open|load|appear))$`),
		action: trajectory.ActionAssertURL, build: func(m []string) []reading { return []reading{{onPage: true, phrase: m[1]}} }},
	{re: regexp.MustCompile(`(?i)^(?:verify|assert|expect|check that)\s+(?:the\s+)?(?:url|address)\s+(contains|is|equals|matches)\s+(.+)$`), action: trajectory.ActionAssertURL,
		build: func(m []string) []reading {
			match := map[string]string{"contains": "contains", "is": "exact", "equals": "exact", "matches": "regex"}[strings.ToLower(m[1])]
			return one(Intent{URL: unq(m[2]), Match: match}, "")
		}},
	{re: regexp.MustCompile(`(?i)^(?:verify|assert|expect|check that|ensure|make sure)(?:\s+that)?\s+(?:the\s+)?(.+?)\s+(?:is\s+visible|is\s+shown|appears|is\s+displayed)$`), action: trajectory.ActionAssertVisible,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	// "the Sign out button should be visible": a test's expectation.
	{re: regexp.MustCompile(`(?i)^(?:the\s+)?(.+?)\s+should\s+(?:be\s+visible|be\s+shown|be\s+displayed|appear)$`), action: trajectory.ActionAssertVisible,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	{re: regexp.MustCompile(`(?i)^(?:the\s+)?(.+?)\s+should\s+be\s+(?:checked|ticked|selected|switched on|turned on)$`), action: trajectory.ActionAssertChecked,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	// "verify Remember me is checked": a checkbox, radio or switch is on.
	{re: regexp.MustCompile(`(?i)^(?:verify|assert|expect|check|ensure|make sure)(?:\s+that)?\s+(?:the\s+)?(.+?)\s+(?:is|are)\s+(?:checked|ticked|selected|switched on|turned on)$`), action: trajectory.ActionAssertChecked,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	// "verify the page contains Thank you": the page's text, wherever the
	// words are (several elements may show them).
	{re: regexp.MustCompile(`(?i)^(?:verify|assert|expect|check)(?:\s+that)?\s+(?:the\s+)?(?:page|screen|page text|web ?page)\s+(?:contains|shows|says|has text|includes|displays)\s+(.+)$`), action: trajectory.ActionAssertText,
		build: func(m []string) []reading { return one(Intent{Value: unq(m[1]), Match: "contains", Page: true}, "") }},
	{re: regexp.MustCompile(`(?i)^(?:verify|assert|expect|check that)\s+(?:the\s+)?(.+?)\s+(?:contains|shows|says|has text)\s+(.+)$`), action: trajectory.ActionAssertText,
		build: func(m []string) []reading { return one(Intent{Value: unq(m[2]), Match: "contains"}, m[1]) }},
	// "search for Ada": type into the page's one search field. Enter is not
	// pressed: a field that searches as you type needs none, and on a form
	// it may submit more than the search ("press Enter" says so).
	{re: regexp.MustCompile(`(?i)^search\s+for\s+(.+)$`), action: trajectory.ActionFill,
		build: func(m []string) []reading {
			v := strings.TrimSpace(m[1])
			if !isMasked(v) && !placeholderRe.MatchString(v) && searchScope.MatchString(v) {
				// "search for Ada in the Users table": which words are the
				// query is a guess unless it is quoted.
				return []reading{{refuse: "which of its words are the search and which say where is unclear; quote the search"}}
			}
			return []reading{{in: Intent{Value: unq(v)}, search: true}}
		}},
	// "close the dialog", "dismiss the toast": its close button.
	{re: regexp.MustCompile(`(?i)^(?:close|dismiss)\s+(?:the\s+|this\s+)?(dialog|modal|popup|pop-up|window|toast|snackbar|alert|notification)$`), action: trajectory.ActionClick,
		build: func(m []string) []reading { return one(Intent{}, "close button in the "+strings.ToLower(m[1])) }},
	// "type V into X": every cut at into/in/on is a reading, so an unquoted
	// value may contain those words when only one cut names a field.
	{re: regexp.MustCompile(`(?i)^(?:type|enter|input|write|put|paste|key in|fill in|fill)\s+(.+)$`), action: trajectory.ActionFill,
		build: func(m []string) []reading {
			var out []reading
			// "enter 1 Main Street as the address" names the field after "as".
			for _, c := range splits(m[1], " into ", " inside ", " in ", " on ", " as ") {
				out = append(out, reading{in: Intent{Value: unq(c[0])}, phrase: stripThe(c[1])})
			}
			out = append(out, fillWith(m[1])...)
			return append(out, fieldThenValue(m[1])...)
		}},
	{re: regexp.MustCompile(`(?i)^(?:fill out|set|populate|change|update)\s+(.+)$`), action: trajectory.ActionFill,
		build: func(m []string) []reading { return fillWith(m[1]) }},
	{re: regexp.MustCompile(`(?i)^(?:clear|empty)\s+(?:out\s+)?(?:the\s+)?(.+)$`), action: trajectory.ActionFill,
		build: func(m []string) []reading { return one(Intent{Value: ""}, m[1]) }},
	// "select V from X" selects an option; "select the PayPal radio button"
	// chooses the element itself.
	{re: regexp.MustCompile(`(?i)^(?:select|choose|pick)\s+(.+)$`), action: trajectory.ActionSelect,
		build: func(m []string) []reading {
			var out []reading
			for _, c := range splits(m[1], " from ", " in ", " for ", " as ") {
				out = append(out, reading{in: Intent{Value: unq(stripThe(c[0]))}, phrase: stripThe(c[1])})
			}
			out = append(out, reading{in: Intent{Action: trajectory.ActionCheck}, phrase: stripThe(m[1]), choose: true})
			// "select PayPal as the payment method": the radio itself.
			for _, c := range splits(m[1], " as ") {
				out = append(out, reading{in: Intent{Action: trajectory.ActionCheck}, phrase: stripThe(c[0]), choose: true})
			}
			return out
		}},
	{re: regexp.MustCompile(`(?i)^mark\s+(.+?)\s+as\s+(?:not\s+done|not\s+completed?|incomplete|active|undone|open)$`), action: trajectory.ActionUncheck,
		build: func(m []string) []reading { return one(Intent{}, "checkbox next to "+stripThe(m[1])) }},
	{re: regexp.MustCompile(`(?i)^mark\s+(.+?)\s+as\s+(?:done|completed?|finished|complete)$`), action: trajectory.ActionCheck,
		build: func(m []string) []reading { return one(Intent{}, "checkbox next to "+stripThe(m[1])) }},
	{re: regexp.MustCompile(`(?i)^(?:turn|switch|toggle|flip)\s+(?:the\s+)?(.+?)\s+off$`), action: trajectory.ActionUncheck,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	{re: regexp.MustCompile(`(?i)^(?:turn|switch|toggle|flip)\s+(?:the\s+)?(.+?)\s+on$`), action: trajectory.ActionCheck,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	{re: regexp.MustCompile(`(?i)^(?:uncheck|untick|un-check|un-tick|deselect|unselect|disable|turn off|switch off)\s+(?:the\s+)?(.+)$`), action: trajectory.ActionUncheck,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	{re: regexp.MustCompile(`(?i)^(?:check|tick|enable|turn on|switch on|mark|accept|agree to)\s+(?:the\s+)?(.+)$`), action: trajectory.ActionCheck,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	// "proceed to checkout", "continue to payment": the button or link
	// named for the step ("Checkout"), or the whole phrase ("Proceed to
	// checkout"); where both find one they must agree.
	{re: regexp.MustCompile(`(?i)^(?:proceed|continue|go on|move on)\s+to\s+(?:the\s+)?(.+)$`), action: trajectory.ActionClick,
		build: func(m []string) []reading {
			return []reading{{phrase: m[1]}, {phrase: strings.TrimSpace(m[0])}}
		}},
	// "add the Silk Scarf to the cart": a shop's button, named for the
	// product ("Add Wool Scarf to cart") or an "Add to cart" next to it.
	// Both readings are tried; where both find a button they must agree.
	{re: regexp.MustCompile(`(?i)^add\s+(.+?)\s+to\s+(?:the\s+|my\s+|your\s+)?(cart|basket|bag|trolley|wishlist|wish list)$`), action: trajectory.ActionClick,
		build: func(m []string) []reading {
			item, into := stripThe(m[1]), strings.ToLower(m[2])
			if w := ranking.FindString(item); w != "" {
				return []reading{{refuse: fmt.Sprintf("choosing the product by %q compares the products, which the offline resolver does not do", strings.ToLower(w))}}
			}
			return []reading{{phrase: "Add " + item + " to " + into}, {phrase: "Add to " + into + " for " + item}}
		}},
	{re: regexp.MustCompile(`(?i)^(?:toggle|flip)\s+(?:the\s+)?(.+)$`), action: trajectory.ActionClick,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	{re: regexp.MustCompile(`(?i)^(?:hover over|hover on|hover|mouse over|mouseover|move the mouse over|move the mouse to|point at)\s+(?:the\s+)?(.+)$`), action: trajectory.ActionHover,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	// "wait 2 seconds", "pause for a moment": a fixed wait (fixedWait).
	{re: regexp.MustCompile(`(?i)^(?:wait|pause|sleep|delay)\s+(?:for\s+)?(?:about\s+|around\s+)?(?:(?:\d+(?:[.,]\d+)?|a|an|one|two|three|four|five|ten|a few|a couple of)\s*(?:s|secs?|seconds?|ms|milliseconds?|mins?|minutes?)|a\s+(?:moment|bit|second|sec|while|little)|briefly)$`),
		action: trajectory.ActionWaitFor, build: func([]string) []reading { return []reading{{notStep: fixedWait}} }},
	// "submit the form", "submit it", "submit the login form".
	{re: regexp.MustCompile(`(?i)^submit(?:\s+(?:it|this|the\s+form|this\s+form|the\s+(.+?)\s+form))?$`), action: trajectory.ActionClick,
		build: func(m []string) []reading { return []reading{{submit: true, phrase: m[1]}} }},
	{re: regexp.MustCompile(`(?i)^wait\s+(?:for|until)\s+(?:the\s+)?(.+?)(?:\s+(?:is\s+visible|appears|to appear))?$`), action: trajectory.ActionWaitFor,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
	{re: regexp.MustCompile(`(?i)^(?:press|hit)\s+(?:the\s+)?(.+?)(?:\s+key)?(?:\s+(?:in|on)\s+(?:the\s+)?(.+))?$`), action: trajectory.ActionPress,
		build: func(m []string) []reading {
			if k := keyName(m[1]); k != "" {
				return one(Intent{Key: k}, m[2])
			}
			whole := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(m[0][strings.IndexByte(m[0], ' '):]), " key"))
			return one(Intent{Action: trajectory.ActionClick}, stripThe(whole))
		}},
	{re: regexp.MustCompile(`(?i)^(?:right[- ]click|context[- ]click)\s+(?:on\s+)?(?:the\s+)?(.+)$`), action: trajectory.ActionClick,
		build: func(m []string) []reading { return one(Intent{Button: "right"}, m[1]) }},
	{re: regexp.MustCompile(`(?i)^(?:double[- ]?click|dbl[- ]?click|double[- ]tap)\s+(?:on\s+)?(?:the\s+)?(.+)$`), action: trajectory.ActionClick,
		build: func(m []string) []reading { return one(Intent{ClickCount: 2}, m[1]) }},
	{re: regexp.MustCompile(`(?i)^(?:click|tap|press|click on|tap on|follow|activate|open|go to|hit)\s+(?:on\s+)?(?:the\s+)?(.+)$`), action: trajectory.ActionClick,
		build: func(m []string) []reading { return one(Intent{}, m[1]) }},
}

// fixedWait is why a fixed wait is no step: Reprise waits for what each
// step needs, as Playwright does, and a fixed time is too short on a slow
// day and wasted on every other.
const fixedWait = "Reprise does not record a fixed wait: every step already waits, up to its timeout, for its element to be there and ready, and for the page to load. Say what to wait for instead, e.g. \"wait for Order confirmed\" or \"verify Thank you is visible\", or give a slow step a longer timeout in the editor"

// ranking finds words that choose an item by comparing ("the cheapest
// scarf"): which one that is takes reading the page's prices or dates.
var ranking = regexp.MustCompile(`(?i)\b(?:cheapest|priciest|most|least|best|worst|highest|lowest|newest|oldest|latest|largest|smallest|biggest|top|any)\b`)

// searchScope finds words that may say where to search rather than what.
var searchScope = regexp.MustCompile(`(?i)\s(?:in|into|inside|on|using|with|via|from|under)\s`)

// placeholderRe is a whole {{variable}} placeholder.
var placeholderRe = regexp.MustCompile(`^\{\{\s*[\w.-]+\s*\}\}$`)

// fieldThenValue reads "the password {{password}}" and "the first name
// 'Ann'" (enter the FIELD VALUE): the value must be a placeholder or
// quoted, so where the field's name ends is never a guess, and the field
// part must hold none of the words that cut other readings.
func fieldThenValue(s string) []reading {
	s = strings.TrimSpace(s)
	i := strings.LastIndexByte(s, ' ')
	if i < 0 {
		return nil
	}
	field, value := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s[:i]), ":")), s[i+1:]
	if !isMasked(value) && !placeholderRe.MatchString(value) {
		return nil
	}
	low := " " + strings.ToLower(field) + " "
	for _, w := range []string{" into ", " inside ", " in ", " on ", " with ", " to ", " as "} {
		if strings.Contains(low, w) {
			return nil
		}
	}
	if field = stripThe(field); field == "" || isMasked(field) {
		// "enter 'Ann' 'Lee'": which part is the field is a guess.
		return nil
	}
	return []reading{{in: Intent{Value: unq(value)}, phrase: field}}
}

// fillWith reads "X with V" and "X to V" (fill in the Email field with
// ann@example.com, set Country to France).
func fillWith(s string) []reading {
	var out []reading
	for _, c := range splits(s, " with ", " to ", " as ") {
		out = append(out, reading{in: Intent{Value: unq(c[1])}, phrase: stripThe(c[0])})
	}
	return out
}

func isAssert(a trajectory.Action) bool {
	return strings.HasPrefix(string(a), "assert-")
}

// matchScore rates how well an element answers to the normalized phrase;
// norm normalizes (a finder passes its memo).
func matchScore(want string, e *snapshot.Element, norm func(string) string) int {
	if want == "" {
		return 0
	}
	fp := e.Target.Fingerprint
	names := []struct {
		s     string
		exact int
	}{
		{e.Name, 100},
		{fp.Attrs["aria-label"], 95},
		{fp.Attrs["placeholder"], 92},
		{fp.Text, 90},
		{fp.Attrs["title"], 85},
		{fp.Attrs["name"], 80},
		{fp.Attrs["id"], 75},
	}
	best := 0
	for _, n := range names {
		got := norm(n.s)
		if got == "" {
			continue
		}
		s := 0
		switch {
		case got == want:
			s = n.exact
		case sameWords(got, want):
			// "role filter" names "Filter by role".
			s = n.exact - 15
		case containsWords(got, want):
			// "Email" names "Email address", "Cart" names "Cart (2)": the
			// more of the element's words the phrase covers, the better.
			s = n.exact - 10 - int(25*(1-coverage(got, want)))
		}
		if s > best {
			best = s
		}
	}
	if best == 0 {
		// Not a match, but close enough to list among the closest.
		for _, n := range names[:4] {
			if o := overlap(norm(n.s), want); o > 0 {
				best = max(best, 10+int(50*o))
			}
		}
	}
	return best
}

// overlap is the share of want's words that got has.
func overlap(got, want string) float64 {
	if got == "" {
		return 0
	}
	ws := strings.Fields(want)
	n := 0
	for _, w := range ws {
		if containsWords(got, w) {
			n++
		}
	}
	return float64(n) / float64(len(ws))
}

// coverage is the share of got's words (bare numbers such as counts in
// "Cart (2)" and small words such as "the" aside) that want contains.
func coverage(got, want string) float64 {
	total := 0
	for _, w := range strings.Fields(got) {
		if strings.Trim(w, "0123456789$.") != "" && !stopWords[w] {
			total++
		}
	}
	if total == 0 {
		return 0
	}
	n := 0
	for _, w := range strings.Fields(want) {
		if !stopWords[w] {
			n++
		}
	}
	c := float64(n) / float64(total)
	if c > 1 {
		c = 1
	}
	return c
}

// sameWords reports whether a and b have the same words, small words
// aside, in any order.
func sameWords(a, b string) bool {
	bag := func(s string) []string {
		var out []string
		for _, w := range strings.Fields(s) {
			if !stopWords[w] {
				out = append(out, w)
			}
		}
		slices.Sort(out)
		return out
	}
	x, y := bag(a), bag(b)
	return len(x) > 1 && slices.Equal(x, y)
}

func containsWords(s, sub string) bool {
	return strings.Contains(" "+s+" ", " "+sub+" ")
}

// norm lower-cases s, turns punctuation into spaces and collapses spaces.
func norm(s string) string {
	var b strings.Builder
	space := true
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '$' || r == '@' || r == '.' {
			b.WriteRune(r)
			space = false
		} else if !space {
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimSpace(strings.Trim(b.String(), "."))
}
