package studio

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestExportAndReplayUsesAgreeOnTheLearnedLocator: a flow whose Sign in
// step ranks first a test id the page no longer has is run once; its
// export then clicks Sign in by the locator the run used, with a comment
// saying so. What replays learned is also what the editor's "replay uses"
// marks on the live page: a learned label for Email is marked, not the
// #email replay would try first had it learned nothing; the export keeps
// Email's recorded role, which replays never found broken.
func TestExportAndReplayUsesAgreeOnTheLearnedLocator(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	s, err := New(Options{Store: store, Browser: browsertest.Shared(t), SettingsPath: filepath.Join(t.TempDir(), "settings.json")})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	tr, err := trajectory.LoadFile(filepath.Join("..", "..", "testdata", "trajectories", "demo-login.json"))
	if err != nil {
		t.Fatal(err)
	}
	data, _ := trajectory.Marshal(tr)
	if tr, err = trajectory.Parse([]byte(strings.ReplaceAll(string(data), "http://127.0.0.1:8080", site.URL())), "demo-login"); err != nil {
		t.Fatal(err)
	}
	tr.ID = ""
	signIn := tr.Steps[3].Target
	if tr.Steps[3].Instruction != "click Sign in" || signIn.Candidates[0].Kind != trajectory.LocTestID {
		t.Fatalf("the fixture's step 4 is not Sign in with a test id first: %+v", tr.Steps[3])
	}
	signIn.Candidates[0].Value = "login-button" // the page's is login-submit
	saved, err := store.SaveTrajectory(tr)
	if err != nil {
		t.Fatal(err)
	}

	run, err := s.StartRun(RunOptions{TrajectoryID: saved.ID, Values: map[string]string{"password": "secret123"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.WaitRun(context.Background(), run.RunID); err != nil {
		t.Fatal(err)
	}
	if r, err := s.GetRun(saved.ID, run.RunID); err != nil || r.Status != trajectory.StatusPassed {
		t.Fatalf("the run: %+v %v", r, err)
	}
	f, err := s.ExportFlow(saved.ID, 0, "playwright-ts")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(f.Content, "  // locator learned from the last replay (recorded first: data-testid=\"login-button\")\n  await page.getByRole('button', { name: 'Sign in', exact: true }).click();") {
		t.Errorf("the export does not click Sign in as the run did:\n%s", f.Content)
	}

	// An earlier replay learned Email's label (say #email was missing
	// then): replay tries the label first, and finds the field by it.
	email := saved.Steps[0].Target
	if err := store.LearnWinner(saved.ID, saved.Steps[0].ID, replay.Winner{Locator: `label "Email"`}); err != nil {
		t.Fatal(err)
	}
	sess, err := s.StartSession(SessionOptions{TrajectoryID: saved.ID})
	if err != nil {
		t.Fatal(err)
	}
	checks, err := s.CheckCandidates(sess.ID, *email)
	if err != nil {
		t.Fatal(err)
	}
	var marked []string
	for _, c := range checks {
		if c.WouldWin {
			marked = append(marked, c.Locator.String())
		}
	}
	if len(marked) != 1 || marked[0] != `label "Email"` {
		t.Errorf("replay uses %v on the live page, want the learned label \"Email\"", marked)
	}
	// A target that is no step's (a picked element) is marked by the
	// order alone.
	picked := *email
	picked.Fingerprint.Name = "Email address"
	if checks, err = s.CheckCandidates(sess.ID, picked); err != nil || len(checks) < 3 || !checks[2].WouldWin || checks[2].Locator.Value != "#email" {
		t.Errorf("a target of no step: want #email marked, got %+v (%v)", checks, err)
	}
	// The export keeps Email's recorded role: replay tries the label
	// before it anyway (cheaper to query), so learning the label says
	// nothing against the role, which is the more robust to write.
	if f, err = s.ExportFlow(saved.ID, 0, "playwright-ts"); err != nil || !strings.Contains(f.Content, "await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user);") {
		t.Errorf("the export does not fill Email by its recorded role (%v):\n%s", err, f.Content)
	}
}
