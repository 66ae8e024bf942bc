package studio

import (
	"os"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/internal/leakcheck"
)

// TestMain closes the shared browser, then fails the package if any
// goroutine outlived its test: a studio's runs, highlights, mirrors and
// browser closes must all have ended by the time Close returned.
func TestMain(m *testing.M) { os.Exit(leakcheck.After(browsertest.Main(m))) }
