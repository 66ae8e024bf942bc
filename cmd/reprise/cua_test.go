package main

import (
	"context"
	"image"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cua/cuatest"
	"github.com/reprise-qa/reprise/backend/demosite"
)

// TestAgentCUAMode: reprise agent --mode cua drives a computer-use model
// (OpenAI's wire format on loopback) that signs in by pixels on a screen
// the size of --viewport, or of --display when given; the second run of
// the goal replays from the agent cache with no model call.
func TestAgentCUAMode(t *testing.T) {
	agenttest.ClearEnv(t)
	t.Setenv("OPENAI_API_KEY", "test-key-not-real")
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	at := browsertest.ElementCenters(t, site.URL()+"/login.html", 1024, 640, "#email", "#password")
	srv := cuatest.NewServer(t, cuatest.OpenAI)
	srv.Respond(func(r cuatest.Request) cuatest.Reply {
		// Aim in the screenshot's pixels: the display may be smaller
		// than the viewport.
		sx, sy := float64(r.Display.X)/1024, float64(r.Display.Y)/640
		click := func(i int) map[string]any {
			return map[string]any{"type": "click", "button": "left", "x": int(at[i][0] * sx), "y": int(at[i][1] * sy)}
		}
		var rep cuatest.Reply
		switch r.Turn {
		case 0:
			rep.Calls = []cuatest.Call{{Actions: []map[string]any{click(0), {"type": "type", "text": "ann@example.com"}}}}
		case 1:
			rep.Calls = []cuatest.Call{{SafetyCheck: "The page asks for a password.", Actions: []map[string]any{
				click(1), {"type": "type", "text": "{{password}}"}, {"type": "keypress", "keys": []string{"ENTER"}}}}}
		default:
			rep.Calls = []cuatest.Call{{Name: "close", Args: map[string]any{"success": true, "result": "signed in"}}}
		}
		rep.InputTokens, rep.OutputTokens = 1200, 40
		return rep
	})
	store := t.TempDir()
	args := []string{"agent", "--mode", "cua", "--model", "openai/computer-use-preview", "--model-url", srv.BaseURL(), "--store", store,
		"--viewport", "1024x640", "--url", site.URL() + "/login.html", "--var", "user=ann@example.com", "--secret", "password=secret123", "--confirm-safety"}
	code, out, errs := runCLI(t, append(args, "--save", "Sign in", "sign in as {{user}}")...)
	if code != 0 || !strings.Contains(out, "SUCCESS: signed in (live; 3 turns, 3 model call(s), 3600+120 tokens") || !strings.Contains(errs, "saved trajectory") {
		t.Fatalf("first run: exit %d\n%s\n%s", code, out, errs)
	}
	t.Logf("live log of the first run:\n%s%s", errs, out)
	if !strings.Contains(errs, "→ computer") || !strings.Contains(errs, "safety check acknowledged") || strings.Contains(out+errs, "secret123") {
		t.Errorf("live log:\n%s", errs)
	}
	if os.Getenv("REPRISE_UPDATE_DOCS") != "" {
		writeCUAExample(t, store, errs, site)
	}
	reqs := srv.Requests()
	if reqs[0].Display != image.Pt(1024, 640) || reqs[1].Latest().Width != 1024 {
		t.Errorf("display %v, screenshot %dx%d; want the viewport, 1024x640", reqs[0].Display, reqs[1].Latest().Width, reqs[1].Latest().Height)
	}
	code, out, errs = runCLI(t, append(args, "sign in as {{user}}")...)
	if code != 0 || !strings.Contains(out, "replayed from the agent cache; 0 turns, 0 model call(s)") || len(srv.Requests()) != 3 {
		t.Fatalf("cached run: exit %d, %d requests\n%s\n%s", code, len(srv.Requests()), out, errs)
	}

	// A smaller display: the model sees 512x320 screenshots and aims in
	// them; the clicks still land on the fields.
	code, out, errs = runCLI(t, append(args, "--cache", "no", "--display", "512x320", "sign in as {{user}}")...)
	if code != 0 || !strings.Contains(out, "SUCCESS") {
		t.Fatalf("--display run: exit %d\n%s\n%s", code, out, errs)
	}
	last := srv.Requests()[len(srv.Requests())-1]
	if d, shot := srv.Requests()[3].Display, last.Latest(); d != image.Pt(512, 320) || shot == nil || shot.Width != 512 {
		t.Errorf("--display 512x320: declared %v, screenshot %+v", d, shot)
	}
}

func TestAgentCUAModeFlagErrors(t *testing.T) {
	agenttest.ClearEnv(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--mode", "cua"}, "needs a computer-use model"},
		{[]string{"--mode", "cua", "--model", "openai/computer-use-preview"}, "OPENAI_API_KEY"},
		{[]string{"--mode", "cua", "--model", "ollama/qwen3"}, "computer use is available with openai, anthropic, google models, not ollama"},
		{[]string{"--mode", "cua", "--model", "google/gemini-2.5-computer-use-preview-10-2025", "--display", "big"}, "WIDTHxHEIGHT"},
		{[]string{"--display", "800x600"}, "for --mode cua"},
	} {
		args := append([]string{"agent", "--url", "http://127.0.0.1:1/", "--store", t.TempDir()}, c.args...)
		code, _, errs := runCLI(t, append(args, "do it")...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, errs, c.want)
		}
	}
}

var savedID = regexp.MustCompile(`saved trajectory (\S+)`)

// writeCUAExample exports the saved computer-use run with reprise export
// and writes it to docs/cua-example.json, the demo site's ports
// normalised.
func writeCUAExample(t *testing.T, store, log string, site *demosite.Server) {
	t.Helper()
	m := savedID.FindStringSubmatch(log)
	if m == nil {
		t.Fatalf("no saved trajectory in\n%s", log)
	}
	code, out, errs := runCLI(t, "export", "--store", store, m[1])
	if code != 0 {
		t.Fatalf("export: exit %d\n%s", code, errs)
	}
	out = strings.ReplaceAll(out, site.URL(), "http://127.0.0.1:8080")
	out = strings.ReplaceAll(out, site.AltURL(), "http://localhost:8081")
	if err := os.WriteFile(filepath.Join("..", "..", "docs", "cua-example.json"), []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
}
