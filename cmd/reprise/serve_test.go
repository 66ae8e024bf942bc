package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestServeRefusesNonLoopbackAddresses(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:0", ":0", "192.0.2.10:8080", "[::]:0", "example.com:80", "nonsense"} {
		code, _, stderr := runCLI(t, "serve", "--addr", addr, "--store", t.TempDir())
		if code != 2 || !strings.Contains(stderr, "loopback") && !strings.Contains(stderr, "HOST:PORT") {
			t.Errorf("serve --addr %s: exit %d, stderr %q; want exit 2 explaining loopback only", addr, code, stderr)
		}
	}
}

// TestServePrintsATokenURLAndRequiresTheToken starts reprise serve as a
// user would and calls it through the URL it prints.
func TestServePrintsATokenURLAndRequiresTheToken(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	dir := t.TempDir()
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--store", filepath.Join(dir, "store"), "--settings", filepath.Join(dir, "settings.json"),
			"--ui", filepath.Join(dir, "no-ui")}, pw, io.Discard)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatalf("reading the printed URL: %v", err)
	}
	go io.Copy(io.Discard, pr)
	i := strings.Index(line, "http://")
	if i < 0 {
		t.Fatalf("no URL in %q", line)
	}
	u, err := url.Parse(strings.TrimSpace(line[i:]))
	if err != nil || u.Query().Get("token") == "" || !strings.HasPrefix(u.Host, "127.0.0.1:") {
		t.Fatalf("printed URL %q: want http://127.0.0.1:PORT/?token=…", line)
	}
	token := u.Query().Get("token")
	base := "http://" + u.Host

	resp, err := http.Get(u.String())
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), "npm run build") {
		t.Errorf("GET / without a built UI: %d %q", resp.StatusCode, page)
	}
	call := func(tok string) int {
		req, _ := http.NewRequest("POST", base+"/api/AppInfo", strings.NewReader("[]"))
		if tok != "" {
			req.Header.Set("X-Reprise-Token", tok)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if got := call(""); got != 401 {
		t.Errorf("API without token: %d, want 401", got)
	}
	if got := call(token); got != 200 {
		t.Errorf("API with the printed token: %d, want 200", got)
	}
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("serve exited %d after interrupt", code)
		}
	case <-time.After(time.Minute):
		t.Fatal("serve did not stop after interrupt")
	}
}
