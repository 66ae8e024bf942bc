package cache

import (
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Interface is every store operation the CLI and the studio use. *Store
// implements it over the Badger files; sharedstore.Client implements it by
// forwarding each call to the process that holds the store (the desktop
// app or reprise serve), so a command works the same whichever it got.
//
// To add a store operation: implement it on *Store, list it in Reader or
// Writer, then run `go generate ./backend/sharedstore/` (which rewrites
// the forwarded client and the holder's dispatch table). A test in this
// package fails while an exported method of *Store is missing here, and
// one in sharedstore fails while the generated code is stale.
//
// Arguments and results cross a process boundary as JSON: they must
// survive encoding/json unchanged.
type Interface interface {
	Reader
	Writer
}

// Reader lists the operations that only read the store.
type Reader interface {
	Trajectory(idOrPrefix string) (*trajectory.Trajectory, error)
	TrajectoryRevision(idOrPrefix string, rev int) (*trajectory.Trajectory, error)
	TrajectoryByID(id string) (*trajectory.Trajectory, bool, error)
	Revisions(idOrPrefix string) ([]RevisionInfo, error)
	ListTrajectories() ([]Summary, error)
	ListDeletedTrajectories() ([]Summary, error)
	Run(trajIDOrPrefix, runID string) (*trajectory.Run, error)
	Runs(trajIDOrPrefix string, limit int) ([]trajectory.Run, error)
	Blob(key string) ([]byte, error)
	Act(key string) (*ActEntry, error)
	ActRevisions(key string) ([]ActEntry, error)
	Agent(key string) (*AgentEntry, error)
	AgentRevisions(key string) ([]AgentEntry, error)
	ListEntries() (EntryList, error)
	Entry(id string) (EntryDetail, error)
	ListLibrary() (LibraryList, error)
	StepWinner(flow, step string) (replay.Winner, error)
}

// Writer lists the operations that change the store. When they are
// forwarded, the holder tells its user interface after each one, so an
// open app shows what another command wrote.
type Writer interface {
	SaveTrajectory(t *trajectory.Trajectory) (*trajectory.Trajectory, error)
	SaveTrajectories(ts []*trajectory.Trajectory) ([]*trajectory.Trajectory, error)
	RestoreRevision(idOrPrefix string, rev int) (*trajectory.Trajectory, error)
	DeleteTrajectory(idOrPrefix string) error
	UndeleteTrajectory(idOrPrefix string) error
	PurgeTrajectory(idOrPrefix string) error
	SaveRun(r *trajectory.Run) error
	PutBlob(data []byte) (string, error)
	PutAct(e ActEntry) (ActEntry, error)
	PutAgent(e AgentEntry) (AgentEntry, error)
	RecordHit(kind, key string) error
	RemoveEntry(id string) (EntryInfo, error)
	PruneEntries(o PruneOptions) (PruneResult, error)
	SaveEntryAsFlow(id, name string) (*trajectory.Trajectory, error)
	LearnWinner(flow, step string, w replay.Winner) error
}

var _ Interface = (*Store)(nil)

// LocalOnly names the exported methods of *Store that are not store
// operations and so are not in Interface: they concern this process's
// handle on the files.
var LocalOnly = []string{"Close", "Dir"}
