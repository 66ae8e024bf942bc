// Package library holds the rules for adding flows to the store from
// outside: imported files in the CLI and, in time, the studio. Import is
// all-or-nothing, never turns an import into a revision of a stored flow
// unless asked, and recognises an import of what is already stored.
package library

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Policy says what Import does with a flow whose id is already stored.
type Policy int

const (
	// Ask refuses the import with an error naming the flow and the two
	// choices below (the CLI's --as-new and --as-revision).
	Ask Policy = iota
	// AsNew stores the flow under a new id, next to the stored one.
	AsNew
	// AsRevision stores the flow as the next revision of the stored one.
	AsRevision
)

// ErrExists is wrapped by errors for an id that is already stored when
// the policy is Ask.
var ErrExists = errors.New("a flow with this id is already in the library")

// Item is one flow to import and where it comes from.
type Item struct {
	// Source names the input in messages (a file name).
	Source string
	// Trajectory is the flow to store; Import does not change it.
	Trajectory *trajectory.Trajectory
}

// Action is what Import did, or would do, with one item.
type Action string

// The actions of an Outcome.
const (
	// Created: a new flow in the library.
	Created Action = "created"
	// Revised: a new revision of a stored flow.
	Revised Action = "revised"
	// Unchanged: the stored latest revision already holds this flow;
	// nothing was added.
	Unchanged Action = "unchanged"
)

// Outcome is what happened to one item.
type Outcome struct {
	// Source is the item's Source.
	Source string
	// Action is what was (or, from Plan, would be) done.
	Action Action
	// Trajectory is the stored flow: the new revision, or the stored
	// latest for Unchanged. From Plan it is the flow that would be saved,
	// without its final id when the store will choose one.
	Trajectory *trajectory.Trajectory
	// Message says what happened, for the user: "created flow ab12 …".
	Message string
}

// Store is what Import needs of the store (*cache.Store).
type Store interface {
	TrajectoryByID(id string) (*trajectory.Trajectory, bool, error)
	ListTrajectories() ([]cache.Summary, error)
	SaveTrajectories(ts []*trajectory.Trajectory) ([]*trajectory.Trajectory, error)
}

var _ Store = (*cache.Store)(nil)

