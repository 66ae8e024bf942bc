package version

import (
	"runtime/debug"
	"testing"
)

func TestResolve(t *testing.T) {
	vcs := func(rev, modified string) *debug.BuildInfo {
		return &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: modified}}}
	}
	cases := []struct {
		name  string
		stamp string
		info  *debug.BuildInfo
		want  string
	}{
		{"a release build shows its git tag", "v1.4.0", vcs("0123456789abcdef0123", "false"), "v1.4.0"},
		{"a stamped dirty tree says so", "v1.4.0-3-gabc1234-dirty", nil, "v1.4.0-3-gabc1234-dirty"},
		{"an unstamped build shows the commit", "", vcs("0123456789abcdef0123", "false"), "0123456789ab"},
		{"an unstamped build of a changed tree says dirty", "", vcs("0123456789abcdef0123", "true"), "0123456789ab-dirty"},
		{"go install of a tagged module shows the module version", "", &debug.BuildInfo{Main: debug.Module{Version: "v0.3.1"}}, "v0.3.1"},
		{"a build from outside git is dev", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "dev"},
		{"no build info is dev", "  ", nil, "dev"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := resolve(c.stamp, c.info); got != c.want {
				t.Errorf("resolve(%q) = %q, want %q", c.stamp, got, c.want)
			}
		})
	}
}
