// Package meaning tells whether two names a user reads on a control mean
// the same: "Sign in" and "Sign in now", "Add to cart" and "Add to basket"
// do; "Save" and "Delete", "Subscribe" and "Unsubscribe", "4 stars" and
// "5 stars" do not. Replay uses it to refuse an element whose meaning
// changed under a still-matching locator, and healing to veto look-alikes.
package meaning

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/reprise-qa/reprise/backend/internal/editdist"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// stopWords carry no meaning of their own in a control's name: "Sign in
// now" names the same control as "Sign in".
var stopWords = Set("a", "an", "the", "to", "of", "for", "and", "or", "in", "on", "at", "by", "with",
	"your", "my", "our", "this", "that", "now", "here", "please", "me", "it", "is", "go", "click", "tap")

// phrases are multi-word expressions folded into one token before
// synonyms apply ("sign in" and "log in" both become "signin").
var phrases = [][2]string{
	{"sign in", "signin"}, {"log in", "signin"}, {"log on", "signin"},
	{"sign out", "signout"}, {"log out", "signout"}, {"log off", "signout"},
	{"sign up", "signup"}, {"create account", "signup"}, {"create an account", "signup"},
	{"check out", "checkout"}, {"e mail", "email"},
	{"do not", "not"}, {"don t", "not"}, {"dont", "not"},
}

// synonyms map words that name the same thing in user interfaces to one
// canonical word, so "Add to basket" still reads as "Add to cart".
var synonyms = map[string]string{
	"basket": "cart", "bag": "cart", "trolley": "cart",
	"login": "signin", "logon": "signin",
	"logout": "signout", "logoff": "signout",
	"register": "signup",
	"remove":   "delete", "trash": "delete", "erase": "delete",
	"purchase": "buy",
	"proceed":  "continue", "next": "continue",
	"previous": "back", "prev": "back",
	"send": "submit",
	"find": "search", "lookup": "search",
	"okay":    "ok",
	"dismiss": "close",
	"modify":  "edit", "change": "edit",
	"colour": "color",
	"qty":    "quantity",
	"mail":   "email",
	"pwd":    "password", "passcode": "password",
	"username": "user", "userid": "user",
	"telephone": "phone", "tel": "phone", "mobile": "phone",
	"zip": "postcode", "postal": "postcode",
	"favourite": "favorite",
	"cancelled": "cancel", "canceled": "cancel",
}

// actionClass groups the verbs a control's name may start with by what
// they do. Two names whose verbs fall in different classes mean different
// things ("Save" and "Delete", "Place order" and "Cancel order"), however
// alike the elements look.
var actionClass = map[string]string{
	"add": "create", "create": "create", "new": "create", "insert": "create", "plus": "create",
	"delete": "destroy", "clear": "destroy", "discard": "destroy", "destroy": "destroy", "empty": "destroy",
	"save": "save", "apply": "save", "update": "save", "store": "save", "keep": "save",
	"cancel": "cancel", "abort": "cancel", "close": "cancel", "skip": "cancel", "exit": "cancel", "quit": "cancel",
	"submit": "submit", "confirm": "submit", "ok": "submit", "done": "submit", "place": "submit",
	"finish": "submit", "pay": "submit", "buy": "submit", "checkout": "submit",
	"signin": "signin", "signout": "signout", "signup": "signup",
	"continue": "forward", "back": "backward", "return": "backward",
	"open": "open", "show": "open", "expand": "open", "view": "open",
	"hide": "collapse", "collapse": "collapse",
	"enable": "enable", "activate": "enable", "disable": "disable", "deactivate": "disable",
	"accept": "accept", "agree": "accept", "allow": "accept", "approve": "accept", "yes": "accept",
	"decline": "reject", "reject": "reject", "deny": "reject", "refuse": "reject", "no": "reject",
	"increase": "more", "more": "more", "increment": "more", "decrease": "less", "less": "less",
	"decrement": "less", "minus": "less",
	"start": "start", "play": "start", "resume": "start", "run": "start",
	"stop": "stop", "pause": "stop", "halt": "stop",
	"subscribe": "subscribe", "unsubscribe": "unsubscribe",
	"follow": "follow", "unfollow": "unfollow",
	"like": "like", "unlike": "unlike",
	"download": "download", "upload": "upload", "import": "upload", "export": "download",
	"edit": "edit", "rename": "edit",
	"copy": "copy", "duplicate": "copy", "clone": "copy",
	"archive": "archive", "unarchive": "unarchive", "restore": "unarchive",
	"share": "share", "print": "print", "search": "search", "filter": "filter", "sort": "sort",
	"lock": "lock", "unlock": "unlock", "block": "block", "unblock": "unblock",
	"mute": "mute", "unmute": "unmute", "pin": "pin", "unpin": "unpin",
	"reply": "reply", "forward": "forward",
	"reset": "reset", "refresh": "refresh", "reload": "refresh", "retry": "refresh",
	"up": "up", "down": "down", "top": "up", "bottom": "down",
}

