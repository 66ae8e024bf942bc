package resolver

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Resolve turns instruction into an intent against snap. Variable
// placeholders in values ({{user}}) are kept as they are.
//
// When the instruction names a control in a list row or table row that is
// not on the page yet ("click the delete button for 'Buy milk'", where the
// button shows only while the row is hovered), the intent is a hover over
// the row's text with More set: the caller hovers, takes a new snapshot
// and calls ResolveAfter for the rest.
func Resolve(instruction string, snap *snapshot.Snapshot) (*Intent, error) {
	if err := tooLong(instruction); err != nil {
		return nil, err
	}
	in, err := resolve(instruction, snap, true)
	return in, withClosest(err, instruction, snap)
}

// MaxInstruction is the longest instruction the offline resolver reads,
// in characters: the forms it knows are short, and reading a pasted page
// of text word by word against every element would take minutes.
const MaxInstruction = 1000

// tooLong is the *NeedsModelError of an instruction longer than
// MaxInstruction, or nil.
func tooLong(instruction string) error {
	if n := utf8.RuneCountInString(instruction); n > MaxInstruction {
		return &NeedsModelError{Instruction: cutRunes(instruction, 80),
			Reason: fmt.Sprintf("it is %d characters long, and the offline resolver reads instructions of at most %d: split it into steps, or give it to a model", n, MaxInstruction)}
	}
	return nil
}

// cutRunes shortens s to n characters and an ellipsis.
func cutRunes(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// ResolveAfter resolves the rest of an instruction after the steps in done
// were performed for it. The offline resolver continues only what it
// started itself (a hover that reveals a row's controls); for anything
// else it returns a *NeedsModelError.
func ResolveAfter(instruction string, snap *snapshot.Snapshot, done []trajectory.Step) (*Intent, error) {
	if len(done) == 0 {
		return Resolve(instruction, snap)
	}
	if len(done) == 1 && done[0].Action == trajectory.ActionHover {
		if err := tooLong(instruction); err != nil {
			return nil, err
		}
		in, err := resolve(instruction, snap, false)
		return in, withClosest(err, instruction, snap)
	}
	return nil, &NeedsModelError{Instruction: instruction, Reason: "the offline resolver does not continue steps it did not start"}
}

var (
	// "1. ", "Step 3: ", "Then ", "Please ", "When the user ", "And I ".
	lead = regexp.MustCompile(`(?i)^(?:\d+[.)]\s*|step\s*\d+\s*[:.)-]?\s*)?(?:(?:please|now|then|next|and|finally|first|also|after that|afterwards|go ahead and|given|when|but)\s*,?\s+)*(?:(?:i|we|the user|user|you)\s+(?:should\s+|can\s+|must\s+|will\s+)?)?`)
	// Third-person verbs of Gherkin steps: "the user clicks Save".
	thirdPerson = regexp.MustCompile(`(?i)^(clicks|taps|types|enters|fills|selects|chooses|picks|checks|unchecks|ticks|unticks|presses|hits|hovers|opens|goes|navigates|waits|scrolls|double-clicks|right-clicks|toggles|turns|enables|disables|clears|marks|accepts|follows|visits)\b`)
)

// plain drops what people put before the instruction itself: step
// numbers, "then", "please", Gherkin's "When the user clicks …".
func plain(s string) string {
	s = strings.TrimSpace(lead.ReplaceAllString(s, ""))
	if m := thirdPerson.FindStringSubmatch(s); m != nil {
		v := m[1]
		switch {
		case strings.HasSuffix(strings.ToLower(v), "sses"), strings.HasSuffix(strings.ToLower(v), "shes"), strings.HasSuffix(strings.ToLower(v), "oes"):
			v = v[:len(v)-2] // presses, pushes, goes
		default:
			v = v[:len(v)-1]
		}
		s = v + s[len(m[1]):]
	}
	return s
}

var byDoing = regexp.MustCompile(`(?i)^.+?\s+by\s+(clicking|tapping|pressing|selecting|checking|ticking|typing|entering)\s+(.+)$`)

var gerunds = map[string]string{"clicking": "click", "tapping": "tap", "pressing": "press", "selecting": "select",
	"checking": "check", "ticking": "tick", "typing": "type", "entering": "enter"}

func resolve(instruction string, snap *snapshot.Snapshot, mayHover bool) (*Intent, error) {
	instr := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(instruction), "."))
	masked, quotes := maskQuotes(instr)
	masked = plain(masked)
	// "submit the form by clicking Sign in": the action is the last part.
	if m := byDoing.FindStringSubmatch(masked); m != nil {
		masked = gerunds[strings.ToLower(m[1])] + " " + m[2]
	}
	for _, p := range patterns {
		m := p.re.FindStringSubmatch(masked)
		if m == nil {
			continue
		}
		var got []*Intent
		var errs []*NeedsModelError
		for _, r := range p.build(m) {
			in, err := resolveReading(instruction, r, p.action, quotes, snap, mayHover)
			var nm *NeedsModelError
			switch {
			case err == nil:
				got = append(got, in)
			case errors.As(err, &nm):
				errs = append(errs, nm)
			default:
				return nil, err
			}
		}
		if len(got) == 0 {
			if len(errs) == 0 {
				return nil, &NeedsModelError{Instruction: instruction, Reason: "no target named"}
			}
			return nil, bestError(errs)
		}
		for _, in := range got[1:] {
			if !sameIntent(in, got[0]) {
				return nil, &NeedsModelError{Instruction: instruction,
					Reason:  "it reads two ways: " + describeIntent(got[0]) + " or " + describeIntent(in),
					Closest: []string{describeIntent(got[0]) + " — one reading of the instruction", describeIntent(in) + " — another reading"}}
			}
		}
		return got[0], nil
	}
	if in := saysButton(instruction, masked, quotes, snap, mayHover); in != nil {
		return in, nil
	}
	return nil, &NeedsModelError{Instruction: instruction, Reason: "not one of the simple forms the offline resolver understands (click X, type V into X, select V from X, check X, go to URL, press KEY, scroll down, wait for X, hover X, verify X is visible, verify X is checked, verify X contains T, verify the url contains U, verify I am on the X page, submit the form)",
		Closest: wordsClosest(instr, snap)}
}

