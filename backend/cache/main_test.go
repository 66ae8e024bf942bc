package cache

import (
	"fmt"
	"os"

	"go.uber.org/goleak"
)

// checkLeaks is called by TestMain after the tests: it fails the package
// (returns 1) if a goroutine outlived its test, such as a store left open
// with its compactors running. A failing run keeps its own code.
func checkLeaks(code int) int {
	if code != 0 {
		return code
	}
	if err := goleak.Find(leakIgnore...); err != nil {
		fmt.Fprintln(os.Stderr, "goroutines left running after the tests:", err)
		return 1
	}
	return 0
}

// leakIgnore lists goroutines that live as long as the process by design.
var leakIgnore = []goleak.Option{
	// OpenCensus (a dependency of Badger, the store) starts its stats
	// worker in a package init function; it never stops.
	goleak.IgnoreTopFunction("go.opencensus.io/stats/view.(*worker).start"),
}