// negations in one name but not the other reverse its meaning.
var negations = Set("not", "no", "never", "without", "none")

func Set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// RawWords splits s into lower-case words of letters and digits.
func RawWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// Words returns the meaning-bearing words of a name: lower-cased,
// phrases and synonyms folded, stop words dropped, in order.
func Words(s string) []string {
	raw := " " + strings.Join(RawWords(s), " ") + " "
	for _, p := range phrases {
		raw = strings.ReplaceAll(raw, " "+p[0]+" ", " "+p[1]+" ")
	}
	var out []string
	for _, w := range strings.Fields(raw) {
		if c, ok := synonyms[w]; ok {
			w = c
		}
		if stopWords[w] {
			continue
		}
		out = append(out, w)
	}
	return out
}

// meaningTokens are words with action verbs replaced by their class, so
// "Buy now" and "Place order" share their verb.
func meaningTokens(ws []string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		if c, ok := actionClass[w]; ok {
			w = "@" + c
		}
		m[w] = true
	}
	return m
}

func classes(ws []string) map[string]bool {
	m := map[string]bool{}
	for _, w := range ws {
		if c, ok := actionClass[w]; ok {
			m[c] = true
		}
	}
	return m
}

func numbers(ws []string) map[string]bool {
	m := map[string]bool{}
	for _, w := range ws {
		if w != "" && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) }) < 0 {
			m[w] = true
		}
	}
	return m
}

// Dice is the Dice coefficient of two sets: 1 when equal, 0 when disjoint.
func Dice(a, b map[string]bool) float64 {
	if len(a)+len(b) == 0 {
		return 1
	}
	n := 0
	for k := range a {
		if b[k] {
			n++
		}
	}
	return 2 * float64(n) / float64(len(a)+len(b))
}

func disjoint(a, b map[string]bool) bool {
	for k := range a {
		if b[k] {
			return false
		}
	}
	return true
}

func equalSets(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// LevenshteinRatio is 1 - edit distance / longer length, over runes.
func LevenshteinRatio(a, b string) float64 {
	ra, rb := []rune(a), []rune(b)
	if len(ra) == 0 && len(rb) == 0 {
		return 1
	}
	if len(ra) > 200 || len(rb) > 200 {
		ra, rb = ra[:min(len(ra), 200)], rb[:min(len(rb), 200)]
	}
	return 1 - float64(editdist.Runes(ra, rb))/float64(max(len(ra), len(rb)))
}

// Generated reports whether an id or class token looks machine-made
// (CSS-in-JS hashes, framework counters): such values change on every
// build and say nothing about the element.
func Generated(s string) bool {
	if s == "" {
		return true
	}
	digits, letters := 0, 0
	for _, r := range s {
		switch {
		case unicode.IsDigit(r):
			digits++
		case unicode.IsLetter(r):
			letters++
		}
	}
	if strings.ContainsAny(s, ":") || strings.HasPrefix(s, "css-") || strings.HasPrefix(s, "sc-") ||
		strings.HasPrefix(s, "jsx-") || strings.HasPrefix(s, "svelte-") || strings.HasPrefix(s, "emotion-") {
		return true
	}
	// A run of three or more digits ("ember123", "mui-4521") or a token
	// mixing letters and digits in hash fashion ("a1b2c3", "_3xK9p").
	run := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			run++
			if run >= 3 {
				return true
			}
		} else {
			run = 0
		}
	}
	return digits >= 2 && letters >= 2 && len(s) >= 5 && !strings.ContainsAny(s, "-_")
}

// IDWords splits an id or class into words: "saveBtn", "save-btn" and
// "save_btn" all give {save, btn}.
func IDWords(s string) map[string]bool {
	var b strings.Builder
	prevLower := false
	for _, r := range s {
		if unicode.IsUpper(r) && prevLower {
			b.WriteByte(' ')
		}
		prevLower = unicode.IsLower(r) || unicode.IsDigit(r)
		b.WriteRune(r)
	}
	m := map[string]bool{}
	for _, w := range RawWords(b.String()) {
		if c, ok := synonyms[w]; ok {
			w = c
		}
		switch w {
		case "btn", "button", "input", "field", "link", "el", "js", "id":
			continue // kinds of element, not what the element is
		}
		m[w] = true
	}
	return m
}