// signWords reads the ways of saying signing in and out as one ("log in"
// for a "Sign in" button), between spaces.
var signWords = strings.NewReplacer(" log in ", " sign in ", " login ", " sign in ", " log on ", " sign in ", " sign on ", " sign in ",
	" signin ", " sign in ", " log out ", " sign out ", " logout ", " sign out ", " log off ", " sign out ", " sign off ", " sign out ", " signout ", " sign out ")

// articles are left out when an instruction is read as a button's words.
var articles = map[string]bool{"the": true, "a": true, "an": true, "my": true, "your": true, "this": true}

// saysButton reads an instruction in none of the forms as doing what one
// button or link of the page says: "place the order" clicks "Place
// order", "save the changes" "Save changes". Only an exact match counts
// (case, white space and the articles aside) and only when exactly one
// button or link has that name; otherwise nil.
func saysButton(instruction, masked string, quotes []string, snap *snapshot.Snapshot, mayHover bool) *Intent {
	if snap == nil || len(quotes) > 0 {
		return nil
	}
	words := func(s string) string {
		var out []string
		for _, w := range strings.Fields(strings.ToLower(s)) {
			if !articles[w] {
				out = append(out, w)
			}
		}
		return signWords.Replace(" " + strings.Join(out, " ") + " ")
	}
	want := words(masked)
	if strings.TrimSpace(want) == "" {
		return nil
	}
	var match *snapshot.Element
	for i := range snap.Elements {
		e := &snap.Elements[i]
		if (e.Role == "button" || e.Role == "link") && e.Interactive && words(e.Name) == want {
			if match != nil {
				return nil
			}
			match = e
		}
	}
	if match == nil {
		return nil
	}
	in, err := resolveReading(instruction, reading{phrase: match.Name}, trajectory.ActionClick, quotes, snap, mayHover)
	if err != nil || in.Element == nil || in.Element.ID != match.ID {
		return nil
	}
	return in
}

// stopWords are left out when an instruction the resolver cannot read is
// compared with the page's elements.
var stopWords = map[string]bool{"the": true, "a": true, "an": true, "to": true, "of": true, "in": true, "on": true, "for": true,
	"and": true, "then": true, "with": true, "by": true, "it": true, "is": true, "at": true, "into": true, "from": true, "my": true}

