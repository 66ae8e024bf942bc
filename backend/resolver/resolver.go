// Package resolver turns simple instructions into actions against a page
// snapshot with no model at all: "click Sign in", "type {{user}} into
// Email", "select France from Country", "go to /shop.html", "press Enter".
//
// It never guesses: when an instruction is not one of the simple forms, or
// its target matches no element or several equally well, Resolve returns a
// *NeedsModelError listing the closest elements, so the caller can hand the
// instruction to a model instead.
package resolver

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"
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
	// More is true when this is the first part of a two-step action (open
	// a custom dropdown, then choose in it): the caller performs it, takes
	// a new snapshot and asks again. The offline resolver never sets it.
	More bool
}

// pattern is one instruction form.
type pattern struct {
	re     *regexp.Regexp
	action trajectory.Action
	// build turns the submatches into an intent and a target phrase to
	// look up ("" for page actions).
	build func(m []string) (Intent, string)
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

var patterns = []pattern{
	{re: regexp.MustCompile(`(?i)^(?:go to|open|navigate to|visit|load)\s+(?:the\s+)?(?:url\s+|page\s+)?` + q + `(\S+?)` + q + `$`), action: trajectory.ActionGoto,
		build: func(m []string) (Intent, string) { return Intent{URL: unq(m[1])}, "" }},
	{re: regexp.MustCompile(`(?i)^(?:go|navigate)\s+back$`), action: trajectory.ActionBack,
		build: func(m []string) (Intent, string) { return Intent{}, "" }},
	{re: regexp.MustCompile(`(?i)^(?:go|navigate)\s+forward$`), action: trajectory.ActionForward,
		build: func(m []string) (Intent, string) { return Intent{}, "" }},
	{re: regexp.MustCompile(`(?i)^scroll\s+(down|up)(?:\s+by\s+(\d+)(?:\s*px|\s+pixels)?)?$`), action: trajectory.ActionScroll,
		build: func(m []string) (Intent, string) {
			d := 600
			if m[2] != "" {
				d, _ = strconv.Atoi(m[2])
			}
			if strings.EqualFold(m[1], "up") {
				d = -d
			}
			return Intent{DeltaY: d}, ""
		}},
	{re: regexp.MustCompile(`(?i)^scroll\s+to\s+(?:the\s+)?(bottom|top)(?:\s+of\s+the\s+page)?$`), action: trajectory.ActionScroll,
		build: func(m []string) (Intent, string) {
			if strings.EqualFold(m[1], "top") {
				return Intent{DeltaY: -100000}, ""
			}
			return Intent{DeltaY: 100000}, ""
		}},
	{re: regexp.MustCompile(`(?i)^(?:verify|assert|expect|check that)\s+(?:the\s+)?(?:url|address)\s+(contains|is|equals|matches)\s+(.+)$`), action: trajectory.ActionAssertURL,
		build: func(m []string) (Intent, string) {
			match := map[string]string{"contains": "contains", "is": "exact", "equals": "exact", "matches": "regex"}[strings.ToLower(m[1])]
			return Intent{URL: unq(m[2]), Match: match}, ""
		}},
	{re: regexp.MustCompile(`(?i)^(?:verify|assert|expect|check that)\s+(?:the\s+)?(.+?)\s+(?:is\s+visible|is\s+shown|appears|is\s+displayed)$`), action: trajectory.ActionAssertVisible,
		build: func(m []string) (Intent, string) { return Intent{}, m[1] }},
	{re: regexp.MustCompile(`(?i)^(?:verify|assert|expect|check that)\s+(?:the\s+)?(.+?)\s+(?:contains|shows|says|has text)\s+(.+)$`), action: trajectory.ActionAssertText,
		build: func(m []string) (Intent, string) { return Intent{Value: unq(m[2]), Match: "contains"}, m[1] }},
	{re: regexp.MustCompile(`(?i)^(?:type|enter|fill|input|write|put)\s+(.+?)\s+(?:into|in|on)\s+(?:the\s+)?(.+)$`), action: trajectory.ActionFill,
		build: func(m []string) (Intent, string) { return Intent{Value: unq(m[1])}, m[2] }},
	{re: regexp.MustCompile(`(?i)^(?:fill(?:\s+in)?|set)\s+(?:the\s+)?(.+?)\s+(?:with|to)\s+(.+)$`), action: trajectory.ActionFill,
		build: func(m []string) (Intent, string) { return Intent{Value: unq(m[2])}, m[1] }},
	{re: regexp.MustCompile(`(?i)^(?:clear)\s+(?:the\s+)?(.+)$`), action: trajectory.ActionFill,
		build: func(m []string) (Intent, string) { return Intent{Value: ""}, m[1] }},
	{re: regexp.MustCompile(`(?i)^(?:select|choose|pick)\s+(.+?)\s+(?:from|in)\s+(?:the\s+)?(.+)$`), action: trajectory.ActionSelect,
		build: func(m []string) (Intent, string) { return Intent{Value: unq(m[1])}, m[2] }},
	{re: regexp.MustCompile(`(?i)^(?:uncheck|untick|deselect|disable)\s+(?:the\s+)?(.+)$`), action: trajectory.ActionUncheck,
		build: func(m []string) (Intent, string) { return Intent{}, m[1] }},
	{re: regexp.MustCompile(`(?i)^(?:check|tick|enable)\s+(?:the\s+)?(.+)$`), action: trajectory.ActionCheck,
		build: func(m []string) (Intent, string) { return Intent{}, m[1] }},
	{re: regexp.MustCompile(`(?i)^(?:hover over|hover on|hover|mouse over|move the mouse over)\s+(?:the\s+)?(.+)$`), action: trajectory.ActionHover,
		build: func(m []string) (Intent, string) { return Intent{}, m[1] }},
	{re: regexp.MustCompile(`(?i)^wait\s+(?:for|until)\s+(?:the\s+)?(.+?)(?:\s+(?:is\s+visible|appears|to appear))?$`), action: trajectory.ActionWaitFor,
		build: func(m []string) (Intent, string) { return Intent{}, m[1] }},
	{re: regexp.MustCompile(`(?i)^(?:press|hit)\s+(?:the\s+)?(.+?)(?:\s+key)?(?:\s+(?:in|on)\s+(?:the\s+)?(.+))?$`), action: trajectory.ActionPress,
		build: func(m []string) (Intent, string) {
			if k := keyName(m[1]); k != "" {
				return Intent{Key: k}, m[2]
			}
			return Intent{Action: trajectory.ActionClick}, strings.TrimSpace(m[1] + " " + m[2])
		}},
	{re: regexp.MustCompile(`(?i)^(?:right[- ]click|context[- ]click)\s+(?:on\s+)?(?:the\s+)?(.+)$`), action: trajectory.ActionClick,
		build: func(m []string) (Intent, string) { return Intent{Button: "right"}, m[1] }},
	{re: regexp.MustCompile(`(?i)^(?:double[- ]click|dblclick)\s+(?:on\s+)?(?:the\s+)?(.+)$`), action: trajectory.ActionClick,
		build: func(m []string) (Intent, string) { return Intent{ClickCount: 2}, m[1] }},
	{re: regexp.MustCompile(`(?i)^(?:click|tap|press|click on|tap on|follow)\s+(?:on\s+)?(?:the\s+)?(.+)$`), action: trajectory.ActionClick,
		build: func(m []string) (Intent, string) { return Intent{}, m[1] }},
}

// Resolve turns instruction into an intent against snap. Variable
// placeholders in values ({{user}}) are kept as they are.
func Resolve(instruction string, snap *snapshot.Snapshot) (*Intent, error) {
	instr := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(instruction), "."))
	for _, p := range patterns {
		m := p.re.FindStringSubmatch(instr)
		if m == nil {
			continue
		}
		in, phrase := p.build(m)
		if in.Action == "" {
			in.Action = p.action
		}
		phrase = strings.TrimSpace(phrase)
		if phrase == "" {
			if in.Action.NeedsTarget() {
				return nil, &NeedsModelError{Instruction: instruction, Reason: "no target named"}
			}
			return &in, nil
		}
		in.Phrase = unq(phrase)
		el, score, err := find(instruction, phrase, in.Action, snap)
		var nm *NeedsModelError
		if errors.As(err, &nm) && nm.noMatch && (in.Action == trajectory.ActionWaitFor || isAssert(in.Action)) {
			return &in, nil
		}
		if err != nil {
			return nil, err
		}
		in.Element, in.Score = el, score
		return &in, nil
	}
	return nil, &NeedsModelError{Instruction: instruction, Reason: "not one of the simple forms the offline resolver understands (click X, type V into X, select V from X, check X, go to URL, press KEY, scroll down, wait for X, hover X)"}
}

