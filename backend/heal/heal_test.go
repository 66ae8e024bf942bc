package heal_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/heal"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }

// clickLog records, in the top window, every trusted click and the
// data-who of the element hit (inside shadow roots and same-origin frames
// too), so tests can check what replay acted on.
const clickLog = `<script>
(() => {
  const top = window.top;
  if (!top.__clicks) top.__clicks = [];
  document.addEventListener('click', (e) => {
    if (!e.isTrusted) return;
    const t = e.composedPath()[0];
    const w = t && t.closest ? t.closest('[data-who]') : null;
    top.__clicks.push(w ? w.getAttribute('data-who') : '?');
  }, true);
})();
</script>`

// pages serves HTML documents by path on loopback.
type pages struct {
	mu  sync.Mutex
	m   map[string]string
	srv *httptest.Server
}

var site = &pages{m: map[string]string{}}

func (p *pages) add(t *testing.T, path, body string) string {
	t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.srv == nil {
		p.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			p.mu.Lock()
			body, ok := p.m[r.URL.Path]
			p.mu.Unlock()
			if !ok {
				http.NotFound(w, r)
				return
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, body)
		}))
	}
	p.m[path] = "<!doctype html><html><head><title>" + path + "</title>" + clickLog + "</head><body>" + body + "</body></html>"
	return p.srv.URL + path
}

// flow records instrs on before, then points the trajectory at after, as
// if the app had been redeployed between recording and replay.
func flow(t *testing.T, before, after string, instrs ...string) *trajectory.Trajectory {
	t.Helper()
	name := strings.ReplaceAll(t.Name(), "/", "_")
	b := site.add(t, "/"+name+"/before.html", before)
	a := site.add(t, "/"+name+"/after.html", after)
	sess := browsertest.NewPage(t)
	tr := &trajectory.Trajectory{ID: "t" + fmt.Sprint(time.Now().UnixNano()), Name: t.Name(), StartURL: b}
	rec := recorder.New(tr, replay.NewPlayer(sess.Page, replay.Options{}), nil, nil)
	ctx := context.Background()
	if err := rec.Start(ctx); err != nil {
		t.Fatal(err)
	}
	for _, in := range instrs {
		if _, _, err := rec.Do(ctx, in); err != nil {
			t.Fatalf("recording %q: %v", in, err)
		}
	}
	data, err := trajectory.Marshal(rec.Trajectory())
	if err != nil {
		t.Fatal(err)
	}
	out, err := trajectory.Parse(data, "recorded")
	if err != nil {
		t.Fatal(err)
	}
	out.StartURL = a
	return out
}

// onlyCandidates keeps the recorded candidates of the given kinds, as a
// trajectory imported from a tool that records ids or CSS only would have.
func onlyCandidates(tr *trajectory.Trajectory, step int, kinds ...trajectory.LocatorKind) {
	var keep []trajectory.Locator
	for _, c := range tr.Steps[step].Target.Candidates {
		for _, k := range kinds {
			if c.Kind == k {
				keep = append(keep, c)
			}
		}
	}
	tr.Steps[step].Target.Candidates = keep
}

type replayed struct {
	run    *trajectory.Run
	page   playwright.Page
	clicks []string
}

func replayWith(t *testing.T, tr *trajectory.Trajectory, opts replay.Options) replayed {
	t.Helper()
	sess := browsertest.NewPage(t)
	if opts.StepTimeout == 0 {
		// Generous: a loaded CI machine can take seconds per action. Cases
		// that must fail pass a shorter timeout.
		opts.StepTimeout = 6 * time.Second
	}
	if opts.Heal == "" {
		opts.Heal = trajectory.HealSuggest
	}
	if opts.Healers == nil {
		opts.Healers = []replay.Healer{heal.New(heal.Options{})}
	}
	r := replay.NewPlayer(sess.Page, opts).Run(context.Background(), tr, nil)
	raw, err := sess.Page.Evaluate(`() => window.__clicks || []`)
	if err != nil {
		t.Fatal(err)
	}
	var clicks []string
	for _, c := range raw.([]any) {
		clicks = append(clicks, fmt.Sprint(c))
	}
	return replayed{run: r, page: sess.Page, clicks: clicks}
}

