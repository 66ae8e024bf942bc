package runner_test

import (
	"testing"

	"github.com/reprise-qa/reprise/backend/runner"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestRebase(t *testing.T) {
	tr := &trajectory.Trajectory{StartURL: "http://127.0.0.1:8080/login.html?next=/a", Steps: []trajectory.Step{
		{ID: "s1", Action: trajectory.ActionGoto, URL: "http://127.0.0.1:8080/shop.html"},
		{ID: "s2", Action: trajectory.ActionGoto, URL: "/relative.html"},
		{ID: "s3", Action: trajectory.ActionGoto, URL: "https://other.example.com/x"},
		{ID: "s4", Action: trajectory.ActionAssertURL, URL: "http://127.0.0.1:8080/dashboard", Match: "exact"},
		{ID: "s5", Action: trajectory.ActionAssertURL, URL: "http://127.0.0.1:8080/dash.*", Match: "regex"},
		{ID: "s6", Action: trajectory.ActionGoto, URL: "{{site}}/x"},
		{ID: "s7", Action: trajectory.ActionAssertURL, URL: "/dashboard"},
	}}
	for _, tc := range []struct {
		name, base, start string
		urls              []string
	}{
		{"origin replaced, paths and queries kept", "https://staging.example.com", "https://staging.example.com/login.html?next=/a",
			[]string{"https://staging.example.com/shop.html", "/relative.html", "https://other.example.com/x",
				"https://staging.example.com/dashboard", "http://127.0.0.1:8080/dash.*", "{{site}}/x", "/dashboard"}},
		{"a base path goes before the recorded path", "https://example.com/app/", "https://example.com/app/login.html?next=/a",
			[]string{"https://example.com/app/shop.html", "/relative.html", "https://other.example.com/x",
				"https://example.com/app/dashboard", "http://127.0.0.1:8080/dash.*", "{{site}}/x", "/dashboard"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base, err := runner.ParseBaseURL(tc.base)
			if err != nil {
				t.Fatal(err)
			}
			got := runner.Rebase(tr, base)
			if got.StartURL != tc.start {
				t.Errorf("start URL %q, want %q", got.StartURL, tc.start)
			}
			for i, want := range tc.urls {
				if got.Steps[i].URL != want {
					t.Errorf("step %s URL %q, want %q", got.Steps[i].ID, got.Steps[i].URL, want)
				}
			}
			if tr.StartURL != "http://127.0.0.1:8080/login.html?next=/a" || tr.Steps[0].URL != "http://127.0.0.1:8080/shop.html" {
				t.Error("Rebase changed the recorded trajectory")
			}
		})
	}
	for _, bad := range []string{"staging.example.com", "ftp://x", "https://", "https://x/?a=1"} {
		if _, err := runner.ParseBaseURL(bad); err == nil {
			t.Errorf("ParseBaseURL(%q) accepted it", bad)
		}
	}
}
