package studio

import (
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ListCacheEntries returns every act and agent cache entry with its
// source, key inputs, hits and what a replay saves, most recently used
// first, and names the entries skipped because they do not read. An entry
// id opens in the editor like a flow id (GetTrajectory, SaveTrajectory,
// ListRevisions, RestoreRevision, StartRun): saving it writes a new
// revision of the entry, which is what the cache replays next.
func (s *Studio) ListCacheEntries() (cache.EntryList, error) {
	list, err := s.store.ListEntries()
	if err != nil {
		return cache.EntryList{}, AsError(err)
	}
	return list, nil
}

// GetCacheEntry returns one cache entry with its latest steps and its
// revisions.
func (s *Studio) GetCacheEntry(id string) (cache.EntryDetail, error) {
	d, err := s.store.Entry(id)
	if err != nil {
		return cache.EntryDetail{}, notFound(err, "cache entry %q not found: it may have been removed or pruned; reload the cache list", id)
	}
	return d, nil
}

// RemoveCacheEntry removes a cache entry and every revision of it; the
// next run of its instruction or goal goes to the model again. Library
// flows are never touched.
func (s *Studio) RemoveCacheEntry(id string) (cache.EntryInfo, error) {
	info, err := s.store.RemoveEntry(id)
	if err != nil {
		return cache.EntryInfo{}, notFound(err, "cache entry %q not found: it may have been removed already; reload the cache list", id)
	}
	s.emit.Emit(EvLibraryChanged, LibraryChange{TrajectoryID: info.ID, Reason: "deleted"})
	return info, nil
}

// PruneCache removes cache entries not used within opts.OlderThanSeconds
// and all but the newest opts.KeepRevisions revisions of the others.
// Library flows are never touched.
func (s *Studio) PruneCache(opts cache.PruneOptions) (cache.PruneResult, error) {
	if opts.OlderThanSeconds == 0 && opts.KeepRevisions == 0 {
		return cache.PruneResult{}, errorf(CodeBadRequest, "say what to prune: entries older than some days, or the revisions to keep")
	}
	res, err := s.store.PruneEntries(opts)
	if err != nil {
		return cache.PruneResult{}, AsError(err)
	}
	s.emit.Emit(EvLibraryChanged, LibraryChange{Reason: "pruned"})
	return res, nil
}

// SaveCacheEntryAsFlow copies a cache entry into the library as a new
// flow named name (its instruction or goal when empty). The entry is
// unchanged and keeps serving the cache.
func (s *Studio) SaveCacheEntryAsFlow(id, name string) (*trajectory.Trajectory, error) {
	t, err := s.store.SaveEntryAsFlow(id, name)
	if err != nil {
		return nil, notFound(err, "cache entry %q not found: it may have been removed; reload the cache list", id)
	}
	s.changed(t, "saved")
	return t, nil
}
