package trajectory

import (
	"net/url"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// Masked is what Redact and RedactURL put in place of a secret value.
const Masked = "••••"

// credentialWords are the words of query parameter names whose values
// are treated as credentials whatever they hold: password, token, api_key,
// client_secret, Authorization, session, sessionId, sig, signature,
// X-Amz-Credential, code (OAuth), jwt, otp… A name matches when one of its
// words (nameWords: split at '_', '-', '.', camelCase humps and digits) is
// one of these, or ends with one of credentialCompounds. A credential word
// inside another word does not count: "signedout", "passenger", "keyword"
// and "author" are not credentials.
var credentialWords = []string{
	"pass", "passwd", "password", "passcode", "passphrase", "pwd",
	"token", "tokens", "key", "keys", "apikey", "secret", "secrets",
	"auth", "oauth", "authorization", "authentication",
	"session", "sessionid", "sid", "sig", "sign", "signature",
	"cred", "creds", "credential", "credentials",
	"code", "jwt", "otp", "bearer", "cookie", "cookies", "ticket", "nonce", "hmac",
}

// credentialCompounds are endings of a word that runs a credential word
// after another with no separator ("accesstoken", "PHPSESSID").
var credentialCompounds = []string{
	"apikey", "accesskey", "secretkey", "privatekey",
	"apitoken", "accesstoken", "refreshtoken", "idtoken", "authtoken", "csrftoken", "xsrftoken",
	"sessionid", "sessid", "clientsecret", "authcode", "password", "passwd",
}

// CredentialParam reports whether a URL query parameter named name looks
// like it carries a credential, so its value is redacted wherever a URL
// is written or printed.
func CredentialParam(name string) bool {
	for _, w := range nameWords(name) {
		if slices.Contains(credentialWords, w) {
			return true
		}
		for _, c := range credentialCompounds {
			if strings.HasSuffix(w, c) {
				return true
			}
		}
	}
	return false
}

// nameWords splits a parameter name into lower-case words at characters
// that are neither letters nor digits, at camelCase humps and between
// letters and digits: "X-Amz-Credential" is x, amz, credential;
// "sessionId" is session, id; "APIKey" is api, key; "password2" is
// password, 2.
func nameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			flush()
			continue
		}
		if len(cur) > 0 {
			prev := rs[i-1]
			switch {
			case unicode.IsDigit(r) != unicode.IsDigit(prev):
				flush()
			case unicode.IsUpper(r) && unicode.IsLower(prev):
				flush() // sessionId
			case unicode.IsUpper(r) && unicode.IsUpper(prev) && i+1 < len(rs) && unicode.IsLower(rs[i+1]):
				flush() // APIKey
			}
		}
		cur = append(cur, r)
	}
	flush()
	return words
}

// urlInText finds absolute URLs inside free text (error messages, logs).
var urlInText = regexp.MustCompile(`[A-Za-z][A-Za-z0-9+.-]*://[^\s"'<>` + "`" + `]+`)

// Redact is the one masking function for text that is written or
// printed: run records, JSON output, reports, logs, errors and the store.
// It replaces every secret value in s (also its whitespace variants,
// ValueForms, and the URL-encoded forms of all of them) with Masked, then redacts every URL inside s with RedactURL (userinfo and
// credential-looking query values).
func Redact(s string, secrets []string) string {
	s = maskValues(s, secrets)
	if !strings.Contains(s, "://") {
		return s
	}
	return urlInText.ReplaceAllStringFunc(s, func(u string) string { return RedactURL(u, secrets) })
}

// ValueForms returns the texts a variable's value v may appear as on a
// page and in what is read from it: v itself, v trimmed ("tok " typed
// into a field is shown as "tok"), and v with its whitespace collapsed to
// single spaces and trimmed ("a  b\n" shown as "a b"). A variant shorter
// than four characters is left out: so short a text turns up by chance
// (the rule of TemplateTarget). Nil when v is empty.
func ValueForms(v string) []string {
	if v == "" {
		return nil
	}
	forms := []string{v}
	for _, f := range []string{strings.TrimSpace(v), strings.Join(strings.Fields(v), " ")} {
		if len(f) >= minTargetValue && !slices.Contains(forms, f) {
			forms = append(forms, f)
		}
	}
	return forms
}

// maskValues replaces the secret values, their whitespace variants
// (ValueForms) and the percent-encoded forms of these ('+' or %20 for a
// space), longest first.
func maskValues(s string, secrets []string) string {
	if len(secrets) == 0 || s == "" {
		return s
	}
	vals := make([]string, 0, 3*len(secrets))
	add := func(v string) {
		if !slices.Contains(vals, v) {
			vals = append(vals, v)
		}
	}
	for _, sv := range secrets {
		for _, v := range ValueForms(sv) {
			add(v)
			add(url.QueryEscape(v))
			add(url.PathEscape(v))
		}
	}
	sort.SliceStable(vals, func(i, j int) bool { return len(vals[i]) > len(vals[j]) })
	for _, v := range vals {
		s = strings.ReplaceAll(s, v, Masked)
	}
	return s
}

