package studio

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/studio/editor"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// LibraryFilter narrows ListTrajectories.
type LibraryFilter struct {
	// Search matches name, id, start URL and tags, case-insensitively.
	Search string `json:"search,omitempty"`
	// Tag keeps trajectories carrying this tag.
	Tag string `json:"tag,omitempty"`
	// Deleted lists the deleted trajectories instead (for undo).
	Deleted bool `json:"deleted,omitempty"`
	// Source keeps flows made one way: "record" (recorded), "agent",
	// "import" (imported) or "manual". Cache entries are listed by
	// ListCacheEntries.
	Source string `json:"source,omitempty"`
}

// ListTrajectories returns the library, newest first, with each
// trajectory's last run status.
func (s *Studio) ListTrajectories(f LibraryFilter) ([]cache.Summary, error) {
	var list []cache.Summary
	var err error
	if f.Deleted {
		list, err = s.store.ListDeletedTrajectories()
	} else {
		list, err = s.store.ListTrajectories()
	}
	if err != nil {
		return nil, AsError(err)
	}
	q := strings.ToLower(strings.TrimSpace(f.Search))
	out := []cache.Summary{}
	for _, t := range list {
		if isRecording(t.LastRunID) { // only recorded, never run
			t.LastRunID, t.LastRunStatus, t.LastRunAt, t.LastRunStartURL = "", "", time.Time{}, ""
		}
		if f.Tag != "" && !slices.Contains(t.Tags, f.Tag) {
			continue
		}
		if f.Source != "" && t.Source.Kind != f.Source {
			continue
		}
		if q != "" {
			hay := strings.ToLower(strings.Join(append([]string{t.Name, t.ID, t.StartURL}, t.Tags...), "\x00"))
			if !strings.Contains(hay, q) {
				continue
			}
		}
		out = append(out, t)
	}
	return out, nil
}

// ListTags returns every tag used by a trajectory in the library, sorted.
func (s *Studio) ListTags() ([]string, error) {
	list, err := s.store.ListTrajectories()
	if err != nil {
		return nil, AsError(err)
	}
	out := []string{}
	for _, t := range list {
		for _, tag := range t.Tags {
			if !slices.Contains(out, tag) {
				out = append(out, tag)
			}
		}
	}
	slices.Sort(out)
	return out, nil
}

// GetTrajectory returns the latest revision of a trajectory.
func (s *Studio) GetTrajectory(id string) (*trajectory.Trajectory, error) {
	t, err := s.store.Trajectory(id)
	if err != nil {
		return nil, notFound(err, "trajectory %q not found: it may have been deleted; reload the library", id)
	}
	return t, nil
}

// GetRevision returns one revision of a trajectory.
func (s *Studio) GetRevision(id string, revision int) (*trajectory.Trajectory, error) {
	t, err := s.store.TrajectoryRevision(id, revision)
	if err != nil {
		return nil, notFound(err, "revision %d of trajectory %q not found: pick one from its history", revision, id)
	}
	return t, nil
}

// ListRevisions describes every revision of a trajectory, oldest first.
func (s *Studio) ListRevisions(id string) ([]cache.RevisionInfo, error) {
	revs, err := s.store.Revisions(id)
	if err != nil {
		return nil, notFound(err, "trajectory %q not found", id)
	}
	return revs, nil
}

// RestoreRevision saves the content of an old revision as the new latest
// one; history is kept.
func (s *Studio) RestoreRevision(id string, revision int) (*trajectory.Trajectory, error) {
	t, err := s.store.RestoreRevision(id, revision)
	if err != nil {
		return nil, notFound(err, "revision %d of trajectory %q not found", revision, id)
	}
	s.changed(t, "restored")
	return t, nil
}

// SaveTrajectory stores t as a new revision. An empty id creates a
// trajectory; otherwise t.Revision must be the latest stored revision
// (CodeConflict when someone saved meanwhile). A flow without a name
// (empty or blank) is refused with CodeInvalid, the problem on its field
// "name" (editor.NoName): the editor and a recording save named flows.
// A flow that holds what its latest revision holds is not written again:
// that revision is returned as it is (its Revision unchanged).
func (s *Studio) SaveTrajectory(t *trajectory.Trajectory) (*trajectory.Trajectory, error) {
	if t == nil {
		return nil, errorf(CodeBadRequest, "no trajectory to save")
	}
	if editor.Unnamed(t.Name) {
		return nil, &Error{Code: CodeInvalid, Message: editor.NoName, Details: []Problem{{Field: "name", Message: editor.NoName}}}
	}
	return s.saveRevision(t)
}

// saveRevision is SaveTrajectory without the editor's rule on names: a
// change that keeps the stored name (tags set in the Library, a fix
// accepted from a run) is saved whatever the name.
func (s *Studio) saveRevision(t *trajectory.Trajectory) (*trajectory.Trajectory, error) {
	if err := checkSecrets(t); err != nil {
		return nil, err
	}
	if t.ID != "" {
		cur, err := s.store.Trajectory(t.ID)
		switch {
		case err == nil:
			if t.Revision != cur.Revision {
				return nil, errorf(CodeConflict, "trajectory %q was saved meanwhile (revision %d, you edited revision %d): reload it and apply your edits again", cur.Name, cur.Revision, t.Revision)
			}
			if unchanged(t, cur) {
				return cur, nil // nothing to save: no revision identical to the last
			}
		case errors.Is(err, cache.ErrNotFound):
		default:
			return nil, AsError(err)
		}
	}
	saved, err := s.store.SaveTrajectory(t)
	if err != nil {
		return nil, AsError(err)
	}
	s.changed(saved, "saved")
	return saved, nil
}

