package importer

import (
	"sort"
	"strconv"
	"strings"
)

// shownSteps is how many step numbers a collapsed note lists.
const shownSteps = 5

// collapseNotes puts notes in input order (the file's own first, then by
// step) and says once what several steps share: notes with the same
// field and message become one, at the first of those steps, whose
// message names the others (the first few when they are many), so a
// 100,000-step recording whose clicks all lose their offsets reads as
// one line, not 100,000.
func collapseNotes(notes []Note) []Note {
	sort.SliceStable(notes, func(i, j int) bool { return notes[i].Step < notes[j].Step })
	type kind struct{ field, message string }
	at := map[kind]int{} // index in out of a kind's first note
	var also [][]int     // per note of out, the other steps it stands for
	out := make([]Note, 0, len(notes))
	for _, n := range notes {
		k := kind{n.Field, n.Message}
		if i, ok := at[k]; ok && n.Step > 0 {
			last := out[i].Step
			if len(also[i]) > 0 {
				last = also[i][len(also[i])-1]
			}
			if n.Step != last { // one step saying it twice is one step
				also[i] = append(also[i], n.Step)
			}
			continue
		}
		if n.Step > 0 {
			at[k] = len(out)
		}
		n.Count = 1
		out = append(out, n)
		also = append(also, nil)
	}
	for i, steps := range also {
		if len(steps) == 0 {
			continue
		}
		out[i].Count = 1 + len(steps)
		out[i].Message += " (" + otherSteps(steps) + ")"
	}
	return out
}

// otherSteps says which other steps a collapsed note also concerns:
// "also step 5", "also steps 5, 7, 10" or, past shownSteps of them,
// "and 119,999 more steps: 5, 7, 9, 11, 13, …".
func otherSteps(steps []int) string {
	shown := make([]string, 0, shownSteps)
	for _, s := range steps[:min(len(steps), shownSteps)] {
		shown = append(shown, strconv.Itoa(s))
	}
	switch {
	case len(steps) == 1:
		return "also step " + shown[0]
	case len(steps) <= shownSteps:
		return "also steps " + strings.Join(shown, ", ")
	}
	return "and " + thousands(len(steps)) + " more steps: " + strings.Join(shown, ", ") + ", …"
}

// thousands writes n with thousands separators: 119999 → "119,999".
func thousands(n int) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
