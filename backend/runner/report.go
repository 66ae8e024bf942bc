package runner

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ReportFormat names the JSON report format in its "format" field.
const ReportFormat = "reprise-run-report"

// ReportVersion is the JSON report format's version.
const ReportVersion = 1

// reportJSON is the JSON report: everything the HTML and JUnit reports
// show, so that `reprise report merge` can rebuild both from it.
type reportHeader struct {
	Format     string    `json:"format"`
	Version    int       `json:"version"`
	Passed     bool      `json:"passed"`
	Summary    string    `json:"summary"`
	Shard      string    `json:"shard,omitempty"`
	Merged     int       `json:"mergedReports,omitempty"`
	Workers    int       `json:"workers"`
	Retries    int       `json:"retries"`
	Heal       string    `json:"heal"`
	Browser    string    `json:"browser,omitempty"`
	Endpoint   string    `json:"endpoint,omitempty"`
	Endpoints  []string  `json:"endpoints,omitempty"`
	StartedAt  time.Time `json:"startedAt"`
	FinishedAt time.Time `json:"finishedAt"`
	// Unreadable are the flows that could not be loaded; reports of
	// earlier versions have none.
	Unreadable []unreadableJSON `json:"unreadable,omitempty"`
}

type unreadableJSON struct {
	Ref      string   `json:"ref"`
	File     string   `json:"file,omitempty"`
	Name     string   `json:"name"`
	Status   string   `json:"status"`
	Error    string   `json:"error"`
	Problems []string `json:"problems"`
}

type reportOut struct {
	reportHeader
	Flows []json.RawMessage `json:"flows"`
}

type reportIn struct {
	reportHeader
	Flows []flowJSON `json:"flows"`
}

type flowJSON struct {
	Ref         string                 `json:"ref"`
	File        string                 `json:"file,omitempty"`
	Name        string                 `json:"name"`
	Status      trajectory.Status      `json:"status"`
	DurationMS  int64                  `json:"durationMs"`
	Endpoint    string                 `json:"endpoint,omitempty"`
	Note        string                 `json:"note,omitempty"`
	Heal        HealOutcome            `json:"heal"`
	Screenshots map[string]string      `json:"screenshots,omitempty"`
	Trajectory  *trajectory.Trajectory `json:"trajectory"`
	Runs        []*trajectory.Run      `json:"runs"`
}

// WriteJSON writes rep to path as a JSON report (the directory must
// exist): the run's options and totals and, per flow, its status, the
// endpoint that ran it, the trajectory and every attempt; per flow that
// could not be loaded, its file and problems ("unreadable"). shots (blob key
// → file, from SaveScreenshots) are recorded relative to the report, so
// a directory holding both can be moved, archived by CI, and merged
// (ReadReport, Merge). Secret values are masked; endpoints are redacted.
// The file is ReportFileMode.
func WriteJSON(path string, rep *Report, shots map[string]string) error {
	base, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return fmt.Errorf("writing JSON report: %w", err)
	}
	doc := reportOut{reportHeader: reportHeader{
		Format: ReportFormat, Version: ReportVersion,
		Passed: rep.Passed(), Summary: rep.Summary(), Merged: rep.Merged,
		Workers: rep.Workers, Retries: rep.Retries, Heal: string(rep.Heal),
		Browser: rep.Browser, Endpoint: RedactURL(rep.Endpoint),
		StartedAt: rep.StartedAt, FinishedAt: rep.FinishedAt,
	}, Flows: []json.RawMessage{}}
	if rep.Shard.Total > 0 {
		doc.Shard = rep.Shard.String()
	}
	for _, e := range rep.Endpoints {
		doc.Endpoints = append(doc.Endpoints, RedactURL(e))
	}
	for _, u := range rep.Unreadable {
		doc.Unreadable = append(doc.Unreadable, unreadableJSON{Ref: u.Ref, File: u.File, Name: u.Name(),
			Status: string(trajectory.StatusFailed), Error: u.Message(), Problems: u.Problems})
	}
	for i := range rep.Flows {
		f := &rep.Flows[i]
		fj := flowJSON{
			Ref: f.Flow.Ref, File: f.Flow.File, Name: f.Mask(f.Flow.Name()), Status: f.Status,
			DurationMS: f.Duration.Milliseconds(), Endpoint: RedactURL(f.Endpoint), Note: f.Note, Heal: f.Heal,
			Trajectory: f.Flow.Trajectory, Runs: f.Runs,
		}
		if fj.Runs == nil {
			fj.Runs = []*trajectory.Run{}
		}
		for _, key := range flowBlobKeys(f) {
			p, ok := shots[key]
			if !ok {
				continue
			}
			if abs, err := filepath.Abs(p); err == nil {
				if rel, err := filepath.Rel(base, abs); err == nil {
					p = rel
				}
			}
			if fj.Screenshots == nil {
				fj.Screenshots = map[string]string{}
			}
			fj.Screenshots[key] = filepath.ToSlash(p)
		}
		data, err := json.Marshal(fj)
		if err != nil {
			return fmt.Errorf("writing JSON report: encoding %s: %w", f.Flow.Ref, err)
		}
		doc.Flows = append(doc.Flows, maskJSON(data, f.secrets))
	}
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return fmt.Errorf("writing JSON report: %w", err)
	}
	if err := writeFileAtomic(path, append(data, '\n')); err != nil {
		return fmt.Errorf("writing JSON report: %w", err)
	}
	return nil
}

