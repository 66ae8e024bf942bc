package importer_test

import (
	"archive/zip"
	"bytes"
	"errors"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/reprise-qa/reprise/backend/importer"
)

// picture returns a small image encoded by enc.
func picture(t *testing.T, enc func(*bytes.Buffer, image.Image) error) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := enc(&b, image.NewRGBA(image.Rect(0, 0, 8, 8))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// zipped returns a ZIP archive holding files with the given names.
func zipped(t *testing.T, names ...string) []byte {
	t.Helper()
	var b bytes.Buffer
	w := zip.NewWriter(&b)
	for _, n := range names {
		f, err := w.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = f.Write(bytes.Repeat([]byte("<x/>"), 100))
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// asBrowserReadsIt is data as a browser's FileReader.readAsText hands it
// to the studio: decoded as UTF-8, each byte that is not UTF-8 replaced
// by U+FFFD.
func asBrowserReadsIt(data []byte) []byte {
	var b strings.Builder
	for _, r := range string(data) {
		b.WriteRune(r)
	}
	return []byte(b.String())
}

// TestPicturesAndOtherBinaryFilesAreNamedNotParsed: an image, a PDF, an
// archive or a spreadsheet chosen by mistake is said to be one, in words,
// whether the bytes arrive as they are (the CLI) or as a browser decodes
// them (the studio), and no error quotes the file's raw bytes.
func TestPicturesAndOtherBinaryFilesAreNamedNotParsed(t *testing.T) {
	noise := make([]byte, 4096)
	for i := range noise {
		noise[i] = byte(i*7919 + i/13)
	}
	cases := []struct {
		file string
		data []byte
		kind string
	}{
		{"picture.png", picture(t, func(b *bytes.Buffer, m image.Image) error { return png.Encode(b, m) }), "is a PNG image, not a flow file"},
		{"photo.jpg", picture(t, func(b *bytes.Buffer, m image.Image) error { return jpeg.Encode(b, m, nil) }), "is a JPEG image, not a flow file"},
		{"anim.gif", picture(t, func(b *bytes.Buffer, m image.Image) error { return gif.Encode(b, m, nil) }), "is a GIF image, not a flow file"},
		{"shot.webp", append([]byte("RIFF\x24\x00\x00\x00WEBPVP8 "), noise[:64]...), "is a WebP image"},
		{"report.pdf", append([]byte("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"), noise[:200]...), "is a PDF document, not a flow file"},
		{"flows.xlsx", zipped(t, "[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/worksheets/sheet1.xml"), "is an Excel workbook (.xlsx), not a flow file"},
		{"flows.zip", zipped(t, "login.json", "shop.json"), "is a ZIP archive, not a flow file"},
		{"logo.svg", []byte(`<?xml version="1.0"?>` + "\n" + `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"></svg>`), "is an SVG image, not a flow file"},
		{"page.html", []byte("<!DOCTYPE html>\n<html><body>Log in</body></html>"), "is a web page (HTML), not a flow file"},
		{"data.bin", noise, "is not a text file"},
		{"notes.json", []byte("\xff\xfe{\x00\"\x00t\x00i\x00t\x00l\x00e\x00\"\x00:\x00"), "is text saved as UTF-16"},
	}
	for _, c := range cases {
		for _, form := range []struct {
			name string
			data []byte
		}{{"bytes", c.data}, {"as a browser reads it", asBrowserReadsIt(c.data)}} {
			t.Run(c.file+"/"+form.name, func(t *testing.T) {
				res, err := importer.Import(form.data, c.file)
				if err == nil {
					t.Fatalf("imported %d steps", len(res.Trajectory.Steps))
				}
				msg := err.Error()
				if want := c.file + " " + c.kind; !strings.HasPrefix(msg, want) || !errors.Is(err, importer.ErrNotText) {
					t.Errorf("error %q; want it to start %q (and be ErrNotText)", msg, want)
				}
				if want := ": choose a .json file exported by Reprise or a Chrome DevTools Recorder recording"; !strings.HasSuffix(msg, want) &&
					!strings.HasSuffix(msg, ": save it as UTF-8 (in most editors: Save As, Encoding UTF-8) and try again") {
					t.Errorf("error %q does not say what to choose instead", msg)
				}
				if strings.Contains(msg, "JSON at line") {
					t.Errorf("error %q speaks of the parser", msg)
				}
				assertPrintable(t, msg)
				// The format given by hand (reprise import --format) is no
				// way round it.
				if _, err := importer.ImportAs(importer.ChromeRecorder, form.data, c.file); !errors.Is(err, importer.ErrNotText) {
					t.Errorf("ImportAs: %v, want ErrNotText", err)
				}
			})
		}
	}
	want := "picture.png is a PNG image, not a flow file: choose a .json file exported by Reprise or a Chrome DevTools Recorder recording"
	if _, err := importer.Import(cases[0].data, "picture.png"); err == nil || err.Error() != want {
		t.Errorf("the PNG: %v\nwant %s", err, want)
	}
}

// TestTextFilesAreNotTakenForBinaryOnes: every sample, a JSON file with a
// stray replacement character, text starting with letters a signature
// has ("BM", "ID3"), and the truncated and empty files keep the wording
// they had.
func TestTextFilesAreNotTakenForBinaryOnes(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join(samples, "*", "*"))
	newcomers, _ := filepath.Glob(filepath.Join(newcomer, "*"))
	for _, p := range append(paths, newcomers...) {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := importer.Import(data, filepath.Base(p)); errors.Is(err, importer.ErrNotText) {
			t.Errorf("%s: %v", p, err)
		}
	}
	for name, doc := range map[string]string{
		"odd.json": `{"title":"Caf` + "\uFFFD" + `","steps":[{"type":"navigate","url":"http://127.0.0.1:8080/"}]}`,
		"bm.txt":   "BM is how the file starts",
		"id3.txt":  "ID3 tags",
	} {
		if _, err := importer.Import([]byte(doc), name); errors.Is(err, importer.ErrNotText) {
			t.Errorf("%s: %v", name, err)
		}
	}
	for file, want := range map[string]string{
		"truncated.json": "the file ends before the JSON does",
		"empty.json":     "the input is empty",
	} {
		_, err := importFile(t, filepath.Join(samples, "corrupt", file))
		if err == nil || !strings.Contains(err.Error(), want) || errors.Is(err, importer.ErrNotText) {
			t.Errorf("%s: %v, want %q", file, err, want)
		}
	}
}

// TestJSONErrorsQuoteOnlyPrintableText: where a text file stops being
// JSON at a control character, the error gives the line and column and
// quotes nothing unprintable.
func TestJSONErrorsQuoteOnlyPrintableText(t *testing.T) {
	doc := `{"title": "` + strings.Repeat("long ", 100) + `",` + "\n" + "\x07\x08 oops}"
	_, err := importer.Import([]byte(doc), "bell.json")
	if err == nil || !strings.Contains(err.Error(), "not valid JSON at line 2, column 1") || strings.Contains(err.Error(), "near") {
		t.Errorf("error %v; want the place and no excerpt", err)
	}
	assertPrintable(t, err.Error())
	_, err = importer.Import([]byte(`{"\u001b[2J": 1, "hello": 2}`), "keys.json")
	if err == nil || !strings.Contains(err.Error(), `keys "\x1b[2J", hello`) {
		t.Errorf("error %v; want the key with its escape quoted", err)
	}
	assertPrintable(t, err.Error())
	_, err = importer.Import([]byte(`{"title": "`+strings.Repeat("long ", 100)+`", "a": @bad`+"\x01\x02}"), "cut.json")
	if err == nil || !strings.Contains(err.Error(), `near "@bad"`) {
		t.Errorf("error %v; want the printable part quoted", err)
	}
}

// TestRunningAPictureSaysWhatItIs: a picture given as a flow file to run
// is named too (LoadFlowFile), pointing at a Reprise flow.
func TestRunningAPictureSaysWhatItIs(t *testing.T) {
	p := filepath.Join(t.TempDir(), "picture.png")
	if err := os.WriteFile(p, picture(t, func(b *bytes.Buffer, m image.Image) error { return png.Encode(b, m) }), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := importer.LoadFlowFile(p)
	if err == nil || !errors.Is(err, importer.ErrNotText) || !strings.Contains(err.Error(), "is a PNG image, not a flow file: give a Reprise flow") {
		t.Errorf("LoadFlowFile: %v", err)
	}
	assertPrintable(t, err.Error())
}

func assertPrintable(t *testing.T, msg string) {
	t.Helper()
	for _, r := range msg {
		if r == unicode.ReplacementChar || !unicode.IsPrint(r) && r != '\n' {
			t.Errorf("error %q holds the unprintable %U", msg, r)
			return
		}
	}
}
