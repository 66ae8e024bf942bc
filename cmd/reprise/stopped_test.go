package main

import (
	"bufio"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestServeAndDemoSiteSayTheyStopped: Ctrl+C (the command's context
// cancelled, as main does on SIGINT) ends reprise serve and demo-site
// with one line saying so.
func TestServeAndDemoSiteSayTheyStopped(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args  []string
		ready string
		want  string
	}{
		{[]string{"serve", "--store", filepath.Join(dir, "store"), "--settings", filepath.Join(dir, "settings.json"), "--ui", filepath.Join(dir, "no-ui")},
			"Reprise is serving on", "reprise serve: stopped"},
		{[]string{"demo-site", "--addr", "127.0.0.1:0"}, "demo site on", "demo site stopped"},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		pr, pw := io.Pipe()
		done := make(chan int, 1)
		go func() {
			done <- run(ctx, tc.args, pw, io.Discard)
			pw.Close()
		}()
		lines := bufio.NewReader(pr)
		first, err := lines.ReadString('\n')
		if err != nil || !strings.HasPrefix(first, tc.ready) {
			cancel()
			t.Fatalf("%s did not start: %q %v", tc.args[0], first, err)
		}
		cancel()
		rest, _ := io.ReadAll(lines)
		select {
		case code := <-done:
			if code != 0 {
				t.Errorf("%s exited %d", tc.args[0], code)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("%s did not stop", tc.args[0])
		}
		last := strings.TrimSpace(string(rest))
		if i := strings.LastIndex(last, "\n"); i >= 0 {
			last = last[i+1:]
		}
		if last != tc.want {
			t.Errorf("%s's last line after Ctrl+C is %q, want %q", tc.args[0], last, tc.want)
		}
	}
}

// TestExportHelpListsOnlyWhatExportUses: export opens no browser, so its
// help lists no browser or endpoint flag; they are still accepted.
func TestExportHelpListsOnlyWhatExportUses(t *testing.T) {
	code, out, errs := runCLI(t, "export", "--help")
	help := out + errs
	if code != 0 || !strings.Contains(help, "-store") || !strings.Contains(help, "-format") {
		t.Fatalf("export --help: exit %d\n%s", code, help)
	}
	for _, hidden := range []string{"-browser", "-cdp-endpoint", "-ws-endpoint", "-endpoints", "-header", "-storage-state", "-headed", "-viewport", "-allow-origin", "-allow-file-urls"} {
		if strings.Contains(help, "  "+hidden+" ") || strings.Contains(help, "  "+hidden+"\n") {
			t.Errorf("export --help lists %s:\n%s", hidden, help)
		}
	}
	if code, out, errs := runCLI(t, "export", "--headed", "--viewport", "800x600", demoLoginFile); code != 0 || !strings.Contains(out, `"Log in"`) {
		t.Errorf("export with the hidden flags: exit %d\n%s", code, errs)
	}
	// A hidden flag is no suggestion for a mistyped one.
	if _, _, errs := runCLI(t, "export", "--heded", demoLoginFile); strings.Contains(errs, "did you mean --headed") {
		t.Errorf("a hidden flag is suggested:\n%s", errs)
	}
}