// roleHints maps trailing words of a target phrase to the roles they imply.
var roleHints = map[string][]string{
	"button": {"button"}, "link": {"link"}, "checkbox": {"checkbox", "switch"}, "box": {"checkbox", "textbox", "searchbox", "combobox"},
	"radio": {"radio"}, "option": {"radio", "option"}, "field": {"textbox", "searchbox", "spinbutton", "combobox"},
	"input": {"textbox", "searchbox", "spinbutton", "combobox"}, "textbox": {"textbox", "searchbox"},
	"dropdown": {"combobox", "listbox"}, "select": {"combobox", "listbox"}, "menu": {"combobox", "listbox", "menu", "menuitem"},
	"tab": {"tab"}, "switch": {"switch", "checkbox"}, "toggle": {"switch", "checkbox", "button"},
	"heading": {"heading"}, "text": nil, "area": {"textbox"}, "icon": nil,
}

// actionRoles lists the roles an action can apply to (nil = any).
var actionRoles = map[trajectory.Action][]string{
	trajectory.ActionFill:    {"textbox", "searchbox", "spinbutton", "combobox"},
	trajectory.ActionSelect:  {"combobox", "listbox"},
	trajectory.ActionCheck:   {"checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"},
	trajectory.ActionUncheck: {"checkbox", "switch", "menuitemcheckbox"},
}

