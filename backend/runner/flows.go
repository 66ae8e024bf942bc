package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// Flow is one trajectory to run, with where it came from.
type Flow struct {
	// Ref names the flow in reports: the trajectory file's path (as given
	// or as found in a directory or glob) or, for a stored trajectory, its
	// full id.
	Ref string
	// File is the trajectory file the flow was read from; "" for a
	// trajectory from the store.
	File string
	// Trajectory is the flow itself.
	Trajectory *trajectory.Trajectory
	// Row is the row of values this run of the flow uses (a data-driven
	// run, WithRows); nil otherwise.
	Row *Row
}

// Stored reports whether the flow came from the store rather than a file.
func (f Flow) Stored() bool { return f.File == "" }

// Name is the flow's display name: the trajectory's name, else its file's
// base name or its id.
func (f Flow) Name() string {
	name := f.Ref
	switch {
	case f.Trajectory != nil && strings.TrimSpace(f.Trajectory.Name) != "":
		name = f.Trajectory.Name
	case f.File != "":
		name = strings.TrimSuffix(filepath.Base(f.File), filepath.Ext(f.File))
	case f.Row != nil:
		return f.Ref // it names the row
	}
	if f.Row != nil {
		if f.Row.Label != "" {
			return fmt.Sprintf("%s [row %d: %s]", name, f.Row.Number, f.Row.Label)
		}
		return fmt.Sprintf("%s [row %d]", name, f.Row.Number)
	}
	return name
}

// values are the flow's variable values: its row's (a data-driven run)
// over vars (--var, vars files), over the environment's, over the flow's
// defaults.
func (f Flow) values(vars map[string]string, lookupEnv func(string) (string, bool)) map[string]string {
	if f.Row != nil {
		merged := make(map[string]string, len(vars)+len(f.Row.Values))
		for k, v := range vars {
			merged[k] = v
		}
		for k, v := range f.Row.Values {
			merged[k] = v
		}
		vars = merged
	}
	return valuesFor(f.Trajectory, vars, lookupEnv)
}

// TrajectorySource finds stored trajectories by id or unique id prefix;
// *cache.Store implements it.
type TrajectorySource interface {
	Trajectory(idOrPrefix string) (*trajectory.Trajectory, error)
}

// Resolve turns command-line PATHS into flows, in the order given. A path
// may be:
//
//   - a trajectory JSON file;
//   - a directory: every *.json trajectory file directly in it, sorted by
//     name (JSON files that are not trajectories, i.e. objects without a
//     "steps" key such as a vars file, and *.healed.json copies written
//     by --heal=auto are left out);
//   - a glob such as flows/*.json (matched directories expand as above);
//   - a stored trajectory's id or unique id prefix, looked up in src
//     (which may be nil when no store is available).
//
// A path that names the same file or stored trajectory as an earlier one
// is run once. A file or stored trajectory that exists but cannot be
// loaded — not JSON, a step that does not validate, a recording of
// another tool, a damaged value in the store — is returned in the second
// list rather than as an error, so that a run runs the rest and reports
// it as a failed test case. Every path that names nothing (no such file,
// an empty directory, a glob that matches nothing, no such stored id) is
// reported, in one error that also names what could not be loaded;
// ErrNoFlows when no path names anything.
func Resolve(paths []string, src TrajectorySource) ([]Flow, []Unreadable, error) {
	var flows []Flow
	var unreadable []Unreadable
	var errs []error
	seen := map[string]bool{}
	addFile := func(path string) {
		key := "file:" + absPath(path)
		if seen[key] {
			return
		}
		seen[key] = true
		t, err := importer.LoadFlowFile(path)
		if err != nil {
			unreadable = append(unreadable, Unreadable{Ref: filepath.Clean(path), File: filepath.Clean(path), Problems: loadProblems(err)})
			return
		}
		flows = append(flows, Flow{Ref: filepath.Clean(path), File: filepath.Clean(path), Trajectory: t})
	}
	addDir := func(dir string) int {
		files, err := trajectoryFiles(dir)
		if err != nil {
			errs = append(errs, &PathError{Path: dir, Reason: "reading directory", Err: err})
			return 0
		}
		for _, f := range files {
			addFile(f)
		}
		return len(files)
	}
	for _, p := range paths {
		if fi, err := os.Stat(p); err == nil {
			if fi.IsDir() {
				if addDir(p) == 0 {
					errs = append(errs, &PathError{Path: p, Reason: "directory holds no trajectory *.json files"})
				}
			} else {
				addFile(p)
			}
			continue
		}
		if strings.ContainsAny(p, "*?[") {
			matches, err := filepath.Glob(p)
			if err != nil {
				errs = append(errs, &PathError{Path: p, Reason: "bad glob pattern", Err: err})
				continue
			}
			n := 0
			sort.Strings(matches)
			for _, m := range matches {
				if fi, err := os.Stat(m); err == nil && fi.IsDir() {
					n += addDir(m)
				} else if strings.HasSuffix(m, ".json") && !strings.HasSuffix(m, ".healed.json") {
					addFile(m)
					n++
				}
			}
			if n == 0 {
				errs = append(errs, &PathError{Path: p, Reason: "glob matches no trajectory *.json files"})
			}
			continue
		}
		if strings.HasSuffix(p, ".json") || strings.ContainsRune(p, os.PathSeparator) || strings.ContainsRune(p, '/') {
			errs = append(errs, &PathError{Path: p, Reason: "no such file or directory"})
			continue
		}
		if src == nil {
			errs = append(errs, &PathError{Path: p, Reason: "not a file, directory or glob, and no store to look up a trajectory id in"})
			continue
		}
		t, err := src.Trajectory(p)
		if errors.Is(err, cache.ErrCorrupt) {
			if !seen["id:"+p] {
				seen["id:"+p] = true
				unreadable = append(unreadable, Unreadable{Ref: p, Problems: []string{storeDamaged(err)}})
			}
			continue
		}
		if err != nil {
			errs = append(errs, &PathError{Path: p, Reason: "not a file, directory or glob, nor a stored trajectory", Err: err})
			continue
		}
		if seen["id:"+t.ID] {
			continue
		}
		seen["id:"+t.ID] = true
		flows = append(flows, Flow{Ref: t.ID, Trajectory: t})
	}
	if len(errs) > 0 {
		// The run stops: say at once what else is wrong.
		for _, u := range unreadable {
			errs = append(errs, errors.New(u.Message()))
		}
		return nil, nil, errors.Join(errs...)
	}
	if len(flows) == 0 && len(unreadable) == 0 {
		return nil, nil, ErrNoFlows
	}
	return flows, unreadable, nil
}

