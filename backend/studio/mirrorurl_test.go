package studio

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// urlEmitter keeps the URLs of the mirror events it receives.
type urlEmitter struct {
	mu   sync.Mutex
	urls map[string][]string
}

func (e *urlEmitter) Emit(name string, payload any) {
	e.mu.Lock()
	defer e.mu.Unlock()
	switch p := payload.(type) {
	case MirrorFrame:
		e.urls[name] = append(e.urls[name], p.URL)
	case Highlight:
		e.urls[name] = append(e.urls[name], p.URL)
	}
}

func (e *urlEmitter) seen(name string) []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]string(nil), e.urls[name]...)
}

// TestMirrorEventsCarryNoSecretInTheURL: the page's address in
// mirror:frame and mirror:highlight is redacted as a run step's is: a
// secret value in it (here URL-encoded, and given with a trailing space
// the address does not have) is masked, the rest of the address kept.
func TestMirrorEventsCarryNoSecretInTheURL(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte("<!doctype html><title>t</title><h1>Welcome</h1><button>Sign out</button>"))
	}))
	defer srv.Close()
	const leak = "MIRROR_LEAK_9"
	emit := &urlEmitter{urls: map[string][]string{}}
	s := ownBrowserStudio(t, emit)
	defer s.Close()
	info, err := s.StartSession(SessionOptions{URL: srv.URL + "/dashboard.html?user=tok%20" + leak + "&tab=2",
		Variables: []trajectory.Variable{{Name: "user", Secret: true}}, Values: map[string]string{"user": "tok " + leak + " "}})
	if err != nil {
		t.Fatal(err)
	}
	onPage := func(urls []string) bool {
		for _, u := range urls {
			if strings.Contains(u, "/dashboard.html") {
				return true
			}
		}
		return false
	}
	for deadline := time.Now().Add(10 * time.Second); !onPage(emit.seen(EvMirrorFrame)); {
		if time.Now().After(deadline) {
			t.Fatalf("no mirror:frame of the page within 10s: %q", emit.seen(EvMirrorFrame))
		}
		time.Sleep(50 * time.Millisecond)
	}
	ss, err := s.session(info.ID)
	if err != nil {
		t.Fatal(err)
	}
	s.highlight(ss, &trajectory.Step{ID: "s1", Instruction: "click Sign out", Action: trajectory.ActionClick})
	for _, ev := range []string{EvMirrorFrame, EvMirrorHighlight} {
		urls := emit.seen(ev)
		if len(urls) == 0 {
			t.Fatalf("no %s event", ev)
		}
		for _, u := range urls {
			if u == "about:blank" { // the frames before the page opened
				continue
			}
			if strings.Contains(u, leak) {
				t.Errorf("%s carries the secret: %q", ev, u)
			}
			if !strings.Contains(u, "/dashboard.html?user=") || !strings.HasSuffix(u, "&tab=2") {
				t.Errorf("%s lost the address: %q", ev, u)
			}
		}
	}
}
