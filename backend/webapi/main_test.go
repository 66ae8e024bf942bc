package webapi_test

import (
	"os"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/internal/leakcheck"
)

// TestMain closes the shared browser, then fails the package if any
// goroutine outlived its test (a studio call left running after its
// request, a hub writer, a batch timer).
func TestMain(m *testing.M) { os.Exit(leakcheck.After(browsertest.Main(m))) }