func logRun(t *testing.T, r *trajectory.Run) {
	t.Helper()
	for _, s := range r.Steps {
		t.Logf("step %d %s %s in %d ms: %s", s.Index+1, s.Action, s.Status, s.DurationMS, s.Error)
		if s.Cause != "" {
			t.Logf("  cause: %s", s.Cause)
		}
		if s.Heal != nil {
			t.Logf("  healed %.2f (runner-up %.2f): %s", s.Heal.Score, s.Heal.RunnerUp, s.Heal.Reason)
		}
		for _, sg := range s.Suggestions {
			t.Logf("  suggestion %.2f %s", sg.Score, sg.Description)
		}
	}
}

const profileBefore = `<main><h1>Profile</h1><form onsubmit="return false">
<label>Display name <input name="display"></label>
<button type="button" id="save" data-testid="save" class="btn btn-primary css-1x2y3z" data-who="save">Save</button>
<button type="button" id="cancel" class="btn" data-who="cancel">Cancel</button>
</form></main>`

func TestHealing(t *testing.T) {
	for _, tc := range []struct {
		name   string
		before string
		after  string
		instr  string
		// prepare edits the recorded trajectory (step 0) before replay.
		prepare func(*trajectory.Trajectory)
		// who is the data-who the step must click; "" means it must fail
		// without clicking anything.
		who    string
		reason string // a fragment of the patch reason or the error
		frames int    // how many iframes the healed target must cross
	}{
		{
			name:   "renamed id heals by role and name",
			before: profileBefore,
			after: `<main><h1>Profile</h1><form onsubmit="return false"><div class="actions">
<label>Display name <input name="display"></label>
<button type="button" id="profile-save" data-testid="profile-save" class="btn btn-primary css-1x2y3z" data-who="save">Save</button>
<button type="button" id="cancel" class="btn" data-who="cancel">Cancel</button>
</div></form></main>`,
			instr: "click Save",
			prepare: func(tr *trajectory.Trajectory) {
				onlyCandidates(tr, 0, trajectory.LocTestID, trajectory.LocCSS, trajectory.LocXPath)
			},
			who:    "save",
			reason: `data-testid changed from "save" to "profile-save"`,
		},
		{
			name:   "regenerated classes heal",
			before: profileBefore,
			after: `<main><h1>Profile</h1><form onsubmit="return false">
<label>Display name <input name="display"></label>
<button type="button" class="btn btn-primary css-9q8w7e" data-who="save">Save</button>
<button type="button" class="btn css-4k4k4k" data-who="cancel">Cancel</button>
</form></main>`,
			instr: "click Save",
			prepare: func(tr *trajectory.Trajectory) {
				tr.Steps[0].Target.Candidates = []trajectory.Locator{{Kind: trajectory.LocCSS, Value: ".css-1x2y3z", Score: 500}}
			},
			who:    "save",
			reason: "role, name",
		},
		{
			name:   "reworded label heals",
			before: `<main><h1>Log in</h1><form onsubmit="return false"><label>Email <input type="email" name="email"></label><button type="button" class="primary" data-who="signin">Sign in</button><a href="#forgot" data-who="forgot">Forgot password?</a></form></main>`,
			after:  `<main><h1>Log in</h1><form onsubmit="return false"><label>Email <input type="email" name="email"></label><button type="button" class="primary" data-who="signin">Sign in now</button><a href="#forgot" data-who="forgot">Forgot password?</a></form></main>`,
			instr:  "click Sign in",
			who:    "signin",
			reason: `name changed from "Sign in" to "Sign in now"`,
		},
		{
			name:   "add to basket heals add to cart",
			before: `<main><h1>Silk Scarf</h1><p>Pure silk.</p><button type="button" data-who="add">Add to cart</button><button type="button" data-who="wish">Add to wishlist</button></main>`,
			after:  `<main><h1>Silk Scarf</h1><p>Pure silk.</p><button type="button" data-who="add">Add to basket</button><button type="button" data-who="wish">Add to wishlist</button></main>`,
			instr:  "click Add to cart",
			who:    "add",
			reason: `"Add to basket"`,
		},
		{
			name:   "Save became Delete is refused, never clicked",
			before: profileBefore,
			after: `<main><h1>Profile</h1><form onsubmit="return false">
<label>Display name <input name="display"></label>
<button type="button" id="save" data-testid="save" class="btn btn-primary css-1x2y3z" data-who="delete">Delete</button>
<button type="button" id="cancel" class="btn" data-who="cancel">Cancel</button>
</form></main>`,
			instr:  "click Save",
			reason: `meaning changed from "Save" to "Delete"`,
		},
		{
			name:   "removed element fails with suggestions",
			before: profileBefore,
			after: `<main><h1>Profile</h1><form onsubmit="return false">
<label>Display name <input name="display"></label>
<button type="button" id="cancel" class="btn" data-who="cancel">Cancel</button>
</form><aside><h2>Drafts</h2><button type="button" class="btn" data-who="draft">Save draft</button></aside></main>`,
			instr:  "click Save",
			reason: `closest: button "Save draft"`,
		},
		{
			name:   "two equally good look-alikes fail as ambiguous",
			before: `<main><h1>Log in</h1><form onsubmit="return false"><button type="button" id="go" class="primary" data-who="one">Sign in</button></form></main>`,
			after:  `<main><h1>Log in</h1><form onsubmit="return false"><button type="button" class="primary" data-who="one">Sign in now</button><button type="button" class="primary" data-who="two">Sign in now</button></form></main>`,
			instr:  "click Sign in",
			reason: "ambiguous",
		},
		{
			name:   "a look-alike decoy does not steal the heal",
			before: `<main><h1>Log in</h1><form onsubmit="return false"><label>Email <input name="email"></label><button type="button" id="signin" class="primary" data-who="signin">Sign in</button></form></main>`,
			after:  `<main><h1>Log in</h1><form onsubmit="return false"><label>Email <input name="email"></label><button type="button" id="signin-submit" class="primary" data-who="signin">Sign in now</button></form><div class="social"><button type="button" class="social" data-who="google">Sign in with Google</button></div></main>`,
			instr:  "click Sign in",
			who:    "signin",
			reason: "Sign in now",
		},
		{
			name:   "moved into a shadow root heals",
			before: profileBefore,
			after: `<main><h1>Profile</h1><form onsubmit="return false">
<label>Display name <input name="display"></label>
<save-bar></save-bar>
<button type="button" id="cancel" class="btn" data-who="cancel">Cancel</button>
</form></main>
<script>customElements.define('save-bar', class extends HTMLElement { constructor() { super();
  this.attachShadow({mode: 'open'}).innerHTML = '<button type="button" class="btn btn-primary" data-who="save">Save</button>';
}});</script>`,
			instr: "click Save",
			prepare: func(tr *trajectory.Trajectory) {
				onlyCandidates(tr, 0, trajectory.LocTestID, trajectory.LocCSS, trajectory.LocXPath)
			},
			who:    "save",
			reason: "moved into a shadow root",
		},
		{
			name:   "moved into an iframe heals and points at the frame",
			before: profileBefore,
			after: `<main><h1>Profile</h1><iframe id="editor" src="frame.html" width="600" height="200"></iframe>
<button type="button" id="cancel" class="btn" data-who="cancel">Cancel</button></main>`,
			instr: "click Save",
			prepare: func(tr *trajectory.Trajectory) {
				onlyCandidates(tr, 0, trajectory.LocTestID, trajectory.LocCSS, trajectory.LocXPath)
			},
			who:    "save",
			reason: "now inside iframe",
			frames: 1,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := flow(t, tc.before, tc.after, tc.instr)
			if tc.frames > 0 {
				site.add(t, "/"+strings.ReplaceAll(t.Name(), "/", "_")+"/frame.html",
					`<h2>Profile</h2><form onsubmit="return false"><button type="button" class="btn btn-primary" data-who="save">Save</button></form>`)
			}
			if tc.prepare != nil {
				tc.prepare(tr)
			}
			old := cloneJSON(t, tr)
			opts := replay.Options{}
			if tc.who == "" {
				opts.StepTimeout = 2 * time.Second
			}
			got := replayWith(t, tr, opts)
			res := got.run.Steps[0]
			logRun(t, got.run)
			if tc.who == "" {
				if res.Status != trajectory.StatusFailed {
					t.Fatalf("step passed, want a refusal; clicks %v", got.clicks)
				}
				if len(got.clicks) != 0 {
					t.Errorf("something was clicked: %v", got.clicks)
				}
				if res.Heal != nil {
					t.Errorf("a failed step carries a patch: %+v", res.Heal)
				}
				if !strings.Contains(res.Error, tc.reason) {
					t.Errorf("error %q lacks %q", res.Error, tc.reason)
				}
				if strings.Contains(tc.name, "suggestions") && len(res.Suggestions) == 0 {
					t.Errorf("no suggestions")
				}
				return
			}
			if res.Status != trajectory.StatusPassed {
				t.Fatalf("step %s: %s", res.Status, res.Error)
			}
			if !reflect.DeepEqual(got.clicks, []string{tc.who}) {
				t.Fatalf("clicked %v, want [%s]", got.clicks, tc.who)
			}
			if res.Heal == nil {
				t.Fatalf("the step passed without a heal (winner %v): the case does not exercise healing", res.Winner)
			}
			p := res.Heal
			if p.Tier != trajectory.TierSimilarity || p.StepID != tr.Steps[0].ID || p.Score < heal.DefaultMinScore || p.Score-p.RunnerUp < heal.DefaultMinMargin {
				t.Errorf("patch: tier %q step %q score %.2f runner-up %.2f", p.Tier, p.StepID, p.Score, p.RunnerUp)
			}
			if !strings.Contains(p.Reason, tc.reason) {
				t.Errorf("reason %q lacks %q", p.Reason, tc.reason)
			}
			if len(p.New.Frames) != tc.frames {
				t.Errorf("healed target crosses %d frames, want %d: %+v", len(p.New.Frames), tc.frames, p.New.Frames)
			}
			if !reflect.DeepEqual(p.Old, *old.Steps[0].Target) {
				t.Errorf("patch.Old is not the recorded target")
			}
			// suggest (the default here) leaves the trajectory as it was.
			if !reflect.DeepEqual(cloneJSON(t, tr), old) {
				t.Errorf("the trajectory changed under the suggest policy")
			}
			// The patched trajectory replays with healing off.
			again := replayWith(t, replay.ApplyPatches(tr, []trajectory.Patch{*p}), replay.Options{Heal: trajectory.HealOff})
			if again.run.Status != trajectory.StatusPassed || again.run.Steps[0].Heal != nil {
				logRun(t, again.run)
				t.Fatalf("the patched trajectory does not replay without healing")
			}
		})
	}
}

