package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/studio"
)

// root is the repository root, seen from this package's directory.
const root = "../../../.."

// TestGeneratedFilesAreCurrent fails when app_api.go or the UI's
// generated.ts differs from what the generator writes now: studio.API,
// a type it reaches (a field of trajectory.Step, say) or a doc comment
// changed without regenerating.
func TestGeneratedFilesAreCurrent(t *testing.T) {
	g, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string][]byte{"app_api.go": g.goSrc, "frontend/src/api/generated.ts": g.tsSrc} {
		got, err := os.ReadFile(filepath.Join(root, path))
		if err != nil {
			t.Fatalf("reading %s: %v — run `go generate .` from the repository root", path, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale (first difference at line %d): run `go generate .` from the repository root and commit it", path, firstDiffLine(got, want))
		}
	}
}

func firstDiffLine(a, b []byte) int {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return i + 1
		}
	}
	return min(len(la), len(lb)) + 1
}

// TestGenerationIsDeterministic: two runs write the same bytes (map
// iteration order must not leak into the files).
func TestGenerationIsDeterministic(t *testing.T) {
	a, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		b, err := generate(root)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.goSrc, b.goSrc) || !bytes.Equal(a.tsSrc, b.tsSrc) {
			t.Fatal("two runs of the generator wrote different files")
		}
	}
}

// TestContractFollowsGo: the TS types say what encoding/json does with
// the Go types: omitempty fields are optional, named string types with
// constants are unions, every API method is on the client.
func TestContractFollowsGo(t *testing.T) {
	g, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	ts := string(g.tsSrc)
	for _, want := range []string{
		"export type Action = 'goto' | ",
		"| 'extract' | 'tool';",                                             // every trajectory.Action constant
		"export type HealPolicy = 'off' | 'suggest' | 'auto';",              // trajectory.HealPolicy
		"  extract?: Extract;",                                              // trajectory.Step, omitempty pointer
		"  steps: Step[];",                                                  // no omitempty
		"  createdAt: string;",                                              // time.Time
		"  ListRuns(trajectoryID: string, limit: number): Promise<Run[]>;",  // a list result is never null
		"  GetTrajectory(id: string): Promise<Trajectory>;",                 // a pointer result is set...
		"  GetMirrorFrame(sessionID: string): Promise<MirrorFrame | null>;", // ...unless its doc says when it is nil
		"  box: StudioBox | null;",                                          // Highlight: "Box nil clears the highlight"
		"  fingerprint: Fingerprint;",                                       // a value struct
		"  DeleteTrajectory(id: string): Promise<void>;",
		"  'run:finished': RunFinished;", // events
		"export interface StudioError {", // not the global Error
	} {
		if !strings.Contains(ts, want) {
			t.Errorf("generated.ts lacks %q", want)
		}
	}
	if strings.Contains(ts, "interface Error ") {
		t.Error("generated.ts declares Error, shadowing the global")
	}
}

// TestEveryEventHasAPayloadType: each event name constant of package
// studio (Ev…) is in studio.EventPayloads, so the UI's EventMap names it.
func TestEveryEventHasAPayloadType(t *testing.T) {
	fset := token.NewFileSet()
	files, _ := filepath.Glob(filepath.Join(root, "backend/studio/*.go"))
	var missing []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, sp := range gd.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if !strings.HasPrefix(n.Name, "Ev") || i >= len(vs.Values) {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					name, _ := strconv.Unquote(lit.Value)
					if _, ok := studio.EventPayloads[name]; !ok {
						missing = append(missing, n.Name+" ("+name+")")
					}
				}
			}
		}
	}
	if len(missing) > 0 {
		t.Errorf("events without a payload type in studio.EventPayloads (backend/studio/api.go): %v", missing)
	}
}
