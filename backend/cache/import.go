package cache

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ImportMode says where an imported flow is stored.
type ImportMode string

// The import modes.
const (
	// ImportNew stores the flow as a new flow with a new id, whatever id
	// the file carries. It is the default.
	ImportNew ImportMode = "new"
	// ImportRevision stores the flow as the next revision of the stored
	// flow whose id the file carries; there must be one.
	ImportRevision ImportMode = "revision"
)

// ParseImportMode returns the mode named s; "" is ImportNew.
func ParseImportMode(s string) (ImportMode, error) {
	switch ImportMode(strings.ToLower(strings.TrimSpace(s))) {
	case "", ImportNew:
		return ImportNew, nil
	case ImportRevision:
		return ImportRevision, nil
	}
	return "", fmt.Errorf("%w: import mode %q: use %q (a new flow) or %q (a new revision of the stored flow with the file's id)", ErrInvalid, s, ImportNew, ImportRevision)
}

// What ImportTrajectory did.
const (
	// ImportCreated: a new flow was added to the library.
	ImportCreated = "created"
	// ImportRevised: a new revision of a stored flow was added.
	ImportRevised = "revised"
	// ImportUnchanged: the stored latest revision already holds the
	// flow; nothing was added.
	ImportUnchanged = "unchanged"
)

// ImportOutcome is what ImportTrajectory did with one flow.
type ImportOutcome struct {
	// Action is ImportCreated, ImportRevised or ImportUnchanged.
	Action string `json:"action"`
	// Trajectory is the stored flow: the new revision, or for
	// ImportUnchanged the stored latest revision.
	Trajectory *trajectory.Trajectory `json:"trajectory"`
	// Message says what happened, for the user.
	Message string `json:"message"`
}

