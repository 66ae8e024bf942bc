package cache

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// DefaultIgnoredParams are the query parameters NormalizeURL drops when no
// list is given: marketing and click trackers that do not change the page.
// A trailing '*' matches any parameter name with that prefix. Names are
// compared case-insensitively.
var DefaultIgnoredParams = []string{"utm_*", "gclid", "fbclid"}

// Act entry sources.
const (
	// SourceMiss marks an entry made when the cache had no entry and the
	// instruction was resolved from scratch.
	SourceMiss = "miss"
	// SourceHealed marks an entry made when cached steps failed and were
	// repaired.
	SourceHealed = "healed"
	// SourceEdited marks a revision a person saved from the editor.
	SourceEdited = "edited"
	// SourceRestored marks a revision that rolls back to an earlier one.
	SourceRestored = "restored"
)

// ActEntry is one cached resolution of a natural-language instruction on a
// page into steps.
//
// Steps must be variable-free templates: wherever a run's variable value
// appeared, the step holds the {{name}} placeholder instead, so an entry
// never contains a typed-in value (secrets included) and serves every run
// whatever its values. Producing such steps is the caller's job; the store
// does not inspect values.
type ActEntry struct {
	// Key is ActKey of Instruction, URL and VarNames.
	Key string `json:"key"`
	// Instruction is the trimmed instruction text.
	Instruction string `json:"instruction"`
	// URL is the normalized page address (NormalizeURL) as stored: for
	// people to read, with userinfo, secret values and credential-looking
	// query values redacted (trajectory.RedactURL). The key is computed
	// from the real address.
	URL string `json:"url"`
	// VarNames are the sorted names of the variables the steps refer to.
	VarNames []string `json:"varNames"`
	// SecretNames are the sorted names (never the values) of those of
	// VarNames that were secret when the entry was made: declared secret
	// (trajectory.Variable.Secret), a password typed literally and turned
	// into a secret variable by the recorder included. They hold only
	// while SecretsKnown is set.
	SecretNames []string `json:"secretNames,omitempty"`
	// SecretsKnown says that SecretNames was given. Entries stored before
	// it was kept lack it: which of their variables were secret is then
	// unknown, and every one of them reads as secret (Store.Entry and the
	// entry as a trajectory), so a value given for one is masked and
	// never stored.
	SecretsKnown bool `json:"secretsKnown,omitempty"`
	// Steps are the resolved steps, with {{var}} placeholders only.
	Steps []trajectory.Step `json:"steps"`
	// Revision counts PutAct calls for this key, starting at 1.
	Revision int `json:"revision"`
	// CreatedAt is when this revision was stored.
	CreatedAt time.Time `json:"createdAt"`
	// Source is SourceMiss, SourceHealed, SourceEdited or SourceRestored.
	Source string `json:"source"`
	// Cost is what resolving the instruction with the model cost when the
	// entry was made: what each replay of it saves.
	Cost Cost `json:"cost"`
	// Choice is what the element was chosen among when the instruction
	// chooses by comparison or position ("the cheapest scarf"): a replay
	// uses the entry only while the page's choices read the same. Nil for
	// other instructions.
	Choice *snapshot.ChoiceBasis `json:"choice,omitempty"`
	// Secrets are the run's secret values, given to PutAct so that it can
	// mask them out of Instruction, URL and the steps; never stored.
	Secrets []string `json:"-"`
}

// actHead is the value under act/<key>/head and agent/<key>/head.
type actHead struct {
	Revision int `json:"revision"`
	// Created is when revision 1 was stored (zero in stores written
	// before it was recorded).
	Created time.Time `json:"created,omitzero"`
	// Hits counts replays of the entry; LastHit is the latest.
	Hits    int       `json:"hits,omitempty"`
	LastHit time.Time `json:"lastHit,omitzero"`
}

func actHeadKey(key string) string         { return "act/" + key + "/head" }
func actRevPrefix(key string) string       { return "act/" + key + "/rev/" }
func actRevKey(key string, rev int) string { return actRevPrefix(key) + revSuffix(rev) }

// actKeyInput is the canonical JSON hashed by ActKey.
type actKeyInput struct {
	Instruction string   `json:"instruction"`
	URL         string   `json:"url"`
	Vars        []string `json:"vars"`
}

