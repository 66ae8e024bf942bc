package trajectory

import (
	"encoding/json"
	"fmt"
	"time"
)

// Status is the outcome of a run or a step.
type Status string

// Run and step statuses.
const (
	StatusRunning Status = "running"
	StatusPassed  Status = "passed"
	StatusFailed  Status = "failed"
	StatusSkipped Status = "skipped"
	StatusCancel  Status = "cancelled"
	// StatusSetup is a step performed only to bring the page to where a
	// partial run starts (replay.Plan.From with Prepare); it passed.
	StatusSetup Status = "setup"
)

// Run is the record of one replay of a trajectory revision.
type Run struct {
	ID           string       `json:"id"`
	TrajectoryID string       `json:"trajectoryId"`
	Revision     int          `json:"revision"`
	Status       Status       `json:"status"`
	StartedAt    time.Time    `json:"startedAt"`
	FinishedAt   time.Time    `json:"finishedAt,omitzero"`
	Steps        []StepResult `json:"steps"`
	// LLMCalls counts model calls made during the run; a pure replay makes none.
	LLMCalls int `json:"llmCalls"`
	// Error summarises why the run failed.
	Error string `json:"error,omitempty"`
	// Partial is set when the run was asked to perform only some of the
	// steps: From and To (0-based, inclusive) are the first and the last.
	Partial bool `json:"partial,omitempty"`
	From    int  `json:"from,omitempty"`
	To      int  `json:"to,omitempty"`
	// Continues is the id of the first run of a repair: a run that goes on
	// from a failed step (after a fix, or a retry) continues the run that
	// failed, and every later continuation names the same first run.
	Continues string `json:"continues,omitempty"`
	// StartURL is the address the run opened first (secrets masked): the
	// site it ran against, which a run on a test server or with a base URL
	// of its own (reprise run --base-url) tells apart. Empty when the run
	// went on from the page as it was.
	StartURL string `json:"startUrl,omitempty"`
}

// StepResult is what happened to one step during a run.
type StepResult struct {
	StepID string `json:"stepId"`
	Index  int    `json:"index"`
	Action Action `json:"action"`
	Status Status `json:"status"`
	// Winner is the candidate that found the element, if any.
	Winner *Locator `json:"winner,omitempty"`
	// WinnerIndex is Winner's position in the step's candidates, or -1.
	WinnerIndex int `json:"winnerIndex"`
	// Attempts lists every candidate tried and what it found.
	Attempts   []Attempt `json:"attempts,omitempty"`
	DurationMS int64     `json:"durationMs"`
	Error      string    `json:"error,omitempty"`
	// Screenshot is the blob key of a screenshot taken after the step
	// (always on failure).
	Screenshot string `json:"screenshot,omitempty"`
	// URL is the page address after the step.
	URL string `json:"url,omitempty"`
	// ScreenshotBefore is the blob key of a screenshot of the page as the
	// step began (taken when every step is pictured).
	ScreenshotBefore string `json:"screenshotBefore,omitempty"`
	// Console lists what the page logged while the step ran (console
	// messages and uncaught errors), oldest first, bounded and redacted.
	Console []ConsoleMessage `json:"console,omitempty"`
	// FailedRequests lists the page's requests that failed while the step
	// ran (no response, or an HTTP error status), bounded and redacted.
	FailedRequests []FailedRequest `json:"failedRequests,omitempty"`
	// Output is what an extract step read (JSON) or what a tool step
	// returned (a JSON string), read fresh on this run.
	Output json.RawMessage `json:"output,omitempty"`
	// Heal is set when the recorded candidates no longer found the element
	// and healing found it: the reviewable patch. With the "suggest"
	// policy the step acted on the healed element but the trajectory was
	// not changed; with "auto" a new revision holds the patch.
	Heal *Patch `json:"heal,omitempty"`
	// Suggestions are the elements a failed step might have meant, best
	// first, for the editor to offer as fixes. Replay never acts on them.
	Suggestions []Suggestion `json:"suggestions,omitempty"`
	// Cause is the key fact of a step that failed for its element, in
	// one short sentence a report, a CI message and the studio lead with
	// (Error has the whole story: every locator tried and what each
	// healer said), e.g. `Meaning changed from "Sign in" to "Continue" (a
	// different action): replay will not act on button "Continue"`, or
	// `Two elements match about equally: … (79%) and … (72%); …`. Empty
	// when no healer said why (healing off, another failure).
	Cause string `json:"cause,omitempty"`
	// Check is what a failed text or value check expected and what the
	// page showed, for a report to show side by side (Error says the
	// same in a sentence); nil for any other step or failure.
	Check *CheckFailure `json:"check,omitempty"`
	// PageSays are the messages the page showed about what went wrong
	// when the step failed ("Invalid email or password"): its alerts and
	// error texts, at most three, secrets masked.
	PageSays []string `json:"pageSays,omitempty"`
	// OffSite is the site (an origin such as https://pay.example.com),
	// outside the ones the flow may visit, that a failed step was stopped
	// from reaching: a navigation there, a secret typed on it, or a
	// request carrying a secret to it. An editor offers to add it to the
	// flow's AllowedOrigins.
	OffSite string `json:"offSite,omitempty"`
	// Model is what asking a model cost during the step (the model heal
	// tier); nil when no model was asked, as in every plain replay.
	Model *ModelUse `json:"model,omitempty"`
	// ResolvedBy says who found the step's element when it was recorded:
	// "cache" (the act cache), "local" (the offline resolver) or the
	// model's name. Set on a recording's results only; a replay asks no
	// one (its Winner says which locator found the element).
	ResolvedBy string `json:"resolvedBy,omitempty"`
	// Err is the error a failed step failed with, for callers in the same
	// process that act on its kind (Error is its text); never stored.
	Err error `json:"-"`
}

