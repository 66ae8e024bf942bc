package export_test

import (
	"os"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
)

func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }
