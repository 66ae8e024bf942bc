package replay_test

import (
	"os"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/internal/leakcheck"
)

// TestMain closes the shared browser and the demo site, then fails the
// package if any goroutine outlived its test.
func TestMain(m *testing.M) {
	code := browsertest.Main(m)
	if site != nil {
		site.Close()
	}
	os.Exit(leakcheck.After(code))
}