// CheckFailure is a text or value check that found its element and was
// false: what it expected and what the element showed. Secrets are
// masked in both.
type CheckFailure struct {
	// What was read: "text" (the element's text) or "value" (a field's).
	What string `json:"what"`
	// Expected is the step's text, its variables filled in.
	Expected string `json:"expected"`
	// Match is how Expected was compared: "contains", "exact" or "regex".
	Match string `json:"match"`
	// Actual is what the element showed when the check gave up, cut to
	// its first 200 characters.
	Actual string `json:"actual"`
	// ActualLength is how many characters the element showed in all,
	// set when Actual is cut.
	ActualLength int `json:"actualLength,omitempty"`
}

// ConsoleMessage is one message a page logged during a step.
type ConsoleMessage struct {
	// Type is the console method: "log", "info", "warning", "error",
	// "debug"…; an uncaught exception is "error" too.
	Type string `json:"type"`
	// Text is the message, cut to a bounded length.
	Text string `json:"text"`
	// Source is where it was logged, "URL:line", when known.
	Source string `json:"source,omitempty"`
}

// FailedRequest is one request of the page that failed during a step.
type FailedRequest struct {
	// Method is the HTTP method, when known.
	Method string `json:"method,omitempty"`
	URL    string `json:"url"`
	// Status is the HTTP status of an error response (400 and up); 0 when
	// no response came.
	Status int `json:"status,omitempty"`
	// Error says why: the network error ("net::ERR_CONNECTION_REFUSED")
	// or the status text.
	Error string `json:"error,omitempty"`
}

// ModelUse is what the model calls of one step or act used.
type ModelUse struct {
	// Model is the model's name, e.g. "openai/gpt-4.1-mini".
	Model string `json:"model"`
	// Calls counts requests sent to it.
	Calls int `json:"calls"`
	// PromptTokens and CompletionTokens count the tokens of those calls.
	PromptTokens     int `json:"promptTokens"`
	CompletionTokens int `json:"completionTokens"`
	// CostUSD is the estimated cost in US dollars (0 for unpriced models).
	CostUSD float64 `json:"costUsd"`
}

// HealPolicy says what a replay does when a step's recorded candidates no
// longer find its element.
type HealPolicy string

// Heal policies.
const (
	// HealOff fails the step.
	HealOff HealPolicy = "off"
	// HealSuggest acts on a confidently healed element and reports the
	// patch, but leaves the trajectory unchanged. It is the CI default.
	HealSuggest HealPolicy = "suggest"
	// HealAuto acts on the healed element and writes a new trajectory
	// revision holding the patched targets (the old revision is kept).
	HealAuto HealPolicy = "auto"
)

// ParseHealPolicy accepts "off", "suggest" and "auto".
func ParseHealPolicy(s string) (HealPolicy, error) {
	switch p := HealPolicy(s); p {
	case HealOff, HealSuggest, HealAuto:
		return p, nil
	}
	return "", fmt.Errorf("unknown heal policy %q (want off, suggest or auto)", s)
}

// Heal tiers, in the order replay tries them after the recorded candidates.
const (
	// TierSimilarity heals by scoring the page's elements against the
	// recorded fingerprint, with no model.
	TierSimilarity = "similarity"
	// TierModel heals by asking a model with the step's instruction.
	TierModel = "model"
	// TierLearned records the fingerprint of an imported step's element,
	// which the import could only guess (Fingerprint.Unverified).
	TierLearned = "learned"
)

// Lines describe the patch for a run's text report, one line each: a
// heal with its tier, scores and reason, and the locator it replaced; a
// learned fingerprint (an imported step checked on the page for the first
// time) as what it is, which is no repair. LinesFor says the same of the
// locator that found the element.
func (p *Patch) Lines() []string { return p.LinesFor(nil) }

