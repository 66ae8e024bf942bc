package importer

import (
	"bytes"
	"errors"
	"net/http"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrNotText matches a *NotAFlowFileError: the input is an image, a
// document, an archive or other data that is not text, so no flow file.
var ErrNotText = errors.New("not a text file")

// NotAFlowFileError is an input that cannot be a flow file of any format
// because of what it is (a PNG image, a PDF document, a ZIP archive,
// binary data), found from its content before any parsing, so the user
// is told that in words rather than a parser's complaint about its bytes.
type NotAFlowFileError struct {
	// Source names the input (a file name).
	Source string
	// Kind says what the input is, with its article ("a PNG image"), or
	// is "" for data that is not text but is not recognised.
	Kind string
	// utf16 is set for text encoded as UTF-16, which only needs saving as
	// UTF-8.
	utf16 bool
	// run is set when the file was given to run (LoadFlowFile) rather
	// than to import.
	run bool
}

func (e *NotAFlowFileError) Error() string {
	src := e.Source
	if src == "" {
		src = "the input"
	}
	if e.utf16 {
		return src + " is text saved as UTF-16, which Reprise does not read: save it as UTF-8 (in most editors: Save As, Encoding UTF-8) and try again"
	}
	what := "is not a text file, so not a flow file"
	if e.Kind != "" {
		what = "is " + e.Kind + ", not a flow file"
	}
	if e.run {
		return src + " " + what + ": give a Reprise flow (a .json file from reprise export or the studio's Export)"
	}
	return src + " " + what + ": choose a .json file exported by Reprise or a Chrome DevTools Recorder recording"
}

// Unwrap makes errors.Is(err, ErrNotText) true.
func (e *NotAFlowFileError) Unwrap() error { return ErrNotText }

// notText returns a *NotAFlowFileError when data is not text a flow
// could be written in, and nil otherwise.
func notText(data []byte, source string) error {
	if kind, utf16, bad := sniff(data); bad {
		return &NotAFlowFileError{Source: source, Kind: kind, utf16: utf16}
	}
	return nil
}

// magic is a file signature at the start of the content.
type magic struct {
	sig  string
	kind string
	// binaryOnly signatures are plain letters a text could start with:
	// they count only when the rest is not text.
	binaryOnly bool
}

// magics are the signatures of the files people pick by mistake.
var magics = []magic{
	{"\x89PNG\r\n\x1a\n", "a PNG image", false},
	{"\xff\xd8\xff", "a JPEG image", false},
	{"GIF87a", "a GIF image", false},
	{"GIF89a", "a GIF image", false},
	{"II*\x00", "a TIFF image", false},
	{"MM\x00*", "a TIFF image", false},
	{"\x00\x00\x01\x00", "an icon image", false},
	{"%PDF-", "a PDF document", false},
	{"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "a Microsoft Office document (.doc, .xls or .ppt)", false},
	{"\x1f\x8b", "a gzip-compressed file", false},
	{"7z\xbc\xaf\x27\x1c", "a 7-Zip archive", false},
	{"Rar!\x1a\x07", "a RAR archive", false},
	{"SQLite format 3\x00", "an SQLite database", false},
	{"\x7fELF", "a program (an ELF executable)", false},
	{"\x1a\x45\xdf\xa3", "a video (WebM or Matroska)", false},
	{"ID3", "an MP3 audio file", true},
	{"OggS", "an Ogg audio or video file", true},
	{"wOFF", "a web font", true},
	{"wOF2", "a web font", true},
	{"BM", "a BMP image", true},
	{"MZ", "a Windows program", true},
}

// sniff says what data is when it is not UTF-8 text: kind names it ("a
// PNG image", "" when unknown) and bad is true. A file read in a browser
// arrives decoded as UTF-8, each invalid byte replaced by U+FFFD, so the
// signatures match either form.
func sniff(data []byte) (kind string, utf16, bad bool) {
	head := data[:min(len(data), 8192)]
	switch {
	case isUTF16(head):
		return "", true, true
	case hasMagic(head, "PK\x03\x04"), hasMagic(head, "PK\x05\x06"):
		return zipKind(data), false, true
	case hasMagic(head, "RIFF"):
		switch t := string(head[min(len(head), 8):min(len(head), 32)]); {
		case strings.Contains(t, "WEBP"):
			return "a WebP image", false, true
		case strings.Contains(t, "WAVE"):
			return "a WAV audio file", false, true
		case strings.Contains(t, "AVI "):
			return "an AVI video", false, true
		}
	}
	text := looksLikeText(head)
	for _, m := range magics {
		if hasMagic(head, m.sig) && !(m.binaryOnly && text) {
			return m.kind, false, true
		}
	}
	if len(head) >= 12 && string(head[4:8]) == "ftyp" {
		switch string(head[8:12]) {
		case "heic", "heix", "mif1", "msf1":
			return "a HEIC image", false, true
		case "avif", "avis":
			return "an AVIF image", false, true
		case "qt  ":
			return "a QuickTime video", false, true
		}
		return "an MP4 video or audio file", false, true
	}
	if !text {
		return "", false, true
	}
	// Text, but perhaps a picture or a page rather than a flow.
	trimmed := bytes.TrimSpace(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")))
	if len(trimmed) > 0 && trimmed[0] == '<' {
		switch ct := http.DetectContentType(trimmed); {
		case bytes.Contains(bytes.ToLower(trimmed[:min(len(trimmed), 1024)]), []byte("<svg")):
			return "an SVG image", false, true
		case strings.HasPrefix(ct, "text/html"):
			return "a web page (HTML)", false, true
		}
	}
	return "", false, false
}

// hasMagic reports whether data starts with sig, where each byte of sig
// from 0x80 up may also stand as U+FFFD (a browser decoding the file as
// UTF-8 replaces bytes that are not UTF-8 with it).
func hasMagic(data []byte, sig string) bool {
	const replacement = "\uFFFD"
	i := 0
	for j := 0; j < len(sig); j++ {
		switch {
		case i < len(data) && data[i] == sig[j]:
			i++
		case sig[j] >= 0x80 && bytes.HasPrefix(data[i:], []byte(replacement)):
			i += len(replacement)
		default:
			return false
		}
	}
	return true
}

// isUTF16 reports whether head is text in UTF-16 with a byte order mark:
// after the mark, every other byte of its first characters is NUL.
func isUTF16(head []byte) bool {
	var rest []byte
	for _, bom := range []string{"\xff\xfe", "\xfe\xff"} {
		if hasMagic(head, bom) {
			rest = head[len(bom):]
			if bytes.HasPrefix(head, []byte("\uFFFD\uFFFD")) {
				rest = head[2*len("\uFFFD"):]
			}
			break
		}
	}
	if len(rest) < 2 {
		return false
	}
	first := 1 // little-endian: the NUL follows the character
	if rest[0] == 0 {
		first = 0
	}
	n := min(len(rest), 64)
	for i := first; i < n; i += 2 {
		if rest[i] != 0 {
			return false
		}
	}
	return true
}

// zipKind names a ZIP archive by what it holds: Office files are ZIP
// archives with fixed member names, which the archive lists uncompressed.
func zipKind(data []byte) string {
	switch {
	case bytes.Contains(data, []byte("xl/workbook")):
		return "an Excel workbook (.xlsx)"
	case bytes.Contains(data, []byte("word/document")):
		return "a Word document (.docx)"
	case bytes.Contains(data, []byte("ppt/presentation")):
		return "a PowerPoint presentation (.pptx)"
	case bytes.Contains(data, []byte("mimetypeapplication/vnd.oasis.opendocument")):
		return "an OpenDocument file (.ods, .odt or .odp)"
	}
	return "a ZIP archive"
}

// looksLikeText reports whether head reads as UTF-8 text: no NUL, and
// few characters that text does not hold (other control characters,
// bytes that are not UTF-8, U+FFFD). head may end inside a character.
func looksLikeText(head []byte) bool {
	if bytes.IndexByte(head, 0) >= 0 {
		return false
	}
	odd, n := 0, 0
	for i := 0; i < len(head); {
		r, size := utf8.DecodeRune(head[i:])
		if r == utf8.RuneError && size <= 1 && len(head)-i < utf8.UTFMax && !utf8.FullRune(head[i:]) {
			break // cut off at the end of the sample
		}
		n++
		if r == utf8.RuneError || r < 0x20 && r != '\t' && r != '\n' && r != '\r' && r != '\f' || r == 0x7f {
			odd++
		}
		i += max(size, 1)
	}
	// A stray byte in a long text file is text; a binary file has them
	// everywhere.
	return odd == 0 || odd*20 < n && odd < 64
}

// printable cuts s at its first character that is not printable (a
// control character, U+FFFD or a byte that is not UTF-8), so an error
// quotes no raw bytes of a file.
func printable(s string) string {
	for i, r := range s {
		if r == utf8.RuneError || !unicode.IsPrint(r) {
			return s[:i]
		}
	}
	return s
}
