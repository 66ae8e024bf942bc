package replay_test

import (
	"fmt"
	"os"
	"testing"

	"go.uber.org/goleak"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

// TestMain closes the shared browser and the demo site, then fails the
// package if any goroutine outlived its test.
func TestMain(m *testing.M) {
	code := browsertest.Main(m)
	if site != nil {
		site.Close()
	}
	if code == 0 {
		if err := goleak.Find(leakIgnore...); err != nil {
			fmt.Fprintln(os.Stderr, "goroutines left running after the tests:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// leakIgnore lists goroutines that live as long as the process by design.
var leakIgnore = []goleak.Option{
	// OpenCensus (a dependency of Badger, the store) starts its stats
	// worker in a package init function; it never stops.
	goleak.IgnoreTopFunction("go.opencensus.io/stats/view.(*worker).start"),
}
