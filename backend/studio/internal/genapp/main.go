// Command genapp writes the two generated faces of studio.API, the
// studio's allow-listed contract (backend/studio/api.go):
//
//   - app_api.go, the desktop app's Wails bindings: one method on App per
//     API method, with the same parameter names and types, that forwards
//     the call and turns the error into the JSON the frontend parses
//     (docs/api.md §1);
//   - frontend/src/api/generated.ts, the UI's contract: a TypeScript type
//     for every Go type reachable from the API's parameters, results and
//     event payloads (studio.EventPayloads), the StudioAPI interface and
//     makeClient, the typed client over any transport.
//
// Run it from the repository root: go generate . (see app.go). A test in
// this package fails when either committed file differs from what it
// would write.
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"
)

func main() {
	root := flag.String("root", ".", "repository root")
	out := flag.String("o", "app_api.go", "the Go bindings, relative to -root")
	ts := flag.String("ts", "frontend/src/api/generated.ts", "the TypeScript contract, relative to -root")
	flag.Parse()
	g, err := generate(*root)
	if err != nil {
		log.Fatal(err)
	}
	for path, data := range map[string][]byte{*out: g.goSrc, *ts: g.tsSrc} {
		if !filepath.IsAbs(path) {
			path = filepath.Join(*root, path)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
