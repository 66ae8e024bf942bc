// Package agent carries out natural-language instructions on a page:
// act performs one ("add the cheapest scarf to the cart"), observe lists
// the elements one refers to without acting, extract reads data off the
// page as JSON that matches a schema.
//
// Act tries, in order: the act cache (a hit replays the stored steps,
// fingerprint-verified, with zero model calls), the offline resolver
// (simple instructions, no model), then the model, which is shown the
// page's snapshot narrowed to the instruction within a token budget and
// answers with an element id, an action and its arguments (structured
// output). Every act is performed through the recorder, so what it did
// is recorded as trajectory steps with locator candidates and
// fingerprints, and a successful act is stored in the act cache with
// {{var}} placeholders instead of typed values.
package agent

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/snapshot"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ActCache is the store's act cache, as Act uses it.
type ActCache interface {
	Act(key string) (*cache.ActEntry, error)
	PutAct(e cache.ActEntry) (cache.ActEntry, error)
}

var _ ActCache = (*cache.Store)(nil)

// hitCounter is implemented by caches that count replays of their entries
// (the store does); the library shows the counts.
type hitCounter interface {
	RecordHit(kind, key string) error
}

var _ hitCounter = (*cache.Store)(nil)

// countHit counts a replay of an entry when c keeps counts. A count that
// cannot be written does not fail the replay that worked.
func countHit(c any, kind, key string) {
	if h, ok := c.(hitCounter); ok {
		_ = h.RecordHit(kind, key)
	}
}

// Options configure an Agent.
type Options struct {
	// Model answers what the offline resolver cannot; nil means offline
	// only (the "local" model).
	Model llm.Model
	// Cache is the act cache; nil disables it.
	Cache ActCache
	// IgnoredParams are query parameters left out of cache keys; nil means
	// cache.DefaultIgnoredParams.
	IgnoredParams []string
	// PageTokens is the budget of the page in a prompt; 0 means
	// DefaultPageTokens.
	PageTokens int
	// OnCall sees every model request and answer (for token accounting).
	OnCall func(req llm.Request, resp *llm.Response, err error)
	// ResolverOff sends every instruction to the model, skipping the
	// offline resolver (`--resolver off`). It needs a Model; the default
	// (false) tries the offline resolver first.
	ResolverOff bool
}

// Agent acts on one page and records what it did into one trajectory.
type Agent struct {
	rec   *recorder.Recorder
	model *llm.Counter // nil without a model
	res   *ModelResolver
	opts  Options
}

// New returns an agent that records into t (name, start URL and declared
// variables set by the caller) on the player's page. vals are this
// session's variable values: they are used to act and never stored.
func New(t *trajectory.Trajectory, player *replay.Player, vals map[string]string, opts Options) *Agent {
	a := &Agent{opts: opts}
	// An agent never sends a secret in an address (see navpolicy).
	pol := player.Policy()
	pol.NoSecretURLs = true
	player.SetPolicy(pol)
	a.res = &ModelResolver{PageTokens: opts.PageTokens, OnCall: opts.OnCall, ResolverOff: opts.ResolverOff}
	if opts.Model != nil {
		a.model = llm.Count(opts.Model)
		a.res.Model = a.model
		t.Source = trajectory.Source{Kind: "record", Model: opts.Model.Name()}
	}
	a.rec = recorder.New(t, player, a.res, vals)
	return a
}

// UseModel makes the agent answer with m (nil: the offline resolver only)
// and resolverOff from its next instruction on, keeping its recorder and
// what it recorded: the studio's editor reads instructions with Settings'
// model as it is now, not as it was when the page's agent was made. It
// must not be called while the agent is acting.
func (a *Agent) UseModel(m llm.Model, resolverOff bool) {
	a.model = nil
	if m != nil {
		a.model = llm.Count(m)
	}
	a.opts.Model, a.opts.ResolverOff = m, resolverOff
	a.res.ResolverOff = resolverOff
	a.res.Model = nil
	if a.model != nil {
		a.res.Model = a.model
	}
}

// Recorder returns the recorder the agent records with.
func (a *Agent) Recorder() *recorder.Recorder { return a.rec }

// Trajectory returns what has been recorded so far.
func (a *Agent) Trajectory() *trajectory.Trajectory { return a.rec.Trajectory() }

// ModelName is the model's name, or "local" without one.
func (a *Agent) ModelName() string {
	if a.model == nil {
		return "local"
	}
	return a.model.Name()
}

