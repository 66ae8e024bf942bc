package recorder

import (
	"os"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

// TestMain shares one browser among the package's tests.
func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }
