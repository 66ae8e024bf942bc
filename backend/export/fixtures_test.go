package export_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

var recordFixtures = flag.Bool("record-fixtures", false,
	"re-record the demo trajectories in testdata/trajectories with the real recorder on the demo site")

// fixtureDir holds the recorded demo trajectories shared by the export and
// import tests.
const fixtureDir = "../../testdata/trajectories"

// Origins the recorded fixtures are normalised to. Tests that run exports
// point BASE_URL at the live demo site instead.
const (
	fixtureOrigin    = "http://127.0.0.1:8080"
	fixtureAltOrigin = "http://localhost:8081"
)

// demoFlow is one demo trajectory: where it starts and the instructions
// the offline resolver records it from.
type demoFlow struct {
	id, name, page string
	vars           []trajectory.Variable
	vals           map[string]string
	instrs         []string
}

var demoFlows = []demoFlow{
	{
		id: "demo-login", name: "Log in", page: "/login.html",
		vars: []trajectory.Variable{{Name: "user", Default: "ann@example.com", Description: "account email"},
			{Name: "password", Secret: true, Description: "account password"}},
		vals: map[string]string{"password": "secret123"},
		instrs: []string{
			"type {{user}} into Email",
			"type {{password}} into Password",
			"check Remember me",
			"click Sign in",
			"verify the url contains /dashboard",
			"verify Sign out is visible",
			`verify "You are signed in to the Demo Store." is visible`,
			"hover Continue shopping",
			"scroll down",
		},
	},
	{
		id: "demo-checkout", name: "Shop and check out", page: "/shop.html",
		vars: []trajectory.Variable{{Name: "name", Default: "Ann Lee"}},
		instrs: []string{
			"click Add Wool Scarf to cart",
			"click Add to cart for Silk Scarf",
			"click Cart",
			"click Checkout",
			"type {{name}} into Full name",
			"type 1 Main Street into Address",
			"type Paris into City",
			"select France from Country",
			"check Express",
			"check PayPal",
			"check I accept the terms",
			"click Place order",
			`verify "Thank you for your order" is visible`,
		},
	},
	{
		id: "demo-iframe", name: "Embedded forms", page: "/iframe.html",
		instrs: []string{
			"type ann@example.com into Email address",
			"click Subscribe",
			"type Ann into Name",
			"type ann@example.com into Email",
			"select Returns and exchanges from Topic",
			"type Where is my parcel? into Message",
			"click Send message",
			"wait for Message sent",
		},
	},
	{
		id: "demo-shadow", name: "Shadow widgets", page: "/shadow.html",
		instrs: []string{
			"click 4 stars",
			"type SAVE10 into Promo code",
			"click Apply",
			`verify "Code applied: SAVE10" is visible`,
		},
	},
}

// TestRecordFixtures re-records testdata/trajectories/*.json. It runs only
// with -record-fixtures (go generate ./backend/export does that); the
// committed fixtures keep golden files stable while the recorder evolves.
func TestRecordFixtures(t *testing.T) {
	if !*recordFixtures {
		t.Skip("re-recording fixtures only with -record-fixtures (go generate ./backend/export)")
	}
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	if err := os.MkdirAll(fixtureDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range demoFlows {
		t.Run(f.id, func(t *testing.T) {
			sess := browsertest.NewPage(t)
			tr := &trajectory.Trajectory{ID: f.id, Name: f.name, StartURL: site.URL() + f.page, Variables: f.vars}
			rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{}), nil, f.vals)
			ctx := context.Background()
			if err := rec.Start(ctx); err != nil {
				t.Fatal(err)
			}
			for i, in := range f.instrs {
				if _, _, err := rec.Do(ctx, in); err != nil {
					t.Fatalf("recording step %d %q: %v", i+1, in, err)
				}
			}
			out := rec.Trajectory()
			stamp := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
			out.Revision, out.CreatedAt, out.UpdatedAt = 1, stamp, stamp
			data, err := trajectory.Marshal(out)
			if err != nil {
				t.Fatal(err)
			}
			text := strings.ReplaceAll(string(data), site.URL(), fixtureOrigin)
			text = strings.ReplaceAll(text, site.AltURL(), fixtureAltOrigin)
			for _, secret := range f.vals {
				if strings.Contains(text, secret) {
					t.Fatalf("recorded trajectory holds a secret value")
				}
			}
			if _, err := trajectory.Parse([]byte(text), f.id); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(fixtureDir, f.id+".json"), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		})
	}
}