// ActKey returns the act cache key of an instruction on a page: the hex
// SHA-256 of a canonical JSON object holding the instruction as
// KeyInstruction writes it, the
// normalized URL (NormalizeURL with ignoredParams) and the sorted,
// de-duplicated variable names. Variable values are not part of the key.
// A nil ignoredParams means DefaultIgnoredParams; an empty non-nil slice
// ignores nothing.
func ActKey(instruction, pageURL string, varNames []string, ignoredParams []string) string {
	in := actKeyInput{
		Instruction: KeyInstruction(instruction),
		URL:         NormalizeURL(pageURL, ignoredParams),
		Vars:        canonicalNames(varNames),
	}
	data, _ := json.Marshal(in) // strings only: cannot fail
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// KeyInstruction is an instruction as the act cache keys it: its words
// with single spaces, without a full stop or exclamation mark at the end,
// and a capital first letter of a word lowered ("Add the scarf to the
// cart." is "add the scarf to the cart"), so that writing it again with a
// full stop or a capital does not cost a model call. The rest keeps its
// case: a value to type is case-sensitive.
func KeyInstruction(instruction string) string {
	s := strings.Join(strings.Fields(instruction), " ")
	s = strings.TrimRight(s, ".!")
	r, n := utf8.DecodeRuneInString(s)
	if next, _ := utf8.DecodeRuneInString(s[n:]); unicode.IsUpper(r) && unicode.IsLower(next) {
		s = string(unicode.ToLower(r)) + s[n:]
	}
	return strings.TrimSpace(s)
}

// canonicalNames returns names sorted and de-duplicated, never nil.
func canonicalNames(names []string) []string {
	out := append([]string{}, names...)
	slices.Sort(out)
	return slices.Compact(out)
}

// secretNames returns the names of secret that are in varNames (sorted,
// as canonicalNames returns them), or nil when which were secret is not
// known.
func secretNames(secret, varNames []string, known bool) []string {
	if !known {
		return nil
	}
	var out []string
	for _, n := range canonicalNames(secret) {
		if slices.Contains(varNames, n) {
			out = append(out, n)
		}
	}
	return out
}

// IsSecret reports whether the entry's variable name is to be treated as
// secret: it is one of SecretNames, or the entry predates SecretsKnown.
func (e *ActEntry) IsSecret(name string) bool {
	return !e.SecretsKnown || slices.Contains(e.SecretNames, name)
}

// defaultPorts are the ports NormalizeURL drops for each scheme.
var defaultPorts = map[string]string{"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21"}

// NormalizeURL returns the canonical form of a page address used by
// ActKey: scheme and host lowercased, the scheme's default port dropped,
// the fragment dropped, an empty path written as "/", and the query
// parameters sorted by name (values of a repeated name keep their order)
// with ignored ones removed. A nil ignoredParams means
// DefaultIgnoredParams. Text that does not parse as an absolute URL is
// returned trimmed but otherwise unchanged.
func NormalizeURL(raw string, ignoredParams []string) string {
	raw = strings.TrimSpace(raw)
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Opaque != "" {
		return raw
	}
	if ignoredParams == nil {
		ignoredParams = DefaultIgnoredParams
	}
	u.Scheme = strings.ToLower(u.Scheme)
	host := strings.ToLower(u.Hostname())
	if strings.Contains(host, ":") { // IPv6 literal
		host = "[" + host + "]"
	}
	if port := u.Port(); port != "" && port != defaultPorts[u.Scheme] {
		host += ":" + port
	}
	u.Host = host
	u.Fragment, u.RawFragment = "", ""
	if u.Path == "" && u.Host != "" {
		u.Path, u.RawPath = "/", ""
	}
	q, _ := url.ParseQuery(u.RawQuery) // keeps what parses
	for name := range q {
		if ignoredParam(name, ignoredParams) {
			delete(q, name)
		}
	}
	u.RawQuery = q.Encode() // sorted by name
	u.ForceQuery = false
	return u.String()
}

// ignoredParam reports whether name matches one of the patterns.
func ignoredParam(name string, patterns []string) bool {
	name = strings.ToLower(name)
	for _, p := range patterns {
		p = strings.ToLower(p)
		if prefix, ok := strings.CutSuffix(p, "*"); ok {
			if strings.HasPrefix(name, prefix) {
				return true
			}
		} else if name == p {
			return true
		}
	}
	return false
}

// validHexKey reports whether key is 64 lowercase hex digits, the shape of
// ActKey and blob keys.
func validHexKey(key string) bool {
	if len(key) != 2*sha256.Size {
		return false
	}
	_, err := hex.DecodeString(key)
	return err == nil && strings.ToLower(key) == key
}

// PutAct stores e as a new revision of the act entry under its key, keeping
// older revisions, and returns what was stored.
//
// When e.Key is empty it is computed with ActKey(e.Instruction, e.URL,
// e.VarNames, nil) and e.URL is normalized with DefaultIgnoredParams. When
// the caller gives e.Key (for example computed with its own ignore list) it
// must be 64 lowercase hex digits, and e.URL is only canonicalized (no
// parameters dropped). Instruction is trimmed and VarNames sorted;
// SecretNames are sorted and keep only names in VarNames, and are dropped
// unless SecretsKnown is set (every variable then reads as secret). The store
// sets Revision and CreatedAt. Source must be SourceMiss or SourceHealed
// and there must be at least one step; the steps are checked like a
// trajectory's (t.Validate). See ActEntry for the placeholder rule the
// caller must keep.
func (s *Store) PutAct(e ActEntry) (ActEntry, error) {
	e.Instruction = strings.TrimSpace(e.Instruction)
	e.VarNames = canonicalNames(e.VarNames)
	e.SecretNames = secretNames(e.SecretNames, e.VarNames, e.SecretsKnown)
	if e.Key == "" {
		e.Key = ActKey(e.Instruction, e.URL, e.VarNames, nil)
		e.URL = NormalizeURL(e.URL, nil)
	} else {
		if !validHexKey(e.Key) {
			return ActEntry{}, fmt.Errorf("storing act entry: %w: key %q is not 64 lowercase hex digits", ErrInvalid, e.Key)
		}
		e.URL = NormalizeURL(e.URL, []string{})
	}
	// The key holds the page address and instruction; the stored copies
	// are for reading and must not carry a secret (a GET form's password,
	// a token in the query, a value typed literally into the instruction);
	// the steps, which replay, only have secret values masked (conceal).
	e.conceal()
	if err := checkActEntry(&e); err != nil {
		return ActEntry{}, fmt.Errorf("storing act entry %s: %w", e.Key, err)
	}
	var out ActEntry
	err := s.update(func(txn *badger.Txn) error {
		var head actHead
		if err := getJSON(txn, actHeadKey(e.Key), &head); err != nil && !errors.Is(err, ErrNotFound) {
			return err
		}
		head.Revision++
		rec := e
		rec.Revision = head.Revision
		rec.CreatedAt = s.now().UTC()
		if head.Created.IsZero() {
			head.Created = rec.CreatedAt
		}
		data, err := json.Marshal(&rec)
		if err != nil {
			return fmt.Errorf("encoding revision %d: %w", rec.Revision, err)
		}
		key := actRevKey(e.Key, rec.Revision)
		if err := txn.Set([]byte(key), data); err != nil {
			return fmt.Errorf("writing key %s: %w", key, err)
		}
		// Return a decoded copy that shares nothing with e.
		out = ActEntry{}
		if err := json.Unmarshal(data, &out); err != nil {
			return fmt.Errorf("decoding revision %d: %w", rec.Revision, err)
		}
		return setJSON(txn, actHeadKey(e.Key), head)
	})
	if err != nil {
		return ActEntry{}, fmt.Errorf("storing act entry %s: %w", e.Key, err)
	}
	return out, nil
}

// checkActEntry rejects entries that replay could not use.
func checkActEntry(e *ActEntry) error {
	switch e.Source {
	case SourceMiss, SourceHealed, SourceEdited, SourceRestored:
	default:
		return fmt.Errorf("%w: source %q is not one of %q, %q, %q or %q", ErrInvalid, e.Source, SourceMiss, SourceHealed, SourceEdited, SourceRestored)
	}
	if len(e.Steps) == 0 {
		return fmt.Errorf("%w: an act entry needs at least one step", ErrInvalid)
	}
	probe := trajectory.Trajectory{Version: trajectory.FormatVersion, Steps: e.Steps}
	if err := probe.Validate(); err != nil {
		return fmt.Errorf("validating steps: %w", err)
	}
	return nil
}

// Act returns the latest revision of the act entry under key, or an error
// wrapping ErrNotFound when there is none.
func (s *Store) Act(key string) (*ActEntry, error) {
	if !validHexKey(key) {
		return nil, fmt.Errorf("reading act entry: %w: key %q is not 64 lowercase hex digits", ErrInvalid, key)
	}
	var e ActEntry
	err := s.db.View(func(txn *badger.Txn) error {
		var head actHead
		if err := getJSON(txn, actHeadKey(key), &head); err != nil {
			return err
		}
		return getJSON(txn, actRevKey(key, head.Revision), &e)
	})
	if err != nil {
		return nil, fmt.Errorf("reading act entry %s: %w", key, err)
	}
	return &e, nil
}

// ActRevisions returns every revision of the act entry under key, newest
// first, or an error wrapping ErrNotFound when there is none.
func (s *Store) ActRevisions(key string) ([]ActEntry, error) {
	if !validHexKey(key) {
		return nil, fmt.Errorf("listing act entry revisions: %w: key %q is not 64 lowercase hex digits", ErrInvalid, key)
	}
	var out []ActEntry
	err := s.db.View(func(txn *badger.Txn) error {
		opts := badger.DefaultIteratorOptions
		opts.Reverse = true
		opts.Prefix = []byte(actRevPrefix(key))
		it := txn.NewIterator(opts)
		defer it.Close()
		for it.Seek(append(opts.Prefix, 0xff)); it.ValidForPrefix(opts.Prefix); it.Next() {
			var e ActEntry
			if err := decodeItem(it.Item(), &e); err != nil {
				return err
			}
			out = append(out, e)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing revisions of act entry %s: %w", key, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("listing revisions of act entry %s: %w", key, ErrNotFound)
	}
	return out, nil
}
