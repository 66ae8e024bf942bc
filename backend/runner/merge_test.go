package runner_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestShardsMergeIntoOneReport runs the demo flows plus a failing one in
// two shards, writes each shard's JSON report with its screenshots in a
// directory of its own (as two CI machines would upload them), reads them
// back and merges them: one JUnit document with every flow once, the
// failure's screenshot carried over, and the secret password nowhere.
func TestShardsMergeIntoOneReport(t *testing.T) {
	br := browsertest.Shared(t)
	dir := t.TempDir()
	writeDemoFlows(t, dir)
	writeFile(t, dir, "register.json", removedButton(demo(t).URL()))
	flows, _, err := runner.Resolve([]string{dir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	opts := runner.Options{Vars: map[string]string{"password": "secret123"}, Heal: trajectory.HealOff}
	var inputs []runner.MergeInput
	total := 0
	for i := 1; i <= 2; i++ {
		shard := runner.Shard{Index: i, Total: 2}
		mine := runner.SelectShard(flows, shard, nil)
		total += len(mine)
		blobs, err := runner.NewDirBlobs(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		o := opts
		o.Shard, o.Blobs = shard, blobs
		rep := runner.Run(context.Background(), br, mine, o)
		out := t.TempDir()
		shots, err := runner.SaveScreenshots(rep, blobs, filepath.Join(out, "screenshots"))
		if err != nil {
			t.Fatal(err)
		}
		if err := runner.WriteJSON(filepath.Join(out, "report.json"), rep, shots); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(filepath.Join(out, "report.json"))
		if bytes.Contains(data, []byte("secret123")) {
			t.Errorf("shard %d's JSON report holds the secret password", i)
		}
		back, _, err := runner.ReadReport(out)
		if err != nil {
			t.Fatal(err)
		}
		if back.Shard != shard || len(back.Flows) != len(mine) {
			t.Fatalf("shard %d read back as %v with %d flows, want %d", i, back.Shard, len(back.Flows), len(mine))
		}
		inputs = append(inputs, runner.MergeInput{Name: out, Report: back})
	}
	if total != len(flows) {
		t.Fatalf("the shards ran %d flows, the suite has %d", total, len(flows))
	}
	// The second shard uploaded twice (a re-run job): still every flow once.
	again, shots2, err := runner.ReadReport(inputs[1].Name)
	if err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs, runner.MergeInput{Name: "re-run", Report: again})
	merged, notes, err := runner.Merge(inputs)
	if err != nil {
		t.Fatal(err)
	}
	if len(notes) == 0 || !strings.Contains(notes[0], "kept the result from re-run") {
		t.Errorf("no note about the flows found twice: %q", notes)
	}
	shots := runner.FileBlobs{}
	for _, in := range inputs[:2] {
		_, s, _ := runner.ReadReport(in.Name)
		for k, v := range s {
			shots[k] = v
		}
	}
	for k, v := range shots2 {
		shots[k] = v
	}
	out := t.TempDir()
	files, err := runner.SaveScreenshots(merged, shots, filepath.Join(out, "screenshots"))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := runner.WriteJUnit(&buf, merged, files); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Suites   []struct {
			Cases []struct {
				Name    string `xml:"name,attr"`
				Failure *struct {
					Body string `xml:",chardata"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatalf("merged JUnit does not parse: %v\n%s", err, buf.String())
	}
	if doc.Tests != 5 || doc.Failures != 1 || len(doc.Suites) != 1 || len(doc.Suites[0].Cases) != 5 {
		t.Fatalf("merged JUnit: %d tests, %d failures; want 5 and 1\n%s", doc.Tests, doc.Failures, buf.String())
	}
	seen := map[string]bool{}
	for _, c := range doc.Suites[0].Cases {
		if seen[c.Name] {
			t.Errorf("%s is in the merged JUnit twice", c.Name)
		}
		seen[c.Name] = true
		if c.Failure != nil {
			body := c.Failure.Body
			i := strings.Index(body, "[[ATTACHMENT|")
			if i < 0 {
				t.Fatalf("the failure lost its screenshot:\n%s", body)
			}
			path := body[i+len("[[ATTACHMENT|"):]
			path = path[:strings.Index(path, "]]")]
			if !strings.HasPrefix(path, out) {
				t.Errorf("the screenshot %s is not in the merged report's directory %s", path, out)
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("the merged report's screenshot is missing: %v", err)
			}
		}
	}
	if strings.Contains(buf.String(), "secret123") {
		t.Error("the merged JUnit holds the secret password")
	}
	if _, err := runner.WriteHTML(out, merged, shots); err != nil {
		t.Fatal(err)
	}
}

func TestReadReportRejectsOtherFiles(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"junit.xml":  `<?xml version="1.0"?><testsuites/>`,
		"other.json": `{"flows":[]}`,
		"newer.json": `{"format":"reprise-run-report","version":99,"flows":[]}`,
	} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(content), 0o644)
		if _, _, err := runner.ReadReport(p); !errors.Is(err, runner.ErrReport) {
			t.Errorf("%s: got %v, want an ErrReport", name, err)
		}
	}
	if _, _, err := runner.Merge(nil); !errors.Is(err, runner.ErrReport) {
		t.Errorf("merging nothing: %v", err)
	}
}