// unchanged reports whether t holds what stored holds, the fields the
// store sets on every save aside (revision, times, format version):
// saving t would write a revision identical to stored.
func unchanged(t, stored *trajectory.Trajectory) bool {
	content := func(x *trajectory.Trajectory) []byte {
		c := *x
		c.Version, c.Revision, c.CreatedAt, c.UpdatedAt = 0, 0, time.Time{}, time.Time{}
		if len(c.Steps) == 0 {
			c.Steps = nil
		}
		data, err := json.Marshal(&c)
		if err != nil {
			return nil
		}
		return data
	}
	a := content(t)
	return a != nil && bytes.Equal(a, content(stored))
}

// checkSecrets refuses a secret variable with a default: secret values are
// never stored.
func checkSecrets(t *trajectory.Trajectory) error {
	for _, v := range t.Variables {
		if v.Secret && v.Default != "" {
			return &Error{Code: CodeInvalid, Message: fmt.Sprintf("variable %q is secret and cannot have a stored default: clear it (values are asked for at run time)", v.Name),
				Details: []Problem{{Field: "variables." + v.Name + ".default", Message: "secret variables have no stored value"}}}
		}
	}
	return nil
}

// DeleteTrajectory marks a trajectory deleted; UndeleteTrajectory undoes it.
func (s *Studio) DeleteTrajectory(id string) error {
	if err := s.store.DeleteTrajectory(id); err != nil {
		return notFound(err, "trajectory %q not found", id)
	}
	s.emit.Emit(EvLibraryChanged, LibraryChange{TrajectoryID: id, Reason: "deleted"})
	return nil
}

// UndeleteTrajectory brings a deleted trajectory back.
func (s *Studio) UndeleteTrajectory(id string) error {
	if err := s.store.UndeleteTrajectory(id); err != nil {
		return notFound(err, "trajectory %q not found", id)
	}
	s.emit.Emit(EvLibraryChanged, LibraryChange{TrajectoryID: id, Reason: "undeleted"})
	return nil
}

// SetTags replaces a trajectory's tags, saving a new revision.
func (s *Studio) SetTags(id string, tags []string) (*trajectory.Trajectory, error) {
	t, err := s.GetTrajectory(id)
	if err != nil {
		return nil, err
	}
	t.Tags = editor.CleanTags(tags)
	return s.saveRevision(t)
}

// ExportFile is a trajectory's JSON file.
type ExportFile struct {
	FileName string `json:"fileName"`
	Content  string `json:"content"`
}

// ExportTrajectory returns the latest revision's JSON file form
// (ExportFlow in Reprise JSON).
func (s *Studio) ExportTrajectory(id string) (ExportFile, error) {
	f, err := s.ExportFlow(id, 0, "json")
	if err != nil {
		return ExportFile{}, err
	}
	return ExportFile{FileName: f.FileName, Content: f.Content}, nil
}

// ImportTrajectory imports a file of any format ImportFlow reads as a new
// flow and returns the stored flow.
func (s *Studio) ImportTrajectory(content, fileName string) (*trajectory.Trajectory, error) {
	res, err := s.ImportFlow(content, fileName, "new")
	if err != nil {
		return nil, err
	}
	return res.Trajectory, nil
}

// ImportDialog asks for a file with the native dialog and imports it;
// nil when the user cancelled. Desktop only.
func (s *Studio) ImportDialog() (*trajectory.Trajectory, error) {
	if s.opts.Dialogs == nil {
		return nil, errorf(CodeUnsupported, "file dialogs exist in the desktop app only: choose the file with the page's file input")
	}
	path, err := s.opts.Dialogs.OpenFile("Import a trajectory", importFilters)
	if err != nil || path == "" {
		return nil, wrapErr(err)
	}
	data, err := userfile.Read(context.Background(), path)
	if err != nil {
		return nil, AsError(err)
	}
	return s.ImportTrajectory(string(data), path)
}

// ExportDialog asks where to save a trajectory's JSON file and writes it
// (ExportFlowDialog in Reprise JSON); "" when the user cancelled. Desktop
// only.
func (s *Studio) ExportDialog(id string) (string, error) {
	return s.ExportFlowDialog(id, 0, "json")
}

// LibraryChange is the payload of library:changed.
type LibraryChange struct {
	TrajectoryID string `json:"trajectoryId"`
	Revision     int    `json:"revision,omitempty"`
	Reason       string `json:"reason"`
}

func (s *Studio) changed(t *trajectory.Trajectory, reason string) {
	s.emit.Emit(EvLibraryChanged, LibraryChange{TrajectoryID: t.ID, Revision: t.Revision, Reason: reason})
}

// notFound classifies err, replacing the message of a not-found error
// with one that says what to do.
func notFound(err error, format string, args ...any) error {
	e := AsError(err)
	if e.Code == CodeNotFound {
		return &Error{Code: CodeNotFound, Message: fmt.Sprintf(format, args...), err: err}
	}
	return e
}
