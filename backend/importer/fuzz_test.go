package importer_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/importer"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// FuzzImport feeds the parsers every sample (good, corrupt and exported)
// and mutations of them. Whatever the input, Import must not panic; when
// it succeeds the trajectory is valid, survives its JSON form, and every
// exporter can write it.
func FuzzImport(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join(samples, "*", "*"))
	fixtures, _ := filepath.Glob("../../testdata/trajectories/*.json")
	for _, p := range append(paths, fixtures...) {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		if len(data) > 1<<16 {
			continue
		}
		f.Add(data)
	}
	for _, p := range fixtures {
		tr, err := trajectory.LoadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		data, err := export.Bytes(export.ChromeRecorder, tr, export.Options{})
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"title":"t","steps":[{"type":"change","value":"x","selectors":[["aria/[role=\"textbox\"]"],["pierce/"],[]],"frame":[-1,2]}]}`))
	f.Add([]byte(`{"version":1,"instruction":"%a%","url":"u","actions":[{"selector":"xpath=/html[1]/iframe[1]/html[1]//x[2]","method":"dragAndDrop","arguments":["xpath=//[","9"]}]}`))
	f.Add([]byte(`[{"stepIndex":1e308,"method":"press","xpath":"/a/text()","arguments":[null]}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		res, err := importer.Import(data, "fuzz.json")
		if err != nil {
			if res != nil {
				t.Fatalf("error with a result: %v", err)
			}
			return
		}
		tr := res.Trajectory
		if err := tr.Validate(); err != nil {
			t.Fatalf("imported trajectory does not validate: %v", err)
		}
		js, err := trajectory.Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := trajectory.Parse(js, "fuzz"); err != nil {
			t.Fatalf("imported trajectory does not survive its JSON form: %v\n%s", err, js)
		}
		for _, ft := range export.Formats() {
			if _, err := export.Bytes(ft, tr, export.Options{}); err != nil {
				t.Fatalf("exporting the import as %s: %v", ft, err)
			}
		}
	})
}
