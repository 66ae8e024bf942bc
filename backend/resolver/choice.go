package resolver

import (
	"regexp"
	"strings"
)

// choiceWords are the words by which an instruction chooses one element
// among several by what the page says about them now: a price, a rating,
// a date, a size, a place in a list ("the cheapest scarf", "the newest
// order", "the second result"). Which element that is can change while
// the page keeps every element: the act cache must not replay such an
// answer on a page whose choices changed (see ChoosesAmong).
var choiceWords = regexp.MustCompile(`\b(` +
	`cheap(er|est)|pric(ier|iest)|(most|least|more|less) (expensive|recent|popular|relevant|\w+ed)|` +
	`low(er|est)|high(er|est)|best|worst|top|bottom|top-rated|best-selling|` +
	`new(er|est)|old(er|est)|late(r|st)|earl(ier|iest)|recent|` +
	`larg(er|est)|bigg(er|est)|small(er|est)|long(er|est)|short(er|est)|heav(ier|iest)|light(er|est)|` +
	`fast(er|est)|slow(er|est)|near(er|est)|close(r|st)|furthest|farthest|` +
	`fewest|most|least|max(imum)?|min(imum)?|` +
	`first|last|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(st|nd|rd|th)|penultimate|` +
	`random|any)\b`)

// notAChoice are phrases holding one of choiceWords that name a thing, not
// a choice among several: a "First name" field, the "Last login" column.
var notAChoice = regexp.MustCompile(`\b(first|last|middle|second) name\b|\b(last|first) (login|seen|updated|modified)\b|\bsign[- ]?in\b`)

// ChoosesAmong reports whether instruction chooses its element among
// several by comparing them or by position ("add the cheapest scarf to
// the cart", "open the newest order", "click the third result"), so that
// an answer remembered for it holds only while those choices are as they
// were.
func ChoosesAmong(instruction string) bool {
	s := notAChoice.ReplaceAllString(strings.ToLower(instruction), " ")
	// A quoted value or name is the page's text, not the instruction's
	// choosing: "click 'Last page'" picks nothing.
	s = quoted.ReplaceAllString(s, " ")
	return choiceWords.MatchString(s)
}

var quoted = regexp.MustCompile(`"[^"]*"|'[^']*'|“[^”]*”`)