// wordsClosest lists, for an instruction in none of the simple forms, the
// elements whose names share the most words with it.
func wordsClosest(instr string, snap *snapshot.Snapshot) []string {
	if snap == nil {
		return nil
	}
	var words []string
	for _, w := range strings.Fields(norm(instr)) {
		if !stopWords[w] {
			words = append(words, w)
		}
	}
	type hit struct {
		e *snapshot.Element
		n int
	}
	var hits []hit
	for i := range snap.Elements {
		e := &snap.Elements[i]
		if !e.Interactive || e.Name == "" {
			continue
		}
		name, n := norm(e.Name), 0
		for _, w := range words {
			if containsWords(name, w) {
				n++
			}
		}
		if n > 0 {
			hits = append(hits, hit{e, n})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].n > hits[j].n })
	var out []string
	for _, h := range hits {
		out = append(out, describeEl(h.e)+" — shares words with it")
	}
	return bound(out)
}

// resolveReading resolves one reading of an instruction.
func resolveReading(instruction string, r reading, action trajectory.Action, quotes []string, snap *snapshot.Snapshot, mayHover bool) (*Intent, error) {
	in := r.in
	if in.Action == "" {
		in.Action = action
	}
	in.Value = unmask(in.Value, quotes, false)
	in.URL = unmask(in.URL, quotes, false)
	if r.refuse != "" {
		return nil, &NeedsModelError{Instruction: instruction, Reason: r.refuse}
	}
	if r.notStep != "" {
		return nil, &NotAStepError{Instruction: instruction, Reason: r.notStep}
	}
	if r.search {
		return searchField(instruction, in, snap)
	}
	if r.submit {
		return submitButton(instruction, in, unq(unmask(r.phrase, quotes, false)), snap)
	}
	if r.onPage {
		return onPage(instruction, in, unq(unmask(r.phrase, quotes, false)), snap)
	}
	phrase := strings.TrimSpace(r.phrase)
	if phrase == "" {
		if in.Action.NeedsTarget() && !in.Page {
			return nil, &NeedsModelError{Instruction: instruction, Reason: "no target named"}
		}
		return &in, nil
	}
	in.Phrase = unq(unmask(phrase, quotes, false))
	lookup := in.Action
	switch {
	case r.choose:
		lookup = actionChoose
	case in.Action == trajectory.ActionAssertChecked:
		// "verify Remember me is checked" finds its element as "check
		// Remember me" does.
		lookup = trajectory.ActionCheck
	}
	f := finder{instruction: instruction, action: lookup, clickCount: in.ClickCount, quotes: quotes, snap: snap, mayHover: mayHover}
	el, score, hover, err := f.find(phrase)
	var nm *NeedsModelError
	if errors.As(err, &nm) && nm.noMatch && (in.Action == trajectory.ActionWaitFor || isAssert(in.Action)) {
		return &in, nil
	}
	if err != nil {
		return nil, err
	}
	if hover {
		return &Intent{Action: trajectory.ActionHover, Element: el, Score: score, Phrase: in.Phrase, More: true}, nil
	}
	in.Element, in.Score = el, score
	switch {
	case r.choose && checkable(el.Role):
		in.Action = trajectory.ActionCheck
	case r.choose:
		in.Action = trajectory.ActionClick
	case in.Action == trajectory.ActionFill && el.Tag == "select":
		// "set Country to France" on a native select.
		in.Action = trajectory.ActionSelect
	case in.Action == trajectory.ActionAssertText && (el.Tag == "input" || el.Tag == "textarea"):
		// "verify Email contains ann@…": a field shows its value, which
		// its text (always empty) is not.
		in.Action = trajectory.ActionAssertValue
	}
	if in.Action == trajectory.ActionSelect && len(el.Options) > 0 && !strings.Contains(in.Value, "{{") && !hasOption(el.Options, in.Value) {
		return nil, &NeedsModelError{Instruction: instruction, best: score,
			Reason:  fmt.Sprintf("%s has no option %q (it has %s)", describeEl(el), in.Value, cut(strings.Join(el.Options, ", "), 120)),
			Closest: []string{describeEl(el) + " — no option " + strconv.Quote(in.Value)}}
	}
	return &in, nil
}

// searchField resolves "search for X" to the one search field on the page
// (a search box, or a text field whose name, placeholder, id or class
// says search); with none or several it needs a model.
func searchField(instruction string, in Intent, snap *snapshot.Snapshot) (*Intent, error) {
	var found []*snapshot.Element
	for i := range snap.Elements {
		if e := &snap.Elements[i]; e.Interactive && isSearchField(e) {
			found = append(found, e)
		}
	}
	return theOne(instruction, in, found, "search field", "")
}

