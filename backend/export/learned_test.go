package export_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/export"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// brokenTestID is the test id the learned-locator flow's Sign in step
// ranks first: the demo site has no such element (its button's is
// "login-submit"), as after a release that renamed it.
const brokenTestID = "login-button"

// learnedLogin stores the demo login flow in a real Badger store with
// its Sign in step's top locator changed to a test id the demo site
// lacks, replays it once in Chromium with the store's winners (the
// button is found by its role and name, the next candidate), and returns
// the stored flow with what its replays learned (replay.Learned), as
// `reprise export ID` and the studio's Export read them.
func learnedLogin(t *testing.T) (*trajectory.Trajectory, map[string]int) {
	t.Helper()
	data, err := trajectory.Marshal(fixtures(t)["demo-login"])
	if err != nil {
		t.Fatal(err)
	}
	tr, err := trajectory.Parse([]byte(strings.ReplaceAll(string(data), fixtureOrigin, demoSite(t).URL())), "demo-login")
	if err != nil {
		t.Fatal(err)
	}
	tr.ID, tr.Name = "demo-login-learned", "Log in (learned locator)"
	signIn := &tr.Steps[3]
	if signIn.Instruction != "click Sign in" || signIn.Target.Candidates[0].Kind != trajectory.LocTestID {
		t.Fatalf("the fixture's step 4 is not Sign in with a test id first: %+v", signIn)
	}
	signIn.Target.Candidates[0].Value = brokenTestID

	st, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	saved, err := st.SaveTrajectory(tr)
	if err != nil {
		t.Fatal(err)
	}
	sess := browsertest.NewPage(t)
	run := replay.NewPlayer(sess.Page, replay.Options{Winners: cache.Winners(st)}).Run(context.Background(), saved, map[string]string{"password": "secret123"})
	if run.Status != trajectory.StatusPassed {
		t.Fatalf("replay of the flow with a broken top locator: %s %s", run.Status, run.Error)
	}
	stored, err := st.Trajectory(saved.ID)
	if err != nil {
		t.Fatal(err)
	}
	learned := replay.Learned(cache.Winners(st), stored)
	if k, ok := learned["s4"]; !ok || stored.Steps[3].Target.Candidates[k].String() != `role button "Sign in"` {
		t.Fatalf("replay learned %v for Sign in, want its role and name (candidates %v)", learned, stored.Steps[3].Target.Candidates)
	}
	return stored, learned
}

// TestExportsUseTheLocatorReplayLearned: a stored flow whose top locator
// no longer finds its element, replayed once, exports with the locator
// the replay used and a comment saying so; the same flow with nothing
// learned (a file given by path) exports as before.
func TestExportsUseTheLocatorReplayLearned(t *testing.T) {
	tr, learned := learnedLogin(t)
	for _, c := range []struct {
		format       export.Format
		learned, top string
		note         string
	}{
		{export.PlaywrightTS, `page.getByRole('button', { name: 'Sign in', exact: true }).click()`, `page.getByTestId('` + brokenTestID + `')`,
			`  // locator learned from the last replay (recorded first: data-testid="` + brokenTestID + `")`},
		{export.Python, `page.get_by_role("button", name="Sign in", exact=True).click()`, `page.get_by_test_id("` + brokenTestID + `")`,
			`    # locator learned from the last replay (recorded first: data-testid="` + brokenTestID + `")`},
		{export.Go, `page.GetByRole("button", playwright.PageGetByRoleOptions{Name: "Sign in", Exact: playwright.Bool(true)}).Click()`, `page.GetByTestId("` + brokenTestID + `")`,
			`	// locator learned from the last replay (recorded first: data-testid="` + brokenTestID + `")`},
	} {
		t.Run(string(c.format), func(t *testing.T) {
			got, err := export.Bytes(c.format, tr, export.Options{Learned: learned})
			if err != nil {
				t.Fatal(err)
			}
			out := string(got)
			if !strings.Contains(out, c.learned) || strings.Contains(out, c.top) || !strings.Contains(out, c.note+"\n") {
				t.Errorf("want %q with the note %q and no %q:\n%s", c.learned, c.note, c.top, out)
			}
			if strings.Contains(out, "secret123") {
				t.Errorf("a secret value was exported:\n%s", out)
			}
			plain, err := export.Bytes(c.format, tr, export.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(plain), c.top) || strings.Contains(string(plain), "learned from the last replay") {
				t.Errorf("with nothing learned, want the top locator %q and no note:\n%s", c.top, plain)
			}
		})
	}

	t.Run("chrome-recorder", func(t *testing.T) {
		got, err := export.Bytes(export.ChromeRecorder, tr, export.Options{Learned: learned})
		if err != nil {
			t.Fatal(err)
		}
		var rec export.ChromeRecording
		if err := json.Unmarshal(got, &rec); err != nil {
			t.Fatal(err)
		}
		for _, s := range rec.Steps {
			if s.Reprise == nil || s.Reprise.ID != "s4" {
				continue
			}
			if len(s.Selectors) < 2 || s.Selectors[0][0] != `aria/Sign in[role="button"]` || s.Reprise.Candidates[0].Kind != trajectory.LocRole {
				t.Errorf("want the learned locator first, the broken test id after it: %v", s.Selectors)
			}
			return
		}
		t.Errorf("no Sign in step in the recording:\n%s", got)
	})

	t.Run("json", func(t *testing.T) {
		got, err := export.Bytes(export.JSON, tr, export.Options{Learned: learned})
		if err != nil {
			t.Fatal(err)
		}
		plain, err := export.Bytes(export.JSON, tr, export.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(plain) {
			t.Error("Reprise JSON changed with what replay learned: it is the flow as stored")
		}
	})
}
