package studio

import (
	"encoding/json"
	"reflect"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// API is the studio's public contract (docs/api.md): exactly the methods
// the desktop app binds (app_api.go) and reprise serve answers at
// POST /api/<Method>. It is an allow-list: an exported method of *Studio
// that is not listed here is not reachable from the UI.
//
// Every method takes plain JSON-encodable arguments and returns a
// JSON-encodable result (or none) and an error that AsError turns into
// an *Error. The methods are documented on *Studio.
//
// To add a method: implement it on *Studio, list it here, then run
// `go generate .` from the repository root; that rewrites app_api.go and
// the UI's frontend/src/api/generated.ts (types and typed client), and
// make test fails until it is done.
type API interface {
	AppInfo() (AppInfo, error)

	// Library.
	ListTrajectories(f LibraryFilter) ([]cache.Summary, error)
	ListTags() ([]string, error)
	GetTrajectory(id string) (*trajectory.Trajectory, error)
	GetRevision(id string, revision int) (*trajectory.Trajectory, error)
	ListRevisions(id string) ([]cache.RevisionInfo, error)
	RestoreRevision(id string, revision int) (*trajectory.Trajectory, error)
	SaveTrajectory(t *trajectory.Trajectory) (*trajectory.Trajectory, error)
	DeleteTrajectory(id string) error
	UndeleteTrajectory(id string) error
	SetTags(id string, tags []string) (*trajectory.Trajectory, error)
	ExportTrajectory(id string) (ExportFile, error)
	ImportTrajectory(content, fileName string) (*trajectory.Trajectory, error)
	ImportDialog() (*trajectory.Trajectory, error)
	ExportDialog(id string) (string, error)
	ExportFormats() ([]ExportFormat, error)
	ExportFlow(id string, revision int, format string) (ExportedFile, error)
	ExportFlowDialog(id string, revision int, format string) (string, error)
	ImportFlow(content, fileName, as string) (ImportResult, error)
	ImportFlowDialog(as string) (*ImportResult, error)

	// Act and agent cache entries (their ids also open as flows above).
	ListCacheEntries() (cache.EntryList, error)
	GetCacheEntry(id string) (cache.EntryDetail, error)
	RemoveCacheEntry(id string) (cache.EntryInfo, error)
	PruneCache(opts cache.PruneOptions) (cache.PruneResult, error)
	SaveCacheEntryAsFlow(id, name string) (*trajectory.Trajectory, error)

	// Editor.
	EditTrajectory(t *trajectory.Trajectory, edits []Edit) (EditResult, error)
	ValidateTrajectory(t *trajectory.Trajectory) ([]Problem, error)
	ListActions() ([]ActionInfo, error)

	// Recording sessions.
	StartSession(opts SessionOptions) (SessionInfo, error)
	PrewarmBrowser() error
	GetSession(id string) (SessionInfo, error)
	ListSessions() ([]SessionInfo, error)
	Instruct(sessionID, instruction string) (InstructResult, error)
	Goal(sessionID, goal string, opts GoalOptions) (GoalResult, error)
	UpdateDraft(sessionID string, t *trajectory.Trajectory) (SessionInfo, error)
	SaveSession(sessionID, name string) (*trajectory.Trajectory, error)
	AllowOrigin(sessionID, origin string) (SessionInfo, error)
	Observe(sessionID, instruction string) ([]ObservedCandidate, error)
	AddObserved(sessionID string, c ObservedCandidate) (InstructResult, error)
	Extract(sessionID, instruction string, schema json.RawMessage, addStep bool) (ExtractResult, error)
	Navigate(sessionID, url string) (SessionInfo, error)
	GetMirrorFrame(sessionID string) (*MirrorFrame, error)
	PickElement(sessionID string, x, y float64) (PickedElement, error)
	ResolveStep(sessionID, instruction string) (ResolvedStep, error)
	PageElements(sessionID string) ([]PageElement, error)
	CheckCandidates(sessionID string, target trajectory.Target) ([]CandidateCheck, error)
	Demonstrate(sessionID string, in recorder.DemoInput) (DemoResult, error)
	PickAssertion(sessionID string, x, y float64) (AssertionPick, error)
	AddAssertion(sessionID string, step trajectory.Step) (InstructResult, error)
	EvaluateLocator(sessionID string, target trajectory.Target, text string) (LocatorEvaluation, error)
	CloseSession(sessionID string) error

	// Runs.
	StartRun(opts RunOptions) (RunStarted, error)
	Cancel(id string) (bool, error)
	ContinueRun(runID string, values map[string]string) (RunStarted, error)
	ListRuns(trajectoryID string, limit int) ([]trajectory.Run, error)
	GetRun(trajectoryID, runID string) (*trajectory.Run, error)
	GetRecording(trajectoryID string, revision int) (*trajectory.Run, error)
	AcceptFix(f Fix) (*trajectory.Trajectory, error)
	DiffRuns(trajectoryID, runIDA, runIDB string) (RunDiff, error)
	RunInputs(trajectoryID string) ([]RunInput, error)

	// Batches: several flows run one after another (the Library's Run selected).
	BatchInputs(trajectoryIDs []string) ([]RunInput, error)
	StartBatch(opts BatchOptions) (Batch, error)
	GetBatch() (*Batch, error)

	// Settings.
	GetSettings() (Settings, error)
	SaveSettings(settings Settings) (Settings, error)
	ListProviders() ([]ProviderInfo, error)
	SetProviderKey(provider, key string) error
	DeleteProviderKey(provider string) error
	ListBrowsers() ([]BrowserInfo, error)

	// Blobs.
	GetBlob(key string, maxWidth int) (string, error)
}

var _ API = (*Studio)(nil)

// EventPayloads maps each event name the studio emits (docs/api.md §5) to
// the type of its payload, for the UI's generated EventMap. An event
// emitted with another payload type is a bug.
var EventPayloads = map[string]reflect.Type{
	EvSessionOpened:    reflect.TypeFor[SessionInfo](),
	EvSessionState:     reflect.TypeFor[SessionState](),
	EvSessionStep:      reflect.TypeFor[SessionStep](),
	EvSessionError:     reflect.TypeFor[SessionError](),
	EvSessionClosed:    reflect.TypeFor[SessionRef](),
	EvAgent:            reflect.TypeFor[AgentEvent](),
	EvMirrorFrame:      reflect.TypeFor[MirrorFrame](),
	EvMirrorHighlight:  reflect.TypeFor[Highlight](),
	EvMirrorCandidates: reflect.TypeFor[MirrorCandidates](),
	EvRunStarted:       reflect.TypeFor[RunStarted](),
	EvRunStep:          reflect.TypeFor[RunStep](),
	EvRunFinished:      reflect.TypeFor[RunFinished](),
	EvBatchState:       reflect.TypeFor[Batch](),
	EvLibraryChanged:   reflect.TypeFor[LibraryChange](),
}

// IsAPIMethod reports whether name is a method of API, the set the
// transports expose.
func IsAPIMethod(name string) bool {
	_, ok := reflect.TypeFor[API]().MethodByName(name)
	return ok
}
