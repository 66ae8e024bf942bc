// Package demodrift serves the demo site (testdata/sites) as it might
// look after a redeploy, for tests of replay on a page that drifted from
// the one a flow was recorded on: a button renamed, a field's id changed,
// a product card added before the recorded one.
package demodrift

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/testdata/sites"
)

// Serve starts a loopback server of the demo site's files with edits
// applied: file name → old, new, old, new… (every occurrence of each old
// text is replaced, in order). Each old text must be in the file, so a
// test never passes on a drift that did not happen. It returns the
// server's URL; the server stops when the test ends. With no edits it
// serves the demo site as it is.
func Serve(tb testing.TB, edits map[string][]string) string {
	tb.Helper()
	changed := map[string]string{}
	for name, pairs := range edits {
		data, err := fs.ReadFile(sites.FS, name)
		if err != nil {
			tb.Fatal(err)
		}
		s := string(data)
		if len(pairs)%2 != 0 {
			tb.Fatalf("demodrift: %s: edits come in old, new pairs", name)
		}
		for i := 0; i < len(pairs); i += 2 {
			if !strings.Contains(s, pairs[i]) {
				tb.Fatalf("demodrift: %s does not contain %q: the drift would not happen", name, pairs[i])
			}
			s = strings.ReplaceAll(s, pairs[i], pairs[i+1])
		}
		changed["/"+name] = s
	}
	files := http.FileServerFS(sites.FS)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if body, ok := changed[r.URL.Path]; ok {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write([]byte(body))
			return
		}
		files.ServeHTTP(w, r)
	}))
	tb.Cleanup(srv.Close)
	return srv.URL
}
