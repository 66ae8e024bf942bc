package runner

import (
	_ "embed"
	"encoding/base64"
	"fmt"
	"html/template"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

//go:embed report.html.tmpl
var reportTemplate string

var reportTmpl = template.Must(template.New("report").Parse(reportTemplate))

// InlineBudget is how many bytes of screenshots WriteHTML embeds in
// index.html as data: URIs; screenshots beyond it are written next to it
// (screenshots/KEY.png) and referenced by relative path, so a large suite
// does not make a page browsers choke on.
var InlineBudget = 24 << 20

// WriteHTML writes rep as one self-contained page, dir/index.html (dir is
// created if needed): inline CSS, no scripts, no external URLs; per flow
// and per step the status, chosen locator, timing, error, candidates
// tried, heal patch (old → new, score, tier, before/after) and
// suggestions, with screenshots from blobs embedded. Secret values are
// masked, and control and bidirectional-text characters are written
// visibly (textsafe.Report). It returns the page's path. A directory it
// creates is ReportDirMode and the files it writes ReportFileMode; a
// directory that exists keeps its mode.
func WriteHTML(dir string, rep *Report, blobs BlobReader) (string, error) {
	if err := os.MkdirAll(dir, ReportDirMode); err != nil {
		return "", fmt.Errorf("creating report directory: %w", err)
	}
	img := &imager{blobs: blobs, dir: dir, budget: InlineBudget, done: map[string]template.URL{}}
	v := buildView(rep, img)
	if img.err != nil {
		return "", img.err
	}
	makeReportSafe(&v)
	var b strings.Builder
	if err := reportTmpl.Execute(&b, v); err != nil {
		return "", fmt.Errorf("rendering HTML report: %w", err)
	}
	path := filepath.Join(dir, "index.html")
	if err := writeFileAtomic(path, []byte(b.String())); err != nil {
		return "", fmt.Errorf("writing HTML report: %w", err)
	}
	return path, nil
}

// imager turns blob keys into image URLs: data: URIs within the budget,
// relative files beyond it.
type imager struct {
	blobs  BlobReader
	dir    string
	budget int
	done   map[string]template.URL
	err    error
}

func (m *imager) url(key string) template.URL {
	if key == "" || m.blobs == nil || m.err != nil {
		return ""
	}
	if u, ok := m.done[key]; ok {
		return u
	}
	data, err := m.blobs.Blob(key)
	if err != nil || len(data) == 0 {
		m.done[key] = ""
		return ""
	}
	var u template.URL
	if len(data) <= m.budget {
		m.budget -= len(data)
		// Built from PNG bytes only, so the data: URL is safe to emit.
		u = template.URL("data:image/png;base64," + base64.StdEncoding.EncodeToString(data))
	} else {
		rel := filepath.ToSlash(filepath.Join("screenshots", key+".png"))
		if err := os.MkdirAll(filepath.Join(m.dir, "screenshots"), ReportDirMode); err != nil {
			m.err = fmt.Errorf("creating report screenshot directory: %w", err)
			return ""
		}
		if err := writeFileAtomic(filepath.Join(m.dir, filepath.FromSlash(rel)), data); err != nil {
			m.err = fmt.Errorf("writing report screenshot: %w", err)
			return ""
		}
		u = template.URL(rel)
	}
	m.done[key] = u
	return u
}

type htmlView struct {
	Title    string
	Passed   bool
	C        Counts
	Summary  string
	Started  string
	Duration string
	FPM      string
	Workers  int
	Retries  int
	Heal     string
	Browser  string
	Endpoint string
	Pool     []string
	Shard    string
	Merged   int
	Flows    []htmlFlow
	// Unreadable are the flows that could not be loaded, shown first.
	Unreadable []htmlUnreadable
}

type htmlUnreadable struct {
	Anchor  string
	Name    string
	Ref     string
	Details string
}

type htmlFlow struct {
	Anchor   string
	Name     string
	Ref      string
	Status   string
	Label    string
	Duration string
	Open     bool
	Note     string
	HealNote string
	Endpoint string
	Steps    int
	Attempts []htmlAttempt
}

type htmlAttempt struct {
	N        int
	Of       int
	Final    bool
	Status   string
	Error    string
	Duration string
	Steps    []htmlStep
}

type htmlStep struct {
	N           int
	Instruction string
	Action      string
	Status      string
	Locator     string
	Duration    string
	Error       string
	// Cause is the failure's key fact (StepResult.Cause), shown above
	// the whole error.
	Cause       string
	URL         string
	Tried       []htmlTried
	Heal        *htmlHeal
	Suggestions []htmlSuggestion
	// Refused are the suggestions replay refused (another meaning or
	// identity), listed apart.
	Refused []htmlSuggestion
	Shot    template.URL
}

type htmlTried struct{ Locator, Outcome string }

type htmlSuggestion struct {
	Score       string
	Description string
}

type htmlHeal struct {
	// Scores is Patch.Scores: "score 0.86, runner-up 0.68".
	Tier, Scores, Reason, Old, New, Saved string
	Before, After                         template.URL
}

func buildView(rep *Report, img *imager) htmlView {
	c := rep.Counts()
	v := htmlView{
		Title:    "Reprise run",
		Passed:   rep.Passed(),
		C:        c,
		Summary:  rep.Summary(),
		Started:  rep.StartedAt.Local().Format("2006-01-02 15:04:05 MST"),
		Duration: rep.Duration().Round(time.Millisecond).String(),
		FPM:      fmt.Sprintf("%.1f", rep.FlowsPerMinute()),
		Workers:  rep.Workers,
		Retries:  rep.Retries,
		Heal:     string(rep.Heal),
		Browser:  rep.Browser,
		Endpoint: RedactURL(rep.Endpoint),
		Merged:   rep.Merged,
	}
	for _, e := range rep.Endpoints {
		v.Pool = append(v.Pool, RedactURL(e))
	}
	if rep.Shard.Total > 0 {
		v.Shard = rep.Shard.String()
	}
	for i, u := range rep.Unreadable {
		v.Unreadable = append(v.Unreadable, htmlUnreadable{Anchor: fmt.Sprintf("unreadable-%d", i+1), Name: u.Name(), Ref: u.Ref, Details: u.Details()})
	}
	for i := range rep.Flows {
		f := &rep.Flows[i]
		hf := htmlFlow{
			Anchor:   fmt.Sprintf("flow-%d", i+1),
			Name:     f.Mask(f.Flow.Name()),
			Ref:      f.Flow.Ref,
			Status:   statusClass(f),
			Label:    statusLabel(f),
			Duration: f.Duration.Round(time.Millisecond).String(),
			Note:     f.Note,
			Endpoint: RedactURL(f.Endpoint),
			Open:     f.Status != trajectory.StatusPassed || f.Flaky() || f.Healed() > 0,
		}
		if f.Flow.Trajectory != nil {
			hf.Steps = len(f.Flow.Trajectory.Steps)
		}
		switch {
		case f.Heal.Revision > 0:
			hf.HealNote = fmt.Sprintf("healed steps saved as revision %d (revision %d kept)", f.Heal.Revision, f.Flow.Trajectory.Revision)
		case f.Heal.File != "":
			hf.HealNote = "healed trajectory written to " + f.Heal.File + " (the original file is unchanged)"
		case f.Heal.Note != "":
			hf.HealNote = f.Heal.Note
		}
		for n, r := range f.Runs {
			hf.Attempts = append(hf.Attempts, buildAttempt(f, r, n, img))
		}
		v.Flows = append(v.Flows, hf)
	}
	return v
}

func buildAttempt(f *FlowResult, r *trajectory.Run, n int, img *imager) htmlAttempt {
	a := htmlAttempt{
		N: n + 1, Of: len(f.Runs), Final: n == len(f.Runs)-1,
		Status:   string(r.Status),
		Error:    f.Mask(r.Error),
		Duration: r.FinishedAt.Sub(r.StartedAt).Round(time.Millisecond).String(),
	}
	for _, s := range r.Steps {
		hs := htmlStep{
			N:           s.Index + 1,
			Instruction: f.Instruction(s.Index),
			Action:      string(s.Action),
			Status:      string(s.Status),
			Error:       f.Mask(s.Error),
			URL:         f.Mask(s.URL),
			Shot:        img.url(s.Screenshot),
		}
		if s.Status != trajectory.StatusSkipped {
			hs.Duration = fmt.Sprintf("%d ms", s.DurationMS)
		}
		if s.Winner != nil {
			hs.Locator = f.Mask(s.Winner.String())
		}
		if s.Status == trajectory.StatusFailed {
			for _, t := range s.Attempts {
				hs.Tried = append(hs.Tried, htmlTried{Locator: f.Mask(t.Locator.String()), Outcome: f.Mask(t.Outcome)})
			}
		}
		if s.Status == trajectory.StatusFailed {
			hs.Cause = f.Mask(s.Cause)
		}
		ok, refused := splitSuggestions(s.Suggestions)
		for _, sg := range ok {
			hs.Suggestions = append(hs.Suggestions, htmlSuggestion{Score: fmt.Sprintf("%.2f", sg.Score), Description: f.Mask(sg.Description)})
		}
		for _, sg := range refused {
			hs.Refused = append(hs.Refused, htmlSuggestion{Score: fmt.Sprintf("%.2f", sg.Score), Description: f.Mask(sg.Description)})
		}
		if p := s.Heal; p != nil {
			h := &htmlHeal{Tier: p.Tier, Scores: p.Scores(), Reason: f.Mask(p.Reason), Before: img.url(p.Before), After: img.url(p.After)}
			// The locator the step's Locator column shows, and the
			// recorded one of its kind it replaced.
			if was, now, changed := p.Swap(s.Winner); changed {
				h.Old, h.New = f.Mask(was), f.Mask(now)
			} else if now != "" {
				h.New = f.Mask(now)
			}
			if p.Revision > 0 {
				h.Saved = fmt.Sprintf("saved in revision %d", p.Revision)
			}
			hs.Heal = h
		}
		a.Steps = append(a.Steps, hs)
	}
	return a
}

func statusClass(f *FlowResult) string {
	switch {
	case f.Flaky():
		return "flaky"
	case f.Status == trajectory.StatusPassed:
		return "passed"
	case f.Status == trajectory.StatusSkipped:
		return "skipped"
	}
	return "failed"
}

func statusLabel(f *FlowResult) string {
	switch {
	case f.Flaky():
		return fmt.Sprintf("passed after retry (%d attempts)", len(f.Runs))
	case f.Status == trajectory.StatusFailed && len(f.Runs) > 1:
		return fmt.Sprintf("failed (%d attempts)", len(f.Runs))
	}
	return string(f.Status)
}
