package snapshot

import (
	"sort"
	"strings"
	"unicode"
)

// EstimateTokens approximates how many tokens a BPE tokenizer (the
// GPT/Claude/Gemini families) spends on s: a word costs about one token
// per four letters, a run of digits one per three, every other printable
// rune one. It errs on the high side for the compact snapshot text, so
// budgets hold.
func EstimateTokens(s string) int {
	n, letters, digits := 0, 0, 0
	flush := func() {
		n += (letters+3)/4 + (digits+2)/3
		letters, digits = 0, 0
	}
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			if digits > 0 {
				flush()
			}
			letters++
		case unicode.IsDigit(r):
			if letters > 0 {
				flush()
			}
			digits++
		case unicode.IsSpace(r):
			flush()
		default:
			flush()
			n++
		}
	}
	flush()
	return n
}

// maxHits is how many best-matching elements Narrow keeps with their
// surroundings.
const maxHits = 40

// contextRoles are kept in a narrowed snapshot when budget allows: they tell
// a model where on the page an element sits.
var contextRoles = map[string]bool{
	"heading": true, "navigation": true, "main": true, "form": true, "banner": true,
	"contentinfo": true, "region": true, "dialog": true, "search": true, "iframe": true,
	"complementary": true, "alertdialog": true,
}

var stopWords = map[string]bool{
	"the": true, "a": true, "an": true, "to": true, "of": true, "in": true, "on": true, "into": true,
	"for": true, "and": true, "with": true, "click": true, "type": true, "enter": true, "fill": true,
	"select": true, "choose": true, "press": true, "from": true, "at": true, "it": true, "then": true,
	"button": true, "field": true, "link": true, "this": true, "that": true, "is": true, "be": true,
}

// terms splits text into lower-case words without stop words, plurals
// folded ("scarves" keeps "scarv", "gloves" → "glove").
func terms(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		if stopWords[w] || len(w) < 2 {
			continue
		}
		out = append(out, stem(w))
	}
	return out
}

func stem(w string) string {
	switch {
	case strings.HasSuffix(w, "ves") && len(w) > 4:
		return w[:len(w)-3]
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "es") && len(w) > 4 && strings.ContainsAny(w[len(w)-3:len(w)-2], "sxz"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 3:
		return w[:len(w)-1]
	}
	return w
}

// Narrow returns a snapshot that keeps, within maxTokens of Text(), the
// elements most relevant to instruction: those whose name, text, value or
// context share words with it, with their ancestors and nearest siblings
// (the rest of a table row, the product card), then landmarks and headings,
// then other interactive elements in document order (up to half the budget
// when something matched). Element ids are kept,
// so an id a model picks from the narrowed text names the same element in
// s. When the whole snapshot fits, s is returned as it is.
func (s *Snapshot) Narrow(instruction string, maxTokens int) *Snapshot {
	n := len(s.Elements)
	cost := make([]int, n) // tokens of each element's line, computed once
	total := 0
	for i := range s.Elements {
		cost[i] = EstimateTokens(line(&s.Elements[i]))
		total += cost[i]
	}
	if total <= maxTokens {
		return s
	}
	want := map[string]bool{}
	for _, t := range terms(instruction) {
		want[t] = true
	}
	// Score elements by the instruction's words they carry, each word
	// weighted by its rarity on the page: "Keira" names one row, "Edit"
	// four hundred.
	own := make([][]string, n)
	near := make([][]string, n)
	df := map[string]int{}
	for i := range s.Elements {
		e := &s.Elements[i]
		fp := e.Target.Fingerprint
		own[i] = terms(e.Name + " " + fp.Text + " " + e.Value)
		near[i] = terms(fp.Context)
		seen := map[string]bool{}
		for _, t := range append(own[i], near[i]...) {
			if want[t] && !seen[t] {
				seen[t] = true
				df[t]++
			}
		}
	}
	score := make([]float64, n)
	for i := range s.Elements {
		for _, t := range own[i] {
			if want[t] {
				score[i] += 3 / float64(df[t])
			}
		}
		for _, t := range near[i] {
			if want[t] {
				score[i] += 1 / float64(df[t])
			}
		}
	}
	parent := make([]int, n) // index of the nearest preceding shallower element
	var stack []int
	for i := range s.Elements {
		d := s.Elements[i].Depth
		for len(stack) > 0 && s.Elements[stack[len(stack)-1]].Depth >= d {
			stack = stack[:len(stack)-1]
		}
		parent[i] = -1
		if len(stack) > 0 {
			parent[i] = stack[len(stack)-1]
		}
		stack = append(stack, i)
	}

	keep := make([]bool, n)
	used := 0
	add := func(i int) bool {
		if keep[i] {
			return true
		}
		c := cost[i]
		if used+c > maxTokens {
			return false
		}
		keep[i], used = true, used+c
		return true
	}
	addWithAncestors := func(i int) bool {
		var chain []int
		for p := i; p >= 0; p = parent[p] {
			chain = append(chain, p)
		}
		for k := len(chain) - 1; k >= 0; k-- {
			if !add(chain[k]) {
				return false
			}
		}
		return true
	}

	hits := make([]int, 0)
	for i := range score {
		if score[i] > 0 {
			hits = append(hits, i)
		}
	}
	sort.SliceStable(hits, func(a, b int) bool { return score[hits[a]] > score[hits[b]] })
	// The best matches carry the answer; the long tail ("Edit" in four
	// hundred rows) would only spend the budget.
	if len(hits) > maxHits {
		hits = hits[:maxHits]
	}
	full := false
	for _, i := range hits {
		if !addWithAncestors(i) {
			full = true
			break
		}
		// The neighbours under the same parent: the row's other cells
		// and buttons, the card's price.
		for j := i - 1; j >= 0 && j >= i-4 && parent[j] == parent[i]; j-- {
			add(j)
		}
		for j := i + 1; j < n && j <= i+4; j++ {
			if parent[j] == parent[i] || parent[j] == i {
				add(j)
			}
		}
	}
	if !full {
		for i := range s.Elements {
			if contextRoles[s.Elements[i].Role] {
				add(i)
			}
		}
		// Fill with other interactive elements in document order, up to
		// half the budget when the instruction matched something (they are
		// only a fallback then), the whole budget when it matched nothing.
		fill := maxTokens
		if len(hits) > 0 {
			fill = max(used, maxTokens/2)
		}
		for i := range s.Elements {
			if !s.Elements[i].Interactive || keep[i] {
				continue
			}
			if used+cost[i] > fill || !add(i) {
				break
			}
		}
	}
	out := &Snapshot{URL: s.URL, Title: s.Title, Took: s.Took}
	for i := range s.Elements {
		if keep[i] {
			out.Elements = append(out.Elements, s.Elements[i])
		}
	}
	return out
}
