package studio

import (
	"github.com/reprise-qa/reprise/backend/sharedstore"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ReasonElsewhere is LibraryChange.Reason for a change another Reprise
// process (a reprise command in a terminal) made to the store this
// studio holds.
const ReasonElsewhere = "elsewhere"

// StoreWritten tells the UI about a write another Reprise process made
// through this process's hold on the store (it is
// sharedstore.HolderOptions.OnWrite): library:changed for each trajectory
// the write saved or ran, or one library:changed without an id when the
// write names none (a deletion by prefix, an act-cache entry). Blobs
// alone change nothing the UI lists.
func (s *Studio) StoreWritten(w sharedstore.Write) {
	revs := map[string]int{}
	var ids []string
	note := func(id string, rev int) {
		if id == "" {
			return
		}
		if _, ok := revs[id]; !ok {
			ids = append(ids, id)
		}
		revs[id] = max(revs[id], rev)
	}
	blobs := false
	for _, v := range append(append([]any{}, w.Args...), w.Results...) {
		switch x := v.(type) {
		case *trajectory.Trajectory:
			if x != nil {
				note(x.ID, x.Revision)
			}
		case []*trajectory.Trajectory:
			for _, t := range x {
				if t != nil {
					note(t.ID, t.Revision)
				}
			}
		case *trajectory.Run:
			if x != nil {
				note(x.TrajectoryID, 0)
			}
		case []byte:
			blobs = true
		}
	}
	if len(ids) == 0 {
		if !blobs {
			s.emit.Emit(EvLibraryChanged, LibraryChange{Reason: ReasonElsewhere})
		}
		return
	}
	for _, id := range ids {
		s.emit.Emit(EvLibraryChanged, LibraryChange{TrajectoryID: id, Revision: revs[id], Reason: ReasonElsewhere})
	}
}