// ImportTrajectory stores an imported flow by the library's id policy,
// in one transaction:
//
//   - ImportNew: always a new flow under a new id (the file's id is not
//     reused, so an import never overwrites a flow by accident, and
//     importing a flow next to itself is how a user copies it).
//   - ImportRevision: the next revision of the stored flow with the
//     file's id. When that flow's latest revision already holds the same
//     flow (ignoring revision, timestamps and format version) nothing is
//     added: the outcome is ImportUnchanged with the stored revision. A
//     file without an id, an id the library does not hold and a deleted
//     flow are errors (wrapping ErrInvalid, ErrNotFound and ErrDeleted)
//     that say what to do instead.
//
// Secret variables lose any default the file carries;
// t itself is not changed. An invalid flow wraps a
// *trajectory.ValidationError and nothing is stored.
func (s *Store) ImportTrajectory(t *trajectory.Trajectory, mode ImportMode, source string) (ImportOutcome, error) {
	if t == nil {
		return ImportOutcome{}, fmt.Errorf("importing: %w: no flow", ErrInvalid)
	}
	if source == "" {
		source = "imported file"
	}
	mode, err := ParseImportMode(string(mode))
	if err != nil {
		return ImportOutcome{}, err
	}
	c := *t
	c.Revision, c.CreatedAt, c.UpdatedAt = 0, time.Time{}, time.Time{}
	if c.Version == 0 {
		c.Version = trajectory.FormatVersion
	}
	if c.Source.Kind == "" {
		c.Source.Kind = "import"
	}
	c.Variables = append([]trajectory.Variable(nil), c.Variables...)
	for i := range c.Variables {
		if c.Variables[i].Secret {
			c.Variables[i].Default = "" // secret values never come in from a file
		}
	}
	if err := c.Validate(); err != nil {
		return ImportOutcome{}, fmt.Errorf("importing %s: %w", source, err)
	}
	if c.ID != "" {
		if err := checkID("trajectory", c.ID); err != nil {
			return ImportOutcome{}, fmt.Errorf("importing %s: the flow's id cannot be stored (%w): import it as a new flow", source, err)
		}
	}
	if mode == ImportRevision && c.ID == "" {
		return ImportOutcome{}, &ImportError{Source: source, Err: ErrInvalid,
			Reason: "the file carries no flow id, so it cannot be a revision of a stored flow: import it as a new flow"}
	}
	var out ImportOutcome
	err = s.update(func(txn *badger.Txn) error {
		out = ImportOutcome{}
		var head headRecord
		var stored *trajectory.Trajectory
		if c.ID != "" {
			switch err := getJSON(txn, trajHeadKey(c.ID), &head); {
			case errors.Is(err, ErrNotFound):
				head = headRecord{}
			case err != nil:
				return err
			case !head.Deleted:
				if stored, err = readRevision(txn, c.ID, head.Revision); err != nil {
					return err
				}
			}
		}
		if mode == ImportRevision && stored != nil && sameFlow(stored, &c) {
			out = ImportOutcome{Action: ImportUnchanged, Trajectory: stored,
				Message: fmt.Sprintf("%s is already in the library as revision %d of %s, unchanged: nothing added", source, stored.Revision, flowLabel(stored))}
			return nil
		}
		if mode == ImportNew {
			n := c
			id, err := freshTrajectoryID(txn)
			if err != nil {
				return err
			}
			n.ID = id
			saved, err := s.writeRevision(txn, id, &n, headRecord{})
			if err != nil {
				return err
			}
			out = ImportOutcome{Action: ImportCreated, Trajectory: saved, Message: fmt.Sprintf("%s: created flow %s", source, flowLabel(saved))}
			return nil
		}
		switch {
		case head.Revision == 0:
			return &ImportError{Source: source, Err: ErrNotFound,
				Reason: fmt.Sprintf("the library holds no flow with id %s, so the file cannot be its revision: import it as a new flow", c.ID)}
		case head.Deleted:
			return &ImportError{Source: source, Err: ErrDeleted,
				Reason: fmt.Sprintf("flow %s was deleted from the library: undelete it first, or import the file as a new flow", c.ID)}
		}
		saved, err := s.writeRevision(txn, c.ID, &c, head)
		if err != nil {
			return err
		}
		out = ImportOutcome{Action: ImportRevised, Trajectory: saved, Message: fmt.Sprintf("%s: saved as revision %d of flow %s", source, saved.Revision, flowLabel(saved))}
		return nil
	})
	var ie *ImportError
	if errors.As(err, &ie) {
		return ImportOutcome{}, ie
	}
	if err != nil {
		return ImportOutcome{}, fmt.Errorf("importing %s: %w", source, err)
	}
	return out, nil
}

// ImportError says why ImportTrajectory refused a file, in the user's
// words; errors.Is matches its cause (ErrInvalid, ErrNotFound or
// ErrDeleted).
type ImportError struct {
	// Source names the file.
	Source string
	// Reason says what is wrong and what to do.
	Reason string
	// Err is the cause.
	Err error
}

func (e *ImportError) Error() string { return e.Source + ": " + e.Reason }

// Unwrap returns the cause.
func (e *ImportError) Unwrap() error { return e.Err }

// sameFlow reports whether a and b hold the same flow, ignoring what the
// store owns (revision, timestamps, format version).
func sameFlow(a, b *trajectory.Trajectory) bool {
	norm := func(t *trajectory.Trajectory) []byte {
		c := *t
		c.Revision, c.CreatedAt, c.UpdatedAt, c.Version = 0, time.Time{}, time.Time{}, trajectory.FormatVersion
		data, err := trajectory.Marshal(&c)
		if err != nil {
			return nil
		}
		return data
	}
	x, y := norm(a), norm(b)
	return x != nil && bytes.Equal(x, y)
}

// flowLabel names a flow for a user: `"Log in" (ab12cd34ef)`.
func flowLabel(t *trajectory.Trajectory) string {
	if name := strings.TrimSpace(t.Name); name != "" {
		return fmt.Sprintf("%q (%s)", name, t.ID)
	}
	return t.ID
}