// contextSplit splits "Add to cart for Wool Scarf" into the target and a
// context phrase that must match the element's surroundings.
var contextSplit = regexp.MustCompile(`(?i)^(.+?)\s+(?:for|of|next to|beside|in the row of|in the card of|under|in)\s+(?:the\s+)?(.+)$`)

type scored struct {
	el    *snapshot.Element
	score int
}

// find picks the one element the phrase names, or explains why it cannot.
func find(instruction, phrase string, action trajectory.Action, snap *snapshot.Snapshot) (*snapshot.Element, int, error) {
	phrase = unq(phrase)
	target, roles := splitRoleHint(phrase)
	ranked := rank(target, roles, action, snap, "")
	if err := decide(ranked); err == nil {
		return ranked[0].el, ranked[0].score, nil
	}
	// The last word may belong to the name rather than hint at a role:
	// "click Send reset link" names the button "Send reset link".
	if roles != nil {
		if whole := rank(phrase, nil, action, snap, ""); decide(whole) == nil {
			return whole[0].el, whole[0].score, nil
		}
	}
	// "X for Y": the target must sit in a context matching Y.
	if m := contextSplit.FindStringSubmatch(phrase); m != nil {
		t2, roles2 := splitRoleHint(unq(m[1]))
		r2 := rank(t2, roles2, action, snap, unq(m[2]))
		if err := decide(r2); err == nil {
			return r2[0].el, r2[0].score, nil
		}
		if base := rank(t2, roles2, action, snap, ""); len(base) > 0 && base[0].score >= minScore {
			return nil, 0, &NeedsModelError{Instruction: instruction, Closest: closest(base),
				Reason: fmt.Sprintf("%q matches %d element(s), none of them clearly near %q", unq(m[1]), countTop(base), unq(m[2]))}
		}
	}
	return nil, 0, &NeedsModelError{Instruction: instruction, Reason: decide(ranked).Error(), Closest: closest(ranked),
		noMatch: len(ranked) == 0 || ranked[0].score < minScore}
}

