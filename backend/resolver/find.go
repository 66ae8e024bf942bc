package resolver

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// actionChoose is the lookup action of "select the PayPal radio button":
// an element that can be chosen (checkbox, radio, switch, tab, option,
// menu item). It never leaves the package.
const actionChoose trajectory.Action = "choose"

const (
	minScore  = 70 // below this a match is a guess
	minMargin = 10 // the winner must beat the runner-up by this much
	roleOnly  = 80 // the score of an element named by its role alone
)

// roleWords maps the words people use for a kind of control to the roles
// it may have, longest phrases first when matched (see roleWordList).
var roleWords = map[string][]string{
	"radio button": {"radio"}, "radio": {"radio"}, "radio option": {"radio"},
	"check box": {"checkbox", "switch"}, "checkbox": {"checkbox", "switch"}, "tick box": {"checkbox"}, "tickbox": {"checkbox"},
	"drop-down": {"combobox", "listbox"}, "dropdown": {"combobox", "listbox"}, "drop down": {"combobox", "listbox"},
	"select box": {"combobox", "listbox"}, "select": {"combobox", "listbox"}, "combo box": {"combobox"}, "combobox": {"combobox"},
	"dropdown list": {"combobox", "listbox"}, "dropdown menu": {"combobox", "listbox"}, "picker": {"combobox", "listbox"}, "list box": {"listbox"},
	"text field": {"textbox", "searchbox"}, "text box": {"textbox", "searchbox"}, "textbox": {"textbox", "searchbox"},
	"text input": {"textbox", "searchbox"}, "input field": {"textbox", "searchbox", "spinbutton", "combobox"},
	"input box": {"textbox", "searchbox", "spinbutton"}, "input": {"textbox", "searchbox", "spinbutton", "combobox"},
	"field": {"textbox", "searchbox", "spinbutton", "combobox"}, "text area": {"textbox"}, "textarea": {"textbox"},
	"search box": {"searchbox", "textbox"}, "search field": {"searchbox", "textbox"}, "number field": {"spinbutton"},
	"box":  {"checkbox", "textbox", "searchbox", "combobox"},
	"link": {"link"}, "link text": {"link"}, "hyperlink": {"link"},
	"tab": {"tab"}, "menu item": {"menuitem", "menuitemcheckbox", "menuitemradio"}, "menuitem": {"menuitem", "menuitemcheckbox", "menuitemradio"},
	"menu option": {"menuitem", "menuitemcheckbox", "menuitemradio"}, "option": {"option", "radio", "menuitem"},
	"switch": {"switch", "checkbox"}, "toggle": {"switch", "checkbox", "button"}, "toggle switch": {"switch", "checkbox"},
	"button": {"button"}, "btn": {"button"}, "icon": {"button", "link"}, "icon button": {"button"}, "arrow": {"button", "link"},
	"heading": {"heading"}, "title": {"heading"}, "row checkbox": {"checkbox"},
	"menu": {"button", "menuitem", "combobox", "menu"}, "menu button": {"button"},
	// Words that say nothing about the role: "the text 'Pay rent'", "the
	// 'Pay rent' todo".
	"text": nil, "label": nil, "todo": nil, "item": nil, "task": nil, "entry": nil,
}

// directions are the words of "the down arrow": a key or a way to move,
// not a control's name.
var directions = map[string]bool{"up": true, "down": true, "left": true, "right": true}

// roleWordList is roleWords' keys, longest first.
var roleWordList = func() []string {
	var out []string
	for k := range roleWords {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) > len(out[j])
		}
		return out[i] < out[j]
	})
	return out
}()

// actionRoles lists the roles an action can apply to (nil = any).
var actionRoles = map[trajectory.Action][]string{
	trajectory.ActionFill:    {"textbox", "searchbox", "spinbutton", "combobox"},
	trajectory.ActionSelect:  {"combobox", "listbox"},
	trajectory.ActionCheck:   {"checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"},
	trajectory.ActionUncheck: {"checkbox", "switch", "menuitemcheckbox"},
	actionChoose:             {"checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio", "tab", "option", "menuitem", "treeitem"},
}

