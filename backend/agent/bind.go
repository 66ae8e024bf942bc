package agent

import (
	"encoding/json"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// numberToken matches a number as pages print it: "1,299.00", "15", "4.5".
var numberToken = regexp.MustCompile(`[0-9][0-9,]*(?:\.[0-9]+)?`)

// numberGroup is the group a field pattern uses to read a number again.
const numberGroup = `([0-9][0-9,]*(?:\.[0-9]+)?)`

// bindFields ties every value of an extract answer to the element of snap
// it was read from, so a replay can read fresh values with no model. It
// returns nil unless every string and number in data is bound to exactly
// one element (booleans and values that are not the text of one element
// cannot be read back; such an extract needs a model to run again).
func bindFields(data json.RawMessage, snap *snapshot.Snapshot) []trajectory.ExtractField {
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil
	}
	var fields []trajectory.ExtractField
	ok := true
	var walk func(path string, v any)
	walk = func(path string, v any) {
		if !ok {
			return
		}
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				walk(path+"/"+strings.NewReplacer("~", "~0", "/", "~1").Replace(k), x[k])
			}
		case []any:
			for i, e := range x {
				walk(path+"/"+strconv.Itoa(i), e)
			}
		case string:
			if strings.TrimSpace(x) == "" {
				return // nothing to read back
			}
			f, found := bindString(path, x, snap)
			ok = found
			fields = append(fields, f)
		case float64:
			f, found := bindNumber(path, x, snap)
			ok = found
			fields = append(fields, f)
		case nil:
		default: // booleans are not text on a page
			ok = false
		}
	}
	walk("", doc)
	if !ok || len(fields) == 0 {
		return nil
	}
	return fields
}

// texts returns the texts an element shows, normalized.
func texts(e *snapshot.Element) []string {
	var out []string
	for _, s := range []string{e.Name, e.Target.Fingerprint.Text, e.Value} {
		if s = strings.Join(strings.Fields(s), " "); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// bindString finds the one element whose text is value, or holds it; the
// pattern keeps the text around the value as literal.
func bindString(path, value string, snap *snapshot.Snapshot) (trajectory.ExtractField, bool) {
	value = strings.Join(strings.Fields(value), " ")
	type hit struct {
		el      *snapshot.Element
		pattern string
		size    int
	}
	var exact, partial []hit
	for i := range snap.Elements {
		e := &snap.Elements[i]
		if len(e.Target.Candidates) == 0 {
			continue
		}
		for _, t := range texts(e) {
			if t == value {
				exact = append(exact, hit{e, "", len(t)})
				break
			}
			if i := strings.Index(t, value); i >= 0 {
				partial = append(partial, hit{e, "^" + literal(t[:i]) + "(.+?)" + literal(t[i+len(value):]) + "$", len(t)})
				break
			}
		}
	}
	pick := exact
	if len(pick) == 0 {
		sort.SliceStable(partial, func(a, b int) bool { return partial[a].size < partial[b].size })
		// The shortest text that holds the value, unless another as short
		// holds it too (two rows with the same price cannot be told apart).
		if len(partial) > 1 && partial[1].size == partial[0].size {
			return trajectory.ExtractField{}, false
		}
		if len(partial) > 0 {
			pick = partial[:1]
		}
	}
	if len(pick) != 1 {
		return trajectory.ExtractField{}, false
	}
	return trajectory.ExtractField{Path: path, Target: pick[0].el.Target, Pattern: pick[0].pattern, Type: "string"}, true
}

// bindNumber finds the one element whose text shows the number n, e.g.
// 39 in "$39.00", and builds a pattern that reads the number in place.
func bindNumber(path string, n float64, snap *snapshot.Snapshot) (trajectory.ExtractField, bool) {
	var found []trajectory.ExtractField
	for i := range snap.Elements {
		e := &snap.Elements[i]
		if len(e.Target.Candidates) == 0 {
			continue
		}
		ts := texts(e)
		if len(ts) == 0 {
			continue
		}
		t := ts[0]
		locs := numberToken.FindAllStringIndex(t, -1)
		for _, loc := range locs {
			v, err := strconv.ParseFloat(strings.ReplaceAll(t[loc[0]:loc[1]], ",", ""), 64)
			if err != nil || v != n {
				continue
			}
			found = append(found, trajectory.ExtractField{Path: path, Target: e.Target, Type: "number",
				Pattern: "^" + literal(t[:loc[0]]) + numberGroup + literal(t[loc[1]:]) + "$"})
			break
		}
	}
	if len(found) != 1 {
		return trajectory.ExtractField{}, false
	}
	return found[0], true
}

// literal quotes the text around a value for a pattern, letting the other
// numbers in it change ("2 items, total $" still matches "3 items, total $").
func literal(s string) string {
	var b strings.Builder
	last := 0
	for _, loc := range numberToken.FindAllStringIndex(s, -1) {
		b.WriteString(regexp.QuoteMeta(s[last:loc[0]]))
		b.WriteString(`[0-9][0-9,]*(?:\.[0-9]+)?`)
		last = loc[1]
	}
	b.WriteString(regexp.QuoteMeta(s[last:]))
	return b.String()
}
