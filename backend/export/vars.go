package export

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// BaseURLEnv is the environment variable code exports read the site's
// origin from; the recorded origin is the fallback.
const BaseURLEnv = "BASE_URL"

// planVar is one variable as a code export uses it.
type planVar struct {
	// Name is the trajectory's variable name.
	Name string
	// Env is the environment variable it is read from.
	Env string
	// Ident is the local identifier in the generated code.
	Ident string
	// Default is the fallback value (never set for secrets).
	Default string
	// Secret marks values that must come from the environment.
	Secret bool
}

// Required reports whether the environment must provide the value.
func (v *planVar) Required() bool { return v.Secret || v.Default == "" }

// piece is a run of literal text or a reference to a variable.
type piece struct {
	text string
	v    *planVar
	base bool // the base URL (origin of the start URL)
}

// plan is what every code exporter needs to know about a trajectory
// beyond its steps: the variables it reads and the origin it runs against.
type plan struct {
	vars   []*planVar
	byName map[string]*planVar
	// base is the origin of the start URL (scheme://host[:port]), or ""
	// when the start URL has none or holds a placeholder.
	base string
	// style and usedIdent name further locals (extract results) without
	// clashing with the variables'.
	style     identStyle
	usedIdent map[string]bool
}

// identStyle names identifiers in the target language.
type identStyle struct {
	convert  func(words []string) string
	reserved map[string]bool
}

// ident turns words into an identifier valid in the language: never
// empty, never starting with a digit, never a keyword or a name the
// generated code uses itself. The mapping depends on the words alone, so
// it is deterministic; plan.local makes it collision-free.
func (st identStyle) ident(words []string) string {
	id := st.convert(words)
	switch {
	case id == "":
		return st.convert([]string{"value"})
	case id[0] >= '0' && id[0] <= '9':
		// "_1x" → v1x / v_1x.
		return st.convert(append([]string{"v"}, words...))
	case st.reserved[id] || strings.HasPrefix(id, "extracted"):
		// "type" → typeValue / type_value.
		return st.convert(append(slices.Clone(words), "value"))
	}
	return id
}

// local reserves a fresh identifier for words: ident(words), or it followed
// by the first number that makes it unused.
func (p *plan) local(words []string) string {
	return unique(p.style.ident(words), p.usedIdent, "")
}

// extractIdent names the local holding an extract step's values, e.g.
// "extractedS5" for step s5 (unique however the step ids are spelled).
func (p *plan) extractIdent(stepID string) string {
	return unique(p.style.convert(append([]string{"extracted"}, splitWords(stepID)...)), p.usedIdent, "")
}

// newPlan collects the variables t's start URL and enabled steps refer to,
// in order of first use, with environment names and identifiers in style.
func newPlan(t *trajectory.Trajectory, style identStyle) *plan {
	p := &plan{byName: map[string]*planVar{}, style: style, usedIdent: map[string]bool{}}
	declared := map[string]trajectory.Variable{}
	for _, v := range t.Variables {
		declared[v.Name] = v
	}
	usedEnv := map[string]bool{BaseURLEnv: true}
	add := func(name string) {
		if p.byName[name] != nil {
			return
		}
		d := declared[name]
		words := splitWords(name)
		// The names reprise replay and reprise run read, so one set of
		// CI variables serves the flow and its exported script alike.
		env := "REPRISE_VAR_" + strings.ToUpper(strings.Join(words, "_"))
		if d.Secret {
			env = "REPRISE_SECRET_" + strings.ToUpper(strings.Join(words, "_"))
		}
		env = unique(env, usedEnv, "_")
		pv := &planVar{Name: name, Env: env, Ident: p.local(words), Secret: d.Secret}
		if !d.Secret {
			pv.Default = d.Default
		}
		p.byName[name] = pv
		p.vars = append(p.vars, pv)
	}
	if u, err := url.Parse(t.StartURL); err == nil && u.Scheme != "" && u.Host != "" && len(trajectory.Placeholders(t.StartURL)) == 0 {
		p.base = u.Scheme + "://" + u.Host
	}
	for _, n := range trajectory.Placeholders(t.StartURL) {
		add(n)
	}
	for i := range t.Steps {
		s := &t.Steps[i]
		if s.Disabled {
			continue
		}
		for _, f := range []string{s.Value, s.URL, s.Key} {
			for _, n := range trajectory.Placeholders(f) {
				add(n)
			}
		}
	}
	return p
}

