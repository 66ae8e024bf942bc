package browsertest_test

import (
	"os"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }

func TestSharedIsOneBrowser(t *testing.T) {
	a, b := browsertest.Shared(t), browsertest.Shared(t)
	if a != b {
		t.Fatal("Shared returned two browsers")
	}
	if !a.Underlying().IsConnected() {
		t.Fatal("shared browser is not connected")
	}
}

func TestNewPageIsClosedAfterTest(t *testing.T) {
	var first, second interface{ IsClosed() bool }
	t.Run("use", func(t *testing.T) {
		s := browsertest.NewPage(t)
		if _, err := s.Page.Goto("data:text/html,<title>x</title>"); err != nil {
			t.Fatal(err)
		}
		first = s.Page
		s2 := browsertest.NewPage(t)
		second = s2.Page
		if s.Context == s2.Context {
			t.Fatal("two NewPage calls share a browser context")
		}
	})
	if !first.IsClosed() || !second.IsClosed() {
		t.Fatal("NewPage sessions still open after their test ended")
	}
}
