package studio

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// The recorder pre-launches the browser while the user types the first
// URL: the browser starts before any session, a second call starts no
// second browser, and the first session opens on the pre-launched one
// (even when it is asked for while the launch is still under way).
func TestPrewarmBrowserLaunchesOnceBeforeTheFirstSession(t *testing.T) {
	for _, wait := range []bool{true, false} {
		name := map[bool]string{true: "launched before the session", false: "session asked for during the launch"}[wait]
		t.Run(name, func(t *testing.T) {
			s := ownBrowserStudio(t, nil)
			defer s.Close()
			if err := s.PrewarmBrowser(); err != nil {
				t.Fatal(err)
			}
			if err := s.PrewarmBrowser(); err != nil {
				t.Fatal(err)
			}
			s.mu.Lock()
			l := s.launching
			s.mu.Unlock()
			if l == nil {
				t.Fatal("no launch under way after PrewarmBrowser")
			}
			if wait {
				select {
				case <-l.done:
				case <-time.After(2 * time.Minute):
					t.Fatal("the pre-launch did not end")
				}
				s.mu.Lock()
				up := s.br
				s.mu.Unlock()
				if up == nil || l.err != nil {
					t.Fatalf("no browser after the pre-launch: %v", l.err)
				}
			}
			info, err := s.StartSession(SessionOptions{URL: "about:blank", Name: "A"})
			if err != nil {
				t.Fatal(err)
			}
			s.mu.Lock()
			br, refs := s.br, len(s.brRefs)
			s.mu.Unlock()
			if br != l.b || refs != 1 {
				t.Errorf("the session runs on %p with %d browsers referenced; want the pre-launched %p alone", br, refs, l.b)
			}
			if err := s.CloseSession(info.ID); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// Sending every instruction to the model is refused in the settings while
// the default model is the offline one, with the reason on that field, and
// kept once a model is chosen.
func TestResolverOffSettingNeedsAModel(t *testing.T) {
	s := ownBrowserStudio(t, nil)
	defer s.Close()
	set, _ := s.GetSettings()
	set.Model, set.ResolverOff = "local", true
	_, err := s.SaveSettings(set)
	if err == nil || !strings.Contains(err.Error(), "needs a model") || !strings.Contains(fmt.Sprintf("%+v", AsError(err).Details), "resolverOff") {
		t.Fatalf("saving resolverOff with the local model: %v", err)
	}
	set.Model = "openai/gpt-4.1-mini"
	got, err := s.SaveSettings(set)
	if err != nil || !got.ResolverOff {
		t.Fatalf("saving resolverOff with a model: %+v %v", got, err)
	}
	if again, _ := s.GetSettings(); !again.ResolverOff {
		t.Error("the setting was not kept")
	}
}
