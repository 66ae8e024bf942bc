package replay_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// pngBlobs keeps screenshots' bytes in memory, by key.
type pngBlobs struct {
	mu   sync.Mutex
	data map[string][]byte
}

func (b *pngBlobs) PutBlob(data []byte) (string, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.data == nil {
		b.data = map[string][]byte{}
	}
	key := fmt.Sprintf("blob-%d", len(b.data)+1)
	b.data[key] = data
	return key, nil
}

func (b *pngBlobs) get(key string) []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.data[key]
}

// echoPage has a plain text field for an API token, a button that thanks
// the user by the token on the page and in a same-origin iframe, and a
// heading that shows nothing secret. Text is large and black on white so
// that it is plain in a picture.
const echoPage = `<!doctype html><title>Token</title>
<style>body{margin:20px;font:32px sans-serif;background:#fff;color:#000} input{font:32px monospace;width:600px} iframe{border:0;width:700px;height:80px}</style>
<h1 id="head">Settings</h1>
<label>API token <input id="token" type="text"></label>
<button onclick="thank()">Save</button>
<p id="echo"></p>
<iframe id="inner" srcdoc="<body style='margin:0;font:32px sans-serif'><span id=frameecho>nothing yet</span></body>"></iframe>
<script>
function thank() {
  const v = document.getElementById('token').value;
  document.getElementById('echo').textContent = 'Thanks, ' + v;
  document.getElementById('inner').contentDocument.getElementById('frameecho').textContent = 'Saved ' + v;
}
</script>`

// TestScreenshotsHideSecrets: a secret typed into a plain text field and
// echoed by the page (also inside an iframe) is covered in every
// screenshot the player takes, where an unmasked screenshot of the same
// page shows it as dark text; what shows no secret is left alone, and no
// mark stays in the page.
func TestScreenshotsHideSecrets(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, echoPage)
	}))
	t.Cleanup(srv.Close)
	sess := browsertest.NewPage(t)
	const secret = "tok_NAME_LEAK_77"
	tr := &trajectory.Trajectory{ID: "echo", StartURL: srv.URL + "/",
		Variables: []trajectory.Variable{{Name: "token", Secret: true}},
		Steps: []trajectory.Step{
			{ID: "s1", Action: trajectory.ActionFill, Value: "{{token}}", Target: &trajectory.Target{
				Candidates:  []trajectory.Locator{{Kind: trajectory.LocLabel, Value: "API token"}},
				Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "API token", Attrs: map[string]string{"type": "text"}}}},
			{ID: "s2", Action: trajectory.ActionClick, Target: &trajectory.Target{
				Candidates:  []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: "Save"}},
				Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Save"}}},
			{ID: "s3", Action: trajectory.ActionAssertText, Value: "Thanks", Target: &trajectory.Target{
				Candidates:  []trajectory.Locator{{Kind: trajectory.LocCSS, Value: "#echo"}},
				Fingerprint: trajectory.Fingerprint{Tag: "p", Role: "paragraph"}}},
		}}
	blobs := &pngBlobs{}
	p := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 5 * time.Second, Blobs: blobs, ScreenshotEachStep: true, Trace: true})
	run := p.Play(context.Background(), tr, map[string]string{"token": secret}, replay.Plan{})
	requirePassed(t, run)

	page := sess.Page
	box := func(loc playwright.Locator) image.Rectangle {
		t.Helper()
		b, err := loc.BoundingBox()
		if err != nil || b == nil {
			t.Fatalf("bounding box: %v", err)
		}
		return image.Rect(int(b.X)+2, int(b.Y)+2, int(b.X+b.Width)-2, int(b.Y+b.Height)-2)
	}
	field, echo, head := box(page.Locator("#token")), box(page.Locator("#echo")), box(page.Locator("#head"))
	inner := page.FrameLocator("#inner").Locator("#frameecho")
	ib, err := inner.BoundingBox()
	if err != nil || ib == nil {
		t.Fatalf("iframe text box: %v", err)
	}
	frameEcho := image.Rect(int(ib.X)+2, int(ib.Y)+2, int(ib.X+ib.Width)-2, int(ib.Y+ib.Height)-2)

	plain, err := page.Screenshot(playwright.PageScreenshotOptions{Type: playwright.ScreenshotTypePng})
	if err != nil {
		t.Fatal(err)
	}
	open := decodePNG(t, plain)
	for name, r := range map[string]image.Rectangle{"field": field, "echo": echo, "iframe echo": frameEcho} {
		if dark(open, r) == 0 {
			t.Fatalf("the unmasked screenshot shows no text in the %s at %v: the test cannot tell masking from nothing", name, r)
		}
	}

	shots := map[string]string{
		"step 1 after (fill)":  run.Steps[0].Screenshot,
		"step 2 before":        run.Steps[1].ScreenshotBefore,
		"step 3 after (echo)":  run.Steps[2].Screenshot,
		"step 3 before (echo)": run.Steps[2].ScreenshotBefore,
	}
	for name, key := range shots {
		data := blobs.get(key)
		if data == nil {
			t.Fatalf("%s: no screenshot stored (key %q)", name, key)
		}
		img := decodePNG(t, data)
		if n := dark(img, field); n != 0 {
			t.Errorf("%s: the token field shows %d dark pixels: the secret is readable", name, n)
		}
		if name == "step 3 after (echo)" {
			if n := dark(img, echo); n != 0 {
				t.Errorf("%s: the echo shows %d dark pixels: the secret is readable", name, n)
			}
			if n := dark(img, frameEcho); n != 0 {
				t.Errorf("%s: the iframe's echo shows %d dark pixels: the secret is readable", name, n)
			}
		}
		if dark(img, head) == 0 {
			t.Errorf("%s: the heading, which shows no secret, was hidden too", name)
		}
	}
	n, err := page.Locator("[data-reprise-secret]").Count()
	if err != nil || n != 0 {
		t.Errorf("%d marked elements left in the page (%v): the marks must be removed after each screenshot", n, err)
	}
}

