package trajectory

import "time"

// Status is the outcome of a run or a step.
type Status string

// Run and step statuses.
const (
	StatusRunning Status = "running"
	StatusPassed  Status = "passed"
	StatusFailed  Status = "failed"
	StatusSkipped Status = "skipped"
	StatusCancel  Status = "cancelled"
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
}

// Attempt is one candidate locator tried for a step.
type Attempt struct {
	Locator Locator `json:"locator"`
	// Matches is how many elements the locator found.
	Matches int `json:"matches"`
	// Outcome is "ok" or why the candidate was rejected, e.g.
	// "no element", "3 elements", "fingerprint mismatch: name "Delete" != "Save"".
	Outcome string `json:"outcome"`
}