var actionVerbs = map[trajectory.Action]string{
	trajectory.ActionFill: "typed into", trajectory.ActionSelect: "selected from", trajectory.ActionCheck: "checked",
	trajectory.ActionUncheck: "unchecked", actionChoose: "chosen",
}

// synonyms are words people use for the same control, mostly icons.
var synonyms = [][]string{
	{"delete", "remove", "destroy", "trash", "bin", "discard"},
	{"close", "dismiss", "×", "✕", "✖", "x"},
	{"edit", "pencil", "modify"},
	{"search", "magnifier", "find"},
	{"menu", "hamburger", "navigation", "nav"},
	{"settings", "gear", "cog", "preferences"},
	{"more", "kebab", "ellipsis", "⋮", "…", "overflow"},
	{"add", "plus", "+", "create", "new"},
	{"undo", "↶"},
	{"notifications", "bell", "alerts"},
	{"redo", "↷"},
}

// query is a target phrase taken apart: "the second 'Delete' button for
// 'Ada' in the Users table".
type query struct {
	name     string   // the element's own name; "" when named by role alone
	roles    []string // roles the role words allow; nil = any
	roleWord string
	ordinal  int    // 1-based position among equals; -1 = last; 0 = none
	ordWord  string // the ordinal as written ("first", "2nd")
	near     string // a row, list item or card it sits in ("next to X", "for X")
	rowOnly  bool   // near must be a row's own text, not a heading above it
	within   string // a section, dialog, table or form it sits in
	inKind   string // "dialog", "table", "section"… of within
	group    string // the name of the group or section a radio or checkbox is in ("the Express shipping method")
	exact    bool   // the name must be the element's whole name, not a part of it
}

var (
	ordinalRe = regexp.MustCompile(`(?i)^(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+`)
	nearRe    = regexp.MustCompile(`(?i)\s+(?:next to|beside|alongside|right of|left of|for|of|by|against|belonging to|that belongs to|corresponding to|in (?:the )?same (?:row|line) as|(?:in|on|from) the (?:row|line|item|entry|list item|card|tile|todo|task)(?: (?:of|for|with|containing|that says|labelled|labeled|named))?)\s+`)
	withinRe  = regexp.MustCompile(`(?i)\s+(?:in|inside|within|on|under|from|of)\s+(?:the\s+)?(.+?)(?:\s+(section|dialog|modal|popup|pop-up|window|table|grid|form|card|panel|list|toolbar|menu|header|footer|sidebar|navigation|nav bar|navbar|area|region|group|fieldset|block|pane|box|tab|row|line|item|entry|todo|task|card|tile))?$`)
	inWordRe  = regexp.MustCompile(`(?i)\s+(?:in|inside|within|on|under|from|of)\s+`)
	inKindRe  = regexp.MustCompile(`(?i)\s+(?:in|inside|within|on|from)\s+the\s+(section|dialog|modal|popup|pop-up|window|table|grid|form|toolbar|menu|header|footer|sidebar|navigation|nav bar|navbar|toast|snackbar|alert|notification)$`)
	labelRe   = regexp.MustCompile(`(?i)^(?:(.*?)\s+)?(?:labell?ed|named|called|titled|marked|with (?:the )?(?:label|placeholder|text|name|hint|caption)|that says|saying|reading|whose label is|with placeholder text)\s+(.+)$`)
)

var kindRoles = map[string][]string{
	"dialog": {"dialog", "alertdialog"}, "modal": {"dialog", "alertdialog"}, "popup": {"dialog", "alertdialog", "menu", "listbox"},
	"pop-up": {"dialog", "alertdialog", "menu", "listbox"}, "window": {"dialog", "alertdialog"},
	"table": {"table", "grid", "treegrid"}, "grid": {"grid", "table"}, "form": {"form"}, "toolbar": {"toolbar"},
	"menu": {"menu", "menubar"}, "header": {"banner"}, "footer": {"contentinfo"}, "sidebar": {"complementary", "navigation"},
	"navigation": {"navigation"}, "nav bar": {"navigation"}, "navbar": {"navigation"},
	// A message that shows for a while: role status or alert.
	"toast": {"status", "alert"}, "snackbar": {"status", "alert"}, "alert": {"alert", "alertdialog"}, "notification": {"status", "alert"},
}