// maskJSON masks secrets in encoded JSON, both as written and as JSON
// escapes them.
func maskJSON(data []byte, secrets []string) []byte {
	s := string(data)
	for _, v := range secrets {
		if v == "" {
			continue
		}
		enc, _ := json.Marshal(v)
		esc := strings.Trim(string(enc), `"`)
		s = trajectory.Mask(s, []string{v, esc})
	}
	return []byte(s)
}

// flowBlobKeys lists the screenshot keys a flow's runs refer to.
func flowBlobKeys(f *FlowResult) []string {
	var keys []string
	for _, r := range f.Runs {
		for _, s := range r.Steps {
			keys = append(keys, s.Screenshot)
			if s.Heal != nil {
				keys = append(keys, s.Heal.Before, s.Heal.After)
			}
		}
	}
	return keys
}

// ReadReport reads a JSON report WriteJSON wrote: path is the file or a
// directory holding report.json. It returns the report and the
// screenshots it refers to (blob key → file path, resolved against the
// report's directory; files that are gone are left out). Errors wrap
// ErrReport when the file is not such a report.
func ReadReport(path string) (*Report, map[string]string, error) {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		path = filepath.Join(path, "report.json")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("reading report %s: %w", path, err)
	}
	var doc reportIn
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, nil, fmt.Errorf("reading report %s: %w: not JSON: %v", path, ErrReport, err)
	}
	if doc.Format != ReportFormat {
		return nil, nil, fmt.Errorf("reading report %s: %w: not a JSON report of `reprise run --json` (no \"format\": %q)", path, ErrReport, ReportFormat)
	}
	if doc.Version > ReportVersion {
		return nil, nil, fmt.Errorf("reading report %s: %w: format version %d is newer than this Reprise reads (%d): upgrade Reprise", path, ErrReport, doc.Version, ReportVersion)
	}
	rep := &Report{
		Workers: doc.Workers, Retries: doc.Retries, Heal: trajectory.HealPolicy(doc.Heal),
		Browser: doc.Browser, Endpoint: doc.Endpoint, Endpoints: doc.Endpoints, Merged: doc.Merged,
		StartedAt: doc.StartedAt, FinishedAt: doc.FinishedAt,
	}
	if doc.Shard != "" {
		if s, err := ParseShard(doc.Shard); err == nil {
			rep.Shard = s
		}
	}
	for _, u := range doc.Unreadable {
		if len(u.Problems) == 0 {
			u.Problems = []string{u.Error}
		}
		rep.Unreadable = append(rep.Unreadable, Unreadable{Ref: u.Ref, File: u.File, Problems: u.Problems})
	}
	dir := filepath.Dir(path)
	shots := map[string]string{}
	for i, fj := range doc.Flows {
		if fj.Trajectory == nil {
			return nil, nil, fmt.Errorf("reading report %s: %w: flow %d (%s) has no trajectory", path, ErrReport, i+1, fj.Ref)
		}
		fr := FlowResult{
			Flow:     Flow{Ref: fj.Ref, File: fj.File, Trajectory: fj.Trajectory},
			Status:   fj.Status,
			Runs:     fj.Runs,
			Duration: time.Duration(fj.DurationMS) * time.Millisecond,
			Heal:     fj.Heal,
			Note:     fj.Note,
			Endpoint: fj.Endpoint,
		}
		for k, p := range fj.Screenshots {
			p = filepath.FromSlash(p)
			if !filepath.IsAbs(p) {
				p = filepath.Join(dir, p)
			}
			if _, err := os.Stat(p); err == nil {
				shots[k] = p
			}
		}
		rep.Flows = append(rep.Flows, fr)
	}
	return rep, shots, nil
}

// FileBlobs reads screenshots from files: blob key → path, as ReadReport
// returns them.
type FileBlobs map[string]string

// Blob returns the content of key's file.
func (m FileBlobs) Blob(key string) ([]byte, error) {
	p, ok := m[key]
	if !ok {
		return nil, fmt.Errorf("screenshot %s: not in any merged report", key)
	}
	return os.ReadFile(p)
}
