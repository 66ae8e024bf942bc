package runner

import (
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// The JUnit XML shape most CI systems read (Jenkins, GitLab, GitHub
// Actions reporters, Azure DevOps, CircleCI): testsuites > testsuite >
// testcase with failure, error, skipped and system-out, plus Maven
// Surefire's rerunFailure and flakyFailure for retried flows (Jenkins and
// several reporters count flaky tests from them; the rest ignore them).

type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Skipped  int          `xml:"skipped,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name       string          `xml:"name,attr"`
	Tests      int             `xml:"tests,attr"`
	Failures   int             `xml:"failures,attr"`
	Errors     int             `xml:"errors,attr"`
	Skipped    int             `xml:"skipped,attr"`
	Time       string          `xml:"time,attr"`
	Timestamp  string          `xml:"timestamp,attr"`
	Hostname   string          `xml:"hostname,attr,omitempty"`
	Properties []junitProperty `xml:"properties>property"`
	Cases      []junitCase     `xml:"testcase"`
}

type junitProperty struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type junitCase struct {
	Name      string         `xml:"name,attr"`
	Classname string         `xml:"classname,attr"`
	Time      string         `xml:"time,attr"`
	File      string         `xml:"file,attr,omitempty"`
	Failure   *junitProblem  `xml:"failure"`
	Error     *junitProblem  `xml:"error"`
	Skipped   *junitProblem  `xml:"skipped"`
	Reruns    []junitRerun   `xml:"rerunFailure"`
	Flaky     []junitRerun   `xml:"flakyFailure"`
	SystemOut *junitCharData `xml:"system-out"`

	// Properties say which endpoint ran the flow (pools, merged shards).
	Properties []junitProperty `xml:"properties>property"`
}

type junitProblem struct {
	Message string `xml:"message,attr,omitempty"`
	Type    string `xml:"type,attr,omitempty"`
	Body    string `xml:",cdata"`
}

type junitRerun struct {
	Message    string        `xml:"message,attr"`
	Type       string        `xml:"type,attr"`
	StackTrace junitCharData `xml:"stackTrace"`
}

type junitCharData struct {
	Text string `xml:",cdata"`
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.3f", d.Seconds()) }

// WriteJUnit writes rep as JUnit XML: one testsuite for the run, one
// testcase per flow (classname: the trajectory file or stored id; name:
// the trajectory's name). A failed flow's <failure> names the failing
// step, what was tried, the closest elements and the screenshot; shots
// maps screenshot blob keys to the files SaveScreenshots wrote, which are
// also listed as [[ATTACHMENT|path]] (Jenkins' junit-attachments and
// GitLab show them). A flow that passed on a retry is a passed testcase
// with one <flakyFailure> per failed attempt and a note in <system-out>;
// a flow that failed every attempt has its earlier attempts as
// <rerunFailure>. A flow that could not be loaded (Report.Unreadable) is
// a testcase, before the others, with an <error> that names the file and
// what is wrong with it. Secret values are masked throughout, and control
// and bidirectional-text characters are written visibly (textsafe.Report),
// so the file is always well-formed XML.
func WriteJUnit(w io.Writer, rep *Report, shots map[string]string) error {
	c := rep.Counts()
	suite := junitSuite{
		Name:      "reprise run",
		Tests:     c.Total,
		Skipped:   c.Skipped,
		Time:      seconds(rep.Duration()),
		Timestamp: rep.StartedAt.UTC().Format("2006-01-02T15:04:05"),
		Properties: []junitProperty{
			{"workers", fmt.Sprint(rep.Workers)},
			{"retries", fmt.Sprint(rep.Retries)},
			{"heal", string(rep.Heal)},
			{"llmCalls", "0"},
		},
	}
	if h, err := os.Hostname(); err == nil {
		suite.Hostname = h
	}
	if rep.Browser != "" {
		suite.Properties = append(suite.Properties, junitProperty{"browser", rep.Browser})
	}
	if rep.Endpoint != "" {
		suite.Properties = append(suite.Properties, junitProperty{"endpoint", RedactURL(rep.Endpoint)})
	}
	suite.Properties = append(suite.Properties, scaleProperties(rep)...)
	for _, u := range rep.Unreadable {
		suite.Cases = append(suite.Cases, junitCase{Name: u.Name(), Classname: u.Ref, Time: seconds(0), File: u.File,
			Error: &junitProblem{Message: u.Message(), Type: "UnreadableFlow", Body: u.Details()}})
		suite.Errors++
	}
	for i := range rep.Flows {
		tc := junitTestcase(&rep.Flows[i], shots)
		switch {
		case tc.Failure != nil:
			suite.Failures++
		case tc.Error != nil:
			suite.Errors++
		}
		suite.Cases = append(suite.Cases, tc)
	}
	doc := junitSuites{Name: "reprise", Tests: suite.Tests, Failures: suite.Failures, Errors: suite.Errors,
		Skipped: suite.Skipped, Time: suite.Time, Suites: []junitSuite{suite}}
	// XML 1.0 forbids control characters and encoding/xml writes CDATA
	// as is: one in a flow's text would make the whole file unreadable.
	makeReportSafe(&doc)
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return fmt.Errorf("writing JUnit XML: %w", err)
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("writing JUnit XML: %w", err)
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return fmt.Errorf("writing JUnit XML: %w", err)
	}
	return nil
}

// scaleProperties are the suite properties of a sharded, pooled or
// merged run.
func scaleProperties(rep *Report) []junitProperty {
	var ps []junitProperty
	if rep.Shard.Total > 0 {
		ps = append(ps, junitProperty{"shard", rep.Shard.String()})
	}
	if rep.Merged > 0 {
		ps = append(ps, junitProperty{"mergedReports", fmt.Sprint(rep.Merged)})
	}
	for _, e := range rep.Endpoints {
		ps = append(ps, junitProperty{"poolEndpoint", RedactURL(e)})
	}
	return ps
}

func junitTestcase(f *FlowResult, shots map[string]string) junitCase {
	tc := junitCase{Name: f.Mask(f.Flow.Name()), Classname: f.Flow.Ref, Time: seconds(f.Duration), File: f.Flow.File}
	if f.Endpoint != "" {
		tc.Properties = append(tc.Properties, junitProperty{"endpoint", RedactURL(f.Endpoint)})
	}
	var out strings.Builder
	final := f.Final()
	switch {
	case f.Status == trajectory.StatusSkipped:
		tc.Skipped = &junitProblem{Message: f.Note}
	case f.Status == trajectory.StatusPassed:
		for n, r := range f.Runs[:len(f.Runs)-1] {
			msg, typ, body := failureText(f, r, shots, true)
			tc.Flaky = append(tc.Flaky, junitRerun{Message: msg, Type: typ, StackTrace: junitCharData{body}})
			fmt.Fprintf(&out, "attempt %d of %d failed: %s\n", n+1, len(f.Runs), msg)
		}
		if f.Flaky() {
			fmt.Fprintf(&out, "FLAKY: passed after retry (attempt %d of %d)\n\n", len(f.Runs), len(f.Runs))
		}
	case f.Status == trajectory.StatusCancel:
		msg, _, body := failureText(f, final, shots, true)
		tc.Error = &junitProblem{Message: "cancelled: " + msg, Type: "Cancelled", Body: body}
	default:
		msg, typ, body := failureText(f, final, shots, true)
		if len(f.Runs) > 1 {
			msg = fmt.Sprintf("failed in all %d attempts; last: %s", len(f.Runs), msg)
			for _, r := range f.Runs[:len(f.Runs)-1] {
				m, t, b := failureText(f, r, shots, true)
				tc.Reruns = append(tc.Reruns, junitRerun{Message: m, Type: t, StackTrace: junitCharData{b}})
			}
		}
		tc.Failure = &junitProblem{Message: msg, Type: typ, Body: body}
	}
	if final != nil {
		writeStepLog(&out, f, final, shots, true)
	}
	if f.Note != "" {
		fmt.Fprintf(&out, "note: %s\n", f.Note)
	}
	if out.Len() > 0 {
		tc.SystemOut = &junitCharData{Text: f.Mask(out.String())}
	}
	return tc
}

// failureText returns a failed run's one-line message, its kind and the
// details: failing step, error, candidates tried, suggestions, screenshot.
func failureText(f *FlowResult, r *trajectory.Run, shots map[string]string, attach bool) (msg, typ, body string) {
	s := failedStep(r)
	if s == nil {
		msg = orText(r.Error, "the run failed before its first step")
		return f.Mask(msg), "RunError", f.Mask(msg + "\n")
	}
	typ = "StepFailure"
	switch {
	case strings.Contains(s.Error, "assertion failed"):
		typ = "AssertionFailure"
	case len(s.Attempts) > 0 && s.Winner == nil:
		typ = "LocatorFailure"
	}
	msg = fmt.Sprintf("step %d (%s) %q failed: %s", s.Index+1, s.StepID, f.Instruction(s.Index), Headline(s))
	var b strings.Builder
	fmt.Fprintf(&b, "step %d of %d (%s) failed\n", s.Index+1, len(r.Steps), s.StepID)
	fmt.Fprintf(&b, "  instruction: %s\n  action: %s\n", f.Instruction(s.Index), s.Action)
	if s.Cause != "" {
		fmt.Fprintf(&b, "  why: %s\n", s.Cause)
	}
	fmt.Fprintf(&b, "  error: %s\n", s.Error)
	if len(s.Attempts) > 0 {
		b.WriteString("  tried:\n")
		for _, a := range s.Attempts {
			fmt.Fprintf(&b, "    %s → %s\n", a.Locator.String(), a.Outcome)
		}
	}
	writeSuggestions(&b, s.Suggestions)
	if s.URL != "" {
		fmt.Fprintf(&b, "  page: %s\n", s.URL)
	}
	if p := shots[s.Screenshot]; p != "" {
		fmt.Fprintf(&b, "  screenshot: %s\n", p)
		if attach {
			fmt.Fprintf(&b, "[[ATTACHMENT|%s]]\n", p)
		}
	}
	return f.Mask(msg), typ, f.Mask(b.String())
}

// writeSuggestions lists a failed step's suggestions (heal.Suggestions'
// order) under one heading: the elements replay could act on, best
// first, then, apart, those it refused, best first.
func writeSuggestions(b *strings.Builder, sugs []trajectory.Suggestion) {
	if len(sugs) == 0 {
		return
	}
	ok, refused := splitSuggestions(sugs)
	b.WriteString("  closest elements (not acted on):\n")
	for _, sg := range ok {
		fmt.Fprintf(b, "    %.2f %s\n", sg.Score, sg.Description)
	}
	if len(refused) > 0 {
		b.WriteString("    refused (another meaning or identity):\n")
		for _, sg := range refused {
			fmt.Fprintf(b, "      %.2f %s\n", sg.Score, sg.Description)
		}
	}
}

// splitSuggestions parts suggestions into those replay could act on and
// those it refused, each in its given order.
func splitSuggestions(sugs []trajectory.Suggestion) (ok, refused []trajectory.Suggestion) {
	for _, sg := range sugs {
		if sg.Refused != "" {
			refused = append(refused, sg)
		} else {
			ok = append(ok, sg)
		}
	}
	return ok, refused
}

// StepMark is the mark a step's line starts with in text reports: ✓
// passed, ✗ failed, - skipped, ■ cancelled (stopped part-way).
func StepMark(s trajectory.Status) string {
	return map[trajectory.Status]string{trajectory.StatusPassed: "✓", trajectory.StatusFailed: "✗", trajectory.StatusSkipped: "-", trajectory.StatusCancel: "■"}[s]
}

// writeStepLog writes one line per step of r: status, instruction,
// duration, the locator that won, heal and screenshot attachments.
//
// With attach (JUnit), screenshots are listed as [[ATTACHMENT|path]].
func writeStepLog(w io.Writer, f *FlowResult, r *trajectory.Run, shots map[string]string, attach bool) {
	for _, s := range r.Steps {
		line := fmt.Sprintf("%s %2d %-40s %6d ms", StepMark(s.Status), s.Index+1, f.Instruction(s.Index), s.DurationMS)
		if s.Winner != nil {
			line += "  via " + s.Winner.String()
		}
		fmt.Fprintln(w, strings.TrimRight(line, " "))
		for _, t := range s.PageSays {
			fmt.Fprintf(w, "     the page says: %q\n", t)
		}
		if p := s.Heal; p != nil {
			for _, l := range p.LinesFor(s.Winner) {
				fmt.Fprintf(w, "     %s\n", l)
			}
			if before, after := shots[p.Before], shots[p.After]; before != "" || after != "" {
				fmt.Fprintf(w, "     before: %s  after: %s\n", before, after)
				for _, path := range []string{before, after} {
					if attach && path != "" {
						fmt.Fprintf(w, "[[ATTACHMENT|%s]]\n", path)
					}
				}
			}
		}
		if path := shots[s.Screenshot]; path != "" && s.Status == trajectory.StatusFailed && attach {
			fmt.Fprintf(w, "     screenshot: %s\n[[ATTACHMENT|%s]]\n", path, path)
		}
	}
	fmt.Fprintf(w, "%s in %s, %d LLM calls\n", strings.ToUpper(string(r.Status)), r.FinishedAt.Sub(r.StartedAt).Round(time.Millisecond), r.LLMCalls)
}

// WriteJUnitFile writes WriteJUnit's document to path, whole or not at
// all (a temp file and a rename), with mode ReportFileMode; path's
// directory is created (ReportDirMode) if it does not exist.
func WriteJUnitFile(path string, rep *Report, shots map[string]string) error {
	var b strings.Builder
	if err := WriteJUnit(&b, rep, shots); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), ReportDirMode); err != nil {
		return fmt.Errorf("creating JUnit XML directory: %w", err)
	}
	if err := writeFileAtomic(path, []byte(b.String())); err != nil {
		return fmt.Errorf("writing JUnit XML: %w", err)
	}
	return nil
}

// SaveScreenshots copies the screenshots a CI reader needs — every failed
// step's, in every attempt, and heal before/after pictures of the final
// runs — from blobs to PNG files in dir (created if needed), and returns
// blob key → file path (dir joined with the file name, so a relative dir
// gives relative paths). Screenshots that cannot be read are left out.
// A directory it creates is ReportDirMode and the files ReportFileMode.
func SaveScreenshots(rep *Report, blobs BlobReader, dir string) (map[string]string, error) {
	out := map[string]string{}
	if blobs == nil {
		return out, nil
	}
	made := false
	save := func(key, name string) error {
		if key == "" || out[key] != "" {
			return nil
		}
		data, err := blobs.Blob(key)
		if err != nil {
			return nil
		}
		if !made {
			if err := os.MkdirAll(dir, ReportDirMode); err != nil {
				return fmt.Errorf("creating screenshot directory: %w", err)
			}
			made = true
		}
		path := filepath.Join(dir, name)
		if err := writeFileAtomic(path, data); err != nil {
			return fmt.Errorf("writing screenshot: %w", err)
		}
		out[key] = path
		return nil
	}
	for i := range rep.Flows {
		f := &rep.Flows[i]
		base := fmt.Sprintf("%02d-%s", i+1, slug(f.Flow.Name()))
		for n, r := range f.Runs {
			for _, s := range r.Steps {
				if s.Status == trajectory.StatusFailed {
					if err := save(s.Screenshot, fmt.Sprintf("%s-attempt%d-step%d.png", base, n+1, s.Index+1)); err != nil {
						return out, err
					}
				}
				if s.Heal != nil && n == len(f.Runs)-1 {
					if err := save(s.Heal.Before, fmt.Sprintf("%s-step%d-heal-before.png", base, s.Index+1)); err != nil {
						return out, err
					}
					if err := save(s.Heal.After, fmt.Sprintf("%s-step%d-heal-after.png", base, s.Index+1)); err != nil {
						return out, err
					}
				}
			}
		}
	}
	return out, nil
}

var nonSlug = regexp.MustCompile(`[^a-z0-9]+`)

// slug turns a flow name into a file-name part: "Log in & pay" → "log-in-pay".
func slug(s string) string {
	s = strings.Trim(nonSlug.ReplaceAllString(strings.ToLower(s), "-"), "-")
	if len(s) > 40 {
		s = strings.TrimRight(s[:40], "-")
	}
	if s == "" {
		s = "flow"
	}
	return s
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func orText(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// RedactURL drops credentials and query parameters (hosted browsers put
// API tokens there) from an endpoint before it goes into a report. It is
// trajectory.StripURL, kept here for callers of the runner.
func RedactURL(s string) string { return trajectory.StripURL(s) }
