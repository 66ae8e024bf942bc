package agent_test

import (
	"context"
	"os"
	"sync"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
)

func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }

var (
	siteOnce sync.Once
	site     *demosite.Server
	siteErr  error
)

// demo returns the demo site, started once per test binary.
func demo(t testing.TB) *demosite.Server {
	t.Helper()
	siteOnce.Do(func() { site, siteErr = demosite.Start(context.Background(), "") })
	if siteErr != nil {
		t.Fatal(siteErr)
	}
	return site
}