// TestScreenshotsWithoutSecretsMaskNothing: a run with no secret values
// leaves the page's text in its screenshots as it is.
func TestScreenshotsWithoutSecretsMaskNothing(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, echoPage)
	}))
	t.Cleanup(srv.Close)
	sess := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "plain", StartURL: srv.URL + "/",
		Variables: []trajectory.Variable{{Name: "token"}},
		Steps: []trajectory.Step{
			{ID: "s1", Action: trajectory.ActionFill, Value: "{{token}}", Target: &trajectory.Target{
				Candidates:  []trajectory.Locator{{Kind: trajectory.LocLabel, Value: "API token"}},
				Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "API token", Attrs: map[string]string{"type": "text"}}}},
		}}
	blobs := &pngBlobs{}
	p := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 5 * time.Second, Blobs: blobs, ScreenshotEachStep: true})
	run := p.Play(context.Background(), tr, map[string]string{"token": "not-a-secret-value"}, replay.Plan{})
	requirePassed(t, run)
	b, err := sess.Page.Locator("#token").BoundingBox()
	if err != nil || b == nil {
		t.Fatalf("bounding box: %v", err)
	}
	img := decodePNG(t, blobs.get(run.Steps[0].Screenshot))
	if dark(img, image.Rect(int(b.X)+2, int(b.Y)+2, int(b.X+b.Width)-2, int(b.Y+b.Height)-2)) == 0 {
		t.Error("a value that is not secret was hidden in the screenshot")
	}
}

func decodePNG(t *testing.T, data []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("decoding screenshot: %v", err)
	}
	return img
}

// dark counts the pixels of r in img that are near black: text drawn in
// black, not the white page, a mask's colour or a grey field border.
func dark(img image.Image, r image.Rectangle) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if cr>>8 < 80 && cg>>8 < 80 && cb>>8 < 80 {
				n++
			}
		}
	}
	return n
}

// TestScreenshotsHideRunSecretsAsShown: a value the run was told is secret
// (reprise run --secret, a rows file's secret column) is hidden although
// the flow does not declare its variable secret, and so is the form the
// page shows it in: given with a trailing space, echoed trimmed.
func TestScreenshotsHideRunSecretsAsShown(t *testing.T) {
	trimmed := strings.Replace(echoPage, "document.getElementById('token').value;", "document.getElementById('token').value.trim();", 1)
	if trimmed == echoPage {
		t.Fatal("the echo page no longer reads the token as this test expects")
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, trimmed)
	}))
	t.Cleanup(srv.Close)
	sess := browsertest.NewPage(t)
	const secret = "tok_RUN_LEAK_42 "
	tr := &trajectory.Trajectory{ID: "echo", StartURL: srv.URL + "/",
		Variables: []trajectory.Variable{{Name: "token"}}, // not declared secret
		Steps: []trajectory.Step{
			{ID: "s1", Action: trajectory.ActionFill, Value: "{{token}}", Target: &trajectory.Target{
				Candidates:  []trajectory.Locator{{Kind: trajectory.LocLabel, Value: "API token"}},
				Fingerprint: trajectory.Fingerprint{Tag: "input", Role: "textbox", Name: "API token", Attrs: map[string]string{"type": "text"}}}},
			{ID: "s2", Action: trajectory.ActionClick, Target: &trajectory.Target{
				Candidates:  []trajectory.Locator{{Kind: trajectory.LocRole, Role: "button", Name: "Save"}},
				Fingerprint: trajectory.Fingerprint{Tag: "button", Role: "button", Name: "Save"}}},
		}}
	blobs := &pngBlobs{}
	p := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 5 * time.Second, Blobs: blobs, ScreenshotEachStep: true, Secrets: []string{secret}})
	run := p.Play(context.Background(), tr, map[string]string{"token": secret}, replay.Plan{})
	requirePassed(t, run)
	b, err := sess.Page.Locator("#echo").BoundingBox()
	if err != nil || b == nil {
		t.Fatalf("bounding box: %v", err)
	}
	echo := image.Rect(int(b.X)+2, int(b.Y)+2, int(b.X+b.Width)-2, int(b.Y+b.Height)-2)
	plain, err := sess.Page.Screenshot(playwright.PageScreenshotOptions{Type: playwright.ScreenshotTypePng})
	if err != nil {
		t.Fatal(err)
	}
	if dark(decodePNG(t, plain), echo) == 0 {
		t.Fatal("the unmasked screenshot shows no echo: the test cannot tell masking from nothing")
	}
	data := blobs.get(run.Steps[1].Screenshot)
	if data == nil {
		t.Fatal("no screenshot after the click")
	}
	if n := dark(decodePNG(t, data), echo); n != 0 {
		t.Errorf("the echo of the trimmed secret shows %d dark pixels: it is readable", n)
	}
}