func splitRoleHint(phrase string) (string, []string) {
	words := strings.Fields(phrase)
	if len(words) > 1 {
		last := strings.ToLower(words[len(words)-1])
		if roles, ok := roleHints[last]; ok {
			return strings.Join(words[:len(words)-1], " "), roles
		}
	}
	return phrase, nil
}

const (
	minScore  = 70 // below this a match is a guess
	minMargin = 10 // the winner must beat the runner-up by this much
)

func decide(r []scored) error {
	switch {
	case len(r) == 0 || r[0].score < minScore:
		return fmt.Errorf("no element matches well enough")
	case len(r) > 1 && r[0].score-r[1].score < minMargin:
		return fmt.Errorf("%d elements match equally well", countTop(r))
	}
	return nil
}

func countTop(r []scored) int {
	n := 0
	for _, s := range r {
		if r[0].score-s.score < minMargin {
			n++
		}
	}
	return n
}

func closest(r []scored) []string {
	var out []string
	for i := 0; i < len(r) && i < 5; i++ {
		if r[i].score <= 0 {
			break
		}
		e := r[i].el
		out = append(out, fmt.Sprintf("[%s] %s %q", e.ID, e.Role, e.Name))
	}
	return out
}

// rank scores every interactive element against the target phrase.
func rank(target string, roles []string, action trajectory.Action, snap *snapshot.Snapshot, context string) []scored {
	want := norm(target)
	var out []scored
	for i := range snap.Elements {
		e := &snap.Elements[i]
		passive := action == trajectory.ActionWaitFor || isAssert(action)
		if !e.Interactive && !(passive && len(e.Target.Candidates) > 0) || e.Disabled && !passive {
			continue
		}
		if ar := actionRoles[action]; ar != nil && !slices.Contains(ar, e.Role) && !(action == trajectory.ActionFill && e.Tag == "textarea") {
			continue
		}
		s := matchScore(want, e)
		if s == 0 {
			continue
		}
		if roles != nil && !slices.Contains(roles, e.Role) {
			s -= 30
		}
		if context != "" {
			c := norm(context)
			ctx := norm(e.Target.Fingerprint.Context)
			switch {
			case ctx == c:
				s += 5
			case ctx != "" && strings.Contains(ctx, c):
				s += 3
			default:
				s -= 40
			}
		}
		out = append(out, scored{e, s})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].score > out[j].score })
	return out
}

func isAssert(a trajectory.Action) bool {
	return strings.HasPrefix(string(a), "assert-")
}

// matchScore rates how well an element answers to the normalized phrase.
func matchScore(want string, e *snapshot.Element) int {
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
		case containsWords(got, want):
			// "Email" names "Email address", "Cart" names "Cart (2)": the
			// more of the element's words the phrase covers, the better.
			s = n.exact - 10 - int(25*(1-coverage(got, want)))
		}
		if s > best {
			best = s
		}
	}
	return best
}

// coverage is the share of got's words (bare numbers such as counts in
// "Cart (2)" aside) that want contains.
func coverage(got, want string) float64 {
	total := 0
	for _, w := range strings.Fields(got) {
		if strings.Trim(w, "0123456789$.") != "" {
			total++
		}
	}
	if total == 0 {
		return 0
	}
	c := float64(len(strings.Fields(want))) / float64(total)
	if c > 1 {
		c = 1
	}
	return c
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