func cloneJSON(t *testing.T, tr *trajectory.Trajectory) *trajectory.Trajectory {
	t.Helper()
	data, err := trajectory.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	out, err := trajectory.Parse(data, "clone")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

const renamedSave = `<main><h1>Profile</h1><form onsubmit="return false">
<label>Display name <input name="display"></label>
<button type="button" class="btn btn-primary" data-who="save">Save changes</button>
<button type="button" id="cancel" class="btn" data-who="cancel">Cancel</button>
</form></main>`

func TestAutoPolicyWritesANewRevisionKeepingTheOld(t *testing.T) {
	st, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	tr := flow(t, profileBefore, renamedSave, "click Save")
	onlyCandidates(tr, 0, trajectory.LocTestID, trajectory.LocCSS, trajectory.LocXPath)
	rev1, err := st.SaveTrajectory(tr)
	if err != nil {
		t.Fatal(err)
	}
	got := replayWith(t, rev1, replay.Options{Heal: trajectory.HealAuto, Blobs: st})
	logRun(t, got.run)
	if got.run.Status != trajectory.StatusPassed || got.run.Steps[0].Heal == nil {
		t.Fatalf("run %s without heal", got.run.Status)
	}
	rev2, err := replay.SaveHealed(st, rev1, got.run)
	if err != nil {
		t.Fatal(err)
	}
	if rev2 == nil || rev2.Revision != rev1.Revision+1 || rev2.ID != rev1.ID {
		t.Fatalf("want revision %d of %s, got %+v", rev1.Revision+1, rev1.ID, rev2)
	}
	if got.run.Steps[0].Heal.Revision != rev2.Revision {
		t.Errorf("patch revision %d, want %d", got.run.Steps[0].Heal.Revision, rev2.Revision)
	}
	if err := st.SaveRun(got.run); err != nil {
		t.Fatal(err)
	}
	old, err := st.TrajectoryRevision(rev1.ID, rev1.Revision)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(old.Steps[0].Target, rev1.Steps[0].Target) {
		t.Errorf("the old revision's target changed")
	}
	latest, err := st.Trajectory(rev1.ID)
	if err != nil {
		t.Fatal(err)
	}
	if latest.Steps[0].Target.Fingerprint.Name != "Save changes" {
		t.Errorf("latest revision targets %q, want the healed \"Save changes\"", latest.Steps[0].Target.Fingerprint.Name)
	}
	runs, err := st.Runs(rev1.ID, 0)
	if err != nil || len(runs) != 1 || runs[0].Steps[0].Heal == nil || runs[0].Steps[0].Heal.Reason == "" {
		t.Fatalf("stored run lacks its patch: %v %+v", err, runs)
	}
	// The new revision replays with healing off.
	again := replayWith(t, latest, replay.Options{Heal: trajectory.HealOff})
	if again.run.Status != trajectory.StatusPassed {
		logRun(t, again.run)
		t.Fatal("the healed revision does not replay without healing")
	}
}

func TestPatchCarriesBeforeAndAfterScreenshots(t *testing.T) {
	st, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	tr := flow(t, profileBefore, renamedSave, "click Save")
	onlyCandidates(tr, 0, trajectory.LocTestID, trajectory.LocCSS, trajectory.LocXPath)
	got := replayWith(t, tr, replay.Options{Blobs: st})
	p := got.run.Steps[0].Heal
	if p == nil {
		logRun(t, got.run)
		t.Fatal("no heal")
	}
	for what, key := range map[string]string{"before": p.Before, "after": p.After} {
		if key == "" {
			t.Errorf("no %s screenshot", what)
			continue
		}
		png, err := st.Blob(key)
		if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
			t.Errorf("%s screenshot %s is not a PNG: %v", what, key, err)
		}
	}
}