// theOne is in on the one element of found, the page's elements of a
// kind ("search field"), taken whole as the instruction's target; with
// none, one that is disabled or several it needs a model, and the
// reason says so and ends with hint, when given.
func theOne(instruction string, in Intent, found []*snapshot.Element, kind, hint string) (*Intent, error) {
	if len(found) == 1 && !found[0].Disabled {
		in.Element, in.Score, in.Phrase = found[0], 100, kind
		return &in, nil
	}
	e := &NeedsModelError{Instruction: instruction, best: 80}
	switch {
	case len(found) == 0:
		e.Reason, e.noMatch = "the page has no "+kind, true
	case len(found) == 1:
		e.Reason, e.Closest = "its "+kind+" is disabled", []string{describeEl(found[0]) + " — disabled"}
	default:
		e.Reason = fmt.Sprintf("the page has %d %ss", len(found), kind)
		for _, f := range found {
			e.Closest = append(e.Closest, describeEl(f)+fmt.Sprintf(" — %d %ss — ambiguous", len(found), kind))
		}
		e.Closest = bound(e.Closest)
	}
	if hint != "" && len(found) != 1 {
		e.Reason += ": " + hint
	}
	return nil, e
}

// submitButton resolves "submit the form" to a click on the page's one
// submit button: a button or input of type submit (or image), else, when
// the page has none, its one button of no type (which submits its form).
// "submit the login form" keeps the buttons whose name or context has
// the form's words, when some have. With none or several it needs a
// model.
func submitButton(instruction string, in Intent, form string, snap *snapshot.Snapshot) (*Intent, error) {
	var typed, untyped []*snapshot.Element
	for i := range snap.Elements {
		e := &snap.Elements[i]
		if !e.Interactive || e.Hidden || e.Role != "button" || len(e.Target.Candidates) == 0 {
			continue
		}
		switch ty := strings.ToLower(e.Target.Fingerprint.Attrs["type"]); {
		case (e.Tag == "button" || e.Tag == "input") && (ty == "submit" || ty == "image"):
			typed = append(typed, e)
		case e.Tag == "button" && ty == "":
			untyped = append(untyped, e)
		}
	}
	found := typed
	if len(found) == 0 {
		found = untyped
	}
	if w := norm(form); w != "" && len(found) > 1 {
		named := slices.DeleteFunc(slices.Clone(found), func(e *snapshot.Element) bool {
			return !containsWords(norm(e.Name), w) && !containsWords(norm(e.Target.Fingerprint.Context), w)
		})
		if len(named) > 0 {
			found = named
		}
	}
	got, err := theOne(instruction, in, found, "submit button", "name the button to click")
	if err == nil {
		got.Phrase = got.Element.Name
	}
	return got, err
}

// givenStep is a Gherkin precondition ("Given I am on the login page").
var givenStep = regexp.MustCompile(`(?i)^\s*(?:\d+[.)]\s*|step\s*\d+\s*[:.)-]?\s*)?given\b`)

// onPage resolves "verify I am on the dashboard" to a check of where the
// page is: the URL contains the place's words (joined by nothing, '-' or
// '_', as addresses write them) when its path has them, else the page's
// heading that has them is visible. It looks at the page as it is now,
// which a recording's next step is on; when neither says the place, the
// check is the address's, which fails there.
func onPage(instruction string, in Intent, place string, snap *snapshot.Snapshot) (*Intent, error) {
	if givenStep.MatchString(instruction) {
		// A precondition, not a check: where the flow starts is its start
		// URL.
		return nil, &NeedsModelError{Instruction: instruction, noMatch: true,
			Reason: "a Given says where the flow starts: make that page the flow's start URL, or check where the page is with \"verify I am on …\""}
	}
	words := strings.Fields(norm(place))
	words = slices.DeleteFunc(words, func(w string) bool { return articles[w] })
	if len(words) == 0 {
		return nil, &NeedsModelError{Instruction: instruction, Reason: "no place named"}
	}
	path := ""
	if u, err := url.Parse(snap.URL); err == nil {
		path = strings.ToLower(u.Path)
	}
	for _, sep := range []string{"-", "_", "", "/"} {
		if slug := strings.Join(words, sep); strings.Contains(path, slug) {
			in.Action, in.URL, in.Match = trajectory.ActionAssertURL, slug, "contains"
			return &in, nil
		}
	}
	var best *snapshot.Element
	for i := range snap.Elements {
		e := &snap.Elements[i]
		if e.Role != "heading" || e.Hidden || len(e.Target.Candidates) == 0 || !containsWords(norm(e.Name), strings.Join(words, " ")) {
			continue
		}
		if best == nil || e.Level < best.Level {
			best = e
		}
	}
	if best != nil {
		in.Action, in.Element, in.Score, in.Phrase = trajectory.ActionAssertVisible, best, 100, best.Name
		return &in, nil
	}
	// Neither says it: the check is that the address does, which the
	// caller performs and which fails saying where the page is (a wrong
	// password leaves the login page) rather than asking for a model.
	in.Action, in.URL, in.Match = trajectory.ActionAssertURL, strings.Join(words, "-"), "contains"
	return &in, nil
}