// Compare compares two names a user reads. It returns their
// similarity, whether they are the same once stop words and synonyms are
// folded, and a veto when the live name means something else:
//
//   - their verbs fall in different classes ("Save" → "Delete", "Place
//     order" → "Cancel order");
//   - one is negated and the other is not ("Remember me" → "Don't
//     remember me"), or one word is the un-/dis- opposite of the other
//     ("Subscribe" → "Unsubscribe");
//   - they carry different numbers ("4 stars" → "5 stars");
//   - they share no word and are not near-identical spellings.
//
// A minor reword passes: "Sign in" → "Sign in now", "Add to cart" → "Add
// to basket", "Email" → "Email address".
func Compare(recorded, live string) (sim float64, exact bool, veto string) {
	if live == "" {
		return 0, false, ""
	}
	if trajectory.Fold(recorded) == trajectory.Fold(live) {
		return 1, true, ""
	}
	rw, lw := Words(recorded), Words(live)
	rs, ls := Set(rw...), Set(lw...)
	changed := func(why string) string {
		return fmt.Sprintf("meaning changed from %q to %q (%s)", recorded, live, why)
	}
	if rc, lc := classes(rw), classes(lw); len(rc) > 0 && len(lc) > 0 && disjoint(rc, lc) {
		veto = changed("a different action")
	}
	if veto == "" && negated(rs) != negated(ls) {
		veto = changed("negated")
	}
	if veto == "" && opposite(rs, ls) {
		veto = changed("the opposite action")
	}
	if rn, ln := numbers(rw), numbers(lw); veto == "" && len(rn) > 0 && len(ln) > 0 && !equalSets(rn, ln) {
		veto = changed("a different number")
	}
	rt, lt := meaningTokens(rw), meaningTokens(lw)
	tokenSim := Dice(rt, lt)
	charSim := LevenshteinRatio(trajectory.Fold(recorded), trajectory.Fold(live))
	if veto == "" && len(rt) > 0 && len(lt) > 0 && disjoint(rt, lt) && charSim < 0.8 {
		veto = fmt.Sprintf("name changed from %q to %q (no word in common)", recorded, live)
	}
	if a, b, ok := replaced(rt, lt); veto == "" && ok {
		veto = changed(fmt.Sprintf("%q became %q", a, b))
	}
	exact = len(rt) > 0 && equalSets(rt, lt) && equalSets(rs, ls)
	if len(rt) == 0 || len(lt) == 0 {
		// Only stop words on one side ("OK" vs "Here"): spelling decides.
		return charSim, false, veto
	}
	if exact {
		return 1, true, veto
	}
	sim = math.Max(tokenSim, charSim*0.9)
	if sim > 0.95 {
		sim = 0.95
	}
	return sim, false, veto
}

// replaced reports a word of the recorded name swapped for another in
// the live one while the names still share a word: "Billing address" →
// "Shipping address" names another thing, though both are addresses.
// Added or dropped words ("Email" → "Email address"), synonyms and
// spelling fixes ("Adress" → "Address") are not replacements. Verbs are
// left to the action classes.
func replaced(rt, lt map[string]bool) (string, string, bool) {
	if disjoint(rt, lt) {
		return "", "", false
	}
	only := func(x, y map[string]bool) []string {
		var out []string
		for w := range x {
			if !y[w] && !strings.HasPrefix(w, "@") && len(numbers([]string{w})) == 0 {
				out = append(out, w)
			}
		}
		sort.Strings(out)
		return out
	}
	onlyR, onlyL := only(rt, lt), only(lt, rt)
	for _, a := range onlyR {
		near := false
		for _, b := range onlyL {
			if LevenshteinRatio(a, b) >= 0.75 || strings.HasPrefix(b, a) || strings.HasPrefix(a, b) {
				near = true
				break
			}
		}
		if !near && len(onlyL) > 0 {
			return a, onlyL[0], true
		}
	}
	return "", "", false
}

func negated(s map[string]bool) bool {
	for w := range s {
		if negations[w] {
			return true
		}
	}
	return false
}

// opposite reports whether a word of one set is the un-, dis- or in-
// opposite of a word of the other.
func opposite(a, b map[string]bool) bool {
	check := func(x, y map[string]bool) bool {
		for w := range x {
			for _, p := range []string{"un", "dis", "in", "de"} {
				if y[p+w] {
					return true
				}
			}
		}
		return false
	}
	return check(a, b) || check(b, a)
}
