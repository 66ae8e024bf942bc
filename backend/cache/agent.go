package cache

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// AgentEntry is one cached agent run: the replayable steps a successful
// run of a goal produced, as a trajectory with {{var}} placeholders.
type AgentEntry struct {
	// Key is AgentKey of the goal, start URL, options and configuration.
	Key string `json:"key"`
	// Goal is the trimmed goal text.
	Goal string `json:"goal"`
	// StartURL is the normalized start address.
	StartURL string `json:"startUrl"`
	// Trajectory holds the steps; its StartURL is the run's.
	Trajectory *trajectory.Trajectory `json:"trajectory"`
	// Result is the agent's closing message when the run was recorded.
	Result string `json:"result,omitempty"`
	// Config is what the key was computed from besides goal and start
	// URL (model, mode, tool names); nil in entries stored before it was
	// kept.
	Config *AgentConfig `json:"config,omitempty"`
	// Cost is what the live run cost: what each replay of it saves.
	Cost Cost `json:"cost"`
	// Origin is "" for a revision a run stored, SourceEdited for one a
	// person saved from the editor, SourceRestored for a rollback.
	Origin string `json:"origin,omitempty"`
	// Revision counts PutAgent calls for this key, starting at 1.
	Revision int `json:"revision"`
	// CreatedAt is when this revision was stored.
	CreatedAt time.Time `json:"createdAt"`
}

// AgentConfig is what, besides the goal and start URL, decides whether a
// cached run fits a new one: the model, the mode, the system prompt and
// the tool names. It never holds API keys.
type AgentConfig struct {
	// Model is the provider/model name ("local" without one).
	Model string `json:"model"`
	// Mode is dom, hybrid or cua.
	Mode string `json:"mode"`
	// SystemPrompt is the prompt template before run values are filled in.
	SystemPrompt string `json:"systemPrompt"`
	// Tools are the names of every tool the model is offered, custom and
	// MCP tools included.
	Tools []string `json:"tools"`
	// Options are the run options that change what a run does (max
	// steps, …), sanitized by the caller: no keys, no variable values.
	Options map[string]string `json:"options,omitempty"`
}

func agentHeadKey(key string) string         { return "agent/" + key + "/head" }
func agentRevPrefix(key string) string       { return "agent/" + key + "/rev/" }
func agentRevKey(key string, rev int) string { return agentRevPrefix(key) + revSuffix(rev) }

// AgentKey returns the agent cache key: the hex SHA-256 of a canonical JSON
// object holding the trimmed goal, the normalized start URL and cfg with
// its tool names sorted. The system prompt is hashed in as it is, so a
// changed prompt never serves runs recorded under the old one.
func AgentKey(goal, startURL string, cfg AgentConfig) string {
	cfg.Tools = canonicalNames(cfg.Tools)
	in := struct {
		Goal   string      `json:"goal"`
		URL    string      `json:"url"`
		Config AgentConfig `json:"config"`
	}{strings.TrimSpace(goal), NormalizeURL(startURL, nil), cfg}
	data, _ := json.Marshal(in) // strings only: cannot fail
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// PutAgent stores e as a new revision of the agent entry under e.Key
// (computed by the caller with AgentKey), keeping older revisions. The
// trajectory must validate; see ActEntry for the placeholder rule.
func (s *Store) PutAgent(e AgentEntry) (AgentEntry, error) {
	if !validHexKey(e.Key) {
		return AgentEntry{}, fmt.Errorf("storing agent run: %w: key %q is not 64 lowercase hex digits", ErrInvalid, e.Key)
	}
	if e.Trajectory == nil || len(e.Trajectory.Steps) == 0 {
		return AgentEntry{}, fmt.Errorf("storing agent run %s: %w: no steps", e.Key, ErrInvalid)
	}
	if err := e.Trajectory.Validate(); err != nil {
		return AgentEntry{}, fmt.Errorf("storing agent run %s: validating steps: %w", e.Key, err)
	}
	e.Goal = strings.TrimSpace(e.Goal)
	e.StartURL = NormalizeURL(e.StartURL, nil)
	var out AgentEntry
	err := s.update(func(txn *badger.Txn) error {
		var head actHead
		if err := getJSON(txn, agentHeadKey(e.Key), &head); err != nil && !errors.Is(err, ErrNotFound) {
			return err
		}
		head.Revision++
		e.Revision, e.CreatedAt = head.Revision, s.now().UTC()
		if head.Created.IsZero() {
			head.Created = e.CreatedAt
		}
		data, err := json.Marshal(&e)
		if err != nil {
			return fmt.Errorf("encoding revision %d: %w", e.Revision, err)
		}
		if err := txn.Set([]byte(agentRevKey(e.Key, e.Revision)), data); err != nil {
			return fmt.Errorf("writing revision %d: %w", e.Revision, err)
		}
		if err := json.Unmarshal(data, &out); err != nil {
			return fmt.Errorf("decoding revision %d: %w", e.Revision, err)
		}
		return setJSON(txn, agentHeadKey(e.Key), head)
	})
	if err != nil {
		return AgentEntry{}, fmt.Errorf("storing agent run %s: %w", e.Key, err)
	}
	return out, nil
}

// Agent returns the latest revision of the agent entry under key, or an
// error wrapping ErrNotFound.
func (s *Store) Agent(key string) (*AgentEntry, error) {
	if !validHexKey(key) {
		return nil, fmt.Errorf("reading agent run: %w: key %q is not 64 lowercase hex digits", ErrInvalid, key)
	}
	var e AgentEntry
	err := s.db.View(func(txn *badger.Txn) error {
		var head actHead
		if err := getJSON(txn, agentHeadKey(key), &head); err != nil {
			return err
		}
		return getJSON(txn, agentRevKey(key, head.Revision), &e)
	})
	if err != nil {
		return nil, fmt.Errorf("reading agent run %s: %w", key, err)
	}
	return &e, nil
}

// AgentRevisions returns every revision under key, newest first.
func (s *Store) AgentRevisions(key string) ([]AgentEntry, error) {
	if !validHexKey(key) {
		return nil, fmt.Errorf("listing agent runs: %w: key %q is not 64 lowercase hex digits", ErrInvalid, key)
	}
	var out []AgentEntry
	err := s.db.View(func(txn *badger.Txn) error {
		opts := badger.DefaultIteratorOptions
		opts.Prefix = []byte(agentRevPrefix(key))
		it := txn.NewIterator(opts)
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			var e AgentEntry
			if err := decodeItem(it.Item(), &e); err != nil {
				return err
			}
			out = append(out, e)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing agent runs %s: %w", key, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("listing agent runs %s: %w", key, ErrNotFound)
	}
	slices.Reverse(out)
	return out, nil
}