// Plan checks every item against the store and the policy and says what
// Import would do, saving nothing; an error lists every item that cannot
// be imported. It is what a dry run prints.
func Plan(st Store, items []Item, p Policy) ([]Outcome, error) {
	var outs []Outcome
	var errs []error
	ids := map[string]string{}
	for _, it := range items {
		o, err := plan(st, it, p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if id := o.Trajectory.ID; id != "" && o.Action != Unchanged {
			if prev, dup := ids[id]; dup {
				errs = append(errs, fmt.Errorf("%s: flow id %s is also in %s: import them one at a time, or with --as-new", it.Source, id, prev))
				continue
			}
			ids[id] = it.Source
		}
		outs = append(outs, o)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return outs, nil
}

// plan decides what to do with one item.
func plan(st Store, it Item, p Policy) (Outcome, error) {
	src := it.Source
	if src == "" {
		src = "input"
	}
	if it.Trajectory == nil {
		return Outcome{}, fmt.Errorf("%s: no flow to import", src)
	}
	t := *it.Trajectory
	t.Revision, t.CreatedAt, t.UpdatedAt = 0, time.Time{}, time.Time{}
	if t.Version == 0 {
		t.Version = trajectory.FormatVersion
	}
	if strings.TrimSpace(t.Name) == "" {
		// A flow with no name is listed as its id: the file's name
		// says more ("checkout.recording.json" → "checkout").
		t.Name = nameOfFile(it.Source)
	}
	// Secret values never come in from a file.
	t.Variables = append([]trajectory.Variable(nil), t.Variables...)
	for i := range t.Variables {
		if t.Variables[i].Secret {
			t.Variables[i].Default = ""
		}
	}
	if err := t.Validate(); err != nil {
		return Outcome{}, fmt.Errorf("%s: %w", src, err)
	}
	o := Outcome{Source: src, Action: Created, Trajectory: &t}
	if t.ID == "" {
		// A file without an id (a DevTools recording, a Stagehand cache)
		// imported again would make a second, identical flow.
		if p != AsNew {
			stored, err := sameStored(st, &t)
			if err != nil {
				return Outcome{}, fmt.Errorf("%s: %w", src, err)
			}
			if stored != nil {
				o.Action, o.Trajectory = Unchanged, stored
				o.Message = fmt.Sprintf("%s: flow %s already holds these steps (revision %d): nothing added; import with --as-new for a copy", src, label(stored), stored.Revision)
				return o, nil
			}
		}
		o.Message = fmt.Sprintf("%s: new flow %s", src, label(&t))
		return o, nil
	}
	if err := cache.CheckTrajectoryID(t.ID); err != nil {
		return Outcome{}, fmt.Errorf("%s: the flow's id cannot be stored (%w): fix \"id\" in the file, or remove it to get a new one", src, err)
	}
	stored, deleted, err := st.TrajectoryByID(t.ID)
	switch {
	case errors.Is(err, cache.ErrNotFound):
		o.Message = fmt.Sprintf("%s: new flow %s", src, label(&t))
		return o, nil
	case err != nil:
		return Outcome{}, fmt.Errorf("%s: %w", src, err)
	}
	if p == AsNew {
		t.ID = ""
		o.Message = fmt.Sprintf("%s: flow %s is already in the library; imported as a new flow", src, label(stored))
		return o, nil
	}
	if deleted {
		return Outcome{}, fmt.Errorf("%s: flow %s was deleted from the library: undelete it first, or import with --as-new to store this one under a new id", src, label(stored))
	}
	if same(stored, &t) {
		o.Action, o.Trajectory = Unchanged, stored
		o.Message = fmt.Sprintf("%s: flow %s is already in the library as revision %d, unchanged: nothing added", src, label(stored), stored.Revision)
		return o, nil
	}
	if p != AsRevision {
		return Outcome{}, fmt.Errorf("%s: %w: %s, revision %d. Import with --as-revision to save this file as its revision %d, or with --as-new to keep both under different ids",
			src, ErrExists, label(stored), stored.Revision, stored.Revision+1)
	}
	o.Action = Revised
	o.Message = fmt.Sprintf("%s: flow %s gets revision %d", src, label(stored), stored.Revision+1)
	return o, nil
}

// Import stores every item by the rules of Plan, in one transaction:
// when any item cannot be imported, or the save fails, nothing is stored
// and the error names each item at fault.
func Import(st Store, items []Item, p Policy) ([]Outcome, error) {
	outs, err := Plan(st, items, p)
	if err != nil {
		return nil, err
	}
	var save []*trajectory.Trajectory
	for _, o := range outs {
		if o.Action != Unchanged {
			save = append(save, o.Trajectory)
		}
	}
	if len(save) == 0 {
		return outs, nil
	}
	saved, err := st.SaveTrajectories(save)
	if err != nil {
		return nil, fmt.Errorf("nothing was imported: %w", err)
	}
	for i := range outs {
		if outs[i].Action == Unchanged {
			continue
		}
		s := saved[0]
		saved = saved[1:]
		outs[i].Trajectory = s
		switch outs[i].Action {
		case Created:
			outs[i].Message = fmt.Sprintf("%s: created flow %s", outs[i].Source, label(s))
		case Revised:
			outs[i].Message = fmt.Sprintf("%s: saved as revision %d of flow %s", outs[i].Source, s.Revision, label(s))
		}
	}
	return outs, nil
}

// sameStored returns the stored flow that holds t (which has no id) as its
// latest revision, or nil: one of the same name and number of steps whose
// content is t's.
func sameStored(st Store, t *trajectory.Trajectory) (*trajectory.Trajectory, error) {
	list, err := st.ListTrajectories()
	if err != nil {
		return nil, err
	}
	for _, sum := range list {
		if sum.Steps != len(t.Steps) || strings.TrimSpace(sum.Name) != strings.TrimSpace(t.Name) {
			continue
		}
		stored, deleted, err := st.TrajectoryByID(sum.ID)
		if err != nil || deleted {
			continue // unreadable or gone: not a copy to keep the user from
		}
		c := *t
		c.ID = stored.ID
		if same(stored, &c) {
			return stored, nil
		}
	}
	return nil, nil
}

// same reports whether a and b hold the same flow, ignoring what the
// store owns (revision, timestamps, format version) and how each came to
// be (Source): a flow exported as a Chrome DevTools Recorder file and
// imported back is the same flow, though its file's format differs from
// the one it was first imported from.
func same(a, b *trajectory.Trajectory) bool {
	norm := func(t *trajectory.Trajectory) []byte {
		c := *t
		c.Revision, c.CreatedAt, c.UpdatedAt, c.Version = 0, time.Time{}, time.Time{}, trajectory.FormatVersion
		c.Source = trajectory.Source{}
		data, err := trajectory.Marshal(&c)
		if err != nil {
			return nil
		}
		return data
	}
	x, y := norm(a), norm(b)
	return x != nil && bytes.Equal(x, y)
}

// nameOfFile is a flow name made of a file's name, its extensions left
// out: "exports/checkout.recording.json" → "checkout"; "" for no file.
func nameOfFile(source string) string {
	base := filepath.Base(filepath.Clean(source))
	if source == "" || base == "." || base == string(filepath.Separator) {
		return ""
	}
	for _, ext := range []string{".json", ".recording", ".yaml", ".yml", ".txt"} {
		base = strings.TrimSuffix(base, ext)
	}
	return strings.TrimSpace(base)
}

// label names a flow for a user: "Log in (ab12cd34ef)".
func label(t *trajectory.Trajectory) string {
	name := strings.TrimSpace(t.Name)
	switch {
	case name == "" && t.ID == "":
		return "(unnamed)"
	case t.ID == "":
		return fmt.Sprintf("%q", name)
	case name == "":
		return t.ID
	}
	return fmt.Sprintf("%q (%s)", name, t.ID)
}
