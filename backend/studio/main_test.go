package studio

import (
	"fmt"
	"os"
	"testing"

	"go.uber.org/goleak"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

// TestMain closes the shared browser, then fails the package if any
// goroutine outlived its test: a studio's runs, highlights, mirrors and
// browser closes must all have ended by the time Close returned.
func TestMain(m *testing.M) {
	code := browsertest.Main(m)
	if code == 0 {
		if err := goleak.Find(ignore...); err != nil {
			fmt.Fprintln(os.Stderr, "goroutines left running after the tests:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// ignore lists goroutines that live as long as the process by design.
var ignore = []goleak.Option{
	// OpenCensus (a dependency of Badger, the store) starts its stats
	// worker in a package init function; it never stops.
	goleak.IgnoreTopFunction("go.opencensus.io/stats/view.(*worker).start"),
}