// Unreadable is a flow that exists but could not be loaded: a trajectory
// file that is not JSON or does not validate, a recording of another
// tool, a stored trajectory whose value is damaged. A run reports it as a
// failed test case (Report.Unreadable) instead of stopping.
type Unreadable struct {
	// Ref names it as Flow.Ref does: the file's path, or the stored id
	// or prefix as given.
	Ref string
	// File is the trajectory file; "" for a stored trajectory.
	File string
	// Problems say what is wrong, one each, with the step and field
	// where the loader knows them: `step 3 (s3) action: unknown action
	// "clik" (known: …)`.
	Problems []string
}

// Name is the name reports give it: the file's base name, or the id.
func (u Unreadable) Name() string { return Flow{Ref: u.Ref, File: u.File}.Name() }

// Message says on one line what could not be read and why: "could not
// read flows/checkout.json: step 3 (s3) action: unknown action …".
func (u Unreadable) Message() string {
	why := strings.Join(u.Problems, "; ")
	if len(u.Problems) > 1 {
		why = fmt.Sprintf("%d problems: %s", len(u.Problems), why)
	}
	return "could not read " + u.what() + ": " + why
}

// Details are Message with one problem a line, for a report's body.
func (u Unreadable) Details() string {
	var b strings.Builder
	fmt.Fprintf(&b, "could not read %s:\n", u.what())
	for _, p := range u.Problems {
		fmt.Fprintf(&b, "  - %s\n", p)
	}
	return b.String()
}

func (u Unreadable) what() string {
	if u.File == "" {
		return "stored flow " + u.Ref
	}
	return u.File
}

// storeDamaged is the problem of a stored trajectory whose value does
// not read, err: what is wrong with it and what to do.
func storeDamaged(err error) string {
	return "the store's copy is damaged (" + strings.Join(loadProblems(err), "; ") +
		"): run `reprise store check` for details, `reprise store repair` to keep what reads"
}

// loadProblems turns the loader's error into problems a person reads:
// each problem a validation found (without the file name and count the
// error starts with), else the error without the path an open or read
// error repeats.
func loadProblems(err error) []string {
	var verr *trajectory.ValidationError
	if errors.As(err, &verr) && len(verr.Problems) > 0 {
		out := make([]string, len(verr.Problems))
		for i, p := range verr.Problems {
			out[i] = p.String()
		}
		return out
	}
	var perr *fs.PathError
	if errors.As(err, &perr) {
		return []string{perr.Err.Error()}
	}
	return []string{err.Error()}
}

// trajectoryFiles lists the trajectory files directly in dir, sorted.
func trajectoryFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".json") || strings.HasSuffix(name, ".healed.json") {
			continue
		}
		path := filepath.Join(dir, name)
		if !looksLikeTrajectory(path) {
			continue
		}
		out = append(out, path)
	}
	sort.Strings(out)
	return out, nil
}

// looksLikeTrajectory reports whether path holds a JSON object with a
// "steps" key, or is not a JSON object at all (so that LoadFile reports
// what is wrong with it rather than the file being skipped silently).
func looksLikeTrajectory(path string) bool {
	data, err := userfile.Read(context.Background(), path)
	if err != nil {
		return true
	}
	var obj map[string]json.RawMessage
	if !bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")) || json.Unmarshal(data, &obj) != nil {
		return true
	}
	_, ok := obj["steps"]
	return ok
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return filepath.Clean(p)
}

// Describe lists flows one per line ("REF  NAME (N steps)"), for logs.
func Describe(flows []Flow) string {
	var b strings.Builder
	for _, f := range flows {
		fmt.Fprintf(&b, "%s  %s (%d steps)\n", f.Ref, f.Name(), len(f.Trajectory.Steps))
	}
	return b.String()
}