// LinesFor is Lines for a step whose healed element winner found (the
// step result's Winner, nil when unknown): the locator line then names
// it, as the step's own line does.
func (p *Patch) LinesFor(winner *Locator) []string {
	if p.Tier == TierLearned {
		return []string{"learned: " + p.Reason}
	}
	lines := []string{fmt.Sprintf("healed (%s, %s): %s", p.Tier, p.Scores(), p.Reason)}
	if was, now, ok := p.Swap(winner); ok {
		lines = append(lines, fmt.Sprintf("was %s, now %s", was, now))
	}
	return lines
}

// Scores says how sure a heal was: "score 0.86, runner-up 0.68", or
// "score 0.81, no other element could be it" when RunnerUp is 0.
func (p *Patch) Scores() string {
	if p.RunnerUp == 0 {
		return fmt.Sprintf("score %.2f, no other element could be it", p.Score)
	}
	return fmt.Sprintf("score %.2f, runner-up %.2f", p.Score, p.RunnerUp)
}

// Swap says which locator a heal replaced by which: now is winner (the
// locator of New that found the element, when the caller knows it) or
// New's first candidate; was is Old's candidate of the same kind (and the
// same attribute or role), else Old's first. ok is false when there is
// nothing to say: a side has no candidates, or the two read the same
// (the element moved, its locators did not change).
func (p *Patch) Swap(winner *Locator) (was, now string, ok bool) {
	if len(p.Old.Candidates) == 0 || len(p.New.Candidates) == 0 {
		return "", "", false
	}
	n := p.New.Candidates[0]
	if winner != nil {
		n = *winner
	}
	w := p.Old.Candidates[0]
	for _, c := range p.Old.Candidates {
		if c.Kind == n.Kind && c.Attr == n.Attr && c.Role == n.Role {
			w = c
			break
		}
	}
	was, now = w.String(), n.String()
	return was, now, was != now
}

// HealCount says how many of patches healed a step and how many learned
// an imported step's fingerprint: "2 step(s) healed", "4 imported step(s)
// learned" or both.
func HealCount(patches []Patch) string {
	learned := 0
	for _, p := range patches {
		if p.Tier == TierLearned {
			learned++
		}
	}
	healed := len(patches) - learned
	switch {
	case learned == 0:
		return fmt.Sprintf("%d step(s) healed", healed)
	case healed == 0:
		return fmt.Sprintf("%d imported step(s) learned", learned)
	}
	return fmt.Sprintf("%d step(s) healed, %d imported step(s) learned", healed, learned)
}

// Patch is a reviewable repair of one step's target.
type Patch struct {
	StepID string `json:"stepId"`
	Index  int    `json:"index"`
	// Tier is TierSimilarity or TierModel.
	Tier string `json:"tier"`
	// Score is the healed element's similarity to the recorded fingerprint
	// (0–1); RunnerUp is the next best element's, so Score-RunnerUp is the
	// margin the heal was accepted with. RunnerUp is 0 when no other
	// element of the page could be the recorded one (every other was
	// ruled out: another role, another meaning, another field's id).
	Score    float64 `json:"score"`
	RunnerUp float64 `json:"runnerUp"`
	// Old is the step's recorded target, New the target found now (fresh
	// candidates and fingerprint).
	Old Target `json:"old"`
	New Target `json:"new"`
	// Reason explains the heal in a sentence a user can check, e.g.
	// `id changed from "save" to "save-btn"; role and name unchanged`.
	Reason string `json:"reason"`
	// Before and After are blob keys of screenshots with the element
	// highlighted, before and after the step acted.
	Before string `json:"before,omitempty"`
	After  string `json:"after,omitempty"`
	// Revision is the trajectory revision that holds the patch, when the
	// policy wrote one (auto); 0 otherwise.
	Revision int `json:"revision,omitempty"`
}

// Suggestion is an element a failed step might have meant.
type Suggestion struct {
	// Description is how the element reads, e.g. `button "Save draft"`,
	// followed by " (refused: " + Refused + ")" when it was refused.
	Description string `json:"description"`
	// Refused says why replay would not act on this element (its meaning
	// or its identity changed); "" for an element it could act on.
	Refused string `json:"refused,omitempty"`
	// Why says why it is a candidate: what changed and what it kept of
	// the recorded element, e.g. `name changed from "Add Wool Scarf to
	// cart" to "Add to cart"; role and context unchanged`.
	Why string `json:"why,omitempty"`
	// Score is its similarity to the recorded fingerprint (0–1).
	Score float64 `json:"score"`
	// Target finds the element again, should a user accept it.
	Target Target `json:"target"`
}

// Attempt is one candidate locator tried for a step.
type Attempt struct {
	Locator Locator `json:"locator"`
	// Matches is how many elements the locator found; for a candidate
	// that won at once, through replay's check inside Playwright's query
	// (snapshot.Recorded), how many of them are the recorded element: 1.
	Matches int `json:"matches"`
	// Outcome is "ok" or why the candidate was rejected, e.g.
	// "no element", "3 elements", "fingerprint mismatch: name "Delete" != "Save"".
	Outcome string `json:"outcome"`
}