// parse reads a (masked) target phrase in every way it can be read, most
// specific first.
func (f *finder) parse(phrase string) []query {
	phrase = stripThe(phrase)
	var out []query
	add := func(q query) {
		for _, o := range out {
			if o.name == q.name && o.near == q.near && o.within == q.within && o.inKind == q.inKind && o.ordinal == q.ordinal && o.roleWord == q.roleWord && o.rowOnly == q.rowOnly && o.group == q.group && o.exact == q.exact {
				return
			}
		}
		out = append(out, q)
	}
	// "the second Delete button", and also "the First name field" as it is.
	f.parseFrom(phrase, query{}, add)
	if f.action == trajectory.ActionCheck || f.action == trajectory.ActionUncheck {
		// "check 'Walk the dog'": the checkbox of the row that says so.
		if near := f.text(phrase); near != "" {
			add(query{roles: roleWords["checkbox"], roleWord: "checkbox", near: near, rowOnly: true})
		}
	}
	if m := ordinalRe.FindStringSubmatch(phrase); m != nil {
		base := query{ordWord: m[1]}
		base.ordinal = map[string]int{"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5, "last": -1}[strings.ToLower(m[1])]
		f.parseFrom(phrase[len(m[0]):], base, add)
	}
	return out
}

// parseFrom adds the readings of a phrase whose ordinal, if any, is in
// base already.
func (f *finder) parseFrom(phrase string, base query, add func(query)) {
	// "… in the dialog", "… in the table": a container named by its kind.
	if m := inKindRe.FindStringSubmatchIndex(phrase); m != nil {
		q := base
		q.inKind = strings.ToLower(phrase[m[2]:m[3]])
		f.nameParts(&q, phrase[:m[0]], add)
	}
	// "… next to X", "… for X", "… in the row of X".
	for _, loc := range nearRe.FindAllStringIndex(phrase, -1) {
		for _, near := range anchorForms(f.text(trimKind(stripThe(phrase[loc[1]:])))) {
			q := base
			q.near = near
			f.nameParts(&q, phrase[:loc[0]], add)
		}
	}
	// "Ada Lovelace's Edit button": the row before the possessive, the
	// element after it.
	for _, loc := range possessiveRe.FindAllStringIndex(phrase, -1) {
		if q := base; loc[0] > 0 {
			q.near = f.text(phrase[:loc[0]])
			if q.near != "" {
				f.nameParts(&q, phrase[loc[1]:], add)
			}
		}
	}
	// "… in the Y section".
	for _, loc := range inWordRe.FindAllStringIndex(phrase, -1) {
		m := withinRe.FindStringSubmatch(phrase[loc[0]:])
		if m == nil {
			continue
		}
		q := base
		q.within = f.text(m[1])
		q.inKind = strings.ToLower(m[2])
		if !rowKinds[q.inKind] {
			if q.within != "" {
				f.nameParts(&q, phrase[:loc[0]], add)
			}
			continue
		}
		// "in the Ada Lovelace row", "in Ada Lovelace's row".
		for _, near := range anchorForms(q.within) {
			q.near, q.within, q.inKind = near, "", ""
			f.nameParts(&q, phrase[:loc[0]], add)
		}
	}
	f.groupParts(phrase, base, add)
	f.pagerParts(phrase, base, add)
	f.nameParts(&base, phrase, add)
	// The last word may belong to the name: "Send reset link".
	whole := base
	whole.name = f.text(phrase)
	add(whole)
}

// pagerRe is "the next page", "the previous page button".
var pagerRe = regexp.MustCompile(`(?i)^(next|previous|prev)\s+page(?:\s+(?:button|link))?$`)

// pagerParts reads "go to the next page" as the button or link named
// Next ("Next ›", "Next page" too), and "the previous page" as the one
// named Previous or Prev.
func (f *finder) pagerParts(phrase string, base query, add func(query)) {
	m := pagerRe.FindStringSubmatch(phrase)
	if m == nil || f.action != trajectory.ActionClick || f.clickCount > 1 {
		return
	}
	names := []string{"Next"}
	if !strings.EqualFold(m[1], "next") {
		names = []string{"Previous", "Prev"}
	}
	for _, n := range names {
		q := base
		// "Previous orders" is no previous page: the whole name only.
		q.name, q.roles, q.roleWord, q.exact = n, []string{"button", "link"}, "button or link", true
		add(q)
	}
}

// aOrAn puts "a" or "an" before a kind: "a dialog", "an alert".
func aOrAn(kind string) string {
	if kind != "" && strings.ContainsRune("aeiou", rune(kind[0])) {
		return "an " + kind
	}
	return "a " + kind
}

// wholeName reports whether want is all of an element's name, label,
// text or title.
func wholeName(want string, e *snapshot.Element, norm func(string) string) bool {
	fp := e.Target.Fingerprint
	for _, n := range []string{e.Name, fp.Attrs["aria-label"], fp.Text, fp.Attrs["title"]} {
		if n != "" && norm(n) == want {
			return true
		}
	}
	return false
}

// groupRoles are the controls a trailing group name may follow.
var groupRoles = []string{"radio", "checkbox"}

// groupParts reads a radio's or checkbox's name followed by the name of
// its group: "the Express shipping method" is the radio "Express" in the
// group (or under the heading) "Shipping method". The group's name must
// be all of the phrase's last words, exactly.
func (f *finder) groupParts(phrase string, base query, add func(query)) {
	switch f.action {
	case trajectory.ActionClick, trajectory.ActionCheck, trajectory.ActionUncheck, actionChoose:
	default:
		return
	}
	if base.near != "" || base.within != "" || base.inKind != "" {
		return
	}
	for i := strings.IndexByte(phrase, ' '); i > 0; {
		q := base
		q.group, q.roles, q.roleWord = f.text(phrase[i+1:]), groupRoles, "radio button or checkbox"
		if q.group != "" && f.isGroup(q.group) {
			f.nameParts(&q, phrase[:i], func(q query) {
				// A role word in the name ("the Express radio shipping
				// method") may narrow the roles, never widen them.
				roles := slices.DeleteFunc(slices.Clone(q.roles), func(r string) bool { return !slices.Contains(groupRoles, r) })
				if len(roles) > 0 {
					q.roles = roles
					add(q)
				}
			})
		}
		j := strings.IndexByte(phrase[i+1:], ' ')
		if j < 0 {
			break
		}
		i += j + 1
	}
}

// isGroup reports whether some group, fieldset or heading of the page is
// named exactly name.
func (f *finder) isGroup(name string) bool {
	for i := range f.snap.Elements {
		e := &f.snap.Elements[i]
		if (e.Role == "group" || e.Role == "radiogroup" || e.Role == "heading") && norm(e.Name) == norm(name) {
			return true
		}
	}
	return false
}

// inGroup reports whether element i sits in a group or fieldset named
// name, or under a heading of that name (its context).
func (f *finder) inGroup(i int, name string) bool {
	for a := f.parents[i]; a >= 0; a = f.parents[a] {
		if anc := &f.snap.Elements[a]; (anc.Role == "group" || anc.Role == "radiogroup") && norm(anc.Name) == norm(name) {
			return true
		}
	}
	return norm(f.snap.Elements[i].Target.Fingerprint.Context) == norm(name)
}

// possessiveRe finds the possessive of "Ada Lovelace's Edit button".
var possessiveRe = regexp.MustCompile(`['’]s\s+`)

// anchorForms returns the ways to read a row's anchor text: as it is and,
// when it ends in a possessive ("Ada Lovelace's"), without it. Both are
// read, so a row whose own text ends in 's is still found by it.
func anchorForms(s string) []string {
	if s == "" {
		return nil
	}
	for _, p := range []string{"'s", "’s"} {
		if t, ok := strings.CutSuffix(s, p); ok && strings.TrimSpace(t) != "" {
			return []string{s, unq(t)}
		}
	}
	return []string{s}
}

// trimKind drops a trailing container word from an anchor phrase: "the
// 'Walk the dog' todo", "the Ada Lovelace row".
func trimKind(s string) string {
	if i := strings.LastIndexByte(s, ' '); i > 0 && rowKinds[strings.ToLower(s[i+1:])] {
		return s[:i]
	}
	return s
}

// named reports whether some element answers well to name.
func (f *finder) named(name string) bool {
	want := norm(name)
	for i := range f.snap.Elements {
		if f.nameScore(want, &f.snap.Elements[i]) >= minScore {
			return true
		}
	}
	return false
}

// nameParts fills q's name and role from the part of a phrase that names the
// element itself ("'PayPal' radio button", "field labelled Email").
func (f *finder) nameParts(q *query, s string, add func(query)) {
	s = stripThe(strings.TrimSpace(s))
	if m := labelRe.FindStringSubmatch(s); m != nil {
		q2 := *q
		q2.name = f.text(m[2])
		if rw := strings.ToLower(stripThe(m[1])); rw != "" {
			roles, ok := roleWords[rw]
			if !ok {
				return
			}
			q2.roles, q2.roleWord = roles, rw
		}
		add(q2)
		return
	}
	low := strings.ToLower(s)
	found := false
	for _, w := range roleWordList {
		switch {
		case low == w:
			q2 := *q
			q2.roles, q2.roleWord = roleWords[w], w
			add(q2)
			found = true
		case w == "arrow" && directions[strings.TrimSpace(strings.TrimSuffix(low, w))]:
			// "the down arrow" is a key or a direction, not a name.
		case strings.HasSuffix(low, " "+w) && (roleWords[w] != nil || isMasked(s[:len(s)-len(w)-1])):
			// "Card number field": the role is "number field" or "field".
			// Words that say nothing of the role go only after a quoted
			// name ("the 'Pay rent' todo"): "New item" may be a name.
			q2 := *q
			q2.roles, q2.roleWord = roleWords[w], w
			q2.name = f.text(s[:len(s)-len(w)-1])
			add(q2)
			found = true
		case strings.HasPrefix(low, w+" ") && isMasked(s[len(w)+1:]):
			// "the button 'Save'", "the link "Forgot password?"".
			q2 := *q
			q2.roles, q2.roleWord = roleWords[w], w
			q2.name = f.text(s[len(w)+1:])
			add(q2)
			found = true
		}
	}
	if found {
		return
	}
	q2 := *q
	q2.name = f.text(s)
	if q2.name != "" {
		add(q2)
	}
}

// text unmasks and unquotes a part of a phrase.
func (f *finder) text(s string) string {
	return unq(unmask(stripThe(s), f.quotes, false))
}

// finder looks one target phrase up in a snapshot.
type finder struct {
	instruction string
	action      trajectory.Action
	clickCount  int
	quotes      []string
	snap        *snapshot.Snapshot
	mayHover    bool
	parents     []int // index of each element's parent in the snapshot tree, -1 at the top
	normed      map[string]string
}

// norm is the package's norm, remembered: a page repeats its names, and
// each reading of a phrase weighs every element again.
func (f *finder) norm(s string) string {
	if s == "" {
		return ""
	}
	if v, ok := f.normed[s]; ok {
		return v
	}
	if f.normed == nil {
		f.normed = map[string]string{}
	}
	v := norm(s)
	f.normed[s] = v
	return v
}

// cand is an element weighed against one reading of the phrase.
type cand struct {
	el    *snapshot.Element
	idx   int    // its position in the snapshot
	score int    // how well its name matches (0 when it does not)
	why   string // why it was not taken; "" while it is in the running
	tied  bool   // in the running, but as good as another
}

// find picks the one element the phrase names, or explains why it cannot.
// hover is true when the element is a row to hover first (the control the
// phrase names appears then).
func (f *finder) find(phrase string) (*snapshot.Element, int, bool, error) {
	f.parents = parents(f.snap)
	var hover *snapshot.Element
	var winners []cand
	var results [][]cand
	var reasons []string
	queries := f.parse(phrase)
	for _, q := range queries {
		if q.ordinal != 0 && q.name != "" && f.named(q.ordWord+" "+q.name) {
			// "the First name field" names a field, not the first "name".
			continue
		}
		cs := f.weigh(q)
		win, reason := decide(cs, q.ordinal)
		if win != nil {
			if !slices.ContainsFunc(winners, func(c cand) bool { return c.el == win.el }) {
				winners = append(winners, *win)
			}
			continue
		}
		results = append(results, cs)
		reasons = append(reasons, reason)
		if h := f.hoverRow(q, cs); h != nil && hover == nil {
			hover = h
		}
	}
	switch {
	case len(winners) == 0 && hover != nil:
		return hover, 100, true, nil
	case len(winners) == 1:
		return winners[0].el, winners[0].score, false, nil
	case len(winners) > 1:
		var cl []string
		for _, w := range winners {
			cl = append(cl, describeEl(w.el)+" — one reading of the phrase")
		}
		return nil, 0, false, &NeedsModelError{Instruction: f.instruction, Closest: bound(cl),
			Reason: fmt.Sprintf("%q can be read to mean %d different elements", unmask(phrase, f.quotes, true), len(winners))}
	}
	// Report the reading that came closest.
	best, bi := -1, 0
	for i, cs := range results {
		if s := topScore(cs); s > best {
			best, bi = s, i
		}
	}
	e := &NeedsModelError{Instruction: f.instruction, best: best}
	if len(results) == 0 {
		e.Reason, e.noMatch = "no element matches", true
		return nil, 0, false, e
	}
	e.Reason, e.Closest = reasons[bi], closest(results[bi])
	// Nothing in the running (a wait or an assertion then looks the phrase
	// up as page text).
	e.noMatch = !slices.ContainsFunc(results[bi], func(c cand) bool { return (c.why == "" || c.tied) && c.score >= minScore })
	if len(e.Closest) == 0 {
		e.Closest = f.sameKind(queries)
	}
	return nil, 0, false, e
}

// sameKind lists, when no element shares a word with the phrase, the
// elements of the kind it asks for (its role word, else what the action
// can apply to), so the user sees what the page offers.
func (f *finder) sameKind(queries []query) []string {
	roles := actionRoles[f.action]
	for _, q := range queries {
		if q.roles != nil {
			roles = q.roles
			break
		}
	}
	if roles == nil {
		return nil
	}
	var out []string
	for i := range f.snap.Elements {
		e := &f.snap.Elements[i]
		if e.Interactive && slices.Contains(roles, e.Role) {
			out = append(out, describeEl(e)+" — name differs")
		}
	}
	return bound(out)
}

// topScore is the best name score among the candidates, taken or not.
func topScore(cs []cand) int {
	best := 0
	for _, c := range cs {
		best = max(best, c.score)
	}
	return best
}

// weigh scores every element that could be the target of q.
func (f *finder) weigh(q query) []cand {
	passive := f.action == trajectory.ActionWaitFor || isAssert(f.action)
	// A double-click or a hover may target text ("double-click 'Pay rent'"
	// to edit a todo).
	textOK := passive || f.action == trajectory.ActionHover || f.clickCount == 2
	want := norm(q.name)
	roles := q.roles
	if q.name == "" && len(roles) > 1 && slices.ContainsFunc(f.snap.Elements, func(e snapshot.Element) bool { return e.Interactive && e.Role == roles[0] }) {
		// Named by its role alone ("the last switch"), the role word means
		// its first role when the page has that role at all.
		roles = roles[:1]
	}
	var out []cand
	for i := range f.snap.Elements {
		e := &f.snap.Elements[i]
		if !e.Interactive && (!textOK || len(e.Target.Candidates) == 0) {
			continue
		}
		c := cand{el: e, idx: i}
		switch {
		case q.name == "":
			c.score = roleOnly
		case want == "":
			c.score = f.nameScore(strings.TrimSpace(q.name), e)
		default:
			c.score = f.nameScore(want, e)
		}
		if c.score == 0 {
			continue
		}
		if q.name == "" && (!slices.Contains(roles, e.Role) || actionRoles[f.action] != nil && !slices.Contains(actionRoles[f.action], e.Role)) {
			continue // named by its role alone, and not of that role
		}
		switch {
		case c.score < minScore, q.exact && !wholeName(want, e, f.norm):
			c.why = "name differs"
		case q.roles != nil && !slices.Contains(q.roles, e.Role):
			c.why = fmt.Sprintf("is a %s, not a %s", roleName(e.Role), q.roleWord)
		case actionRoles[f.action] != nil && !slices.Contains(actionRoles[f.action], e.Role):
			c.why = fmt.Sprintf("a %s cannot be %s", roleName(e.Role), actionVerbs[f.action])
		case e.Disabled && !passive:
			c.why = "disabled"
		case !e.Interactive && q.name == "":
			c.why = "not a control"
		}
		if c.why == "" && q.group != "" && !f.inGroup(i, q.group) {
			c.why = fmt.Sprintf("not in the group %q", q.group)
		}
		if c.why == "" && q.within != "" && !f.inside(i, q.within, q.inKind) {
			c.why = fmt.Sprintf("not in %q", q.within)
		}
		if c.why == "" && q.within == "" && q.inKind != "" && !f.insideKind(i, q.inKind) {
			c.why = "not in " + aOrAn(q.inKind)
		}
		out = append(out, c)
	}
	if q.near != "" {
		f.nearFilter(out, q.near, q.rowOnly)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if (out[i].why == "") != (out[j].why == "") {
			return out[i].why == ""
		}
		return out[i].score > out[j].score
	})
	return out
}

