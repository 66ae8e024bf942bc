package main

import (
	"flag"
	"strings"
)

// editDistance is the optimal string alignment distance between a and b:
// the fewest insertions, deletions, substitutions and swaps of two
// adjacent characters that turn one into the other ("secert" is one swap
// from "secret").
func editDistance(a, b string) int {
	x, y := []rune(a), []rune(b)
	d := make([][]int, len(x)+1)
	for i := range d {
		d[i] = make([]int, len(y)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(x); i++ {
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(x)][len(y)]
}

// closest returns the candidate nearest to word when it is near enough to
// be a slip of the keys (one edit in a short word, two in a longer one)
// and no other candidate is as near; "" otherwise.
func closest(word string, candidates []string) string {
	word = strings.ToLower(word)
	limit := 1
	if len([]rune(word)) > 5 {
		limit = 2
	}
	best, bestD, ties := "", limit+1, 0
	for _, c := range candidates {
		switch d := editDistance(word, strings.ToLower(c)); {
		case d < bestD:
			best, bestD, ties = c, d, 1
		case d == bestD:
			ties++
		}
	}
	if best == "" || ties > 1 {
		return ""
	}
	return best
}

// flagNames lists the flags fs defines and shows (not hidden ones).
func flagNames(fs *flag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) {
		if _, hidden := f.Value.(hiddenValue); !hidden {
			names = append(names, f.Name)
		}
	})
	return names
}

// commandNames lists the commands run knows, help and version included.
func commandNames() []string {
	names := []string{"help", "version"}
	for name := range commands {
		names = append(names, name)
	}
	return names
}
