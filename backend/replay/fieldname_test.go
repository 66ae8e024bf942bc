package replay_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/browser/browsertest"
	"github.com/reprise-qa/reprise/backend/heal"
	"github.com/reprise-qa/reprise/backend/recorder"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// swapForm serves a sign-in and address form at /v0 and, at /v1, the same
// form after a release swapped two pairs of labels: "Email" now labels
// the field named password and "Password" the one named email; "Address"
// labels the city field and "City" the address field. Ids, names and
// types stay.
func swapForm(t *testing.T) *httptest.Server {
	t.Helper()
	page := func(email, password, address, city string) string {
		return fmt.Sprintf(`<!doctype html><html><body><h1>Account</h1><form>
<label for="%s">Email</label> <input id="email" name="email" type="email">
<label for="%s">Password</label> <input id="password" name="password" type="password">
<label for="%s">Address</label> <input id="address" name="address">
<label for="%s">City</label> <input id="city" name="city">
</form></body></html>`, email, password, address, city)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/v0", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, page("email", "password", "address", "city"))
	})
	mux.HandleFunc("/v1", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, page("password", "email", "city", "address"))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// TestSwappedLabelsAreRefusedNotTypedInto records typing into four fields,
// then replays on the page whose labels were swapped. Every step that
// would now type into another field (the email into the password field,
// the address into the city) must be refused, with the reason, and no
// field of the page may hold a value typed into the wrong one — with
// healing on too.
func TestSwappedLabelsAreRefusedNotTypedInto(t *testing.T) {
	srv := swapForm(t)
	ctx := context.Background()
	tr := &trajectory.Trajectory{ID: "swap", Name: "swap", StartURL: srv.URL + "/v0",
		Variables: []trajectory.Variable{{Name: "password", Secret: true}}}
	vals := map[string]string{"password": "secret123"}
	rec := recorder.New(tr, replay.NewPlayer(browsertest.NewPage(t).Page, replay.Options{}), nil, tr.Values(vals))
	if err := rec.Start(ctx); err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"type ann@example.com into Email", "type {{password}} into Password", "type 1 Main St into Address", "type Berlin into City"} {
		if _, res, err := rec.Do(ctx, in); err != nil || res.Status != trajectory.StatusPassed {
			t.Fatalf("recording %q: %v", in, err)
		}
	}
	// The replay comes to the swapped page by label first, as a flow
	// recorded where label locators won would.
	for i := range tr.Steps {
		c := tr.Steps[i].Target.Candidates
		for k := range c {
			if c[k].Kind == trajectory.LocLabel {
				c[0], c[k] = c[k], c[0]
			}
		}
	}
	tr.StartURL = srv.URL + "/v1"
	for _, policy := range []trajectory.HealPolicy{trajectory.HealOff, trajectory.HealAuto} {
		t.Run(string(policy), func(t *testing.T) {
			sess := browsertest.NewPage(t)
			run := replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 3 * time.Second, Heal: policy,
				Healers: []replay.Healer{heal.New(heal.Options{})}}).Run(ctx, tr, vals)
			for _, s := range run.Steps {
				if s.Heal != nil {
					t.Logf("step %d healed: %s → %s: %s", s.Index+1, s.Heal.Old.Fingerprint.Name, s.Heal.New.Fingerprint.Name, s.Heal.Reason)
				}
			}
			if run.Status != trajectory.StatusFailed || run.Steps[0].Status != trajectory.StatusFailed {
				t.Fatalf("run %s, step 1 %s: want step 1 refused (%s)", run.Status, run.Steps[0].Status, run.Error)
			}
			if e := run.Steps[0].Error; !strings.Contains(e, "refusing to act") || !strings.Contains(e, `label "Email" → fingerprint mismatch: tag changed from input[type=email] to input[type=password]`) {
				t.Errorf("step 1 says %q", run.Steps[0].Error)
			}
			for _, f := range []string{"email", "password", "address", "city"} {
				v, err := sess.Page.Locator("#" + f).InputValue()
				if err != nil || v != "" {
					t.Errorf("field %s holds %q (%v) after the refused run", f, v, err)
				}
			}
			// The address step alone is refused the same way.
			one := tr.Clone()
			one.Steps = one.Steps[2:3]
			run = replay.NewPlayer(sess.Page, replay.Options{StepTimeout: 3 * time.Second, Heal: policy,
				Healers: []replay.Healer{heal.New(heal.Options{})}}).Run(ctx, one, vals)
			if run.Status != trajectory.StatusFailed || !strings.Contains(run.Steps[0].Error, `label "Address" finds another field than the one recorded: the field named "address" that was recorded is still on the page, now labelled "City"`) {
				t.Errorf("the address step: %s: %s", run.Status, run.Steps[0].Error)
			}
			if v, _ := sess.Page.Locator("#city").InputValue(); v != "" {
				t.Errorf("the city field holds %q", v)
			}
		})
	}
}