// decide returns the one candidate in the running that clearly wins, or
// why there is none.
func decide(cs []cand, ordinal int) (*cand, string) {
	var live []int
	for i := range cs {
		if cs[i].why == "" {
			live = append(live, i)
		}
	}
	if len(live) == 0 {
		if len(cs) > 0 && cs[0].score >= minScore {
			n := 0
			for _, c := range cs {
				if c.score >= minScore {
					n++
				}
			}
			return nil, fmt.Sprintf("no element fits: %d match, but %s", n, cs[0].why)
		}
		return nil, "no element matches"
	}
	top := cs[live[0]].score
	var tied []int
	for _, i := range live {
		if top-cs[i].score < minMargin {
			tied = append(tied, i)
		}
	}
	if ordinal != 0 {
		// "the second Delete button": among equals, in page order.
		sort.Slice(tied, func(a, b int) bool { return elIndex(cs[tied[a]].el) < elIndex(cs[tied[b]].el) })
		n := ordinal - 1
		if ordinal < 0 {
			n = len(tied) - 1
		}
		if n >= len(tied) || len(tied) < 2 {
			for _, i := range tied {
				cs[i].why, cs[i].tied = fmt.Sprintf("%d such elements, no %s", len(tied), ordinalWord(ordinal)), true
			}
			return nil, fmt.Sprintf("there are %d such elements, no %s", len(tied), ordinalWord(ordinal))
		}
		for _, i := range tied {
			if cs[i].score != top {
				// Mixed exact and partial matches: which is "second" is unclear.
				return nil, "the elements it could count differ in how well they match"
			}
		}
		return &cs[tied[n]], ""
	}
	if len(tied) > 1 {
		for _, i := range tied {
			cs[i].why, cs[i].tied = fmt.Sprintf("%d equally close — ambiguous", len(tied)), true
		}
		return nil, fmt.Sprintf("%d elements match equally well", len(tied))
	}
	if top < minScore {
		return nil, "no element matches well enough"
	}
	w := cs[live[0]]
	return &w, ""
}

