package export

import (
	"regexp"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// FormatInfo describes an export format for a user choosing one: the CLI's
// --format names and the app's "Export as…" menu both come from Catalog.
type FormatInfo struct {
	// Format is the name ParseFormat accepts, e.g. "playwright-ts".
	Format Format `json:"format"`
	// Label is the format's name for a menu, e.g. "Playwright Test (TypeScript)".
	Label string `json:"label"`
	// Extension is the customary file name suffix (Format.Extension).
	Extension string `json:"extension"`
	// MediaType is the file's MIME type, for a download.
	MediaType string `json:"mediaType"`
	// Language names the syntax of the file for a code view: "typescript",
	// "python", "go" or "json".
	Language string `json:"language"`
}

var catalog = map[Format]FormatInfo{
	PlaywrightTS:   {Label: "Playwright Test (TypeScript)", MediaType: "text/typescript", Language: "typescript"},
	Python:         {Label: "pytest-playwright (Python)", MediaType: "text/x-python", Language: "python"},
	Go:             {Label: "playwright-go test (Go)", MediaType: "text/x-go", Language: "go"},
	ChromeRecorder: {Label: "Chrome DevTools Recorder (JSON)", MediaType: "application/json", Language: "json"},
	JSON:           {Label: "Reprise trajectory (JSON)", MediaType: "application/json", Language: "json"},
}

// Catalog describes every export format, in the order of Formats.
func Catalog() []FormatInfo {
	out := make([]FormatInfo, 0, len(catalog))
	for _, f := range Formats() {
		out = append(out, Describe(f))
	}
	return out
}

// Describe returns the description of format f; an unknown format is
// labelled with its name, as plain text.
func Describe(f Format) FormatInfo {
	fi, ok := catalog[f]
	if !ok {
		fi = FormatInfo{Label: string(f), MediaType: "application/octet-stream", Language: "text"}
	}
	fi.Format, fi.Extension = f, f.Extension()
	return fi
}

var unsafeName = regexp.MustCompile(`[^a-z0-9]+`)

// FileName is the file name an export of t in format f is offered under:
// the flow's name in lower case with runs of other characters as "-"
// (the id when the name has none), and f's extension; a Go export uses
// "_" so that the name is a valid Go file name of a test.
func FileName(t *trajectory.Trajectory, f Format) string {
	base := ""
	if t != nil {
		base = strings.Trim(unsafeName.ReplaceAllString(strings.ToLower(t.Name), "-"), "-")
		if base == "" {
			base = t.ID
		}
	}
	if base == "" {
		base = "flow"
	}
	if f == Go {
		base = strings.ReplaceAll(base, "-", "_")
	}
	if f == JSON {
		return base + ".reprise.json"
	}
	return base + f.Extension()
}
