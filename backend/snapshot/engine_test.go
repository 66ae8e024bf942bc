package snapshot

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// engineFixture has elements that differ from each other in each way
// Compare looks at: tag kinds that count as one (button and
// input[type=submit]; input and textarea; textbox and searchbox), names
// that differ only in case and spacing (Greek final sigma and Turkish İ
// included, which JavaScript and Go lower differently), names beyond
// U+FFFF (which reach the engine as two escapes), names that
// drifted ("Sign in now"), elements with no name, the same name in
// different contexts (rows, list items, sections), and elements in a
// shadow root.
const engineFixture = `<main>
<section><h2>Account</h2>
  <button data-k>Sign in</button>
  <input data-k type="submit" value="sign   IN">
  <button data-k data-testid="go">Sign in now</button>
  <button data-k>Delete</button>
  <a data-k href="#x">Sign in</a>
  <input data-k aria-label="Email">
  <textarea data-k aria-label="email"></textarea>
  <input data-k type="search" aria-label="Email">
  <input data-k type="checkbox" aria-label="Email">
  <input data-k type="radio" aria-label="Email">
  <button data-k aria-label="Grüße Ärger">x</button>
  <button data-k aria-label="grüße ärger">y</button>
  <button data-k>Νέος λογαριασμός</button>
  <button data-k>ΝΈΟΣ ΛΟΓΑΡΙΑΣΜΌΣ</button>
  <button data-k aria-label="Save 💾">s</button>
  <button data-k aria-label="save 📁">f</button>
  <button data-k>İstanbul</button>
  <button data-k>istanbul</button>
  <button data-k><svg width="10" height="10"></svg></button>
  <input data-k>
  <span data-k>plain text</span>
</section>
<section><h2>Billing</h2><button data-k>Sign in</button><button data-k>Edit</button></section>
<ul><li>Wool scarf <button data-k>Add to cart</button></li><li>Silk scarf <button data-k>Add to cart</button></li></ul>
<table><tr><td>Ann</td><td><button data-k>Edit</button></td></tr><tr data-k><td>Bob</td><td>bob@example.com</td></tr></table>
<div id="host"></div>
</main>
<script>
  const root = document.getElementById("host").attachShadow({mode: "open"});
  root.innerHTML = '<h3>Widget</h3><button data-k>Sign in</button><input data-k aria-label="Email">';
</script>`

// TestRecordedEngineAgreesWithCompare checks the selector engine against
// Compare on every pair of the fixture's elements: the engine keeps an
// element exactly when Compare accepts it and the names agree once folded
// (for assertions, relaxed: when the tag kinds and roles agree). Anything
// the engine keeps that Compare would refuse would let a replay act on
// the wrong element.
func TestRecordedEngineAgreesWithCompare(t *testing.T) {
	page := browsertest.NewPage(t).Page
	if err := page.SetContent(engineFixture); err != nil {
		t.Fatal(err)
	}
	all := page.Locator("css=[data-k]") // css pierces open shadow roots
	n, fps, err := FingerprintsOf(all, 100)
	if err != nil {
		t.Fatal(err)
	}
	if n != len(fps) || n < 20 {
		t.Fatalf("fixture: %d elements, %d fingerprints", n, len(fps))
	}
	shadow := 0
	for _, fp := range fps {
		if fp.InShadow {
			shadow++
		}
	}
	if shadow != 2 {
		t.Fatalf("fixture: %d shadow elements, want 2", shadow)
	}
	// Recorded fingerprints no element has now: a context of white space
	// only (hand-edited or imported) and a name that was blank.
	recs := append([]trajectory.Fingerprint(nil), fps...)
	blankContext, blankName := fps[0], fps[0]
	blankContext.Context, blankName.Name = " ", "  "
	recs = append(recs, blankContext, blankName)
	kept, refused := 0, 0
	for _, relax := range []bool{false, true} {
		for i, rec := range recs {
			// Which elements does the engine keep for rec?
			raw, err := Recorded(all, rec, relax).EvaluateAll(`els => els.map(e => [...document.querySelectorAll("[data-k]"), ...document.getElementById("host").shadowRoot.querySelectorAll("[data-k]")].indexOf(e)).join(",")`)
			if err != nil {
				t.Fatalf("element %d (relax %v): %v", i, relax, err)
			}
			got := map[int]bool{}
			for _, s := range strings.Split(raw.(string), ",") {
				if s != "" {
					k, _ := strconv.Atoi(s)
					got[k] = true
				}
			}
			for j, live := range fps {
				want := false
				if relax {
					want, _ = Compare(Relaxed(rec), Relaxed(live))
				} else {
					ok, _ := Compare(rec, live)
					want = ok && fold(rec.Name) == fold(live.Name)
				}
				if got[j] != want {
					t.Errorf("relax %v: recorded %s, live %s: engine keeps it %v, Compare (names folded equal) says %v",
						relax, describe(rec), describe(live), got[j], want)
				}
				if got[j] {
					kept++
				} else {
					refused++
				}
			}
		}
	}
	// The pairs must exercise both answers, including accepted pairs that
	// are not the same element (button vs input[type=submit]).
	if kept < len(fps)*2+4 || refused == 0 {
		t.Fatalf("kept %d pairs, refused %d: the fixture does not test much", kept, refused)
	}
}

