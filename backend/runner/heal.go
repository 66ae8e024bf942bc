package runner

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// HealOutcome is what a heal policy did with a run's patches.
type HealOutcome struct {
	// Revision is the stored revision holding the patches (stored
	// trajectories, auto policy).
	Revision int `json:"newRevision,omitempty"`
	// File is the patched copy written next to a trajectory file (auto
	// policy).
	File string `json:"patchedFile,omitempty"`
	// Note says why nothing was written, when patches exist.
	Note string `json:"healNote,omitempty"`
}

// ApplyHeals carries out policy after run r of t. With auto and a passed
// run, a stored trajectory gets a new revision through saver (the
// replayed one is kept, and the patches' Revision is set), and a
// trajectory read from fromFile gets its patched copy written next to it
// as NAME.healed.json (the file itself is left untouched). A run that
// failed writes nothing under any policy: a heal followed by a failure may
// be why it failed. Without patches it does nothing.
func ApplyHeals(saver replay.RevisionSaver, t *trajectory.Trajectory, fromFile string, r *trajectory.Run, policy trajectory.HealPolicy) (HealOutcome, error) {
	var out HealOutcome
	if r == nil {
		return out, nil
	}
	patches := replay.Heals(r)
	if len(patches) == 0 {
		return out, nil
	}
	switch {
	case policy != trajectory.HealAuto:
		out.Note = "suggest policy: the trajectory is unchanged; replay with --heal=auto to save the patches"
		return out, nil
	case r.Status != trajectory.StatusPassed:
		out.Note = "the run failed, so its patches were not saved (a heal before a failure may be why it failed)"
		return out, nil
	case fromFile != "":
		path := HealedPath(fromFile)
		data, err := trajectory.Marshal(replay.ApplyPatches(t, patches))
		if err != nil {
			return out, fmt.Errorf("encoding the healed trajectory: %w", err)
		}
		if err := writeFileAtomic(path, data); err != nil {
			return out, err
		}
		out.File = path
		return out, nil
	case saver == nil:
		out.Note = "no store to save a new revision in: the trajectory is unchanged"
		return out, nil
	}
	saved, err := replay.SaveHealed(saver, t, r)
	if err != nil {
		return out, err
	}
	if saved != nil {
		out.Revision = saved.Revision
	}
	return out, nil
}

// HealedPath is where the auto policy writes the patched copy of the
// trajectory file path: NAME.healed.json next to it.
func HealedPath(path string) string {
	return strings.TrimSuffix(path, filepath.Ext(path)) + ".healed.json"
}

// writeFileAtomic writes through a temp file and a rename, so a crash
// never leaves a half-written file. The file is ReportFileMode, also when
// it replaces one of another mode.
func writeFileAtomic(path string, data []byte) error {
	if err := userfile.WriteAtomic(path, data, ReportFileMode); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}
