// Package leakcheck fails a test binary whose goroutines outlived its
// tests. Packages call it from TestMain once everything the tests share
// (the browser, a demo site, a store) is closed:
//
//	func TestMain(m *testing.M) { os.Exit(leakcheck.After(browsertest.Main(m))) }
package leakcheck

import (
	"fmt"
	"os"

	"go.uber.org/goleak"
)

// After returns code, or 1 when the tests passed (code 0) but goroutines
// are still running; it prints them to stderr.
func After(code int) int {
	if code != 0 {
		return code
	}
	if err := goleak.Find(ignore...); err != nil {
		fmt.Fprintln(os.Stderr, "goroutines left running after the tests:", err)
		return 1
	}
	return 0
}

// ignore lists goroutines that live as long as the process by design.
var ignore = []goleak.Option{
	// OpenCensus (a dependency of Badger, the store) starts its stats
	// worker in a package init function; it never stops.
	goleak.IgnoreTopFunction("go.opencensus.io/stats/view.(*worker).start"),
}