func isSearchField(e *snapshot.Element) bool {
	switch e.Role {
	case "searchbox":
		return true
	case "textbox", "combobox":
	default:
		return false
	}
	fp := e.Target.Fingerprint
	for _, s := range []string{e.Name, fp.Attrs["placeholder"], fp.Attrs["aria-label"], fp.Attrs["type"]} {
		if containsWords(norm(s), "search") {
			return true
		}
	}
	for _, a := range []string{"id", "name", "class"} {
		if slices.Contains(attrWords(fp.Attrs[a]), "search") {
			return true
		}
	}
	return false
}

// hasOption reports whether a select offers the value (case and
// punctuation aside).
func hasOption(options []string, v string) bool {
	for _, o := range options {
		if norm(o) == norm(v) {
			return true
		}
	}
	return false
}

func checkable(role string) bool {
	switch role {
	case "checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio":
		return true
	}
	return false
}

func sameIntent(a, b *Intent) bool {
	ea, eb := "", ""
	if a.Element != nil {
		ea = a.Element.ID
	}
	if b.Element != nil {
		eb = b.Element.ID
	}
	return a.Action == b.Action && ea == eb && a.Value == b.Value && a.URL == b.URL && a.Key == b.Key && a.More == b.More
}

func describeIntent(in *Intent) string {
	s := string(in.Action)
	if in.Value != "" {
		s += " " + strconv.Quote(in.Value)
	}
	if in.Element != nil {
		s += " on " + describeEl(in.Element)
	}
	return s
}

// bestError picks, of the readings that failed, the one that came closest.
func bestError(errs []*NeedsModelError) *NeedsModelError {
	best := errs[0]
	for _, e := range errs[1:] {
		if e.best > best.best {
			best = e
		}
	}
	return best
}

// maskQuotes replaces each quoted part of s ('PayPal', "The box was
// crushed in transit.", “Save”) with a token without spaces, so the
// instruction patterns cannot cut inside it. An apostrophe inside a word
// (don't) opens no quote.
func maskQuotes(s string) (string, []string) {
	closers := map[rune]string{'"': `"`, '“': `”"`, '\'': `'’`, '‘': `’'`}
	rs := []rune(s)
	var b strings.Builder
	var quotes []string
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		cl, ok := closers[c]
		if ok && (i == 0 || strings.ContainsRune(" (:[", rs[i-1])) {
			end := -1
			for j := i + 2; j < len(rs); j++ {
				if strings.ContainsRune(cl, rs[j]) && (j == len(rs)-1 || strings.ContainsRune(" .,;:!?)]", rs[j+1])) {
					end = j
					break
				}
			}
			if end > 0 {
				quotes = append(quotes, string(rs[i+1:end]))
				fmt.Fprintf(&b, "\x01%d\x02", len(quotes)-1)
				i = end
				continue
			}
		}
		b.WriteRune(c)
	}
	return b.String(), quotes
}

// unmask puts quoted parts back, in double quotes when keep is set.
func unmask(s string, quotes []string, keep bool) string {
	if !strings.ContainsRune(s, '\x01') {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '\x01')
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := strings.IndexByte(s[i:], '\x02')
		if j < 0 {
			b.WriteString(s)
			return b.String()
		}
		n, err := strconv.Atoi(s[i+1 : i+j])
		b.WriteString(s[:i])
		if err == nil && n < len(quotes) {
			if keep {
				b.WriteString(`"` + quotes[n] + `"`)
			} else {
				b.WriteString(quotes[n])
			}
		}
		s = s[i+j+1:]
	}
}

// isMasked reports whether s is exactly one quoted part.
func isMasked(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "\x01") && strings.HasSuffix(s, "\x02") && strings.Count(s, "\x01") == 1
}