// Cache outcomes of an act.
const (
	// CacheHit: the stored steps replayed; no model was called.
	CacheHit = "hit"
	// CacheMiss: no usable entry; the instruction was resolved and, on
	// success, stored.
	CacheMiss = "miss"
	// CacheHealed: the stored steps no longer replayed as they were; they
	// were healed or resolved again, and a new revision was stored.
	CacheHealed = "healed"
	// CacheOff: no act cache is configured.
	CacheOff = "off"
	// CacheChanged: the entry chose its element among others by comparing
	// them or by position ("the cheapest scarf"), and those choices read
	// differently on this page (a price, a name, their order): the
	// instruction was resolved afresh and stored as a new revision, rather
	// than replayed onto what may no longer be the element it means.
	CacheChanged = "changed"
)

// ActResult is what one act did.
type ActResult struct {
	Instruction string `json:"instruction"`
	// Steps are the steps performed (with {{var}} placeholders), as
	// appended to the trajectory.
	Steps   []trajectory.Step       `json:"steps"`
	Results []trajectory.StepResult `json:"results"`
	// Cache is CacheHit, CacheMiss, CacheHealed, CacheChanged or CacheOff;
	// CacheWhy says in words why a stored entry was not replayed, when
	// that is not plain (CacheChanged).
	Cache    string `json:"cache"`
	CacheWhy string `json:"cacheWhy,omitempty"`
	// CacheKey is the act cache key (empty with CacheOff).
	CacheKey string `json:"cacheKey,omitempty"`
	// CacheEntry is the id of the act cache entry that was replayed or
	// written (cache.EntryID; it opens in the editor), CacheRevision its
	// revision and CacheTimestamp when that revision was stored. Empty when
	// nothing was replayed or written.
	CacheEntry     string    `json:"cacheEntry,omitempty"`
	CacheRevision  int       `json:"cacheRevision,omitempty"`
	CacheTimestamp time.Time `json:"cacheTimestamp,omitzero"`
	// ResolvedBy is "cache", "local" (offline resolver) or the model name.
	ResolvedBy string `json:"resolvedBy"`
	// ModelCalls and Usage count what the act cost; both are zero on a
	// cache hit.
	ModelCalls int       `json:"modelCalls"`
	Usage      llm.Usage `json:"usage"`
	DurationMS int64     `json:"durationMs"`
}

// Act carries out one instruction on the page and appends its steps to
// the trajectory. See the package documentation for the order of tiers.
// On failure nothing is appended and nothing is cached.
func (a *Agent) Act(ctx context.Context, instruction string) (*ActResult, error) {
	start := time.Now()
	calls0, usage0 := a.counts()
	res := &ActResult{Instruction: instruction, Cache: CacheOff}
	done := func(err error) (*ActResult, error) {
		calls, usage := a.counts()
		res.ModelCalls, res.Usage = calls-calls0, usage.Sub(usage0)
		res.DurationMS = time.Since(start).Milliseconds()
		return res, err
	}
	pageURL := a.rec.Player().Page().URL()
	// The cache is keyed by the instruction with its secret values as
	// placeholders: a key is a hash of what it is given, and a password's
	// hash in the store could be tried against guesses offline.
	keyed := a.rec.Conceal(instruction)
	var entry *cache.ActEntry
	if a.opts.Cache != nil {
		res.CacheKey = cache.ActKey(keyed, pageURL, a.rec.VarNames(), a.opts.IgnoredParams)
		res.Cache = CacheMiss
		e, err := a.opts.Cache.Act(res.CacheKey)
		switch {
		case err == nil:
			entry = e
		case !errors.Is(err, cache.ErrNotFound):
			return done(fmt.Errorf("reading the act cache: %w", err))
		}
	}
	if entry != nil && !a.sameChoices(entry) {
		// Replaying would act on the element that answered the instruction
		// on the page as it was; resolve afresh and keep a new revision.
		res.Cache, res.CacheWhy = CacheChanged, fmt.Sprintf("%q chooses among %d elements, and they read differently now (a price, a name or their order changed): the stored answer was not replayed", instruction, entry.Choice.Items)
		entry = nil
	}
	if entry != nil {
		first := len(a.Trajectory().Steps)
		results, err := a.rec.Perform(ctx, entry.Steps)
		res.Results = results
		if err == nil {
			res.Steps = append(res.Steps, a.Trajectory().Steps[first:]...)
			res.ResolvedBy, res.Cache = "cache", CacheHit
			res.CacheEntry, res.CacheRevision, res.CacheTimestamp = cache.EntryID(cache.KindAct, entry.Key), entry.Revision, entry.CreatedAt
			countHit(a.opts.Cache, cache.KindAct, entry.Key)
			if healed(results) {
				res.Cache = CacheHealed
				// Healing needs no model call: the entry still saves what
				// its first resolution cost.
				if err := a.store(res, pageURL, cache.SourceHealed, entry.Cost, entry.Choice); err != nil {
					return done(err)
				}
			}
			return done(nil)
		}
		if ctx.Err() != nil {
			return done(fmt.Errorf("acting %q: %w", instruction, ctx.Err()))
		}
		// The cached steps no longer work here: resolve afresh and store
		// the result as a new revision (the old one is kept).
		res.Cache = CacheHealed
	}
	out, err := a.rec.Act(ctx, instruction)
	if out != nil {
		res.Results = append(res.Results, out.Results...)
	}
	if err != nil {
		return done(err)
	}
	res.Steps = out.Steps
	res.ResolvedBy = "local"
	if calls, _ := a.counts(); calls > calls0 {
		res.ResolvedBy = a.model.Name()
	}
	if res.Cache != CacheOff {
		if now := a.rec.Conceal(instruction); now != keyed {
			// The act turned a typed value into a secret variable (a
			// password typed literally): key it without the value.
			res.CacheKey = cache.ActKey(now, pageURL, a.rec.VarNames(), a.opts.IgnoredParams)
		}
		src := cache.SourceMiss
		if res.Cache == CacheHealed || res.Cache == CacheChanged {
			src = cache.SourceHealed
		}
		calls, usage := a.counts()
		cost := cache.Cost{Model: res.ResolvedBy, ModelCalls: calls - calls0, PromptTokens: usage.PromptTokens - usage0.PromptTokens,
			CompletionTokens: usage.CompletionTokens - usage0.CompletionTokens, CostUSD: usage.CostUSD - usage0.CostUSD}
		if err := a.store(res, pageURL, src, cost, out.Choice); err != nil {
			return done(err)
		}
	}
	return done(nil)
}