// askedHealer stands in for a model-backed healer: it records that replay
// asked it and declines.
type askedHealer struct{ asked int }

func (h *askedHealer) Heal(_ context.Context, _ playwright.Page, step *trajectory.Step, failure *replay.LocateError) (*trajectory.Patch, error) {
	h.asked++
	if step == nil || failure == nil {
		return nil, fmt.Errorf("called without step or failure")
	}
	return nil, &replay.NoHealError{Tier: trajectory.TierModel, Reason: "no model configured"}
}

func TestSecondHealerIsAskedWhenSimilarityDeclines(t *testing.T) {
	tr := flow(t, profileBefore, `<main><h1>Profile</h1><button type="button" data-who="cancel">Cancel</button></main>`, "click Save")
	model := &askedHealer{}
	got := replayWith(t, tr, replay.Options{StepTimeout: 500 * time.Millisecond, Healers: []replay.Healer{heal.New(heal.Options{}), model}})
	res := got.run.Steps[0]
	if res.Status != trajectory.StatusFailed || len(got.clicks) != 0 {
		t.Fatalf("step %s, clicks %v", res.Status, got.clicks)
	}
	if model.asked == 0 {
		t.Fatal("the second healer was never asked")
	}
	if !strings.Contains(res.Error, "similarity healing:") || !strings.Contains(res.Error, "model healing: no model configured") {
		t.Errorf("error does not say why each tier declined: %s", res.Error)
	}
}

func TestLateElementIsWaitedForNotHealed(t *testing.T) {
	tr := flow(t, profileBefore, `<main><h1>Profile</h1><form onsubmit="return false" id="f">
<label>Display name <input name="display"></label></form></main>
<script>setTimeout(() => { document.getElementById('f').insertAdjacentHTML('beforeend',
 '<button type="button" id="save" data-testid="save" class="btn btn-primary css-1x2y3z" data-who="save">Save</button>'); }, 900);</script>`, "click Save")
	got := replayWith(t, tr, replay.Options{StepTimeout: 5 * time.Second})
	res := got.run.Steps[0]
	logRun(t, got.run)
	if res.Status != trajectory.StatusPassed || res.Heal != nil || !reflect.DeepEqual(got.clicks, []string{"save"}) {
		t.Fatalf("step %s heal %v clicks %v: the late element should win without a heal", res.Status, res.Heal, got.clicks)
	}
}