// unique returns s, or s followed by sep and the first number that makes it
// unused, and marks it used.
func unique(s string, used map[string]bool, sep string) string {
	out := s
	for n := 2; used[out]; n++ {
		out = s + sep + itoa(n)
	}
	used[out] = true
	return out
}

func itoa(n int) string {
	const digits = "0123456789"
	if n < 10 {
		return digits[n : n+1]
	}
	return itoa(n/10) + digits[n%10:n%10+1]
}

// testWords are the words of a trajectory's test function name: from its
// name, else its id, else "trajectory".
func testWords(t *trajectory.Trajectory) []string {
	if words := splitWords(t.Name); len(words) > 0 {
		return words
	}
	if words := splitWords(t.ID); len(words) > 0 {
		return words
	}
	return []string{"trajectory"}
}

// concat renders ps as a string expression joined with " + ", for
// languages that concatenate strings so: variables by identifier, the base
// URL as base, text through quote.
func concat(ps []piece, base string, quote func(string) string) string {
	if len(ps) == 0 {
		return quote("")
	}
	parts := make([]string, 0, len(ps))
	for _, pc := range ps {
		switch {
		case pc.v != nil:
			parts = append(parts, pc.v.Ident)
		case pc.base:
			parts = append(parts, base)
		default:
			parts = append(parts, quote(pc.text))
		}
	}
	return strings.Join(parts, " + ")
}

// splitWords splits a variable name into lower-case words at '_', '-' and
// lower-to-upper case changes ("userEmail", "user_email" → user, email).
func splitWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	var prev rune
	for _, r := range name {
		switch {
		case r == '_' || r == '-' || !(unicode.IsLetter(r) || unicode.IsDigit(r)):
			flush()
		case unicode.IsUpper(r) && (unicode.IsLower(prev) || unicode.IsDigit(prev)):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
		prev = r
	}
	flush()
	// Keep identifiers ASCII: other letters are dropped.
	for i, w := range words {
		words[i] = strings.Map(func(r rune) rune {
			if r < 0x80 {
				return r
			}
			return -1
		}, w)
	}
	out := words[:0]
	for _, w := range words {
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

func lowerCamel(words []string) string {
	var b strings.Builder
	for i, w := range words {
		if i == 0 {
			b.WriteString(w)
			continue
		}
		b.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	return b.String()
}

func upperCamel(words []string) string {
	var b strings.Builder
	for _, w := range words {
		b.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	return b.String()
}

func snake(words []string) string { return strings.Join(words, "_") }

// pieces splits s into literal text and variable references.
func (p *plan) pieces(s string) []piece {
	var out []piece
	last := 0
	for _, m := range placeholderRE.FindAllStringSubmatchIndex(s, -1) {
		if m[0] > last {
			out = append(out, piece{text: s[last:m[0]]})
		}
		name := s[m[2]:m[3]]
		if v := p.byName[name]; v != nil {
			out = append(out, piece{v: v})
		} else {
			out = append(out, piece{text: s[m[0]:m[1]]})
		}
		last = m[1]
	}
	if last < len(s) {
		out = append(out, piece{text: s[last:]})
	}
	return out
}

// urlPieces is pieces for a URL, with the start URL's origin turned into a
// reference to the base URL.
func (p *plan) urlPieces(u string) []piece {
	if rest, ok := p.relative(u); ok {
		ps := []piece{{base: true}}
		if rest != "" {
			ps = append(ps, p.pieces(rest)...)
		}
		return ps
	}
	return p.pieces(u)
}

// relative returns the part of u after the base URL's origin.
func (p *plan) relative(u string) (string, bool) {
	if p.base == "" || !strings.HasPrefix(u, p.base) {
		return "", false
	}
	rest := u[len(p.base):]
	if rest != "" && !strings.ContainsRune("/?#", rune(rest[0])) {
		return "", false
	}
	return rest, true
}

var placeholderRE = regexp.MustCompile(`\{\{\s*([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}`)

// envSummary lists the environment variables an export reads, for its
// header comment.
func (p *plan) envSummary() string {
	var parts []string
	if p.base != "" {
		parts = append(parts, BaseURLEnv+" (default "+p.base+")")
	}
	for _, v := range p.vars {
		switch {
		case v.Secret:
			parts = append(parts, v.Env+" (secret, required)")
		case v.Default != "":
			parts = append(parts, v.Env+" (default "+quoteForComment(v.Default)+")")
		default:
			parts = append(parts, v.Env+" (required)")
		}
	}
	return strings.Join(parts, ", ")
}

func quoteForComment(s string) string { return `"` + comment(s) + `"` }