// RedactURL returns raw with its userinfo replaced by Masked, secret
// values masked anywhere in it, and the value of every query (and
// fragment) parameter that holds a secret or whose name looks like a
// credential (CredentialParam) replaced by Masked. The result is for
// people to read, not to open: it keeps the scheme, host, path and
// parameter names. Text that is not an absolute URL only has its secret
// values masked.
func RedactURL(raw string, secrets []string) string {
	scheme, rest, ok := strings.Cut(raw, "://")
	if !ok || scheme == "" || strings.ContainsAny(scheme, "/?#") {
		return maskValues(raw, secrets)
	}
	// Userinfo is everything before the last '@' of the authority.
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	if at := strings.LastIndex(rest[:end], "@"); at >= 0 {
		rest = Masked + rest[at:]
		end = end - at + len(Masked)
	}
	authority, tail := rest[:end], rest[end:]
	path, query, fragment := tail, "", ""
	hasQuery, hasFragment := false, false
	if i := strings.IndexByte(path, '#'); i >= 0 {
		path, fragment, hasFragment = path[:i], path[i+1:], true
	}
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path, query, hasQuery = path[:i], path[i+1:], true
	}
	var b strings.Builder
	b.WriteString(scheme)
	b.WriteString("://")
	b.WriteString(maskValues(authority, secrets))
	b.WriteString(maskValues(path, secrets))
	if hasQuery {
		b.WriteByte('?')
		b.WriteString(redactParams(query, secrets))
	}
	if hasFragment {
		b.WriteByte('#')
		if strings.Contains(fragment, "=") {
			b.WriteString(redactParams(fragment, secrets))
		} else {
			b.WriteString(maskValues(fragment, secrets))
		}
	}
	return b.String()
}

// redactParams redacts a raw "a=1&b=2" list, keeping names and order.
func redactParams(raw string, secrets []string) string {
	parts := strings.Split(raw, "&")
	for i, p := range parts {
		name, val, hasVal := strings.Cut(p, "=")
		if !hasVal {
			parts[i] = maskValues(p, secrets)
			continue
		}
		dn, err := url.QueryUnescape(name)
		if err != nil {
			dn = name
		}
		dv, err := url.QueryUnescape(val)
		if err != nil {
			dv = val
		}
		if val != "" && (CredentialParam(dn) || holdsSecret(dv, secrets) || holdsSecret(val, secrets)) {
			val = Masked
		}
		parts[i] = maskValues(name, secrets) + "=" + val
	}
	return strings.Join(parts, "&")
}

// holdsSecret reports whether s contains one of the secret values or one
// of their whitespace variants (ValueForms).
func holdsSecret(s string, secrets []string) bool {
	for _, sv := range secrets {
		for _, v := range ValueForms(sv) {
			if strings.Contains(s, v) {
				return true
			}
		}
	}
	return false
}

// StripURL keeps only a URL's scheme, host and path: userinfo becomes "…"
// and the query and fragment become "?…". It is for endpoints (a hosted
// browser's address) whose every parameter may be a key.
func StripURL(s string) string {
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		s = s[:i] + "?…"
	}
	if at := strings.LastIndex(s, "@"); at >= 0 {
		if scheme := strings.Index(s, "://"); scheme >= 0 && scheme < at {
			s = s[:scheme+3] + "…@" + s[at+1:]
		}
	}
	return s
}

// RedactRun redacts, in place, every text of r that is printed or stored
// (its error; each step's URL, error, attempt outcomes, suggestions,
// console messages, failed requests and heal reason) with Redact and RedactURL. Locators are left alone: they
// are what a heal saves.
func RedactRun(r *Run, secrets []string) {
	r.Error = Redact(r.Error, secrets)
	for i := range r.Steps {
		s := &r.Steps[i]
		s.URL = RedactURL(s.URL, secrets)
		s.Error = Redact(s.Error, secrets)
		for k := range s.Attempts {
			s.Attempts[k].Outcome = Redact(s.Attempts[k].Outcome, secrets)
		}
		for k := range s.Suggestions {
			s.Suggestions[k].Description = Redact(s.Suggestions[k].Description, secrets)
		}
		for k := range s.Console {
			s.Console[k].Text = Redact(s.Console[k].Text, secrets)
			s.Console[k].Source = RedactURL(s.Console[k].Source, secrets)
		}
		for k := range s.FailedRequests {
			s.FailedRequests[k].URL = RedactURL(s.FailedRequests[k].URL, secrets)
			s.FailedRequests[k].Error = Redact(s.FailedRequests[k].Error, secrets)
		}
		if s.Heal != nil {
			s.Heal.Reason = Redact(s.Heal.Reason, secrets)
			if len(secrets) > 0 {
				mask := func(v string) string { return Redact(v, secrets) }
				RedactTarget(&s.Heal.Old, mask)
				RedactTarget(&s.Heal.New, mask)
			}
		}
	}
}

// RedactTarget rewrites with fn every text of t that the page supplied
// and a secret may fill ("Welcome, ann@example.com" as the context of a
// link): the fingerprint's name, text, context and attribute values. The
// addresses of the frames on the way get RedactURL. Locator candidates
// are left alone: they find the element.
func RedactTarget(t *Target, fn func(string) string) {
	if t == nil {
		return
	}
	fp := &t.Fingerprint
	fp.Name, fp.Text, fp.Context = fn(fp.Name), fn(fp.Text), fn(fp.Context)
	if len(fp.Attrs) > 0 {
		attrs := make(map[string]string, len(fp.Attrs))
		for k, v := range fp.Attrs {
			attrs[k] = fn(v)
		}
		fp.Attrs = attrs
	}
	if len(t.Frames) > 0 {
		t.Frames = append([]FrameRef(nil), t.Frames...)
		for i := range t.Frames {
			t.Frames[i].URL = RedactURL(fn(t.Frames[i].URL), nil)
		}
	}
}