func ordinalWord(n int) string {
	if n < 0 {
		return "last"
	}
	return [...]string{"", "first", "second", "third", "fourth", "fifth"}[min(n, 5)]
}

// elIndex is an element's position in page order, from its id ("e12").
func elIndex(e *snapshot.Element) int {
	n := 0
	for _, r := range e.ID {
		if r >= '0' && r <= '9' {
			n = n*10 + int(r-'0')
		} else {
			n = 0
		}
	}
	return n
}

// closest lists up to five elements with why each was not taken.
func closest(cs []cand) []string {
	var out []string
	for _, c := range cs {
		why := c.why
		if why == "" {
			why = "matches only partly"
		}
		out = append(out, describeEl(c.el)+" — "+why)
	}
	return bound(out)
}

func bound(s []string) []string {
	if len(s) > 5 {
		s = s[:5]
	}
	return s
}

// describeEl names an element for a user: [e12] button "Delete" (row
// "Ada Lovelace").
func describeEl(e *snapshot.Element) string {
	s := fmt.Sprintf("[%s] %s %q", e.ID, roleName(e.Role), cut(e.Name, 40))
	if e.Name == "" {
		if t := e.Target.Fingerprint.Text; t != "" {
			s = fmt.Sprintf("[%s] %s with text %q", e.ID, roleName(e.Role), cut(t, 40))
		} else if p := e.Target.Fingerprint.Attrs["placeholder"]; p != "" {
			s = fmt.Sprintf("[%s] %s with placeholder %q", e.ID, roleName(e.Role), cut(p, 40))
		} else {
			s = fmt.Sprintf("[%s] %s without a name", e.ID, roleName(e.Role))
		}
	}
	if c := e.Target.Fingerprint.Context; c != "" {
		s += fmt.Sprintf(" (near %q)", cut(c, 30))
	}
	return s
}

