package snapshot

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

var update = flag.Bool("update", false, "rebuild snapshot.fingerprint.min.js from snapshot.js")

// TestMinifiedBuildIsCurrent checks that the minified fingerprint build
// the package embeds (fingerprintBuild) is made from snapshot.js as it
// is; with -update it makes it:
//
//	go test ./backend/snapshot -run TestMinifiedBuildIsCurrent -update
func TestMinifiedBuildIsCurrent(t *testing.T) {
	const file = "snapshot.fingerprint.min.js"
	want, err := minify(compact(script, true))
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if *update {
		if err := os.WriteFile(file, []byte(want+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if strings.TrimSpace(fingerprintBuild) != want {
		t.Errorf("%s is not built from snapshot.js as it is: run go test ./backend/snapshot -run TestMinifiedBuildIsCurrent -update", file)
	}
}

// minify minifies a function expression, every character beyond ASCII
// escaped (see engineScript for why). Raw control characters, which
// the minifier writes for escapes such as "\u001c" and which can stand
// only in literals there, are written back as escapes, so that the
// committed build holds none (a diff or an editor would hide or mangle
// them).
func minify(expr string) (string, error) {
	const head = "globalThis.__build="
	r := api.Transform(head+"("+expr+")", api.TransformOptions{
		MinifyWhitespace: true, MinifyIdentifiers: true, MinifySyntax: true,
		Target: api.ES2020, Charset: api.CharsetASCII,
	})
	if len(r.Errors) > 0 {
		return "", fmt.Errorf("minifying: %s (line %d)", r.Errors[0].Text, r.Errors[0].Location.Line)
	}
	code := strings.TrimSuffix(strings.TrimSpace(string(r.Code)), ";")
	if !strings.HasPrefix(code, head) {
		return "", fmt.Errorf("minifying: the output does not start with %s", head)
	}
	var b strings.Builder
	for _, c := range code[len(head):] {
		if c < ' ' && c != '\n' {
			fmt.Fprintf(&b, `\x%02x`, c)
			continue
		}
		b.WriteRune(c)
	}
	return b.String(), nil
}
