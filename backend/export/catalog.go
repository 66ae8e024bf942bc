package export

import (
	"path/filepath"
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
	// Note says what the format does with the flow that a user should
	// know before replaying the file elsewhere, when there is something.
	Note string `json:"note,omitempty"`
}

var catalog = map[Format]FormatInfo{
	PlaywrightTS: {Label: "Playwright Test (TypeScript)", MediaType: "text/typescript", Language: "typescript"},
	Python:       {Label: "pytest-playwright (Python)", MediaType: "text/x-python", Language: "python"},
	Go:           {Label: "playwright-go test (Go)", MediaType: "text/x-go", Language: "go"},
	ChromeRecorder: {Label: "Chrome DevTools Recorder (JSON)", MediaType: "application/json", Language: "json",
		Note: "DevTools recordings have no variables: each is written as its default value, and a secret (or a variable with no default) stays {{name}}, to be typed in in DevTools before replaying. Reprise reads the file back with its variables. " +
			"DevTools checks only that an element's text is exactly something: a check that text contains something, or matches a pattern, " +
			"is written as a wait for the element, and is checked only when Reprise imports and replays the file."},
	JSON: {Label: "Reprise trajectory (JSON)", MediaType: "application/json", Language: "json"},
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
// (the id when the name has none), and f's extension. The name is one the
// format's test runner finds: a Go export uses "_" (a Go test file name),
// a Python one is test_NAME.py with "_" (pytest collects test_*.py).
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
	switch f {
	case Go:
		base = strings.ReplaceAll(base, "-", "_")
	case Python:
		base = "test_" + strings.ReplaceAll(base, "-", "_")
	}
	if f == JSON {
		return base + ".reprise.json"
	}
	return base + f.Extension()
}

// NameNote says, when a file named fileName holding an export in format f
// would not be found by that format's test runner, what to name it
// instead; "" when the name will do (or f has no runner).
func NameNote(f Format, fileName string) string {
	base := filepath.Base(fileName)
	switch f {
	case Go:
		if !strings.HasSuffix(base, "_test.go") {
			return "go test runs only files named *_test.go: name it like " + strings.TrimSuffix(base, ".go") + "_test.go"
		}
	case Python:
		if !strings.HasSuffix(base, ".py") || !strings.HasPrefix(base, "test_") && !strings.HasSuffix(base, "_test.py") {
			return "pytest collects only test_*.py and *_test.py files: name it like test_" + strings.TrimSuffix(base, ".py") + ".py"
		}
	case PlaywrightTS:
		if !playwrightTestFile.MatchString(base) {
			return "Playwright Test runs only files named *.spec.ts or *.test.ts (its default testMatch): name it like " + strings.TrimSuffix(base, ".ts") + ".spec.ts"
		}
	}
	return ""
}

// playwrightTestFile is Playwright Test's default testMatch on a base name.
var playwrightTestFile = regexp.MustCompile(`\.(spec|test)\.(c|m)?[jt]sx?$`)
