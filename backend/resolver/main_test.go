package resolver

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
)

var (
	demo     *demosite.Server // the demo shop
	fixtures *httptest.Server // testdata/pages/*.html
)

func TestMain(m *testing.M) {
	ctx, cancel := context.WithCancel(context.Background())
	srv, err := demosite.Start(ctx, "")
	if err != nil {
		fmt.Fprintln(os.Stderr, "starting demo site:", err)
		os.Exit(1)
	}
	demo = srv
	fixtures = httptest.NewServer(http.FileServer(http.Dir("testdata/pages")))
	code := browsertest.Main(m)
	fixtures.Close()
	cancel()
	_ = srv.Close()
	os.Exit(code)
}