func describe(fp trajectory.Fingerprint) string {
	return fmt.Sprintf("<%s type=%q> %s %q (context %q)", fp.Tag, fp.Attrs["type"], fp.Role, fp.Name, fp.Context)
}

// TestRecordedEngineUnderCSP checks the engine on a page whose content
// security policy forbids eval (script-src 'self'): the engine compiles
// its library in Playwright's utility world, where the page's policy does
// not apply, so it still finds the recorded element and refuses another.
func TestRecordedEngineUnderCSP(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "script-src 'self'; default-src 'self'")
		if r.URL.Path == "/app.js" {
			w.Header().Set("Content-Type", "text/javascript")
			_, _ = io.WriteString(w, `try { eval("1"); document.body.dataset.eval = "allowed"; } catch (e) { document.body.dataset.eval = "refused"; }`)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		_, _ = io.WriteString(w, `<body><h2>Sign in</h2><label>Email <input id="e"></label><label>Name <input id="n"></label><script src="/app.js"></script></body>`)
	}))
	defer srv.Close()
	page := browsertest.NewPage(t).Page
	if _, err := page.Goto(srv.URL); err != nil {
		t.Fatal(err)
	}
	if v, err := page.Locator("body").GetAttribute("data-eval"); err != nil || v != "refused" {
		t.Fatalf("the page's policy should refuse the page's eval: %q %v", v, err)
	}
	want := trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "Email", Context: "Sign in"}
	for sel, n := range map[string]int{"#e": 1, "#n": 0, "input": 1} {
		got, err := Recorded(page.Locator(sel), want, false).Count()
		if err != nil || got != n {
			t.Errorf("%s narrowed to the recorded Email field: %d elements (%v), want %d", sel, got, err, n)
		}
	}
}

// TestEngineSourceCarriesTheLibrary checks that the engine compiles the
// library it carries, whatever characters the library holds.
func TestEngineSourceCarriesTheLibrary(t *testing.T) {
	page := browsertest.NewPage(t).Page
	for _, lib := range []string{
		`(x, y) => y.want === "keep" && y.v === "v1" && "a\\b\n".length === 4 /* a comment */`,
		"(x, y) => y.want === \"keep\" && y.v === \"v1\" /*\ta comment */",
		"(x, y) => y.want === \"keep\" && y.v === \"v1\" && \"a*/b\".length === 4 && `\u2028 \U0001F600 ${x ? \"\" : \"\"}`.length === 5",
	} {
		got, err := page.Evaluate(`(src) => { const e = (0, eval)(src); return [e.queryAll(document.body, "keep").length, e.queryAll(document.body, "drop").length, e.queryAll(null, "keep").length].join(","); }`,
			engineSource(lib, "v1"))
		if err != nil || got != "1,0,0" {
			t.Errorf("engine carrying %s: %v (%v), want 1,0,0", lib, got, err)
		}
	}
}

// TestEngineCarriesTheMinifiedBuild checks that the library every
// document is sent is the minified build, and that the engine's source
// stays within 30 KB (the compacted build made it 39 KB): a document
// compiles the library on the engine's first query there, and the
// minified build compiles faster (see engineScript).
func TestEngineCarriesTheMinifiedBuild(t *testing.T) {
	if fingerprints.source != strings.TrimSpace(fingerprintBuild) || strings.Count(fingerprints.source, "\n") > 10 {
		t.Fatal("the fingerprint library is not the minified build")
	}
	if n := len(engineScript()); n > 30<<10 {
		t.Errorf("the engine's source is %d bytes, want at most %d", n, 30<<10)
	}
}

// TestBrowserScriptsAreASCII checks that what the package's engines and
// libraries send to every document holds no character beyond ASCII: one
// beyond Latin-1 in an engine's source makes Playwright's whole helper
// script a two-byte string in every document (see engineScript), and
// the libraries travel in the same way when a step evaluates them. A
// character beyond ASCII in snapshot.js must be written as an escape;
// the minified build is made with esbuild's ASCII charset.
func TestBrowserScriptsAreASCII(t *testing.T) {
	for name, src := range map[string]string{
		"the fingerprint engine": engineScript(), "the until engine": untilScript,
		"the whole library": full.source, "its stub": full.stub,
		"the fingerprint library": fingerprints.source, "the fingerprint library's stub": fingerprints.stub,
	} {
		for i, r := range src {
			if r > unicode.MaxASCII {
				t.Errorf("%s holds %q at byte %d: %q", name, r, i, src[max(0, i-40):min(len(src), i+10)])
				break
			}
		}
	}
}