// sameChoices reports whether the page offers the choices e's element was
// chosen among as they were when e was stored (cache.ActEntry.Choice). An
// entry without them holds for any page; one whose choices cannot be read
// here does not.
func (a *Agent) sameChoices(e *cache.ActEntry) bool {
	if e.Choice == nil {
		return true
	}
	for _, s := range e.Steps {
		if s.Target == nil {
			continue
		}
		now, err := snapshot.ChoiceBasisOf(a.rec.Player().Page(), s.Target)
		return err == nil && *now == *e.Choice
	}
	return true
}

// store puts a successful act into the cache with what resolving it cost,
// and notes the entry written in res.
func (a *Agent) store(res *ActResult, pageURL, source string, cost cache.Cost, choice *snapshot.ChoiceBasis) error {
	steps := make([]trajectory.Step, len(res.Steps))
	copy(steps, res.Steps)
	for i := range steps {
		steps[i].ID = fmt.Sprintf("a%d", i+1)
	}
	// The entry keeps which variables are secret (names only); a password
	// typed literally is one by now (the recorder declared it secret).
	e, err := a.opts.Cache.PutAct(cache.ActEntry{Key: res.CacheKey, Instruction: a.rec.Conceal(res.Instruction),
		URL: cache.NormalizeURL(pageURL, a.opts.IgnoredParams), VarNames: a.rec.VarNames(), SecretNames: a.Trajectory().SecretNames(), SecretsKnown: true,
		Steps: steps, Source: source, Cost: cost, Choice: choice,
		Secrets: a.Trajectory().SecretValues(a.Trajectory().Values(a.rec.Values()))})
	if err != nil {
		return fmt.Errorf("storing act %q in the cache: %w", res.Instruction, err)
	}
	res.CacheEntry, res.CacheRevision, res.CacheTimestamp = cache.EntryID(cache.KindAct, e.Key), e.Revision, e.CreatedAt
	return nil
}

// healed reports whether a replay of cached steps needed healing.
func healed(results []trajectory.StepResult) bool {
	for _, r := range results {
		if r.Heal != nil {
			return true
		}
	}
	return false
}

// counts returns the model calls and usage so far.
func (a *Agent) counts() (int, llm.Usage) {
	if a.model == nil {
		return 0, llm.Usage{}
	}
	return a.model.Calls(), a.model.Usage()
}