func roleName(r string) string {
	switch r {
	case "textbox":
		return "text field"
	case "combobox":
		return "drop-down"
	case "menuitem":
		return "menu item"
	case "spinbutton":
		return "number field"
	case "searchbox":
		return "search field"
	case "radio":
		return "radio button"
	}
	return r
}

func cut(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// nameScore rates how well an element answers to the normalized name,
// counting synonyms ("delete" for a "Remove" or "destroy" icon) and, for
// nameless elements, the words of their class and id ("the edit field").
func (f *finder) nameScore(want string, e *snapshot.Element) int {
	norm := f.norm
	if want == "" {
		return 0
	}
	if norm(want) == "" {
		// A symbol: "click ×", "click ↶".
		fp := e.Target.Fingerprint
		for _, n := range []string{e.Name, fp.Attrs["aria-label"], fp.Attrs["title"], fp.Text} {
			if strings.TrimSpace(n) == want {
				return 90
			}
		}
		if g := synonymsOf(want); len(g) > 1 && slices.Contains(g, key(e.Name)) {
			return 85
		}
		return 0
	}
	s := matchScore(want, e, f.norm)
	if s >= minScore {
		return s
	}
	fp := e.Target.Fingerprint
	// Class and id words: "the new todo input".
	for _, a := range []string{"class", "id", "name"} {
		if ws := attrWords(fp.Attrs[a]); len(ws) > 1 && strings.Join(ws, " ") == want {
			return 75
		}
	}
	syn := synonymsOf(want)
	if syn == nil {
		return s
	}
	for _, n := range []string{e.Name, fp.Attrs["aria-label"], fp.Attrs["title"], fp.Text} {
		if k := key(n); k != "" && slices.Contains(syn, k) {
			return 85
		}
	}
	// A nameless element's class and id words: "the edit field", the
	// "destroy" button for "the delete button".
	if norm(e.Name) == "" || len([]rune(e.Name)) <= 1 {
		for _, a := range []string{"class", "id", "name"} {
			for _, w := range attrWords(fp.Attrs[a]) {
				if slices.Contains(syn, w) {
					return 75
				}
			}
		}
	}
	return s
}

// key is a name as synonyms are listed: normalized words, or the symbol
// itself ("×") when it has no words.
func key(s string) string {
	if n := norm(s); n != "" {
		return n
	}
	return strings.TrimSpace(s)
}

func synonymsOf(want string) []string {
	if strings.Contains(want, " ") {
		return nil
	}
	for _, g := range synonyms {
		if slices.Contains(g, want) {
			return g
		}
	}
	return []string{want}
}

// attrWords splits a class or id value into lower-case words:
// "todo-destroy btn_del iconTrash" → todo destroy btn del icon trash.
func attrWords(v string) []string {
	var out []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			out = append(out, strings.ToLower(b.String()))
			b.Reset()
		}
	}
	prevLower := false
	for _, r := range v {
		switch {
		case r >= 'A' && r <= 'Z':
			if prevLower {
				flush()
			}
			b.WriteRune(r)
			prevLower = false
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			prevLower = true
		default:
			flush()
			prevLower = false
		}
	}
	flush()
	return out
}
